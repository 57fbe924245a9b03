"""The open SQLite connection of a store and the one way to write to it.

Every part of the store (players, games, settings, exchange, backups) reads and writes
through a :class:`Database`, never through :class:`blocky.store.Store`, so none of
them imports the store and the store only puts them together.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

from blocky.store import errors
from blocky.store.errors import StoreError
from blocky.store.values import UnreadableText, format_time, local_day_of, parse_time

Clock = Callable[[], datetime]

#: What reading a damaged row can raise besides sqlite3.Error: bad JSON, bad records,
#: wrong types, numbers too big, text that is not UTF-8.
DATA_ERRORS: tuple[type[Exception], ...] = (
    ValueError,  # JSON, RecordError, UnicodeDecodeError, int() of text
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
)


class Database:
    """One open connection, the file it belongs to and the clock that dates changes.

    A commit is stored when :meth:`write` returns, and on the disk too unless the disk
    stalls: its :attr:`flusher` flushes it on a thread of its own, and the commit waits
    for that only a few milliseconds (see :mod:`blocky.store.flushing`).
    """

    def __init__(
        self, db: sqlite3.Connection, path: Path, clock: Clock, zone: tzinfo | None = None
    ) -> None:
        self._db: sqlite3.Connection | None = db
        self.path = path
        self.clock = clock
        #: The players' time zone, which cuts their days (None: the computer's own zone).
        self.zone = zone
        # Imported here: listing the saved games at start-up reads without a Database.
        from blocky.store.flushing import Flusher

        self.flusher = Flusher(path)
        self._flushed_here = False

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, for read-only queries (statistics)."""
        if self._db is None:
            raise StoreError("The saved games are closed.")
        return self._db

    @property
    def closed(self) -> bool:
        return self._db is None

    def close(self) -> None:
        """Flush what is committed and close (the last connection to close checkpoints
        whatever the flusher left)."""
        db, self._db = self._db, None
        if db is not None:
            try:
                self.flusher.close()
            finally:
                db.close()

    def now(self) -> str:
        return format_time(self.clock())

    def local_day(self, stored_time: str) -> str | None:
        """The players' calendar day of a stored time, in their zone as it is now."""
        return local_day_of(stored_time, self.zone)

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it is stored, or none of it."""
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise errors.from_sqlite(exc, self.path) from None
        try:
            yield db
            db.execute("COMMIT")
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            rollback(db)
            raise errors.from_sqlite(exc, self.path) from None
        except BaseException:
            rollback(db)
            raise
        self._flush()

    def _flush(self) -> None:
        """Have the commit just made put on the disk, by the flusher (waiting for it a few
        milliseconds) or, when it gave up, here, as every commit from then on."""
        if not self.flusher.failed:
            self.flusher.after_commit()
        if not self.flusher.failed:
            return
        if not self._flushed_here:
            self._flushed_here = True
            try:
                self.db.execute("PRAGMA synchronous = FULL")
                self.db.execute("PRAGMA wal_autocheckpoint = 1000")  # SQLite's own
                self.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
            except sqlite3.Error:
                pass  # the next write reports what is wrong with the file

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        try:
            return self.db.execute(sql, params).fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise errors.from_sqlite(exc, self.path) from None

    def read_cursor(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        try:
            return self.db.execute(sql, params)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise errors.from_sqlite(exc, self.path) from None

    @contextmanager
    def reading(self, what: str) -> Iterator[None]:
        """Turn what a damaged row raises while it is read into StoreError ("damaged")."""
        try:
            yield
        except StoreError:
            raise
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise errors.from_sqlite(exc, self.path) from None
        except DATA_ERRORS as exc:
            raise errors.corrupt(self.path, f"{what} cannot be read: {short(exc)}") from None


def rollback(db: sqlite3.Connection) -> None:
    try:
        if db.in_transaction:
            db.execute("ROLLBACK")
    except sqlite3.Error:
        pass  # the connection already dropped the transaction; nothing was committed


def short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 200 else text[:200] + "…"


def json_cell(text: object) -> Any:
    """A stored JSON cell; ValueError/TypeError when the cell is not JSON text."""
    if isinstance(text, UnreadableText):
        raise ValueError("a JSON cell is not UTF-8 text")
    if not isinstance(text, str):
        raise TypeError(f"a JSON cell holds {type(text).__name__}, not text")
    return json.loads(text)


def int_cell(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"a number cell holds {type(value).__name__}")
    return value


def time_cell(text: object) -> datetime:
    if not isinstance(text, str) or isinstance(text, UnreadableText):
        raise TypeError("a time cell is not text")
    moment = parse_time(text)
    if moment.tzinfo is None:
        raise ValueError(f"the time {text[:40]!r} has no time zone")
    return moment


def read_only_connection(path: Path) -> sqlite3.Connection:
    """A connection that reads ``path`` and never writes a byte, beside it either.

    SQLite opens -wal and -shm files even for reading a WAL database; when there is no
    -wal or -journal file, the database file alone is the whole truth and is opened
    ``immutable``, so reading (or refusing) it leaves the folder exactly as it was.
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    if not any(Path(f"{path}{s}").exists() for s in ("-wal", "-journal")):
        uri += "&immutable=1"
    return sqlite3.connect(uri, uri=True, timeout=0)
