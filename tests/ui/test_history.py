"""Undo and redo, by keys and toolbar, also after the window (and the store) is reopened."""

from __future__ import annotations

from PySide6.QtCore import Qt

from blocky.games.blocky_mountains.actions import ChoosePile, Report, TakeRoute
from blocky.games.blocky_mountains.state import Draws, Setup
from tests.ui.driver import activate, click_action, start_through_page
from tests.ui.policies import race_policy

PLAYERS = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")]


def play_steps(qtbot, window, n: int) -> list:  # type: ignore[no-untyped-def]
    """Play ``n`` decisions with the race policy; return the states seen before each."""
    done: set[str] = set()
    seen = []
    for _ in range(n):
        state = window.controller.state
        seen.append(state)
        click_action(qtbot, window, race_policy(state, done))
    return seen


def test_undo_redo_survive_a_restart(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=7))
    seen = play_steps(qtbot, window, 8)
    final = window.controller.state
    log_rows = window.game_screen.log_model.rowCount()
    actions = window.controller.game.timeline.actions

    # Reopen: the start screen offers the game that was running, and resumes it exactly.
    window = make_window()
    start = window.start_screen
    assert start.running_box.isVisible()
    assert "Ann, Ben, Cleo" in start.running_label.text()
    qtbot.mouseClick(start.continue_running_button, Qt.MouseButton.LeftButton)
    assert window.controller.state == final
    assert window.controller.game.timeline.actions == actions
    assert window.game_screen.log_model.rowCount() == log_rows

    # Ctrl+Z still works, several steps back, and the toolbar button does the same.
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state == seen[-1]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state == seen[-2]
    undo_button = window.toolbar.widgetForAction(window.undo_action)
    qtbot.mouseClick(undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.state == seen[-3]
    assert window.redo_action.isEnabled()

    # Undo and redo are stored too: reopen again and redo everything.
    window = make_window()
    qtbot.mouseClick(window.start_screen.continue_running_button, Qt.MouseButton.LeftButton)
    assert window.controller.state == seen[-3]
    activate(qtbot, window)
    for _ in range(3):
        qtbot.keyClick(
            window,
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
    assert window.controller.state == final
    assert not window.redo_action.isEnabled()
    assert window.game_screen.log_model.rowCount() == log_rows


def test_undo_across_turns_rebuilds_the_log(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.TABLE))
    first = window.controller.state
    click_action(qtbot, window, ChoosePile("A"))
    panel = window.game_screen.turn_panel
    # Table draws: the players enter the card that turned up, by name.
    names = [b.text() for _, b in panel.choices()]
    assert names[0] == "1.  Treetop" and len(names) == 8
    qtbot.mouseClick(panel.choices()[3][1], Qt.MouseButton.LeftButton)
    assert window.controller.state.card == "rock-crevice"
    assert window.controller.undo()
    assert window.controller.state == first
    assert window.game_screen.log_model.rowCount() == 0
    assert window.controller.redo()
    assert window.controller.state.card == "rock-crevice"
    texts = [e.text for e in window.game_screen.log_model.entries()]
    assert texts == ["White (Ann) chose route A.", "Route card Rock Crevice (route A) turned up."]


def test_keys_play_the_turn(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.TABLE))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_2)  # "2. Turn over a card of route B"
    assert window.controller.state.pending_pile == "B"
    qtbot.keyClick(window, Qt.Key.Key_6)  # the sixth card of pile B
    card = window.controller.state.current_card
    assert card is not None and card.name == "Chimney"
    qtbot.keyClick(window, Qt.Key.Key_1)  # normal route (Chimney has an extra task)
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert window.controller.state.phase.value == "owl_choice"
    qtbot.keyClick(window, Qt.Key.Key_1)  # the letter tile
    state = window.controller.state
    assert state.positions[0] == 3
    assert state.turn == 1
    assert window.game_screen.turn_panel.button_for(TakeRoute()) is not None
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.game_screen.turn_panel.button_for(Report(True)) is None
