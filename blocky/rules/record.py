"""The game record: set-up plus the ordered actions, as versioned JSON.

Any record replays to the same state, whichever draws mode made it. Undo drops
the last player decision and the chance actions after it; redo puts them back.
See ``docs/record-format.md``.

>>> from blocky.rules.state import Setup
>>> t = Timeline.start(Setup.solo("Mia", course="A", seed=5))
>>> t = t.advance_chance()                 # app draws: the first card turns up
>>> len(t.actions), t.actions[0].kind
(1, 'reveal_card')
>>> replay(record_from_json(record_to_json(t.record))) == t.state
True
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from blocky.rules.actions import Action, ActionFormatError, action_from_json, action_to_json
from blocky.rules.catalogue import (
    CATALOGUE_FILES,
    Catalogue,
    CatalogueError,
    default_catalogue,
    parse_catalogue,
)
from blocky.rules.events import Event
from blocky.rules.game import (
    IllegalAction,
    apply,
    apply_logged,
    chance_action,
    current_actor,
    new_game,
)
from blocky.rules.state import (
    CHANCE,
    MAX_SEED,
    MIN_SEED,
    RACE_COLOURS,
    Draws,
    Mode,
    Setup,
    SetupError,
    State,
)
from blocky.rules.untrusted import UntrustedError, is_text, load_json, show

RECORD_FORMAT = "blocky-mountains-record"
RECORD_VERSION = 1


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
        action: Action | None = None,
        reason: str = "",
    ) -> None:
        super().__init__(message)
        self.index = index
        self.action = action
        self.reason = reason or message


@dataclass(frozen=True)
class Record:
    setup: Setup
    actions: tuple[Action, ...] = ()
    #: The board data the game was played with, when it is not the built-in one
    #: (the text of the catalogue files, keyed by file name).
    board: Mapping[str, str] | None = field(default=None, compare=False)

    def catalogue(self) -> Catalogue:
        """The catalogue this record is played with (raises RecordError on bad board data)."""
        if self.board is None:
            return default_catalogue()
        try:
            return parse_catalogue(self.board)
        except CatalogueError as exc:
            raise RecordError(f"board data: {exc}") from None


# ------------------------------------------------------------------------------- JSON


def setup_to_json(setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {"mode": setup.mode.value}
    if setup.mode is Mode.RACE:
        out["players"] = [
            {"name": n, "colour": c} for n, c in zip(setup.players, setup.colours, strict=True)
        ]
    else:
        out["players"] = [{"name": n} for n in setup.players]
    if setup.mode is Mode.TEAM:
        out["level"] = setup.level
        out["start"] = setup.start
    if setup.mode is Mode.SOLO:
        out["course"] = setup.course
    out["draws"] = setup.draws.value
    out["seed"] = setup.seed
    return out


def _key(key: object) -> str:
    if isinstance(key, str) and len(key) <= 40 and key.isprintable() and is_text(key):
        return key
    return show(key)


def _choice(data: dict[str, Any], key: str, default: str, allowed: str) -> str:
    """A set-up field that must be one of a few words."""
    value = data.get(key, default)
    if not isinstance(value, str):
        raise RecordError(f"setup: {key} must be {allowed}, not {show(value)}")
    return value


def setup_from_json(data: Any) -> Setup:
    """Read a set-up. Raises :class:`RecordError` saying what is wrong, whatever ``data`` is."""
    if not isinstance(data, dict):
        raise RecordError(f"setup: must be an object, not {show(data)}")
    allowed = {"mode", "players", "level", "start", "course", "draws", "seed"}
    extra = sorted(_key(k) for k in set(data) - allowed)
    if extra:
        raise RecordError(f"setup: unknown field(s) {', '.join(extra[:5])}")
    raw_mode = data.get("mode")
    if not isinstance(raw_mode, str) or raw_mode not in {m.value for m in Mode}:
        raise RecordError(f"setup: mode must be race, team or solo, not {show(raw_mode)}")
    mode = Mode(raw_mode)
    raw_draws = data.get("draws", "app")
    if not isinstance(raw_draws, str) or raw_draws not in {d.value for d in Draws}:
        raise RecordError(f"setup: draws must be app or table, not {show(raw_draws)}")
    draws = Draws(raw_draws)
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError("setup: players must be a list of objects")
    if len(players) > 7:
        raise RecordError(f"setup: {len(players)} players; a game has at most 7")
    names: list[str] = []
    colours: list[str] = []
    for i, p in enumerate(players, start=1):
        keys = {"name", "colour"} if mode is Mode.RACE else {"name"}
        unknown = sorted(_key(k) for k in set(p) - keys)
        if unknown:
            raise RecordError(f"setup: player {i}: unknown field(s) {', '.join(unknown[:5])}")
        name = p.get("name")
        if not isinstance(name, str):
            raise RecordError(f"setup: player {i}: name must be text, not {show(name)}")
        if not is_text(name):
            raise RecordError(f"setup: player {i}: the name holds characters that are not text")
        names.append(name)
        if mode is Mode.RACE:
            colour = p.get("colour")
            if not isinstance(colour, str):
                raise RecordError(f"setup: player {i}: colour must be text, not {show(colour)}")
            if colour not in RACE_COLOURS:
                raise RecordError(
                    f"setup: {show(colour)} is not a player colour (white, black, orange, violet)"
                )
            colours.append(colour)
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not MIN_SEED <= seed <= MAX_SEED:
        raise RecordError(
            f"setup: the seed must be a whole number from {MIN_SEED} to {MAX_SEED}, "
            f"not {show(seed)}"
        )
    setup = Setup(
        mode,
        tuple(names),
        tuple(colours),
        level=_choice(data, "level", "beginner", "beginner or advanced"),
        start=_choice(data, "start", "campground", "campground, A or B"),
        course=_choice(data, "course", "A", "A, B, C or climb"),
        draws=draws,
        seed=seed,
    )
    try:
        setup.validate()
    except SetupError as exc:
        raise RecordError(f"setup: {_short(str(exc))}") from None
    return setup


def _short(message: str) -> str:
    """A message that quotes a long value, shortened (set-up errors quote what was given)."""
    return message if len(message) <= 300 else message[:300] + "…"


def record_to_json(record: Record) -> dict[str, Any]:
    cat = record.catalogue()
    out: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "setup": setup_to_json(record.setup),
        "catalogue": {"version": cat.version, "digest": cat.digest},
        "actions": [action_to_json(a) for a in record.actions],
    }
    if record.board is not None:
        out["board"] = dict(record.board)
    return out


def load_record_json(data: str | bytes) -> Any:
    """Parse the JSON text of a record file, refusing hostile text (see ``untrusted``).

    Raises :class:`RecordError` only. ``record_from_json`` then checks the content.
    """
    try:
        return load_json(data)
    except UntrustedError as exc:
        raise RecordError(str(exc)) from None


def record_from_text(data: str | bytes) -> Record:
    """Read a record from the text of a record file. Raises :class:`RecordError` only."""
    return record_from_json(load_record_json(data))


def record_from_json(data: Any) -> Record:
    """Read a record (not yet replayed). Raises :class:`RecordError` saying what is wrong,
    whatever ``data`` is (any value ``json.loads`` can give)."""
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
    setup = setup_from_json(data.get("setup"))
    board = data.get("board")
    if board is not None:
        if not isinstance(board, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in board.items()
        ):
            raise RecordError("board: must map file names to their text")
        missing = [f for f in CATALOGUE_FILES if f not in board]
        if missing:
            raise RecordError(f"board: {missing[0]} is missing")
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise RecordError(f"actions: must be a list, not {show(raw_actions)}")
    actions: list[Action] = []
    for i, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_json(raw))
        except ActionFormatError as exc:
            raise RecordError(f"action {i}: {exc}", i, reason=str(exc)) from None
    record = Record(setup, tuple(actions), board)
    cat = record.catalogue()
    meta = data.get("catalogue")
    if meta is not None and not isinstance(meta, dict):
        raise RecordError(f"catalogue: must be an object, not {show(meta)}")
    digest = None if meta is None else meta.get("digest")
    if digest is not None and digest != cat.digest:
        raise RecordError(
            "this record was played with different board data than this app has "
            f"(board {show(digest)}, app {cat.digest}); it cannot be replayed exactly"
        )
    return record


# ----------------------------------------------------------------------------- replay


def replay_steps(record: Record) -> Iterator[tuple[int, Action, State, tuple[Event, ...]]]:
    """Each action with the state after it and what it did. Raises RecordError."""
    cat = record.catalogue()
    try:
        state = new_game(record.setup, cat)
    except SetupError as exc:
        raise RecordError(f"setup: {exc}") from None
    for i, action in enumerate(record.actions):
        try:
            state, events = apply_logged(state, action)
        except IllegalAction as exc:
            raise RecordError(
                f"action {i} ({action.kind}): {exc}", i, action=action, reason=str(exc)
            ) from None
        yield i, action, state, events


def replay(record: Record, upto: int | None = None) -> State:
    """The state after the record's actions (or the first ``upto`` of them)."""
    cat = record.catalogue()
    try:
        state = new_game(record.setup, cat)
    except SetupError as exc:
        raise RecordError(f"setup: {exc}") from None
    actions = record.actions if upto is None else record.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state = apply(state, action)
        except IllegalAction as exc:
            raise RecordError(
                f"action {i} ({action.kind}): {exc}", i, action=action, reason=str(exc)
            ) from None
    return state


# ------------------------------------------------------------------------ undo / redo


def undo_span(actions: tuple[Action, ...] | list[Action]) -> int:
    """How many trailing actions one undo removes: the last decision and the chance after it.

    With no decision at all (only cards turned up at the start) it removes those chance
    actions, so players can correct a card they entered wrongly.
    """
    i = len(actions)
    while i > 0 and actions[i - 1].is_chance:
        i -= 1
    if i == 0:
        return len(actions)
    return len(actions) - (i - 1)


@dataclass(frozen=True)
class Timeline:
    """A record being played: its current state, and what undo can bring back.

    Every method returns a new Timeline; nothing is changed in place.
    """

    record: Record
    state: State
    redo_stack: tuple[tuple[Action, ...], ...] = ()

    @staticmethod
    def start(setup: Setup, board: Mapping[str, str] | None = None) -> Timeline:
        record = Record(setup, (), board)
        return Timeline(record, new_game(setup, record.catalogue()))

    @staticmethod
    def resume(record: Record, redo_stack: tuple[tuple[Action, ...], ...] = ()) -> Timeline:
        return Timeline(record, replay(record), redo_stack)

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.record.actions

    @property
    def setup(self) -> Setup:
        return self.record.setup

    def play(self, action: Action) -> Timeline:
        """Apply one action (raises IllegalAction; nothing changes then). Clears redo."""
        state = apply(self.state, action)
        return Timeline(replace(self.record, actions=self.actions + (action,)), state, ())

    def play_logged(self, action: Action) -> tuple[Timeline, tuple[Event, ...]]:
        state, events = apply_logged(self.state, action)
        return Timeline(replace(self.record, actions=self.actions + (action,)), state, ()), events

    def next_chance(self) -> Action | None:
        """App draws: the chance action due now (None if a player acts, or table draws)."""
        if self.setup.draws is not Draws.APP or current_actor(self.state) != CHANCE:
            return None
        return chance_action(self.state, self.setup.seed, len(self.actions))

    def advance_chance(self) -> Timeline:
        """App draws: apply chance actions until a player must act."""
        t = self
        while (a := t.next_chance()) is not None:
            t = Timeline(
                replace(t.record, actions=t.actions + (a,)), apply(t.state, a), t.redo_stack
            )
        return t

    @property
    def can_undo(self) -> bool:
        if not self.actions:
            return False
        if self.setup.draws is Draws.APP:
            return any(not a.is_chance for a in self.actions)
        return True

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> Timeline:
        if not self.can_undo:
            raise IllegalAction("There is nothing to undo.")
        n = undo_span(self.actions)
        kept = self.actions[: len(self.actions) - n]
        dropped = self.actions[len(self.actions) - n :]
        record = replace(self.record, actions=kept)
        return Timeline(record, replay(record), self.redo_stack + (dropped,))

    def redo(self) -> Timeline:
        if not self.redo_stack:
            raise IllegalAction("There is nothing to redo.")
        span = self.redo_stack[-1]
        state = self.state
        for a in span:
            state = apply(state, a)
        record = replace(self.record, actions=self.actions + span)
        return Timeline(record, state, self.redo_stack[:-1])
