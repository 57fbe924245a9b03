"""The trainings summed per player and day (schema 14) equal a recount from the games'
own rows, whatever was played, undone, redone or deleted, on whichever days; the
migration builds the same rows; and the charts of a long log read them."""

from __future__ import annotations

import functools
import random
import sqlite3
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.store import Store, StoredGame
from blocky.store.schema import SCHEMA_VERSION, user_version
from tests.store.conftest import without_open_plays_index, without_training_days

GAME = "blocky-mountains"


class DayClock:
    """A clock the test moves on, by seconds or to another day."""

    def __init__(self) -> None:
        self.moment = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.moment


def take_step(
    store: Store,
    clock: DayClock,
    games: list[StoredGame],
    step: tuple[int, int, int],
    remake: Callable[[int], StoredGame],
) -> None:
    """One step of a property test on ``games[which]``, ``step`` being (which, move, seed):
    move 0-5 a legal action, 6 undo, 7 redo, 8 delete the game and start it again
    (``remake(which)``), 9 a new day. Every step moves the clock on 37 seconds."""
    which, move, seed = step
    clock.moment += timedelta(seconds=37)
    rng = random.Random(seed)
    game = games[which]
    if move == 9:
        clock.moment += timedelta(days=1, hours=rng.randint(0, 20))
    elif move == 8:
        store.delete_game(game.id)
        games[which] = remake(which)
    elif move == 6 and game.can_undo:
        game.undo()
    elif move == 7 and game.can_redo:
        game.redo()
    elif not is_over(game.state):
        game.play(rng.choice(legal_actions(game.state)))


def _kept(db: sqlite3.Connection) -> dict[tuple[int, str], tuple[Any, ...]]:
    return {
        (row[0], row[1]): tuple(row[2:])
        for row in db.execute(
            """SELECT player_id, day, games, finished, first_at, last_at, mastered_a,
                      mastered_b, mastered_c, failed_a, failed_b, failed_c, squirrels,
                      round(play_seconds, 6), timed, micros
               FROM training_days"""
        )
    }


def _recounted(db: sqlite3.Connection) -> dict[tuple[int, str], tuple[Any, ...]]:
    """The same sums, counted in Python from each solo game's own rows."""
    seat0 = dict(db.execute("SELECT game_id, player_id FROM game_players WHERE seat = 0"))
    times = {g: (n, us) for g, n, us in db.execute("SELECT game_id, timed, micros FROM game_times")}
    out: dict[tuple[int, str], list[Any]] = {}
    for row in db.execute(
        """SELECT game_id, local_day, finished, created_at, updated_at, mastered_a,
                  mastered_b, mastered_c, failed_a, failed_b, failed_c, squirrels, play_seconds
           FROM game_totals WHERE mode = 'solo'"""
    ):
        game, day, finished, created, updated = row[:5]
        if game not in seat0:
            continue
        sums = out.setdefault((seat0[game], day), [0, 0, None, None] + [0] * 10)
        sums[0] += 1
        if not finished:
            continue
        sums[1] += 1
        sums[2] = created if sums[2] is None else min(sums[2], created)
        sums[3] = updated if sums[3] is None else max(sums[3], updated)
        timed, micros = times.get(game, (0, 0))
        for n, value in enumerate((*row[5:11], row[11] or 0, row[12], timed, micros), start=4):
            sums[n] += value
    return {key: (*s[:11], round(s[11], 6), s[12], s[13]) for key, s in out.items()}


def _solo(name: str) -> Setup:
    return Setup.solo(name, course="A", draws=Draws.APP)


#: One step: which game (of four: two players, two trainings each), then a move (0-5 a
#: legal action, 6 undo, 7 redo, 8 delete the game and start it again, 9 a new day).
_STEP = st.tuples(st.integers(0, 3), st.integers(0, 9), st.integers(0, 2**16))


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(steps=st.lists(_STEP, min_size=20, max_size=200))
def test_the_days_equal_a_recount_after_play_undo_redo_and_delete(
    steps: list[tuple[int, int, int]],
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        clock = DayClock()
        with Store.open(Path(folder) / "blocky.sqlite3", clock=clock) as store:
            ids = [store.add_player(n).id for n in ("Mia", "Leo")]
            names = ("Mia", "Leo", "Mia", "Leo")
            games = [store.create_game(_solo(n), [ids[i % 2]]) for i, n in enumerate(names)]
            for step in steps:
                take_step(
                    store,
                    clock,
                    games,
                    step,
                    lambda w: store.create_game(_solo(names[w]), [ids[w % 2]]),
                )
            assert _kept(store.db) == _recounted(store.db)
            kept = _kept(store.db)
        # The migration builds the same rows from what is stored.
        path = Path(folder) / "blocky.sqlite3"
        db = sqlite3.connect(path, isolation_level=None)
        without_training_days(db)
        db.execute("PRAGMA user_version = 13")
        db.close()
        with Store.open(path, clock=clock) as store:
            assert user_version(store.db) == SCHEMA_VERSION
            assert _kept(store.db) == kept


def test_a_long_log_is_charted_from_the_days(tmp_path: Path) -> None:
    """Trainings on many days: the chart's points are the days' sums (a week each, over
    more than 120 days), for everyone and for one player, in a period too."""
    clock = DayClock()
    with Store.open(tmp_path / "blocky.sqlite3", clock=clock) as store:
        ids = [store.add_player(n).id for n in ("Mia", "Leo")]
        rng = random.Random(5)
        for day in range(0, 200, 3):
            clock.moment = datetime(2025, 1, 6, 16, tzinfo=UTC) + timedelta(days=day)
            pid = ids[day % 2]
            game = store.create_game(_solo(("Mia", "Leo")[day % 2]), [pid])
            while not is_over(game.state):
                clock.moment += timedelta(seconds=50)
                game.play(rng.choice(legal_actions(game.state)))
        figures = store.statistics(GAME)
        unit, points, _ = figures.training_periods(StatsFilter())
        assert unit == "week"
        kept = _kept(store.db)
        assert sum(p.cards_mastered for p in points) == sum(
            v[4] + v[5] + v[6] for v in kept.values()
        )
        assert len(points) == len({(p.player_id, p.local_day) for p in points})
        one, points_one, _ = figures.training_periods(
            StatsFilter(player_id=ids[1], since=datetime(2025, 3, 1).date())
        )
        assert {p.player_id for p in points_one} == {ids[1]}
        assert sum(p.cards_mastered for p in points_one) == sum(
            v[4] + v[5] + v[6]
            for (pid, day), v in kept.items()
            if pid == ids[1] and day >= "2025-03-01"
        )
        assert one in ("day", "week")


def _vm_steps(db: sqlite3.Connection, act: Callable[[], object]) -> int:
    """How many steps of SQLite's virtual machine ``act`` takes (counted, not timed; in
    hundreds, as SQLite calls the handler every hundred steps)."""
    count = [0]

    def tick() -> int:
        count[0] += 1
        return 0

    db.set_progress_handler(tick, 100)
    try:
        act()
    finally:
        db.set_progress_handler(None, 100)
    return count[0] * 100


def _trainings_on_days(store: Store, clock: DayClock, player: int, days: int) -> None:
    """``days`` trainings of ``player`` (an id) started on as many days, one a day."""
    for _ in range(days):
        clock.moment += timedelta(days=1)
        store.create_game(_solo("Mia"), [player])


def test_a_move_costs_the_store_the_same_after_hundreds_of_trainings(tmp_path: Path) -> None:
    """The days' sums are counted again from the day's trainings, not from every training
    of the player: a move, its undo and its redo take as many steps of SQLite's machine
    with 400 earlier trainings as with 10 (with the triggers schema 14 made, which went
    through all the player's games, a move took 7 times as many)."""
    clock = DayClock()
    with Store.open(tmp_path / "blocky.sqlite3", clock=clock) as store:
        mia = store.add_player("Mia").id
        costs = []
        for earlier in (10, 390):
            _trainings_on_days(store, clock, mia, earlier)
            clock.moment += timedelta(days=1)
            game = store.create_game(_solo("Mia"), [mia])
            move = legal_actions(game.state)[0]
            play = _vm_steps(store.db, functools.partial(game.play, move))
            undo = _vm_steps(store.db, game.undo)
            redo = _vm_steps(store.db, game.redo)
            costs.append((play, undo, redo))
        (few, many) = costs
        for a, b in zip(few, many, strict=True):
            assert b <= a * 1.2 + 500, costs


def test_the_migration_makes_the_triggers_a_new_file_has(tmp_path: Path) -> None:
    """A file of schema 15 (the triggers that went through every training of the player)
    gets the triggers a new file is made with, and keeps its sums as they were."""
    from blocky.games.blocky_mountains.storage.training_days import TRIGGERS
    from blocky.store.schema import migrate

    def triggers(db: sqlite3.Connection) -> dict[str, str]:
        return dict(
            db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
        )

    fresh = sqlite3.connect(":memory:", isolation_level=None)
    migrate(fresh)
    made = triggers(fresh)
    fresh.close()
    assert set(TRIGGERS) <= set(made)
    assert all("+gp.player_id" in made[name] for name in TRIGGERS)

    path = tmp_path / "blocky.sqlite3"
    clock = DayClock()
    with Store.open(path, clock=clock) as store:
        mia = store.add_player("Mia").id
        _trainings_on_days(store, clock, mia, 3)
        game = store.create_game(_solo("Mia"), [mia])
        for _ in range(6):
            game.play(legal_actions(game.state)[0])
        kept = _kept(store.db)
    old = sqlite3.connect(":memory:", isolation_level=None)
    migrate(old, 15)
    released = triggers(old)
    old.close()
    db = sqlite3.connect(path, isolation_level=None)
    for name in TRIGGERS:
        db.execute(f"DROP TRIGGER {name}")
        db.execute(released[name])
    without_open_plays_index(db)
    db.execute("PRAGMA user_version = 15")
    assert all("+gp.player_id" not in sql for name, sql in triggers(db).items() if name in TRIGGERS)
    db.close()
    with Store.open(path, clock=clock) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        assert triggers(store.db) == made
        assert _kept(store.db) == kept == _recounted(store.db)
