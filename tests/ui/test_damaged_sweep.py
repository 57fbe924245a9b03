"""Damaged copies of a real database, each opened by the real main window as the app starts
it (blocky.ui.shell.app.StartUp: the log, the error guard, the games opened after the first
paint). Whatever the damage, the start screen soon stops saying "Opening your saved
games…": it lists the games or a message with a way out is shown; no error reaches the
log; a refused file is left exactly as it was; and every listed game opens or says why
not, with a way out."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from blocky.ui.shell.app import StartUp
from blocky.ui.shell.library import STORE_FILE
from blocky.ui.shell.main_window import MainWindow
from tests.store.test_damaged import _damaged_copy, original  # noqa: F401 (a fixture)

COPIES = 60
#: Event-loop turns the start-up may take before it must have said something.
MAX_TURNS = 200

pytestmark = pytest.mark.slow


def _loading_text(window: MainWindow) -> str:
    return window.start_screen.tr("Opening your saved games\u2026")


def _visible_box(window: MainWindow, name: str) -> QMessageBox | None:
    for box in window.findChildren(QMessageBox, name):
        if box.isVisible():
            return box
    return None


def _has_way_out(box: QMessageBox) -> bool:
    buttons = [b for b in box.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    return bool(buttons)


def _settled(window: MainWindow) -> bool:
    start = window.start_screen
    if _visible_box(window, "storeErrorBox") is not None:
        return True
    return window.has_library() and start.empty_label.text() != _loading_text(window)


def _turns_until(qapp: QApplication, done: object) -> int:
    for turn in range(MAX_TURNS):
        qapp.processEvents()
        if done():  # type: ignore[operator]
            return turn
    return MAX_TURNS


def _log_text(folder: Path) -> str:
    log = folder / "logs" / "blocky.log"
    return log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""


def _open_every_listed_game(qapp: QApplication, window: MainWindow, n: int) -> dict[str, int]:
    """Open each game the start screen lists: the game screen shows, or a message with a
    way out does (and the screen is the start screen)."""
    seen = {"opened": 0, "refused": 0}
    start = window.start_screen
    ids = [r.game_id for r in start.game_rows()] + [r.game_id for r in start.damaged_rows()]
    for game_id in ids:
        if window.open_game(game_id):
            seen["opened"] += 1
            assert window.stack.currentWidget() is window.game_screen, n
        else:
            seen["refused"] += 1
            box = _visible_box(window, "gameNotOpenedBox")
            assert box is not None and _has_way_out(box), f"copy {n}, game {game_id}"
            assert window.stack.currentWidget() is start, n
            assert game_id in window.cannot_open
            box.done(0)
            qapp.processEvents()
        window.show_start()
        # A game that failed to open is never offered as the one still running.
        assert start._running_id is None or start._running_id not in window.cannot_open, n
    return seen


def test_damaged_databases_in_the_real_window(
    qapp: QApplication,
    original: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    rng = random.Random(20261130)
    outcomes = {"listed": 0, "refused": 0, "games opened": 0, "games refused": 0, "rows": 0}
    for n in rng.sample(range(10_000), COPIES):
        folder = tmp_path / f"copy{n}"
        folder.mkdir()
        path = folder / STORE_FILE
        _damaged_copy(original, path, n)
        before = path.read_bytes()
        started = StartUp(qapp, folder)
        window = started.window
        try:
            window.resize(1100, 760)
            window.painted.connect(lambda s=started: QTimer.singleShot(0, s.open_games))
            window.show()
            turns = _turns_until(qapp, lambda w=window: _settled(w))
            assert turns < MAX_TURNS, f"copy {n}: still opening after {MAX_TURNS} turns"
            start = window.start_screen
            assert start.empty_label.text() != _loading_text(window), n
            refusal = _visible_box(window, "storeErrorBox")
            if refusal is not None:
                outcomes["refused"] += 1
                assert _has_way_out(refusal), n
                assert not window.has_library()
                # No dead buttons behind the message: nothing can be started without games.
                assert not start.mode_buttons["race"].isEnabled(), n
                assert not window.new_action.isEnabled() and not window.stats_action.isEnabled()
                assert path.read_bytes() == before, f"copy {n} was changed by a refusal"
                assert not Path(f"{path}-wal").exists(), n
            else:
                outcomes["listed"] += 1
                rows = len(start.game_rows()) + len(start.damaged_rows())
                outcomes["rows"] += rows
                if rows:
                    assert start.games_list.isVisible(), n
                else:
                    # Nothing to list: the screen says so, or why the list failed.
                    assert start.empty_label.isVisible() and start.empty_label.text(), n
                seen = _open_every_listed_game(qapp, window, n)
                outcomes["games opened"] += seen["opened"]
                outcomes["games refused"] += seen["refused"]
            log = _log_text(folder)
            assert "Traceback" not in log and "Unexpected error" not in log, f"copy {n}:\n{log}"
        finally:
            started.close()
            window.close()
            window.deleteLater()
            qapp.processEvents()
        shutil.rmtree(folder)
    # Both ways were taken many times, so the copies test both.
    assert outcomes["listed"] > COPIES // 5 and outcomes["refused"] > COPIES // 5, outcomes
    assert outcomes["games opened"] > 0 and outcomes["games refused"] > 0, outcomes
