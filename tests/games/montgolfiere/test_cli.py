"""``blocky-mountains replay`` and ``simulate`` for Montgolfière records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.games.montgolfiere.golden import GOLDEN_DIR


def _blocky(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blocky", *map(str, args)],
        capture_output=True,
        text=True,
        cwd="/tmp",
    )


def _record(actions: list[dict[str, Any]], **setup: Any) -> dict[str, Any]:
    return {
        "format": "blocky-mountains-record",
        "version": 2,
        "game": "montgolfiere",
        "rules": 1,
        "setup": {
            "edition": "15",
            "balloons": [{"name": "Ana", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
            "draws": "table",
            "seed": 0,
            **setup,
        },
        "actions": actions,
    }


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


ROUND = [
    {"do": "play", "seat": 0, "card": "storm"},
    {"do": "play", "seat": 1, "card": "9kg"},
    {"do": "resolve"},
]


def test_replay_a_round_entered_card_by_card(tmp_path: Path) -> None:
    out = _blocky("replay", _write(tmp_path, _record(ROUND)))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "Round 2 of 24: the players enter their cards" in lines
    assert "  red    Ana: space 5; 1 cards used: storm" in lines
    assert "  blue   Ben: space 4; 1 cards used: 9 kg" in lines
    assert "  One storm: the round is stormy." in lines


def test_replay_refuses_a_used_up_card_naming_the_action(tmp_path: Path) -> None:
    actions = ROUND + [
        {"do": "play", "seat": 0, "card": "storm"},
        {"do": "play", "seat": 1, "card": "1kg"},
        {"do": "resolve"},
        {"do": "play", "seat": 0, "card": "storm"},
    ]
    path = _write(tmp_path, _record(actions))
    out = _blocky("replay", path)
    assert out.returncode == 1 and out.stdout == ""
    assert (
        out.stderr.strip() == f"error: {path}: action 6 (play): Ana has played both storms already."
    )
    out = _blocky("replay", "--json", "--options", path)
    data = json.loads(out.stdout)
    assert data["error"]["index"] == 6 and data["error"]["kind"] == "play"
    assert data["state"]["round"] == 3
    assert {"do": "play", "seat": 0, "card": "storm"} not in [o["action"] for o in data["options"]]


def test_replay_refuses_a_bad_setup_and_a_bad_board(tmp_path: Path) -> None:
    out = _blocky("replay", _write(tmp_path, _record([], edition="13")))
    assert out.returncode == 1 and "'edition' must be one of 15, 12" in out.stderr
    bad = _record([])
    bad["board"] = {
        "board.toml": "version = 1\nedition = '15'\nspaces = 15\nstart = 15\nmoon_bonus = 5\n"
    }
    out = _blocky("replay", _write(tmp_path, bad))
    assert out.returncode == 1
    assert "board data: board.toml: 'start' is 15, must be at most 14" in out.stderr


def test_replay_with_a_corrected_board(tmp_path: Path) -> None:
    data = _record(ROUND)
    data["board"] = {
        "board.toml": "version = 1\nedition = '15'\nspaces = 15\nstart = 3\nmoon_bonus = 4\n"
    }
    out = _blocky("replay", "--json", _write(tmp_path, data))
    assert out.returncode == 0, out.stderr
    assert [b["space"] for b in json.loads(out.stdout)["balloons"]] == [3, 2]


def test_replay_options_lists_the_cards_left(tmp_path: Path) -> None:
    out = _blocky("replay", "--options", GOLDEN_DIR / "four_players.json")
    assert out.returncode == 0 and out.stdout.rstrip().endswith(
        "Nothing can happen now: the game is over."
    )
    out = _blocky("replay", "--json", "--options", _write(tmp_path, _record(ROUND[:1])))
    options = json.loads(out.stdout)["options"]
    assert len(options) == 19 and options[0]["label"] == "Ben plays 1 kg"


@pytest.mark.parametrize("edition", ["15", "12"])
def test_simulate_montgolfiere(edition: str) -> None:
    out = _blocky(
        "simulate", "--game", "montgolfiere", "--edition", edition, "--games", "30", "--seed", "4"
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("30 games, ") and "every invariant held" in out.stdout


def test_simulate_montgolfiere_needs_an_edition() -> None:
    out = _blocky("simulate", "--game", "montgolfiere", "--games", "3")
    assert out.returncode == 2 and "--edition 15 or 12" in out.stderr


def test_simulate_blocky_mountains_still_needs_a_mode() -> None:
    out = _blocky("simulate", "--games", "3")
    assert out.returncode == 2 and "--mode" in out.stderr


def test_replay_a_round_case_from_given_spaces(tmp_path: Path) -> None:
    """Worked example 5 as a record: the balloons start where the example puts them."""
    balloons = [
        {"name": n, "colour": c}
        for n, c in zip(
            ["Ana", "Ben", "Cleo", "Dan"], ["red", "yellow", "green", "blue"], strict=True
        )
    ]
    actions = [
        {"do": "play", "seat": 3, "card": "hook"},
        {"do": "play", "seat": 0, "card": "storm"},
        {"do": "play", "seat": 2, "card": "engine"},
        {"do": "play", "seat": 1, "card": 10},
        {"do": "resolve"},
        {"do": "follow", "seat": 3, "follow": 1},
    ]
    data = _record(actions, balloons=balloons, spaces=[6, 6, 6, 5])
    out = _blocky("replay", "--json", _write(tmp_path, data))
    assert out.returncode == 0, out.stderr
    state = json.loads(out.stdout)
    assert [b["space"] for b in state["balloons"]] == [6, 5, 7, 4]
    assert state["last_round"][-2:] == [
        "Dan chooses to follow Ben: down 1.",
        "The balloons move: Ben 6 → 5, Cleo 6 → 7, Dan 5 → 4.",
    ]
    data["setup"]["spaces"] = [6, 6, 15, 5]
    out = _blocky("replay", _write(tmp_path, data))
    assert out.returncode == 1 and "start on spaces 1 to 14" in out.stderr
