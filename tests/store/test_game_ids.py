"""Each saved game names its game and rules version; a database of the previous version
migrates (with its backup) keeping every game, its undo history and the statistics."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.plugin import BLOCKY_MOUNTAINS
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
from blocky.store.schema import SCHEMA_VERSION, expected_layout, layout, user_version
from tests.store.conftest import back_to_version_7


def _facts(store: Store) -> dict[str, Any]:
    """What the app shows of a database: games, their states and undo history, statistics."""
    games = {}
    for summary in store.games():
        game = store.open_game(summary.id)
        games[summary.id] = (game.timeline.actions, game.timeline.redo_stack, game.state)
    return {
        "list": store.games(),
        "games": games,
        "cards": store.statistics("blocky-mountains").card_stats(),
        "sessions": store.statistics("blocky-mountains").sessions(),
        "training": store.statistics("blocky-mountains").training_log(),
        "team": store.statistics("blocky-mountains").team_progress(),
        "race": store.statistics("blocky-mountains").race_history(),
        "players": store.players(),
    }


def _played(path: Path) -> dict[str, Any]:
    rng = random.Random(8)
    with Store.open(path) as store:
        mia, leo = store.add_player("Mia", "white"), store.add_player("Smith, Jo", "orange")
        games = [
            store.create_game(Setup.solo("Mia", course="A", seed=3), [mia.id]),
            store.create_game(
                Setup.race([("Mia", "white"), ("Smith, Jo", "orange")], seed=4), [mia.id, leo.id]
            ),
            store.create_game(Setup.team(["Mia", "Smith, Jo"], seed=5), [mia.id, leo.id]),
        ]
        for game in games:
            for _ in range(25):
                if game.finished:
                    break
                game.play(rng.choice(legal_actions(game.state)))
            game.undo()
            game.undo()
            game.redo()
            assert game.can_redo
        return _facts(store)


def _as_version_6(path: Path) -> None:
    """Take a file back to the previous schema, as the previous release wrote it."""
    back_to_version_7(path)
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("ALTER TABLE games DROP COLUMN rules_version")
        db.execute("ALTER TABLE games DROP COLUMN game_id")
        db.execute("PRAGMA user_version = 6")
        assert layout(db) == expected_layout(6)
    finally:
        db.close()


def test_a_database_of_the_previous_version_keeps_games_undo_history_and_statistics(
    tmp_path: Path,
) -> None:
    path = tmp_path / "blocky.sqlite3"
    before = _played(path)
    _as_version_6(path)
    with Store.open(path) as store:
        assert user_version(store.db) == SCHEMA_VERSION == 17
        assert _facts(store) == before
        kinds = store.db.execute("SELECT DISTINCT game_id, rules_version FROM games").fetchall()
        assert kinds == [("blocky-mountains", 1)]
    backup = sqlite3.connect(tmp_path / "blocky.sqlite3.v6.bak")
    try:
        assert user_version(backup) == 6
        assert backup.execute("SELECT count(*) FROM games").fetchone()[0] == 3
    finally:
        backup.close()


def test_a_new_game_names_its_game_and_rules_version(store: Store) -> None:
    mia = store.add_player("Mia")
    game = store.create_game(Setup.solo("Mia", course="A", seed=1), [mia.id])
    row = store.db.execute(
        "SELECT game_id, rules_version FROM games WHERE id = ?", (game.id,)
    ).fetchone()
    assert row == (BLOCKY_MOUNTAINS.game_type.id, BLOCKY_MOUNTAINS.game_type.rules_version)


@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("game_id", "montgolfiere-2031", "which this app cannot open"),
        ("rules_version", 99, "rules newer than this app knows"),
    ],
)
def test_a_game_this_app_does_not_know_is_refused_clearly(
    store: Store, column: str, value: object, words: str
) -> None:
    mia = store.add_player("Mia")
    game = store.create_game(Setup.solo("Mia", course="A", seed=1), [mia.id])
    store.db.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, game.id))
    with pytest.raises(StoreError, match=words):
        store.open_game(game.id)
    # Nothing else changed: the game is still listed, the others still open.
    assert [s.id for s in store.games()] == [game.id]
