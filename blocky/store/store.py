"""One SQLite file holding every game, attempt and player profile.

The action log is the truth (blocky/store/games.py): a game is its set-up plus one
row per action. The ``attempts`` table is derived from the rules' events in the same
transactions, for statistics without replaying. :class:`Store` puts the parts together:
the file's safety and lock (here and in lock.py, backups.py), the one connection and its
transactions (database.py), players, games (games.py), the board texts, statistics
(stats.py) and export/import (exchange.py), each of which works on a Database.

>>> import tempfile, pathlib
>>> from blocky.rules.state import Setup
>>> from blocky.rules.actions import ChooseVariant
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> store = Store.open(folder / "blocky.sqlite3")
>>> mia = store.add_player("Mia", "orange")
>>> game = store.create_game(Setup.solo("Mia", course="A", seed=5), [mia.id])
>>> len(game.timeline.actions)            # the first card already turned up
1
>>> store.close()
>>> store = Store.open(folder / "blocky.sqlite3")
>>> store.open_game(game.id).state == game.state
True
>>> store.close()
"""

from __future__ import annotations

import errno
import json
import logging
import os
import shutil
import sqlite3
import tempfile
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from blocky.rules.catalogue import parse_catalogue
from blocky.rules.state import Setup
from blocky.store import backups, errors, exchange, stats
from blocky.store import games as saved_games
from blocky.store.database import DATA_ERRORS, Clock, Database, json_cell, short
from blocky.store.errors import StoreError
from blocky.store.games import GameSummary, StoredGame
from blocky.store.lock import DatabaseLock, lock_database
from blocky.store.schema import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    expected_layout,
    layout,
    migrate,
    user_version,
)
from blocky.store.stats import StatsFilter
from blocky.store.values import (
    UnreadableText,
    check_name,
    text_factory,
)

_T = TypeVar("_T")

_SQLITE_HEADER = b"SQLite format 3\x00"
_log = logging.getLogger(__name__)

#: How long a write waits for another program's lock once the store is open (opening
#: itself never waits: it refuses at once with a clear message).
_BUSY_MS = 250


def _utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class PlayerProfile:
    id: int
    name: str
    colour: str | None


class Store:
    """The app's saved games, attempts and players in one SQLite file.

    Open it with :meth:`open`; one instance per file at a time (a second one,
    in this process or another, is refused).
    """

    def __init__(
        self, db: sqlite3.Connection, path: Path, lock: DatabaseLock, clock: Clock
    ) -> None:
        self._database = Database(db, path, clock)
        self.path = path
        self._lock = lock
        self._clock = clock

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, clock: Clock | None = None) -> Store:
        """Open (creating or migrating) the database at ``path``. Raises StoreError."""
        p = Path(path)
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise errors.from_os_error(exc, p) from None
        _check_header(p)
        _check_access(p)
        lock = lock_database(p)
        try:
            db = _connect(p)
        except BaseException:
            lock.release()
            raise
        store = cls(db, p, lock, clock or _utc_now)
        if store._holds_anything():
            backups.make_daily_backup(store._database, now=store._clock())
        return store

    def _holds_anything(self) -> bool:
        try:
            return bool(
                self.db.execute(
                    "SELECT EXISTS (SELECT 1 FROM games) OR EXISTS (SELECT 1 FROM players)"
                ).fetchone()[0]
            )
        except sqlite3.Error:
            return False

    def close(self) -> None:
        if not self._database.closed:
            try:
                self._database.close()
            finally:
                self._lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, for read-only queries (statistics)."""
        return self._database.db

    def now(self) -> str:
        return self._database.now()

    # ------------------------------------------------------------------ players

    def add_player(self, name: str, colour: str | None = None) -> PlayerProfile:
        check_name(name)
        _check_colour(colour)
        with self._database.write() as db:
            self._check_free_name(db, name, None)
            cur = db.execute(
                "INSERT INTO players (name, colour, created_at, uid) VALUES (?, ?, ?, ?)",
                (name, colour, self.now(), str(uuid.uuid4())),
            )
            assert cur.lastrowid is not None
            return PlayerProfile(cur.lastrowid, name, colour)

    def rename_player(self, player_id: int, new_name: str) -> None:
        check_name(new_name)
        with self._database.write() as db:
            self._check_free_name(db, new_name, player_id)
            if (
                db.execute(
                    "UPDATE players SET name = ? WHERE id = ?", (new_name, player_id)
                ).rowcount
                != 1
            ):
                raise StoreError(f"There is no player with id {player_id}.")

    def set_player_colour(self, player_id: int, colour: str | None) -> None:
        _check_colour(colour)
        with self._database.write() as db:
            if (
                db.execute(
                    "UPDATE players SET colour = ? WHERE id = ?", (colour, player_id)
                ).rowcount
                != 1
            ):
                raise StoreError(f"There is no player with id {player_id}.")

    def players(self) -> list[PlayerProfile]:
        """Every player who can be read. One damaged row never hides the others (which
        would stop every new game): a player without a readable id or name is left out,
        a colour of the wrong kind reads as none."""
        rows = self._database.read("SELECT id, name, colour FROM players ORDER BY id")
        out = []
        for player_id, name, colour in rows:
            if not isinstance(colour, str) or isinstance(colour, UnreadableText):
                colour = None
            try:
                out.append(_profile((player_id, name, colour)))
            except DATA_ERRORS as exc:
                _log.warning("player %r cannot be read: %s", player_id, short(exc))
        return out

    def player(self, player_id: int) -> PlayerProfile:
        rows = self._database.read(
            "SELECT id, name, colour FROM players WHERE id = ?", (player_id,)
        )
        if not rows:
            raise StoreError(f"There is no player with id {player_id}.")
        with self._database.reading("a player"):
            return _profile(rows[0])

    @staticmethod
    def _check_free_name(db: sqlite3.Connection, name: str, player_id: int | None) -> None:
        row = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row is not None and row[0] != player_id:
            raise StoreError("There is already a player with that name.")

    # -------------------------------------------------------------------- games

    def create_game(
        self,
        setup: Setup,
        player_ids: Sequence[int],
        board: Mapping[str, str] | None = None,
    ) -> StoredGame:
        """Start and store a new game (SetupError for a set-up the rules cannot play)."""
        return saved_games.create_game(self._database, setup, player_ids, board)

    def open_game(self, game_id: int) -> StoredGame:
        """The game exactly as it was left: state and undo/redo history."""
        return saved_games.open_game(self._database, game_id)

    def games(self, finished: bool | None = None) -> list[GameSummary]:
        """Saved games, the most recently played first.

        One damaged row never hides the others: a game with unreadable facts is listed
        with stand-ins and ``damaged=True``; a game whose set-up cannot be read is left
        out, and :meth:`damaged_games` names it.
        """
        return saved_games.summaries(self._database, finished)[0]

    def damaged_games(self) -> list[int]:
        """The ids of saved games that cannot be listed (left out of :meth:`games`)."""
        return saved_games.summaries(self._database, None)[1]

    def running_game_id(self) -> int | None:
        """The unfinished game played last (to offer after a crash).

        "Last" is the order in which games were stored, not the clock: a clock set back
        (or put right) does not make an older game look newer. A game that cannot be
        read is not offered.
        """
        return saved_games.running_game_id(self._database)

    def delete_game(self, game_id: int) -> None:
        saved_games.delete_game(self._database, game_id)

    # -------------------------------------------------------------------- board

    def board_texts(self) -> dict[str, str] | None:
        rows = self._database.read("SELECT value FROM settings WHERE key = 'board'")
        if not rows:
            return None
        with self._database.reading("the corrected board data"):
            texts = json_cell(rows[0][0])
            if not isinstance(texts, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in texts.items()
            ):
                raise TypeError("the board data is not a set of texts")
            return dict(texts)

    def save_board(self, texts: Mapping[str, str]) -> None:
        """Keep the user's corrected board data (checked first: CatalogueError says what is wrong)."""
        parse_catalogue(texts)
        with self._database.write() as db:
            db.execute(
                "INSERT OR REPLACE INTO settings (key, value) VALUES ('board', ?)",
                (json.dumps(dict(texts), ensure_ascii=False),),
            )

    def reset_board(self) -> None:
        with self._database.write() as db:
            db.execute("DELETE FROM settings WHERE key = 'board'")

    # --------------------------------------------------------------- statistics

    def card_stats(self, f: StatsFilter | None = None) -> list[stats.CardStats]:
        """Per player and card: attempts, mastered and first-attempt rates, mean attempts."""
        return self._stats(stats.card_stats, f)

    def sessions(self, f: StatsFilter | None = None) -> list[stats.SessionStats]:
        return self._stats(stats.sessions, f)

    def training_log(self, f: StatsFilter | None = None) -> list[stats.TrainingSession]:
        """Solo trainings with their results, read from the game rows (fast for long logs)."""
        return self._stats(stats.training_log, f)

    def session_attempts(self, game_id: int) -> list[stats.AttemptDetail]:
        """Every attempt of one game, in order."""
        with self._database.reading("the statistics"):
            return stats.session_attempts(self.db, game_id)

    def personal_bests(self, player_id: int, f: StatsFilter | None = None) -> stats.PersonalBests:
        with self._database.reading("the statistics"):
            return stats.personal_bests(self.db, player_id, f)

    def team_progress(self, f: StatsFilter | None = None) -> list[stats.TeamProgress]:
        return self._stats(stats.team_progress, f)

    def race_history(self, f: StatsFilter | None = None) -> stats.RaceHistory:
        return self._stats(stats.race_history, f)

    def _stats(
        self, query: Callable[[sqlite3.Connection, StatsFilter | None], _T], f: StatsFilter | None
    ) -> _T:
        with self._database.reading("the statistics"):
            return query(self.db, f)

    # ------------------------------------------------------- export and import

    def export_game(self, game_id: int) -> dict[str, Any]:
        """One game and its players as versioned JSON data (StoreError if it cannot be read)."""
        return exchange.export_game(self._database, game_id)

    def export_everything(self) -> exchange.ExportResult:
        """Every player and game (and the corrected board data) that can be read, as
        versioned JSON data that always loads again, and what had to be left out, named.
        Raises StoreError only when nothing can be read."""
        return exchange.export_everything(self._database)

    def export_all(self) -> dict[str, Any]:
        """Every player and game as versioned JSON data, all or nothing: StoreError
        (kind "damaged") naming what cannot be read. :meth:`export_everything` saves the rest."""
        return exchange.export_all(self._database)

    def export_attempts_csv(self, f: StatsFilter | None = None) -> str:
        return exchange.export_attempts_csv(self._database, f)

    def import_data(self, data: Any) -> exchange.ImportReport:
        """Check every record first, then store it all at once; StoreError says what is wrong."""
        return exchange.import_data(self._database, data)

    def import_json(self, text: str) -> exchange.ImportReport:
        return exchange.import_json(self._database, text)


# ---------------------------------------------------------------------- helpers


def _check_colour(colour: object) -> None:
    if colour is not None and not isinstance(colour, str):
        raise StoreError("A colour must be text.")


def _check_header(path: Path) -> None:
    """Refuse a file that is not an SQLite database before SQLite touches it."""
    if not path.exists():
        return
    if not path.is_file():
        raise StoreError(f"{path} is not a file. Choose another folder for the app's data.")
    try:
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    if not head:
        return  # an empty file holds nothing to lose: it becomes a new database
    if not head.startswith(_SQLITE_HEADER):
        if _SQLITE_HEADER.startswith(head):
            raise errors.corrupt(path, "the file is cut short")
        raise StoreError(
            f"{path} is not a Blocky Mountains database (it is not an SQLite file). "
            "The file was left as it is; choose another file or folder.",
            kind="not_database",
            path=path,
        )
    if len(head) < 100:
        raise errors.corrupt(path, "the file is cut short")


def _profile(row: Sequence[Any]) -> PlayerProfile:
    player_id, name, colour = row
    if not isinstance(player_id, int) or not isinstance(name, str):
        raise TypeError("a player's id or name is of the wrong kind")
    if colour is not None and not isinstance(colour, str):
        raise TypeError("a player's colour is not text")
    return PlayerProfile(player_id, name, colour)


def _not_writable(path: Path) -> StoreError:
    """Why ``path`` (which exists) cannot be written: its read-only mark, or its owner."""
    getuid = getattr(os, "getuid", None)
    try:
        owner = path.stat().st_uid
    except OSError:
        owner = None
    if getuid is None or owner == getuid():
        return errors.read_only_file(path)
    return errors.no_permission(path)


def _check_access(path: Path) -> None:
    """Refuse, with the real reason, a database the app could read but not save in."""
    folder = path.parent
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".blocky-probe-"):
            pass
    except OSError as exc:
        if exc.errno == errno.EROFS:
            raise errors.read_only(folder) from None
        if exc.errno in (errno.EACCES, errno.EPERM):
            raise errors.no_permission(folder) from None
        raise errors.from_os_error(exc, path) from None
    for suffix in ("", "-wal", "-shm", "-journal"):
        part = Path(f"{path}{suffix}")
        if part.exists() and not os.access(part, os.W_OK):
            raise _not_writable(part)


def _raw_header(path: Path) -> bytes:
    try:
        with path.open("rb") as f:
            return f.read(100)
    except OSError:
        return b""


def _inspect(path: Path, *, after_rollback: bool = False) -> int:
    """Check the file read-only before anything is written; returns its schema version.

    Every refusal (another program's file, a newer version, damage) happens here, before
    the app writes a byte to the file. A hot journal (the last save of a program that
    stopped half-way) is first rolled back by SQLite, as any SQLite program would, but
    only in a file whose header says it is this app's.
    """
    if not path.exists() or path.stat().st_size == 0:
        return 0
    try:
        db = backups.read_only_connection(path)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    try:
        version = user_version(db)
        app_id = int(db.execute("PRAGMA application_id").fetchone()[0])
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app_id not in (0, APPLICATION_ID) or (app_id == 0 and tables):
            raise StoreError(
                f"{path} is a database of another program, not of Blocky Mountains. "
                "The file was left as it is; choose another file or folder.",
                kind="other_program",
                path=path,
            )
        if version < 0 or (app_id == 0 and version != 0):
            raise errors.corrupt(path, f"its data version {version} makes no sense")
        if app_id == APPLICATION_ID and version == 0:
            raise errors.corrupt(path, "its data version is missing")
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"{path} was saved by a newer version of the app (data version {version}; "
                f"this app knows up to {SCHEMA_VERSION}). Please update the app. "
                "The file was left as it is.",
                kind="newer",
                path=path,
                version=version,
                known=SCHEMA_VERSION,
            )
        # integrity_check, not quick_check: only it compares every index with its table,
        # and damage there would show up later as wrong statistics or a failed write.
        problems = [r[0] for r in db.execute("PRAGMA integrity_check(1)").fetchall()]
        if problems != ["ok"]:
            raise errors.corrupt(path, str(problems[0])[:200])
        if version and layout(db) != expected_layout(version):
            raise errors.corrupt(path, f"its tables are not those of data version {version}")
        return version
    except sqlite3.Error as exc:
        code = getattr(exc, "sqlite_errorcode", None)
        if code == errors._SQLITE_READONLY_ROLLBACK and not after_rollback:
            db.close()
            _roll_back_hot_journal(path)
            return _inspect(path, after_rollback=True)
        raise errors.from_sqlite(exc, path) from None
    except UnicodeDecodeError as exc:
        raise errors.from_sqlite(exc, path) from None
    finally:
        db.close()


def _roll_back_hot_journal(path: Path) -> None:
    head = _raw_header(path)
    if len(head) < 100 or int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        # Not known to be ours: finishing another program's save is not ours to do.
        raise errors.hot_journal(path, path.parent)
    _check_roll_back_on_a_copy(path)
    _play_back_journal(path)


def _check_roll_back_on_a_copy(path: Path) -> None:
    """Finish the half-done save on a copy of the file and its journal, and check the copy.

    A damaged journal played back would write its rubbish into the file itself, which is
    then refused as damaged: changed after all. So the file is only touched once a copy,
    rolled back the same way, passes every check of :func:`_inspect`.
    """
    journal = Path(f"{path}-journal")
    try:
        with tempfile.TemporaryDirectory(dir=path.parent, prefix=".blocky-rollback-") as tmp:
            copy = Path(tmp) / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(journal, Path(f"{copy}-journal"))
            _play_back_journal(copy)
            try:
                _inspect(copy, after_rollback=True)
            except StoreError as exc:
                raise _as_of(exc, copy, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None


def _as_of(exc: StoreError, copy: Path, path: Path) -> StoreError:
    """The refusal of the checked copy, said of the real file."""
    params = {k: (path if v == copy else v) for k, v in exc.params.items()}
    if exc.kind == "damaged":
        return errors.corrupt(path, str(params.get("detail", "")))
    message = str(exc).replace(str(copy), str(path))
    return StoreError(message, kind=exc.kind, **params)


def _play_back_journal(path: Path) -> None:
    """Let SQLite roll back the hot journal beside ``path`` (which it does on first read)."""
    try:
        db = sqlite3.connect(path, timeout=0)
        try:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            db.close()
    except sqlite3.Error as exc:
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        if primary in (errors._SQLITE_BUSY, errors._SQLITE_LOCKED):
            raise errors.locked_by_other_program(path) from None
        raise errors.hot_journal(path, path.parent) from None
    except UnicodeDecodeError as exc:
        raise errors.from_sqlite(exc, path) from None


def _connect(path: Path) -> sqlite3.Connection:
    version = _inspect(path)
    if 0 < version < SCHEMA_VERSION:
        _backup(path, version)
    try:
        # No waiting at open: another program's lock is reported at once.
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=True, timeout=0)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    db.text_factory = text_factory
    try:
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        # Migrating first, in the file's own journal mode: a migration that fails is rolled
        # back and leaves a rollback-journal file byte for byte as it was; only a file the
        # app goes on to use is switched to WAL.
        migrate(db)
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise StoreError(f"The app cannot keep a journal for {path} (journal mode {mode}).")
        db.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        db.close()
        raise errors.from_sqlite(exc, path) from None
    except DATA_ERRORS as exc:
        db.close()
        raise errors.corrupt(path, f"a saved game cannot be replayed: {short(exc)}") from None
    except BaseException:
        db.close()
        raise
    return db


def _backup(path: Path, version: int) -> None:
    """Copy the file aside before migrating it, never replacing an earlier copy.

    The copy is written under a temporary name, checked, flushed and only then
    renamed, so a ``.bak`` file is never half-written.
    """
    n = 0
    while True:
        target = path.with_name(f"{path.name}.v{version}{'' if n == 0 else f'-{n}'}.bak")
        if not target.exists():
            break
        n += 1
    try:
        src = backups.read_only_connection(path)
        try:
            backups.write_copy(src, target)
        finally:
            src.close()
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
