"""The team's next expedition: for each level (T1) and start (T2), the chance the team
reaches the peak, simulated with the team rules (T1-T10) from each adventurer's per-card
odds, and the one to suggest.

Pure Python, a seeded ``random.Random``. The simulated team plays one plain way: the
normal route; another attempt after a failure while a squirrel is left (none on a fox
space, T6); the fox fed whenever the team stands on a fox space with a squirrel; the
major shortcut taken whenever it can be paid (T7).

The suggestion is the hardest way to play that the team still wins more often than not
(advanced is harder than beginners, the campground harder than intermediate A, A harder
than B); when none wins half the time, the way it wins most often.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from blocky.games.blocky_mountains.catalogue import PILES, SQUIRRELS_IN_BOX, Catalogue

#: The ways to play, hardest first: (level, start).
WAYS: tuple[tuple[str, str], ...] = (
    ("advanced", "campground"),
    ("beginner", "campground"),
    ("advanced", "A"),
    ("beginner", "A"),
    ("advanced", "B"),
    ("beginner", "B"),
)
#: Games simulated for each way.
GAMES = 1000
#: A way is suggested when the team reaches the peak at least this often.
WIN_ENOUGH = 0.5


@dataclass(frozen=True, slots=True)
class Way:
    level: str
    start: str
    #: The chance the team reaches the peak this way.
    chance: float


@dataclass(frozen=True, slots=True)
class ExpeditionOutlook:
    """Every way to play with its chance, hardest first, and the one suggested."""

    ways: tuple[Way, ...]
    suggested: Way


def _play(
    catalogue: Catalogue,
    odds: Sequence[Mapping[str, float]],
    level: str,
    start: str,
    rng: random.Random,
) -> bool:
    """One team game (T1-T10); True when the team reaches the peak."""
    tm = catalogue.team_map
    seats = len(odds)
    pool = seats if level == "beginner" else 0  # T1
    frolicking = SQUIRRELS_IN_BOX - pool
    pos = tm.start_space(start)
    reached = {d.pile for d in tm.destinations if d.space <= pos}
    piles = []
    for p in PILES:
        ids = [c.id for c in catalogue.pile_cards(p)]
        rng.shuffle(ids)
        piles.append(ids)
    seat = 0

    def move(to: int) -> None:
        nonlocal pos, pool, frolicking
        pos = min(to, tm.peak)
        for d in tm.destinations:  # T5
            if pos >= d.space and d.pile not in reached:
                reached.add(d.pile)
                got = min(d.squirrels, frolicking)
                pool += got
                frolicking -= got

    for _ in range(1000):
        if pos >= tm.peak:
            return True  # T10
        sc = tm.major_shortcut
        if pos == sc.start and pool >= sc.cost:  # T7
            pool -= sc.cost
            frolicking += sc.cost
            move(sc.end)
            if pos >= tm.peak:
                return True
        section = "A" if pos < tm.destination("A").space else "B"
        if pos >= tm.destination("B").space:
            section = "C"
        pile = piles[PILES.index(section)]
        card = pile.pop()
        if pos in tm.fox and pool >= 1:  # T6: feed the fox
            pool -= 1
            frolicking += 1
            move(pos + 1)
            if pos >= tm.peak:
                return True
        no_retry = pos in tm.fox
        chance = odds[seat].get(card, 0.5)
        mastered = rng.random() < chance
        while not mastered and not no_retry and pool >= 1:  # R6
            pool -= 1
            frolicking += 1
            mastered = rng.random() < chance
        if mastered:  # T4
            move(pos + 1)
            if pos >= tm.peak:
                return True
        new_section = "A" if pos < tm.destination("A").space else "B"
        if pos >= tm.destination("B").space:
            new_section = "C"
        if new_section == section and not pile:
            return False  # T9: the pile is used up before the destination
        seat = (seat + 1) % seats
    return False  # pragma: no cover - a team game always ends


def peak_chance(
    catalogue: Catalogue,
    odds: Sequence[Mapping[str, float]],
    level: str,
    start: str,
    *,
    games: int = GAMES,
    seed: int = 0,
) -> float:
    """The chance a team (``odds``: each adventurer's chance per card, in seat order)
    reaches the peak playing ``level`` from ``start``."""
    if not 2 <= len(odds) <= 7:
        raise ValueError(f"a team has 2 to 7 adventurers, not {len(odds)}")
    if (level, start) not in WAYS:
        raise ValueError(f"no way to play {level!r} from {start!r}")
    rng = random.Random(seed)
    return sum(_play(catalogue, odds, level, start, rng) for _ in range(games)) / games


def expedition_outlook(
    catalogue: Catalogue,
    odds: Sequence[Mapping[str, float]],
    *,
    games: int = GAMES,
    seed: int = 0,
) -> ExpeditionOutlook:
    """Every way to play with its chance to reach the peak, and the suggestion."""
    ways = tuple(
        Way(level, start, peak_chance(catalogue, odds, level, start, games=games, seed=seed))
        for level, start in WAYS
    )
    enough = [w for w in ways if w.chance >= WIN_ENOUGH]
    suggested = enough[0] if enough else max(ways, key=lambda w: w.chance)
    return ExpeditionOutlook(ways, suggested)
