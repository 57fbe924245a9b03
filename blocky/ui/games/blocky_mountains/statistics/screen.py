"""The statistics screen: training log, cards, charts, team progress and race history.

Everything shown is read through :class:`StatisticsSource` from the store's statistics
functions; nothing here counts attempts itself. Each tab is its own class (log_tab.py,
cards_tab.py, charts_tab.py, team_tab.py, race_tab.py); this screen holds the filters
they share and the files (exchange.py). Tabs fill when they are first looked at after a
change, so opening the screen over a long history only reads what is on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.statistics import StatsFilter, TrainingSession
from blocky.i18n import QT_TRANSLATE_NOOP
from blocky.store.errors import StoreError
from blocky.ui.games.blocky_mountains.statistics.cards_tab import CardsTab
from blocky.ui.games.blocky_mountains.statistics.charts_tab import ChartsTab
from blocky.ui.games.blocky_mountains.statistics.columns import AttemptTime
from blocky.ui.games.blocky_mountains.statistics.data import Period, make_filter
from blocky.ui.games.blocky_mountains.statistics.exchange import (
    MAX_PROBLEMS_SHOWN,
    FileActions,
    ImportFailed,
    export_all_json,
    export_problem_text,
    import_all_json,
    write_table_csv,
)
from blocky.ui.games.blocky_mountains.statistics.log_tab import LogTab
from blocky.ui.games.blocky_mountains.statistics.models import RowsModel, SortProxy, Statistics
from blocky.ui.games.blocky_mountains.statistics.parts import (
    MAX_COLUMN_WIDTH,
    Page,
    big_button,
    python_date,
    swatch_icon,
)
from blocky.ui.games.blocky_mountains.statistics.race_tab import RaceTab
from blocky.ui.games.blocky_mountains.statistics.source import StatisticsSource
from blocky.ui.games.blocky_mountains.statistics.team_tab import TeamTab
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.flow import FlowLayout
from blocky.ui.kit.library import Library
from blocky.ui.kit.theme import FONT_LARGE, FONT_MEDIUM, FONT_NORMAL, MIN_TARGET, font, set_font
from blocky.ui.kit.widgets import plain_label

if TYPE_CHECKING:
    from blocky.games.blocky_mountains.storage.coach_data import TimedAttempt
    from blocky.ui.games.blocky_mountains.statistics.charts import ChartPanel

__all__ = [
    "CARDS",
    "CHARTS",
    "LOG",
    "MAX_COLUMN_WIDTH",
    "MAX_PROBLEMS_SHOWN",
    "RACE",
    "TEAM",
    "ImportFailed",
    "StatisticsScreen",
    "export_problem_text",
]

LOG, CARDS, CHARTS, TEAM, RACE = range(5)
MODES: tuple[tuple[str | None, str], ...] = (
    (None, QT_TRANSLATE_NOOP("Statistics", "All games")),
    ("solo", QT_TRANSLATE_NOOP("Statistics", "Solo training")),
    ("team", QT_TRANSLATE_NOOP("Statistics", "Team games")),
    ("race", QT_TRANSLATE_NOOP("Statistics", "Race games")),
)
#: The file name a tab's table is offered under.
TABLE_FILE_NAMES = {
    LOG: "training-log",
    CARDS: "cards",
    CHARTS: "training-log",
    TEAM: "team-games",
    RACE: "races",
}


class StatisticsScreen(QWidget):
    """How players climb: their training log, cards, charts, team runs and races."""

    back_requested = Signal()
    #: A file was written by an export or a chart save (its path).
    exported = Signal(str)

    def __init__(
        self,
        store: Library | None = None,
        parent: QWidget | None = None,
        *,
        today: Callable[[], date] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsScreen")
        self._store = store
        self._source = StatisticsSource(store) if store is not None else None
        self.today: Callable[[], date] = today or date.today
        self._stale: set[int] = set(range(5))
        #: Each player's colour, by profile id.
        self.colours: dict[int, str | None] = {}
        self._sessions: list[TrainingSession] = []
        #: The filter ``_sessions`` was read with (None: read again), so the log and the
        #: charts tab share one read of a long training log.
        self._sessions_for: StatsFilter | None = None
        self.files = FileActions(
            self,
            today=lambda: self.today(),
            tab_file_name=lambda: TABLE_FILE_NAMES[self.tabs.currentIndex()],
            export_table_csv=lambda path: self.export_table_csv(path),
            export_all=lambda path: self.export_all_json(path),
            import_all=lambda path: self.import_all_json(path),
        )

        # -- top: back, title, exports
        self.back_button = big_button(Statistics.tr("Back"))
        self.back_button.setToolTip(Statistics.tr("Back (Esc)"))
        self.back_button.clicked.connect(self.back_requested)
        title = plain_label(Statistics.tr("How you climb"))
        title.setFont(font(FONT_LARGE, bold=True))
        self.export_table_button = big_button(Statistics.tr("Save table (CSV)"))
        self.export_table_button.setToolTip(
            Statistics.tr("Save the table on this tab as a CSV file (Ctrl+E)")
        )
        self.export_table_button.clicked.connect(self.files.export_table)
        self.export_all_button = big_button(Statistics.tr("Save everything (JSON)"))
        self.export_all_button.setToolTip(Statistics.tr("Save every player and game in one file"))
        self.export_all_button.clicked.connect(self.files.export_all)
        # Back, the title and the buttons on one line when they fit, else wrapped onto
        # more lines (a narrow window, longer words in German and French).
        top = FlowLayout(spacing=12)
        top.addWidget(self.back_button)
        top.addWidget(title)
        top.addWidget(self.export_table_button)
        top.addWidget(self.export_all_button)
        self.import_button = big_button(Statistics.tr("Load saved games (JSON)"))
        self.import_button.setToolTip(
            Statistics.tr(
                "Add the players and games from a file saved with \u201cSave everything\u201d"
            )
        )
        self.import_button.clicked.connect(self.files.import_file)
        top.addWidget(self.import_button)

        filters = self._make_filters()

        # -- tabs
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        set_font(self.tabs.tabBar(), FONT_MEDIUM, bold=True)
        self.log_page = LogTab(self)
        self.cards_page = CardsTab(self)
        self.charts_page = ChartsTab(self)
        self.team_page = TeamTab(self)
        self.race_page = RaceTab(self)
        self._pages: tuple[Page, ...] = (
            self.log_page,
            self.cards_page,
            self.charts_page,
            self.team_page,
            self.race_page,
        )
        self._share_the_tabs_parts()
        for n, (page, text) in enumerate(
            (
                (self.log_page, Statistics.tr("Training log")),
                (self.cards_page, Statistics.tr("Cards")),
                (self.charts_page, Statistics.tr("Charts")),
                (self.team_page, Statistics.tr("Team")),
                (self.race_page, Statistics.tr("Race")),
            ),
            start=1,
        ):
            self.tabs.addTab(page, text)
            self.tabs.setTabToolTip(n - 1, f"{text} (Ctrl+{n})")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.tabs, 1)

        # -- keys
        for n in range(5):
            key = QShortcut(QKeySequence(f"Ctrl+{n + 1}"), self)
            key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            key.activated.connect(lambda n=n: self.tabs.setCurrentIndex(n))
        for seq in (QKeySequence(Qt.Key.Key_Escape), QKeySequence(QKeySequence.StandardKey.Back)):
            back = QShortcut(seq, self)
            back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            back.activated.connect(self.back_requested)
        export = QShortcut(QKeySequence("Ctrl+E"), self)
        export.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        export.activated.connect(self.files.export_table)

        self.player_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.period_combo.currentIndexChanged.connect(self._on_period_changed)
        self.mode_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.from_date.dateChanged.connect(self._on_filter_changed)
        self.to_date.dateChanged.connect(self._on_filter_changed)
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        # Nothing is read until refresh(): the owner decides when the screen is shown.
        self._enable_mode_filter(self.tabs.currentIndex())

    def _make_filters(self) -> FlowLayout:
        """The player, the period (with its dates) and the kind of game."""
        self.player_combo = QComboBox()
        # As wide as its column, not as the longest name (the list cuts it with "…").
        self.player_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.player_combo.setMinimumContentsLength(14)
        self.player_combo.setAccessibleName(Statistics.tr("Player"))
        self.period_combo = QComboBox()
        self.period_combo.setAccessibleName(Statistics.tr("Period"))
        for period, text in (
            (Period.ALL, Statistics.tr("All time")),
            (Period.WEEK, Statistics.tr("Last 7 days")),
            (Period.MONTH, Statistics.tr("Last 30 days")),
            (Period.YEAR, Statistics.tr("This year")),
            (Period.CUSTOM, Statistics.tr("From … to …")),
        ):
            self.period_combo.addItem(text, period.value)
        self.from_date = QDateEdit()
        self.to_date = QDateEdit()
        for edit, name in (
            (self.from_date, Statistics.tr("From")),
            (self.to_date, Statistics.tr("To")),
        ):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("d MMM yyyy")
            edit.setAccessibleName(name)
            edit.setVisible(False)
            edit.setMinimumHeight(MIN_TARGET - 6)
            edit.setFont(font(FONT_NORMAL + 1))
        self.mode_combo = QComboBox()
        self.mode_combo.setAccessibleName(Statistics.tr("Games"))
        for mode, text in MODES:
            self.mode_combo.addItem(Statistics.tr(text), mode)
        # Each filter keeps its label beside it; the filters wrap as the buttons do.
        filters = FlowLayout(spacing=16)

        def labelled(label: QLabel, widget: QWidget) -> QWidget:
            pair = QWidget()
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            label.setFont(font(FONT_NORMAL + 1, bold=True))
            label.setBuddy(widget)
            row.addWidget(label)
            row.addWidget(widget)
            return pair

        filters.addWidget(labelled(plain_label(Statistics.tr("Player")), self.player_combo))
        filters.addWidget(labelled(plain_label(Statistics.tr("When")), self.period_combo))
        filters.addWidget(self.from_date)
        filters.addWidget(self.to_date)
        self.mode_label = plain_label(Statistics.tr("Cards from"))
        filters.addWidget(labelled(self.mode_label, self.mode_combo))
        for combo in (self.player_combo, self.period_combo, self.mode_combo):
            combo.setMinimumHeight(MIN_TARGET - 6)
            combo.setMinimumWidth(170)
            combo.setFont(font(FONT_NORMAL + 1))
        return filters

    def _share_the_tabs_parts(self) -> None:
        """The tabs' tables, models and charts, by the names the screen always gave them
        (the Charts and Team tabs' parts below, made when first asked for)."""
        log, cards, race = self.log_page, self.cards_page, self.race_page
        self.log_model, self.log_proxy, self.log_view = log.log_model, log.log_proxy, log.log_view
        self.attempts_model, self.attempts_view = log.attempts_model, log.attempts_view
        self.attempts_title = log.attempts_title
        self.bests_box, self.bests_grid = cards.bests_box, cards.bests_grid
        self.bests_scroll, self.extremes_label = cards.bests_scroll, cards.extremes_label
        self.cards_model, self.cards_proxy = cards.cards_model, cards.cards_proxy
        self.cards_view = cards.cards_view
        self.race_summary, self.race_model, self.race_view = (
            race.race_summary,
            race.race_model,
            race.race_view,
        )
        self.race_games_model, self.race_games_proxy = race.race_games_model, race.race_games_proxy
        self.race_games_view = race.race_games_view
        self.race_log_model, self.race_log_title = race.race_log_model, race.race_log_title

    # -- the parts of the tabs made when first shown (or asked for here) --------------------

    @property
    def rate_chart(self) -> ChartPanel:
        return self.charts_page.built().rate_chart

    @property
    def squirrel_chart(self) -> ChartPanel:
        return self.charts_page.built().squirrel_chart

    @property
    def pile_chart(self) -> ChartPanel:
        return self.charts_page.built().pile_chart

    @property
    def card_chart(self) -> ChartPanel:
        return self.charts_page.built().card_chart

    @property
    def time_chart(self) -> ChartPanel:
        return self.charts_page.built().time_chart

    @property
    def charts(self) -> tuple[ChartPanel, ...]:
        return self.charts_page.built().charts

    @property
    def best_run_label(self) -> QLabel:
        return self.team_page.built().best_run_label

    @property
    def team_model(self) -> RowsModel[Any]:
        return self.team_page.built().team_model

    @property
    def team_proxy(self) -> SortProxy:
        return self.team_page.built().team_proxy

    @property
    def team_view(self) -> QTableView:
        return self.team_page.built().team_view

    @property
    def team_log_model(self) -> RowsModel[Any]:
        return self.team_page.built().team_log_model

    @property
    def team_log_title(self) -> QLabel:
        return self.team_page.built().team_log_title

    @property
    def expedition_model(self) -> RowsModel[Any]:
        return self.team_page.built().expedition_model

    @property
    def expedition_view(self) -> QTableView:
        return self.team_page.built().expedition_view

    @property
    def expedition_chart(self) -> ChartPanel:
        return self.team_page.built().expedition_chart

    # ----------------------------------------------------------------- public

    def set_store(self, store: Library | None) -> None:
        """The saved games the figures are read from (None: none are open); they are
        read at the next :meth:`refresh` (the window's statistics call it next)."""
        self._store = store
        self._source = StatisticsSource(store) if store is not None else None

    def refresh(self, *, on_last_played_mode: bool = True) -> None:
        """Read the store again: players first, then the tab on screen (the others when
        shown). Opening the screen shows the tab of the mode played last."""
        self._fill_players()
        self._stale = set(range(5))
        self._sessions_for = None
        if on_last_played_mode:
            self._show_last_played_mode()
        self._fill(self.tabs.currentIndex())

    def _show_last_played_mode(self) -> None:
        """Open on the mode played last: the training log, the team or the race tab."""
        if self._source is None:
            return
        try:
            mode = self._source.last_played_mode()
        except StoreError:
            return
        tab = {"solo": LOG, "team": TEAM, "race": RACE}.get(mode or "")
        if tab is not None and tab != self.tabs.currentIndex():
            self.tabs.blockSignals(True)
            self.tabs.setCurrentIndex(tab)
            self.tabs.blockSignals(False)
            self._enable_mode_filter(tab)

    def current_filter(self, *, with_mode: bool = False) -> StatsFilter:
        period = Period(self.period_combo.currentData() or Period.ALL.value)
        return make_filter(
            self.player_combo.currentData(),
            period,
            self.today(),
            self.mode_combo.currentData() if with_mode else None,
            python_date(self.from_date.date()),
            python_date(self.to_date.date()),
        )

    def log_rows(self) -> int:
        return self.log_model.rowCount()

    def open_session(self, proxy_row: int) -> None:
        """Show every attempt of the session in row ``proxy_row`` of the log (view order)."""
        self.log_page.open_session(proxy_row)

    def open_game_log(self, tab: int, proxy_row: int) -> None:
        """Show the log of the team game or race in row ``proxy_row`` (view order)."""
        (self.team_page if tab == TEAM else self.race_page).built().open_game_log(proxy_row)

    def current_table(self) -> QTableView:
        return {
            LOG: self.log_view,
            CARDS: self.cards_view,
            CHARTS: self.log_view,
            TEAM: self.team_view,
            RACE: self.race_view,
        }[self.tabs.currentIndex()]

    # -- the files -------------------------------------------------------------------------

    def export_table_csv(self, path: str | Path) -> None:
        """The current tab's table, as shown and in the order shown (charts: the sessions)."""
        self._fill(self.tabs.currentIndex())
        write_table_csv(self.current_table(), path)
        self.exported.emit(str(path))

    def export_all_json(self, path: str | Path) -> str:
        """Every player and game that can be read, written so that a failed save leaves any
        earlier file as it was (see exchange.export_all_json). Returns what to say; raises
        StoreError when nothing could be saved."""
        if self._source is None:
            return ""
        said = export_all_json(self._source, path)
        self.exported.emit(str(path))
        return said

    def import_all_json(self, path: str | Path) -> str:
        """Add the players and games of a file saved with "Save everything" (ImportFailed,
        with the words, when nothing was loaded); returns what happened, in words."""
        if self._source is None:
            return ""
        said = import_all_json(self._source, path)
        self.refresh(on_last_played_mode=False)
        return said

    def save_everything(self, path: str | Path) -> QMessageBox:
        """Save everything to ``path`` and say how it went."""
        return self.files.save_everything(path)

    def _on_import_clicked(self) -> None:
        self.files.import_file()

    # -- what the tabs share (blocky.ui.games.blocky_mountains.statistics.parts.TabHost) ---

    @property
    def source(self) -> StatisticsSource | None:
        return self._source

    def one_player(self) -> bool:
        return self.player_combo.currentData() is not None

    def no_data_text(self, nothing_at_all: str) -> str:
        """Nothing ever played, or only nothing in this period or for this player."""
        f = self.current_filter()
        if f.since is None and f.until is None and f.player_id is None:
            return nothing_at_all
        if f.since is None and f.until is None:
            return nothing_at_all + " " + Statistics.tr("(Nothing yet for this player.)")
        return (
            nothing_at_all + " " + Statistics.tr("(Nothing in this period: choose a longer one.)")
        )

    def sessions_now(self) -> list[TrainingSession]:
        assert self._source is not None
        f = self.current_filter()
        if f != self._sessions_for:
            self._sessions = self._source.training_log(f)
            self._sessions_for = f
        return self._sessions

    def read_times(self, into: dict[int, AttemptTime], game_id: int) -> None:
        """The build-and-try times of one game's attempts, into ``into`` (by seq)."""
        into.clear()
        if self._source is None:
            return
        try:
            into.update({t.seq: t for t in self._source.game_attempt_times(game_id)})
        except StoreError as exc:
            self.show_error(error_text(exc))

    def timed(self, f: StatsFilter) -> list[TimedAttempt]:
        """The attempts the filter counts, with their times (none if they cannot be read)."""
        assert self._source is not None
        try:
            return self._source.timed_attempts(f)
        except StoreError as exc:
            self.show_error(error_text(exc))
            return []

    def show_error(self, message: str) -> None:
        from blocky.ui.kit.messages import tell

        tell(self, message, title=Statistics.tr("Statistics"))

    # ----------------------------------------------------------------- filling

    def _fill_players(self) -> None:
        players = self._source.players() if self._source is not None else []
        self.colours.clear()
        self.colours.update({p.id: p.colour for p in players})
        chosen = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItem(Statistics.tr("Everyone"), None)
        for p in players:
            self.player_combo.addItem(swatch_icon(p.colour), p.name, p.id)
        index = self.player_combo.findData(chosen) if chosen is not None else 0
        self.player_combo.setCurrentIndex(max(0, index))
        self.player_combo.blockSignals(False)

    def _fill(self, tab: int) -> None:
        self._pages[tab].built()
        if tab not in self._stale:
            return
        self._stale.discard(tab)
        if self._source is None:
            return
        try:
            self._pages[tab].fill()
        except StoreError as exc:
            self.show_error(error_text(exc))

    # ----------------------------------------------------------------- slots

    def _on_filter_changed(self) -> None:
        self._stale = set(range(5))
        self._sessions_for = None
        self._fill(self.tabs.currentIndex())

    def _on_period_changed(self) -> None:
        custom = self.period_combo.currentData() == Period.CUSTOM.value
        if custom and not self.from_date.isVisible():
            day = self.today()
            today = QDate(day.year, day.month, day.day)
            self.from_date.blockSignals(True)
            self.to_date.blockSignals(True)
            self.from_date.setDate(today.addDays(-29))
            self.to_date.setDate(today)
            self.from_date.blockSignals(False)
            self.to_date.blockSignals(False)
        self.from_date.setVisible(custom)
        self.to_date.setVisible(custom)
        self._on_filter_changed()

    def _on_tabs_current_changed(self, index: int) -> None:
        self._enable_mode_filter(index)
        self._fill(index)

    def _enable_mode_filter(self, index: int) -> None:
        # The game-kind filter only means something where games of every kind mix.
        self.mode_combo.setEnabled(index in (CARDS, CHARTS))
        self.mode_label.setEnabled(index in (CARDS, CHARTS))
