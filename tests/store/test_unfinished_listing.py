"""The start screen's list from one reading of the unfinished games' rows."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store


def test_the_unfinished_games_and_their_damaged_ones_come_from_one_reading(
    tmp_path: Path,
) -> None:
    path = tmp_path / "blocky.sqlite3"
    with Store.open(path) as store:
        mia = store.add_player("Mia").id
        ids = [store.create_game(Setup.solo("Mia", seed=n), [mia]).id for n in range(4)]
    first, second, third, fourth = ids
    db = sqlite3.connect(path)
    # The second can no longer be read; the third is finished and cannot be read either.
    db.execute(f"""UPDATE games SET setup_json = '{{"mode": 5}}' WHERE id IN ({second}, {third})""")
    db.execute(f"UPDATE games SET finished = 1 WHERE id = {third}")
    db.commit()
    db.close()
    with Store.open(path) as store:
        listed, damaged = store.unfinished_games()
        assert [g.id for g in listed] == [g.id for g in store.games(finished=False)] == [fourth, first]
        # Only the unfinished damaged game: the finished ones are not read at all.
        assert damaged == [second]
        assert sorted(store.damaged_games()) == [second, third]
        assert listed[0].id == store.running_game_id()
