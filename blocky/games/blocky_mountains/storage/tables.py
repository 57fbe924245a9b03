"""Blocky Mountains' own tables in the store, and the migrations that make them by version.

The core schema (blocky/store/schema.py: players, games, game_players, actions, redo,
settings) is the same for every game. Only Blocky Mountains reads and writes the tables
below: the attempts derived from its events and the running totals its statistics read.
Their migrations (migrations.py) are part of the game's storage
(blocky/games/blocky_mountains/storage, named by its registry entry) and keep the schema
versions they were released with, so every file written so far keeps its version.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from blocky.core.storage import ReportingMigration
from blocky.games.blocky_mountains.storage import bests, coach_state, counts, training_days
from blocky.games.blocky_mountains.storage.migrations import (
    attempts_table,
    open_plays_after_paid_retries,
    open_plays_index,
    statistics_by_local_day,
    statistics_index,
    statistics_totals,
)

#: The game (its id in blocky.core.registry) these tables belong to.
GAME_ID = "blocky-mountains"

#: The tables only this game keeps.
TABLES = frozenset(
    {"attempts", "game_totals", "attempt_totals", "card_totals"}
    | counts.TABLES
    | coach_state.TABLES
    | training_days.TABLES
    | bests.TABLES
)


#: This game's migrations by the schema version each one makes.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    2: attempts_table,
    4: statistics_index,
    5: statistics_totals,
    9: statistics_by_local_day,
    10: open_plays_after_paid_retries,
    11: counts.derived_counts,
    12: coach_state.coach_counts,
    13: coach_state.coach_counts_anew,
    14: training_days.training_days,
    15: bests.game_mastered,
    16: training_days.training_days_from_the_day,
    17: open_plays_index,
}

#: The migrations that can take long, told how far they have got (done, total).
LONG_MIGRATIONS: dict[int, ReportingMigration] = {
    11: counts.derived_counts,
    12: coach_state.coach_counts,
    13: coach_state.coach_counts_anew,
    14: training_days.training_days,
    15: bests.game_mastered,
}
