"""Opening the store's file safely: its header, its access rights, a journal left by a
crash, the schema version (migrated after a backup) and its layout, before anything is
read. Locking is in lock.py, backups in backups.py.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from blocky.core.storage import Progress
from blocky.store import backups, errors
from blocky.store.checked import forget_checked, left_as_checked
from blocky.store.database import DATA_ERRORS, read_only_connection, short
from blocky.store.errors import StoreError
from blocky.store.schema import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    expected_layout,
    layout,
    migrate,
    user_version,
)
from blocky.store.values import (
    text_factory,
)

_SQLITE_HEADER = b"SQLite format 3\x00"

#: How long a write waits for another program's lock once the store is open (opening
#: itself never waits: it refuses at once with a clear message).
_BUSY_MS = 250


def check_header(path: Path) -> None:
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


def check_access(path: Path) -> None:
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
        db = read_only_connection(path)
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
        # and damage there would show up later as wrong statistics or a failed write. It
        # reads the whole file (some 4 s for ten years of daily training), so a file that
        # is exactly as the app left it when it last closed it whole, checked then, is not
        # read again (every other file is: a crash, a copy, another program's write).
        if not left_as_checked(path):
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


def connect(path: Path, progress: Progress | None = None) -> sqlite3.Connection:
    version = _inspect(path)
    # From now on the app writes the file: no stamp until it has closed it whole again.
    forget_checked(path)
    if 0 < version < SCHEMA_VERSION:
        _backup(path, version)
    try:
        # No waiting at open: another program's lock is reported at once. The connection
        # is used by one thread at a time: the app's, and at quitting the one that closes
        # it (Database.close), so it may be closed from another thread.
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=0)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    db.text_factory = text_factory
    try:
        # Every commit waits for the disk, a migration's and, in WAL mode, each action's:
        # SQLite flushes the log inside the commit, so what the screen shows is on the disk.
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        # Migrating first, in the file's own journal mode: a migration that fails is rolled
        # back and leaves a rollback-journal file byte for byte as it was; only a file the
        # app goes on to use is switched to WAL.
        migrate(db, progress=progress)
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
        src = read_only_connection(path)
        try:
            backups.write_copy(src, target)
        finally:
            src.close()
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
