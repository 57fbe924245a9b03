"""The game log as a thin list model over the controller's log lines."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from blocky.ui.controller import GameController, LogEntry
from blocky.ui.widgets import plain_tooltip

ModelIndex = QModelIndex | QPersistentModelIndex

#: Custom role: True for the heading line of a turn.
HEADING_ROLE = Qt.ItemDataRole.UserRole + 1
#: Custom role: the index of the player the line is about, or None.
PLAYER_ROLE = Qt.ItemDataRole.UserRole + 2


class LogModel(QAbstractListModel):
    def __init__(self, controller: GameController | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._entries: list[LogEntry] = []
        self._controller: GameController | None = None
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

    # -- Qt model API --------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return entry.text
        if role == Qt.ItemDataRole.ToolTipRole:
            # Names are plain text: "<b>Leo</b>" is shown as typed, never bold.
            return plain_tooltip(entry.text)
        if role == Qt.ItemDataRole.FontRole and entry.heading:
            font = QFont()
            font.setBold(True)
            return font
        if role == HEADING_ROLE:
            return entry.heading
        if role == PLAYER_ROLE:
            return entry.player
        return None

    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    # -- slots ---------------------------------------------------------------------------

    def _on_controller_events_logged(self, entries: list[LogEntry]) -> None:
        if not entries:
            return
        first = len(self._entries)
        self.beginInsertRows(QModelIndex(), first, first + len(entries) - 1)
        self._entries.extend(entries)
        self.endInsertRows()

    def _on_controller_log_reset(self) -> None:
        self.beginResetModel()
        self._entries = self._controller.log() if self._controller is not None else []
        self.endResetModel()
