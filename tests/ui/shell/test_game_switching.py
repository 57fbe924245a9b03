"""Both games in one window, one after the other, on a real store: new games of each in
turn, each saved game reopened, the statistics, new games again, the window closed and
opened again. No step shows a message or logs an error, each game is exactly as it was
left, and the window's Undo and Redo always work on the game on screen."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from blocky.games.blocky_mountains.state import Setup as BlockySetup
from blocky.games.montgolfiere.setup import Setup as MontgolfiereSetup
from blocky.ui.games.blocky_mountains.game_screen import GameScreen as BlockyScreen
from blocky.ui.games.blocky_mountains.new_game import NewGamePage
from blocky.ui.games.blocky_mountains.rules_help import RulesHelpDialog
from blocky.ui.games.montgolfiere.game_screen import MontgolfiereScreen
from blocky.ui.games.montgolfiere.new_game import MontgolfiereNewGame
from blocky.ui.games.montgolfiere.plugin import MONTGOLFIERE_UI
from blocky.ui.games.montgolfiere.rules_help import MontgolfiereRulesHelp
from blocky.ui.shell.failures import ErrorGuard
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import click_action, start_through_page
from tests.ui.games.montgolfiere.test_montgolfiere import enter, heaviest_or_first, play_round
from tests.ui.montgolfiere_game import MemoryGame
from tests.ui.policies import race_policy

BLOCKY = "blocky-mountains"
MONTGOLFIERE = "montgolfiere"
SHOTS = Path("/tmp")


class Watch:
    """What the app's failure handler and its log saw, and every message box shown."""

    def __init__(self, window: MainWindow, records: list[logging.LogRecord]) -> None:
        self.window = window
        self.records = records
        self.failures: list[str] = []
        self.guard = ErrorGuard(
            back_to_start=window.show_start, quit_app=lambda: None, parent_widget=lambda: window
        )
        self.guard.failed.connect(self.failures.append)

    def check(self, step: str) -> None:
        _settle()
        boxes = [
            b.objectName()
            for b in QApplication.topLevelWidgets()
            if isinstance(b, QMessageBox) and b.isVisible()
        ]
        errors = [r.getMessage() for r in self.records if r.levelno >= logging.ERROR]
        assert (self.failures, boxes, errors) == ([], [], []), step


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def app_log() -> Iterator[list[logging.LogRecord]]:
    handler = _Records()
    logger = logging.getLogger("blocky")
    logger.addHandler(handler)
    try:
        yield handler.records
    finally:
        logger.removeHandler(handler)


def _shot(window: MainWindow, name: str) -> None:
    window.grab().save(str(SHOTS / f"switch-{name}.png"))


def _shown(window: MainWindow, game: str) -> None:
    """The window shows ``game``'s screen, attached to the window's controller, and only
    that screen holds a controller."""
    screen = window.stack.currentWidget()
    assert screen is window.game_screen
    assert window.game.game_id == game
    wanted = BlockyScreen if game == BLOCKY else MontgolfiereScreen
    assert isinstance(screen, wanted)
    assert window.controller is not None
    assert screen.controller is window.controller
    others = [*window.findChildren(BlockyScreen), *window.findChildren(MontgolfiereScreen)]
    for other in others:
        if other is not screen:
            assert other.controller is None, "a screen not shown still holds a controller"
    assert window.undo_action.isEnabled() == window.controller.can_undo
    assert window.redo_action.isEnabled() == window.controller.can_redo


def _blocky_moves(qtbot, window: MainWindow, moves: int) -> None:  # type: ignore[no-untyped-def]
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    for _ in range(moves):
        before = len(controller.game.timeline.actions)
        click_action(qtbot, window, race_policy(controller.state, done))
        assert len(controller.game.timeline.actions) > before


def _montgolfiere_round(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    screen = window.game_screen
    assert isinstance(screen, MontgolfiereScreen)
    play_round(qtbot, screen)


def _left(window: MainWindow) -> tuple[int, object, tuple[object, ...]]:
    """The game on screen as it is left: its id, state and played actions."""
    controller = window.controller
    assert controller is not None
    game = controller.game
    return game.id, game.state, tuple(game.timeline.actions)


def _settle() -> None:
    """What the app's event loop does between two clicks, objects given to deleteLater
    deleted too (a test's processEvents leaves them)."""
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def _home(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _settle()
    window.home_action.trigger()
    _settle()
    assert window.stack.currentWidget() is window.start_screen
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()


def _new_montgolfiere(qtbot, window: MainWindow, names: list[str], seed: int) -> None:  # type: ignore[no-untyped-def]
    """A new game through the start screen's button and the form's Start."""
    start = window.start_screen
    qtbot.mouseClick(start.game_buttons[MONTGOLFIERE], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(start.mode_buttons["game"], Qt.MouseButton.LeftButton)
    _settle()
    form = window.new_game_page
    assert window.stack.currentWidget() is form
    form.prepare(MontgolfiereSetup.of(names, baron=True, edition="12", seed=seed))
    qtbot.mouseClick(form.start_button, Qt.MouseButton.LeftButton)


def _new_blocky(qtbot, window: MainWindow, setup: BlockySetup) -> None:  # type: ignore[no-untyped-def]
    start = window.start_screen
    qtbot.mouseClick(start.game_buttons[BLOCKY], Qt.MouseButton.LeftButton)
    _settle()
    start_through_page(qtbot, window, setup)


@pytest.mark.qt_no_exception_capture
def test_both_games_one_after_the_other_in_one_window(  # type: ignore[no-untyped-def]
    qtbot, make_window, app_log: list[logging.LogRecord]
) -> None:
    window = make_window()
    watch = Watch(window, app_log)
    watch.guard.install()
    left: dict[str, tuple[int, object, tuple[object, ...]]] = {}
    try:
        # New games, each game in turn, a few real moves in each.
        _new_blocky(qtbot, window, BlockySetup.race([("Ann", "white"), ("Ben", "black")], seed=21))
        _blocky_moves(qtbot, window, 4)
        _shown(window, BLOCKY)
        left["b1"] = _left(window)
        _home(qtbot, window)
        watch.check("first Blocky Mountains game")

        _new_montgolfiere(qtbot, window, ["Clara", "Dan"], seed=5)
        watch.check("first Montgolfière game started")
        _shown(window, MONTGOLFIERE)
        _montgolfiere_round(qtbot, window)
        _montgolfiere_round(qtbot, window)
        left["m1"] = _left(window)
        _shot(window, "montgolfiere-1")
        _home(qtbot, window)
        watch.check("first Montgolfière game")

        _new_blocky(
            qtbot, window, BlockySetup.race([("Eva", "orange"), ("Finn", "violet")], seed=3)
        )
        watch.check("second Blocky Mountains game started")
        _shown(window, BLOCKY)
        _blocky_moves(qtbot, window, 3)
        left["b2"] = _left(window)
        _shot(window, "blocky-2")
        _home(qtbot, window)

        _new_montgolfiere(qtbot, window, ["Gus", "Hana", "Ivo"], seed=8)
        watch.check("second Montgolfière game started")
        _shown(window, MONTGOLFIERE)
        _montgolfiere_round(qtbot, window)
        left["m2"] = _left(window)
        _home(qtbot, window)
        watch.check("four new games")

        # Each saved game reopened, in the other order, exactly as it was left; Undo and
        # Redo of the window work on the game reopened, and only on it.
        for key in ("m2", "b2", "m1", "b1"):
            game_id, state, actions = left[key]
            assert window.open_game(game_id), key
            watch.check(f"{key} reopened")
            _shown(window, BLOCKY if key.startswith("b") else MONTGOLFIERE)
            assert _left(window) == (game_id, state, actions), key
            _shot(window, f"reopened-{key}")
            assert window.undo_action.isEnabled()
            window.undo_action.trigger()
            assert window.controller is not None
            assert window.controller.game.state != state
            assert window.redo_action.isEnabled()
            window.redo_action.trigger()
            assert _left(window) == (game_id, state, actions), key
            _home(qtbot, window)
        watch.check("every game reopened")

        # The statistics of each game.
        for game in (BLOCKY, MONTGOLFIERE):
            qtbot.mouseClick(window.start_screen.game_buttons[game], Qt.MouseButton.LeftButton)
            window.stats_action.trigger()
            assert window.stack.currentWidget() is window.statistics_page
            _shot(window, f"statistics-{game}")
            _home(qtbot, window)
        watch.check("statistics")

        # A new game of each again.
        _new_blocky(qtbot, window, BlockySetup.race([("Ann", "white"), ("Gus", "black")], seed=7))
        _blocky_moves(qtbot, window, 2)
        _shown(window, BLOCKY)
        left["b3"] = _left(window)
        _home(qtbot, window)
        _new_montgolfiere(qtbot, window, ["Ben", "Eva"], seed=2)
        _shown(window, MONTGOLFIERE)
        _montgolfiere_round(qtbot, window)
        left["m3"] = _left(window)
        watch.check("new games again")

        # The app quit after all this (the window closed, the saved games closed as the
        # app closes them) and started again: every game as it was left.
        window.close()
        window.close_library()
        assert window.controller is None
        watch.check("window closed")
    finally:
        watch.guard.uninstall()
    window = make_window()
    for key, (game_id, state, actions) in left.items():
        assert window.open_game(game_id), key
        assert _left(window) == (game_id, state, actions), key
    assert window.library.running_game_id() == left["m3"][0]


def _enter_all_cards(qtbot, screen: MontgolfiereScreen) -> None:  # type: ignore[no-untyped-def]
    while screen._selected is not None:  # noqa: SLF001 - the balloon the pad enters for
        enter(qtbot, screen, heaviest_or_first(screen))


@pytest.mark.qt_no_exception_capture
def test_a_game_left_while_it_tells_reveals_or_waits_for_a_key_keeps_to_itself(  # type: ignore[no-untyped-def]
    qtbot, make_window, app_log: list[logging.LogRecord]
) -> None:
    """Leaving a game in the middle of something (Montgolfière telling a round, or waiting
    a moment for the second digit of a card; Blocky Mountains showing an owl tile) and
    opening another: nothing of the game left goes on, nor reaches the game opened."""
    window = make_window()
    watch = Watch(window, app_log)
    watch.guard.install()
    try:
        _new_montgolfiere(qtbot, window, ["Ana", "Ben"], seed=4)
        other = _left(window)
        _home(qtbot, window)
        _new_montgolfiere(qtbot, window, ["Clara", "Dan"], seed=5)
        sky = window.game_screen
        assert isinstance(sky, MontgolfiereScreen)
        # A round resolved and being told when the window goes to another game.
        _enter_all_cards(qtbot, sky)
        qtbot.mouseClick(sky.resolve_button, Qt.MouseButton.LeftButton)
        assert sky.telling
        told = _left(window)
        _home(qtbot, window)
        _new_blocky(
            qtbot, window, BlockySetup.race([("Eva", "orange"), ("Finn", "violet")], seed=3)
        )
        assert not sky.telling
        watch.check("a Blocky Mountains game opened while a round was told")

        # Blocky Mountains shows an owl tile when the window goes to another game.
        screen = window.game_screen
        assert isinstance(screen, BlockyScreen)
        controller = window.controller
        assert controller is not None
        done: set[str] = set()
        for _ in range(40):
            if screen.board.reveal.is_showing():
                break
            click_action(qtbot, window, race_policy(controller.state, done))
        assert screen.board.reveal.is_showing()
        blocky = _left(window)
        _home(qtbot, window)
        assert window.open_game(told[0])
        _shown(window, MONTGOLFIERE)
        assert not screen.board.reveal.is_showing()
        assert _left(window) == told
        watch.check("the Montgolfière game reopened while an owl tile was shown")

        # A "1" typed (the screen waits a moment for a 0-5 after it), then at once the
        # window goes to another game of the same kind: the digit is not entered there.
        qtbot.keyClick(sky, "1")
        _home(qtbot, window)
        assert window.open_game(other[0])
        qtbot.waitUntil(lambda: not sky._digit_timer.isActive(), timeout=5000)  # noqa: SLF001
        _settle()
        assert _left(window) == other
        watch.check("another Montgolfière game opened while a digit waited")

        assert window.open_game(blocky[0])
        _shown(window, BLOCKY)
        assert _left(window) == blocky
        assert not window.game_screen.board.reveal.is_showing()
        _shot(window, "blocky-after-reveal")
        watch.check("the Blocky Mountains game reopened")
        window.close()
        watch.check("window closed")
    finally:
        watch.guard.uninstall()
    window = make_window()
    for game_id, state, actions in (other, told, blocky):
        assert window.open_game(game_id)
        assert _left(window) == (game_id, state, actions)


def _open_dialogs(window: MainWindow) -> list[QDialog]:
    return [d for d in window.findChildren(QDialog) if d.isVisible()]


@pytest.mark.qt_no_exception_capture
def test_new_game_and_rules_help_are_of_the_game_chosen_not_the_game_left(  # type: ignore[no-untyped-def]
    qtbot, make_window, app_log: list[logging.LogRecord]
) -> None:
    """A game left for the start screen and the other game chosen there: the window's New
    game (Ctrl+N) and Rules help (F1) are the game chosen's."""
    window = make_window()
    watch = Watch(window, app_log)
    watch.guard.install()
    start = window.start_screen
    try:
        for left, chosen, form, help_dialog in (
            (MONTGOLFIERE, BLOCKY, NewGamePage, RulesHelpDialog),
            (BLOCKY, MONTGOLFIERE, MontgolfiereNewGame, MontgolfiereRulesHelp),
        ):
            if left == MONTGOLFIERE:
                _new_montgolfiere(qtbot, window, ["Clara", "Dan"], seed=5)
            else:
                _new_blocky(qtbot, window, BlockySetup.race([("Ann", "white"), ("Ben", "black")]))
            _home(qtbot, window)
            qtbot.mouseClick(start.game_buttons[chosen], Qt.MouseButton.LeftButton)
            window.new_action.trigger()
            _settle()
            watch.check(f"New game after {left} with {chosen} chosen")
            assert isinstance(window.stack.currentWidget(), form)
            window.help_action.trigger()
            qtbot.waitUntil(lambda: bool(_open_dialogs(window)))
            (dialog,) = _open_dialogs(window)
            assert isinstance(dialog, help_dialog)
            dialog.reject()
            _settle()
            watch.check(f"Rules help after {left} with {chosen} chosen")
            _home(qtbot, window)
    finally:
        watch.guard.uninstall()


def test_a_screen_refuses_the_controller_of_another_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Each game's screen shows only its own game: given another game's controller it
    raises a TypeError and keeps what it showed."""
    window = make_window()
    _new_blocky(qtbot, window, BlockySetup.race([("Ann", "white"), ("Ben", "black")]))
    blocky_screen = window.game_screen
    assert isinstance(blocky_screen, BlockyScreen)
    blocky_controller = window.controller
    sky = MONTGOLFIERE_UI.game_screen()
    qtbot.addWidget(sky)
    balloons = MONTGOLFIERE_UI.controller(
        MemoryGame(MontgolfiereSetup.of(["Clara", "Dan"], edition="12", seed=5)), sky
    )
    with pytest.raises(
        TypeError, match="Blocky Mountains screen cannot show MontgolfiereController"
    ):
        blocky_screen.set_controller(balloons)
    assert blocky_screen.controller is blocky_controller
    with pytest.raises(TypeError, match="Montgolfière screen cannot show GameController"):
        sky.set_controller(blocky_controller)
    assert sky.controller is None
