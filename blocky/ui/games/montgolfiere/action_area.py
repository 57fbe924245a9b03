"""The action area of Montgolfière's game screen, what it shows for the state: the card
pad with its prompt and the balloons' statuses, the Baron's peek, a hook's question, and
the end panel. The screen (blocky/ui/games/montgolfiere/game_screen.py) makes the widgets
named below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from blocky.games.montgolfiere.actions import FollowHook
from blocky.games.montgolfiere.baron import peek_refusal, peek_shown, peekers
from blocky.games.montgolfiere.events import BaronPeek
from blocky.games.montgolfiere.queries import TableView, card_choices, peek_card, table_view
from blocky.games.montgolfiere.rules import used_up
from blocky.games.montgolfiere.state import Phase, State
from blocky.ui.games.montgolfiere.end_words import result_texts
from blocky.ui.games.montgolfiere.keys import CARDS_PAGE, HOOK_PAGE, RESULT_PAGE, KeyedScreen
from blocky.ui.games.montgolfiere.words import (
    Montgolfiere,
    agree,
    card_name,
    event_text,
    move_text,
    refusal_text,
    who,
)
from blocky.ui.kit.widgets import BigButton

if TYPE_CHECKING:
    from blocky.ui.games.montgolfiere.panels import CardPad, ResultPanel


class ActionArea(KeyedScreen):
    """What the action area shows, and the widgets it shows it with."""

    prompt: QLabel
    pad: CardPad
    peek_button: BigButton
    peek_box: QLabel
    show_card_button: BigButton
    hook_label: QLabel
    hook_buttons_box: QHBoxLayout
    result: ResultPanel
    play_again_button: BigButton
    home_button: BigButton
    _side: QVBoxLayout
    _peek_row: QHBoxLayout

    @staticmethod
    def _status_texts() -> dict[str, str]:
        """What a balloon's row says about its card, by case."""
        return {
            "baron turned": Montgolfiere.tr("his card is turned"),
            "baron at reveal": Montgolfiere.tr("his card is turned at the reveal"),
            "baron to enter": Montgolfiere.tr("his card: to enter"),
            "entered": Montgolfiere.tr("card entered"),
            "waiting": Montgolfiere.tr("waiting for the card"),
        }

    def _status(self, state: State, view: TableView, seat: int) -> str:
        b = view.balloons[seat]
        if view.phase is not Phase.CARDS:
            return ""
        texts = self._status_texts()
        if b.baron:
            if b.entered:
                return texts["baron turned"]
            return (
                texts["baron at reveal"]
                if self._controller and not self._controller.table_draws
                else texts["baron to enter"]
            )
        return texts["entered"] if b.entered else texts["waiting"]

    def _first_to_enter(self, state: State, view: TableView) -> int | None:
        if view.waiting:
            return view.waiting[0]
        baron = state.setup.baron_seat
        if baron is not None and self._can_enter(state, baron):
            return baron
        return None

    def _show_cards(self, state: State, view: TableView) -> None:
        assert self._controller is not None
        names = self._controller.names
        self.pages.setCurrentIndex(CARDS_PAGE)
        seat = self._selected
        if seat is None:
            self.prompt.setText(Montgolfiere.tr("Every card is in: resolve the round."))
            self.pad.setEnabled(False)
        else:
            self.pad.setEnabled(True)
            if state.setup.balloons[seat].baron:
                self.prompt.setText(
                    Montgolfiere.tr(
                        "The Black Baron's card: turn the top card of his pile and enter it."
                    )
                )
            else:
                self.prompt.setText(Montgolfiere.tr("{name}'s card:").format(name=names[seat]))
            choices = card_choices(state, seat)
            if state.setup.balloons[seat].baron:
                # His card is no player's choice, but any card left in his deck may turn up.
                from blocky.games.montgolfiere.queries import CardChoice

                choices = tuple(
                    CardChoice(c.card, c.left, used_up(state, seat, c.card)) for c in choices
                )
            texts = {
                c.card: refusal_text(c.refusal.kind, c.refusal.params, names)
                for c in choices
                if c.refusal is not None
            }
            self.pad.show_choices(choices, texts)
        ready = not view.waiting and all(b.entered for b in view.balloons)
        self.resolve_button.setEnabled(ready)
        baron = state.setup.baron_seat
        self.peek_button.setVisible(baron is not None)
        self.peek_button.setEnabled(bool(view.peekers))
        if baron is not None:
            if view.peekers:
                self.peek_button.setText(
                    agree(
                        Montgolfiere.tr("{names} may peek at the Baron's card (P)", "one"),
                        Montgolfiere.tr("{names} may peek at the Baron's card (P)", "several"),
                        len(view.peekers),
                    ).format(names=who(view.peekers, names))
                )
            elif state.peeked:
                self.peek_button.setText(Montgolfiere.tr("The Baron's card was looked at"))
            else:
                self.peek_button.setText(Montgolfiere.tr("Nobody may peek at the Baron's card"))
                refusal = peek_refusal(state)
                if refusal is not None:
                    self.peek_button.setToolTip(refusal_text(refusal[0], refusal[2], names))

    def _show_peek(self, state: State, view: TableView) -> None:
        """The peeked card and who may look, while the rules show it (M12)."""
        if self._controller is None or not peek_shown(state):
            self.peek_box.setVisible(False)
            self.show_card_button.setVisible(False)
            self.show_card_button.setChecked(False)
            self._peek_in_words_place(False)
            return
        self._peek_in_words_place(True)
        names = self._controller.names
        seats = peekers(state)
        card = peek_card(state)
        if card is None:
            baron = state.setup.baron_seat
            assert baron is not None
            text = event_text(BaronPeek(seats, state.positions[baron]), names)
            text += " " + Montgolfiere.tr(
                "They look at his real top card and put it back; nobody else looks."
            )
            self.show_card_button.setVisible(False)
        else:
            # Short, so that it takes no more room than the words it stands for.
            only = agree(
                Montgolfiere.tr("Only {names} looks at the screen now.", "one"),
                Montgolfiere.tr("Only {names} look at the screen now.", "several"),
                len(seats),
            )
            text = only.format(names=who(seats, names))
            self.show_card_button.setVisible(True)
            if self.show_card_button.isChecked():
                text += "\n" + Montgolfiere.tr("His next card: {card}").format(card=card_name(card))
        self.peek_box.setText(text)
        self.peek_box.setVisible(True)

    def _peek_in_words_place(self, peek: bool) -> None:
        """The peek takes the last round's words' place, and the room below them: the
        side panel does not grow."""
        self.words.setVisible(not peek)
        self._side.setStretchFactor(self._peek_row, 1 if peek else 0)

    def _word_show_card_button(self) -> None:
        """The button says what a press does: show the card, or hide it again."""
        if self.show_card_button.isChecked():
            self.show_card_button.setText(Montgolfiere.tr("Hide the Baron's card"))
        else:
            self.show_card_button.setText(Montgolfiere.tr("Show the Baron's card"))

    def _on_show_card_toggled(self, _on: bool) -> None:
        self._word_show_card_button()
        # The button keeps no focus: Enter goes on resolving the round.
        self.setFocus()
        if self._controller is not None:
            state = self._controller.state
            self._show_peek(state, table_view(state))

    def _show_hook(self, view: TableView) -> None:
        assert self._controller is not None and view.question is not None
        names = self._controller.names
        q = view.question
        self.pages.setCurrentIndex(HOOK_PAGE)
        self.hook_label.setText(
            Montgolfiere.tr("{name}, whom does your grappling hook follow?").format(
                name=names[q.seat]
            )
        )
        for b in self.hook_buttons:
            self.hook_buttons_box.removeWidget(b)
            b.deleteLater()
        self.hook_buttons = []
        for i, option in enumerate(q.options, start=1):
            button = BigButton(
                Montgolfiere.tr("{number}. {names}: {move}").format(
                    number=i, names=who(option.seats, names), move=move_text(option.delta)
                ),
                scale=1.3,
                height=64,
                fit=True,
            )
            button.setObjectName(f"follow{option.follow}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(
                lambda _=False, s=q.seat, f=option.follow: self._play(FollowHook(s, f))
            )
            self.hook_buttons_box.addWidget(button)
            self.hook_buttons.append(button)

    def _show_result(self, state: State, view: TableView) -> None:
        assert self._controller is not None
        self.pages.setCurrentIndex(RESULT_PAGE)
        between = view.phase is Phase.BETWEEN_GAMES
        self.next_game_button.setVisible(between)
        self.play_again_button.setVisible(not between)
        self.home_button.setVisible(not between)
        if view.games:
            self.result.show_result(*result_texts(view, self._controller.names))
