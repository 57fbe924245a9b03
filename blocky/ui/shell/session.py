"""One game being played in the window: its stored handle, the controller that plays it
and the screen that shows it.

The main window keeps one screen per game and reuses it for every game of that game it
opens; a controller lives only as long as its session. The session is the one place that
makes a controller, gives it to its screen, and takes it back from the screen before the
controller is deleted: a screen kept for later (Blocky Mountains' while Montgolfière is
played) can never hold a deleted controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QObject

    from blocky.ui.games.base import GameController, GameScreen, GameUI
    from blocky.ui.kit.library import GameHandle


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
