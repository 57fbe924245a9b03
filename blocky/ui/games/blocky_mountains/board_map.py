"""The race and team map, painted: the landscape, the trail, the shortcuts with their
costs and the spaces with their badges, laid on the map's canvas (board_geometry).
The markers are painted over it (board_markers); the widget is board.BoardView."""

from __future__ import annotations

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
)

from blocky.games.blocky_mountains.state import Mode, State
from blocky.ui.games.blocky_mountains.board_geometry import (
    FAR_RANGE,
    MOUNTAIN,
)
from blocky.ui.games.blocky_mountains.board_map_geometry import MapGeometry
from blocky.ui.games.blocky_mountains.board_shapes import (
    backpack_path,
    compass_path,
    flag_path,
    fox_path,
    squirrel_path,
    tent_path,
)
from blocky.ui.kit import theme


def _badge(
    p: QPainter, c: theme.BoardColours, at: QPointF, radius: float, fill: QColor, mark: QPainterPath
) -> None:
    """A space's round badge: ``fill`` ringed in the spaces' colour, ``mark`` in white."""
    p.setPen(QPen(c.space, 3))
    p.setBrush(fill)
    p.drawEllipse(at, radius, radius)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffffff"))
    p.drawPath(mark)


class MapPicture(MapGeometry):
    """The map's backdrop painting, for the state shown (its geometry: MapGeometry)."""

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
                _badge(p, c, b, br, c.compass, compass_path(b, br * 0.82))
            if rm.shortcut_from(space) is not None:
                _badge(p, c, b, br, c.backpack, backpack_path(b, br * 0.62))
            return
        tm = s.catalogue.team_map
        if space in tm.fox:
            _badge(p, c, b, br, c.fox, fox_path(b, br * 0.62))
        if space == tm.major_shortcut.start:
            _badge(p, c, b, br, c.backpack, backpack_path(b, br * 0.62))
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
