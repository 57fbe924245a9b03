"""The toy game's own table, made as docs/architecture.md's "adding a game" says: the
points each round won, derived from its events as they are stored, with its figures.

Its migration takes the next free schema version: the registry names this storage
before the store first reads its schema (test_game_tables.py does so in a process of
its own, as a game of the app does in blocky/core/registry.py)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from blocky.core.storage import GameStorage, Step
from blocky.store.database import Database
from tests.core.toy_game import RoundWon

#: The schema version the toy's table is made at: the one after the app's newest.
VERSION = 18


def points_table(db: sqlite3.Connection) -> None:
    """The schema version after the app's newest: the points of each round won, one row
    per stored step."""
    db.execute(
        """CREATE TABLE toy_points (
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            player_id INTEGER REFERENCES players(id),
            points INTEGER NOT NULL
        )"""
    )
    db.execute("CREATE INDEX toy_points_game ON toy_points(game_id, seq)")


def derive(
    db: sqlite3.Connection,
    game_id: int,
    player_ids: Sequence[int],
    first_seq: int,
    steps: Sequence[Step],
    times: Sequence[str],
) -> None:
    db.executemany(
        "INSERT INTO toy_points (game_id, seq, seat, player_id, points) VALUES (?, ?, ?, ?, ?)",
        [
            (game_id, first_seq + i, e.seat, player_ids[e.seat], e.points)
            for i, (_, _, events) in enumerate(steps)
            for e in events
            if isinstance(e, RoundWon)
        ],
    )


STORAGE = GameStorage(
    tables=frozenset({"toy_points"}),
    migrations={VERSION: points_table},
    step_tables=("toy_points",),
    derive=derive,
)


class ToyFigures:
    """The toy's statistics: each player's points over every game."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def points(self) -> dict[int, int]:
        with self._database.reading("the statistics"):
            rows: list[Any] = self._database.db.execute(
                "SELECT player_id, sum(points) FROM toy_points GROUP BY player_id"
            ).fetchall()
        return {int(pid): int(total) for pid, total in rows}
