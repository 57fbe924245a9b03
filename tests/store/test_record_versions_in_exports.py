"""Exports embed game records: this app writes them as record version 2, and an export of
an earlier release (version 1 records) still imports to the very same stored games."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store
from tests.store.conftest import FakeClock, play_random


def _as_earlier_release(data: dict[str, Any]) -> dict[str, Any]:
    old = copy.deepcopy(data)
    for game in old["games"]:
        record = game["record"]
        del record["game"], record["rules"]
        record["version"] = 1
    return old


def _tables(store: Store) -> dict[str, Any]:
    return {
        t: store.db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
        for t in ("players", "games", "game_players", "actions", "attempts", "redo")
    }


def test_exports_hold_version_2_records_and_version_1_exports_still_import(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path / "a.sqlite3", clock=FakeClock()) as a:
        mia, leo = a.add_player("Mia").id, a.add_player("Leo").id
        for i, setup in enumerate(
            [Setup.race([("Mia", "white"), ("Leo", "black")], seed=4), Setup.solo("Mia", seed=5)]
        ):
            game = a.create_game(setup, [mia, leo][: len(setup.players)])
            play_random(game, random.Random(i), 30)
        data = a.export_all()
    assert {(g["record"]["version"], g["record"]["game"]) for g in data["games"]} == {
        (2, "blocky-mountains")
    }
    with Store.open(tmp_path / "new.sqlite3", clock=FakeClock()) as new:
        new.import_data(copy.deepcopy(data))
        expected = _tables(new)
    with Store.open(tmp_path / "old.sqlite3", clock=FakeClock()) as old:
        old.import_data(_as_earlier_release(data))
        assert _tables(old) == expected
        assert len(expected["actions"]) > 0
