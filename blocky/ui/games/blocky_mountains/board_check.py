"""Check your board: compare the app's map and card data with the box and correct it.

Three tabs, each marked the same way: every value the rulebook does not print has a
yellow "Still a guess" box beside it, ticked until the player has checked it (changing
the value unticks it). The compass and fox spaces are chosen on a small picture of the
map; the route cards are shown one at a time, in a list to pick from.

Edits are written back into the board's data (its notes and order kept), checked by the
rules' own loader and saved per user in the store. New games use the saved board; games
already started keep the board they began with. Closing with changes not saved asks first.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.board_data import write_board
from blocky.games.blocky_mountains.catalogue import (
    PILES,
    PUBLISHED_EXTRA_SQUIRRELS,
    Catalogue,
    CatalogueError,
    Destination,
    ExtraTask,
    RouteCard,
    Shortcut,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.ui.games.blocky_mountains.board_geometry import Track
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.kit.errors import error_text
from blocky.ui.shell.library import Library, store_errors

GUESS_COLOUR = "#f6d55c"
#: A guess box: the same yellow, with black text, on every tab and in both schemes.
GUESS_STYLE = (
    f"QCheckBox {{ background: {GUESS_COLOUR}; color: black; padding: 4px 8px;"
    " border-radius: 6px; }"
)
#: The team map's guesses that have no field of their own here (the arrow space is
#: always the space after the campground): checked once every other one is.
TEAM_UNSHOWN_GUESSES = frozenset({"arrow"})


class BoardInputError(ValueError):
    """A value in the dialog that cannot be used (worded for the player)."""


def _text_list(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.split(",") if p.strip())


def _spin(value: int, low: int = 0, high: int = 99, name: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    box.setMinimumHeight(36)
    box.setMaximumWidth(110)
    box.setAccessibleName(name)
    return box


class GuessCheck(QCheckBox):
    """ "Still a guess": the one way a value not printed in the rulebook is marked. It is
    hidden for a value that never was a guess, and unticked when the value is changed."""

    def __init__(self, guess: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(self.tr("Still a guess"))
        self.setToolTip(
            self.tr("Not printed in the rulebook: check it on your board, then untick this.")
        )
        self.setStyleSheet(GUESS_STYLE)
        self.setChecked(guess)
        self.setVisible(guess)
        self.setMinimumHeight(36)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def set_guess(self, guess: bool, was_guess: bool) -> None:
        self.blockSignals(True)
        self.setChecked(guess)
        self.blockSignals(False)
        self.setVisible(was_guess)

    def watch(self, *widgets: QWidget) -> None:
        """A change to any of ``widgets`` means the player has looked: no longer a guess."""
        for w in widgets:
            if isinstance(w, QSpinBox):
                w.valueChanged.connect(self._looked)
            elif isinstance(w, QLineEdit):
                w.textChanged.connect(self._looked)
            elif isinstance(w, QAbstractButton):
                w.toggled.connect(self._looked)

    def _looked(self, *_changed: object) -> None:
        self.setChecked(False)


class SpacePicker(QWidget):
    """A small picture of the map's trail: click a space (or move with the arrow keys and
    press Space) to mark it or take the mark away. The campground and the peak cannot be
    marked."""

    changed = Signal()

    def __init__(
        self,
        peak: int,
        chosen: frozenset[int],
        colour: str,
        name: str,
        parent: QWidget | None = None,
        *,
        lowest: int = 1,
    ) -> None:
        super().__init__(parent)
        self._colour = QColor(colour)
        self._chosen = set(chosen)
        self._lowest = lowest
        self._peak = peak
        self._track = Track.build(peak + 1)
        self._cursor = lowest
        #: Spaces the board draws with a letter instead of a number (the destinations).
        self._letters: dict[int, str] = {}
        self.setAccessibleName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 230)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._describe()

    # -- what it holds ---------------------------------------------------------------

    def chosen(self) -> frozenset[int]:
        return frozenset(self._chosen)

    def set_peak(self, peak: int) -> None:
        """The map got another peak: marks at or above it are dropped."""
        if peak == self._peak:
            return
        self._peak = peak
        self._track = Track.build(peak + 1)
        self._chosen = {s for s in self._chosen if s < peak}
        self._cursor = min(self._cursor, peak - 1)
        self._describe()
        self.update()
        self.changed.emit()

    def letters(self) -> dict[int, str]:
        return dict(self._letters)

    def set_letters(self, letters: dict[int, str]) -> None:
        """Draw these spaces with a letter, as the board does (intermediate A and B)."""
        if letters != self._letters:
            self._letters = dict(letters)
            self.update()

    def toggle(self, space: int) -> None:
        if not self._lowest <= space < self._peak:
            return
        self._chosen ^= {space}
        self._cursor = space
        self._describe()
        self.update()
        self.changed.emit()

    def _describe(self) -> None:
        spaces = ", ".join(str(s) for s in sorted(self._chosen)) or self.tr("none")
        self.setAccessibleDescription(self.tr("Marked spaces: {0}").format(spaces))
        self.setToolTip(
            self.tr("Click a space to mark it or take the mark away. Marked: {0}").format(spaces)
        )

    # -- geometry --------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(480, 300)

    def _bounds(self) -> QRectF:
        xs = [self._track.center(s).x() for s in range(self._track.last + 1)]
        ys = [self._track.center(s).y() for s in range(self._track.last + 1)]
        r = self._track.radius * 1.4
        return QRectF(
            min(xs) - r, min(ys) - r, max(xs) - min(xs) + 2 * r, max(ys) - min(ys) + 2 * r
        )

    def _scale_and_offset(self) -> tuple[float, QPointF]:
        b = self._bounds()
        scale = min(self.width() / b.width(), self.height() / b.height())
        dx = (self.width() - b.width() * scale) / 2 - b.left() * scale
        dy = (self.height() - b.height() * scale) / 2 - b.top() * scale
        return scale, QPointF(dx, dy)

    def space_centre(self, space: int) -> QPointF:
        """Where ``space`` is drawn, in the widget's pixels."""
        scale, offset = self._scale_and_offset()
        c = self._track.center(space)
        return QPointF(c.x() * scale, c.y() * scale) + offset

    def space_radius(self) -> float:
        scale, _ = self._scale_and_offset()
        return self._track.radius * scale

    def space_at(self, point: QPointF) -> int | None:
        r = self.space_radius()
        for s in range(self._lowest, self._peak):
            c = self.space_centre(s)
            if (c.x() - point.x()) ** 2 + (c.y() - point.y()) ** 2 <= (r * 1.15) ** 2:
                return s
        return None

    # -- input -----------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        space = self.space_at(event.position())
        if space is not None:
            self.setFocus()
            self.toggle(space)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Up):
            self._cursor = min(self._peak - 1, self._cursor + 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Down):
            self._cursor = max(self._lowest, self._cursor - 1)
        elif key == Qt.Key.Key_Space:
            self.toggle(self._cursor)
        else:
            super().keyPressEvent(event)
            return
        self.update()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # -- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        base = pal.color(QPalette.ColorRole.Base)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.AlternateBase))
        r = self.space_radius()
        trail = QPainterPath(self.space_centre(0))
        for s in range(1, self._peak + 1):
            trail.lineTo(self.space_centre(s))
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), max(2.0, r * 0.5)))
        p.drawPath(trail)
        font = p.font()
        font.setPixelSize(max(8, int(r * 0.95)))
        font.setBold(True)
        p.setFont(font)
        for s in range(self._peak + 1):
            c = self.space_centre(s)
            end = s in (0, self._peak) or s < self._lowest
            chosen = s in self._chosen
            radius = r * (1.25 if end else 1.0)
            fill = self._colour if chosen else base
            p.setBrush(fill)
            p.setPen(QPen(text, 1.5))
            p.drawEllipse(c, radius, radius)
            if chosen:
                ink = QColor("black") if self._colour.lightnessF() > 0.55 else QColor("white")
            else:
                ink = text
            p.setPen(ink)
            label = (
                "\u2691"
                if s == self._peak
                else "\u2302"
                if s == 0
                else self._letters.get(s, str(s))
            )
            p.drawText(
                QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
                int(Qt.AlignmentFlag.AlignCenter),
                label,
            )
        if self.hasFocus():
            c = self.space_centre(self._cursor)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 3))
            p.drawEllipse(c, r * 1.3, r * 1.3)
        p.end()


@dataclass
class _CardDraft:
    """A card as the dialog shows it (texts in the player's language) while it is edited."""

    rods: int
    materials: str
    ice: bool
    task: str
    task_materials: str
    task_squirrels: int
    guess: bool


class BoardCheckDialog(QDialog):
    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check your board"))
        self.resize(1000, 700)
        self._library = library
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Compare these values with the board and the cards in your box and correct "
                "them. A yellow \u201cStill a guess\u201d box marks what the rulebook does "
                "not print: untick it once you have checked. New games use what you save "
                "here."
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
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setObjectName("closeBoard")
        self.close_button.clicked.connect(self.reject)
        for b in (self.restore_button, self.check_button, self.save_button, self.close_button):
            b.setMinimumHeight(44)
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(self.check_button)
        row.addWidget(self.save_button)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self._texts: dict[str, str] = {}
        self._catalogue: Catalogue | None = None
        #: What the dialog showed when loaded: closing with anything else asks first.
        self._loaded: dict[str, str] | None = None
        #: The open "Save your changes?" question, if any.
        self.close_box: QMessageBox | None = None
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
            # Saved data that no longer loads: show the defaults and say so.
            if not isinstance(exc, CatalogueError):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The saved board could not be read")
            self._say(
                self.tr(
                    "Your saved board could not be read, so the board printed in the "
                    "rulebook is shown. Correct it and save it again."
                ),
                error=True,
            )
            texts = default_catalogue_texts()
            self._texts = texts
            cat = parse_catalogue(texts)
        self._catalogue = cat
        current = self.tabs.currentIndex()
        while self.tabs.count():
            w = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if w is not None:
                w.deleteLater()
        self.tabs.addTab(self._scrolled(self._race_tab(cat)), self.tr("Race map"))
        self.tabs.addTab(self._scrolled(self._team_tab(cat)), self.tr("Team map"))
        self.tabs.addTab(self._cards_tab(cat), self.tr("Route cards"))
        self.tabs.setCurrentIndex(max(0, current))
        self._loaded = self._edited_or_none()

    @staticmethod
    def _scrolled(tab: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(tab)
        return area

    def _race_tab(self, cat: Catalogue) -> QWidget:
        race = cat.race_map
        tab = QWidget()
        form = QFormLayout(tab)
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
            spin = _spin(race.route_change_cost[p], 0, 24, self.tr("Route change to {0}").format(p))
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
            a = _spin(sc.start, 1, race.peak - 1, self.tr("Shortcut {0} starts on space").format(i))
            b = _spin(sc.end, 2, race.peak, self.tr("Shortcut {0} ends on space").format(i))
            c = _spin(sc.cost, 0, 24, self.tr("Shortcut {0} costs").format(i))
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
        return tab

    def _team_tab(self, cat: Catalogue) -> QWidget:
        team = cat.team_map
        tab = QWidget()
        form = QFormLayout(tab)
        guesses = team.guesses
        #: Each team value's guess box, by the name the board data gives its guess.
        self.team_guesses: dict[str, GuessCheck] = {}

        def guess_box(key: str, *watched: QWidget) -> GuessCheck:
            box = GuessCheck(key in guesses)
            box.setObjectName(f"teamGuess_{key}")
            box.watch(*watched)
            self.team_guesses[key] = box
            return box

        self.team_peak = _spin(team.peak, team.arrow + 2, 99, self.tr("Peak space"))
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
            s = _spin(d.space, 2, 98, self.tr("Intermediate {0} space").format(d.pile))
            q = _spin(d.squirrels, 0, 24, self.tr("Intermediate {0} squirrels").format(d.pile))
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
        row.addWidget(guess_box("major_shortcut", *self.major))
        row.addStretch(1)
        form.addRow(self.tr("Major shortcut:"), row)
        return tab

    def _cards_tab(self, cat: Catalogue) -> QWidget:
        tab = QWidget()
        outer = QHBoxLayout(tab)
        self.card_list = QListWidget()
        self.card_list.setObjectName("cardList")
        self.card_list.setAccessibleName(self.tr("Route cards"))
        self.card_list.setSpacing(2)
        outer.addWidget(self.card_list)
        self._card_ids: list[str] = []
        #: Each card's (shown, game-data) texts of its materials, task and task materials:
        #: a text nobody edited saves the game data's own words.
        self._card_sources: list[dict[str, tuple[str, str]]] = []
        self._drafts: list[_CardDraft] = []
        for card in cat.cards:
            self._card_ids.append(card.id)
            extra = card.extra_task
            sources = {
                "materials": (
                    ", ".join(rules_tr(m) for m in card.materials),
                    ", ".join(card.materials),
                ),
                "task": (rules_tr(extra.text), extra.text) if extra else ("", ""),
                "task_materials": (
                    (", ".join(rules_tr(m) for m in extra.materials), ", ".join(extra.materials))
                    if extra
                    else ("", "")
                ),
            }
            self._card_sources.append(sources)
            self._drafts.append(
                _CardDraft(
                    rods=card.rods,
                    materials=sources["materials"][0],
                    ice=card.ice_crystal,
                    task=sources["task"][0],
                    task_materials=sources["task_materials"][0],
                    task_squirrels=extra.squirrels if extra else 1,
                    guess=bool(card.guesses),
                )
            )
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
        self.card_rods = _spin(1, 1, 2, self.tr("Rods"))
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
        self.card_task_squirrels = _spin(1, 1, 2, self.tr("Extra-task squirrels"))
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
        self.previous_card_button.clicked.connect(lambda: self.show_card(self._shown - 1))
        self.next_card_button.clicked.connect(lambda: self.show_card(self._shown + 1))
        nav.addWidget(self.previous_card_button)
        nav.addWidget(self.next_card_button)
        nav.addStretch(1)
        right.addLayout(nav)
        right.addStretch(1)
        outer.addWidget(page, 1)
        self._shown: int = -1
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
        return tab

    def _word_card_item(self, index: int) -> None:
        cat = self._catalogue
        assert cat is not None
        card = cat.card(self._card_ids[index])
        item = self.card_list.item(index)
        text = self.tr("{name} (pile {pile})").format(name=rules_tr(card.name), pile=card.pile)
        if self._drafts[index].guess:
            text += "  \u2013  " + self.tr("to check")
        item.setText(text)

    def show_card(self, index: int) -> None:
        """Show the card at ``index`` in the list (the one before kept as edited)."""
        if not 0 <= index < len(self._drafts) or index == self._shown:
            return
        cat = self._catalogue
        assert cat is not None
        self._shown = -1  # while the fields are filled, nothing is kept
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
        self._shown = index
        if self.card_list.currentRow() != index:
            self.card_list.setCurrentRow(index)
        self.previous_card_button.setEnabled(index > 0)
        self.next_card_button.setEnabled(index < len(self._drafts) - 1)

    def _keep_card(self, *_args: object) -> None:
        """The shown card's fields, kept as edited (before another card is shown)."""
        i = self._shown
        if i < 0:
            return
        self._drafts[i] = _CardDraft(
            rods=self.card_rods.value(),
            materials=self.card_materials.text(),
            ice=self.card_ice.isChecked(),
            task=self.card_task.text(),
            task_materials=self.card_task_materials.text(),
            task_squirrels=self.card_task_squirrels.value(),
            guess=self.card_guess.isChecked(),
        )
        self._word_card_item(i)

    # -- reading back --------------------------------------------------------------------

    def edited_texts(self) -> dict[str, str]:
        """The board as the dialog shows it, as the board's data. Raises BoardInputError."""
        cat = self._catalogue
        assert cat is not None
        race = cat.race_map
        shortcuts = tuple(
            Shortcut(a.value(), b.value(), c.value(), g.isChecked())
            for a, b, c, g in self.shortcut_rows
        )
        starts = [s.start for s in shortcuts]
        for start in starts:
            if starts.count(start) > 1:
                raise BoardInputError(self.tr("Two shortcuts start on space {0}.").format(start))
        race = replace(
            race,
            compass=self.compass_picker.chosen(),
            route_change_cost={p: self.cost_spins[p].value() for p in PILES},
            shortcuts=shortcuts,
        )
        team = cat.team_map
        a_space = self.dest_spins["A"][0].value()
        b_space = self.dest_spins["B"][0].value()
        if a_space >= b_space:
            raise BoardInputError(
                self.tr(
                    "Intermediate destination A (space {a}) must come before B (space {b})."
                ).format(a=a_space, b=b_space)
            )
        left = frozenset(k for k, box in self.team_guesses.items() if box.isChecked())
        guesses = team.guesses & (left | TEAM_UNSHOWN_GUESSES) if left else frozenset()
        team = replace(
            team,
            peak=self.team_peak.value(),
            fox=self.fox_picker.chosen(),
            destinations=tuple(
                Destination(
                    d.pile, self.dest_spins[d.pile][0].value(), self.dest_spins[d.pile][1].value()
                )
                for d in team.destinations
            ),
            major_shortcut=Shortcut(
                self.major[0].value(), self.major[1].value(), self.major[2].value(), True
            ),
            guesses=guesses,
        )
        cards = tuple(
            self._card_from_draft(i, cat.card(cid)) for i, cid in enumerate(self._card_ids)
        )
        # Written into the text the board was read from: its comments and order stay.
        return write_board(self._texts, cards, race, team)

    def _card_from_draft(self, index: int, card: RouteCard) -> RouteCard:
        d = self._drafts[index]
        sources = self._card_sources[index]

        def text(field: str, typed: str) -> str:
            shown, source = sources[field]
            return (source if typed == shown else typed).strip()

        materials = _text_list(text("materials", d.materials))
        if not materials:
            raise BoardInputError(
                self.tr("{0}: name at least one material.").format(rules_tr(card.name))
            )
        extra: ExtraTask | None = None
        task = text("task", d.task)
        if task:
            extra = ExtraTask(
                task, _text_list(text("task_materials", d.task_materials)), d.task_squirrels
            )
        return replace(
            card,
            rods=d.rods,
            materials=materials,
            ice_crystal=d.ice,
            extra_task=extra,
            guesses=card.guesses if d.guess else frozenset(),
        )

    def _edited_or_none(self) -> dict[str, str] | None:
        try:
            return self.edited_texts()
        except BoardInputError:
            return None

    def has_changes(self) -> bool:
        """Whether the dialog shows anything other than what was last loaded or saved."""
        return self._loaded is None or self._edited_or_none() != self._loaded

    def validate(self) -> dict[str, str] | None:
        """Check the edited values; show what is wrong and return None, or the texts."""
        try:
            texts = self.edited_texts()
            cat = parse_catalogue(texts)
        except (BoardInputError, CatalogueError) as exc:
            self._say(self.tr("Not saved: {0}").format(self.plain_error(exc)), error=True)
            return None
        differences = self._differences(cat)
        if differences:
            self._say(
                self.tr("These values work, but differ from the published game:")
                + "\n"
                + "\n".join(differences),
                error=False,
            )
        else:
            self._say(self.tr("All values are fine."), error=False)
        return texts

    def _differences(self, cat: Catalogue) -> list[str]:
        out = []
        for pile in PILES:
            total = sum(
                c.extra_task.squirrels for c in cat.cards if c.pile == pile and c.extra_task
            )
            if total != PUBLISHED_EXTRA_SQUIRRELS[pile]:
                out.append(
                    self.tr(
                        "Pile {pile}, squirrels for the extra tasks: {total} here, "
                        "{published} in the box."
                    ).format(pile=pile, total=total, published=PUBLISHED_EXTRA_SQUIRRELS[pile])
                )
        return out

    def plain_error(self, exc: Exception) -> str:
        """What is wrong, in the words of this dialog: never a file name or the data's
        own terms (a number out of range names the value and its bounds)."""
        if isinstance(exc, BoardInputError):
            return str(exc)
        generic = self.tr(
            "These values do not fit together on the board. Check the spaces of the "
            "shortcuts, the destinations and the peak."
        )
        if not isinstance(exc, CatalogueError) or exc.value is None or not exc.subject:
            return generic
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
            return generic
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

    def save(self) -> bool:
        """Check and save what the dialog shows; False (and a message) if it cannot be."""
        texts = self.validate()
        if texts is None:
            return False
        try:
            self._library.save_board(texts)
        except store_errors() as exc:
            self._say(self.tr("Not saved: {0}").format(error_text(exc)), error=True)
            return False
        note = self.message.text()
        shown = self._shown
        self._load(texts)
        self.show_card(max(0, shown))
        self._say(
            self.tr("Saved. New games use your board.") + ("\n" + note if "\n" in note else ""),
            error=False,
        )
        return True

    def _on_save_clicked(self) -> None:
        self.save()

    def _on_restore_clicked(self) -> None:
        try:
            self._library.reset_board()
        except store_errors() as exc:
            self._say(error_text(exc), error=True)
            return
        self._load(default_catalogue_texts())
        self._say(self.tr("The built-in defaults are back."), error=False)

    # -- closing -------------------------------------------------------------------------

    def reject(self) -> None:
        """Close; with changes not saved, ask first (save, throw away, or keep editing)."""
        if not self.has_changes():
            super().reject()
            return
        if self.close_box is not None:
            return
        from blocky.ui.kit.messages import add_buttons, message_box

        box = message_box(
            self,
            self.tr("Save your changes to the board?"),
            informative=self.tr("If you close without saving, your changes are lost."),
            icon="question",
            title=self.tr("Check your board"),
            name="unsavedBoardBox",
        )
        keep, discard, save = add_buttons(
            box,
            [
                (self.tr("Keep checking"), QMessageBox.ButtonRole.RejectRole, "keepEditing"),
                (
                    self.tr("Close without saving"),
                    QMessageBox.ButtonRole.DestructiveRole,
                    "discardChanges",
                ),
                (self.tr("Save and close"), QMessageBox.ButtonRole.AcceptRole, "saveAndClose"),
            ],
        )
        box.setEscapeButton(keep)

        def answered() -> None:
            self.close_box = None
            box.deleteLater()
            clicked = box.clickedButton()
            if clicked is discard or (clicked is save and self.save()):
                QDialog.reject(self)

        box.finished.connect(answered)
        self.close_box = box
        box.open()
