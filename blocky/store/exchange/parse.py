"""The export file's format: its name and versions, its limits, how a value is quoted
in a message, and JSON text read with every limit checked (numbers, nesting, text)."""

from __future__ import annotations

import json
import math
from typing import Any

from blocky.store.errors import StoreError

EXPORT_FORMAT = "blocky-mountains-export"
#: The newest export version this app reads and writes: 2 may hold games of any game of
#: the app; 1 holds only Blocky Mountains games (it is still written for such a file).
EXPORT_VERSION = 2
#: The version of an export that holds only Blocky Mountains games.
BLOCKY_ONLY_VERSION = 1

#: The largest file "Save everything" writes that the app loads again (thousands of games;
#: a year of evenings is a few megabytes). A larger file, or one that is not a plain file
#: (a pipe, a device), is refused before it is read.
MAX_IMPORT_BYTES = 100_000_000
#: How deeply objects and lists may nest in an export (a real one needs 8 levels). Deeper
#: data is refused before anything walks it recursively.
MAX_NESTING = 32
#: Digits a number may have: whole numbers in an export are counts, positions and seeds.
#: Refusing longer ones while parsing keeps Python from converting (or refusing, beyond
#: 4,300 digits) huge numbers.
MAX_DIGITS = 20
_NUMBER_LIMIT = 10**MAX_DIGITS
#: How much of a value an error message quotes; a longer message is shortened in the middle.
QUOTE_LENGTH = 40
MESSAGE_LENGTH = 300



# ------------------------------------------------------------------ quoting values


def excerpt(value: object, limit: int = QUOTE_LENGTH) -> str:
    """A short quotation of ``value`` for a message: never more than about ``limit`` characters."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        quoted = repr(value[: limit - 10])
        return f"{quoted[:-1]}…{quoted[-1]} ({len(value):,} characters)"
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        if value.bit_length() > 64:
            return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return f"a list of {len(value):,} item(s)"
    if isinstance(value, dict):
        return f"an object of {len(value):,} field(s)"
    return f"a {type(value).__name__}"


def names_list(keys: list[str]) -> str:
    shown = ", ".join(excerpt(k) for k in keys[:3])
    return shown + (f" and {len(keys) - 3:,} more" if len(keys) > 3 else "")


def clip(message: str, limit: int = MESSAGE_LENGTH) -> str:
    """``message`` shortened in the middle to at most about ``limit`` characters."""
    if len(message) <= limit:
        return message
    head = limit * 2 // 3
    tail = limit - head - 3
    return f"{message[:head]} … {message[-tail:]}"


def clipped(exc: StoreError) -> StoreError:
    text = str(exc)
    if len(text) <= MESSAGE_LENGTH:
        return exc
    return StoreError(clip(text), kind=exc.kind, **exc.params)


# ------------------------------------------------------------------ reading JSON


class _Refused(Exception):
    """A value the JSON reader refuses while parsing (says which)."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(f"a number has {len(text.lstrip('-')):,} digits (at most {MAX_DIGITS})")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {excerpt(text)} is too large")
    return value


def _parse_constant(text: str) -> float:
    raise _Refused(f"{text} is not a number that can be saved")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(f"the field {excerpt(key)} appears twice in one object")
            seen.add(key)
    return out


def parse_json(text: str) -> Any:
    """JSON text as data, refusing what no export holds; raises StoreError saying why.

    Numbers are bounded while they are parsed (no huge conversions); NaN, infinities and
    a field given twice in one object are refused. The parser guards its own recursion
    and raises RecursionError cleanly well before the stack is at risk, so that is
    caught here, at the parse; :func:`check_plain` then bounds the nesting of what was
    read, for everything that walks it afterwards.
    """
    if not isinstance(text, str):
        raise StoreError("The file is not text.")
    try:
        data = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_object,
        )
    except json.JSONDecodeError as exc:
        raise StoreError(
            f"The file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})."
        ) from None
    except _Refused as exc:
        raise StoreError(f"The file cannot be read: {exc}.") from None
    except RecursionError:
        raise StoreError(
            f"The file cannot be read: its lists or objects nest too deeply "
            f"(at most {MAX_NESTING} levels)."
        ) from None
    check_plain(data)
    return data


def check_plain(data: Any) -> None:
    """Refuse data that is not plain JSON as an export writes it: nesting deeper than
    :data:`MAX_NESTING`, huge or non-finite numbers, text that is not valid Unicode
    (a lone surrogate from a ``\\ud800`` escape). Walks without recursion."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, int):
            if not -_NUMBER_LIMIT < value < _NUMBER_LIMIT:
                raise StoreError(
                    f"The file cannot be read: a number has more than {MAX_DIGITS} digits."
                )
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise StoreError(f"The file cannot be read: {value} is not a number.")
        elif isinstance(value, (list, dict)):
            if depth > MAX_NESTING:
                raise StoreError(
                    f"The file cannot be read: its lists or objects nest too deeply "
                    f"(at most {MAX_NESTING} levels)."
                )
            if isinstance(value, dict):
                for key, item in value.items():
                    if not isinstance(key, str):
                        raise StoreError(
                            f"The file cannot be read: the field {excerpt(key)} "
                            "is not named by text."
                        )
                    _check_text(key)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in value)
        else:
            raise StoreError(f"The file cannot be read: {excerpt(value)} is not JSON data.")


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise StoreError(
                f"The file cannot be read: the text {excerpt(text)} holds a character that "
                f"is not valid Unicode (at position {exc.start:,})."
            ) from None
