"""Copies of the database to go back to: a few daily ones, and one before each migration.

Daily copies live in a ``backups`` folder beside the database, one per local day at most,
the newest :data:`DAILY_KEEP` kept: newest by the order they were made in (each name
carries its number), not by the date in the name alone, since the computer's clock may be
wrong, and never the copy just made. Restoring a copy keeps the file it replaces beside
the database as ``<name>.before-restore-<date>``, listed with the backups. Every copy is written with SQLite's backup API into a
temporary file, checked with ``PRAGMA integrity_check``, flushed to the disk and only then
renamed into place, so a copy that exists under its final name is whole.

>>> import tempfile, pathlib
>>> from blocky.store.store import Store
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> with Store.open(folder / "blocky.sqlite3") as store:
...     _ = store.add_player("Mia")
>>> list_backups(folder / "blocky.sqlite3")        # an empty file is not worth a copy
[]
>>> Store.open(folder / "blocky.sqlite3").close()  # opened again with a player in it
>>> [b.kind for b in list_backups(folder / "blocky.sqlite3")]
['daily']
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from blocky.store import errors
from blocky.store.backup_files import (
    STAMP,
    Backup,
    backup_folder,
    daily_name,
    list_backups,
    looks_like_sqlite,
)
from blocky.store.checked import forget_checked
from blocky.store.database import Database, file_uri, read_only_connection
from blocky.store.errors import StoreError
from blocky.store.lock import lock_database
from blocky.store.schema import APPLICATION_ID, SCHEMA_VERSION

__all__ = [
    "DAILY_KEEP",
    "Backup",
    "BackupContents",
    "DailyBackup",
    "backup_contents",
    "backup_folder",
    "list_backups",
    "make_daily_backup",
    "restore_backup",
    "start_daily_backup",
    "write_copy",
]

_log = logging.getLogger(__name__)

#: How many daily copies are kept.
DAILY_KEEP = 7
@dataclass(frozen=True)
class BackupContents:
    """What a copy holds: how many games, and when one was last played (None: none)."""

    games: int
    last_played: datetime | None


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no directory handles)."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


#: SQLite's primary result codes for a damaged file and for one that is no database.
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class DamagedCopy(sqlite3.DatabaseError):
    """The copy just written is not a whole database: what it was copied from is not."""


def _check_copy(path: Path) -> None:
    """Raise sqlite3.DatabaseError (DamagedCopy when the check finds damage) unless
    ``path`` is a whole database."""
    db = read_only_connection(path)
    try:
        problems = [r[0] for r in db.execute("PRAGMA integrity_check").fetchall()]
        if problems != ["ok"]:
            raise DamagedCopy(f"the copy is damaged: {problems[0]}")
    finally:
        db.close()


def write_copy(source: sqlite3.Connection, target: Path) -> None:
    """Copy the database ``source`` to ``target`` whole or not at all.

    The copy goes to a temporary name beside ``target``, is checked, flushed to the
    disk and renamed into place. ``target`` must not exist yet. Raises OSError or
    sqlite3.Error; nothing is left behind then.
    """
    temp = target.with_name(f".{target.name}.{uuid.uuid4().hex}.tmp")
    try:
        dst = sqlite3.connect(temp, timeout=0)
        try:
            source.backup(dst)
        finally:
            dst.close()
        _check_copy(temp)
        with temp.open("rb+") as f:
            os.fsync(f.fileno())
        if target.exists():
            raise FileExistsError(f"{target} already exists")
        os.replace(temp, target)
        _fsync_folder(target.parent)
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()
        for suffix in ("-journal", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                Path(f"{temp}{suffix}").unlink()


def make_daily_backup(
    source: Database | Path,
    *,
    now: datetime | None = None,
    keep: int = DAILY_KEEP,
) -> Backup | None:
    """Make today's copy of the database unless there is one for this local day already.

    ``source`` is an open store's Database (its connection is copied) or the path of a database no
    store has open. Keeps the newest ``keep`` daily copies. Never raises: a copy that
    cannot be made is logged and skipped, since it must never stop the app from opening.
    """
    try:
        return _make_daily_backup(source, now or datetime.now(UTC), keep)
    except Exception as exc:  # a backup failing must not stop anything else
        _log.warning("no daily backup made: %s", exc)
        return None


class DailyBackup:
    """Today's copy of a database the store has open, made on a thread of its own
    (:func:`start_daily_backup`): with years of history the copy and its check take
    seconds, and the games can be played meanwhile. It reads the file through a
    connection of its own, which sees the database as it was when the copy began (WAL:
    the store's writes go on beside it). :attr:`made` is the copy, once made."""

    def __init__(self, db_path: Path, now: datetime, keep: int) -> None:
        self.made: Backup | None = None
        #: The copy was found damaged, so the file it was read from is: the next open
        #: checks that file whole (blocky/store/checked.py), whatever its stamp said.
        self.found_damage = False
        # The copy is of the file as it is now, when the store has just opened it: the
        # reading begins here, and the copy on the thread reads what this reading sees.
        reading = _live_connection(db_path)
        try:
            reading.execute("BEGIN")
            reading.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except BaseException:
            reading.close()
            raise
        self._thread = threading.Thread(
            target=self._run,
            args=(reading, db_path, now, keep),
            name="blocky-daily-backup",
            daemon=True,
        )
        self._thread.start()

    def _run(self, reading: sqlite3.Connection, db_path: Path, now: datetime, keep: int) -> None:
        try:
            self.made = _make_daily_backup(db_path, now, keep, reading=reading)
        except sqlite3.DatabaseError as exc:
            if not _says_damaged(exc):
                _log.warning("no daily backup made: %s", exc)
                return
            self.found_damage = True
            _log.warning("no daily backup made, the games file looks damaged: %s", exc)
            with contextlib.suppress(StoreError):
                forget_checked(db_path)
        except Exception as exc:  # a backup failing must not stop anything else
            _log.warning("no daily backup made: %s", exc)
        finally:
            reading.close()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the copy is made (or given up), at most ``timeout`` seconds;
        whether it is over."""
        self._thread.join(timeout)
        return not self._thread.is_alive()


def _says_damaged(exc: sqlite3.DatabaseError) -> bool:
    """Whether SQLite, reading the file for its copy, or the copy's check, found damage."""
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(exc, DamagedCopy) or (
        isinstance(code, int) and code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    )


def start_daily_backup(
    db_path: Path, *, now: datetime | None = None, keep: int = DAILY_KEEP
) -> DailyBackup | None:
    """Start making today's copy of ``db_path``, which a store has open, unless there is
    one for this local day already (None then). Never raises."""
    try:
        if _made_today(db_path, now or datetime.now(UTC)):
            return None
        return DailyBackup(db_path, now or datetime.now(UTC), keep)
    except Exception as exc:
        _log.warning("no daily backup made: %s", exc)
        return None


def _made_today(db_path: Path, now: datetime) -> bool:
    return _made_on(now, [b for b in list_backups(db_path) if b.kind == "daily"])


def _made_on(now: datetime, daily: list[Backup]) -> bool:
    """Whether one of the ``daily`` copies was made on the local day of ``now``."""
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    today = now.astimezone().date()
    return any(b.made_at.astimezone().date() == today for b in daily)


def _live_connection(path: Path) -> sqlite3.Connection:
    """A connection that only reads ``path`` while the store has it open and writes it
    (never ``immutable``, which would read the file as if nobody wrote it), used by the
    thread that makes the copy."""
    return sqlite3.connect(
        f"{file_uri(path.resolve())}?mode=ro",
        uri=True,
        timeout=5,
        isolation_level=None,
        check_same_thread=False,
    )


def _remove_unfinished_copies(folder: Path, db_path: Path) -> None:
    """Copies an app that ended half-way through left under their temporary names (one app
    at a time has the file, so none is being written now)."""
    for left in folder.glob(f".{db_path.name}.daily-*.tmp*"):
        with contextlib.suppress(OSError):
            left.unlink()


def _make_daily_backup(
    source: Database | Path,
    now: datetime,
    keep: int,
    *,
    reading: sqlite3.Connection | None = None,
) -> Backup | None:
    if now.tzinfo is None:
        now = now.replace(tzinfo=UTC)
    db_path = Path(source) if isinstance(source, (str, os.PathLike)) else source.path
    existing = [b for b in list_backups(db_path) if b.kind == "daily"]
    if _made_on(now, existing):
        return None
    folder = backup_folder(db_path)
    folder.mkdir(exist_ok=True)
    number = max((b.number for b in existing), default=0) + 1
    target = folder / daily_name(db_path, now, number)
    n = 1
    while target.exists():
        target = folder / daily_name(db_path, now, number, n)
        n += 1
    _remove_unfinished_copies(folder, db_path)
    if reading is not None:
        write_copy(reading, target)
    elif isinstance(source, (str, os.PathLike)):
        src = read_only_connection(Path(source))
        try:
            write_copy(src, target)
        finally:
            src.close()
    else:
        write_copy(source.db, target)
    made = Backup(target, now.astimezone(UTC).replace(microsecond=0), "daily", number)
    # The newest by the order they were made in: with the clock behind, today's copy has
    # an older date than the last ones, and is still the newest. The one just made stays.
    others = [b for b in list_backups(db_path) if b.kind == "daily" and b.path != target]
    others.sort(key=lambda b: (b.number, b.made_at, b.path.name), reverse=True)
    for old in others[max(keep, 1) - 1 :]:
        with contextlib.suppress(OSError):
            old.path.unlink()
    return made


def backup_contents(backup: Backup) -> BackupContents | None:
    """How many games ``backup`` holds and when one was last played; None when the copy
    cannot be read (restoring it then says why)."""
    from blocky.store.values import parse_time

    try:
        db = read_only_connection(backup.path)
        try:
            count, last = db.execute("SELECT COUNT(*), MAX(updated_at) FROM games").fetchone()
        finally:
            db.close()
        return BackupContents(int(count), parse_time(last) if last is not None else None)
    except (sqlite3.Error, OSError, ValueError, TypeError, UnicodeDecodeError):
        return None


def _check_backup(backup: Backup) -> None:
    path = backup.path
    try:
        whole = looks_like_sqlite(path)
    except OSError as exc:
        raise _unusable(path, exc.strerror or str(exc)) from None
    if not whole:
        raise _unusable(path, "it is not a database")
    try:
        db = read_only_connection(path)
        try:
            problems = [r[0] for r in db.execute("PRAGMA integrity_check").fetchall()]
            app_id = int(db.execute("PRAGMA application_id").fetchone()[0])
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
        finally:
            db.close()
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise _unusable(path, str(exc)) from None
    if problems != ["ok"]:
        raise _unusable(path, "it is damaged")
    if app_id != APPLICATION_ID:
        raise _unusable(path, "it is not a copy of Blocky Mountains games")
    if not 0 < version <= SCHEMA_VERSION:
        raise _unusable(path, f"it was made by another version of the app (data version {version})")


def _unusable(path: Path, detail: str) -> StoreError:
    return StoreError(
        f"The backup {path} cannot be restored: {detail}. Nothing was changed; "
        "choose another backup.",
        kind="backup_unusable",
        path=path,
        detail=detail,
    )


def _aside_name(db_path: Path, at: datetime) -> Path:
    base = f"{db_path.name}.before-restore-{at.astimezone(UTC).strftime(STAMP)}Z"
    target = db_path.with_name(base)
    n = 1
    while any(Path(f"{target}{s}").exists() for s in ("", "-wal", "-shm")):
        target = db_path.with_name(f"{base}-{n}")
        n += 1
    return target


def restore_backup(db_path: Path, backup: Backup) -> Path | None:
    """Put ``backup`` in place of the database at ``db_path``.

    Call it while no store has the file open (the lock is held while restoring, so an
    open store makes it fail). The backup is checked first; the current file (with its
    -wal and -shm) is moved aside to ``<name>.before-restore-YYYYmmdd-HHMMSSZ``, whose path is
    returned (None when there was no file), and a checked copy of the backup is renamed
    into place. Raises StoreError on any problem, leaving everything as it was.
    """
    db_path = Path(db_path)
    _check_backup(backup)
    existed = db_path.exists()
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise errors.from_os_error(exc, db_path) from None
    lock = lock_database(db_path)  # creates an empty file when there was none
    restored = False
    try:
        real = db_path.resolve()
        incoming = real.with_name(f".{real.name}.restore-{uuid.uuid4().hex}")
        try:
            src = read_only_connection(backup.path)
            try:
                write_copy(src, incoming)
            finally:
                src.close()
        except (OSError, sqlite3.Error, UnicodeDecodeError) as exc:
            with contextlib.suppress(OSError):
                incoming.unlink()
            if isinstance(exc, OSError):
                raise errors.from_os_error(exc, db_path) from None
            raise _unusable(backup.path, str(exc)) from None
        aside = _aside_name(real, datetime.now(UTC))
        moved: list[tuple[Path, Path]] = []
        try:
            for suffix in ("", "-wal", "-shm"):
                current = Path(f"{real}{suffix}")
                # A file the lock itself created (there was none) is simply replaced.
                if current.exists() and (suffix or existed):
                    target = Path(f"{aside}{suffix}")
                    os.replace(current, target)
                    moved.append((target, current))
            os.replace(incoming, real)
            _fsync_folder(real.parent)
            # Another file than the one the stamp speaks of (which it would tell anyway).
            with contextlib.suppress(StoreError):
                forget_checked(db_path)
        except OSError as exc:
            for target, current in reversed(moved):
                with contextlib.suppress(OSError):
                    os.replace(target, current)
            with contextlib.suppress(OSError):
                incoming.unlink()
            raise errors.from_os_error(exc, db_path) from None
        restored = True
    finally:
        if not restored and not existed:
            with contextlib.suppress(OSError):
                db_path.unlink()  # as it was: no file
        lock.release()
    return aside if existed else None
