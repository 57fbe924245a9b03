"""Store speed on a real file: durable append latency, resume time, per-card statistics.

Targets from the issue: append p99 under 16 ms, resume under 50 ms, statistics
query under 200 ms. Figures are printed, never asserted.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.record import Timeline
from blocky.games.blocky_mountains.state import Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.games.blocky_mountains.storage.derive import (
    AttemptRow,
    game_facts,
    insert_attempts,
    rows_for,
)
from blocky.store import Store
from blocky.store.values import format_time

RACE = [("Mia", "white"), ("Leo", "black"), ("Ada", "orange"), ("Noah", "violet")]


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def _append_latency(folder: Path, appends: int = 500) -> tuple[float, float]:
    with Store.open(folder / "append.sqlite3") as store:
        ids = [store.add_player(n).id for n, _ in RACE]
        rng = random.Random(1)
        times: list[float] = []
        game = store.create_game(Setup.race(RACE, seed=1), ids)
        while len(times) < appends:
            if game.finished:
                game = store.create_game(Setup.race(RACE, seed=len(times)), ids)
            action = rng.choice(legal_actions(game.state))
            start = time.perf_counter()
            game.play(action)
            times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def _long_game(seed: int) -> Timeline:
    """A long race: four players who fail often and buy every retry they can."""
    rng = random.Random(seed)
    t = Timeline.start(Setup.race(RACE, seed=seed)).advance_chance()
    while not t.state.is_over:
        acts = legal_actions(t.state)
        pref = [a for a in acts if a.kind == "retry"] or [
            a for a in acts if a.kind == "report" and not getattr(a, "mastered", True)
        ]
        t = t.play(rng.choice(pref or acts)).advance_chance()
    return t


def _resume(folder: Path) -> tuple[int, float, float]:
    """The longest game found (the rules end every game within about 250 actions), and
    the time to resume 1,000 stored actions: four such games opened one after another."""
    longest = max((_long_game(seed) for seed in range(990, 1010)), key=lambda t: len(t.actions))
    path = folder / "resume.sqlite3"
    with Store.open(path) as store:
        ids = [store.add_player(n).id for n, _ in RACE]
        game_ids = []
        for _ in range(4):
            game = store.create_game(longest.setup, ids)
            for action in longest.actions[len(game.timeline.actions) :]:
                if not action.is_chance:
                    game.play(action)
            assert game.timeline.actions == longest.actions
            game_ids.append(game.id)
    with Store.open(path) as store:
        one: list[float] = []
        four: list[float] = []
        for _ in range(15):
            start = time.perf_counter()
            store.open_game(game_ids[0])
            one.append(time.perf_counter() - start)
            start = time.perf_counter()
            for gid in game_ids:
                store.open_game(gid)
            four.append(time.perf_counter() - start)
    return len(longest.actions), statistics.median(one), statistics.median(four)


def _training_log(folder: Path, sessions: int = 10_000, templates: int = 300) -> Store:
    """10,000 solo sessions: ``templates`` real trainings played through the rules, each
    stored many times over at its own date (playing 10,000 for real takes minutes)."""
    store = Store.open(folder / "stats.sqlite3")
    players = [store.add_player(f"Trainee {i}").id for i in range(8)]
    rng = random.Random(7)
    played: list[tuple[Setup, list[AttemptRow], str]] = []
    for i in range(templates):
        t = Timeline.start(Setup.solo("T", course=rng.choice("ABC"), seed=i)).advance_chance()
        rows: list[AttemptRow] = []
        while not t.state.is_over:
            t, events = t.play_logged(rng.choice(legal_actions(t.state)))
            rows.extend(rows_for(t.state, len(t.actions) - 1, events, ""))
            t = t.advance_chance()
        played.append((t.setup, rows, game_facts(t.state)[2]))
    start = datetime(2020, 1, 1, tzinfo=UTC)
    with store.database.write() as db:
        for n in range(sessions):
            setup, rows, result = played[n % templates]
            pid = players[n % len(players)]
            when = start + timedelta(hours=5 * n)
            at = format_time(when)
            cur = db.execute(
                """INSERT INTO games (mode, setup_json, created_at, updated_at, finished,
                       summary, result_json, uid) VALUES ('solo', '{}', ?, ?, 1, '', ?, ?)""",
                (at, at, result, str(uuid.uuid4())),
            )
            assert cur.lastrowid is not None
            db.execute("INSERT INTO game_players VALUES (?, 0, ?)", (cur.lastrowid, pid))
            timed = [
                AttemptRow(**{**_fields(r), "at": format_time(when + timedelta(seconds=30 * k))})
                for k, r in enumerate(rows)
            ]
            insert_attempts(db, cur.lastrowid, {0: pid}, timed)
    return store


def _fields(row: AttemptRow) -> dict[str, object]:
    return {name: getattr(row, name) for name in AttemptRow.__slots__}


def _stats_query(folder: Path) -> tuple[int, float, float]:
    store = _training_log(folder)
    try:
        attempts = int(store.db.execute("SELECT count(*) FROM attempts").fetchone()[0])
        everyone: list[float] = []
        one_player: list[float] = []
        for _ in range(7):
            start = time.perf_counter()
            store.statistics("blocky-mountains").card_stats()
            everyone.append(time.perf_counter() - start)
            start = time.perf_counter()
            store.statistics("blocky-mountains").card_stats(StatsFilter(player_id=1, since=datetime(2021, 1, 1, tzinfo=UTC)))
            one_player.append(time.perf_counter() - start)
        return attempts, statistics.median(everyone), statistics.median(one_player)
    finally:
        store.close()


def run() -> list[tuple[str, str]]:
    with tempfile.TemporaryDirectory(prefix="blocky-store-bench-") as tmp:
        folder = Path(tmp)
        median, p99 = _append_latency(folder)
        length, one, four = _resume(folder)
        attempts, everyone, one_player = _stats_query(folder)
    return [
        ("durable append, median (500 appends, WAL, commit and flush)", _ms(median)),
        ("durable append, 99th percentile (target < 16 ms)", _ms(p99)),
        (f"resume the longest game ({length} actions)", _ms(one)),
        (f"resume 1,000 stored actions (4 games of {length}; target < 50 ms)", _ms(four)),
        (
            f"per-card statistics, 10,000 sessions ({attempts:,} attempts; target < 200 ms)",
            _ms(everyone),
        ),
        ("per-card statistics, one player and a period", _ms(one_player)),
    ]


if __name__ == "__main__":
    for label, figure in run():
        print(f"{label:<80} {figure}")
