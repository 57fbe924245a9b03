"""A tiny game known only to the tests: rock-paper-scissors with a coin.

Each round a coin is tossed first (chance: heads makes the round count double), then both
players throw at once (a simultaneous step: each throw is its own action, in any order).
It shows that the core needs nothing of Blocky Mountains.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from blocky.core.commands import GameCommands
from blocky.core.game import CHANCE, Actor, Game, GameType, IllegalAction, Outcome, Termination
from blocky.core.registry import GameEntry, register, unregister

HANDS = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}


class RpsEnd(Termination):
    ROUNDS_PLAYED = "rounds_played"


@dataclass(frozen=True)
class RpsSetup:
    players: tuple[str, str]
    rounds: int = 2
    seed: int | None = 0  # None: the players toss a real coin and enter it


@dataclass(frozen=True)
class RpsState:
    setup: RpsSetup
    round: int = 0
    points: tuple[int, int] = (0, 0)
    double: bool | None = None  # None: the coin is still to be tossed
    throws: tuple[str | None, str | None] = (None, None)


class RpsAction:
    pass


@dataclass(frozen=True)
class Coin(RpsAction):
    heads: bool


@dataclass(frozen=True)
class Throw(RpsAction):
    seat: int
    hand: str


@dataclass(frozen=True)
class RoundWon:
    seat: int
    points: int


@dataclass(frozen=True)
class RoundDrawn:
    round: int


class Rps(Game[RpsSetup, RpsState, RpsAction, object]):
    game_type = GameType(
        "toy-rps", "Rock paper scissors", 2, 2, chance=True, simultaneous=True, rules_version=3
    )

    def validate_setup(self, setup: RpsSetup) -> None:
        if setup.rounds < 1:
            raise ValueError("play at least one round")

    def new_game(self, setup: RpsSetup, data: Mapping[str, str] | None = None) -> RpsState:
        self.validate_setup(setup)
        return RpsState(setup)

    def actor(self, state: RpsState) -> Actor | None:
        if state.round == state.setup.rounds:
            return None
        if state.double is None:
            return CHANCE
        return Actor.simultaneous(s for s in (0, 1) if state.throws[s] is None)

    def legal_actions(self, state: RpsState) -> Sequence[RpsAction]:
        actor = self.actor(state)
        if actor is None:
            return []
        if actor.is_chance:
            return [a for a, _ in self.chance_outcomes(state)]
        return [Throw(seat, hand) for seat in sorted(actor.seats) for hand in HANDS]

    def apply_logged(
        self, state: RpsState, action: RpsAction
    ) -> tuple[RpsState, tuple[object, ...]]:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action} is not allowed now")
        if isinstance(action, Coin):
            return RpsState(state.setup, state.round, state.points, action.heads), ()
        assert isinstance(action, Throw)
        throws = list(state.throws)
        throws[action.seat] = action.hand
        if None in throws:
            t = (throws[0], throws[1])
            return RpsState(state.setup, state.round, state.points, state.double, t), ()
        a, b = throws
        gain = 2 if state.double else 1
        points = list(state.points)
        events: tuple[object, ...]
        if a == b:
            events = (RoundDrawn(state.round),)
        else:
            winner = 0 if BEATS[str(a)] == b else 1
            points[winner] += gain
            events = (RoundWon(winner, gain),)
        return RpsState(state.setup, state.round + 1, (points[0], points[1])), events

    def chance_outcomes(self, state: RpsState) -> Sequence[tuple[RpsAction, int]]:
        return [(Coin(True), 1), (Coin(False), 1)] if self.actor(state) == CHANCE else []

    def is_chance(self, action: RpsAction) -> bool:
        return isinstance(action, Coin)

    def chance_seed(self, setup: RpsSetup) -> int | None:
        return setup.seed

    def outcome(self, state: RpsState) -> Outcome | None:
        if self.actor(state) is not None:
            return None
        a, b = state.points
        if a == b:
            ranking = (frozenset({0, 1}),)
        else:
            ranking = (frozenset({0 if a > b else 1}), frozenset({1 if a > b else 0}))
        return Outcome(RpsEnd.ROUNDS_PLAYED, ranking[0], ranking)

    def action_kind(self, action: RpsAction) -> str:
        return "coin" if isinstance(action, Coin) else "throw"

    def setup_to_json(self, setup: RpsSetup) -> dict[str, Any]:
        return {"players": list(setup.players), "rounds": setup.rounds, "seed": setup.seed}

    def setup_from_json(self, data: Any) -> RpsSetup:
        if not isinstance(data, dict) or not isinstance(data.get("players"), list):
            raise ValueError("players must be a list")
        a, b = data["players"]
        return RpsSetup((a, b), data["rounds"], data["seed"])

    def action_to_json(self, action: RpsAction) -> dict[str, Any]:
        if isinstance(action, Coin):
            return {"do": "coin", "heads": action.heads}
        assert isinstance(action, Throw)
        return {"do": "throw", "seat": action.seat, "hand": action.hand}

    def action_from_json(self, data: Any) -> RpsAction:
        if isinstance(data, dict) and data.get("do") == "coin":
            return Coin(bool(data["heads"]))
        if isinstance(data, dict) and data.get("do") == "throw" and data.get("hand") in HANDS:
            return Throw(int(data["seat"]), str(data["hand"]))
        raise ValueError(f"not an action of this game: {data!r}")


RPS = Rps()


class RpsCommands(GameCommands):
    """``replay`` and ``simulate`` of the toy game: the core's own, with its set-ups."""

    def random_setup(self, rng: random.Random, args: object = None) -> RpsSetup:
        return RpsSetup(("Ann", "Bo"), rng.randint(1, 4), rng.choice([None, rng.randrange(99)]))


COMMANDS = RpsCommands(RPS)
#: The toy game's registry entry, as a game of the app writes its own.
ENTRY = GameEntry(
    "toy-rps", rules_path="tests.core.toy_game:RPS", commands_path="tests.core.toy_game:COMMANDS"
)


@contextmanager
def toy_registered() -> Iterator[GameEntry]:
    """The toy game in the registry for a while, as a game of the app is."""
    register(ENTRY)
    try:
        yield ENTRY
    finally:
        unregister(ENTRY.id)
