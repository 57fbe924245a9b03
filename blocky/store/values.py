"""Small shared pieces: how times and names are stored, and what a game row keeps."""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, datetime, tzinfo

from blocky.core.text import MAX_NAME_LENGTH
from blocky.store.errors import StoreError

#: The times an imported file may carry: from 1970 (older ones come from a clock that was
#: never set) to the year 3000 (exclusive), far from the ends of what a datetime can hold,
#: so moving a time between zones or adding days to it can never overflow.
EARLIEST_TIME = datetime(1970, 1, 1, tzinfo=UTC)
LATEST_TIME = datetime(3000, 1, 1, tzinfo=UTC)


def format_time(moment: datetime) -> str:
    """The stored form of a time: UTC ISO-8601 with microseconds, sortable as text.

    The year always has four digits (``strftime`` writes year 1 as ``1``, which neither
    sorts nor reads back).
    """
    if moment.tzinfo is None:
        raise ValueError("times must carry a time zone")
    m = moment.astimezone(UTC)
    return (
        f"{m.year:04d}-{m.month:02d}-{m.day:02d}T{m.hour:02d}:{m.minute:02d}:{m.second:02d}"
        f".{m.microsecond:06d}Z"
    )


def local_day(moment: datetime, zone: tzinfo | None = None) -> str:
    """The calendar day (YYYY-MM-DD) a moment falls on in ``zone`` (None: the computer's own
    zone, with its daylight-saving rules at that moment)."""
    local = moment.astimezone(zone) if zone is not None else moment.astimezone()
    return f"{local.year:04d}-{local.month:02d}-{local.day:02d}"


def local_day_of(text: object, zone: tzinfo | None = None) -> str | None:
    """:func:`local_day` of a stored time (None for a cell that is not a time)."""
    if not isinstance(text, str):
        return None
    try:
        return local_day(parse_time(text), zone)
    except (ValueError, OverflowError, OSError):
        return None


_SHORT_YEAR = re.compile(r"(\d{1,3})(-\d\d-\d\dT.*)", re.DOTALL)


def parse_time(text: str) -> datetime:
    """A stored time, read back. Raises ValueError for text that is not a time, or a time
    without its zone.

    Also reads a year of fewer than four digits, as earlier versions stored some imported
    times, so every time ever stored reads back.
    """
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        short = _SHORT_YEAR.fullmatch(text)
        if short is None:
            raise
        moment = datetime.fromisoformat(short.group(1).zfill(4) + short.group(2))
    if moment.tzinfo is None or moment.utcoffset() is None:
        # Every stored time names its zone (format_time); one without it is damage, and
        # would not even compare with the others.
        raise ValueError(f"the time {text[:40]!r} has no time zone")
    return moment


#: Characters that show nothing on their own: fillers and the blank braille pattern (the
#: categories in ``_UNSEEN_CATEGORIES`` cover the rest).
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: Controls, format characters (zero-width spaces and joiners, direction marks, U+2060,
#: U+FEFF, tags), surrogates, separators and combining marks (nothing to combine with).
_UNSEEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zs", "Zl", "Zp", "Mn", "Mc", "Me"})


def has_visible_character(text: str) -> bool:
    """Whether ``text`` shows at least one letter, digit or sign (not only blanks,
    zero-width or control characters, or combining marks with nothing to sit on)."""
    return any(
        not c.isspace()
        and c not in _BLANK_LOOKING
        and unicodedata.category(c) not in _UNSEEN_CATEGORIES
        for c in text
    )


def check_name(name: object) -> str:
    """A player name as the store accepts it: any text with at least one visible character,
    at most 10,000 characters. The same rule holds for adding, renaming and importing."""
    if not isinstance(name, str):
        raise StoreError("A name must be text.", kind="name_not_text")
    if len(name) > MAX_NAME_LENGTH:
        raise StoreError(
            f"A name may have at most {MAX_NAME_LENGTH:,} characters.",
            kind="name_too_long",
            max=MAX_NAME_LENGTH,
        )
    if not has_visible_character(name):
        raise StoreError(
            "A name cannot be empty: it needs at least one visible letter, digit or sign.",
            kind="no_name",
        )
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise StoreError(
            "The name contains characters that cannot be saved.", kind="name_unsavable"
        ) from None
    return name


class UnreadableText(str):
    """A text cell that is not valid UTF-8 (a damaged file), read with U+FFFD in place of
    the bad bytes, so one such cell does not make every other row unreadable. Every reader
    that hands the text on (a game, a name, an export) treats it as damage."""


def text_factory(data: bytes) -> str:
    """The store connection's text factory: UTF-8, or an UnreadableText for damaged bytes."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return UnreadableText(data.decode("utf-8", "replace"))
