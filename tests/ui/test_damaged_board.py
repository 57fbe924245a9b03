"""A corrected board saved with "Check your board" that no longer reads never stops a
new game: the game uses the board printed in the rulebook, and the player is told, with
a way to check the board or go back to the built-in one."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from blocky.games.blocky_mountains.catalogue import default_catalogue_texts, parse_catalogue
from blocky.games.blocky_mountains.state import Setup
from blocky.ui.games.blocky_mountains.board_check import BoardCheckDialog
from blocky.ui.shell.library import STORE_FILE
from tests.ui.driver import start_through_page

DEFAULT_DIGEST = parse_catalogue(default_catalogue_texts()).digest


def _damaged_board(name: str) -> dict[str, str]:
    texts = default_catalogue_texts()
    if name == "broken-toml":
        texts["cards.toml"] += "\n[[card]\nid = \n"
    elif name == "deep-nesting":
        texts["race_map.toml"] += "\nx = " + "[" * 5000 + "]" * 5000 + "\n"
    elif name == "missing-file":
        del texts["team_map.toml"]
    return texts


def _save_raw(data_dir: Path, texts: dict[str, str]) -> None:
    # Written past the store's checks, as a damaged file would have it.
    db = sqlite3.connect(data_dir / STORE_FILE)
    db.execute(
        "INSERT OR REPLACE INTO settings (key, value) VALUES ('board', ?)", (json.dumps(texts),)
    )
    db.commit()
    db.close()


def _box(window) -> QMessageBox:  # type: ignore[no-untyped-def]
    box = window.findChild(QMessageBox, "boardNotUsedBox")
    assert box is not None and box.isVisible()
    return box


@pytest.mark.parametrize("damage", ["broken-toml", "deep-nesting", "missing-file"])
def test_a_damaged_saved_board_plays_the_built_in_one_and_says_so(  # type: ignore[no-untyped-def]
    qtbot, make_window, data_dir: Path, damage: str
) -> None:
    window = make_window()
    _save_raw(data_dir, _damaged_board(damage))
    start_through_page(qtbot, window, Setup.race([("Ann", "white")], seed=1))
    assert window.controller.state.catalogue.digest == DEFAULT_DIGEST
    box = _box(window)
    assert "board printed in the rulebook" in box.text()
    assert box.informativeText().startswith("What could not be read:")
    # "Use the built-in board from now on" forgets the damaged one.
    qtbot.mouseClick(box.findChild(QPushButton, "useBuiltInBoard"), Qt.MouseButton.LeftButton)
    assert window.library.board_texts() is None
    # The next game starts without a word.
    window.show_start()
    start_through_page(qtbot, window, Setup.solo("Ann", seed=2))
    assert not _visible(window)


def _visible(window) -> bool:  # type: ignore[no-untyped-def]
    return any(b.isVisible() for b in window.findChildren(QMessageBox, "boardNotUsedBox"))


@pytest.mark.parametrize("damage", ["broken-toml", "deep-nesting"])
def test_the_message_opens_check_your_board(  # type: ignore[no-untyped-def]
    qtbot, make_window, data_dir: Path, damage: str
) -> None:
    window = make_window()
    _save_raw(data_dir, _damaged_board(damage))
    start_through_page(qtbot, window, Setup.race([("Ann", "white")], seed=1))
    qtbot.mouseClick(_box(window).findChild(QPushButton, "checkBoard"), Qt.MouseButton.LeftButton)
    dialog = window.findChild(BoardCheckDialog, "boardCheckDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.message.text().startswith("Your saved board could not be read")
    # It shows the built-in board, ready to be corrected and saved.
    assert parse_catalogue(dialog.edited_texts()).digest == DEFAULT_DIGEST
    dialog.close()
