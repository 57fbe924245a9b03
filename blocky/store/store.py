"""One SQLite file holding every game, attempt and player profile.

The action log is the truth (blocky/store/playing.py): a game is its set-up plus one
row per action. :class:`Store` puts the parts together: the file's safety (opening.py)
and lock (lock.py, backups.py), the one connection and its transactions (database.py),
players (players.py), games (games.py, playing.py), the games' settings (settings.py)
and export/import (exchange/), each of which works on a Database and none of which
imports the Store. What a game keeps beyond its record (its tables, the rows it derives
from its events in the same transactions, its statistics) is the game's own, reached
through its registry entry (blocky/core/storage.py).

The store names no game: ``tests/core/test_conformance.py`` plays every registered game
through it (create, play, undo, reopen: the same state; export and import), the toy
games of the tests too.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blocky.core.registry import UnknownGame, find_game
from blocky.core.storage import Progress
from blocky.store import backups, errors, opening, settings
from blocky.store import games as saved_games
from blocky.store import players as profiles
from blocky.store.checked import remember_checked
from blocky.store.database import Clock, Database
from blocky.store.errors import StoreError
from blocky.store.games import GameSummary
from blocky.store.lock import DatabaseLock, lock_database
from blocky.store.players import PlayerProfile
from blocky.store.values import UnreadableText

if TYPE_CHECKING:
    # Playing, statistics and export load when first used: the start screen lists the
    # saved games without them.
    from blocky.store import exchange
    from blocky.store.playing import StoredGame

_log = logging.getLogger(__name__)


def _utc_now() -> datetime:
    return datetime.now(UTC)


#: How many of the games played last are checked against their records before the list
#: of unfinished games and the offer to continue are read.
CHECKED_LAST = 3


class Store:
    """The app's saved games, attempts and players in one SQLite file.

    Open it with :meth:`open`; one instance per file at a time (a second one,
    in this process or another, is refused).
    """

    def __init__(
        self,
        db: sqlite3.Connection,
        path: Path,
        lock: DatabaseLock,
        clock: Clock,
        zone: tzinfo | None = None,
    ) -> None:
        self._database = Database(db, path, clock, zone)
        self.path = path
        self._lock = lock
        self._clock = clock
        #: Games played last whose rows were found to agree with their records.
        self._checked: set[tuple[int, int]] = set()
        #: Today's copy of the file, being made (None: none to make).
        self._daily_backup: backups.DailyBackup | None = None

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        zone: tzinfo | None = None,
        progress: Progress | None = None,
    ) -> Store:
        """Open (creating or migrating) the database at ``path``. Raises StoreError.

        ``zone`` is the players' time zone, which cuts their days in the statistics
        (None: the computer's own zone, daylight saving included). ``progress`` is told
        (done, total) while a migration that has taken over a second goes on (building
        the derived counts of a long history).
        """
        p = Path(path)
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise errors.from_os_error(exc, p) from None
        opening.check_header(p)
        opening.check_access(p)
        lock = lock_database(p)
        try:
            db = opening.connect(p, progress)
        except BaseException:
            lock.release()
            raise
        store = cls(db, p, lock, clock or _utc_now, zone)
        if store._holds_anything():
            # On a thread of its own: with years of history the copy takes seconds, and
            # the games can be played meanwhile. Closing waits for it.
            store._daily_backup = backups.start_daily_backup(p, now=store._clock())
        return store

    def _first_look(self) -> tuple[list[Any], list[Any]] | None:
        """What the next start's first look lists from (blocky/store/peek.py), read now,
        as the file is closed: None when a cell cannot be kept as it is (damaged text)."""
        from blocky.store.peek import read_first_look

        try:
            rows, names = read_first_look(self._database.db)
        except (sqlite3.Error, StoreError):
            return None
        cells = [cell for row in (*rows, *names) for cell in row]
        if any(isinstance(cell, (UnreadableText, bytes)) for cell in cells):
            return None
        return [tuple(r) for r in rows], [tuple(n) for n in names]

    def wait_for_daily_backup(self, timeout: float | None = None) -> bool:
        """Wait, at most ``timeout`` seconds, until today's copy of the file, which opening
        started, is made (blocky/store/backups.py); whether it is over (True when there
        was none to make)."""
        backup = self._daily_backup
        return backup is None or backup.wait(timeout)

    def _holds_anything(self) -> bool:
        try:
            return bool(
                self.db.execute(
                    "SELECT EXISTS (SELECT 1 FROM games) OR EXISTS (SELECT 1 FROM players)"
                ).fetchone()[0]
            )
        except sqlite3.Error:
            return False

    def close(self, wait: float | None = None) -> bool:
        """Close the saved games. With ``wait`` (seconds), return after at most that long,
        False when the disk has not let the close finish by then (everything committed is
        on the disk already; see :meth:`Database.close`): the file's lock is then held
        until the app ends."""
        if self._database.closed:
            return self._database.closed_event.is_set()
        done = False
        try:
            # After today's copy is made; closed whole, the next open finds the file as
            # it was left (checked.py), and the next start's first look its rows.
            backup = self._daily_backup
            first_look = self._first_look()

            def closed_whole() -> None:
                # Not when the day's copy found the file damaged: checked whole next time.
                if backup is None or not backup.found_damage:
                    remember_checked(self.path, first_look)

            done = self._database.close(
                wait,
                closed_whole=closed_whole,
                first=backup.wait if backup is not None else None,
            )
        finally:
            if done or wait is None:
                self._lock.release()
        return done

    def closed_in(self, seconds: float) -> bool:
        """Whether a close that did not finish in its wait finished within ``seconds``
        more (the lock is then let go)."""
        done = self._database.closed_event.wait(seconds)
        if done:
            self._lock.release()
        return done

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, for read-only queries (statistics)."""
        return self._database.db

    @property
    def database(self) -> Database:
        """The open database with its transactions, for tools that fill it in bulk
        (benchmarks, test fixtures): ``with store.database.write() as db: ...``."""
        return self._database

    def now(self) -> str:
        return self._database.now()

    # ------------------------------------------------------------------ players

    def add_player(self, name: str, colour: str | None = None) -> PlayerProfile:
        return profiles.add_player(self._database, name, colour)

    def rename_player(self, player_id: int, new_name: str) -> None:
        profiles.rename_player(self._database, player_id, new_name)

    def set_player_colour(self, player_id: int, colour: str | None) -> None:
        profiles.set_player_colour(self._database, player_id, colour)

    def players(self) -> list[PlayerProfile]:
        """Every player who can be read. One damaged row never hides the others (which
        would stop every new game): a player without a readable id or name is left out,
        a colour of the wrong kind reads as none."""
        return profiles.players(self._database)

    def player(self, player_id: int) -> PlayerProfile:
        return profiles.player(self._database, player_id)

    # -------------------------------------------------------------------- games

    def create_game(
        self,
        setup: Any,
        player_ids: Sequence[int],
        board: Mapping[str, str] | None = None,
    ) -> StoredGame:
        """Start and store a new game (SetupError for a set-up the rules cannot play)."""
        from blocky.store import playing

        return playing.create_game(self._database, setup, player_ids, board)

    def open_game(self, game_id: int) -> StoredGame:
        """The game exactly as it was left: state and undo/redo history."""
        from blocky.store import playing

        return playing.open_game(self._database, game_id)

    def games(self, finished: bool | None = None) -> list[GameSummary]:
        """Saved games, the most recently played first.

        One damaged row never hides the others: a game with unreadable facts is listed
        with stand-ins and ``damaged=True``; a game whose set-up cannot be read is left
        out, and :meth:`damaged_games` names it.
        """
        if not finished:
            self._check_last_played()
        return saved_games.summaries(self._database, finished)[0]

    def _check_last_played(self) -> None:
        """Before unfinished games are listed or offered: the games marked finished among
        the :data:`CHECKED_LAST` played last are replayed once a session, and a ``finished``
        that disagrees with the record is repaired, so no game played lately hides from the
        offer to continue (an older one is repaired when it is opened). Only then are the
        rules loaded: a list of unfinished games needs none."""
        try:
            rows = self._database.read(
                """SELECT id, finished, play_seq FROM games
                   ORDER BY play_seq DESC, updated_at DESC, id DESC LIMIT ?""",
                (CHECKED_LAST,),
            )
        except errors.StoreError:
            return  # the listing itself says what is wrong
        due = [
            (game_id, seq)
            for game_id, finished, seq in rows
            if not (finished == 0 and not isinstance(finished, bool))
            and isinstance(game_id, int)
            and (game_id, seq) not in self._checked
        ]
        if not due:
            return
        from blocky.store import playing

        right = set(playing.check_games(self._database, [game_id for game_id, _ in due]))
        self._checked.update(key for key in due if key[0] in right)

    def unfinished_games(self) -> tuple[list[GameSummary], list[int]]:
        """The unfinished games as :meth:`games` lists them, and the ids of the unfinished
        ones that cannot be listed, from one reading of the unfinished games' rows (the
        start screen's list: :meth:`damaged_games` reads every game ever played)."""
        self._check_last_played()
        return saved_games.summaries(self._database, False)

    def damaged_games(self) -> list[int]:
        """The ids of saved games that cannot be listed (left out of :meth:`games`)."""
        return saved_games.summaries(self._database, None)[1]

    def running_game_id(self) -> int | None:
        """The unfinished game played last (to offer after a crash).

        "Last" is the order in which games were stored, not the clock: a clock set back
        (or put right) does not make an older game look newer. A game that cannot be
        read is not offered.
        """
        self._check_last_played()
        return saved_games.running_game_id(self._database)

    def delete_game(self, game_id: int) -> None:
        saved_games.delete_game(self._database, game_id)

    # ----------------------------------------------------------------- settings

    def setting_texts(self, key: str) -> dict[str, str] | None:
        """The texts a game keeps under ``key`` (its storage declares the setting)."""
        return settings.texts(self._database, key)

    def save_setting_texts(self, key: str, texts: Mapping[str, str]) -> None:
        """Keep texts under ``key``, checked first by the game that declares it (its
        error, a ValueError, says what is wrong: nothing is kept then)."""
        settings.save_texts(self._database, key, texts)

    def reset_setting(self, key: str) -> None:
        settings.reset(self._database, key)

    # The library's names for the setting "board" (the corrected board files its
    # screens check and correct).

    def board_texts(self) -> dict[str, str] | None:
        return self.setting_texts("board")

    def save_board(self, texts: Mapping[str, str]) -> None:
        self.save_setting_texts("board", texts)

    def reset_board(self) -> None:
        self.reset_setting("board")

    # --------------------------------------------------------------- statistics

    def statistics(self, game_id: str) -> Any:
        """The figures of game ``game_id`` over this store (the object its registry entry's
        ``statistics_path`` makes from the open database), which its statistics pages
        read; StoreError for a game without statistics."""
        try:
            make = find_game(game_id).statistics()
        except UnknownGame:
            make = None
        if make is None:
            raise StoreError(f"The game {game_id[:40]!r} keeps no statistics.")
        return make(self._database)

    # ------------------------------------------------------- export and import

    def export_game(self, game_id: int) -> dict[str, Any]:
        """One game and its players as versioned JSON data (StoreError if it cannot be read)."""
        from blocky.store import exchange

        return exchange.export_game(self._database, game_id)

    def export_everything(self) -> exchange.ExportResult:
        """Every player and game (and the corrected board data) that can be read, as
        versioned JSON data that always loads again, and what had to be left out, named.
        Raises StoreError only when nothing can be read."""
        from blocky.store import exchange

        return exchange.export_everything(self._database)

    def export_all(self) -> dict[str, Any]:
        """Every player and game as versioned JSON data, all or nothing: StoreError
        (kind "damaged") naming what cannot be read. :meth:`export_everything` saves the rest."""
        from blocky.store import exchange

        return exchange.export_all(self._database)

    def import_data(self, data: Any) -> exchange.ImportReport:
        """Check every record first, then store it all at once; StoreError says what is wrong."""
        from blocky.store import exchange

        return exchange.import_data(self._database, data)

    def import_json(self, text: str) -> exchange.ImportReport:
        from blocky.store import exchange

        return exchange.import_json(self._database, text)
