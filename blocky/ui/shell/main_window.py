"""The main window: start screen, new game, the game itself and statistics."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeySequence,
    QMoveEvent,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QToolBar, QWidget

from blocky import APP_NAME
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.warm_up import WarmUp
from blocky.ui.kit.widgets import set_qt_property
from blocky.ui.shell.games import game_ui, game_ui_of
from blocky.ui.shell.start_screen import StartScreen

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from blocky.ui.games.base import (
        GameController,
        GameScreen,
        GameUI,
        NewGameForm,
        StatisticsPage,
    )
    from blocky.ui.shell.library import GameHandle, Library
    from blocky.ui.shell.session import GameSession

#: Below this the turn panel's big buttons and the table's text no longer fit beside the
#: map (a small screen still gets a window no larger than itself).
MINIMUM_SIZE = QSize(760, 560)

# A game's parts (its new-game form, game screen, controller, rules help, Check your
# board, statistics) come from its plug-in (blocky/ui/games/base.py), found through the
# registry (blocky/ui/shell/games.py): nothing here names a game.

# Start-up speed: the rules, the store and the game screen are imported when first
# needed, so the window is on screen before they load (see bench/ui_bench.py). So are
# Qt classes the start screen does not show (message boxes): PySide builds a class's
# enums, all of them, the first time the class is used. The ``Qt`` namespace is the
# largest (93 enum classes), so nothing on the way to the first paint names it: enum
# properties are set by name (widgets.set_qt_property), and later code imports it.


def _store_errors() -> tuple[type[BaseException], ...]:
    from blocky.ui.shell.library import store_errors

    return store_errors()


def _widget(part: object) -> QWidget:
    """A game's page (its form, screen or statistics) as the widget it is."""
    if not isinstance(part, QWidget):
        raise TypeError(f"a game's page must be a QWidget, not {type(part).__name__}")
    return part


def first_run_size(available: QSize) -> QSize:
    """The window's size on first start: roomy, but never larger than the screen's free
    area (a 1366x768 laptop must still show the bottom buttons)."""
    return QSize(min(1280, int(available.width() * 0.95)), min(820, int(available.height() * 0.92)))


class MainWindow(QMainWindow):
    """One window; one game open at a time."""

    #: Emitted after the first paint (used by --quit-after-start and the benchmark).
    painted = Signal()
    #: How long after the last resize or move the window's geometry is saved.
    GEOMETRY_SAVE_DELAY_MS = 400

    def __init__(self, library: Library | None, parent: QWidget | None = None) -> None:
        """``library`` may come later (:meth:`attach_library`): the window can be painted
        before the saved games are opened."""
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self.setObjectName("mainWindow")
        screen = self.screen()
        room = screen.availableSize() if screen is not None else MINIMUM_SIZE
        self.setMinimumSize(MINIMUM_SIZE.boundedTo(room))
        self._library = library
        #: The folder the saved games are in (known when the app opened them itself).
        self.data_dir: Path | None = None
        # The game open (on screen, or left for another page): its controller and screen.
        self._session: GameSession | None = None
        self._new_game_mode = ""
        self._painted = False
        #: Qt's Python classes, made once the window is painted with its games listed.
        self._warm_up = WarmUp(self)
        #: The window's size and place are saved a moment after they change (a resize
        #: drag is many events): a crash then brings back the size the window last had.
        self._geometry_timer = QTimer(self)
        self._geometry_timer.setSingleShot(True)
        self._geometry_timer.setInterval(self.GEOMETRY_SAVE_DELAY_MS)
        self._geometry_timer.timeout.connect(self._save_geometry_now)
        #: Each game's pages, by game id, made on first use.
        self._game_screens: dict[str, GameScreen] = {}
        self._new_game_pages: dict[str, NewGameForm] = {}
        self._statistics_pages: dict[str, StatisticsPage] = {}
        #: The new-game form was opened from the game on screen: going back returns to it.
        self._new_game_from_game = False
        #: Games that failed to open since the app started: marked on the start screen
        #: and never offered again as the game that was still running.
        self.cannot_open: set[int] = set()

        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        #: The game the window is about: the one on screen, else the one chosen last.
        self._ui: GameUI = self.start_screen.game
        self.stack.addWidget(self.start_screen)
        self.setCentralWidget(self.stack)
        self.start_screen.continue_requested.connect(self.open_game)
        self.start_screen.new_game_requested.connect(self.show_new_game)
        self.start_screen.statistics_requested.connect(self.show_statistics)
        self.start_screen.board_check_requested.connect(self.check_board)
        self.start_screen.delete_confirmed.connect(self.delete_game)
        self.start_screen.restore_requested.connect(self.show_backups)
        self.start_screen.game_chosen.connect(self._on_game_chosen)

        self._make_actions()
        self.stack.currentChanged.connect(self._on_stack_current_changed)
        self.show_start()

    @property
    def library(self) -> Library:
        if self._library is None:
            raise RuntimeError("the saved games are not open yet")
        return self._library

    def has_library(self) -> bool:
        return self._library is not None

    def paint_now(self) -> None:
        """Lay out and paint the window at once, before the event loop runs again (the
        saved games just listed, while the app goes on opening them): the layout requests
        the change posted are carried out first, so the picture is the settled one."""
        from blocky.ui.kit.layouts import send_layout_requests

        send_layout_requests()
        self.repaint()

    def show_first_look(self, games: list[Any], running: int | None) -> None:
        """The unfinished games as a first look at the file read them (blocky/store/peek.py),
        while the saved games are being opened: :meth:`attach_library` lists them again
        from the store."""
        if self._library is None and self.stack.currentWidget() is self.start_screen:
            self.start_screen.set_games(games, running)

    def attach_library(self, library: Library) -> None:
        self._library = library
        self.show_start()
        if self._painted:
            self._warm_up.start()

    def close_library(self, wait: float | None = None) -> Library | None:
        """Let go of the game on screen and close the saved games (before a backup is
        restored over them, and when the app ends: then within ``wait`` seconds at most).
        Returns the saved games when the disk has not let them close in that time."""
        self._drop_game()
        waiting = None
        if self._library is not None:
            library, self._library = self._library, None
            if not library.close(wait):
                waiting = library
        self._update_library_actions()
        return waiting

    def _close_before_restore(self) -> None:
        self.close_library()

    @property
    def controller(self) -> GameController | None:
        """The controller of the game open in the window (None: no game is open)."""
        return self._session.controller if self._session is not None else None

    def _shows(self, part: object) -> bool:
        """Whether ``part`` (a game's page) is the page on screen."""
        return part is not None and self.stack.currentWidget() is part

    def _playing(self) -> GameSession | None:
        """The game open in the window while its screen is shown (None otherwise)."""
        session = self._session
        return session if session is not None and self._shows(session.screen) else None

    def _session_of(self, ui: GameUI) -> GameSession | None:
        """The game open in the window if it is one of ``ui``'s game (None otherwise)."""
        session = self._session
        return session if session is not None and session.ui.game_id == ui.game_id else None

    def _end_session(self) -> None:
        """The game open lets go: its screen first, then its controller is deleted. The
        only place a controller ends (it begins in :meth:`_show_game`)."""
        session, self._session = self._session, None
        if session is not None:
            session.end()

    def _drop_game(self) -> None:
        self._end_session()
        self._update_history_actions()

    # -- pages made on first use ---------------------------------------------------------

    @property
    def game(self) -> GameUI:
        """The plug-in of the game the window is about (on screen, or chosen last)."""
        return self._ui

    def _on_game_chosen(self, _game_id: str) -> None:
        self._ui = self.start_screen.game
        self._update_library_actions()

    @property
    def game_screen(self) -> GameScreen:
        """The game screen of the game the window is about (made on first use)."""
        ui = self._ui
        screen = self._game_screens.get(ui.game_id)
        if screen is None:
            screen = ui.game_screen()
            screen.restore_splitters(app_settings.Settings())
            screen.home_requested.connect(self.show_start)
            screen.play_again_requested.connect(self.play_again)
            screen.help_requested.connect(self.show_rules_help)
            self.stack.addWidget(_widget(screen))
            self._game_screens[ui.game_id] = screen
        return screen

    @property
    def new_game_page(self) -> NewGameForm:
        """The new-game form of the game the window is about (made on first use)."""
        ui = self._ui
        page = self._new_game_pages.get(ui.game_id)
        if page is None:
            page = ui.new_game_form(lambda: self._library)
            page.start_requested.connect(lambda setup, g=ui.game_id: self.start_game(setup, g))
            page.cancel_requested.connect(self._on_new_game_cancelled)
            self.stack.addWidget(_widget(page))
            self._new_game_pages[ui.game_id] = page
        return page

    @property
    def statistics_page(self) -> StatisticsPage | None:
        """The statistics of the game the window is about (None: it has none)."""
        ui = self._ui
        page = self._statistics_pages.get(ui.game_id)
        if page is None:
            page = ui.statistics_page()
            if page is None:
                return None
            page.back_requested.connect(self.show_start)
            self.stack.addWidget(_widget(page))
            self._statistics_pages[ui.game_id] = page
        return page

    # -- actions and toolbar -------------------------------------------------------------

    def _action(self, text: str, keys: list[QKeySequence], slot: object, name: str) -> QAction:
        # Not QAction(text, self): PySide would check the (icon, text) overload and build
        # QIcon's enums, which the first paint does not need.
        action = QAction(self)
        action.setText(text)
        action.setObjectName(name)
        action.setShortcuts(keys)
        # Qt's default shortcut context, WindowShortcut: the keys work anywhere in the window.
        action.triggered.connect(slot)
        tips = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
        action.setToolTip(f"{text} ({tips})" if tips else text)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        seq = QKeySequence
        self.home_action = self._action(
            self.tr("Start screen"), [seq("Ctrl+Home")], self.show_start, "homeAction"
        )
        self.new_action = self._action(
            self.tr("New game"), [seq(seq.StandardKey.New)], self._on_new_action, "newAction"
        )
        self.undo_action = self._action(self.tr("Undo"), [seq("Ctrl+Z")], self.undo, "undoAction")
        self.redo_action = self._action(
            self.tr("Redo"), [seq("Ctrl+Shift+Z"), seq("Ctrl+Y")], self.redo, "redoAction"
        )
        self.help_action = self._action(
            self.tr("Rules help"), [seq("F1")], self.show_rules_help, "helpAction"
        )
        self.board_action = self._action(
            self.tr("Check your board"), [seq("Ctrl+B")], self.check_board, "boardAction"
        )
        self.stats_action = self._action(
            self.tr("Statistics"), [seq("Ctrl+T")], self.show_statistics, "statsAction"
        )
        self.settings_action = self._action(
            self.tr("Settings"), [seq("Ctrl+,")], self.show_settings, "settingsAction"
        )
        self.fullscreen_action = self._action(
            self.tr("Full screen"), [seq("F11")], self._toggle_fullscreen, "fullscreenAction"
        )
        self.quit_action = self._action(self.tr("Quit"), [seq("Ctrl+Q")], self.close, "quitAction")
        bar = QToolBar(self.tr("Main toolbar"))
        bar.setObjectName("mainToolbar")
        bar.setMovable(False)
        set_qt_property(bar, "toolButtonStyle", "ToolButtonTextOnly")
        font = bar.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        bar.setFont(font)
        for a in (
            self.home_action,
            self.new_action,
            self.undo_action,
            self.redo_action,
            self.help_action,
            self.board_action,
            self.stats_action,
            self.settings_action,
            self.fullscreen_action,
        ):
            bar.addAction(a)
            button = bar.widgetForAction(a)
            if button is not None:
                button.setAccessibleName(a.text())
                # Screen readers say what the key is, as the tooltip shows it.
                button.setAccessibleDescription(a.toolTip())
                button.setMinimumHeight(44)
        self.addToolBar(bar)  # at the top
        self.toolbar = bar
        self._update_history_actions()

    def _toggle_fullscreen(self) -> None:
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def _on_new_action(self) -> None:
        ui = self._ui
        session = self._session_of(ui)
        mode = ui.mode_of(session.game.setup) if session is not None else ui.modes()[0]
        self.show_new_game(mode, game=ui.game_id)

    def _on_stack_current_changed(self, _index: int) -> None:
        self._update_history_actions()
        self._update_title()

    def _update_title(self) -> None:
        """The window's title names the screen shown (and the game on it)."""
        from blocky.ui.kit.widgets import short_name

        ui = self._ui
        playing = self._playing()
        if playing is not None:
            ui, setup = playing.ui, playing.game.setup
            names = ", ".join(short_name(n) for n, _ in ui.seats(setup))
            mode = ui.mode_name(ui.mode_of(setup))
            title = f"{mode} \u2013 {names} \u2013 {APP_NAME}"
        elif self._shows(self._new_game_pages.get(ui.game_id)):
            title = self.tr("New game: {0}").format(ui.mode_name(self._new_game_mode))
            title = f"{title} \u2013 {APP_NAME}"
        elif self._shows(self._statistics_pages.get(ui.game_id)):
            title = f"{self.tr('Statistics')} \u2013 {ui.title()} \u2013 {APP_NAME}"
        else:
            title = APP_NAME
        self.setWindowTitle(title)

    def focus_next_action(self) -> None:
        """Put the keyboard focus where the next action is on the screen shown: the turn
        panel in a game, "Continue" (or the first new game) on the start screen. Called
        when a dialog closes and when a screen is shown."""
        playing = self._playing()
        if self.stack.currentWidget() is self.start_screen:
            self.start_screen.focus_next_action()
        elif playing is not None:
            playing.screen.focus_turn()

    def _after_dialog(self, dialog: QWidget) -> None:
        """When ``dialog`` closes, the keyboard is back on the next action."""
        dialog.finished.connect(lambda _result=0: self.focus_next_action())  # type: ignore[attr-defined]

    def _update_history_actions(self) -> None:
        # Undo and Redo work on the game on screen, through its own controller.
        playing = self._playing()
        self.undo_action.setEnabled(playing is not None and playing.controller.can_undo)
        self.redo_action.setEnabled(playing is not None and playing.controller.can_redo)

    # -- pages ---------------------------------------------------------------------------

    def _update_library_actions(self) -> None:
        # Without the saved games nothing can be started or counted: no dead buttons.
        for action in (self.new_action, self.board_action, self.stats_action):
            action.setEnabled(self._library is not None)
        if not self._ui.has_board_check():
            self.board_action.setEnabled(False)
        if not self._ui.has_statistics():
            self.stats_action.setEnabled(False)

    def show_unavailable(self) -> None:
        """The saved games could not be opened (a message says why): the start screen
        says so and offers only a backup."""
        self.stack.setCurrentWidget(self.start_screen)
        self.start_screen.set_unavailable()
        self._update_library_actions()

    def show_start(self) -> None:
        self._ui = self.start_screen.game
        self._new_game_from_game = False
        self.stack.setCurrentWidget(self.start_screen)
        self.setWindowTitle(APP_NAME)
        self._update_library_actions()
        if self._library is None:
            self.start_screen.set_loading()
            return
        try:
            games = self.library.games(finished=False)
            running = self.library.running_game_id()
            unreadable = self.library.damaged_games()
            self.start_screen.set_games(games, running, unreadable, self.cannot_open)
        except Exception as exc:
            # Whatever went wrong, the screen stops saying "Opening…": it says what
            # happened and still offers a new game and the backups.
            self.start_screen.set_games_failed(self._failure_text(exc))

    def _failure_text(self, exc: BaseException) -> str:
        """A store error in the player's words; anything else is logged and said plainly."""
        if isinstance(exc, _store_errors()):
            return error_text(exc)
        from blocky.ui.shell.failures import log_exception

        log_exception(exc, "The saved games could not be listed")
        return self.tr(
            "Something in your saved games could not be read ({0}). Your other data was "
            "left as it is."
        ).format(f"{type(exc).__name__}: {exc}")

    def show_new_game(self, mode: str, setup: Any = None, *, game: str | None = None) -> None:
        """The new-game form of ``game`` (None: the game chosen on the start screen) for
        ``mode``, empty, or filled in as ``setup`` was."""
        if self._library is None:
            return
        self._new_game_from_game = self._playing() is not None or (
            self._new_game_from_game and self.stack.currentWidget() is not self.start_screen
        )
        self._ui = game_ui(game) if game is not None else self.start_screen.game
        profiles = [p.name for p in self.library.players()]
        page = self.new_game_page
        self._new_game_mode = mode
        settings = app_settings.Settings()
        last = settings.last_players(self._ui.game_id, mode) if setup is None else []
        set_colours = getattr(page, "set_person_colours", None)
        if callable(set_colours):
            # A person's marker or balloon starts in the colour they had last time.
            set_colours(settings.person_colours())
        prepare_players = getattr(page, "prepare_players", None)
        if last and callable(prepare_players):
            # The players of the last game of this mode, in their seats again.
            prepare_players(mode, profiles, last)
        elif setup is None:
            page.prepare_mode(mode, profiles)
        else:
            page.prepare(setup, profiles)
        self.stack.setCurrentWidget(_widget(page))
        self._update_title()

    def _on_new_game_cancelled(self) -> None:
        """Back from the new-game form: to the game it was opened from, if one is still
        open, else to the start screen."""
        session = self._session
        if self._new_game_from_game and session is not None:
            self._new_game_from_game = False
            self._ui = session.ui
            self.stack.setCurrentWidget(_widget(session.screen))
            session.screen.focus_turn()
            return
        self.show_start()

    def show_statistics(self) -> None:
        if self._library is None:
            return
        page = self.statistics_page
        if page is None:
            return
        page.set_store(self.library)
        self.stack.setCurrentWidget(_widget(page))
        page.refresh()

    # -- games ---------------------------------------------------------------------------

    def _profile_ids(self, ui: GameUI, setup: Any) -> list[int]:
        by_name = {p.name: p.id for p in self.library.players()}
        ids: list[int] = []
        for i, (name, _colour) in enumerate(ui.seats(setup)):
            if name not in by_name:
                by_name[name] = self.library.add_player(name, ui.new_player_colour(setup, i)).id
            ids.append(by_name[name])
        return ids

    def start_game(self, setup: Any, game: str | None = None) -> bool:
        """Store a new game of ``game`` (None: the game the window is about) and show it."""
        from blocky.core.registry import find_game

        ui = game_ui(game) if game is not None else self._ui
        try:
            find_game(ui.game_id).rules().validate_setup(setup)
            board, board_problem = ui.board_for_new_game(self.library)
            ids = self._profile_ids(ui, setup)
            try:
                stored = self.library.create_game(setup, ids, board=board)
            except _store_errors() as exc:
                # A saved board that reads but cannot be played: the built-in one plays.
                if board is None or getattr(exc, "kind", "") != "board_unusable":
                    raise
                board_problem = str(getattr(exc, "params", {}).get("detail", exc))
                stored = self.library.create_game(setup, ids, board=None)
        except ui.setup_errors() as exc:
            self._ui = ui
            self.new_game_page.error_label.setText(error_text(exc))
            return False
        except _store_errors() as exc:
            self._show_error(self.tr("The game could not be started: {0}").format(error_text(exc)))
            return False
        self._new_game_from_game = False
        settings = app_settings.Settings()
        settings.set_last_players(ui.game_id, ui.mode_of(setup), ui.seats(setup))
        settings.remember_colours(ui.seats(setup))
        settings.sync()
        self._show_game(stored)
        if board_problem:
            self._say_board_was_not_used(board_problem)
        return True

    def _say_board_was_not_used(self, problem: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        from blocky.ui.kit.messages import add_buttons, message_box, show_message

        box = message_box(
            self,
            self.tr(
                "Your corrected board could not be read, so this game uses the board "
                "printed in the rulebook."
            ),
            informative=self.tr("What could not be read: {0}").format(problem),
            icon="warning",
            name="boardNotUsedBox",
        )
        check, defaults, _ok = add_buttons(
            box,
            [
                (self.tr("Check your board"), QMessageBox.ButtonRole.ActionRole, "checkBoard"),
                (
                    self.tr("Use the built-in board from now on"),
                    QMessageBox.ButtonRole.ResetRole,
                    "useBuiltInBoard",
                ),
                (self.tr("OK"), QMessageBox.ButtonRole.AcceptRole, "okButton"),
            ],
        )

        def answered() -> None:
            box.deleteLater()
            if box.clickedButton() is check:
                self.check_board()
            elif box.clickedButton() is defaults and self._library is not None:
                try:
                    self.library.reset_board()
                except _store_errors() as exc:
                    self._show_error(error_text(exc))

        box.finished.connect(answered)
        self._after_dialog(box)
        self.board_box = box
        show_message(box)

    def open_game(self, game_id: int) -> bool:
        """Open a saved game on the game screen; a game that cannot be opened or replayed
        gets a message with a way out (the start screen, or a backup) instead."""
        if self._library is None:
            return False
        try:
            game = self.library.open_game(game_id)
            self._show_game(game)
        except Exception as exc:
            self._say_game_cannot_open(game_id, exc)
            return False
        return True

    def _say_game_cannot_open(self, game_id: int, exc: BaseException) -> None:
        from PySide6.QtWidgets import QMessageBox

        from blocky.ui.kit.messages import add_buttons, message_box, show_message

        if isinstance(exc, _store_errors()):
            # For a damaged game, what could not be read (the rules' own reason, such as
            # an owl tile no pile can hold) is more use than the file's name.
            what = getattr(exc, "params", {}).get("detail")
            detail = str(what) if what else error_text(exc)
        else:
            from blocky.ui.shell.failures import log_exception

            log_exception(exc, f"Saved game {game_id} could not be opened")
            detail = f"{type(exc).__name__}: {exc}"
        self._drop_game()
        self.cannot_open.add(game_id)
        # The start screen now marks the game and no longer offers it to continue.
        self.show_start()
        damaged = getattr(exc, "kind", "") == "damaged" or not isinstance(exc, _store_errors())
        if damaged:
            informative = self.tr(
                "Part of this game is damaged, so it cannot be replayed. Your other games "
                "are not affected. A backup from an earlier day may still have it whole."
            )
        else:
            informative = detail
        box = message_box(
            self,
            self.tr("This game could not be opened."),
            informative=informative,
            detailed=detail if damaged else "",
            icon="warning",
            name="gameNotOpenedBox",
        )
        restore, _back = add_buttons(
            box,
            [
                (
                    self.tr("Restore a backup\u2026"),
                    QMessageBox.ButtonRole.ActionRole,
                    "restoreButton",
                ),
                (
                    self.tr("Back to the start screen"),
                    QMessageBox.ButtonRole.AcceptRole,
                    "backButton",
                ),
            ],
        )
        box.setEscapeButton(_back)

        def answered() -> None:
            box.deleteLater()
            if box.clickedButton() is restore:
                self.show_backups()

        box.finished.connect(answered)
        self._after_dialog(box)
        self.game_box = box
        show_message(box)

    def delete_game(self, game_id: int) -> bool:
        """Delete a saved game (the start screen asks first) and show the list again."""
        if self._library is None:
            return False
        if self._session is not None and self._session.game.id == game_id:
            # The game screen still holds the game; nothing may write to it any more.
            self._drop_game()
        try:
            self.library.delete_game(game_id)
        except _store_errors() as exc:
            self._show_error(self.tr("The game could not be deleted: {0}").format(error_text(exc)))
            return False
        finally:
            self.show_start()
        return True

    def play_again(self) -> None:
        """The new-game form of the game just played, filled in with its players and
        choices (the form's ``prepare(setup)``)."""
        session = self._session
        if session is None:
            return
        ui, old = session.ui, session.game.setup
        self.show_new_game(ui.mode_of(old), old, game=ui.game_id)

    def _show_game(self, game: GameHandle) -> None:
        """Show ``game`` on its game's screen, in a session of its own: the game open
        before ends first (its screen lets go of its controller, which is then deleted),
        whichever game it was."""
        from blocky.ui.shell.session import GameSession

        self._end_session()
        ui = game_ui_of(game)
        self.start_screen.choose_game(ui.game_id)
        self._ui = ui
        screen = self.game_screen
        self._session = GameSession(ui, game, screen, self, self._update_history_actions)
        self.stack.setCurrentWidget(_widget(screen))
        self._update_title()
        self._update_history_actions()
        screen.focus_turn()

    def undo(self) -> None:
        playing = self._playing()
        if playing is not None:
            playing.controller.undo()

    def redo(self) -> None:
        playing = self._playing()
        if playing is not None:
            playing.controller.redo()

    # -- dialogs -------------------------------------------------------------------------

    def show_rules_help(self) -> None:
        # The rules of the game the window is about; the state of its game, if one is open.
        ui, session = self._ui, self._session_of(self._ui)
        state = session.controller.state if session is not None else None
        dialog = ui.rules_help(state, self, self._library)
        self._after_dialog(dialog)
        dialog.open()

    def show_settings(self) -> None:
        from blocky.ui.shell.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self)

        def restore() -> None:
            dialog.reject()
            self.show_backups()

        dialog.restore_requested.connect(restore)
        self._after_dialog(dialog)
        dialog.open()

    def check_board(self) -> None:
        if self._library is None:
            return
        dialog = self._ui.board_check(self.library, self)
        if dialog is not None:
            self._after_dialog(dialog)
            dialog.finished.connect(dialog.deleteLater)
            dialog.open()

    def show_backups(
        self,
        on_done: Callable[[], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
    ) -> None:
        """List the backups of the saved games; the chosen one is restored after a
        question, then the games are opened again (``on_done``, else here)."""
        from blocky.ui.shell.backups import BackupDialog
        from blocky.ui.shell.library import STORE_FILE

        folder = self.data_dir
        if folder is None and self._library is not None:
            path = getattr(self._library, "path", None)
            folder = Path(path).parent if path is not None else None
        if folder is None:
            return
        dialog = BackupDialog(folder / STORE_FILE, self, before_restore=self._close_before_restore)
        dialog.setObjectName("backupDialog")

        def finished(_result: int) -> None:
            from blocky.ui.kit.messages import tell

            dialog.deleteLater()
            if on_done is not None:
                # At start-up, before the games were open.
                if dialog.restored:
                    on_done()
                elif on_cancel is not None:
                    on_cancel()
            elif self._library is None:
                # Closed for restoring: open again, restored or not.
                self.reopen_library(folder)
            if dialog.restored:
                tell(self, dialog.done_text(), icon="information", name="backupRestoredBox")

        dialog.finished.connect(finished)
        self._after_dialog(dialog)
        self.backup_dialog = dialog
        dialog.open()

    def reopen_library(self, folder: Path) -> bool:
        """Open the saved games in ``folder`` again (after a backup was restored)."""
        from blocky.ui.shell.library import open_library

        self.data_dir = folder
        try:
            library = open_library(folder)
        except Exception as exc:
            self.show_unavailable()
            self._show_error(self._failure_text(exc))
            return False
        self.attach_library(library)
        return True

    def _show_error(self, message: str) -> None:
        from blocky.ui.kit.messages import tell

        tell(self, message)

    # -- window --------------------------------------------------------------------------

    def restore_geometry_from(self, settings: app_settings.Settings | None = None) -> None:
        geometry = app_settings.Settings.wrap(settings).window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(first_run_size(self.screen().availableGeometry().size()))

    def save_geometry_to(self, settings: app_settings.Settings | None = None) -> None:
        typed = app_settings.Settings.wrap(settings)
        typed.set_window_geometry(self.saveGeometry())
        for screen in self._game_screens.values():
            screen.save_splitters(typed)

    def _save_geometry_now(self) -> None:
        settings = app_settings.Settings()
        settings.set_window_geometry(self.saveGeometry())
        settings.sync()

    def _geometry_changed(self) -> None:
        if self.isVisible():
            self._geometry_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._geometry_changed()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._geometry_changed()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self._library is not None:
                self._warm_up.start()
            self.painted.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._geometry_timer.stop()
        settings = app_settings.Settings()
        self.save_geometry_to(settings)
        settings.sync()
        super().closeEvent(event)
