"""Whether a screen's text fits: no label cut off, no two widgets drawn over each other,
no widget pushed out of its parent (a layout squeezed below its minimum size)."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLayout,
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


def _rect(r: QRect) -> str:
    return f"{r.width()}x{r.height()}+{r.x()}+{r.y()}"


def text_problems(root: QWidget) -> list[str]:
    settle()
    return clipped_labels(root) + overlapping_widgets(root)
