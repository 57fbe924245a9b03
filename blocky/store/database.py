"""The open SQLite connection of a store and the one way to write to it.

Every part of the store (players, games, settings, exchange, backups) reads and writes
through a :class:`Database`, never through :class:`blocky.store.Store`, so none of
them imports the store and the store only puts them together.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
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

    A commit is on the disk when :meth:`write` returns: the connection runs in WAL mode
    with ``synchronous = FULL``, so SQLite flushes the log to the disk inside each commit
    (blocky/store/opening.py), and the screen shows a change only after that.
    """

    def __init__(
        self, db: sqlite3.Connection, path: Path, clock: Clock, zone: tzinfo | None = None
    ) -> None:
        self._db: sqlite3.Connection | None = db
        self.path = path
        self.clock = clock
        #: The players' time zone, which cuts their days (None: the computer's own zone).
        self.zone = zone
        #: Set once the connection is closed (by :meth:`close`, maybe on a thread of its own).
        self.closed_event = threading.Event()
        #: How long the last commit of :meth:`write` took (seconds): SQLite writing the log
        #: and waiting for the disk. Read by the benchmarks, which time a click's commit
        #: without a callback on every statement.
        self.last_commit_seconds = 0.0

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, for read-only queries (statistics)."""
        if self._db is None:
            raise StoreError("The saved games are closed.")
        return self._db

    @property
    def closed(self) -> bool:
        return self._db is None

    def close(
        self,
        wait: float | None = None,
        closed_whole: Callable[[], None] | None = None,
        first: Callable[[], object] | None = None,
    ) -> bool:
        """Close the connection; SQLite copies the log into the database file as it does
        (a checkpoint, which waits for the disk). Every commit is on the disk already, so
        a disk that stalls now holds up only that copy: with ``wait`` (seconds) the close
        runs on a thread of its own and this returns after at most ``wait``, False when it
        has not finished by then (:attr:`closed_event` is set when it does; the next open
        finishes the copy if the app ends first). ``first`` is waited for before the
        connection closes (within the same ``wait``); ``closed_whole`` is called once the
        connection has closed without an error, before :attr:`closed_event` is set."""
        db, self._db = self._db, None
        if db is None:
            return self.closed_event.is_set() or wait is None or self.closed_event.wait(wait)
        if wait is None:
            try:
                if first is not None:
                    first()
                db.close()
                if closed_whole is not None:
                    closed_whole()
            finally:
                self.closed_event.set()
            return True

        def closing() -> None:
            try:
                if first is not None:
                    first()
                db.close()
                if closed_whole is not None:
                    closed_whole()
            except sqlite3.Error:
                pass  # what was committed is on the disk; the next open checks the file
            finally:
                self.closed_event.set()

        threading.Thread(target=closing, name="blocky-store-close", daemon=True).start()
        return self.closed_event.wait(wait)

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
            started = time.perf_counter()
            db.execute("COMMIT")
            self.last_commit_seconds = time.perf_counter() - started
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            rollback(db)
            raise errors.from_sqlite(exc, self.path) from None
        except BaseException:
            rollback(db)
            raise

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
    uri = f"{file_uri(path.resolve())}?mode=ro"
    if not any(Path(f"{path}{s}").exists() for s in ("-wal", "-journal")):
        uri += "&immutable=1"
    return sqlite3.connect(uri, uri=True, timeout=0)


#: The bytes a file URI keeps as they are (those of ``urllib.parse.quote_from_bytes``).
_URI_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/")


def file_uri(path: Path) -> str:
    """The ``file:`` URI of an absolute ``path``, as :meth:`Path.as_uri` writes it, without
    loading urllib (about 3 ms of the first look at the saved games, blocky/store/peek.py)."""
    if not path.is_absolute():
        raise ValueError("relative path can't be expressed as a file URI")
    drive = path.drive
    if len(drive) == 2 and drive[1] == ":":
        prefix, rest = "file:///" + drive, path.as_posix()[2:]
    elif drive:
        prefix, rest = "file:", path.as_posix()
    else:
        prefix, rest = "file://", str(path)
    return prefix + "".join(
        chr(b) if b in _URI_SAFE else f"%{b:02X}" for b in os.fsencode(rest)
    )
