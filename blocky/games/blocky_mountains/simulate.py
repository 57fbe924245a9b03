"""Blocky Mountains: random legal games with every invariant checked after every action
(`python -m blocky simulate --game blocky-mountains`, through its commands)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from blocky.games.blocky_mountains.game import (
    apply,
    chance_options,
    current_actor,
    is_over,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.invariants import check_invariants
from blocky.games.blocky_mountains.state import CHANCE, RACE_COLOURS, Mode, Setup, State


@dataclass(frozen=True)
class SimulationResult:
    games: int
    actions: int
    seconds: float


def random_setup(mode: str, rng: random.Random, players: int | None = None) -> Setup:
    """A set-up with ``players`` players (random count if None) for ``mode``."""
    m = Mode(mode)
    if m is Mode.RACE:
        n = players if players is not None else rng.randint(1, 4)
        if not 1 <= n <= 4:
            raise ValueError(f"the race game is for 1 to 4 players, not {n}")
        colours = sorted(rng.sample(RACE_COLOURS, n), key=RACE_COLOURS.index)
        return Setup.race(
            [(f"Player {i + 1}", c) for i, c in enumerate(colours)], seed=rng.randrange(2**31)
        )
    if m is Mode.TEAM:
        n = players if players is not None else rng.randint(2, 7)
        if not 2 <= n <= 7:
            raise ValueError(f"the team variant is for 2 to 7 adventurers, not {n}")
        return Setup.team(
            [f"Adventurer {i + 1}" for i in range(n)],
            level=rng.choice(["beginner", "advanced"]),
            start=rng.choice(["campground", "campground", "A", "B"]),
            seed=rng.randrange(2**31),
        )
    if players not in (None, 1):
        raise ValueError("solo training is for 1 player")
    return Setup.solo(
        "Trainee", course=rng.choice(["A", "B", "C", "climb"]), seed=rng.randrange(2**31)
    )


def random_playout(setup: Setup, rng: random.Random, *, check: bool = True) -> tuple[State, int]:
    """Play one game with random legal choices (chance weighted as at the table)."""
    state = new_game(setup)
    if check:
        check_invariants(state)
    n = 0
    while not is_over(state):
        if current_actor(state) == CHANCE:
            options = chance_options(state)
            action = rng.choices([a for a, _ in options], weights=[w for _, w in options])[0]
        else:
            action = rng.choice(legal_actions(state))
        state = apply(state, action)
        n += 1
        if check:
            check_invariants(state)
    return state, n


def simulate(mode: str, *, games: int, seed: int, players: int | None = None) -> SimulationResult:
    if games < 1:
        raise ValueError("play at least 1 game")
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for _ in range(games):
        setup = random_setup(mode, rng, players)
        _, n = random_playout(setup, rng)
        actions += n
    return SimulationResult(games, actions, time.perf_counter() - start)
