"""Check your board: compare the app's map and card data with the box and correct it.

Edits are written back as catalogue TOML, validated by the rules' own loader (so the
messages name the file, the entry and the problem) and saved per user in the store.
New games use the saved board; games already started keep the board they began with.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.board_data import write_board
from blocky.games.blocky_mountains.catalogue import (
    PILES,
    Catalogue,
    CatalogueError,
    Destination,
    ExtraTask,
    RouteCard,
    Shortcut,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.kit.errors import error_text
from blocky.ui.shell.library import Library, store_errors

GUESS_COLOUR = "#f6d55c"
#: A cell's (shown text, game-data text): the table shows card data in the app's
#: language, and a cell nobody edited saves the game data's own words.
SOURCE_ROLE = Qt.ItemDataRole.UserRole + 1
(
    COL_NAME,
    COL_PILE,
    COL_RODS,
    COL_MATERIALS,
    COL_ICE,
    COL_TASK,
    COL_TASK_MAT,
    COL_TASK_SQ,
    COL_GUESS,
) = range(9)


class BoardInputError(ValueError):
    """A value typed in the dialog that is not even a number or a list."""


def _int_list(text: str, what: str) -> list[int]:
    out: list[int] = []
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            out.append(int(part))
        except ValueError:
            raise BoardInputError(f"{what}: '{part}' is not a whole number") from None
    return out


def _text_list(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.split(",") if p.strip())


def _spin(value: int, low: int = 0, high: int = 99, name: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    box.setMinimumHeight(36)
    box.setAccessibleName(name)
    return box


class BoardCheckDialog(QDialog):
    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check your board"))
        self.resize(1100, 720)
        self._library = library
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Compare these values with the board and the cards in your box and correct "
                "them. Yellow marks a guess: the rulebook does not print it. New games use "
                "what you save here."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.message = QLabel()
        self.message.setObjectName("boardMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.restore_button = QPushButton(self.tr("Restore built-in defaults"))
        self.restore_button.setObjectName("restoreDefaults")
        self.restore_button.clicked.connect(self._on_restore_clicked)
        self.check_button = QPushButton(self.tr("Check the values"))
        self.check_button.setObjectName("checkValues")
        self.check_button.clicked.connect(self._on_check_clicked)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName("saveBoard")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self._on_save_clicked)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for b in (self.restore_button, self.check_button, self.save_button, close):
            b.setMinimumHeight(44)
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(self.check_button)
        row.addWidget(self.save_button)
        row.addWidget(close)
        layout.addLayout(row)
        self._texts: dict[str, str] = {}
        self._catalogue: Catalogue | None = None
        self._load(self._current_texts())

    # -- loading -------------------------------------------------------------------------

    def _current_texts(self) -> dict[str, str]:
        try:
            saved = self._library.board_texts()
        except Exception as exc:
            if not isinstance(exc, store_errors()):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The saved board could not be read")
            self._say(
                self.tr("Your saved board could not be read: {0}").format(error_text(exc)),
                error=True,
            )
            saved = None
        return dict(saved) if saved is not None else default_catalogue_texts()

    def _load(self, texts: dict[str, str]) -> None:
        self._texts = texts
        try:
            cat = parse_catalogue(texts)
        except Exception as exc:
            # Saved data that no longer loads: show the defaults and say why.
            if not isinstance(exc, CatalogueError):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The saved board could not be read")
            self._say(self.tr("Your saved board could not be read: {0}").format(exc), error=True)
            texts = default_catalogue_texts()
            self._texts = texts
            cat = parse_catalogue(texts)
        self._catalogue = cat
        while self.tabs.count():
            w = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if w is not None:
                w.deleteLater()
        self.tabs.addTab(self._race_tab(cat), self.tr("Race map"))
        self.tabs.addTab(self._team_tab(cat), self.tr("Team map"))
        self.tabs.addTab(self._cards_tab(cat), self.tr("Route cards"))

    def _guess_label(self, guess: bool) -> QLabel:
        label = QLabel(self.tr("guess") if guess else "")
        if guess:
            label.setStyleSheet(f"background: {GUESS_COLOUR}; color: black; padding: 2px 6px;")
            label.setToolTip(self.tr("Not printed in the rulebook: check it on your board."))
        return label

    def _race_tab(self, cat: Catalogue) -> QWidget:
        race = cat.race_map
        tab = QWidget()
        form = QFormLayout(tab)
        self.compass_edit = QLineEdit(", ".join(str(c) for c in sorted(race.compass)))
        self.compass_edit.setAccessibleName(self.tr("Compass spaces"))
        form.addRow(self.tr("Compass spaces (free route change):"), self.compass_edit)
        self.cost_spins: dict[str, QSpinBox] = {}
        costs = QHBoxLayout()
        for p in PILES:
            spin = _spin(race.route_change_cost[p], 0, 24, self.tr("Route change to {0}").format(p))
            self.cost_spins[p] = spin
            costs.addWidget(QLabel(self.tr("to {0}:").format(p)))
            costs.addWidget(spin)
        form.addRow(self.tr("Squirrels for a route change"), costs)
        self.shortcut_rows: list[tuple[QSpinBox, QSpinBox, QSpinBox, QCheckBox]] = []
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("From space")), 0, 0)
        grid.addWidget(QLabel(self.tr("To space")), 0, 1)
        grid.addWidget(QLabel(self.tr("Squirrels")), 0, 2)
        for i, sc in enumerate(race.shortcuts, start=1):
            a = _spin(sc.start, 1, race.peak, self.tr("Shortcut {0} starts on space").format(i))
            b = _spin(sc.end, 1, race.peak, self.tr("Shortcut {0} ends on space").format(i))
            c = _spin(sc.cost, 0, 24, self.tr("Shortcut {0} costs").format(i))
            g = QCheckBox(self.tr("still a guess"))
            g.setChecked(sc.guess)
            if sc.guess:
                g.setStyleSheet(f"background: {GUESS_COLOUR}; color: black;")
            for w in (a, b, c):
                w.valueChanged.connect(lambda _v, g=g: g.setChecked(False))
            grid.addWidget(a, i, 0)
            grid.addWidget(b, i, 1)
            grid.addWidget(c, i, 2)
            grid.addWidget(g, i, 3)
            self.shortcut_rows.append((a, b, c, g))
        form.addRow(self.tr("Shortcuts (dotted lines from the backpack spaces)"), grid)
        return tab

    def _team_tab(self, cat: Catalogue) -> QWidget:
        team = cat.team_map
        tab = QWidget()
        form = QFormLayout(tab)
        guesses = team.guesses
        self.team_peak = _spin(team.peak, team.arrow + 2, 99, self.tr("Peak space"))
        row = QHBoxLayout()
        row.addWidget(self.team_peak)
        row.addWidget(self._guess_label("peak" in guesses))
        form.addRow(self.tr("Peak C is space:"), row)
        self.team_fox = QLineEdit(", ".join(str(f) for f in sorted(team.fox)))
        self.team_fox.setAccessibleName(self.tr("Fox spaces"))
        row = QHBoxLayout()
        row.addWidget(self.team_fox)
        row.addWidget(self._guess_label("fox" in guesses))
        form.addRow(self.tr("Fox spaces:"), row)
        self.dest_spins: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        for d in team.destinations:
            s = _spin(d.space, 2, 98, self.tr("Intermediate {0} space").format(d.pile))
            q = _spin(d.squirrels, 0, 24, self.tr("Intermediate {0} squirrels").format(d.pile))
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("space")))
            row.addWidget(s)
            row.addWidget(QLabel(self.tr("squirrels")))
            row.addWidget(q)
            row.addWidget(self._guess_label("destination" in guesses))
            self.dest_spins[d.pile] = (s, q)
            form.addRow(self.tr("Intermediate destination {0}:").format(d.pile), row)
        sc = team.major_shortcut
        self.major = (
            _spin(sc.start, 1, 98, self.tr("Major shortcut starts on space")),
            _spin(sc.end, 2, 99, self.tr("Major shortcut ends on space")),
            _spin(sc.cost, 0, 24, self.tr("Major shortcut costs")),
        )
        row = QHBoxLayout()
        for label, w in zip(
            (self.tr("from"), self.tr("to"), self.tr("squirrels")), self.major, strict=True
        ):
            row.addWidget(QLabel(label))
            row.addWidget(w)
        row.addWidget(self._guess_label("major_shortcut" in guesses))
        form.addRow(self.tr("Major shortcut:"), row)
        self.team_checked = QCheckBox(self.tr("I have checked these values against my board"))
        self.team_checked.setObjectName("teamChecked")
        self.team_checked.setChecked(not guesses)
        form.addRow("", self.team_checked)
        return tab

    def _cards_tab(self, cat: Catalogue) -> QWidget:
        tab = QWidget()
        v = QVBoxLayout(tab)
        v.addWidget(
            QLabel(
                self.tr(
                    "Lists are separated by commas. Leave the extra task empty for a card "
                    "without one. Yellow cells are guesses; untick \u201cguess\u201d once checked."
                )
            )
        )
        table = QTableWidget(len(cat.cards), 9)
        table.setObjectName("cardsTable")
        table.setAccessibleName(self.tr("Route cards"))
        table.setHorizontalHeaderLabels(
            [
                self.tr("Card"),
                self.tr("Pile"),
                self.tr("Rods"),
                self.tr("Materials"),
                self.tr("Ice crystal"),
                self.tr("Extra task"),
                self.tr("Extra-task materials"),
                self.tr("Extra-task squirrels"),
                self.tr("Guess"),
            ]
        )
        guess_brush = QBrush(QColor(GUESS_COLOUR))
        self._card_ids: list[str] = []
        for row, card in enumerate(cat.cards):
            self._card_ids.append(card.id)
            extra = card.extra_task
            cells = [
                card.name,
                card.pile,
                str(card.rods),
                ", ".join(card.materials),
                "",
                extra.text if extra else "",
                ", ".join(extra.materials) if extra else "",
                str(extra.squirrels) if extra else "",
                "",
            ]
            shown = [rules_tr(card.name), *cells[1:]]
            shown[COL_MATERIALS] = ", ".join(rules_tr(m) for m in card.materials)
            if extra:
                shown[COL_TASK] = rules_tr(extra.text)
                shown[COL_TASK_MAT] = ", ".join(rules_tr(m) for m in extra.materials)
            for col, (text, source) in enumerate(zip(shown, cells, strict=True)):
                item = QTableWidgetItem(text)
                item.setData(SOURCE_ROLE, (text, source))
                if col in (COL_NAME, COL_PILE):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if col == COL_ICE:
                    item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
                    item.setCheckState(
                        Qt.CheckState.Checked if card.ice_crystal else Qt.CheckState.Unchecked
                    )
                if col == COL_GUESS:
                    item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
                    item.setCheckState(
                        Qt.CheckState.Checked if card.guesses else Qt.CheckState.Unchecked
                    )
                field = {
                    COL_RODS: "rods",
                    COL_MATERIALS: "materials",
                    COL_ICE: "ice_crystal",
                    COL_TASK: "extra_task",
                    COL_TASK_MAT: "extra_task",
                    COL_TASK_SQ: "extra_task",
                }.get(col)
                if field is not None and field in card.guesses:
                    item.setBackground(guess_brush)
                    item.setForeground(QBrush(QColor("black")))
                    item.setToolTip(self.tr("A guess: check it against the card."))
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table.resizeColumnsToContents()
        table.setColumnWidth(COL_MATERIALS, 300)
        table.setColumnWidth(COL_TASK, 260)
        self.cards_table = table
        v.addWidget(table)
        return tab

    # -- reading back --------------------------------------------------------------------

    def edited_texts(self) -> dict[str, str]:
        """The board as the dialog shows it, as catalogue TOML. Raises BoardInputError."""
        cat = self._catalogue
        assert cat is not None
        race = cat.race_map
        shortcuts = tuple(
            Shortcut(a.value(), b.value(), c.value(), g.isChecked())
            for a, b, c, g in self.shortcut_rows
        )
        race = replace(
            race,
            compass=frozenset(_int_list(self.compass_edit.text(), self.tr("Compass spaces"))),
            route_change_cost={p: self.cost_spins[p].value() for p in PILES},
            shortcuts=shortcuts,
        )
        team = cat.team_map
        team = replace(
            team,
            peak=self.team_peak.value(),
            fox=frozenset(_int_list(self.team_fox.text(), self.tr("Fox spaces"))),
            destinations=tuple(
                Destination(
                    d.pile, self.dest_spins[d.pile][0].value(), self.dest_spins[d.pile][1].value()
                )
                for d in team.destinations
            ),
            major_shortcut=Shortcut(
                self.major[0].value(), self.major[1].value(), self.major[2].value(), True
            ),
            guesses=frozenset() if self.team_checked.isChecked() else team.guesses,
        )
        cards = tuple(
            self._card_from_row(row, cat.card(cid)) for row, cid in enumerate(self._card_ids)
        )
        # Written into the text the board was read from: its comments and order stay.
        return write_board(self._texts, cards, race, team)

    def _card_from_row(self, row: int, card: RouteCard) -> RouteCard:
        t = self.cards_table

        def text(col: int) -> str:
            item = t.item(row, col)
            if item is None:
                return ""
            shown, source = item.data(SOURCE_ROLE) or (None, None)
            return (source if item.text() == shown else item.text()).strip()

        def checked(col: int) -> bool:
            item = t.item(row, col)
            return item is not None and item.checkState() == Qt.CheckState.Checked

        try:
            rods = int(text(COL_RODS))
        except ValueError:
            raise BoardInputError(
                self.tr("{0}: rods must be 1 or 2, not '{1}'").format(
                    rules_tr(card.name), text(COL_RODS)
                )
            ) from None
        extra: ExtraTask | None = None
        if text(COL_TASK):
            try:
                squirrels = int(text(COL_TASK_SQ))
            except ValueError:
                raise BoardInputError(
                    self.tr("{0}: the extra task's squirrels must be 1 or 2, not '{1}'").format(
                        rules_tr(card.name), text(COL_TASK_SQ)
                    )
                ) from None
            extra = ExtraTask(text(COL_TASK), _text_list(text(COL_TASK_MAT)), squirrels)
        guesses = card.guesses if checked(COL_GUESS) else frozenset()
        return replace(
            card,
            rods=rods,
            materials=_text_list(text(COL_MATERIALS)),
            ice_crystal=checked(COL_ICE),
            extra_task=extra,
            guesses=guesses,
        )

    def validate(self) -> dict[str, str] | None:
        """Check the edited values; show what is wrong and return None, or the texts."""
        try:
            texts = self.edited_texts()
            cat = parse_catalogue(texts)
        except (BoardInputError, CatalogueError) as exc:
            self._say(self.tr("Not saved: {0}").format(self.plain_error(exc)), error=True)
            return None
        if cat.warnings:
            self._say(
                self.tr("These values work, but differ from the published game:")
                + "\n"
                + "\n".join(cat.warnings),
                error=False,
            )
        else:
            self._say(self.tr("All values are fine."), error=False)
        return texts

    def plain_error(self, exc: Exception) -> str:
        """A number out of range in the words of this dialog (the mistake a correction
        makes most); any other problem as the data check words it: file, entry, problem."""
        if not isinstance(exc, CatalogueError) or exc.value is None or not exc.subject:
            return str(exc)
        kind, arg = exc.subject[0], (exc.subject[1] if len(exc.subject) > 1 else "")
        whats = {
            ("shortcut", "from"): self.tr("A shortcut, its first space"),
            ("shortcut", "to"): self.tr("Shortcut from space {0}, its last space"),
            ("shortcut", "cost"): self.tr("Shortcut from space {0}, its squirrels"),
            ("major_shortcut", "from"): self.tr("Major shortcut, its first space"),
            ("major_shortcut", "to"): self.tr("Major shortcut, its last space"),
            ("major_shortcut", "cost"): self.tr("Major shortcut, its squirrels"),
            ("destination", "space"): self.tr("Intermediate destination {0}, its space"),
            ("destination", "squirrels"): self.tr("Intermediate destination {0}, its squirrels"),
            ("card", "rods"): self.tr("{0}, rods"),
            ("extra_task", "squirrels"): self.tr("{0}, extra task squirrels"),
        }
        if kind == "route_change_cost":
            what = self.tr("Change to route {0}, its squirrels").format(exc.field)
        elif (kind, exc.field) in whats:
            shown = rules_tr(arg) if kind in ("card", "extra_task") else arg
            what = whats[kind, exc.field].format(shown)
        else:
            return str(exc)
        if exc.high is not None and exc.value > exc.high:
            return self.tr("{what}: {value} is too high. It can be at most {high}.").format(
                what=what, value=exc.value, high=exc.high
            )
        return self.tr("{what}: {value} is too low. It must be at least {low}.").format(
            what=what, value=exc.value, low=exc.low
        )

    # -- buttons -------------------------------------------------------------------------

    def _say(self, text: str, *, error: bool) -> None:
        from blocky.ui.kit.messages import shorten

        self.message.setText(shorten(text))
        self.message.setStyleSheet("color: #c0392b; font-weight: bold;" if error else "")

    def _on_check_clicked(self) -> None:
        self.validate()

    def _on_save_clicked(self) -> None:
        texts = self.validate()
        if texts is None:
            return
        try:
            self._library.save_board(texts)
        except store_errors() as exc:
            self._say(self.tr("Not saved: {0}").format(error_text(exc)), error=True)
            return
        note = self.message.text()
        self._load(texts)
        self._say(
            self.tr("Saved. New games use your board.") + ("\n" + note if "\n" in note else ""),
            error=False,
        )

    def _on_restore_clicked(self) -> None:
        try:
            self._library.reset_board()
        except store_errors() as exc:
            self._say(error_text(exc), error=True)
            return
        self._load(default_catalogue_texts())
        self._say(self.tr("The built-in defaults are back."), error=False)
