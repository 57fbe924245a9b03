"""Everything that can happen in a game, as small immutable values.

Player decisions and chance outcomes are both actions, so one list of actions
replays one game exactly (the OpenSpiel way: chance is just another actor).

>>> ChoosePile("B")
ChoosePile(pile='B')
>>> action_from_json(action_to_json(RevealCard("chimney")))
RevealCard(card='chimney')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from blocky.core.untrusted import MAX_ACTION_TEXT, is_text, show
from blocky.games.blocky_mountains.catalogue import PILES, Pile

OwlSlot = Literal["letter", "neutral"]


class Action:
    """Base class of every action. Subclasses are frozen dataclasses."""

    __slots__ = ()
    kind: str = ""
    is_chance: bool = False


@dataclass(frozen=True, slots=True)
class ChoosePile(Action):
    """Race: no route is built, so the player reveals the top card of a pile of their choice."""

    pile: Pile
    kind = "choose_pile"


@dataclass(frozen=True, slots=True)
class TakeRoute(Action):
    """Race: play the route that is already built."""

    kind = "take_route"


@dataclass(frozen=True, slots=True)
class ChangeRoute(Action):
    """Race: remove the built route and reveal a card of ``pile`` instead (costs squirrels)."""

    pile: Pile
    kind = "change_route"


@dataclass(frozen=True, slots=True)
class TakeShortcut(Action):
    """At the start of the turn: pay squirrels and follow the dotted line."""

    kind = "take_shortcut"


@dataclass(frozen=True, slots=True)
class PlayOn(Action):
    """Team: do not take the major shortcut; turn over the next card."""

    kind = "play_on"


@dataclass(frozen=True, slots=True)
class ChooseVariant(Action):
    """On a card with an extra task: build the normal or the difficult route."""

    difficult: bool
    kind = "choose_variant"


@dataclass(frozen=True, slots=True)
class Fox(Action):
    """Team on a fox space: pay 1 squirrel to move 1 space forward before the attempt."""

    kind = "fox"


@dataclass(frozen=True, slots=True)
class Partner(Action):
    """Team, 2-rod route: a second adventurer holds the other rod (credited in the log)."""

    seat: int
    kind = "partner"


@dataclass(frozen=True, slots=True)
class Report(Action):
    """What happened at the table: the attempt was mastered or failed."""

    mastered: bool
    kind = "report"


@dataclass(frozen=True, slots=True)
class Retry(Action):
    """After a failed normal attempt: pay 1 squirrel for one more attempt."""

    kind = "retry"


@dataclass(frozen=True, slots=True)
class AcceptFailure(Action):
    """After a failed attempt: give up on this route."""

    kind = "accept_failure"


@dataclass(frozen=True, slots=True)
class FlipOwl(Action):
    """Race: the first player on a card chooses which owl tile under the pile to turn over."""

    slot: OwlSlot
    kind = "flip_owl"


@dataclass(frozen=True, slots=True)
class RevealCard(Action):
    """Chance: the top card of the pile turns out to be ``card``."""

    card: str
    kind = "reveal_card"
    is_chance = True


@dataclass(frozen=True, slots=True)
class RevealOwl(Action):
    """Chance: the face-down neutral owl tile shows ``advance``/``back``."""

    advance: int
    back: int
    kind = "reveal_owl"
    is_chance = True


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        ChoosePile,
        TakeRoute,
        ChangeRoute,
        TakeShortcut,
        PlayOn,
        ChooseVariant,
        Fox,
        Partner,
        Report,
        Retry,
        AcceptFailure,
        FlipOwl,
        RevealCard,
        RevealOwl,
    )
}


class ActionFormatError(ValueError):
    """A stored action that cannot be read."""


#: Whole numbers in actions (a seat, an owl tile's values) are small; larger ones are refused
#: when read, so no message ever has to print a number of thousands of digits.
MAX_ACTION_NUMBER = 99


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"do": action.kind}
    for name in getattr(action, "__dataclass_fields__", {}):
        out[name] = getattr(action, name)
    return out


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    if name not in data:
        raise ActionFormatError(f"'{data.get('do')}' needs the field '{name}'")
    value = data[name]
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ActionFormatError(f"'{name}' must be a whole number, not {show(value)}")
        if not 0 <= value <= MAX_ACTION_NUMBER:
            raise ActionFormatError(
                f"'{name}' must be a whole number from 0 to {MAX_ACTION_NUMBER}, not {show(value)}"
            )
    if kind is bool and not isinstance(value, bool):
        raise ActionFormatError(f"'{name}' must be true or false, not {show(value)}")
    if kind is str:
        if not isinstance(value, str):
            raise ActionFormatError(f"'{name}' must be text, not {show(value)}")
        if len(value) > MAX_ACTION_TEXT or not is_text(value):
            raise ActionFormatError(f"'{name}' is not a known name: {show(value)}")
    return value


def _key(key: object) -> str:
    """A field name as a message can show it."""
    if isinstance(key, str) and len(key) <= 40 and key.isprintable() and is_text(key):
        return key
    return show(key)


def action_from_json(data: Any) -> Action:
    """Read one action; raises :class:`ActionFormatError` with the reason, whatever ``data`` is."""
    if not isinstance(data, dict):
        raise ActionFormatError(f"an action must be an object, not {show(data)}")
    kind = data.get("do")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ActionFormatError(f"unknown action {show(kind)}")
    fields = getattr(cls, "__dataclass_fields__", {})
    extra = sorted(_key(k) for k in set(data) - set(fields) - {"do"})
    if extra:
        raise ActionFormatError(f"'{kind}' has unknown field(s) {', '.join(extra[:5])}")
    if cls in (ChoosePile, ChangeRoute):
        pile = _field(data, "pile", str)
        if pile not in PILES:
            raise ActionFormatError(f"pile must be A, B or C, not {show(pile)}")
        return ChoosePile(pile) if cls is ChoosePile else ChangeRoute(pile)
    if cls is ChooseVariant:
        return ChooseVariant(_field(data, "difficult", bool))
    if cls is Partner:
        return Partner(_field(data, "seat", int))
    if cls is Report:
        return Report(_field(data, "mastered", bool))
    if cls is FlipOwl:
        slot = _field(data, "slot", str)
        if slot not in ("letter", "neutral"):
            raise ActionFormatError(f"slot must be 'letter' or 'neutral', not {show(slot)}")
        return FlipOwl(slot)
    if cls is RevealCard:
        return RevealCard(_field(data, "card", str))
    if cls is RevealOwl:
        return RevealOwl(_field(data, "advance", int), _field(data, "back", int))
    return cls()
