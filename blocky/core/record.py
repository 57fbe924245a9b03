"""A game record (set-up plus the ordered actions) and the timeline of a game being played,
for any game of the registry. See ``docs/record-format.md``.

Undo drops the last decision and the chance actions that followed it; redo puts them
back; a record replays to the same state whoever drew the chance.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Generic, Self

from blocky.core.base import ActionT, EventT, IllegalAction, SetupT, StateT
from blocky.core.chance import draw
from blocky.core.registry import UnknownGame, find_game
from blocky.core.text import show

if TYPE_CHECKING:
    from blocky.core.game import Game

RECORD_FORMAT = "blocky-mountains-record"
#: The record version this app writes. Version 1 (no game id, no rules version) was
#: written for Blocky Mountains only and still reads as such.
RECORD_VERSION = 2
#: The game of every version 1 record.
V1_GAME = "blocky-mountains"


class RecordError(ValueError):
    """A record that cannot be read or replayed.

    ``index`` is the first bad action, if any; ``action`` is that action when it could be
    read but the rules refused it, and ``reason`` the rules' own sentence (the message
    without the "action 14 (change_route): " in front).
    """

    def __init__(
        self,
        message: str,
        index: int | None = None,
        *,
        action: object = None,
        reason: str = "",
    ) -> None:
        super().__init__(message)
        self.index = index
        self.action = action
        self.reason = reason or message


@dataclass(frozen=True)
class Record(Generic[SetupT, ActionT]):
    """One game: its set-up, the actions in order, and the game's data files when they
    are not the built-in ones (their text, keyed by file name; a corrected board)."""

    setup: SetupT
    actions: tuple[ActionT, ...] = ()
    board: Mapping[str, str] | None = field(default=None, compare=False)
    game: Game[SetupT, Any, ActionT, Any] = field(kw_only=True, compare=False, repr=False)


# ------------------------------------------------------------------------------- JSON


def record_to_json(record: Record[Any, Any]) -> dict[str, Any]:
    """The record as a JSON object of the current version."""
    game = record.game
    out: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": game.game_type.id,
        "rules": game.game_type.rules_version,
        "setup": game.setup_to_json(record.setup),
    }
    out.update(game.record_fields(record.setup, record.board))
    out["actions"] = [game.action_to_json(a) for a in record.actions]
    if record.board is not None:
        out["board"] = dict(record.board)
    return out


def _version(data: Any) -> int:
    if not isinstance(data, dict):
        raise RecordError("not a game record: expected a JSON object")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError("not a Blocky Mountains game record (field 'format' is missing or wrong)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("the record has no valid 'version'")
    if version > RECORD_VERSION:
        raise RecordError(
            "this record was written by a newer version of the app (record version "
            f"{show(version)}; this app reads up to {RECORD_VERSION}). Please update the app."
        )
    if version < 1:
        raise RecordError(f"unknown record version {show(version)}")
    return version


def record_game_id(data: Any) -> str:
    """The id of the game a record (parsed JSON) is of; raises RecordError."""
    if _version(data) == 1:
        return V1_GAME
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise RecordError(f"the record names no game ('game' is {show(game_id)})")
    return game_id


def record_from_json(data: Any, game: Game[Any, Any, Any, Any] | None = None) -> Record[Any, Any]:
    """Read a record (not yet replayed) of ``game``, or of the game it names when ``game``
    is None. Raises :class:`RecordError` saying what is wrong, whatever ``data`` is."""
    version = _version(data)
    game_id = record_game_id(data)
    if game is None:
        try:
            game = find_game(game_id).rules()
        except UnknownGame as exc:
            raise RecordError(str(exc)) from None
    elif game_id != game.game_type.id:
        raise RecordError(
            f"this is a record of another game ({show(game_id)}), "
            f"not of {game.game_type.name}"
        )
    rules = 1 if version == 1 else data.get("rules")
    if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
        raise RecordError(f"the record has no valid rules version ({show(rules)})")
    if rules > game.game_type.rules_version:
        raise RecordError(
            f"this record was played with newer rules of {game.game_type.name} (rules "
            f"version {show(rules)}; this app knows up to {game.game_type.rules_version}). "
            "Please update the app."
        )
    try:
        setup = game.setup_from_json(data.get("setup"))
    except RecordError:
        raise
    except ValueError as exc:
        raise RecordError(f"setup: {exc}") from None
    board = data.get("board")
    if board is not None:
        if not isinstance(board, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in board.items()
        ):
            raise RecordError("board: must map file names to their text")
        missing = [f for f in game.data_files if f not in board]
        if missing:
            raise RecordError(f"board: {missing[0]} is missing")
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise RecordError(f"actions: must be a list, not {show(raw_actions)}")
    actions: list[Any] = []
    for i, raw in enumerate(raw_actions):
        try:
            actions.append(game.action_from_json(raw))
        except ValueError as exc:
            raise RecordError(f"action {i}: {exc}", i, reason=str(exc)) from None
    record: Record[Any, Any] = Record(setup, tuple(actions), board, game=game)
    try:
        game.check_record_fields(setup, board, data)
    except RecordError:
        raise
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    return record


# ----------------------------------------------------------------------------- replay


def _first_state(record: Record[SetupT, ActionT]) -> Any:
    try:
        return record.game.new_game(record.setup, record.board)
    except (RecordError, IllegalAction):
        raise
    except ValueError as exc:
        raise RecordError(f"setup: {exc}") from None


def replay_steps(record: Record[SetupT, ActionT]) -> Iterator[tuple[int, ActionT, Any, tuple[Any, ...]]]:
    """Each action with the state after it and what it did. Raises RecordError."""
    game = record.game
    state = _first_state(record)
    for i, action in enumerate(record.actions):
        try:
            state, events = game.apply_logged(state, action)
        except IllegalAction as exc:
            raise RecordError(
                f"action {i} ({game.action_kind(action)}): {exc}", i, action=action, reason=str(exc)
            ) from None
        yield i, action, state, events


def replay(record: Record[SetupT, ActionT], upto: int | None = None) -> Any:
    """The state after the record's actions (or the first ``upto`` of them)."""
    game = record.game
    state = _first_state(record)
    apply = game.apply
    actions = record.actions if upto is None else record.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state = apply(state, action)
        except IllegalAction as exc:
            raise RecordError(
                f"action {i} ({game.action_kind(action)}): {exc}", i, action=action, reason=str(exc)
            ) from None
    return state


# ------------------------------------------------------------------------ undo / redo


def undo_span(game: Game[Any, Any, ActionT, Any], actions: tuple[ActionT, ...] | list[ActionT]) -> int:
    """How many trailing actions one undo removes: the last decision and the chance after it.

    With no decision at all (only chance at the start) it removes those chance actions,
    so players can correct a card they entered wrongly.
    """
    i = len(actions)
    while i > 0 and game.is_chance(actions[i - 1]):
        i -= 1
    if i == 0:
        return len(actions)
    return len(actions) - (i - 1)


@dataclass(frozen=True)
class Timeline(Generic[SetupT, StateT, ActionT, EventT]):
    """A record being played: its current state, and what undo can bring back.

    Every method returns a new Timeline of the same class; nothing is changed in place.
    """

    record: Record[SetupT, ActionT]
    state: StateT
    redo_stack: tuple[tuple[ActionT, ...], ...] = ()

    @classmethod
    def begin(cls, record: Record[SetupT, ActionT]) -> Self:
        """A timeline at the start of ``record``'s game (its actions are not played)."""
        record = replace(record, actions=())
        return cls(record, record.game.new_game(record.setup, record.board))

    @classmethod
    def resume(
        cls, record: Record[SetupT, ActionT], redo_stack: tuple[tuple[ActionT, ...], ...] = ()
    ) -> Self:
        """The timeline after all of ``record``'s actions (raises RecordError)."""
        state: StateT = replay(record)
        return cls(record, state, redo_stack)

    @property
    def game(self) -> Game[SetupT, StateT, ActionT, EventT]:
        return self.record.game

    @property
    def actions(self) -> tuple[ActionT, ...]:
        return self.record.actions

    @property
    def setup(self) -> SetupT:
        return self.record.setup

    def _with(
        self, actions: tuple[ActionT, ...], state: StateT, redo: tuple[tuple[ActionT, ...], ...]
    ) -> Self:
        # A subclass fixes the types of a game; it adds no fields.
        return type(self)(replace(self.record, actions=actions), state, redo)

    def play(self, action: ActionT) -> Self:
        """Apply one action (raises IllegalAction; nothing changes then). Clears redo."""
        state = self.game.apply(self.state, action)
        return self._with(self.actions + (action,), state, ())

    def play_logged(self, action: ActionT) -> tuple[Self, tuple[EventT, ...]]:
        state, events = self.game.apply_logged(self.state, action)
        return self._with(self.actions + (action,), state, ()), events

    def next_chance(self) -> ActionT | None:
        """App draws: the chance action due now (None if players act, or the table draws)."""
        game = self.game
        seed = game.chance_seed(self.setup)
        if seed is None:
            return None
        actor = game.actor(self.state)
        if actor is None or not actor.is_chance:
            return None
        return draw(game.chance_outcomes(self.state), seed, len(self.actions))

    def advance_chance(self) -> Self:
        """App draws: apply chance actions until players must act (keeps redo)."""
        t = self
        while (a := t.next_chance()) is not None:
            t = t._with(t.actions + (a,), t.game.apply(t.state, a), t.redo_stack)
        return t

    @property
    def can_undo(self) -> bool:
        if not self.actions:
            return False
        if self.game.chance_seed(self.setup) is not None:
            # The app's own draws at the start cannot be undone: they would come back.
            return any(not self.game.is_chance(a) for a in self.actions)
        return True

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> Self:
        if not self.can_undo:
            raise IllegalAction("There is nothing to undo.")
        n = undo_span(self.game, self.actions)
        kept = self.actions[: len(self.actions) - n]
        dropped = self.actions[len(self.actions) - n :]
        record = replace(self.record, actions=kept)
        state: StateT = replay(record)
        return type(self)(record, state, self.redo_stack + (dropped,))

    def redo(self) -> Self:
        if not self.redo_stack:
            raise IllegalAction("There is nothing to redo.")
        span = self.redo_stack[-1]
        state = self.state
        for a in span:
            state = self.game.apply(state, a)
        return self._with(self.actions + span, state, self.redo_stack[:-1])
