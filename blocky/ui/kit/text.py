"""Plain-text labels and the words around them: player names cut to fit, tooltips that
wrap, labels that never read markup, a label's font scaled with the app's text size.

As in blocky/ui/kit/widgets.py, nothing here names PySide's ``Qt`` namespace on the way
to the first paint: enum-typed properties are set by name (:func:`set_qt_property`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import (
        QPaintEvent,
        QResizeEvent,
    )

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


def set_qt_property(obj: QObject, name: str, value: str) -> None:
    """Set an enum-typed Qt property by its key, e.g. ``("alignment", "AlignCenter")`` or
    ``("alignment", "AlignLeft|AlignTop")``: Qt's property system converts the key
    without PySide's ``Qt`` namespace (see the module's note). A wrong name or key is
    an error, not a silent no-op."""
    if not obj.setProperty(name, value):
        raise ValueError(f"{type(obj).__name__} has no property {name!r} taking {value!r}")


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
        #: heightForWidth's answers per width for what the label holds now: a layout
        #: asks dozens of times a click, and the answer is found without asking Qt for
        #: the text and the least size. Forgotten by whatever changes an answer.
        self._answers: dict[int, int] = {}
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
        self._answers.clear()
        super().setText(text)
        self._fit_height()

    def setWordWrap(self, on: bool) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        self._answers.clear()
        super().setWordWrap(on)
        self._fit_height()

    # What else changes QLabel's answer: its text set another way, its least size (a
    # narrow label is measured at its least width), its margin, indent, alignment or
    # format. Each forgets the answers kept (the text and the least size are part of
    # the longer-kept heights' keys, the rest not).

    def clear(self) -> None:
        self._answers.clear()
        super().clear()

    def setNum(self, number: float) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setNum(number)

    def setMargin(self, margin: int) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        self._answers.clear()
        super().setMargin(margin)

    def setIndent(self, indent: int) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        self._answers.clear()
        super().setIndent(indent)

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        self._answers.clear()
        super().setAlignment(alignment)

    def setTextFormat(self, text_format: Qt.TextFormat) -> None:  # noqa: N802 (Qt override)
        self._heights.clear()
        self._answers.clear()
        super().setTextFormat(text_format)

    def setMinimumHeight(self, height: int) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setMinimumHeight(height)

    def setMinimumWidth(self, width: int) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setMinimumWidth(width)

    def setMinimumSize(self, *size: Any) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setMinimumSize(*size)

    def setFixedHeight(self, height: int) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setFixedHeight(height)

    def setFixedWidth(self, width: int) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setFixedWidth(width)

    def setFixedSize(self, *size: Any) -> None:  # noqa: N802 (Qt override)
        self._answers.clear()
        super().setFixedSize(*size)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind in _MEASURE_AGAIN:
            self._heights.clear()
            self._answers.clear()
        super().changeEvent(event)
        if kind == QEvent.Type.FontChange:
            self._fit_height()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        height = self._answers.get(width)
        if height is not None:
            return height
        key = (self.text(), "hfw", width, self.minimumWidth(), self.minimumHeight())
        height = self._heights.get(key)
        if height is None:
            height = self._keep(key, super().heightForWidth(width))
        if len(self._answers) >= self._KEPT:
            self._answers.clear()
        self._answers[width] = height
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
