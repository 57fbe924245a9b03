"""Durable storage: every game and player profile in one SQLite file. No Qt.

Every name here loads from its module when first used (PEP 562): the start screen's
first look at the saved games (blocky/store/peek.py) loads only what it reads with, and
playing a game and export load only when they are used. A game's own tables and
statistics are its own (blocky/core/storage.py says how the store reaches them).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from blocky.store.errors import StoreError
    from blocky.store.exchange import ImportReport
    from blocky.store.games import GameSummary
    from blocky.store.players import PlayerProfile
    from blocky.store.playing import StoredGame
    from blocky.store.store import Store

#: Names loaded from their module when first asked for.
_LATER = {
    "StoreError": "blocky.store.errors",
    "GameSummary": "blocky.store.games",
    "PlayerProfile": "blocky.store.players",
    "Store": "blocky.store.store",
    "ImportReport": "blocky.store.exchange",
    "StoredGame": "blocky.store.playing",
}


def __getattr__(name: str) -> Any:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "GameSummary",
    "ImportReport",
    "PlayerProfile",
    "Store",
    "StoreError",
    "StoredGame",
]
