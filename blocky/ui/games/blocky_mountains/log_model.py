"""The game log as a list model over the controller's log lines.

The lines are kept in Qt's own item model: a list view lays out every line again when
one is added, and asks the model for each line's count, index and data many times
then. Answered by Qt itself, a long game's log costs a click a fraction of what answers
from Python cost (hundreds of calls a click).
"""

from __future__ import annotations

# A long or rich line's tooltip is escaped by the html module (kit.text.plain_tooltip,
# which loads it when first needed, to keep it off the start screen). Loaded with the
# game screen instead: the click whose line first needs it would wait 3-5 ms for the
# import, the first game's one click that misses its frame.
import html  # noqa: F401

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QBrush, QFont, QStandardItem, QStandardItemModel

from blocky.ui.games.blocky_mountains.controller import GameController, LogEntry
from blocky.ui.kit.widgets import plain_tooltip

#: Custom role: True for the heading line of a turn.
HEADING_ROLE = Qt.ItemDataRole.UserRole + 1
#: Custom role: the index of the player the line is about, or None.
PLAYER_ROLE = Qt.ItemDataRole.UserRole + 2

#: A line can be chosen, never edited, moved or given children.
_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


class LogModel(QStandardItemModel):
    """The log's lines. The newest is bold on a tinted band (:meth:`set_tint`), given in
    its font and background roles: Qt's item delegate draws and measures it so by
    itself, asking Python nothing about it."""

    def __init__(self, controller: GameController | None = None, parent: QObject | None = None):
        super().__init__(0, 1, parent)
        self._entries: list[LogEntry] = []
        self._controller: GameController | None = None
        # Bold, and nothing else of the list's font changed (a heading's, and the newest
        # line's).
        self._heading_font = QFont()
        self._heading_font.setBold(True)
        #: The newest line's band (None: no band).
        self._tint: QBrush | None = None
        if controller is not None:
            self.set_controller(controller)

    def set_controller(self, controller: GameController | None) -> None:
        if self._controller is not None:
            self._controller.events_logged.disconnect(self._on_controller_events_logged)
            self._controller.log_reset.disconnect(self._on_controller_log_reset)
        self._controller = controller
        if controller is not None:
            controller.events_logged.connect(self._on_controller_events_logged)
            controller.log_reset.connect(self._on_controller_log_reset)
        self._on_controller_log_reset()

    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    def set_tint(self, tint: QBrush | None) -> None:
        """The newest line's band from now on (the list's colours changed)."""
        self._tint = tint
        newest = self.item(self.rowCount() - 1) if self._entries else None
        if newest is not None:
            newest.setData(tint, Qt.ItemDataRole.BackgroundRole)

    def _item(self, entry: LogEntry, *, newest: bool = False) -> QStandardItem:
        item = QStandardItem(entry.text)
        item.setFlags(_FLAGS)
        item.setData(entry.text, Qt.ItemDataRole.AccessibleTextRole)
        # Names are plain text: "<b>Leo</b>" is shown as typed, never bold.
        item.setData(plain_tooltip(entry.text), Qt.ItemDataRole.ToolTipRole)
        if entry.heading or newest:
            item.setData(self._heading_font, Qt.ItemDataRole.FontRole)
        if newest and self._tint is not None:
            item.setData(self._tint, Qt.ItemDataRole.BackgroundRole)
        item.setData(entry.heading, HEADING_ROLE)
        if entry.player is not None:
            item.setData(entry.player, PLAYER_ROLE)
        return item

    def _items(self, entries: list[LogEntry]) -> list[QStandardItem]:
        """The items of ``entries``, the last of them the newest line."""
        last = len(entries) - 1
        return [self._item(e, newest=i == last) for i, e in enumerate(entries)]

    # -- slots ---------------------------------------------------------------------------

    def _on_controller_events_logged(self, entries: list[LogEntry]) -> None:
        if not entries:
            return
        if self._entries:
            # The newest line is one no more: plain (a heading stays bold), no band. The
            # insertion right after lays out and paints every line again; the list is
            # told then.
            newest = self.item(self.rowCount() - 1)
            if newest is not None:
                blocked = self.blockSignals(True)
                try:
                    if not self._entries[-1].heading:
                        newest.setData(None, Qt.ItemDataRole.FontRole)
                    newest.setData(None, Qt.ItemDataRole.BackgroundRole)
                finally:
                    self.blockSignals(blocked)
        self._entries.extend(entries)
        # One insertion for the lines of a move: the view lays them out once.
        self.invisibleRootItem().appendRows(self._items(entries))

    def _on_controller_log_reset(self) -> None:
        self.clear()  # a model reset
        # The one column exists before the lines come (not made by their insertion).
        self.setColumnCount(1)
        self._entries = self._controller.log() if self._controller is not None else []
        if self._entries:
            self.invisibleRootItem().appendRows(self._items(self._entries))
