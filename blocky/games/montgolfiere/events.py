"""What happens in a game of Montgolfière, as values a view can show one by one.

Seats are the balloons' places in the set-up; cards are their record codes (``"7kg"``,
``"hook"``, ...). :mod:`blocky.games.montgolfiere.words` turns each event into
:class:`~blocky.core.game.Words` (a key and these values) and into an English sentence.
A round's resolution comes out in the rulebook's order (M3): the reveal, sleeping gas from
the top down, the storm, ballast, super engines, hooks from the top down, the bounds of
the board, and the moves, applied together.
"""

from __future__ import annotations

from dataclasses import dataclass

#: (seat, card code)
SeatCard = tuple[int, str]


@dataclass(frozen=True, slots=True)
class CardEntered:
    """A player entered the card their balloon revealed."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class BaronPeek:
    """The balloons on the Baron's space (``seats``) may look at his next card (M12). In
    app draws the card is drawn next (``queries.peek_card``); at the table they look at
    the real one."""

    seats: tuple[int, ...]
    space: int


@dataclass(frozen=True, slots=True)
class CardsRevealed:
    """The cards of round ``round`` (1-based), every balloon's, as revealed."""

    round: int
    cards: tuple[SeatCard, ...]


@dataclass(frozen=True, slots=True)
class GasReleased:
    """Sleeping gas from ``space`` (M4): the cards played on the space below are
    ``cancelled``; the super engines there (``spared``) run on."""

    seats: tuple[int, ...]
    space: int
    cancelled: tuple[SeatCard, ...]
    spared: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GasWasted:
    """Sleeping gas with nobody on the space below: a discard (M4)."""

    seats: tuple[int, ...]
    space: int


@dataclass(frozen=True, slots=True)
class StormCount:
    """The storms that count (M5); an odd number makes the round stormy."""

    seats: tuple[int, ...]
    stormy: bool


@dataclass(frozen=True, slots=True)
class SquadronBonus:
    """Balloons on one space played the same ballast: each counts ``counts`` (M6)."""

    seats: tuple[int, ...]
    space: int
    kg: int
    counts: int


@dataclass(frozen=True, slots=True)
class BallastWins:
    """``seat``'s ballast counts the most (``shared`` winners in all) and moves ``delta``
    (+1, or -1 in a storm) (M6). ``squadron`` is the size of its bonus group, 1 if none."""

    seat: int
    kg: int
    counts: int
    squadron: int
    shared: int
    delta: int


@dataclass(frozen=True, slots=True)
class EngineClimbs:
    """A super engine climbs ``delta``: 2, or 1 in a storm (M7)."""

    seat: int
    delta: int


@dataclass(frozen=True, slots=True)
class HookFollows:
    """``seat``'s hook follows the balloon(s) ``follow`` and moves ``delta`` as they do
    (M8). ``chosen`` says the hook's player chose among different moves."""

    seat: int
    follow: tuple[int, ...]
    delta: int
    chosen: bool


@dataclass(frozen=True, slots=True)
class HookMisses:
    """A hook with nobody on the space above it does nothing (M8)."""

    seat: int
    space: int


@dataclass(frozen=True, slots=True)
class HookChoiceAsked:
    """The balloons above ``seat``'s hook would move differently; its player chooses
    (M8). ``options`` are (the balloons giving that move, the move) once per move."""

    seat: int
    space: int
    options: tuple[tuple[tuple[int, ...], int], ...]


@dataclass(frozen=True, slots=True)
class HeldAtBottom:
    """``seat`` would go below space 1 and stays there (M9)."""

    seat: int


@dataclass(frozen=True, slots=True)
class StopsOnMoon:
    """``seat`` would fly past the Moon and stops on it (M9)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BalloonsMove:
    """Every move of the round, applied together: (seat, from, to) (M3)."""

    moves: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True, slots=True)
class NothingMoves:
    """No balloon moves this round."""


@dataclass(frozen=True, slots=True)
class MoonReached:
    """These balloons reached the Moon this round: the game ends (M10)."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnds:
    """Game ``game`` (1-based) is over: ``reason`` is "moon" or "rounds" (M10)."""

    game: int
    reason: str
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameScored:
    """The points of the game just ended and the match totals after it (M11)."""

    game: int
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchEnds:
    """The match is over: ``winners`` have the highest total (M11)."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NextGameStarts:
    """Game ``game`` (1-based) of the match starts, every balloon on the start space."""

    game: int
    start: int


Event = (
    CardEntered
    | BaronPeek
    | CardsRevealed
    | GasReleased
    | GasWasted
    | StormCount
    | SquadronBonus
    | BallastWins
    | EngineClimbs
    | HookFollows
    | HookMisses
    | HookChoiceAsked
    | HeldAtBottom
    | StopsOnMoon
    | BalloonsMove
    | NothingMoves
    | MoonReached
    | GameEnds
    | GameScored
    | MatchEnds
    | NextGameStarts
)
