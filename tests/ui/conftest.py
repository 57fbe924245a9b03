"""Fixtures for the desktop app tests: a private data folder and settings file per test,
and a factory for main windows on that folder (so a test can close and reopen one).

Tests marked ``screenshots`` only save pictures to screenshots/ for people to look at;
they run with ``make screenshots`` (BLOCKY_SCREENSHOTS=1), not with the tests."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from blocky.i18n import install_translators
from blocky.ui.kit.theme import apply_scheme
from blocky.ui.shell.app import configure_application
from blocky.ui.shell.library import open_library
from blocky.ui.shell.main_window import MainWindow

WindowFactory = Callable[[], MainWindow]

SCREENSHOTS_ENV = "BLOCKY_SCREENSHOTS"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "screenshots: only saves pictures to screenshots/ (make screenshots)"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get(SCREENSHOTS_ENV):
        return
    shots = [item for item in items if item.get_closest_marker("screenshots") is not None]
    if shots:
        config.hook.pytest_deselected(items=shots)
        items[:] = [item for item in items if item.get_closest_marker("screenshots") is None]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("BLOCKY_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def private_settings(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    configure_application(qapp)
    # English as the app runs it: counts take their plural forms from blocky_en.qm.
    install_translators(qapp, "en")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings")
    )
    apply_scheme(qapp, "light")
    yield


@pytest.fixture
def make_window(qtbot, data_dir: Path) -> Iterator[WindowFactory]:  # type: ignore[no-untyped-def]
    """Open the store in ``data_dir`` and a main window on it; closing the window (or the
    end of the test) closes the store, as quitting the app does."""
    opened: list[tuple[MainWindow, object]] = []
    made: list[MainWindow] = []

    def close_all() -> None:
        for w, lib in opened:
            if w.isVisible():
                w.close()
            lib.close()  # type: ignore[attr-defined]
        opened.clear()

    def factory() -> MainWindow:
        close_all()
        library = open_library(data_dir)
        window = MainWindow(library)
        qtbot.addWidget(window)
        window.resize(1360, 880)
        window.show()
        qtbot.waitExposed(window)
        opened.append((window, library))
        made.append(window)
        return window

    yield factory
    close_all()
    # Deleted now, children and all: a window left to Python's collector would be taken
    # apart during a later test, its widgets' Python halves gone while Qt still lays them
    # out (a crash).
    for w in made:
        if isValid(w):
            w.deleteLater()
    made.clear()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
