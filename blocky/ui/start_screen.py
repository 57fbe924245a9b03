"""The start screen: continue a game, start a new one, statistics, check the board."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from blocky.ui.widgets import BigButton, plain_label, scaled_font_label

if TYPE_CHECKING:
    from blocky.rules.state import Setup

GAME_ID_ROLE = Qt.ItemDataRole.UserRole + 1


def mode_name(mode: object) -> str:
    from PySide6.QtCore import QCoreApplication

    names = {
        "race": QCoreApplication.translate("Modes", "Race game"),
        "team": QCoreApplication.translate("Modes", "Team game"),
        "solo": QCoreApplication.translate("Modes", "Solo training"),
    }
    key = str(getattr(mode, "value", mode))
    return names.get(key, key)


def local_time(stamp: object) -> str:
    """A stored UTC timestamp (text or datetime) as local date and time, for people."""
    if isinstance(stamp, datetime):
        when = stamp
    else:
        try:
            when = datetime.fromisoformat(str(stamp))
        except ValueError:
            return str(stamp)
    if when.tzinfo is not None:
        when = when.astimezone()
    return when.strftime("%Y-%m-%d %H:%M")


def game_line(summary: Any) -> str:
    """One line describing a stored game: mode, players, date, standing."""
    setup: Setup | None = getattr(summary, "setup", None)
    names = ", ".join(getattr(summary, "player_names", ()) or (setup.players if setup else ()))
    parts = [mode_name(getattr(summary, "mode", setup.mode if setup else "")), names]
    parts.append(local_time(getattr(summary, "updated_at", "")))
    text = getattr(summary, "summary_text", "")
    if text:
        parts.append(text)
    return "  ·  ".join(p for p in parts if p)


class StartScreen(QWidget):
    continue_requested = Signal(int)
    new_game_requested = Signal(str)
    statistics_requested = Signal()
    board_check_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.setSpacing(16)
        title = scaled_font_label(self.tr("Blocky Mountains"), 2.6, bold=True)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = scaled_font_label(self.tr("Build the route, climb the mountain."), 1.3)
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        layout.addWidget(subtitle)

        self.running_box = QFrame()
        self.running_box.setObjectName("runningBox")
        self.running_box.setFrameShape(QFrame.Shape.StyledPanel)
        rb = QVBoxLayout(self.running_box)
        self.running_label = scaled_font_label("", 1.3, bold=True)
        self.running_label.setWordWrap(True)
        self.continue_running_button = BigButton(self.tr("Continue this game  (Enter)"), scale=1.5)
        self.continue_running_button.setObjectName("continueRunningButton")
        self.continue_running_button.setDefault(True)
        self.continue_running_button.clicked.connect(self._on_continue_running_clicked)
        rb.addWidget(self.running_label)
        rb.addWidget(self.continue_running_button)
        layout.addWidget(self.running_box)
        self._running_id: int | None = None

        grid = QGridLayout()
        grid.setSpacing(12)
        self.new_race_button = BigButton(
            self.tr("New race game\n1-4 players"), scale=1.4, height=90
        )
        self.new_race_button.setObjectName("newRaceButton")
        self.new_team_button = BigButton(
            self.tr("New team game\n2-7 adventurers"), scale=1.4, height=90
        )
        self.new_team_button.setObjectName("newTeamButton")
        self.new_solo_button = BigButton(self.tr("Solo training\none player"), scale=1.4, height=90)
        self.new_solo_button.setObjectName("newSoloButton")
        self.new_race_button.clicked.connect(lambda: self.new_game_requested.emit("race"))
        self.new_team_button.clicked.connect(lambda: self.new_game_requested.emit("team"))
        self.new_solo_button.clicked.connect(lambda: self.new_game_requested.emit("solo"))
        grid.addWidget(self.new_race_button, 0, 0)
        grid.addWidget(self.new_team_button, 0, 1)
        grid.addWidget(self.new_solo_button, 0, 2)
        layout.addLayout(grid)

        layout.addWidget(scaled_font_label(self.tr("Games not finished yet"), 1.2, bold=True))
        self.games_list = QListWidget()
        self.games_list.setObjectName("gamesList")
        self.games_list.setAccessibleName(self.tr("Games not finished yet"))
        font = self.games_list.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.games_list.setFont(font)
        self.games_list.itemActivated.connect(self._on_games_list_item_activated)
        layout.addWidget(self.games_list, 1)
        self.empty_label = plain_label(self.tr("No unfinished games."))
        layout.addWidget(self.empty_label)

        row = QHBoxLayout()
        self.continue_button = BigButton(self.tr("Continue the chosen game"))
        self.continue_button.setObjectName("continueButton")
        self.continue_button.clicked.connect(self._on_continue_clicked)
        self.statistics_button = BigButton(self.tr("Statistics"))
        self.statistics_button.setObjectName("statisticsButton")
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.board_button = BigButton(self.tr("Check your board"))
        self.board_button.setObjectName("boardCheckButton")
        self.board_button.clicked.connect(self.board_check_requested)
        row.addWidget(self.continue_button)
        row.addWidget(self.statistics_button)
        row.addWidget(self.board_button)
        layout.addLayout(row)

    def set_loading(self) -> None:
        """The saved games are being opened (just after the window first appears)."""
        self.games_list.clear()
        self.games_list.setVisible(False)
        self.empty_label.setText(self.tr("Opening your saved games\u2026"))
        self.empty_label.setVisible(True)
        self.continue_button.setEnabled(False)
        self.running_box.setVisible(False)

    def set_games(self, summaries: list[Any], running_id: int | None) -> None:
        self.games_list.clear()
        running = None
        for s in summaries:
            item = QListWidgetItem(game_line(s))
            item.setData(GAME_ID_ROLE, int(s.id))
            self.games_list.addItem(item)
            if s.id == running_id:
                running = s
        if self.games_list.count():
            self.games_list.setCurrentRow(0)
        self.games_list.setVisible(bool(summaries))
        self.empty_label.setText(self.tr("No unfinished games."))
        self.empty_label.setVisible(not summaries)
        self.continue_button.setEnabled(bool(summaries))
        self._running_id = running_id if running is not None else None
        if running is not None:
            self.running_label.setText(
                self.tr("A game was still running:") + "\n" + game_line(running)
            )
        self.running_box.setVisible(running is not None)

    def _on_continue_running_clicked(self) -> None:
        if self._running_id is not None:
            self.continue_requested.emit(self._running_id)

    def _on_continue_clicked(self) -> None:
        item = self.games_list.currentItem()
        if item is not None:
            self.continue_requested.emit(int(item.data(GAME_ID_ROLE)))

    def _on_games_list_item_activated(self, item: QListWidgetItem) -> None:
        self.continue_requested.emit(int(item.data(GAME_ID_ROLE)))
