"""The result of a finished game or match, as the core's :class:`~blocky.core.game.Outcome`.

A single game ends when a balloon reaches the Moon or after the last card (M10); a match
when a balloon reaches the target (M11). The ranking groups balloons by final space (a
game) or by match total (a match), best first; the Baron is ranked like anyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from blocky.core.game import Outcome, Termination
from blocky.games.montgolfiere.match import totals
from blocky.games.montgolfiere.state import EndReason, Phase, State


class MontgolfiereEnd(Termination):
    #: One or more balloons reached the Moon (M10).
    MOON = "moon"
    #: The 24th round was played; the highest balloons win (M10).
    ROUNDS = "rounds"
    #: A match reached its target; the highest totals win (M11).
    MATCH = "match"


def ranking(values: Sequence[int]) -> tuple[frozenset[int], ...]:
    """Seats grouped by value, highest first."""
    groups: dict[int, set[int]] = {}
    for seat, value in enumerate(values):
        groups.setdefault(value, set()).add(seat)
    return tuple(frozenset(groups[v]) for v in sorted(groups, reverse=True))


def outcome(state: State) -> Outcome | None:
    """The result once the game (or match) is over; None before. ``detail`` is the
    finished games' :class:`~blocky.games.montgolfiere.state.GameResult` tuple."""
    if state.phase is not Phase.OVER or not state.results:
        return None
    if state.setup.target is not None:
        places = ranking(totals(state))
        return Outcome(MontgolfiereEnd.MATCH, places[0], places, detail=state.results)
    last = state.results[-1]
    places = ranking(last.spaces)
    reason = MontgolfiereEnd.MOON if last.reason is EndReason.MOON else MontgolfiereEnd.ROUNDS
    return Outcome(reason, frozenset(last.winners), places, detail=state.results)
