"""The cards mastered kept per game, player and mode (schema 15) equal a recount from the
attempts, whatever was played, undone, redone or deleted, in trainings, races and team
games; the migration builds the same rows; and the bests read from them equal those
summed from every game of the player."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter, solo
from blocky.store import Store
from blocky.store.schema import SCHEMA_VERSION, user_version
from tests.store.conftest import without_game_mastered
from tests.store.test_training_days import DayClock, take_step

Kept = dict[tuple[int, int, str], int]


def _kept(db: sqlite3.Connection) -> Kept:
    return {
        (g, p, m): n
        for g, p, m, n in db.execute("SELECT game_id, player_id, mode, mastered FROM game_mastered")
    }


def _recounted(db: sqlite3.Connection) -> Kept:
    """The same counts from the attempts: each one credited to the player who made it
    and to the partner holding the second rod."""
    out: Kept = {}
    for game, mode, player, partner, mastered in db.execute(
        "SELECT game_id, mode, player_id, partner_id, mastered FROM attempts"
    ):
        for who in (player, partner):
            if who is not None:
                key = (game, who, mode)
                out[key] = out.get(key, 0) + mastered
    return out


def _setup(kind: int) -> Setup:
    if kind == 0:
        return Setup.solo("Mia", course="A", draws=Draws.APP)
    if kind == 1:
        return Setup.race([("Mia", "orange"), ("Leo", "violet")], seed=2)
    return Setup.team(["Mia", "Leo"])


#: One step: which game (a training, a race, a team game), then a move (0-5 a legal
#: action, 6 undo, 7 redo, 8 delete the game and start it again, 9 a new day).
_STEP = st.tuples(st.integers(0, 2), st.integers(0, 9), st.integers(0, 2**16))


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(steps=st.lists(_STEP, min_size=20, max_size=200))
def test_the_counts_equal_a_recount_after_play_undo_redo_and_delete(
    steps: list[tuple[int, int, int]],
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "blocky.sqlite3"
        clock = DayClock()
        with Store.open(path, clock=clock) as store:
            ids = [store.add_player(n).id for n in ("Mia", "Leo")]
            seats = ([ids[0]], ids, ids)
            games = [store.create_game(_setup(k), seats[k]) for k in range(3)]
            for step in steps:
                take_step(
                    store, clock, games, step, lambda w: store.create_game(_setup(w), seats[w])
                )
            assert _kept(store.db) == _recounted(store.db)
            kept = _kept(store.db)
            for pid in ids:
                for mode in ("solo", "race", "team"):
                    f = StatsFilter(pid, mode=mode)
                    assert solo._most_mastered(store.db, f) == solo._most_mastered_summed(
                        store.db, f
                    )
        # The migration builds the same rows from what is stored.
        db = sqlite3.connect(path, isolation_level=None)
        without_game_mastered(db)
        db.execute("PRAGMA user_version = 14")
        db.close()
        with Store.open(path, clock=clock) as store:
            assert user_version(store.db) == SCHEMA_VERSION
            assert _kept(store.db) == kept
