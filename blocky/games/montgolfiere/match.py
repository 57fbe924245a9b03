"""A match of several games to a target (M11), and the end of one game (M10).

>>> from blocky.games.montgolfiere.editions import default_edition
>>> points((15, 9, 5), default_edition("15"))
(20, 9, 5)
>>> winners_of((7, 9, 9))
(1, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from blocky.games.montgolfiere.cards import MAX_ROUNDS
from blocky.games.montgolfiere.editions import Edition
from blocky.games.montgolfiere.state import EndReason, GameResult, State


def points(spaces: Sequence[int], edition: Edition) -> tuple[int, ...]:
    """What each balloon scores after a game: its space, or the Moon plus the bonus (M11)."""
    moon = edition.moon
    return tuple(edition.moon_points if s == moon else s for s in spaces)


def winners_of(values: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest value (ties share)."""
    best = max(values)
    return tuple(s for s, v in enumerate(values) if v == best)


def game_end(spaces: Sequence[int], rounds: int, edition: Edition) -> EndReason | None:
    """Why the game ends after a round that leaves the balloons on ``spaces``, if it does
    (M10): a balloon reached the Moon, or the last card is played."""
    if edition.moon in spaces:
        return EndReason.MOON
    if rounds >= MAX_ROUNDS:
        return EndReason.ROUNDS
    return None


def game_result(
    game: int, reason: EndReason, spaces: tuple[int, ...], rounds: int, edition: Edition
) -> GameResult:
    """The result of a finished game: the balloons on the Moon win together, otherwise the
    highest ones (M10); the points are those of M11."""
    return GameResult(game, reason, winners_of(spaces), spaces, points(spaces, edition), rounds)


def totals(state: State) -> tuple[int, ...]:
    """Each balloon's points summed over the finished games of the match (M11)."""
    n = len(state.setup.balloons)
    sums = [0] * n
    for result in state.results:
        for seat, p in enumerate(result.points):
            sums[seat] += p
    return tuple(sums)


def match_over(state: State) -> bool:
    """Whether a match reached its target after its last finished game (M11)."""
    target = state.setup.target
    return target is not None and bool(state.results) and max(totals(state)) >= target
