"""The database schema and its migrations, one version at a time.

``PRAGMA user_version`` holds the schema version. The core schema (:data:`CORE_TABLES`)
is game-neutral; a game's own tables and their migrations live with it, in the
:class:`~blocky.core.storage.GameStorage` its registry entry names (:data:`GAME_TABLES`,
:data:`GAME_MIGRATIONS`, read from the registry when this module loads). Each migration takes a
database at version ``n - 1`` to version ``n`` inside one transaction, so a
crash half-way leaves the previous version intact. Versions are never edited
once released: a change is a new migration appended to :data:`MIGRATIONS`.
"""

from __future__ import annotations

import functools
import sqlite3
import time

from blocky.core.registry import games
from blocky.core.storage import GameStorage, Migration, Progress, ReportingMigration
from blocky.store.values import local_day_of

#: Written into the file header so another program's SQLite file is recognised as such.
APPLICATION_ID = 0x424C4B59  # "BLKY"


def _v1(db: sqlite3.Connection) -> None:
    """Players, games and the action log: the canonical record of every game."""
    db.execute(
        """CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            colour TEXT,
            created_at TEXT NOT NULL
        )"""
    )
    db.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            mode TEXT NOT NULL,
            setup_json TEXT NOT NULL,
            board_json TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            finished INTEGER NOT NULL DEFAULT 0,
            summary TEXT NOT NULL DEFAULT '',
            result_json TEXT NOT NULL DEFAULT '{}'
        )"""
    )
    db.execute(
        """CREATE TABLE game_players (
            game_id INTEGER NOT NULL REFERENCES games(id),
            seat INTEGER NOT NULL,
            player_id INTEGER NOT NULL REFERENCES players(id),
            PRIMARY KEY (game_id, seat)
        )"""
    )
    db.execute("CREATE INDEX game_players_player ON game_players(player_id)")
    db.execute(
        """CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL,
            action_json TEXT NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID"""
    )
    db.execute("CREATE INDEX games_updated ON games(finished, updated_at)")


def _v3(db: sqlite3.Connection) -> None:
    """Stable ids for export and import, the persisted redo stack, and settings."""
    import uuid

    db.execute("ALTER TABLE games ADD COLUMN uid TEXT")
    db.execute("ALTER TABLE players ADD COLUMN uid TEXT")
    for table in ("games", "players"):
        for (row_id,) in db.execute(f"SELECT id FROM {table}").fetchall():
            db.execute(f"UPDATE {table} SET uid = ? WHERE id = ?", (str(uuid.uuid4()), row_id))
    db.execute("CREATE UNIQUE INDEX games_uid ON games(uid)")
    db.execute("CREATE UNIQUE INDEX players_uid ON players(uid)")
    db.execute(
        """CREATE TABLE redo (
            game_id INTEGER NOT NULL REFERENCES games(id),
            depth INTEGER NOT NULL,
            pos INTEGER NOT NULL,
            action_json TEXT NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, depth, pos)
        ) WITHOUT ROWID"""
    )
    db.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def _v6(db: sqlite3.Connection) -> None:
    """The order games were last played in, as a counter rather than a clock time.

    ``updated_at`` is the wall clock, which can be set back (or put right): the game to
    offer after a crash is the one stored last, whatever the clock said. Existing games
    are numbered in the order of their times.
    """
    db.execute("ALTER TABLE games ADD COLUMN play_seq INTEGER NOT NULL DEFAULT 0")
    db.execute(
        """UPDATE games SET play_seq = (
               SELECT count(*) FROM games g
               WHERE g.updated_at < games.updated_at
                  OR (g.updated_at = games.updated_at AND g.id <= games.id))"""
    )
    db.execute("CREATE INDEX games_play_seq ON games(finished, play_seq)")


def _v7(db: sqlite3.Connection) -> None:
    """Each game names its game (its id in blocky.core.registry) and the version of the
    rules it is played with. Every game stored before is Blocky Mountains, rules version 1.
    """
    db.execute("ALTER TABLE games ADD COLUMN game_id TEXT NOT NULL DEFAULT 'blocky-mountains'")
    db.execute("ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1")


def _v8(db: sqlite3.Connection) -> None:
    """Each game's calendar day in the players' own time zone (the day it was started).

    Statistics cut periods at the players' midnight, not at UTC's. Games stored before
    are given the day their start falls on in this computer's zone as it is now.
    """
    db.execute("ALTER TABLE games ADD COLUMN local_day TEXT")
    rows = db.execute("SELECT id, created_at FROM games").fetchall()
    db.executemany(
        "UPDATE games SET local_day = ? WHERE id = ?",
        [(local_day_of(created), game_id) for game_id, created in rows],
    )


#: The game-neutral tables every game's saved games live in.
CORE_TABLES = frozenset({"players", "games", "game_players", "actions", "redo", "settings"})

#: The core's migrations, by the schema version each one makes.
CORE_MIGRATIONS: dict[int, Migration] = {1: _v1, 3: _v3, 6: _v6, 7: _v7, 8: _v8}

#: Each game's own tables and migrations, by its game id (blocky.core.registry). A game's
#: tables hold only what that game derives from its own records (its statistics).
def _storages() -> dict[str, GameStorage]:
    found: dict[str, GameStorage] = {}
    for entry in games():
        storage = entry.storage()
        if storage is not None:
            found[entry.id] = storage
    return found


GAME_STORAGE: dict[str, GameStorage] = _storages()
GAME_TABLES: dict[str, frozenset[str]] = {
    game: storage.tables for game, storage in GAME_STORAGE.items() if storage.tables
}
GAME_MIGRATIONS: dict[str, dict[int, Migration]] = {
    game: dict(storage.migrations) for game, storage in GAME_STORAGE.items() if storage.migrations
}


def _in_version_order(*parts: dict[int, Migration]) -> tuple[Migration, ...]:
    """One sequence of schema versions, whoever owns each step: a file's version says
    which steps it has, so a released version is never renumbered."""
    steps: dict[int, Migration] = {}
    for part in parts:
        for version, step in part.items():
            if version in steps:
                raise ValueError(f"two migrations make schema version {version}")
            steps[version] = step
    if sorted(steps) != list(range(1, len(steps) + 1)):
        raise ValueError("the schema versions of the migrations have a gap")
    return tuple(steps[v] for v in sorted(steps))


#: MIGRATIONS[n - 1] takes the schema from version n - 1 to version n.
MIGRATIONS: tuple[Migration, ...] = _in_version_order(CORE_MIGRATIONS, *GAME_MIGRATIONS.values())
SCHEMA_VERSION = len(MIGRATIONS)


def user_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


#: The steps that can take long (building derived rows from a long history), by the
#: schema version each one makes: they tell how far they have got.
LONG_MIGRATIONS: dict[int, ReportingMigration] = {
    version: step for storage in GAME_STORAGE.values() for version, step in storage.reporting.items()
}


class _TimedProgress:
    """Passes a long migration's progress on once it has run for over a second (a short
    one says nothing)."""

    def __init__(self, report: Progress, after: float = 1.0) -> None:
        self._report = report
        self._since = time.monotonic()
        self._after = after

    def __call__(self, done: int, total: int) -> None:
        if time.monotonic() - self._since > self._after:
            self._report(done, total)


def migrate(
    db: sqlite3.Connection, target: int = SCHEMA_VERSION, progress: Progress | None = None
) -> None:
    """Bring the database up to ``target``, one committed step per version.

    ``db`` must be in autocommit mode (``isolation_level=None``). ``progress`` is told
    (done, total) by a step that has run for more than a second.
    """
    version = user_version(db)
    while version < target:
        db.execute("BEGIN IMMEDIATE")
        try:
            long = LONG_MIGRATIONS.get(version + 1)
            if long is not None and progress is not None:
                long(db, _TimedProgress(progress))
            else:
                MIGRATIONS[version](db)
            if version == 0:
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise


def layout(db: sqlite3.Connection) -> frozenset[tuple[str, str, str]]:
    """The file's tables with their columns, its indexes and triggers, by name."""
    found: set[tuple[str, str, str]] = set()
    rows = db.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
    ).fetchall()
    for kind, name in rows:
        found.add((str(kind), str(name), ""))
        if kind == "table":
            for col in db.execute("SELECT name FROM pragma_table_info(?)", (name,)).fetchall():
                found.add(("column", str(name), str(col[0])))
    return frozenset(found)


@functools.cache
def expected_layout(version: int) -> frozenset[tuple[str, str, str]]:
    """What :func:`layout` finds in a file of this app at ``version``."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(db, version)
        return layout(db)
    finally:
        db.close()
