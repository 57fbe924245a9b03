"""The state of a game (or match) of Montgolfière: a value, always the replay of a record.

Read it through the functions of :mod:`blocky.games.montgolfiere.queries` (what a view
draws) rather than its fields where one exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from blocky.games.montgolfiere.cards import Card
from blocky.games.montgolfiere.editions import Edition
from blocky.games.montgolfiere.events import Event
from blocky.games.montgolfiere.resolution import HookQuestion
from blocky.games.montgolfiere.setup import Setup


class Phase(StrEnum):
    #: The balloons enter the cards they revealed; then Resolve.
    CARDS = "cards"
    #: A hook's player chooses whom to follow (M8).
    HOOK = "hook"
    #: A game of a match is over; the next one starts on NextGame (M11).
    BETWEEN_GAMES = "between_games"
    #: The game, or the match, is over.
    OVER = "over"


class EndReason(StrEnum):
    MOON = "moon"
    ROUNDS = "rounds"


@dataclass(frozen=True, slots=True)
class Context:
    """What stays the same for a whole record: the set-up and the board it is played on."""

    setup: Setup
    edition: Edition


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: why it ended, who won, where everyone ended and scored (M10,
    M11). ``game`` is 1-based."""

    game: int
    reason: EndReason
    winners: tuple[int, ...]
    spaces: tuple[int, ...]
    points: tuple[int, ...]
    rounds: int


@dataclass(frozen=True, slots=True)
class State:
    """Where a game stands. ``game`` counts the games of a match from 0; ``round`` the
    rounds resolved in this game. ``used`` holds each balloon's cards played this game, in
    order (cancelled cards too: they are played, M4); ``entered`` the cards entered for
    the round under way (None: not yet). ``baron_pile`` is the Baron's shuffled pile in
    app draws (top first, the whole game's), empty in table draws. ``peeked``: the
    balloons on the Baron's space have looked at his next card this round; ``peek_open``:
    it is shown to them now (M12: a card entered for a balloon that may not look hides it
    again, and so does the round's resolution). ``round_log`` holds the
    events of the round being resolved, or of the last one resolved. ``results`` the
    finished games."""

    ctx: Context
    game: int
    round: int
    phase: Phase
    positions: tuple[int, ...]
    used: tuple[tuple[Card, ...], ...]
    entered: tuple[Card | None, ...]
    baron_pile: tuple[Card, ...] = ()
    peeked: bool = False
    choices: tuple[tuple[int, int], ...] = ()
    question: HookQuestion | None = None
    round_log: tuple[Event, ...] = ()
    results: tuple[GameResult, ...] = ()
    peek_open: bool = False

    @property
    def setup(self) -> Setup:
        return self.ctx.setup

    @property
    def edition(self) -> Edition:
        return self.ctx.edition
