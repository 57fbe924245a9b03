"""Small shared widgets: colour swatches, the shapes the kit draws with, and (by the
names the screens import from here) the kit's plain-text labels (blocky/ui/kit/text.py)
and big buttons (blocky/ui/kit/buttons.py).

The start screen is built from these before the window's first paint, so nothing here
names PySide's ``Qt`` namespace on the way there: its first use builds all 93 of its
enum classes (about 40 ms, see bench/ui_bench.py). Enum-typed properties are set by
name (:func:`set_qt_property`); code that runs later imports ``Qt`` where it needs it.
For the same reason the painting classes (QPainter and its enums) are imported where
something is painted: on the start screen, at most a focused button's ring needs them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from blocky.ui.kit.buttons import BUTTON_TEXT_MARGIN as BUTTON_TEXT_MARGIN
from blocky.ui.kit.buttons import BigButton as BigButton
from blocky.ui.kit.buttons import HandButton as HandButton
from blocky.ui.kit.buttons import WrapCheckBox as WrapCheckBox
from blocky.ui.kit.buttons import WrapRadioButton as WrapRadioButton
from blocky.ui.kit.buttons import wrap_lines as wrap_lines
from blocky.ui.kit.text import FONT_SCALE_PROPERTY as FONT_SCALE_PROPERTY
from blocky.ui.kit.text import NAME_CHARS as NAME_CHARS
from blocky.ui.kit.text import TEXT_WORD_WRAP as TEXT_WORD_WRAP
from blocky.ui.kit.text import TOOLTIP_LINE as TOOLTIP_LINE
from blocky.ui.kit.text import ElidedLabel as ElidedLabel
from blocky.ui.kit.text import LineLabel as LineLabel
from blocky.ui.kit.text import TextLabel as TextLabel
from blocky.ui.kit.text import plain_label as plain_label
from blocky.ui.kit.text import plain_tooltip as plain_tooltip
from blocky.ui.kit.text import scaled_font_label as scaled_font_label
from blocky.ui.kit.text import set_qt_property as set_qt_property
from blocky.ui.kit.text import short_name as short_name
from blocky.ui.kit.text import short_names as short_names
from blocky.ui.kit.theme import PLAYER_FILLS, TEAM_FILL, colour_name, ink

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import (
        QPainter,
        QPainterPath,
        QPaintEvent,
        QPixmap,
    )

#: The markers' colours, as the theme defines them.
PLAYER_COLOURS = PLAYER_FILLS
TEAM_COLOUR = TEAM_FILL
#: A solo trainee has no printed marker colour.
SOLO_COLOUR = "#2b6cb0"


def fill_shape(painter: QPainter, shape: QPainterPath, colour: QColor | str) -> None:
    """Fill ``shape`` in ``colour``, as ``setBrush(QColor(colour))`` with no pen and
    drawing it would (QPainter.setPen and setBrush, QBrush(QColor) and QBrush.setColor
    all build PySide's ``Qt`` namespace when called, see the module's note: the saved
    games' badges are painted before it is). The solid brush comes from a palette."""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, _colour(colour))
    painter.fillPath(shape, palette.window())


def outline_shape(
    painter: QPainter,
    shape: QPainterPath,
    colour: QColor | str,
    width: float,
    dashes: list[float] | None = None,
) -> None:
    """Draw ``shape``'s outline as a solid pen of ``colour`` and ``width`` would (square
    caps and bevelled joins, as QPen(colour, width) draws; made without PySide's ``Qt``
    namespace, see :func:`fill_shape`). ``dashes``: dash and gap lengths in widths of
    the pen (Qt's own dashed line, Qt.PenStyle.DashLine, is [4, 2])."""
    from PySide6.QtGui import QPen

    pen = QPen()
    pen.setColor(_colour(colour))
    pen.setWidthF(width)
    if dashes:
        pen.setDashPattern(dashes)
    painter.strokePath(shape, pen)


def card_shape(rect: QRectF, border: float, radius: float) -> QPainterPath:
    """A box with rounded corners whose border, ``border`` wide and stroked along this
    shape, lies wholly inside ``rect``, its outer corners of ``radius``."""
    from PySide6.QtGui import QPainterPath

    half = border / 2
    shape = QPainterPath()
    shape.addRoundedRect(rect.adjusted(half, half, -half, -half), radius - half, radius - half)
    return shape


def _colour(colour: QColor | str) -> QColor:
    return colour if isinstance(colour, QColor) else QColor(colour)


class Swatch(QWidget):
    """A round patch of a player's colour, always next to their name."""

    def __init__(
        self, colour: str, accessible: str = "", diameter: int = 28, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._colour = QColor(PLAYER_COLOURS.get(colour, colour))
        self._diameter = diameter
        self.setFixedSize(diameter + 4, diameter + 4)
        self.setAccessibleName(accessible or self.tr("Colour {0}").format(colour_name(colour)))

    def set_colour(self, colour: str, accessible: str = "") -> None:
        self.setAccessibleName(accessible or self.tr("Colour {0}").format(colour_name(colour)))
        new = QColor(PLAYER_COLOURS.get(colour, colour))
        if new != self._colour:
            self._colour = new
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._diameter + 4, self._diameter + 4)

    def fill(self) -> QColor:
        return QColor(self._colour)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Copied from a picture: the turn panel's swatch is painted again on every click
        # that passes the turn.
        palette = self.palette()
        key = (self._diameter, self._colour.rgba(), ink(palette).rgba())

        def draw(q: QPainter) -> None:
            draw_swatch(q, 2, 2, self._diameter, self._colour, palette)

        _SWATCH_PICTURES.paint(self, key, draw)


class KeptPictures:
    """Small pictures drawn once per widget size, screen density and key, and copied
    onto their widgets after that (tracing an outline or filling many curves takes far
    longer than copying). When ``most`` are kept, all go and are drawn again as needed."""

    def __init__(self, most: int) -> None:
        self._kept: dict[object, QPixmap] = {}
        self._most = most

    def paint(self, widget: QWidget, key: object, draw: Callable[[QPainter], None]) -> None:
        """Copy onto ``widget`` (from its paint event) its picture for ``key``, drawn
        first with ``draw`` (antialiased, on a clear picture of the widget's size) when
        none is kept."""
        from PySide6.QtGui import QPainter, QPixmap

        ratio = widget.devicePixelRatioF()
        full = (widget.width(), widget.height(), ratio, key)
        picture = self._kept.get(full)
        if picture is None:
            picture = QPixmap(
                max(1, math.ceil(widget.width() * ratio)),
                max(1, math.ceil(widget.height() * ratio)),
            )
            picture.setDevicePixelRatio(ratio)
            picture.fill(QColor(0, 0, 0, 0))
            q = QPainter(picture)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(q)
            q.end()
            if len(self._kept) >= self._most:
                self._kept.clear()
            self._kept[full] = picture
        p = QPainter(widget)
        p.drawPixmap(0, 0, picture)
        p.end()


#: The swatches' pictures (see Swatch).
_SWATCH_PICTURES = KeptPictures(32)


def draw_swatch(
    p: QPainter, x: float, y: float, diameter: float, fill: QColor, palette: QPalette
) -> None:
    """A round patch of ``fill`` whose edge shows on any background: a ring in the
    palette's strongest contrast to the window (dark in the light scheme, light in the
    dark one), so a white patch shows on a light window and a black one on a dark one."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainterPath

    # As shapes: the saved games' rows are painted before PySide's Qt namespace is built
    # (see fill_shape).
    disc = QPainterPath()
    disc.addEllipse(QRectF(x, y, diameter, diameter))
    fill_shape(p, disc, fill)
    outline_shape(p, disc, ink(palette), 2)

