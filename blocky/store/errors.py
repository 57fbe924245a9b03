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


class StoreError(Exception):
    """Something the store cannot do, said plainly. Nothing stored was lost or changed.

    ``str()`` is the English sentence. ``kind`` names the problem for a program ("newer",
    "damaged", "not_database", "other_program", "read_only", "disk_full", "open_elsewhere",
    "busy", "cannot_use", "unusable"; "" when only the sentence says it) and ``params`` holds the values in it, so
    the app can say the same in the player's language without parsing English.
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
    return StoreError(
        f"The app cannot save in the folder {folder}: it is read-only. "
        "Choose another folder for the app's data, or make this one writable.",
        kind="read_only",
        path=folder,
    )


def corrupt(path: Path, detail: str = "") -> StoreError:
    extra = f" ({detail})" if detail else ""
    return StoreError(
        f"The saved games in {path} are damaged{extra}. The file was left as it is; "
        "restore it from a backup, or move it away to start afresh.",
        kind="damaged",
        path=path,
        detail=detail,
    )


def from_os_error(exc: OSError, path: Path) -> StoreError:
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return read_only(path.parent)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return disk_full(path)
    return StoreError(
        f"The app cannot use {path}: {exc.strerror or exc}.",
        kind="cannot_use",
        path=path,
        detail=exc.strerror or str(exc),
    )


def from_sqlite(exc: sqlite3.Error, path: Path) -> StoreError:
    """Translate an SQLite failure into words, by its result code."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    if primary == _SQLITE_FULL or "full" in text:
        return disk_full(path)
    if primary == _SQLITE_NOTADB or "not a database" in text:
        return StoreError(
            f"{path} is not a Blocky Mountains database. The file was left as it is; "
            "choose another file or folder.",
            kind="not_database",
            path=path,
        )
    if primary == _SQLITE_CORRUPT or "malformed" in text:
        return corrupt(path)
    if primary == _SQLITE_READONLY or "readonly" in text:
        return read_only(path.parent)
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED):
        return StoreError(
            f"{path} is busy: it is already open in another window of the app.",
            kind="busy",
            path=path,
        )
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
