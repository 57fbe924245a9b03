"""Buttons big enough to hit from a chair: a hand cursor, a text that fits or wraps, a
chosen state that stands out; check boxes and radio buttons whose text wraps.

As in blocky/ui/kit/widgets.py, nothing here names PySide's ``Qt`` namespace on the way
to the first paint.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtGui import QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import (
        QEnterEvent,
        QKeyEvent,
        QMouseEvent,
        QPaintEvent,
        QResizeEvent,
    )
    from PySide6.QtWidgets import QStyleOptionButton
from blocky.ui.kit.text import (
    TEXT_WORD_WRAP,
    _is_rich,
    plain_tooltip,
)

#: The room a push button leaves between its edge and its text, on each side.
BUTTON_TEXT_MARGIN = 6
#: The inherited palette changed (the parent's, or the app's: a change of scheme).
_PALETTE_CHANGES = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)


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


#: The palettes buttons are drawn with, one for each set of colours (see HandButton).
_FACES: list[QPalette] = []
#: Palettes kept at most (the light and the dark scheme, each plain and chosen).
_FACES_KEPT = 8


def _shared_face(palette: QPalette) -> QPalette:
    """The palette kept with the colours of ``palette`` (kept now if there is none)."""
    for kept in _FACES:
        if kept == palette:
            return kept
    if len(_FACES) >= _FACES_KEPT:
        del _FACES[0]
    # Copied, not QPalette(palette): PySide would try the constructor's overloads and
    # build the Qt namespace (see the module's note).
    kept = copy.copy(palette)
    _FACES.append(kept)
    return kept


class HandButton(QPushButton):
    """A push button that shows the pointing hand under the mouse. The hand is set when
    the pointer first comes over it (a cursor shape is a Qt-namespace enum, see the
    module's note), so a row of these can be painted before the namespace is built.

    Its face is drawn with a palette shared by every button of the same colours. Qt
    gives each widget a palette of its own, and the style keeps the picture of a button's
    face (its whole size, under the palette's key) in Qt's picture cache, up to 10 MB: a
    button made anew (a saved game's row, a turn's choice) left another picture there
    each time, until the cache was full of faces no button had any more. Shared, the
    faces of equal buttons are one picture, found again by the next button made."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        # Not QPushButton(text, parent): PySide would check the (icon, text) overload and
        # build QIcon's enums, which the first paint does not need.
        super().__init__(parent)
        QPushButton.setText(self, text)
        self._hand = False
        #: The shared palette its face is drawn with (None: to be found at the next paint).
        self._face: QPalette | None = None

    def face_palette(self) -> QPalette:
        """The colours its face is drawn in: its palette's."""
        return self.palette()

    def forget_face(self) -> None:
        """Its face's colours changed: find its shared palette again at the next paint."""
        self._face = None
        self.update()

    def initStyleOption(self, option: QStyleOptionButton) -> None:  # noqa: N802 (Qt override)
        super().initStyleOption(option)
        face = getattr(self, "_face", None)
        if face is None:
            face = self._face = _shared_face(self.face_palette())
        group = option.palette.currentColorGroup()
        option.palette = face
        option.palette.setCurrentColorGroup(group)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _PALETTE_CHANGES:
            self._face = None
        super().changeEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click: the button is raised and ``clicked`` emitted, as Qt does it, but not
        painted raised on its own first (Qt repaints a clicked button at once, before its
        ``clicked`` runs). What the click changes is painted right after it, the button
        with it: painted twice, the button and what lies behind it cost every click a
        paint of the window of their own (and, in a real window, a wait for the screen to
        take it before the click's result could be painted). A checkable or repeating
        button, one in a button group (whose own signals Qt emits), or a release off the
        button, is left to Qt."""
        from PySide6.QtCore import Qt

        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.isDown()
            and not self.isCheckable()
            and not self.autoRepeat()
            and self.group() is None
            and self.hitButton(event.position().toPoint())
        ):
            event.accept()
            self.setDown(False)
            self.released.emit()
            self.clicked.emit()
            return
        super().mouseReleaseEvent(event)

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
        if on and not self._chosen_stands_out:
            self.toggled.connect(self._on_self_toggled)
        elif not on and self._chosen_stands_out:
            self.toggled.disconnect(self._on_self_toggled)
        self._chosen_stands_out = on
        self._follow_chosen()

    def _on_self_toggled(self, _checked: bool) -> None:
        self._follow_chosen()

    def _follow_chosen(self) -> None:
        self.forget_face()

    def face_palette(self) -> QPalette:
        """The chosen button's face: its button colours are the highlight colours of its
        palette, so the button paints itself as Qt paints a push button. (Given in the
        palette rather than drawn through QStyle: the chosen game's button is on the
        window's first paint, and naming QStyle makes PySide build its enums, some 6 ms,
        bench/start_bench.py.) Its other colours are its palette's; the face follows a
        change of that palette (a change of scheme). Not set on the widget: a palette set
        is a new one each time, with new pictures in Qt's cache (see HandButton)."""
        inherited = self.palette()
        if not (getattr(self, "_chosen_stands_out", False) and self.isChecked()):
            return inherited
        own = copy.copy(inherited)
        own.setColor(QPalette.ColorRole.Button, inherited.color(QPalette.ColorRole.Highlight))
        own.setColor(
            QPalette.ColorRole.ButtonText, inherited.color(QPalette.ColorRole.HighlightedText)
        )
        return own

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._drawn == self.text().replace("&&", "&"):
            super().paintEvent(event)
        else:
            from PySide6.QtWidgets import QStyle, QStyleOptionButton, QStylePainter

            painter = QStylePainter(self)
            opt = QStyleOptionButton()
            self.initStyleOption(opt)
            opt.text = self._drawn.replace("&", "&&")
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
