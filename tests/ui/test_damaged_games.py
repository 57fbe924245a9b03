"""Damaged saved games on the start screen: a game that cannot be listed, one whose facts
are partly unreadable and one that cannot be replayed are each shown for what they are,
with a way out (the start screen, a backup). The databases are real and damaged through
raw SQLite writes; the widgets are real."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.store import Store
from blocky.ui.shell.backups import BackupDialog
from blocky.ui.shell.library import STORE_FILE
from blocky.ui.shell.main_window import MainWindow
from blocky.ui.shell.settings_dialog import SettingsDialog
from tests.store.conftest import play_random
from tests.ui.conftest import WindowFactory


def _three_games(folder: Path) -> tuple[Path, list[int]]:
    """A race (played a little), a team game and a solo training; the solo was played last."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / STORE_FILE
    with Store.open(path) as store:
        mia, leo, ada = (store.add_player(n).id for n in ("Mia", "Leo", "Ada"))
        race = store.create_game(
            Setup.race([("Mia", "white"), ("Leo", "black")], seed=6), [mia, leo]
        )
        play_random(race, random.Random(1), 12)
        team = store.create_game(Setup.team(["Mia", "Leo", "Ada"], seed=3), [mia, leo, ada])
        play_random(team, random.Random(2), 10)
        solo = store.create_game(Setup.solo("Ada", course="A", seed=5), [ada])
        play_random(solo, random.Random(3), 6)
        ids = [race.id, team.id, solo.id]
    return path, ids


def _damage(path: Path, *sql: str) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in sql:
            db.execute(statement)
    finally:
        db.close()


def _click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _box(window: MainWindow, name: str) -> QMessageBox:
    box = window.findChild(QMessageBox, name)
    assert box is not None and box.isVisible(), name
    return box


def _button(box: QDialog, name: str) -> QPushButton:
    button = box.findChild(QPushButton, name)
    assert button is not None, name
    return button


def test_a_game_that_cannot_be_listed_gets_a_row_with_a_way_out(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path, make_window: WindowFactory
) -> None:
    path, (race, team, solo) = _three_games(data_dir)
    _damage(path, f"""UPDATE games SET setup_json = '{{"mode": 5}}' WHERE id = {team}""")
    window = make_window()
    start = window.start_screen
    # The other games are listed as before; the damaged one is not dropped in silence.
    assert [r.game_id for r in start.game_rows()] == [solo, race]
    (row,) = start.damaged_rows()
    assert row.isVisible() and row.game_id == team
    assert row.title_label.text() == "A saved game could not be read"
    assert "backup" in row.explanation_label.text()
    assert start.continue_button.isEnabled()
    # Choosing it says why it cannot be opened, with a way out.
    start.games_list.setCurrentRow(2)
    _click(qtbot, start.continue_button)
    box = _box(window, "gameNotOpenedBox")
    assert box.text() == "This game could not be opened."
    assert window.stack.currentWidget() is start
    _click(qtbot, _button(box, "backButton"))
    qtbot.waitUntil(lambda: not box.isVisible())
    assert window.stack.currentWidget() is start
    # The row's own button lists the backups.
    _click(qtbot, start.damaged_rows()[0].restore_button)
    dialog = window.findChild(BackupDialog, "backupDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_a_partly_unreadable_game_is_marked_and_still_opens(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path, make_window: WindowFactory
) -> None:
    path, (race, team, solo) = _three_games(data_dir)
    _damage(path, f"UPDATE games SET updated_at = CAST(X'FF' AS TEXT) WHERE id = {race}")
    window = make_window()
    rows = {r.game_id: r for r in window.start_screen.game_rows()}
    assert sorted(rows) == sorted([race, team, solo])
    assert rows[race].damage_label.isVisible()
    assert "could not be read" in rows[race].damage_label.text()
    assert not rows[team].damage_label.isVisible() and not rows[solo].damage_label.isVisible()
    assert rows[race].restore_button is None
    # It may still open, and does.
    assert window.open_game(race)
    assert window.stack.currentWidget() is window.game_screen


def test_a_game_that_cannot_be_replayed_says_so_and_is_not_offered_again(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path, make_window: WindowFactory
) -> None:
    path, (race, team, solo) = _three_games(data_dir)
    # The game played last (offered after a crash) holds an action that cannot be read.
    _damage(path, f"UPDATE actions SET action_json = 'nul' WHERE game_id = {solo} AND seq = 1")
    before = path.read_bytes()
    window = make_window()
    start = window.start_screen
    assert start.running_box.isVisible()
    # Enter continues the running game: it cannot be opened, and the message says so.
    _click(qtbot, start.continue_running_button)
    box = _box(window, "gameNotOpenedBox")
    assert "damaged" in box.informativeText() and "backup" in box.informativeText()
    assert window.stack.currentWidget() is start
    # The running game is no longer offered (no loop of failed opens) and its row says why.
    assert not start.running_box.isVisible()
    rows = {r.game_id: r for r in start.game_rows()}
    assert rows[solo].damage_label.isVisible()
    assert "could not be opened" in rows[solo].damage_label.text()
    assert rows[solo].restore_button is not None and rows[solo].restore_button.isVisible()
    # "Restore a backup…" in the message lists the backups.
    _click(qtbot, _button(box, "restoreButton"))
    dialog = window.findChild(BackupDialog, "backupDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(window.has_library)
    # The other games still open, and nothing stored was changed by the refusal.
    assert window.open_game(race)
    window.show_start()
    assert not start.running_box.isVisible()
    window.close_library()
    assert path.read_bytes() == before


def test_a_game_whose_seats_are_gone_is_refused_with_a_message(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path, make_window: WindowFactory
) -> None:
    path, (race, team, solo) = _three_games(data_dir)
    _damage(path, f"DELETE FROM game_players WHERE game_id = {race} AND seat = 0")
    window = make_window()
    rows = window.start_screen.game_rows()
    index = [r.game_id for r in rows].index(race)
    window.start_screen.games_list.setCurrentRow(index)
    item = window.start_screen.games_list.currentItem()
    window.start_screen.games_list.itemActivated.emit(item)
    box = _box(window, "gameNotOpenedBox")
    assert window.stack.currentWidget() is window.start_screen
    box.reject()
    assert race in window.cannot_open


def test_an_owl_tile_the_rules_refuse_is_named_and_nothing_changes(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path, make_window: WindowFactory
) -> None:
    """An old record whose owl tile the rules now refuse (table draws: the tile 9/9 is in
    no pile) cannot be replayed: the message says so and names the reason in its details."""
    data_dir.mkdir(parents=True)
    path = data_dir / STORE_FILE
    with Store.open(path) as store:
        mia, leo = store.add_player("Mia").id, store.add_player("Leo").id
        game = store.create_game(
            Setup.race([("Mia", "white"), ("Leo", "black")], draws=Draws.TABLE, seed=0),
            [mia, leo],
        )
        play_random(game, random.Random(0), 20)
        race = game.id
    db = sqlite3.connect(path)
    (seq,) = db.execute(
        "SELECT MIN(seq) FROM actions WHERE game_id = ? AND action_json LIKE '%reveal_owl%'",
        (race,),
    ).fetchone()
    db.close()
    assert seq is not None, "the game turned over no owl tile"
    _damage(
        path,
        'UPDATE actions SET action_json = \'{"do": "reveal_owl", "advance": 9, '
        f'"back": 9}}\' WHERE game_id = {race} AND seq = {seq}',
    )
    window = make_window()
    before = path.read_bytes()
    assert window.start_screen.running_box.isVisible()
    _click(qtbot, window.start_screen.continue_running_button)
    box = _box(window, "gameNotOpenedBox")
    assert "9/9" in box.detailedText()
    assert not window.start_screen.running_box.isVisible()
    assert window.stack.currentWidget() is window.start_screen
    window.close_library()
    assert path.read_bytes() == before


def test_restore_a_backup_is_in_the_settings(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path, make_window: WindowFactory
) -> None:
    _three_games(data_dir)
    window = make_window()
    window.settings_action.trigger()
    settings = window.findChild(SettingsDialog, "settingsDialog")
    assert settings is not None and settings.isVisible()
    _click(qtbot, settings.restore_button)
    qtbot.waitUntil(lambda: not settings.isVisible())
    dialog = window.findChild(BackupDialog, "backupDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(window.has_library)
