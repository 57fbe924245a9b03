"""The sky board: space 1 at the bottom, the Moon at the top, the balloons in their colours.

The sky, the clouds, the stars, the spaces and the Moon never change during a game: they
are drawn once (:class:`~blocky.ui.kit.backdrop.CachedBackdrop`) and copied at each paint.
Over them go the balloons, grouped by space; a squadron (two or more balloons on one
space, M13) sits in one frame, because its players may show each other their hands.
After a round the balloons glide to their new spaces (short; :meth:`SkyBoard.finish`
ends the glide at once).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from blocky.ui.kit.backdrop import CachedBackdrop
from blocky.ui.kit.reveal import RevealOverlay
from blocky.ui.kit.theme import is_dark, on_fill

#: The balloons' fills.
BALLOON_FILLS = {
    "red": "#d7263d",
    "yellow": "#f4c430",
    "green": "#2e9e4f",
    "blue": "#2b6cb0",
    "white": "#fbfbf8",
    "black": "#1c1c1e",
}
GUTTER = 46
GROUND = 34
TOP = 14
GLIDE_MS = 900
#: How many balloons' pictures the board keeps: each balloon, chosen or not, at its place
#: in its space's row, and gliding at each quarter of a pixel (16 places a balloon).
KEPT_BALLOONS = 160
#: A gliding balloon is drawn to 1/GLIDE_PLACES of a pixel.
GLIDE_PLACES = 4


def balloon_fill(colour: str) -> QColor:
    return QColor(BALLOON_FILLS.get(colour, "#888888"))


class SkyBoard(QWidget):
    """The board. :meth:`show_balloons` sets what it draws."""

    # The balloons reached their new spaces (a glide ran to its end, not cut short).
    glided = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skyBoard")
        self.setMinimumSize(300, 420)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        # The sky covers the whole board (the backdrop is opaque): what lies under it is
        # not painted first, at each frame of the glide and each card entered.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._backdrop = CachedBackdrop(self._draw_sky)
        self._moon = 15
        self._start = 5
        #: (colour, initial, baron) by seat.
        self._balloons: tuple[tuple[str, str, bool], ...] = ()
        self._spaces: tuple[int, ...] = ()
        self._from: tuple[int, ...] | None = None
        self._progress = 1.0
        self._selected: int | None = None
        self._glide = QVariantAnimation(self)
        self._glide.setStartValue(0.0)
        self._glide.setEndValue(1.0)
        self._glide.setDuration(GLIDE_MS)
        self._glide.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._glide.valueChanged.connect(self._on_glide)
        self._glide.finished.connect(self._on_glide_finished)
        #: Each balloon as last drawn at rest, by what it was drawn for.
        self._kept: dict[Hashable, QPixmap] = {}
        self.setAccessibleName(self.tr("The sky board"))
        #: A balloon reaching the Moon, shown large over the sky for a moment, below
        #: the Moon so the balloons on it stay in view.
        self.reveal = RevealOverlay(self, top=0.4)

    # -- what it shows ---------------------------------------------------------------------

    def set_board(self, moon: int, start: int) -> None:
        if (moon, start) != (self._moon, self._start):
            self._moon, self._start = moon, start
            self._backdrop.invalidate()
            self.update()

    def show_balloons(
        self,
        balloons: Sequence[tuple[str, str, bool]],
        spaces: Sequence[int],
        selected: int | None = None,
    ) -> None:
        """Draw the balloons (colour, initial, Baron or not) on ``spaces`` at once."""
        balloons, spaces = tuple(balloons), tuple(spaces)
        same = (
            self._from is None
            and balloons == self._balloons
            and spaces == self._spaces
            and len(spaces) == len(balloons)
        )
        self._glide.stop()
        before = self._selected
        self._balloons = balloons
        self._spaces = spaces
        self._from = None
        self._progress = 1.0
        self._selected = selected
        if not same:
            self.update()
        elif selected != before:
            # Only the glow moved (a card entered): the two balloons are painted again,
            # not the whole sky.
            for seat in (before, selected):
                if seat is not None and 0 <= seat < len(spaces):
                    self.update(self._balloon_area(seat))

    def _balloon_area(self, seat: int) -> QRect:
        """The pixels the balloon of ``seat`` covers, its glow included."""
        centre = self.balloon_centres(self._spaces)[seat]
        return self._area_at(centre, self._balloon_size(float(self.width()), float(self.height())))

    @staticmethod
    def _reach(size: float) -> float:
        """How far a balloon of ``size`` reaches from its centre, its glow included."""
        return size * 0.75 + 3

    def _area_at(self, centre: QPointF, size: float) -> QRect:
        reach = self._reach(size)
        area = QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach)
        return area.toAlignedRect()

    def _centres(self) -> list[QPointF]:
        """Where the balloons are drawn now, gliding or not."""
        end = self.balloon_centres(self._spaces)
        if self._from is None or len(self._from) != len(self._spaces):
            return end
        begin = self.balloon_centres(self._from)
        t = self._progress
        return [
            QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
            for a, b in zip(begin, end, strict=True)
        ]

    def glide(self, start: Sequence[int], end: Sequence[int]) -> None:
        """Move the balloons from ``start`` to ``end`` (short; :meth:`finish` ends it)."""
        self._glide.stop()
        self._from = tuple(start)
        self._spaces = tuple(end)
        self._progress = 0.0
        self._glide.start()

    @property
    def gliding(self) -> bool:
        return self._from is not None

    def finish(self) -> None:
        """End the glide: every balloon on its new space."""
        self._glide.stop()
        self._from = None
        self._progress = 1.0
        self.update()

    def _on_glide_finished(self) -> None:
        self.finish()
        self.glided.emit()

    def _on_glide(self, value: object) -> None:
        # The whole sky each frame: the balloons spread over it as they glide, and
        # painting only where they were and are now measured slower (a region of many
        # rectangles, each clipped).
        self._progress = float(value)  # type: ignore[arg-type]
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(380, 640)

    # -- geometry --------------------------------------------------------------------------

    def _row_height(self, height: float) -> float:
        return max(8.0, (height - GROUND - TOP) / self._moon)

    def row_rect(self, space: int, width: float, height: float) -> QRectF:
        """The band of ``space`` (1 at the bottom, the Moon at the top)."""
        h = self._row_height(height)
        top = TOP + (self._moon - space) * h
        return QRectF(GUTTER, top, width - GUTTER - 6, h)

    def balloon_centres(self, spaces: Sequence[int]) -> list[QPointF]:
        """Where each seat's balloon is drawn when the balloons are on ``spaces``."""
        w, h = float(self.width()), float(self.height())
        by_space: dict[int, list[int]] = {}
        for seat, space in enumerate(spaces):
            by_space.setdefault(space, []).append(seat)
        out = [QPointF()] * len(spaces)
        size = self._balloon_size(w, h)
        for space, seats in by_space.items():
            row = self.row_rect(space, w, h)
            left = row.left() + 16
            if space == self._moon:
                left = row.left() + row.height() * 1.6 + 10  # beside the Moon
            step = size * 1.1
            for i, seat in enumerate(seats):
                out[seat] = QPointF(left + step * (i + 0.5), row.center().y())
        return out

    def _balloon_size(self, width: float, height: float) -> float:
        row = self._row_height(height)
        room = (width - GUTTER - 40 - row * 1.6) / 6.6
        return max(10.0, min(row * 1.05, room, 72.0))

    # -- painting --------------------------------------------------------------------------

    def _scheme_key(self) -> tuple[int, int, bool]:
        return (self._moon, self._start, is_dark(self.palette()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reveal.board_resized()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        self._backdrop.paint(p, self, self._scheme_key(), event.rect())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._balloons or len(self._spaces) != len(self._balloons):
            p.end()
            return
        resting = self._from is None or len(self._from) != len(self._spaces)
        centres = self._centres()
        if resting:
            self._draw_squadrons(p, centres)
        size = self._balloon_size(float(self.width()), float(self.height()))
        region = event.region()
        for seat, centre in enumerate(centres):
            # Only the balloons in the part painted (a moved glow paints two).
            if not region.intersects(self._area_at(centre, size)):
                continue
            colour, initial, baron = self._balloons[seat]
            selected = seat == self._selected
            # Gliding, a balloon is copied from a picture drawn for its place to a quarter
            # of a pixel (a few pictures a balloon, drawn in the first glide): drawing
            # four balloons anew took most of each frame.
            places = None if resting else GLIDE_PLACES
            self._paint_kept(p, centre, size, (colour, initial, baron, selected), places)
        p.end()

    def _paint_kept(
        self,
        p: QPainter,
        centre: QPointF,
        size: float,
        what: tuple[str, str, bool, bool],
        places: int | None = None,
    ) -> None:
        """A balloon copied from its picture (drawn the first time): at each card entered
        the two balloons whose glow moved are painted again, and their gradients and
        outlines are what takes time to draw. ``places``: the picture is drawn for the
        balloon's place within its pixel rounded to 1/``places`` of a pixel (None: not
        rounded, as a drawing in place would leave the pixels)."""
        reach = math.ceil(self._reach(size))
        left, top = math.floor(centre.x()) - reach, math.floor(centre.y()) - reach
        inside = QPointF(centre.x() - left, centre.y() - top)
        if places is not None:
            inside = QPointF(
                round(inside.x() * places) / places, round(inside.y() * places) / places
            )
        ratio = self.devicePixelRatioF()
        key = (what, size, inside.x(), inside.y(), ratio, self.font().key())
        picture = self._kept.get(key)
        if picture is None:
            if len(self._kept) >= KEPT_BALLOONS:
                self._kept.clear()
            side = 2 * reach + 2
            picture = QPixmap(math.ceil(side * ratio), math.ceil(side * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            try:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                colour, initial, baron, selected = what
                self._draw_balloon(painter, inside, size, colour, initial, baron, selected)
            finally:
                painter.end()
            self._kept[key] = picture
        p.drawPixmap(QPointF(left, top), picture)

    def _draw_squadrons(self, p: QPainter, centres: list[QPointF]) -> None:
        by_space: dict[int, list[int]] = {}
        for seat, space in enumerate(self._spaces):
            by_space.setdefault(space, []).append(seat)
        size = self._balloon_size(float(self.width()), float(self.height()))
        dark = is_dark(self.palette())
        for seats in by_space.values():
            if len(seats) < 2:
                continue
            xs = [centres[s].x() for s in seats]
            y = centres[seats[0]].y()
            frame = QRectF(
                min(xs) - size * 0.62, y - size * 0.56, max(xs) - min(xs) + size * 1.24, size * 1.12
            )
            p.setPen(QPen(QColor("#ffe9a8" if dark else "#7a5200"), 2.2, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 40 if dark else 90))
            p.drawRoundedRect(frame, size * 0.3, size * 0.3)

    def _draw_balloon(
        self,
        p: QPainter,
        c: QPointF,
        size: float,
        colour: str,
        initial: str,
        baron: bool,
        selected: bool,
    ) -> None:
        fill = balloon_fill(colour)
        env_w, env_h = size * 0.86, size * 0.72
        env = QRectF(c.x() - env_w / 2, c.y() - size * 0.52, env_w, env_h)
        basket = QRectF(c.x() - size * 0.12, c.y() + size * 0.32, size * 0.24, size * 0.15)
        if selected:
            glow = QRadialGradient(c, size * 0.75)
            glow.setColorAt(0.0, QColor(255, 236, 140, 200))
            glow.setColorAt(1.0, QColor(255, 236, 140, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(glow))
            p.drawEllipse(c, size * 0.75, size * 0.75)
        edge = QColor("#f4f1e8") if colour == "black" else QColor("#1b1a17")
        p.setPen(QPen(edge, 1.2))
        p.drawLine(QPointF(env.left() + env_w * 0.22, env.bottom() - env_h * 0.08), basket.topLeft())
        p.drawLine(QPointF(env.right() - env_w * 0.22, env.bottom() - env_h * 0.08), basket.topRight())
        shade = QRadialGradient(QPointF(env.center().x() - env_w * 0.2, env.top() + env_h * 0.3), env_w)
        shade.setColorAt(0.0, fill.lighter(135))
        shade.setColorAt(1.0, fill.darker(115))
        path = QPainterPath()
        path.addEllipse(env)
        p.setPen(QPen(edge, 1.6))
        p.setBrush(QBrush(shade))
        p.drawPath(path)
        # The envelope's gores.
        p.setPen(QPen(fill.darker(135), 1))
        p.drawArc(env.adjusted(env_w * 0.25, 0, -env_w * 0.25, 0), 0, 360 * 16)
        p.setPen(QPen(edge, 1.2))
        p.setBrush(QColor("#8b5a2b"))
        p.drawRoundedRect(basket, 2, 2)
        letter = QFont(self.font())
        letter.setBold(True)
        letter.setPixelSize(max(8, int(env_h * 0.5)))
        p.setFont(letter)
        p.setPen(on_fill(fill))
        text = "✠" if baron else initial
        p.drawText(env, Qt.AlignmentFlag.AlignCenter, text)

    # -- the static sky --------------------------------------------------------------------

    def _draw_sky(self, p: QPainter, size: QSize) -> None:
        w, h = float(size.width()), float(size.height())
        dark = is_dark(self.palette())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sky = QLinearGradient(0, 0, 0, h)
        if dark:
            sky.setColorAt(0.0, QColor("#05081a"))
            sky.setColorAt(0.55, QColor("#14234a"))
            sky.setColorAt(1.0, QColor("#2a3d5c"))
        else:
            sky.setColorAt(0.0, QColor("#1d2b64"))
            sky.setColorAt(0.35, QColor("#4a78c2"))
            sky.setColorAt(1.0, QColor("#cfe8fb"))
        p.fillRect(QRectF(0, 0, w, h), QBrush(sky))
        rng = random.Random(self._moon)
        # Stars in the upper sky.
        p.setPen(Qt.PenStyle.NoPen)
        for _ in range(70):
            x, y = rng.uniform(0, w), rng.uniform(0, h * 0.45)
            alpha = int(230 * (1 - y / (h * 0.45)))
            p.setBrush(QColor(255, 255, 240, max(30, alpha)))
            r = rng.uniform(0.6, 1.8)
            p.drawEllipse(QPointF(x, y), r, r)
        # Clouds in the lower sky.
        for _ in range(6):
            cx, cy = rng.uniform(GUTTER, w), rng.uniform(h * 0.45, h - GROUND - 20)
            self._cloud(p, cx, cy, rng.uniform(40, 80), dark)
        # Ground.
        ground = QPainterPath()
        ground.moveTo(0, h)
        ground.lineTo(0, h - GROUND * 0.7)
        ground.cubicTo(w * 0.3, h - GROUND * 1.2, w * 0.6, h - GROUND * 0.3, w, h - GROUND * 0.9)
        ground.lineTo(w, h)
        ground.closeSubpath()
        p.setBrush(QColor("#2f5d3a" if dark else "#6fae5a"))
        p.drawPath(ground)
        # The spaces: a band each, the number in the gutter.
        number_font = QFont(self.font())
        number_font.setBold(True)
        row_h = self._row_height(h)
        number_font.setPixelSize(max(9, min(20, int(row_h * 0.5))))
        p.setFont(number_font)
        line = QColor(255, 255, 255, 70 if dark else 110)
        for space in range(1, self._moon + 1):
            row = self.row_rect(space, w, h)
            if space == self._start:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 255, 255, 28 if dark else 55))
                p.drawRect(row)
            p.setPen(QPen(line, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(GUTTER, row.bottom()), QPointF(w - 6, row.bottom()))
            disc = QRectF(6, row.center().y() - row_h * 0.42, GUTTER - 12, row_h * 0.84)
            d = min(disc.width(), disc.height())
            disc = QRectF(disc.center().x() - d / 2, disc.center().y() - d / 2, d, d)
            p.setPen(QPen(QColor("#f4f1e8"), 1.5))
            p.setBrush(QColor("#b58900") if space == self._moon else QColor(20, 30, 60, 170))
            p.drawEllipse(disc)
            p.setPen(QColor("#ffffff"))
            p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(space))
        # The Moon, in its row.
        top = self.row_rect(self._moon, w, h)
        r = top.height() * 0.75
        centre = QPointF(top.left() + r + 6, top.center().y())
        glow = QRadialGradient(centre, r * 1.8)
        glow.setColorAt(0.0, QColor(255, 246, 200, 160))
        glow.setColorAt(1.0, QColor(255, 246, 200, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(glow))
        p.drawEllipse(centre, r * 1.8, r * 1.8)
        p.setBrush(QColor("#fff3c4"))
        p.drawEllipse(centre, r, r)
        p.setBrush(QColor("#e8d89a"))
        for dx, dy, k in ((-0.3, -0.2, 0.22), (0.25, 0.15, 0.16), (-0.05, 0.4, 0.12)):
            p.drawEllipse(QPointF(centre.x() + dx * r, centre.y() + dy * r), r * k, r * k)

    @staticmethod
    def _cloud(p: QPainter, x: float, y: float, s: float, dark: bool) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 40 if dark else 150))
        for dx, dy, k in ((0, 0, 0.5), (0.35, -0.12, 0.42), (-0.35, 0.02, 0.38), (0.1, 0.12, 0.45)):
            p.drawEllipse(QPointF(x + dx * s, y + dy * s), s * k, s * k * 0.6)
