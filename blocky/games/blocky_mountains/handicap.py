"""A fair race: each player's chance to win, simulated with the race rules from their
per-card odds, and a handicap (H1-H2, house rules) that evens the chances out.

Pure Python. :func:`win_chances` plays a few thousand races (R1-R13, with the handicaps
of H1) between players who master each card first go with the chance the coach gives
them, and who play by one plain, sensible way (below, the same for everyone).
:func:`suggest_handicap` tries the levers H1 allows, one step at a time, for one player
below an even share or for all of them together: extra squirrels at the start (a player
starts with at most 6), a head start of 1 to 3 spaces, and, for the strongest player,
the difficult route whenever it is offered. A handicap changes nothing else (H2).

The race is simulated here rather than through :func:`blocky.games.blocky_mountains.game.apply`
because a few thousand races must take well under a second; tests/games/blocky_mountains/
test_coach_handicap.py plays the same races with the engine and checks that both agree.

**How every simulated player plays** (the same in the engine's check in the tests):

- a shortcut when on its space and it can be paid, keeping a squirrel for a retry;
- a card's *promise* is the chance of mastering it (the mean over the cards a pile
  may turn up) times the move forward, less the chance of failing times the move back,
  each by the tile the player would turn over: the better of the letter tile and the
  face-down tile (counted at the mean of the tiles it can be: every neutral tile not
  face up in the display or the discard) when both lie there, else the one left;
- with no route built, the pile that promises most;
- with a route built, taking it, unless a change promises more, less SQUIRREL_VALUE
  for every squirrel it costs (nothing from a compass space);
- the normal route (the difficult one only when a handicap says so);
- after a failure, another attempt while a squirrel is left;
- the first player on a card turns over the tile that moves them furthest for the
  outcome, the face-down one counted as above.

Chance in the simulation comes from a seeded ``random.Random``: the same seed gives the
same chances.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from blocky.games.blocky_mountains.catalogue import (
    PILES,
    SQUIRRELS_IN_BOX,
    START_SQUIRRELS,
    Catalogue,
    OwlValue,
    RaceMap,
)
from blocky.games.blocky_mountains.state import (
    MAX_HEAD_START,
    MAX_START_SQUIRRELS,
    NO_HANDICAP,
    Handicap,
)

#: How many races :func:`win_chances` plays unless told.
RACES = 2000
#: How many races the chances a family is shown rest on (within about 1.5 points).
SHOWN_RACES = 1000
#: How many races each handicap tried by :func:`suggest_handicap` is judged on.
SEARCH_RACES = 600
#: A race is fair enough when every player's chance is within this of an even share.
FAIR_WITHIN = 0.05
#: The players' chances count as different (a handicap is worth offering) beyond this.
OFFER_BEYOND = 0.10

#: The levels of the handicap for a weaker player, from none to the most H1 allows:
#: extra squirrels first (they pay for retries, which help most), then a head start.
_EXTRA = MAX_START_SQUIRRELS - START_SQUIRRELS
STEPS: tuple[tuple[int, int], ...] = tuple(
    [(sq, 0) for sq in range(_EXTRA + 1)] + [(_EXTRA, sp) for sp in range(1, MAX_HEAD_START + 1)]
)


#: What a squirrel is worth to the simulated players, in spaces, when they weigh a route
#: change that costs squirrels.
SQUIRREL_VALUE = 0.5
#: A route change is made only when it promises this much more than taking the built
#: route (after SQUIRREL_VALUE for each squirrel it costs).
CHANGE_MARGIN = 0.0


@dataclass(frozen=True, slots=True)
class Chances:
    """Each player's chance to win (ties shared), with how many races it rests on."""

    win: tuple[float, ...]
    races: int

    @property
    def spread(self) -> float:
        """The highest chance less the lowest."""
        return max(self.win) - min(self.win)

    def off_even(self) -> float:
        """How far the farthest player is from an even share."""
        even = 1 / len(self.win)
        return max(abs(w - even) for w in self.win)


_T = TypeVar("_T")


def _draw(things: list[_T], rng: random.Random) -> _T:
    """Take one of ``things`` at random (their order is of no account)."""
    j = int(rng.random() * len(things))
    things[j], things[-1] = things[-1], things[j]
    return things.pop()


class _Race:
    """One race, as plain lists (the rules of R1-R13 and H1)."""

    __slots__ = (
        "cards",
        "discard",
        "draw",
        "frolicking",
        "letter",
        "letter_up",
        "neutral",
        "neutral_up",
        "odds",
        "pile_sums",
        "piles",
        "positions",
        "race_map",
        "rng",
        "squirrels",
        "tiles",
        "difficult",
        "extra",
        "unseen",
    )

    def __init__(self, setup: _Setup, rng: random.Random) -> None:
        self.rng = rng
        self.race_map = setup.race_map
        self.letter = setup.letter
        self.tiles = setup.tiles
        self.odds = setup.odds
        self.extra = setup.extra
        self.difficult = setup.difficult
        self.positions = list(setup.positions)
        self.squirrels = list(setup.squirrels)
        self.frolicking = SQUIRRELS_IN_BOX - sum(self.squirrels)
        # The piles and the draw pile are in no order: a card or tile is drawn at random
        # from what is left (_draw), which is the same as shuffling them first but
        # costs a random number only for what is drawn.
        self.piles: list[list[int]] = [list(ids) for ids in setup.piles]
        self.pile_sums = [list(sums) for sums in setup.pile_sums]
        self.draw: list[OwlValue] = list(setup.tiles)
        self.neutral: list[OwlValue] = [_draw(self.draw, rng) for _ in PILES]
        self.discard: list[OwlValue] = []
        self.letter_up = [False] * len(PILES)
        self.neutral_up = [False] * len(PILES)
        #: The neutral tiles nobody sees (face down in the display or the draw pile):
        #: how many, their advances and their backs, kept as tiles turn up and come back.
        self.unseen = list(setup.unseen)

    def unseen_mean(self) -> tuple[float, float]:
        """The mean (advance, back) of a face-down neutral tile: any neutral tile not face
        up in the display or the discard."""
        n, advance, back = self.unseen
        if not n:
            return 0.0, 0.0
        return advance / n, back / n

    def _turn_up(self, value: OwlValue, sign: int) -> None:
        """A neutral tile turns face up (``sign`` -1) or back face down (+1)."""
        u = self.unseen
        u[0] += sign
        u[1] += sign * value.advance
        u[2] += sign * value.back

    def _restore(self, i: int) -> None:
        """R4, R7: the card under pile ``i`` leaves: its letter tile turns back, a face-up
        neutral tile goes to the discard and a new one is drawn (the discards reshuffled
        into a new draw pile when it is used up)."""
        self.letter_up[i] = False
        if self.neutral_up[i]:
            self.discard.append(self.neutral[i])
            if not self.draw:
                self.draw = self.discard
                self.discard = []
                for v in self.draw:
                    self._turn_up(v, 1)
            self.neutral[i] = _draw(self.draw, self.rng)
            self.neutral_up[i] = False

    def _move(self, seat: int, delta: int) -> bool:
        """R8: move and stop at both ends; True when the peak is reached now."""
        rm = self.race_map
        here = self.positions[seat]
        new = max(rm.campground, min(rm.peak, here + delta))
        self.positions[seat] = new
        return new == rm.peak and here != rm.peak

    def _fresh_promise(self, seat: int, i: int, mean: tuple[float, float]) -> float:
        left = len(self.piles[i])
        if not left:
            return float("-inf")
        p = self.pile_sums[seat][i] / left
        letter = self.letter[i]
        return p * max(letter.advance, mean[0]) - (1 - p) * min(letter.back, mean[1])

    def _take_promise(self, seat: int, card: int, i: int, mean: tuple[float, float]) -> float:
        p = self.odds[seat][card]
        if not self.letter_up[i]:
            adv, back = float(self.letter[i].advance), float(self.letter[i].back)
        else:
            adv, back = mean
        return p * adv - (1 - p) * back

    def _attempts(self, seat: int, card: int) -> bool:
        """R5, R6 and H1: the player's attempts at ``card``; True when mastered."""
        p = self.odds[seat][card]
        reward = self.extra[card]
        if reward and self.difficult[seat]:
            if self.rng.random() < p:
                got = min(reward, self.frolicking)  # R10
                self.squirrels[seat] += got
                self.frolicking -= got
                return True
            return False
        while True:
            if self.rng.random() < p:
                return True
            if self.squirrels[seat] < 1:
                return False
            self.squirrels[seat] -= 1
            self.frolicking += 1

    def play(self) -> list[float]:
        """Play the race to its end; each player's share of the win (ties shared, R13)."""
        n = len(self.positions)
        rm = self.race_map
        piles = range(len(PILES))
        built: tuple[int, int] | None = None  # the built card and its pile
        final = False
        seat = 0
        while True:
            start_space = self.positions[seat]
            # R9: a shortcut, keeping a squirrel for a retry
            sc = rm.shortcut_from(start_space)
            took_peak = False
            if sc is not None and self.squirrels[seat] >= sc.cost + 1:
                self.squirrels[seat] -= sc.cost
                self.frolicking += sc.cost
                if self._move(seat, sc.end - start_space):
                    final = True
                took_peak = self.positions[seat] >= rm.peak
            if not took_peak:
                mean = self.unseen_mean()
                first = True
                if built is None:
                    i = max(piles, key=lambda k: self._fresh_promise(seat, k, mean))
                else:
                    card, i = built
                    take = self._take_promise(seat, card, i, mean)
                    free = start_space in rm.compass
                    best_k, best = -1, take + CHANGE_MARGIN
                    for k in piles:
                        cost = 0 if free else rm.route_change_cost[PILES[k]]
                        if cost > self.squirrels[seat] or not self.piles[k]:
                            continue
                        worth = self._fresh_promise(seat, k, mean) - SQUIRREL_VALUE * cost
                        if worth > best:
                            best_k, best = k, worth
                    if best_k < 0:
                        first = False
                    else:
                        # R4: the built card leaves at once, its display restored
                        self._restore(i)
                        if not self.piles[i]:
                            return self._ranking()  # R12
                        cost = 0 if free else rm.route_change_cost[PILES[best_k]]
                        self.squirrels[seat] -= cost
                        self.frolicking += cost
                        built = None
                        i = best_k
                        mean = self.unseen_mean()
                if first:
                    card = _draw(self.piles[i], self.rng)
                    for other in range(n):
                        self.pile_sums[other][i] -= self.odds[other][card]
                    built = (card, i)
                mastered = self._attempts(seat, card)
                # R7: the tile to turn over
                use_letter = not self.letter_up[i]
                if use_letter and not self.neutral_up[i]:
                    letter = self.letter[i]
                    use_letter = letter.advance >= mean[0] if mastered else letter.back <= mean[1]
                if use_letter:
                    self.letter_up[i] = True
                    value = self.letter[i]
                else:
                    self.neutral_up[i] = True
                    value = self.neutral[i]
                    self._turn_up(value, -1)
                if self._move(seat, value.advance if mastered else -value.back):
                    final = True
                if not first:
                    # R7: the second player on the card: it leaves
                    self._restore(i)
                    built = None
                    if not self.piles[i]:
                        return self._ranking()  # R12
            seat = (seat + 1) % n
            if final and seat == 0:
                return self._ranking()  # R11

    def _ranking(self) -> list[float]:
        """R13: the highest position wins, ties go to most squirrels, a tie on both is
        shared."""
        keys = list(zip(self.positions, self.squirrels, strict=True))
        best = max(keys)
        winners = sum(k == best for k in keys)
        return [1 / winners if k == best else 0.0 for k in keys]


@dataclass(frozen=True, slots=True)
class _Setup:
    """What every race of one set of players and handicaps starts from (cards as numbers)."""

    race_map: RaceMap
    letter: tuple[OwlValue, ...]
    tiles: tuple[OwlValue, ...]
    #: Per player, per card number: the chance of mastering it first go.
    odds: tuple[tuple[float, ...], ...]
    #: Per card number: the squirrels of its extra task (0: none).
    extra: tuple[int, ...]
    difficult: tuple[bool, ...]
    positions: tuple[int, ...]
    squirrels: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    #: Per player, per pile: the sum of their chances over the pile's cards.
    pile_sums: tuple[tuple[float, ...], ...]
    #: The neutral tiles: how many, their advances and their backs.
    unseen: tuple[int, int, int]


def _setup(
    catalogue: Catalogue, chances: Sequence[Mapping[str, float]], handicaps: Sequence[Handicap]
) -> _Setup:
    cards = catalogue.cards
    number = {c.id: k for k, c in enumerate(cards)}
    odds = tuple(tuple(float(ch.get(c.id, 0.5)) for c in cards) for ch in chances)
    piles = tuple(tuple(number[c.id] for c in catalogue.pile_cards(p)) for p in PILES)
    rm = catalogue.race_map
    return _Setup(
        rm,
        tuple(catalogue.letter_tiles[p] for p in PILES),
        tuple(catalogue.neutral_tiles),
        odds,
        tuple(0 if c.extra_task is None else c.extra_task.squirrels for c in cards),
        tuple(h.difficult for h in handicaps),
        tuple(min(rm.peak, rm.campground + h.spaces) for h in handicaps),
        tuple(START_SQUIRRELS + h.squirrels for h in handicaps),
        piles,
        tuple(tuple(sum(o[k] for k in pile) for pile in piles) for o in odds),
        (
            len(catalogue.neutral_tiles),
            sum(v.advance for v in catalogue.neutral_tiles),
            sum(v.back for v in catalogue.neutral_tiles),
        ),
    )


def win_chances(
    catalogue: Catalogue,
    chances: Sequence[Mapping[str, float]],
    handicaps: Sequence[Handicap] | None = None,
    *,
    races: int = RACES,
    seed: int = 0,
) -> Chances:
    """Each player's chance to win a race (players in turn order; ``chances`` maps each
    card id to the player's chance of mastering it first go, 0.5 for a card not listed),
    with ``handicaps`` (none when None), from ``races`` simulated races."""
    n = len(chances)
    if not 1 <= n <= 4:
        raise ValueError(f"a race is for 1 to 4 players, not {n}")
    hs = tuple(handicaps) if handicaps is not None else (NO_HANDICAP,) * n
    if len(hs) != n:
        raise ValueError("one handicap per player")
    if races < 1:
        raise ValueError("at least one race")
    for ch in chances:
        for card, p in ch.items():
            if not 0 <= p <= 1:
                raise ValueError(f"a chance is from 0 to 1, not {p!r} (card {card!r})")
    rng = random.Random(seed)
    setup = _setup(catalogue, chances, hs)
    wins = [0.0] * n
    for _ in range(races):
        for i, w in enumerate(_Race(setup, rng).play()):
            wins[i] += w
    return Chances(tuple(w / races for w in wins), races)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A handicap for each player (in turn order) and the chances with and without it."""

    handicaps: tuple[Handicap, ...]
    without: Chances
    with_handicap: Chances

    @property
    def is_none(self) -> bool:
        return all(h.is_none for h in self.handicaps)


def suggest_handicap(
    catalogue: Catalogue,
    chances: Sequence[Mapping[str, float]],
    *,
    races: int = RACES,
    search_races: int = SEARCH_RACES,
    seed: int = 0,
    without: Chances | None = None,
) -> Suggestion:
    """A handicap that brings every player's chance to win near an even share.

    Each player but the strongest (the likeliest to win without a handicap) starts at a
    level of :data:`STEPS` in proportion to how far below an even share they are; then,
    step by step, the try that brings the race nearest even (:func:`_far`) is kept: one
    level more for a player below an even share or for all of them, one less for a
    player above it or for all of them, or the difficult route whenever offered for the
    strongest, or not. It stops when every player is within FAIR_WITHIN of an even
    share, or no try helps. Each try is judged on races of one seed (the same cards and
    tiles for every try, so tries are compared on equal luck): first on a third of
    ``search_races``, to come near cheaply, then on all of them, to settle; the chances
    returned are from ``races`` races.
    ``without``: the chances without a handicap when already known (from
    :func:`win_chances` with these ``races`` and ``seed``), not played again.
    """
    n = len(chances)
    none = (NO_HANDICAP,) * n
    if without is None or len(without.win) != n:
        without = win_chances(catalogue, chances, none, races=races, seed=seed)
    if n < 2:
        return Suggestion(none, without, without)
    even = 1 / n
    # The strongest is the one most likely to win without a handicap.
    strongest = max(range(n), key=lambda i: without.win[i])
    top = len(STEPS) - 1
    levels = [
        0 if i == strongest else min(top, round(max(0.0, even - without.win[i]) / even * 5))
        for i in range(n)
    ]
    difficult = False

    def handicaps(lv: Sequence[int], diff: bool) -> tuple[Handicap, ...]:
        return tuple(
            Handicap(STEPS[lv[i]][0], STEPS[lv[i]][1], diff and i == strongest) for i in range(n)
        )

    def judge(lv: Sequence[int], diff: bool, races: int) -> Chances:
        return win_chances(catalogue, chances, handicaps(lv, diff), races=races, seed=seed + 1)

    def tries(current: Chances) -> list[tuple[list[int], bool]]:
        """The handicaps one step from ``levels``: a level more for one player below an
        even share, or for all of them together; a level less for one above it, or for
        all of them together; the difficult route for the strongest, or not (it costs
        them their retries on a card with an extra task, but pays squirrels: which way
        it moves their chance depends on how they build)."""
        out: list[tuple[list[int], bool]] = []
        ups = [i for i in range(n) if current.win[i] < even and levels[i] < top and i != strongest]
        downs = [i for i in range(n) if current.win[i] > even and levels[i] > 0]
        for group in [[i] for i in ups] + ([ups] if len(ups) > 1 else []):
            out.append(([lv + (i in group) for i, lv in enumerate(levels)], difficult))
        for group in [[i] for i in downs] + ([downs] if len(downs) > 1 else []):
            out.append(([lv - (i in group) for i, lv in enumerate(levels)], difficult))
        out.append((list(levels), not difficult))
        return out

    # First on fewer races, to come near cheaply, then on all of them, to settle.
    for races_now in (max(1, search_races // 3), search_races):
        current = judge(levels, difficult, races_now)
        for _ in range(2 * n * len(STEPS)):
            if current.off_even() <= FAIR_WITHIN:
                break
            best: tuple[Chances, list[int], bool] | None = None
            for lv, diff in tries(current):
                got = judge(lv, diff, races_now)
                if best is None or _far(got) < _far(best[0]):
                    best = (got, lv, diff)
            if best is None or _far(best[0]) >= _far(current):
                break
            current, levels, difficult = best
    hs = handicaps(levels, difficult)
    if all(h.is_none for h in hs):
        return Suggestion(hs, without, without)
    return Suggestion(hs, without, win_chances(catalogue, chances, hs, races=races, seed=seed))


def _far(chances: Chances) -> tuple[float, float]:
    """How far a race is from even: the farthest player, then (between races alike in
    that) the sum of every player's squared distance."""
    even = 1 / len(chances.win)
    return chances.off_even(), sum((w - even) ** 2 for w in chances.win)


def worth_offering(chances: Chances) -> bool:
    """The players' chances differ enough for a handicap to be worth offering."""
    return len(chances.win) >= 2 and chances.spread > OFFER_BEYOND


@dataclass(frozen=True, slots=True)
class PlayedRace:
    """A finished race of the record: its players (turn order), whether it was played
    with a handicap, and who won (shared wins all count)."""

    players: tuple[str, ...]
    handicapped: bool
    winners: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WinsRecord:
    """How often each of a group of players won their races together, with a handicap
    and without: did the handicap even the wins out?"""

    players: tuple[str, ...]
    with_races: int
    with_wins: tuple[int, ...]
    without_races: int
    without_wins: tuple[int, ...]

    @property
    def with_spread(self) -> float | None:
        """The highest share of wins less the lowest, with a handicap (None: no race)."""
        return _spread(self.with_wins, self.with_races)

    @property
    def without_spread(self) -> float | None:
        return _spread(self.without_wins, self.without_races)


def _spread(wins: Sequence[int], races: int) -> float | None:
    if not races:
        return None
    return (max(wins) - min(wins)) / races


def wins_record(races: Sequence[PlayedRace], players: Sequence[str]) -> WinsRecord:
    """The wins of ``players`` in the races they played together, and no one else."""
    group = frozenset(players)
    counts = {True: [0] * len(players), False: [0] * len(players)}
    played = {True: 0, False: 0}
    for race in races:
        if frozenset(race.players) != group or len(race.players) != len(players):
            continue
        played[race.handicapped] += 1
        for i, name in enumerate(players):
            counts[race.handicapped][i] += name in race.winners
    return WinsRecord(
        tuple(players),
        played[True],
        tuple(counts[True]),
        played[False],
        tuple(counts[False]),
    )
