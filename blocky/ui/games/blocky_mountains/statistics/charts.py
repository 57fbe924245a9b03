"""The statistics charts, drawn with QtCharts.

QtCharts is a large library: only this package imports it, and the main window
imports this package when the statistics screen first opens, so start-up never
pays for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QCategoryAxis,
    QChart,
    QChartView,
    QDateTimeAxis,
    QValueAxis,
)
from PySide6.QtCore import QDateTime, QLocale, QMargins, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QPushButton,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.statistics import TrainingSession
from blocky.ui.games.blocky_mountains.statistics.models import (
    Statistics,
)
from blocky.ui.kit.files import ask_save_path, file_stem
from blocky.ui.kit.theme import FONT_MEDIUM, FONT_NORMAL, MIN_TARGET, font, is_dark
from blocky.ui.kit.widgets import PLAYER_COLOURS, plain_label

#: Line colours for players whose marker colour does not show on the chart's background.
_SPARE = ("#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf")
#: Pile colours: green, blue, red for easy, moderate, difficult (as the piles' difficulty).
PILE_COLOURS = {"A": "#3a9d5d", "B": "#2f7fc1", "C": "#c8453b"}
#: The pile bar chart shows the most recent sessions only: more bars cannot be read.
RECENT_SESSIONS = 20


def epoch_ms(moment: datetime) -> float:
    return moment.timestamp() * 1000.0


class ChartPanel(QWidget):
    """One chart with its title, an explanation for when it is empty, and "Save as PNG"."""

    saved = Signal(str)

    def __init__(self, title: str, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chartPanel")
        # The players' date, which a saved picture's proposed name carries.
        self.today: Callable[[], date] = date.today
        self.title = plain_label(title)
        self.title.setFont(font(FONT_MEDIUM, bold=True))
        self.save_button = QPushButton(Statistics.tr("Save as PNG"))
        self.save_button.setMinimumHeight(MIN_TARGET - 8)
        self.save_button.setFont(font(FONT_NORMAL))
        self.save_button.setToolTip(Statistics.tr("Save this chart as a picture"))
        self.save_button.clicked.connect(self._on_save_clicked)
        # The title and "Save as PNG" side by side, or the button below the title when
        # the panel is too narrow for both (the title then keeps its words whole).
        head = QGridLayout()
        head.setContentsMargins(0, 0, 0, 0)
        self._head = head
        self._stacked: bool | None = None
        self._stack_head(False)

        self.chart = QChart()
        self.chart.legend().setFont(font(FONT_NORMAL - 2))
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        self.chart.plotAreaChanged.connect(self._fit_time_axes)
        self.view = QChartView(self.chart)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumHeight(260)
        self.view.setAccessibleName(title)
        self.empty = plain_label(empty_text)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setFont(font(FONT_NORMAL))
        self._stack = QStackedLayout()
        self._stack.addWidget(self.view)
        self._stack.addWidget(self.empty)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addLayout(self._stack, 1)

    def _stack_head(self, stacked: bool) -> None:
        if stacked == self._stacked:
            return
        self._stacked = stacked
        head = self._head
        head.removeWidget(self.title)
        head.removeWidget(self.save_button)
        head.addWidget(self.title, 0, 0)
        right = Qt.AlignmentFlag.AlignRight
        if stacked:
            head.addWidget(self.save_button, 1, 0, right)
        else:
            head.addWidget(self.save_button, 0, 1)
        head.setColumnStretch(0, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        layout = self.layout()
        inner = event.size().width()
        if layout is not None:
            inner -= layout.contentsMargins().left() + layout.contentsMargins().right()
        title = self.title.fontMetrics().horizontalAdvance(self.title.text()) + 4
        beside = title + self._head.horizontalSpacing() + self.save_button.sizeHint().width()
        self._stack_head(beside > inner)

    def _fit_time_axes(self) -> None:
        """Labels of a time axis written whole and all different, at the plot's width."""
        width = self.chart.plotArea().width()
        for axis in self.chart.axes(Qt.Orientation.Horizontal):
            if isinstance(axis, QDateTimeAxis):
                fit_time_axis(axis, width)

    @property
    def is_empty(self) -> bool:
        return self._stack.currentWidget() is self.empty

    def clear(self, empty: bool) -> None:
        """Remove every series and axis, and follow the window's light or dark scheme."""
        c = self.chart
        c.removeAllSeries()
        for axis in c.axes():
            c.removeAxis(axis)
        dark = is_dark(self.palette())
        c.setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
        pal = self.palette()
        c.setBackgroundBrush(pal.color(QPalette.ColorRole.Base))
        c.legend().setLabelColor(pal.color(QPalette.ColorRole.Text))
        c.legend().setFont(font(FONT_NORMAL - 2))
        self._stack.setCurrentWidget(self.empty if empty else self.view)
        self.save_button.setEnabled(not empty)

    def _axis_style(
        self, axis: QValueAxis | QDateTimeAxis | QBarCategoryAxis | QCategoryAxis
    ) -> None:
        pal = self.palette()
        axis.setLabelsFont(font(FONT_NORMAL - 3))
        axis.setLabelsColor(pal.color(QPalette.ColorRole.Text))
        axis.setTitleBrush(pal.color(QPalette.ColorRole.Text))
        title_font = QFont(font(FONT_NORMAL - 2))
        axis.setTitleFont(title_font)

    def add_axis(
        self,
        axis: QValueAxis | QDateTimeAxis | QBarCategoryAxis | QCategoryAxis,
        alignment: Qt.AlignmentFlag,
    ) -> None:
        self._axis_style(axis)
        self.chart.addAxis(axis, alignment)
        for s in self.chart.series():
            s.attachAxis(axis)

    def save_png(self, path: str | Path) -> bool:
        """Save the chart as drawn now (at its size on screen, at least 800 × 500)."""
        w = max(self.view.width(), 800)
        h = max(self.view.height(), 500)
        if self.view.size().width() < w or self.view.size().height() < h:
            self.view.resize(w, h)
        pixmap = self.view.grab()
        ok = pixmap.save(str(path), "PNG")
        if ok:
            self.saved.emit(str(path))
        return ok

    def _on_save_clicked(self) -> None:
        path = ask_save_path(
            self,
            Statistics.tr("Save chart"),
            file_stem(self.title.text()),
            ".png",
            Statistics.tr("PNG pictures (*.png)"),
            self.today(),
        )
        if path:
            self.save_png(path)


def whole_numbers(axis: QValueAxis, highest: int) -> None:
    """Ticks on whole numbers, about six of them, with the highest value under the top one."""
    step = max(1, -(-max(highest, 3) // 6))
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)
    axis.setRange(0, step * -(-max(highest, 1) // step))
    axis.setLabelFormat("%d")


def player_colour(colour: str | None, player_id: int, dark: bool) -> QColor:
    """A person's line colour: their marker colour when it shows on the background,
    otherwise a spare one chosen by who they are (their profile), not by where they come
    in a chart, so a person keeps one colour on every chart and in every mode."""
    if (
        colour is not None
        and colour in PLAYER_COLOURS
        and not ((colour == "white" and not dark) or (colour == "black" and dark))
    ):
        return QColor(PLAYER_COLOURS[colour])
    return QColor(_SPARE[player_id % len(_SPARE)])


def by_player(sessions: Sequence[TrainingSession]) -> dict[int, list[TrainingSession]]:
    out: dict[int, list[TrainingSession]] = {}
    for s in sessions:
        out.setdefault(s.player_id, []).append(s)
    return out


def time_range(sessions: Sequence[TrainingSession]) -> tuple[datetime, datetime]:
    """The span the time axis shows: every player's sessions, not only the first
    player's (half a day either side of a single moment)."""
    first = min(s.started for s in sessions)
    last = max(s.started for s in sessions)
    margin = 43200 if first == last else max(3600.0, (last - first).total_seconds() / 50)
    return (
        datetime.fromtimestamp(first.timestamp() - margin),
        datetime.fromtimestamp(last.timestamp() + margin),
    )


# The time axis' label formats, the plainest first, and the most ticks each may have
# (a label with the time of day is longer: fewer of them fit side by side). "HH:mm"
# alone is for sessions on one day, which the axis' title then names.
_DAY_FORMATS = (("d MMM", 6), ("d MMM HH:mm", 4), ("HH:mm", 6))
_YEAR_FORMATS = (("MMM yyyy", 6), ("d MMM yyyy", 4))
_LAST_FORMAT = "d MMM yyyy HH:mm"
# QtCharts cuts a time-axis label ("1 Dec 07:...") wider than the axis' width shared
# by its ticks, less this padding on each side (in pixels, with a little to spare).
LABEL_PADDING = 6


def tick_labels(low_ms: int, high_ms: int, ticks: int, pattern: str) -> list[str]:
    """The labels a QDateTimeAxis from ``low_ms`` to ``high_ms`` with ``ticks`` ticks
    writes (evenly spaced, both ends included), in the local time and language."""
    step = (high_ms - low_ms) / max(1, ticks - 1)
    locale = QLocale()
    return [
        locale.toString(QDateTime.fromMSecsSinceEpoch(round(low_ms + i * step)), pattern)
        for i in range(ticks)
    ]


def time_ticks(
    low_ms: int, high_ms: int, fits: Callable[[list[str]], bool] | None = None
) -> tuple[str, int]:
    """The format and tick count of a time axis whose labels all differ (and, with
    ``fits``, all fit side by side): dates when the sessions are spread over many days,
    fewer ticks or the time of day when they fall on a few days (never "1 Dec" six
    times), the month and year over several years."""
    long_range = high_ms - low_ms > 300 * 86_400_000
    formats = _YEAR_FORMATS if long_range else _DAY_FORMATS
    # Three ticks at least in any format first; two only when no format has room for three.
    for fewest in (3, 2):
        for pattern, most in formats:
            if pattern == "HH:mm" and _day_of(low_ms) != _day_of(high_ms):
                continue  # the time of day alone names the day only within one day
            for ticks in range(most, fewest - 1, -1):
                labels = tick_labels(low_ms, high_ms, ticks, pattern)
                if len(set(labels)) == ticks and (fits is None or fits(labels)):
                    return pattern, ticks
    return _LAST_FORMAT, 2


def _day_of(ms: int) -> str:
    return QDateTime.fromMSecsSinceEpoch(ms).date().toString("yyyy-MM-dd")


def fit_time_axis(axis: QDateTimeAxis, width: float) -> None:
    """Choose ``axis``' format and ticks for a plot ``width`` pixels wide: labels that
    all differ and are all written whole. Sessions on one day show the time of day, and
    the axis' title names the day."""
    low, high = axis.min().toMSecsSinceEpoch(), axis.max().toMSecsSinceEpoch()
    metrics = QFontMetrics(axis.labelsFont())

    def fits(labels: list[str]) -> bool:
        room = width / len(labels) - 2 * LABEL_PADDING
        return max(metrics.horizontalAdvance(t) for t in labels) <= room

    pattern, ticks = time_ticks(low, high, fits if width > 0 else None)
    if (axis.format(), axis.tickCount()) != (pattern, ticks):
        axis.setFormat(pattern)
        axis.setTickCount(ticks)
    title = (
        QLocale().toString(QDateTime.fromMSecsSinceEpoch(low).date(), "d MMMM yyyy")
        if pattern == "HH:mm"
        else ""
    )
    if axis.titleText() != title:
        axis.setTitleText(title)


def session_time_axis(sessions: Sequence[TrainingSession]) -> QDateTimeAxis:
    """The time axis over ``sessions``; its format and ticks are chosen again for the
    plot's width whenever the plot is laid out (:meth:`ChartPanel._fit_time_axes`)."""
    axis = QDateTimeAxis()
    first, last = time_range(sessions)
    low, high = round(first.timestamp() * 1000), round(last.timestamp() * 1000)
    axis.setRange(QDateTime.fromMSecsSinceEpoch(low), QDateTime.fromMSecsSinceEpoch(high))
    fit_time_axis(axis, 0)
    return axis


def room_around(axis: QValueAxis) -> None:
    """A line chart's value axis with room above its top and below its bottom tick, so
    that a point on either (100 %, 0 squirrels) is drawn whole inside the plot."""
    low, high = axis.min(), axis.max()
    pad = (high - low) * 0.06
    step = axis.tickInterval() if axis.tickType() == QValueAxis.TickType.TicksDynamic else 0
    if not step:
        step = (high - low) / max(1, axis.tickCount() - 1)
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(low)
    axis.setTickInterval(step)
    axis.setRange(low - pad, high + pad)
