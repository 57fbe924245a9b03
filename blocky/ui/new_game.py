"""The new-game page: mode, players (from profiles or new), level or course, and draws."""

from __future__ import annotations

import random

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from blocky.rules.state import RACE_COLOURS, Draws, Setup, SetupError
from blocky.ui.errors import error_text
from blocky.ui.widgets import BigButton, Swatch, colour_name_tr, plain_label, scaled_font_label

MAX_TEAM = 7
MAX_SEED = 999_999


class NameBox(QComboBox):
    """A player name: pick a profile or type a new name (plain text, any characters)."""

    def __init__(self, names: list[str], accessible: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addItems(names)
        self.setCurrentIndex(-1)
        self.setEditText("")
        self.setMinimumHeight(44)
        self.setMinimumWidth(260)
        self.setAccessibleName(accessible)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.setFont(font)

    def name(self) -> str:
        return self.currentText().strip()


class NewGamePage(QWidget):
    """Emits ``start_requested(setup)`` once the choices make a playable game."""

    start_requested = Signal(object)
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGamePage")
        self._mode = "race"
        self._profiles: list[str] = []
        self._rows: list[tuple[QCheckBox, NameBox, str]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(14)
        self._title = scaled_font_label("", 2.0, bold=True)
        layout.addWidget(self._title)

        self._players_box = QGroupBox(self.tr("Players"))
        self._players_grid = QGridLayout(self._players_box)
        layout.addWidget(self._players_box)

        self._level_box = QGroupBox(self.tr("Level and start"))
        lv = QHBoxLayout(self._level_box)
        self.beginner = QRadioButton(self.tr("Beginners (one squirrel per adventurer)"))
        self.advanced = QRadioButton(self.tr("Advanced (no squirrels)"))
        self.beginner.setChecked(True)
        level_group = QButtonGroup(self)
        level_group.addButton(self.beginner)
        level_group.addButton(self.advanced)
        self.start_combo = QComboBox()
        self.start_combo.setAccessibleName(self.tr("Where the team starts"))
        self.start_combo.addItem(self.tr("Start at the campground"), "campground")
        self.start_combo.addItem(self.tr("Start at intermediate destination A"), "A")
        self.start_combo.addItem(self.tr("Start at intermediate destination B"), "B")
        lv.addWidget(self.beginner)
        lv.addWidget(self.advanced)
        lv.addWidget(self.start_combo)
        layout.addWidget(self._level_box)

        self._course_box = QGroupBox(self.tr("What to train"))
        cv = QHBoxLayout(self._course_box)
        self.course_buttons: dict[str, QRadioButton] = {}
        course_group = QButtonGroup(self)
        for key, label in (
            ("A", self.tr("Pile A (easy)")),
            ("B", self.tr("Pile B (moderate)")),
            ("C", self.tr("Pile C (difficult)")),
            ("climb", self.tr("The full climb: A, then B, then C")),
        ):
            rb = QRadioButton(label)
            course_group.addButton(rb)
            cv.addWidget(rb)
            self.course_buttons[key] = rb
        self.course_buttons["A"].setChecked(True)
        layout.addWidget(self._course_box)

        draws_box = QGroupBox(self.tr("Cards and owl tiles"))
        dv = QGridLayout(draws_box)
        self.app_draws = QRadioButton(self.tr("The app shuffles and draws them"))
        self.table_draws = QRadioButton(
            self.tr("We use the real cards and tiles and tell the app what turns up")
        )
        self.app_draws.setChecked(True)
        draws_group = QButtonGroup(self)
        draws_group.addButton(self.app_draws)
        draws_group.addButton(self.table_draws)
        self.seed = QSpinBox()
        self.seed.setRange(0, MAX_SEED)
        self.seed.setAccessibleName(self.tr("Shuffle number"))
        self.seed.setMinimumHeight(40)
        seed_label = QLabel(self.tr("Shuffle number (enter one to replay a deal):"))
        seed_label.setBuddy(self.seed)
        dv.addWidget(self.app_draws, 0, 0, 1, 2)
        dv.addWidget(seed_label, 1, 0)
        dv.addWidget(self.seed, 1, 1)
        dv.addWidget(self.table_draws, 2, 0, 1, 2)
        self.app_draws.toggled.connect(self.seed.setEnabled)
        layout.addWidget(draws_box)

        self.error_label = scaled_font_label("", 1.15, bold=True)
        self.error_label.setObjectName("setupError")
        self.error_label.setStyleSheet("color: #c0392b;")
        self.error_label.setWordWrap(True)
        layout.addWidget(self.error_label)
        layout.addStretch(1)

        row = QHBoxLayout()
        self.back_button = BigButton(self.tr("Back"))
        self.back_button.setObjectName("backButton")
        self.back_button.clicked.connect(self.cancel_requested)
        self.start_button = BigButton(self.tr("Start the game"), scale=1.5)
        self.start_button.setObjectName("startGameButton")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_clicked)
        row.addWidget(self.back_button, 1)
        row.addWidget(self.start_button, 2)
        layout.addLayout(row)

    # -- filling in ----------------------------------------------------------------------

    def prepare(
        self, mode: str, profiles: list[str], players: list[tuple[str, str]] | None = None
    ) -> None:
        """Show the page for ``mode``; ``players`` (name, colour) pre-fills the seats."""
        self._mode = mode
        self._profiles = profiles
        titles = {
            "race": self.tr("New race game"),
            "team": self.tr("New team game"),
            "solo": self.tr("New solo training"),
        }
        self._title.setText(titles[mode])
        self.error_label.setText("")
        self.seed.setValue(random.SystemRandom().randrange(1, MAX_SEED))
        self._level_box.setVisible(mode == "team")
        self._course_box.setVisible(mode == "solo")
        self._build_rows(players or [])

    def _build_rows(self, players: list[tuple[str, str]]) -> None:
        while self._players_grid.count():
            item = self._players_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                # Hidden at once: deleteLater waits for the event loop, and until then the
                # old rows would be drawn over the new ones.
                w.hide()
                w.deleteLater()
        self._rows = []
        grid = self._players_grid
        for col in range(4):
            grid.setColumnStretch(col, 0)
            grid.setColumnMinimumWidth(col, 0)
        if self._mode == "race":
            self._players_box.setTitle(self.tr("Players, in turn order (1 to 4)"))
            given = {c: n for n, c in players}
            for i, colour in enumerate(RACE_COLOURS):
                check = QCheckBox(colour_name_tr(colour))
                check.setObjectName(f"plays_{colour}")
                box = NameBox(
                    self._profiles, self.tr("Name of player {0}").format(colour_name_tr(colour))
                )
                box.setObjectName(f"name_{colour}")
                if colour in given:
                    box.setEditText(given[colour])
                    check.setChecked(True)
                elif not players and i < 2:
                    check.setChecked(True)
                box.editTextChanged.connect(
                    lambda text, c=check: c.setChecked(True) if text else None
                )
                grid.addWidget(Swatch(colour), i, 0)
                grid.addWidget(check, i, 1)
                grid.addWidget(box, i, 2)
                self._rows.append((check, box, colour))
        elif self._mode == "team":
            self._players_box.setTitle(self.tr("Adventurers, in seat order (2 to 7)"))
            names = [n for n, _ in players]
            for i in range(MAX_TEAM):
                check = QCheckBox(self.tr("Seat {0}").format(i + 1))
                check.setObjectName(f"plays_{i}")
                box = NameBox(self._profiles, self.tr("Name in seat {0}").format(i + 1))
                box.setObjectName(f"name_{i}")
                if i < len(names):
                    box.setEditText(names[i])
                    check.setChecked(True)
                elif not names and i < 2:
                    check.setChecked(True)
                box.editTextChanged.connect(
                    lambda text, c=check: c.setChecked(True) if text else None
                )
                grid.addWidget(check, i // 2, (i % 2) * 2)
                grid.addWidget(box, i // 2, (i % 2) * 2 + 1)
                self._rows.append((check, box, ""))
            # The name boxes share the width; the seat labels keep theirs.
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(3, 1)
        else:
            self._players_box.setTitle(self.tr("Who trains?"))
            box = NameBox(self._profiles, self.tr("Name of the player"))
            box.setObjectName("name_solo")
            if players:
                box.setEditText(players[0][0])
            check = QCheckBox()
            check.setChecked(True)
            check.setVisible(False)
            grid.addWidget(plain_label(self.tr("Name:")), 0, 0)
            grid.addWidget(box, 0, 1)
            self._rows.append((check, box, ""))

    def set_names(self, names: list[str]) -> None:
        """Fill the first seats with ``names`` and leave the others empty (used by tests)."""
        for i, (check, box, _) in enumerate(self._rows):
            if i < len(names):
                box.setEditText(names[i])
                check.setChecked(True)
            else:
                box.setEditText("")
                check.setChecked(False) if self._mode != "solo" else None

    def set_race_players(self, players: dict[str, str]) -> None:
        """Race: colour -> name; colours not given do not play."""
        for check, box, colour in self._rows:
            box.setEditText(players.get(colour, ""))
            check.setChecked(colour in players)

    # -- reading back --------------------------------------------------------------------

    def setup(self) -> Setup:
        """The set-up the page describes. Raises SetupError with a plain reason."""
        draws = Draws.APP if self.app_draws.isChecked() else Draws.TABLE
        seed = self.seed.value() if draws is Draws.APP else 0
        chosen = [(box.name(), colour) for check, box, colour in self._rows if check.isChecked()]
        for name, _ in chosen:
            if not name:
                raise SetupError(self.tr("Every player who plays needs a name."))
        if self._mode == "race":
            setup = Setup.race(chosen, draws=draws, seed=seed)
        elif self._mode == "team":
            level = "beginner" if self.beginner.isChecked() else "advanced"
            start = str(self.start_combo.currentData())
            setup = Setup.team(
                [n for n, _ in chosen], level=level, start=start, draws=draws, seed=seed
            )
        else:
            course = next(k for k, rb in self.course_buttons.items() if rb.isChecked())
            setup = Setup.solo(
                chosen[0][0] if chosen else "", course=course, draws=draws, seed=seed
            )
        setup.validate()
        return setup

    def _on_start_clicked(self) -> None:
        try:
            setup = self.setup()
        except SetupError as exc:
            self.error_label.setText(error_text(exc))
            return
        self.error_label.setText("")
        self.start_requested.emit(setup)
