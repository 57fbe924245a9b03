"""SQLite's own durability: every action is on the disk when its commit returns, so before
the screen shows it, and closing the saved games waits for a stalled disk only as long as
it is told to."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store
from blocky.store.errors import StoreError
from tests.store.conftest import stall

ROOT = Path(__file__).resolve().parents[2]


def test_the_connection_flushes_the_log_inside_each_commit(db_path: Path) -> None:
    with Store.open(db_path) as store:
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        # SQLite's own checkpoints, as it makes them by itself.
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000


# Plays a game, and after each action (its commit returned) writes a line that the
# trace shows: the syncs must come before it, on the thread that committed.
_PLAY = """
import os, sys
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store
store = Store.open(sys.argv[1])
game = store.create_game(Setup.race([("Mia", "white"), ("Leo", "orange")], seed=5), [
    store.add_player("Mia", "white").id, store.add_player("Leo", "orange").id])
os.write(1, b"ACTION begin\\n")
for n in range(8):
    game.play(legal_actions(game.state)[0])
    os.write(1, f"ACTION {n}\\n".encode())
store.close()
"""


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace is not installed")
def test_each_action_is_synced_inside_its_commit(tmp_path: Path) -> None:
    trace = tmp_path / "trace"
    done = subprocess.run(
        [
            "strace", "-f", "-qq", "-o", str(trace), "-e", "trace=fdatasync,fsync,write",
            sys.executable, "-c", _PLAY, str(tmp_path / "blocky.sqlite3"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    if done.returncode != 0 and "ptrace" in done.stderr:
        pytest.skip(f"strace cannot trace here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    lines = trace.read_text().splitlines()
    marks = [i for i, line in enumerate(lines) if "ACTION " in line]
    assert len(marks) == 9
    main = lines[marks[0]].split()[0]  # the thread that plays and commits
    for before, after in zip(marks, marks[1:], strict=False):
        between = lines[before + 1 : after]
        syncs = [line for line in between if re.search(r"\b(fdatasync|fsync)\(", line)]
        assert syncs, lines[before:after + 1]
        # On the committing thread, before the commit returned: no thread of our own.
        assert {line.split()[0] for line in syncs} == {main}, syncs


def test_closing_on_a_stalled_disk_returns_and_every_action_is_kept(db_path: Path) -> None:
    store = Store.open(db_path)
    players = [store.add_player(n).id for n in ("Mia", "Leo")]
    game = store.create_game(Setup.race([("Mia", "white"), ("Leo", "orange")], seed=3), players)
    from blocky.games.blocky_mountains.game import legal_actions

    for _ in range(10):
        game.play(legal_actions(game.state)[0])
    played = len(game.timeline.actions)  # with the table's own draws
    stalled = stall(store)
    # The close is held by the disk: it returns when told to, saying it has not finished.
    assert store.close(wait=0.05) is False
    # Every action acknowledged is in the file already, read by another connection.
    reader = sqlite3.connect(f"{db_path.as_uri()}?mode=ro", uri=True)
    try:
        kept = reader.execute(
            "SELECT count(*) FROM actions WHERE game_id = ?", (game.id,)
        ).fetchone()[0]
    finally:
        reader.close()
    assert kept == played
    # The file is still held meanwhile: no second store opens it.
    with pytest.raises(StoreError):
        Store.open(db_path)
    # The disk answers: the close finishes and the file is let go.
    stalled.answer.set()
    assert store.closed_in(60) is True
    with Store.open(db_path) as again:
        assert len(again.open_game(game.id).timeline.actions) == played
    assert not Path(f"{db_path}-wal").exists() or os.path.getsize(f"{db_path}-wal") == 0


def test_the_store_times_each_commit_and_only_a_commit(db_path: Path) -> None:
    from blocky.games.blocky_mountains.game import legal_actions

    with Store.open(db_path) as store:
        database = store.database
        game = store.create_game(
            Setup.race([("Mia", "white"), ("Leo", "orange")], seed=5),
            [store.add_player("Mia", "white").id, store.add_player("Leo", "orange").id],
        )
        database.last_commit_seconds = -1.0
        game.play(legal_actions(game.state)[0])
        assert database.last_commit_seconds > 0.0
        # A transaction rolled back commits nothing: the last commit's time stays.
        database.last_commit_seconds = -1.0
        with pytest.raises(RuntimeError), database.write() as db:
            db.execute("DELETE FROM redo")
            raise RuntimeError("given up")
        assert database.last_commit_seconds == -1.0
