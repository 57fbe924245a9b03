"""The race and team map's geometry, for the state shown: where the spaces, the markers,
the shortcuts' bends and their cost pills are, on the map's canvas (board_geometry) and
on the widget. MapPicture (board_map) paints the map from it."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QPointF,
    QRectF,
)
from PySide6.QtGui import (
    QFontMetricsF,
    QPainterPath,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from blocky.games.blocky_mountains.catalogue import Shortcut
from blocky.games.blocky_mountains.state import Mode, State
from blocky.ui.games.blocky_mountains.board_geometry import (
    CANVAS_H,
    CANVAS_W,
    HEADROOM,
    Track,
    bezier,
    lerp,
    shortcut_control,
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


class MapGeometry(QWidget):
    """Where everything on the map stands, for the state shown; kept once per map."""

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

    # -- geometry: shortcuts --------------------------------------------------------------

    def _shortcuts(self, s: State) -> list[Shortcut]:
        if s.mode is Mode.RACE:
            return list(s.catalogue.race_map.shortcuts)
        if s.mode is Mode.TEAM:
            return [s.catalogue.team_map.major_shortcut]
        return []

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
