"""Reading text and values nobody has checked yet (files, records, board data).

Python's own parsers and ``repr`` can fail in ways a reader should never see: a list
nested 100,000 deep raises RecursionError, a whole number of more than 4,300 digits
cannot even be printed (ValueError), JSON accepts ``NaN`` and ``Infinity``, and text may
hold lone surrogates that cannot be written as UTF-8. These helpers turn every such case
into a plain reason, raised as the caller's own error type.

>>> show("abc")
"'abc'"
>>> show("x" * 10_000_000).endswith("(10000000 characters)")
True
>>> show(10**5000)
'a number with 5001 digits'
>>> show([[1]])
'a list'
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from blocky.core.text import QUOTE_LENGTH, show

__all__ = [
    "MAX_DIGITS",
    "MAX_NESTING",
    "QUOTE_LENGTH",
    "UntrustedError",
    "bracket_depth",
    "is_text",
    "json_depth",
    "load_json",
    "show",
]

#: Deeper than any record or board file needs (they use 4 levels at most).
MAX_NESTING = 64
#: Card ids are short words; longer text in an action or a set-up is refused when read.
MAX_ACTION_TEXT = 100
#: Whole numbers longer than this are refused when read (the rules use two digits).
MAX_DIGITS = 30

_BRACKETS = re.compile(r"[\[\]{}]")
_JSON_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


class UntrustedError(ValueError):
    """Text that cannot be read safely; the message says why in plain words."""


def is_text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8 (no lone surrogates)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def bracket_depth(text: str) -> int:
    """How deeply ``[``/``{`` nest in ``text``, brackets inside strings included (an upper
    bound for TOML, whose strings take several forms)."""
    depth = best = 0
    for m in _BRACKETS.finditer(text):
        if m.group() in "[{":
            depth += 1
            best = max(best, depth)
        elif depth:
            depth -= 1
    return best


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text`` (strings skipped)."""
    depth = best = 0
    for m in _JSON_STRING_OR_BRACKET.finditer(text):
        c = m.group()
        if c == "[" or c == "{":
            depth += 1
            best = max(best, depth)
        elif depth:  # a closing bracket
            depth -= 1
    return best


def _no_constant(name: str) -> Any:
    raise UntrustedError(f"{name} is not a number a game record can hold")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise UntrustedError(
            f"a whole number has {len(text.lstrip('-'))} digits (at most {MAX_DIGITS})"
        )
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise UntrustedError(f"the number {text[:QUOTE_LENGTH]} is too large")
    return value


def load_json(data: str | bytes) -> Any:
    """Parse JSON from an untrusted source. Raises :class:`UntrustedError` only.

    Refused: text that is not UTF-8, lone surrogates, nesting deeper than
    :data:`MAX_NESTING`, whole numbers of more than :data:`MAX_DIGITS` digits, ``NaN``,
    ``Infinity`` and numbers too large to be finite, and anything that is not JSON.
    """
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise UntrustedError(f"it is not UTF-8 text (byte {exc.start})") from None
    else:
        text = data
    if json_depth(text) > MAX_NESTING:
        raise UntrustedError(f"lists or objects are nested more than {MAX_NESTING} deep")
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_no_constant)
    except UntrustedError:
        raise
    except json.JSONDecodeError as exc:
        raise UntrustedError(f"it is not valid JSON ({exc.msg}, line {exc.lineno})") from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise UntrustedError(f"it is not valid JSON ({type(exc).__name__})") from None
    if not _all_text(value):
        raise UntrustedError("it holds characters that are not valid text (lone surrogates)")
    return value


def _all_text(value: Any) -> bool:
    """Whether every string in a parsed JSON value (keys too) is valid text; no recursion."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if not is_text(v):
                return False
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
    return True
