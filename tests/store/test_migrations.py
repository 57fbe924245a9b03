"""Schema versions: migrated one step at a time from every earlier version; newer refused."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.actions import action_to_json
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.record import Record, Timeline, replay, setup_to_json
from blocky.games.blocky_mountains.state import Setup
from blocky.games.blocky_mountains.storage.derive import attempt_rows, game_facts
from blocky.store import Store, StoreError
from blocky.store.schema import SCHEMA_VERSION, migrate, user_version

SETUPS = [
    Setup.solo("Mia", course="A", seed=3),
    Setup.race([("Mia", "white"), ("Leo", "black")], seed=4),
    Setup.team(["Mia", "Leo"], seed=5),
]


def _timelines() -> list[Timeline]:
    out = []
    for setup in SETUPS:
        rng = random.Random(setup.seed)
        t = Timeline.start(setup).advance_chance()
        for _ in range(30):
            if t.state.is_over:
                break
            t = t.play(rng.choice(legal_actions(t.state))).advance_chance()
        out.append(t)
    return out


def _write_v1_data(db: sqlite3.Connection, timelines: list[Timeline]) -> None:
    """Data as version 1 of the app wrote it (no uids, no attempts, no redo)."""
    db.execute("BEGIN")
    db.execute("INSERT INTO players VALUES (1, 'Mia', 'white', '2024-01-01T10:00:00.000000Z')")
    db.execute("INSERT INTO players VALUES (2, 'Leo', NULL, '2024-01-01T10:00:00.000000Z')")
    for gid, t in enumerate(timelines, start=1):
        finished, summary, result = game_facts(t.state)  # kept with each game row since v1
        db.execute(
            "INSERT INTO games (id, mode, setup_json, board_json, created_at, updated_at,"
            " finished, summary, result_json) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)",
            (
                gid,
                t.setup.mode.value,
                json.dumps(setup_to_json(t.setup)),
                "2024-01-02T10:00:00.000000Z",
                "2024-01-02T11:00:00.000000Z",
                int(finished),
                summary,
                result,
            ),
        )
        for seat in range(len(t.setup.players)):
            db.execute("INSERT INTO game_players VALUES (?, ?, ?)", (gid, seat, seat + 1))
        for seq, a in enumerate(t.actions):
            db.execute(
                "INSERT INTO actions VALUES (?, ?, ?, ?)",
                (
                    gid,
                    seq,
                    json.dumps(action_to_json(a)),
                    f"2024-01-02T10:{seq // 60:02}:{seq % 60:02}.000000Z",
                ),
            )
    db.execute("COMMIT")


def _database_at(path: Path, version: int, timelines: list[Timeline]) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        migrate(db, 1)
        _write_v1_data(db, timelines)
        migrate(db, version)
        assert user_version(db) == version
    finally:
        db.close()


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_every_earlier_version_is_migrated_keeping_every_game(tmp_path: Path, version: int) -> None:
    path = tmp_path / "blocky.sqlite3"
    timelines = _timelines()
    _database_at(path, version, timelines)
    with Store.open(path) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        assert [p.name for p in store.players()] == ["Mia", "Leo"]
        for gid, t in enumerate(timelines, start=1):
            game = store.open_game(gid)
            assert game.timeline.actions == t.actions
            assert game.state == t.state
            assert not game.can_redo
        uids = [u for (u,) in store.db.execute("SELECT uid FROM games")]
        assert len(set(uids)) == len(timelines) and all(uids)
        # The derived attempts are there, as if the games had been played with this version.
        for gid, t in enumerate(timelines, start=1):
            expected = attempt_rows(
                setup_to_json(t.setup),
                None,
                [
                    (action_to_json(a), f"2024-01-02T10:{i // 60:02}:{i % 60:02}.000000Z")
                    for i, a in enumerate(t.actions)
                ],
            )
            stored = store.db.execute(
                "SELECT seq, card, attempt, mastered, at FROM attempts WHERE game_id = ? ORDER BY id",
                (gid,),
            ).fetchall()
            assert stored == [(r.seq, r.card, r.attempt, int(r.mastered), r.at) for r in expected]
        # ...and play goes on.
        game = store.open_game(2)
        game.play(legal_actions(game.state)[0])
    # A copy of the file as it was is kept beside it.
    backup = tmp_path / f"blocky.sqlite3.v{version}.bak"
    db = sqlite3.connect(backup)
    assert user_version(db) == version
    db.close()


def test_each_step_is_its_own_transaction(tmp_path: Path) -> None:
    """A step that fails leaves the file at the previous version, data intact."""
    path = tmp_path / "blocky.sqlite3"
    t = _timelines()[0]
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, 1)
    _write_v1_data(db, [t])
    # A game whose log the rules refuse: version 2 cannot derive its attempts.
    db.execute('UPDATE actions SET action_json = \'{"do": "take_route"}\' WHERE seq = 1')
    db.close()
    with pytest.raises(StoreError, match="cannot be replayed"):
        Store.open(path)
    db = sqlite3.connect(path)
    assert user_version(db) == 1
    assert db.execute("SELECT count(*) FROM actions").fetchone()[0] == len(t.actions)
    assert db.execute("SELECT name FROM sqlite_master WHERE name = 'attempts'").fetchone() is None
    db.close()


def test_a_new_file_gets_the_latest_schema(db_path: Path) -> None:
    with Store.open(db_path) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL: test_durability
    assert not list(db_path.parent.glob("*.bak"))


def test_a_file_from_a_newer_app_is_refused_and_left_untouched(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    db = sqlite3.connect(db_path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError, match="newer version of the app") as err:
        Store.open(db_path)
    assert "update the app" in str(err.value)
    assert db_path.read_bytes() == before
    # Refusing it did not leave the lock behind.
    db = sqlite3.connect(db_path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.close()
    with Store.open(db_path) as store:
        assert [p.name for p in store.players()] == ["Mia"]


def test_migrated_record_still_replays_with_the_rules(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    timelines = _timelines()
    _database_at(path, 1, timelines)
    with Store.open(path) as store:
        for gid, t in enumerate(timelines, start=1):
            rec = store.open_game(gid).timeline.record
            assert replay(Record(rec.setup, rec.actions)) == t.state


def test_version_5_fills_the_statistics_summaries_from_the_logs(tmp_path: Path) -> None:
    """A file from before the summaries gets them counted from its logs, and they are kept
    right by the play that follows."""
    from blocky.games.blocky_mountains.statistics import StatsFilter, cards, solo
    from blocky.games.blocky_mountains.statistics import sessions as session_stats
    from tests.store import reference_stats as ref

    path = tmp_path / "blocky.sqlite3"
    _database_at(path, 4, _timelines())
    with Store.open(path) as store:
        db = store.db
        assert user_version(db) == SCHEMA_VERSION
        assert db.execute("SELECT count(*) FROM game_totals").fetchone()[0] == 3
        assert ref.stored_summary_rows(db) == ref.summary_rows(db)
        assert ref.bounds_hold(db)
        everyone = StatsFilter()
        assert ref.plain(cards.card_stats(db, everyone)) == ref.card_stats(db, everyone)
        assert ref.plain(session_stats.sessions(db, everyone)) == ref.sessions(db, everyone)
        assert ref.plain(solo.personal_bests(db, 1, everyone)) == ref.personal_bests(
            db, 1, everyone
        )
        game = store.open_game(3)
        rng = random.Random(3)
        for _ in range(10):
            if game.state.is_over:
                break
            game.play(rng.choice(legal_actions(game.state)))
        game.undo()
        assert ref.stored_summary_rows(db) == ref.summary_rows(db)
        assert ref.plain(session_stats.sessions(db, everyone)) == ref.sessions(db, everyone)


def test_a_rollback_journal_file_whose_migration_fails_keeps_every_byte(tmp_path: Path) -> None:
    """A file of version 1 (rollback journal, as version 1 of the app wrote them) with a
    game the rules refuse: refused, and not even its header is switched to WAL."""
    path = tmp_path / "blocky.sqlite3"
    t = _timelines()[0]
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, 1)
    _write_v1_data(db, [t])
    db.execute('UPDATE actions SET action_json = \'{"do": "take_route"}\' WHERE seq = 1')
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    db.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="cannot be replayed") as err:
        Store.open(path)
    assert err.value.kind == "damaged"
    assert path.read_bytes() == before
    assert not Path(f"{path}-wal").exists()
