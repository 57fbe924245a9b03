"""Where games and profiles are kept: the SQLite store, seen through a narrow interface.

The widgets never talk to the store; the controller and the screens that list games
use the :class:`Library` protocol below, which ``blocky.store.Store`` satisfies. It is
the same for every game: set-ups, states, actions and events are each game's own.
There is deliberately no in-memory fallback: a game that is not stored could be lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

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


class Library(Protocol):
    def close(self) -> None: ...
    def add_player(self, name: str, colour: str | None = None) -> Any: ...
    def players(self) -> list[Any]: ...
    def create_game(
        self, setup: Any, player_ids: Sequence[int], board: Mapping[str, str] | None = None
    ) -> GameHandle: ...
    def open_game(self, game_id: int) -> GameHandle: ...
    def games(self, finished: bool | None = None) -> list[Any]: ...
    def running_game_id(self) -> int | None: ...
    def damaged_games(self) -> list[int]: ...
    def delete_game(self, game_id: int) -> None: ...
    def board_texts(self) -> dict[str, str] | None: ...
    def save_board(self, texts: Mapping[str, str]) -> None: ...
    def reset_board(self) -> None: ...


def store_errors() -> tuple[type[BaseException], ...]:
    """The exception types the store raises for a human to read."""
    from blocky.store import StoreError

    return (LibraryError, StoreError)


def open_library(data_dir: Path) -> Library:
    """Open the user's games in ``data_dir``. Raises LibraryError or StoreError."""
    from blocky.store import Store

    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LibraryError(
            f"The folder for your games cannot be created: {data_dir} ({exc.strerror}).",
            kind="no_folder",
            path=data_dir,
            detail=exc.strerror,
        ) from None
    library: Library = Store.open(data_dir / STORE_FILE)
    return library
