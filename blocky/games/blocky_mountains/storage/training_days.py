"""The solo trainings summed per player and day, kept as games are played (schema 14).

The charts of a long training log draw a point per player and day, week or month
(:func:`blocky.games.blocky_mountains.statistics.solo.training_periods`). Summing them
from the summary row of every training read tens of thousands of rows after a few years
of daily training; ``training_days`` keeps the sums per player and local day, so a chart
sums a row per day instead.

A row holds, for one player (seat 0 of their solo games) and one local day: how many
trainings were started that day (``games``) and finished (``finished``), and over the
finished ones: the first start and the last change, the cards mastered and failed per
pile, the squirrels kept (a missing count as none), the playing time, and the attempts
timed and their total time (``game_times``). A day with no training has no row.

Triggers on the rows it is summed from (``game_totals``, ``game_players``,
``game_times``) count the day's row again from them, in whichever transaction changes
them (play, undo, redo, import, delete, repair), so it never disagrees with them; a day
has few trainings, so that is quick. Since schema 16 they read the day's trainings and
keep the player's, rather than every training of the player, which grew with the years.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from blocky.core.storage import Progress

#: The table this adds to Blocky Mountains' own.
TABLES = frozenset({"training_days"})

#: The summed columns, each over the finished trainings (SQL over ``t``, ``gt``).
_SUMS = (
    ("mastered_a", "t.mastered_a"),
    ("mastered_b", "t.mastered_b"),
    ("mastered_c", "t.mastered_c"),
    ("failed_a", "t.failed_a"),
    ("failed_b", "t.failed_b"),
    ("failed_c", "t.failed_c"),
    ("squirrels", "coalesce(t.squirrels, 0)"),
    ("play_seconds", "t.play_seconds"),
    ("timed", "coalesce(gt.timed, 0)"),
    ("micros", "coalesce(gt.micros, 0)"),
)

_COLUMNS = "player_id, day, games, finished, first_at, last_at, " + ", ".join(
    name for name, _ in _SUMS
)


def _select(where: str) -> str:
    """SQL: the rows of training_days for the solo games ``where`` picks (over ``t``,
    the game's summary row, and ``gp``, its player)."""
    sums = ", ".join(f"sum(CASE WHEN t.finished = 1 THEN {value} ELSE 0 END)" for _, value in _SUMS)
    return f"""SELECT gp.player_id, t.local_day, count(*), sum(t.finished = 1),
                   min(CASE WHEN t.finished = 1 THEN t.created_at END),
                   max(CASE WHEN t.finished = 1 THEN t.updated_at END), {sums}
            FROM game_totals t
            JOIN game_players gp ON gp.game_id = t.game_id AND gp.seat = 0
            LEFT JOIN game_times gt ON gt.game_id = t.game_id
            WHERE t.mode = 'solo' AND {where}
            GROUP BY gp.player_id, t.local_day"""


def _recount(player: str, day: str) -> str:
    """Statements counting again the row of ``player`` on ``day`` (SQL expressions; a
    NULL player or day counts nothing), as schema 14 released them."""
    return f"""
    DELETE FROM training_days WHERE player_id = {player} AND day = {day};
    INSERT INTO training_days ({_COLUMNS})
        {_select(f"t.local_day = {day} AND gp.player_id = {player}")};"""


def _recount_from_the_day(player: str, day: str) -> str:
    """:func:`_recount` reading the day's trainings and keeping the player's: the ``+``
    keeps SQLite from going through every game of the player (its index on
    ``game_players.player_id``) and checking each one's day, which took 20 ms with
    40,000 trainings, twice a click (schema 16)."""
    return f"""
    DELETE FROM training_days WHERE player_id = {player} AND day = {day};
    INSERT INTO training_days ({_COLUMNS})
        {_select(f"t.local_day = {day} AND +gp.player_id = {player}")};"""


def _player_of(game: str) -> str:
    return f"(SELECT player_id FROM game_players WHERE game_id = {game} AND seat = 0)"


def _day_of(game: str) -> str:
    return f"(SELECT local_day FROM game_totals WHERE game_id = {game} AND mode = 'solo')"


def training_days(db: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Schema version 14: ``training_days``, summed from what is stored, then kept.

    ``progress`` is told (1, 1) when it is filled (one statement over the summary rows)."""
    sums = ", ".join(
        f"{name} {'REAL' if name == 'play_seconds' else 'INTEGER'} NOT NULL" for name, _ in _SUMS
    )
    db.execute(
        f"""CREATE TABLE training_days (
            player_id INTEGER NOT NULL,
            day TEXT NOT NULL,
            games INTEGER NOT NULL,
            finished INTEGER NOT NULL,
            first_at TEXT,
            last_at TEXT,
            {sums},
            PRIMARY KEY (player_id, day)
        ) WITHOUT ROWID"""
    )
    db.execute("CREATE INDEX training_days_day ON training_days(day, player_id)")
    db.execute(f"INSERT INTO training_days ({_COLUMNS}) {_select('1')}")
    if progress is not None:
        progress(1, 1)
    _triggers(db, _recount)


#: The triggers that keep ``training_days``, by name (on game_totals, game_players and
#: game_times, for each of insert, update and delete).
TRIGGERS = tuple(
    f"training_days_{kind}_{event}"
    for kind in ("game", "player", "times")
    for event in ("insert", "update", "delete")
)


def training_days_from_the_day(db: sqlite3.Connection) -> None:
    """Schema version 16: the triggers count a day's row again from that day's
    trainings (:func:`_recount_from_the_day`), not from all the player's. What they keep
    is unchanged."""
    for name in TRIGGERS:
        db.execute(f"DROP TRIGGER IF EXISTS {name}")
    _triggers(db, _recount_from_the_day)


def _triggers(db: sqlite3.Connection, recount: Callable[[str, str], str]) -> None:
    """Create the triggers of :data:`TRIGGERS`, each counting rows again with ``recount``."""
    solo = "WHEN {r}.mode = 'solo'"
    db.execute(
        f"""CREATE TRIGGER training_days_game_insert AFTER INSERT ON game_totals
            {solo.format(r="new")} BEGIN
            {recount(_player_of("new.game_id"), "new.local_day")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER training_days_game_update AFTER UPDATE ON game_totals
            WHEN old.mode = 'solo' OR new.mode = 'solo' BEGIN
            {recount(_player_of("old.game_id"), "old.local_day")}
            {recount(_player_of("new.game_id"), "new.local_day")}
        END"""
    )
    db.execute(
        f"""CREATE TRIGGER training_days_game_delete AFTER DELETE ON game_totals
            {solo.format(r="old")} BEGIN
            {recount(_player_of("old.game_id"), "old.local_day")}
        END"""
    )
    for event, rows in (("INSERT", ("new",)), ("DELETE", ("old",)), ("UPDATE", ("old", "new"))):
        recounts = "".join(recount(f"{r}.player_id", _day_of(f"{r}.game_id")) for r in rows)
        db.execute(
            f"""CREATE TRIGGER training_days_player_{event.lower()} AFTER {event} ON game_players
                WHEN {" OR ".join(f"{r}.seat = 0" for r in rows)} BEGIN {recounts} END"""
        )
        recounts = "".join(
            recount(_player_of(f"{r}.game_id"), _day_of(f"{r}.game_id")) for r in rows
        )
        db.execute(
            f"""CREATE TRIGGER training_days_times_{event.lower()} AFTER {event} ON game_times
                BEGIN {recounts} END"""
        )
