"""The statistics charts filled from the figures: the training lines, the bars per route
and per card, the time per attempt and how far each team got."""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QCategoryAxis,
    QHorizontalBarSeries,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtWidgets import QToolTip

from blocky.games.blocky_mountains.statistics import Expedition, ExpeditionGame, TrainingSession
from blocky.ui.games.blocky_mountains.statistics.charts import (
    PILE_COLOURS,
    RECENT_SESSIONS,
    ChartPanel,
    by_player,
    epoch_ms,
    player_colour,
    room_around,
    session_time_axis,
    whole_numbers,
)
from blocky.ui.games.blocky_mountains.statistics.columns import POINTS, point_name
from blocky.ui.games.blocky_mountains.statistics.data import CardTotal, percent
from blocky.ui.games.blocky_mountains.statistics.models import Statistics, card_text, day_month
from blocky.ui.kit.theme import FONT_NORMAL, font, is_dark
from blocky.ui.kit.widgets import plain_tooltip, short_name


def legend_name(name: str) -> str:
    """A player's name as a legend shows it: QtCharts draws legend labels as rich text,
    so the (cut) name is escaped and reads exactly as typed."""
    return html.escape(short_name(name), quote=False)



def player_line(first: TrainingSession, points: bool, dark: bool) -> QLineSeries:
    """A player's line: their name in the legend, their colour, 3 px wide, its points
    shown when there are few (``first``: one of the player's sessions)."""
    series = QLineSeries()
    # QtCharts draws a legend's names as rich text: a name is escaped (and cut).
    series.setName(legend_name(first.player_name))
    series.setPointsVisible(points)
    pen = series.pen()
    pen.setColor(player_colour(first.colour, first.player_id, dark))
    pen.setWidth(3)
    series.setPen(pen)
    series.setColor(pen.color())
    return series

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
    groups = by_player(played)
    for group in groups.values():
        series = player_line(group[0], len(played) <= 200, dark)
        if value == "rate":
            points = [QPointF(epoch_ms(s.started), s.mastered_rate * 100) for s in group]
        else:
            points = [QPointF(epoch_ms(s.started), s.squirrels_kept) for s in group]
        series.replace(points)
        series.hovered.connect(_hover_text(group, value))
        panel.chart.addSeries(series)
    x = session_time_axis(played)
    panel.add_axis(x, Qt.AlignmentFlag.AlignBottom)
    y = QValueAxis()
    if y_max is None:
        whole_numbers(y, max(s.squirrels_kept for s in played))
    else:
        y.setRange(0, y_max)
        y.setTickCount(6)
    room_around(y)
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
        nearest = min(group, key=lambda s: abs(epoch_ms(s.started) - point.x()))
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
        bars.setColor(QColor(PILE_COLOURS[pile]))
        bars.setBorderColor(QColor(PILE_COLOURS[pile]).darker(130))
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
    whole_numbers(y, max(s.cards_mastered for s in recent))
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
    groups = by_player(played)
    for group in groups.values():
        series = player_line(group[0], len(played) <= 200, dark)
        series.replace([QPointF(epoch_ms(s.started), times[s.game_id][1]) for s in group])
        panel.chart.addSeries(series)
    panel.add_axis(session_time_axis(played), Qt.AlignmentFlag.AlignBottom)
    y = QValueAxis()
    highest = max(times[s.game_id][1] for s in played)
    whole_numbers(y, max(10, math.ceil(highest)))
    room_around(y)
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
