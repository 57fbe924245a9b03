"""One open game: the only place where a click becomes a stored action.

Widgets call :class:`GameController`; it hands the action to the game handle (which
checks it with the rules and stores it durably before returning) and then emits what
changed, in the past tense. Nothing on screen changes before the store has the action.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Signal

from blocky.games.blocky_mountains.actions import Action
from blocky.games.blocky_mountains.describe import describe_event
from blocky.games.blocky_mountains.events import Event, TurnStarted
from blocky.games.blocky_mountains.game import IllegalAction, is_over, outcome
from blocky.games.blocky_mountains.record import RecordError, replay_steps
from blocky.games.blocky_mountains.state import Draws, State
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.game_controller import StoredGameController
from blocky.ui.shell.library import store_errors


class RulesTranslator:
    """The translator handed to the rules' sentence builders: called with a sentence, or
    asked for ``plural(text, n)`` so a count takes the language's own plural form."""

    __slots__ = ()

    def __call__(self, text: str) -> str:
        return QCoreApplication.translate("Rules", text)

    def plural(self, text: str, n: int) -> str:
        return QCoreApplication.translate("Rules", text, None, n)


rules_tr = RulesTranslator()


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log."""

    text: str
    #: A new turn begins: shown as a heading so turns stand apart.
    heading: bool = False
    #: The player the line is about (colour swatch), or None.
    player: int | None = None


def log_entries(state: State, events: Iterable[Event]) -> list[LogEntry]:
    """Group what one action did into log lines: one line per turn heading, and one
    sentence-joined line for everything else."""
    out: list[LogEntry] = []
    pending: list[str] = []
    who: int | None = None

    def flush() -> None:
        nonlocal pending, who
        if pending:
            out.append(LogEntry(" ".join(pending), False, who))
        pending = []
        who = None

    for event in events:
        text = describe_event(state, event, rules_tr)
        if isinstance(event, TurnStarted):
            flush()
            out.append(LogEntry(text, True, event.player))
            continue
        if who is None:
            who = getattr(event, "player", None)
        pending.append(text)
    flush()
    return out


class GameController(StoredGameController):
    """Owns one game handle; emits past-tense signals after each stored change."""

    events_logged = Signal(list)  # list[LogEntry] appended to the log
    #: What one action did: the state after it and its events (list[Event]), after its
    #: log lines and before state_changed (the board reveals the moments the table
    #: waits for; a screen reader hears them after the log lines, before whose turn it is).
    events_played = Signal(object, list)
    log_reset = Signal()  # the log was rebuilt (after undo or redo)

    # -- what views read ---------------------------------------------------------------

    @property
    def state(self) -> State:
        state: State = self._game.state
        return state

    @property
    def table_draws(self) -> bool:
        return self._game.setup.draws is Draws.TABLE

    def log(self) -> list[LogEntry]:
        """The whole log, rebuilt from the record (after a resume, undo or redo)."""
        record = self._game.timeline.record
        out: list[LogEntry] = []
        group: list[Event] = []
        last = self._game.state
        app_draws = not self.table_draws
        try:
            for _, action, state, events in replay_steps(record):
                # App draws: the chance actions that follow a decision belong to its line,
                # exactly as play() reported them. Table draws: every entry is its own step.
                if not (app_draws and action.is_chance):
                    out.extend(log_entries(last, group))
                    group = []
                group.extend(events)
                last = state
        except RecordError as exc:
            out.append(LogEntry(self.tr("The log could not be rebuilt: {0}").format(exc)))
        out.extend(log_entries(last, group))
        return out

    # -- what views ask for ------------------------------------------------------------

    def play(self, action: Action) -> bool:
        """Play one action. Returns False (and reports why) if it was not possible."""
        try:
            events = self._game.play(action)
        except IllegalAction as exc:
            self.error_reported.emit(str(exc))
            return False
        except store_errors() as exc:
            self.error_reported.emit(
                self.tr("The move could not be saved, so it was not made: {0}").format(
                    error_text(exc)
                )
            )
            return False
        state = self._game.state
        self.events_logged.emit(log_entries(state, events))
        self.events_played.emit(state, list(events))
        self._changed()
        return True

    def _is_over(self, state: State) -> bool:
        return is_over(state)

    def _outcome(self, state: State) -> object:
        return outcome(state)

    def _history_moved(self) -> None:
        self.log_reset.emit()

    def _undo_refused_text(self, exc: IllegalAction) -> str:
        return str(exc)

    def _not_saved_text(self, exc: BaseException) -> str:
        return self.tr("That could not be saved: {0}").format(error_text(exc))
