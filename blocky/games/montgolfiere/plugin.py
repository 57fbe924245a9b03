"""Montgolfière as a game of the core: these rules behind :class:`~blocky.core.game.Game`.

>>> from blocky.games.montgolfiere.setup import Setup
>>> game = MONTGOLFIERE
>>> state = game.new_game(Setup.of(["Ana", "Ben"], baron=True, seed=3))
>>> game.game_type.simultaneous, game.actor(state).kind.value, sorted(game.actor(state).seats)
(True, 'simultaneous', [0, 1])
>>> game.chance_seed(Setup.of(["Ana", "Ben"], draws="table")) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from blocky.core import record as core
from blocky.core.game import Actor, Game, GameType, Outcome, Words
from blocky.core.record import RecordError
from blocky.core.text import show
from blocky.games.montgolfiere import rules
from blocky.games.montgolfiere.actions import (
    Action,
    BaronCard,
    action_from_json,
    action_to_json,
)
from blocky.games.montgolfiere.baron import chance_outcomes
from blocky.games.montgolfiere.editions import (
    BOARD_FILE,
    Edition,
    EditionError,
    default_edition,
    parse_edition,
)
from blocky.games.montgolfiere.events import Event
from blocky.games.montgolfiere.outcome import outcome
from blocky.games.montgolfiere.setup import Draws, Setup, setup_from_json, setup_to_json
from blocky.games.montgolfiere.state import State
from blocky.games.montgolfiere.words import words

#: The game's id in records, the store and the registry.
GAME_ID = "montgolfiere"


def edition_for(setup: Setup, board: Mapping[str, str] | None) -> Edition:
    """The board a record is played on: the built-in one of the set-up's edition, or the
    corrected ``board.toml`` it carries. Raises :class:`RecordError` on bad board data."""
    if board is None:
        return default_edition(setup.edition)
    try:
        edition = parse_edition(board.get(BOARD_FILE))
    except EditionError as exc:
        raise RecordError(f"board data: {exc}") from None
    if edition.id != setup.edition:
        raise RecordError(
            f"board data: {BOARD_FILE} is the {edition.id}-space edition's board, but the "
            f"game is set up on the {setup.edition}-space edition"
        )
    return edition


class Montgolfiere(Game[Setup, State, Action, Event]):
    """The rules of :mod:`blocky.games.montgolfiere.rules`, as a game of the core."""

    game_type = GameType(
        GAME_ID,
        "Montgolfière",
        min_players=1,
        max_players=6,
        chance=True,
        simultaneous=True,
        rules_version=1,
    )
    data_files = (BOARD_FILE,)
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
        # The Black Baron is played by the app: he has no profile.
        return tuple(setup.names[seat] for seat in setup.player_seats)

    def variant_of(self, setup: Setup) -> str:
        return "match" if setup.target is not None else "game"

    def summary_data(self, state: State) -> dict[str, Any]:
        from blocky.games.montgolfiere.queries import table_view

        view = table_view(state)
        data = super().summary_data(state)
        data.update(
            spaces=[b.space for b in view.balloons],
            round=view.round,
            game=view.game,
            totals=list(view.totals),
        )
        return data

    def new_game(self, setup: Setup, data: Mapping[str, str] | None = None) -> State:
        return rules.new_game(setup, edition_for(setup, data))

    def actor(self, state: State) -> Actor | None:
        return rules.actor(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        return rules.legal_actions(state)

    apply = staticmethod(rules.apply)
    apply_logged = staticmethod(rules.apply_logged)

    def chance_outcomes(self, state: State) -> Sequence[tuple[Action, int]]:
        return [(BaronCard(card), weight) for card, weight in chance_outcomes(state)]

    def is_chance(self, action: Action) -> bool:
        return action.is_chance

    def chance_seed(self, setup: Setup) -> int | None:
        return setup.seed if setup.draws is Draws.APP else None

    def is_over(self, state: State) -> bool:
        return rules.is_over(state)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def describe_event(self, event: Event) -> Words:
        return words(event)

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
        edition = edition_for(setup, data)
        return {"board_data": {"edition": edition.id, "digest": edition.digest}}

    def check_record_fields(
        self, setup: Setup, data: Mapping[str, str] | None, fields: Mapping[str, Any]
    ) -> None:
        edition = edition_for(setup, data)
        meta = fields.get("board_data")
        if meta is None:
            return
        if not isinstance(meta, dict):
            raise RecordError(f"board_data: must be an object, not {show(meta)}")
        digest = meta.get("digest")
        if digest is not None and digest != edition.digest:
            raise RecordError(
                "this record was played on a different board than this app has "
                f"(board {show(digest)}, app {edition.digest}); it cannot be replayed exactly"
            )


MONTGOLFIERE = Montgolfiere()


# ------------------------------------------------------ its record and timeline
#
# They are defined with the game: a record defaults to this game, and the game starts
# and resumes its timelines (blocky/games/montgolfiere/record.py reads and writes them).


@dataclass(frozen=True)
class Record(core.Record[Setup, Action]):
    """A Montgolfière record; ``board`` holds ``board.toml`` when it is not the built-in
    board of the set-up's edition."""

    game: Game[Setup, Any, Action, Any] = field(
        default=MONTGOLFIERE, kw_only=True, compare=False, repr=False
    )


@dataclass(frozen=True)
class Timeline(core.Timeline[Setup, State, Action, Event]):
    """A Montgolfière record being played, with undo and redo (see the core)."""

    record: Record

    @staticmethod
    def start(setup: Setup, board: Mapping[str, str] | None = None) -> Timeline:
        """A new game or match (raises SetupError or RecordError)."""
        record = Record(setup, (), board)
        return Timeline(record, MONTGOLFIERE.new_game(setup, board))
