"""Blocky Mountains as a game of the core: the rules of this package behind the
:class:`~blocky.core.game.Game` protocol.

The three ways to play are variants (python-chess style): each is a class with its
aliases, found with :func:`find_variant`, so code asks a variant instead of testing modes.

>>> from blocky.games.blocky_mountains.state import Setup
>>> game = BLOCKY_MOUNTAINS
>>> state = game.new_game(Setup.solo("Mia", course="A", seed=5))
>>> game.actor(state).is_chance, game.game_type.simultaneous
(True, False)
>>> find_variant("team").cooperative, variant_of(Setup.solo("Mia")).name
(True, 'solo')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from blocky.core import record as core
from blocky.core.game import CHANCE, Actor, Game, GameType, Outcome, Words, words_for
from blocky.core.record import RecordError
from blocky.core.untrusted import show
from blocky.games.blocky_mountains import game as rules
from blocky.games.blocky_mountains.actions import Action, action_from_json, action_to_json
from blocky.games.blocky_mountains.catalogue import (
    CATALOGUE_FILES,
    Catalogue,
    CatalogueError,
    default_catalogue,
    parse_catalogue,
)
from blocky.games.blocky_mountains.events import Event
from blocky.games.blocky_mountains.setup_json import setup_from_json, setup_to_json
from blocky.games.blocky_mountains.state import CHANCE as CHANCE_SEAT
from blocky.games.blocky_mountains.state import Draws, EndReason, Mode, Setup, State

# ---------------------------------------------------------------------------- variants


class GameVariant:
    """One way to play Blocky Mountains (race, team or solo)."""

    name: ClassVar[str]
    mode: ClassVar[Mode]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Whether the players play together (and win or lose together).
    cooperative: ClassVar[bool] = False
    #: Whether the result ranks the players.
    ranked: ClassVar[bool] = False


class Race(GameVariant):
    name = "race"
    mode = Mode.RACE
    aliases = ("race", "competitive")
    min_players, max_players = 1, 4
    ranked = True


class Team(GameVariant):
    name = "team"
    mode = Mode.TEAM
    aliases = ("team", "cooperative")
    min_players, max_players = 2, 7
    cooperative = True


class Solo(GameVariant):
    name = "solo"
    mode = Mode.SOLO
    aliases = ("solo", "training")
    min_players, max_players = 1, 1


VARIANTS: tuple[type[GameVariant], ...] = (Race, Team, Solo)
_BY_MODE: dict[Mode, type[GameVariant]] = {v.mode: v for v in VARIANTS}


def find_variant(name: str) -> type[GameVariant]:
    """The variant called ``name`` (or one of its aliases); ValueError if none is."""
    for variant in VARIANTS:
        if name == variant.name or name in variant.aliases:
            return variant
    raise ValueError(f"Blocky Mountains has no way to play called {show(name)}")


def variant_of(setup: Setup) -> type[GameVariant]:
    return _BY_MODE[setup.mode]


# ------------------------------------------------------------------------ board data


def catalogue_for(board: Mapping[str, str] | None) -> Catalogue:
    """The catalogue of a record's board data (the built-in one when None).

    Raises :class:`RecordError` on bad board data."""
    if board is None:
        return default_catalogue()
    try:
        return parse_catalogue(board)
    except CatalogueError as exc:
        raise RecordError(f"board data: {exc}") from None


# ----------------------------------------------------------------------------- game


class BlockyMountains(Game[Setup, State, Action, Event]):
    """The rules of :mod:`blocky.games.blocky_mountains.game`, as a game of the core."""

    game_type = GameType(
        "blocky-mountains",
        "Blocky Mountains",
        min_players=1,
        max_players=7,
        chance=True,
        simultaneous=False,
        rules_version=1,
    )
    data_files = CATALOGUE_FILES
    setup_class = Setup

    def validate_setup(self, setup: Setup) -> None:
        setup.validate()

    def start_timeline(self, setup: Setup, data: Mapping[str, str] | None = None) -> Any:
        return Timeline.start(setup, data)

    def resume_timeline(
        self,
        setup: Setup,
        actions: Sequence[Action],
        data: Mapping[str, str] | None,
        redo: tuple[tuple[Action, ...], ...] = (),
    ) -> Any:
        return Timeline.resume(Record(setup, tuple(actions), data), redo)

    def players_of(self, setup: Setup) -> tuple[str, ...]:
        return tuple(setup.players)

    def variant_of(self, setup: Setup) -> str:
        return setup.mode.value

    def summary_data(self, state: State) -> dict[str, Any]:
        from blocky.games.blocky_mountains.outcome import standing_data

        return standing_data(state)

    def new_game(self, setup: Setup, data: Mapping[str, str] | None = None) -> State:
        return rules.new_game(setup, catalogue_for(data))

    def actor(self, state: State) -> Actor | None:
        who = rules.current_actor(state)
        if who is None:
            return None
        return CHANCE if who == CHANCE_SEAT else Actor.player(who)

    def legal_actions(self, state: State) -> Sequence[Action]:
        return rules.legal_actions(state)

    # The rules' own functions, not wrappers: replay and play call them once per action.
    apply = staticmethod(rules.apply)
    apply_logged = staticmethod(rules.apply_logged)

    def chance_outcomes(self, state: State) -> Sequence[tuple[Action, int]]:
        return rules.chance_options(state)

    def is_chance(self, action: Action) -> bool:
        return action.is_chance

    def chance_seed(self, setup: Setup) -> int | None:
        return setup.seed if setup.draws is Draws.APP else None

    def is_over(self, state: State) -> bool:
        return rules.is_over(state)

    def outcome(self, state: State) -> Outcome | None:
        result = rules.outcome(state)
        if result is None:
            return None
        variant = variant_of(state.ctx.setup)
        seats = frozenset(range(len(state.ctx.setup.players)))
        if variant.ranked:
            places: dict[int, set[int]] = {}
            for standing in result.standings:
                places.setdefault(standing.place, set()).add(standing.player)
            ranking = tuple(frozenset(places[p]) for p in sorted(places))
            return Outcome(result.reason, ranking[0], ranking, detail=result)
        won = variant.cooperative and result.reason is EndReason.TEAM_WON
        return Outcome(result.reason, seats if won else frozenset(), detail=result)

    def describe_event(self, event: Event) -> Words:
        return words_for(event)

    def action_kind(self, action: Action) -> str:
        return action.kind

    def setup_to_json(self, setup: Setup) -> dict[str, Any]:
        return setup_to_json(setup)

    def setup_from_json(self, data: Any) -> Setup:
        return setup_from_json(data)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    def record_fields(self, setup: Setup, data: Mapping[str, str] | None) -> dict[str, Any]:
        cat = catalogue_for(data)
        return {"catalogue": {"version": cat.version, "digest": cat.digest}}

    def check_record_fields(
        self, setup: Setup, data: Mapping[str, str] | None, fields: Mapping[str, Any]
    ) -> None:
        cat = catalogue_for(data)
        meta = fields.get("catalogue")
        if meta is not None and not isinstance(meta, dict):
            raise RecordError(f"catalogue: must be an object, not {show(meta)}")
        digest = None if meta is None else meta.get("digest")
        if digest is not None and digest != cat.digest:
            raise RecordError(
                "this record was played with different board data than this app has "
                f"(board {show(digest)}, app {cat.digest}); it cannot be replayed exactly"
            )


BLOCKY_MOUNTAINS = BlockyMountains()


# ------------------------------------------------------ its record and timeline
#
# They are defined with the game: a record defaults to this game, and the game starts
# and resumes its timelines (blocky/games/blocky_mountains/record.py reads and writes them).


@dataclass(frozen=True)
class Record(core.Record[Setup, Action]):
    """A Blocky Mountains record. ``board`` holds the text of the catalogue files when the
    game was played with board data other than the built-in one."""

    game: Game[Setup, Any, Action, Any] = field(
        default=BLOCKY_MOUNTAINS, kw_only=True, compare=False, repr=False
    )

    def catalogue(self) -> Catalogue:
        """The catalogue this record is played with (raises RecordError on bad board data)."""
        return catalogue_for(self.board)


@dataclass(frozen=True)
class Timeline(core.Timeline[Setup, State, Action, Event]):
    """A Blocky Mountains record being played: its current state, and what undo can bring
    back. Every method returns a new Timeline; nothing is changed in place."""

    record: Record

    @staticmethod
    def start(setup: Setup, board: Mapping[str, str] | None = None) -> Timeline:
        """A new game (raises SetupError for a set-up the rules cannot play)."""
        record = Record(setup, (), board)
        return Timeline(record, rules.new_game(setup, record.catalogue()))
