"""Who sits at a saved game, read from its set-up's JSON without the rules.

The start screen lists the saved games right after the window first appears, from a
first look at the file (blocky/store/peek.py), before the store and the rules are
loaded. A row shows the mode and the players with their colours, nothing else of the
set-up, so this reads just those, and refuses (ValueError) whatever it cannot be sure
of: fields it does not know, a mode, colour or number of players the rules do not have,
a name that is not text, two players alike. The store's own list, read by the rules
(:func:`setup_json.setup_from_json`), replaces the first look a moment later in any case.

>>> seating_from_json({"mode": "race", "players": [{"name": "Mia", "colour": "white"}]})
Seating(mode='race', players=('Mia',), colours=('white',))
"""

from __future__ import annotations

from typing import Any, NamedTuple

from blocky.core.untrusted import is_text

#: The race markers' colours, in seating order.
RACE_COLOURS: tuple[str, ...] = ("white", "black", "orange", "violet")

_FIELDS = frozenset({"mode", "players", "level", "start", "course", "draws", "seed", "plan"})
_MODES = frozenset({"race", "team", "solo"})
#: How many play each mode (race 1-4, team 2-7, solo 1).
_PLAYERS = {"race": range(1, 5), "team": range(2, 8), "solo": range(1, 2)}


class Seating(NamedTuple):
    """A set-up as a list shows it: the mode and who plays, with the racers' colours.
    It answers ``mode``, ``players`` and ``colours`` as a Setup does."""

    mode: str
    players: tuple[str, ...]
    colours: tuple[str, ...]


def seating_from_json(data: Any) -> Seating:
    """The seating of a stored set-up; ValueError unless the set-up is plainly whole."""
    if not isinstance(data, dict) or not set(data) <= _FIELDS:
        raise ValueError("not a set-up this reader is sure of")
    mode = data.get("mode")
    players = data.get("players")
    if mode not in _MODES or not isinstance(players, list) or len(players) not in _PLAYERS[mode]:
        raise ValueError("not a set-up this reader is sure of")
    keys = {"name", "colour"} if mode == "race" else {"name"}
    names: list[str] = []
    colours: list[str] = []
    for p in players:
        if not isinstance(p, dict) or set(p) != keys:
            raise ValueError("not a player this reader is sure of")
        name = p["name"]
        if not isinstance(name, str) or not name.strip() or not is_text(name):
            raise ValueError("not a name this reader is sure of")
        names.append(name)
        if mode == "race":
            colour = p["colour"]
            if colour not in RACE_COLOURS:
                raise ValueError("not a colour this reader is sure of")
            colours.append(colour)
    if len(set(names)) != len(names) or len(set(colours)) != len(colours):
        raise ValueError("not a set-up this reader is sure of")
    if colours != sorted(colours, key=RACE_COLOURS.index):
        raise ValueError("not a set-up this reader is sure of")
    return Seating(str(mode), tuple(names), tuple(colours))
