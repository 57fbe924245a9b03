"""The fair race: each player's chance to win with and without the suggested handicap.

Families of 2 to 4 players whose first-try rates (the mean of their chances over the
cards: A cards 15 points easier, C cards 15 points harder) differ by up to 40 points;
for each, the suggestion of :func:`blocky.games.blocky_mountains.handicap.suggest_handicap`
and every player's chance to win without and with it, from races on other luck than the
search's. Also the time a few thousand simulated races take.
"""

from __future__ import annotations

import random
import time

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.handicap import (
    RACES,
    SHOWN_RACES,
    suggest_handicap,
    win_chances,
)

CHECK_RACES = 3000
FAMILIES = 9


def _player(rate: float) -> dict[str, float]:
    ease = {"A": 0.15, "B": 0.0, "C": -0.15}
    return {c.id: min(0.97, max(0.03, rate + ease[c.pile])) for c in default_catalogue().cards}


def families(seed: int = 7) -> list[tuple[float, ...]]:
    """First-try rates of 2, 3 and 4 players, the weakest and the strongest 40 points
    apart (the others between), in a random seat order."""
    rng = random.Random(seed)
    out: list[tuple[float, ...]] = []
    for k in range(FAMILIES):
        n = 2 + k % 3
        low = rng.choice((0.4, 0.45, 0.5, 0.55))
        rates = [low, low + 0.4] + [round(rng.uniform(low, low + 0.4), 2) for _ in range(n - 2)]
        rng.shuffle(rates)
        out.append(tuple(rates))
    return out


def run() -> list[tuple[str, str]]:
    cat = default_catalogue()
    out: list[tuple[str, str]] = []
    players = [_player(0.45), _player(0.85)]
    start = time.perf_counter()
    win_chances(cat, players, races=RACES)
    out.append((f"{RACES} simulated races, 2 players", f"{time.perf_counter() - start:.2f} s"))
    fair = 0
    total = first = 0.0
    for rates in families():
        n = len(rates)
        # As the new-game page does: the chances without a handicap are shown first,
        # and the suggestion, asked for then, starts from them.
        start = time.perf_counter()
        shown = win_chances(cat, [_player(r) for r in rates], races=SHOWN_RACES, seed=3)
        first += time.perf_counter() - start
        start = time.perf_counter()
        got = suggest_handicap(
            cat, [_player(r) for r in rates], races=SHOWN_RACES, seed=3, without=shown
        )
        seconds = time.perf_counter() - start
        total += seconds
        check = win_chances(
            cat, [_player(r) for r in rates], got.handicaps, races=CHECK_RACES, seed=77
        )
        even = 1 / n
        off = max(abs(w - even) for w in check.win)
        fair += off <= 0.10
        words = ", ".join(
            ("difficult" if h.difficult else "")
            + (f"+{h.squirrels} squirrels" if h.squirrels else "")
            + (f" +{h.spaces} spaces" if h.spaces else "")
            or "none"
            for h in got.handicaps
        )
        out.append(
            (
                "first-try rates " + " / ".join(f"{r:.0%}" for r in rates),
                "without "
                + " / ".join(f"{w:.0%}" for w in got.without.win)
                + f" (spread {got.without.spread:.0%}); with "
                + " / ".join(f"{w:.0%}" for w in check.win)
                + f" (farthest from even {off:.0%}); handicap: {words}; {seconds:.2f} s",
            )
        )
    out.append(
        (
            "families brought within 10 points of an even share",
            f"{fair} of {len(families())}; a suggestion takes {total / len(families()):.2f} s "
            f"on average (the chances without it, shown first, {first / len(families()):.2f} s)",
        )
    )
    return out
