"""The store keeps any game of the app: a Montgolfière game is saved action by action,
listed, reopened with its undo history, and leaves Blocky Mountains' statistics alone."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.state import Setup as BlockySetup
from blocky.games.montgolfiere.plugin import MONTGOLFIERE
from blocky.games.montgolfiere.setup import Setup
from blocky.store import Store, StoreError
from tests.store.conftest import FakeClock


def _play(game: object, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.finished:  # type: ignore[attr-defined]
            return
        state = game.state  # type: ignore[attr-defined]
        options = [a for a in MONTGOLFIERE.legal_actions(state) if not MONTGOLFIERE.is_chance(a)]
        game.play(rng.choice(options))  # type: ignore[attr-defined]


def test_a_montgolfiere_game_is_stored_listed_and_reopened(db_path: Path, clock: FakeClock) -> None:
    with Store.open(db_path, clock=clock) as store:
        ids = [store.add_player(n).id for n in ("Ana", "Ben", "Cleo")]
        setup = Setup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", seed=7)
        game = store.create_game(setup, ids)
        assert game.game is MONTGOLFIERE
        _play(game, random.Random(3), 30)
        played = game.timeline.actions
        state = game.state
        game.undo()
        undone = game.state
        assert undone != state
        (row,) = store.games()
        assert row.game == "montgolfiere" and row.mode == "game"
        assert row.setup == setup and row.player_names == ("Ana", "Ben", "Cleo")
        assert row.result is not None and len(row.result["spaces"]) == 4
        assert store.running_game_id() == game.id
    # Nothing is lost across a restart: the state, and the undo taken back by redo.
    with Store.open(db_path, clock=clock) as store:
        again = store.open_game(game.id)
        assert again.game is MONTGOLFIERE
        assert again.state == undone and again.can_redo
        again.redo()
        assert again.state == state and again.timeline.actions == played


def test_the_baron_takes_no_profile_and_every_person_one(db_path: Path, clock: FakeClock) -> None:
    with Store.open(db_path, clock=clock) as store:
        ids = [store.add_player(n).id for n in ("Ana", "Ben", "Cleo")]
        setup = Setup.of(["Ana", "Ben"], baron=True, seed=1)
        with pytest.raises(StoreError, match="2 players but 3 profiles"):
            store.create_game(setup, ids)
        assert store.games() == []


def test_blocky_mountains_statistics_ignore_another_games_rows(
    db_path: Path, clock: FakeClock
) -> None:
    with Store.open(db_path, clock=clock) as store:
        mia = store.add_player("Mia").id
        ben = store.add_player("Ben").id
        store.create_game(BlockySetup.solo("Mia", course="A", seed=1), [mia])
        before = (store.statistics("blocky-mountains").training_log(), store.statistics("blocky-mountains").card_stats(), store.statistics("blocky-mountains").race_history())
        balloon = store.create_game(Setup.of(["Mia", "Ben"], seed=2), [mia, ben])
        _play(balloon, random.Random(1), 40)
        assert (store.statistics("blocky-mountains").training_log(), store.statistics("blocky-mountains").card_stats(), store.statistics("blocky-mountains").race_history()) == before
