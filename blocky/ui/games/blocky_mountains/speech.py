"""What a screen reader says during a game: every line of the log as it is written (the
next player's turn after what the board reveals of the move), whose turn it is and what
they can do now (the choices with their keys), and every error.

Announcements go through :func:`blocky.ui.kit.announce.announce`: the log and the turn
politely (after whatever the reader is saying), errors assertively (at once).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from blocky.games.blocky_mountains.describe import player_label, squirrels_text
from blocky.games.blocky_mountains.game import current_actor
from blocky.games.blocky_mountains.state import CHANCE, Mode, State
from blocky.ui.games.blocky_mountains.controller import GameController, LogEntry, rules_tr
from blocky.ui.games.blocky_mountains.handicap_words import race_text
from blocky.ui.games.blocky_mountains.turn_choices import MAX_CHOICE_KEYS
from blocky.ui.games.blocky_mountains.turn_panel import TurnPanel
from blocky.ui.kit.announce import announce
from blocky.ui.kit.context import TranslationContext


class Speech(TranslationContext):
    """The words said to a screen reader (not shown on screen)."""


def turn_words(state: State, panel: TurnPanel) -> str:
    """Who plays now, their squirrels, what to do and the keys for it: "White (Anna), 3
    squirrels. Choose a pile and turn over its top card. 1: Choose route A. 2: ..."."""
    setup = state.setup
    parts: list[str] = []
    actor = current_actor(state)
    if not state.is_over and actor is not None and actor != CHANCE:
        who = player_label(state, state.turn, rules_tr)
        if setup.mode is Mode.TEAM:
            squirrels = Speech.tr("the team has {0}").format(
                squirrels_text(state.squirrels[0], rules_tr)
            )
        else:
            squirrels = squirrels_text(state.squirrels[state.squirrel_holder], rules_tr)
        parts.append(Speech.tr("{who}, {squirrels}.").format(who=who, squirrels=squirrels))
    prompt = panel.prompt_text()
    if prompt:
        parts.append(prompt)
    keys: list[str] = []
    if panel.mastered_button.isVisibleTo(panel):
        keys.append(Speech.tr("M: mastered."))
    if panel.failed_button.isVisibleTo(panel):
        keys.append(Speech.tr("F: failed."))
    for number, (_, button) in enumerate(panel.choices(), start=1):
        if number > MAX_CHOICE_KEYS:
            break
        keys.append(
            Speech.tr("{key}: {choice}.").format(
                key=number, choice=button.accessibleName().rstrip(".")
            )
        )
    parts.extend(keys)
    return " ".join(parts)


class GameSpeaker(QObject):
    """Announces one game's log, turns and errors while it is on screen."""

    def __init__(self, panel: TurnPanel, source: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._panel = panel
        #: The widget the announcements come from (the game screen).
        self._source = source
        self._controller: GameController | None = None
        self.enabled = True
        #: The result in words, said when the game ends (the end panel's).
        self.result_words: Callable[[], str] | None = None
        #: The coach's lines for the turn (none while it is off), said after the choices.
        self.coach_words: Callable[[], list[str]] | None = None
        #: The log's lines from the next turn's heading on, said once the state has
        #: changed: after what the board reveals of the move (an owl tile).
        self._held: list[str] = []

    def set_controller(self, controller: GameController | None) -> None:
        old = self._controller
        if old is not None:
            old.events_logged.disconnect(self._on_events_logged)
            old.state_changed.disconnect(self._on_state_changed)
            old.error_reported.disconnect(self._on_error_reported)
            old.log_reset.disconnect(self._on_log_reset)
        self._controller = controller
        self._held = []
        if controller is not None:
            controller.events_logged.connect(self._on_events_logged)
            # After the turn panel (connected first): it shows the new choices.
            controller.state_changed.connect(self._on_state_changed)
            controller.error_reported.connect(self._on_error_reported)
            controller.log_reset.connect(self._on_log_reset)

    def say_turn(self, *, opening: bool = False) -> None:
        """Say whose turn it is and what they can do; ``opening``: the game just opened,
        and a race's handicaps (H1) are said first."""
        if self._controller is not None:
            state = self._controller.state
            text = turn_words(state, self._panel)
            handicaps = race_text(state.setup) if opening else ""
            if handicaps:
                text = handicaps + " " + text
            coach = self.coach_words() if self.coach_words is not None else []
            if coach:
                text += " " + Speech.tr("Coach: {0}").format(" ".join(f"{c}." for c in coach))
            self._say(text)

    def _say(self, text: str, *, assertive: bool = False) -> None:
        if self.enabled:
            announce(self._source, text, assertive=assertive)

    def _on_events_logged(self, entries: list[LogEntry]) -> None:
        # The board reveals the move's moments (events_played, after this): the next
        # player's turn waits for them, so the owl tile is heard before "Ben's turn.".
        turn = max((i for i, e in enumerate(entries) if e.heading), default=len(entries))
        for entry in entries[:turn]:
            self._say(entry.text)
        self._held = [e.text for e in entries[turn:]]

    def _on_log_reset(self) -> None:
        self._held = []
        self._say(Speech.tr("Undone or redone: the log was rewritten."))

    def _on_state_changed(self, state: State) -> None:
        held, self._held = self._held, []
        for text in held:
            self._say(text)
        if state.is_over and self.result_words is not None:
            self._say(self.result_words())
        else:
            self.say_turn()

    def _on_error_reported(self, message: str) -> None:
        self._say(message, assertive=True)
