"""Plain helpers for the statistics screen: periods, number words, hardest and easiest cards.

No Qt here, so the arithmetic is tested without widgets.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum

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
    """First and last day (both included) of ``period`` as seen on ``today``."""
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


def percent(rate: float) -> str:
    """0.75 -> "75 %" (the space keeps the sign from touching the number on small screens)."""
    return f"{round(rate * 100)} %"


def one_decimal(value: float) -> str:
    return f"{value:.1f}"


def duration_text(span: timedelta) -> str:
    minutes = max(0, round(span.total_seconds() / 60))
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


@dataclass(frozen=True, slots=True)
class CardTotal:
    """One card's numbers over everyone (or one player) in the filter."""

    card: str
    card_name: str
    pile: str
    attempts: int
    plays: int
    mastered: int
    first_attempt: int

    @property
    def mastered_rate(self) -> float:
        return self.mastered / self.plays if self.plays else 0.0

    @property
    def first_attempt_rate(self) -> float:
        return self.first_attempt / self.plays if self.plays else 0.0

    @property
    def mean_attempts(self) -> float:
        return self.attempts / self.plays if self.plays else 0.0


def card_totals(rows: Iterable[CardStats]) -> list[CardTotal]:
    """Per card, summed over the players in ``rows``; in pile then card order."""
    sums: dict[str, list[int]] = {}
    names: dict[str, tuple[str, str]] = {}
    for r in rows:
        s = sums.setdefault(r.card, [0, 0, 0, 0])
        s[0] += r.attempts
        s[1] += r.plays
        s[2] += r.mastered
        s[3] += r.first_attempt
        names[r.card] = (r.card_name, r.pile)
    totals = [CardTotal(c, names[c][0], names[c][1], *s) for c, s in sums.items()]
    return sorted(totals, key=lambda t: (t.pile, t.card_name))


def hardest_and_easiest(
    totals: Sequence[CardTotal], count: int = 3
) -> tuple[list[CardTotal], list[CardTotal]]:
    """The cards mastered least and most often (ties: more attempts is harder).

    Cards played fewer than twice say little, so they only count when nothing
    else was played twice. A card is never both hardest and easiest.
    """
    played = [t for t in totals if t.plays >= 2] or [t for t in totals if t.plays]
    hard_first = sorted(played, key=lambda t: (t.mastered_rate, -t.mean_attempts, t.card_name))
    hardest = hard_first[:count]
    easy_first = sorted(
        played,
        key=lambda t: (-t.mastered_rate, -t.first_attempt_rate, t.mean_attempts, t.card_name),
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
