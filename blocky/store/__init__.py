"""Durable storage: every game, attempt and player profile in one SQLite file. No Qt.

Playing a game, statistics and export load when first used (PEP 562), so opening the
store and listing the saved games, which the start screen does first, stays quick.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from blocky.store.errors import StoreError
from blocky.store.games import GameSummary
from blocky.store.players import PlayerProfile
from blocky.store.store import Store

if TYPE_CHECKING:
    from blocky.store.exchange import ImportReport
    from blocky.store.playing import StoredGame
    from blocky.store.stats import (
        AttemptDetail,
        CardStats,
        PersonalBests,
        RaceHistory,
        RacePlayerStats,
        SessionStats,
        StatsFilter,
        TeamProgress,
        TrainingSession,
    )

#: Names loaded from their module when first asked for.
_LATER = {
    "ImportReport": "blocky.store.exchange",
    "StoredGame": "blocky.store.playing",
    **{
        name: "blocky.store.stats"
        for name in (
            "AttemptDetail",
            "CardStats",
            "PersonalBests",
            "RaceHistory",
            "RacePlayerStats",
            "SessionStats",
            "StatsFilter",
            "TeamProgress",
            "TrainingSession",
        )
    },
}


def __getattr__(name: str) -> Any:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "AttemptDetail",
    "CardStats",
    "GameSummary",
    "ImportReport",
    "PersonalBests",
    "PlayerProfile",
    "RaceHistory",
    "RacePlayerStats",
    "SessionStats",
    "StatsFilter",
    "Store",
    "StoreError",
    "StoredGame",
    "TeamProgress",
    "TrainingSession",
]
