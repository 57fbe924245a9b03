"""The Charts tab: the solo trainings over time, the cards mastered per route, how often
each card is mastered and the time per attempt.

Its charts (and QtCharts, a large library) are made when the tab is first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGridLayout, QScrollArea, QWidget

from blocky.games.blocky_mountains.statistics.solo import CHART_SESSIONS
from blocky.ui.games.blocky_mountains.statistics.models import Statistics
from blocky.ui.games.blocky_mountains.statistics.parts import Page, TabHost

if TYPE_CHECKING:
    from blocky.ui.games.blocky_mountains.statistics.charts import ChartPanel


class ChartsTab(Page):
    """Five charts, one under the other, in a scroll area."""

    rate_chart: ChartPanel
    squirrel_chart: ChartPanel
    pile_chart: ChartPanel
    card_chart: ChartPanel
    time_chart: ChartPanel
    charts: tuple[ChartPanel, ...]

    def __init__(self, host: TabHost) -> None:
        super().__init__(host)

    def build(self) -> None:
        from blocky.ui.games.blocky_mountains.statistics.charts import RECENT_SESSIONS, ChartPanel

        host = self.host
        empty = Statistics.tr("Play a solo training to see this chart.")
        self.rate_chart = ChartPanel(Statistics.tr("Cards mastered in each session"), empty)
        self.squirrel_chart = ChartPanel(Statistics.tr("Squirrels kept"), empty)
        self.pile_chart = ChartPanel(
            Statistics.tr("Cards mastered per route, last {0} sessions").format(RECENT_SESSIONS),
            empty,
        )
        self.card_chart = ChartPanel(
            Statistics.tr("How often each card is mastered"),
            Statistics.tr("Play a card in a training or a game to see this chart."),
        )
        self.time_chart = ChartPanel(Statistics.tr("Time per attempt in each session"), empty)
        self.time_chart.setObjectName("timeChart")
        self.charts = (
            self.rate_chart,
            self.squirrel_chart,
            self.pile_chart,
            self.card_chart,
            self.time_chart,
        )
        for panel in self.charts:
            panel.saved.connect(host.exported)
            panel.today = host.today
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.addWidget(self.rate_chart, 0, 0)
        grid.addWidget(self.squirrel_chart, 0, 1)
        grid.addWidget(self.pile_chart, 1, 0, 1, 2)
        grid.addWidget(self.card_chart, 2, 0, 1, 2)
        grid.addWidget(self.time_chart, 3, 0, 1, 2)
        grid.setRowMinimumHeight(3, 340)
        grid.setRowMinimumHeight(0, 340)
        grid.setRowMinimumHeight(1, 460)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.place(scroll)

    def fill(self) -> None:
        from blocky.ui.games.blocky_mountains.statistics.chart_fill import (
            fill_card_chart,
            fill_pile_chart,
            fill_rate_chart,
            fill_squirrel_chart,
            fill_time_chart,
        )
        from blocky.ui.games.blocky_mountains.statistics.charts import RECENT_SESSIONS

        source = self.host.source
        assert source is not None
        f = self.host.current_filter()
        if source.training_log_count(f) > CHART_SESSIONS:
            # A long log: a point per player and period, summed in the store; the pile
            # chart shows the latest trainings themselves.
            unit, points, times = source.training_periods(f)
            recent = source.training_log_page(f, 0, RECENT_SESSIONS, "date", True)[::-1]
        else:
            unit = "session"
            points = recent = self.host.sessions_now()
            times = source.game_seconds([s.game_id for s in points])
        rate_title, time_title = {
            "session": (
                Statistics.tr("Cards mastered in each session"),
                Statistics.tr("Time per attempt in each session"),
            ),
            "day": (
                Statistics.tr("Cards mastered, day by day"),
                Statistics.tr("Time per attempt, day by day"),
            ),
            "week": (
                Statistics.tr("Cards mastered, week by week"),
                Statistics.tr("Time per attempt, week by week"),
            ),
            "month": (
                Statistics.tr("Cards mastered, month by month"),
                Statistics.tr("Time per attempt, month by month"),
            ),
        }[unit]
        self.rate_chart.title.setText(rate_title)
        self.time_chart.title.setText(time_title)
        fill_rate_chart(self.rate_chart, points)
        fill_squirrel_chart(self.squirrel_chart, points)
        fill_pile_chart(self.pile_chart, recent)
        fill_card_chart(
            self.card_chart, source.card_totals(self.host.current_filter(with_mode=True))
        )
        fill_time_chart(self.time_chart, points, times)
        nothing = all(panel.is_empty for panel in self.charts)
        self.show_empty(
            self.host.no_data_text(Statistics.tr("Play a solo training to see your progress here."))
            if nothing
            else None
        )
