"""The keyboard is where the next action is: after a restart with an unfinished game,
after Ctrl+Home, after every dialog, and back from a new-game page opened mid-game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from blocky import APP_NAME
from blocky.games.blocky_mountains.actions import ChoosePile
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.ui.shell.library import open_library
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import activate, click_action, start_through_page

PLAYERS = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")]


def _running_game(window: MainWindow) -> int:
    ids = [window.library.add_player(n, c).id for n, c in PLAYERS]
    return int(window.library.create_game(Setup.race(PLAYERS, seed=3), ids).id)


def test_enter_continues_the_running_game_on_every_start(qtbot, make_window, data_dir) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    game_id = _running_game(first)
    first.close()
    first.close_library()
    for _ in range(4):
        # As the app starts: the window is painted before the saved games are open (its
        # focus lands on the first enabled button), then the games are listed.
        library = open_library(data_dir)
        window = MainWindow(None)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        window.attach_library(library)
        start = window.start_screen
        assert start.running_box.isVisible()
        assert QApplication.focusWidget() is start.continue_running_button
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        # The button shows it is pressed, then opens the game.
        qtbot.waitUntil(lambda w=window: w.controller is not None)
        assert window.stack.currentWidget() is window.game_screen
        assert window.controller is not None and window.controller.game.id == game_id
        window.close_library()
        window.close()
        library.close()


def test_ctrl_home_puts_the_keyboard_on_continue(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=5))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    start = window.start_screen
    assert window.stack.currentWidget() is start
    assert QApplication.focusWidget() is start.continue_running_button
    assert window.windowTitle() == APP_NAME


def test_without_a_running_game_the_first_new_game_has_the_keyboard(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    activate(qtbot, window)
    start = window.start_screen
    assert not start.running_box.isVisible()
    assert QApplication.focusWidget() is start.mode_buttons["race"]


def test_closing_a_dialog_gives_the_keyboard_back_to_the_turn(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=5))
    activate(qtbot, window)
    panel = window.game_screen.turn_panel
    for key in (Qt.Key.Key_F1, Qt.Key.Key_Comma, Qt.Key.Key_B):
        modifier = (
            Qt.KeyboardModifier.NoModifier
            if key == Qt.Key.Key_F1
            else Qt.KeyboardModifier.ControlModifier
        )
        # A toolbar click leaves the focus elsewhere first.
        window.toolbar.setFocus()
        qtbot.keyClick(window, key, modifier)
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog), key
        dialog.reject()
        qtbot.waitUntil(lambda d=dialog: not d.isVisible())
        assert QApplication.focusWidget() is panel, key


def test_closing_a_dialog_on_the_start_screen_gives_the_keyboard_to_continue(
    qtbot, make_window
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    _running_game(window)
    window.show_start()
    activate(qtbot, window)
    start = window.start_screen
    start.statistics_button.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QDialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert QApplication.focusWidget() is start.continue_running_button


def test_escape_from_a_new_game_page_opened_mid_game_returns_to_the_game(
    qtbot, make_window
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=5))
    controller = window.controller
    state = controller.state
    game_title = window.windowTitle()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    assert window.windowTitle().startswith("New game: Race game")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.game_screen
    assert window.controller is controller and controller.state == state
    assert window.windowTitle() == game_title
    assert QApplication.focusWidget() is window.game_screen.turn_panel

    # Opened from the start screen, Escape goes back there.
    window.show_start()
    qtbot.mouseClick(window.start_screen.mode_buttons["team"], Qt.MouseButton.LeftButton)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.start_screen


def test_the_window_title_follows_the_screen(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.windowTitle() == APP_NAME
    qtbot.mouseClick(window.start_screen.mode_buttons["solo"], Qt.MouseButton.LeftButton)
    assert window.windowTitle() == f"New game: Solo training \u2013 {APP_NAME}"
    window.show_statistics()
    assert window.windowTitle().startswith("Statistics \u2013 ")
    window.show_start()
    assert window.windowTitle() == APP_NAME


def test_cards_ten_to_twelve_have_keys(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.TABLE))
    click_action(qtbot, window, ChoosePile("C"))
    panel = window.game_screen.turn_panel
    choices = panel.choices()
    assert len(choices) == 12
    texts = [b.text() for _, b in choices]
    assert [t.split(".")[0] for t in texts] == [*"123456789", "0", "Q", "W"]
    twelfth = choices[11][0]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_W)
    assert window.controller.state.card == twelfth.card


def _race_with_the_keys(qtbot, make_window):  # type: ignore[no-untyped-def]
    """A window with a race started through its page and the keys in it, and the
    race's controller."""
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=5))
    activate(qtbot, window)
    controller = window.controller
    assert controller is not None
    return window, controller


def test_the_keyboard_stays_with_the_turn_through_a_whole_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A button pressed with the mouse or a finger leaves the keys with the turn panel,
    all through a game: they never land on a button of a choice just made, on the coach's
    switch or on anything else the window holds beyond the panel."""
    from tests.ui.policies import race_policy

    window, controller = _race_with_the_keys(qtbot, make_window)
    panel = window.game_screen.turn_panel
    done: set[str] = set()
    reports = 0
    while not controller.state.is_over:
        action = race_policy(controller.state, done)
        reports += type(action).__name__ == "Report"
        click_action(qtbot, window, action)
        if controller.state.is_over:
            break  # the result has the keys (Play again)
        held = QApplication.focusWidget()
        assert held is panel, (action, held.objectName() if held is not None else None)
    assert reports > 10


def test_tab_reaches_the_turns_buttons_and_space_presses_them(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A click leaves the keys where they were, but the keyboard still reaches every
    button of the turn: Tab goes to the choices, and Space presses the one it is on."""
    window, controller = _race_with_the_keys(qtbot, make_window)
    panel = window.game_screen.turn_panel
    panel.setFocus()
    buttons = [b for _, b in panel.choices()]
    assert buttons
    # Tab goes round the window's widgets; the turn's choices are among them.
    held = None
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        held = QApplication.focusWidget()
        if held in buttons:
            break
    assert held in buttons
    before = len(controller.game.timeline.actions)
    qtbot.keyClick(held, Qt.Key.Key_Space)
    assert len(controller.game.timeline.actions) > before
    # A press on a button never takes the keys from the panel: neither a choice's nor
    # a report button's.
    for _ in range(8):
        if panel.mastered_button.isVisible():
            pressed = panel.mastered_button
        else:
            pressed = panel.choices()[0][1]
        panel.setFocus()
        qtbot.mousePress(pressed, Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is panel, pressed.objectName()
        qtbot.mouseRelease(pressed, Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is panel, pressed.objectName()
        if pressed is panel.mastered_button:
            break
    assert pressed is panel.mastered_button
