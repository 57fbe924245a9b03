"""Who flies in a saved Montgolfière game, read from its set-up's JSON without the rules.

The start screen lists the saved games right after the window first appears, from a
first look at the file (blocky/store/peek.py), before the store and the rules are
loaded (the rules read the boards' data files on import). A row shows whether it is a
game or a match and the balloons, nothing else of the set-up, so this reads just those,
and refuses (ValueError) whatever it cannot be sure of: fields it does not know, a
number of balloons, a colour or a Baron the rules do not have, a name that is not text,
two balloons alike. The store's own list, read by the rules
(:func:`setup.setup_from_json`), replaces the first look a moment later in any case.

>>> flight = seating_from_json(
...     {"balloons": [{"name": "Ana", "colour": "red"}, {"baron": True, "colour": "black"}]}
... )
>>> flight.mode, [b.name for b in flight.balloons]
('game', ['Ana', 'Black Baron'])
"""

from __future__ import annotations

from typing import Any, NamedTuple

#: The six balloon colours (the rulebooks do not name them; editable) (M1).
COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "white", "black")
MIN_BALLOONS, MAX_BALLOONS = 2, 6
#: The Baron's name in records and English text; a view words him itself.
BARON_NAME = "Black Baron"
MAX_NAME = 40

_FIELDS = frozenset({"balloons", "edition", "draws", "seed", "target", "spaces"})
_BALLOON_FIELDS = frozenset({"name", "colour", "baron"})


class Flyer(NamedTuple):
    """A balloon as a list shows it (it answers ``name``, ``colour`` and ``baron`` as the
    rules' Balloon does)."""

    name: str
    colour: str
    baron: bool


class Flight(NamedTuple):
    """A set-up as a list shows it: a game or a match, and the balloons in seat order.
    It answers ``balloons`` and ``target`` as the rules' Setup does."""

    mode: str
    balloons: tuple[Flyer, ...]
    target: int | None


def _unsure() -> ValueError:
    return ValueError("not a set-up this reader is sure of")


def seating_from_json(data: Any) -> Flight:
    """The balloons of a stored set-up; ValueError unless the set-up is plainly whole."""
    if not isinstance(data, dict) or not set(data) <= _FIELDS:
        raise _unsure()
    raw = data.get("balloons")
    if not isinstance(raw, list) or not MIN_BALLOONS <= len(raw) <= MAX_BALLOONS:
        raise _unsure()
    flyers: list[Flyer] = []
    for item in raw:
        if not isinstance(item, dict) or not set(item) <= _BALLOON_FIELDS:
            raise _unsure()
        baron = item.get("baron", False)
        colour = item.get("colour")
        if not isinstance(baron, bool) or colour not in COLOURS:
            raise _unsure()
        if not isinstance(item.get("name", ""), str):
            raise _unsure()
        name = BARON_NAME if baron else item.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise _unsure()
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            raise _unsure() from None
        flyers.append(Flyer(name, str(colour), baron))
    names = {f.name.strip().casefold() for f in flyers}
    if (
        len(names) != len(flyers)
        or len({f.colour for f in flyers}) != len(flyers)
        or sum(f.baron for f in flyers) > 1
        or all(f.baron for f in flyers)
    ):
        raise _unsure()
    target = data.get("target")
    if target is not None and (isinstance(target, bool) or not isinstance(target, int)):
        raise _unsure()
    return Flight("match" if target is not None else "game", tuple(flyers), target)
