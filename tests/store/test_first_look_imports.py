"""What the first look at the saved games does without loading: its file URI written
without urllib, the game of an old row named without the records' module."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from blocky.core.record import V1_GAME
from blocky.store import games
from blocky.store.database import file_uri, read_only_connection

NAMES = ["plain.sqlite3", "with space.sqlite3", "100% sure?#.sqlite3", "Zoë's games ☃.sqlite3"]


@pytest.mark.parametrize("name", NAMES)
def test_the_file_uri_is_the_one_pathlib_writes(tmp_path: Path, name: str) -> None:
    path = (tmp_path / "folder ü" / name).resolve()
    assert file_uri(path) == path.as_uri()


def test_a_relative_path_has_no_file_uri() -> None:
    with pytest.raises(ValueError):
        file_uri(Path("games.sqlite3"))


@pytest.mark.parametrize("name", NAMES)
def test_a_file_with_any_name_is_read_and_left_as_it_was(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (x)")
    db.execute("INSERT INTO t VALUES (42)")
    db.commit()
    db.close()
    before = path.read_bytes()
    reading = read_only_connection(path)
    try:
        assert reading.execute("SELECT x FROM t").fetchall() == [(42,)]
        with pytest.raises(sqlite3.OperationalError):
            reading.execute("INSERT INTO t VALUES (1)")
    finally:
        reading.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_a_row_without_its_game_is_one_of_the_first_game() -> None:
    assert games.GameSummary._field_defaults["game"] == V1_GAME


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE games SET summary = CAST(x'ff41' AS TEXT)",
        "UPDATE games SET setup_json = CAST(x'7bff7d' AS TEXT)",
        "UPDATE players SET name = CAST(x'41ff' AS TEXT)",
        "UPDATE games SET updated_at = CAST(x'32ff' AS TEXT)",
    ],
)
def test_text_that_is_not_utf8_leaves_it_to_the_store(tmp_path: Path, sql: str) -> None:
    from blocky.games.blocky_mountains.state import Setup
    from blocky.store import Store
    from blocky.store.peek import unfinished_games

    path = tmp_path / "games.sqlite3"
    with Store.open(path) as store:
        ids = [store.add_player(n, c).id for n, c in (("Ann", "white"), ("Ben", "orange"))]
        store.create_game(Setup.race([("Ann", "white"), ("Ben", "orange")], seed=1), ids)
    assert unfinished_games(path) is not None
    db = sqlite3.connect(path)
    # The store's triggers would refuse a damaged row: damage does not ask them.
    for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        db.execute(f"DROP TRIGGER {name}")
    db.execute(sql)
    db.commit()
    db.close()
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert unfinished_games(path) is None
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
