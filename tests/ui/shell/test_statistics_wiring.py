"""The statistics screen is reached from the main window and shows what was played there."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from blocky.games.blocky_mountains.actions import Report
from blocky.games.blocky_mountains.state import Draws, Setup
from tests.ui.driver import activate, click_action, start_through_page


def test_statistics_screen_shows_a_training_played_in_the_window(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.solo("Mia", course="A", draws=Draws.APP, seed=4))
    controller = window.controller
    assert controller is not None
    while not controller.state.is_over:
        state = controller.state
        card = state.current_card
        if card is not None and card.extra_task is not None and state.variant is None:
            from blocky.games.blocky_mountains.actions import ChooseVariant

            click_action(qtbot, window, ChooseVariant(False))
        else:
            click_action(qtbot, window, Report(True))
    activate(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    page = window.statistics_page
    assert window.stack.currentWidget() is page
    model = page.log_proxy
    assert model.rowCount() == 1
    row = " | ".join(str(model.data(model.index(0, c))) for c in range(model.columnCount()))
    assert "Mia" in row and "8" in row  # all 8 cards of pile A mastered
    page.back_requested.emit()
    assert window.stack.currentWidget() is window.start_screen


def test_opening_the_main_window_module_does_not_load_charts() -> None:
    code = "import sys, blocky.ui.shell.main_window; print('PySide6.QtCharts' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
