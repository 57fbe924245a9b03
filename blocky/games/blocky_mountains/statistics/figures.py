"""Periods, rounding and the few judgements the statistics screen makes, without Qt.

Rounding: every figure is rounded half up, from its exact value (blocky/core/rounding.py,
which every game's figures share), so the same value never shows two ways.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from enum import StrEnum
from fractions import Fraction

from blocky.core.rounding import exact, round_half_up
from blocky.games.blocky_mountains.statistics.cards import CardStats
from blocky.games.blocky_mountains.statistics.filters import StatsFilter
from blocky.games.blocky_mountains.statistics.team import TeamProgress

#: Team destinations in the order a team reaches them.
_DESTINATIONS = (None, "A", "B", "C")


class Period(StrEnum):
    ALL = "all"
    WEEK = "week"
    MONTH = "month"
    YEAR = "year"
    CUSTOM = "custom"


def period_bounds(
    period: Period, today: date, since: date | None = None, until: date | None = None
) -> tuple[date | None, date | None]:
    """First and last local day (both included) of ``period`` as seen on ``today`` (the
    players' own date)."""
    if period is Period.WEEK:
        return today - timedelta(days=6), today
    if period is Period.MONTH:
        return today - timedelta(days=29), today
    if period is Period.YEAR:
        return date(today.year, 1, 1), today
    if period is Period.CUSTOM:
        if since is not None and until is not None and since > until:
            since, until = until, since  # a reversed range still means the days between
        return since, until
    return None, None


def make_filter(
    player_id: int | None,
    period: Period,
    today: date,
    mode: str | None = None,
    since: date | None = None,
    until: date | None = None,
) -> StatsFilter:
    start, end = period_bounds(period, today, since, until)
    return StatsFilter(player_id=player_id, since=start, until=end, mode=mode)


def duration_minutes(span: timedelta) -> int:
    """Whole minutes of a span (to the second), halves rounded up, never below 0."""
    seconds = Fraction(round(span.total_seconds()))
    return max(0, int(round_half_up(seconds / 60)))


def hardest_and_easiest(
    totals: Sequence[CardStats], count: int = 3
) -> tuple[list[CardStats], list[CardStats]]:
    """The cards mastered least and most often (ties: more attempts is harder).

    Only decided plays count. Cards played fewer than twice say little, so they only
    count when nothing else was played twice. A card mastered every time is never
    "hardest", one never mastered never "easiest", and no card is both.
    """
    played = [t for t in totals if t.decided >= 2] or [t for t in totals if t.decided]
    hard_first = sorted(
        (t for t in played if t.mastered < t.decided),
        key=lambda t: (exact(t.mastered_rate), -exact(t.mean_attempts), t.card_name),
    )
    hardest = hard_first[:count]
    easy_first = sorted(
        (t for t in played if t.mastered > 0),
        key=lambda t: (
            -exact(t.mastered_rate),
            -exact(t.first_attempt_rate),
            exact(t.mean_attempts),
            t.card_name,
        ),
    )
    easiest = [t for t in easy_first if t not in hardest][:count]
    return hardest, easiest


def best_team_run(games: Sequence[TeamProgress]) -> TeamProgress | None:
    """The furthest a team got: a win first, then the furthest destination, then the space."""
    if not games:
        return None
    return max(
        games,
        key=lambda g: (
            g.result == "won",
            _DESTINATIONS.index(g.furthest) if g.furthest in _DESTINATIONS else 0,
            g.position,
            -g.game_id,
        ),
    )
