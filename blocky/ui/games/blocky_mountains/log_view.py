"""The game log's list: its lines laid out and painted here, one below the other.

Qt's list view lays out every line again when one is added (its layout cannot grow by a
line) and paints every line in view again as they all move up. Here a new line is
measured, placed below the others, and the lines in view are moved up by copying their
pixels (the viewport is scrolled): only the new lines, and the one that was newest, are
painted. Each line is measured and drawn by the list's item delegate as the list would
(LatestLineDelegate), at the list's width; a new width, font or style measures them all
again.

It is still a QListView over the log's model: screen readers find the log as Qt's list of
its lines (each line's rectangle comes from here), and a line's tooltip is shown as by
any item view. Nothing is selected or edited in it.
"""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPalette, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

_Index = QModelIndex | QPersistentModelIndex


class LogView(QListView):
    """The log's lines, each as wide as the list (less its spacing), laid out top down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # (Set first: the setters below call the overrides.)
        #: Each line's top (from the top of all the lines) and height.
        self._tops: list[int] = []
        self._heights: list[int] = []
        #: The width the lines were measured at.
        self._laid_at = -1
        #: How many lines were measured (tests read it).
        self.measured = 0
        #: The scroll bar and the viewport are being placed (see updateGeometries).
        self._placing = False
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    # -- layout ---------------------------------------------------------------------------

    def _line_width(self) -> int:
        return max(1, self.viewport().width() - 2 * self.spacing())

    def _option(self) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        return option

    def _measure(self, option: QStyleOptionViewItem, row: int) -> int:
        """Line ``row``'s height at the list's width, as the delegate measures it."""
        model = self.model()
        delegate = self.itemDelegate()
        self.measured += 1
        index = model.index(row, 0)
        if isinstance(delegate, QStyledItemDelegate):
            # Qt's own measure, without a call to Python for it.
            size = QStyledItemDelegate.sizeHint(delegate, option, index)
        else:
            size = delegate.sizeHint(option, index)
        return max(1, size.height())

    def _lay_out(self, first: int) -> None:
        """Measure lines ``first`` to the last again (the ones before stay) and place
        every line from ``first`` on."""
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        first = max(0, min(first, len(self._heights), rows))
        del self._heights[first:]
        del self._tops[first:]
        if first < rows:
            option = self._option()
            option.rect = QRect(0, 0, self._line_width(), 1)
            self._heights.extend(self._measure(option, row) for row in range(first, rows))
        space = self.spacing()
        top = self._tops[first - 1] + self._heights[first - 1] + space if first else space
        for height in self._heights[first:]:
            self._tops.append(top)
            top += height + space
        self._laid_at = self._line_width()

    def _content_height(self) -> int:
        if not self._tops:
            return 0
        return self._tops[-1] + self._heights[-1] + self.spacing()

    def doItemsLayout(self) -> None:  # noqa: N802
        self._lay_out(0)
        # The scroll bar's range, and everything painted again.
        QAbstractItemView.doItemsLayout(self)

    def updateGeometries(self) -> None:  # noqa: N802
        bar = self.verticalScrollBar()
        height = self.viewport().height()
        bar.setRange(0, max(0, self._content_height() - height))
        bar.setPageStep(max(1, height))
        bar.setSingleStep(max(1, round(QFontMetricsF(self.font()).lineSpacing())))
        QAbstractItemView.updateGeometries(self)
        if not self._placing:
            # The scroll bar shown or hidden now, and the viewport at its new width (as
            # Qt's list does: left to Qt, that comes in a later pass of the event loop,
            # and the log is laid out and painted again then).
            self._placing = True
            try:
                QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))
            finally:
                self._placing = False

    def rowsInserted(self, parent: _Index, start: int, end: int) -> None:  # noqa: N802
        if parent.isValid():
            return
        # The new lines, and the one before them (no longer the newest: measured again).
        changed = max(0, start - 1)
        self._lay_out(changed)
        self.updateGeometries()
        # Painted from there to the foot of the list (with the spacing above, which a
        # line that got shorter leaves to be painted too). The scroll that brings the new
        # lines into view takes what is still to be painted along with the pixels.
        if changed < len(self._tops):
            viewport = self.viewport()
            top = self._tops[changed] - self.spacing() - self.verticalScrollBar().value()
            viewport.update(QRect(0, top, viewport.width(), viewport.height() - top))
        QAbstractItemView.rowsInserted(self, parent, start, end)

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        # The lines in view are copied to where they go (Qt's list scrolls by its own
        # layout, which is not used here; the scroll area's own way paints it all).
        self.viewport().scroll(dx, dy)

    def dataChanged(self, top_left: _Index, bottom_right: _Index, roles: object = ()) -> None:  # noqa: N802
        first = top_left.row()
        if 0 <= first < len(self._heights):
            self._lay_out(first)
            self.updateGeometries()
        self.viewport().update()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and self._line_width() != self._laid_at:
            # Another width wraps the lines anew.
            self._lay_out(0)
            self.updateGeometries()
            self.viewport().update()
        return super().viewportEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._lay_out(0)
            self.updateGeometries()
            self.viewport().update()

    def resizeEvent(self, event: object) -> None:  # noqa: N802
        # Not QListView's: it lays the lines out again a moment later.
        QAbstractItemView.resizeEvent(self, event)  # type: ignore[arg-type]

    # -- where the lines are --------------------------------------------------------------

    def visualRect(self, index: _Index) -> QRect:  # noqa: N802
        row = index.row() if index.isValid() else -1
        if not 0 <= row < len(self._tops):
            return QRect()
        space = self.spacing()
        top = self._tops[row] - self.verticalScrollBar().value()
        return QRect(space, top, self._line_width(), self._heights[row])

    def indexAt(self, point: QPoint) -> QModelIndex:  # noqa: N802
        y = point.y() + self.verticalScrollBar().value()
        row = bisect_right(self._tops, y) - 1
        model = self.model()
        if model is None or row < 0 or y >= self._tops[row] + self._heights[row]:
            return QModelIndex()
        return model.index(row, 0)

    def scrollTo(  # noqa: N802
        self,
        index: _Index,
        hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible,
    ) -> None:
        row = index.row() if index.isValid() else -1
        if not 0 <= row < len(self._tops):
            return
        bar = self.verticalScrollBar()
        top, bottom = self._tops[row], self._tops[row] + self._heights[row]
        height = self.viewport().height()
        hints = QAbstractItemView.ScrollHint
        if hint == hints.PositionAtTop or (hint == hints.EnsureVisible and top < bar.value()):
            bar.setValue(top)
        elif hint == hints.PositionAtBottom or (
            hint == hints.EnsureVisible and bottom > bar.value() + height
        ):
            bar.setValue(bottom - height)
        elif hint == hints.PositionAtCenter:
            bar.setValue((top + bottom - height) // 2)

    def horizontalOffset(self) -> int:  # noqa: N802
        return 0

    def verticalOffset(self) -> int:  # noqa: N802
        return self.verticalScrollBar().value()

    def isIndexHidden(self, index: _Index) -> bool:  # noqa: N802
        return False

    def moveCursor(self, action: object, modifiers: object) -> QModelIndex:  # noqa: N802
        return QModelIndex()

    def setSelection(self, rect: QRect, command: object) -> None:  # noqa: N802
        pass

    def visualRegionForSelection(self, selection: object) -> QRegion:  # noqa: N802
        return QRegion()

    def viewportSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self._line_width(), self._content_height())

    # -- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        model = self.model()
        if model is None or not self._tops:
            return
        area = event.rect()
        value = self.verticalScrollBar().value()
        first = max(0, bisect_right(self._tops, area.top() + value) - 1)
        option = self._option()
        if self.isEnabled():
            option.palette.setCurrentColorGroup(QPalette.ColorGroup.Normal)
        alternate = self.alternatingRowColors()
        delegate = self.itemDelegate()
        style = self.style()
        space = self.spacing()
        width = self._line_width()
        painter = QPainter(self.viewport())
        try:
            for row in range(first, len(self._tops)):
                top = self._tops[row] - value
                if top > area.bottom():
                    break
                line = QStyleOptionViewItem(option)
                line.rect = QRect(space, top, width, self._heights[row])
                if alternate and row % 2:
                    line.features |= QStyleOptionViewItem.ViewItemFeature.Alternate
                    # The band of every other line, under the line (as Qt's list draws
                    # it: the delegate paints the rest).
                    style.drawPrimitive(
                        QStyle.PrimitiveElement.PE_PanelItemViewRow, line, painter, self
                    )
                delegate.paint(painter, line, model.index(row, 0))
        finally:
            painter.end()
