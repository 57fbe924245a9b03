"""One open store per database file, on every system, whatever name the file is reached by.

Two windows of the app on one file would each trust their own copy of a game, so the
second open is refused. SQLite's own locks do not help: they let two writers take turns.

The lock is taken with ``filelock`` (flock on Linux and macOS, LockFileEx on Windows),
on small lock files, never on the database itself: SQLite locks bytes of the database
file with POSIX record locks, which any other descriptor of the same file closing would
silently drop, and on Windows its mandatory byte-range locks would block our reads.

Two lock files are held while a store is open:

- one named after the file's identity (its device and inode, which every symlink and hard
  link of it shares) in a per-user folder of the system's temporary folder, so the same
  file reached by two names is still one file;
- one beside the file itself (``blocky.sqlite3.lock`` next to the resolved file), so the
  lock also holds when the file is replaced by a restored copy (a new inode) and for app
  versions that only knew that one.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from pathlib import Path

from filelock import BaseFileLock, FileLock, Timeout, UnixFileLock

from blocky.store import errors
from blocky.store.errors import StoreError

_log = logging.getLogger(__name__)


def lock_folder() -> Path:
    """Where the identity locks live: a folder of this user's in the temporary folder."""
    uid = getattr(os, "getuid", None)
    name = "blocky-mountains-locks" if uid is None else f"blocky-mountains-locks-{uid()}"
    return Path(tempfile.gettempdir()) / name


def identity(path: Path) -> tuple[int, int]:
    """The file's identity: the same for every symlink and hard link to it."""
    st = path.stat()
    return st.st_dev, st.st_ino


class DatabaseLock:
    """Held from :func:`lock_database` until :meth:`release`."""

    def __init__(self, path: Path, locks: list[BaseFileLock]) -> None:
        self.path = path
        self._locks = locks

    def release(self) -> None:
        while self._locks:
            lock = self._locks.pop()
            # Unix leaves lock files behind; removing one while still holding it is safe
            # (a waiter that then gets the removed file sees it is gone and starts afresh).
            if sys.platform != "win32" and lock.is_locked and isinstance(lock, UnixFileLock):
                with contextlib.suppress(OSError):
                    os.unlink(lock.lock_file)
            with contextlib.suppress(OSError):
                lock.release(force=True)

    def __enter__(self) -> DatabaseLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _open_elsewhere(path: Path) -> StoreError:
    return StoreError(
        f"The saved games in {path} are already open in another window of the app. "
        "Close that window first.",
        kind="open_elsewhere",
        path=path,
    )


def _try(lock: BaseFileLock) -> bool:
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return False
    return True


def lock_database(path: Path) -> DatabaseLock:
    """Lock the database at ``path`` for this store, or raise StoreError ("open_elsewhere").

    The file is created (empty) when it does not exist yet, so it has an identity.
    """
    try:
        if not path.exists():
            with open(path, "ab"):
                pass
        real = path.resolve(strict=True)
        dev, ino = identity(real)
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    held: list[BaseFileLock] = []
    done = DatabaseLock(path, held)
    try:
        beside = FileLock(real.with_name(real.name + ".lock"))
        try:
            ok = _try(beside)
        except OSError as exc:
            raise errors.from_os_error(exc, path) from None
        if not ok:
            raise _open_elsewhere(path)
        held.append(beside)
        by_identity = FileLock(lock_folder() / f"{dev:x}-{ino:x}.lock")
        try:
            if ino == 0:  # a file system without file numbers (FAT on some systems)
                raise OSError("the file system gives files no identity")
            lock_folder().mkdir(mode=0o700, exist_ok=True)
            ok = _try(by_identity)
        except OSError as exc:
            # The temporary folder is unusable: the lock beside the file still holds for
            # the file's own name; a second name of it is then not recognised.
            _log.warning("no identity lock for %s: %s", path, exc)
            ok = True
        else:
            if ok:
                held.append(by_identity)
        if not ok:
            raise _open_elsewhere(path)
    except BaseException:
        done.release()
        raise
    return done
