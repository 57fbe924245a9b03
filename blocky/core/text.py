"""Quoting values nobody has checked yet in a message, safely whatever they are.

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

import math
from typing import Any

#: The longest player name any game accepts (a guard against absurd input, far above
#: what a table needs).
MAX_NAME_LENGTH = 10_000

#: Text longer than this is shortened when quoted in a message.
QUOTE_LENGTH = 45


def show(value: Any) -> str:
    """A short description of ``value`` for a message; never fails, whatever the value."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if value.bit_length() > 60:
            digits = len(str(abs(value))) if value.bit_length() < 4000 else _digits(value)
            return f"a number with {digits} digits"
        return str(value)
    if isinstance(value, float):
        return repr(value) if math.isfinite(value) else "a number that is not finite"
    if isinstance(value, str):
        text = value if len(value) <= QUOTE_LENGTH else value[:QUOTE_LENGTH] + "…"
        quoted = repr(text)  # escapes control characters and lone surrogates
        return quoted if len(value) <= QUOTE_LENGTH else f"{quoted} ({len(value)} characters)"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a value of type {type(value).__name__}"


def _digits(value: int) -> int:
    """Decimal digits of a huge whole number, without converting it to text."""
    n = abs(value)
    estimate = int(n.bit_length() * math.log10(2)) + 1
    return estimate if n >= 10 ** (estimate - 1) else estimate - 1
