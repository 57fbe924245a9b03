"""Writing a file whole or not at all (an export, a chart)."""

from __future__ import annotations

import contextlib
import errno
import os
import uuid
from pathlib import Path

from blocky.store.errors import StoreError


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all.

    The text goes to a new file beside ``path``, is flushed to the disk, and then takes
    the place of ``path`` in one step (``os.replace``, on Windows too). On any failure
    (full disk, read-only disk, no permission) raises StoreError with ``kind``
    "disk_full", "read_only" or "cannot_use"; a file already at ``path`` is untouched
    and no temporary file is left behind.
    """
    path = Path(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise StoreError(
            f"{path} cannot be saved: the text holds characters that cannot be written.",
            kind="cannot_use",
            path=path,
            detail="characters that cannot be written",
        ) from None
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.tmp")
    created = False
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        fd = os.open(temp, flags, 0o666)
        created = True
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
        created = False
    except OSError as exc:
        raise _write_error(exc, path) from None
    finally:
        if created:
            # Nothing more can be done if this fails; the file at ``path`` is untouched.
            with contextlib.suppress(OSError):
                os.unlink(temp)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the new name durable (POSIX); folders cannot be opened like this on Windows."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # the file itself is written and in place
    finally:
        os.close(fd)


def _write_error(exc: OSError, path: Path) -> StoreError:
    reason = exc.strerror or str(exc)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return StoreError(
            f"There is not enough room on the disk to save {path}. Nothing was written; "
            "free some space or choose another place.",
            kind="disk_full",
            path=path,
        )
    if exc.errno == errno.EROFS:
        return StoreError(
            f"{path.parent} is read-only, so {path.name} cannot be saved there. "
            "Choose another place.",
            kind="read_only",
            path=path.parent,
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        reason = "the app may not write there"
    return StoreError(
        f"The app cannot save {path} ({reason}). Choose another place.",
        kind="cannot_use",
        path=path,
        detail=reason,
    )
