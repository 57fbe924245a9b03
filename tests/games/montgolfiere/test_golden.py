"""Golden playthroughs of whole games, replayed through ``blocky-mountains replay``.

Each scenario has three files in tests/golden/montgolfiere/: the record (``.json``), every
action with what it did and the state after it (``.steps.txt``, for a person to check
against the rules), and the text ``replay`` prints (``.replay.txt``). See golden.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from blocky.core.record import record_to_json, replay_steps
from blocky.games.montgolfiere.describe import describe_action, state_summary
from blocky.games.montgolfiere.record import Record, record_from_json, replay
from blocky.games.montgolfiere.rules import actor, new_game
from blocky.games.montgolfiere.words import event_text
from tests.games.montgolfiere.golden import GOLDEN_DIR, SCENARIOS, Scenario, build

REGENERATE = os.environ.get("MONTGOLFIERE_REGENERATE_GOLDEN") == "1"
NAMES = [sc.name for sc in SCENARIOS]


def _blocky(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blocky", *map(str, args)],
        capture_output=True,
        text=True,
        cwd="/tmp",
    )


def steps_text(scenario: Scenario, record: Record) -> str:
    state = new_game(record.setup)
    names = record.setup.names
    lines = [f"# Golden playthrough: {scenario.name}"]
    lines += [f"# {line}" for line in scenario.description.splitlines()]
    lines.append(f"start: {state_summary(state)}")
    for i, action, after, events in replay_steps(record):
        who = actor(state)
        label = "chance" if who is not None and who.is_chance else "table"
        lines.append(f"[{i}] {label}: {describe_action(state, action)}")
        match = record.setup.target is not None
        lines.extend(f"      - {event_text(e, names, match=match)}" for e in events)
        lines.append(f"    = {state_summary(after)}")
        state = after
    return "\n".join(lines) + "\n"


def _scenario(name: str) -> Scenario:
    return next(sc for sc in SCENARIOS if sc.name == name)


@pytest.mark.parametrize("name", NAMES)
def test_the_record_is_the_scenario(name: str) -> None:
    """The stored record is what the scenario plays, and its steps read as stored."""
    scenario = _scenario(name)
    record = build(scenario)
    path = GOLDEN_DIR / f"{name}.json"
    steps = GOLDEN_DIR / f"{name}.steps.txt"
    if REGENERATE:
        path.write_text(
            json.dumps(record_to_json(record), indent=1, ensure_ascii=False) + "\n", "utf-8"
        )
        steps.write_text(steps_text(scenario, record), "utf-8")
    stored = json.loads(path.read_text("utf-8"))
    assert stored == record_to_json(record)
    assert steps.read_text("utf-8") == steps_text(scenario, record_from_json(stored))


@pytest.mark.parametrize("name", NAMES)
def test_replay_prints_the_expected_state(name: str) -> None:
    out = _blocky("replay", GOLDEN_DIR / f"{name}.json")
    assert out.returncode == 0, out.stderr
    expected = GOLDEN_DIR / f"{name}.replay.txt"
    if REGENERATE:
        expected.write_text(out.stdout, "utf-8")
    assert out.stdout == expected.read_text("utf-8")


@pytest.mark.parametrize("name", NAMES)
def test_replay_json_shows_balloons_round_cards_pile_scores_and_result(name: str) -> None:
    path = GOLDEN_DIR / f"{name}.json"
    record = record_from_json(json.loads(path.read_text("utf-8")))
    state = replay(record)
    out = _blocky("replay", "--json", path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["phase"] == "over" and data["result"] is not None
    assert [b["name"] for b in data["balloons"]] == list(record.setup.names)
    assert [b["space"] for b in data["balloons"]] == list(state.positions)
    assert [len(b["used"]) for b in data["balloons"]] == [state.round] * len(state.positions)
    assert data["round"] == state.round
    if record.setup.baron_seat is not None:
        assert data["baron_pile"] == 24 - state.round
    if record.setup.target is not None:
        assert len(data["match"]["games"]) == 2
        totals = [sum(g[s] for g in data["match"]["games"]) for s in range(len(state.positions))]
        assert data["match"]["totals"] == totals and max(totals) >= record.setup.target
