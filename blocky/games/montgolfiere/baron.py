"""The Black Baron: his pile, the only chance of the game, and the peek (M12).

In app draws his deck is shuffled once per game from the shuffle number (the set-up's
seed) and the game number, so entering the same number deals the same pile again, and a
peek, an undo or a redo never changes what he plays. In table draws the players turn his
real cards and enter them: any card still in his deck may turn up.

>>> pile = shuffled_pile(7, 0)
>>> len(pile), pile == shuffled_pile(7, 0), pile == shuffled_pile(7, 1)
(24, True, False)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from blocky.games.montgolfiere.cards import CARDS, DECK, Card, remaining
from blocky.games.montgolfiere.setup import Draws
from blocky.games.montgolfiere.state import Phase, State


@lru_cache(maxsize=256)
def shuffled_pile(seed: int, game: int) -> tuple[Card, ...]:
    """The Baron's pile, top card first, for game ``game`` (0-based) of shuffle number
    ``seed``. Python's Mersenne Twister seeded with the text ``"montgolfiere/seed/game"``
    shuffles the deck in :data:`~blocky.games.montgolfiere.cards.DECK` order."""
    pile = list(DECK)
    random.Random(f"montgolfiere/{seed}/{game}").shuffle(pile)
    return tuple(pile)


def baron_card_known(state: State) -> bool:
    seat = state.setup.baron_seat
    return seat is None or state.entered[seat] is not None


def pile_size(state: State) -> int:
    """Cards left in the Baron's pile (his card of this round still counts until the
    round is resolved); 0 without a Baron."""
    seat = state.setup.baron_seat
    return 0 if seat is None else len(DECK) - len(state.used[seat])


def top_card(state: State) -> Card | None:
    """App draws: the Baron's card this round (the top of his pile); None otherwise."""
    if state.setup.baron_seat is None or state.setup.draws is not Draws.APP:
        return None
    if state.round >= len(state.baron_pile):
        return None
    return state.baron_pile[state.round]


def baron_card_due(state: State) -> bool:
    """Whether the Baron's card of this round turns up now (M12): in table draws whenever
    the players turn it, before the reveal; in app draws when the app draws it, which is
    for a peek or once every player's card is entered."""
    seat = state.setup.baron_seat
    if seat is None or state.phase is not Phase.CARDS or state.entered[seat] is not None:
        return False
    if state.setup.draws is Draws.TABLE or state.peeked:
        return True
    return all(state.entered[s] is not None for s in state.setup.player_seats)


def chance_outcomes(state: State) -> Sequence[tuple[Card, int]]:
    """The cards that can turn up now for the Baron with their weights (none while his
    card is not due, :func:`baron_card_due`): in app draws the top of his shuffled pile,
    in table draws every card left in his deck, weighted by how many copies are left."""
    seat = state.setup.baron_seat
    if seat is None or not baron_card_due(state):
        return ()
    if state.setup.draws is Draws.APP:
        top = top_card(state)
        return () if top is None else ((top, 1),)
    left = remaining(state.used[seat])
    return tuple((c, left[c]) for c in CARDS if left[c])


def peekers(state: State) -> tuple[int, ...]:
    """The player balloons on the Baron's space, who may look at his next card (M12)."""
    seat = state.setup.baron_seat
    if seat is None:
        return ()
    space = state.positions[seat]
    return tuple(s for s in state.setup.player_seats if state.positions[s] == space)


def baron_card_enterable(state: State) -> bool:
    """Whether the players enter the Baron's card of this round now: in table draws,
    before the reveal, while it is not entered (in app draws the app draws it, M12)."""
    seat = state.setup.baron_seat
    return (
        seat is not None
        and state.setup.draws is Draws.TABLE
        and state.phase is Phase.CARDS
        and state.entered[seat] is None
    )


def peek_shown(state: State) -> bool:
    """Whether the Baron's next card is shown to the balloons beside him now (M12): after
    a peek, until a card is entered for a balloon that may not look, or the round is
    resolved."""
    return state.peek_open and state.phase is Phase.CARDS


def hides_peek(state: State, seat: int) -> bool:
    """Whether entering a card for balloon ``seat`` now hides the peeked card (M12): it is
    shown and ``seat`` may not look (a player beside nobody, or the Baron's card turned
    at the table for all to see)."""
    if not peek_shown(state):
        return False
    if seat == state.setup.baron_seat:
        return state.setup.draws is Draws.TABLE
    return seat not in peekers(state)


def peek_refusal(state: State) -> tuple[str, str, dict[str, object]] | None:
    """Why nobody may peek now, as (kind, English sentence, params); None if they may.
    One peek a round is enough; once it is hidden again a second press shows it again to
    the same players (M12)."""
    seat = state.setup.baron_seat
    if seat is None:
        return ("no_baron", "The Black Baron does not fly in this game.", {})
    if state.phase is not Phase.CARDS:
        return ("peek_not_now", "The Baron's card can be looked at only before the reveal.", {})
    if peek_shown(state):
        return ("peeked_already", "The Baron's next card is shown already.", {})
    drawn_for_the_peek = state.peeked and state.setup.draws is Draws.APP
    if state.entered[seat] is not None and not drawn_for_the_peek:
        return ("baron_card_shown", "The Baron's card of this round is turned already.", {})
    if not peekers(state):
        return (
            "nobody_beside_baron",
            f"Nobody is on the Baron's space ({state.positions[seat]}), so nobody may look "
            "at his next card.",
            {"space": state.positions[seat]},
        )
    return None
