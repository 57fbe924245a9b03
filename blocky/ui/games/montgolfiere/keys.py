"""What players do on Montgolfière's game screen, and the keys that do it: a digit (or two)
enters a ballast card, a letter a special card, Enter resolves the round, P peeks, N
starts the next game, the arrows choose the balloon; Escape skips the telling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from blocky.games.montgolfiere.actions import (
    BaronCard,
    NextGame,
    PeekBaron,
    PlayCard,
    Resolve,
)
from blocky.games.montgolfiere.cards import CARDS, Card, CardKind, ballast
from blocky.games.montgolfiere.rules import may_enter
from blocky.ui.games.montgolfiere.telling import TellingScreen
from blocky.ui.games.montgolfiere.words import Montgolfiere, card_key

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget

    from blocky.games.montgolfiere.events import Event
    from blocky.games.montgolfiere.state import State
    from blocky.ui.kit.widgets import BigButton

#: Pages of the action area.
CARDS_PAGE, SHOW_PAGE, HOOK_PAGE, RESULT_PAGE = range(4)


class KeyedScreen(TellingScreen):
    """What players do, by click or key, and what it needs of the screen."""

    _selected: int | None
    _digits: str
    _digit_timer: QTimer
    error_label: QLabel
    pages: QStackedWidget
    hook_buttons: list[BigButton]
    resolve_button: QPushButton
    next_game_button: QPushButton

    @staticmethod
    def _can_enter(state: State, seat: int) -> bool:
        return may_enter(state, seat)

    # -- what players do -------------------------------------------------------------------

    def _play(self, action: object) -> tuple[Event, ...] | None:
        if self._controller is None:
            return None
        self.error_label.setText("")
        return self._controller.play(action)  # type: ignore[arg-type]

    def select(self, seat: int) -> None:
        """Choose the balloon whose card is entered next (one still to enter)."""
        if self._controller is None or self.telling:
            return
        state = self._controller.state
        if self._can_enter(state, seat):
            self._selected = seat
            self._refresh(state, glide=False)

    def enter_card(self, card: Card) -> bool:
        """Enter ``card`` for the chosen balloon."""
        if self._controller is None or self._selected is None or self.telling:
            return False
        seat = self._selected
        state = self._controller.state
        action = BaronCard(card) if state.setup.balloons[seat].baron else PlayCard(seat, card)
        return self._play(action) is not None

    def _on_card_chosen(self, card: Card) -> None:
        self.enter_card(card)

    def resolve(self) -> None:
        if not self.telling:
            self._play(Resolve())

    def peek(self) -> None:
        if not self.telling:
            self._play(PeekBaron())

    def next_game(self) -> None:
        if not self.telling:
            self._play(NextGame())
            self.words.clear()

    # -- keys ------------------------------------------------------------------------------

    def _enter_digits(self) -> None:
        digits, self._digits = self._digits, ""
        self._digit_timer.stop()
        if digits and 1 <= int(digits) <= 15:
            self.enter_card(ballast(int(digits)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text().upper()
        if key == Qt.Key.Key_Escape and self.telling:
            self.skip()
            return
        if self.telling:
            super().keyPressEvent(event)
            return
        if self.pages.currentIndex() == HOOK_PAGE and text.isdigit() and len(text) == 1:
            index = int(text) - 1
            if 0 <= index < len(self.hook_buttons):
                self.hook_buttons[index].click()
            return
        if text.isdigit() and len(text) == 1:
            self._digits += text
            value = int(self._digits)
            # "1" may begin 10-15: wait a moment (or Enter) for a second digit.
            if self._digits == "1":
                self._digit_timer.start()
            elif value > 15 or value == 0:
                self._digits = ""
            else:
                self._enter_digits()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._digits:
                self._enter_digits()
            elif self.pages.currentIndex() == CARDS_PAGE and self.resolve_button.isEnabled():
                self.resolve()
            return
        for kind in (CardKind.HOOK, CardKind.GAS, CardKind.STORM, CardKind.ENGINE):
            if text and text == card_key(kind):
                card = next(c for c in CARDS if c.kind is kind)
                self.enter_card(card)
                return
        if text and text == Montgolfiere.tr("P", "key of the Baron's peek")[:1].upper():
            self.peek()
            return
        if text and text == Montgolfiere.tr("N", "key of the next game")[:1].upper():
            if self.next_game_button.isVisible():
                self.next_game()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self._controller is not None:
            self._cycle(-1 if key == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)

    def _cycle(self, step: int) -> None:
        assert self._controller is not None
        state = self._controller.state
        seats = [s for s in range(len(state.setup.balloons)) if self._can_enter(state, s)]
        if not seats:
            return
        current = self._selected if self._selected in seats else seats[0]
        self.select(seats[(seats.index(current) + step) % len(seats)])
