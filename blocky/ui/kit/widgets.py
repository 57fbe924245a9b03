"""Small shared widgets: colour swatches, big buttons, plain-text labels.

The start screen is built from these before the window's first paint, so nothing here
names PySide's ``Qt`` namespace on the way there: its first use builds all 93 of its
enum classes (about 40 ms, see bench/ui_bench.py). Enum-typed properties are set by
name (:func:`set_qt_property`); code that runs later imports ``Qt`` where it needs it.
For the same reason the painting classes (QPainter and its enums) are imported where
something is painted: on the start screen, at most a focused button's ring needs them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QSize
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QWidget,
)

from blocky.ui.kit.theme import PLAYER_FILLS, TEAM_FILL, colour_name, ink

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import (
        QEnterEvent,
        QKeyEvent,
        QPainter,
        QPainterPath,
        QPaintEvent,
        QPixmap,
        QResizeEvent,
    )

#: The markers' colours, as the theme defines them.
PLAYER_COLOURS = PLAYER_FILLS
TEAM_COLOUR = TEAM_FILL
#: A solo trainee has no printed marker colour.
SOLO_COLOUR = "#2b6cb0"

#: ``Qt.TextFlag.TextWordWrap``, as the number QFontMetrics takes (a test checks it).
TEXT_WORD_WRAP = 0x1000


#: A player's name is drawn at most this many average characters wide; the rest is "…"
#: (the whole name is in the tooltip). Names are data: a 300-character one must not
#: push a panel off the screen.
NAME_CHARS = 24


#: A tooltip longer than this is wrapped (Qt shows plain text on one line).
TOOLTIP_LINE = 80


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` exactly as it is. Qt draws a tooltip as rich text
    when it looks like HTML, so a name such as "<b>Leo</b>" or "<img src=x>" would be
    drawn bold or as a picture: the text is escaped and wrapped as rich text instead."""
    from PySide6 import QtGui  # Qt.mightBeRichText lives in QtGui's part of Qt

    if not text or (len(text) <= TOOLTIP_LINE and not QtGui.Qt.mightBeRichText(text)):
        # Qt shows this one as plain text already.
        return text
    # Escaped, and as rich text, which Qt also wraps: a long name is shown whole.
    # (html loads here, where a tooltip needs it, not with the start screen.)
    import html

    return '<p style="white-space:pre-wrap">' + html.escape(text, quote=False) + "</p>"


def _is_rich(text: str) -> bool:
    """Whether Qt shows ``text`` as rich text in a tooltip (as :func:`plain_tooltip`'s
    own result is): a plain name that merely starts with "<" is not."""
    from PySide6 import QtGui

    return bool(QtGui.Qt.mightBeRichText(text))


def short_name(name: str, font: QFont | None = None, chars: int = NAME_CHARS) -> str:
    """``name`` as the UI draws it in ``font``: whole, or cut with "…" when it is wider
    than ``chars`` average characters."""
    from PySide6.QtWidgets import QApplication

    fm = QFontMetrics(font if font is not None else QApplication.font())
    width = fm.averageCharWidth() * chars
    if name.isprintable() and fm.horizontalAdvance(name) < width:
        # Whole, as elidedText would leave it ("<": it measures fractions of a pixel).
        # It names the Qt namespace (see the module's note), and the start screen's rows
        # are painted before that is built.
        return name
    from PySide6.QtCore import Qt

    return fm.elidedText(name, Qt.TextElideMode.ElideRight, width)


def short_names(text: str, names: Iterable[str], font: QFont | None = None) -> str:
    """``text`` with each too long name in it cut by :func:`short_name`."""
    for name in sorted(set(names), key=len, reverse=True):
        if name and name in text:
            short = short_name(name, font)
            if short != name:
                text = text.replace(name, short)
    return text


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


def set_qt_property(obj: QObject, name: str, value: str) -> None:
    """Set an enum-typed Qt property by its key, e.g. ``("alignment", "AlignCenter")`` or
    ``("alignment", "AlignLeft|AlignTop")``: Qt's property system converts the key
    without PySide's ``Qt`` namespace (see the module's note). A wrong name or key is
    an error, not a silent no-op."""
    if not obj.setProperty(name, value):
        raise ValueError(f"{type(obj).__name__} has no property {name!r} taking {value!r}")


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


class ElidedLabel(QLabel):
    """One line of plain text that ends in "…" when it does not fit; the full text
    is then in the tooltip. ``text()`` always returns the full text."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_qt_property(self, "textFormat", "PlainText")
        # Shrinks below its text's width instead of pushing the layout wider.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        if text == self.text() and not getattr(self, "_short", ""):
            return  # shown as it is (a click often leaves a name as it was)
        self._short = ""
        super().setText(text)
        self._update_tooltip()

    def set_texts(self, text: str, short: str) -> None:
        """``text``, or ``short`` (the part that matters most) when ``text`` does not fit."""
        if text == self.text() and short == getattr(self, "_short", None):
            return
        super().setText(text)
        self._short = short
        self._update_tooltip()

    def elided_text(self) -> str:
        """What is drawn now."""
        from PySide6.QtCore import Qt

        width = self.contentsRect().width()
        fm = QFontMetrics(self.font())
        text = self.text()
        short = getattr(self, "_short", "")
        if short and fm.horizontalAdvance(text) > width:
            text = short
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)

    def is_elided(self) -> bool:
        return self.elided_text() != self.text()

    def _update_tooltip(self) -> None:
        self.setToolTip(plain_tooltip(self.text()) if self.is_elided() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tooltip()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._update_tooltip()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(QFontMetrics(self.font()).horizontalAdvance("M…"), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        from PySide6.QtGui import QPainter

        p = QPainter(self)
        p.setFont(self.font())
        p.setPen(self.palette().color(self.foregroundRole()))
        p.drawText(self.contentsRect(), int(self.alignment()), self.elided_text())
        p.end()


class TextLabel(QLabel):
    """A label whose wrapped text always gets the height it needs.

    Qt asks a word-wrapped label for its height only in some layouts (not inside a frame
    in a stacked page in a scroll area, as the turn panel is): there German and French
    lines overlapped or were cut off. This label sets its minimum height from its width
    whenever either changes, so every layout leaves room for every line.

    A wrapped text's height is worked out by laying the text out, and a layout asks for
    it many times a click, at several widths (the scroll area, the stacked pages, the
    least and the wanted size), where QLabel lays the text out every time: the answers
    are kept per text and width until the text, the font or the margins change.
    """

    #: Answers kept per label at most (a few texts at a few widths each).
    _KEPT = 48

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: (text, what was asked, width and least size): the height answered.
        self._heights: dict[tuple[str, str, int, int, int], int] = {}
        #: A text whose height the label keeps room for (see :meth:`set_reserve`).
        self._reserve = ""

    def set_reserve(self, text: str) -> None:
        """Keep room for ``text`` too: a line that grows during a game ("0 of 8" becomes
        "8 of 8") then never needs a taller box, and nothing around it moves."""
        if text != self._reserve:
            self._reserve = text
            self._fit_height()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        if text == self.text():
            return  # its height fits it already
        super().setText(text)
        self._fit_height()

    def setWordWrap(self, on: bool) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        super().setWordWrap(on)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind in _MEASURE_AGAIN:
            self._heights.clear()
        super().changeEvent(event)
        if kind == QEvent.Type.FontChange:
            self._fit_height()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        key = (self.text(), "hfw", width, self.minimumWidth(), self.minimumHeight())
        height = self._heights.get(key)
        if height is None:
            height = self._keep(key, super().heightForWidth(width))
        return height

    def _keep(self, key: tuple[str, str, int, int, int], height: int) -> int:
        if len(self._heights) >= self._KEPT:
            self._heights.clear()
        self._heights[key] = height
        return height

    def _fit_height(self) -> None:
        if not self.wordWrap():
            return
        width = self.width() if self.width() > 10 else self.sizeHint().width()
        needed = self.height_for_text(width)
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def height_for_text(self, width: int) -> int:
        """The height this text needs at ``width``. Not ``heightForWidth``: that never
        answers less than the minimum height, so a label that once held three lines
        kept their height under a one-line text (gaps in the turn panel's card box)."""
        text = self.text()
        if not text:
            return 0
        if self._reserve:
            return max(self._text_height(text, width), self._text_height(self._reserve, width))
        return self._text_height(text, width)

    def _text_height(self, text: str, width: int) -> int:
        key = (text, "text", width, 0, 0)
        height = self._heights.get(key)
        if height is not None:
            return height
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right() - 2 * self.margin())
        # The horizontal alignment does not change the height, so only the wrap flag.
        rect = QFontMetrics(self.font()).boundingRect(
            QRect(0, 0, inner, 100000), TEXT_WORD_WRAP, text
        )
        return self._keep(key, rect.height() + margins.top() + margins.bottom() + 2 * self.margin())


#: What makes a label measure its text again: another font, style or margins.
_MEASURE_AGAIN = (
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
    QEvent.Type.ContentsRectChange,
)


class LineLabel(TextLabel):
    """A label on one line when there is room for it, wrapped onto more in a narrow
    window (a word-wrapped QLabel asks for less than its line even when there is room,
    and wraps early). Its height follows its width through its least height, as
    TextLabel's does: a height-for-width widget makes a scroll area around the page ask
    for every widget's preferred height, and scroll where all fitted before."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_qt_property(self, "textFormat", "PlainText")
        self.setWordWrap(True)
        self.setText(text)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return False

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        margins = self.contentsMargins()
        # As QLabel measures a line of text that does not wrap.
        line = QFontMetrics(self.font()).boundingRect(QRect(0, 0, 100000, 1000), 0, self.text())
        width = line.width() + margins.left() + margins.right() + 2 * self.margin()
        one_line = self.height_for_text(width) if self.text() else hint.height()
        return QSize(width, max(one_line, self.minimumHeight()))


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that never interprets its text as markup (player names are data)."""
    label = TextLabel(parent)
    set_qt_property(label, "textFormat", "PlainText")
    label.setText(text)
    return label


def scaled_font_label(
    text: str, scale: float, bold: bool = False, parent: QWidget | None = None
) -> QLabel:
    label = plain_label(text, parent)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)
    # Kept, so a new text size in the settings (theme.apply_text_size) scales it too.
    label.setProperty(FONT_SCALE_PROPERTY, float(scale))
    return label


#: The dynamic property that keeps how much larger than the app's text a widget's text
#: is drawn (read by blocky.ui.kit.theme.apply_text_size).
FONT_SCALE_PROPERTY = "blockyFontScale"


#: The room a push button leaves between its edge and its text, on each side.
BUTTON_TEXT_MARGIN = 6


def _elided(text: str, fm: QFontMetrics, width: int) -> str:
    """``text`` cut with "…" to fit ``width`` (measured here: QFontMetrics.elidedText
    takes an enum of PySide's ``Qt`` namespace, which the first paint must not build)."""
    if fm.horizontalAdvance(text) <= width:
        return text
    while text and fm.horizontalAdvance(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap_lines(text: str, fm: QFontMetrics, width: int, most: int) -> list[str]:
    """``text`` broken at blanks into lines at most ``width`` pixels wide, at most
    ``most`` of them: a word wider than a line, or the text left over for the last line,
    is cut with "…"."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < most:
        if len(lines) == most - 1:
            lines.append(_elided(" ".join(words), fm, width))
            break
        line = words.pop(0)
        while words and fm.horizontalAdvance(line + " " + words[0]) <= width:
            line += " " + words.pop(0)
        lines.append(_elided(line, fm, width))
    return lines or [""]


class HandButton(QPushButton):
    """A push button that shows the pointing hand under the mouse. The hand is set when
    the pointer first comes over it (a cursor shape is a Qt-namespace enum, see the
    module's note), so a row of these can be painted before the namespace is built."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        # Not QPushButton(text, parent): PySide would check the (icon, text) overload and
        # build QIcon's enums, which the first paint does not need.
        super().__init__(parent)
        QPushButton.setText(self, text)
        self._hand = False

    def enterEvent(self, event: QEnterEvent) -> None:
        if not self._hand:
            from PySide6.QtCore import Qt

            self._hand = True
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        super().enterEvent(event)


class BigButton(HandButton):
    """A button children can hit from a chair: tall, wide and in a large font."""

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        scale: float = 1.25,
        height: int = 52,
        fit: bool = False,
    ) -> None:
        super().__init__(text, parent)
        font = self.font()
        self._base_size = font.pointSizeF()
        font.setPointSizeF(font.pointSizeF() * scale)
        self.setFont(font)
        self._full_size = font.pointSizeF()
        # ``fit``: a long German or French label shrinks its font (never below the
        # normal size) instead of making its column wider than the window.
        self._fit = fit
        self._scale = scale
        self.setMinimumHeight(height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        #: The tooltip the button was given, and the text as it is drawn (see _fit_lines).
        self._own_tip = ""
        self._drawn = text.replace("&&", "&")
        self._chosen_stands_out = False

    def follow_text_size(self, base: float) -> None:
        """The app's text is now ``base`` points: keep the button's size in proportion."""
        self._base_size = base
        self._full_size = -1.0
        self.set_scale(self._scale)

    def set_scale(self, scale: float) -> None:
        """The text's size, as ``scale`` times the normal size (as made with it)."""
        self._scale = scale
        size = self._base_size * scale
        if abs(size - self._full_size) < 0.01:
            return
        self._full_size = size
        font = self.font()
        font.setPointSizeF(size)
        self.setFont(font)
        self._fit_font()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self._fit:
            # Measured in the normal size its font shrinks to, not in the size it has now:
            # a button made large once must not keep the window from narrowing it again.
            font = self.font()
            font.setPointSizeF(self._base_size)
            text = QFontMetrics(font).horizontalAdvance(self.text().replace("&&", "&"))
            least = text + 2 * BUTTON_TEXT_MARGIN + 6
            return QSize(min(least, 160), hint.height())
        return hint

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        super().setText(text)
        self._fit_font()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_font()

    def _fit_font(self) -> None:
        if getattr(self, "_fit", False):
            font = self.font()
            size = self._full_size
            room = self.width() - 24
            while size > self._base_size:
                font.setPointSizeF(size)
                if QFontMetrics(font).horizontalAdvance(self.text().replace("&&", "&")) <= room:
                    break
                size -= 0.5
            if abs(font.pointSizeF() - self.font().pointSizeF()) > 0.01:
                font.setPointSizeF(max(size, self._base_size))
                self.setFont(font)
        self._fit_lines()

    def _fit_lines(self) -> None:
        """What the button draws: its text on one line when it fits, otherwise on as many
        lines as its height holds, the last one ending in "…" (the whole text is then in
        the tooltip) when even those are too few."""
        if not hasattr(self, "_own_tip"):
            return  # still being made
        text = self.text().replace("&&", "&")
        fm = QFontMetrics(self.font())
        room = self.width() - 2 * BUTTON_TEXT_MARGIN
        drawn = text
        paragraphs = text.split("\n")
        if self.width() > 0 and any(fm.horizontalAdvance(p) > room for p in paragraphs):
            most = max(1, (self.height() - 2 * BUTTON_TEXT_MARGIN) // max(1, fm.lineSpacing()))
            most = max(most, len(paragraphs))
            lines: list[str] = []
            for i, paragraph in enumerate(paragraphs):
                # Each of its own lines wrapped, leaving a line for each one still to come.
                left = most - len(lines) - (len(paragraphs) - i - 1)
                lines.extend(wrap_lines(paragraph, fm, room, max(1, left)))
            drawn = "\n".join(lines)
        if drawn != self._drawn:
            self._drawn = drawn
            self._show_tooltip()
            self.update()

    def elided_text(self) -> str:
        """The text as drawn: on more lines, or cut with "…", when the button is too
        narrow for it on one line."""
        return self._drawn

    def is_elided(self) -> bool:
        return " ".join(self._drawn.split()) != " ".join(self.text().replace("&&", "&").split())

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt override)
        self._own_tip = tip
        self._show_tooltip()

    def _show_tooltip(self) -> None:
        tip = self._own_tip
        if self.is_elided():
            whole = self.text().replace("&&", "&")
            if not tip:
                tip = plain_tooltip(whole)
            elif _is_rich(tip):
                # A rich tooltip: the whole text in a paragraph of its own above it.
                import html

                whole_html = html.escape(whole, quote=False)
                tip = f'<p style="white-space:pre-wrap">{whole_html}</p>{tip}'
            else:
                tip = plain_tooltip(whole + "\n" + tip)
        QPushButton.setToolTip(self, tip)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Outside dialogs a push button ignores Enter; families press Enter on the button
        # they can see is chosen (the end screen's "Play again" has the focus ring).
        from PySide6.QtCore import Qt

        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if event.key() in keys and not self.autoDefault() and not event.isAutoRepeat():
            self.animateClick()
            event.accept()
            return
        super().keyPressEvent(event)

    def set_chosen_stands_out(self, on: bool) -> None:
        """A checkable button of a choice: when checked it is drawn in the highlight
        colour, so which one is chosen is plain to see in light and dark (the style's own
        checked look is a shade darker, hard to tell apart in the dark scheme)."""
        self._chosen_stands_out = on
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        chosen = self._chosen_stands_out and self.isChecked()
        if self._drawn == self.text().replace("&&", "&") and not chosen:
            super().paintEvent(event)
        else:
            from PySide6.QtWidgets import QStyle, QStyleOptionButton, QStylePainter

            painter = QStylePainter(self)
            opt = QStyleOptionButton()
            self.initStyleOption(opt)
            opt.text = self._drawn.replace("&", "&&")
            if chosen:
                # The palette of this paint: a change of scheme is followed at once.
                pal = opt.palette
                pal.setColor(QPalette.ColorRole.Button, pal.color(QPalette.ColorRole.Highlight))
                pal.setColor(
                    QPalette.ColorRole.ButtonText, pal.color(QPalette.ColorRole.HighlightedText)
                )
                opt.palette = pal
            painter.drawControl(QStyle.ControlElement.CE_PushButton, opt)
            painter.end()
        if not self.hasFocus() or self.styleSheet():
            # A button with its own style sheet draws its own focus border.
            return
        # The style's own focus mark is a hairline; keyboard players need to see from
        # their chair which button Space or Enter will press.
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter, QPainterPath, QPen

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A stroked path, not setPen + drawRoundedRect: those overloads make PySide build
        # its ``Qt`` namespace, and a focused button is painted before the window's first
        # paint is done (see the module's note).
        pen = QPen()
        pen.setColor(self.palette().color(QPalette.ColorRole.Highlight))
        pen.setWidth(3)
        ring = QPainterPath()
        ring.addRoundedRect(QRectF(self.rect()).adjusted(2.5, 2.5, -2.5, -2.5), 5, 5)
        p.strokePath(ring, pen)
        p.end()


class _WrapsText:
    """A check box's or radio button's text on as many lines as its width needs (Qt draws
    it on one line, however narrow the window): the box keeps its place by the first
    line, and the button's least height follows its width (as TextLabel's does: a
    height-for-width widget makes a scroll area around a page ask for every widget's
    preferred height, and scroll where all fitted before)."""

    #: (width metric, spacing metric, sub-element, primitive) of the indicator.
    _INDICATOR: tuple[str, str, str, str]

    def _button(self) -> QCheckBox | QRadioButton:
        return self  # type: ignore[return-value]

    def wraps_text(self) -> bool:
        return True

    def _wrap_policy(self) -> None:
        # As narrow as its widest word allows (Qt's own: never narrower than its text).
        button = self._button()
        policy = button.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
        button.setSizePolicy(policy)

    def _one_line_size(self) -> QSize:
        raise NotImplementedError

    def needs_lines(self) -> bool:
        """Whether the text is wider than its room on one line."""
        return self.needs_lines_at(self._button().width())

    def needs_lines_at(self, width: int) -> bool:
        """Whether ``width`` is less than Qt's own size for the text on one line."""
        return width < self._one_line_size().width()

    def wrapped_height(self, width: int) -> int:
        """The height its text needs at ``width``."""
        one_line = self._one_line_size().height()
        if not self.needs_lines_at(width):
            return one_line
        return max(one_line, self._text_size(width).height() + 4)

    def _parts(self) -> tuple[int, int]:
        """The indicator's width and the gap between it and the text."""
        from PySide6.QtWidgets import QStyle

        button = self._button()
        width_metric, gap_metric, _element, _primitive = self._INDICATOR
        style = button.style()
        return (
            style.pixelMetric(getattr(QStyle.PixelMetric, width_metric), None, button),
            style.pixelMetric(getattr(QStyle.PixelMetric, gap_metric), None, button),
        )

    def _text_room(self, width: int) -> int:
        indicator, gap = self._parts()
        margins = self._button().contentsMargins()
        return max(1, width - indicator - gap - margins.left() - margins.right() - 2)

    def _text_size(self, width: int) -> QSize:
        button = self._button()
        text = button.text().replace("&&", "&")
        rect = QFontMetrics(button.font()).boundingRect(
            QRect(0, 0, self._text_room(width), 100000), TEXT_WORD_WRAP, text
        )
        return rect.size()

    def _least_width(self) -> int:
        button = self._button()
        indicator, gap = self._parts()
        fm = QFontMetrics(button.font())
        words = button.text().replace("&&", "&").split()
        widest = max((fm.horizontalAdvance(w) for w in words), default=0)
        return indicator + gap + widest + 6

    def _fit_height(self) -> None:
        button = self._button()
        # The least height it had before any wrapping (a style sheet may set one).
        if not hasattr(self, "_least_height"):
            self._least_height = button.minimumHeight()
        height = self._least_height
        if self.needs_lines():
            height = max(height, self.wrapped_height(button.width()))
        if height != button.minimumHeight():
            button.setMinimumHeight(height)

    def _paint_wrapped(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import (
            QStyle,
            QStyleOptionButton,
            QStyleOptionFocusRect,
            QStylePainter,
        )

        button = self._button()
        _w, _g, element, primitive = self._INDICATOR
        painter = QStylePainter(button)
        opt = QStyleOptionButton()
        button.initStyleOption(opt)
        style = button.style()
        indicator = style.subElementRect(getattr(QStyle.SubElement, element), opt, button)
        fm = QFontMetrics(button.font())
        # The box beside the first line, not in the middle of all of them.
        indicator.moveTop(max(0, (fm.height() + 4 - indicator.height()) // 2))
        box = QStyleOptionButton(opt)
        box.rect = indicator
        painter.drawPrimitive(getattr(QStyle.PrimitiveElement, primitive), box)
        _indicator, gap = self._parts()
        left = indicator.right() + 1 + gap
        text_rect = QRect(left, 2, self._text_room(button.width()), button.height() - 2)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | TEXT_WORD_WRAP
        flags |= int(Qt.TextFlag.TextShowMnemonic)
        style.drawItemText(
            painter,
            text_rect,
            flags,
            opt.palette,
            button.isEnabled(),
            button.text(),
            QPalette.ColorRole.WindowText,
        )
        if button.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(button)
            drawn = fm.boundingRect(text_rect, flags, button.text())
            focus.rect = drawn.adjusted(-2, -1, 2, 1)
            painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus)
        painter.end()


class WrapCheckBox(_WrapsText, QCheckBox):
    """A check box whose text wraps onto more lines when the window is narrow."""

    _INDICATOR = (
        "PM_IndicatorWidth",
        "PM_CheckBoxLabelSpacing",
        "SE_CheckBoxIndicator",
        "PE_IndicatorCheckBox",
    )

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        QCheckBox.__init__(self, parent)
        self.setText(text)
        self._wrap_policy()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self._least_width(), QCheckBox.minimumSizeHint(self).height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = QCheckBox.sizeHint(self)
        return QSize(hint.width(), max(hint.height(), self.minimumHeight()))

    def _one_line_size(self) -> QSize:
        return QCheckBox.sizeHint(self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        QCheckBox.resizeEvent(self, event)
        self._fit_height()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self.needs_lines():
            self._paint_wrapped()
        else:
            QCheckBox.paintEvent(self, event)


class WrapRadioButton(_WrapsText, QRadioButton):
    """A radio button whose text wraps onto more lines when the window is narrow."""

    _INDICATOR = (
        "PM_ExclusiveIndicatorWidth",
        "PM_RadioButtonLabelSpacing",
        "SE_RadioButtonIndicator",
        "PE_IndicatorRadioButton",
    )

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        QRadioButton.__init__(self, parent)
        self.setText(text)
        self._wrap_policy()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self._least_width(), QRadioButton.minimumSizeHint(self).height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = QRadioButton.sizeHint(self)
        return QSize(hint.width(), max(hint.height(), self.minimumHeight()))

    def _one_line_size(self) -> QSize:
        return QRadioButton.sizeHint(self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        QRadioButton.resizeEvent(self, event)
        self._fit_height()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self.needs_lines():
            self._paint_wrapped()
        else:
            QRadioButton.paintEvent(self, event)
