"""Where games and profiles are kept: the SQLite store, seen through a narrow interface.

The widgets never talk to the store; the controller and the screens that list games
use the :class:`Library` protocol below. ``blocky.store.Store`` satisfies it. When the
store package cannot be imported (for instance in a trimmed-down build) the app falls
back to :class:`MemoryLibrary`, which keeps everything for the current run only.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from blocky.rules.events import Event
from blocky.rules.game import is_over
from blocky.rules.record import Record, Timeline
from blocky.rules.state import Draws, Setup, State

STORE_FILE = "blocky.sqlite3"


class LibraryError(Exception):
    """The games cannot be opened or saved; the message is for a human."""


class GameHandle(Protocol):
    """One game being played: ``blocky.store.StoredGame`` or :class:`MemoryGame`."""

    @property
    def id(self) -> int: ...
    @property
    def setup(self) -> Setup: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def state(self) -> State: ...
    @property
    def player_ids(self) -> Sequence[int]: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    @property
    def finished(self) -> bool: ...
    def play(self, action: Any) -> tuple[Event, ...]: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...


class Library(Protocol):
    def close(self) -> None: ...
    def add_player(self, name: str, colour: str | None = None) -> Any: ...
    def players(self) -> list[Any]: ...
    def create_game(
        self, setup: Setup, player_ids: Sequence[int], board: Mapping[str, str] | None = None
    ) -> GameHandle: ...
    def open_game(self, game_id: int) -> GameHandle: ...
    def games(self, finished: bool | None = None) -> list[Any]: ...
    def running_game_id(self) -> int | None: ...
    def delete_game(self, game_id: int) -> None: ...
    def board_texts(self) -> dict[str, str] | None: ...
    def save_board(self, texts: Mapping[str, str]) -> None: ...
    def reset_board(self) -> None: ...


def store_errors() -> tuple[type[BaseException], ...]:
    """The exception types the store raises for a human to read."""
    try:
        module = importlib.import_module("blocky.store")
    except ImportError:
        return (LibraryError,)
    err = getattr(module, "StoreError", None)
    if isinstance(err, type) and issubclass(err, BaseException):
        return (LibraryError, err)
    return (LibraryError,)


def open_library(data_dir: Path) -> Library:
    """Open the user's games in ``data_dir``. Raises LibraryError or StoreError."""
    try:
        module = importlib.import_module("blocky.store")
    except ImportError:
        module = None
    store_cls = getattr(module, "Store", None) if module is not None else None
    if store_cls is None:
        return MemoryLibrary()
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LibraryError(
            f"The folder for your games cannot be created: {data_dir} ({exc.strerror})."
        ) from None
    library: Library = store_cls.open(data_dir / STORE_FILE)
    return library


# ------------------------------------------------------------------ in-memory fallback


@dataclass(frozen=True)
class MemoryProfile:
    id: int
    name: str
    colour: str | None = None


@dataclass(frozen=True)
class MemorySummary:
    id: int
    mode: str
    setup: Setup
    player_names: tuple[str, ...]
    created_at: str
    updated_at: str
    finished: bool
    summary_text: str


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class MemoryGame:
    """A game kept in memory, with the same behaviour as a stored one."""

    def __init__(
        self, game_id: int, timeline: Timeline, player_ids: Sequence[int], library: MemoryLibrary
    ) -> None:
        self._id = game_id
        self._timeline = timeline
        self._player_ids = tuple(player_ids)
        self._library = library
        self.created_at = _now()
        self.updated_at = self.created_at

    @property
    def id(self) -> int:
        return self._id

    @property
    def setup(self) -> Setup:
        return self._timeline.setup

    @property
    def timeline(self) -> Timeline:
        return self._timeline

    @property
    def state(self) -> State:
        return self._timeline.state

    @property
    def player_ids(self) -> Sequence[int]:
        return self._player_ids

    @property
    def can_undo(self) -> bool:
        return self._timeline.can_undo

    @property
    def can_redo(self) -> bool:
        return self._timeline.can_redo

    @property
    def finished(self) -> bool:
        return is_over(self._timeline.state)

    def _touch(self) -> None:
        self.updated_at = _now()
        self._library.touched(self._id)

    def play(self, action: Any) -> tuple[Event, ...]:
        timeline, events = self._timeline.play_logged(action)
        collected = list(events)
        while (chance := timeline.next_chance()) is not None:
            timeline, more = timeline.play_logged(chance)
            collected.extend(more)
        self._timeline = timeline
        self._touch()
        return tuple(collected)

    def undo(self) -> None:
        self._timeline = self._timeline.undo()
        self._touch()

    def redo(self) -> None:
        self._timeline = self._timeline.redo()
        self._touch()


@dataclass
class MemoryLibrary:
    """Games and profiles for this run only (used when no store is available)."""

    _players: list[MemoryProfile] = field(default_factory=list)
    _games: dict[int, MemoryGame] = field(default_factory=dict)
    _order: list[int] = field(default_factory=list)
    _board: dict[str, str] | None = None

    def close(self) -> None:
        """Nothing to release."""

    def touched(self, game_id: int) -> None:
        if game_id in self._order:
            self._order.remove(game_id)
        self._order.append(game_id)

    def add_player(self, name: str, colour: str | None = None) -> MemoryProfile:
        profile = MemoryProfile(len(self._players) + 1, name, colour)
        self._players.append(profile)
        return profile

    def players(self) -> list[MemoryProfile]:
        return list(self._players)

    def create_game(
        self, setup: Setup, player_ids: Sequence[int], board: Mapping[str, str] | None = None
    ) -> MemoryGame:
        timeline = Timeline.start(setup, dict(board) if board is not None else None)
        if setup.draws is Draws.APP:
            timeline = timeline.advance_chance()
        game_id = max(self._games, default=0) + 1
        game = MemoryGame(game_id, timeline, player_ids, self)
        self._games[game_id] = game
        self.touched(game_id)
        return game

    def open_game(self, game_id: int) -> MemoryGame:
        game = self._games.get(game_id)
        if game is None:
            raise LibraryError(f"There is no game number {game_id}.")
        return game

    def games(self, finished: bool | None = None) -> list[MemorySummary]:
        out: list[MemorySummary] = []
        for gid in reversed(self._order):
            g = self._games[gid]
            if finished is not None and g.finished != finished:
                continue
            out.append(
                MemorySummary(
                    gid,
                    g.setup.mode.value,
                    g.setup,
                    g.setup.players,
                    g.created_at,
                    g.updated_at,
                    g.finished,
                    "",
                )
            )
        return out

    def running_game_id(self) -> int | None:
        for gid in reversed(self._order):
            if not self._games[gid].finished:
                return gid
        return None

    def delete_game(self, game_id: int) -> None:
        self._games.pop(game_id, None)
        if game_id in self._order:
            self._order.remove(game_id)

    def board_texts(self) -> dict[str, str] | None:
        return None if self._board is None else dict(self._board)

    def save_board(self, texts: Mapping[str, str]) -> None:
        self._board = dict(texts)

    def reset_board(self) -> None:
        self._board = None


def record_of(game: GameHandle) -> Record:
    return game.timeline.record
