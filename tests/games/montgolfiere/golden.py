"""The golden playthroughs of Montgolfière: how each record in tests/golden/montgolfiere/
was made, and the replay output expected of it.

Each game is played by a seeded random policy (every card drawn from the balloon's real
remaining deck), from the first policy seed whose game shows what the scenario is for.
Regenerate the records and the expected output with

    MONTGOLFIERE_REGENERATE_GOLDEN=1 .venv/bin/python -m pytest tests/games/montgolfiere/test_golden.py

and read the diff before committing it: a person checks the files against the rules; the
test only keeps them from changing silently.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from blocky.core.game import ActorKind
from blocky.games.montgolfiere.actions import PeekBaron, PlayCard
from blocky.games.montgolfiere.events import (
    Event,
    GameEnds,
    GasReleased,
    HookChoiceAsked,
    HookFollows,
    SquadronBonus,
    StormCount,
)
from blocky.games.montgolfiere.record import Record, Timeline
from blocky.games.montgolfiere.rules import actor, legal_actions
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import Phase

GOLDEN_DIR = Path(__file__).resolve().parents[2] / "golden" / "montgolfiere"


@dataclass(frozen=True)
class Scenario:
    name: str
    description: str
    setup: Setup
    #: What the game must show to be chosen (all its events given).
    wanted: Callable[[list[Event], Record], bool]


def play(setup: Setup, seed: int) -> tuple[Record, list[Event]]:
    """One whole game (or match) by the random policy of ``seed``."""
    rng = random.Random(seed)
    t = Timeline.start(setup).advance_chance()
    events: list[Event] = []
    while t.state.phase is not Phase.OVER:
        state = t.state
        who = actor(state)
        assert who is not None
        legal = legal_actions(state)
        if who.is_chance:  # table draws: the players enter the Baron's card
            action = rng.choice(legal)
        elif who.kind is ActorKind.SIMULTANEOUS:
            # One peek a round: a second press only shows the same card again (M12).
            if PeekBaron() in legal and not state.peeked and rng.random() < 0.5:
                action = PeekBaron()
            else:
                seat = rng.choice(sorted(who.seats))
                action = rng.choice(
                    [a for a in legal if isinstance(a, PlayCard) and a.seat == seat]
                )
        else:
            action = rng.choice(legal)
        t, done = t.play_logged(action)
        events.extend(done)
        t = t.advance_chance()
    return t.record, events


def _has(*kinds: type) -> Callable[[list[Event], Record], bool]:
    def wanted(events: list[Event], record: Record) -> bool:
        return all(any(isinstance(e, k) for e in events) for k in kinds)

    return wanted


def _four(events: list[Event], record: Record) -> bool:
    stormy = any(isinstance(e, StormCount) and e.stormy for e in events)
    chosen = any(isinstance(e, HookFollows) and e.chosen for e in events)
    return stormy and chosen and _has(GasReleased, SquadronBonus, HookChoiceAsked)(events, record)


def _baron(events: list[Event], record: Record) -> bool:
    peeked = any(a.kind == "peek" for a in record.actions)
    return peeked and _has(HookChoiceAsked, GasReleased)(events, record)


def _match(events: list[Event], record: Record) -> bool:
    ends = [e for e in events if isinstance(e, GameEnds)]
    return len(ends) == 2 and any(a.kind == "peek" for a in record.actions)


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "four_players",
        "Four players on the 15-space board: sleeping gas, a stormy round, a squadron\n"
        "bonus, and a hook's player choosing whom to follow, to the end of the game.",
        Setup.of(["Ana", "Ben", "Cleo", "Dan"], edition="15"),
        _four,
    ),
    Scenario(
        "three_players_and_the_baron",
        "Three players and the Black Baron on the 15-space board, app draws (shuffle\n"
        "number 2024): a peek at the Baron's next card, sleeping gas and a hook choice.",
        Setup.of(["Ana", "Ben", "Cleo"], baron=True, edition="15", seed=2024),
        _baron,
    ),
    Scenario(
        "match_of_two_games",
        "A match to 25 points on the 12-space board, two players and the Black Baron,\n"
        "table draws (the players enter his cards): it ends after the second game.",
        Setup.of(["Ana", "Ben"], baron=True, edition="12", draws="table", target=25),
        _match,
    ),
)


def build(scenario: Scenario) -> Record:
    """The record of the first policy seed whose game shows what ``scenario`` wants."""
    for seed in range(2000):
        record, events = play(scenario.setup, seed)
        if scenario.wanted(events, record):
            return record
    raise AssertionError(f"no policy seed gives the game {scenario.name} wants")
