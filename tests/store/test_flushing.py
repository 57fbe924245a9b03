"""A commit is stored when it returns and flushed to the disk by the store's own thread.

The store's connection commits without waiting for the disk (WAL, ``synchronous =
NORMAL``); its flusher flushes the log right behind, and the commit waits for that only
a few milliseconds. These tests use real files: the flush a test holds back is the real
one, only made to wait for the test.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, flushing
from tests.store.conftest import play_random


def _rows(path: Path, table: str) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
    finally:
        db.close()


def test_the_connection_leaves_flushing_and_checkpoints_to_the_thread(db_path: Path) -> None:
    with Store.open(db_path) as store:
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
        store.add_player("Mia")
        flusher = store._database.flusher  # noqa: SLF001
        assert flusher.wait(10)
        assert not flusher.failed


def test_a_file_reached_by_a_link_is_flushed_too(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link.sqlite3"
    try:
        link.symlink_to(real / "blocky.sqlite3")
    except OSError:
        pytest.skip("this system makes no symbolic links here")
    with Store.open(link) as store:
        store.add_player("Mia")
        flusher = store._database.flusher  # noqa: SLF001
        assert flusher.wait(10)
        assert not flusher.failed
        assert Path(f"{real / 'blocky.sqlite3'}-wal").exists()


def test_every_commit_is_flushed_and_the_log_reaches_the_database_file(
    db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(flushing, "CHECKPOINT_EVERY", 5)
    with Store.open(db_path) as store:
        ids = [store.add_player(name).id for name in ("Ann", "Ben")]
        game = store.create_game(Setup.race([("Ann", "white"), ("Ben", "black")], seed=3), ids)
        play_random(game, random.Random(3), steps=30)
        flusher = store._database.flusher  # noqa: SLF001
        assert flusher.wait(10)
        assert flusher.checkpoints >= 5
        # The database file alone (no log beside it) holds what was checkpointed: a copy
        # of it opens and has the game with most of its actions.
        alone = tmp_path / "alone.sqlite3"
        shutil.copyfile(db_path, alone)
        copied = _rows(alone, "actions")
        stored = int(store.db.execute("SELECT count(*) FROM actions").fetchone()[0])
        assert stored - 5 < copied <= stored
        assert _rows(alone, "games") == 1
    # Closing checkpoints the rest and removes the log.
    assert not Path(f"{db_path}-wal").exists()
    assert _rows(db_path, "actions") == stored


def test_a_stalled_flush_does_not_hold_the_commit_and_ends_behind_it(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
        flusher = store._database.flusher  # noqa: SLF001
        assert flusher.wait(10)
        release = threading.Event()
        entered = threading.Event()
        real_sync = flushing._sync  # noqa: SLF001

        def stalled_sync(fd: int) -> None:
            entered.set()
            release.wait(30)
            real_sync(fd)

        monkeypatch.setattr(flushing, "_sync", stalled_sync)
        store.add_player("Leo")  # returns while the flush still waits for the disk
        assert entered.is_set()
        assert not flusher.wait(0)
        # Stored all the same: another connection reads it.
        assert _rows(db_path, "players") == 2
        store.add_player("Ada")  # a second commit while the first flush still waits
        release.set()
        assert flusher.wait(10)
        assert not flusher.failed
    assert _rows(db_path, "players") == 3


def test_when_the_thread_cannot_flush_every_commit_flushes_itself(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_sync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(flushing, "_sync", broken_sync)
    with Store.open(db_path) as store:
        store.add_player("Mia")
        flusher = store._database.flusher  # noqa: SLF001
        assert not flusher.wait(10)
        assert flusher.failed
        store.add_player("Leo")
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
        store.add_player("Ada")
        assert sorted(p.name for p in store.players()) == ["Ada", "Leo", "Mia"]
    assert _rows(db_path, "players") == 3
