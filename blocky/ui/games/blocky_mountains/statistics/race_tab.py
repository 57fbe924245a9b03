"""The Race tab: how many races were played, who wins most, and the past races over the
log of the one chosen."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from blocky.ui.games.blocky_mountains.statistics.columns import (
    attempt_columns,
    race_columns,
    race_game_columns,
)
from blocky.ui.games.blocky_mountains.statistics.models import RowsModel, SortProxy, Statistics
from blocky.ui.games.blocky_mountains.statistics.parts import (
    RACE_PAGE_HEIGHT,
    GamesTab,
    TabHost,
    table_view,
    with_game_log,
)
from blocky.ui.kit.theme import FONT_MEDIUM, font
from blocky.ui.kit.widgets import plain_label


class RaceTab(GamesTab):
    """The races' summary, each racer's results, the past races and a race's log."""

    def __init__(self, host: TabHost) -> None:
        super().__init__(host)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 8, 0, 0)
        self.race_summary = plain_label("")
        self.race_summary.setWordWrap(True)
        self.race_summary.setFont(font(FONT_MEDIUM, bold=True))
        self.race_model: RowsModel[Any] = RowsModel(race_columns(host.colours), self)
        self.race_view = table_view(SortProxy(self.race_model, self), Statistics.tr("Race results"))
        self.race_view.setMaximumHeight(260)
        self.race_games_model: RowsModel[Any] = RowsModel(race_game_columns(), self)
        self.race_games_proxy = SortProxy(self.race_games_model, self)
        self.race_games_view = table_view(self.race_games_proxy, Statistics.tr("Past races"))
        self.race_log_model: RowsModel[Any] = RowsModel(attempt_columns(True, self.log_times), self)
        self.race_log_title = plain_label(Statistics.tr("Choose a race to see its log."))
        self.games_model, self.games_proxy = self.race_games_model, self.race_games_proxy
        self.log_model, self.log_title = self.race_log_model, self.race_log_title
        layout.addWidget(self.race_summary)
        layout.addWidget(self.race_view)
        layout.addWidget(
            with_game_log(self.race_games_view, self.race_log_model, self.race_log_title, self),
            1,
        )
        self.race_games_view.selectionModel().selectionChanged.connect(
            self._on_games_selection_changed
        )
        self.place(content, least_height=RACE_PAGE_HEIGHT)

    def fill(self) -> None:
        source = self.host.source
        assert source is not None
        f = self.host.current_filter()
        history = source.race_history(f)
        races = source.race_games(f)
        self.race_model.set_rows(list(history.players))
        self.race_games_model.set_rows(races[::-1])
        self.race_log_model.set_rows([])
        self.race_log_title.setText(Statistics.tr("Choose a race to see its log."))
        summary = Statistics.tr("Races played: {0}").format(history.games)
        if history.solo_races:
            # A race run alone is no win against anyone: counted apart.
            summary += "  \u00b7  " + Statistics.tr(
                "%n race(s) run alone (not counted as wins)", None, history.solo_races
            )
        self.race_summary.setText(summary)
        self.show_empty(
            None
            if races
            else self.host.no_data_text(Statistics.tr("Finish a race to see who wins most."))
        )
