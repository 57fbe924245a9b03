"""The games' settings kept in the store: sets of named texts under a key, each declared
by a game's storage (:class:`~blocky.core.storage.StoredSetting`), which checks them."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping

from blocky.core.registry import games
from blocky.core.storage import StoredSetting
from blocky.store.database import Database, json_cell
from blocky.store.errors import StoreError


def stored_settings() -> Iterator[StoredSetting]:
    """Every setting the registered games keep, each key once."""
    seen: set[str] = set()
    for entry in games():
        storage = entry.storage()
        for setting in storage.settings if storage is not None else ():
            if setting.key not in seen:
                seen.add(setting.key)
                yield setting


def setting_of(key: str) -> StoredSetting:
    """The setting kept under ``key``; StoreError when no game keeps one."""
    for setting in stored_settings():
        if setting.key == key:
            return setting
    raise StoreError(f"No game of this app keeps a setting called {key[:40]!r}.")


def is_texts(value: object) -> bool:
    """Whether ``value`` is a set of named texts (what a setting holds)."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    )


def texts(database: Database, key: str) -> dict[str, str] | None:
    """The texts kept under ``key`` (None when none are)."""
    setting = setting_of(key)
    rows = database.read("SELECT value FROM settings WHERE key = ?", (key,))
    if not rows:
        return None
    with database.reading(setting.what):
        found = json_cell(rows[0][0])
        if not is_texts(found):
            raise TypeError(f"{setting.what} is not a set of texts")
        return dict(found)


def save_texts(database: Database, key: str, value: Mapping[str, str]) -> None:
    """Keep ``value`` under ``key``, checked first by its game (whose error says what is
    wrong: nothing is kept then)."""
    setting_of(key).check(value)
    with database.write() as db:
        db.execute(
            "INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
            (key, json.dumps(dict(value), ensure_ascii=False)),
        )


def reset(database: Database, key: str) -> None:
    """Forget what is kept under ``key``."""
    setting_of(key)
    with database.write() as db:
        db.execute("DELETE FROM settings WHERE key = ?", (key,))
