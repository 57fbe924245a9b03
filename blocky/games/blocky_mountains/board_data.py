"""Board data written back as TOML: the writer behind "Check your board".

An edited board is written into the text it was read from (the corrected board saved
earlier, or the built-in files) with tomlkit, which keeps what tomllib forgets: every
comment (the notes on which values are guesses), the order of keys and entries, and the
layout of every value that did not change. Only the values that differ from the text are
replaced; a board saved unchanged gives the same text, byte for byte.

Text in, text out: no files are read or written here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import tomlkit

from blocky.games.blocky_mountains.catalogue import RaceMap, RouteCard, Shortcut, TeamMap

#: The order the board files list a card's fields, a team map's guesses and so on in:
#: a field that is new to a table is placed after the ones before it in this order.
CARD_KEYS = ("id", "pile", "name", "rods", "materials", "ice_crystal", "guess", "extra_task")
CARD_GUESSES = ("rods", "materials", "ice_crystal", "extra_task")
SHORTCUT_KEYS = ("from", "to", "cost", "guess")
RACE_KEYS = ("version", "campground", "peak", "compass")
TEAM_KEYS = ("version", "campground", "arrow", "peak", "fox", "guess")
TEAM_GUESSES = ("arrow", "peak", "fox", "destination", "major_shortcut")


def _plain(value: Any) -> Any:
    """A tomlkit value as plain Python (lists, dicts, str, int, bool)."""
    return value.unwrap() if hasattr(value, "unwrap") else value


def _set(table: Any, key: str, value: Any, order: Sequence[str] = ()) -> None:
    """Give ``key`` the value ``value``, touching the text only if the value differs.

    A replaced value keeps its line's comment. A new key goes after the last key that
    comes before it in ``order`` (before any comment that closes the table), else at the
    end. ``None`` removes the key.
    """
    if value is None:
        if key in table:
            del table[key]
        return
    if key in table:
        old = table[key]
        if _plain(old) == value:
            return
        if isinstance(value, dict) and isinstance(old, tomlkit.items.InlineTable):
            # An extra task: change the fields that changed, keep the table's layout.
            for k in [k for k in old if k not in value]:
                del old[k]
            for k, v in value.items():
                _set(old, k, v)
            return
        table[key] = _inline(value) if isinstance(value, dict) else value
        return
    before = [k for k in order[: order.index(key)] if k in table] if key in order else []
    item = _inline(value) if isinstance(value, dict) else value
    if before:
        # tomlkit's own insertion after a key (a Table or document keeps its Container in
        # .value / is one); pinned with tomlkit in pyproject.toml.
        container = table if isinstance(table, tomlkit.container.Container) else table.value
        container._insert_after(before[-1], key, item)
    else:
        table[key] = item


def _inline(values: Mapping[str, Any]) -> Any:
    """An inline table laid out as the board files write them: ``{ text = "...", ... }``."""
    body = ", ".join(f"{k} = {tomlkit.item(v).as_string()}" for k, v in values.items())
    return tomlkit.parse(f"x = {{ {body} }}\n")["x"]


def _ordered(chosen: Iterable[str], order: Sequence[str], current: Any) -> list[str] | None:
    """A guess list: as written if it names the same fields, else in the files' order;
    None (no key) when nothing is a guess."""
    chosen = set(chosen)
    if not chosen:
        return None
    written = _plain(current) if current is not None else None
    if isinstance(written, list) and set(written) == chosen and len(written) == len(chosen):
        return written
    return [g for g in order if g in chosen] + sorted(chosen - set(order))


def _same_set(current: Any, wanted: Iterable[int]) -> list[int]:
    """A list of spaces: as written if it holds the same spaces, else sorted."""
    wanted = set(wanted)
    written = _plain(current) if current is not None else None
    if isinstance(written, list) and sorted(written) == sorted(wanted):
        return written
    return sorted(wanted)


def _card_values(card: RouteCard, table: Any) -> dict[str, Any]:
    extra = card.extra_task
    return {
        "id": card.id,
        "pile": card.pile,
        "name": card.name,
        "rods": card.rods,
        "materials": list(card.materials),
        "ice_crystal": card.ice_crystal,
        "guess": _ordered(card.guesses, CARD_GUESSES, table.get("guess")),
        "extra_task": None
        if extra is None
        else {"text": extra.text, "materials": list(extra.materials), "squirrels": extra.squirrels},
    }


def write_cards(text: str, cards: Sequence[RouteCard]) -> str:
    """cards.toml with ``cards``: each card's table found by its id and changed in place;
    new cards are added at the end, cards no longer listed are removed."""
    doc = tomlkit.parse(text)
    if "card" not in doc:
        doc["card"] = tomlkit.aot()
    aot = doc["card"]
    wanted = {c.id: c for c in cards}
    for i in reversed(range(len(aot))):
        if aot[i].get("id") not in wanted:
            del aot[i]
    by_id = {t.get("id"): t for t in aot}
    for card in cards:
        table = by_id.get(card.id)
        if table is None:
            table = tomlkit.table()
            aot.append(table)
            table = aot[-1]
        for key, value in _card_values(card, table).items():
            _set(table, key, value, CARD_KEYS)
    return tomlkit.dumps(doc)


def _write_shortcut(table: Any, sc: Shortcut, guess: bool) -> None:
    _set(table, "from", sc.start, SHORTCUT_KEYS)
    _set(table, "to", sc.end, SHORTCUT_KEYS)
    _set(table, "cost", sc.cost, SHORTCUT_KEYS)
    if guess:
        _set(table, "guess", sc.guess or None, SHORTCUT_KEYS)


def write_race_map(text: str, race: RaceMap) -> str:
    """race_map.toml with ``race``; shortcuts are matched in the order they are listed."""
    doc = tomlkit.parse(text)
    _set(doc, "campground", race.campground, RACE_KEYS)
    _set(doc, "peak", race.peak, RACE_KEYS)
    _set(doc, "compass", _same_set(doc.get("compass"), race.compass), RACE_KEYS)
    if "route_change_cost" not in doc:
        doc["route_change_cost"] = tomlkit.table()
    costs = doc["route_change_cost"]
    for pile, cost in race.route_change_cost.items():
        _set(costs, pile, cost, sorted(race.route_change_cost))
    if "shortcut" not in doc:
        doc["shortcut"] = tomlkit.aot()
    aot = doc["shortcut"]
    while len(aot) > len(race.shortcuts):
        del aot[len(aot) - 1]
    for i, sc in enumerate(race.shortcuts):
        if i == len(aot):
            aot.append(tomlkit.table())
        _write_shortcut(aot[i], sc, guess=True)
    return tomlkit.dumps(doc)


def write_team_map(text: str, team: TeamMap) -> str:
    """team_map.toml with ``team``; destinations are matched by their pile."""
    doc = tomlkit.parse(text)
    _set(doc, "campground", team.campground, TEAM_KEYS)
    _set(doc, "arrow", team.arrow, TEAM_KEYS)
    _set(doc, "peak", team.peak, TEAM_KEYS)
    _set(doc, "fox", _same_set(doc.get("fox"), team.fox), TEAM_KEYS)
    _set(doc, "guess", _ordered(team.guesses, TEAM_GUESSES, doc.get("guess")), TEAM_KEYS)
    if "destination" not in doc:
        doc["destination"] = tomlkit.aot()
    aot = doc["destination"]
    wanted = {d.pile: d for d in team.destinations}
    for i in reversed(range(len(aot))):
        if aot[i].get("pile") not in wanted:
            del aot[i]
    by_pile = {t.get("pile"): t for t in aot}
    for d in team.destinations:
        table = by_pile.get(d.pile)
        if table is None:
            aot.append(tomlkit.table())
            table = aot[-1]
            _set(table, "pile", d.pile)
        _set(table, "space", d.space)
        _set(table, "squirrels", d.squirrels)
    if "major_shortcut" not in doc:
        doc["major_shortcut"] = tomlkit.table()
    # The major shortcut is always a guess on the team map's own list, never on its own.
    _write_shortcut(doc["major_shortcut"], team.major_shortcut, guess=False)
    return tomlkit.dumps(doc)


def write_board(
    texts: Mapping[str, str], cards: Sequence[RouteCard], race: RaceMap, team: TeamMap
) -> dict[str, str]:
    """The board files ``texts`` (keyed by file name) with the edited cards and maps."""
    out = dict(texts)
    out["cards.toml"] = write_cards(texts["cards.toml"], cards)
    out["race_map.toml"] = write_race_map(texts["race_map.toml"], race)
    out["team_map.toml"] = write_team_map(texts["team_map.toml"], team)
    return out
