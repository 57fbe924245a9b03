"""A Montgolfière game held in memory with the shape of the store's game handle
(blocky.ui.shell.library.GameHandle), for the screen's tests: it plays, undoes and redoes
exactly as the store's StoredGame does (app draws: the Baron's card follows at once), on
the core's Timeline, and keeps its record so a test can reopen it as a restart would."""

from __future__ import annotations

from blocky.games.montgolfiere.actions import Action
from blocky.games.montgolfiere.events import Event
from blocky.games.montgolfiere.record import Timeline
from blocky.games.montgolfiere.rules import is_over
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import State


class MemoryGame:
    def __init__(self, setup: Setup, timeline: Timeline | None = None) -> None:
        self.id = 1
        self.player_ids = tuple(range(len(setup.player_seats)))
        self._timeline = timeline if timeline is not None else Timeline.start(setup)

    @property
    def timeline(self) -> Timeline:
        return self._timeline

    @property
    def setup(self) -> Setup:
        return self._timeline.setup

    @property
    def state(self) -> State:
        return self._timeline.state

    @property
    def finished(self) -> bool:
        return is_over(self._timeline.state)

    @property
    def can_undo(self) -> bool:
        return self._timeline.can_undo

    @property
    def can_redo(self) -> bool:
        return self._timeline.can_redo

    def play(self, action: Action) -> tuple[Event, ...]:
        timeline, events = self._timeline.play_logged(action)
        out = list(events)
        while (chance := timeline.next_chance()) is not None:
            timeline, more = timeline.play_logged(chance)
            out.extend(more)
        self._timeline = timeline
        return tuple(out)

    def undo(self) -> None:
        self._timeline = self._timeline.undo()

    def redo(self) -> None:
        self._timeline = self._timeline.redo()

    def reopened(self) -> MemoryGame:
        """The same game read back from its record and redo stack (a restart)."""
        t = Timeline.resume(self._timeline.record, self._timeline.redo_stack)
        return MemoryGame(self.setup, t)
