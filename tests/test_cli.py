"""The headless command line: replay every golden record, refuse every bad one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.games.blocky_mountains.golden_scenarios import GOLDEN_DIR, SCENARIOS, record_json_of

ILLEGAL = GOLDEN_DIR / "illegal"


def _blocky(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blocky", *map(str, args)],
        capture_output=True,
        text=True,
        cwd="/tmp",
    )


def _record_file(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.json"
    path.write_text(record_json_of(GOLDEN_DIR / f"{name}.txt"), encoding="utf-8")
    return path


#: name -> lines the text output must contain
TEXT_EXPECTED = {
    "race_four_players": [
        "Race game, table draws, seed 0",
        "  white   Wendy: peak, 3 squirrels",
        "  black   Ben: space 8, 0 squirrels",
        "  orange  Olga: space 9, 2 squirrels",
        "  violet  Vic: space 8, 1 squirrel",
        "The game is over: the peak was reached and the round completed.",
        "  1. Wendy: space 17, 3 squirrels",
        "  2. Olga: space 9, 2 squirrels",
        "  3. Vic: space 8, 1 squirrel",
        "  4. Ben: space 8, 0 squirrels (more squirrels decided)",
    ],
    "team_won": [
        "Team marker: space 21 (section C); squirrels: 1; level beginner, started at campground",
        "The team has won!",
    ],  # fmt: skip
    "team_lost": [
        "Team marker: space 5 (section A); squirrels: 0; level advanced, started at campground",
        "The team has lost: the pile is used up before the destination.",
    ],
    "solo_climb": [
        "Squirrels: 3; mastered 25, failed 5",
        "The training is complete.",
        "  Cards mastered: A 7, B 8, C 10; squirrels left: 3",
    ],
}


@pytest.mark.parametrize("name", [sc.name for sc in SCENARIOS])
def test_replay_prints_the_final_state(tmp_path: Path, name: str) -> None:
    out = _blocky("replay", _record_file(tmp_path, name))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    for want in TEXT_EXPECTED[name]:
        assert want in lines


@pytest.mark.parametrize("name", [sc.name for sc in SCENARIOS])
def test_replay_json(tmp_path: Path, name: str) -> None:
    out = _blocky("replay", "--json", _record_file(tmp_path, name))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["phase"] == "over" and data["to_act"] is None
    result = data["result"]
    if name == "race_four_players":
        assert [(p["colour"], p["space"], p["squirrels"]) for p in data["players"]] == [
            ("white", 17, 3),
            ("black", 8, 0),
            ("orange", 9, 2),
            ("violet", 8, 1),
        ]
        assert [(r["place"], r["name"], r["decided_by"]) for r in result["standings"]] == [
            (1, "Wendy", ""),
            (2, "Olga", "space"),
            (3, "Vic", "space"),
            (4, "Ben", "squirrels"),
        ]
        assert result["reason"] == "peak"
    elif name == "team_won":
        assert data["marker"] == 21 and result == {
            "reason": "team_won",
            "won": True,
            "mastered": result["mastered"],
            "squirrels_left": 1,
        }
    elif name == "team_lost":
        assert data["marker"] == 5 and result["won"] is False
        assert result["mastered"] == {"A": 5, "B": 0, "C": 0}
    else:
        assert result["mastered"] == {"A": 7, "B": 8, "C": 10}
        assert result["squirrels_left"] == 3


@pytest.mark.parametrize(
    ("name", "needle"),
    [
        ("route_change_unpaid.json", "action 14 (change_route): White has 1 squirrel"),
        ("retry_difficult.json", "action 4 (retry): The difficult route"),
        ("retry_on_fox.json", "action 11 (retry): The attempt started on a fox space"),
        ("unknown_action.json", "action 2: unknown action 'jump'"),
        ("newer_version.json", "written by a newer version of the app"),
    ],
)
def test_replay_refuses_bad_records(name: str, needle: str) -> None:
    out = _blocky("replay", ILLEGAL / name)
    assert out.returncode == 1
    assert out.stdout == ""
    assert out.stderr.startswith(f"error: {ILLEGAL / name}: ")
    assert needle in out.stderr


def test_replay_refuses_truncated_json() -> None:
    out = _blocky("replay", ILLEGAL / "truncated.json")
    assert out.returncode == 2
    assert "is not a readable JSON game record" in out.stderr


def test_replay_missing_file(tmp_path: Path) -> None:
    out = _blocky("replay", tmp_path / "nope.json")
    assert out.returncode == 2 and "cannot read" in out.stderr


def test_simulate_each_mode() -> None:
    for mode in ("race", "team", "solo"):
        out = _blocky("simulate", "--mode", mode, "--games", "20", "--seed", "3")
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("20 games, ")


# ------------------------------------------------------------- replay --json, --options


def test_replay_json_names_the_refused_action() -> None:
    out = _blocky("replay", "--json", ILLEGAL / "route_change_unpaid.json")
    assert out.returncode == 1
    assert "action 14 (change_route): White has 1 squirrel" in out.stderr  # the text as before
    data = json.loads(out.stdout)
    assert data["error"] == {
        "index": 14,
        "kind": "change_route",
        "reason": "White has 1 squirrel; changing to route C costs 3.",
        "message": "action 14 (change_route): White has 1 squirrel; changing to route C costs 3.",
    }
    # the state the refused action was tried in: white to play, with 1 squirrel
    assert data["state"]["phase"] == "start" and data["state"]["to_act"] == "Wendy"
    assert data["state"]["players"][0]["squirrels"] == 1


def test_replay_json_names_an_unreadable_action() -> None:
    out = _blocky("replay", "--json", ILLEGAL / "unknown_action.json")
    assert out.returncode == 1
    assert json.loads(out.stdout)["error"] == {
        "index": 2,
        "kind": None,
        "reason": "unknown action 'jump'",
        "message": "action 2: unknown action 'jump'",
    }


def test_replay_options_lists_decisions(tmp_path: Path) -> None:
    out = _blocky("replay", "--options", ILLEGAL / "route_change_unpaid.json")
    assert out.returncode == 1
    lines = out.stdout.splitlines()
    assert lines[lines.index("Legal now:") :] == [
        "Legal now:",
        "  Take the built route: Glacier",
        "  Change to route A: 1 squirrel",
    ]
    data = json.loads(
        _blocky("replay", "--json", "--options", ILLEGAL / "route_change_unpaid.json").stdout
    )
    kinds = [o["action"]["do"] for o in data["options"]]
    assert "take_route" in kinds and "change_route" in kinds
    assert {"do": "change_route", "pile": "C"} not in [o["action"] for o in data["options"]]
    assert all("weight" not in o for o in data["options"])


def test_replay_options_lists_chance_outcomes_with_weights(tmp_path: Path) -> None:
    record = {
        "format": "blocky-mountains-record",
        "version": 1,
        "setup": {
            "mode": "race",
            "players": [{"name": "Wendy", "colour": "white"}],
            "draws": "table",
            "seed": 0,
        },
        "actions": [
            {"do": "choose_pile", "pile": "A"},
            {"do": "reveal_card", "card": "glacier"},
            {"do": "report", "mastered": True},
            {"do": "flip_owl", "slot": "neutral"},
        ],
    }
    path = tmp_path / "owl.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    data = json.loads(_blocky("replay", "--json", "--options", path).stdout)
    assert [
        (o["action"]["advance"], o["action"]["back"], o["weight"]) for o in data["options"]
    ] == [
        (1, 0, 1),
        (2, 0, 1),
        (3, 1, 2),
        (4, 2, 1),
        (5, 2, 1),
    ]
    text = _blocky("replay", "--options", path).stdout.splitlines()
    assert text[-6:] == [
        "Can happen now:",
        "  Owl tile 1/0  (weight 1 of 6)",
        "  Owl tile 2/0  (weight 1 of 6)",
        "  Owl tile 3/1  (weight 2 of 6)",
        "  Owl tile 4/2  (weight 1 of 6)",
        "  Owl tile 5/2  (weight 1 of 6)",
    ]


def test_replay_options_at_the_end_of_a_finished_game(tmp_path: Path) -> None:
    out = _blocky("replay", "--options", _record_file(tmp_path, "team_won"))
    assert out.returncode == 0
    assert out.stdout.splitlines()[-1] == "Nothing can happen now: the game is over."
    data = json.loads(
        _blocky("replay", "--json", "--options", _record_file(tmp_path, "team_won")).stdout
    )
    assert data["options"] == []


def test_simulate_refuses_bad_numbers_without_a_traceback() -> None:
    for args in (["--games", "0"], ["--players", "9"], ["--games", "x"]):
        out = _blocky("simulate", "--mode", "race", *args)
        assert out.returncode == 2 and "Traceback" not in out.stderr
        assert "error" in out.stderr


# The app's own options, read without building the parser when they are all there is.
_WORDS = [
    "--quit-after-start",
    "--quit-when-ready",
    "--data-dir",
    "--lang",
    "en",
    "fr",
    "xx",
    "games",
    "/tmp/some folder",
    "",
    "-x",
    "--data-dir=games",
    "--data",
    "--version",
    "replay",
    "simulate",
    "--help",
]


@given(st.lists(st.sampled_from(_WORDS), max_size=6))
def test_the_apps_own_options_read_as_the_parser_reads_them(argv: list[str]) -> None:
    import argparse
    import contextlib
    import io

    from blocky.cli import _app_options, _build_parser

    quick = _app_options(argv)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            parsed: argparse.Namespace | None = _build_parser().parse_args(argv)
    except SystemExit:
        parsed = None
    if quick is not None:
        # Read quickly only what the parser reads, and reads the same way.
        assert parsed is not None
        assert vars(quick) == {k: v for k, v in vars(parsed).items() if k in vars(quick)}
        assert parsed.command is None
    # Otherwise the parser reads it, as before: its answers and messages are the only ones.


def test_the_plain_start_of_the_app_needs_no_parser() -> None:
    from blocky.cli import _app_options

    assert vars(_app_options([])) == {
        "command": None,
        "quit_after_start": False,
        "quit_when_ready": False,
        "data_dir": None,
        "lang": None,
    }
    options = _app_options(["--data-dir", "games", "--lang", "fr", "--quit-when-ready"])
    assert options is not None
    assert (options.data_dir, options.lang, options.quit_when_ready) == (Path("games"), "fr", True)
    for left_to_the_parser in (["--lang", "xx"], ["--data-dir"], ["--data", "g"], ["replay"]):
        assert _app_options(left_to_the_parser) is None
