"""The coach of Montgolfière: what the cards played face up say about the cards still to come.

Every balloon plays from its own deck of 24 (:data:`~.cards.DECK_COUNTS`), and every card
played lies face up, so what each balloon still holds *somewhere* (in hand or in its pile)
is public: its deck minus the cards it has played this game (M2; each game of a match
starts from a full deck). Which of those are in its hand is not: the coach never reads a
hand, the Baron's pile or a card entered for the round under way. It counts the chance
that a card is in the hand as if the hand were drawn at random from the cards left, which
is all the public facts allow (the hypergeometric law: a hand of ``h`` cards out of ``u``
left holds none of ``k`` copies with chance C(u-k, h) / C(u, h)). A player holds 7 cards
while the pile lasts, then what is left; the Black Baron holds no hand: his card of the
round is the top card of his shuffled pile, so the chance is ``k / u`` (M12).

Nothing here decides for anyone: the facts are for the players to weigh. Pure Python, no
Qt, no I/O; the screen words the numbers.

>>> from blocky.games.montgolfiere.rules import new_game
>>> from blocky.games.montgolfiere.setup import Setup
>>> facts = balloon_facts(new_game(Setup.of(["Ana", "Ben"])), 1)
>>> facts.cards_left, facts.hand, facts.storm.left, round(facts.storm.in_hand, 3)
(24, 7, 2, 0.507)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from math import comb, prod

from blocky.games.montgolfiere.cards import (
    DECK_COUNTS,
    DECK_SIZE,
    ENGINE,
    GAS,
    HOOK,
    STORM,
    Card,
    CardKind,
    remaining,
)
from blocky.games.montgolfiere.state import Phase, State

#: The cards a player holds while their pile lasts (both rulebooks).
HAND_SIZE = 7
#: Ballast of this weight or more counts as strong: the four heaviest cards of a deck
#: (12 to 15 kg), which win most ballast contests.
STRONG_KG = 12


def chance_in_hand(copies: int, cards_left: int, hand: int) -> float:
    """The chance that a hand of ``hand`` cards, drawn at random from ``cards_left``
    cards of which ``copies`` are of one kind, holds at least one of them.

    >>> chance_in_hand(1, 24, 7), chance_in_hand(0, 24, 7), chance_in_hand(2, 5, 5)
    (0.2916666666666667, 0.0, 1.0)
    """
    if copies <= 0 or hand <= 0 or cards_left <= 0:
        return 0.0
    hand = min(hand, cards_left)
    return float(1 - Fraction(comb(cards_left - copies, hand), comb(cards_left, hand)))


@dataclass(frozen=True, slots=True)
class Holding:
    """Some cards a balloon may still hold: how many copies are left in its deck, and the
    chance one of them is in its hand now (for the Baron: that one is his card this
    round)."""

    left: int
    in_hand: float


@dataclass(frozen=True, slots=True)
class BalloonFacts:
    """What the public facts say about one balloon at the start of a round.

    ``hand`` is the number of cards in its hand (0 for the Baron, who plays the top card
    of his pile); ``strong_kg`` the weights of its strong ballast still to play (heaviest
    first) and ``strong`` the chance one is in its hand; ``heaviest_kg`` the heaviest
    ballast it has left (None: none left)."""

    seat: int
    space: int
    baron: bool
    cards_left: int
    hand: int
    strong_kg: tuple[int, ...]
    strong: Holding
    heaviest_kg: int | None
    storm: Holding
    gas: Holding
    engine: Holding
    hook: Holding


@dataclass(frozen=True, slots=True)
class Reach:
    """How far a balloon can still go on its own cards this game: it climbs at most one
    space a round, two with its super engine (M6, M7); a storm or a lost ballast contest
    only slows it. ``to_moon`` is the spaces it still needs, ``earliest`` the fewest rounds
    it needs to reach the Moon (None: it cannot this game on its own cards; a hook on a
    balloon above could still carry it) and ``farthest`` the highest space it can reach."""

    seat: int
    space: int
    to_moon: int
    rounds_left: int
    engine_left: bool
    earliest: int | None
    farthest: int


@dataclass(frozen=True, slots=True)
class ChoiceFacts:
    """What the public facts say to one balloon about its card of this round.

    ``storm`` is the chance at least one *other* balloon holds a storm now (the decks are
    shuffled apart, so the chances multiply); ``storm_hits`` the balloons a stormy round
    could send down (a ballast winner goes down instead of up, M5, but never below space
    1, M9); ``gas_above`` the balloons one space above that may still hold sleeping gas,
    which would cancel this balloon's card unless it is the super engine (M4), with the
    chance it is in their hand; ``hooks_below`` the balloons one space below that may
    hold a grappling hook, which would follow this balloon's move (M8)."""

    seat: int
    storm: float
    storm_hits: tuple[int, ...]
    gas_above: tuple[tuple[int, float], ...]
    hooks_below: tuple[tuple[int, float], ...]


@dataclass(frozen=True, slots=True)
class CoachFacts:
    """Everything the coach says at the start of a round: each balloon's facts, the
    leaders' reach, and the facts for the balloon choosing (None: nobody chosen)."""

    round: int
    balloons: tuple[BalloonFacts, ...]
    leaders: tuple[Reach, ...]
    choice: ChoiceFacts | None


def _hand(state: State, seat: int, cards_left: int) -> int:
    return 0 if state.setup.balloons[seat].baron else min(HAND_SIZE, cards_left)


def _holding(copies: int, cards_left: int, hand: int, baron: bool) -> Holding:
    if baron:
        return Holding(copies, copies / cards_left if cards_left else 0.0)
    return Holding(copies, chance_in_hand(copies, cards_left, hand))


def _played(state: State, seat: int) -> tuple[Card, ...]:
    # Only the cards of finished rounds: a card entered for the round under way is not
    # looked at (the Baron's, in app draws, is still secret).
    return state.used[seat]


def balloon_facts(state: State, seat: int) -> BalloonFacts:
    """What the cards balloon ``seat`` has played this game say about those it holds."""
    left = remaining(_played(state, seat))
    cards_left = DECK_SIZE - len(_played(state, seat))
    baron = state.setup.balloons[seat].baron
    hand = _hand(state, seat, cards_left)
    weights = sorted((c.kg for c in left if c.kind is CardKind.BALLAST), reverse=True)
    strong = tuple(kg for kg in weights if kg >= STRONG_KG)
    return BalloonFacts(
        seat=seat,
        space=state.positions[seat],
        baron=baron,
        cards_left=cards_left,
        hand=hand,
        strong_kg=strong,
        strong=_holding(len(strong), cards_left, hand, baron),
        heaviest_kg=weights[0] if weights else None,
        storm=_holding(left[STORM], cards_left, hand, baron),
        gas=_holding(left[GAS], cards_left, hand, baron),
        engine=_holding(left[ENGINE], cards_left, hand, baron),
        hook=_holding(left[HOOK], cards_left, hand, baron),
    )


def reach(state: State, seat: int) -> Reach:
    """How far balloon ``seat`` can still go this game on its own cards."""
    moon = state.edition.moon
    space = state.positions[seat]
    played = _played(state, seat)
    rounds_left = DECK_SIZE - len(played)
    engine = played.count(ENGINE) < DECK_COUNTS[ENGINE]
    to_moon = max(0, moon - space)
    farthest = min(moon, space + rounds_left + (1 if engine and rounds_left else 0))
    if to_moon == 0:
        earliest: int | None = 0
    elif farthest < moon:
        earliest = None
    else:
        earliest = max(1, to_moon - 1) if engine else to_moon
    return Reach(seat, space, to_moon, rounds_left, engine, earliest, farthest)


def leaders(state: State) -> tuple[int, ...]:
    """The highest balloons (ties share)."""
    top = max(state.positions)
    return tuple(s for s, p in enumerate(state.positions) if p == top)


def any_chance(chances: Iterable[float]) -> float:
    """The chance that at least one of independent events happens."""
    return 1.0 - prod(1.0 - c for c in chances)


def choice_facts(state: State, seat: int, facts: tuple[BalloonFacts, ...]) -> ChoiceFacts:
    """What the public facts say to balloon ``seat`` about its card of this round."""
    others = [f for f in facts if f.seat != seat]
    space = state.positions[seat]
    return ChoiceFacts(
        seat=seat,
        storm=any_chance(f.storm.in_hand for f in others),
        storm_hits=tuple(f.seat for f in facts if f.space > 1),
        gas_above=tuple(
            (f.seat, f.gas.in_hand) for f in others if f.space == space + 1 and f.gas.left
        ),
        hooks_below=tuple(
            (f.seat, f.hook.in_hand) for f in others if f.space == space - 1 and f.hook.left
        ),
    )


def coach_facts(state: State, seat: int | None = None) -> CoachFacts | None:
    """The coach's facts while the balloons choose their cards (None in other phases),
    for the balloon ``seat`` when given."""
    if state.phase is not Phase.CARDS:
        return None
    facts = tuple(balloon_facts(state, s) for s in range(len(state.setup.balloons)))
    choice = None
    if seat is not None and 0 <= seat < len(facts):
        choice = choice_facts(state, seat, facts)
    return CoachFacts(
        round=state.round + 1,
        balloons=facts,
        leaders=tuple(reach(state, s) for s in leaders(state)),
        choice=choice,
    )


__all__ = [
    "HAND_SIZE",
    "STRONG_KG",
    "BalloonFacts",
    "ChoiceFacts",
    "CoachFacts",
    "Holding",
    "Reach",
    "any_chance",
    "balloon_facts",
    "chance_in_hand",
    "choice_facts",
    "coach_facts",
    "leaders",
    "reach",
]
