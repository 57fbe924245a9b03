"""Export and import: versioned JSON round trips, no duplicates, bad files change nothing."""

from __future__ import annotations

import copy
import csv
import io
import json
import random
import re
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from blocky.rules.state import Setup
from blocky.store import ImportReport, Store, StoreError
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
        csv_a = a.export_attempts_csv()
        stats_a = a.card_stats()
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
        assert b.export_attempts_csv() == csv_a
        assert [(s.card, s.attempts, s.mastered) for s in b.card_stats()] == [
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
        with pytest.raises(StoreError, match=message):
            store.import_data(_bad(data, change))
        assert _snapshot(store) == before


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
    rows = list(csv.DictReader(io.StringIO(store.export_attempts_csv())))
    count = store.db.execute("SELECT count(*) FROM attempts").fetchone()[0]
    assert len(rows) == count > 0
    assert {r["player"] for r in rows} <= {TRICKY, "Leo"}
    assert TRICKY in {r["player"] for r in rows}
    assert {r["variant"] for r in rows} <= {"normal", "difficult"}
    assert {r["result"] for r in rows} <= {"mastered", "failed"}
    assert [r["time"] for r in rows] == sorted(r["time"] for r in rows)
    from blocky.store import StatsFilter

    solo = list(csv.DictReader(io.StringIO(store.export_attempts_csv(StatsFilter(mode="solo")))))
    assert solo and {r["mode"] for r in solo} == {"solo"}


def test_export_carries_the_corrected_board(tmp_path: Path) -> None:
    from blocky.rules.catalogue import default_catalogue_texts

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
    race = next(s for s in store.sessions() if s.game_id == 1)
    assert race.started == race.ended == datetime(5, 1, 1, tzinfo=UTC)
    assert store.team_progress()[0].created_at == datetime(1, 1, 1, tzinfo=UTC)
    assert store.training_log()[0].ended == datetime(999, 12, 31, 23, tzinfo=UTC)
    assert {a.at for a in store.session_attempts(3)} == {datetime(12, 6, 1, 10, tzinfo=UTC)}
    store.card_stats()
    store.personal_bests(1)
