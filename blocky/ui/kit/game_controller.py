"""What every game's controller shares: the handle of one stored game, undo and redo,
and the signals that say, in the past tense, what changed.

A game's controller (``blocky/ui/games/<game>/controller.py``) adds how it plays an
action and words its own refusals; this class owns the flow: the handle stores a change
before it returns, and only then does the controller say what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from blocky.core.game import IllegalAction
from blocky.ui.kit.library import GameHandle, read_game, store_errors

if TYPE_CHECKING:
    import sqlite3

T = TypeVar("T")


class StoredGameController(QObject):
    """Owns one game handle; emits past-tense signals after each stored change."""

    #: The state after a change (an action, an undo, a redo).
    state_changed = Signal(object)
    #: can_undo / can_redo may have changed.
    history_changed = Signal()
    game_finished = Signal(object)  # the game's Outcome
    error_reported = Signal(str)

    def __init__(self, game: GameHandle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game

    @property
    def game(self) -> GameHandle:
        return self._game

    @property
    def player_ids(self) -> tuple[int, ...]:
        """The profile of the player in each seat."""
        return tuple(self._game.player_ids)

    def read_saved(self, query: Callable[[sqlite3.Connection], T]) -> T:
        """Run the game's own query (reading only) on the saved games this game is stored
        in: the one way a view reads more than the game's state (the coach's record). A
        database that cannot be read raises one of :func:`store_errors`."""
        return read_game(self._game, query)

    @property
    def can_undo(self) -> bool:
        return bool(self._game.can_undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._game.can_redo)

    def undo(self) -> bool:
        """Take back the last decision (stored at once); False, reported, if it could not."""
        return self._step(undo=True)

    def redo(self) -> bool:
        """Put back what the last undo took (stored at once); False if it could not."""
        return self._step(undo=False)

    def _step(self, *, undo: bool) -> bool:
        if not (self.can_undo if undo else self.can_redo):
            return False
        try:
            if undo:
                self._game.undo()
            else:
                self._game.redo()
        except IllegalAction as exc:
            self.error_reported.emit(self._undo_refused_text(exc))
            return False
        except store_errors() as exc:
            self.error_reported.emit(self._not_saved_text(exc))
            return False
        self._history_moved()
        self._changed()
        return True

    def _changed(self) -> None:
        state = self._game.state
        # The window's Undo and Redo first: a toolbar button enabled or disabled asks for
        # a new layout, which the game screen then settles with its own, before the paint.
        self.history_changed.emit()
        self.state_changed.emit(state)
        if self._is_over(state):
            self.game_finished.emit(self._outcome(state))

    # -- what each game's controller gives -------------------------------------------------

    def _is_over(self, state: Any) -> bool:
        raise NotImplementedError

    def _outcome(self, state: Any) -> Any:
        raise NotImplementedError

    def _history_moved(self) -> None:
        """Undo or redo replaced the state (views show it as it is, without a replay)."""

    def _undo_refused_text(self, exc: IllegalAction) -> str:
        """Why an undo or redo was refused, in the player's language."""
        raise NotImplementedError

    def _not_saved_text(self, exc: BaseException) -> str:
        """An undo or redo that could not be stored, in the player's language."""
        raise NotImplementedError
