"""Check your board's three tabs: the race map, the team map and the route cards, each
reading back what it shows as the board's values (board_drafts makes them the board)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import (
    PILES,
    Catalogue,
    RaceMap,
    RouteCard,
    Shortcut,
    TeamMap,
)
from blocky.ui.games.blocky_mountains.board_check_parts import GuessCheck, SpacePicker, spin_box
from blocky.ui.games.blocky_mountains.board_drafts import (
    CardDraft,
    card_draft,
    card_from_draft,
    card_sources,
    edited_race,
    edited_team,
)
from blocky.ui.games.blocky_mountains.controller import rules_tr


class RaceTab(QWidget):
    """The race map: compass spaces, route change costs, the shortcuts."""

    def __init__(self, race: RaceMap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._race = race
        form = QFormLayout(self)
        self.compass_picker = SpacePicker(
            race.peak, race.compass, "#2f7fc1", self.tr("Compass spaces")
        )
        self.compass_picker.setObjectName("compassPicker")
        form.addRow(
            QLabel(self.tr("Compass spaces (a route change there is free): click them")),
        )
        form.addRow(self.compass_picker)
        self.cost_spins: dict[str, QSpinBox] = {}
        costs = QHBoxLayout()
        for p in PILES:
            spin = spin_box(
                race.route_change_cost[p], 0, 24, self.tr("Route change to {0}").format(p)
            )
            self.cost_spins[p] = spin
            costs.addWidget(QLabel(self.tr("to {0}:").format(p)))
            costs.addWidget(spin)
        costs.addStretch(1)
        form.addRow(self.tr("Squirrels for a route change"), costs)
        self.shortcut_rows: list[tuple[QSpinBox, QSpinBox, QSpinBox, GuessCheck]] = []
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("From space")), 0, 0)
        grid.addWidget(QLabel(self.tr("To space")), 0, 1)
        grid.addWidget(QLabel(self.tr("Squirrels")), 0, 2)
        for i, sc in enumerate(race.shortcuts, start=1):
            a = spin_box(
                sc.start, 1, race.peak - 1, self.tr("Shortcut {0} starts on space").format(i)
            )
            b = spin_box(sc.end, 2, race.peak, self.tr("Shortcut {0} ends on space").format(i))
            c = spin_box(sc.cost, 0, 24, self.tr("Shortcut {0} costs").format(i))
            g = GuessCheck(sc.guess)
            g.setObjectName(f"shortcutGuess_{i}")
            g.watch(a, b, c)
            grid.addWidget(a, i, 0)
            grid.addWidget(b, i, 1)
            grid.addWidget(c, i, 2)
            grid.addWidget(g, i, 3)
            self.shortcut_rows.append((a, b, c, g))
        grid.setColumnStretch(4, 1)
        form.addRow(self.tr("Shortcuts (dotted lines from the backpack spaces)"), grid)

    def edited(self) -> RaceMap:
        """The race map as shown. Raises BoardInputError."""
        shortcuts = tuple(
            Shortcut(a.value(), b.value(), c.value(), g.isChecked())
            for a, b, c, g in self.shortcut_rows
        )
        costs = {p: spin.value() for p, spin in self.cost_spins.items()}
        return edited_race(self._race, self.compass_picker.chosen(), costs, shortcuts)


class TeamTab(QWidget):
    """The team map: the peak, the fox spaces, the destinations, the major shortcut."""

    def __init__(self, team: TeamMap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._team = team
        form = QFormLayout(self)
        guesses = team.guesses
        #: Each team value's guess box, by the name the board data gives its guess.
        self.team_guesses: dict[str, GuessCheck] = {}

        def guess_box(key: str, *watched: QWidget) -> GuessCheck:
            box = GuessCheck(key in guesses)
            box.setObjectName(f"teamGuess_{key}")
            box.watch(*watched)
            self.team_guesses[key] = box
            return box

        self.team_peak = spin_box(team.peak, team.arrow + 2, 99, self.tr("Peak space"))
        row = QHBoxLayout()
        row.addWidget(self.team_peak)
        row.addWidget(guess_box("peak", self.team_peak))
        row.addStretch(1)
        form.addRow(self.tr("Peak C is space:"), row)
        self.fox_picker = SpacePicker(
            team.peak, team.fox, "#c8560f", self.tr("Fox spaces"), lowest=team.arrow
        )
        self.fox_picker.setObjectName("foxPicker")
        self.team_peak.valueChanged.connect(self.fox_picker.set_peak)
        fox_guess = GuessCheck("fox" in guesses)
        fox_guess.setObjectName("teamGuess_fox")
        self.team_guesses["fox"] = fox_guess
        self.fox_picker.changed.connect(lambda: fox_guess.setChecked(False))
        heading = QHBoxLayout()
        heading.addWidget(QLabel(self.tr("Fox spaces: click them")))
        heading.addWidget(fox_guess)
        heading.addStretch(1)
        form.addRow(heading)
        form.addRow(self.fox_picker)
        self.dest_spins: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        dest_widgets: list[QWidget] = []
        dest_rows: list[QHBoxLayout] = []
        for d in team.destinations:
            s = spin_box(d.space, 2, 98, self.tr("Intermediate {0} space").format(d.pile))
            q = spin_box(d.squirrels, 0, 24, self.tr("Intermediate {0} squirrels").format(d.pile))
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("space")))
            row.addWidget(s)
            row.addWidget(QLabel(self.tr("squirrels")))
            row.addWidget(q)
            self.dest_spins[d.pile] = (s, q)
            dest_widgets += [s, q]
            dest_rows.append(row)
            form.addRow(self.tr("Intermediate destination {0}:").format(d.pile), row)
        dest_guess = guess_box("destination", *dest_widgets)

        def letters() -> None:
            self.fox_picker.set_letters(
                {spins[0].value(): pile for pile, spins in self.dest_spins.items()}
            )

        letters()
        for spins in self.dest_spins.values():
            spins[0].valueChanged.connect(lambda _v: letters())
        if dest_rows:
            dest_rows[0].addWidget(dest_guess)
        for row in dest_rows:
            row.addStretch(1)
        sc = team.major_shortcut
        self.major = (
            spin_box(sc.start, 1, 98, self.tr("Major shortcut starts on space")),
            spin_box(sc.end, 2, 99, self.tr("Major shortcut ends on space")),
            spin_box(sc.cost, 0, 24, self.tr("Major shortcut costs")),
        )
        row = QHBoxLayout()
        for label, w in zip(
            (self.tr("from"), self.tr("to"), self.tr("squirrels")), self.major, strict=True
        ):
            row.addWidget(QLabel(label))
            row.addWidget(w)
        row.addWidget(guess_box("major_shortcut", *self.major))
        row.addStretch(1)
        form.addRow(self.tr("Major shortcut:"), row)

    def edited(self) -> TeamMap:
        """The team map as shown. Raises BoardInputError."""
        return edited_team(
            self._team,
            peak=self.team_peak.value(),
            fox=self.fox_picker.chosen(),
            destinations={p: (s.value(), q.value()) for p, (s, q) in self.dest_spins.items()},
            major=(self.major[0].value(), self.major[1].value(), self.major[2].value()),
            still_guesses=frozenset(k for k, box in self.team_guesses.items() if box.isChecked()),
        )


class CardsTab(QWidget):
    """The route cards, one at a time, picked from a list."""

    def __init__(self, cat: Catalogue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalogue = cat
        outer = QHBoxLayout(self)
        self.card_list = QListWidget()
        self.card_list.setObjectName("cardList")
        self.card_list.setAccessibleName(self.tr("Route cards"))
        self.card_list.setSpacing(2)
        outer.addWidget(self.card_list)
        self._card_ids: list[str] = []
        #: Each card's (shown, game-data) texts of its materials, task and task materials:
        #: a text nobody edited saves the game data's own words.
        self._card_sources: list[dict[str, tuple[str, str]]] = []
        self._drafts: list[CardDraft] = []
        for card in cat.cards:
            self._card_ids.append(card.id)
            sources = card_sources(card, rules_tr)
            self._card_sources.append(sources)
            self._drafts.append(card_draft(card, sources))
            item = QListWidgetItem()
            self.card_list.addItem(item)
        for i in range(len(self._drafts)):
            self._word_card_item(i)
        # Wide enough for the longest name with its note: no sideways scrolling.
        self.card_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.card_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        wide = self.card_list.sizeHintForColumn(0) + 2 * self.card_list.frameWidth() + 28
        self.card_list.setMinimumWidth(min(wide, 420))
        self.card_list.setMaximumWidth(max(wide, 340))

        page = QWidget()
        right = QVBoxLayout(page)
        self.card_title = QLabel()
        self.card_title.setObjectName("cardTitle")
        font = self.card_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.card_title.setFont(font)
        right.addWidget(self.card_title)
        form = QFormLayout()
        self.card_rods = spin_box(1, 1, 2, self.tr("Rods"))
        self.card_rods.setObjectName("cardRods")
        form.addRow(self.tr("Rods:"), self.card_rods)
        self.card_materials = QLineEdit()
        self.card_materials.setObjectName("cardMaterials")
        self.card_materials.setAccessibleName(self.tr("Materials"))
        form.addRow(self.tr("Materials (separated by commas):"), self.card_materials)
        self.card_ice = QCheckBox(self.tr("The card shows an ice crystal"))
        self.card_ice.setObjectName("cardIce")
        form.addRow("", self.card_ice)
        self.card_task = QLineEdit()
        self.card_task.setObjectName("cardTask")
        self.card_task.setAccessibleName(self.tr("Extra task"))
        self.card_task.setPlaceholderText(self.tr("Empty for a card without an extra task"))
        form.addRow(self.tr("Extra task:"), self.card_task)
        self.card_task_materials = QLineEdit()
        self.card_task_materials.setObjectName("cardTaskMaterials")
        self.card_task_materials.setAccessibleName(self.tr("Extra-task materials"))
        form.addRow(self.tr("Extra-task materials:"), self.card_task_materials)
        self.card_task_squirrels = spin_box(1, 1, 2, self.tr("Extra-task squirrels"))
        self.card_task_squirrels.setObjectName("cardTaskSquirrels")
        form.addRow(self.tr("Extra-task squirrels:"), self.card_task_squirrels)
        self.card_guess = GuessCheck(False)
        self.card_guess.setObjectName("cardGuess")
        form.addRow("", self.card_guess)
        right.addLayout(form)
        nav = QHBoxLayout()
        self.previous_card_button = QPushButton(self.tr("Previous card"))
        self.previous_card_button.setObjectName("previousCard")
        self.next_card_button = QPushButton(self.tr("Next card"))
        self.next_card_button.setObjectName("nextCard")
        for b in (self.previous_card_button, self.next_card_button):
            b.setMinimumHeight(44)
        self.previous_card_button.clicked.connect(lambda: self.show_card(self.shown - 1))
        self.next_card_button.clicked.connect(lambda: self.show_card(self.shown + 1))
        nav.addWidget(self.previous_card_button)
        nav.addWidget(self.next_card_button)
        nav.addStretch(1)
        right.addLayout(nav)
        right.addStretch(1)
        outer.addWidget(page, 1)
        self.shown: int = -1
        self.card_guess.watch(
            self.card_rods,
            self.card_materials,
            self.card_ice,
            self.card_task,
            self.card_task_materials,
            self.card_task_squirrels,
        )
        for spin in (self.card_rods, self.card_task_squirrels):
            spin.valueChanged.connect(self._keep_card)
        for edit in (self.card_materials, self.card_task, self.card_task_materials):
            edit.textChanged.connect(self._keep_card)
        self.card_ice.toggled.connect(self._keep_card)
        self.card_guess.toggled.connect(self._keep_card)
        self.card_task.textChanged.connect(
            lambda text: self.card_task_squirrels.setEnabled(bool(text.strip()))
        )
        self.card_list.currentRowChanged.connect(self.show_card)
        self.show_card(0)

    def _word_card_item(self, index: int) -> None:
        cat = self._catalogue
        card = cat.card(self._card_ids[index])
        item = self.card_list.item(index)
        text = self.tr("{name} (pile {pile})").format(name=rules_tr(card.name), pile=card.pile)
        if self._drafts[index].guess:
            text += "  \u2013  " + self.tr("to check")
        item.setText(text)

    def show_card(self, index: int) -> None:
        """Show the card at ``index`` in the list (the one before kept as edited)."""
        if not 0 <= index < len(self._drafts) or index == self.shown:
            return
        cat = self._catalogue
        self.shown = -1  # while the fields are filled, nothing is kept
        card = cat.card(self._card_ids[index])
        d = self._drafts[index]
        for w in (
            self.card_rods,
            self.card_materials,
            self.card_ice,
            self.card_task,
            self.card_task_materials,
            self.card_task_squirrels,
        ):
            w.blockSignals(True)
        self.card_title.setText(
            self.tr("{name} (pile {pile})").format(name=rules_tr(card.name), pile=card.pile)
        )
        self.card_rods.setValue(d.rods)
        self.card_materials.setText(d.materials)
        self.card_ice.setChecked(d.ice)
        self.card_task.setText(d.task)
        self.card_task_materials.setText(d.task_materials)
        self.card_task_squirrels.setValue(d.task_squirrels)
        self.card_task_squirrels.setEnabled(bool(d.task.strip()))
        for w in (
            self.card_rods,
            self.card_materials,
            self.card_ice,
            self.card_task,
            self.card_task_materials,
            self.card_task_squirrels,
        ):
            w.blockSignals(False)
        self.card_guess.set_guess(d.guess, bool(card.guesses))
        self.shown = index
        if self.card_list.currentRow() != index:
            self.card_list.setCurrentRow(index)
        self.previous_card_button.setEnabled(index > 0)
        self.next_card_button.setEnabled(index < len(self._drafts) - 1)

    def _keep_card(self, *_args: object) -> None:
        """The shown card's fields, kept as edited (before another card is shown)."""
        i = self.shown
        if i < 0:
            return
        self._drafts[i] = CardDraft(
            rods=self.card_rods.value(),
            materials=self.card_materials.text(),
            ice=self.card_ice.isChecked(),
            task=self.card_task.text(),
            task_materials=self.card_task_materials.text(),
            task_squirrels=self.card_task_squirrels.value(),
            guess=self.card_guess.isChecked(),
        )
        self._word_card_item(i)

    def edited(self) -> tuple[RouteCard, ...]:
        """The cards as shown. Raises BoardInputError."""
        cat = self._catalogue
        return tuple(
            card_from_draft(self._drafts[i], self._card_sources[i], cat.card(cid))
            for i, cid in enumerate(self._card_ids)
        )
