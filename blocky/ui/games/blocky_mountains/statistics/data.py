"""Plain helpers for the statistics screen: number words over its game's figures
(blocky/games/blocky_mountains/statistics/figures.py).

No Qt here, so the arithmetic is tested without widgets; the screen passes the locale's
decimal sign in.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import timedelta

from blocky.core.rounding import percent_number, round_half_up, tenths
from blocky.games.blocky_mountains.statistics import CardStats
from blocky.games.blocky_mountains.statistics.figures import (
    Period,
    best_team_run,
    duration_minutes,
    hardest_and_easiest,
    make_filter,
    period_bounds,
)
from blocky.ui.kit.numbers import percent_text

__all__ = [
    "CardTotal",
    "Period",
    "best_team_run",
    "card_totals",
    "duration_text",
    "seconds_text",
    "hardest_and_easiest",
    "make_filter",
    "one_decimal",
    "percent",
    "period_bounds",
]

#: One card's numbers over everyone (or one player): the store's own shape.
CardTotal = CardStats


def percent(rate: float) -> str:
    """0.75 -> "75%" (German, French "75 %"); halves rounded up (5 of 8 -> "63%")."""
    return percent_text(percent_number(rate))


def one_decimal(value: float, point: str = ".") -> str:
    """1.25 -> "1.3", 1.75 -> "1.8" (halves rounded up), with the locale's decimal sign."""
    whole, tenth = tenths(value)
    return f"{whole}{point}{tenth}"


def duration_text(span: timedelta) -> str:
    minutes = duration_minutes(span)
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def seconds_text(seconds: float) -> str:
    """A build time: "45 s", "2 min 05 s" (whole seconds, halves rounded up: 12.5 s is
    "13 s")."""
    whole = max(0, int(round_half_up(seconds)))
    if whole < 60:
        return f"{whole} s"
    return f"{whole // 60} min {whole % 60:02d} s"


def card_totals(rows: Iterable[CardStats]) -> list[CardStats]:
    """Per card, summed over the rows given (the store's ``card_totals`` counts an attempt
    credited to two players once; this sums what it is given); route then card order."""
    sums: dict[str, list[int]] = {}
    names: dict[str, tuple[str, str]] = {}
    for r in rows:
        s = sums.setdefault(r.card, [0, 0, 0, 0, 0])
        s[0] += r.attempts
        s[1] += r.plays
        s[2] += r.mastered
        s[3] += r.first_attempt
        s[4] += r.open
        names[r.card] = (r.card_name, r.pile)
    totals = [CardStats(None, "", c, names[c][0], names[c][1], *s) for c, s in sums.items()]
    return sorted(totals, key=lambda t: (t.pile, t.card_name))
