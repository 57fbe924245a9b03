"""Blocky Mountains' derived counts: build times, and the coach's and the plan's counts.

Schema version 11. Statistics, the coach and the practice plan read these few rows
instead of the history (every action timed, every attempt counted, in Python, took
seconds over years of daily training). SQLite triggers keep them, in whichever
transaction writes the attempts or the actions (play, undo, redo, import, delete,
repair), so they can never disagree with the log:

- ``attempt_times``: each attempt's build-and-try time (the rules of
  :mod:`blocky.games.blocky_mountains.timing`, at its pause limit), in whole
  microseconds, with the keys its summaries are counted under. An attempt whose own
  actions (from the one that started it to its report) cannot be read has no time.
- ``card_times``: timed attempts and their total time per credited player (role 0 the
  player who made it, role 1 the partner holding the second rod, T10), card, mode and
  day (the game's local day, as every statistic counts it).
- ``game_times``: timed attempts and their total time per game.
- ``card_months`` and ``time_months``: ``card_totals`` and ``card_times`` summed per
  calendar month (of the local days), so a long period reads a row per month and card,
  and only the days of the months its ends cut.
- ``first_try_days``: per credited player, mode (or ``*`` for every mode) and day, the
  first attempts made and the runs of them mastered first go: the run the day starts
  with, the one it ends with and its longest, so the longest run over a period joins a
  row per day instead of reading every first attempt.
- ``attempts_taken_back``: how many attempts were ever taken back (undone, deleted or
  changed), so whoever follows the attempts as they are added knows when to look again.
- ``player_cards``: per player profile and card, what the coach and the practice plan
  need: all attempts and those mastered; first attempts on the normal route and those
  mastered (the coach's trials); plays (first attempts, any route) and those failed;
  the run of plays mastered first go that the latest play ends (the streak); and the
  latest play's time, game and position in it. The index ``attempts_plays`` reads one
  player's plays of one card in the order they were made.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from blocky.core.storage import Progress

#: The tables these counts add to Blocky Mountains' own.
TABLES = frozenset(
    {
        "attempt_times",
        "card_times",
        "game_times",
        "player_cards",
        "card_months",
        "time_months",
        "first_try_days",
        "attempts_taken_back",
    }
)

#: Games filled per step of the migration (between two reports of its progress).
_BATCH = 500

# A time as stored (format_time) is read exactly, to the microsecond; any other form
# SQLite reads as a time through julianday() (to the millisecond); anything else is NULL.
_STORED = (
    "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]"
    ".[0-9][0-9][0-9][0-9][0-9][0-9]Z"
)


def _micros(at: str) -> str:
    """SQL: the stored time ``at`` in microseconds since 1970 (NULL: not a time)."""
    return f"""(CASE WHEN {at} GLOB '{_STORED}'
        THEN CAST(strftime('%s', substr({at}, 1, 19)) AS INTEGER) * 1000000
             + CAST(substr({at}, 21, 6) AS INTEGER)
        ELSE CAST(round((julianday({at}) - 2440587.5) * 86400000000.0) AS INTEGER) END)"""


def _kind(text: str) -> str:
    """SQL: the kind of the stored action ``text`` (NULL: not JSON)."""
    return f"(CASE WHEN json_valid({text}) THEN json_extract({text}, '$.do') END)"


def _quoted(words: Iterable[str]) -> str:
    return ", ".join(f"'{w}'" for w in sorted(words))


def _timing_words() -> tuple[int, str, str, str]:
    """The pause limit in microseconds, and SQL lists of the known kinds of action and
    of those that start an attempt, and the kind that reports one (by name only:
    :mod:`..action_kinds`, so a layout check loads no action classes)."""
    from blocky.games.blocky_mountains.action_kinds import (
        ACTION_KINDS,
        PAUSE_LIMIT_SECONDS,
        REPORT_KIND,
        START_KINDS,
    )

    limit = PAUSE_LIMIT_SECONDS * 1_000_000
    return limit, _quoted(ACTION_KINDS), _quoted(START_KINDS), f"'{REPORT_KIND}'"


def _day(r: str) -> str:
    return f"""(SELECT coalesce(local_day, substr(created_at, 1, 10)) FROM games
                WHERE id = {r}.game_id)"""


def _times_select(where: str, start: str | None = None) -> str:
    """SQL: the attempt_times rows of the attempts ``r`` that ``where`` picks.

    An attempt's time is the sum of the gaps between the actions from the last action
    that started it (a card turned up, a built route taken, a retry paid) to its report,
    each gap at most the pause limit (then it is ``paused``) and never below nothing.
    ``start`` is that starting action's seq when it is known beforehand (SQL).
    """
    limit, known, starts, report = _timing_words()
    gap = f"({_micros('b.at')} - {_micros('a.at')})"
    unreadable = (
        f"coalesce({_kind('a.action_json')} IN ({known}), 0) = 0"
        f" OR coalesce({_kind('b.action_json')} IN ({known}), 0) = 0"
        f" OR {gap} IS NULL OR {_kind('a.action_json')} = {report}"
    )
    if start is None:
        start = f"""(SELECT s.seq FROM actions s
            WHERE s.game_id = r.game_id AND s.seq < r.seq AND {_kind("s.action_json")} IN ({starts})
            ORDER BY s.seq DESC LIMIT 1)"""
    return f"""
    SELECT r.id, r.game_id, r.seq, coalesce(r.player_id, -1), r.partner_id, r.card, r.mode,
           {_day("r")}, sum(min(max({gap}, 0), {limit})), max({gap} > {limit})
    FROM attempts r
    JOIN actions a ON a.game_id = r.game_id AND a.seq < r.seq AND a.seq >= {start}
    JOIN actions b ON b.game_id = a.game_id AND b.seq = a.seq + 1
    WHERE {where} AND (
        SELECT {_kind("e.action_json")} FROM actions e WHERE e.game_id = r.game_id AND e.seq = r.seq
    ) = {report}
    GROUP BY r.id
    HAVING sum({unreadable}) = 0"""


def _one_time_select(r: str) -> str:
    """SQL: the attempt_times row of the one attempt ``r`` (a trigger's new row): its
    start is looked up once, walking back from its report."""
    _, _, starts, _ = _timing_words()
    start = f"""(SELECT s.seq FROM actions s
        WHERE s.game_id = {r}.game_id AND s.seq < {r}.seq AND {_kind("s.action_json")} IN ({starts})
        ORDER BY s.seq DESC LIMIT 1)"""
    return _times_select(f"r.id = {r}.id", start)


def _fill_times(db: sqlite3.Connection, first: int, last: int) -> None:
    """Time the attempts of games ``first`` to ``last`` at once: each action's kind and
    time read out of its text once, running sums along each game's log, and every attempt
    the difference of the sums at its start and at its report."""
    limit, known, starts, report = _timing_words()
    db.execute("DELETE FROM temp.batch_actions")
    db.execute(
        f"""INSERT INTO temp.batch_actions
            SELECT game_id, seq, kind, us,
                   max(CASE WHEN kind IN ({starts}) THEN seq END) OVER w,
                   sum(coalesce(min(max(us - before, 0), {limit}), 0)) OVER w,
                   sum(coalesce(us - before > {limit}, 0)) OVER w,
                   sum(coalesce(kind IN ({known}), 0) = 0 OR us IS NULL) OVER w,
                   sum(coalesce(kind = {report}, 0)) OVER w
            FROM (SELECT game_id, seq, {_kind("action_json")} AS kind, {_micros("at")} AS us,
                         lag({_micros("at")}) OVER (PARTITION BY game_id ORDER BY seq) AS before
                  FROM actions WHERE game_id BETWEEN ? AND ?)
            WINDOW w AS (PARTITION BY game_id ORDER BY seq ROWS UNBOUNDED PRECEDING)""",
        (first, last),
    )
    db.execute(
        f"""INSERT INTO attempt_times ({_TIMES_COLUMNS})
            SELECT r.id, r.game_id, r.seq, coalesce(r.player_id, -1), r.partner_id, r.card,
                   r.mode, {_day("r")}, e.micros - s.micros, e.pauses > s.pauses
            FROM attempts r
            JOIN temp.batch_actions e ON e.game_id = r.game_id AND e.seq = r.seq
            JOIN temp.batch_actions s ON s.game_id = r.game_id AND s.seq = e.start
            WHERE r.game_id BETWEEN ? AND ? AND e.kind = {report} AND s.us IS NOT NULL
                  AND e.bad = s.bad AND e.reports = s.reports + 1""",
        (first, last),
    )


_TIMES_COLUMNS = "attempt_id, game_id, seq, player_key, partner_id, card, mode, day, micros, paused"


def _card_times(r: str, sign: str, role: int) -> str:
    """Statements counting (sign "+") or uncounting ("-") attempt time ``r`` for one
    credited player (role 0 the player who made it, role 1 the partner)."""
    key = f"{r}.player_key" if role == 0 else f"{r}.partner_id"
    only = "" if role == 0 else f" AND {r}.partner_id IS NOT NULL"
    row = f"""player_key = {key} AND role = {role} AND card = {r}.card AND mode = {r}.mode
              AND day = {r}.day"""
    change = f"timed = timed {sign} 1, micros = micros {sign} {r}.micros"
    if sign == "+":
        return f"""
    INSERT INTO card_times (player_key, player_id, role, card, mode, day, timed, micros)
        SELECT {key}, nullif({key}, -1), {role}, {r}.card, {r}.mode, {r}.day, 0, 0
        WHERE NOT EXISTS (SELECT 1 FROM card_times WHERE {row}){only};
    UPDATE card_times SET {change} WHERE {row}{only};"""
    return f"""
    UPDATE card_times SET {change} WHERE {row}{only};
    DELETE FROM card_times WHERE {row} AND timed <= 0{only};"""


# The latest play (first attempt) of a player's card, and the run of plays mastered
# first go it ends, found from the card's plays in the order they were made.
def _plays(p: str, c: str) -> str:
    return f"FROM attempts a WHERE a.player_id = {p} AND a.card = {c} AND a.attempt = 1"


def _last(column: str, p: str, c: str) -> str:
    return f"""(SELECT a.{column} {_plays(p, c)}
               ORDER BY a.at DESC, a.game_id DESC, a.seq DESC LIMIT 1)"""


def _streak(p: str, c: str) -> str:
    failed = f"{_plays(p, c)} AND a.mastered = 0 ORDER BY a.at DESC, a.game_id DESC, a.seq DESC"
    return f"""(SELECT count(*) {_plays(p, c)} AND a.mastered = 1
                AND (a.at, a.game_id, a.seq) > (
                    coalesce((SELECT a.at {failed} LIMIT 1), ''),
                    coalesce((SELECT a.game_id {failed} LIMIT 1), -1),
                    coalesce((SELECT a.seq {failed} LIMIT 1), -1)))"""


def _recount_latest(p: str, c: str) -> str:
    return f"""streak = {_streak(p, c)}, last_at = {_last("at", p, c)},
               last_game = {_last("game_id", p, c)}, last_seq = {_last("seq", p, c)}"""


def _player_card(r: str, sign: str) -> str:
    """Statements counting (sign "+") or uncounting ("-") attempt ``r`` in player_cards."""
    row = f"player_id = {r}.player_id AND card = {r}.card"
    play = f"{r}.attempt = 1"
    trial = f"({r}.attempt = 1 AND NOT {r}.difficult)"
    counts = f"""attempts = attempts {sign} 1, mastered = mastered {sign} {r}.mastered,
           tries = tries {sign} {trial}, tries_mastered = tries_mastered {sign} ({trial} AND {r}.mastered),
           plays = plays {sign} ({play}), plays_failed = plays_failed {sign} ({play} AND NOT {r}.mastered)"""
    if sign == "-":
        return f"""
    UPDATE player_cards SET {counts} WHERE {row};
    DELETE FROM player_cards WHERE {row} AND attempts <= 0;
    UPDATE player_cards SET {_recount_latest(f"{r}.player_id", f"{r}.card")}
        WHERE {row} AND {play};"""
    later = f"(last_at IS NULL OR ({r}.at, {r}.game_id, {r}.seq) > (last_at, last_game, last_seq))"
    return f"""
    INSERT INTO player_cards (player_id, card, pile, attempts, mastered, tries, tries_mastered,
                              plays, plays_failed, streak)
        SELECT {r}.player_id, {r}.card, {r}.pile, 0, 0, 0, 0, 0, 0, 0
        WHERE {r}.player_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM player_cards WHERE {row});
    UPDATE player_cards SET {_recount_latest(f"{r}.player_id", f"{r}.card")}
        WHERE {row} AND {play} AND NOT {later};
    UPDATE player_cards SET
           streak = CASE WHEN {r}.mastered THEN streak + 1 ELSE 0 END,
           last_at = {r}.at, last_game = {r}.game_id, last_seq = {r}.seq
        WHERE {row} AND {play} AND {later};
    UPDATE player_cards SET {counts} WHERE {row};"""


def derived_counts(db: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Schema version 11: the tables above, filled from what is stored, then kept.

    ``progress`` is told (games done, games in all) after each batch of games."""
    db.execute(
        """CREATE TABLE attempt_times (
            attempt_id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL,
            seq INTEGER NOT NULL,
            player_key INTEGER NOT NULL,
            partner_id INTEGER,
            card TEXT NOT NULL,
            mode TEXT NOT NULL,
            day TEXT NOT NULL,
            micros INTEGER NOT NULL,
            paused INTEGER NOT NULL
        )"""
    )
    db.execute("CREATE INDEX attempt_times_game ON attempt_times(game_id, seq)")
    db.execute(
        """CREATE TABLE card_times (
            player_key INTEGER NOT NULL,
            player_id INTEGER,
            role INTEGER NOT NULL,
            card TEXT NOT NULL,
            mode TEXT NOT NULL,
            day TEXT NOT NULL,
            timed INTEGER NOT NULL,
            micros INTEGER NOT NULL
        )"""
    )
    db.execute("CREATE INDEX card_times_key ON card_times(player_key, role, card, mode, day)")
    db.execute("CREATE INDEX card_times_day ON card_times(day)")
    db.execute(
        """CREATE TABLE game_times (
            game_id INTEGER PRIMARY KEY,
            timed INTEGER NOT NULL,
            micros INTEGER NOT NULL
        )"""
    )
    db.execute(
        """CREATE TABLE player_cards (
            player_id INTEGER NOT NULL,
            card TEXT NOT NULL,
            pile TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            mastered INTEGER NOT NULL,
            tries INTEGER NOT NULL,
            tries_mastered INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            plays_failed INTEGER NOT NULL,
            streak INTEGER NOT NULL,
            last_at TEXT,
            last_game INTEGER,
            last_seq INTEGER,
            PRIMARY KEY (player_id, card)
        ) WITHOUT ROWID"""
    )
    db.execute(
        "CREATE INDEX attempts_plays ON attempts(player_id, card, attempt, at, game_id, seq, mastered)"
    )

    db.execute("CREATE TABLE attempts_taken_back (n INTEGER NOT NULL)")
    db.execute("INSERT INTO attempts_taken_back VALUES (0)")

    # Fill them from what is stored: the times a batch of games at a time.
    # Each action's kind and time are read out of its text once, into a table of the batch.
    games = [g for (g,) in db.execute("SELECT DISTINCT game_id FROM attempts ORDER BY game_id")]
    db.execute(
        """CREATE TEMP TABLE batch_actions (
            game_id INTEGER, seq INTEGER, kind TEXT, us INTEGER, start INTEGER, micros INTEGER,
            pauses INTEGER, bad INTEGER, reports INTEGER, PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID"""
    )
    for start in range(0, len(games), _BATCH):
        batch = games[start : start + _BATCH]
        _fill_times(db, batch[0], batch[-1])
        if progress is not None:
            progress(start + len(batch), len(games))
    db.execute("DROP TABLE temp.batch_actions")
    both = """SELECT player_key AS who, 0 AS role, card, mode, day, micros FROM attempt_times
              UNION ALL
              SELECT partner_id, 1, card, mode, day, micros FROM attempt_times
              WHERE partner_id IS NOT NULL"""
    db.execute(
        f"""INSERT INTO card_times (player_key, player_id, role, card, mode, day, timed, micros)
            SELECT who, nullif(who, -1), role, card, mode, day, count(*), sum(micros)
            FROM ({both}) GROUP BY who, role, card, mode, day"""
    )
    db.execute(
        """INSERT INTO game_times (game_id, timed, micros)
           SELECT game_id, count(*), sum(micros) FROM attempt_times GROUP BY game_id"""
    )
    db.execute(
        """INSERT INTO player_cards (player_id, card, pile, attempts, mastered, tries,
                                     tries_mastered, plays, plays_failed, streak)
           SELECT player_id, card, min(pile), count(*), sum(mastered),
                  sum(attempt = 1 AND NOT difficult), sum(attempt = 1 AND NOT difficult AND mastered),
                  sum(attempt = 1), sum(attempt = 1 AND NOT mastered), 0
           FROM attempts WHERE player_id IS NOT NULL GROUP BY player_id, card"""
    )
    db.execute(
        f"UPDATE player_cards SET {_recount_latest('player_cards.player_id', 'player_cards.card')}"
    )
    _month_sums(db)
    _first_try_days(db)

    # ...and keep them.
    db.execute(
        f"""CREATE TRIGGER derived_attempt_insert AFTER INSERT ON attempts BEGIN
            INSERT INTO attempt_times ({_TIMES_COLUMNS}) {_one_time_select("new")};
            {_player_card("new", "+")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER derived_attempt_delete AFTER DELETE ON attempts BEGIN
            UPDATE attempts_taken_back SET n = n + 1;
            DELETE FROM attempt_times WHERE attempt_id = old.id;
            {_player_card("old", "-")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER derived_attempt_update AFTER UPDATE ON attempts BEGIN
            UPDATE attempts_taken_back SET n = n + 1;
            DELETE FROM attempt_times WHERE attempt_id = old.id;
            INSERT INTO attempt_times ({_TIMES_COLUMNS}) {_one_time_select("new")};
            {_player_card("old", "-")}
            {_player_card("new", "+")}
        END"""
    )
    # An action written again (a repair) times again the attempts it may belong to.
    db.execute(
        f"""CREATE TRIGGER derived_action_update AFTER UPDATE OF action_json, at ON actions
            BEGIN
            DELETE FROM attempt_times WHERE game_id = old.game_id AND seq >= old.seq;
            INSERT INTO attempt_times ({_TIMES_COLUMNS})
                {_times_select("r.game_id = old.game_id AND r.seq >= old.seq")};
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER derived_time_insert AFTER INSERT ON attempt_times BEGIN
            {_card_times("new", "+", 0)}
            {_card_times("new", "+", 1)}
            INSERT OR IGNORE INTO game_times (game_id, timed, micros) VALUES (new.game_id, 0, 0);
            UPDATE game_times SET timed = timed + 1, micros = micros + new.micros
                WHERE game_id = new.game_id;
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER derived_time_delete AFTER DELETE ON attempt_times BEGIN
            {_card_times("old", "-", 0)}
            {_card_times("old", "-", 1)}
            UPDATE game_times SET timed = timed - 1, micros = micros - old.micros
                WHERE game_id = old.game_id;
            DELETE FROM game_times WHERE game_id = old.game_id AND timed <= 0;
        END"""
    )


#: The month sums: (table, its day table, key columns, counted columns).
_MONTHS = (
    (
        "card_months",
        "card_totals",
        ("player_key", "player_id", "role", "card", "card_name", "pile", "mode"),
        ("attempts", "plays", "mastered", "first_attempt"),
    ),
    (
        "time_months",
        "card_times",
        ("player_key", "player_id", "role", "card", "mode"),
        ("timed", "micros"),
    ),
)


def _month_sums(db: sqlite3.Connection) -> None:
    """The month tables, filled from their day tables and kept by triggers on them."""
    for table, days, keys, counts in _MONTHS:
        key_list, count_list = ", ".join(keys), ", ".join(counts)
        db.execute(
            f"""CREATE TABLE {table} ({", ".join(f"{k} {'INTEGER' if k in ('player_key', 'player_id', 'role') else 'TEXT'}" for k in keys)},
                month TEXT NOT NULL, {", ".join(f"{c} INTEGER NOT NULL" for c in counts)})"""
        )
        db.execute(
            f"CREATE INDEX {table}_key ON {table}(player_key, role, {', '.join(keys[3:])}, month)"
        )
        db.execute(f"CREATE INDEX {table}_month ON {table}(month)")
        db.execute(
            f"""INSERT INTO {table} ({key_list}, month, {count_list})
                SELECT {key_list}, substr(day, 1, 7), {", ".join(f"sum({c})" for c in counts)}
                FROM {days} GROUP BY {key_list}, substr(day, 1, 7)"""
        )

        def row(r: str, keys: tuple[str, ...] = keys) -> str:
            return (
                " AND ".join(f"{k} IS {r}.{k}" for k in keys)
                + f" AND month = substr({r}.day, 1, 7)"
            )

        def add(
            r: str,
            sign: str,
            table: str = table,
            keys: tuple[str, ...] = keys,
            counts: tuple[str, ...] = counts,
        ) -> str:
            made = ", ".join(f"{r}.{k}" for k in keys)
            zeros = ", ".join("0" for _ in counts)
            return f"""
            INSERT INTO {table} ({", ".join(keys)}, month, {", ".join(counts)})
                SELECT {made}, substr({r}.day, 1, 7), {zeros}
                WHERE NOT EXISTS (SELECT 1 FROM {table} WHERE {row(r)});
            UPDATE {table} SET {", ".join(f"{c} = {c} {sign} {r}.{c}" for c in counts)}
                WHERE {row(r)};
            DELETE FROM {table} WHERE {row(r)} AND {counts[0]} <= 0;"""

        db.execute(
            f"CREATE TRIGGER derived_{table}_insert AFTER INSERT ON {days} BEGIN {add('new', '+')} END"
        )
        db.execute(
            f"CREATE TRIGGER derived_{table}_delete AFTER DELETE ON {days} BEGIN {add('old', '-')} END"
        )
        db.execute(
            f"""CREATE TRIGGER derived_{table}_update AFTER UPDATE ON {days} BEGIN
                {add("old", "-")} {add("new", "+")} END"""
        )


def _runs(first_tries: str, keys: str) -> str:
    """SQL: per ``keys`` group of the first attempts ``first_tries`` (columns ``keys``,
    mastered, at, game_id, seq): the attempts, the run of masters the group starts with,
    the one it ends with, and its longest run."""
    return f"""
    SELECT {keys}, sum(n), sum(CASE WHEN run = 0 THEN k ELSE 0 END),
           sum(CASE WHEN run = last THEN k ELSE 0 END), max(k)
    FROM (SELECT {keys}, run, count(*) AS n, sum(mastered) AS k,
                 max(run) OVER (PARTITION BY {keys}) AS last
          FROM (SELECT {keys}, mastered,
                       sum(mastered = 0) OVER (PARTITION BY {keys} ORDER BY at, game_id, seq
                                               ROWS UNBOUNDED PRECEDING) AS run
                FROM ({first_tries}))
          GROUP BY {keys}, run)
    GROUP BY {keys}"""


def _day_runs(who: str, r: str, every_mode: bool) -> str:
    """Statements counting again the row of first_try_days of player ``who`` on the day
    of attempt ``r``, in its mode or (``every_mode``) in all."""
    mode = "'*'" if every_mode else f"{r}.mode"
    only = "" if every_mode else f" AND a.mode = {r}.mode"
    tries = f"""SELECT {who} AS player_id, {mode} AS mode, t.local_day AS day, a.mastered,
                       a.at, a.game_id, a.seq
                FROM game_totals t JOIN attempts a ON a.game_id = t.game_id
                WHERE t.local_day = {_day(r)} AND a.attempt = 1{only}
                      AND (a.player_id = {who} OR a.partner_id = {who})"""
    return f"""
    DELETE FROM first_try_days WHERE {r}.attempt = 1 AND player_id = {who} AND mode = {mode}
        AND day = {_day(r)};
    INSERT INTO first_try_days (player_id, mode, day, tries, lead, tail, best)
        SELECT * FROM ({_runs(tries, "player_id, mode, day")})
        WHERE {r}.attempt = 1 AND {who} IS NOT NULL;"""


def _first_tries_changed(r: str) -> str:
    return "".join(
        _day_runs(who, r, every)
        for who in (f"{r}.player_id", f"{r}.partner_id")
        for every in (False, True)
    )


def _first_try_days(db: sqlite3.Connection) -> None:
    db.execute(
        """CREATE TABLE first_try_days (
            player_id INTEGER NOT NULL,
            mode TEXT NOT NULL,
            day TEXT NOT NULL,
            tries INTEGER NOT NULL,
            lead INTEGER NOT NULL,
            tail INTEGER NOT NULL,
            best INTEGER NOT NULL,
            PRIMARY KEY (player_id, mode, day)
        ) WITHOUT ROWID"""
    )
    credited = """SELECT {who} AS player_id, {mode} AS mode, t.local_day AS day, a.mastered,
                         a.at, a.game_id, a.seq
                  FROM game_totals t JOIN attempts a ON a.game_id = t.game_id
                  WHERE a.attempt = 1 AND {who} IS NOT NULL"""
    every = " UNION ALL ".join(
        credited.format(who=who, mode=mode)
        for who in ("a.player_id", "a.partner_id")
        for mode in ("a.mode", "'*'")
    )
    db.execute(
        f"""INSERT INTO first_try_days (player_id, mode, day, tries, lead, tail, best)
            {_runs(every, "player_id, mode, day")}"""
    )
    for event, rows in (("insert", ("new",)), ("delete", ("old",)), ("update", ("old", "new"))):
        db.execute(
            f"""CREATE TRIGGER derived_first_tries_{event} AFTER {event.upper()} ON attempts
                BEGIN {"".join(_first_tries_changed(r) for r in rows)} END"""
        )
