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


def test_only_the_listed_games_seats_are_read_however_long_the_history(
    tmp_path: Path,
) -> None:
    from blocky.store.games import games_sql, names_sql
    from blocky.store.peek import unfinished_games

    path = tmp_path / "blocky.sqlite3"
    with Store.open(path) as store:
        mia, leo, ada = (store.add_player(n).id for n in ("Mia", "Leo", "Ada"))
        seated = [("Leo", "orange"), ("Ada", "violet")]
        race = store.create_game(Setup.race(seated, seed=1), [leo, ada])
        for n in range(30):
            store.create_game(Setup.solo("Mia", seed=n), [mia])
        solo = store.create_game(Setup.solo("Mia", seed=99), [mia])
    db = sqlite3.connect(path)
    # A long history: every training but the last one finished.
    db.execute("UPDATE games SET finished = 1 WHERE mode = 'solo' AND id != ?", (solo.id,))
    db.commit()
    for finished, seats in ((False, 3), (True, 30), (None, 33)):
        rows = db.execute(*names_sql(finished)).fetchall()
        assert len(rows) == seats
        listed = {r[0] for r in db.execute(*games_sql(finished)).fetchall()}
        assert {r[0] for r in rows} == listed
    # Seat by seat, as the list names the players.
    seats_of_race = [n for g, n in db.execute(*names_sql(False)).fetchall() if g == race.id]
    assert seats_of_race == ["Leo", "Ada"]
    db.close()
    # The first look at the file lists them with their players (the store lists them
    # with the same queries).
    looked = unfinished_games(path)
    assert looked is not None
    assert [(g.id, list(g.player_names)) for g in looked[0]] == [
        (solo.id, ["Mia"]),
        (race.id, ["Leo", "Ada"]),
    ]
