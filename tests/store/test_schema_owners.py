"""The core schema is game-neutral; each game's own tables come from its own migrations."""

from __future__ import annotations

import sqlite3

from blocky.store.schema import (
    CORE_MIGRATIONS,
    CORE_TABLES,
    GAME_MIGRATIONS,
    GAME_TABLES,
    MIGRATIONS,
    SCHEMA_VERSION,
    migrate,
)


def _tables(db: sqlite3.Connection) -> set[str]:
    rows = db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows if not name.startswith("sqlite_")}


def _owner(version: int) -> str:
    if version in CORE_MIGRATIONS:
        return "core"
    (game,) = [g for g, steps in GAME_MIGRATIONS.items() if version in steps]
    return game


def test_each_migration_makes_only_tables_of_its_owner() -> None:
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        made: dict[str, set[str]] = {}
        before: set[str] = set()
        for version in range(1, SCHEMA_VERSION + 1):
            migrate(db, version)
            after = _tables(db)
            assert before <= after, f"version {version} dropped a table"
            made.setdefault(_owner(version), set()).update(after - before)
            before = after
    finally:
        db.close()
    assert made["core"] == set(CORE_TABLES)
    for game, tables in GAME_TABLES.items():
        assert made[game] == set(tables)
    assert before == set(CORE_TABLES).union(*GAME_TABLES.values())


def test_the_versions_are_one_sequence_whoever_owns_them() -> None:
    owned = [set(CORE_MIGRATIONS), *(set(steps) for steps in GAME_MIGRATIONS.values())]
    every = [v for part in owned for v in part]
    assert sorted(every) == list(range(1, len(MIGRATIONS) + 1))
    for version, step in CORE_MIGRATIONS.items():
        assert MIGRATIONS[version - 1] is step
    for steps in GAME_MIGRATIONS.values():
        for version, step in steps.items():
            assert MIGRATIONS[version - 1] is step
