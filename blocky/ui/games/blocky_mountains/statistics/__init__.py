"""Blocky Mountains' statistics page: a tab per kind of figure (log_tab.py, cards_tab.py,
charts_tab.py, team_tab.py, race_tab.py) on one screen (screen.py), the files it saves and
loads (exchange.py), and where it reads its figures (source.py). Importing it loads
QtCharts: import it lazily."""

from blocky.ui.games.blocky_mountains.statistics.screen import StatisticsScreen

__all__ = ["StatisticsScreen"]
