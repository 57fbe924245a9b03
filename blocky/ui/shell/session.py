"""One game being played in the window: its stored handle, the controller that plays it
and the screen that shows it.

The main window keeps one screen per game and reuses it for every game of that game it
opens; a controller lives only as long as its session. The session is the one place that
makes a controller, gives it to its screen, and takes it back from the screen before the
controller is deleted: a screen kept for later (Blocky Mountains' while Montgolfière is
played) can never hold a deleted controller.

:class:`SessionWindow`, the main window's base, plays the games in the window: it
starts, opens, deletes and plays again a game, each in a session of its own, and says
when a game cannot be started with the board asked for or cannot be opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.errors import error_text
from blocky.ui.shell.games import game_ui, game_ui_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QMessageBox

    from blocky.ui.kit.game_ui import GameController, GameScreen, GameUI, NewGameForm
    from blocky.ui.kit.library import GameHandle
    from blocky.ui.shell.library import Library
    from blocky.ui.shell.start_screen import StartScreen


class GameSession:
    """``game`` played by a new controller of ``ui``'s, shown on ``screen`` (that game's
    screen). ``history_changed`` is told whenever Undo or Redo may have changed."""

    def __init__(
        self,
        ui: GameUI,
        game: GameHandle,
        screen: GameScreen,
        parent: QObject,
        history_changed: Callable[[], None],
    ) -> None:
        self.ui = ui
        self.game = game
        self.screen = screen
        self._history_changed = history_changed
        self.controller: GameController = ui.controller(game, parent)
        self.controller.history_changed.connect(history_changed)
        screen.set_controller(self.controller)

    def end(self) -> None:
        """The screen lets go of the controller, then the controller is deleted."""
        self.screen.set_controller(None)
        self.controller.history_changed.disconnect(self._history_changed)
        self.controller.deleteLater()


def _store_errors() -> tuple[type[BaseException], ...]:
    from blocky.ui.shell.library import store_errors

    return store_errors()


def page_widget(part: object) -> QWidget:
    """A game's page (its form, screen or statistics) as the widget it is."""
    if not isinstance(part, QWidget):
        raise TypeError(f"a game's page must be a QWidget, not {type(part).__name__}")
    return part


class SessionWindow(QMainWindow):
    """The games played in the window, one session at a time; the window
    (blocky/ui/shell/main_window.py) makes the pages and dialogs named below."""

    _library: Library | None
    # The game open (on screen, or left for another page): its controller and screen.
    _session: GameSession | None
    _ui: GameUI
    _new_game_from_game: bool
    stack: QStackedWidget
    start_screen: StartScreen
    cannot_open: set[int]
    board_box: QMessageBox
    game_box: QMessageBox

    @property
    def library(self) -> Library:
        raise NotImplementedError

    @property
    def game_screen(self) -> GameScreen:
        raise NotImplementedError

    @property
    def new_game_page(self) -> NewGameForm:
        raise NotImplementedError

    def show_start(self) -> None:
        raise NotImplementedError

    def show_new_game(self, mode: str, setup: Any = None, *, game: str | None = None) -> None:
        raise NotImplementedError

    def check_board(self) -> None:
        raise NotImplementedError

    def show_backups(
        self,
        on_done: Callable[[], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
    ) -> None:
        raise NotImplementedError

    def _show_error(self, message: str) -> None:
        raise NotImplementedError

    def _after_dialog(self, dialog: QWidget) -> None:
        raise NotImplementedError

    def _update_title(self) -> None:
        raise NotImplementedError

    def _update_history_actions(self) -> None:
        raise NotImplementedError

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
            self._show_error(QCoreApplication.translate("MainWindow", "The game could not be started: {0}").format(error_text(exc)))
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
            self._show_error(QCoreApplication.translate("MainWindow", "The game could not be deleted: {0}").format(error_text(exc)))
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
        self.stack.setCurrentWidget(page_widget(screen))
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

    def _say_board_was_not_used(self, problem: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        from blocky.ui.kit.messages import add_buttons, message_box, show_message

        box = message_box(
            self,
            QCoreApplication.translate("MainWindow",
                "Your corrected board could not be read, so this game uses the board "
                "printed in the rulebook."
            ),
            informative=QCoreApplication.translate("MainWindow", "What could not be read: {0}").format(problem),
            icon="warning",
            name="boardNotUsedBox",
        )
        check, defaults, _ok = add_buttons(
            box,
            [
                (QCoreApplication.translate("MainWindow", "Check your board"), QMessageBox.ButtonRole.ActionRole, "checkBoard"),
                (
                    QCoreApplication.translate("MainWindow", "Use the built-in board from now on"),
                    QMessageBox.ButtonRole.ResetRole,
                    "useBuiltInBoard",
                ),
                (QCoreApplication.translate("MainWindow", "OK"), QMessageBox.ButtonRole.AcceptRole, "okButton"),
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
            informative = QCoreApplication.translate("MainWindow",
                "Part of this game is damaged, so it cannot be replayed. Your other games "
                "are not affected. A backup from an earlier day may still have it whole."
            )
        else:
            informative = detail
        box = message_box(
            self,
            QCoreApplication.translate("MainWindow", "This game could not be opened."),
            informative=informative,
            detailed=detail if damaged else "",
            icon="warning",
            name="gameNotOpenedBox",
        )
        restore, _back = add_buttons(
            box,
            [
                (
                    QCoreApplication.translate("MainWindow", "Restore a backup\u2026"),
                    QMessageBox.ButtonRole.ActionRole,
                    "restoreButton",
                ),
                (
                    QCoreApplication.translate("MainWindow", "Back to the start screen"),
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
