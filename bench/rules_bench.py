"""Rules throughput: actions per second, random games per second, record replay time."""

from __future__ import annotations

import random
import statistics
import time

from blocky.games.blocky_mountains.actions import Action
from blocky.games.blocky_mountains.game import (
    apply,
    chance_options,
    current_actor,
    is_over,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.record import Record, replay
from blocky.games.blocky_mountains.simulate import random_playout, random_setup
from blocky.games.blocky_mountains.state import CHANCE, Setup


def _recorded_game(setup: Setup, rng: random.Random) -> tuple[Action, ...]:
    state = new_game(setup)
    actions: list[Action] = []
    while not is_over(state):
        if current_actor(state) == CHANCE:
            opts = chance_options(state)
            action = rng.choices([a for a, _ in opts], weights=[w for _, w in opts])[0]
        else:
            action = rng.choice(legal_actions(state))
        actions.append(action)
        state = apply(state, action)
    return tuple(actions)


def _records(mode: str, games: int, seed: int) -> list[Record]:
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        setup = random_setup(mode, rng, 4 if mode == "race" else None)
        out.append(Record(setup, _recorded_game(setup, rng)))
    return out


def run() -> list[tuple[str, str]]:
    figures: list[tuple[str, str]] = []
    # 1. Rules actions per second: apply (with its legality check) over recorded games.
    records = [r for mode in ("race", "team", "solo") for r in _records(mode, 150, 7)]
    total = sum(len(r.actions) for r in records)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for r in records:
            replay(r)
        best = min(best, time.perf_counter() - start)
    figures.append(("rules: apply (validated), all modes", f"{total / best:,.0f} actions/s"))

    # 2. Random games per second per mode (legal_actions + choice + apply, no invariant checks).
    for mode in ("race", "team", "solo"):
        rng = random.Random(11)
        setups = [random_setup(mode, rng, 4 if mode == "race" else None) for _ in range(300)]
        start = time.perf_counter()
        n_actions = 0
        for setup in setups:
            _, n = random_playout(setup, rng, check=False)
            n_actions += n
        dt = time.perf_counter() - start
        figures.append(
            (
                f"rules: random {mode} games",
                f"{len(setups) / dt:,.0f} games/s ({n_actions / dt:,.0f} actions/s)",
            )
        )

    # 3. Replaying 1,000 actions. One game ends long before 1,000 actions (the
    # longest race records are a few hundred), so the figure replays whole race
    # records, in order, until 1,000 actions have been applied.
    race = _records("race", 60, 3)
    longest = max(len(r.actions) for r in race)
    chunk: list[Record] = []
    count = 0
    for r in sorted(race, key=lambda r: -len(r.actions)):
        if count >= 1000:
            break
        take = min(len(r.actions), 1000 - count)
        chunk.append(Record(r.setup, r.actions[:take]))
        count += take
    times = []
    for _ in range(20):
        start = time.perf_counter()
        for r in chunk:
            replay(r)
        times.append(time.perf_counter() - start)
    figures.append(
        (
            "rules: replay 1,000 race actions",
            f"{statistics.median(times) * 1000:.1f} ms median (longest game seen: {longest} actions)",
        )
    )
    return figures


if __name__ == "__main__":
    for label, figure in run():
        print(f"{label:<45} {figure}")
