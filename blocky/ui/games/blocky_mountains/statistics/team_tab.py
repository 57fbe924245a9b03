"""The Team tab: the best run so far, each team's expedition and how far it got, and the
team games over the log of the one chosen.

Its content (a chart among it, and QtCharts with it) is made when the tab is first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from blocky.ui.games.blocky_mountains.statistics.columns import (
    attempt_columns,
    expedition_columns,
    space_words,
    team_columns,
)
from blocky.ui.games.blocky_mountains.statistics.data import best_team_run
from blocky.ui.games.blocky_mountains.statistics.models import RowsModel, SortProxy, Statistics, day
from blocky.ui.games.blocky_mountains.statistics.parts import (
    TEAM_PAGE_HEIGHT,
    GamesTab,
    TabHost,
    TallSplitter,
    table_view,
    with_game_log,
)
from blocky.ui.kit.theme import FONT_MEDIUM, font
from blocky.ui.kit.widgets import plain_label

if TYPE_CHECKING:
    from blocky.ui.games.blocky_mountains.statistics.charts import ChartPanel


class TeamTab(GamesTab):
    """The team's best run, the expeditions with their chart, the team games and a log."""

    best_run_label: QLabel
    team_model: RowsModel[Any]
    team_proxy: SortProxy
    team_view: QTableView
    team_log_model: RowsModel[Any]
    team_log_title: QLabel
    expedition_model: RowsModel[Any]
    expedition_view: QTableView
    expedition_chart: ChartPanel

    def __init__(self, host: TabHost) -> None:
        super().__init__(host)

    def build(self) -> None:
        from blocky.ui.games.blocky_mountains.statistics.charts import ChartPanel

        host = self.host
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 8, 0, 0)
        self.best_run_label = plain_label("")
        self.best_run_label.setWordWrap(True)
        self.best_run_label.setFont(font(FONT_MEDIUM, bold=True))
        self.team_model: RowsModel[Any] = RowsModel(team_columns(), self)
        self.team_proxy = SortProxy(self.team_model, self)
        self.team_view = table_view(self.team_proxy, Statistics.tr("Team games"))
        self.team_log_model: RowsModel[Any] = RowsModel(attempt_columns(True, self.log_times), self)
        self.team_log_title = plain_label(Statistics.tr("Choose a game to see its log."))
        self.games_model, self.games_proxy = self.team_model, self.team_proxy
        self.log_model, self.log_title = self.team_log_model, self.team_log_title
        # Each team's expedition (the same players, whatever their seats) and how far it
        # got, game after game.
        self.expedition_model: RowsModel[Any] = RowsModel(expedition_columns(), self)
        self.expedition_view = table_view(
            SortProxy(self.expedition_model, self), Statistics.tr("Team expeditions")
        )
        # Headers whole (a column as wide as its header or its longest cell); the starts,
        # one per game, take what is left (cut, whole in the tooltip).
        header = self.expedition_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.expedition_chart = ChartPanel(
            Statistics.tr("How far each team got"),
            Statistics.tr("Play a team game to see how far your team climbs."),
        )
        self.expedition_chart.view.setMinimumHeight(200)
        # A narrow window wraps the title rather than taking the table's width.
        self.expedition_chart.title.setWordWrap(True)
        self.expedition_chart.view.setMinimumWidth(240)
        self.expedition_chart.saved.connect(host.exported)
        self.expedition_chart.today = host.today
        expeditions = QSplitter(Qt.Orientation.Horizontal)
        expeditions.addWidget(self.expedition_view)
        expeditions.addWidget(self.expedition_chart)
        # The table's seven columns take two thirds of the width, the chart the rest.
        expeditions.setStretchFactor(0, 2)
        expeditions.setStretchFactor(1, 1)
        expeditions.setSizes([2000, 1000])
        expeditions.setChildrenCollapsible(False)
        games = with_game_log(self.team_view, self.team_log_model, self.team_log_title, self)
        split = TallSplitter(Qt.Orientation.Vertical, TEAM_PAGE_HEIGHT)
        split.addWidget(expeditions)
        split.addWidget(games)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        # A short window scrolls the expeditions, the chart and the lists rather than
        # crushing them (the sentence above them wraps, so it stays outside the scrolling).
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(split)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.best_run_label)
        layout.addWidget(scroll, 1)
        self.team_view.selectionModel().selectionChanged.connect(self._on_games_selection_changed)
        self.place(content)

    def fill(self) -> None:
        from blocky.ui.games.blocky_mountains.statistics.chart_fill import fill_expedition_chart

        source = self.host.source
        assert source is not None
        games = source.team_progress(self.host.current_filter())
        expeditions = source.team_expeditions(self.host.current_filter())
        self.expedition_model.set_rows(expeditions)
        fill_expedition_chart(self.expedition_chart, expeditions)
        self.team_model.set_rows(games[::-1])
        self.team_log_model.set_rows([])
        self.team_log_title.setText(Statistics.tr("Choose a game to see its log."))
        best = best_team_run(games)
        if best is None:
            self.best_run_label.setText("")
        else:
            where = {
                None: Statistics.tr("did not reach A yet"),
                "A": Statistics.tr("reached A"),
                "B": Statistics.tr("reached B"),
                "C": Statistics.tr("reached the peak"),
            }[best.furthest]
            result = {
                "won": Statistics.tr("won"),
                "lost": Statistics.tr("lost"),
                "playing": Statistics.tr("still playing"),
            }
            self.best_run_label.setText(
                Statistics.tr("Best run so far: {0}, {1}, on {2} ({3}).").format(
                    day(best.created_at),
                    where,
                    space_words(best.position),
                    result.get(best.result, ""),
                )
            )
        self.show_empty(
            None
            if games
            else self.host.no_data_text(
                Statistics.tr("Play a team game to see how far your team climbs.")
            )
        )
