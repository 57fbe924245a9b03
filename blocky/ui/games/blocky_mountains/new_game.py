"""The new-game page: mode, players (from profiles or new), level or course, and draws.

Every change is checked at once: the Start button is enabled only when the set-up can be
played, and the line above it says in plain words what is still missing. Enter starts
the game when it can start.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.state import RACE_COLOURS, Draws, Mode, Setup, SetupError
from blocky.ui.games.blocky_mountains.fair_race import FairRaceBox, OddsSource, RacesSource
from blocky.ui.games.blocky_mountains.new_game_seats import NewGameSeats
from blocky.ui.games.blocky_mountains.team_outlook import TeamOutlook
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.setup_page import NameBox, choice_page_style
from blocky.ui.kit.widgets import (
    BigButton,
    LineLabel,
    WrapRadioButton,
    plain_label,
    scaled_font_label,
)

#: Where a team game may start, in climbing order.
_STARTS = ("campground", "A", "B")
MAX_SEED = 999_999
#: Sizes of the page's choices, in pixels: a child at the table hits them from a chair.
INDICATOR = 26

# The cards of a practice plan for a player, by name, from their record (set by the
# window that owns the store; without it the page offers no practice plan).
PlanSource = Callable[[str], Sequence[str]]
# A team's expedition (blocky.games.blocky_mountains.statistics.Expedition) by its players' names, from the saved
# games (None: the team has no games together, or the games are not open).
ExpeditionSource = Callable[[Sequence[str]], Any]


class NewGamePage(NewGameSeats):
    """Emits ``start_requested(setup)`` once the choices make a playable game."""

    start_requested = Signal(object)
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGamePage")
        self.seats_changed.connect(self._on_choice_changed)
        self._mode = "race"
        self._profiles: list[str] = []
        self._rows: list[tuple[QCheckBox, NameBox, str]] = []
        self._row_frames: list[QWidget] = []
        self._valid = False
        self._plan_source: PlanSource | None = None
        self._plans: dict[str, tuple[str, ...]] = {}
        self._expedition_source: ExpeditionSource | None = None
        # The colour each person had last time (see set_person_colours).
        self._person_colours: dict[str, str] = {}
        # The team whose expedition the page last looked up (its names, in any order).
        self._team_key: frozenset[str] | None = None
        self._expedition: Any = None
        # The start the page chose for the team's expedition (None: the family's choice).
        self._auto_start: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # A short window scrolls the choices; the Start button stays in view below them.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        self._scroll = scroll
        # A team's seats: in two columns when they fit side by side, else in one.
        self._team_columns = 2
        scroll.viewport().installEventFilter(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(40, 20, 40, 8)
        layout.setSpacing(12)
        self._title = scaled_font_label("", 2.0, bold=True)
        layout.addWidget(self._title)

        self._players_box = QGroupBox(self.tr("Players"))
        self._players_grid = QGridLayout(self._players_box)
        self._players_grid.setHorizontalSpacing(14)
        self._players_grid.setVerticalSpacing(6)
        layout.addWidget(self._players_box)

        # A race between players of different records: their chances and a handicap.
        self.fair_race = FairRaceBox()
        self.fair_race.changed.connect(self._update_start)
        layout.addWidget(self.fair_race)

        self._level_box = QGroupBox(self.tr("Level and start"))
        level_rows = QVBoxLayout(self._level_box)
        lv = QHBoxLayout()
        level_rows.addLayout(lv)
        self.beginner = WrapRadioButton(self.tr("Beginners (one squirrel per adventurer)"))
        self.advanced = WrapRadioButton(self.tr("Advanced (no squirrels)"))
        self.beginner.setChecked(True)
        level_group = QButtonGroup(self)
        level_group.addButton(self.beginner)
        level_group.addButton(self.advanced)
        self.start_combo = QComboBox()
        self.start_combo.setAccessibleName(self.tr("Where the team starts"))
        self.start_combo.addItem(self.tr("Start at the campground"), "campground")
        self.start_combo.addItem(self.tr("Start at intermediate destination A"), "A")
        self.start_combo.addItem(self.tr("Start at intermediate destination B"), "B")
        self.start_combo.setMinimumHeight(44)
        lv.addWidget(self.beginner)
        lv.addWidget(self.advanced)
        lv.addWidget(self.start_combo)
        # Where this team got to in its earlier games, and so where it may start now.
        self.expedition_label = plain_label("")
        self.expedition_label.setObjectName("expeditionNote")
        self.expedition_label.setProperty("role", "choiceText")
        self.expedition_label.setWordWrap(True)
        self.expedition_label.setVisible(False)
        level_rows.addWidget(self.expedition_label)
        # From the adventurers' records: the level and start to suggest.
        self.team_outlook = TeamOutlook()
        self.team_outlook.chosen.connect(self._use_team_outlook)
        level_rows.addWidget(self.team_outlook)
        layout.addWidget(self._level_box)

        self._course_box = QGroupBox(self.tr("What to train"))
        cv = QGridLayout(self._course_box)
        self.course_buttons: dict[str, QRadioButton] = {}
        course_group = QButtonGroup(self)
        for i, (key, label) in enumerate(
            (
                ("A", self.tr("Pile A (easy)")),
                ("B", self.tr("Pile B (moderate)")),
                ("C", self.tr("Pile C (difficult)")),
                ("climb", self.tr("The full climb: A, then B, then C")),
                ("plan", self.tr("A practice plan: the cards you need most")),
            )
        ):
            rb = WrapRadioButton(label)
            course_group.addButton(rb)
            cv.addWidget(rb, i // 2, i % 2)
            self.course_buttons[key] = rb
        self.course_buttons["A"].setChecked(True)
        self.course_buttons["plan"].setVisible(False)
        layout.addWidget(self._course_box)

        draws_box = QGroupBox(self.tr("Cards and owl tiles"))
        dv = QGridLayout(draws_box)
        self.app_draws = WrapRadioButton(self.tr("The app shuffles and draws them"))
        self.table_draws = WrapRadioButton(
            self.tr("We use the real cards and tiles and tell the app what turns up")
        )
        self.app_draws.setChecked(True)
        draws_group = QButtonGroup(self)
        draws_group.addButton(self.app_draws)
        draws_group.addButton(self.table_draws)
        self.seed = QSpinBox()
        self.seed.setRange(0, MAX_SEED)
        self.seed.setAccessibleName(self.tr("Shuffle number"))
        self.seed.setMinimumHeight(44)
        self.seed.setMaximumWidth(220)
        seed_label = LineLabel(self.tr("Shuffle number (enter one to replay a deal):"))
        seed_label.setProperty("role", "choiceText")
        seed_label.setBuddy(self.seed)
        dv.addWidget(self.app_draws, 0, 0, 1, 2)
        dv.addWidget(seed_label, 1, 0)
        dv.addWidget(self.seed, 1, 1, Qt.AlignmentFlag.AlignLeft)
        dv.setColumnStretch(1, 1)
        dv.addWidget(self.table_draws, 2, 0, 1, 2)
        self.app_draws.toggled.connect(self.seed.setEnabled)
        layout.addWidget(draws_box)
        layout.addStretch(1)

        footer = QVBoxLayout()
        footer.setContentsMargins(40, 6, 40, 20)
        footer.setSpacing(8)
        # Says what is still missing before the game can start (not an alarm: filling
        # in the page is how every game begins).
        self.error_label = scaled_font_label("", 1.25, bold=True)
        self.error_label.setObjectName("setupError")
        self.error_label.setWordWrap(True)
        footer.addWidget(self.error_label)
        row = QHBoxLayout()
        self.back_button = BigButton(self.tr("Back  (Esc)"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.back_button.setObjectName("backButton")
        self.back_button.clicked.connect(self.cancel_requested)
        self.start_button = BigButton(self.tr("Start the game  (Enter)"), scale=1.5)
        self.start_button.setObjectName("startGameButton")
        self.start_button.setAccessibleName(self.tr("Start the game"))
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_clicked)
        row.addWidget(self.back_button, 1)
        row.addWidget(self.start_button, 2)
        footer.addLayout(row)
        outer.addLayout(footer)

        for enter_key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(enter_key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self._on_return_pressed)
        # Every button on the page has a key, as in the game: Escape goes back.
        back = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        back.activated.connect(self.back_button.click)

        for button in (self.beginner, self.advanced, self.app_draws, self.table_draws):
            button.toggled.connect(self._on_choice_changed)
        for course in self.course_buttons.values():
            course.toggled.connect(self._on_choice_changed)
        self.start_combo.currentIndexChanged.connect(self._on_choice_changed)
        self.seed.valueChanged.connect(self._on_choice_changed)
        self._restyle()

    def _restyle(self) -> None:
        self.setStyleSheet(choice_page_style(self.palette(), INDICATOR))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    # -- filling in ----------------------------------------------------------------------

    def prepare_mode(self, mode: str, profiles: list[str]) -> None:
        """Show the page for a new game of ``mode``, offering the saved players."""
        self._show(mode, profiles, [])

    def prepare_players(
        self, mode: str, profiles: list[str], players: list[tuple[str, str]]
    ) -> None:
        """Show the page for ``mode`` with ``players`` (name, colour) in their seats
        again (the players of the last game of that mode); a colour the mode does not
        seat is left out."""
        if mode == "race":
            players = [(n, c) for n, c in players if c in RACE_COLOURS]
        else:
            players = [(n, "") for n, _ in players]
        self._show(mode, profiles, players)

    def prepare(self, setup: Setup, profiles: list[str] | None = None) -> None:
        """Show the page filled in as ``setup`` was: its players in their seats or
        colours, its level and start, its course and who draws ("Play again with the same
        players"). A new shuffle number is drawn."""
        mode = setup.mode.value
        if setup.mode is Mode.RACE:
            players = list(zip(setup.players, setup.colours, strict=True))
        else:
            players = [(n, "") for n in setup.players]
        self._show(mode, self._profiles if profiles is None else profiles, players)
        if setup.mode is Mode.TEAM:
            self.beginner.setChecked(setup.level == "beginner")
            self.advanced.setChecked(setup.level != "beginner")
            start = setup.start
            offer = self._offered_start()
            if offer is not None and _STARTS.index(offer) > _STARTS.index(start):
                start = offer  # the game just played got further: go on from there
            self.start_combo.setCurrentIndex(max(0, self.start_combo.findData(start)))
        if setup.mode is Mode.SOLO:
            self.course_buttons[setup.course].setChecked(True)
        self.table_draws.setChecked(setup.draws is Draws.TABLE)
        self.app_draws.setChecked(setup.draws is Draws.APP)

    def _show(self, mode: str, profiles: list[str], players: list[tuple[str, str]]) -> None:
        """Show the page for ``mode``; ``players`` (name, colour) pre-fills the seats."""
        self._mode = mode
        self._profiles = profiles
        titles = {
            "race": self.tr("New race game"),
            "team": self.tr("New team game"),
            "solo": self.tr("New solo training"),
        }
        self._title.setText(titles[mode])
        self.seed.setValue(random.SystemRandom().randrange(1, MAX_SEED))
        self._level_box.setVisible(mode == "team")
        self._course_box.setVisible(mode == "solo")
        self._plans.clear()  # the record may have grown since the page was last shown
        self.fair_race.forget()
        self.team_outlook.forget()
        self._team_key = None
        self._expedition = None
        self._build_rows(players or [])
        self._update_expedition()
        self._update_fair_race()
        self._update_start()
        first_empty = next(
            (box for check, box, _ in self._rows if check.isChecked() and not box.name()), None
        )
        if first_empty is not None:
            first_empty.setFocus()
        elif self._valid:
            # Every name filled in: Enter starts the game.
            self.start_button.setFocus()

    def set_plan_source(self, source: PlanSource | None) -> None:
        """Offer a practice plan, its cards chosen by ``source`` (None: no plan offered)."""
        self._plan_source = source
        self._plans.clear()
        plan = self.course_buttons["plan"]
        plan.setVisible(source is not None)
        if source is None and plan.isChecked():
            self.course_buttons["A"].setChecked(True)

    def set_odds_source(self, source: OddsSource | None) -> None:
        """Offer a fair race: the racers' per-card odds come from ``source`` (None:
        nothing offered)."""
        self.fair_race.set_source(source)
        self.team_outlook.set_source(source)
        self._update_fair_race()
        self._update_start()

    def set_races_source(self, source: RacesSource | None) -> None:
        """The record's finished races, to say whether handicaps evened the wins out."""
        self.fair_race.set_races_source(source)
        self._update_fair_race()

    def _update_fair_race(self) -> None:
        """Racers whose names are all saved players: their chances to win, and the
        handicap offered when their records make the race uneven."""
        names = [box.name() for check, box, _ in self._rows if check.isChecked()]
        known = all(n and n in self._profiles for n in names)
        self.fair_race.set_players(names if known and self._mode == "race" else [])
        self.team_outlook.set_team(names if known and self._mode == "team" else [])

    def _use_team_outlook(self, level: str, start: str) -> None:
        (self.beginner if level == "beginner" else self.advanced).setChecked(True)
        self.start_combo.setCurrentIndex(max(0, self.start_combo.findData(start)))

    def set_expedition_source(self, source: ExpeditionSource | None) -> None:
        """Look up a team's earlier games with ``source``, to offer it the start it has
        earned (None: nothing offered)."""
        self._expedition_source = source
        self._team_key = None
        self._expedition = None

    def _team_names(self) -> list[str]:
        return [box.name() for check, box, _ in self._rows if check.isChecked() and box.name()]

    def _offered_start(self) -> str | None:
        offer = getattr(self._expedition, "offered_start", None)
        return offer if offer in _STARTS else None

    def _update_expedition(self) -> None:
        """A new team on the page: find its expedition; once it has reached A or B, start
        there (the family may still choose) and say why."""
        if self._mode != "team":
            self.expedition_label.setVisible(False)
            return
        names = self._team_names()
        key = frozenset(names)
        if key == self._team_key:
            return
        self._team_key = key
        self._expedition = None
        if self._expedition_source is not None and len(names) >= 2:
            self._expedition = self._expedition_source(names)
        offer = self._offered_start()
        if offer is None:
            self.expedition_label.setText("")
            self.expedition_label.setVisible(False)
            if self._auto_start is not None and self.start_combo.currentData() == self._auto_start:
                # The start offered to the team before does not belong to this one.
                self.start_combo.setCurrentIndex(0)
            self._auto_start = None
            return
        first = getattr(self._expedition, "reached_on", None)
        when = ""
        if first is not None:
            local = QDateTime.fromSecsSinceEpoch(int(first.created_at.timestamp()))
            when = QLocale().toString(local.date(), QLocale.FormatType.LongFormat)
        if getattr(self._expedition, "reached", None) == "C":
            text = self.tr(
                "This team reached the peak on {0}. As the rulebook suggests, a later game "
                "may start at intermediate destination B: it starts there now. Choose the "
                "campground to climb from the beginning."
            )
        else:
            text = self.tr(
                "This team reached intermediate destination {1} on {0}. As the rulebook "
                "suggests, a later game may start there: it starts there now. Choose the "
                "campground to climb from the beginning."
            )
        self.expedition_label.setText(text.format(when, offer))
        self.expedition_label.setVisible(True)
        self.start_combo.setCurrentIndex(max(0, self.start_combo.findData(offer)))
        self._auto_start = offer

    def _plan_for(self, name: str) -> tuple[str, ...]:
        if self._plan_source is None or not name:
            return ()
        if name not in self._plans:
            self._plans[name] = tuple(self._plan_source(name))
        return self._plans[name]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if (
            event.type() == QEvent.Type.Resize
            and watched is self._scroll.viewport()
            and self._mode == "team"
        ):
            columns = self._team_columns_fitting()
            if columns != self._team_columns:
                self._arrange_team(columns)
        return super().eventFilter(watched, event)

    # -- reading back --------------------------------------------------------------------

    def setup(self) -> Setup:
        """The set-up the page describes. Raises SetupError with a plain reason."""
        draws = Draws.APP if self.app_draws.isChecked() else Draws.TABLE
        seed = self.seed.value() if draws is Draws.APP else 0
        chosen = [(box.name(), colour) for check, box, colour in self._rows if check.isChecked()]
        if self._mode == "race" and not chosen:
            raise SetupError(self.tr("Tick at least one colour to play."))
        for name, _ in chosen:
            if not name:
                raise SetupError(self._missing_name_text())
        if self._mode == "race":
            setup = Setup.race(chosen, draws=draws, seed=seed)
            setup = setup.with_handicaps(self.fair_race.handicaps())
        elif self._mode == "team":
            level = "beginner" if self.beginner.isChecked() else "advanced"
            start = str(self.start_combo.currentData())
            setup = Setup.team(
                [n for n, _ in chosen], level=level, start=start, draws=draws, seed=seed
            )
        else:
            course = next(k for k, rb in self.course_buttons.items() if rb.isChecked())
            name = chosen[0][0] if chosen else ""
            if course == "plan":
                setup = Setup.practice(name, self._plan_for(name), draws=draws, seed=seed)
            else:
                setup = Setup.solo(name, course=course, draws=draws, seed=seed)
        setup.validate()
        return setup

    def _missing_name_text(self) -> str:
        if self._mode == "race":
            return self.tr("Give every chosen colour a name.")
        if self._mode == "team":
            return self.tr("Give every chosen seat a name.")
        if self._profiles:
            return self.tr("Type your name, or pick it from the list.")
        return self.tr("Type your name.")

    def is_ready(self) -> bool:
        """Whether the set-up can be played (the Start button is enabled)."""
        return self._valid

    def _on_choice_changed(self, *_args: object) -> None:
        self._update_expedition()
        self._update_fair_race()
        self._update_start()

    def _update_start(self) -> None:
        try:
            self.setup()
        except SetupError as exc:
            self._valid = False
            self.error_label.setText(error_text(exc))
        else:
            self._valid = True
            self.error_label.setText(self.tr("Ready! Press Start or Enter."))
        self.start_button.setEnabled(self._valid)

    def _on_return_pressed(self) -> None:
        if self._valid:
            self._on_start_clicked()
            return
        # Not ready: go to the first name still missing, so typing can go on.
        for check, box, _ in self._rows:
            if check.isChecked() and not box.name():
                box.setFocus()
                return

    def _on_start_clicked(self) -> None:
        try:
            setup = self.setup()
        except SetupError as exc:
            self.error_label.setText(error_text(exc))
            return
        self.error_label.setText("")
        self.start_requested.emit(setup)
