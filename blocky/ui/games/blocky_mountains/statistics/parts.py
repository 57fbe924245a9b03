"""The parts every tab of the statistics screen is built from: its tables, the headings
that wrap, the scroll areas that fit their content, a tab's page with the sentence shown
when there is nothing yet, and what a tab asks of the screen it is on."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Any, Protocol, Self, runtime_checkable

from PySide6.QtCore import (
    QDate,
    QEvent,
    QItemSelection,
    QObject,
    QRect,
    QSize,
    QSortFilterProxyModel,
    Qt,
    SignalInstance,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.statistics import StatsFilter, TrainingSession
from blocky.store.errors import StoreError
from blocky.ui.games.blocky_mountains.statistics.columns import AttemptTime
from blocky.ui.games.blocky_mountains.statistics.models import RowsModel, SortProxy, Statistics, day
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.theme import FONT_LARGE, FONT_MEDIUM, FONT_NORMAL, MIN_TARGET, font
from blocky.ui.kit.widgets import PLAYER_COLOURS, plain_label, short_name

if TYPE_CHECKING:
    from blocky.games.blocky_mountains.storage.coach_data import TimedAttempt
    from blocky.ui.games.blocky_mountains.statistics.source import StatisticsSource


def swatch_icon(colour: str | None) -> QIcon:
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


def big_button(text: str) -> QPushButton:
    b = QPushButton(text)
    b.setMinimumHeight(MIN_TARGET)
    b.setFont(font(FONT_NORMAL + 2))
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    return b


#: No column of a statistics table is wider than this.
MAX_COLUMN_WIDTH = 480
# The least height of the Team tab's expeditions, chart and lists, readable; a shorter
# window scrolls them.
TEAM_PAGE_HEIGHT = 460
# The same for the Cards tab (the bests, the hardest and easiest cards, the cards' table)
# and the Race tab (results, past races and the chosen race's log).
CARDS_PAGE_HEIGHT = 420
RACE_PAGE_HEIGHT = 460


def table_view(model: Any, name: str) -> QTableView:
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


@runtime_checkable
class CellTexts(Protocol):
    """A table model that gives a cell's text and whether it has a swatch directly, as
    its data() would (models.py): fitting the columns asks it without a round trip
    through Qt for each cell."""

    def cell_text(self, row: int, column: int) -> str: ...

    def has_swatch(self, row: int, column: int) -> bool: ...


def _cells_of(view: QTableView, rows: range) -> tuple[CellTexts, list[int]] | None:
    """The model behind ``view`` that words its own cells, and the rows it has at
    ``rows`` of the view (a sorting proxy's rows mapped once each); None without one."""
    model = view.model()
    if isinstance(model, QSortFilterProxyModel):
        source = model.sourceModel()
        if not isinstance(source, CellTexts):
            return None
        return source, [model.mapToSource(model.index(r, 0)).row() for r in rows]
    return (model, list(rows)) if isinstance(model, CellTexts) else None


def fit_columns(view: QTableView) -> None:
    """Each shown column of ``view`` as wide as its heading and its texts need, as Qt's
    fit to contents makes it (the rows from the one at the top of the view, up to the
    header's precision; the cell's own measure; the grid line), within the header's
    least and most sizes; the last column still takes what is left when the header
    stretches it. Done once when the rows change, where fitting to contents measures
    every sampled cell again at every layout of the table.

    Only the widest text of a column is measured whole, once among the cells drawn with
    a swatch (a player's colour) and once among those without: a cell is its text, its
    margins and its swatch."""
    header = view.horizontalHeader()
    model = view.model()
    if model is None:
        return
    rows = model.rowCount()
    sample = header.resizeContentsPrecision()
    if sample <= 0:
        sample = rows
    first = max(0, min(max(0, view.rowAt(0)), rows - sample))
    last = min(rows, first + sample)
    metrics = view.fontMetrics()
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    delegate = view.itemDelegate()
    grid = 1 if view.showGrid() else 0
    least, most = header.minimumSectionSize(), header.maximumSectionSize()
    swatch = Qt.ItemDataRole.DecorationRole
    cells = _cells_of(view, range(first, last))
    for column in range(model.columnCount()):
        if view.isColumnHidden(column):
            continue
        # The widest text with a swatch and without: (its width, the row in the view).
        widest: dict[bool, tuple[int, int]] = {}
        for n, row in enumerate(range(first, last)):
            if cells is not None:
                source, source_rows = cells
                text = source.cell_text(source_rows[n], column)
                kind = source.has_swatch(source_rows[n], column)
            else:
                cell = model.index(row, column)
                text = str(cell.data() or "")
                kind = cell.data(swatch) is not None
            width = metrics.horizontalAdvance(text)
            if kind not in widest or width > widest[kind][0]:
                widest[kind] = (width, row)
        measured = max(
            (
                delegate.sizeHint(option, model.index(row, column)).width() + grid
                for _, row in widest.values()
            ),
            default=0,
        )
        wide = max(measured, header.sectionSizeHint(column))
        header.resizeSection(column, max(least, min(wide, most)))


class WrapHeader(QHeaderView):
    """Column headings written whole: a heading too long for one line is wrapped onto up
    to :attr:`LINES` lines, and its column is at least as wide as that needs (a column
    never cuts its heading, whatever the language)."""

    LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        # Each heading's fitted width and height by (text, font): Qt asks for a
        # section's size again at every layout of the table, and the fit is a search.
        self._fitted: dict[tuple[str, str], tuple[int, int]] = {}

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
        key = (text, self.font().key())
        fitted = self._fitted.get(key)
        if fitted is None:
            width = self.heading_width(text)
            fitted = self._fitted[key] = (width, self._lines(text, width).height())
        width, height = fitted
        return QSize(width + padding + 2, size.height() - metrics.height() + height + 2)


class FitScroll(QScrollArea):
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


class TallSplitter(QSplitter):
    """A splitter at least ``least`` pixels high, and never lower than its parts need
    (a chart whose title wraps onto more lines needs more): a scroll area around it
    then scrolls instead of squeezing a part below its least height."""

    def __init__(self, orientation: Qt.Orientation, least: int) -> None:
        super().__init__(orientation)
        self._least = least

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._least))


class Page(QStackedWidget):
    """A tab: its content, or the sentence saying what will appear there. A tab builds
    its content, places it (:meth:`place`) and fills it from the saved games (:meth:`fill`).

    A tab whose content is costly to make (charts) makes it in :meth:`build`, which
    :meth:`built` calls once, when the tab is first shown or its parts first asked for:
    opening the screen does not wait for the tabs nobody looked at yet."""

    def __init__(self, host: TabHost) -> None:
        super().__init__()
        self.host = host
        self._built = False
        self.empty = plain_label("")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setFont(font(FONT_LARGE - 4))
        self.empty.setMargin(40)
        self._shown: QWidget = self.empty

    def place(self, content: QWidget, *, least_height: int = 0) -> None:
        """With ``least_height``, a window too low for the content scrolls it rather
        than squeezing its sentences and tables over each other."""
        self.content = content
        self._shown = content
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

    def build(self) -> None:
        """Make and place the content of a tab that makes it when first shown."""

    def built(self) -> Self:
        """The tab, its content made (:meth:`build`, once)."""
        if not self._built:
            self._built = True
            self.build()
        return self

    def fill(self) -> None:
        """Read the tab's figures again (the screen has saved games open)."""
        raise NotImplementedError

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


class GamesTab(Page):
    """A tab of games (team games, races) over the log of the one chosen; a tab sets its
    models and the title over the log as it builds its content."""

    games_model: RowsModel[Any]
    games_proxy: SortProxy
    log_model: RowsModel[Any]
    log_title: QLabel

    def __init__(self, host: TabHost) -> None:
        super().__init__(host)
        #: Build-and-try times of the attempts of the game shown (by seq).
        self.log_times: dict[int, AttemptTime] = {}

    def open_game_log(self, proxy_row: int) -> None:
        """Show the log of the game in row ``proxy_row`` (view order)."""
        source = self.host.source
        if source is None or not 0 <= proxy_row < self.games_proxy.rowCount():
            return
        game = self.games_model.row(self.games_proxy.source_row(proxy_row))
        try:
            attempts = source.session_attempts(game.game_id)
        except StoreError as exc:
            self.log_model.set_rows([])
            self.log_title.setText("")
            self.host.show_error(error_text(exc))
            return
        self.host.read_times(self.log_times, game.game_id)
        self.log_model.set_rows(attempts)
        self.log_title.setText(
            Statistics.tr("{0}, {1}: %n attempt(s)", None, len(attempts)).format(
                ", ".join(short_name(n) for n in game.player_names), day(game.created_at)
            )
        )

    def _on_games_selection_changed(self, selected: QItemSelection, _old: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.open_game_log(rows[0].row())


def with_game_log(
    games: QTableView, log: RowsModel[Any], title: QLabel, parent: QObject
) -> QSplitter:
    """A list of games over the log of the one chosen."""
    title.setFont(font(FONT_MEDIUM, bold=True))
    title.setWordWrap(True)
    view = table_view(SortProxy(log, parent), Statistics.tr("Game log"))
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


def python_date(day: QDate) -> date:
    """A QDate as the date the store's filters take."""
    return date(day.year(), day.month(), day.day())


class TabHost(Protocol):
    """What a tab asks of the statistics screen it is on: the saved games, the filters
    chosen, and the figures the tabs share (read once for all of them)."""

    #: A file was written by a chart's save (its path).
    exported: SignalInstance
    #: Today, as the screen sees it (tests give a fixed day).
    today: Callable[[], date]
    #: Each player's colour, by profile id.
    colours: dict[int, str | None]

    @property
    def source(self) -> StatisticsSource | None:
        """Where the figures are read (None: no saved games are open)."""

    def current_filter(self, *, with_mode: bool = False) -> StatsFilter:
        """The player, period (and, ``with_mode``, the kind of game) chosen."""

    def one_player(self) -> bool:
        """Whether one player is chosen (not everyone)."""

    def no_data_text(self, nothing_at_all: str) -> str:
        """Nothing ever played, or only nothing in this period or for this player."""

    def sessions_now(self) -> list[TrainingSession]:
        """The training log the filters choose (read once for the log and the charts)."""

    def timed(self, f: StatsFilter) -> list[TimedAttempt]:
        """The attempts ``f`` counts, with their times."""

    def read_times(self, into: dict[int, AttemptTime], game_id: int) -> None:
        """The build-and-try times of one game's attempts, into ``into`` (by seq)."""

    def show_error(self, message: str) -> None:
        """Say what went wrong."""
