"""A Blocky Mountains set-up as JSON, in records, exports and the store.

>>> from blocky.games.blocky_mountains.state import Setup
>>> setup = Setup.team(["Mia", "Leo"], level="advanced")
>>> setup_from_json(setup_to_json(setup)) == setup
True
"""

from __future__ import annotations

from typing import Any

from blocky.core.record import RecordError
from blocky.core.untrusted import MAX_ACTION_TEXT, is_text, show
from blocky.games.blocky_mountains.state import (
    MAX_PLAN,
    MAX_SEED,
    MIN_SEED,
    NO_HANDICAP,
    RACE_COLOURS,
    Draws,
    Handicap,
    Mode,
    Setup,
    SetupError,
)


def setup_to_json(setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {"mode": setup.mode.value}
    if setup.mode is Mode.RACE:
        out["players"] = [
            {"name": n, "colour": c} for n, c in zip(setup.players, setup.colours, strict=True)
        ]
        # H1: a player's handicap, only when the race has one (older records have none).
        for seat, player in enumerate(out["players"]):
            h = setup.handicap(seat)
            if not h.is_none:
                player["handicap"] = {
                    "squirrels": h.squirrels,
                    "spaces": h.spaces,
                    "difficult": h.difficult,
                }
    else:
        out["players"] = [{"name": n} for n in setup.players]
    if setup.mode is Mode.TEAM:
        out["level"] = setup.level
        out["start"] = setup.start
    if setup.mode is Mode.SOLO:
        out["course"] = setup.course
        if setup.plan:
            out["plan"] = list(setup.plan)
    out["draws"] = setup.draws.value
    out["seed"] = setup.seed
    return out


def _key(key: object) -> str:
    if isinstance(key, str) and len(key) <= 40 and key.isprintable() and is_text(key):
        return key
    return show(key)


def _choice(data: dict[str, Any], key: str, default: str, allowed: str) -> str:
    """A set-up field that must be one of a few words."""
    value = data.get(key, default)
    if not isinstance(value, str):
        raise RecordError(f"setup: {key} must be {allowed}, not {show(value)}")
    return value


def setup_from_json(data: Any) -> Setup:
    """Read a set-up. Raises :class:`RecordError` saying what is wrong, whatever ``data`` is."""
    if not isinstance(data, dict):
        raise RecordError(f"setup: must be an object, not {show(data)}")
    allowed = {"mode", "players", "level", "start", "course", "draws", "seed", "plan"}
    extra = sorted(_key(k) for k in set(data) - allowed)
    if extra:
        raise RecordError(f"setup: unknown field(s) {', '.join(extra[:5])}")
    raw_mode = data.get("mode")
    if not isinstance(raw_mode, str) or raw_mode not in {m.value for m in Mode}:
        raise RecordError(f"setup: mode must be race, team or solo, not {show(raw_mode)}")
    mode = Mode(raw_mode)
    raw_draws = data.get("draws", "app")
    if not isinstance(raw_draws, str) or raw_draws not in {d.value for d in Draws}:
        raise RecordError(f"setup: draws must be app or table, not {show(raw_draws)}")
    draws = Draws(raw_draws)
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError("setup: players must be a list of objects")
    if len(players) > 7:
        raise RecordError(f"setup: {len(players)} players; a game has at most 7")
    names: list[str] = []
    colours: list[str] = []
    handicaps: list[Handicap] = []
    for i, p in enumerate(players, start=1):
        keys = {"name", "colour", "handicap"} if mode is Mode.RACE else {"name"}
        unknown = sorted(_key(k) for k in set(p) - keys)
        if unknown:
            raise RecordError(f"setup: player {i}: unknown field(s) {', '.join(unknown[:5])}")
        name = p.get("name")
        if not isinstance(name, str):
            raise RecordError(f"setup: player {i}: name must be text, not {show(name)}")
        if not is_text(name):
            raise RecordError(f"setup: player {i}: the name holds characters that are not text")
        names.append(name)
        if mode is Mode.RACE:
            colour = p.get("colour")
            if not isinstance(colour, str):
                raise RecordError(f"setup: player {i}: colour must be text, not {show(colour)}")
            if colour not in RACE_COLOURS:
                raise RecordError(
                    f"setup: {show(colour)} is not a player colour (white, black, orange, violet)"
                )
            colours.append(colour)
            handicaps.append(_handicap(i, p.get("handicap")))
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not MIN_SEED <= seed <= MAX_SEED:
        raise RecordError(
            f"setup: the seed must be a whole number from {MIN_SEED} to {MAX_SEED}, "
            f"not {show(seed)}"
        )
    plan = data.get("plan", [])
    if not isinstance(plan, list) or not all(isinstance(c, str) for c in plan):
        raise RecordError("setup: plan must be a list of card ids")
    if len(plan) > MAX_PLAN:
        raise RecordError(f"setup: a practice plan lists at most {MAX_PLAN} cards")
    if not all(is_text(c) and len(c) <= MAX_ACTION_TEXT for c in plan):
        raise RecordError("setup: the plan lists something that is not a card id")
    setup = Setup(
        mode,
        tuple(names),
        tuple(colours),
        level=_choice(data, "level", "beginner", "beginner or advanced"),
        start=_choice(data, "start", "campground", "campground, A or B"),
        course=_choice(data, "course", "A", "A, B, C, climb or plan"),
        draws=draws,
        seed=seed,
        plan=tuple(plan),
        handicaps=() if all(h.is_none for h in handicaps) else tuple(handicaps),
    )
    try:
        setup.validate()
    except SetupError as exc:
        raise RecordError(f"setup: {_short(str(exc))}") from None
    return setup


def _handicap(i: int, data: object) -> Handicap:
    """A race player's handicap (H1): absent is none."""
    if data is None:
        return NO_HANDICAP
    if not isinstance(data, dict):
        raise RecordError(f"setup: player {i}: handicap must be an object, not {show(data)}")
    unknown = sorted(_key(k) for k in set(data) - {"squirrels", "spaces", "difficult"})
    if unknown:
        raise RecordError(f"setup: player {i}: handicap: unknown field(s) {', '.join(unknown[:5])}")
    values: list[int] = []
    for key in ("squirrels", "spaces"):
        v = data.get(key, 0)
        if isinstance(v, bool) or not isinstance(v, int):
            raise RecordError(f"setup: player {i}: handicap {key} must be a number, not {show(v)}")
        values.append(v)
    difficult = data.get("difficult", False)
    if not isinstance(difficult, bool):
        raise RecordError(
            f"setup: player {i}: handicap difficult must be true or false, not {show(difficult)}"
        )
    return Handicap(values[0], values[1], difficult)


def _short(message: str) -> str:
    """A message that quotes a long value, shortened (set-up errors quote what was given)."""
    return message if len(message) <= 300 else message[:300] + "…"
