"""The race and team map, painted: the landscape, the trail, the shortcuts with their
costs and the spaces with their badges, laid on the map's canvas (board_geometry).
The markers are painted over it (board_markers); the widget is board.BoardView."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from blocky.games.blocky_mountains.catalogue import Shortcut
from blocky.games.blocky_mountains.state import Mode, State
from blocky.ui.games.blocky_mountains.board_geometry import (
    CANVAS_H,
    CANVAS_W,
    FAR_RANGE,
    HEADROOM,
    MOUNTAIN,
    Track,
    bezier,
    lerp,
    shortcut_control,
)
from blocky.ui.games.blocky_mountains.board_shapes import (
    backpack_path,
    compass_path,
    flag_path,
    fox_path,
    squirrel_path,
    tent_path,
)
from blocky.ui.kit import theme


@dataclass(frozen=True)
class Move:
    """One marker's way from where it was drawn to where it now stands."""

    from_s: float
    to_s: float
    from_offset: float
    to_offset: float
    from_radius: float
    to_radius: float
    #: A shortcut's dotted curve (start, bend, end), followed instead of the trail.
    curve: tuple[QPointF, QPointF, QPointF] | None = None


class MapPicture(QWidget):
    """The map's geometry and its backdrop painting, for the state shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: State | None = None
        self._track: Track | None = None
        self._track_key: tuple[str, int] | None = None
        self._moves: dict[int, Move] = {}
        self._progress = 1.0
        #: Shortcut bends, searched once per map (see _shortcut_control).
        self._controls: dict[Shortcut, QPointF] = {}
        #: Where each shortcut's cost is written, and the trail's line: once per map.
        self._pills: dict[Shortcut, QPointF] = {}
        self._trail_path: QPainterPath | None = None
        self._trail_outlines: list[QPainterPath] | None = None

    # -- geometry ---------------------------------------------------------------------

    def _ensure_track(self, state: State) -> None:
        if state.mode is Mode.RACE:
            key = ("race", state.catalogue.race_map.peak)
        elif state.mode is Mode.TEAM:
            key = ("team", state.catalogue.team_map.peak)
        else:
            key = ("solo", 0)
        if key != self._track_key:
            self._track_key = key
            self._track = Track.build(key[1] + 1) if key[1] > 0 else None
            self._controls = {}
            self._pills = {}
            self._trail_path = None
            self._trail_outlines = None

    def _require_track(self) -> Track:
        if self._track is None:
            raise ValueError("no map is shown (no game, or solo training)")
        return self._track

    def _headroom(self) -> float:
        # Markers stand on top of the peak and reach above the canvas; keep them in view.
        s = self._state
        return 0.0 if s is None or s.mode is Mode.SOLO else HEADROOM

    def _scale(self) -> float:
        return min(self.width() / CANVAS_W, self.height() / (CANVAS_H + self._headroom()))

    def _transform(self) -> QTransform:
        s = self._scale()
        top = self._headroom()
        dx = (self.width() - CANVAS_W * s) / 2
        dy = (self.height() - (CANVAS_H + top) * s) / 2 + top * s
        return QTransform(s, 0, 0, s, dx, dy)

    def _peak(self) -> int:
        return self._require_track().last

    def _space_radius(self, space: int) -> float:
        track = self._require_track()
        if space in (0, track.last):
            return track.radius * 1.38
        if self._is_destination(space):
            return track.radius * 1.15
        return track.radius

    def _is_destination(self, space: int) -> bool:
        s = self._state
        if s is None or s.mode is not Mode.TEAM:
            return False
        return any(d.space == space for d in s.catalogue.team_map.destinations)

    def _marker_size(self) -> tuple[float, float]:
        r = self._require_track().radius
        if self._state is not None and self._state.mode is Mode.TEAM:
            return (1.1 * r, 1.65 * r)
        return (0.9 * r, 1.42 * r)

    def _fan_offsets(self, state: State) -> dict[int, float]:
        """Horizontal offsets (in marker widths) so markers sharing a space all show."""
        groups: dict[int, list[int]] = {}
        for i, pos in enumerate(state.positions):
            groups.setdefault(pos, []).append(i)
        out: dict[int, float] = {}
        for members in groups.values():
            n = len(members)
            spacing = 0.82 if n <= 3 else 0.72
            for k, player in enumerate(members):
                out[player] = (k - (n - 1) / 2) * spacing
        return out

    def _marker_rect_canvas(self, player: int) -> QRectF:
        state = self._state
        if state is None or state.mode is Mode.SOLO:
            raise ValueError("no markers are shown (no game, or solo training)")
        track = self._require_track()
        w, h = self._marker_size()
        move = self._moves.get(player)
        if move is not None and self._progress < 1.0:
            t = self._progress
            if move.curve is not None:
                base = bezier(*move.curve, t)
            else:
                base = track.point_at(lerp(move.from_s, move.to_s, t))
            offset = lerp(move.from_offset, move.to_offset, t)
            radius = lerp(move.from_radius, move.to_radius, t)
        else:
            space = state.positions[player]
            base = track.center(space)
            offset = self._fan_offsets(state).get(player, 0.0)
            radius = self._space_radius(space)
        # The marker stands on the upper rim of its space, so the number stays readable.
        foot = QPointF(base.x() + offset * w, base.y() - 0.42 * radius)
        return QRectF(foot.x() - w / 2, foot.y() - h, w, h)

    # -- painting: landscape and trail --------------------------------------------------

    @staticmethod
    def _paint_sky(p: QPainter, c: theme.BoardColours, size: QSize) -> None:
        grad = QLinearGradient(0, 0, 0, size.height())
        grad.setColorAt(0.0, c.sky_top)
        grad.setColorAt(1.0, c.sky_bottom)
        p.fillRect(QRect(0, 0, size.width(), size.height()), QBrush(grad))

    def _paint_landscape(self, p: QPainter, c: theme.BoardColours) -> None:
        far = QColor(c.mountain)
        far.setAlphaF(0.45)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(far)
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in FAR_RANGE]))
        p.setPen(QPen(c.mountain_edge, 4))
        p.setBrush(c.mountain)
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in MOUNTAIN]))

    def _paint_trail(self, p: QPainter, c: theme.BoardColours) -> None:
        # The trail's edge and its surface: the outlines of the line stroked wide, worked
        # out once per map and filled (stroking the 400-point line costs more than
        # filling what it gives, and it never changes during a game).
        outlines = self._trail_outlines
        if outlines is None:
            track = self._require_track()
            path = QPainterPath(track.samples[0])
            for pt in track.samples[1:]:
                path.lineTo(pt)
            self._trail_path = path
            width = track.radius * 1.25
            outlines = []
            for stroke in (width + 10, width):
                stroker = QPainterPathStroker()
                stroker.setWidth(stroke)
                stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
                stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                outlines.append(stroker.createStroke(path))
            self._trail_outlines = outlines
        p.setPen(Qt.PenStyle.NoPen)
        for outline, colour in zip(outlines, (c.path_edge, c.path), strict=True):
            p.setBrush(colour)
            p.drawPath(outline)

    def _shortcuts(self, s: State) -> list[Shortcut]:
        if s.mode is Mode.RACE:
            return list(s.catalogue.race_map.shortcuts)
        if s.mode is Mode.TEAM:
            return [s.catalogue.team_map.major_shortcut]
        return []

    def _paint_shortcuts(self, p: QPainter, c: theme.BoardColours, s: State) -> None:
        track = self._require_track()
        r = track.radius
        for sc in self._shortcuts(s):
            a = track.center(sc.start)
            ctrl = self._shortcut_control(track, sc)
            b = self._shortcut_landing(track, sc)
            path = QPainterPath(a)
            path.quadTo(ctrl, b)
            halo = QColor(c.space)
            halo.setAlphaF(0.85)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(halo, r * 0.34, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawPath(path)
            dots = QPen(c.shortcut, r * 0.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
            dots.setDashPattern([0.01, 1.9])
            p.setPen(dots)
            p.drawPath(path)
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.shortcut)
            p.drawPolygon(self._arrow_head(track, sc))
            # The cost on a pill at the top of the bend: "-2" and a squirrel.
            label_at = self._pill_position(track, path, sc)
            self._paint_cost_pill(p, c, label_at, sc.cost, r)

    def _arrow_head(self, track: Track, sc: Shortcut) -> QPolygonF:
        """The arrow's point touches the rim of the end space, pointing into it."""
        b = self._shortcut_landing(track, sc)
        ctrl = self._shortcut_control(track, sc)
        r = track.radius * 0.45
        ang = math.atan2(b.y() - ctrl.y(), b.x() - ctrl.x())
        centre = b - QPointF(math.cos(ang) * r, math.sin(ang) * r)
        return QPolygonF(
            [
                centre + QPointF(math.cos(a) * r, math.sin(a) * r)
                for a in (ang, ang + 2.4, ang - 2.4)
            ]
        )

    def _shortcut_control(self, track: Track, sc: Shortcut) -> QPointF:
        """The bend of ``sc`` on this map: searched once, it never changes in a game."""
        ctrl = self._controls.get(sc)
        if ctrl is None:
            ctrl = self._controls[sc] = shortcut_control(track, sc)
        return QPointF(ctrl)

    def _shortcut_landing(self, track: Track, sc: Shortcut) -> QPointF:
        """Where a dotted shortcut ends: on the rim of its end space, on the side facing
        its start and a little below the middle, because markers stand on the upper rim
        and the arrow must not run into them."""
        end = min(sc.end, track.last)
        a, c = track.center(sc.start), track.center(end)
        side = -1.0 if a.x() <= c.x() else 1.0
        angle = math.radians(18)
        reach = self._space_radius(end) + track.radius * 0.08
        return c + QPointF(side * math.cos(angle) * reach, math.sin(angle) * reach)

    def _pill_position(self, track: Track, path: QPainterPath, sc: Shortcut) -> QPointF:
        """Where on the dotted line its cost is easiest to read: away from every space
        (searched once per map, like the bend)."""
        known = self._pills.get(sc)
        if known is None:
            known = self._pills[sc] = self._search_pill_position(track, path, sc)
        return QPointF(known)

    def _search_pill_position(self, track: Track, path: QPainterPath, sc: Shortcut) -> QPointF:
        """Where the pill stays clear of every place a marker can stand (all the racers
        on one space, fanned out) and of the spaces: on the dotted line when a place on
        it is clear, else just above or below it, as close to the line as can be; among
        as good places, the middle of the line first."""
        r = track.radius
        spaces = [
            QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad)
            for c, rad in ((track.center(k), self._space_radius(k)) for k in range(track.last + 1))
        ]
        zones = self._marker_zones(track)
        w, h = self._pill_size(sc.cost, r)
        # Only what lies near the line can touch a pill on it (at most 2.5 radii above or
        # below): the rest of the map's spaces and zones are not looked at 609 times.
        # Leaving out rectangles that share nothing with any pill changes no sum.
        reach = path.controlPointRect().adjusted(-w / 2, -h / 2 - 2.5 * r, w / 2, h / 2 + 2.5 * r)
        # In plain numbers (left, top, right, bottom): the same sums as overlap() makes.
        near = [
            (z.x(), z.y(), z.x() + z.width(), z.y() + z.height())
            for z in zones + spaces
            if z.intersects(reach)
        ]
        line = [(q.x(), q.y()) for q in (path.pointAtPercent(k / 40) for k in range(6, 35))]
        middle = path.pointAtPercent(0.5)
        # Every game on this map asks the same: the answer is kept for the next one.
        key = (tuple(line), (middle.x(), middle.y()), tuple(near), w, h, r)
        known = _PILL_PLACES.get(key)
        if known is not None:
            return QPointF(*known)
        best, best_score = middle, (math.inf, math.inf, math.inf)
        for step in range(-10, 11):
            shift = step * 0.25
            for k, (x, y) in zip(range(6, 35), line, strict=True):
                t = k / 40
                pt = QPointF(x, y + shift * r)
                covered = _covered(pt.x() - w / 2, pt.y() - h / 2, w, h, near)
                # Off the line costs more than along it: the pill stays by its line.
                score = (round(covered / (r * r), 2), abs(shift) + abs(t - 0.5), t)
                if score < best_score:
                    best, best_score = pt, score
        if len(_PILL_PLACES) >= _PILL_PLACES_KEPT:
            _PILL_PLACES.clear()
        _PILL_PLACES[key] = (best.x(), best.y())
        return best

    def _marker_zones(self, track: Track) -> list[QRectF]:
        """Where markers can stand: above each space, as wide as the most markers that
        share a space fan out (four racers; the team's one marker)."""
        w, h = self._marker_size()
        team = self._state is not None and self._state.mode is Mode.TEAM
        n = 1 if team else 4
        spacing = 0.82 if n <= 3 else 0.72
        half = ((n - 1) / 2 * spacing + 0.5) * w
        zones = []
        for k in range(track.last + 1):
            c = track.center(k)
            foot = c.y() - 0.42 * self._space_radius(k)
            zones.append(QRectF(c.x() - half, foot - h, 2 * half, h))
        return zones

    @staticmethod
    def _pill_size(cost: int, r: float) -> tuple[float, float]:
        """The cost pill's width and height (see _paint_cost_pill)."""
        f = theme.font(int(r * 0.72), bold=True)
        tw = QFontMetricsF(f).horizontalAdvance(f"\u2212{cost}")
        h = r * 0.95
        return tw + h * 0.8 + r * 0.55, h

    def _paint_cost_pill(
        self, p: QPainter, c: theme.BoardColours, at: QPointF, cost: int, r: float
    ) -> None:
        f = theme.font(int(r * 0.72), bold=True)
        text = f"\u2212{cost}"
        fm = QFontMetricsF(f)
        tw = fm.horizontalAdvance(text)
        h = r * 0.95
        icon = h * 0.8
        w = tw + icon + r * 0.55
        rect = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
        p.setPen(QPen(c.shortcut, 4))
        p.setBrush(c.space)
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(f)
        p.setPen(c.number)
        p.drawText(
            QRectF(rect.left() + r * 0.2, rect.top(), tw, h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text,
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.backpack)
        p.drawPath(
            squirrel_path(
                QRectF(rect.left() + r * 0.3 + tw, rect.top() + (h - icon) / 2, icon, icon)
            )
        )

    # -- painting: spaces ---------------------------------------------------------------

    def _paint_spaces(self, p: QPainter, c: theme.BoardColours, s: State) -> None:
        track = self._require_track()
        r = track.radius
        last = track.last
        num_font = theme.font(int(r * 0.95), bold=True)
        label_font = theme.font(int(r * 0.55), bold=True)
        for space in range(last + 1):
            ctr = track.center(space)
            rad = self._space_radius(space)
            if space == 0:
                self._paint_campground(p, c, ctr, rad, label_font)
                continue
            if space == last:
                self._paint_peak(p, c, s, ctr, rad, num_font, label_font)
                continue
            dest = None
            if s.mode is Mode.TEAM:
                for d in s.catalogue.team_map.destinations:
                    if d.space == space:
                        dest = d
            fill = c.destination if dest is not None else c.space
            p.setPen(QPen(c.space_edge, 5))
            p.setBrush(fill)
            p.drawEllipse(ctr, rad, rad)
            p.setFont(num_font)
            if dest is not None:
                p.setPen(theme.on_fill(fill))
                p.drawText(
                    QRectF(ctr.x() - rad, ctr.y() - rad, 2 * rad, 2 * rad),
                    Qt.AlignmentFlag.AlignCenter,
                    dest.pile,
                )
                self._paint_reward(p, c, ctr, rad, dest.squirrels, label_font)
            else:
                p.setPen(c.number)
                p.drawText(
                    QRectF(ctr.x() - rad, ctr.y() - rad, 2 * rad, 2 * rad),
                    Qt.AlignmentFlag.AlignCenter,
                    str(space),
                )
            self._paint_badges(p, c, s, space, ctr, rad)

    def _badge_center(self, ctr: QPointF, rad: float) -> QPointF:
        # Lower right: markers stand on the upper rim, so badges never hide under them.
        return ctr + QPointF(rad * 0.78, rad * 0.72)

    def _paint_badges(
        self, p: QPainter, c: theme.BoardColours, s: State, space: int, ctr: QPointF, rad: float
    ) -> None:
        b = self._badge_center(ctr, rad)
        br = rad * 0.46
        if s.mode is Mode.RACE:
            rm = s.catalogue.race_map
            if space in rm.compass:
                p.setPen(QPen(c.space, 3))
                p.setBrush(c.compass)
                p.drawEllipse(b, br, br)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#ffffff"))
                p.drawPath(compass_path(b, br * 0.82))
            if rm.shortcut_from(space) is not None:
                p.setPen(QPen(c.space, 3))
                p.setBrush(c.backpack)
                p.drawEllipse(b, br, br)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#ffffff"))
                p.drawPath(backpack_path(b, br * 0.62))
            return
        tm = s.catalogue.team_map
        if space in tm.fox:
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.fox)
            p.drawEllipse(b, br, br)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPath(fox_path(b, br * 0.62))
        if space == tm.major_shortcut.start:
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.backpack)
            p.drawEllipse(b, br, br)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPath(backpack_path(b, br * 0.62))
        if space == tm.arrow:
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.campground)
            p.drawEllipse(b, br, br)
            arrow = QPolygonF(
                [
                    QPointF(b.x() - br * 0.55, b.y() - br * 0.22),
                    QPointF(b.x() + br * 0.05, b.y() - br * 0.22),
                    QPointF(b.x() + br * 0.05, b.y() - br * 0.55),
                    QPointF(b.x() + br * 0.62, b.y()),
                    QPointF(b.x() + br * 0.05, b.y() + br * 0.55),
                    QPointF(b.x() + br * 0.05, b.y() + br * 0.22),
                    QPointF(b.x() - br * 0.55, b.y() + br * 0.22),
                ]
            )
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPolygon(arrow)

    def _paint_reward(
        self, p: QPainter, c: theme.BoardColours, ctr: QPointF, rad: float, n: int, f: QFont
    ) -> None:
        """The squirrels a destination gives, on a pill below its space."""
        text = f"+{n}"
        fm = QFontMetricsF(f)
        h = rad * 0.62
        icon = h * 0.85
        w = fm.horizontalAdvance(text) + icon + h * 0.6
        rect = QRectF(ctr.x() - w / 2, ctr.y() + rad * 0.82, w, h)
        p.setPen(QPen(c.destination, 4))
        p.setBrush(c.space)
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(f)
        p.setPen(c.number)
        p.drawText(
            QRectF(rect.left() + h * 0.25, rect.top(), fm.horizontalAdvance(text), h),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.backpack)
        p.drawPath(
            squirrel_path(
                QRectF(rect.right() - icon - h * 0.2, rect.top() + (h - icon) / 2, icon, icon)
            )
        )

    def _paint_campground(
        self, p: QPainter, c: theme.BoardColours, ctr: QPointF, rad: float, f: QFont
    ) -> None:
        p.setPen(QPen(c.space_edge, 5))
        p.setBrush(c.campground)
        p.drawEllipse(ctr, rad, rad)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#fff4dc"))
        p.drawPath(tent_path(ctr + QPointF(0, rad * 0.08), rad * 0.62))
        self._paint_caption(
            p,
            c,
            self._campground_caption_at(),
            QCoreApplication.translate("BoardView", "Campground"),
            f,
        )

    def _campground_caption_at(self) -> QPointF:
        # On the lower rim, under the tent: markers waiting there stand on the upper rim.
        return self._require_track().center(0) + QPointF(0, self._space_radius(0) * 0.98)

    def _paint_peak(
        self,
        p: QPainter,
        c: theme.BoardColours,
        s: State,
        ctr: QPointF,
        rad: float,
        num_font: QFont,
        f: QFont,
    ) -> None:
        p.setPen(QPen(c.space_edge, 6))
        p.setBrush(c.peak)
        p.drawEllipse(ctr, rad, rad)
        p.setFont(num_font)
        p.setPen(theme.on_fill(c.peak))
        text = "C" if s.mode is Mode.TEAM else str(self._peak())
        p.drawText(
            QRectF(ctr.x() - rad, ctr.y() - rad, 2 * rad, 2 * rad),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        pole, flag = flag_path(ctr + QPointF(rad * 0.92, -rad * 0.2), rad * 0.55)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.space_edge)
        p.drawPath(pole)
        p.setBrush(c.failed)
        p.drawPath(flag)
        self._paint_caption(
            p, c, ctr + QPointF(-rad * 2.25, 0), QCoreApplication.translate("BoardView", "Peak"), f
        )

    @staticmethod
    def _caption_rect(at: QPointF, text: str, f: QFont) -> QRectF:
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(text) + fm.height() * 0.8
        h = fm.height() * 1.15
        return QRectF(at.x() - w / 2, at.y() - h / 2, w, h)

    def _paint_caption(
        self, p: QPainter, c: theme.BoardColours, at: QPointF, text: str, f: QFont
    ) -> None:
        """A word on a soft pill, centred on ``at``, readable over the landscape."""
        rect = self._caption_rect(at, text, f)
        h = rect.height()
        back = QColor(c.space)
        back.setAlphaF(0.88)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(back)
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(f)
        p.setPen(c.number)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


#: Where each shortcut's cost pill goes, by everything that decides it (the line's points,
#: what lies near it, the pill's and the spaces' size): a new game on the same map, in a
#: new map view, finds it here.
_PILL_PLACES: dict[tuple[object, ...], tuple[float, float]] = {}
#: Answers kept at most (a few maps, a few shortcuts each).
_PILL_PLACES_KEPT = 64


def _covered(
    x: float, y: float, w: float, h: float, rects: list[tuple[float, float, float, float]]
) -> float:
    """The area the rectangle (x, y, w, h) shares with each of ``rects`` (left, top,
    right, bottom), summed: what overlap() answers for each, added up."""
    right, bottom = x + w, y + h
    total = 0.0
    for left2, top2, right2, bottom2 in rects:
        iw = min(right, right2) - max(x, left2)
        if iw <= 0:
            continue
        ih = min(bottom, bottom2) - max(y, top2)
        if ih <= 0:
            continue
        total += iw * ih
    return total
