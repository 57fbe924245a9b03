"""The statistics screen: training log, cards, charts, team progress and race history.

Everything shown is read from the store's statistics functions; nothing here
counts attempts itself. Tabs fill when they are first looked at after a change,
so opening the screen over a long history only reads what is on screen.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QDate,
    QEvent,
    QItemSelection,
    QModelIndex,
    QObject,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.statistics.filters import StatsFilter
from blocky.games.blocky_mountains.statistics.reader import BlockyStatistics
from blocky.games.blocky_mountains.statistics.solo import TrainingSession
from blocky.games.blocky_mountains.storage.coach_data import (
    TimedAttempt,
    card_mean_seconds,
    mean_seconds,
)
from blocky.i18n import QT_TRANSLATE_NOOP
from blocky.store import Store, StoreError
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.files import ask_open_path, ask_save_path
from blocky.ui.kit.flow import FlowLayout
from blocky.ui.kit.grammar import fill
from blocky.ui.kit.theme import FONT_LARGE, FONT_MEDIUM, FONT_NORMAL, MIN_TARGET, font, set_font
from blocky.ui.kit.widgets import PLAYER_COLOURS, plain_label, plain_tooltip, short_name
from blocky.ui.statistics.charts import (
    RECENT_SESSIONS,
    ChartPanel,
    fill_card_chart,
    fill_expedition_chart,
    fill_pile_chart,
    fill_rate_chart,
    fill_squirrel_chart,
    fill_time_chart,
)
from blocky.ui.statistics.data import (
    Period,
    best_team_run,
    hardest_and_easiest,
    make_filter,
    percent,
)
from blocky.ui.statistics.models import (
    AttemptTime,
    PagedRowsModel,
    RowsModel,
    SortProxy,
    Statistics,
    attempt_columns,
    card_columns,
    card_text,
    day,
    expedition_columns,
    race_columns,
    race_game_columns,
    route_name,
    session_columns,
    space_words,
    table_csv,
    team_columns,
)

LOG, CARDS, CHARTS, TEAM, RACE = range(5)
MODES: tuple[tuple[str | None, str], ...] = (
    (None, QT_TRANSLATE_NOOP("Statistics", "All games")),
    ("solo", QT_TRANSLATE_NOOP("Statistics", "Solo training")),
    ("team", QT_TRANSLATE_NOOP("Statistics", "Team games")),
    ("race", QT_TRANSLATE_NOOP("Statistics", "Race games")),
)


def _swatch_icon(colour: str | None) -> QIcon:
    if not colour:
        return QIcon()
    pix = QPixmap(24, 24)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor("#888888"))
    p.setBrush(QColor(PLAYER_COLOURS.get(colour, colour)))
    p.drawEllipse(2, 2, 20, 20)
    p.end()
    return QIcon(pix)


def _big_button(text: str) -> QPushButton:
    b = QPushButton(text)
    b.setMinimumHeight(MIN_TARGET)
    b.setFont(font(FONT_NORMAL + 2))
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    return b


# The game whose figures these pages show (its id in the registry).
GAME_ID = "blocky-mountains"

#: No column of a statistics table is wider than this.
MAX_COLUMN_WIDTH = 480
# The least height of the Team tab's expeditions, chart and lists, readable; a shorter
# window scrolls them.
TEAM_PAGE_HEIGHT = 460
# The same for the Cards tab (the bests, the hardest and easiest cards, the cards' table)
# and the Race tab (results, past races and the chosen race's log).
CARDS_PAGE_HEIGHT = 420
RACE_PAGE_HEIGHT = 460


def _table(model: Any, name: str) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.setFont(font(FONT_NORMAL + 1))
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(38)
    header = view.horizontalHeader()
    header.setFont(font(FONT_NORMAL, bold=True))
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(70)
    # Fit the first column (dates, names) to its text, judged on the first rows only:
    # measuring every row of a long log would cost more than filling it.
    header.setResizeContentsPrecision(60)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    # A 300-character name is cut in its cell (whole in the tooltip), not a column
    # wider than the window.
    header.setMaximumSectionSize(MAX_COLUMN_WIDTH)
    # No sort until a header is clicked: the store already returns a sensible order.
    header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    view.setSortingEnabled(True)
    return view


class WrapHeader(QHeaderView):
    """Column headings written whole: a heading too long for one line is wrapped onto up
    to :attr:`LINES` lines, and its column is at least as wide as that needs (a column
    never cuts its heading, whatever the language)."""

    LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)

    def _heading(self, section: int) -> str:
        model = self.model()
        text = model.headerData(section, self.orientation()) if model is not None else None
        return str(text) if text else ""

    def _lines(self, text: str, width: int) -> QRect:
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags, text)

    def heading_width(self, text: str) -> int:
        """The narrowest width that writes ``text`` on at most LINES lines, no word cut."""
        metrics = self.fontMetrics()
        low = max((metrics.horizontalAdvance(w) for w in text.split()), default=0)
        high = max(low, metrics.horizontalAdvance(text))
        line = metrics.lineSpacing()
        while low < high:
            middle = (low + high) // 2
            if self._lines(text, middle).height() <= line * self.LINES:
                high = middle
            else:
                low = middle + 1
        return low

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:  # noqa: N802, N803
        size = super().sectionSizeFromContents(logicalIndex)
        text = self._heading(logicalIndex)
        if not text:
            return size
        metrics = self.fontMetrics()
        padding = size.width() - metrics.horizontalAdvance(text)
        width = self.heading_width(text)
        height = self._lines(text, width).height()
        return QSize(width + padding + 2, size.height() - metrics.height() + height + 2)


class _FitScroll(QScrollArea):
    """A scroll area as tall as its content up to ``most`` pixels (then it scrolls)."""

    def __init__(self, most: int) -> None:
        super().__init__()
        self._most = most
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # A table wider than a narrow window scrolls sideways rather than being cut off.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def sizeHint(self) -> QSize:  # noqa: N802
        inner = self.widget()
        if inner is None:
            return QSize(super().sizeHint().width(), 0)
        wide = self.viewport().width()
        tall = inner.heightForWidth(wide) if inner.hasHeightForWidth() else -1
        height = max(tall, inner.sizeHint().height()) + 2 * self.frameWidth() + 12
        if inner.minimumSizeHint().width() > wide:
            # Room for the scroll bar below the table.
            height += self.horizontalScrollBar().sizeHint().height()
        return QSize(super().sizeHint().width(), min(height, self._most))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, min(self.sizeHint().height(), self._most // 2))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # The content laid itself out again (rows added): take its new height.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


class _TallSplitter(QSplitter):
    """A splitter at least ``least`` pixels high, and never lower than its parts need
    (a chart whose title wraps onto more lines needs more): a scroll area around it
    then scrolls instead of squeezing a part below its least height."""

    def __init__(self, orientation: Qt.Orientation, least: int) -> None:
        super().__init__(orientation)
        self._least = least

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._least))


class _Page(QStackedWidget):
    """A tab's content, or the sentence saying what will appear there."""

    def __init__(self, content: QWidget, empty_text: str, *, least_height: int = 0) -> None:
        """With ``least_height``, a window too low for the content scrolls it rather
        than squeezing its sentences and tables over each other."""
        super().__init__()
        self.content = content
        self.empty = plain_label(empty_text)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setFont(font(FONT_LARGE - 4))
        self.empty.setMargin(40)
        self._shown: QWidget = content
        if least_height:
            content.setMinimumHeight(least_height)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(content)
            self._shown = scroll
        self.addWidget(self._shown)
        self.addWidget(self.empty)

    def show_empty(self, text: str | None) -> None:
        """``text``: why there is nothing (None shows the content)."""
        if text is None:
            self.setCurrentWidget(self._shown)
        else:
            self.empty.setText(text)
            self.setCurrentWidget(self.empty)

    @property
    def is_empty(self) -> bool:
        return self.currentWidget() is self.empty


#: At most this many things that could not be saved are named one by one.
MAX_PROBLEMS_SHOWN = 10


def export_problem_text(problem: Any) -> str:
    """One thing "Save everything" could not read, in words."""
    what = str(problem.what)
    if what == "game":
        head = Statistics.tr("Game {0}").format(problem.ident)
    elif what == "player":
        head = Statistics.tr("Player {0}").format(problem.ident)
    elif what == "board":
        head = Statistics.tr("Your corrected board")
    else:
        head = f"{what} {problem.ident}"
    return f"{head}: {problem.detail}"


class ImportFailed(Exception):
    """A file that could not be loaded; the message is for the player."""


class StatisticsScreen(QWidget):
    """How players climb: their training log, cards, charts, team runs and races."""

    back_requested = Signal()
    #: A file was written by an export or a chart save (its path).
    exported = Signal(str)

    def __init__(
        self,
        store: Store | None = None,
        parent: QWidget | None = None,
        *,
        today: Callable[[], date] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsScreen")
        self._store = store
        self._today = today or date.today
        self._stale: set[int] = set(range(5))
        self._colours: dict[int, str | None] = {}
        #: Build-and-try times of the attempts shown (by seq): the session's, the team
        #: game's and the race's; and per player and card, timed attempts and mean seconds.
        self._attempt_times: dict[int, AttemptTime] = {}
        self._team_times: dict[int, AttemptTime] = {}
        self._race_times: dict[int, AttemptTime] = {}
        self._card_times: dict[tuple[int | None, str], tuple[int, float]] = {}
        self._sessions: list[TrainingSession] = []
        #: The filter ``_sessions`` was read with (None: read again), so the log and the
        #: charts tab share one read of a long training log.
        self._sessions_for: StatsFilter | None = None

        # -- top: back, title, exports
        self.back_button = _big_button(Statistics.tr("Back"))
        self.back_button.setToolTip(Statistics.tr("Back (Esc)"))
        self.back_button.clicked.connect(self.back_requested)
        title = plain_label(Statistics.tr("How you climb"))
        title.setFont(font(FONT_LARGE, bold=True))
        self.export_table_button = _big_button(Statistics.tr("Save table (CSV)"))
        self.export_table_button.setToolTip(
            Statistics.tr("Save the table on this tab as a CSV file (Ctrl+E)")
        )
        self.export_table_button.clicked.connect(self._on_export_table_clicked)
        self.export_all_button = _big_button(Statistics.tr("Save everything (JSON)"))
        self.export_all_button.setToolTip(Statistics.tr("Save every player and game in one file"))
        self.export_all_button.clicked.connect(self._on_export_all_clicked)
        # Back, the title and the buttons on one line when they fit, else wrapped onto
        # more lines (a narrow window, longer words in German and French).
        top = FlowLayout(spacing=12)
        top.addWidget(self.back_button)
        top.addWidget(title)
        top.addWidget(self.export_table_button)
        top.addWidget(self.export_all_button)
        self.import_button = _big_button(Statistics.tr("Load saved games (JSON)"))
        self.import_button.setToolTip(
            Statistics.tr(
                "Add the players and games from a file saved with \u201cSave everything\u201d"
            )
        )
        self.import_button.clicked.connect(self._on_import_clicked)
        top.addWidget(self.import_button)

        # -- filters
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

        # -- tabs
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        set_font(self.tabs.tabBar(), FONT_MEDIUM, bold=True)
        self.log_page = self._make_log_page()
        self.cards_page = self._make_cards_page()
        self.charts_page = self._make_charts_page()
        self.team_page = self._make_team_page()
        self.race_page = self._make_race_page()
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
        export.activated.connect(self._on_export_table_clicked)

        self.player_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.period_combo.currentIndexChanged.connect(self._on_period_changed)
        self.mode_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.from_date.dateChanged.connect(self._on_filter_changed)
        self.to_date.dateChanged.connect(self._on_filter_changed)
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        # Nothing is read until refresh(): the owner decides when the screen is shown.
        self._enable_mode_filter(self.tabs.currentIndex())

    # ------------------------------------------------------------------ pages

    def _make_log_page(self) -> _Page:
        # Read a page at a time as rows scroll into view, and sorted by the store: a log of
        # 40,000 sessions opens as fast as one of 40.
        self.log_model: PagedRowsModel[Any] = PagedRowsModel(session_columns(True), self)
        self.log_proxy = self.log_model
        self.log_model.on_error = lambda exc: self._show_error(error_text(exc))
        self.log_view = _table(self.log_model, Statistics.tr("Training sessions"))
        self.log_view.selectionModel().selectionChanged.connect(self._on_log_selection_changed)
        self.log_view.activated.connect(self._on_log_view_activated)
        self.attempts_model: RowsModel[Any] = RowsModel(
            attempt_columns(False, self._attempt_times), self
        )
        self.attempts_view = _table(SortProxy(self.attempts_model, self), Statistics.tr("Attempts"))
        self.attempts_title = plain_label(
            Statistics.tr("Choose a session to see every attempt in it.")
        )
        self.attempts_title.setFont(font(FONT_MEDIUM, bold=True))
        self.attempts_title.setWordWrap(True)
        detail = QWidget()
        d = QVBoxLayout(detail)
        d.setContentsMargins(0, 8, 0, 0)
        d.addWidget(self.attempts_title)
        d.addWidget(self.attempts_view, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.log_view)
        split.addWidget(detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        return _Page(split, "")

    def _make_cards_page(self) -> _Page:
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 8, 0, 0)
        self.bests_box = QWidget()
        self.bests_grid = QGridLayout(self.bests_box)
        self.bests_grid.setContentsMargins(0, 0, 0, 0)
        self.bests_grid.setHorizontalSpacing(14)
        # Every player has a row, however many there are: the grid scrolls.
        self.bests_scroll = _FitScroll(330)
        self.bests_scroll.setWidgetResizable(True)
        self.bests_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.bests_scroll.setWidget(self.bests_box)
        self.extremes_label = plain_label("")
        self.extremes_label.setWordWrap(True)
        self.extremes_label.setFont(font(FONT_MEDIUM))
        self.cards_model: RowsModel[Any] = RowsModel(
            card_columns(True, self._colours, self._card_times), self
        )
        self.cards_proxy = SortProxy(self.cards_model, self)
        self.cards_view = _table(self.cards_proxy, Statistics.tr("Route cards"))
        # Headings wrapped whole, card names whole: each column as wide as its heading
        # and its texts need, the last one taking what is left; a narrow window scrolls.
        header = WrapHeader(self.cards_view)
        self.cards_view.setHorizontalHeader(header)
        header.setFont(font(FONT_NORMAL, bold=True))
        header.setMinimumSectionSize(40)
        header.setResizeContentsPrecision(60)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setMaximumSectionSize(MAX_COLUMN_WIDTH)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.cards_view.setSortingEnabled(True)
        layout.addWidget(self.bests_scroll)
        layout.addWidget(self.extremes_label)
        layout.addWidget(self.cards_view, 1)
        return _Page(content, "", least_height=CARDS_PAGE_HEIGHT)

    def _make_charts_page(self) -> _Page:
        empty = Statistics.tr("Play a solo training to see this chart.")
        self.rate_chart = ChartPanel(Statistics.tr("Cards mastered in each session"), empty)
        self.squirrel_chart = ChartPanel(Statistics.tr("Squirrels kept"), empty)
        self.pile_chart = ChartPanel(
            Statistics.tr("Cards mastered per route, last {0} sessions").format(RECENT_SESSIONS),
            empty,
        )
        self.card_chart = ChartPanel(
            Statistics.tr("How often each card is mastered"),
            Statistics.tr("Play a card in a training or a game to see this chart."),
        )
        self.time_chart = ChartPanel(Statistics.tr("Time per attempt in each session"), empty)
        self.time_chart.setObjectName("timeChart")
        self.charts = (
            self.rate_chart,
            self.squirrel_chart,
            self.pile_chart,
            self.card_chart,
            self.time_chart,
        )
        for panel in self.charts:
            panel.saved.connect(self.exported)
            panel.today = self._today
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.addWidget(self.rate_chart, 0, 0)
        grid.addWidget(self.squirrel_chart, 0, 1)
        grid.addWidget(self.pile_chart, 1, 0, 1, 2)
        grid.addWidget(self.card_chart, 2, 0, 1, 2)
        grid.addWidget(self.time_chart, 3, 0, 1, 2)
        grid.setRowMinimumHeight(3, 340)
        grid.setRowMinimumHeight(0, 340)
        grid.setRowMinimumHeight(1, 460)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        return _Page(scroll, "")

    def _make_team_page(self) -> _Page:
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 8, 0, 0)
        self.best_run_label = plain_label("")
        self.best_run_label.setWordWrap(True)
        self.best_run_label.setFont(font(FONT_MEDIUM, bold=True))
        self.team_model: RowsModel[Any] = RowsModel(team_columns(), self)
        self.team_proxy = SortProxy(self.team_model, self)
        self.team_view = _table(self.team_proxy, Statistics.tr("Team games"))
        self.team_log_model: RowsModel[Any] = RowsModel(
            attempt_columns(True, self._team_times), self
        )
        self.team_log_title = plain_label(Statistics.tr("Choose a game to see its log."))
        # Each team's expedition (the same players, whatever their seats) and how far it
        # got, game after game.
        self.expedition_model: RowsModel[Any] = RowsModel(expedition_columns(), self)
        self.expedition_view = _table(
            SortProxy(self.expedition_model, self), Statistics.tr("Team expeditions")
        )
        # Headers whole (a column as wide as its header or its longest cell); the starts,
        # one per game, take what is left (cut, whole in the tooltip).
        header = self.expedition_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.expedition_chart = ChartPanel(
            Statistics.tr("How far each team got"),
            Statistics.tr("Play a team game to see how far your team climbs."),
        )
        self.expedition_chart.view.setMinimumHeight(200)
        # A narrow window wraps the title rather than taking the table's width.
        self.expedition_chart.title.setWordWrap(True)
        self.expedition_chart.view.setMinimumWidth(240)
        self.expedition_chart.saved.connect(self.exported)
        self.expedition_chart.today = self._today
        expeditions = QSplitter(Qt.Orientation.Horizontal)
        expeditions.addWidget(self.expedition_view)
        expeditions.addWidget(self.expedition_chart)
        # The table's seven columns take two thirds of the width, the chart the rest.
        expeditions.setStretchFactor(0, 2)
        expeditions.setStretchFactor(1, 1)
        expeditions.setSizes([2000, 1000])
        expeditions.setChildrenCollapsible(False)
        games = self._with_game_log(self.team_view, self.team_log_model, self.team_log_title)
        split = _TallSplitter(Qt.Orientation.Vertical, TEAM_PAGE_HEIGHT)
        split.addWidget(expeditions)
        split.addWidget(games)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        # A short window scrolls the expeditions, the chart and the lists rather than
        # crushing them (the sentence above them wraps, so it stays outside the scrolling).
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(split)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.best_run_label)
        layout.addWidget(scroll, 1)
        self.team_view.selectionModel().selectionChanged.connect(
            lambda sel, _old: self._open_game_row(TEAM, sel)
        )
        return _Page(content, "")

    def _with_game_log(self, games: QTableView, log: RowsModel[Any], title: QLabel) -> QSplitter:
        """A list of games over the log of the one chosen."""
        title.setFont(font(FONT_MEDIUM, bold=True))
        title.setWordWrap(True)
        view = _table(SortProxy(log, self), Statistics.tr("Game log"))
        detail = QWidget()
        d = QVBoxLayout(detail)
        d.setContentsMargins(0, 8, 0, 0)
        d.addWidget(title)
        d.addWidget(view, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(games)
        split.addWidget(detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        return split

    def _make_race_page(self) -> _Page:
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 8, 0, 0)
        self.race_summary = plain_label("")
        self.race_summary.setWordWrap(True)
        self.race_summary.setFont(font(FONT_MEDIUM, bold=True))
        self.race_model: RowsModel[Any] = RowsModel(race_columns(self._colours), self)
        self.race_view = _table(SortProxy(self.race_model, self), Statistics.tr("Race results"))
        self.race_view.setMaximumHeight(260)
        self.race_games_model: RowsModel[Any] = RowsModel(race_game_columns(), self)
        self.race_games_proxy = SortProxy(self.race_games_model, self)
        self.race_games_view = _table(self.race_games_proxy, Statistics.tr("Past races"))
        self.race_log_model: RowsModel[Any] = RowsModel(
            attempt_columns(True, self._race_times), self
        )
        self.race_log_title = plain_label(Statistics.tr("Choose a race to see its log."))
        layout.addWidget(self.race_summary)
        layout.addWidget(self.race_view)
        layout.addWidget(
            self._with_game_log(self.race_games_view, self.race_log_model, self.race_log_title), 1
        )
        self.race_games_view.selectionModel().selectionChanged.connect(
            lambda sel, _old: self._open_game_row(RACE, sel)
        )
        return _Page(content, "", least_height=RACE_PAGE_HEIGHT)

    # ----------------------------------------------------------------- public

    def _figures(self) -> BlockyStatistics:
        """The game's figures over the open store (through its registry entry)."""
        assert self._store is not None
        figures: BlockyStatistics = self._store.statistics(GAME_ID)
        return figures

    def set_store(self, store: Store | None) -> None:
        self._store = store
        self.refresh()

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
        if self._store is None:
            return
        try:
            mode = self._figures().last_played_mode()
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
            self._today(),
            self.mode_combo.currentData() if with_mode else None,
            _python_date(self.from_date.date()),
            _python_date(self.to_date.date()),
        )

    def log_rows(self) -> int:
        return self.log_model.rowCount()

    def open_game_log(self, tab: int, proxy_row: int) -> None:
        """Show the log of the team game or race in row ``proxy_row`` (view order)."""
        if self._store is None:
            return
        proxy, model, log, title = (
            (self.team_proxy, self.team_model, self.team_log_model, self.team_log_title)
            if tab == TEAM
            else (
                self.race_games_proxy,
                self.race_games_model,
                self.race_log_model,
                self.race_log_title,
            )
        )
        if not 0 <= proxy_row < proxy.rowCount():
            return
        game = model.row(proxy.source_row(proxy_row))
        try:
            attempts = self._figures().session_attempts(game.game_id)
        except StoreError as exc:
            log.set_rows([])
            title.setText("")
            self._show_error(error_text(exc))
            return
        self._read_times(self._team_times if tab == TEAM else self._race_times, game.game_id)
        log.set_rows(attempts)
        title.setText(
            Statistics.tr("{0}, {1}: %n attempt(s)", None, len(attempts)).format(
                ", ".join(short_name(n) for n in game.player_names), day(game.created_at)
            )
        )

    def _read_times(self, into: dict[int, AttemptTime], game_id: int) -> None:
        """The build-and-try times of one game's attempts, into ``into`` (by seq)."""
        into.clear()
        if self._store is None:
            return
        try:
            into.update({t.seq: t for t in self._figures().game_attempt_times(game_id)})
        except (sqlite3.Error, StoreError) as exc:
            self._show_error(error_text(exc))

    def _timed(self, f: StatsFilter) -> list[TimedAttempt]:
        """The attempts the filter counts, with their times (none if they cannot be read)."""
        assert self._store is not None
        try:
            return self._figures().timed_attempts(
                player_id=f.player_id, mode=f.mode, since=f.since, until=f.until
            )
        except (sqlite3.Error, StoreError) as exc:
            self._show_error(error_text(exc))
            return []

    def _open_game_row(self, tab: int, selected: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.open_game_log(tab, rows[0].row())

    def current_table(self) -> QTableView:
        return {
            LOG: self.log_view,
            CARDS: self.cards_view,
            CHARTS: self.log_view,
            TEAM: self.team_view,
            RACE: self.race_view,
        }[self.tabs.currentIndex()]

    def export_table_csv(self, path: str | Path) -> None:
        """The current tab's table, as shown and in the order shown (charts: the sessions)."""
        self._fill(self.tabs.currentIndex())
        text = table_csv(self.current_table().model())
        Path(path).write_text(text, encoding="utf-8")
        self.exported.emit(str(path))

    def export_all_json(self, path: str | Path) -> str:
        """Every player and game that can be read, in the store's versioned export format,
        written so that a failed save leaves any earlier file as it was. Returns what to
        say: where it was saved and what could not be read. Raises StoreError when
        nothing could be saved."""
        from blocky.store.exchange import write_atomically

        if self._store is None:
            return ""
        result = self._store.export_everything()
        text = json.dumps(result.data, ensure_ascii=False, indent=1)
        write_atomically(Path(path), text)
        self.exported.emit(str(path))
        said = Statistics.tr("Everything was saved in {0}.").format(path)
        if not result.problems:
            return said
        lines = [
            Statistics.tr(
                "Saved in {0}, except %n thing(s) that could not be read:",
                None,
                len(result.problems),
            ).format(path)
        ]
        # The board and the players first: there are few of them, games can be many.
        order = {"board": 0, "player": 1}
        problems = sorted(result.problems, key=lambda p: order.get(str(p.what), 2))
        shown = problems[:MAX_PROBLEMS_SHOWN]
        lines += [f"\u2022 {export_problem_text(p)}" for p in shown]
        if len(result.problems) > len(shown):
            lines.append(Statistics.tr("and %n more", None, len(result.problems) - len(shown)))
        return "\n".join(lines)

    def import_all_json(self, path: str | Path) -> str:
        """Add the players and games of a file saved with "Save everything". Everything in
        the file is checked before anything is written; returns what happened, in words."""
        if self._store is None:
            return ""
        from blocky.core.files import FileRefused, read_named_file, utf8_text
        from blocky.store.exchange import MAX_IMPORT_BYTES

        try:
            text = utf8_text(read_named_file(path, MAX_IMPORT_BYTES))
        except (OSError, ValueError) as exc:
            detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            if isinstance(exc, FileRefused):
                detail = _refused_file_text(exc)
            raise ImportFailed(
                Statistics.tr("The file cannot be read: {0}").format(detail)
            ) from None
        try:
            report = self._store.import_json(text)
        except StoreError as exc:
            raise ImportFailed(
                Statistics.tr("This file cannot be loaded, so nothing was changed.")
                + "\n"
                + error_text(exc)
            ) from None
        self.refresh(on_last_played_mode=False)
        added = Statistics.tr("%n game(s) added", None, report.games_added)
        players = Statistics.tr("%n new player(s)", None, report.players_added)
        skipped = Statistics.tr("%n game(s) were already here", None, report.games_skipped)
        return f"{added}, {players}; {skipped}."

    def open_session(self, proxy_row: int) -> None:
        """Show every attempt of the session in row ``proxy_row`` of the log (view order)."""
        if self._store is None or not 0 <= proxy_row < self.log_proxy.rowCount():
            return
        try:
            session: TrainingSession = self.log_model.row(self.log_proxy.source_row(proxy_row))
        except IndexError:  # the page could not be read (already said)
            return
        try:
            attempts = self._figures().session_attempts(session.game_id)
        except StoreError as exc:
            # Not the attempts of the session shown before: nothing, and why.
            self.attempts_model.set_rows([])
            self.attempts_title.setText("")
            self._show_error(error_text(exc))
            return
        self._read_times(self._attempt_times, session.game_id)
        self.attempts_model.set_rows(attempts)
        route = route_name(session.course)
        self.attempts_title.setText(
            Statistics.tr("{0}, {1}, route {2}: %n attempt(s)", None, len(attempts)).format(
                short_name(session.player_name), day(session.started), route
            )
        )

    # ----------------------------------------------------------------- filling

    def _fill_players(self) -> None:
        players = self._store.players() if self._store is not None else []
        self._colours.clear()
        self._colours.update({p.id: p.colour for p in players})
        chosen = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItem(Statistics.tr("Everyone"), None)
        for p in players:
            self.player_combo.addItem(_swatch_icon(p.colour), p.name, p.id)
        index = self.player_combo.findData(chosen) if chosen is not None else 0
        self.player_combo.setCurrentIndex(max(0, index))
        self.player_combo.blockSignals(False)

    def _fill(self, tab: int) -> None:
        if tab not in self._stale:
            return
        self._stale.discard(tab)
        if self._store is None:
            return
        try:
            {
                LOG: self._fill_log,
                CARDS: self._fill_cards,
                CHARTS: self._fill_charts,
                TEAM: self._fill_team,
                RACE: self._fill_race,
            }[tab]()
        except StoreError as exc:
            self._show_error(error_text(exc))

    def _no_data_text(self, nothing_at_all: str) -> str:
        """Nothing ever played, or only nothing in this period or for this player."""
        f = self.current_filter()
        if f.since is None and f.until is None and f.player_id is None:
            return nothing_at_all
        if f.since is None and f.until is None:
            return nothing_at_all + " " + Statistics.tr("(Nothing yet for this player.)")
        return (
            nothing_at_all + " " + Statistics.tr("(Nothing in this period: choose a longer one.)")
        )

    def _sessions_now(self) -> list[TrainingSession]:
        assert self._store is not None
        f = self.current_filter()
        if f != self._sessions_for:
            self._sessions = self._figures().training_log(f)
            self._sessions_for = f
        return self._sessions

    def _fill_log(self) -> None:
        figures = self._figures()
        f = self.current_filter()
        one_player = self.player_combo.currentData() is not None
        self.log_view.setColumnHidden(1, one_player)
        self.log_view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        # Newest first (the session just played is the one a player looks for), read a
        # page at a time as the rows come into view.
        self.log_model.sort(-1)
        self.log_model.set_source(
            lambda: figures.training_log_count(f),
            lambda offset, limit, order, descending: figures.training_log_page(
                f, offset, limit, order, descending
            ),
        )
        sessions = self.log_model.rowCount()
        self.attempts_model.set_rows([])
        self.attempts_title.setText(Statistics.tr("Choose a session to see every attempt in it."))
        self.log_page.show_empty(
            None
            if sessions
            else self._no_data_text(
                Statistics.tr("Play a solo training to see your progress here.")
            )
        )

    def _fill_cards(self) -> None:
        assert self._store is not None
        f = self.current_filter(with_mode=True)
        rows = self._figures().card_stats(f)
        timed = self._timed(f)
        self._card_times.clear()
        self._card_times.update(card_mean_seconds(timed, f.player_id))
        one_player = f.player_id is not None
        self.cards_view.setColumnHidden(0, one_player)
        self.cards_model.set_rows(rows)
        self.cards_proxy.sort(-1)
        hardest, easiest = hardest_and_easiest(self._figures().card_totals(f))
        lines = []
        if hardest:
            lines.append(
                Statistics.tr("Hardest: {0}").format(
                    ",  ".join(
                        f"{card_text(t.card_name)} ({percent(t.mastered_rate)})" for t in hardest
                    )
                )
            )
        if easiest:
            lines.append(
                Statistics.tr("Easiest: {0}").format(
                    ",  ".join(
                        f"{card_text(t.card_name)} ({percent(t.mastered_rate)})" for t in easiest
                    )
                )
            )
        self.extremes_label.setText("\n".join(lines))
        self._fill_bests(f)
        self.cards_page.show_empty(
            None
            if rows
            else self._no_data_text(
                Statistics.tr(
                    "Play a card in a training or a game to see how often it is mastered here."
                )
            )
        )

    def _fill_bests(self, f: StatsFilter) -> None:
        assert self._store is not None
        while self.bests_grid.count():
            item = self.bests_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        players = self._store.players()
        if f.player_id is not None:
            players = [p for p in players if p.id == f.player_id]
        modes = [m for m in ("solo", "race", "team") if f.mode in (None, m)]
        mode_names = {
            "solo": Statistics.tr("Training"),
            "race": Statistics.tr("Race"),
            "team": Statistics.tr("Team"),
        }
        # Per mode: most cards mastered in one game, most squirrels kept (not in team
        # games: the pool is the team's, nobody's own) and the longest first-try run.
        columns: list[tuple[str, str]] = []
        for mode in modes:
            columns.append((mode, "mastered"))
            if mode != "team":
                columns.append((mode, "kept"))
            columns.append((mode, "streak"))
        heads = {
            "mastered": Statistics.tr("Most cards mastered in one game"),
            "kept": Statistics.tr("Most squirrels kept"),
            "streak": Statistics.tr("Longest run of first-try masters"),
        }
        corner = plain_label(Statistics.tr("Personal bests"))
        corner.setFont(font(FONT_NORMAL, bold=True))
        self.bests_grid.addWidget(corner, 1, 0)
        col = 1
        for mode in modes:
            span = sum(1 for m, _ in columns if m == mode)
            label = plain_label(mode_names[mode])
            label.setFont(font(FONT_NORMAL + 1, bold=True))
            self.bests_grid.addWidget(label, 0, col, 1, span)
            col += span
        for n, (_, what) in enumerate(columns, start=1):
            label = plain_label(heads[what])
            label.setFont(font(FONT_NORMAL - 1, bold=True))
            label.setWordWrap(True)
            self.bests_grid.addWidget(label, 1, n)
        for row, p in enumerate(players, start=2):
            bests = {b.mode: b for b in self._figures().personal_bests_by_mode(p.id, f)}
            name = plain_label(p.name)
            name.setFont(font(FONT_MEDIUM, bold=True))
            # A long name is cut with "…" and said whole in the tooltip.
            name.setText(short_name(p.name, name.font()))
            name.setToolTip(plain_tooltip(p.name) if name.text() != p.name else "")
            swatch_row = QWidget()
            h = QHBoxLayout(swatch_row)
            h.setContentsMargins(0, 0, 0, 0)
            if p.colour:
                icon = QLabel()
                icon.setPixmap(_swatch_icon(p.colour).pixmap(22, 22))
                icon.setAccessibleName(fill(Statistics.tr("Colour of {0}"), p.name))
                h.addWidget(icon)
            h.addWidget(name, 1)
            self.bests_grid.addWidget(swatch_row, row, 0)
            for n, (mode, what) in enumerate(columns, start=1):
                b = bests[mode]
                value = {
                    "mastered": b.most_mastered,
                    "kept": b.most_squirrels_kept,
                    "streak": b.longest_first_attempt_streak,
                }[what]
                number = plain_label("–" if value is None else str(value))
                number.setFont(font(FONT_LARGE - 4, bold=True))
                self.bests_grid.addWidget(number, row, n)
        for c in range(1, len(columns) + 1):
            self.bests_grid.setColumnStretch(c, 1)
        self.bests_scroll.updateGeometry()

    def _fill_charts(self) -> None:
        assert self._store is not None
        sessions = self._sessions_now()
        fill_rate_chart(self.rate_chart, sessions)
        fill_squirrel_chart(self.squirrel_chart, sessions)
        fill_pile_chart(self.pile_chart, sessions)
        fill_card_chart(
            self.card_chart, self._figures().card_totals(self.current_filter(with_mode=True))
        )
        f = self.current_filter()
        games = {s.game_id for s in sessions}
        timed = [a for a in self._timed(replace(f, mode="solo")) if a.game_id in games]
        fill_time_chart(self.time_chart, sessions, mean_seconds(timed, lambda a: a.game_id))
        nothing = all(panel.is_empty for panel in self.charts)
        self.charts_page.show_empty(
            self._no_data_text(Statistics.tr("Play a solo training to see your progress here."))
            if nothing
            else None
        )

    def _fill_team(self) -> None:
        assert self._store is not None
        games = self._figures().team_progress(self.current_filter())
        expeditions = self._figures().team_expeditions(self.current_filter())
        self.expedition_model.set_rows(expeditions)
        fill_expedition_chart(self.expedition_chart, expeditions)
        self.team_model.set_rows(games[::-1])
        self.team_log_model.set_rows([])
        self.team_log_title.setText(Statistics.tr("Choose a game to see its log."))
        best = best_team_run(games)
        if best is None:
            self.best_run_label.setText("")
        else:
            where = {
                None: Statistics.tr("did not reach A yet"),
                "A": Statistics.tr("reached A"),
                "B": Statistics.tr("reached B"),
                "C": Statistics.tr("reached the peak"),
            }[best.furthest]
            result = {
                "won": Statistics.tr("won"),
                "lost": Statistics.tr("lost"),
                "playing": Statistics.tr("still playing"),
            }
            self.best_run_label.setText(
                Statistics.tr("Best run so far: {0}, {1}, on {2} ({3}).").format(
                    day(best.created_at),
                    where,
                    space_words(best.position),
                    result.get(best.result, ""),
                )
            )
        self.team_page.show_empty(
            None
            if games
            else self._no_data_text(
                Statistics.tr("Play a team game to see how far your team climbs.")
            )
        )

    def _fill_race(self) -> None:
        assert self._store is not None
        f = self.current_filter()
        history = self._figures().race_history(f)
        races = self._figures().race_games(f)
        self.race_model.set_rows(list(history.players))
        self.race_games_model.set_rows(races[::-1])
        self.race_log_model.set_rows([])
        self.race_log_title.setText(Statistics.tr("Choose a race to see its log."))
        summary = Statistics.tr("Races played: {0}").format(history.games)
        if history.solo_races:
            # A race run alone is no win against anyone: counted apart.
            summary += "  \u00b7  " + Statistics.tr(
                "%n race(s) run alone (not counted as wins)", None, history.solo_races
            )
        self.race_summary.setText(summary)
        self.race_page.show_empty(
            None
            if races
            else self._no_data_text(Statistics.tr("Finish a race to see who wins most."))
        )

    # ----------------------------------------------------------------- slots

    def _on_filter_changed(self) -> None:
        self._stale = set(range(5))
        self._sessions_for = None
        self._fill(self.tabs.currentIndex())

    def _on_period_changed(self) -> None:
        custom = self.period_combo.currentData() == Period.CUSTOM.value
        if custom and not self.from_date.isVisible():
            day = self._today()
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

    def _on_log_selection_changed(self, selected: QItemSelection, _old: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.open_session(rows[0].row())

    def _on_log_view_activated(self, index: QModelIndex) -> None:
        self.open_session(index.row())
        self.attempts_view.setFocus()

    def _on_export_table_clicked(self) -> None:
        names = {
            LOG: "training-log",
            CARDS: "cards",
            CHARTS: "training-log",
            TEAM: "team-games",
            RACE: "races",
        }
        path = ask_save_path(
            self,
            Statistics.tr("Save table"),
            names[self.tabs.currentIndex()],
            ".csv",
            Statistics.tr("CSV files (*.csv)"),
            self._today(),
        )
        if path:
            self.export_table_csv(path)

    def _on_export_all_clicked(self) -> None:
        path = ask_save_path(
            self,
            Statistics.tr("Save everything"),
            "blocky-mountains",
            ".json",
            Statistics.tr("JSON files (*.json)"),
            self._today(),
        )
        if path:
            self.save_everything(path)

    def save_everything(self, path: str | Path) -> QMessageBox:
        """Save everything to ``path`` and say how it went."""
        from blocky.ui.kit.messages import tell

        try:
            message = self.export_all_json(path)
        except StoreError as exc:
            return tell(
                self,
                Statistics.tr("Nothing was saved.") + "\n" + error_text(exc),
                title=Statistics.tr("Save everything"),
                name="saveEverythingBox",
            )
        return tell(
            self,
            message,
            icon="information",
            title=Statistics.tr("Save everything"),
            name="saveEverythingBox",
        )

    def _on_import_clicked(self) -> None:
        path = ask_open_path(
            self, Statistics.tr("Load saved games"), Statistics.tr("JSON files (*.json)")
        )
        if not path:
            return
        try:
            message = self.import_all_json(path)
        except ImportFailed as exc:
            self._show_error(str(exc))
            return
        from blocky.ui.kit.messages import tell

        tell(self, message, icon="information", title=Statistics.tr("Load saved games"))

    def _show_error(self, message: str) -> None:
        from blocky.ui.kit.messages import tell

        tell(self, message, title=Statistics.tr("Statistics"))


def _python_date(day: QDate) -> date:
    """A QDate as the date the store's filters take."""
    return date(day.year(), day.month(), day.day())


def _refused_file_text(exc: Any) -> str:
    """Why a file named to load is not read (blocky.core.files.FileRefused), in words."""
    if exc.kind == "too_large":
        return Statistics.tr(
            "it is larger than {0} MB, more than a file saved by this app holds"
        ).format(exc.limit // 1_000_000)
    return Statistics.tr("it is not a file (a folder, a device or a pipe)")
