"""Player profiles: a name (unique, plain text) and a colour."""

from __future__ import annotations

import logging
import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from blocky.store.database import DATA_ERRORS, Database, short
from blocky.store.errors import StoreError
from blocky.store.values import (
    UnreadableText,
    check_name,
)

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PlayerProfile:
    id: int
    name: str
    colour: str | None


def add_player(database: Database, name: str, colour: str | None = None) -> PlayerProfile:
    check_name(name)
    _check_colour(colour)
    with database.write() as db:
        check_free_name(db, name, None)
        cur = db.execute(
            "INSERT INTO players (name, colour, created_at, uid) VALUES (?, ?, ?, ?)",
            (name, colour, database.now(), str(uuid.uuid4())),
        )
        assert cur.lastrowid is not None
        return PlayerProfile(cur.lastrowid, name, colour)


def rename_player(database: Database, player_id: int, new_name: str) -> None:
    check_name(new_name)
    with database.write() as db:
        check_free_name(db, new_name, player_id)
        if (
            db.execute("UPDATE players SET name = ? WHERE id = ?", (new_name, player_id)).rowcount
            != 1
        ):
            raise StoreError(f"There is no player with id {player_id}.")


def set_player_colour(database: Database, player_id: int, colour: str | None) -> None:
    _check_colour(colour)
    with database.write() as db:
        if (
            db.execute("UPDATE players SET colour = ? WHERE id = ?", (colour, player_id)).rowcount
            != 1
        ):
            raise StoreError(f"There is no player with id {player_id}.")


def players(database: Database) -> list[PlayerProfile]:
    """Every player who can be read. One damaged row never hides the others (which
    would stop every new game): a player without a readable id or name is left out,
    a colour of the wrong kind reads as none."""
    rows = database.read("SELECT id, name, colour FROM players ORDER BY id")
    out = []
    for player_id, name, colour in rows:
        if not isinstance(colour, str) or isinstance(colour, UnreadableText):
            colour = None
        try:
            out.append(_profile((player_id, name, colour)))
        except DATA_ERRORS as exc:
            _log.warning("player %r cannot be read: %s", player_id, short(exc))
    return out


def player(database: Database, player_id: int) -> PlayerProfile:
    rows = database.read("SELECT id, name, colour FROM players WHERE id = ?", (player_id,))
    if not rows:
        raise StoreError(f"There is no player with id {player_id}.")
    with database.reading("a player"):
        return _profile(rows[0])


def check_free_name(db: sqlite3.Connection, name: str, player_id: int | None) -> None:
    row = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
    if row is not None and row[0] != player_id:
        raise StoreError("There is already a player with that name.")


def _check_colour(colour: object) -> None:
    if colour is not None and not isinstance(colour, str):
        raise StoreError("A colour must be text.")


def _profile(row: Sequence[Any]) -> PlayerProfile:
    player_id, name, colour = row
    if not isinstance(player_id, int) or not isinstance(name, str):
        raise TypeError("a player's id or name is of the wrong kind")
    if colour is not None and not isinstance(colour, str):
        raise TypeError("a player's colour is not text")
    return PlayerProfile(player_id, name, colour)
