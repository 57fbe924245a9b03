"""Play a game through the real widgets: find the button for each action and click it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.actions import Action
from blocky.games.blocky_mountains.state import Draws, Setup, State
from blocky.ui.shell.main_window import MainWindow
from tests.ui.policies import Policy


def activate(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Keys go to the active window; make sure it is this one."""
    window.activateWindow()
    handle = window.windowHandle()
    assert handle is not None
    handle.requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def click_action(qtbot, window: MainWindow, action: Action) -> None:  # type: ignore[no-untyped-def]
    panel = window.game_screen.turn_panel
    button = panel.button_for(action)
    offered = [a for a, _ in panel.choices()]
    assert button is not None, f"{action} is not offered; the panel offers {offered}"
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def start_through_page(qtbot, window: MainWindow, setup: Setup) -> None:  # type: ignore[no-untyped-def]
    """Fill in the new-game page as a player would and press Start."""
    start = window.start_screen
    button = {
        "race": start.mode_buttons["race"],
        "team": start.mode_buttons["team"],
        "solo": start.mode_buttons["solo"],
    }[setup.mode.value]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    if setup.mode.value == "race":
        page.set_race_players(dict(zip(setup.colours, setup.players, strict=True)))
    else:
        page.set_names(list(setup.players))
    if setup.mode.value == "team":
        (page.beginner if setup.level == "beginner" else page.advanced).setChecked(True)
        page.start_combo.setCurrentIndex(page.start_combo.findData(setup.start))
    if setup.mode.value == "solo":
        page.course_buttons[setup.course].setChecked(True)
    if setup.draws is Draws.TABLE:
        page.table_draws.setChecked(True)
    else:
        page.app_draws.setChecked(True)
        page.seed.setValue(setup.seed)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen, page.error_label.text()
    assert window.controller is not None
    assert window.controller.state.setup == setup


def play_to_end(
    qtbot, window: MainWindow, policy: Policy, limit: int = 1500
) -> tuple[State, set[str]]:  # type: ignore[no-untyped-def]
    done: set[str] = set()
    controller = window.controller
    assert controller is not None
    for _ in range(limit):
        state = controller.state
        if state.is_over:
            return state, done
        before = len(controller.game.timeline.actions)
        click_action(qtbot, window, policy(state, done))
        assert len(controller.game.timeline.actions) > before, "the click did not play"
    raise AssertionError("the game did not end")
