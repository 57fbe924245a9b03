"""The cards of Montgolfière and a balloon's deck of 24.

Every colour has the same deck: ballast of 1 to 15 kg (one each), 4 grappling hooks,
2 sleeping gas, 2 storms and 1 super engine. A card is a value; the same card object
stands for every copy of it (the four hooks of a deck are four plays of ``HOOK``).

>>> len(DECK), DECK_COUNTS[HOOK], ballast(7).code
(24, 4, '7kg')
>>> card_from_code("storm") is STORM, card_from_code("12kg").kg
(True, 12)
>>> remaining((HOOK, HOOK, ballast(3)))[HOOK]
2
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from blocky.core.text import show


class CardKind(StrEnum):
    BALLAST = "ballast"
    HOOK = "hook"
    GAS = "gas"
    STORM = "storm"
    ENGINE = "engine"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card: its kind and, for ballast, its weight in kg (0 for the others).

    There is one object per different card (:data:`CARDS`; get them with :func:`ballast`,
    :func:`card_from_code` or the constants), so cards compare and hash by identity, which
    keeps counting a deck fast."""

    kind: CardKind
    kg: int = 0
    #: The card in a record: ``"7kg"``, ``"hook"``, ``"gas"``, ``"storm"``, ``"engine"``.
    code: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        code = f"{self.kg}kg" if self.kind is CardKind.BALLAST else self.kind.value
        object.__setattr__(self, "code", code)

    def __str__(self) -> str:
        return self.code

    def __reduce__(self) -> tuple[Any, ...]:
        return (card_from_code, (self.code,))

    def __repr__(self) -> str:
        return f"Card({self.code})"


#: The heaviest ballast card.
MAX_KG = 15
BALLAST: tuple[Card, ...] = tuple(Card(CardKind.BALLAST, kg) for kg in range(1, MAX_KG + 1))
HOOK = Card(CardKind.HOOK)
GAS = Card(CardKind.GAS)
STORM = Card(CardKind.STORM)
ENGINE = Card(CardKind.ENGINE)

#: Every different card, in the order a view lays out its buttons.
CARDS: tuple[Card, ...] = (*BALLAST, HOOK, GAS, STORM, ENGINE)
#: How many copies of each card a deck holds.
DECK_COUNTS: Mapping[Card, int] = {**{c: 1 for c in BALLAST}, HOOK: 4, GAS: 2, STORM: 2, ENGINE: 1}
#: One deck, every copy, in :data:`CARDS` order.
DECK: tuple[Card, ...] = tuple(c for c in CARDS for _ in range(DECK_COUNTS[c]))
DECK_SIZE = len(DECK)
#: One card per round, so a game has at most as many rounds as a deck has cards (M2).
MAX_ROUNDS = DECK_SIZE

_BY_CODE: dict[str, Card] = {c.code: c for c in CARDS}


def ballast(kg: int) -> Card:
    """The ballast card of ``kg`` kilograms (1-15)."""
    if not 1 <= kg <= MAX_KG:
        raise ValueError(f"ballast weighs 1 to {MAX_KG} kg, not {kg}")
    return BALLAST[kg - 1]


def card_from_code(code: Any) -> Card:
    """The card a record names (``"7kg"``, or the whole number 7, ``"hook"``, ...).

    Raises ``ValueError`` saying what is wrong, whatever ``code`` is."""
    if isinstance(code, int) and not isinstance(code, bool) and 1 <= code <= MAX_KG:
        return BALLAST[code - 1]
    if isinstance(code, str) and code in _BY_CODE:
        return _BY_CODE[code]
    raise ValueError(f"{show(code)} is not a card: write 1kg to 15kg, hook, gas, storm or engine")


def remaining(used: Iterable[Card]) -> Counter[Card]:
    """How many of each card are left in a deck after ``used`` (never below 0)."""
    left = Counter(DECK_COUNTS)
    left.subtract(used)
    return +left
