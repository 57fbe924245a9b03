"""Blocky Mountains' migrations: each makes the schema version it was released with, and
stays as it was then, so every file written so far reaches today's layout the same way.

tables.py names them by version (MIGRATIONS) beside the game's tables; the last one,
schema 11, is counts.derived_counts.
"""

from __future__ import annotations

import json
import sqlite3

#: The game whose rows the migrations touch (tables.GAME_ID), as they were written.
_GAME_ID = "blocky-mountains"


def attempts_table(db: sqlite3.Connection) -> None:
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
    if games:
        # Only filling it needs the rules (to replay). The store builds this table empty
        # at every opening, to compare the file's layout with the expected one; that
        # must not load them.
        from blocky.games.blocky_mountains.storage.derive import attempt_rows, insert_attempts
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


def statistics_index(db: sqlite3.Connection) -> None:
    """A covering index, so per-card statistics read the index alone (about 5 times faster
    over 10,000 sessions than looking every attempt row up)."""
    db.execute("DROP INDEX attempts_player_card")
    db.execute(
        """CREATE INDEX attempts_stats ON attempts(
            player_id, card, attempt, mastered, at, mode, card_name, pile)"""
    )


# Schema version 5 keeps running totals beside the logs, so statistics over a long history read a
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


def statistics_totals(db: sqlite3.Connection) -> None:
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


# Schema version 9: statistics by the players' own days, with whole plays and honest credit.
#
# - Every game counts on its local day (games.local_day, schema version 8): the game, each
#   play in it and each attempt of a play, retries included, belong to the day the game was
#   started, so no play is ever split by a period's edge.
# - A card left at the retry decision is an open play (result_json's "open_play").
# - The adventurer holding the second rod of a 2-rod route (T10) is credited with the
#   attempt too (role 1); everyone's totals count each attempt once (role 0).
# - A game's playing time leaves out breaks: a gap of more than BREAK_SECONDS between two
#   actions (the game was put away and resumed later) does not count.

#: A pause longer than this between two actions is a break, not playing time.
BREAK_SECONDS = 30 * 60

#: The game row's facts (column, SQL over the row {r}) since version 9.
_GAME_FACTS_9 = (
    *_GAME_FACTS,
    ("local_day", "coalesce({r}.local_day, substr({r}.created_at, 1, 10))"),
    ("open_play", "coalesce(json_extract({r}.result_json, '$.open_play'), 0)"),
)


def _game_columns_9() -> str:
    return "mode, created_at, updated_at, finished, " + ", ".join(c for c, _ in _GAME_FACTS_9)


def _game_values_9(r: str) -> str:
    return f"{r}.mode, {r}.created_at, {r}.updated_at, {r}.finished, " + ", ".join(
        e.format(r=r) for _, e in _GAME_FACTS_9
    )


def _play_seconds(game: str) -> str:
    """The playing time of game ``game``: the gaps between its actions, breaks left out."""
    return f"""(SELECT coalesce(sum(CASE WHEN gap BETWEEN 0 AND {BREAK_SECONDS} THEN gap
                                      ELSE 0 END), 0)
               FROM (SELECT (julianday(b.at) - julianday(a.at)) * 86400.0 AS gap
                     FROM actions a JOIN actions b ON b.game_id = a.game_id AND b.seq = a.seq + 1
                     WHERE a.game_id = {game}))"""


def _action_facts_9(game: str) -> str:
    return f"""
    UPDATE game_totals SET
           actions = (SELECT count(*) FROM actions WHERE game_id = {game}),
           first_action_at = (SELECT min(at) FROM actions WHERE game_id = {game}),
           last_action_at = (SELECT max(at) FROM actions WHERE game_id = {game}),
           play_seconds = {_play_seconds(game)}
        WHERE game_id = {game};"""


def _day_of(r: str) -> str:
    return (
        f"(SELECT coalesce(local_day, substr(created_at, 1, 10)) FROM games WHERE id = {r}.game_id)"
    )


def _credit(r: str, sign: str, role: int) -> str:
    """Statements counting (sign "+") or uncounting ("-") attempt ``r`` for one credited
    player: role 0 the player who made it, role 1 the partner holding the second rod."""
    who = f"{r}.player_id" if role == 0 else f"{r}.partner_id"
    only = "" if role == 0 else f" AND {r}.partner_id IS NOT NULL"
    key = f"coalesce({who}, -1)"
    day = _day_of(r)
    game_row = f"""game_id = {r}.game_id AND player_key = {key} AND role = {role}
              AND pile = {r}.pile AND mode = {r}.mode"""
    card_row = f"""player_key = {key} AND role = {role} AND card = {r}.card
              AND card_name = {r}.card_name AND pile = {r}.pile AND mode = {r}.mode
              AND day = {day}"""
    counts = f"""attempts = attempts {sign} 1, plays = plays {sign} ({r}.attempt = 1),
           mastered = mastered {sign} {r}.mastered"""
    if sign == "+":
        return f"""
    INSERT INTO attempt_totals (game_id, player_key, player_id, role, pile, mode, attempts,
                                plays, mastered)
        SELECT {r}.game_id, {key}, {who}, {role}, {r}.pile, {r}.mode, 0, 0, 0
        WHERE NOT EXISTS (SELECT 1 FROM attempt_totals WHERE {game_row}){only};
    UPDATE attempt_totals SET {counts} WHERE {game_row}{only};
    INSERT INTO card_totals (player_key, player_id, role, card, card_name, pile, mode, day,
                             attempts, plays, mastered, first_attempt)
        SELECT {key}, {who}, {role}, {r}.card, {r}.card_name, {r}.pile, {r}.mode, {day},
               0, 0, 0, 0
        WHERE NOT EXISTS (SELECT 1 FROM card_totals WHERE {card_row}){only};
    UPDATE card_totals SET {counts},
           first_attempt = first_attempt + ({r}.attempt = 1 AND {r}.mastered)
        WHERE {card_row}{only};"""
    return f"""
    UPDATE attempt_totals SET {counts} WHERE {game_row}{only};
    DELETE FROM attempt_totals WHERE {game_row} AND attempts <= 0{only};
    UPDATE card_totals SET {counts},
           first_attempt = first_attempt - ({r}.attempt = 1 AND {r}.mastered)
        WHERE {card_row}{only};
    DELETE FROM card_totals WHERE {card_row} AND attempts <= 0{only};"""


def statistics_by_local_day(db: sqlite3.Connection) -> None:
    """The statistics summaries again, by the players' local days (see above)."""
    for trigger in (
        "game_totals_insert",
        "game_totals_update",
        "game_totals_renumber",
        "game_totals_delete",
        "action_times_insert",
        "action_times_delete",
        "action_times_update",
        "attempt_totals_insert",
        "attempt_totals_delete",
        "attempt_totals_update",
    ):
        db.execute(f"DROP TRIGGER IF EXISTS {trigger}")
    for table in ("game_totals", "attempt_totals", "card_totals"):
        db.execute(f"DROP TABLE IF EXISTS {table}")
    db.execute("DROP INDEX IF EXISTS attempts_card_time")
    # An unfinished game left at a retry decision learns that its play is open.
    unfinished = db.execute(
        "SELECT id, setup_json, board_json FROM games WHERE finished = 0"
    ).fetchall()
    if unfinished:
        # Replaying needs the rules; the layout check at every opening (an empty copy)
        # must not load them.
        from blocky.games.blocky_mountains.actions import action_from_json
        from blocky.games.blocky_mountains.record import Record, replay, setup_from_json
        from blocky.games.blocky_mountains.storage.derive import game_facts
    for game_id, setup_json, board_json in unfinished:
        actions = db.execute(
            "SELECT action_json FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        record = Record(
            setup_from_json(json.loads(setup_json)),
            tuple(action_from_json(json.loads(a)) for (a,) in actions),
            None if board_json is None else json.loads(board_json),
        )
        _, _, result = game_facts(replay(record))
        db.execute("UPDATE games SET result_json = ? WHERE id = ?", (result, game_id))

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
            local_day TEXT NOT NULL,
            open_play INTEGER NOT NULL,
            actions INTEGER NOT NULL DEFAULT 0,
            first_action_at TEXT,
            last_action_at TEXT,
            play_seconds REAL NOT NULL DEFAULT 0
        )"""
    )
    db.execute("CREATE INDEX game_totals_list ON game_totals(mode, local_day, created_at, game_id)")
    db.execute("CREATE INDEX game_totals_day ON game_totals(local_day, created_at, game_id)")
    db.execute(
        """CREATE TABLE attempt_totals (
            game_id INTEGER NOT NULL,
            player_key INTEGER NOT NULL,
            player_id INTEGER,
            role INTEGER NOT NULL,
            pile TEXT NOT NULL,
            mode TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            mastered INTEGER NOT NULL
        )"""
    )
    db.execute(
        "CREATE INDEX attempt_totals_game ON attempt_totals(game_id, player_key, role, pile, mode)"
    )
    db.execute(
        "CREATE INDEX attempt_totals_player ON attempt_totals(player_id, mode, game_id, mastered)"
    )
    db.execute(
        """CREATE TABLE card_totals (
            player_key INTEGER NOT NULL,
            player_id INTEGER,
            role INTEGER NOT NULL,
            card TEXT NOT NULL,
            card_name TEXT NOT NULL,
            pile TEXT NOT NULL,
            mode TEXT NOT NULL,
            day TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            mastered INTEGER NOT NULL,
            first_attempt INTEGER NOT NULL
        )"""
    )
    db.execute(
        "CREATE INDEX card_totals_key ON card_totals("
        "player_key, role, card, card_name, pile, mode, day)"
    )
    db.execute("CREATE INDEX card_totals_day ON card_totals(day)")

    # Fill them from what is stored.
    db.execute(
        f"""INSERT INTO game_totals (game_id, {_game_columns_9()}, actions, first_action_at,
                                     last_action_at, play_seconds)
            SELECT g.id, {_game_values_9("g")}, coalesce(a.n, 0), a.first_at, a.last_at,
                   coalesce(p.seconds, 0)
            FROM games g
            LEFT JOIN (SELECT game_id, count(*) AS n, min(at) AS first_at, max(at) AS last_at
                       FROM actions GROUP BY game_id) a ON a.game_id = g.id
            LEFT JOIN (SELECT game_id, sum(CASE WHEN gap BETWEEN 0 AND {BREAK_SECONDS}
                                                THEN gap ELSE 0 END) AS seconds
                       FROM (SELECT game_id, (julianday(at) - julianday(lag(at) OVER
                                   (PARTITION BY game_id ORDER BY seq))) * 86400.0 AS gap
                             FROM actions)
                       GROUP BY game_id) p ON p.game_id = g.id"""
    )
    credited = """SELECT a.*, {who} AS credited, {role} AS role,
                         coalesce(g.local_day, substr(g.created_at, 1, 10)) AS day
                  FROM attempts a JOIN games g ON g.id = a.game_id {where}"""
    both = (
        credited.format(who="a.player_id", role=0, where="")
        + " UNION ALL "
        + credited.format(who="a.partner_id", role=1, where="WHERE a.partner_id IS NOT NULL")
    )
    db.execute(
        f"""INSERT INTO attempt_totals (game_id, player_key, player_id, role, pile, mode,
                                        attempts, plays, mastered)
            SELECT game_id, coalesce(credited, -1), credited, role, pile, mode, count(*),
                   sum(attempt = 1), sum(mastered)
            FROM ({both}) GROUP BY game_id, credited, role, pile, mode"""
    )
    db.execute(
        f"""INSERT INTO card_totals (player_key, player_id, role, card, card_name, pile, mode,
                                     day, attempts, plays, mastered, first_attempt)
            SELECT coalesce(credited, -1), credited, role, card, card_name, pile, mode, day,
                   count(*), sum(attempt = 1), sum(mastered), sum(attempt = 1 AND mastered)
            FROM ({both}) GROUP BY credited, role, card, card_name, pile, mode, day"""
    )

    # ...and keep them.
    db.execute(
        f"""CREATE TRIGGER game_totals_insert AFTER INSERT ON games BEGIN
            INSERT OR REPLACE INTO game_totals (game_id, {_game_columns_9()})
                VALUES (new.id, {_game_values_9("new")});
            {_action_facts_9("new.id")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER game_totals_update AFTER UPDATE ON games WHEN old.id = new.id BEGIN
            UPDATE game_totals SET ({_game_columns_9()}) = ({_game_values_9("new")})
                WHERE game_id = new.id;
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER game_totals_renumber AFTER UPDATE OF id ON games
            WHEN old.id IS NOT new.id BEGIN
            DELETE FROM game_totals WHERE game_id = old.id;
            INSERT OR REPLACE INTO game_totals (game_id, {_game_columns_9()})
                VALUES (new.id, {_game_values_9("new")});
            {_action_facts_9("new.id")}
        END"""
    )
    db.execute(
        """CREATE TRIGGER game_totals_delete AFTER DELETE ON games BEGIN
            DELETE FROM game_totals WHERE game_id = old.id;
        END"""
    )
    # An action added at the end adds the pause before it, unless that was a break.
    db.execute(
        f"""CREATE TRIGGER action_times_insert AFTER INSERT ON actions BEGIN
            UPDATE game_totals SET actions = actions + 1,
                   first_action_at = coalesce(min(first_action_at, new.at), new.at),
                   last_action_at = coalesce(max(last_action_at, new.at), new.at),
                   play_seconds = play_seconds + coalesce((
                       SELECT CASE WHEN gap BETWEEN 0 AND {BREAK_SECONDS} THEN gap ELSE 0 END
                       FROM (SELECT (julianday(new.at) - julianday(at)) * 86400.0 AS gap
                             FROM actions WHERE game_id = new.game_id AND seq = new.seq - 1)),
                       0)
                WHERE game_id = new.game_id;
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER action_times_delete AFTER DELETE ON actions BEGIN
            {_action_facts_9("old.game_id")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER action_times_update AFTER UPDATE OF game_id, seq, at ON actions BEGIN
            {_action_facts_9("old.game_id")}
            {_action_facts_9("new.game_id")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER attempt_totals_insert AFTER INSERT ON attempts BEGIN
            {_credit("new", "+", 0)}
            {_credit("new", "+", 1)}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER attempt_totals_delete AFTER DELETE ON attempts BEGIN
            {_credit("old", "-", 0)}
            {_credit("old", "-", 1)}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER attempt_totals_update AFTER UPDATE ON attempts BEGIN
            {_credit("old", "-", 0)}
            {_credit("old", "-", 1)}
            {_credit("new", "+", 0)}
            {_credit("new", "+", 1)}
        END"""
    )


def open_plays_after_paid_retries(db: sqlite3.Connection) -> None:
    """Schema version 10: a play whose retry is paid but not yet reported is open too.

    Its card waits for the paid attempt's report: neither mastered nor failed, as at the
    retry decision. Each unfinished game learns it from its replayed state (result_json's
    "open_play"; the game row's trigger copies it into game_totals). A game that cannot
    be replayed is left as it is: opening it says it is damaged, as before.
    """
    unfinished = db.execute(
        "SELECT id, setup_json, board_json, result_json FROM games "
        "WHERE finished = 0 AND game_id = ?",
        (_GAME_ID,),
    ).fetchall()
    if not unfinished:
        return
    # Replaying needs the rules; the layout check at every opening (an empty copy) does
    # not get here.
    from blocky.games.blocky_mountains.actions import action_from_json
    from blocky.games.blocky_mountains.record import Record, replay, setup_from_json
    from blocky.games.blocky_mountains.storage.derive import game_facts

    for game_id, setup_json, board_json, stored in unfinished:
        actions = db.execute(
            "SELECT action_json FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        try:
            record = Record(
                setup_from_json(json.loads(setup_json)),
                tuple(action_from_json(json.loads(a)) for (a,) in actions),
                None if board_json is None else json.loads(board_json),
            )
            _, _, result = game_facts(replay(record))
        except Exception:  # noqa: BLE001 - a damaged game is the opening's to report
            continue
        if result != stored:
            db.execute("UPDATE games SET result_json = ? WHERE id = ?", (result, game_id))


def open_plays_index(db: sqlite3.Connection) -> None:
    """Schema version 17: the games whose last card is open, in an index of their own.

    Finding the open plays read every game's summary row (all of them are at most a few
    games at a time): 7 ms with 40,000 trainings, 18 ms for one player, each time the
    Cards or Charts tab or the sessions were counted. This index holds only those games.
    """
    db.execute("CREATE INDEX game_totals_open ON game_totals(game_id) WHERE open_play = 1")
