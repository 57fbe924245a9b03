"""Resolving a round, rulings M3-M9, one function per step in the rulebook's order.

:func:`resolve_round` takes the spaces at the reveal and every balloon's card and
returns the events of each step plus where every balloon ends, or the hook choice it
must ask first (M8). It is a pure function of its arguments: the state, the record and
the views call it, and a view can replay its events one by one.

The first worked example: all on 5; Ana, Ben and Cleo play 7 kg, Dan 9 kg.

>>> from blocky.games.montgolfiere.cards import ballast
>>> r = resolve_round((5, 5, 5, 5), (ballast(7), ballast(7), ballast(7), ballast(9)), moon=15)
>>> r.spaces
(6, 6, 6, 5)
>>> [type(e).__name__ for e in r.events]
['CardsRevealed', 'SquadronBonus', 'BallastWins', 'BallastWins', 'BallastWins', 'BalloonsMove']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from blocky.games.montgolfiere.cards import Card, CardKind
from blocky.games.montgolfiere.events import (
    BallastWins,
    BalloonsMove,
    CardsRevealed,
    EngineClimbs,
    Event,
    GasReleased,
    GasWasted,
    HeldAtBottom,
    HookChoiceAsked,
    HookFollows,
    HookMisses,
    MoonReached,
    NothingMoves,
    SquadronBonus,
    StopsOnMoon,
    StormCount,
)

BALLAST, HOOK, GAS, STORM, ENGINE = (
    CardKind.BALLAST,
    CardKind.HOOK,
    CardKind.GAS,
    CardKind.STORM,
    CardKind.ENGINE,
)
_NO_CHOICES: Mapping[int, int] = {}


@dataclass(frozen=True, slots=True)
class HookOption:
    """One move a hook can follow: ``follow`` names a balloon giving it (the first in seat
    order), ``seats`` every balloon giving it, ``delta`` the move and ``to`` where the hook
    ends."""

    follow: int
    seats: tuple[int, ...]
    delta: int
    to: int


@dataclass(frozen=True, slots=True)
class HookQuestion:
    """The hook on ``seat`` (on ``space``) must choose among ``options`` (M8)."""

    seat: int
    space: int
    options: tuple[HookOption, ...]

    def option_of(self, follow: int) -> HookOption | None:
        """The option that following the balloon ``follow`` gives; None if it is not on
        the space above."""
        for option in self.options:
            if follow in option.seats:
                return option
        return None


@dataclass(frozen=True, slots=True)
class Resolution:
    """The events of a round so far, and where the balloons end (``spaces``), or the
    hook choice to ask first (``question``; ``spaces`` is then None)."""

    events: tuple[Event, ...]
    spaces: tuple[int, ...] | None
    question: HookQuestion | None
    stormy: bool
    cancelled: frozenset[int]


class _Round:
    """The working values of one resolution; each step reads and adds to them."""

    __slots__ = ("at", "cards", "cancelled", "delta", "events", "moon", "spaces", "stormy")

    def __init__(self, spaces: Sequence[int], cards: Sequence[Card], moon: int) -> None:
        self.spaces = spaces
        self.cards = cards
        self.moon = moon
        self.cancelled: set[int] = set()
        #: Each balloon's move as it will happen (within the board, M9).
        self.delta = [0] * len(spaces)
        self.events: list[Event] = []
        self.stormy = False
        at: dict[int, list[int]] = {}
        for seat, space in enumerate(spaces):
            at.setdefault(space, []).append(seat)
        self.at = at

    def playing(self, kind: CardKind) -> list[int]:
        """The seats whose card is of ``kind`` and is not cancelled, in seat order."""
        cancelled = self.cancelled
        return [s for s, c in enumerate(self.cards) if c.kind is kind and s not in cancelled]

    def within(self, seat: int, delta: int) -> int:
        """``delta`` cut to the board (M9)."""
        space = self.spaces[seat]
        return min(max(space + delta, 1), self.moon) - space

    def move(self, seat: int, delta: int) -> None:
        self.delta[seat] = self.within(seat, delta)
        if self.delta[seat] != delta:
            self.events.append(HeldAtBottom(seat) if delta < 0 else StopsOnMoon(seat))


def sleeping_gas(r: _Round) -> None:
    """M4: from the highest space down, a gas that is not cancelled cancels every card on
    the space directly below except super engines. Gases on one space act together."""
    gas_spaces = sorted({r.spaces[s] for s, c in enumerate(r.cards) if c.kind is GAS}, reverse=True)
    for space in gas_spaces:
        seats = tuple(s for s in r.at[space] if r.cards[s].kind is GAS and s not in r.cancelled)
        if not seats:
            continue  # every gas here was cancelled by a gas above
        below = r.at.get(space - 1, [])
        if not below:
            r.events.append(GasWasted(seats, space))
            continue
        cancelled = tuple((s, r.cards[s].code) for s in below if r.cards[s].kind is not ENGINE)
        spared = tuple(s for s in below if r.cards[s].kind is ENGINE)
        r.cancelled.update(s for s, _ in cancelled)
        r.events.append(GasReleased(seats, space, cancelled, spared))


def storm(r: _Round) -> None:
    """M5: an odd number of storms not cancelled makes the round stormy."""
    seats = r.playing(STORM)
    r.stormy = len(seats) % 2 == 1
    if seats:
        r.events.append(StormCount(tuple(seats), r.stormy))


def ballast(r: _Round) -> None:
    """M6: ballast counts its kg, plus the size of the group when 2 or more balloons on one
    space play the same weight; the heaviest (ties all) go up 1, or down 1 in a storm."""
    seats = r.playing(BALLAST)
    if not seats:
        return
    groups: dict[tuple[int, int], list[int]] = {}
    for s in seats:
        groups.setdefault((r.spaces[s], r.cards[s].kg), []).append(s)
    counts: dict[int, int] = {}
    size: dict[int, int] = {}
    for (space, kg), group in groups.items():
        n = len(group)
        bonus = n if n >= 2 else 0
        for s in group:
            counts[s] = kg + bonus
            size[s] = n if n >= 2 else 1
        if bonus:
            r.events.append(SquadronBonus(tuple(group), space, kg, kg + bonus))
    best = max(counts.values())
    winners = [s for s in seats if counts[s] == best]
    delta = -1 if r.stormy else 1
    for s in winners:
        r.events.append(BallastWins(s, r.cards[s].kg, best, size[s], len(winners), delta))
        r.move(s, delta)


def super_engine(r: _Round) -> None:
    """M7: a super engine climbs 2, or 1 in a storm; gas never stops it."""
    delta = 1 if r.stormy else 2
    for s in r.playing(ENGINE):
        r.events.append(EngineClimbs(s, delta))
        r.move(s, delta)


def grappling_hooks(
    r: _Round, choices: Mapping[int, int], auto: frozenset[int]
) -> HookQuestion | None:
    """M8: from the top down, a hook moves as a balloon on the space directly above it
    moves (that balloon's own hook move included). When those balloons would take the hook
    to different spaces, the hook's player chooses: from ``choices`` (hook seat -> balloon
    followed), else the question is returned and resolving stops. Hooks in ``auto`` (the
    Baron's) follow the move that takes them highest."""
    hooks = sorted(r.playing(HOOK), key=lambda s: -r.spaces[s])
    for seat in hooks:
        space = r.spaces[seat]
        above = r.at.get(space + 1)
        if not above:
            r.events.append(HookMisses(seat, space))
            continue
        options: dict[int, list[int]] = {}  # where the hook ends -> balloons giving it
        for s in above:
            options.setdefault(r.within(seat, r.delta[s]), []).append(s)
        if len(options) == 1:
            ((delta, group),) = options.items()
            chosen = False
        elif seat in auto:
            delta = max(options)
            group, chosen = options[delta], True
        elif seat in choices:
            follow = choices[seat]
            delta = next(d for d, g in options.items() if follow in g)
            group, chosen = options[delta], True
        else:
            ordered = sorted(options.items(), key=lambda item: item[1][0])
            question = HookQuestion(
                seat,
                space,
                tuple(HookOption(g[0], tuple(g), d, space + d) for d, g in ordered),
            )
            r.events.append(
                HookChoiceAsked(seat, space, tuple((o.seats, o.delta) for o in question.options))
            )
            return question
        r.events.append(HookFollows(seat, tuple(group), delta, chosen))
        r.delta[seat] = delta
        followed = r.delta[group[0]]
        if followed != delta:  # the balloon followed moves further than the board allows
            r.events.append(HeldAtBottom(seat) if followed < 0 else StopsOnMoon(seat))
    return None


def resolve_round(
    spaces: Sequence[int],
    cards: Sequence[Card],
    moon: int,
    *,
    round_number: int = 1,
    choices: Mapping[int, int] = _NO_CHOICES,
    auto_hooks: frozenset[int] = frozenset(),
) -> Resolution:
    """Resolve one round (M3): ``spaces`` at the reveal and ``cards`` by seat; the Moon is
    space ``moon``. ``choices`` are the hook choices made so far (hook seat -> the balloon
    it follows); ``auto_hooks`` the seats whose hooks choose by themselves (the Baron)."""
    r = _Round(spaces, cards, moon)
    r.events.append(CardsRevealed(round_number, tuple((s, c.code) for s, c in enumerate(cards))))
    sleeping_gas(r)
    storm(r)
    ballast(r)
    super_engine(r)
    question = grappling_hooks(r, choices, auto_hooks)
    cancelled = frozenset(r.cancelled)
    if question is not None:
        return Resolution(tuple(r.events), None, question, r.stormy, cancelled)
    after = tuple(space + d for space, d in zip(spaces, r.delta, strict=True))
    moves = tuple((s, spaces[s], after[s]) for s in range(len(spaces)) if after[s] != spaces[s])
    r.events.append(BalloonsMove(moves) if moves else NothingMoves())
    moon_seats = tuple(s for s, space in enumerate(after) if space == moon)
    if moon_seats:
        r.events.append(MoonReached(moon_seats))
    return Resolution(tuple(r.events), after, None, r.stormy, cancelled)
