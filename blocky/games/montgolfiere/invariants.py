"""What must hold after every action, checked by the random playouts and ``simulate``."""

from __future__ import annotations

from collections import Counter

from blocky.games.montgolfiere.baron import shuffled_pile
from blocky.games.montgolfiere.cards import DECK, DECK_COUNTS, MAX_ROUNDS
from blocky.games.montgolfiere.match import points, totals
from blocky.games.montgolfiere.setup import Draws
from blocky.games.montgolfiere.state import Phase, State


class InvariantBroken(AssertionError):
    """A state the rules can never reach; the message says which invariant broke."""


def check_invariants(state: State) -> None:
    """Raise :class:`InvariantBroken` naming the first invariant ``state`` breaks."""
    setup = state.setup
    n = len(setup.balloons)
    moon = state.edition.moon
    if not 0 <= state.round <= MAX_ROUNDS:
        raise InvariantBroken(f"round {state.round} is outside 0-{MAX_ROUNDS}")
    for name, values in (("positions", state.positions), ("used", state.used),
                         ("entered", state.entered)):  # fmt: skip
        if len(values) != n:
            raise InvariantBroken(f"{name} has {len(values)} entries for {n} balloons")
    for seat in range(n):
        space = state.positions[seat]
        if not 1 <= space <= moon:
            raise InvariantBroken(f"balloon {seat} is on space {space}, outside 1-{moon}")
        used = state.used[seat]
        if len(used) != state.round:
            raise InvariantBroken(
                f"balloon {seat} played {len(used)} cards in {state.round} rounds"
            )
        held = Counter(used)
        entered = state.entered[seat]
        if entered is not None:
            held[entered] += 1
        # Every deck's 24 cards: played, entered this round, or still in hand or pile.
        for card, count in held.items():
            if count > DECK_COUNTS[card]:
                raise InvariantBroken(f"balloon {seat} played {count} copies of {card}")
        if sum(held.values()) > len(DECK):
            raise InvariantBroken(f"balloon {seat} played more than {len(DECK)} cards")
    baron = setup.baron_seat
    if baron is not None and setup.draws is Draws.APP:
        pile = shuffled_pile(setup.seed, state.game)
        if state.baron_pile != pile or Counter(pile) != Counter(DECK):
            raise InvariantBroken("the Baron's pile is not his shuffled deck")
        if state.used[baron] != pile[: state.round]:
            raise InvariantBroken("the Baron played other cards than the top of his pile")
    if state.phase is Phase.HOOK and state.question is None:
        raise InvariantBroken("a hook choice is asked without a question")
    if (
        state.phase is not Phase.CARDS
        and any(c is not None for c in state.entered)
        and (state.phase is not Phase.HOOK)
    ):
        raise InvariantBroken("cards are entered outside a round")
    if len(state.results) not in (state.game, state.game + 1):
        raise InvariantBroken(f"{len(state.results)} results after game {state.game + 1}")
    for i, result in enumerate(state.results, start=1):
        if result.game != i or result.points != points(result.spaces, state.edition):
            raise InvariantBroken(f"game {i}'s result does not score its spaces")
    sums = totals(state)
    if state.phase is Phase.OVER and setup.target is not None and max(sums) < setup.target:
        raise InvariantBroken("the match ended before anyone reached the target")
    if (
        state.phase is Phase.BETWEEN_GAMES
        and setup.target is not None
        and (max(sums) >= setup.target)
    ):
        raise InvariantBroken("the match goes on after the target was reached")
