"""Saved games as the lists show them: listing, the game to continue, deleting.

Listing reads the game rows and the players' names; it parses each set-up, but needs
none of the rules' actions or events (playing.py opens and plays a game), so the start
screen lists the saved games without loading them. The rows are read into summaries by
:func:`summaries_of`, which the first look at the file before the store opens
(blocky/store/peek.py) shares.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, NamedTuple

from blocky.store.database import DATA_ERRORS, Database, int_cell, json_cell, short, time_cell
from blocky.store.errors import StoreError
from blocky.store.values import UnreadableText

_log = logging.getLogger(__name__)

#: The game of a row that names none (every game stored before game ids were): the
#: records' ``V1_GAME`` (a test checks it), named here so that listing at start-up does
#: not load the records' module (blocky.core.record, its dataclasses: about 6 ms).
_FIRST_GAME = "blocky-mountains"


class GameSummary(NamedTuple):
    """A saved game as the lists show it. (A named tuple: the start screen's first look
    at the file, blocky/store/peek.py, makes these before the window's first paint is
    done, and dataclasses would add their import to it.)"""

    id: int
    #: The variant played: a Blocky Mountains game's Mode, another game's variant name
    #: (its rules' ``variant_of``).
    mode: Any
    #: The game's set-up (of the game named by ``game``).
    setup: Any
    #: The players' profile names now (a renamed player shows the new name).
    player_names: tuple[str, ...]
    created_at: datetime
    updated_at: datetime
    finished: bool
    summary_text: str
    #: Some of the row's facts could not be read (a damaged file): stand-ins are shown
    #: for them (a time of 1970, an empty summary, "?" for a name). The game itself may
    #: still open; :meth:`Store.open_game` says StoreError ("damaged") if it does not.
    damaged: bool = False
    #: The standing as data, for words in any language (its rules' summary_data;
    #: Blocky Mountains'): "end_reason"; a race's "positions", "squirrels" and, once over,
    #: "places" (1 for the winners) by seat; a team's "position", "squirrels" and "won"
    #: (None while playing); training's "mastered" and "failed" per pile and "squirrels".
    #: None when the stored result cannot be read.
    result: Mapping[str, Any] | None = None
    #: The id of the game played (blocky/core/registry.py): its screens word the row.
    game: str = _FIRST_GAME


#: The columns of a listed game's row, as :func:`summaries_of` reads them.
GAME_COLUMNS = (
    "id",
    "setup_json",
    "created_at",
    "updated_at",
    "finished",
    "summary",
    "result_json",
    "game_id",
)
#: The order games are listed in: the latest played first.
GAMES_ORDER = "play_seq DESC, updated_at DESC, id DESC"


def games_sql(finished: bool | None) -> tuple[str, tuple[Any, ...]]:
    """The query (and its parameters) of the listed games' rows, latest played first."""
    where = "" if finished is None else "WHERE finished = ?"
    params: tuple[Any, ...] = () if finished is None else (int(finished),)
    return (
        f"SELECT {', '.join(GAME_COLUMNS)} FROM games {where} ORDER BY {GAMES_ORDER}",
        params,
    )


def names_sql(finished: bool | None) -> tuple[str, tuple[Any, ...]]:
    """The query (and its parameters) of the players of the games :func:`games_sql`
    selects, seat by seat: only those games' seats, so listing the few unfinished games
    reads a few rows however many finished ones the history holds."""
    if finished is None:
        return (
            """SELECT gp.game_id, p.name FROM game_players gp
                   JOIN players p ON p.id = gp.player_id
               ORDER BY gp.game_id, gp.seat""",
            (),
        )
    return (
        """SELECT gp.game_id, p.name FROM games g
               JOIN game_players gp ON gp.game_id = g.id
               JOIN players p ON p.id = gp.player_id
           WHERE g.finished = ? ORDER BY gp.game_id, gp.seat""",
        (int(finished),),
    )


#: Reads a listed game's set-up: (the set-up, its variant); ValueError when it cannot.
SetupReader = Callable[[Any], tuple[Any, Any]]
#: The set-up reader of the game a row names (asked once per game in a list, not per row).
ReaderFor = Callable[[object], SetupReader]


def summaries(database: Database, finished: bool | None) -> tuple[list[GameSummary], list[int]]:
    rows = database.read(*games_sql(finished))
    return summaries_of(rows, database.read(*names_sql(finished)))


def summaries_of(
    rows: Iterable[Sequence[Any]],
    name_rows: Iterable[Sequence[Any]],
    reader_for: ReaderFor | None = None,
    *,
    log: bool = True,
) -> tuple[list[GameSummary], list[int]]:
    """The summaries of game rows (as :func:`games_sql` selects them) with their players'
    names (as :func:`names_sql` does), and the ids of the rows that cannot be read (each
    logged, unless ``log`` is False). ``reader_for`` gives the reader of a game's set-ups
    (by default, its storage's light reader or its rules)."""
    names: dict[object, list[str]] = {}
    for game_id, name in name_rows:
        names.setdefault(game_id, []).append(name)
    out = []
    damaged: list[int] = []
    read_setup = _once_per_game(reader_for or _setup_reader)
    for row in rows:
        try:
            out.append(_game_summary(row, names.get(row[0], ()), read_setup))
        except DATA_ERRORS as exc:
            if log:
                _log.warning("saved game %r cannot be read: %s", row[0], short(exc))
            if isinstance(row[0], int):
                damaged.append(row[0])
    return out, damaged


def running_game_id(database: Database) -> int | None:
    """The unfinished game played last (to offer after a crash).

    "Last" is the order in which games were stored, not the clock: a clock set back
    (or put right) does not make an older game look newer. A game that cannot be
    read is not offered.
    """
    cursor = database.read_cursor(
        """SELECT id, setup_json, created_at, updated_at, finished, summary, result_json,
                  game_id
               FROM games
           WHERE finished = 0 ORDER BY play_seq DESC, updated_at DESC, id DESC"""
    )
    read_setup = _once_per_game(_setup_reader)
    with database.reading("a saved game"):
        for row in cursor:
            try:
                return _game_summary(row, (), read_setup).id
            except DATA_ERRORS:
                continue
    return None


def delete_game(database: Database, game_id: int) -> None:
    """Delete a saved game with everything kept of it (its game's own rows too)."""
    from blocky.store.playing import storage_of

    with database.write() as db:
        row = db.execute("SELECT game_id FROM games WHERE id = ?", (game_id,)).fetchone()
        owned = storage_of(str(row[0])).step_tables if row is not None else ()
        for table in (*owned, "redo", "actions", "game_players"):
            db.execute(f"DELETE FROM {table} WHERE game_id = ?", (game_id,))
        if db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount != 1:
            raise StoreError(f"There is no saved game {game_id}.")


_NO_TIME = datetime(1970, 1, 1, tzinfo=UTC)


def _setup_reader(game: object) -> SetupReader:
    """What reads a listed game's set-up and variant: its game's light reader when its
    storage has one (listing at start-up then loads no rules), else its rules (each
    raises ValueError when it cannot read one). A row of a game this app does not know
    is read as one of the first game, as rows were before they named their game: listed
    if it reads, and refused clearly when opened."""
    from blocky.core.registry import GAMES

    entry = GAMES.get(game) if isinstance(game, str) else None
    if entry is None:
        entry = GAMES[_FIRST_GAME]
    storage = entry.storage()
    if storage is not None and storage.read_setup is not None:
        return storage.read_setup
    rules = entry.rules()

    def read(data: Any) -> tuple[Any, Any]:
        setup = rules.setup_from_json(data)
        return setup, rules.variant_of(setup)

    return read


def _once_per_game(reader_for: ReaderFor) -> Callable[[object, Any], tuple[Any, Any]]:
    """Reads a row's set-up (its game, its data) with ``reader_for(game)``, found once for
    each game of a list rather than once a row (the registry's lookup and import of a
    reader cost more than reading a set-up)."""
    readers: dict[object, SetupReader] = {}

    def read(game: object, data: Any) -> tuple[Any, Any]:
        reader = readers.get(game)
        if reader is None:
            reader = readers[game] = reader_for(game)
        return reader(data)

    return read


def _game_summary(
    row: Sequence[Any],
    players: Sequence[object],
    read_setup: Callable[[object, Any], tuple[Any, Any]],
) -> GameSummary:
    """A game row as the list shows it.

    A row whose set-up cannot be read raises one of DATA_ERRORS (there is nothing to
    show for it); other unreadable facts get stand-ins and the summary is marked damaged.
    """
    game_id, setup_json, created, updated, fin, summary, result_json, game = row
    setup, mode = read_setup(game, json_cell(setup_json))
    gid = int_cell(game_id)
    damaged = False
    times: list[datetime | None] = []
    for text in (created, updated):
        try:
            times.append(time_cell(text))
        except DATA_ERRORS:
            times.append(None)
            damaged = True
    created_at = times[0] or times[1] or _NO_TIME
    updated_at = times[1] or created_at
    names: list[str] = []
    for name in players:
        if isinstance(name, str):
            names.append(name)
        else:
            names.append(str(name) if isinstance(name, int) else "?")
            damaged = True
    if not isinstance(summary, str) or isinstance(summary, UnreadableText):
        summary = ""
        damaged = True
    return GameSummary(
        gid,
        mode,
        setup,
        tuple(names),
        created_at,
        updated_at,
        bool(fin),
        summary,
        damaged,
        _result(result_json),
        game if isinstance(game, str) and game else _FIRST_GAME,
    )


def _result(cell: object) -> Mapping[str, Any] | None:
    """The stored result of a listed game, or None (a damaged cell is not a damaged game:
    the list words the standing from it and shows nothing for it when it cannot)."""
    try:
        result = json_cell(cell)
    except DATA_ERRORS:
        return None
    return result if isinstance(result, dict) else None
