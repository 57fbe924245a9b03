"""What players (and chance) do in a round, as values, and how a record writes them.

A round: each player's balloon enters the card it revealed (``PlayCard``, in any order:
the reveal is simultaneous), the Baron's card turns up (``BaronCard``, chance), someone
presses Resolve (``Resolve``); a hook's player may be asked whom to follow
(``FollowHook``). Between the games of a match, ``NextGame`` starts the next one. A peek at
the Baron's next card (``PeekBaron``) is a deliberate action of its own (M12).

>>> action_to_json(PlayCard(1, ballast(12)))
{'do': 'play', 'seat': 1, 'card': '12kg'}
>>> action_from_json({"do": "follow", "seat": 3, "follow": 1})
FollowHook(seat=3, follow=1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from blocky.core.text import show
from blocky.games.montgolfiere.cards import Card, ballast, card_from_code


class Action:
    """Base of every action. ``kind`` is its name in a record (``"do"``)."""

    __slots__ = ()
    kind: ClassVar[str] = ""
    is_chance: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """The card a player's balloon revealed this round (M14)."""

    seat: int
    card: Card
    kind: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class BaronCard(Action):
    """Chance: the top card of the Baron's pile turns up (M12)."""

    card: Card
    kind: ClassVar[str] = "baron_card"
    is_chance: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PeekBaron(Action):
    """The balloons on the Baron's space look at his next card before the reveal (M12)."""

    kind: ClassVar[str] = "peek"


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    """Every card is entered: resolve the round (M3-M9)."""

    kind: ClassVar[str] = "resolve"


@dataclass(frozen=True, slots=True)
class FollowHook(Action):
    """The player of the hook on ``seat`` follows the balloon on ``follow`` (M8)."""

    seat: int
    follow: int
    kind: ClassVar[str] = "follow"


@dataclass(frozen=True, slots=True)
class NextGame(Action):
    """A match goes on: the next game starts (M11)."""

    kind: ClassVar[str] = "next_game"


ACTION_TYPES: dict[str, type[Action]] = {
    t.kind: t for t in (PlayCard, BaronCard, PeekBaron, Resolve, FollowHook, NextGame)
}
_FIELDS: dict[str, frozenset[str]] = {
    "play": frozenset({"seat", "card"}),
    "baron_card": frozenset({"card"}),
    "peek": frozenset(),
    "resolve": frozenset(),
    "follow": frozenset({"seat", "follow"}),
    "next_game": frozenset(),
}
#: Seats are small; a record holding a huge one is refused when read.
MAX_SEAT = 99


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"do": action.kind}
    if isinstance(action, PlayCard):
        out.update(seat=action.seat, card=action.card.code)
    elif isinstance(action, BaronCard):
        out["card"] = action.card.code
    elif isinstance(action, FollowHook):
        out.update(seat=action.seat, follow=action.follow)
    return out


def _seat(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEAT:
        raise ValueError(f"'{key}' must be a seat number from 0 to {MAX_SEAT}, not {show(value)}")
    return value


def action_from_json(data: Any) -> Action:
    """Read an action; raise ``ValueError`` saying what is wrong, whatever ``data`` is."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {show(data)}")
    kind = data.get("do")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise ValueError(f"unknown action {show(kind)}")
    extra = sorted(str(k) for k in set(data) - {"do"} - _FIELDS[kind])
    if extra:
        raise ValueError(f"unknown field {show(extra[0])} in a {kind} action")
    missing = sorted(_FIELDS[kind] - set(data))
    if missing:
        raise ValueError(f"a {kind} action needs the field '{missing[0]}'")
    if kind == "play":
        return PlayCard(_seat(data, "seat"), card_from_code(data["card"]))
    if kind == "baron_card":
        return BaronCard(card_from_code(data["card"]))
    if kind == "follow":
        return FollowHook(_seat(data, "seat"), _seat(data, "follow"))
    if kind == "peek":
        return PeekBaron()
    if kind == "resolve":
        return Resolve()
    return NextGame()


__all__ = [
    "ACTION_TYPES",
    "Action",
    "BaronCard",
    "FollowHook",
    "NextGame",
    "PeekBaron",
    "PlayCard",
    "Resolve",
    "action_from_json",
    "action_to_json",
    "ballast",
]
