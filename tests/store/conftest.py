"""Shared helpers for the store tests: real SQLite files in temporary folders."""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import subprocess
import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    ChooseVariant,
    Report,
    Retry,
    RevealCard,
)
from blocky.games.blocky_mountains.game import current_actor, is_over, legal_actions
from blocky.games.blocky_mountains.state import CHANCE, Setup
from blocky.store import Store, StoredGame


class FakeClock:
    """A clock the test moves: each reading is one second after the last."""

    def __init__(self, start: datetime = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)) -> None:
        self.moment = start

    def __call__(self) -> datetime:
        self.moment += timedelta(seconds=1)
        return self.moment

    def set(self, moment: datetime) -> None:
        self.moment = moment


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "blocky.sqlite3"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(db_path: Path, clock: FakeClock) -> Iterator[Store]:
    s = Store.open(db_path, clock=clock)
    yield s
    s.close()


def play_random(game: StoredGame, rng: random.Random, steps: int | None = None) -> int:
    """Random legal moves (table draws: random chance too) until the game ends or ``steps``."""
    n = 0
    while not is_over(game.state) and (steps is None or n < steps):
        options = legal_actions(game.state)
        game.play(rng.choice(options))
        n += 1
    return n


def play_card(game: StoredGame, mastered_on: int | None, *, card: str | None = None) -> None:
    """Solo or team: play the card on the table (revealing ``card`` first in table draws):
    fail until attempt ``mastered_on`` (None: fail and accept), normal variant."""
    if current_actor(game.state) == CHANCE:
        assert card is not None
        game.play(RevealCard(card))
    if ChooseVariant(False) in legal_actions(game.state):
        game.play(ChooseVariant(False))
    attempt = 1
    while True:
        ok = mastered_on is not None and attempt >= mastered_on
        game.play(Report(ok))
        if ok or is_over(game.state) or game.state.card is None:
            return
        if mastered_on is None or Retry() not in legal_actions(game.state):
            if AcceptFailure() in legal_actions(game.state):
                game.play(AcceptFailure())
            return
        game.play(Retry())
        attempt += 1


def file_bytes(path: Path) -> bytes:
    return path.read_bytes()


@contextlib.contextmanager
def tmpfs(size: str) -> Iterator[Path]:
    """A real small filesystem (needs root and mount rights); skips the test otherwise."""
    target = Path("/tmp") / f"blocky-store-{uuid.uuid4().hex}"
    target.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(target)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        target.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield target
    finally:
        subprocess.run(["umount", "-l", str(target)], check=False)
        with contextlib.suppress(OSError):
            target.rmdir()


def remount(target: Path, options: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{options}", str(target)], check=True)


def can_mount() -> bool:
    return os.geteuid() == 0


#: The schema version before the derived counts.
BEFORE_COUNTS = 10


def without_derived_counts(db: sqlite3.Connection) -> None:
    """Take the derived counts of schema versions 11 to 14 out of an open file (as the
    release before them wrote it); the caller sets the version (10: :data:`BEFORE_COUNTS`)."""
    from blocky.games.blocky_mountains.storage import counts

    for (trigger,) in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'derived_%'"
    ).fetchall():
        db.execute(f"DROP TRIGGER {trigger}")
    for table in sorted(counts.TABLES):
        db.execute(f"DROP TABLE {table}")
    db.execute("DROP INDEX attempts_plays")
    # ...and the coach's kept counts of schema version 12 (made from the ones above).
    db.execute("DROP TABLE IF EXISTS coach_counts")
    db.execute("DROP INDEX IF EXISTS attempts_coach_order")
    # ...and the trainings summed per day of schema version 14 (made from the ones above).
    without_training_days(db)


def without_training_days(db: sqlite3.Connection) -> None:
    """Take the trainings summed per day (schema version 14) out of an open file, as the
    releases before it wrote it; the caller sets the version."""
    for (trigger,) in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'training_days_%'"
    ).fetchall():
        db.execute(f"DROP TRIGGER {trigger}")
    db.execute("DROP TABLE IF EXISTS training_days")
    without_game_mastered(db)


def without_game_mastered(db: sqlite3.Connection) -> None:
    """Take the mastered per game and the index of squirrels kept (schema version 15) out
    of an open file, as the releases before it wrote it; the caller sets the version."""
    for name in ("insert", "update", "delete"):
        db.execute(f"DROP TRIGGER IF EXISTS game_mastered_{name}")
    db.execute("DROP TABLE IF EXISTS game_mastered")
    db.execute("DROP INDEX IF EXISTS game_totals_kept")
    without_open_plays_index(db)


def without_open_plays_index(db: sqlite3.Connection) -> None:
    """Take the index of the games with an open play (schema version 17) out of an open
    file, as the releases before it wrote it; the caller sets the version."""
    db.execute("DROP INDEX IF EXISTS game_totals_open")


def one_training_before_counts(path: Path) -> int:
    """A file at ``path`` holding one finished training of Mia's, set back to the schema
    version before the derived counts (BEFORE_COUNTS); returns Mia's player id."""
    with Store.open(path) as store:
        mia = store.add_player("Mia").id
        game = store.create_game(Setup.solo("Mia", course="A", seed=1), [mia])
        rng = random.Random(1)
        while not is_over(game.state):
            game.play(rng.choice(legal_actions(game.state)))
    db = sqlite3.connect(path, isolation_level=None)
    try:
        without_derived_counts(db)
        db.execute(f"PRAGMA user_version = {BEFORE_COUNTS}")
    finally:
        db.close()
    return mia


def back_to_version_7(path: Path) -> None:
    """Take a file of the current schema back to version 7, as that release wrote it:
    games without their local day, the statistics summaries of version 5."""
    import sqlite3

    from blocky.games.blocky_mountains.storage import migrations as blocky_migrations
    from blocky.store.schema import expected_layout, layout

    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("BEGIN")
        without_derived_counts(db)
        for (trigger,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger'"
        ).fetchall():
            db.execute(f"DROP TRIGGER {trigger}")
        for table in ("game_totals", "attempt_totals", "card_totals"):
            db.execute(f"DROP TABLE {table}")
        db.execute("DROP INDEX attempts_first_tries")
        db.execute("CREATE INDEX attempts_stats ON attempts(player_id)")
        db.execute("ALTER TABLE games DROP COLUMN local_day")
        blocky_migrations.statistics_totals(db)
        db.execute("PRAGMA user_version = 7")
        db.execute("COMMIT")
        assert layout(db) == expected_layout(7)
    finally:
        db.close()


class StalledDisk:
    """The store's connection on a disk that stops answering: everything goes to the real
    connection, but closing it (SQLite's checkpoint, which waits for the disk) waits until
    the test lets the disk answer."""

    def __init__(self, real: sqlite3.Connection) -> None:
        self.real = real
        self.answer = threading.Event()

    def close(self) -> None:
        self.answer.wait(60)
        self.real.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def stall(store: Store) -> StalledDisk:
    """Put ``store``'s connection on a disk that stops answering when it is closed."""
    database = store._database  # noqa: SLF001
    stalled = StalledDisk(database.db)
    database._db = stalled  # type: ignore[assignment]  # noqa: SLF001
    return stalled
