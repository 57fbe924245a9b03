"""Records of Montgolfière: the core's record and timeline, fixed to this game.

>>> from blocky.games.montgolfiere.setup import Setup
>>> t = Timeline.start(Setup.of(["Ana", "Ben"], baron=True, seed=4))
>>> from blocky.games.montgolfiere.actions import PlayCard
>>> from blocky.games.montgolfiere.cards import HOOK, ballast
>>> t = t.play(PlayCard(0, HOOK)).play(PlayCard(1, ballast(2))).advance_chance()
>>> [a.kind for a in t.actions]
['play', 'play', 'baron_card']
>>> replay(record_from_json(record_to_json(t.record))) == t.state
True
"""

from __future__ import annotations

from typing import Any

from blocky.core import record as core
from blocky.core.record import RecordError, record_to_json
from blocky.games.montgolfiere.actions import Action
from blocky.games.montgolfiere.plugin import MONTGOLFIERE, Record, Timeline
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import State

__all__ = ["Record", "RecordError", "Timeline", "record_from_json", "record_to_json", "replay"]


def record_from_json(data: Any) -> Record:
    """Read a Montgolfière record (not yet replayed); raises RecordError only."""
    read = core.record_from_json(data, MONTGOLFIERE)
    return Record(read.setup, read.actions, read.board)


def replay(record: core.Record[Setup, Action], upto: int | None = None) -> State:
    state: State = core.replay(record, upto)
    return state
