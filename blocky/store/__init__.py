"""Durable storage: every game, attempt and player profile in one SQLite file. No Qt."""

from blocky.store.errors import StoreError
from blocky.store.exchange import ImportReport
from blocky.store.games import GameSummary, StoredGame
from blocky.store.players import PlayerProfile
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
from blocky.store.store import Store

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
