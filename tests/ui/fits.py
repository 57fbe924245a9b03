"""Whether a screen's text fits: no label or button text cut off, no two widgets drawn
over each other, no widget pushed out of its parent (a layout squeezed below its minimum
size), no scroll area's contents cut off at the side."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QToolButton,
    QWidget,
)

from blocky.ui.kit.widgets import ElidedLabel


def settle() -> None:
    # A wrapped label's new height is laid out in the next rounds of the event loop.
    for _ in range(5):
        QApplication.processEvents()


def _name(w: QWidget) -> str:
    text = ""
    if isinstance(w, (QLabel, QAbstractButton)):
        text = w.text()
    return f"{type(w).__name__}({w.objectName() or '-'}{', ' + repr(text) if text else ''})"


def clipped_labels(root: QWidget) -> list[str]:
    out: list[str] = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text() or isinstance(label, ElidedLabel):
            continue
        if label.textFormat() is Qt.TextFormat.RichText or not label.pixmap().isNull():
            continue
        fm = QFontMetrics(label.font())
        rect = label.contentsRect()
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height() + 1:
                out.append(f"{label.objectName()}: {label.text()!r} needs {needed} px high")
            # A single word longer than the line cannot wrap.
            # (Qt breaks a line after a hyphen too: "SOLO-" and "TRAINING".)
            words = re.split(r"\s+|(?<=-)", label.text())
            widest = max(fm.horizontalAdvance(w) for w in words if w) if label.text().strip() else 0
            if widest > rect.width() + 1:
                out.append(f"{label.objectName()}: a word of {label.text()!r} is too wide")
        else:
            lines = label.text().splitlines() or [""]
            width = max(fm.horizontalAdvance(line) for line in lines)
            height = fm.height() * len(lines)
            if width > rect.width() + 1 or height > rect.height() + 1:
                out.append(
                    f"{label.objectName()}: {label.text()!r} needs {width}x{height},"
                    f" has {rect.width()}x{rect.height()}"
                )
    return out


def _laid_out(layout: QLayout) -> list[QWidget]:
    out: list[QWidget] = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        if (w := item.widget()) is not None:
            out.append(w)
        elif (sub := item.layout()) is not None:
            out.extend(_laid_out(sub))
    return out


def overlapping_widgets(root: QWidget) -> list[str]:
    """Widgets one layout places side by side that overlap, or stick out of their parent."""
    out: list[str] = []
    parents = [root, *root.findChildren(QWidget)]
    for parent in parents:
        layout = parent.layout()
        if layout is None or not parent.isVisibleTo(root) and parent is not root:
            continue
        shown = [w for w in _laid_out(layout) if w.isVisibleTo(root) and not w.isWindow()]
        inside = parent.rect()
        for i, a in enumerate(shown):
            ra = a.geometry()
            if ra.isEmpty():
                continue
            if not inside.contains(ra):
                out.append(
                    f"{_name(a)} sticks out of {_name(parent)}: {_rect(ra)} in {_rect(inside)}"
                )
            for b in shown[i + 1 :]:
                rb = b.geometry()
                if not rb.isEmpty() and ra.intersects(rb):
                    out.append(f"{_name(a)} {_rect(ra)} overlaps {_name(b)} {_rect(rb)}")
    return out


def cut_scroll_areas(root: QWidget) -> list[str]:
    """Scroll areas whose contents are wider than what they show, with no scroll bar to
    reach the rest: the right side of the contents is cut off."""
    out: list[str] = []
    areas = [root] if isinstance(root, QScrollArea) else []
    for area in [*areas, *root.findChildren(QScrollArea)]:
        body = area.widget()
        if body is None or not area.isVisibleTo(root) or not body.isVisibleTo(root):
            continue
        bar = area.horizontalScrollBar()
        if body.width() > area.viewport().width() + 1 and not bar.isVisibleTo(root):
            out.append(
                f"{_name(body)} is {body.width()} px wide in {_name(area)}, which shows"
                f" {area.viewport().width()} px and cannot scroll sideways"
            )
    return out


def _mnemonic_free(text: str) -> str:
    """A button's text as drawn: "&&" is an ampersand, a single "&" marks the key."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _button_room(button: QAbstractButton) -> int:
    """How wide a button's text may be drawn: its contents rect, less what the style
    draws beside the text (frame, an icon, a menu arrow, a check box or radio circle)."""
    style = button.style()
    rect = button.contentsRect()
    icon = not button.icon().isNull()
    gap = 4
    frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator)
    if isinstance(button, QToolButton):
        shape = button.toolButtonStyle()
        if shape is Qt.ToolButtonStyle.ToolButtonIconOnly and icon:
            return 1 << 30  # its text is not drawn (without an icon, it is)
        room = rect.width() - 2 * frame
        if icon and shape is Qt.ToolButtonStyle.ToolButtonTextBesideIcon:
            room -= button.iconSize().width() + gap
        popup = button.popupMode() is QToolButton.ToolButtonPopupMode.MenuButtonPopup
        if button.menu() is not None or popup:
            room -= arrow
        return room
    if isinstance(button, (QCheckBox, QRadioButton)):
        opt = QStyleOptionButton()
        opt.initFrom(button)
        opt.rect = rect
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
        room = style.subElementRect(element, opt, button).width()
        if icon:
            room -= button.iconSize().width() + gap
        return room
    room = rect.width() - 2 * frame
    if icon:
        room -= button.iconSize().width() + gap
    if isinstance(button, QPushButton) and button.menu() is not None:
        room -= arrow
    return room


def clipped_buttons(root: QWidget) -> list[str]:
    """Buttons (push, tool, check and radio buttons) whose text is wider than the room
    they draw it in. A button that puts its text on more lines or elides it itself (it
    has ``elided_text()``: what it draws) fits when what it draws does, and its tooltip
    then carries the whole text; a check box or radio button that wraps its text
    (``wraps_text()``) fits when each word does and it is as high as its lines."""
    out: list[str] = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisibleTo(root) or not button.text() or button.width() <= 0:
            continue
        text = _mnemonic_free(button.text())
        fm = QFontMetrics(button.font())
        room = _button_room(button)
        wraps = getattr(button, "wraps_text", None)
        if callable(wraps) and wraps():
            widest = max((fm.horizontalAdvance(w) for w in text.split()), default=0)
            if widest > room + 1:
                out.append(f"{_name(button)}: a word is {widest} px wide, has {room}")
            needed = button.wrapped_height(button.width())
            if needed > button.height() + 1:
                out.append(f"{_name(button)}: needs {needed} px high, has {button.height()}")
            continue
        drawn = text
        elided = getattr(button, "elided_text", None)
        if callable(elided):
            drawn = str(elided())
            tip = button.toolTip().replace("&amp;", "&")
            if " ".join(drawn.split()) != " ".join(text.split()) and text not in tip:
                out.append(f"{_name(button)}: elided without the whole text in its tooltip")
        lines = drawn.splitlines() or [""]
        needed = max(fm.horizontalAdvance(line) for line in lines)
        if needed > room + 1:
            out.append(f"{_name(button)}: its text needs {needed} px wide, has {room}")
        high = fm.lineSpacing() * len(lines)
        if len(lines) > 1 and high > button.contentsRect().height():
            out.append(f"{_name(button)}: its {len(lines)} lines need {high} px high")
    return out


def _rect(r: QRect) -> str:
    return f"{r.width()}x{r.height()}+{r.x()}+{r.y()}"


def text_problems(root: QWidget) -> list[str]:
    settle()
    return (
        clipped_labels(root)
        + clipped_buttons(root)
        + overlapping_widgets(root)
        + cut_scroll_areas(root)
    )
