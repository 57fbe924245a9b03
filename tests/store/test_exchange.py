"""Export and import: versioned JSON round trips, no duplicates, bad files change nothing."""

from __future__ import annotations

import contextlib
import copy
import csv
import io
import json
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.storage.exchange import attempts_csv
from blocky.store import ImportReport, Store, StoreError
from blocky.store.exchange import ExportProblem, ExportResult, write_atomically
from blocky.store.values import format_time, parse_time
from tests.store.conftest import FakeClock, play_random

TRICKY = 'Zoë "the climber", <b>; DROP TABLE games;\n'


def _fill(store: Store) -> list[int]:
    mia = store.add_player(TRICKY, "orange").id
    leo = store.add_player("Leo").id
    ids = []
    for i, setup in enumerate(
        [
            Setup.race([(TRICKY, "white"), ("Leo", "violet")], seed=1),
            Setup.team([TRICKY, "Leo"], level="advanced", seed=2),
            Setup.solo(TRICKY, course="climb", seed=3),
        ]
    ):
        game = store.create_game(setup, [mia, leo][: len(setup.players)])
        play_random(game, random.Random(i), 200 if i == 2 else 25)
        game.undo()
        ids.append(game.id)
    return ids


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Three played games, exported once for the module (playing them is the slow part)."""
    with Store.open(tmp_path_factory.mktemp("export") / "a.sqlite3", clock=FakeClock()) as a:
        _fill(a)
        return a.export_all()


def _load(store: Store, exported: dict[str, Any]) -> None:
    """The same three games in ``store``, with ids 1, 2, 3 and players 1, 2."""
    store.import_data(copy.deepcopy(exported))


def _snapshot(store: Store) -> dict[str, Any]:
    db = store.db
    return {
        t: db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
        for t in ("players", "games", "game_players", "actions", "attempts", "redo", "settings")
    }


def test_export_all_and_import_into_a_new_store_gives_the_same_games(
    tmp_path: Path, clock: FakeClock
) -> None:
    with Store.open(tmp_path / "a.sqlite3", clock=clock) as a:
        ids = _fill(a)
        data = json.loads(json.dumps(a.export_all()))  # through real JSON text
        originals = {gid: a.open_game(gid) for gid in ids}
        csv_a = attempts_csv(a.database)
        stats_a = a.statistics("blocky-mountains").card_stats()
    assert data["format"] == "blocky-mountains-export" and data["version"] == 1
    with Store.open(tmp_path / "b.sqlite3", clock=clock) as b:
        report = b.import_data(data)
        assert report == ImportReport(
            games_added=3, games_skipped=0, players_added=2, players_matched=0
        )
        assert [p.name for p in b.players()] == [TRICKY, "Leo"]
        for summary in b.games():
            game = b.open_game(summary.id)
            original = next(o for o in originals.values() if o.uid == game.uid)
            assert game.state == original.state
            assert game.timeline.actions == original.timeline.actions
            assert game.timeline.redo_stack == original.timeline.redo_stack
        assert attempts_csv(b.database) == csv_a
        assert [(s.card, s.attempts, s.mastered) for s in b.statistics("blocky-mountains").card_stats()] == [
            (s.card, s.attempts, s.mastered) for s in stats_a
        ]
        # Importing the same data again adds nothing.
        before = _snapshot(b)
        again = b.import_data(data)
        assert again == ImportReport(0, 3, 0, 2)
        assert _snapshot(b) == before


def test_export_one_game_and_merge_players_by_name(
    tmp_path: Path, clock: FakeClock, exported: dict[str, Any]
) -> None:
    with Store.open(tmp_path / "a.sqlite3", clock=clock) as a:
        _load(a, exported)
        one = a.export_game(2)
    assert len(one["games"]) == 1 and len(one["players"]) == 2
    with Store.open(tmp_path / "b.sqlite3", clock=clock) as b:
        leo = b.add_player("Leo", "black")
        report = b.import_data(one)
        assert (report.games_added, report.players_added, report.players_matched) == (1, 1, 1)
        game = b.open_game(b.games()[0].id)
        assert game.player_ids[1] == leo.id
        assert b.players()[0].colour == "black"  # an existing profile is not overwritten


def test_import_into_the_same_store_is_a_no_op(store: Store, exported: dict[str, Any]) -> None:
    _load(store, exported)
    before = _snapshot(store)
    assert store.import_data(store.export_all()).games_added == 0
    assert _snapshot(store) == before


def _bad(data: dict[str, Any], change: str) -> dict[str, Any]:
    d = copy.deepcopy(data)
    g = d["games"][2]  # the team game, third in the file
    if change == "format":
        d["format"] = "something-else"
    elif change == "newer":
        d["version"] = 99
    elif change == "illegal_action":
        g["record"]["actions"][3] = {"do": "flip_owl", "slot": "letter"}
    elif change == "unknown_action":
        g["record"]["actions"][2] = {"do": "teleport"}
    elif change == "times":
        g["times"] = g["times"][:-1]
    elif change == "bad_time":
        g["times"][0] = "yesterday"
    elif change == "player_missing":
        g["players"][0] = "00000000-0000-0000-0000-000000000000"
    elif change == "redo":
        g["redo"] = [[{"action": {"do": "take_route"}, "at": g["times"][0]}]] * 2
    elif change == "name":
        d["players"][0]["name"] = "x" * 10_001
    elif change == "setup":
        g["record"]["setup"]["mode"] = "chess"
    elif change == "year_1":
        g["times"][1] = "0001-01-01T00:00:00+00:00"
    elif change == "year_999":
        g["created_at"] = "0999-12-31T23:59:59Z"
    elif change == "year_1969":
        g["redo"][0][0]["at"] = "1969-12-31T23:59:59.999999Z"
    elif change == "year_3000":
        g["updated_at"] = "3000-01-01T00:00:00Z"
    elif change == "year_10000":
        g["times"][0] = "10000-01-01T00:00:00Z"
    elif change == "overflow":
        g["times"][0] = "9999-12-31T23:59:59-23:59"
    elif change == "no_zone":
        g["times"][0] = "2025-03-01T09:00:00"
    elif change == "huge_number":
        g["record"]["setup"]["seed"] = 10**5000
    elif change == "nan":
        g["record"]["setup"]["seed"] = float("nan")
    elif change == "deep":
        deep: list[Any] = []
        for _ in range(100_000):
            deep = [deep]
        g["redo"][0][0]["action"] = deep
    elif change == "invisible_name":
        d["players"][1]["name"] = "\u200b\u2060\u0301"
    elif change == "surrogate":
        d["players"][1]["name"] = "Leo \ud800"
    elif change == "long_value":
        g["created_at"] = "2025" * 2_500_000
    elif change == "long_field":
        g["x" * 10_000_000] = 1
    return d


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("format", "not a Blocky Mountains export"),
        ("newer", "newer version of the app"),
        ("illegal_action", "game 3 .*does not replay: action 3"),
        ("unknown_action", "game 3 .*action 2: unknown action 'teleport'"),
        ("times", "one time per action"),
        ("bad_time", "'yesterday' is not a time"),
        ("player_missing", "not in the file's 'players'"),
        ("redo", "redo step"),
        ("name", "player 1: A name may have at most"),
        ("setup", "mode must be race, team or solo"),
        ("year_1", r"action 1: the time '0001-01-01T00:00:00\+00:00' is not between 1970 and 2999"),
        ("year_999", "created_at: the time '0999-12-31T23:59:59Z' is not between 1970 and 2999"),
        ("year_1969", "redo step 0, item 0: the time .* is not between 1970 and 2999"),
        ("year_3000", "updated_at: the time .* is not between 1970 and 2999"),
        ("year_10000", "action 0: '10000-01-01T00:00:00Z' is not a time"),
        ("overflow", "action 0: the time .* is not between 1970 and 2999"),
        ("no_zone", "action 0: the time '2025-03-01T09:00:00' has no time zone"),
        ("huge_number", "a number has more than 20 digits"),
        ("nan", "nan is not a number"),
        ("deep", "nest too deeply"),
        ("invisible_name", "player 2: A name cannot be empty"),
        ("surrogate", "not valid Unicode"),
        ("long_value", r"created_at: '(2025){7}20…' \(10,000,000 characters\) is not a time"),
        (
            "long_field",
            r"unknown field\(s\) 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' \(10,000,000 characters\)",
        ),
    ],
)
def test_a_bad_file_is_refused_naming_the_problem_and_nothing_changes(
    db_path: Path, clock: FakeClock, change: str, message: str, exported: dict[str, Any]
) -> None:
    with Store.open(db_path, clock=clock) as store:
        _load(store, exported)
        data = store.export_all()
        # Put a new, good game first so a half-done import would show.
        store.create_game(Setup.solo("Leo", seed=9), [2])
        data["games"] = [store.export_game(4)["games"][0]] + data["games"]
        store.delete_game(4)
        before = _snapshot(store)
        with pytest.raises(StoreError, match=message) as refused:
            store.import_data(_bad(data, change))
        assert _snapshot(store) == before
        assert len(str(refused.value)) <= 300


def test_import_json_text_errors(store: Store) -> None:
    with pytest.raises(StoreError, match="not valid JSON"):
        store.import_json("{ not json")
    with pytest.raises(StoreError, match="expected a JSON object"):
        store.import_json("[1, 2, 3]")
    assert store.import_json(json.dumps(store.export_all())).games_added == 0


def test_attempts_csv_has_one_row_per_attempt_and_exact_names(
    store: Store, exported: dict[str, Any]
) -> None:
    _load(store, exported)
    rows = list(csv.DictReader(io.StringIO(attempts_csv(store.database))))
    count = store.db.execute("SELECT count(*) FROM attempts").fetchone()[0]
    assert len(rows) == count > 0
    assert {r["player"] for r in rows} <= {TRICKY, "Leo"}
    assert TRICKY in {r["player"] for r in rows}
    assert {r["variant"] for r in rows} <= {"normal", "difficult"}
    assert {r["result"] for r in rows} <= {"mastered", "failed"}
    assert [r["time"] for r in rows] == sorted(r["time"] for r in rows)
    from blocky.games.blocky_mountains.statistics import StatsFilter

    solo = list(csv.DictReader(io.StringIO(attempts_csv(store.database, StatsFilter(mode="solo")))))
    assert solo and {r["mode"] for r in solo} == {"solo"}


def test_export_carries_the_corrected_board(tmp_path: Path) -> None:
    from blocky.games.blocky_mountains.catalogue import default_catalogue_texts

    texts = default_catalogue_texts()
    texts["owls.toml"] = "# checked against our box\n" + texts["owls.toml"]
    with Store.open(tmp_path / "a.sqlite3") as a:
        a.save_board(texts)
        data = a.export_all()
    with Store.open(tmp_path / "b.sqlite3") as b:
        b.import_data(data)
        assert b.board_texts() == texts


# ------------------------------------------------------------------ times


@pytest.mark.parametrize(
    "moment",
    [
        datetime(1, 1, 1, tzinfo=UTC),
        datetime(999, 12, 31, 23, 59, 59, 999_999, tzinfo=UTC),
        datetime(1970, 1, 1, tzinfo=UTC),
        datetime(2025, 3, 1, 9, 0, 0, 5, tzinfo=timezone(timedelta(hours=5, minutes=30))),
        datetime(9999, 12, 31, 23, 59, tzinfo=UTC),
    ],
)
def test_a_stored_time_has_a_four_digit_year_and_reads_back(moment: datetime) -> None:
    text = format_time(moment)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", text), text
    assert parse_time(text) == moment
    assert text == moment.astimezone(UTC).isoformat(timespec="microseconds")[:-6] + "Z"


def test_times_stored_with_a_short_year_by_earlier_versions_still_read_back(
    store: Store, exported: dict[str, Any]
) -> None:
    """Earlier versions stored an imported year 1 as '1-01-01T…'; the start screen and the
    statistics must still read such a file."""
    _load(store, exported)  # games 1, 2, 3: race, team, solo
    db = store.db
    db.execute("BEGIN")
    db.execute("UPDATE games SET created_at = '1-01-01T00:00:00.000000Z' WHERE id = 2")
    db.execute("UPDATE games SET updated_at = '999-12-31T23:00:00.000000Z' WHERE id = 3")
    db.execute("UPDATE actions SET at = '5-01-01T00:00:00.000000Z' WHERE game_id = 1")
    db.execute("UPDATE attempts SET at = '12-06-01T10:00:00.000000Z' WHERE game_id = 3")
    db.execute("COMMIT")
    by_id = {g.id: g for g in store.games()}
    assert by_id[2].created_at == datetime(1, 1, 1, tzinfo=UTC)
    assert by_id[3].updated_at == datetime(999, 12, 31, 23, tzinfo=UTC)
    race = next(s for s in store.statistics("blocky-mountains").sessions() if s.game_id == 1)
    assert race.started == race.ended == datetime(5, 1, 1, tzinfo=UTC)
    assert store.statistics("blocky-mountains").team_progress()[0].created_at == datetime(1, 1, 1, tzinfo=UTC)
    assert store.statistics("blocky-mountains").training_log()[0].ended == datetime(999, 12, 31, 23, tzinfo=UTC)
    assert {a.at for a in store.statistics("blocky-mountains").session_attempts(3)} == {datetime(12, 6, 1, 10, tzinfo=UTC)}
    store.statistics("blocky-mountains").card_stats()
    store.statistics("blocky-mountains").personal_bests(1)


# ------------------------------------------------------------------ hostile JSON text


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("deep_list", "nest too deeply"),
        ("deep_object", "nest too deeply"),
        ("deep_but_parsable", "nest too deeply"),
        ("huge_int", "a number has 4,301 digits"),
        ("huger_int", "a number has 50,000 digits"),
        ("big_float", "the number '1e400' is too large"),
        ("nan", "NaN is not a number"),
        ("infinity", "-Infinity is not a number"),
        ("duplicate_key", "the field 'seed' appears twice in one object"),
        ("bad_escape", "not valid JSON"),
        ("lone_surrogate", "not valid Unicode"),
        ("truncated", "not valid JSON"),
        ("not_text", "not text"),
    ],
)
def test_hostile_json_text_is_refused_plainly_and_nothing_changes(
    store: Store, exported: dict[str, Any], change: str, message: str
) -> None:
    _load(store, exported)
    text = json.dumps(exported)
    seed = '"seed": 3'
    assert text.count(seed) == 1
    raw = {
        "deep_list": "[" * 100_000 + "]" * 100_000,
        "deep_object": '{"a": ' * 100_000 + "1" + "}" * 100_000,
        "deep_but_parsable": "[" * 40 + "]" * 40,
        "huge_int": "9" * 4301,
        "huger_int": "-" + "1" * 50_000,
        "big_float": "1e400",
        "nan": "NaN",
        "infinity": "-Infinity",
        "duplicate_key": '4, "seed": 3',
        "bad_escape": '"\\uZZZZ"',
        "lone_surrogate": '"\\ud800"',
    }
    if change in raw:
        text = text.replace(seed, f'"seed": {raw[change]}')
    elif change == "truncated":
        text = text[: len(text) // 2]
    before = _snapshot(store)
    with pytest.raises(StoreError, match=message) as refused:
        store.import_json(text.encode() if change == "not_text" else text)  # type: ignore[arg-type]
    assert len(str(refused.value)) <= 300
    assert _snapshot(store) == before


def test_times_in_range_are_stored_in_utc_with_four_digit_years(
    store: Store, exported: dict[str, Any]
) -> None:
    data = copy.deepcopy(exported)
    solo = data["games"][2]
    solo["created_at"] = "1970-01-01T00:00:00Z"
    solo["times"][0] = "1970-01-01T01:00:00+01:00"  # the very first moment, in another zone
    solo["times"][1] = "2025-06-01T09:30:00-04:00"
    solo["updated_at"] = "2999-12-31T23:59:59.999999+00:00"
    store.import_data(data)
    (created, updated), *_ = store.db.execute(
        "SELECT created_at, updated_at FROM games WHERE uid = ?", (solo["uid"],)
    )
    times = [
        at for (at,) in store.db.execute("SELECT at FROM actions WHERE game_id = 3 ORDER BY seq")
    ]
    assert (created, updated) == ("1970-01-01T00:00:00.000000Z", "2999-12-31T23:59:59.999999Z")
    assert times[:2] == ["1970-01-01T00:00:00.000000Z", "2025-06-01T13:30:00.000000Z"]
    summary = next(g for g in store.games() if g.id == 3)
    assert summary.updated_at == datetime(2999, 12, 31, 23, 59, 59, 999_999, tzinfo=UTC)
    assert store.statistics("blocky-mountains").training_log()[0].started == datetime(1970, 1, 1, tzinfo=UTC)


# ------------------------------------------------------------------ names in one game


def test_two_profiles_that_are_one_player_here_cannot_sit_in_one_game(
    tmp_path: Path, clock: FakeClock
) -> None:
    """A file's profiles are matched by uid, then by name: two of them can turn out to be
    the same profile here. A game seating both is refused (nothing loads), and renaming the
    profile here lets the file load."""
    with Store.open(tmp_path / "a.sqlite3", clock=clock) as a:
        mia = a.add_player("Mia", "white").id
        early = a.export_all()  # the family's other computer gets this Mia
        a.rename_player(mia, "Mia-Sophie")
        new_mia = a.add_player("Mia", "black").id
        a.create_game(
            Setup.race([("Mia-Sophie", "white"), ("Mia", "black")], seed=4), [mia, new_mia]
        )
        later = a.export_all()
    with Store.open(tmp_path / "b.sqlite3", clock=clock) as b:
        b.import_data(early)
        before = _snapshot(b)
        with pytest.raises(
            StoreError, match="'Mia-Sophie' and 'Mia' would both be the player 'Mia' here"
        ) as refused:
            b.import_data(later)
        assert refused.value.kind == "same_player_twice"
        assert "Rename the player 'Mia' here" in str(refused.value)
        assert _snapshot(b) == before
        b.rename_player(b.players()[0].id, "Mia-Sophie")
        assert b.import_data(later) == ImportReport(1, 0, 1, 1)
        (game,) = b.games()
        assert game.player_names == ("Mia-Sophie", "Mia")
        assert len(set(b.open_game(game.id).player_ids)) == 2


def test_a_file_whose_game_seats_two_profiles_of_one_name_is_refused(
    store: Store, exported: dict[str, Any]
) -> None:
    data = copy.deepcopy(exported)
    data["players"][1]["name"] = data["players"][0]["name"]
    with pytest.raises(StoreError, match="two different players in it are both called") as refused:
        store.import_data(data)
    assert refused.value.kind == "same_name_in_game"
    assert store.players() == [] and store.games() == []


# ------------------------------------------------------------------ a thousand damaged files

HOSTILE = [
    "<b>Mia</b><img src=x>",
    "Robert'); DROP TABLE players;--",
    "Zoë 🐿️ 山 عربى",
    "\u202eLeo",
    "nul\x00inside",
]
_TABLES = (
    "players",
    "games",
    "game_players",
    "actions",
    "attempts",
    "redo",
    "settings",
    "game_totals",
    "attempt_totals",
    "card_totals",
)
_MUTANT = "\x00mutant\x00"
_STORED_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z")


def _dump(store: Store) -> dict[str, list[Any]]:
    return {t: store.db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall() for t in _TABLES}


def _hostile_export(folder: Path) -> dict[str, Any]:
    with Store.open(folder / "source.sqlite3", clock=FakeClock()) as s:
        ids = [
            s.add_player(n, c).id
            for n, c in zip(HOSTILE, ["white", "black", None, "orange", None], strict=True)
        ]
        games = [
            (
                Setup.race(
                    [(HOSTILE[0], "white"), (HOSTILE[1], "black"), (HOSTILE[2], "orange")],
                    draws=Draws.TABLE,
                    seed=1,
                ),
                ids[:3],
            ),
            (
                Setup.team([HOSTILE[3], HOSTILE[4], HOSTILE[0]], level="advanced", seed=2),
                [ids[3], ids[4], ids[0]],
            ),
            (Setup.solo(HOSTILE[2], course="climb", seed=3), [ids[2]]),
            (Setup.solo(HOSTILE[4], course="B", draws=Draws.TABLE, seed=4), [ids[4]]),
        ]
        for i, (setup, seats) in enumerate(games):
            game = s.create_game(setup, seats)
            play_random(game, random.Random(i), 30)
            game.undo()
        return s.export_all()


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _leaves(v, (*path, i))
    return out


def _put(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def _is_time(path: tuple[Any, ...]) -> bool:
    return bool(path) and (
        path[-1] in ("created_at", "updated_at", "at", "exported_at")
        or (len(path) > 1 and path[-2] == "times")
    )


MUTATIONS = (
    "huge_int",
    "big_number",
    "nan",
    "deep",
    "wrong_type",
    "year",
    "time_zone",
    "escape",
    "truncate",
    "duplicate_key",
    "duplicate_game",
    "long_text",
    "invisible_name",
    "extreme_int",
)


def _mutant(base: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    """One damaged copy of ``base`` as JSON text: what was done, and the text."""
    data = copy.deepcopy(base)
    kind = rng.choice(MUTATIONS)
    paths = _leaves(data)
    path = rng.choice(paths)
    raw: str | None = None
    if kind == "huge_int":
        raw = rng.choice(["9" * 21, "9" * 400, "9" * 4301, "-" + "1" * 50_000])
    elif kind == "big_number":
        raw = rng.choice(["1e400", "-1e400", "1.5", "1e308", "-0.0", "1E+999999999"])
    elif kind == "nan":
        raw = rng.choice(["NaN", "Infinity", "-Infinity"])
    elif kind == "deep":
        n = rng.choice([33, 1_000, 100_000])
        raw = rng.choice(["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n])
    elif kind == "wrong_type":
        data = _put(
            data, path, rng.choice([None, True, 0, -1, "", "x", [], {}, [1], {"do": "report"}])
        )
    elif kind == "year":
        year = rng.choice(
            ["0001", "0999", "1", "999", "1969", "1970", "2999", "3000", "9999", "10000"]
        )
        when = rng.choice(["-01-01T00:00:00+00:00", "-12-31T23:30:00-05:00", "-06-01T12:00:00.5Z"])
        data = _put(data, rng.choice([p for p in paths if _is_time(p)]), year + when)
    elif kind == "time_zone":
        data = _put(
            data,
            rng.choice([p for p in paths if _is_time(p)]),
            rng.choice(
                [
                    "9999-12-31T23:59:59-23:59",
                    "0001-01-01T00:00:00+23:59",
                    "2025-03-01T09:00:00",
                    "2025-02-30T00:00:00Z",
                    "2025-03-01",
                    "2025-03-01T09:00:00+25:00",
                ]
            ),
        )
    elif kind == "escape":
        raw = rng.choice(
            ['"\\ud800"', '"x\\udc00"', '"\\uZZZZ"', '"\\x41"', '"\\q"', '"\\ud83d\\ude00"']
        )
    elif kind == "long_text":
        data = _put(data, path, rng.choice(["é" * 10_001, "2025" * 500_000]))
    elif kind == "invisible_name":
        player = rng.choice(data["players"])
        player["name"] = rng.choice(["\u200b", "\u2060\ufeff", "\u0301", " \u200e\t", "\u3164"])
    elif kind == "extreme_int":
        data = _put(data, path, rng.choice([-(2**63), 2**63, 10**19, -1, 0, 7]))
    elif kind == "duplicate_game":
        game = copy.deepcopy(rng.choice(data["games"]))
        if rng.random() < 0.5:
            game["uid"] = str(uuid.UUID(int=rng.getrandbits(128)))
        data["games"].insert(rng.randrange(len(data["games"]) + 1), game)
    if raw is not None:
        data = _put(data, path, _MUTANT)
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    if raw is not None:
        text = text.replace(json.dumps(_MUTANT), raw, 1)
    if kind == "truncate":
        text = text[: rng.randrange(len(text))]
    elif kind == "duplicate_key":
        at = [m.start() for m in re.finditer(r'"(uid|seed|name|do|at)": ', text)]
        i = rng.choice(at)
        key = text[i : text.index(":", i)]
        other = rng.choice(["1", "null", '"x"'])
        text = f"{text[:i]}{key}: {other}, {text[i:]}"
    return kind, text


def _reads_back(store: Store) -> None:
    """Everything the app shows reads: games, each game, the statistics, an export."""
    for summary in store.games():
        store.open_game(summary.id)
        store.statistics("blocky-mountains").session_attempts(summary.id)
    store.statistics("blocky-mountains").card_stats()
    store.statistics("blocky-mountains").sessions()
    store.statistics("blocky-mountains").training_log()
    store.statistics("blocky-mountains").team_progress()
    store.statistics("blocky-mountains").race_history()
    for p in store.players():
        store.statistics("blocky-mountains").personal_bests(p.id)
    assert store.export_everything().problems == ()
    for table, column in (
        ("games", "created_at"),
        ("games", "updated_at"),
        ("actions", "at"),
        ("redo", "at"),
        ("attempts", "at"),
    ):
        for (at,) in store.db.execute(f"SELECT {column} FROM {table}"):
            assert _STORED_TIME.fullmatch(at), (table, at)


def test_a_thousand_damaged_exports_load_whole_or_change_nothing(tmp_path: Path) -> None:
    base = _hostile_export(tmp_path)
    template = tmp_path / "template.sqlite3"
    with Store.open(template, clock=FakeClock()) as t:  # a family's own data, already there
        leo = t.add_player("Leo", "violet")
        t.add_player(HOSTILE[2])  # the file's player of this name is matched to it
        play_random(t.create_game(Setup.solo("Leo", seed=8), [leo.id]), random.Random(8), 10)
    rng = random.Random(20261130)
    outcome: dict[tuple[str, bool], int] = {}
    store: Store | None = None
    copies = 0
    try:
        for _ in range(1000):
            if store is None:  # a fresh copy after a file that loaded
                copies += 1
                shutil.copy(template, tmp_path / f"copy{copies}.sqlite3")
                store = Store.open(tmp_path / f"copy{copies}.sqlite3", clock=FakeClock())
            kind, text = _mutant(base, rng)
            before = _dump(store)
            try:
                store.import_json(text)
            except StoreError as exc:
                assert len(str(exc)) <= 300, (kind, str(exc)[:500])
                assert _dump(store) == before, kind
                outcome[kind, False] = outcome.get((kind, False), 0) + 1
                continue
            outcome[kind, True] = outcome.get((kind, True), 0) + 1
            _reads_back(store)
            store.close()
            store = None
    finally:
        if store is not None:
            store.close()
    # Every kind of damage was tried, and the attack reached both outcomes.
    assert {k for k, _ in outcome} == set(MUTATIONS)
    assert sum(n for (_, ok), n in outcome.items() if ok) >= 20
    assert sum(n for (_, ok), n in outcome.items() if not ok) >= 700


# ------------------------------------------------------------------ save everything


def _damage(path: Path, *statements: str) -> None:
    """Change the closed database behind the app's back, as a failing disk or tool might."""
    db = sqlite3.connect(path)
    with db:
        for sql in statements:
            db.execute(sql)
    db.close()


@pytest.mark.parametrize(
    ("damage", "detail"),
    [
        (
            'UPDATE games SET setup_json = \'{"mode": "chess"}\' WHERE id = 2',
            "setup: mode must be race, team or solo, not 'chess'",
        ),
        (
            'UPDATE actions SET action_json = \'{"do": "teleport"}\' WHERE game_id = 2 AND seq = 3',
            "action 3: unknown action 'teleport'",
        ),
        (
            "UPDATE actions SET action_json = CAST(x'7b2280ff' AS TEXT) WHERE game_id = 2 AND seq = 0",
            "its action 0 cannot be read (it is not UTF-8 text)",
        ),
        (
            "UPDATE actions SET action_json = x'7b7d' WHERE game_id = 2 AND seq = 1",
            "its action 1 is not text",
        ),
        ("DELETE FROM actions WHERE game_id = 2 AND seq = 2", "does not replay"),
        (
            "UPDATE games SET created_at = 'yesterday' WHERE id = 2",
            "created_at: 'yesterday' is not a time",
        ),
        (
            "UPDATE game_players SET player_id = 99 WHERE game_id = 2 AND seat = 1",
            "its player with profile id 99 cannot be saved",
        ),
        (
            "UPDATE redo SET action_json = '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'"
            " WHERE game_id = 2",
            "its undo history cannot be read",
        ),
        ("UPDATE games SET uid = NULL WHERE id = 2", "'uid' must be text"),
        (
            "UPDATE actions SET at = '1-01-01T00:00:00.000000Z' WHERE game_id = 2 AND seq = 4",
            "action 4: the time '0001-01-01T00:00:00.000000Z' is not between 1970 and 2999",
        ),
    ],
)
def test_save_everything_keeps_every_readable_game_and_names_a_damaged_one(
    tmp_path: Path, exported: dict[str, Any], damage: str, detail: str
) -> None:
    path = tmp_path / "blocky.sqlite3"
    with Store.open(path, clock=FakeClock()) as store:
        _load(store, exported)
    _damage(path, damage)
    with Store.open(path, clock=FakeClock()) as store:
        result = store.export_everything()
        (problem,) = result.problems
        assert (problem.what, problem.ident) == ("game", "2")
        assert detail in problem.detail, problem.detail
        kept = {g["uid"] for g in result.data["games"]}
        assert kept == {exported["games"][0]["uid"], exported["games"][2]["uid"]}
        assert [p["name"] for p in result.data["players"]] == [TRICKY, "Leo"]
        with pytest.raises(StoreError, match="game '2'") as refused:
            store.export_all()
        assert refused.value.kind == "damaged"
        with pytest.raises(StoreError, match="game '2'"):
            store.export_game(2)
        assert store.export_game(3)["games"][0]["uid"] == exported["games"][2]["uid"]
    # What was saved loads whole into another store.
    with Store.open(tmp_path / "other.sqlite3") as other:
        assert other.import_json(json.dumps(result.data)) == ImportReport(2, 0, 2, 0)


def test_save_everything_names_an_unreadable_player_and_the_games_that_seat_them(
    tmp_path: Path, exported: dict[str, Any]
) -> None:
    path = tmp_path / "blocky.sqlite3"
    with Store.open(path, clock=FakeClock()) as store:
        _load(store, exported)  # Leo (player 2) plays games 1 and 2
        store.add_player("Ada")
    _damage(
        path,
        "UPDATE players SET name = CAST(x'4c65ff' AS TEXT) WHERE id = 2",
        "UPDATE players SET name = char(8203) WHERE id = 3",  # blank, from before names were checked
    )
    with Store.open(path, clock=FakeClock()) as store:
        result = store.export_everything()
    problems = {(p.what, p.ident): p.detail for p in result.problems}
    assert set(problems) == {("player", "2"), ("player", "\u200b"), ("game", "1"), ("game", "2")}
    assert "cannot be read" in problems["player", "2"]
    assert "A name cannot be empty" in problems["player", "\u200b"]
    assert "its player with profile id 2 cannot be saved" in problems["game", "1"]
    assert [p["name"] for p in result.data["players"]] == [TRICKY]
    assert [g["uid"] for g in result.data["games"]] == [exported["games"][2]["uid"]]


def test_save_everything_names_a_second_player_of_the_same_name_and_always_loads(
    tmp_path: Path, exported: dict[str, Any]
) -> None:
    """The store keeps names apart; two players of one name (another program, damage)
    would make a file that cannot load. The second is named as not saved, with the games
    that seat them, and what is saved loads whole."""
    path = tmp_path / "blocky.sqlite3"
    with Store.open(path, clock=FakeClock()) as store:
        _load(store, exported)  # Leo (player 2) plays games 1 and 2
    _damage(path, "UPDATE players SET name = (SELECT name FROM players WHERE id = 1) WHERE id = 2")
    with Store.open(path, clock=FakeClock()) as store:
        result = store.export_everything()
    problems = {(p.what, p.ident): p.detail for p in result.problems}
    assert set(problems) == {("player", "2"), ("game", "1"), ("game", "2")}
    assert "same name" in problems["player", "2"]
    assert [p["name"] for p in result.data["players"]] == [TRICKY]
    with Store.open(tmp_path / "other.sqlite3") as other:
        assert other.import_json(json.dumps(result.data)) == ImportReport(1, 0, 1, 0)


def test_save_everything_names_damaged_board_data_and_saves_the_games(
    tmp_path: Path, exported: dict[str, Any]
) -> None:
    path = tmp_path / "blocky.sqlite3"
    with Store.open(path, clock=FakeClock()) as store:
        _load(store, exported)
    _damage(path, "INSERT INTO settings (key, value) VALUES ('board', '{\"owls.toml\": 1')")
    with Store.open(path, clock=FakeClock()) as store:
        result = store.export_everything()
    assert [(p.what, p.ident) for p in result.problems] == [("board", "board")]
    assert "cannot be read" in result.problems[0].detail
    assert "board" not in result.data and len(result.data["games"]) == 3


def test_save_everything_of_a_sound_store_is_whole_and_equals_export_all(
    store: Store, exported: dict[str, Any]
) -> None:
    _load(store, exported)
    result = store.export_everything()
    assert result.problems == ()
    assert isinstance(result, ExportResult)
    everything = result.data
    assert {k: v for k, v in everything.items() if k != "exported_at"} == {
        k: v for k, v in store.export_all().items() if k != "exported_at"
    }
    assert [g["uid"] for g in everything["games"]] == [g["uid"] for g in exported["games"]]
    assert ExportProblem("game", "2", "x") == ExportProblem(what="game", ident="2", detail="x")


# ------------------------------------------------------------------ writing the file


def _names_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_write_atomically_writes_the_text_exactly_and_replaces_the_old_file(
    tmp_path: Path,
) -> None:
    target = tmp_path / "everything.json"
    write_atomically(target, "first")
    text = json.dumps({"name": TRICKY + " Zoë 🐿️ \u202e"}, ensure_ascii=False)
    write_atomically(target, text)
    assert target.read_bytes() == text.encode("utf-8")
    assert _names_in(tmp_path) == ["everything.json"]


@contextlib.contextmanager
def _small_disk(size: str) -> Iterator[Path | None]:
    """A real small filesystem (root with mount rights), or None where none can be mounted."""
    folder = Path(tempfile.mkdtemp(prefix="blocky-export-"))
    mounted = (
        os.name == "posix"
        and os.geteuid() == 0
        and subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
            capture_output=True,
            check=False,
        ).returncode
        == 0
    )
    try:
        yield folder if mounted else None
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)
        folder.rmdir()


_WRITE_UNDER_A_SIZE_LIMIT = """
import resource, signal, sys
from pathlib import Path
from blocky.store import StoreError
from blocky.store.exchange import write_atomically
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
try:
    write_atomically(Path(sys.argv[1]), "x" * 200_000)
except StoreError as exc:
    print(exc.kind)
"""


def _write_under_a_size_limit(target: Path) -> str:
    """write_atomically in a process that may not write files beyond 4 KB: a full disk."""
    done = subprocess.run(
        [sys.executable, "-c", _WRITE_UNDER_A_SIZE_LIMIT, str(target)],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_full_disk_keeps_the_earlier_file_and_leaves_no_temporary_file(
    tmp_path: Path,
) -> None:
    with _small_disk("64k") as disk:
        folder = disk or tmp_path
        target = folder / "everything.json"
        target.write_text("the earlier save", encoding="utf-8")
        if disk is not None:
            with pytest.raises(StoreError, match="not enough room") as refused:
                write_atomically(target, json.dumps(["x" * 1000] * 200))
            kind = refused.value.kind
        elif os.name == "posix":  # no tmpfs can be mounted here: a file size limit instead
            kind = _write_under_a_size_limit(target)
        else:
            pytest.skip("neither a small disk nor a file size limit can be set up here")
        assert kind == "disk_full"
        assert target.read_text(encoding="utf-8") == "the earlier save"
        assert _names_in(folder) == ["everything.json"]


@pytest.mark.skipif(os.name != "posix", reason="file size limits are POSIX")
def test_a_file_size_limit_is_reported_like_a_full_disk(tmp_path: Path) -> None:
    target = tmp_path / "everything.json"
    target.write_text("the earlier save", encoding="utf-8")
    assert _write_under_a_size_limit(target) == "disk_full"
    assert target.read_text(encoding="utf-8") == "the earlier save"
    assert _names_in(tmp_path) == ["everything.json"]


def test_a_read_only_place_is_refused_and_the_file_there_kept(tmp_path: Path) -> None:
    with _small_disk("1m") as disk:
        if disk is not None:
            folder, expected = disk, "read_only"
        elif os.name == "posix" and os.geteuid() != 0:
            folder, expected = tmp_path / "locked", "cannot_use"  # chmod binds only non-root
            folder.mkdir()
        else:
            pytest.skip("no read-only place can be made here")
        target = folder / "everything.json"
        target.write_text("the earlier save", encoding="utf-8")
        if disk is not None:
            subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        else:
            folder.chmod(0o555)
        try:
            with pytest.raises(StoreError) as refused:
                write_atomically(target, "new")
        finally:
            if disk is None:
                folder.chmod(0o755)
        assert refused.value.kind == expected
        assert str(folder) in str(refused.value)
        assert target.read_text(encoding="utf-8") == "the earlier save"
        assert _names_in(folder) == ["everything.json"]


def test_a_folder_in_the_way_or_a_missing_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "everything.json").mkdir()
    (tmp_path / "everything.json" / "inside").write_text("kept", encoding="utf-8")
    with pytest.raises(StoreError, match="cannot save") as refused:
        write_atomically(tmp_path / "everything.json", "new")
    assert refused.value.kind == "cannot_use"
    assert (tmp_path / "everything.json" / "inside").read_text(encoding="utf-8") == "kept"
    assert _names_in(tmp_path) == ["everything.json"]
    with pytest.raises(StoreError, match="cannot save") as refused:
        write_atomically(tmp_path / "gone" / "everything.json", "new")
    assert refused.value.kind == "cannot_use"
    assert _names_in(tmp_path) == ["everything.json"]
