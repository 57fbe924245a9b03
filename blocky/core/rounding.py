"""How every figure of the statistics is rounded: half up, from its exact value (5 of 8
is 62.5 %, shown "63 %"; 1.25 attempts per card "1.3", 1.75 "1.8"), so the same value
never shows two ways, whichever game it is of."""

from __future__ import annotations

from fractions import Fraction
from math import floor

__all__ = ["exact", "percent_number", "round_half_up", "tenths"]


def exact(value: float | Fraction | int) -> Fraction:
    """The exact value behind a figure: a rate computed as a float (part / whole, both
    small) is taken back to its fraction, so 0.625 is 5/8 and not a binary neighbour."""
    if isinstance(value, Fraction):
        return value
    return Fraction(value).limit_denominator(1_000_000)


def round_half_up(value: float | Fraction | int, digits: int = 0) -> Fraction:
    scale = 10**digits
    return Fraction(floor(exact(value) * scale + Fraction(1, 2)), scale)


def percent_number(rate: float | Fraction) -> int:
    """A rate (0..1) as a whole percentage, halves rounded up: 5/8 -> 63."""
    return int(round_half_up(exact(rate) * 100))


def tenths(value: float | Fraction) -> tuple[int, int]:
    """A value to one decimal, halves rounded up, as (whole part, tenths): 1.25 -> (1, 3)."""
    n = int(round_half_up(value, 1) * 10)
    return n // 10, n % 10
