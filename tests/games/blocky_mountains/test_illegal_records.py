"""Hand-written records that must be refused, each with the index of the first bad
action (if any) and a reason a player understands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from blocky.games.blocky_mountains.catalogue import default_catalogue_texts
from blocky.games.blocky_mountains.record import (
    RECORD_VERSION,
    Record,
    RecordError,
    record_from_json,
    record_to_json,
    replay,
)
from blocky.games.blocky_mountains.state import Setup

ILLEGAL = Path(__file__).resolve().parents[2] / "golden" / "illegal"

#: file -> (index of the first bad action or None, exact start of the message)
EXPECTED: dict[str, tuple[int | None, str]] = {
    "route_change_unpaid.json": (
        14,
        "action 14 (change_route): White has 1 squirrel; changing to route C costs 3.",
    ),
    "retry_difficult.json": (
        4,
        "action 4 (retry): The difficult route (extra task) allows exactly one attempt",
    ),
    "retry_on_fox.json": (
        11,
        "action 11 (retry): The attempt started on a fox space: the route must be mastered "
        "on the first attempt, no retries.",
    ),
    "unknown_action.json": (2, "action 2: unknown action 'jump'"),
    "newer_version.json": (
        None,
        f"this record was written by a newer version of the app (record version 7; "
        f"this app reads up to {RECORD_VERSION}). Please update the app.",
    ),
}


def _load(name: str) -> Any:
    return json.loads((ILLEGAL / name).read_text(encoding="utf-8"))


def test_every_illegal_file_has_an_expectation() -> None:
    files = {p.name for p in ILLEGAL.glob("*.json")}
    assert files == set(EXPECTED) | {"truncated.json"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_illegal_record_is_refused_naming_the_action(name: str) -> None:
    index, message = EXPECTED[name]
    with pytest.raises(RecordError) as err:
        replay(record_from_json(_load(name)))
    assert str(err.value).startswith(message), str(err.value)
    assert err.value.index == index


@pytest.mark.parametrize("name", ["route_change_unpaid.json", "retry_difficult.json",
                                  "retry_on_fox.json"])  # fmt: skip
def test_the_actions_before_the_bad_one_replay(name: str) -> None:
    index, _ = EXPECTED[name]
    assert index is not None
    record = record_from_json(_load(name))
    state = replay(record, upto=index)
    assert not state.is_over


def test_truncated_json_is_not_a_record() -> None:
    text = (ILLEGAL / "truncated.json").read_text(encoding="utf-8")
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)


def _with_board(edit: str, replacement: str) -> dict[str, Any]:
    texts = default_catalogue_texts()
    assert edit in texts["race_map.toml"]
    texts["race_map.toml"] = texts["race_map.toml"].replace(edit, replacement)
    data = record_to_json(Record(Setup.race([("Wendy", "white")]), ()))
    data["board"] = texts
    del data["catalogue"]
    return data


def test_board_with_an_18th_space_is_refused() -> None:
    data = _with_board("from = 8\nto = 11", "from = 8\nto = 18")
    with pytest.raises(RecordError) as err:
        record_from_json(data)
    assert str(err.value) == (
        "board data: race_map.toml: shortcut from 8: 'to' is 18, must be at most 17"
    )
    assert err.value.index is None


def test_board_that_is_fine_replays() -> None:
    data = _with_board("from = 8\nto = 11", "from = 8\nto = 17")
    data["actions"] = [{"do": "choose_pile", "pile": "A"}]
    record = record_from_json(data)
    assert record.catalogue().race_map.shortcut_from(8) is not None
    assert replay(record).pending_pile == "A"


def test_board_with_a_missing_file_is_refused() -> None:
    data = _with_board("peak = 17", "peak = 17")
    del data["board"]["owls.toml"]
    with pytest.raises(RecordError, match="board: owls.toml is missing"):
        record_from_json(data)


def test_record_for_other_board_data_is_refused() -> None:
    data = record_to_json(Record(Setup.race([("Wendy", "white")]), ()))
    data["catalogue"]["digest"] = "0" * 16
    with pytest.raises(RecordError, match="different board data"):
        record_from_json(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "chess-pgn"}, "not a Blocky Mountains game record"),
        ({"version": "one"}, "no valid 'version'"),
        ({"version": 0}, "unknown record version 0"),
        ({"actions": {}}, "actions: must be a list"),
        ({"setup": {"mode": "golf"}}, "setup: mode must be race, team or solo"),
        ({"setup": {"mode": "race", "players": [{"name": "A", "colour": "pink"}]}},
         "setup: 'pink' is not a player colour"),
    ],
)  # fmt: skip
def test_malformed_records_are_refused(change: dict[str, Any], message: str) -> None:
    data = record_to_json(Record(Setup.race([("Wendy", "white")]), ()))
    data.update(change)
    with pytest.raises(RecordError, match=message):
        record_from_json(data)
