"""What the game protocol (blocky/core/game.py) and the record a game is kept as
(blocky/core/record.py) share: the refusal of an action, and the type variables of a
game's set-up, state, actions and events. Both import it; it imports neither, so the
protocol can build a game's timeline and the record can replay any game without an
import circle between them."""

from __future__ import annotations

from typing import TypeVar

SetupT = TypeVar("SetupT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT")


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message says why, in plain words."""
