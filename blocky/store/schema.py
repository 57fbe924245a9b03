"""The database schema and its migrations, one version at a time.

``PRAGMA user_version`` holds the schema version. Each migration takes a
database at version ``n - 1`` to version ``n`` inside one transaction, so a
crash half-way leaves the previous version intact. Versions are never edited
once released: a change is a new migration appended to :data:`MIGRATIONS`.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable

from blocky.store.derive import attempt_rows, insert_attempts

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


def _v2(db: sqlite3.Connection) -> None:
    """Attempts, derived from the action log, for fast statistics; filled by replaying."""
    db.execute(
        """CREATE TABLE attempts (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL,
            mode TEXT NOT NULL,
            seat INTEGER NOT NULL,
            player_id INTEGER REFERENCES players(id),
            card TEXT NOT NULL,
            card_name TEXT NOT NULL,
            pile TEXT NOT NULL,
            difficult INTEGER NOT NULL,
            attempt INTEGER NOT NULL,
            mastered INTEGER NOT NULL,
            partner_id INTEGER REFERENCES players(id),
            squirrels_paid INTEGER NOT NULL,
            squirrels_won INTEGER NOT NULL,
            at TEXT NOT NULL
        )"""
    )
    db.execute("CREATE INDEX attempts_player_card ON attempts(player_id, card)")
    db.execute("CREATE INDEX attempts_game_seq ON attempts(game_id, seq)")
    games = db.execute("SELECT id, setup_json, board_json FROM games ORDER BY id").fetchall()
    for game_id, setup_json, board_json in games:
        seats = dict(
            db.execute(
                "SELECT seat, player_id FROM game_players WHERE game_id = ?", (game_id,)
            ).fetchall()
        )
        rows = db.execute(
            "SELECT seq, action_json, at FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        board = None if board_json is None else json.loads(board_json)
        derived = attempt_rows(
            json.loads(setup_json), board, [(json.loads(a), at) for _, a, at in rows]
        )
        insert_attempts(db, game_id, seats, derived)


def _v3(db: sqlite3.Connection) -> None:
    """Stable ids for export and import, the persisted redo stack, and settings."""
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


def _v4(db: sqlite3.Connection) -> None:
    """A covering index, so per-card statistics read the index alone (about 5 times faster
    over 10,000 sessions than looking every attempt row up)."""
    db.execute("DROP INDEX attempts_player_card")
    db.execute(
        """CREATE INDEX attempts_stats ON attempts(
            player_id, card, attempt, mastered, at, mode, card_name, pile)"""
    )


#: MIGRATIONS[n - 1] takes the schema from version n - 1 to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4)
SCHEMA_VERSION = len(MIGRATIONS)


def user_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> None:
    """Bring the database up to ``target``, one committed step per version.

    ``db`` must be in autocommit mode (``isolation_level=None``).
    """
    version = user_version(db)
    while version < target:
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](db)
            if version == 0:
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
