"""One Montgolfière game being played: the only place where a click becomes a stored action.

The controller talks to a game handle (``blocky.ui.shell.library.GameHandle``: ``setup``,
``timeline``, ``state``, ``play(action) -> events``, ``undo()``, ``redo()``, ``can_undo``,
``can_redo``, ``finished``). The handle checks each action with the rules and stores it
before it returns (with app draws it also plays the Baron's card that follows); then the
controller says what changed, in the past tense. Nothing on screen changes before that.
"""

from __future__ import annotations

from PySide6.QtCore import Signal

from blocky.core.game import IllegalAction
from blocky.games.montgolfiere.actions import Action
from blocky.games.montgolfiere.events import Event
from blocky.games.montgolfiere.outcome import outcome
from blocky.games.montgolfiere.rules import is_over
from blocky.games.montgolfiere.setup import Draws, Setup
from blocky.games.montgolfiere.state import State
from blocky.ui.games.montgolfiere.words import balloon_names, refusal_text
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.game_controller import StoredGameController
from blocky.ui.shell.library import store_errors


class MontgolfiereController(StoredGameController):
    """Owns one game handle; emits past-tense signals after each stored change."""

    #: What one action did (a tuple of events), emitted before ``state_changed``.
    events_happened = Signal(tuple)
    #: Undo or redo replaced the state: views show it as it is, without a replay.
    history_moved = Signal()

    # -- what views read -------------------------------------------------------------------

    @property
    def state(self) -> State:
        state: State = self._game.state
        return state

    @property
    def setup(self) -> Setup:
        setup: Setup = self._game.setup
        return setup

    @property
    def names(self) -> tuple[str, ...]:
        """The balloons' names by seat, the Baron's in the player's language."""
        return balloon_names(self.setup)

    @property
    def table_draws(self) -> bool:
        return self.setup.draws is Draws.TABLE

    # -- what views ask for ----------------------------------------------------------------

    def play(self, action: Action) -> tuple[Event, ...] | None:
        """Play one action; its events, or None (and the reason reported) if it was refused
        or could not be saved."""
        try:
            events: tuple[Event, ...] = tuple(self._game.play(action))
        except IllegalAction as exc:
            self.error_reported.emit(
                refusal_text(getattr(exc, "kind", ""), dict(getattr(exc, "params", {})), self.names)
            )
            return None
        except store_errors() as exc:
            self.error_reported.emit(
                self.tr("The move could not be saved, so it was not made: {0}").format(
                    error_text(exc)
                )
            )
            return None
        self.events_happened.emit(events)
        self._changed()
        return events

    def _is_over(self, state: State) -> bool:
        return is_over(state)

    def _outcome(self, state: State) -> object:
        return outcome(state)

    def _history_moved(self) -> None:
        self.history_moved.emit()

    def _undo_refused_text(self, exc: IllegalAction) -> str:
        return self.tr("That cannot be taken back now.")

    def _not_saved_text(self, exc: BaseException) -> str:
        return self.tr("That could not be saved: {0}").format(error_text(exc))
