"""Settings kept in the store: the user's corrected board texts."""

from __future__ import annotations

import json
from collections.abc import Mapping

from blocky.games.blocky_mountains.catalogue import parse_catalogue
from blocky.store.database import Database, json_cell


def board_texts(database: Database) -> dict[str, str] | None:
    rows = database.read("SELECT value FROM settings WHERE key = 'board'")
    if not rows:
        return None
    with database.reading("the corrected board data"):
        texts = json_cell(rows[0][0])
        if not isinstance(texts, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in texts.items()
        ):
            raise TypeError("the board data is not a set of texts")
        return dict(texts)


def save_board(database: Database, texts: Mapping[str, str]) -> None:
    """Keep the user's corrected board data (checked first: CatalogueError says what is wrong)."""
    parse_catalogue(texts)
    with database.write() as db:
        db.execute(
            "INSERT OR REPLACE INTO settings (key, value) VALUES ('board', ?)",
            (json.dumps(dict(texts), ensure_ascii=False),),
        )


def reset_board(database: Database) -> None:
    with database.write() as db:
        db.execute("DELETE FROM settings WHERE key = 'board'")
