"""What every table game tells the core: its type, who acts, its moves, chance and result.

A game is an object with the methods of :class:`Game`; its states, set-ups, actions and
events are its own frozen values. The core (record, timeline, store, start screen) only
talks to a game through these methods, so it never needs to know how a game is played.

>>> RACE = GameType("toy", "Toy", min_players=1, max_players=4, chance=True)
>>> RACE.simultaneous
False
>>> Actor.player(2)
Actor(kind=<ActorKind.PLAYER: 'player'>, seats=frozenset({2}))
>>> Actor.simultaneous({0, 1}).must_act(1), CHANCE.is_chance
(True, True)
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from enum import StrEnum
from typing import Any, Generic

from blocky.core.base import ActionT as ActionT
from blocky.core.base import EventT as EventT
from blocky.core.base import IllegalAction as IllegalAction
from blocky.core.base import SetupT as SetupT
from blocky.core.base import StateT as StateT
from blocky.core.record import Record, Timeline


@dataclass(frozen=True, slots=True)
class GameType:
    """What kind of game this is (OpenSpiel's ``GameType``), fixed for every set-up.

    ``rules_version`` grows when the rules change so that an old record would play
    differently; a record names the version it was played with.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    #: Whether cards, dice or tiles decide part of the game (chance acts).
    chance: bool = False
    #: Whether several players may have to act at once (e.g. reveal cards together).
    simultaneous: bool = False
    #: Whether the players play together against the game rather than against each other.
    cooperative: bool = False
    rules_version: int = 1


class ActorKind(StrEnum):
    PLAYER = "player"
    CHANCE = "chance"
    SIMULTANEOUS = "simultaneous"


@dataclass(frozen=True, slots=True)
class Actor:
    """Who must act now: one seat, chance, or several seats at once.

    For a simultaneous step, ``seats`` are the seats that still have to act; each of
    their actions is applied on its own (in any order) and names its seat, so a record
    stays one action after another and undo works the same way.
    """

    kind: ActorKind
    seats: frozenset[int] = frozenset()

    @staticmethod
    def player(seat: int) -> Actor:
        return Actor(ActorKind.PLAYER, frozenset({seat}))

    @staticmethod
    def simultaneous(seats: Iterable[int]) -> Actor:
        return Actor(ActorKind.SIMULTANEOUS, frozenset(seats))

    @property
    def is_chance(self) -> bool:
        return self.kind is ActorKind.CHANCE

    def must_act(self, seat: int) -> bool:
        """Whether ``seat`` is one of the seats that must act now."""
        return seat in self.seats


#: Chance acts: a card turns up, a die is rolled.
CHANCE = Actor(ActorKind.CHANCE)


class Termination(StrEnum):
    """Why a game ended (python-chess's ``Termination``). Each game subclasses it with its
    own reasons; the UI words them, the core only stores and compares them."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game, as values (python-chess's ``Outcome``).

    ``ranking`` lists the seats place by place, best first; seats sharing a place are in
    one group. It is empty when the game does not rank players (a training game).
    ``winners`` are the seats that won (every seat in a cooperative win, none when all
    lost). ``detail`` is the game's own richer result, for its screens and statistics.
    """

    termination: Termination
    winners: frozenset[int] = frozenset()
    ranking: tuple[frozenset[int], ...] = ()
    detail: object = field(default=None, compare=False)

    def place_of(self, seat: int) -> int | None:
        """1 for the first place, ...; None when unranked.

        >>> class End(Termination):
        ...     DONE = "done"
        >>> Outcome(End.DONE, ranking=(frozenset({1}), frozenset({0, 2}))).place_of(2)
        2
        """
        place = 1
        for group in self.ranking:
            if seat in group:
                return place
            place += len(group)
        return None


@dataclass(frozen=True, slots=True)
class Words:
    """Something that happened, for the UI to word in the player's language.

    ``key`` names the message ("squirrels_won"); ``params`` holds its values (seats,
    card ids, numbers), never English text.

    >>> @dataclass(frozen=True)
    ... class CardShown:
    ...     seat: int
    ...     card: str
    >>> words_for(CardShown(1, "chimney"))
    Words(key='card_shown', params={'seat': 1, 'card': 'chimney'})
    """

    key: str
    params: Mapping[str, object] = field(default_factory=dict)


_CAPITAL = re.compile(r"(?<!^)(?=[A-Z])")


def words_for(event: object) -> Words:
    """The words of a dataclass event: its class name in snake case and its fields."""
    key = _CAPITAL.sub("_", type(event).__name__).lower()
    if is_dataclass(event) and not isinstance(event, type):
        return Words(key, {f.name: getattr(event, f.name) for f in fields(event)})
    return Words(key)


class Game(ABC, Generic[SetupT, StateT, ActionT, EventT]):
    """A game type and its rules. One object per game, shared (it holds no game state).

    Errors: ``validate_setup`` and ``new_game`` raise ``ValueError`` (the game's own
    set-up error); ``apply`` raises :class:`IllegalAction`; the ``*_from_json`` readers
    raise ``ValueError`` with a sentence saying what is wrong.
    """

    game_type: GameType
    #: The data files a record may carry instead of the built-in ones (see ``new_game``).
    data_files: tuple[str, ...] = ()

    # -- set-up ------------------------------------------------------------------------
    @abstractmethod
    def validate_setup(self, setup: SetupT) -> None:
        """Raise ``ValueError`` (the game's set-up error) for a set-up it cannot play."""

    @abstractmethod
    def new_game(self, setup: SetupT, data: Mapping[str, str] | None = None) -> StateT:
        """The state before the first action; ``data`` is the text of the game's data
        files when they are not the built-in ones."""

    # -- who acts and what they may do ---------------------------------------------
    @abstractmethod
    def actor(self, state: StateT) -> Actor | None:
        """Who must act now; None once the game is over."""

    @abstractmethod
    def legal_actions(self, state: StateT) -> Sequence[ActionT]:
        """Every action allowed now (for a simultaneous step, those of every seat that
        must still act; chance outcomes when chance acts)."""

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The state after ``action``; raises :class:`IllegalAction` (nothing changes)."""
        return self.apply_logged(state, action)[0]

    @abstractmethod
    def apply_logged(self, state: StateT, action: ActionT) -> tuple[StateT, tuple[EventT, ...]]:
        """Like :meth:`apply`, also returning what happened."""

    # -- chance ------------------------------------------------------------------------
    @abstractmethod
    def chance_outcomes(self, state: StateT) -> Sequence[tuple[ActionT, int]]:
        """The chance actions possible now with their weights (how many cards or faces
        give each); empty when chance does not act."""

    @abstractmethod
    def is_chance(self, action: ActionT) -> bool:
        """Whether ``action`` is a chance outcome rather than a player's decision."""

    @abstractmethod
    def chance_seed(self, setup: SetupT) -> int | None:
        """The seed the app draws chance with, or None when the table supplies it
        (real cards and dice, entered by the players)."""

    # -- the end -------------------------------------------------------------------------
    def is_over(self, state: StateT) -> bool:
        return self.actor(state) is None

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """The result once the game is over (None before)."""

    # -- words -----------------------------------------------------------------------
    def describe_event(self, event: EventT) -> Words:
        """What an event says, as a message key and values for the UI to word."""
        return words_for(event)

    @abstractmethod
    def action_kind(self, action: ActionT) -> str:
        """A short stable name of the kind of action ("reveal_card"), for messages."""

    # -- records ---------------------------------------------------------------------
    @abstractmethod
    def setup_to_json(self, setup: SetupT) -> dict[str, Any]: ...

    @abstractmethod
    def setup_from_json(self, data: Any) -> SetupT:
        """Read a set-up, whatever ``data`` is; raise ``ValueError`` saying what is wrong."""

    @abstractmethod
    def action_to_json(self, action: ActionT) -> dict[str, Any]: ...

    @abstractmethod
    def action_from_json(self, data: Any) -> ActionT:
        """Read an action, whatever ``data`` is; raise ``ValueError`` saying what is wrong."""

    def record_fields(self, setup: SetupT, data: Mapping[str, str] | None) -> dict[str, Any]:
        """Extra fields a record of this game carries (e.g. which board data it used)."""
        return {}

    def check_record_fields(
        self, setup: SetupT, data: Mapping[str, str] | None, fields: Mapping[str, Any]
    ) -> None:
        """Check the extra fields of a record being read; raise ``ValueError`` if the
        record cannot be replayed exactly with this game."""

    # -- what a saved game keeps beside its record ------------------------------------------
    #: The class of this game's set-ups (a store finds a set-up's game by it).
    setup_class: type[Any] = object

    def players_of(self, setup: SetupT) -> tuple[str, ...]:
        """The names of the people who play (each has a profile); a seat the game plays
        itself (a robot opponent) is not among them."""
        return tuple(getattr(setup, "players", ()))

    def variant_of(self, setup: SetupT) -> str:
        """The variant a set-up plays ("race", "match"...), as lists name it."""
        return self.game_type.id

    def summary_data(self, state: StateT) -> dict[str, Any]:
        """The standing as plain JSON data, kept with a saved game so a list can word it
        in any language without replaying it."""
        result = self.outcome(state)
        if result is None:
            return {}
        return {
            "termination": str(result.termination),
            "winners": sorted(result.winners),
            "ranking": [sorted(group) for group in result.ranking],
        }

    def start_timeline(self, setup: SetupT, data: Mapping[str, str] | None = None) -> Any:
        """A new game's :class:`~blocky.core.record.Timeline` (the game's own subclass
        where it has one); raises the game's set-up error."""
        return Timeline.begin(Record(setup, (), data, game=self))

    def resume_timeline(
        self,
        setup: SetupT,
        actions: Sequence[ActionT],
        data: Mapping[str, str] | None,
        redo: tuple[tuple[ActionT, ...], ...] = (),
    ) -> Any:
        """The timeline after ``actions`` with ``redo`` to bring back (RecordError when
        the actions cannot be replayed)."""
        return Timeline.resume(Record(setup, tuple(actions), data, game=self), redo)
