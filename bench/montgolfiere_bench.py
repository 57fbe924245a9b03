"""Montgolfière's rules throughput: rounds resolved per second."""

from __future__ import annotations

import random
import time

from blocky.games.montgolfiere.actions import Action
from blocky.games.montgolfiere.rules import apply, new_game
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.simulate import random_action, random_playout, random_setup
from blocky.games.montgolfiere.state import Phase


def recorded_games(games: int, seed: int) -> list[tuple[Setup, list[Action], int]]:
    """Random whole games (some of them matches): set-up, actions, rounds resolved."""
    rng = random.Random(seed)
    out = []
    for i in range(games):
        setup = random_setup(rng, "15" if i % 2 else "12")
        state = new_game(setup)
        actions: list[Action] = []
        while state.phase is not Phase.OVER:
            action = random_action(state, rng)
            actions.append(action)
            state = apply(state, action)
        out.append((setup, actions, sum(r.rounds for r in state.results)))
    return out


def run(games: int = 300) -> list[tuple[str, str]]:
    figures: list[tuple[str, str]] = []
    # 1. Rounds per second: every action of recorded games applied with its checks (cards
    # entered, the Baron's card, resolve with its events, hook choices), as a replay does.
    records = recorded_games(games, 13)
    rounds = sum(r for _, _, r in records)
    actions = sum(len(a) for _, a, _ in records)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for setup, acts, _ in records:
            state = new_game(setup)
            for action in acts:
                state = apply(state, action)
        best = min(best, time.perf_counter() - start)
    figures.append(
        (
            "Montgolfière: rounds resolved (replay, validated)",
            f"{rounds / best:,.0f} rounds/s ({actions / best:,.0f} actions/s)",
        )
    )
    # 2. Random games with every invariant checked after every action (simulate).
    rng = random.Random(17)
    setups = [random_setup(rng, "15") for _ in range(max(games // 3, 1))]
    start = time.perf_counter()
    played = 0
    for setup in setups:
        _, r, _ = random_playout(setup, rng)
        played += r
    dt = time.perf_counter() - start
    figures.append(
        (
            "Montgolfière: random games, invariants checked",
            f"{len(setups) / dt:,.0f} games/s ({played / dt:,.0f} rounds/s)",
        )
    )
    return figures


if __name__ == "__main__":
    for label, figure in run():
        print(f"{label:<50} {figure}")
