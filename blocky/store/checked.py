"""How the store's file was when the app last closed it whole, kept beside it.

Opening the file checks it whole first (``PRAGMA integrity_check``, blocky/store/opening.py),
which reads every page: some 4 s for ten years of daily training, at every start. A file
the app itself closed whole was checked when it was opened and since then written only by
SQLite for the app, so the stamp kept beside it at that close (the file's size, the time it
was last written, which file it is) lets the next open skip the whole-file check when the
file is still exactly so. Anything else is checked whole: a crash or a kill (the stamp is
removed as the file is opened for writing), a file another program wrote, a copy, a backup
restored, a log or journal left beside it, a stamp that cannot be read. The file's status
change time is part of the stamp, so a write time set back afterwards shows too. What a
stamp cannot tell is damage the disk itself does without a write; the daily backup checks
its copy whole (blocky/store/backups.py).

The stamp is JSON, ``<file>.checked``. It also keeps what the start screen's first look
reads of the file (blocky/store/peek.py: the latest unfinished games' rows, as the file
held them at that close) with the app version that wrote it, so that a start on a file
still exactly as it was left lists the games without opening SQLite at all.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from blocky.store import errors

#: Beside the file, how it was when the app last closed it whole (:func:`remember_checked`).
CHECKED_SUFFIX = ".checked"
#: A larger stamp was not written by the app: it is not read.
_CHECKED_MAX_BYTES = 1024 * 1024
#: What the first look keeps: the rows of its two queries (blocky/store/peek.py).
FirstLook = tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]


def _checked_path(path: Path) -> Path:
    return path.with_name(path.name + CHECKED_SUFFIX)


def _file_stamp(path: Path) -> dict[str, int] | None:
    """What changes whenever anything writes the file: its size, the times it was last
    written and its status last changed (to the nanosecond where the disk keeps them;
    setting the write time back changes the latter), and which file it is."""
    try:
        st = path.stat()
    except OSError:
        return None
    return {
        "size": st.st_size,
        "mtime_ns": st.st_mtime_ns,
        "ctime_ns": st.st_ctime_ns,
        "ino": st.st_ino,
    }


def _kept_stamp(path: Path) -> dict[str, Any] | None:
    """The stamp beside ``path`` when it speaks of the file exactly as it is now."""
    if any(Path(f"{path}{s}").exists() for s in ("-wal", "-journal")):
        return None
    stamp = _checked_path(path)
    try:
        with stamp.open("rb") as f:
            raw = f.read(_CHECKED_MAX_BYTES + 1)
        kept = json.loads(raw.decode("utf-8")) if len(raw) <= _CHECKED_MAX_BYTES else None
    except (OSError, ValueError, RecursionError):
        return None
    now = _file_stamp(path)
    if now is None or not isinstance(kept, dict) or kept.get("file") != now:
        return None
    return kept


def left_as_checked(path: Path) -> bool:
    """Whether ``path`` is exactly as the app left it when it last closed it whole: no
    log or journal beside it, and its size, write time and identity those the stamp
    beside it holds. Anything else (a crash, another program's write, a copy or a
    restored file, a stamp that cannot be read) is False, and the file is checked whole.
    """
    return _kept_stamp(path) is not None


def kept_first_look(path: Path) -> FirstLook | None:
    """The first look's rows as the file held them when the app last closed it whole,
    when it is still exactly so and this very version of the app wrote them (None
    otherwise: the first look reads the file). Rows that are not lists are None too;
    what they say is read as warily as the file's own rows (blocky/store/peek.py)."""
    from blocky import __version__

    kept = _kept_stamp(path)
    look = kept.get("first_look") if kept is not None else None
    if not isinstance(look, dict) or look.get("app") != __version__:
        return None
    rows, names = look.get("rows"), look.get("names")
    if not isinstance(rows, list) or not isinstance(names, list):
        return None
    if not all(isinstance(r, list) for r in (*rows, *names)):
        return None
    return [tuple(r) for r in rows], [tuple(n) for n in names]


def forget_checked(path: Path) -> None:
    """The file is about to be written: until it is closed whole again, the next open
    checks it whole (a crash or a kill leaves no stamp)."""
    try:
        _checked_path(path).unlink(missing_ok=True)
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None


def remember_checked(path: Path, first_look: FirstLook | None = None) -> None:
    """Keep how the file is now, just after the app closed it whole (every change SQLite
    made is in the file, its log removed): the next open skips the whole-file check when
    the file is still exactly so. ``first_look``: the first look's rows, read just before
    the close, kept with it. Never raises: without a stamp the next open only takes
    longer."""
    from blocky import __version__

    if any(Path(f"{path}{s}").exists() for s in ("-wal", "-journal")):
        return
    now = _file_stamp(path)
    if now is None:
        return
    text = json.dumps({"file": now})
    if first_look is not None:
        rows, names = first_look
        look = {"app": __version__, "rows": rows, "names": names}
        try:
            with_look = json.dumps({"file": now, "first_look": look}, ensure_ascii=False)
            if len(with_look.encode("utf-8")) <= _CHECKED_MAX_BYTES:
                text = with_look
        except (TypeError, ValueError):
            pass  # a cell JSON cannot hold: the first look reads the file
    stamp = _checked_path(path)
    temporary = stamp.with_name(stamp.name + ".tmp")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, stamp)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
