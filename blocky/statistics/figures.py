"""Periods, rounding and the few judgements the statistics screen makes, without Qt.

Rounding: every figure is rounded half up, from its exact value (5 of 8 is 62.5 %, shown
"63 %"; 1.25 attempts per card "1.3", 1.75 "1.8"), so the same value never shows two ways.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from enum import StrEnum
from fractions import Fraction
from math import floor

from blocky.store.stats import CardStats, StatsFilter, TeamProgress

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


def exact(value: float | Fraction | int) -> Fraction:
    """The exact value behind a figure: a rate computed as a float (part / whole, both
    small) is taken back to its fraction, so 0.625 is 5/8 and not a binary neighbour."""
    if isinstance(value, Fraction):
        return value
    return Fraction(value).limit_denominator(1_000_000)


def round_half_up(value: float | Fraction | int, digits: int = 0) -> Fraction:
    scale = 10**digits
    return Fraction(floor(exact(value) * scale + Fraction(1, 2)), scale)


def percent_number(rate: float | Fraction) -> int:
    """A rate (0..1) as a whole percentage, halves rounded up: 5/8 -> 63."""
    return int(round_half_up(exact(rate) * 100))


def tenths(value: float | Fraction) -> tuple[int, int]:
    """A value to one decimal, halves rounded up, as (whole part, tenths): 1.25 -> (1, 3)."""
    n = int(round_half_up(value, 1) * 10)
    return n // 10, n % 10


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
