"""The turn panel: who plays, what to build, and only the choices the rules allow."""

from __future__ import annotations

from PySide6.QtCore import QMargins, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.actions import (
    Action,
    ChooseVariant,
    Partner,
    Report,
)
from blocky.games.blocky_mountains.catalogue import RouteCard
from blocky.games.blocky_mountains.describe import squirrels_text
from blocky.games.blocky_mountains.game import (
    current_actor,
    expected_but_refused,
    explain_illegal,
    first_attempt_only,
    legal_actions,
)
from blocky.games.blocky_mountains.outcome import last_card_warning, section_outlook
from blocky.games.blocky_mountains.state import Mode, Phase, State, Variant
from blocky.ui.games.blocky_mountains.controller import GameController, rules_tr
from blocky.ui.games.blocky_mountains.table_parts import last_card_text
from blocky.ui.games.blocky_mountains.turn_choices import CHOICE_SCALES, ChoicePanel
from blocky.ui.kit.theme import colour_name
from blocky.ui.kit.widgets import (
    FONT_SCALE_PROPERTY,
    SOLO_COLOUR,
    TEAM_COLOUR,
    BigButton,
    ElidedLabel,
    Swatch,
    scaled_font_label,
    short_names,
)

#: Mastered and Failed: the buttons pressed most, from a chair, by small hands.
REPORT_HEIGHT = 86
#: Their height when the panel is compact (see TurnPanel.set_compact): still a big target.
COMPACT_REPORT_HEIGHT = 54
#: How much larger than the app's text each part of the panel is drawn: normally, and
#: compact (a short window or large text: the choices must stay in view).
SCALES = {
    "who": (2.0, 1.5),
    "squirrels": (1.5, 1.2),
    "prompt": (1.7, 1.2),
    "card_title": (2.0, 1.4),
    "card_text": (1.4, 1.05),
    "warning": (1.35, 1.15),
    "report": (1.7, 1.4),
    "choice": CHOICE_SCALES,
}
#: The least size a long name and colour shrink to before they end in "…".
LEAST_WHO_SCALE = 1.3


def key_letter(translated: str, fallback: str) -> str:
    """A report key as its translation gives it: one letter (shown upper case), or
    ``fallback`` when the translation is not a single letter."""
    letter = translated.strip().upper()
    return letter if len(letter) == 1 and letter.isalpha() else fallback


class TurnPanel(ChoicePanel):
    """Shows the decision at hand; every click goes to the controller."""

    #: The player asked why a choice is missing or wants the rule (F1 opens help).
    help_requested = Signal()

    def __init__(self, controller: GameController | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("turnPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._controller: GameController | None = None
        #: The state shown (shown again when the panel turns compact).
        self._state: State | None = None

        layout = QVBoxLayout(self)
        # Tight enough that a card, a warning and four or five choices fit beside the map
        # on a 1366x768 screen without scrolling (a hidden choice is a choice not made).
        layout.setSpacing(8)

        who_row = QGridLayout()
        who_row.setVerticalSpacing(2)
        self._who_row = who_row
        self._swatch = Swatch("white", diameter=34)
        # One line: a name and colour too wide for the line take a smaller font, and only
        # a name longer still ends in "…" (whole in the tooltip), never widening the panel.
        self._who = ElidedLabel()
        who_font = self._who.font()
        who_font.setPointSizeF(who_font.pointSizeF() * 2.0)
        who_font.setBold(True)
        self._who.setFont(who_font)
        self._who.setObjectName("whoLabel")
        self._squirrels = scaled_font_label("", 1.5)
        self._squirrels.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self._squirrels.setObjectName("squirrelsLabel")
        who_row.addWidget(self._swatch, 0, 0)
        who_row.addWidget(self._who, 0, 1)
        who_row.setColumnStretch(1, 1)
        #: Where the squirrels stand: beside the name, or below it (see _arrange_who).
        self._squirrels_beside = True
        who_row.addWidget(self._squirrels, 0, 2)
        layout.addLayout(who_row)

        self._prompt = scaled_font_label("", 1.7, bold=True)
        self._prompt.setObjectName("promptLabel")
        self._prompt.setWordWrap(True)
        layout.addWidget(self._prompt)

        self._card_box = QFrame()
        self._card_box.setObjectName("cardBox")
        self._card_box.setFrameShape(QFrame.Shape.StyledPanel)
        card_layout = QVBoxLayout(self._card_box)
        self._card_title = scaled_font_label("", 2.0, bold=True)
        self._card_title.setObjectName("cardTitle")
        self._card_title.setWordWrap(True)
        self._card_needs = scaled_font_label("", 1.4)
        self._card_needs.setObjectName("cardNeeds")
        self._card_needs.setWordWrap(True)
        self._card_extra = scaled_font_label("", 1.4)
        self._card_extra.setObjectName("cardExtra")
        self._card_extra.setWordWrap(True)
        card_layout.addWidget(self._card_title)
        card_layout.addWidget(self._card_needs)
        card_layout.addWidget(self._card_extra)
        #: The card's spacing and margins as the style gives them (see set_compact).
        self._card_room = (card_layout.spacing(), card_layout.contentsMargins())
        layout.addWidget(self._card_box)

        self._warning = scaled_font_label("", 1.35, bold=True)
        self._warning.setObjectName("warningLabel")
        self._warning.setWordWrap(True)
        self._warning.setStyleSheet("color: #c0392b;")
        layout.addWidget(self._warning)

        # The two report buttons stand in a row of their own, shown and hidden as one
        # (see _show_reports).
        self._reports = QWidget()
        self._reports.setObjectName("reportRow")
        report_row = QHBoxLayout(self._reports)
        report_row.setContentsMargins(0, 0, 0, 0)
        report_row.setSpacing(layout.spacing())
        self._report_row = report_row
        # The report keys are letters of the words in the player's language (M and F in
        # English, G and N in German); the buttons and the keys line show the same letters.
        self.mastered_key = key_letter(self.tr("M", "key for Mastered, one letter"), "M")
        self.failed_key = key_letter(self.tr("F", "key for Failed, one letter"), "F")
        if self.failed_key == self.mastered_key:
            self.mastered_key, self.failed_key = "M", "F"
        self.mastered_button = BigButton(
            self.tr("Mastered  ({0})").format(self.mastered_key),
            scale=1.7,
            height=REPORT_HEIGHT,
            fit=True,
        )
        self.mastered_button.setObjectName("masteredButton")
        self.mastered_button.setAccessibleName(self.tr("Mastered"))
        self.mastered_button.setStyleSheet(
            "QPushButton { background: #2e8b57; color: white; border-radius: 10px; }"
            "QPushButton:focus { border: 3px solid #f1c40f; }"
        )
        self.failed_button = BigButton(
            self.tr("Failed  ({0})").format(self.failed_key),
            scale=1.7,
            height=REPORT_HEIGHT,
            fit=True,
        )
        self.failed_button.setObjectName("failedButton")
        self.failed_button.setAccessibleName(self.tr("Failed"))
        self.failed_button.setStyleSheet(
            "QPushButton { background: #c0392b; color: white; border-radius: 10px; }"
            "QPushButton:focus { border: 3px solid #f1c40f; }"
        )
        for button in (self.mastered_button, self.failed_button):
            self.keys_stay_on_click(button)
        self.mastered_button.clicked.connect(self._on_mastered_clicked)
        self.failed_button.clicked.connect(self._on_failed_clicked)
        report_row.addWidget(self.mastered_button)
        report_row.addWidget(self.failed_button)
        layout.addWidget(self._reports)

        layout.addWidget(self._choice_area())

        self._why_not = scaled_font_label("", 1.25)
        self._why_not.setObjectName("whyNotLabel")
        self._why_not.setWordWrap(True)
        layout.addWidget(self._why_not)

        self._error = scaled_font_label("", 1.25, bold=True)
        self._error.setObjectName("errorLabel")
        self._error.setWordWrap(True)
        self._error.setStyleSheet("color: #c0392b;")
        self._error.setVisible(False)
        layout.addWidget(self._error)
        layout.addStretch(1)

        self._hint = scaled_font_label(
            self.tr("Keys: {0} mastered, {1} failed, 1-9 choices, Ctrl+Z undo, F1 rules").format(
                self.mastered_key, self.failed_key
            ),
            1.1,
        )
        self._hint.setObjectName("keysHint")
        self._hint.setWordWrap(True)
        layout.addWidget(self._hint)

        self._add_shortcut(self.mastered_key, self.mastered_button)
        self._add_shortcut(self.failed_key, self.failed_button)
        self._add_choice_keys()
        if controller is not None:
            self.set_controller(controller)

    def set_compact(self, compact: bool) -> None:
        """Smaller words and report buttons, so a short window (or large text) keeps the
        player on turn, the card and the first choices in view."""
        if compact == self._compact:
            return
        self._compact = compact
        which = 1 if compact else 0
        base = QApplication.font().pointSizeF()
        for label, part in (
            (self._prompt, "prompt"),
            (self._card_title, "card_title"),
            (self._card_needs, "card_text"),
            (self._card_extra, "card_text"),
            (self._warning, "warning"),
            (self._squirrels, "squirrels"),
        ):
            scale = SCALES[part][which]
            label.setProperty(FONT_SCALE_PROPERTY, scale)
            font = label.font()
            font.setPointSizeF(base * scale)
            label.setFont(font)
        for button in (self.mastered_button, self.failed_button):
            button.set_scale(SCALES["report"][which])
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(4 if compact else 8)
        self._report_row.setSpacing(4 if compact else 8)
        card = self._card_box.layout()
        if card is not None:
            spacing, margins = self._card_room
            card.setSpacing(2 if compact else spacing)
            card.setContentsMargins(QMargins(6, 6, 6, 6) if compact else margins)
        if self._state is not None:
            self.show_state(self._state)
        self._arrange_who()

    def is_compact(self) -> bool:
        return self._compact

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange_who()

    def _arrange_who(self) -> None:
        """The colour and name of the player on turn, whole, beside the squirrels: in a
        smaller font (down to LEAST_WHO_SCALE) when they do not fit on the line, else the
        squirrels go below and the name and colour take the whole line (in a smaller
        font when they need to, and only then end in "…")."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        gap = max(0, self._who_row.horizontalSpacing())
        room = self.contentsRect().width() - margins.left() - margins.right()
        room -= self._swatch.sizeHint().width() + gap
        base = QApplication.font().pointSizeF()
        font = QFont(self._who.font())
        text = self._who.text()
        full = base * SCALES["who"][1 if self._compact else 0]
        font.setPointSizeF(full)
        least = base * LEAST_WHO_SCALE

        def fitted(width: int) -> bool:
            """The font at the largest size from ``full`` down to ``least`` that draws
            the text within ``width``; whether it does."""
            size = full
            font.setPointSizeF(size)
            while QFontMetrics(font).horizontalAdvance(text) > width and size > least:
                size = max(least, size - 0.5)
                font.setPointSizeF(size)
            return QFontMetrics(font).horizontalAdvance(text) <= width

        beside = fitted(room - gap - self._squirrels.sizeHint().width())
        if not beside:
            fitted(room)
        if abs(font.pointSizeF() - self._who.font().pointSizeF()) > 0.01:
            self._who.setFont(font)
        if beside != self._squirrels_beside:
            self._squirrels_beside = beside
            self._who_row.removeWidget(self._squirrels)
            if beside:
                self._who_row.addWidget(self._squirrels, 0, 2)
            else:
                self._who_row.addWidget(self._squirrels, 1, 1)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        # Nothing of the panel itself shows the focus; Qt would repaint all of it.
        event.accept()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()

    def set_keys_hint_shown(self, shown: bool) -> None:
        """The line listing the keys, left out when the choices need its room."""
        self._hint.setVisible(shown)

    def keys_hint_shown(self) -> bool:
        return self._hint.isVisibleTo(self)

    def keys_hint_room(self) -> int:
        """The height the line listing the keys takes, shown or not."""
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        return max(self._hint.minimumHeight(), self._hint.sizeHint().height()) + spacing

    # -- wiring --------------------------------------------------------------------------

    def set_controller(self, controller: GameController | None) -> None:
        if self._controller is not None:
            self._controller.state_changed.disconnect(self._on_controller_state_changed)
            self._controller.error_reported.disconnect(self._on_controller_error_reported)
        self._controller = controller
        if controller is not None:
            controller.state_changed.connect(self._on_controller_state_changed)
            controller.error_reported.connect(self._on_controller_error_reported)
            self.show_state(controller.state)

    def _on_controller_state_changed(self, state: State) -> None:
        self._error.setText("")
        self._error.setVisible(False)
        self.show_state(state)

    def _on_controller_error_reported(self, message: str) -> None:
        if self._controller is not None:
            message = short_names(message, self._controller.state.setup.players)
        self._error.setText(message)
        self._error.setVisible(bool(message))

    def _play(self, action: Action) -> None:
        if self._controller is not None:
            self._controller.play(action)

    def _on_mastered_clicked(self) -> None:
        self._play(Report(True))

    def _on_failed_clicked(self) -> None:
        self._play(Report(False))

    # -- what tests and the window read --------------------------------------------------

    def button_for(self, action: Action) -> QPushButton | None:
        if isinstance(action, Report):
            button = self.mastered_button if action.mastered else self.failed_button
            return button if button.isVisibleTo(self) else None
        for a, b in self._choices:
            if a == action:
                return b
        return None

    def why_not_text(self) -> str:
        return self._why_not.text()

    def prompt_text(self) -> str:
        return self._prompt.text()

    # -- drawing the state ---------------------------------------------------------------

    def show_state(self, state: State) -> None:
        self._state = state
        setup = state.setup
        actor = current_actor(state)
        player = state.turn
        if setup.mode is Mode.RACE:
            colour = setup.colours[player]
            self._swatch.set_colour(colour)
            self._who.setText(
                self.tr("{colour}: {name}").format(
                    colour=colour_name(colour), name=setup.players[player]
                )
            )
        else:
            colour = TEAM_COLOUR if setup.mode is Mode.TEAM else SOLO_COLOUR
            self._swatch.set_colour(colour, self.tr("Player colour"))
            self._who.setText(setup.players[player])
        if setup.mode is Mode.TEAM:
            self._squirrels.setText(
                self.tr("Team: {0}").format(squirrels_text(state.squirrels[0], rules_tr))
            )
        else:
            self._squirrels.setText(
                squirrels_text(state.squirrels[state.squirrel_holder], rules_tr)
            )
        self._swatch.setVisible(actor is not None)
        self._show_card(state)
        names = setup.players
        self._prompt.setText(short_names(self._prompt_for(state), names, self._prompt.font()))
        self._warning.setText(short_names(self._warning_for(state), names, self._warning.font()))
        self._warning.setVisible(bool(self._warning.text()))

        legal = legal_actions(state)
        reports = [a for a in legal if isinstance(a, Report)]
        self._show_reports(Report(True) in reports, Report(False) in reports)
        choices = [a for a in legal if not isinstance(a, Report)]
        if any(isinstance(a, ChooseVariant) for a in legal):
            # One question at a time: who holds a 2-rod card's second rod is asked next
            # to Mastered and Failed (the rules allow it then too), not with the variant.
            choices = [a for a in choices if not isinstance(a, Partner)]
        # Beside other choices (feeding the fox, the names for the second rod) the two big
        # buttons give up a little height, so no choice is pushed below the panel's edge.
        height = COMPACT_REPORT_HEIGHT if self._compact else REPORT_HEIGHT
        if choices:
            height -= 22 if sum(isinstance(a, Partner) for a in choices) > 1 else 14
        for button in (self.mastered_button, self.failed_button):
            button.setMinimumHeight(height)
        self._set_choices(state, choices)
        why = self._why_not_for(state, legal)
        self._why_not.setText(short_names("\n".join(why), names, self._why_not.font()))
        self._why_not.setVisible(bool(why))
        self._arrange_who()

    def _show_reports(self, mastered: bool, failed: bool) -> None:
        """Offer Mastered and Failed, each or both or neither.

        Both come and go together as one row: on a desktop each widget Qt shows or
        hides under the mouse asks the window system where the pointer is (to tell the
        widget under it that the mouse entered), a wait for the display on every one.
        The buttons are changed while their row is hidden, so a turn that brings them
        asks once, for the row."""
        row = self._reports
        for button, offered in ((self.mastered_button, mastered), (self.failed_button, failed)):
            if not offered and button.hasFocus():
                # The panel keeps the keys when the button pressed goes: Qt would pass
                # the focus on to whatever comes next in the window (the coach's switch).
                self.setFocus()
        if not (mastered or failed):
            row.setVisible(False)
            return
        self.mastered_button.setVisible(mastered)
        self.failed_button.setVisible(failed)
        row.setVisible(True)

    def _show_card(self, state: State) -> None:
        card = state.current_card
        # Compact, the owl tile to choose needs the room more than the card tried.
        if card is None or self._compact and state.phase is Phase.OWL_CHOICE:
            self._card_box.setVisible(False)
            return
        self._card_box.setVisible(True)
        self._card_title.setText(
            self.tr("{name}  (route {pile})").format(name=rules_tr(card.name), pile=card.pile)
        )
        self._card_needs.setText(self._needs_text(card))
        extra = card.extra_task
        # Only a card with an extra task gets the line: it saves the height a choice needs.
        self._card_extra.setVisible(extra is not None)
        if extra is None:
            self._card_extra.setText("")
        elif state.variant is Variant.NORMAL:
            # Chosen: the task is not part of this attempt, and its lines make room.
            self._card_extra.setText(self.tr("Normal route: without the extra task."))
        else:
            also = (
                " " + self.tr("(+ {0})").format(", ".join(rules_tr(m) for m in extra.materials))
                if extra.materials
                else ""
            )
            # (The difficult route, once chosen, has its own warning line below the card.)
            self._card_extra.setText(
                self.tr("Extra task: {task}{also}: +{reward} on the first attempt").format(
                    task=rules_tr(extra.text).rstrip("."),
                    also=also,
                    reward=squirrels_text(extra.squirrels, rules_tr),
                )
            )

    def _needs_text(self, card: RouteCard) -> str:
        rods = self.tr("%n rod(s)", "", card.rods)
        lines = [
            self.tr("{rods}; needs: {materials}").format(
                rods=rods, materials=", ".join(rules_tr(m) for m in card.materials)
            )
        ]
        if card.ice_crystal:
            lines.append(
                self.tr("Ice crystal: the grizzly slides and must keep touching the path.")
            )
        if card.guesses:
            lines[-1] += "  " + self.tr("(check the card)")
        return "\n".join(lines)

    def _prompt_for(self, state: State) -> str:
        ph = state.phase
        setup = state.setup
        if ph is Phase.OVER:
            return self.tr("The game is over.")
        if ph is Phase.REVEAL_CARD:
            return self.tr("Turn over the top card of pile {0}. Which card is it?").format(
                state.pending_pile
            )
        if ph is Phase.REVEAL_OWL:
            return self.tr("Turn over the face-down owl tile. What does it show?")
        if ph is Phase.START:
            if setup.mode is Mode.TEAM:
                return self.tr("Take the major shortcut, or turn over the next card?")
            if state.card is None:
                return self.tr("Choose a pile and turn over its top card.")
            return self.tr("Take the built route, or change to another route?")
        if ph is Phase.PREPARE:
            card = state.current_card
            if card is not None and card.extra_task is not None and state.variant is None:
                return self.tr("Normal or difficult route?")
            if state.attempt == 0:
                return self.tr("Build the route and try it. Then press Mastered or Failed.")
            return self.tr("Attempt {0}: try again, then press Mastered or Failed.").format(
                state.attempt + 1
            )
        if ph is Phase.RETRY:
            return self.tr("That attempt failed. Try again or accept the failure?")
        if ph is Phase.OWL_CHOICE:
            # The tiles read "4/2"; a child needs to know which number counts now.
            if state.result_mastered:
                return self.tr(
                    "Mastered! Which owl tile do you turn over? You move forward by its "
                    "first number."
                )
            return self.tr(
                "Failed. Which owl tile do you turn over? You move back by its second number."
            )
        return ""

    def _warning_for(self, state: State) -> str:
        setup = state.setup
        lines: list[str] = []
        if setup.mode is Mode.TEAM and state.phase is not Phase.OVER:
            t9 = last_card_warning(state)
            outlook = section_outlook(state)
            if t9 is not None:
                lines.append(last_card_text(t9))
            elif outlook is not None and not outlook.reachable:
                # Told as soon as the rules see it, not only on the last card.
                if outlook.peak:
                    text = self.tr(
                        "The peak C can no longer be reached: too few cards are left in "
                        "pile {pile}. The team will lose when they run out."
                    )
                else:
                    text = self.tr(
                        "Intermediate destination {pile} can no longer be reached: too few "
                        "cards are left in pile {pile}. The team will lose when they run out."
                    )
                lines.append(text.format(pile=outlook.pile))
            if first_attempt_only(state):
                lines.append(
                    self.tr("Fox space: this route must be mastered on the first attempt.")
                )
        if state.phase is Phase.PREPARE and state.variant is Variant.DIFFICULT:
            lines.append(self.tr("Difficult route: one attempt only."))
        if setup.mode is Mode.RACE and state.final_round and state.phase is not Phase.OVER:
            lines.append(self.tr("Someone reached the peak: this is the last round."))
        return "\n".join(lines)

    def _why_not_for(self, state: State, legal: list[Action]) -> list[str]:
        """Short lines for choices a player may expect that the rules do not offer now."""
        return [
            explain_illegal(state, action, rules_tr)
            for action in expected_but_refused(state, legal)
        ]
