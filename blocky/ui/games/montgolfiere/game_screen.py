"""Montgolfière's game screen: the sky board on the left; on the right the round, the
balloons (each card entered or not, the cards each used), the card pad, and the words of
the round being resolved, step by step.

A round: each balloon's card is entered (shown only as "entered" until all are in), then
Resolve tells the round step by step in words and the balloons glide to their spaces
(Escape or Skip shows it all at once). A hook's player is asked only when the rules ask
(M8); the Baron's peek is a deliberate action that says who may look (M12).

The screen is built in layers, each a module: the round's telling (telling.py), what
players do and the keys (keys.py), what the action area shows (action_area.py, the end
panel's words in end_words.py); this module makes the widgets and shows the state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.games.montgolfiere.queries import (
    TableView,
    table_view,
)
from blocky.games.montgolfiere.state import Phase, State
from blocky.ui.games.montgolfiere.action_area import ActionArea
from blocky.ui.games.montgolfiere.coach_panel import CoachPanel
from blocky.ui.games.montgolfiere.controller import MontgolfiereController
from blocky.ui.games.montgolfiere.keys import (
    CARDS_PAGE as CARDS_PAGE,
)
from blocky.ui.games.montgolfiere.keys import HOOK_PAGE as HOOK_PAGE
from blocky.ui.games.montgolfiere.keys import RESULT_PAGE as RESULT_PAGE
from blocky.ui.games.montgolfiere.keys import SHOW_PAGE as SHOW_PAGE
from blocky.ui.games.montgolfiere.panels import (
    BalloonRow,
    CardPad,
    ResultPanel,
    RoundHeader,
    heading,
)
from blocky.ui.games.montgolfiere.sky import SkyBoard
from blocky.ui.games.montgolfiere.speech import (
    card_keys_text,
    coach_text,
    hook_keys_text,
    resolve_key_text,
    sentence,
)
from blocky.ui.games.montgolfiere.words import (
    Montgolfiere,
)
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.announce import announce
from blocky.ui.kit.layouts import LAYOUT_LEVELS, send_layout_requests
from blocky.ui.kit.reveal import Reveal
from blocky.ui.kit.widgets import BigButton, plain_label

if TYPE_CHECKING:
    from blocky.ui.kit import game_ui as base

#: How long each sentence of a round stays before the next one comes.
STEP_MS = 450


class _Page(QWidget):
    """A page of the action area that asks for no height while another is shown: Qt's
    stack asks every page's height for its width, so the card pad's wrapped prompt would
    keep its room while the round is told, and push the side panel into scrolling."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return 0 if self.isHidden() else super().heightForWidth(width)


class MontgolfiereScreen(ActionArea):
    home_requested = Signal()
    play_again_requested = Signal()
    help_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("montgolfiereScreen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._controller: MontgolfiereController | None = None
        self._selected: int | None = None
        self._digits = ""
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.setInterval(900)
        self._digit_timer.timeout.connect(self._enter_digits)
        #: The sentences still to show of the round being told, and the glide after them.
        self._pending: list[str] = []
        self._glide: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        #: The Moon reached this round: revealed once its words are told.
        self._moon: Reveal | None = None
        self._step_timer = QTimer(self)
        self._step_timer.setInterval(STEP_MS)
        self._step_timer.timeout.connect(self._next_step)
        self._shown_spaces: tuple[int, ...] = ()
        #: The round number the rows show, and while a round is told (before its moves
        #: are told) that round and the balloons' spaces at its reveal, with how many
        #: sentences are still to be told before the moves.
        self._round_shown = 0
        self._reveal: tuple[int, tuple[int, ...]] | None = None
        self._before_moves = 0
        self._sized = False
        #: What a screen reader was last told comes now, and the round it was told in.
        self._said_now = ""
        self._said_round: tuple[int, int] | None = None

        self.sky = SkyBoard()
        self.sky.glided.connect(self._on_glided)
        right = QWidget()
        right.setObjectName("montgolfiereSide")
        side = QVBoxLayout(right)
        side.setContentsMargins(8, 4, 8, 4)
        side.setSpacing(6)

        self.header = RoundHeader()
        self.round_label = self.header.round_label
        self.game_label = self.header.game_label
        self.baron_label = self.header.baron_label
        side.addWidget(self.header)

        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(2)
        side.addLayout(self.rows_box)
        self.rows: list[BalloonRow] = []

        self.pages = QStackedWidget()
        self.pages.setObjectName("montgolfiereActions")
        side.addWidget(self.pages)

        # The cards: whose card, the pad, the peek and Resolve.
        cards = _Page()
        cl = QVBoxLayout(cards)
        cl.setContentsMargins(0, 0, 0, 0)
        self.prompt = plain_label()
        self.prompt.setObjectName("cardPrompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.prompt.setFont(font)
        self.pad = CardPad()
        self.pad.card_chosen.connect(self._on_card_chosen)
        buttons = QHBoxLayout()
        self.peek_button = BigButton(fit=True, height=46)
        self.peek_button.setObjectName("peekButton")
        self.peek_button.clicked.connect(self.peek)
        self.resolve_button = BigButton(scale=1.4, fit=True, height=46)
        self.resolve_button.setObjectName("resolveButton")
        self.resolve_button.clicked.connect(self.resolve)
        for button in (self.peek_button, self.resolve_button):
            # The screen takes the keys (Enter resolves); a click leaves the focus there.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons.addWidget(self.peek_button, 2)
        buttons.addWidget(self.resolve_button, 3)
        cl.addWidget(self.prompt)
        cl.addWidget(self.pad)
        cl.addLayout(buttons)
        self.pages.addWidget(cards)

        # The round being told.
        show = _Page()
        sl = QHBoxLayout(show)
        sl.setContentsMargins(0, 0, 0, 0)
        self.show_label = heading()
        self.show_label.setObjectName("showLabel")
        self.show_label.setWordWrap(True)
        self.skip_button = BigButton(fit=True)
        self.skip_button.setObjectName("skipButton")
        self.skip_button.clicked.connect(self.skip)
        self.skip_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        sl.addWidget(self.show_label, 1)
        sl.addWidget(self.skip_button)
        self.pages.addWidget(show)

        # A hook's player chooses.
        hook = _Page()
        hl = QVBoxLayout(hook)
        hl.setContentsMargins(0, 0, 0, 0)
        self.hook_label = heading()
        self.hook_label.setObjectName("hookQuestion")
        self.hook_label.setWordWrap(True)
        hl.addWidget(self.hook_label)
        self.hook_buttons_box = QHBoxLayout()
        hl.addLayout(self.hook_buttons_box)
        hl.addStretch(1)
        self.hook_buttons: list[BigButton] = []
        self.pages.addWidget(hook)

        # Between the games of a match, and the end.
        self.result = ResultPanel()
        self.next_game_button = BigButton(scale=1.4, fit=True)
        self.next_game_button.setObjectName("nextGameButton")
        self.next_game_button.clicked.connect(self.next_game)
        self.play_again_button = BigButton(fit=True)
        self.play_again_button.setObjectName("playAgainButton")
        self.play_again_button.clicked.connect(self.play_again_requested)
        self.home_button = BigButton(fit=True)
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.home_requested)
        self.result.buttons.addWidget(self.next_game_button)
        self.result.buttons.addWidget(self.play_again_button)
        self.result.buttons.addWidget(self.home_button)
        self.pages.addWidget(self.result)
        # The pages not shown ask for no room: the cards need not be as wide as the end's
        # buttons side by side.
        self.pages.currentChanged.connect(self._size_pages)
        self._size_pages(self.pages.currentIndex())

        self.peek_box = plain_label()
        self.peek_box.setObjectName("peekBox")
        self.peek_box.setWordWrap(True)
        self.peek_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.peek_box.setVisible(False)
        peek_row = QHBoxLayout()
        peek_row.addWidget(self.peek_box, 3, Qt.AlignmentFlag.AlignTop)
        side.addLayout(peek_row)
        self._side = side
        self._peek_row = peek_row
        self.show_card_button = BigButton(fit=True, height=44)
        self.show_card_button.setObjectName("showBaronCardButton")
        self.show_card_button.setCheckable(True)
        # Enter resolves the round, never shows or hides the Baron's card (M12).
        self.show_card_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_card_button.toggled.connect(self._on_show_card_toggled)
        self.show_card_button.setVisible(False)
        peek_row.addWidget(self.show_card_button, 1, Qt.AlignmentFlag.AlignTop)

        self.words = QListWidget()
        self.words.setObjectName("roundWords")
        self.words.setWordWrap(True)
        self.words.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.words.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        words_font = self.words.font()
        words_font.setPointSizeF(words_font.pointSizeF() * 1.1)
        self.words.setFont(words_font)
        self.words.setMinimumHeight(48)
        # The words take the room left, and ask for none: the side panel is laid out to
        # its preferred height for its width, and a list's preferred 192 pixels would
        # push the panel into scrolling (a peek, the telling at 760×560).
        self.words.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        side.addWidget(self.words, 1)
        self.error_label = plain_label()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c0392b; font-weight: bold;")
        # The coach's switch shares the error line's row: off, the coach takes no room.
        self.coach = CoachPanel()
        self.coach.toggled.connect(self._on_coach_toggled)
        side.addWidget(self.coach, 1)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(8, 0, 8, 4)
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(self.coach.switch)

        # A window too low for every balloon, the pad and the round's words scrolls them
        # rather than drawing them over each other.
        self.side_scroll = QScrollArea()
        self.side_scroll.setObjectName("montgolfiereSideScroll")
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(right)
        # The screen takes the keys (the arrows choose a balloon), not the scroll area.
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("montgolfiereSplitter")
        self.splitter.addWidget(self.sky)
        # The error line and the Coach switch stay in view below what scrolls.
        column = QWidget()
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.setSpacing(0)
        column_layout.addWidget(self.side_scroll, 1)
        column_layout.addLayout(bottom)
        self.splitter.addWidget(column)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setChildrenCollapsible(False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.splitter)
        self._retranslate()

    def _size_pages(self, current: int) -> None:
        for i in range(self.pages.count()):
            page = self.pages.widget(i)
            policy = QSizePolicy.Policy.Preferred if i == current else QSizePolicy.Policy.Ignored
            if page is not None:
                page.setSizePolicy(policy, policy)
        self.pages.updateGeometry()

    # -- the shell's protocol --------------------------------------------------------------

    def restore_splitters(self, settings: app_settings.Settings) -> bool:
        return False

    def save_splitters(self, settings: app_settings.Settings) -> None:
        pass

    def focus_turn(self) -> None:
        self.setFocus()

    @property
    def controller(self) -> MontgolfiereController | None:
        return self._controller

    def set_controller(self, controller: base.GameController | None) -> None:
        """Show the game ``controller`` plays and follow it (None: let go of the one
        shown). The window gives a screen only its own game's controller."""
        if controller is not None and not isinstance(controller, MontgolfiereController):
            raise TypeError(f"the Montgolfière screen cannot show {type(controller).__name__}")
        if self._controller is not None:
            self._controller.state_changed.disconnect(self._on_state_changed)
            self._controller.events_happened.disconnect(self._on_events)
            self._controller.history_moved.disconnect(self._on_history_moved)
            self._controller.error_reported.disconnect(self._on_error)
        self._controller = controller
        self._stop_show()
        # A digit typed for the game left is not entered in the next one.
        self._digits = ""
        self._digit_timer.stop()
        self.show_card_button.setChecked(False)
        self._said_now = ""
        self._said_round = None
        if controller is None:
            return
        controller.state_changed.connect(self._on_state_changed)
        controller.events_happened.connect(self._on_events)
        controller.history_moved.connect(self._on_history_moved)
        controller.error_reported.connect(self._on_error)
        self._make_rows()
        self._selected = None
        self._show_last_round()
        self._refresh(controller.state, glide=False)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            width = max(self.width(), 800)
            sky = int(width * 0.3)
            self.splitter.setSizes([sky, width - sky])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self._controller is not None:
                self._refresh(self._controller.state, glide=False)
        super().changeEvent(event)

    def _on_coach_toggled(self, _on: bool) -> None:
        # The switch keeps no focus: the screen's keys enter the cards.
        self.setFocus()

    def _retranslate(self) -> None:
        self.pad.retranslate()
        self.coach.retranslate()
        self.resolve_button.setText(Montgolfiere.tr("Resolve the round (Enter)"))
        self.skip_button.setText(Montgolfiere.tr("Skip (Esc)"))
        self.next_game_button.setText(Montgolfiere.tr("Next game (N)"))
        self.play_again_button.setText(Montgolfiere.tr("Play again with the same players"))
        self.home_button.setText(Montgolfiere.tr("Back to the start screen"))
        self._word_show_card_button()
        for row in self.rows:
            row.reserve_status(list(self._status_texts().values()))

    # -- the controller's news -------------------------------------------------------------

    def _make_rows(self) -> None:
        for row in self.rows:
            self.rows_box.removeWidget(row)
            # Hidden at once: deleteLater waits for the event loop.
            row.hide()
            row.deleteLater()
        self.rows = []
        assert self._controller is not None
        for seat in range(len(self._controller.setup.balloons)):
            row = BalloonRow(seat)
            row.reserve_status(list(self._status_texts().values()))
            row.clicked.connect(self.select)
            self.rows_box.addWidget(row)
            self.rows.append(row)

    def _on_error(self, text: str) -> None:
        self.error_label.setText(text)
        announce(self, text, assertive=True)

    def _on_state_changed(self, state: State) -> None:
        self._refresh(state, glide=True)

    def _on_history_moved(self) -> None:
        # The balloon whose card was taken back (the first still to enter) is chosen.
        self._selected = None
        self._stop_show()
        # After an undo or a redo the Baron's card, if still shown to some, waits for a press.
        self.show_card_button.setChecked(False)
        self._show_last_round()

    def _say_now(self, state: State, view: TableView) -> None:
        """Say what comes now, once: whose card is entered and the keys (with the round
        and the coach's facts when a round begins), a hook's question, or the result."""
        page = self.pages.currentIndex()
        parts: list[str] = []
        if page == CARDS_PAGE:
            key = (state.game, view.round)
            if key != self._said_round:
                self._said_round = key
                parts.append(self.round_label.text())
                if self.coach.lines():
                    parts.append(coach_text(self.coach.lines()))
            parts.append(self.prompt.text())
            if self._selected is not None:
                parts.append(card_keys_text())
            elif self.resolve_button.isEnabled():
                parts.append(resolve_key_text())
        elif page == HOOK_PAGE:
            parts = [self.hook_label.text(), hook_keys_text([b.text() for b in self.hook_buttons])]
        elif page == RESULT_PAGE:
            parts = [self.result.title.text(), self.result.reason.text(), self.result.lines.text()]
        text = sentence(parts)
        if text and text != self._said_now:
            self._said_now = text
            announce(self, text)

    # -- showing the state -----------------------------------------------------------------

    def _refresh(self, state: State, *, glide: bool) -> None:
        self._fill(state, glide=glide)
        if self.isVisible():
            # What the change asked for is laid out now, level by level, and the window
            # painted once, in its final layout (blocky/ui/kit/layouts.py).
            send_layout_requests(LAYOUT_LEVELS)

    def _fill(self, state: State, *, glide: bool) -> None:
        assert self._controller is not None
        view = table_view(state)
        names = self._controller.names
        # Told to the end, the balloons gliding included: the round's words stay in view
        # until the balloons are on their new spaces.
        telling = bool(self._pending) or self._step_timer.isActive() or self.sky.gliding
        if view.phase is not Phase.CARDS:
            self._selected = None
        elif self._selected is None or not self._can_enter(state, self._selected):
            self._selected = self._first_to_enter(state, view)
        # While a round is told, before its moves: its number and its revealed spaces.
        reveal = self._reveal if telling else None
        if reveal is not None and len(reveal[1]) != len(view.balloons):
            reveal = None
        round_number = view.round if reveal is None else reveal[0]
        self._round_shown = round_number
        self.round_label.setText(
            Montgolfiere.tr("Round {round} of {rounds}").format(
                round=round_number, rounds=view.max_rounds
            )
        )
        board = Montgolfiere.tr("{spaces}-space board").format(spaces=view.moon)
        if view.target is not None:
            board = Montgolfiere.tr("Game {game} of a match to {target} points · {board}").format(
                game=view.game, target=view.target, board=board
            )
        setup = state.setup
        if setup.baron_seat is not None and not self._controller.table_draws:
            # Shown so the same deal can be played again by entering it (M12).
            board += " · " + Montgolfiere.tr("shuffle number {seed}").format(seed=setup.seed)
        self.game_label.setText(board)
        if view.baron_pile is not None:
            self.baron_label.setText(
                Montgolfiere.tr("The Baron's pile: %n card(s)", None, view.baron_pile)
            )
        self.baron_label.setVisible(view.baron_pile is not None)
        self.header.update_texts()
        for row, b in zip(self.rows, view.balloons, strict=True):
            if reveal is not None:
                space = reveal[1][b.seat]
                b = replace(b, space=space, on_moon=space == view.moon)
            total = ""
            if view.target is not None:
                total = Montgolfiere.tr("%n point(s)", None, view.totals[b.seat])
            # While the round is told nobody waits for a card yet.
            status = "" if reveal is not None else self._status(state, view, b.seat)
            row.show_balloon(b, names[b.seat], status, b.seat == self._selected, total)
        # The board: while a round is told, the balloons stay where they were revealed.
        spaces = tuple(b.space for b in view.balloons)
        if not telling and not self.sky.gliding:
            self._shown_spaces = spaces
        shown = self._shown_spaces if len(self._shown_spaces) == len(spaces) else spaces
        self._shown_spaces = shown
        self.sky.set_board(view.moon, view.start)
        balloons = [(b.colour, names[b.seat][:1].upper(), b.baron) for b in view.balloons]
        if not self.sky.gliding:
            self.sky.show_balloons(balloons, shown, self._selected)
        self._show_peek(state, view)
        self.coach.show_state(state, names, self._selected)
        if telling:
            self.pages.setCurrentIndex(SHOW_PAGE)
            self.show_label.setText(Montgolfiere.tr("The round, step by step"))
            return
        if view.phase is Phase.CARDS:
            self._show_cards(state, view)
        elif view.phase is Phase.HOOK:
            self._show_hook(view)
        else:
            self._show_result(state, view)
        self._say_now(state, view)
