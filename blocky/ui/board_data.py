"""Board data as TOML text: the writer behind "Check your board".

``tomllib`` only reads, so this small writer turns an edited catalogue back into the
text of its files. Only the shapes the catalogue uses are written: numbers, booleans,
text, lists of those, inline tables and arrays of tables.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from blocky.rules.catalogue import RaceMap, RouteCard, TeamMap


def toml_string(text: str) -> str:
    """A TOML basic string. JSON's escapes are all valid TOML escapes; DEL is not escaped
    by JSON but must be in TOML."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} as TOML")


def cards_toml(cards: Iterable[RouteCard]) -> str:
    lines = [
        '# Route cards, checked and corrected in the app (menu "Check your board").',
        "# Fields listed under `guess` are not yet checked against the box.",
        "version = 1",
    ]
    for card in cards:
        lines.append("")
        lines.append("[[card]]")
        lines.append(f"id = {toml_string(card.id)}")
        lines.append(f"pile = {toml_string(card.pile)}")
        lines.append(f"name = {toml_string(card.name)}")
        lines.append(f"rods = {card.rods}")
        lines.append(f"materials = {toml_value(list(card.materials))}")
        lines.append(f"ice_crystal = {toml_value(card.ice_crystal)}")
        if card.guesses:
            order = ["rods", "materials", "ice_crystal", "extra_task"]
            lines.append(f"guess = {toml_value([g for g in order if g in card.guesses])}")
        if card.extra_task is not None:
            task = {
                "text": card.extra_task.text,
                "materials": list(card.extra_task.materials),
                "squirrels": card.extra_task.squirrels,
            }
            lines.append(f"extra_task = {toml_value(task)}")
    return "\n".join(lines) + "\n"


def race_map_toml(race: RaceMap) -> str:
    lines = [
        '# The race map, checked and corrected in the app (menu "Check your board").',
        "version = 1",
        f"campground = {race.campground}",
        f"peak = {race.peak}",
        f"compass = {toml_value(sorted(race.compass))}",
        "",
        "[route_change_cost]",
    ]
    for pile in ("A", "B", "C"):
        lines.append(f"{pile} = {race.route_change_cost[pile]}")
    for sc in race.shortcuts:
        lines += ["", "[[shortcut]]", f"from = {sc.start}", f"to = {sc.end}", f"cost = {sc.cost}"]
        if sc.guess:
            lines.append("guess = true")
    return "\n".join(lines) + "\n"


def team_map_toml(team: TeamMap) -> str:
    order = ["arrow", "peak", "fox", "destination", "major_shortcut"]
    lines = [
        '# The team map, checked and corrected in the app (menu "Check your board").',
        "version = 1",
        f"campground = {team.campground}",
        f"arrow = {team.arrow}",
        f"peak = {team.peak}",
        f"fox = {toml_value(sorted(team.fox))}",
    ]
    if team.guesses:
        lines.append(f"guess = {toml_value([g for g in order if g in team.guesses])}")
    for d in team.destinations:
        lines += ["", "[[destination]]", f"pile = {toml_string(d.pile)}"]
        lines += [f"space = {d.space}", f"squirrels = {d.squirrels}"]
    sc = team.major_shortcut
    lines += ["", "[major_shortcut]", f"from = {sc.start}", f"to = {sc.end}", f"cost = {sc.cost}"]
    return "\n".join(lines) + "\n"
