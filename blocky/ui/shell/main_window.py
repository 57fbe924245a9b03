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
from PySide6.QtWidgets import QStackedWidget, QToolBar, QWidget

from blocky import APP_NAME
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.warm_up import WarmUp
from blocky.ui.kit.widgets import set_qt_property
from blocky.ui.shell.games import game_ui, game_uis, ui_package
from blocky.ui.shell.session import SessionWindow, page_widget
from blocky.ui.shell.start_screen import StartScreen
from blocky.ui.shell.statistics import StatisticsShell

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from blocky.ui.kit.game_ui import (
        GameScreen,
        GameUI,
        NewGameForm,
        StatisticsPage,
    )
    from blocky.ui.shell.library import Library
    from blocky.ui.shell.session import GameSession

#: Below this the turn panel's big buttons and the table's text no longer fit beside the
#: map (a small screen still gets a window no larger than itself).
MINIMUM_SIZE = QSize(760, 560)

# A game's parts (its new-game form, game screen, controller, rules help, Check your
# board, statistics) come from its plug-in (blocky/ui/kit/game_ui.py), found through the
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


def first_run_size(available: QSize) -> QSize:
    """The window's size on first start: roomy, but never larger than the screen's free
    area (a 1366x768 laptop must still show the bottom buttons)."""
    return QSize(min(1280, int(available.width() * 0.95)), min(820, int(available.height() * 0.92)))


class MainWindow(SessionWindow):
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
        #: The games' screens' modules and Qt's Python classes, made once the window is
        #: painted with its games listed (each plug-in's package: its screens).
        self._warm_up = WarmUp(self, [ui_package(ui) for ui in game_uis()])
        #: The window's size and place are saved a moment after they change (a resize
        #: drag is many events): a crash then brings back the size the window last had.
        self._geometry_timer = QTimer(self)
        self._geometry_timer.setSingleShot(True)
        self._geometry_timer.setInterval(self.GEOMETRY_SAVE_DELAY_MS)
        self._geometry_timer.timeout.connect(self._save_geometry_now)
        #: Each game's pages, by game id, made on first use.
        self._game_screens: dict[str, GameScreen] = {}
        self._new_game_pages: dict[str, NewGameForm] = {}
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
        #: Each game's statistics page, in the stack.
        self.statistics = StatisticsShell(self.stack, self)
        self.statistics.back_requested.connect(self.show_start)
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

    def warmed_up(self) -> bool:
        """Whether the warm-up after the first paint with the games listed is over (the
        games' screens imported, Qt's classes made: blocky/ui/kit/warm_up.py)."""
        return self._warm_up.done()

    def paint_now(self) -> None:
        """Lay out and paint at once what changed, before the event loop runs again (the
        saved games just listed, while the app goes on opening them): the layout requests
        the change posted are carried out first, so the picture is the settled one, then
        the paint Qt has waiting, of only the widgets that asked to be painted again.
        (A repaint of the whole window painted every widget in it: 1 ms more after the
        first look at the saved games, 2 ms more after the store's list.)"""
        from PySide6.QtCore import QCoreApplication, QEvent

        from blocky.ui.kit.layouts import send_layout_requests

        send_layout_requests()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest)

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
        self.statistics.let_go()
        waiting = None
        if self._library is not None:
            library, self._library = self._library, None
            if not library.close(wait):
                waiting = library
        self._update_library_actions()
        return waiting

    def _close_before_restore(self) -> None:
        self.close_library()


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
            self.stack.addWidget(page_widget(screen))
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
            self.stack.addWidget(page_widget(page))
            self._new_game_pages[ui.game_id] = page
        return page

    @property
    def statistics_page(self) -> StatisticsPage | None:
        """The statistics of the game the window is about (None: it has none)."""
        return self.statistics.page(self._ui)

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
        elif self.statistics.shows(ui):
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
            # One reading of the unfinished games' rows: the games listed, the ones that
            # cannot be, and the one offered to continue (the latest played that reads,
            # as the store's running_game_id finds it). Finished games are not read.
            games, unreadable = self.library.unfinished_games()
            running = games[0].id if games else None
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
        self.stack.setCurrentWidget(page_widget(page))
        self._update_title()

    def _on_new_game_cancelled(self) -> None:
        """Back from the new-game form: to the game it was opened from, if one is still
        open, else to the start screen."""
        session = self._session
        if self._new_game_from_game and session is not None:
            self._new_game_from_game = False
            self._ui = session.ui
            self.stack.setCurrentWidget(page_widget(session.screen))
            session.screen.focus_turn()
            return
        self.show_start()

    def show_statistics(self) -> None:
        if self._library is None:
            return
        self.statistics.show(self._ui, self.library)

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
