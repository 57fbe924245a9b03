"""Chance drawn by the app: the same seed and place in the record give the same outcome.

>>> options = [("red", 1), ("blue", 3)]
>>> draw(options, seed=7, index=4) == draw(options, seed=7, index=4)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from blocky.core.base import IllegalAction

T = TypeVar("T")


def draw(options: Sequence[tuple[T, int]], seed: int, index: int) -> T:
    """The chance outcome at position ``index`` of a record, from ``(outcome, weight)``.

    It depends only on the seed, the index and the options, so a record replays to the
    same game and redo brings back the same outcome.
    """
    if not options:
        raise IllegalAction("nothing is left to chance now")
    rng = random.Random(f"{seed}/{index}")
    return rng.choices([a for a, _ in options], weights=[w for _, w in options], k=1)[0]
