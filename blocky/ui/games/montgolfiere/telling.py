"""The telling of a Montgolfière round, the base of its game screen: a resolved round's
words one sentence after another, the rows keeping the revealed round until its moves
are told, then the balloons' glide; Escape or Skip shows it all at once.

The screen (blocky/ui/games/montgolfiere/game_screen.py) makes the widgets named below
and shows the state (``_refresh``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QListWidget, QWidget

from blocky.games.montgolfiere.events import (
    BalloonsMove,
    BaronPeek,
    CardEntered,
    Event,
    MoonReached,
)
from blocky.games.montgolfiere.queries import round_events
from blocky.ui.games.montgolfiere.words import Montgolfiere, event_text, who
from blocky.ui.kit.announce import announce
from blocky.ui.kit.reveal import Reveal

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer

    from blocky.games.montgolfiere.state import State
    from blocky.ui.games.montgolfiere.controller import MontgolfiereController
    from blocky.ui.games.montgolfiere.panels import BalloonRow
    from blocky.ui.games.montgolfiere.sky import SkyBoard


class TellingScreen(QWidget):
    """What the telling of a round needs of the screen, and the telling itself."""

    _controller: MontgolfiereController | None
    words: QListWidget
    rows: list[BalloonRow]
    sky: SkyBoard
    #: The sentences still to show of the round being told, and the glide after them.
    _pending: list[str]
    _glide: tuple[tuple[int, ...], tuple[int, ...]] | None
    #: The Moon reached this round: revealed once its words are told.
    _moon: Reveal | None
    _step_timer: QTimer
    _shown_spaces: tuple[int, ...]
    #: The round number the rows show, and while a round is told (before its moves are
    #: told) that round and the balloons' spaces at its reveal, with how many sentences
    #: are still to be told before the moves.
    _round_shown: int
    _reveal: tuple[int, tuple[int, ...]] | None
    _before_moves: int

    def _refresh(self, state: State, *, glide: bool) -> None:
        """Show ``state`` (the screen's)."""
        raise NotImplementedError

    def _on_events(self, events: tuple[Event, ...]) -> None:
        assert self._controller is not None
        names = self._controller.names
        told = [e for e in events if not isinstance(e, (CardEntered, BaronPeek))]
        if not told:
            # The next round's cards: the rows show the cards played again.
            self._show_row_cards(True)
            return
        continues = self._continues(told)
        if not continues:
            self.words.clear()
        # Told first, then shown: the rows keep the revealed round until its moves.
        self._reveal = (self._round_shown, tuple(self._shown_spaces))
        self._before_moves = 0
        for e in told:
            self._pending.append(event_text(e, names, match=self._in_match))
            if self._before_moves == 0 and isinstance(e, BalloonsMove):
                self._before_moves = len(self._pending)
            if isinstance(e, MoonReached):
                self._moon = Reveal(
                    Montgolfiere.tr("The Moon"), who(e.seats, names), event_text(e, names)
                )
            if isinstance(e, BalloonsMove):
                before = list(self._shown_spaces)
                after = list(before)
                for seat, _a, b in e.moves:
                    after[seat] = b
                self._glide = (tuple(before), tuple(after))
        if not continues:
            self._make_room_for_words()
        self._step_timer.start()
        self._next_step()

    def _make_room_for_words(self) -> None:
        """A window too low for the round's words beside every balloon's cards played:
        the rows leave the cards out until the next round's cards are entered, so the
        round is told without scrolling (the words name the cards)."""
        texts = [self.words.item(i).text() for i in range(self.words.count())]
        texts += self._pending
        width = self.words.viewport().width() - 2 * self.words.frameWidth() - 8
        fm = QFontMetrics(self.words.font())
        flags = int(Qt.TextFlag.TextWordWrap.value)
        needed = sum(
            fm.boundingRect(0, 0, max(width, 1), 10_000, flags, t).height()
            + 2 * self.words.spacing()
            + 4
            for t in texts
        )
        self._show_row_cards(needed <= self.words.viewport().height())

    def _show_row_cards(self, shown: bool) -> None:
        for row in self.rows:
            row.show_cards(shown)

    @property
    def _in_match(self) -> bool:
        return self._controller is not None and self._controller.setup.target is not None

    @staticmethod
    def _continues(told: Sequence[Event]) -> bool:
        """Whether these events go on a round already told (after a hook's answer)."""
        from blocky.games.montgolfiere.events import CardsRevealed, NextGameStarts

        return not any(isinstance(e, (CardsRevealed, NextGameStarts)) for e in told)

    # -- the round told step by step -------------------------------------------------------

    @property
    def telling(self) -> bool:
        """Whether a round is being told or its balloons are gliding."""
        return bool(self._pending) or self._step_timer.isActive() or self.sky.gliding

    def _next_step(self) -> None:
        if self._pending:
            self._tell(self._pending.pop(0))
            self.words.scrollToBottom()
            if self._before_moves:
                self._before_moves -= 1
                if not self._before_moves:
                    # The moves are told: the rows show the round's result now.
                    self._reveal = None
                    if self._controller is not None:
                        self._refresh(self._controller.state, glide=False)
            if self._pending:
                return
        self._step_timer.stop()
        if self._glide is not None:
            start, end = self._glide
            self._glide = None
            if len(start) == len(end):
                self.sky.glide(start, end)
                self._shown_spaces = end
        self._reveal_moon()
        if self._controller is not None:
            self._refresh(self._controller.state, glide=False)

    def _on_glided(self) -> None:
        # The telling is over: what comes next (the next round's cards, a hook, the end).
        if self._controller is not None and not self.telling:
            self._refresh(self._controller.state, glide=False)

    def skip(self) -> None:
        """Show the whole round at once and end the glide."""
        while self._pending:
            self._tell(self._pending.pop(0))
        self._step_timer.stop()
        self._glide = None
        self._reveal = None
        self.sky.finish()
        self._reveal_moon()
        self.words.scrollToBottom()
        if self._controller is not None:
            self._refresh(self._controller.state, glide=False)

    def _tell(self, text: str) -> None:
        """Show a sentence of the round and say it."""
        self.words.addItem(text)
        announce(self, text)

    def _reveal_moon(self) -> None:
        if self._moon is not None:
            self.sky.reveal.show_reveal(self._moon)
            self._moon = None

    def _stop_show(self) -> None:
        self._show_row_cards(True)
        self._pending = []
        self._reveal = None
        self._glide = None
        self._moon = None
        self.sky.reveal.dismiss()
        self._step_timer.stop()
        self.sky.finish()

    def _show_last_round(self) -> None:
        """The words of the last round resolved (after a resume, an undo or a redo)."""
        self.words.clear()
        if self._controller is None:
            return
        names = self._controller.names
        for e in round_events(self._controller.state):
            if not isinstance(e, (CardEntered, BaronPeek)):
                self.words.addItem(event_text(e, names, match=self._in_match))
        self.words.scrollToBottom()
