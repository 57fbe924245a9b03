"""The statistics charts, drawn with QtCharts.

QtCharts is a large library: only this package imports it, and the main window
imports this package when the statistics screen first opens, so start-up never
pays for it.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QDateTimeAxis,
    QHorizontalBarSeries,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QDateTime, QLocale, QMargins, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QFont, QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QPushButton,
    QStackedLayout,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.statistics import Expedition, ExpeditionGame, TrainingSession
from blocky.ui.kit.files import ask_save_path, file_stem
from blocky.ui.kit.theme import FONT_MEDIUM, FONT_NORMAL, MIN_TARGET, font, is_dark
from blocky.ui.kit.widgets import PLAYER_COLOURS, plain_label, plain_tooltip, short_name
from blocky.ui.statistics.data import CardTotal, percent
from blocky.ui.statistics.models import (
    POINTS,
    Statistics,
    card_text,
    day_month,
    point_name,
)

#: Line colours for players whose marker colour does not show on the chart's background.
_SPARE = ("#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf")
#: Pile colours: green, blue, red for easy, moderate, difficult (as the piles' difficulty).
_PILE_COLOURS = {"A": "#3a9d5d", "B": "#2f7fc1", "C": "#c8453b"}
#: The pile bar chart shows the most recent sessions only: more bars cannot be read.
RECENT_SESSIONS = 20


def _ms(moment: datetime) -> float:
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


def _whole_numbers(axis: QValueAxis, highest: int) -> None:
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
    if colour is not None and colour in PLAYER_COLOURS and not (
        (colour == "white" and not dark) or (colour == "black" and dark)
    ):
        return QColor(PLAYER_COLOURS[colour])
    return QColor(_SPARE[player_id % len(_SPARE)])


def _by_player(sessions: Sequence[TrainingSession]) -> dict[int, list[TrainingSession]]:
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


def _time_axis(sessions: Sequence[TrainingSession]) -> QDateTimeAxis:
    """The time axis over ``sessions``; its format and ticks are chosen again for the
    plot's width whenever the plot is laid out (:meth:`ChartPanel._fit_time_axes`)."""
    axis = QDateTimeAxis()
    first, last = time_range(sessions)
    low, high = round(first.timestamp() * 1000), round(last.timestamp() * 1000)
    axis.setRange(QDateTime.fromMSecsSinceEpoch(low), QDateTime.fromMSecsSinceEpoch(high))
    fit_time_axis(axis, 0)
    return axis


def _room_around(axis: QValueAxis) -> None:
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


def legend_name(name: str) -> str:
    """A player's name as a legend shows it: QtCharts draws legend labels as rich text,
    so the (cut) name is escaped and reads exactly as typed."""
    return html.escape(short_name(name), quote=False)


def _line_chart(
    panel: ChartPanel,
    sessions: Sequence[TrainingSession],
    value: str,
    y_title: str,
    y_max: float | None,
    label_format: str,
) -> None:
    # Only finished trainings: one card of one played is not "100 %" of a training.
    played = [s for s in sessions if s.finished and (value != "rate" or s.decided)]
    panel.clear(empty=not played)
    if not played:
        return
    dark = is_dark(panel.palette())
    groups = _by_player(played)
    for group in groups.values():
        series = QLineSeries()
        # QtCharts draws a legend's names as rich text: a name is escaped (and cut).
        series.setName(legend_name(group[0].player_name))
        series.setPointsVisible(len(played) <= 200)
        pen = series.pen()
        pen.setColor(player_colour(group[0].colour, group[0].player_id, dark))
        pen.setWidth(3)
        series.setPen(pen)
        series.setColor(pen.color())
        if value == "rate":
            points = [QPointF(_ms(s.started), s.mastered_rate * 100) for s in group]
        else:
            points = [QPointF(_ms(s.started), s.squirrels_kept) for s in group]
        series.replace(points)
        series.hovered.connect(_hover_text(group, value))
        panel.chart.addSeries(series)
    x = _time_axis(played)
    panel.add_axis(x, Qt.AlignmentFlag.AlignBottom)
    y = QValueAxis()
    if y_max is None:
        _whole_numbers(y, max(s.squirrels_kept for s in played))
    else:
        y.setRange(0, y_max)
        y.setTickCount(6)
    _room_around(y)
    y.setLabelFormat(label_format)
    y.setTitleText(y_title)
    panel.add_axis(y, Qt.AlignmentFlag.AlignLeft)
    panel.chart.legend().setVisible(len(groups) > 1)


def _hover_text(group: Sequence[TrainingSession], value: str) -> Any:
    """What hovering a point of a player's line says, as plain text."""

    def hovered(point: QPointF, state: bool) -> None:
        if not state:
            QToolTip.hideText()
            return
        nearest = min(group, key=lambda s: abs(_ms(s.started) - point.x()))
        figure = (
            percent(nearest.mastered_rate)
            if value == "rate"
            else Statistics.tr("%n squirrel(s)", None, nearest.squirrels_kept)
        )
        QToolTip.showText(
            QCursor.pos(),
            plain_tooltip(f"{nearest.player_name}, {day_month(nearest.started)}: {figure}"),
        )

    return hovered


def fill_rate_chart(panel: ChartPanel, sessions: Sequence[TrainingSession]) -> None:
    """Mastered rate of each session over time, one line per player."""
    _line_chart(panel, sessions, "rate", Statistics.tr("Cards mastered (%)"), 100, "%d %%")


def fill_squirrel_chart(panel: ChartPanel, sessions: Sequence[TrainingSession]) -> None:
    """Squirrels kept at the end of each session, one line per player."""
    _line_chart(panel, sessions, "squirrels", Statistics.tr("Squirrels"), None, "%d")


def fill_pile_chart(panel: ChartPanel, sessions: Sequence[TrainingSession]) -> None:
    """Cards mastered per pile in each of the most recent sessions, stacked."""
    recent = list(sessions)[-RECENT_SESSIONS:]
    panel.clear(empty=not recent)
    if not recent:
        return
    several = len({s.player_id for s in recent}) > 1
    series = QStackedBarSeries()
    for i, pile in enumerate(("A", "B", "C")):
        bars = QBarSet(Statistics.tr("Route {0}").format(pile))
        bars.setColor(QColor(_PILE_COLOURS[pile]))
        bars.setBorderColor(QColor(_PILE_COLOURS[pile]).darker(130))
        bars.append([float(s.mastered[i]) for s in recent])
        series.append(bars)
    series.setBarWidth(0.7)
    panel.chart.addSeries(series)
    if several:
        # Twenty names do not fit under the bars: hovering a bar names its player.
        def _on_hovered(status: bool, index: int, _bars: QBarSet) -> None:
            if status and 0 <= index < len(recent):
                s = recent[index]
                QToolTip.showText(
                    QCursor.pos(),
                    plain_tooltip(
                        Statistics.tr(
                            "{0}, {1}: %n card(s) mastered", None, s.cards_mastered
                        ).format(s.player_name, day_month(s.started))
                    ),
                )
            else:
                QToolTip.hideText()

        series.hovered.connect(_on_hovered)
    labels = []
    for n, s in enumerate(recent):
        label = day_month(s.started)
        # Category labels must differ, or the axis merges the bars.
        labels.append(label)
        while labels[-1] in labels[:-1]:
            labels[-1] += "\u200b" * (n + 1)
    x = QBarCategoryAxis()
    x.append(labels)
    panel.add_axis(x, Qt.AlignmentFlag.AlignBottom)
    # Twenty labels side by side: a size smaller than the other axes, so none is cut.
    x.setLabelsFont(font(FONT_NORMAL - 5))
    y = QValueAxis()
    _whole_numbers(y, max(s.cards_mastered for s in recent))
    y.setTitleText(Statistics.tr("Cards mastered"))
    panel.add_axis(y, Qt.AlignmentFlag.AlignLeft)
    panel.chart.legend().setVisible(True)
    panel.chart.legend().setAlignment(Qt.AlignmentFlag.AlignTop)


def fill_card_chart(panel: ChartPanel, totals: Sequence[CardTotal]) -> None:
    """How often each card was mastered, as bars (routes A, B, C from the top)."""
    played = [t for t in totals if t.decided]
    panel.clear(empty=not played)
    if not played:
        return
    # Horizontal bars are drawn bottom-up: reverse so the first card is at the top.
    ordered = list(reversed(played))
    series = QHorizontalBarSeries()
    bars = QBarSet(Statistics.tr("Mastered"))
    bars.append([t.mastered_rate * 100 for t in ordered])
    bars.setColor(QColor("#3a9d5d"))
    bars.setBorderColor(QColor("#2b7446"))
    series.append(bars)
    series.setBarWidth(0.75)
    panel.chart.addSeries(series)
    y = QBarCategoryAxis()
    y.append([f"{t.pile}  {card_text(t.card_name)}" for t in ordered])
    panel.add_axis(y, Qt.AlignmentFlag.AlignLeft)
    x = QValueAxis()
    x.setRange(0, 100)
    x.setTickCount(6)
    x.setLabelFormat("%d %%")
    x.setTitleText(Statistics.tr("Mastered (%)"))
    panel.add_axis(x, Qt.AlignmentFlag.AlignBottom)
    panel.chart.legend().setVisible(False)
    panel.view.setMinimumHeight(max(260, 26 * len(played) + 80))


def fill_time_chart(
    panel: ChartPanel,
    sessions: Sequence[TrainingSession],
    times: Mapping[int, tuple[int, float]],
) -> None:
    """The mean build-and-try time of each session's attempts (``times``: per game id, the
    timed attempts and their mean seconds), one line per player, in seconds."""
    played = [s for s in sessions if s.game_id in times]
    panel.clear(empty=not played)
    if not played:
        return
    dark = is_dark(panel.palette())
    groups = _by_player(played)
    for group in groups.values():
        series = QLineSeries()
        series.setName(legend_name(group[0].player_name))
        series.setPointsVisible(len(played) <= 200)
        pen = series.pen()
        pen.setColor(player_colour(group[0].colour, group[0].player_id, dark))
        pen.setWidth(3)
        series.setPen(pen)
        series.setColor(pen.color())
        series.replace([QPointF(_ms(s.started), times[s.game_id][1]) for s in group])
        panel.chart.addSeries(series)
    panel.add_axis(_time_axis(played), Qt.AlignmentFlag.AlignBottom)
    y = QValueAxis()
    highest = max(times[s.game_id][1] for s in played)
    _whole_numbers(y, max(10, math.ceil(highest)))
    _room_around(y)
    y.setLabelFormat("%d")
    y.setTitleText(Statistics.tr("Seconds per attempt"))
    panel.add_axis(y, Qt.AlignmentFlag.AlignLeft)
    panel.chart.legend().setVisible(len(groups) > 1)


# The most teams the expedition chart draws (the teams played last): more lines cannot be read.
CHART_TEAMS = 7


def fill_expedition_chart(panel: ChartPanel, expeditions: Sequence[Expedition]) -> None:
    """How far each team got, game after game: one line per team (the teams played last),
    its points the furthest point of each game (the campground, A, B or the peak)."""
    teams = [e for e in expeditions if e.games][:CHART_TEAMS]
    panel.clear(empty=not teams)
    if not teams:
        return
    dark = is_dark(panel.palette())
    for n, team in enumerate(teams):
        series = QLineSeries()
        series.setName(legend_name(", ".join(team.player_names)))
        series.setPointsVisible(True)
        pen = series.pen()
        pen.setColor(player_colour(None, n, dark))
        pen.setWidth(3)
        series.setPen(pen)
        series.setColor(pen.color())
        games = drawn_games(team)
        series.replace([QPointF(i + 1, POINTS.index(g.furthest)) for i, g in enumerate(games)])
        series.hovered.connect(_expedition_hover(team, games))
        panel.chart.addSeries(series)
    most = max(1, max(len(drawn_games(t)) for t in teams))
    x = QValueAxis()
    x.setLabelFormat("%d")
    # Ticks on the games (1, 2, ...), half a game of room either side of the first and last.
    x.setTickType(QValueAxis.TickType.TicksDynamic)
    x.setTickAnchor(1)
    x.setTickInterval(max(1, -(-most // 8)))
    x.setRange(0.5, most + 0.5)
    x.setTitleText(Statistics.tr("Game of the team"))
    panel.add_axis(x, Qt.AlignmentFlag.AlignBottom)
    y = QCategoryAxis()
    y.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    for i, point in enumerate(POINTS):
        y.append(point_name(point), i)
    # A little room below the campground and above the peak, so no point sits on the edge.
    y.setStartValue(-0.25)
    y.setRange(-0.25, len(POINTS) - 0.75)
    panel.add_axis(y, Qt.AlignmentFlag.AlignLeft)
    panel.chart.legend().setVisible(True)


def drawn_games(team: Expedition) -> list[ExpeditionGame]:
    """The games a team's line shows: a game still being played is left out while it has
    not got as far as the game before it (it is no result yet, and would be drawn as a
    drop)."""
    out: list[ExpeditionGame] = []
    for g in team.games:
        behind = bool(out) and POINTS.index(g.furthest) < POINTS.index(out[-1].furthest)
        if g.result == "playing" and behind:
            continue
        out.append(g)
    return out


def _expedition_hover(team: Expedition, games: Sequence[ExpeditionGame]) -> Any:
    """What hovering a point of a team's line says, as plain text."""

    def hovered(point: QPointF, state: bool) -> None:
        if not state or not games:
            QToolTip.hideText()
            return
        i = min(max(round(point.x()) - 1, 0), len(games) - 1)
        g = games[i]
        QToolTip.showText(
            QCursor.pos(),
            plain_tooltip(
                Statistics.tr("{0}, {1}: started at {2}, got to {3}").format(
                    ", ".join(team.player_names),
                    day_month(g.created_at),
                    point_name(g.start),
                    point_name(g.furthest),
                )
            ),
        )

    return hovered
