"""The store reaches a game's own tables only through its registry entry."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from blocky.core.registry import register, unregister
from blocky.core.storage import GameStorage
from blocky.store import Store
from tests.core.toy_game import ENTRY, Coin, RpsSetup, Throw

#: What the toy game's deriver was handed: (game id, first seq, actions).
DERIVED: list[tuple[int, int, tuple[Any, ...]]] = []


def derive(
    db: sqlite3.Connection,
    game_id: int,
    player_ids: Sequence[int],
    first_seq: int,
    steps: Sequence[tuple[Any, Any, Any]],
    times: Sequence[str],
) -> None:
    assert isinstance(db, sqlite3.Connection) and len(times) == len(steps)
    DERIVED.append((game_id, first_seq, tuple(action for action, _, _ in steps)))


#: The toy game's storage: it derives rows, and keeps no table of its own.
STORAGE = GameStorage(derive=derive)


def test_a_game_s_derived_rows_are_named_by_its_registry_entry(tmp_path: Path) -> None:
    DERIVED.clear()
    register(ENTRY._replace(storage_path="tests.store.test_registry_hooks:STORAGE"))
    try:
        store = Store.open(tmp_path / "s.sqlite3")
        ids = [store.add_player(name).id for name in ("Ann", "Bo")]
        game = store.create_game(RpsSetup(("Ann", "Bo"), rounds=1, seed=None), ids)
        game.play(Coin(True))
        game.play(Throw(0, "rock"))
        store.close()
    finally:
        unregister(ENTRY.id)
    assert {game_id for game_id, _, _ in DERIVED} == {game.id}
    stored = [(seq + i, a) for _, seq, actions in DERIVED for i, a in enumerate(actions)]
    assert stored == [(0, Coin(True)), (1, Throw(0, "rock"))]
