"""The window as a desktop citizen: size limits, remembered splitters, full screen,
toolbar tooltips and names, keyboard order and focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.state import Setup
from blocky.ui.shell.main_window import MINIMUM_SIZE
from tests.ui.driver import activate, start_through_page

PLAYERS = [("Ann", "white"), ("Ben", "black")]


def test_toolbar_buttons_have_names_and_tooltips_with_their_keys(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    actions = window.toolbar.actions()
    assert window.fullscreen_action in actions
    for action in actions:
        keys = action.shortcuts()
        assert keys, action.objectName()
        first = keys[0].toString(QKeySequence.SequenceFormat.NativeText)
        assert action.toolTip().startswith(action.text())
        assert first in action.toolTip(), (action.objectName(), action.toolTip())
        button = window.toolbar.widgetForAction(action)
        assert button.accessibleName() == action.text()
        assert button.accessibleDescription() == action.toolTip()
        assert button.height() >= 44


def test_minimum_size_keeps_the_game_usable(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    room = window.screen().availableSize()
    assert window.minimumSize() == MINIMUM_SIZE.boundedTo(room)
    assert window.minimumWidth() >= min(760, room.width())


def test_f11_toggles_full_screen(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowFullScreen))
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.windowState() & Qt.WindowState.WindowFullScreen)


def test_splitter_positions_are_remembered(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=2))
    screen = window.game_screen
    outer, left, right = screen.splitters()
    # The first run gets sizes made for the window: the table the height its text
    # needs, the map the rest.
    assert left.sizes()[1] >= screen.table.minimumSizeHint().height()
    assert left.sizes()[0] > 2 * left.sizes()[1]
    # The player drags the board/table handle and the turn/log handle.
    left.moveSplitter(left.sizes()[0] - 120, 1)
    right.moveSplitter(right.sizes()[0] + 80, 1)
    moved = (outer.sizes(), left.sizes(), right.sizes())
    window.close()
    assert QSettings().value("game/leftSplitter") is not None

    again = make_window()
    start_through_page(qtbot, again, Setup.race(PLAYERS, seed=3))
    qtbot.waitUntil(lambda: again.game_screen.splitters()[1].sizes() == moved[1])
    assert tuple(s.sizes() for s in again.game_screen.splitters()) == moved


@pytest.mark.parametrize("size", [(1280, 800), (1280, 706), (1920, 1050)])
def test_default_sizes_give_the_map_the_room(qtbot, make_window, size) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(*size)
    start_through_page(
        qtbot, window, Setup.race([*PLAYERS, ("Cleo", "orange"), ("Dan", "violet")], seed=2)
    )
    screen = window.game_screen
    qtbot.waitUntil(lambda: screen.width() > size[0] - 100)
    outer, left, right = screen.splitters()
    table = screen.table
    assert outer.sizes()[1] >= 460  # the turn panel's big buttons fit
    # The table is a low strip below the map, without the card the turn panel shows;
    # it gets the height its text needs (at 15 px or more), the map all the rest.
    qtbot.waitUntil(lambda: left.sizes()[1] == table.minimumSizeHint().height())
    assert table.is_strip() and not table.card_shown()
    assert left.sizes()[1] <= screen.height() // 3
    assert left.sizes()[0] >= 2 * left.sizes()[1]
    assert right.sizes()[1] >= 170  # several log lines


def test_start_screen_tab_order_reads_top_to_bottom(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.library.create_game(
        Setup.race(PLAYERS, seed=1), [window.library.add_player(n, c).id for n, c in PLAYERS]
    )
    window.show_start()
    activate(qtbot, window)
    start = window.start_screen
    start.continue_running_button.setFocus()
    seen = [start.continue_running_button]
    for _ in range(8):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == [
        start.continue_running_button,
        # The choice of game, above the modes (the app has two games): Tab stops on the
        # chosen one, the arrow keys move between them.
        start.game_buttons["blocky-mountains"],
        start.mode_buttons["race"],
        start.mode_buttons["team"],
        start.mode_buttons["solo"],
        start.games_list,
        start.continue_button,
        start.statistics_button,
        start.board_button,
    ]


def test_first_run_size_fits_small_screens() -> None:
    from PySide6.QtCore import QSize

    from blocky.ui.shell.main_window import first_run_size

    assert first_run_size(QSize(1920, 1050)) == QSize(1280, 820)
    small = first_run_size(QSize(1366, 740))
    assert small.width() <= 1366 and small.height() <= 740
    assert small.height() < 820


def test_paint_now_paints_what_changed_at_once_and_nothing_else(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QObject

    window = make_window()
    start = window.start_screen
    painted: list[QObject] = []

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                painted.append(watched)
            return False

    spy = Painted()
    app = QApplication.instance()
    app.installEventFilter(spy)
    try:
        # The first paint and whatever it posted, until a pass paints nothing more.
        for _ in range(20):
            painted.clear()
            QApplication.processEvents()
            if not painted:
                break
        assert not painted, "the window never settled"
        # A text that needs another line: its box is laid out again before the paint.
        start.empty_label.setText(start.empty_label.text() + "\nand one more line")
        window.paint_now()
        at_once = list(painted)
        QApplication.processEvents()
    finally:
        app.removeEventFilter(spy)
    assert start.empty_label.isVisible()
    assert start.empty_label in at_once, "the changed text is painted before paint_now returns"
    # Laid out first: painted once, in its new size, and nothing is left to paint after.
    assert at_once.count(start.empty_label) == 1
    assert painted == at_once
    # Only what the change touched (the label and the page behind it): not the toolbar,
    # not the buttons, not the window as a whole.
    assert window.toolbar not in at_once
    assert window not in at_once
    assert not any(button in at_once for button in start.mode_buttons.values())
