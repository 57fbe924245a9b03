"""What the personal bests read instead of a player's whole history (schema 15).

``game_mastered`` keeps, per game, player and mode, the cards the player mastered in it
(``attempt_totals`` summed over piles and roles: second-rod credit included), by triggers
on ``attempt_totals`` in the same transaction as each stored, undone, redone, imported
or deleted step. Its index by player, mode and most mastered gives the most in one game
at its first rows, and the index ``game_totals_kept`` gives the most squirrels kept at
the first finished training of the player it walks to: both reads stay the same length
however long the history grows.
"""

from __future__ import annotations

import sqlite3

from blocky.core.storage import Progress

TABLES = frozenset({"game_mastered"})


def _add(r: str, sign: str) -> str:
    return f"""
    INSERT INTO game_mastered (game_id, player_id, mode, mastered)
        SELECT {r}.game_id, {r}.player_id, {r}.mode, {sign}{r}.mastered
        WHERE {r}.player_id IS NOT NULL
        ON CONFLICT (player_id, mode, game_id)
        DO UPDATE SET mastered = mastered + excluded.mastered;"""


def _drop_empty(r: str) -> str:
    return f"""
    DELETE FROM game_mastered
        WHERE player_id = {r}.player_id AND mode = {r}.mode AND game_id = {r}.game_id
          AND NOT EXISTS (SELECT 1 FROM attempt_totals a WHERE a.player_id = {r}.player_id
                          AND a.mode = {r}.mode AND a.game_id = {r}.game_id);"""


def game_mastered(db: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Schema version 15: ``game_mastered`` summed from ``attempt_totals``, then kept by
    its triggers; and the index of finished games by squirrels kept.

    ``progress`` is told (1, 1) when it is filled (one statement over the totals)."""
    db.execute(
        """CREATE TABLE game_mastered (
            game_id INTEGER NOT NULL,
            player_id INTEGER NOT NULL,
            mode TEXT NOT NULL,
            mastered INTEGER NOT NULL,
            PRIMARY KEY (player_id, mode, game_id)
        ) WITHOUT ROWID"""
    )
    db.execute(
        "CREATE INDEX game_mastered_most ON game_mastered(player_id, mode, mastered DESC, game_id)"
    )
    db.execute("CREATE INDEX game_mastered_game ON game_mastered(game_id)")
    db.execute(
        """INSERT INTO game_mastered (game_id, player_id, mode, mastered)
           SELECT game_id, player_id, mode, sum(mastered) FROM attempt_totals
           WHERE player_id IS NOT NULL GROUP BY player_id, mode, game_id"""
    )
    db.execute(
        f"""CREATE TRIGGER game_mastered_insert AFTER INSERT ON attempt_totals
            WHEN new.player_id IS NOT NULL BEGIN {_add("new", "")} END"""
    )
    db.execute(
        f"""CREATE TRIGGER game_mastered_update AFTER UPDATE ON attempt_totals
            WHEN old.player_id IS NOT NULL OR new.player_id IS NOT NULL BEGIN
            {_add("old", "-")}
            {_drop_empty("old")}
            {_add("new", "")} END"""
    )
    db.execute(
        f"""CREATE TRIGGER game_mastered_delete AFTER DELETE ON attempt_totals
            WHEN old.player_id IS NOT NULL BEGIN {_add("old", "-")} {_drop_empty("old")} END"""
    )
    db.execute(
        "CREATE INDEX game_totals_kept ON game_totals(mode, finished, squirrels DESC, created_at,"
        " game_id)"
    )
    if progress is not None:
        progress(1, 1)
