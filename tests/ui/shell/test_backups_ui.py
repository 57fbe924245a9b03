"""Restore a backup, as the app offers it: on the start screen, and in the message about
a damaged database. The backups are the store's own (blocky.store.backups)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError, backups
from blocky.ui.shell.app import open_games_or_explain
from blocky.ui.shell.backups import BackupDialog, kind_name
from blocky.ui.shell.library import STORE_FILE
from blocky.ui.shell.main_window import MainWindow
from blocky.ui.shell.start_words import friendly_time, local_time


def _store_with_a_backup(folder: Path) -> Path:
    """A database with one race game, and the app's backup of it (made by opening and
    closing the store, as a day's play does)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / STORE_FILE
    with Store.open(path) as store:
        ids = [store.add_player("Ann", "white").id]
        store.create_game(Setup.race([("Ann", "white")], seed=1), ids)
    with Store.open(path):
        pass
    assert backups.list_backups(path), "opening the store made no backup"
    return path


def _answer(qtbot, box: QMessageBox, name: str) -> None:  # type: ignore[no-untyped-def]
    button = box.findChild(QPushButton, name)
    assert button is not None, name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_start_screen_restores_a_chosen_backup(qtbot, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    path = _store_with_a_backup(data_dir)
    window = MainWindow(Store.open(path))
    window.data_dir = data_dir
    qtbot.addWidget(window)
    window.show()
    # A second game, played after the backup.
    window.library.create_game(Setup.solo("Ann", seed=2), [window.library.players()[0].id])
    window.show_start()
    assert len(window.start_screen.game_rows()) == 2
    start = window.start_screen
    assert start.restore_button.isVisible()
    qtbot.mouseClick(start.restore_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(BackupDialog, "backupDialog")
    assert dialog is not None and dialog.isVisible()
    listed = backups.list_backups(path)
    # Each copy says what it holds: the backup was made before the solo game.
    played = friendly_time(window.library.games()[-1].updated_at)
    assert dialog.backup_lines() == [
        f"{local_time(b.made_at)}  \u00b7  {kind_name(b.kind)}  \u00b7  1 game, last played "
        f"{played}"
        for b in listed
    ]
    box = dialog.ask_restore()
    assert box is not None and box.isVisible()
    assert local_time(listed[0].made_at) in box.text()
    # Keeping changes nothing.
    _answer(qtbot, box, "keep")
    assert window.has_library() and len(window.start_screen.game_rows()) == 2
    box = dialog.ask_restore()
    _answer(qtbot, box, "restore")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.restored
    # The saved games are open again, as the backup has them: the later game is not there.
    qtbot.waitUntil(window.has_library)
    assert len(window.start_screen.game_rows()) == 1
    done = window.findChild(QMessageBox, "backupRestoredBox")
    assert done is not None and done.isVisible()
    if dialog.moved_aside is not None:
        assert dialog.moved_aside.exists()
    window.close_library()


def test_a_damaged_database_offers_its_backups_at_start_up(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path
) -> None:
    path = _store_with_a_backup(data_dir)
    # Damage the file in the middle (its header stays, so it is still "a database").
    raw = bytearray(path.read_bytes())
    for i in range(4096, len(raw)):
        raw[i] = 0x5A
    path.write_bytes(bytes(raw))
    with pytest.raises(StoreError) as err:
        Store.open(path)
    assert err.value.kind == "damaged"
    assert err.value.params["backups"] >= 1

    window = MainWindow(None)
    window.data_dir = data_dir
    qtbot.addWidget(window)
    window.show()
    answers: list[str] = []
    assert open_games_or_explain(window, data_dir, modal=False, answered=answers.append) is None
    box = window.findChild(QMessageBox, "storeErrorBox")
    assert box is not None and box.isVisible()
    assert "Backups you can restore: 1. Restore one" in box.informativeText()
    assert box.informativeText().count("restore") == 1  # said once, not twice
    _answer(qtbot, box, "restoreButton")
    assert answers == ["restore"]

    reopened: list[int] = []
    window.show_backups(
        on_done=lambda: reopened.append(1) or window.reopen_library(data_dir),
        on_cancel=lambda: reopened.append(0),
    )
    dialog = window.findChild(BackupDialog, "backupDialog")
    assert dialog is not None and dialog.backup_lines()
    _answer(qtbot, dialog.ask_restore(), "restore")
    qtbot.waitUntil(lambda: reopened == [1])
    assert window.has_library()
    assert len(window.start_screen.game_rows()) == 1
    window.close_library()


def test_no_backups_is_said_plainly(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = BackupDialog(tmp_path / STORE_FILE, parent)
    qtbot.addWidget(dialog)
    assert dialog.backup_lines() == []
    assert "no backups" in dialog.message.text()
    assert not dialog.restore_button.isEnabled()
