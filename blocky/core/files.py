"""Reading a file somebody named: a game record, a file to import, a board file.

Such a file may be anything: a named pipe or ``/dev/zero`` (reading never ends), a folder,
or a file far larger than the app ever writes (reading it whole takes the memory of the
computer). :func:`read_named_file` looks at the file's type before it opens it, opens it
without waiting, and reads at most the stated limit and one byte more, so whatever the
file, it returns soon or raises :class:`FileRefused` with a plain reason. Text that is
not UTF-8 is refused by :func:`utf8_text`, naming the line.

>>> utf8_text("# côte\\nspaces = 15\\n".encode("latin-1"))
Traceback (most recent call last):
...
blocky.core.files.NotUtf8: line 1 is not UTF-8 text (byte 4 of the line); save the file as UTF-8
>>> utf8_text(b"\\xef\\xbb\\xbfspaces = 15")
'spaces = 15'
"""

from __future__ import annotations

import os
import stat
from importlib.resources.abc import Traversable
from pathlib import Path

__all__ = [
    "FileRefused",
    "NotUtf8",
    "first_bad_character",
    "read_data_file",
    "read_named_file",
    "utf8_text",
]


class FileRefused(ValueError):
    """A named file the app does not read; ``kind`` is "not_a_file" or "too_large" (``limit``
    then holds the limit in bytes), and ``str()`` says why in English."""

    def __init__(self, message: str, kind: str, limit: int = 0) -> None:
        super().__init__(message)
        self.kind = kind
        self.limit = limit


class NotUtf8(ValueError):
    """Bytes that are not UTF-8 text; ``line`` (from 1) and ``column`` (the byte, from 1)
    say where the first bad byte is."""

    def __init__(self, line: int, column: int) -> None:
        super().__init__(
            f"line {line} is not UTF-8 text (byte {column} of the line); save the file as UTF-8"
        )
        self.line = line
        self.column = column


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a plain file"


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:g} MB"


def read_named_file(
    path: str | os.PathLike[str], limit: int, what: str = "such a file"
) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them (``what`` names
    the kind of file in the message of one that is larger: "a game record").

    Raises :class:`FileRefused` for a folder, pipe, device or socket (looked at with
    ``os.stat`` before opening, and again on the open file) and for a file of more than
    ``limit`` bytes; OSError when the file cannot be opened or read.
    """
    name = Path(path)
    found = os.stat(name)
    if not stat.S_ISREG(found.st_mode):
        raise FileRefused(f"{name} is {_kind_of(found.st_mode)}, not a file to read", "not_a_file")
    if found.st_size > limit:
        raise _too_large(name, limit, what)
    # Opened without waiting, should it have been swapped for a pipe since.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(name, flags)
    with os.fdopen(fd, "rb") as file:
        mode = os.fstat(file.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise FileRefused(f"{name} is {_kind_of(mode)}, not a file to read", "not_a_file")
        data = file.read(limit + 1)
    if len(data) > limit:  # grown since, or a file whose size the system does not know
        raise _too_large(name, limit, what)
    return data


def _too_large(name: Path, limit: int, what: str) -> FileRefused:
    return FileRefused(
        f"{name} is larger than {_megabytes(limit)}, the most {what} may have", "too_large", limit
    )


def read_data_file(
    path: Traversable | os.PathLike[str], limit: int, what: str = "such a file"
) -> str:
    """The UTF-8 text of the data file at ``path`` (one of the app's own, which a user may
    have edited, or one a user named), read as :func:`read_named_file` reads. Raises
    :class:`FileRefused`, :class:`NotUtf8` or OSError."""
    if isinstance(path, os.PathLike):
        return utf8_text(read_named_file(path, limit, what))
    return utf8_text(path.read_bytes())  # inside an archive: no pipe or device is there


def utf8_text(data: bytes) -> str:
    """``data`` as UTF-8 text (a leading byte-order mark dropped). Raises :class:`NotUtf8`
    naming the line of the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        start = exc.start + (3 if data.startswith(b"\xef\xbb\xbf") else 0)
        line_start = data.rfind(b"\n", 0, start) + 1
        raise NotUtf8(data.count(b"\n", 0, start) + 1, start - line_start + 1) from None


def first_bad_character(text: str) -> tuple[int, int] | None:
    """The line and column (from 1) of the first character of ``text`` that cannot be
    written as UTF-8 (a lone surrogate), or None when every one can."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        line_start = text.rfind("\n", 0, exc.start) + 1
        return text.count("\n", 0, exc.start) + 1, exc.start - line_start + 1
    return None
