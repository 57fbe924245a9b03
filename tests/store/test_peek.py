"""The first look at the saved games (blocky/store/peek.py): the same list as the store's,
read without writing a byte, or nothing when the store must look first."""

from __future__ import annotations

import hashlib
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from blocky.core import registry
from blocky.games.blocky_mountains.seating import seating_from_json
from blocky.games.blocky_mountains.setup_json import setup_from_json, setup_to_json
from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.seating import seating_from_json as flight_from_json
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.games.montgolfiere.setup import setup_from_json as balloons_from_json
from blocky.games.montgolfiere.setup import setup_to_json as balloons_to_json
from blocky.store import Store
from blocky.store.peek import unfinished_games
from tests.store.conftest import FakeClock, play_random


def _folder_state(folder: Path) -> dict[str, str]:
    """Every file in ``folder`` with a digest of its bytes (what "untouched" means)."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _saved_games(path: Path) -> None:
    """A race, a team game and a training under way, a finished game, a renamed player."""
    rng = random.Random(5)
    with Store.open(path, clock=FakeClock()) as store:
        racers = [("Mia", "white"), ("Leo", "black"), ("Ada", "violet")]
        race_ids = [store.add_player(n, c).id for n, c in racers]
        race = store.create_game(Setup.race(racers, seed=1), race_ids)
        play_random(race, rng, steps=9)
        team_ids = [store.add_player(n).id for n in ("Noah", "Ella", "Zoë")]
        team = store.create_game(Setup.team(["Noah", "Ella", "Zoë"], seed=2), team_ids)
        play_random(team, rng, steps=5)
        solo = store.create_game(
            Setup.solo("Ida", course="B", seed=3), [store.add_player("Ida").id]
        )
        play_random(solo, rng, steps=4)
        done = store.create_game(Setup.solo("Mia", seed=4), race_ids[:1])
        play_random(done, rng)
        store.rename_player(race_ids[1], "Leonie")


def test_the_first_look_lists_what_the_store_lists(db_path: Path) -> None:
    _saved_games(db_path)
    before = _folder_state(db_path.parent)
    listed = unfinished_games(db_path)
    assert listed is not None
    games, running = listed
    # Nothing written, nothing beside the file either.
    assert _folder_state(db_path.parent) == before
    with Store.open(db_path) as store:
        stored = store.games(finished=False)
        assert running == store.running_game_id()
    assert [g.id for g in games] == [g.id for g in stored] and len(games) == 3
    for first, real in zip(games, stored, strict=True):
        assert first.player_names == real.player_names
        assert (first.created_at, first.updated_at) == (real.created_at, real.updated_at)
        assert (first.result, first.game, first.finished) == (real.result, real.game, False)
        # The set-up answers what a row shows, as the real set-up does.
        assert first.setup.mode == real.setup.mode.value == first.mode
        assert first.setup.players == real.setup.players
        assert first.setup.colours == real.setup.colours
    assert "Leonie" in games[-1].player_names


def test_the_first_look_reads_the_latest_played_of_each_game(db_path: Path) -> None:
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup
    from blocky.store.peek import FIRST_ROWS

    with Store.open(db_path) as store:
        ids = [store.add_player(n).id for n in ("Ann", "Ben")]
        for i in range(FIRST_ROWS + 4):
            store.create_game(Setup.race([("Ann", "white"), ("Ben", "orange")], seed=i), ids)
            if i % 3 == 0:
                store.create_game(BalloonSetup.of(["Ann", "Ben"], seed=i), ids)
        stored = store.games(finished=False)
    looked = unfinished_games(db_path)
    every = unfinished_games(db_path, first=None)
    assert looked is not None and every is not None
    assert [g.id for g in every[0]] == [g.id for g in stored]
    for game in ("blocky-mountains", "montgolfiere"):
        theirs = [g.id for g in stored if g.game == game]
        assert [g.id for g in looked[0] if g.game == game] == theirs[:FIRST_ROWS]
    # In the store's order, the latest played first; the same game offered to continue.
    kept = {g.id for g in looked[0]}
    assert [g.id for g in looked[0]] == [g.id for g in stored if g.id in kept]
    assert looked[1] == every[1] == stored[0].id
    assert len(looked[0]) == FIRST_ROWS + (FIRST_ROWS + 4 + 2) // 3


def test_no_file_yet_or_a_file_in_use_leaves_it_to_the_store(db_path: Path) -> None:
    assert unfinished_games(db_path) is None
    assert not db_path.exists()
    _saved_games(db_path)
    with Store.open(db_path) as store:
        # Open in another window: the write-ahead log is beside it.
        store.add_player("Kim")
        assert Path(f"{db_path}-wal").exists()
        assert unfinished_games(db_path) is None
    assert unfinished_games(db_path) is not None


def _changed(db_path: Path, tmp_path: Path, sql: str) -> Path:
    copy = tmp_path / "changed" / "blocky.sqlite3"
    copy.parent.mkdir(exist_ok=True)
    shutil.copyfile(db_path, copy)
    db = sqlite3.connect(copy)
    # The store's triggers would refuse a damaged row: damage does not ask them.
    for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        db.execute(f"DROP TRIGGER {name}")
    db.execute(sql)
    db.commit()
    db.close()
    return copy


@pytest.mark.parametrize(
    "sql",
    [
        "PRAGMA user_version = 1",
        "PRAGMA user_version = 99",
        "PRAGMA application_id = 7",
        'UPDATE games SET setup_json = \'{"mode": "race"\' WHERE id = 1',
        'UPDATE games SET setup_json = \'{"mode": "chess", "players": []}\' WHERE id = 1',
        "UPDATE games SET updated_at = 'yesterday' WHERE id = 2",
        "UPDATE games SET game_id = 'montgolfiere' WHERE id = 3",
        "UPDATE players SET name = x'ff00' WHERE id = 1",
        "DROP TABLE game_players",
    ],
)
def test_anything_unusual_leaves_it_to_the_store(db_path: Path, tmp_path: Path, sql: str) -> None:
    _saved_games(db_path)
    changed = _changed(db_path, tmp_path, sql)
    before = _folder_state(changed.parent)
    assert unfinished_games(changed) is None
    assert _folder_state(changed.parent) == before


def test_both_games_are_read_and_a_game_without_a_light_reader_is_left_to_the_store(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _saved_games(db_path)
    with Store.open(db_path) as store:
        ids = [store.add_player(n).id for n in ("Ana", "Ben")]
        store.create_game(BalloonSetup.of(["Ana", "Ben"], baron=True, seed=1), ids)
        store.create_game(BalloonSetup.of(["Ben", "Ana"], target=50, edition="12"), ids[::-1])
        stored = store.games(finished=False)
    listed = unfinished_games(db_path)
    assert listed is not None
    games = listed[0]
    assert [g.id for g in games] == [g.id for g in stored] and len(games) == 5
    for first, real in zip(games, stored, strict=True):
        assert (first.game, first.mode, first.player_names) == (
            real.game,
            real.mode,
            real.player_names,
        )
        if first.game == "montgolfiere":
            assert first.setup.target == real.setup.target
            assert [tuple(b) for b in first.setup.balloons] == [
                (b.name, b.colour, b.baron) for b in real.setup.balloons
            ]
    # A game whose registry entry names no light reader: the store lists the games.
    entry = registry.GAMES["montgolfiere"]
    monkeypatch.setitem(registry.GAMES, "montgolfiere", entry._replace(seating_path=""))
    assert unfinished_games(db_path) is None


def test_damaged_and_foreign_files_never_raise_and_are_never_touched(
    db_path: Path, tmp_path: Path
) -> None:
    _saved_games(db_path)
    whole = db_path.read_bytes()
    rng = random.Random(12)
    folder = tmp_path / "mutants"
    folder.mkdir()
    target = folder / "blocky.sqlite3"
    kinds = {"listed": 0, "refused": 0}
    for n in range(300):
        data = bytearray(whole)
        if n % 3 == 0:
            data = data[: rng.randrange(len(data))]  # cut off
        for _ in range(rng.randint(1, 40)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        target.write_bytes(bytes(data))
        before = _folder_state(folder)
        listed = unfinished_games(target)
        kinds["listed" if listed is not None else "refused"] += 1
        assert _folder_state(folder) == before
    target.write_bytes(b"not a database at all" * 100)
    assert unfinished_games(target) is None
    assert kinds["refused"] > 0


def test_the_seating_reads_what_a_row_shows_of_any_set_up() -> None:
    setups = [
        Setup.race([("Mia", "white"), ("Leo", "orange")], seed=1),
        Setup.race([("Ann", "white"), ("Ben", "black"), ("Cy", "orange"), ("Di", "violet")]),
        Setup.race([("Solo racer", "violet")], seed=-5),
        Setup.team(["Noah", "Ella"], level="advanced", start="B", seed=2),
        Setup.team([f"P{i}" for i in range(7)]),
        Setup.solo("Ida", course="climb", seed=3),
    ]
    for setup in setups:
        data = setup_to_json(setup)
        seating = seating_from_json(data)
        real = setup_from_json(data)
        assert (seating.mode, seating.players, seating.colours) == (
            real.mode.value,
            real.players,
            real.colours,
        )


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"mode": "race"},
        {"mode": "golf", "players": [{"name": "A"}]},
        {"mode": "race", "players": [{"name": "A", "colour": "green"}]},
        {
            "mode": "race",
            "players": [{"name": "A", "colour": "black"}, {"name": "B", "colour": "white"}],
        },
        {
            "mode": "race",
            "players": [{"name": "A", "colour": "white"}, {"name": "A", "colour": "black"}],
        },
        {"mode": "team", "players": [{"name": "A"}]},
        {"mode": "solo", "players": [{"name": "A"}, {"name": "B"}]},
        {"mode": "solo", "players": [{"name": "A", "colour": "white"}]},
        {"mode": "solo", "players": [{"name": 3}]},
        {"mode": "solo", "players": [{"name": "   "}]},
        {"mode": "solo", "players": [{"name": "A\ud800B"}]},
        {"mode": "solo", "players": [{"name": "A"}], "extra": 1},
    ],
)
def test_the_seating_refuses_what_it_cannot_be_sure_of(data: object) -> None:
    with pytest.raises(ValueError):
        seating_from_json(data)


def test_the_flight_reads_what_a_row_shows_of_any_balloon_set_up() -> None:
    setups = [
        BalloonSetup.of(["Ana", "Ben"]),
        BalloonSetup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", seed=7),
        BalloonSetup.of([f"P{i}" for i in range(6)], target=80),
        BalloonSetup.of(["Zoë"], baron=True, colours=["white"]),
    ]
    for setup in setups:
        data = balloons_to_json(setup)
        flight = flight_from_json(data)
        real = balloons_from_json(data)
        assert flight.target == real.target
        assert flight.mode == ("match" if real.target is not None else "game")
        assert [tuple(b) for b in flight.balloons] == [
            (b.name, b.colour, b.baron) for b in real.balloons
        ]


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"balloons": [{"name": "A", "colour": "red"}]},
        {"balloons": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "pink"}]},
        {"balloons": [{"name": "A", "colour": "red"}, {"name": "a", "colour": "blue"}]},
        {"balloons": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "red"}]},
        {"balloons": [{"baron": True, "colour": "red"}, {"baron": True, "colour": "blue"}]},
        {"balloons": [{"name": "A", "colour": "red"}, {"name": 7, "colour": "blue"}]},
        {"balloons": [{"name": "A", "colour": "red"}, {"baron": 1, "colour": "blue"}]},
        {"balloons": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}], "x": 1},
        {
            "balloons": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}],
            "target": True,
        },
    ],
)
def test_the_flight_refuses_what_it_cannot_be_sure_of(data: object) -> None:
    with pytest.raises(ValueError):
        flight_from_json(data)
