"""Quitting never hangs on a disk that stops answering: a bounded wait, then a message
saying what is being saved, and the app ends."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from blocky.ui.shell import app as app_module
from blocky.ui.shell.app import StartUp
from tests.store.conftest import stall


def _box() -> QMessageBox | None:
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() == "stillSavingBox" and widget.isVisible():
            assert isinstance(widget, QMessageBox)
            return widget
    return None


def _started(qapp: QApplication, folder: Path) -> StartUp:
    started = StartUp(qapp, folder)
    started.open_games()
    assert started.window.has_library()
    started.window.library.add_player("Mia")
    return started


def test_a_stalled_disk_at_quitting_is_explained_and_quitting_returns(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "QUIT_WAIT_S", 0.05)
    started = _started(qapp, tmp_path)
    store = started.window.library
    stalled = stall(store)  # type: ignore[arg-type]
    seen: list[tuple[str, str, str]] = []

    def look() -> None:
        box = _box()
        if box is None:
            QTimer.singleShot(10, look)
            return
        seen.append((box.text(), box.informativeText(), box.detailedText()))
        stalled.answer.set()  # the disk answers: the message goes by itself

    QTimer.singleShot(0, look)
    started.close()
    started.window.deleteLater()
    assert seen, "no message said what is being saved"
    text, informative, detailed = seen[0]
    assert text == "Still saving your games\u2026"
    assert "already saved" in informative
    assert detailed == str(store.path)
    assert store.closed_in(0)
    assert _box() is None


def test_the_player_can_close_the_app_while_the_disk_is_still_stalled(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "QUIT_WAIT_S", 0.05)
    started = _started(qapp, tmp_path)
    store = started.window.library
    stalled = stall(store)  # type: ignore[arg-type]
    clicked: list[bool] = []

    def click_close_now() -> None:
        box = _box()
        if box is None:
            QTimer.singleShot(10, click_close_now)
            return
        button = box.findChild(QPushButton, "closeNow")
        assert button is not None and button.text() == "Close now"
        clicked.append(True)
        button.click()

    QTimer.singleShot(0, click_close_now)
    try:
        started.close()  # returns though the disk never answered
        assert clicked == [True]
        assert not store.closed_in(0)
        assert _box() is None
    finally:
        stalled.answer.set()
        assert store.closed_in(60)
        started.window.deleteLater()
