"""Montgolfière's new-game page: 2-6 balloons (a player's name and colour each), the Black
Baron, the board (15 or 12 spaces), how the Baron's cards are drawn, and a match target.

The board starts as the player's box has it: the French box has 12 spaces, the English
and German ones 15. Every change is checked at once; the line above Start says what is
still missing, and Start is enabled only when the game can be played.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from blocky.games.montgolfiere.setup import (
    BARON_COLOUR,
    BARON_NAME,
    COLOURS,
    DEFAULT_TARGET,
    MAX_BALLOONS,
    MAX_TARGET,
    Balloon,
    Draws,
    Setup,
    SetupError,
    player_colours,
)
from blocky.ui.games.montgolfiere.sky import balloon_fill
from blocky.ui.games.montgolfiere.words import Montgolfiere, baron_name, colour_word
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.setup_page import NameBox, choice_page_style
from blocky.ui.kit.widgets import (
    BigButton,
    Swatch,
    WrapCheckBox,
    WrapRadioButton,
    plain_label,
    scaled_font_label,
)

MAX_SEED = 999_999
#: The size of a radio button's or check box's mark, as on Blocky Mountains' page.
INDICATOR = 26


def default_edition() -> str:
    """The board of the player's box: 12 spaces in French, 15 otherwise."""
    return "12" if QLocale().language() == QLocale.Language.French else "15"


class BalloonLine(QWidget):
    """One balloon's name and colour."""

    def __init__(self, seat: int, profiles: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.swatch = Swatch(balloon_fill(COLOURS[seat]).name(), diameter=30)
        self.name = NameBox(profiles, Montgolfiere.tr("Name of balloon {n}").format(n=seat + 1))
        self.name.setObjectName(f"balloonNameBox{seat}")
        # Two columns of balloons share the page: a box narrower than a race page's.
        self.name.setMinimumWidth(150)
        self.colour = QComboBox()
        self.colour.setObjectName(f"balloonColour{seat}")
        self.colour.setMinimumHeight(46)
        self.colour.setAccessibleName(Montgolfiere.tr("Colour of balloon {n}").format(n=seat + 1))
        for c in COLOURS:
            self.colour.addItem(colour_word(c), c)
        self.colour.setCurrentIndex(seat)
        self.colour.currentIndexChanged.connect(self._on_colour)
        self._hint = ""
        layout.addWidget(self.swatch)
        layout.addWidget(self.name, 1)
        layout.addWidget(self.colour)

    def _on_colour(self, _index: int) -> None:
        self.swatch.set_colour(balloon_fill(self.chosen_colour()).name(), colour_word(self.chosen_colour()))

    def chosen_colour(self) -> str:
        return str(self.colour.currentData())

    def set_colour(self, colour: str) -> None:
        self.colour.setCurrentIndex(COLOURS.index(colour))

    def show_baron(self, baron: bool) -> None:
        """This line's black balloon is the Baron's while he flies: no name to type."""
        line = self.name.lineEdit()
        if line is not None:
            if baron:
                self._hint = line.placeholderText() or self._hint
                line.setPlaceholderText(baron_name())
            elif self._hint:
                line.setPlaceholderText(self._hint)
        self.name.setEnabled(not baron)
        self.colour.setEnabled(not baron)

    def offer_black(self, offered: bool) -> None:
        """Black is the Baron's while he flies: the list offers it to no player then."""
        model = self.colour.model()
        if isinstance(model, QStandardItemModel):
            item = model.item(COLOURS.index(BARON_COLOUR))
            if item is not None:
                item.setEnabled(offered)


class MontgolfiereNewGame(QWidget):
    start_requested = Signal(object)
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("montgolfiereNewGame")
        # The colour each person had last time (see set_person_colours).
        self._person_colours: dict[str, str] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # As on Blocky Mountains' page: a short window scrolls the choices, and the Start
        # button stays in view below them.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(40, 20, 40, 8)
        layout.setSpacing(12)
        self.title = scaled_font_label(Montgolfiere.tr("New Montgolfière game"), 2.0, bold=True)
        self.title.setObjectName("newGameTitle")
        layout.addWidget(self.title)

        self.balloons_box = QGroupBox(Montgolfiere.tr("Balloons: 2 to 6, the Black Baron included"))
        self._grid = QGridLayout(self.balloons_box)
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(6)
        self.lines: list[BalloonLine] = []
        layout.addWidget(self.balloons_box)

        options = QHBoxLayout()
        left = QVBoxLayout()
        self.baron = WrapCheckBox(Montgolfiere.tr("The Black Baron flies (his cards come from his own pile)"))
        self.baron.setObjectName("baronCheck")
        self.baron.toggled.connect(self._check)
        left.addWidget(self.baron)
        # Said plainly while he flies: children point at the black balloon for him.
        self.black_note = plain_label(
            Montgolfiere.tr("The Black Baron flies the black balloon, so no player is black.")
        )
        self.black_note.setObjectName("blackIsBarons")
        self.black_note.setProperty("role", "choiceText")
        self.black_note.setWordWrap(True)
        self.black_note.setVisible(False)
        self.baron.toggled.connect(self._on_baron_toggled)
        left.addWidget(self.black_note)
        board = QGroupBox(Montgolfiere.tr("Board"))
        bl = QHBoxLayout(board)
        self.board15 = WrapRadioButton(Montgolfiere.tr("15 spaces (English box)"))
        self.board15.setObjectName("board15")
        self.board12 = WrapRadioButton(Montgolfiere.tr("12 spaces (French box)"))
        self.board12.setObjectName("board12")
        self._boards = QButtonGroup(self)
        self._boards.addButton(self.board15)
        self._boards.addButton(self.board12)
        bl.addWidget(self.board15)
        bl.addWidget(self.board12)
        left.addWidget(board)
        match = QHBoxLayout()
        self.match = WrapCheckBox(Montgolfiere.tr("Play a match to"))
        self.match.setObjectName("matchCheck")
        self.target = QSpinBox()
        self.target.setObjectName("targetSpin")
        self.target.setRange(1, MAX_TARGET)
        self.target.setValue(DEFAULT_TARGET)
        self.target.setMinimumHeight(40)
        self.match.toggled.connect(self.target.setEnabled)
        self.match.toggled.connect(self._check)
        match.addWidget(self.match)
        match.addWidget(self.target)
        points = plain_label(Montgolfiere.tr("points"))
        points.setProperty("role", "choiceText")
        match.addWidget(points)
        match.addStretch(1)
        left.addLayout(match)
        options.addLayout(left, 1)

        draws = QGroupBox(Montgolfiere.tr("The Baron's cards"))
        self.draws_box = draws
        dl = QGridLayout(draws)
        self.app_draws = WrapRadioButton(Montgolfiere.tr("The app draws them; shuffle number:"))
        self.app_draws.setObjectName("appDraws")
        self.table_draws = WrapRadioButton(Montgolfiere.tr("We turn his real cards and enter them"))
        self.table_draws.setObjectName("tableDraws")
        self._draws = QButtonGroup(self)
        self._draws.addButton(self.app_draws)
        self._draws.addButton(self.table_draws)
        self.seed = QSpinBox()
        self.seed.setObjectName("seedSpin")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setMinimumHeight(40)
        self.seed.setToolTip(Montgolfiere.tr("Enter the same number again to deal the same cards."))
        # The radio button beside it is not its label: a screen reader names it apart.
        self.seed.setAccessibleName(Montgolfiere.tr("Shuffle number of the Baron's pile"))
        self.app_draws.setChecked(True)
        self.app_draws.toggled.connect(self.seed.setEnabled)
        dl.addWidget(self.app_draws, 0, 0)
        dl.addWidget(self.seed, 0, 1)
        dl.addWidget(self.table_draws, 1, 0, 1, 2)
        options.addWidget(draws, 1)
        layout.addLayout(options)
        self.baron.toggled.connect(draws.setEnabled)
        draws.setEnabled(False)

        layout.addStretch(1)

        footer = QVBoxLayout()
        footer.setContentsMargins(40, 6, 40, 20)
        footer.setSpacing(8)
        # What is still missing, or "Ready!" (filling in the page is how a game begins).
        self.error_label = scaled_font_label("", 1.25, bold=True)
        self.error_label.setObjectName("newGameError")
        self.error_label.setWordWrap(True)
        footer.addWidget(self.error_label)
        buttons = QHBoxLayout()
        self.cancel_button = BigButton(Montgolfiere.tr("Back  (Esc)"))
        self.cancel_button.setAccessibleName(Montgolfiere.tr("Back"))
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.start_button = BigButton(Montgolfiere.tr("Start the game  (Enter)"), scale=1.5)
        self.start_button.setAccessibleName(Montgolfiere.tr("Start the game"))
        self.start_button.setObjectName("startButton")
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.cancel_button, 1)
        buttons.addWidget(self.start_button, 2)
        footer.addLayout(buttons)
        outer.addLayout(footer)
        for keys in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(self.start)
        # Escape goes back, as on Blocky Mountains' page.
        back = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        back.activated.connect(self.cancel_button.click)
        self.prepare_mode("game", [])
        self._restyle()

    def _restyle(self) -> None:
        self.setStyleSheet(choice_page_style(self.palette(), INDICATOR))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    def _on_baron_toggled(self, flies: bool) -> None:
        """Black is the Baron's while he flies: a player in black swaps colours with a line
        nobody is named on, and the black line shows the Baron."""
        self.black_note.setVisible(flies)
        for line in self.lines if flies else []:
            if line.chosen_colour() != BARON_COLOUR or not line.name.name():
                continue
            used = {ln.chosen_colour() for ln in self.lines if ln is not line}
            free = [c for c in player_colours(True) if c not in used]
            if free:
                line.set_colour(free[0])
                continue
            donor = next(
                (ln for ln in reversed(self.lines)
                 if not ln.name.name() and ln.chosen_colour() != BARON_COLOUR),
                None,
            )  # fmt: skip
            if donor is not None:
                colour = donor.chosen_colour()
                donor.set_colour(BARON_COLOUR)
                line.set_colour(colour)
        for line in self.lines:
            line.offer_black(not flies)
            line.show_baron(flies and line.chosen_colour() == BARON_COLOUR and not line.name.name())
        self._check()

    # -- the form's protocol ---------------------------------------------------------------

    def prepare_mode(self, mode: str, profiles: list[str]) -> None:
        """An empty form for a single game or a match, offering the saved players."""
        self._set_profiles(profiles)
        for i, line in enumerate(self.lines):
            line.name.setEditText("")
            line.set_colour(COLOURS[i])
        self.baron.setChecked(False)
        (self.board12 if default_edition() == "12" else self.board15).setChecked(True)
        self.app_draws.setChecked(True)
        self.seed.setValue(random.randint(1, MAX_SEED))  # a shuffle, no secret
        self.match.setChecked(mode == "match")
        self.target.setValue(DEFAULT_TARGET)
        self.target.setEnabled(mode == "match")
        self._check()
        # Typing begins with the first balloon's name.
        self.lines[0].name.setFocus()

    def prepare(self, setup: Any, profiles: list[str] | None = None) -> None:
        """The form as ``setup`` was (play again with the same players and choices)."""
        if profiles is not None:
            self._set_profiles(profiles)
        players = [b for b in setup.balloons if not b.baron]
        for i, line in enumerate(self.lines):
            if i < len(players):
                line.name.setEditText(players[i].name)
                line.set_colour(players[i].colour)
            else:
                line.name.setEditText("")
        self.baron.setChecked(setup.baron_seat is not None)
        # A game saved before black was the Baron's may have a player in black.
        self._on_baron_toggled(self.baron.isChecked())
        (self.board12 if setup.edition == "12" else self.board15).setChecked(True)
        (self.app_draws if setup.draws is Draws.APP else self.table_draws).setChecked(True)
        self.seed.setValue(random.randint(1, MAX_SEED))  # a new shuffle
        self.match.setChecked(setup.target is not None)
        self.target.setValue(setup.target or DEFAULT_TARGET)
        self._check()
        # Everything filled in as before: Enter (or Space) starts the game.
        if self.start_button.isEnabled():
            self.start_button.setFocus()
        else:
            self.lines[0].name.setFocus()

    def _set_profiles(self, profiles: list[str]) -> None:
        """New name boxes offering ``profiles`` (the names typed so far are kept)."""
        typed = [line.name.currentText() for line in self.lines]
        colours = [line.chosen_colour() for line in self.lines]
        for line in self.lines:
            self._grid.removeWidget(line)
            line.hide()
            line.deleteLater()
        self.lines = []
        for seat in range(MAX_BALLOONS):
            line = BalloonLine(seat, profiles)
            line.name.setEditText(typed[seat] if seat < len(typed) else "")
            if seat < len(colours):
                line.set_colour(colours[seat])
            line.name.editTextChanged.connect(self._check)
            line.name.name_chosen.connect(lambda name, ln=line: self._to_own_colour(ln, name))
            line.colour.currentIndexChanged.connect(self._check)
            line.offer_black(not self.baron.isChecked())
            self._grid.addWidget(line, seat % 3, seat // 3)
            self.lines.append(line)
        self._set_tab_order()

    def _set_tab_order(self) -> None:
        # As the form reads: the balloons one by one (name, colour), then the options,
        # then Back and Start. The name boxes are made after the options, so without this
        # Tab would reach them last.
        order: list[QWidget] = [w for line in self.lines for w in (line.name, line.colour)]
        order += [
            self.baron,
            self.board15,
            self.board12,
            self.match,
            self.target,
            self.app_draws,
            self.table_draws,
            self.seed,
            self.cancel_button,
            self.start_button,
        ]
        for a, b in itertools.pairwise(order):
            QWidget.setTabOrder(a, b)

    def set_person_colours(self, colours: dict[str, str]) -> None:
        """The colour each person had last time, in any game and mode (name: colour): a
        person chosen for a balloon flies it in their colour when it is a balloon colour
        (white and black are markers' colours too)."""
        self._person_colours = dict(colours)

    def _to_own_colour(self, line: BalloonLine, name: str) -> None:
        """Give ``line`` the colour its person had last time; the line that had that
        colour takes this line's, so no two balloons share one. A colour another named
        player had last time too stays theirs."""
        want = self._person_colours.get(name)
        if want not in player_colours(self.baron.isChecked()) or want == line.chosen_colour():
            return
        other = next((ln for ln in self.lines if ln is not line and ln.chosen_colour() == want), None)
        if other is not None:
            other_name = other.name.name()
            if other_name and self._person_colours.get(other_name) == want:
                return
            other.set_colour(line.chosen_colour())
        line.set_colour(want)

    # -- the set-up ------------------------------------------------------------------------

    def setup(self) -> Setup:
        """The set-up the form describes (raises SetupError saying what is missing)."""
        balloons = [
            Balloon(line.name.name(), line.chosen_colour())
            for line in self.lines
            if line.name.name()
        ]
        if self.baron.isChecked():
            if len(balloons) >= MAX_BALLOONS:
                raise SetupError("Six players fly already.", "balloon_count", count=7)
            balloons.append(Balloon(BARON_NAME, BARON_COLOUR, True))
        if len(balloons) < 2 or not any(not b.baron for b in balloons):
            raise SetupError(
                "Montgolfière needs 2 to 6 balloons.", "balloon_count", count=len(balloons)
            )
        setup = Setup(
            tuple(balloons),
            "12" if self.board12.isChecked() else "15",
            Draws.APP if self.app_draws.isChecked() else Draws.TABLE,
            self.seed.value(),
            self.target.value() if self.match.isChecked() else None,
        )
        setup.check_new()
        return setup

    def _check(self) -> None:
        try:
            self.setup()
        except SetupError as exc:
            count = exc.params.get("count", 0)
            if exc.kind == "balloon_count" and isinstance(count, int) and count < 2:
                self.error_label.setText(
                    Montgolfiere.tr("Enter at least two players, or one and the Black Baron.")
                )
            else:
                self.error_label.setText(error_text(exc))
            self.start_button.setEnabled(False)
            return
        self.error_label.setText(Montgolfiere.tr("Ready! Press Start or Enter."))
        self.start_button.setEnabled(True)

    def start(self) -> None:
        if not self.isVisible() and self.parent() is not None:
            return
        try:
            setup = self.setup()
        except SetupError as exc:
            self.error_label.setText(error_text(exc))
            return
        self.start_requested.emit(setup)
