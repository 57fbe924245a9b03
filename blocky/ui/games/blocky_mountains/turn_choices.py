"""The turn panel's choices and their keys: a button for each choice the rules allow,
numbered 1-9, 0, Q and W (the digits' own characters too on a French keyboard), and the
Mastered and Failed keys. The panel around them is turn_panel.TurnPanel."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QPushButton,
    QWidget,
)

from blocky.games.blocky_mountains.actions import (
    Action,
    ChooseVariant,
    Partner,
    RevealCard,
)
from blocky.games.blocky_mountains.describe import describe_action
from blocky.games.blocky_mountains.game import (
    CHANCE,
    current_actor,
)
from blocky.games.blocky_mountains.state import State
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.kit.widgets import (
    BigButton,
    plain_tooltip,
    scaled_font_label,
    short_names,
)

#: The key of each listed choice, in order: 1-9, then 0 for the tenth and Q and W for
#: the eleventh and twelfth (a pile's cards, told in a table-draws game, run to twelve).
CHOICE_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Q", "W")
MAX_CHOICE_KEYS = len(CHOICE_KEYS)
#: The characters of the digit keys 1 to 9 on a French (AZERTY) keyboard, without Shift.
AZERTY_DIGITS = ("&", "é", '"', "'", "(", "-", "è", "_", "ç")
#: How much larger than the app's text a choice is drawn: normally, and compact.
CHOICE_SCALES = (1.4, 1.2)


def button_text(text: str) -> str:
    """Button text shows '&' literally instead of turning it into a mnemonic."""
    return text.replace("&", "&&")


class ChoicePanel(QFrame):
    """A panel offering the choices at hand, each on a button and a key."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._choices: list[tuple[Action, QPushButton]] = []
        #: The choice buttons, made once and given the next turn's choices: a new button
        #: for every choice of every turn cost each click its making, styling and a
        #: layout of the whole panel.
        self._pool: list[BigButton] = []
        #: Where the choices stand in their grid now (see _set_choices).
        self._places: list[tuple[QWidget, int, int, int, int]] = []
        #: Compact: smaller words and report buttons (see set_compact).
        self._compact = False
        self._shortcuts: list[QShortcut] = []

    def _play(self, action: Action) -> None:
        """The player chose ``action`` (the panel hands it to the game)."""
        raise NotImplementedError

    def _choice_area(self) -> QWidget:
        """The box the choices stand in, in a grid, made once (the panel places it).

        Its buttons are shown and hidden while the box is hidden, and the box shown
        once: on a desktop each widget Qt shows under the mouse asks the window system
        where the pointer is, a wait for the display on every one (see _set_choices)."""
        self._choice_box = QWidget()
        self._choice_box.setObjectName("choiceBox")
        self._choice_box.setVisible(False)
        self._choice_grid = QGridLayout(self._choice_box)
        self._choice_grid.setContentsMargins(0, 0, 0, 0)
        self._choice_grid.setSpacing(8)
        # Above the names when several adventurers could hold a 2-rod card's second rod.
        self._partner_heading = scaled_font_label(
            self.tr("Who holds the second rod? (You may skip this.)"), 1.2
        )
        self._partner_heading.setObjectName("partnerHeading")
        self._partner_heading.setWordWrap(True)
        self._partner_heading.setVisible(False)
        return self._choice_box

    def _add_choice_keys(self) -> None:
        # On a French (AZERTY) keyboard the digits need Shift: the keys' own characters
        # (& é " ' ( - è _ ç) choose the first nine too when the app speaks French.
        azerty = QLocale().language() == QLocale.Language.French
        for n, key in enumerate(CHOICE_KEYS, start=1):
            keys = [key] + ([AZERTY_DIGITS[n - 1]] if azerty and n <= len(AZERTY_DIGITS) else [])
            for each in keys:
                sc = QShortcut(QKeySequence(each), self)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda n=n: self.press_choice(n))
                self._shortcuts.append(sc)

    def _add_shortcut(self, key: str, button: QPushButton) -> None:
        sc = QShortcut(QKeySequence(key), self)
        sc.setContext(Qt.ShortcutContext.WindowShortcut)
        sc.activated.connect(lambda: button.click() if button.isVisible() else None)
        self._shortcuts.append(sc)

    def press_choice(self, number: int) -> None:
        """Keys 1-9, 0, Q, W (:data:`CHOICE_KEYS`): press the listed choice with that
        number (1 to 12)."""
        if not self.isVisible():
            return
        if 1 <= number <= len(self._choices):
            self._choices[number - 1][1].click()

    def choices(self) -> list[tuple[Action, QPushButton]]:
        return list(self._choices)

    @staticmethod
    def keys_stay_on_click(button: QPushButton) -> None:
        """A click or a tap on ``button`` leaves the keyboard where it was; Tab still
        reaches it. The panel's keys work from anywhere in the window, and a button that
        took the focus at each click gave it back to the panel when the next turn took
        its choice away: two changes of focus through the window a click (ten events,
        the report buttons' style sheets asked again for their focused look), some 3 %
        of a click's work."""
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def _choice_button(self, slot: int) -> BigButton:
        """The button for the choice listed at ``slot`` (made when first needed)."""
        while len(self._pool) <= slot:
            button = BigButton(fit=True)
            self.keys_stay_on_click(button)
            button.clicked.connect(lambda _=False, b=button: self._on_choice_clicked(b))
            self._pool.append(button)
        return self._pool[slot]

    def _on_choice_clicked(self, button: QPushButton) -> None:
        for action, shown in self._choices:
            if shown is button:
                self._play(action)
                return

    def _set_choices(self, state: State, actions: list[Action]) -> None:
        old = [action for action, _ in self._choices]
        if old != actions and any(b.hasFocus() for b in self._pool):
            # A button keeps no focus once it offers another choice: Enter must not
            # press a choice the player has not seen yet.
            self.setFocus()
        self._choices = []
        chance = current_actor(state) == CHANCE
        partners = sum(isinstance(a, Partner) for a in actions)
        # Several short choices go side by side: the cards that can have turned up, and
        # the names of the adventurers who could hold a 2-rod card's second rod (up to
        # six, below the report buttons: one row each would push them off the screen).
        side_by_side = chance and len(actions) > 4
        by_name = partners > 1
        columns = 3 if side_by_side or partners > 2 else 2 if by_name else 1
        # A long list of single-row choices (take the route, three route changes, a
        # shortcut) gets slightly lower buttons, still far taller than a finger.
        long_list = columns == 1 and len(actions) >= 4
        height = 42 if by_name or (long_list and len(actions) >= 5) else 46 if long_list else 52
        if self._compact:
            height = min(height, 46)
        spacing = 6 if height < 52 else 8
        if self._choice_grid.spacing() != spacing:
            self._choice_grid.setSpacing(spacing)
        row = column = 0
        heading_placed = False
        #: Where each widget goes in the grid: (widget, row, column, rows, columns).
        places: list[tuple[QWidget, int, int, int, int]] = []
        for i, action in enumerate(actions):
            label = describe_action(state, action, rules_tr)
            in_grid = side_by_side or (by_name and isinstance(action, Partner))
            shown = label
            if by_name and isinstance(action, Partner):
                shown = state.setup.players[action.seat]
            number = i + 1
            key = CHOICE_KEYS[i] if number <= MAX_CHOICE_KEYS else ""
            text = f"{key}.  {shown}" if key else shown
            button = self._choice_button(i)
            button.set_scale(1.15 if in_grid else CHOICE_SCALES[1 if self._compact else 0])
            button.setMinimumHeight(height)
            # A long name is cut on the button, and said whole in its tooltip.
            short = short_names(text, state.setup.players, button.font())
            shown_text = button_text(short)
            if button.text() != shown_text:
                button.setText(shown_text)
            name = f"choice_{action.kind}"
            if button.objectName() != name:
                button.setObjectName(name)
            if button.accessibleName() != label:
                button.setAccessibleName(label)
            tip = ""
            if isinstance(action, ChooseVariant) and action.difficult:
                tip = self.tr("One attempt only; no squirrels can help.")
            if isinstance(action, RevealCard):
                tip = self.tr("The card that turned up on the table")
            if shown != label or short != text:
                tip = plain_tooltip(label)
            if button.toolTip() != tip:
                button.setToolTip(tip)
            heading = by_name and isinstance(action, Partner) and not heading_placed
            if column and (heading or not in_grid):
                row, column = row + 1, 0  # the heading and a whole-row choice start a row
            if heading:
                places.append((self._partner_heading, row, 0, 1, columns))
                heading_placed = True
                row += 1
            if in_grid:
                places.append((button, row, column, 1, 1))
                column += 1
                if column == columns:
                    row, column = row + 1, 0
            else:
                places.append((button, row, 0, 1, columns))
                row += 1
            self._choices.append((action, button))
        if places != self._places:
            # Placed again only when the grid changes: the same places (one more Mastered
            # or Failed, the next card's route) keep the grid's layout as it is.
            for button in self._pool:
                self._choice_grid.removeWidget(button)
            self._choice_grid.removeWidget(self._partner_heading)
            for widget, at_row, at_column, rows, spanned in places:
                self._choice_grid.addWidget(widget, at_row, at_column, rows, spanned)
            self._places = places
        box = self._choice_box
        coming = heading_placed and self._partner_heading.isHidden()
        coming = coming or any(chosen.isHidden() for _, chosen in self._choices)
        if (coming or not actions) and not box.isHidden():
            # New buttons are shown while the box is hidden, then the box once; with no
            # choice left the box goes first, and its buttons with it.
            focus = QApplication.focusWidget()
            if focus is not None and box.isAncestorOf(focus):
                self.setFocus()
            box.setVisible(False)
        self._partner_heading.setVisible(heading_placed)
        for _, chosen in self._choices:
            chosen.show()  # a layout shows new children only from the event loop
        for button in self._pool[len(actions) :]:
            button.hide()
        box.setVisible(bool(actions))
