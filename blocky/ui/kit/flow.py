"""A layout that puts its widgets side by side and starts a new line when the next one
does not fit: a row of buttons or filters that wraps in a narrow window instead of
drawing its widgets over each other."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Widgets left to right, wrapped onto more lines as the width requires.

    Hidden widgets take no room. Each line is as high as its tallest widget, which is
    centred in it. With ``align_right`` every line ends at the right edge."""

    def __init__(
        self, parent: QWidget | None = None, *, spacing: int = 8, align_right: bool = False
    ) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self._right = align_right
        self.setContentsMargins(0, 0, 0, 0)

    # -- QLayout ----------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + self._gap * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        # As narrow as the widest widget: the others go on lines of their own.
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size.grownBy(self.contentsMargins())

    # -- placing ----------------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _place(self, rect: QRect, *, move: bool) -> int:
        m: QMargins = self.contentsMargins()
        area = rect.marginsRemoved(m)
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if lines[-1] and used + self._gap + w > area.width():
                lines.append([])
                used = 0
            used += (self._gap if lines[-1] else 0) + w
            lines[-1].append(item)
        y = area.y()
        for line in lines:
            if not line:
                continue
            height = max(i.sizeHint().height() for i in line)
            widths = [min(i.sizeHint().width(), area.width()) for i in line]
            total = sum(widths) + self._gap * (len(line) - 1)
            x = area.x() + (area.width() - total if self._right else 0)
            for item, w in zip(line, widths, strict=True):
                h = item.sizeHint().height()
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (height - h) // 2), QSize(w, h)))
                x += w + self._gap
            y += height + self._gap
        return y - self._gap - area.y() + m.top() + m.bottom() if y > area.y() else 0
