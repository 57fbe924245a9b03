"""The game record of Blocky Mountains: set-up plus the ordered actions, as versioned JSON.

The record and timeline are the core's (:mod:`blocky.core.record`), here fixed to Blocky
Mountains: ``Record(setup, actions, board)`` needs no game, and the functions return this
game's states. Any record replays to the same state, whichever draws mode made it. Undo
drops the last player decision and the chance actions after it; redo puts them back.
See ``docs/record-format.md``.

>>> from blocky.games.blocky_mountains.state import Setup
>>> t = Timeline.start(Setup.solo("Mia", course="A", seed=5))
>>> t = t.advance_chance()                 # app draws: the first card turns up
>>> len(t.actions), t.actions[0].kind
(1, 'reveal_card')
>>> replay(record_from_json(record_to_json(t.record))) == t.state
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from blocky.core import record as core
from blocky.core.record import RECORD_FORMAT, RECORD_VERSION, RecordError
from blocky.core.untrusted import UntrustedError, load_json
from blocky.games.blocky_mountains.actions import Action
from blocky.games.blocky_mountains.events import Event
from blocky.games.blocky_mountains.plugin import BLOCKY_MOUNTAINS, Record, Timeline
from blocky.games.blocky_mountains.setup_json import setup_from_json, setup_to_json
from blocky.games.blocky_mountains.state import Setup, State

__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "Record",
    "RecordError",
    "Timeline",
    "load_record_json",
    "record_from_json",
    "record_from_text",
    "record_to_json",
    "replay",
    "replay_steps",
    "setup_from_json",
    "setup_to_json",
    "undo_span",
]


def record_to_json(record: core.Record[Setup, Action]) -> dict[str, Any]:
    """The record as JSON (the current record version)."""
    return core.record_to_json(record)


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
    """Read a Blocky Mountains record (not yet replayed), of any record version.

    Raises :class:`RecordError` saying what is wrong, whatever ``data`` is (any value
    ``json.loads`` can give), also for a record of another game."""
    read = core.record_from_json(data, BLOCKY_MOUNTAINS)
    return Record(read.setup, read.actions, read.board)


def replay_steps(
    record: core.Record[Setup, Action],
) -> Iterator[tuple[int, Action, State, tuple[Event, ...]]]:
    """Each action with the state after it and what it did. Raises RecordError."""
    return core.replay_steps(record)


def replay(record: core.Record[Setup, Action], upto: int | None = None) -> State:
    """The state after the record's actions (or the first ``upto`` of them)."""
    state: State = core.replay(record, upto)
    return state


def undo_span(actions: tuple[Action, ...] | list[Action]) -> int:
    """How many trailing actions one undo removes: the last decision and the chance after it.

    With no decision at all (only cards turned up at the start) it removes those chance
    actions, so players can correct a card they entered wrongly.
    """
    return core.undo_span(BLOCKY_MOUNTAINS, actions)
