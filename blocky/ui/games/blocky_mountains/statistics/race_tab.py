"""The Race tab: how many races were played, who wins most, whether the wins evened out
with a handicap (house rules H1-H2), and the past races over the log of the one chosen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from blocky.games.blocky_mountains.statistics.handicaps import RacerWins
from blocky.ui.games.blocky_mountains.statistics.columns import (
    attempt_columns,
    race_columns,
    race_game_columns,
)
from blocky.ui.games.blocky_mountains.statistics.models import (
    Column,
    RowsModel,
    SortProxy,
    Statistics,
    one_decimal,
)
from blocky.ui.games.blocky_mountains.statistics.parts import (
    RACE_PAGE_HEIGHT,
    GamesTab,
    TabHost,
    table_view,
    with_game_log,
)
from blocky.ui.kit.theme import FONT_MEDIUM, font
from blocky.ui.kit.widgets import plain_label


def _wins(value: float) -> str:
    """3.0 -> "3"; a shared first place leaves halves or thirds: 2.5 -> "2.5"."""
    return str(round(value)) if abs(value - round(value)) < 1e-9 else one_decimal(value)


@dataclass(frozen=True, slots=True)
class WinsRow:
    """One racer's races with a handicap, or without, as a row of the table."""

    player_id: int
    name: str
    handicapped: bool
    races: int
    wins: float
    even: float


def wins_rows(racers: list[RacerWins]) -> list[WinsRow]:
    """Per racer, a row for their races with a handicap, then one without (each only
    when there were some)."""
    rows = []
    for r in racers:
        if r.handicap_races:
            rows.append(
                WinsRow(
                    r.player_id, r.name, True, r.handicap_races, r.handicap_wins, r.handicap_even
                )
            )
        if r.plain_races:
            rows.append(
                WinsRow(r.player_id, r.name, False, r.plain_races, r.plain_wins, r.plain_even)
            )
    return rows


def wins_columns(colours: dict[int, str | None]) -> list[Column[WinsRow]]:
    """Each racer's wins with a handicap and without, each beside an even share."""
    return [
        Column(
            Statistics.tr("Player"),
            lambda r: r.name,
            lambda r: (r.name.casefold(), not r.handicapped),
            colour=lambda r: colours.get(r.player_id),
        ),
        Column(
            Statistics.tr("Races"),
            lambda r: (
                Statistics.tr("with a handicap") if r.handicapped else Statistics.tr("without")
            ),
            lambda r: not r.handicapped,
        ),
        Column(Statistics.tr("Played"), lambda r: str(r.races), lambda r: r.races, numeric=True),
        Column(Statistics.tr("Wins"), lambda r: _wins(r.wins), lambda r: r.wins, numeric=True),
        Column(
            Statistics.tr("Even share"),
            lambda r: one_decimal(r.even),
            lambda r: r.even,
            numeric=True,
        ),
    ]


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
        # Did the wins even out? Shown once a race was played with a handicap.
        self.wins_title = plain_label(Statistics.tr("Did the wins even out?"))
        self.wins_title.setFont(font(FONT_MEDIUM, bold=True))
        self.wins_note = plain_label(
            Statistics.tr(
                "Wins in races with a handicap (a house rule) and without. The even share "
                "is how many wins each player would have if everyone were as likely to "
                "win. A shared first place counts as a part of a win."
            )
        )
        self.wins_note.setWordWrap(True)
        self.wins_model: RowsModel[WinsRow] = RowsModel(wins_columns(host.colours), self)
        self.wins_view = table_view(
            SortProxy(self.wins_model, self), Statistics.tr("Wins with and without a handicap")
        )
        self.race_games_model: RowsModel[Any] = RowsModel(race_game_columns(), self)
        self.race_games_proxy = SortProxy(self.race_games_model, self)
        self.race_games_view = table_view(self.race_games_proxy, Statistics.tr("Past races"))
        self.race_log_model: RowsModel[Any] = RowsModel(attempt_columns(True, self.log_times), self)
        self.race_log_title = plain_label(Statistics.tr("Choose a race to see its log."))
        self.games_model, self.games_proxy = self.race_games_model, self.race_games_proxy
        self.log_model, self.log_title = self.race_log_model, self.race_log_title
        layout.addWidget(self.race_summary)
        layout.addWidget(self.race_view)
        for part in (self.wins_title, self.wins_note, self.wins_view):
            layout.addWidget(part)
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
        wins = source.wins_evened_out(f)
        handicapped = any(r.handicap_races for r in wins)
        rows = wins_rows(wins) if handicapped else []
        self.wins_model.set_rows(rows)
        # As tall as its rows (a few racers): no empty space under them.
        header = self.wins_view.horizontalHeader().sizeHint().height()
        self.wins_view.setFixedHeight(
            header + self.wins_view.verticalHeader().defaultSectionSize() * len(rows) + 4
        )
        for part in (self.wins_title, self.wins_note, self.wins_view):
            part.setVisible(handicapped)
        self.show_empty(
            None
            if races
            else self.host.no_data_text(Statistics.tr("Finish a race to see who wins most."))
        )
