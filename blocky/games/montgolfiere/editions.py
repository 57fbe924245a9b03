"""The boards of the two editions, as data: ``blocky/resources/montgolfiere/board_<id>.toml``.

A board is its number of spaces (the Moon is the last one), the start space and the
bonus a balloon on the Moon scores in a match (M11). Players may correct these numbers to
match their box (Check your board); a record then carries the corrected text as its
``board.toml`` and replays with it. Text is read with validation that names the file, the
field and the problem, and never lets another error out.

>>> board = default_edition("12")
>>> board.spaces, board.moon, board.start, board.moon_points
(12, 12, 5, 17)
>>> parse_edition("spaces = 3\\nstart = 5\\nmoon_bonus = 5\\nedition = '15'\\nversion = 1")
Traceback (most recent call last):
...
blocky.games.montgolfiere.editions.EditionError: board.toml: 'spaces' is 3, must be at least 4
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from blocky.core.files import FileRefused, NotUtf8, first_bad_character, read_data_file
from blocky.core.text import show

#: The editions there are: the English box's 15-space board and the French box's 12.
EDITIONS: tuple[str, ...] = ("15", "12")
#: The file name of a board in a record's ``board`` data.
BOARD_FILE = "board.toml"
MIN_SPACES, MAX_SPACES = 4, 40
MAX_BONUS = 50
#: Longer than any board file needs.
MAX_FILE_CHARS = 100_000


class EditionError(ValueError):
    """Board data that cannot be used. The message names the file, the field and the
    problem; ``field``, ``value``, ``low`` and ``high`` say it in parts for a view."""

    def __init__(
        self,
        message: str,
        *,
        field: str = "",
        value: object = None,
        low: int | None = None,
        high: int | None = None,
    ) -> None:
        super().__init__(message)
        #: For a view: every board error is one kind, worded with its English ``detail``.
        self.kind = "board"
        self.params: dict[str, object] = {"detail": message}
        self.field = field
        self.value = value
        self.low = low
        self.high = high


@dataclass(frozen=True, slots=True)
class Edition:
    """One board. Space 1 is the lowest; space ``spaces`` is the Moon."""

    id: str
    spaces: int
    start: int
    moon_bonus: int
    version: int = 1

    @property
    def moon(self) -> int:
        return self.spaces

    @property
    def moon_points(self) -> int:
        """What a balloon on the Moon scores in a match: the Moon plus the bonus (M11)."""
        return self.spaces + self.moon_bonus

    @property
    def digest(self) -> str:
        """A short fingerprint of everything the rules read from the board."""
        raw = f"{self.id}/{self.spaces}/{self.start}/{self.moon_bonus}".encode()
        return hashlib.sha256(raw).hexdigest()[:16]


def _int(doc: dict[str, Any], key: str, low: int, high: int, file: str) -> int:
    if key not in doc:
        raise EditionError(f"{file}: missing field '{key}'", field=key)
    value = doc[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise EditionError(f"{file}: '{key}' must be a whole number, not {show(value)}", field=key)
    parts: dict[str, Any] = {"field": key, "value": value, "low": low, "high": high}
    if value < low:
        raise EditionError(f"{file}: '{key}' is {show(value)}, must be at least {low}", **parts)
    if value > high:
        raise EditionError(f"{file}: '{key}' is {show(value)}, must be at most {high}", **parts)
    return value


def parse_edition(text: object, file: str = BOARD_FILE) -> Edition:
    """The board written in ``text`` (TOML). Raises :class:`EditionError` only."""
    if not isinstance(text, str):
        raise EditionError(f"{file}: must be text, not {show(text)}")
    if len(text) > MAX_FILE_CHARS:
        raise EditionError(f"{file}: is {len(text):,} characters long; at most {MAX_FILE_CHARS:,}")
    where = first_bad_character(text)
    if where is not None:
        raise EditionError(f"{file}: line {where[0]} holds characters that are not valid text")
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise EditionError(f"{file}: not valid TOML: {exc}") from None
    except (ValueError, RecursionError, MemoryError):
        raise EditionError(f"{file}: not valid TOML: a number or list is too large") from None
    unknown = sorted(set(doc) - {"version", "edition", "spaces", "start", "moon_bonus"})
    if unknown:
        raise EditionError(f"{file}: unknown field(s) {', '.join(show(u) for u in unknown[:3])}")
    edition = doc.get("edition")
    if edition not in EDITIONS:
        raise EditionError(
            f"{file}: 'edition' must be one of {', '.join(EDITIONS)}, not {show(edition)}",
            field="edition",
        )
    version = _int(doc, "version", 1, 1, file)
    spaces = _int(doc, "spaces", MIN_SPACES, MAX_SPACES, file)
    start = _int(doc, "start", 1, spaces - 1, file)
    bonus = _int(doc, "moon_bonus", 0, MAX_BONUS, file)
    return Edition(str(edition), spaces, start, bonus, version)


def edition_text(edition_id: str) -> str:
    """The text of the built-in board of ``edition_id``."""
    if edition_id not in EDITIONS:
        raise EditionError(
            f"there is no edition {show(edition_id)} (there are: {', '.join(EDITIONS)})"
        )
    file = f"board_{edition_id}.toml"
    path = resources.files("blocky.resources").joinpath("montgolfiere").joinpath(file)
    try:
        return read_data_file(path, 4 * MAX_FILE_CHARS, "a board file")
    except (NotUtf8, FileRefused) as exc:
        raise EditionError(f"{file}: {exc}") from None
    except OSError as exc:
        raise EditionError(f"{file}: cannot be read ({exc.strerror or exc})") from None


@lru_cache(maxsize=len(EDITIONS))
def default_edition(edition_id: str) -> Edition:
    """The built-in board of ``edition_id`` (cached: it is an immutable value)."""
    return parse_edition(edition_text(edition_id), f"board_{edition_id}.toml")


def write_edition(edition: Edition, text: str | None = None) -> str:
    """The TOML text of ``edition``: ``text`` (the file it was read from, comments kept)
    with its numbers replaced, or a fresh file when ``text`` is None."""
    import tomlkit

    doc = tomlkit.parse(text if text is not None else edition_text(edition.id))
    values = {
        "version": edition.version,
        "edition": edition.id,
        "spaces": edition.spaces,
        "start": edition.start,
        "moon_bonus": edition.moon_bonus,
    }
    for key, value in values.items():
        if doc.get(key) != value:
            doc[key] = value
    return tomlkit.dumps(doc)
