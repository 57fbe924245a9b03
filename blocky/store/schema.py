"""The database schema and its migrations, one version at a time.

``PRAGMA user_version`` holds the schema version. Each migration takes a
database at version ``n - 1`` to version ``n`` inside one transaction, so a
crash half-way leaves the previous version intact. Versions are never edited
once released: a change is a new migration appended to :data:`MIGRATIONS`.
"""

from __future__ import annotations

import functools
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


# Version 5 keeps running totals beside the logs, so statistics over a long history read a
# few thousand summary rows instead of every action and attempt. SQLite triggers keep them:
# they run inside whichever transaction writes the log (play, undo, redo, import, delete),
# so the totals can never disagree with the log, whatever code path did the writing.

#: The game row's facts the training log and the sessions list show (column, SQL over the
#: row {r}), read out of its JSON once per write rather than once per row on every read.
_GAME_FACTS = (
    ("course", "json_extract({r}.setup_json, '$.course')"),
    ("mastered_a", "coalesce(json_extract({r}.result_json, '$.mastered.A'), 0)"),
    ("mastered_b", "coalesce(json_extract({r}.result_json, '$.mastered.B'), 0)"),
    ("mastered_c", "coalesce(json_extract({r}.result_json, '$.mastered.C'), 0)"),
    ("failed_a", "coalesce(json_extract({r}.result_json, '$.failed.A'), 0)"),
    ("failed_b", "coalesce(json_extract({r}.result_json, '$.failed.B'), 0)"),
    ("failed_c", "coalesce(json_extract({r}.result_json, '$.failed.C'), 0)"),
    # A race keeps a list (one count per seat); that is read from the game row itself.
    (
        "squirrels",
        "CASE json_type({r}.result_json, '$.squirrels') WHEN 'array' THEN NULL"
        " ELSE json_extract({r}.result_json, '$.squirrels') END",
    ),
)


def _game_columns() -> str:
    return "mode, created_at, updated_at, finished, " + ", ".join(c for c, _ in _GAME_FACTS)


def _game_values(r: str) -> str:
    return f"{r}.mode, {r}.created_at, {r}.updated_at, {r}.finished, " + ", ".join(
        e.format(r=r) for _, e in _GAME_FACTS
    )


def _attempt_totals_add(row: str) -> str:
    """Statements counting attempt ``row`` ("new") into both attempt summaries.

    A player id may be NULL (a seat without a profile), so rows are found by
    ``player_key`` (the id, or -1 for none), which an index can look up.
    """
    r = row
    return f"""
    INSERT INTO attempt_totals (game_id, player_key, player_id, pile, mode, attempts, plays,
                                mastered, first_at, last_at)
        SELECT {r}.game_id, coalesce({r}.player_id, -1), {r}.player_id, {r}.pile, {r}.mode, 0, 0, 0, {r}.at, {r}.at
        WHERE NOT EXISTS (SELECT 1 FROM attempt_totals WHERE game_id = {r}.game_id
                          AND player_key = coalesce({r}.player_id, -1) AND pile = {r}.pile AND mode = {r}.mode);
    UPDATE attempt_totals SET attempts = attempts + 1, plays = plays + ({r}.attempt = 1),
           mastered = mastered + {r}.mastered,
           first_at = min(first_at, {r}.at), last_at = max(last_at, {r}.at)
        WHERE game_id = {r}.game_id AND player_key = coalesce({r}.player_id, -1) AND pile = {r}.pile
              AND mode = {r}.mode;
    INSERT INTO card_totals (player_key, player_id, card, card_name, pile, mode, month,
                             attempts, plays, mastered, first_attempt, first_at, last_at)
        SELECT coalesce({r}.player_id, -1), {r}.player_id, {r}.card, {r}.card_name, {r}.pile, {r}.mode,
               substr({r}.at, 1, 7), 0, 0, 0, 0, {r}.at, {r}.at
        WHERE NOT EXISTS (SELECT 1 FROM card_totals WHERE player_key = coalesce({r}.player_id, -1)
                          AND card = {r}.card AND card_name = {r}.card_name AND pile = {r}.pile
                          AND mode = {r}.mode AND month = substr({r}.at, 1, 7));
    UPDATE card_totals SET attempts = attempts + 1, plays = plays + ({r}.attempt = 1),
           mastered = mastered + {r}.mastered,
           first_attempt = first_attempt + ({r}.attempt = 1 AND {r}.mastered),
           first_at = min(first_at, {r}.at), last_at = max(last_at, {r}.at)
        WHERE player_key = coalesce({r}.player_id, -1) AND card = {r}.card AND card_name = {r}.card_name
              AND pile = {r}.pile AND mode = {r}.mode AND month = substr({r}.at, 1, 7);"""


def _attempt_totals_remove(row: str) -> str:
    """Statements taking attempt ``row`` ("old") out of both attempt summaries.

    first_at and last_at are left as they were: they stay outer bounds of the times
    still counted, which is all the statistics rely on (a row whose bounds straddle
    a period's edge is counted from the attempts themselves).
    """
    r = row
    return f"""
    UPDATE attempt_totals SET attempts = attempts - 1, plays = plays - ({r}.attempt = 1),
           mastered = mastered - {r}.mastered
        WHERE game_id = {r}.game_id AND player_key = coalesce({r}.player_id, -1) AND pile = {r}.pile
              AND mode = {r}.mode;
    DELETE FROM attempt_totals WHERE game_id = {r}.game_id AND player_key = coalesce({r}.player_id, -1)
        AND pile = {r}.pile AND mode = {r}.mode AND attempts <= 0;
    UPDATE card_totals SET attempts = attempts - 1, plays = plays - ({r}.attempt = 1),
           mastered = mastered - {r}.mastered,
           first_attempt = first_attempt - ({r}.attempt = 1 AND {r}.mastered)
        WHERE player_key = coalesce({r}.player_id, -1) AND card = {r}.card AND card_name = {r}.card_name
              AND pile = {r}.pile AND mode = {r}.mode AND month = substr({r}.at, 1, 7);
    DELETE FROM card_totals WHERE player_key = coalesce({r}.player_id, -1) AND card = {r}.card
        AND card_name = {r}.card_name AND pile = {r}.pile AND mode = {r}.mode
        AND month = substr({r}.at, 1, 7) AND attempts <= 0;"""


def _action_times(game: str) -> str:
    """First and last action time and the count of game ``game``, recounted from its log."""
    return f"""
    UPDATE game_totals SET
           actions = (SELECT count(*) FROM actions WHERE game_id = {game}),
           first_action_at = (SELECT min(at) FROM actions WHERE game_id = {game}),
           last_action_at = (SELECT max(at) FROM actions WHERE game_id = {game})
        WHERE game_id = {game};"""


def _v5(db: sqlite3.Connection) -> None:
    """Summaries for statistics over long histories, kept by triggers and filled from the logs.

    - game_totals: one row per game with its list facts and first and last action times;
    - attempt_totals: attempts, plays and cards mastered per game, player, pile and mode;
    - card_totals: the per-card counts per player, mode and calendar month (a period that
      cuts a month counts that month's attempts one by one).
    """
    db.execute(
        """CREATE TABLE game_totals (
            game_id INTEGER PRIMARY KEY,
            mode TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            finished INTEGER NOT NULL,
            course TEXT,
            mastered_a INTEGER NOT NULL, mastered_b INTEGER NOT NULL,
            mastered_c INTEGER NOT NULL, failed_a INTEGER NOT NULL,
            failed_b INTEGER NOT NULL, failed_c INTEGER NOT NULL,
            squirrels INTEGER,
            actions INTEGER NOT NULL DEFAULT 0,
            first_action_at TEXT,
            last_action_at TEXT
        )"""
    )
    db.execute("CREATE INDEX game_totals_list ON game_totals(mode, created_at, game_id)")
    db.execute("CREATE INDEX game_totals_created ON game_totals(created_at, game_id)")
    db.execute(
        """CREATE TABLE attempt_totals (
            game_id INTEGER NOT NULL,
            player_key INTEGER NOT NULL,
            player_id INTEGER,
            pile TEXT NOT NULL,
            mode TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            mastered INTEGER NOT NULL,
            first_at TEXT NOT NULL,
            last_at TEXT NOT NULL
        )"""
    )
    db.execute(
        "CREATE INDEX attempt_totals_game ON attempt_totals(game_id, player_key, pile, mode)"
    )
    db.execute(
        """CREATE INDEX attempt_totals_player ON attempt_totals(
            player_id, mode, game_id, first_at, last_at, mastered)"""
    )
    db.execute(
        """CREATE TABLE card_totals (
            player_key INTEGER NOT NULL,
            player_id INTEGER,
            card TEXT NOT NULL,
            card_name TEXT NOT NULL,
            pile TEXT NOT NULL,
            mode TEXT NOT NULL,
            month TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            mastered INTEGER NOT NULL,
            first_attempt INTEGER NOT NULL,
            first_at TEXT NOT NULL,
            last_at TEXT NOT NULL
        )"""
    )
    db.execute(
        "CREATE INDEX card_totals_key ON card_totals("
        "player_key, card, card_name, pile, mode, month)"
    )
    # Attempts of one card in a time range (a month cut by a period), and a player's first
    # attempts in the order they were played (the longest run of first-try masters).
    db.execute("DROP INDEX attempts_stats")
    db.execute(
        """CREATE INDEX attempts_card_time ON attempts(
            player_id, card, mode, at, card_name, pile, attempt, mastered)"""
    )
    db.execute(
        """CREATE INDEX attempts_first_tries ON attempts(
            player_id, attempt, at, game_id, seq, mastered, mode)"""
    )

    # Fill them from what is stored.
    db.execute(
        f"""INSERT INTO game_totals (game_id, {_game_columns()},
                                     actions, first_action_at, last_action_at)
            SELECT g.id, {_game_values("g")}, coalesce(a.n, 0), a.first_at, a.last_at
            FROM games g LEFT JOIN (SELECT game_id, count(*) AS n, min(at) AS first_at,
                                           max(at) AS last_at
                                    FROM actions GROUP BY game_id) a ON a.game_id = g.id"""
    )
    db.execute(
        """INSERT INTO attempt_totals (game_id, player_key, player_id, pile, mode, attempts,
                                       plays, mastered, first_at, last_at)
           SELECT game_id, coalesce(player_id, -1), player_id, pile, mode, count(*), sum(attempt = 1), sum(mastered),
                  min(at), max(at)
           FROM attempts GROUP BY game_id, player_id, pile, mode"""
    )
    db.execute(
        """INSERT INTO card_totals (player_key, player_id, card, card_name, pile, mode, month,
                                    attempts, plays, mastered, first_attempt, first_at, last_at)
           SELECT coalesce(player_id, -1), player_id, card, card_name, pile, mode, substr(at, 1, 7), count(*),
                  sum(attempt = 1), sum(mastered), sum(attempt = 1 AND mastered), min(at), max(at)
           FROM attempts GROUP BY player_id, card, card_name, pile, mode, substr(at, 1, 7)"""
    )

    # ...and keep them.
    db.execute(
        f"""CREATE TRIGGER game_totals_insert AFTER INSERT ON games BEGIN
            INSERT OR REPLACE INTO game_totals (game_id, {_game_columns()})
                VALUES (new.id, {_game_values("new")});
            {_action_times("new.id")}
        END"""
    )
    # Every stored action rewrites its game row; only the facts are read again then.
    db.execute(
        f"""CREATE TRIGGER game_totals_update AFTER UPDATE ON games WHEN old.id = new.id BEGIN
            UPDATE game_totals SET ({_game_columns()}) = ({_game_values("new")})
                WHERE game_id = new.id;
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER game_totals_renumber AFTER UPDATE OF id ON games
            WHEN old.id IS NOT new.id BEGIN
            DELETE FROM game_totals WHERE game_id = old.id;
            INSERT OR REPLACE INTO game_totals (game_id, {_game_columns()})
                VALUES (new.id, {_game_values("new")});
            {_action_times("new.id")}
        END"""
    )
    db.execute(
        """CREATE TRIGGER game_totals_delete AFTER DELETE ON games BEGIN
            DELETE FROM game_totals WHERE game_id = old.id;
        END"""
    )
    db.execute(
        """CREATE TRIGGER action_times_insert AFTER INSERT ON actions BEGIN
            UPDATE game_totals SET actions = actions + 1,
                   first_action_at = coalesce(min(first_action_at, new.at), new.at),
                   last_action_at = coalesce(max(last_action_at, new.at), new.at)
                WHERE game_id = new.game_id;
        END"""
    )
    # Undo drops the last actions, so the last time is looked up again from the log.
    db.execute(
        """CREATE TRIGGER action_times_delete AFTER DELETE ON actions BEGIN
            UPDATE game_totals SET actions = actions - 1,
                   first_action_at = CASE WHEN old.at > first_action_at THEN first_action_at
                       ELSE (SELECT min(at) FROM actions WHERE game_id = old.game_id) END,
                   last_action_at = CASE WHEN old.at < last_action_at THEN last_action_at
                       ELSE (SELECT max(at) FROM actions WHERE game_id = old.game_id) END
                WHERE game_id = old.game_id;
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER action_times_update AFTER UPDATE OF game_id, at ON actions BEGIN
            {_action_times("old.game_id")}
            {_action_times("new.game_id")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER attempt_totals_insert AFTER INSERT ON attempts BEGIN
            {_attempt_totals_add("new")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER attempt_totals_delete AFTER DELETE ON attempts BEGIN
            {_attempt_totals_remove("old")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER attempt_totals_update AFTER UPDATE ON attempts BEGIN
            {_attempt_totals_remove("old")}
            {_attempt_totals_add("new")}
        END"""
    )


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


#: MIGRATIONS[n - 1] takes the schema from version n - 1 to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _v1,
    _v2,
    _v3,
    _v4,
    _v5,
    _v6,
    _v7,
)
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
