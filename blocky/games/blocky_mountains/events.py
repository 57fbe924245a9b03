"""What an action did, as structured values: the raw material of the game log
and of the training statistics. Words are the job of whoever shows them."""

from __future__ import annotations

from dataclasses import dataclass

from blocky.games.blocky_mountains.catalogue import OwlValue
from blocky.games.blocky_mountains.state import EndReason


class Event:
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int


@dataclass(frozen=True, slots=True)
class PileChosen(Event):
    player: int
    pile: str


@dataclass(frozen=True, slots=True)
class RouteTaken(Event):
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class RouteChanged(Event):
    player: int
    old_card: str
    pile: str
    cost: int
    #: The change was free because the player started the turn on a compass space.
    compass: bool


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    pile: str
    card: str
    #: Team: this is the last card of the pile (T9 warning).
    last_of_pile: bool = False


@dataclass(frozen=True, slots=True)
class ShortcutTaken(Event):
    player: int
    start: int
    end: int
    cost: int


@dataclass(frozen=True, slots=True)
class VariantChosen(Event):
    player: int
    card: str
    difficult: bool


@dataclass(frozen=True, slots=True)
class FoxUsed(Event):
    player: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class PartnerChosen(Event):
    player: int
    partner: int


@dataclass(frozen=True, slots=True)
class AttemptReported(Event):
    """One attempt at the table. ``attempt`` counts from 1 for this player on this card."""

    player: int
    card: str
    difficult: bool
    attempt: int
    mastered: bool
    partner: int | None = None


@dataclass(frozen=True, slots=True)
class RetryPaid(Event):
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class FailureAccepted(Event):
    player: int
    card: str
    #: Why no further attempt was possible, if the player had no choice.
    forced: str = ""


@dataclass(frozen=True, slots=True)
class SquirrelsWon(Event):
    player: int
    count: int
    #: "extra_task" or "destination".
    reason: str
    #: What the reward would have been had the frolicking area held enough (R10).
    due: int = 0


@dataclass(frozen=True, slots=True)
class OwlFlipped(Event):
    player: int
    slot: str
    value: OwlValue
    mastered: bool


@dataclass(frozen=True, slots=True)
class Moved(Event):
    player: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class CardRemoved(Event):
    card: str


@dataclass(frozen=True, slots=True)
class OwlReshuffled(Event):
    tiles: int


@dataclass(frozen=True, slots=True)
class DestinationReached(Event):
    pile: str


@dataclass(frozen=True, slots=True)
class PeakReached(Event):
    player: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reason: EndReason
