"""The statistics screen (issue #5). Importing it loads QtCharts: import it lazily."""

from blocky.ui.statistics.screen import StatisticsScreen

__all__ = ["StatisticsScreen"]
