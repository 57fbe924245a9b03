"""Save everything always saves what can be read, or says why not, and names what
could not be saved."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen


def _store(path: Path) -> Store:
    store = Store.open(path)
    ann = store.add_player("Ann", "white").id
    ben = store.add_player("Ben", "black").id
    store.create_game(Setup.race([("Ann", "white"), ("Ben", "black")], seed=1), [ann, ben])
    store.create_game(Setup.solo("Ann", seed=2), [ann])
    return store


def _box(screen: StatisticsScreen) -> QMessageBox:
    boxes = [b for b in screen.findChildren(QMessageBox, "saveEverythingBox") if b.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


def test_everything_readable_is_saved_and_the_message_names_what_was_not(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path
) -> None:
    db = tmp_path / "s.sqlite3"
    store = _store(db)
    try:
        damaged = store.games()[0].id
        raw = sqlite3.connect(db)
        raw.execute(
            'UPDATE games SET setup_json = \'{"mode": "nonsense"}\' WHERE id = ?', (damaged,)
        )
        raw.commit()
        raw.close()
        result = store.export_everything()
        assert [p.what for p in result.problems] == ["game"]
        screen = StatisticsScreen(store)
        qtbot.addWidget(screen)
        target = tmp_path / "all.json"
        screen.save_everything(target)
        data = json.loads(target.read_text(encoding="utf-8"))
        assert len(data["games"]) == 1
        assert {p["name"] for p in data["players"]} == {"Ann", "Ben"}
        text = _box(screen).text()
        assert str(target) in text
        assert f"Game {result.problems[0].ident}" in text
        assert result.problems[0].detail[:40] in text
    finally:
        store.close()


def test_nothing_saved_is_said_and_an_earlier_file_is_kept(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path
) -> None:
    store = _store(tmp_path / "s.sqlite3")
    try:
        screen = StatisticsScreen(store)
        qtbot.addWidget(screen)
        target = tmp_path / "missing-folder" / "all.json"
        screen.save_everything(target)
        assert "Nothing was saved" in _box(screen).text()
        assert not target.exists()
        _box(screen).close()
        # Saved once, then saved again over it: the whole new file, never a part.
        good = tmp_path / "all.json"
        screen.save_everything(good)
        assert _box(screen).text() == f"Everything was saved in {good}."
        assert len(json.loads(good.read_text(encoding="utf-8"))["games"]) == 2
    finally:
        store.close()
