"""A game row's ``finished`` flag is derived from its record. A file where it disagrees
(damaged, or edited by hand) must not hide an unfinished game from the list and the offer
to continue: opening the game, and listing or offering the games played last, replay the
record and repair the row, keeping the game, its place in the order of play and its
history."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.store import Store
from tests.store.conftest import play_random


def _set_finished(path: Path, game_id: int, value: object) -> None:
    db = sqlite3.connect(path)  # past the store, as a damaged or edited file has it
    db.execute("UPDATE games SET finished = ? WHERE id = ?", (value, game_id))
    db.commit()
    db.close()


def _row(path: Path, game_id: int) -> tuple[object, object, object]:
    db = sqlite3.connect(path)
    try:
        return db.execute(
            "SELECT finished, play_seq, updated_at FROM games WHERE id = ?", (game_id,)
        ).fetchone()
    finally:
        db.close()


def _games(db_path: Path) -> tuple[int, int, int]:
    """A finished race, then an unfinished Montgolfière game and an unfinished race,
    played in that order: (finished, unfinished balloons, unfinished race)."""
    with Store.open(db_path) as store:
        ids = [store.add_player(n).id for n in ("Ann", "Ben")]
        done = store.create_game(Setup.race([("Ann", "white"), ("Ben", "black")], seed=4), ids)
        play_random(done, random.Random(4))
        assert done.finished
        balloons = store.create_game(BalloonSetup.of(["Ann", "Ben"], seed=2), ids)
        race = store.create_game(Setup.race([("Ann", "white"), ("Ben", "black")], seed=5), ids)
        play_random(race, random.Random(5), steps=6)
        assert not race.finished and not balloons.finished
        return done.id, balloons.id, race.id


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(flag=st.sampled_from([1, 7, -1, "yes", 1.0]), which=st.sampled_from([1, 2]))
def test_an_unfinished_game_marked_finished_is_still_offered_and_repaired(
    tmp_path_factory: pytest.TempPathFactory, flag: object, which: int
) -> None:
    db_path = tmp_path_factory.mktemp("store") / "blocky.sqlite3"
    played = _games(db_path)
    hidden = played[which]
    before = _row(db_path, hidden)
    _set_finished(db_path, hidden, flag)
    with Store.open(db_path) as store:
        unfinished = [g.id for g in store.games(finished=False)]
        assert hidden in unfinished and played[0] not in unfinished
        assert store.running_game_id() == played[2]
    assert _row(db_path, hidden) == before  # repaired: the flag, not the order or the time


def test_opening_a_game_repairs_its_flag_both_ways(db_path: Path) -> None:
    done, balloons, race = _games(db_path)
    _set_finished(db_path, done, 0)  # a finished game said to be running
    _set_finished(db_path, balloons, 1)
    with Store.open(db_path) as store:
        assert store.open_game(done).finished
        game = store.open_game(balloons)
        assert not game.finished and len(game.timeline.actions) == 0
        assert {g.id for g in store.games(finished=False)} == {balloons, race}
        assert [g.id for g in store.games(finished=True)] == [done]
    assert _row(db_path, done)[0] == 1 and _row(db_path, balloons)[0] == 0


def test_a_read_only_file_opens_the_game_without_repairing_it(db_path: Path) -> None:
    _done, _balloons, race = _games(db_path)
    _set_finished(db_path, race, 1)
    with Store.open(db_path) as store:
        store._database.db.execute("PRAGMA query_only = ON")  # the file cannot be written now
        assert not store.open_game(race).finished
        store._database.db.execute("PRAGMA query_only = OFF")
        assert store.running_game_id() == race  # checked again, and repaired this time
    assert _row(db_path, race)[0] == 0
