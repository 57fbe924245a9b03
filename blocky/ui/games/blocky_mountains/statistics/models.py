"""Table models for the statistics screen: one row per session, attempt, card, team game or racer.

Each model is a thin :class:`RowsModel` over plain store values: the text a
player reads (``DisplayRole``, always plain strings, so names are never markup),
a sort key (``SORT_ROLE``) that sorts numbers as numbers and dates as dates, the
player's colour as the decoration of the name cell, and right-aligned numbers.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor

from blocky.store.errors import StoreError
from blocky.ui.games.blocky_mountains.statistics.data import one_decimal as _one_decimal
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.widgets import NAME_CHARS, PLAYER_COLOURS, plain_tooltip

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The value behind a row (a store record), for the views that open a row.
ROW_ROLE = Qt.ItemDataRole.UserRole + 2

T = TypeVar("T")
#: The roles a statistics table answers (a view asks for many more).
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        SORT_ROLE,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.DecorationRole,
        ROW_ROLE,
    }
)
Index = QModelIndex | QPersistentModelIndex


class Statistics(TranslationContext):
    """The translation context of the statistics texts: ``Statistics.tr("...")`` is Qt's
    tr() in it, a form pyside6-lupdate reads (plural: ``Statistics.tr("%n ...", None, n)``)."""


def one_decimal(value: float) -> str:
    """A value to one decimal (halves rounded up) with the decimal sign of the locale."""
    return _one_decimal(value, QLocale().decimalPoint())


def card_text(text: str) -> str:
    """A card name from the game data, in the app's language."""
    return QCoreApplication.translate("Rules", text)


def when(moment: datetime) -> str:
    """A stored UTC time as the players' local date and time, in their language."""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(local, "d MMM yyyy, HH:mm")


def day(moment: datetime) -> str:
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(local.date(), "d MMM yyyy")


def day_month(moment: datetime) -> str:
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(local.date(), "d MMM")


def colour_of(name: str | None) -> QColor | None:
    if not name:
        return None
    return QColor(PLAYER_COLOURS.get(name, name))


@dataclass(frozen=True, slots=True)
class Column(Generic[T]):
    header: str
    text: Callable[[T], str]
    key: Callable[[T], Any]
    numeric: bool = False
    #: The player colour shown beside this cell's text (for name columns).
    colour: Callable[[T], str | None] | None = None
    # How the store orders rows by this column (a lazily read table sorts in the store).
    order: str | None = None


class RowsModel(QAbstractTableModel, Generic[T]):
    """A read-only table of ``rows`` shown through ``columns``."""

    def __init__(self, columns: Sequence[Column[T]], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns: list[Column[T]] = list(columns)
        self._rows: list[T] = []
        #: Each cell's text by (row, column), worded once for the rows set.
        self._texts: dict[tuple[int, int], str] = {}

    # -- Qt model interface ----------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A view asks each cell for a dozen roles as it measures and paints it; the ones
        # never answered are let go first, and a cell's text is worded once per rows set.
        if role not in _ANSWERED or not index.isValid() or index.row() >= len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), index.column())
        row = self._rows[index.row()]
        col = self._columns[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            # A long name is cut in its cell: the tooltip has it whole, as plain text.
            text = self._text(index.row(), index.column())
            return plain_tooltip(text) if len(text) > NAME_CHARS else None
        if role == SORT_ROLE:
            return col.key(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if col.numeric else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole and col.colour is not None:
            return colour_of(col.colour(row))
        if role == ROW_ROLE:
            return index.row()
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self._columns)
        ):
            return self._columns[section].header
        return None

    # -- our own ---------------------------------------------------------------------

    def _text(self, row: int, column: int) -> str:
        """The text of a cell, worded when first asked for after the rows were set."""
        key = (row, column)
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = self._columns[column].text(self._rows[row])
        return text

    def set_rows(self, rows: Sequence[T]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._texts.clear()
        self.endResetModel()

    def cell_text(self, row: int, column: int) -> str:
        """The text a cell shows (its DisplayRole), without a round trip through Qt."""
        try:
            return self._text(row, column)
        except IndexError:  # a paged model's row the store could not give: shown empty
            return ""

    def has_swatch(self, row: int, column: int) -> bool:
        """Whether a cell is drawn with a swatch (its DecorationRole is set)."""
        col = self._columns[column]
        if col.colour is None:
            return False
        try:
            return colour_of(col.colour(self.row(row))) is not None
        except IndexError:
            return False

    def rows(self) -> list[T]:
        return list(self._rows)

    def row(self, n: int) -> T:
        return self._rows[n]

    def headers(self) -> list[str]:
        return [c.header for c in self._columns]


class PagedRowsModel(RowsModel[T]):
    """A read-only table whose rows are read from the store a page at a time, as they
    scroll into view: opening a log of 40,000 sessions reads its count and one page.

    ``count()`` says how many rows there are; ``page(offset, limit, order, descending)``
    reads some of them in a column's store order (:attr:`Column.order`). Sorting asks the
    store again, so it never reads every row either.
    """

    PAGE = 100

    def __init__(self, columns: Sequence[Column[T]], parent: Any = None) -> None:
        super().__init__(columns, parent)
        self._count = 0
        self._pages: dict[int, list[T]] = {}
        self._read_count: Callable[[], int] = lambda: 0
        self._read_page: Callable[[int, int, str, bool], list[T]] = lambda *_: []
        self._order = "date"
        self._descending = True
        # Told once when the store cannot give a page (a closed or damaged file): the
        # rows it would have held show empty, never an error nobody expected.
        self.on_error: Callable[[StoreError], None] | None = None
        self._failed = False

    def set_source(
        self,
        count: Callable[[], int],
        page: Callable[[int, int, str, bool], list[T]],
    ) -> None:
        self.beginResetModel()
        self._read_count, self._read_page = count, page
        self._pages.clear()
        self._texts.clear()
        self._failed = False
        self._count = 0
        try:
            self._count = count()
        except StoreError as exc:
            self._fail(exc)
        self.endResetModel()

    def _fail(self, exc: StoreError) -> None:
        if not self._failed:
            self._failed = True
            if self.on_error is not None:
                self.on_error(exc)

    def set_rows(self, rows: Sequence[T]) -> None:
        listed = list(rows)
        self.set_source(lambda: len(listed), lambda o, n, _k, _d: listed[o : o + n])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._count

    def row(self, n: int) -> T:
        """Row ``n`` (IndexError when the store could not give it)."""
        page = n // self.PAGE
        if page not in self._pages:
            try:
                self._pages[page] = self._read_page(
                    page * self.PAGE, self.PAGE, self._order, self._descending
                )
            except StoreError as exc:
                self._pages[page] = []
                self._fail(exc)
        return self._pages[page][n % self.PAGE]

    def rows(self) -> list[T]:
        out = []
        for n in range(self._count):
            try:
                out.append(self.row(n))
            except IndexError:
                continue
        return out

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # As RowsModel: the roles never answered are let go first, and a cell's text is
        # worded once until the rows change (a view asks for it as it measures and paints).
        if role not in _ANSWERED or not index.isValid() or not 0 <= index.row() < self._count:
            return None
        if role == ROW_ROLE:
            return index.row()
        try:
            row = self.row(index.row())
        except IndexError:  # the store could not give it: said once, shown empty
            return None
        col = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            text = self._text(index.row(), index.column())
            return plain_tooltip(text) if len(text) > NAME_CHARS else None
        if role == SORT_ROLE:
            return col.key(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if col.numeric else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole and col.colour is not None:
            return colour_of(col.colour(row))
        return None

    def _text(self, row: int, column: int) -> str:
        """The text of a cell, worded when first asked for after the rows were read."""
        key = (row, column)
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = self._columns[column].text(self.row(row))
        return text

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order by a column (in the store); column -1: newest first, as at the start."""
        if 0 <= column < len(self._columns) and self._columns[column].order is not None:
            key = self._columns[column].order
            assert key is not None
            self._order, self._descending = key, order == Qt.SortOrder.DescendingOrder
        else:
            self._order, self._descending = "date", True
        self.layoutAboutToBeChanged.emit()
        self._pages.clear()
        self._texts.clear()
        self.layoutChanged.emit()

    def source_row(self, proxy_row: int) -> int:
        """The model is its own view order (for code written for a sorting proxy)."""
        return proxy_row


def spreadsheet_safe(text: str) -> str:
    """Text a spreadsheet shows as text: a name like "=1+1" or "@SUM(...)" would otherwise
    run as a formula when the file is opened. Numbers (also negative ones) stay numbers."""
    if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
        try:
            float(text)
        except ValueError:
            return "'" + text
    return text


def table_csv(model: QAbstractItemModel) -> str:
    """The table as the players see it (headers, then each row's text, in view order),
    made safe to open in a spreadsheet."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    cols = model.columnCount()
    w.writerow([str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(cols)])
    for r in range(model.rowCount()):
        w.writerow([spreadsheet_safe(str(model.index(r, c).data() or "")) for c in range(cols)])
    return buf.getvalue()


class SortProxy(QSortFilterProxyModel):
    """Sorts by the model's sort keys; rows stay in the model's order until a header is clicked."""

    def __init__(self, source: QAbstractItemModel, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)
        # Re-sorting 10,000 rows on every reset would cost more than the reset: the
        # view's own sort() call re-sorts after a header click.
        self.setDynamicSortFilter(False)

    def source_row(self, proxy_row: int) -> int:
        return self.mapToSource(self.index(proxy_row, 0)).row()
