"""A first look at the saved games, before the store opens.

The start screen lists the unfinished games right after the window first appears. Opening
the store (its checks, its lock, the rules that read every set-up) takes a moment longer,
so the list is first read from the file alone: read-only, with nothing written beside it
either, and only when nothing about the file needs the store's care. Whenever there is
any doubt (no file yet, a save being written or cut off, another data version, a row that
is not plainly whole, a game whose rows this look cannot read), it gives way to the
store, which then lists the games, and says whatever must be said, as it always does.
Whatever the file holds, :func:`unfinished_games` never raises and never writes.

Only sqlite3 and the standard library are loaded here, and the games' light readers of
their set-ups (a row shows the mode and who plays), which the registry names. When the
file is exactly as the app left it at its last close, the rows this look reads were kept
then beside it (blocky/store/checked.py), and are read from there: no SQLite at all.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from blocky.store.checked import kept_first_look
from blocky.store.games import (
    GAME_COLUMNS,
    GAMES_ORDER,
    GameSummary,
    SetupReader,
    games_sql,
    names_sql,
    summaries_of,
)


def _seating(game: object) -> SetupReader:
    """What reads a row's set-up as its game's light reader reads it (blocky/core/registry.py,
    ``seating_path``), with its mode. A game without one, or unknown, is the store's to
    list: it raises, and the first look gives way."""
    from blocky.core.registry import GAMES

    entry = GAMES.get(game) if isinstance(game, str) else None
    read = entry.seating() if entry is not None else None
    if read is None:
        raise LookupError("a game this first look does not read")

    def seating(data: Any) -> tuple[Any, Any]:
        seated = read(data)
        return seated, seated.mode

    return seating


#: How many of each game's unfinished games the first look reads (the latest played):
#: more than a screen shows. The store lists them all right after.
FIRST_ROWS = 30


def unfinished_games(
    path: Path, first: int | None = FIRST_ROWS
) -> tuple[list[GameSummary], int | None] | None:
    """The unfinished games as the store lists them (``Store.games(finished=False)``),
    latest played first, and the one it offers to continue (``Store.running_game_id()``);
    each summary's ``setup`` is its game's light reading of it (what the game's screens
    read of a set-up in a list). Only the ``first`` latest played of each game (None:
    all): the list then begins as the store's does, and the first look costs the same
    with hundreds of unfinished games as with a few. None when the store must look first."""
    try:
        return _unfinished_games(path, first)
    except Exception:
        # Whatever it is, the store opens the file next and says it properly.
        return None


def _first_rows_sql(first: int) -> tuple[str, tuple[Any, ...]]:
    """:func:`games_sql` of the unfinished games, only the ``first`` of each game."""
    columns = ", ".join(GAME_COLUMNS)
    return (
        f"""SELECT {columns} FROM (
                SELECT {columns}, play_seq,
                       row_number() OVER (PARTITION BY game_id ORDER BY {GAMES_ORDER}) AS nth
                FROM games WHERE finished = 0)
            WHERE nth <= ? ORDER BY {GAMES_ORDER}""",
        (first,),
    )


def read_first_look(
    db: sqlite3.Connection, first: int | None = FIRST_ROWS
) -> tuple[list[Any], list[Any]]:
    """The rows the first look lists from (those of ``Store.games(finished=False)``, only
    the ``first`` of each game), and their players' names, seat by seat."""
    query = games_sql(False) if first is None else _first_rows_sql(first)
    rows = db.execute(*query).fetchall()
    listed = {row[0] for row in rows}
    names = [n for n in db.execute(*names_sql(False)).fetchall() if n[0] in listed]
    return rows, names


def _unfinished_games(
    path: Path, first: int | None
) -> tuple[list[GameSummary], int | None] | None:
    kept = kept_first_look(path) if first == FIRST_ROWS else None
    if kept is not None:
        # The file is exactly as the app left it at its last close, which kept these.
        rows, names = kept
        if all(len(r) == len(GAME_COLUMNS) for r in rows) and all(len(n) == 2 for n in names):
            return _listed(rows, names)
    from blocky.store.database import read_only_connection
    from blocky.store.schema import APPLICATION_ID, SCHEMA_VERSION

    if not path.is_file() or any(Path(f"{path}{s}").exists() for s in ("-wal", "-journal")):
        # Not there yet, open in another window, or a save cut off half-way.
        return None
    db = read_only_connection(path)
    try:
        # SQLite's own UTF-8 reading (the store's text factory is a Python call for each
        # text cell, and keeps damaged text as such): a cell that is not UTF-8 raises
        # sqlite3.OperationalError here, and the store lists the games.
        if (
            db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID
            or db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION
        ):
            return None
        rows, names = read_first_look(db, first)
    except (sqlite3.Error, UnicodeDecodeError):
        return None
    finally:
        db.close()
    return _listed(rows, names)


def _listed(rows: list[Any], names: list[Any]) -> tuple[list[GameSummary], int | None] | None:
    games, unreadable = summaries_of(rows, names, _seating, log=False)
    if unreadable or any(g.damaged for g in games):
        return None
    return games, (games[0].id if games else None)
