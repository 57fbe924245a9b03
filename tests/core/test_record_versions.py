"""Record format 2 names its game and rules version; version 1 records still read and
replay as Blocky Mountains records, exactly as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from blocky.core import record as core
from blocky.core.game import IllegalAction as CoreIllegalAction
from blocky.games.blocky_mountains.game import IllegalAction
from blocky.games.blocky_mountains.plugin import BLOCKY_MOUNTAINS
from blocky.games.blocky_mountains.record import (
    RECORD_VERSION,
    Record,
    RecordError,
    Timeline,
    record_from_json,
    record_to_json,
    replay,
)
from blocky.games.blocky_mountains.state import Setup
from tests.games.blocky_mountains.golden_scenarios import GOLDEN_DIR, record_json_of

GOLDEN = sorted(GOLDEN_DIR.glob("*.txt"))


def _as_v1(data: dict[str, object]) -> dict[str, object]:
    """What an app before version 2 wrote for the same game."""
    old = {k: v for k, v in data.items() if k not in ("game", "rules")}
    return {**old, "version": 1}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_version_1_records_replay_to_the_same_state_and_are_written_as_version_2(
    path: Path,
) -> None:
    raw = json.loads(record_json_of(path))
    record = record_from_json(raw)
    state = replay(record)
    written = record_to_json(record)
    assert (written["version"], written["game"], written["rules"]) == (2, "blocky-mountains", 1)
    again = record_from_json(written)
    assert again == record and replay(again) == state
    assert _as_v1(written) == {**raw, "version": 1}  # only the version and the two ids differ
    v1 = record_from_json(_as_v1(written))
    assert v1 == record and replay(v1) == state


def test_the_core_reader_finds_blocky_mountains_for_either_version() -> None:
    raw = json.loads(record_json_of(GOLDEN[0]))
    for data in (_as_v1(raw), record_to_json(record_from_json(raw))):
        read = core.record_from_json(data)
        assert read.game is BLOCKY_MOUNTAINS
        assert core.replay(read) == replay(record_from_json(raw))


def test_a_version_2_record_with_its_board_round_trips() -> None:
    t = Timeline.start(Setup.solo("Mia", course="B", seed=9)).advance_chance()
    board = _board_texts()
    t2 = Timeline.start(Setup.solo("Mia", course="B", seed=9), board).advance_chance()
    for timeline in (t, t2):
        data = json.loads(json.dumps(record_to_json(timeline.record)))
        back = record_from_json(data)
        assert back == timeline.record and back.board == timeline.record.board
        assert record_to_json(back) == data and replay(back) == timeline.state


def _board_texts() -> dict[str, str]:
    from blocky.games.blocky_mountains.catalogue import default_catalogue_texts

    return default_catalogue_texts()


def _v2() -> dict[str, object]:
    return record_to_json(Record(Setup.race([("Wendy", "white")]), ()))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"game": "chess"}, "this is a record of another game ('chess'), not of Blocky Mountains"),
        ({"game": None}, "the record names no game ('game' is nothing)"),
        ({"rules": 2}, "this record was played with newer rules of Blocky Mountains (rules version 2"),
        ({"rules": "one"}, "the record has no valid rules version ('one')"),
        ({"rules": 0}, "the record has no valid rules version (0)"),
        ({"version": RECORD_VERSION + 1}, "written by a newer version of the app"),
    ],
)
def test_what_this_app_cannot_replay_is_refused_clearly(
    change: dict[str, object], message: str
) -> None:
    data = {**_v2(), **change}
    with pytest.raises(RecordError) as refused:
        record_from_json(data)
    assert message in str(refused.value)


def test_the_core_reader_refuses_a_game_it_does_not_know() -> None:
    with pytest.raises(core.RecordError) as refused:
        core.record_from_json({**_v2(), "game": "chess"})
    assert str(refused.value) == (
        "this app does not know the game 'chess' (it knows: blocky-mountains, montgolfiere)"
    )


def test_the_errors_are_the_cores_own() -> None:
    assert RecordError is core.RecordError and IllegalAction is CoreIllegalAction
    with pytest.raises(IllegalAction, match="nothing to undo"):
        Timeline.start(Setup.solo("Mia")).undo()
