"""Where games and profiles are kept: the SQLite store, seen through a narrow interface.

(The shell opens the store, in blocky/ui/shell/library.py; the kit and the games' screens
only need these protocols and errors, so they live in the kit.)

The widgets never talk to the store; the controller and the screens that list games
use the :class:`Library` protocol below, which ``blocky.store.Store`` satisfies. It is
the same for every game: set-ups, states, actions and events are each game's own.
There is deliberately no in-memory fallback: a game that is not stored could be lost.

A game's own figures (its statistics, its coach's record) are read by its own queries,
run through one gateway: :func:`read_saved` on the saved games, or a game's controller's
``read_saved`` on the saved games the game is in. Nothing else hands a view the database.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from blocky.store.exchange import ExportResult, ImportReport

T = TypeVar("T")

STORE_FILE = "blocky.sqlite3"


class LibraryError(Exception):
    """The games cannot be opened or saved; the message is for a human. ``kind`` and
    ``params`` let the app word it in the player's language (see blocky.ui.kit.errors)."""

    def __init__(self, message: str = "", *, kind: str = "", **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.params: dict[str, object] = params


class GameHandle(Protocol):
    """One game being played: ``blocky.store.StoredGame``. Its timeline
    (blocky.core.record.Timeline) knows which game it is."""

    @property
    def id(self) -> int: ...
    @property
    def setup(self) -> Any: ...
    @property
    def timeline(self) -> Any: ...
    @property
    def state(self) -> Any: ...
    @property
    def player_ids(self) -> Sequence[int]: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    @property
    def finished(self) -> bool: ...
    def play(self, action: Any) -> tuple[Any, ...]: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    @property
    def db(self) -> sqlite3.Connection:
        """The saved games' database (read it through :func:`read_game`)."""
        ...


class SavedDatabase(Protocol):
    """The saved games' database as the store keeps it (``blocky.store.database.Database``)."""

    @property
    def db(self) -> sqlite3.Connection: ...
    def reading(self, what: str) -> AbstractContextManager[None]:
        """Turns what a damaged row raises while it is read into the store's error."""
        ...


class Library(Protocol):
    @property
    def path(self) -> Path: ...
    @property
    def database(self) -> SavedDatabase:
        """The saved games' database (read it through :func:`read_saved`)."""
        ...

    def close(self, wait: float | None = None) -> bool: ...
    def closed_in(self, seconds: float) -> bool: ...
    def add_player(self, name: str, colour: str | None = None) -> Any: ...
    def players(self) -> list[Any]: ...
    def create_game(
        self, setup: Any, player_ids: Sequence[int], board: Mapping[str, str] | None = None
    ) -> GameHandle: ...
    def open_game(self, game_id: int) -> GameHandle: ...
    def games(self, finished: bool | None = None) -> list[Any]: ...
    def running_game_id(self) -> int | None: ...
    def damaged_games(self) -> list[int]: ...
    def unfinished_games(self) -> tuple[list[Any], list[int]]: ...
    def delete_game(self, game_id: int) -> None: ...
    def board_texts(self) -> dict[str, str] | None: ...
    def save_board(self, texts: Mapping[str, str]) -> None: ...
    def reset_board(self) -> None: ...
    def export_everything(self) -> ExportResult: ...
    def import_json(self, text: str) -> ImportReport: ...
    def statistics(self, game_id: str) -> object:
        """The figures of game ``game_id`` over the saved games (the object its registry
        entry's ``statistics_path`` makes), which its statistics pages read."""
        ...


def read_saved(
    library: Library, query: Callable[[sqlite3.Connection], T], what: str = "the statistics"
) -> T:
    """Run a game's own query (a function of the database, reading only) on the saved
    games. A damaged row or a database that cannot be read raises the store's error (one
    of :func:`store_errors`), never a raw exception; ``what`` names what was read."""
    database = library.database
    with database.reading(what):
        return query(database.db)


def read_game(game: GameHandle, query: Callable[[sqlite3.Connection], T]) -> T:
    """Run a game's own query on the saved games ``game`` is stored in. A database that
    cannot be read raises :class:`LibraryError` (kind "unreadable"), never a raw exception."""
    try:
        return query(game.db)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise LibraryError(
            f"The saved games cannot be read: {exc}", kind="unreadable", detail=str(exc)
        ) from None


def store_errors() -> tuple[type[BaseException], ...]:
    """The exception types the store raises for a human to read."""
    from blocky.store import StoreError

    return (LibraryError, StoreError)
