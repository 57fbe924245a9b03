"""The one error the store raises, with a message a person at the table can act on."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

# SQLite primary result codes (the low byte of the extended code).
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_NOTADB = 26
_SQLITE_READONLY_ROLLBACK = _SQLITE_READONLY | (3 << 8)


class StoreError(Exception):
    """Something the store cannot do, said plainly. Nothing stored was lost or changed.

    ``str()`` is the English sentence. ``kind`` names the problem for a program ("newer",
    "damaged", "not_database", "other_program", "read_only", "read_only_file",
    "no_permission", "hot_journal", "locked_by_other_program", "disk_full", "open_elsewhere",
    "backup_unusable", "cannot_use", "unusable", "board_unusable"; "" when only the sentence says it) and
    ``params`` holds the values in it, so the app can say the same in the player's language
    without parsing English. A "damaged" error's ``params["backups"]`` is the number of
    backups there are to restore.
    """

    def __init__(self, message: str = "", *, kind: str = "", **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.params: dict[str, object] = params


def disk_full(path: Path) -> StoreError:
    return StoreError(
        f"The disk holding {path} is full, so the last step could not be saved. "
        "Everything saved before it is safe. Free some space and try again.",
        kind="disk_full",
        path=path,
    )


def read_only(folder: Path) -> StoreError:
    """The disk or folder itself cannot be written (a read-only mount, a locked card)."""
    return StoreError(
        f"The app cannot save in the folder {folder}: it is read-only. "
        "Choose another folder for the app's data, or make this one writable.",
        kind="read_only",
        path=folder,
    )


def read_only_file(path: Path) -> StoreError:
    return StoreError(
        f"The file {path} is marked read-only, so the app cannot save your games in it. "
        "Remove the read-only mark in the file's properties, or choose another folder.",
        kind="read_only_file",
        path=path,
    )


def no_permission(path: Path) -> StoreError:
    return StoreError(
        f"The app is not allowed to change {path}: it belongs to another user or its "
        "permissions forbid it. Give your user the right to change it, or choose another "
        "folder for the app's data.",
        kind="no_permission",
        path=path,
    )


def hot_journal(path: Path, folder: Path) -> StoreError:
    return StoreError(
        f"The saved games in {path} were being saved when the app or the computer stopped, "
        f"and that last save can only be finished where the app may write; {folder} is not "
        "such a place. Make it writable, or copy the file together with the "
        "'-journal' file beside it to a writable folder, and open it again. "
        "The file was left as it is.",
        kind="hot_journal",
        path=path,
        folder=folder,
    )


def locked_by_other_program(path: Path) -> StoreError:
    return StoreError(
        f"Another program is using {path} right now (it holds a lock on it). "
        "Close that program, then open the app again. The file was left as it is.",
        kind="locked_by_other_program",
        path=path,
    )


def corrupt(path: Path, detail: str = "") -> StoreError:
    extra = f" ({detail})" if detail else ""
    count = _backups_of(path)
    advice = (
        f"Backups you can restore: {count}. Restore one, or move the file away to start afresh."
        if count
        else "There is no backup of it to restore; move the file away to start afresh."
    )
    return StoreError(
        f"The saved games in {path} are damaged{extra}. The file was left as it is. {advice}",
        kind="damaged",
        path=path,
        detail=detail,
        backups=count,
    )


def _backups_of(path: Path) -> int:
    # Loaded only when a file is found damaged: the first look at the saved games, before
    # the window's first paint, loads this module but never needs it.
    from blocky.store.backup_files import list_backups

    try:
        return len(list_backups(path))
    except Exception:  # counting is a courtesy; the error itself must still be raised
        return 0


def from_os_error(exc: OSError, path: Path) -> StoreError:
    if exc.errno == errno.EROFS:
        return read_only(path.parent)
    if exc.errno in (errno.EACCES, errno.EPERM):
        where = Path(exc.filename) if isinstance(exc.filename, str) else path
        return no_permission(where)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return disk_full(path)
    return StoreError(
        f"The app cannot use {path}: {exc.strerror or exc}.",
        kind="cannot_use",
        path=path,
        detail=exc.strerror or str(exc),
    )


def from_sqlite(exc: sqlite3.Error | UnicodeDecodeError, path: Path) -> StoreError:
    """Translate an SQLite failure into words, by its result code.

    A damaged file can make SQLite's own message invalid UTF-8, which Python reports as
    UnicodeDecodeError instead: that file is damaged.
    """
    if isinstance(exc, UnicodeDecodeError):
        return corrupt(path, "unreadable text")
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    # By the result code first: a damaged schema's text may quote any word ("FULL").
    if primary == _SQLITE_CORRUPT:
        return corrupt(path)
    if primary == _SQLITE_FULL or (primary is None and "disk is full" in text):
        return disk_full(path)
    if primary == _SQLITE_NOTADB or "not a database" in text:
        return StoreError(
            f"{path} is not a Blocky Mountains database. The file was left as it is; "
            "choose another file or folder.",
            kind="not_database",
            path=path,
        )
    if "malformed" in text or "could not decode" in text:
        return corrupt(path)
    if "unsupported file format" in text:  # a header byte SQLite does not know: damage
        return corrupt(path, "unsupported file format")
    if code == _SQLITE_READONLY_ROLLBACK:
        return hot_journal(path, path.parent)
    if primary == _SQLITE_READONLY or "readonly" in text:
        return read_only(path.parent)
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED):
        # The app's own second window is refused by its lock before SQLite is asked.
        return locked_by_other_program(path)
    if primary in (_SQLITE_CANTOPEN, _SQLITE_IOERR):
        return StoreError(
            f"The app cannot read or write {path} ({exc}).",
            kind="cannot_use",
            path=path,
            detail=exc,
        )
    return StoreError(
        f"The saved games in {path} could not be used: {exc}.",
        kind="unusable",
        path=path,
        detail=exc,
    )
