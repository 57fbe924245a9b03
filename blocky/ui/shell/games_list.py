"""The start screen's list of unfinished games: a rounded panel that holds the rows.

Loaded when the saved games are first listed, after the window's first paint (see the
note in blocky/ui/shell/start_screen.py): PySide builds a Qt class's enums the first
time the class is used, and the list's classes have many.

A family's file may hold hundreds of unfinished games. Every game has its item (its id,
what a screen reader says of it, its place in the list) at once, but a row's widgets are
made only when the row is scrolled into view: listing 500 games makes a screenful of
rows, not 500 (bench/start_bench.py).

What a screen reader says of an item (Qt's accessible text role) is worded as its row is
made, and for every other item right after the list is painted, a few dozen items at each
turn of the event loop (500 at once held the loop for some 20 ms, more than a frame): the
items are Qt's own, with no Python method Qt must call back for each item and role
whenever it lays the list out (with 500 games that call-back alone made the first listing
6 ms slower).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRectF, QTimer
from PySide6.QtGui import QFocusEvent, QPainter, QPalette
from PySide6.QtWidgets import QFrame, QListWidget, QListWidgetItem, QWidget

from blocky.ui.kit.widgets import card_shape, fill_shape, outline_shape
from blocky.ui.shell.start_words import ACCESSIBLE_TEXT_ROLE

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent, QShowEvent

#: Makes the widget of one row when it is first in view.
RowMaker = Callable[[], QWidget]
#: Words what a screen reader says of one row.
RowWords = Callable[[], str]
#: Rows worded at each turn of the event loop (some 2 ms; a row in view is worded at once).
WORDED_AT_ONCE = 40


class GamesList(QListWidget):
    """The list drawn as a panel: the alternate base colour inside a rounded border of
    the mid colour, two pixels of the highlight colour while the list has the keyboard.
    Its rows (blocky/ui/shell/start_screen.py) draw themselves as cards on it, so the
    list draws nothing of its own for an item: no selection colour, no hover.

    Drawn here rather than by a style sheet: Qt styles every widget under a style sheet
    through its rules, the rows and their labels included, which made listing the saved
    games slower (bench/ui_bench.py)."""

    RADIUS = 8
    #: Between the panel's edge and the rows: room for the focused border.
    MARGIN = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A plain frame as wide as the border, drawn as the panel (below): the rows and
        # the scroll bar lie inside it.
        self.setFrameShape(QFrame.Shape.Box)
        self.setFrameShadow(QFrame.Shadow.Plain)
        self.setLineWidth(self.MARGIN)
        # The rows and the gaps between them lie on the panel drawn below: a viewport
        # that fills no background of its own. (Made here rather than changed: asking
        # for the list's own would have PySide find its Python class among every widget
        # class it knows, building dozens of classes' enums, about 15 ms.)
        viewport = QWidget()
        viewport.setAutoFillBackground(False)
        self.setViewport(viewport)
        #: Row by row, what makes its widget (None once it is made).
        self._makers: list[RowMaker | None] = []
        #: Row by row, what words its accessible text (None once it is worded).
        self._words: list[RowWords | None] = []
        #: The first row the timer below has not looked at yet.
        self._next_word = 0
        self._word_later = QTimer(self)
        self._word_later.setSingleShot(True)
        self._word_later.setInterval(0)
        self._word_later.timeout.connect(self._word_some_rows)
        self.verticalScrollBar().valueChanged.connect(self.make_rows_in_view)

    # -- rows made as they come into view ----------------------------------------------

    def add_row(self, item: QListWidgetItem, make: RowMaker, words: RowWords) -> None:
        """Add ``item`` (its size hint set: the row's expected size) whose widget ``make``
        makes when the row first comes into view; ``words`` words its accessible text,
        when the row is made or soon after the list is painted, whichever comes first."""
        self.addItem(item)
        self._makers.append(make)
        self._words.append(words)
        if not self._word_later.isActive():
            self._word_later.start()

    def add_made_row(self, item: QListWidgetItem, widget: QWidget) -> None:
        """Add ``item`` with its row's widget made already (and its accessible text set)."""
        self.addItem(item)
        self._makers.append(None)
        self._words.append(None)
        self.setItemWidget(item, widget)

    def clear(self) -> None:
        self._makers = []
        self._words = []
        self._next_word = 0
        self._word_later.stop()
        super().clear()

    def _word_row(self, row: int) -> None:
        words = self._words[row] if row < len(self._words) else None
        item = self.item(row)
        if words is not None and item is not None:
            self._words[row] = None
            item.setData(ACCESSIBLE_TEXT_ROLE, words())

    def _word_some_rows(self) -> None:
        """Word the next :data:`WORDED_AT_ONCE` rows; again at the next turn of the event
        loop while some are left."""
        end = min(self.count(), len(self._words))
        stop = min(end, self._next_word + WORDED_AT_ONCE)
        for row in range(self._next_word, stop):
            self._word_row(row)
        self._next_word = stop
        if stop < end:
            self._word_later.start()

    def word_every_row(self) -> None:
        """Set the accessible text of every row that has none yet, now."""
        self._word_later.stop()
        for row in range(min(self.count(), len(self._words))):
            self._word_row(row)
        self._next_word = len(self._words)

    def has_row_widget(self, row: int) -> bool:
        return 0 <= row < len(self._makers) and self._makers[row] is None

    def make_row(self, row: int) -> QWidget | None:
        """The widget of ``row``, made now if it was not yet (None: no such row)."""
        item = self.item(row)
        if item is None:
            return None
        make = self._makers[row] if row < len(self._makers) else None
        self._word_row(row)
        if make is not None:
            self._makers[row] = None
            widget = make()
            item.setSizeHint(widget.sizeHint())
            self.setItemWidget(item, widget)
        return self.itemWidget(item)

    def make_rows_in_view(self) -> None:
        """Make the rows the list shows now, and one more each side (the next Page Down
        or arrow key finds its row made)."""
        if not self._makers or not self.isVisible():
            return
        # A made row may be taller or shorter than the item expected: look again until
        # every row in view is made.
        for _ in range(8):
            view = self.viewport().rect()
            first = self.first_row_in_view()
            if first < 0:
                # Not laid out yet, or nothing in view.
                return
            pending = []
            row = max(first - 1, 0)
            while row < self.count():
                if not self.has_row_widget(row):
                    pending.append(row)
                if self.visualItemRect(self.item(row)).top() > view.bottom():
                    break
                row += 1
            if not pending:
                return
            for row in pending:
                self.make_row(row)

    def first_row_in_view(self) -> int:
        """The topmost row in view (-1: none); the top edge may fall in a gap between
        two rows."""
        view = self.viewport().rect()
        for y in range(view.top(), view.top() + 2 * self.spacing() + 2):
            found = self.indexAt(QPoint(view.center().x(), y))
            if found.isValid():
                return found.row()
        return -1

    def make_every_row(self) -> None:
        for row in range(self.count()):
            self.make_row(row)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.make_rows_in_view()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.make_rows_in_view()

    def event(self, event: QEvent) -> bool:
        # The scroll area's own paint event (its frame), not the viewport's: the panel.
        if event.type() == QEvent.Type.Paint:
            self._paint_panel()
            return True
        return super().event(event)

    def _paint_panel(self) -> None:
        pal = self.palette()
        focused = self.hasFocus()
        width = 2.0 if focused else 1.0
        panel = card_shape(QRectF(self.rect()), width, self.RADIUS)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill_shape(p, panel, pal.color(QPalette.ColorRole.AlternateBase))
        role = QPalette.ColorRole.Highlight if focused else QPalette.ColorRole.Mid
        outline_shape(p, panel, pal.color(role), width)
        p.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()
