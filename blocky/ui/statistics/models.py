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

from blocky.store.stats import (
    AttemptDetail,
    CardStats,
    RacePlayerStats,
    TeamProgress,
    TrainingSession,
)
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.widgets import NAME_CHARS, PLAYER_COLOURS, plain_tooltip
from blocky.ui.statistics.data import CardTotal, duration_text, one_decimal, percent

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The value behind a row (a store record), for the views that open a row.
ROW_ROLE = Qt.ItemDataRole.UserRole + 2

T = TypeVar("T")
Index = QModelIndex | QPersistentModelIndex


class Statistics(TranslationContext):
    """The translation context of the statistics texts: ``Statistics.tr("...")`` is Qt's
    tr() in it, a form pyside6-lupdate reads (plural: ``Statistics.tr("%n ...", None, n)``)."""


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


class RowsModel(QAbstractTableModel, Generic[T]):
    """A read-only table of ``rows`` shown through ``columns``."""

    def __init__(self, columns: Sequence[Column[T]], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns: list[Column[T]] = list(columns)
        self._rows: list[T] = []

    # -- Qt model interface ----------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        col = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return col.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            # A long name is cut in its cell: the tooltip has it whole, as plain text.
            text = col.text(row)
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

    def set_rows(self, rows: Sequence[T]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rows(self) -> list[T]:
        return list(self._rows)

    def row(self, n: int) -> T:
        return self._rows[n]

    def headers(self) -> list[str]:
        return [c.header for c in self._columns]


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


# ------------------------------------------------------------------- the columns


def _pile_counts(values: tuple[int, int, int], piles: tuple[str, ...]) -> str:
    names = ("A", "B", "C")
    return "+".join(str(values[names.index(p)]) for p in piles)


def session_columns(show_player: bool) -> list[Column[TrainingSession]]:
    cols: list[Column[TrainingSession]] = [
        Column(Statistics.tr("Date"), lambda s: when(s.started), lambda s: s.started.timestamp()),
    ]
    if show_player:
        cols.append(
            Column(
                Statistics.tr("Player"),
                lambda s: s.player_name,
                lambda s: s.player_name.casefold(),
                colour=lambda s: s.colour,
            )
        )
    cols += [
        Column(
            Statistics.tr("Route"),
            lambda s: route_name(s.course),
            lambda s: s.course,
        ),
        Column(
            Statistics.tr("Mastered"),
            lambda s: (
                str(s.cards_mastered)
                if len(s.piles) == 1
                else f"{s.cards_mastered}  ({_pile_counts(s.mastered, s.piles)})"
            ),
            lambda s: s.cards_mastered,
            numeric=True,
        ),
        Column(
            Statistics.tr("Failed"),
            lambda s: str(s.cards_failed),
            lambda s: s.cards_failed,
            numeric=True,
        ),
        Column(
            Statistics.tr("Mastered rate"),
            lambda s: percent(s.mastered_rate) if s.cards_mastered + s.cards_failed else "–",
            lambda s: s.mastered_rate,
            numeric=True,
        ),
        Column(
            Statistics.tr("Squirrels kept"),
            lambda s: str(s.squirrels_kept),
            lambda s: s.squirrels_kept,
            numeric=True,
        ),
        Column(
            Statistics.tr("Time"),
            lambda s: duration_text(s.duration),
            lambda s: s.duration.total_seconds(),
            numeric=True,
        ),
        Column(
            Statistics.tr("Finished"),
            lambda s: Statistics.tr("yes") if s.finished else Statistics.tr("not yet"),
            lambda s: int(s.finished),
        ),
    ]
    return cols


def route_name(course: str) -> str:
    """A training's course in words: a pile, all three, or a practice plan."""
    if course == "climb":
        return Statistics.tr("A, B and C")
    if course == "plan":
        return Statistics.tr("Practice plan")
    return course


def attempt_columns() -> list[Column[AttemptDetail]]:
    return [
        Column(
            Statistics.tr("Time"),
            lambda a: QLocale().toString(
                QDateTime.fromSecsSinceEpoch(int(a.at.timestamp())).time(), "HH:mm"
            ),
            lambda a: (a.seq, a.attempt),
        ),
        Column(
            Statistics.tr("Card"),
            lambda a: card_text(a.card_name),
            lambda a: card_text(a.card_name).casefold(),
        ),
        Column(Statistics.tr("Route"), lambda a: a.pile, lambda a: a.pile),
        Column(
            Statistics.tr("Way"),
            lambda a: Statistics.tr("difficult") if a.difficult else Statistics.tr("normal"),
            lambda a: int(a.difficult),
        ),
        Column(
            Statistics.tr("Attempt"), lambda a: str(a.attempt), lambda a: a.attempt, numeric=True
        ),
        Column(
            Statistics.tr("Result"),
            lambda a: Statistics.tr("mastered") if a.mastered else Statistics.tr("failed"),
            lambda a: int(a.mastered),
        ),
        Column(
            Statistics.tr("Squirrels"),
            lambda a: _squirrel_change(a.squirrels_won - a.squirrels_paid),
            lambda a: a.squirrels_won - a.squirrels_paid,
            numeric=True,
        ),
    ]


def _squirrel_change(n: int) -> str:
    return f"+{n}" if n > 0 else ("–" if n == 0 else f"−{-n}")


def card_columns(
    show_player: bool, colours: dict[int, str | None] | None = None
) -> list[Column[CardStats | CardTotal]]:
    cols: list[Column[CardStats | CardTotal]] = []
    known = colours if colours is not None else {}
    if show_player:
        cols.append(
            Column(
                Statistics.tr("Player"),
                lambda c: c.player_name if isinstance(c, CardStats) else "",
                lambda c: c.player_name.casefold() if isinstance(c, CardStats) else "",
                colour=lambda c: (
                    known.get(c.player_id)
                    if isinstance(c, CardStats) and c.player_id is not None
                    else None
                ),
            )
        )
    cols += [
        Column(
            Statistics.tr("Card"),
            lambda c: card_text(c.card_name),
            lambda c: card_text(c.card_name).casefold(),
        ),
        Column(
            Statistics.tr("Route"), lambda c: c.pile, lambda c: (c.pile, card_text(c.card_name))
        ),
        Column(
            Statistics.tr("Attempts"), lambda c: str(c.attempts), lambda c: c.attempts, numeric=True
        ),
        Column(
            Statistics.tr("Mastered"),
            lambda c: percent(c.mastered_rate),
            lambda c: c.mastered_rate,
            numeric=True,
        ),
        Column(
            Statistics.tr("First try"),
            lambda c: percent(c.first_attempt_rate),
            lambda c: c.first_attempt_rate,
            numeric=True,
        ),
        Column(
            Statistics.tr("Attempts per card"),
            lambda c: one_decimal(c.mean_attempts),
            lambda c: c.mean_attempts,
            numeric=True,
        ),
    ]
    return cols


def _destination(d: str | None) -> str:
    return {
        None: Statistics.tr("not yet A"),
        "A": Statistics.tr("A"),
        "B": Statistics.tr("B"),
        "C": Statistics.tr("the peak (C)"),
    }.get(d, d or "")


def _result(r: str) -> str:
    return {
        "won": Statistics.tr("won"),
        "lost": Statistics.tr("lost"),
        "playing": Statistics.tr("still playing"),
    }.get(r, r)


def _level(level: str) -> str:
    return {"beginner": Statistics.tr("beginners"), "advanced": Statistics.tr("advanced")}.get(
        level, level
    )


def _start(start: str) -> str:
    return {
        "campground": Statistics.tr("campground"),
        "A": Statistics.tr("A"),
        "B": Statistics.tr("B"),
    }.get(start, start)


def team_columns() -> list[Column[TeamProgress]]:
    return [
        Column(
            Statistics.tr("Date"), lambda g: when(g.created_at), lambda g: g.created_at.timestamp()
        ),
        Column(
            Statistics.tr("Team"),
            lambda g: ", ".join(g.player_names),
            lambda g: len(g.player_names),
        ),
        Column(Statistics.tr("Level"), lambda g: _level(g.level), lambda g: g.level),
        Column(Statistics.tr("Started at"), lambda g: _start(g.start), lambda g: g.start),
        Column(
            Statistics.tr("Got as far as"),
            lambda g: _destination(g.furthest),
            lambda g: ("", "A", "B", "C").index(g.furthest or ""),
        ),
        Column(
            Statistics.tr("Space"), lambda g: str(g.position), lambda g: g.position, numeric=True
        ),
        Column(Statistics.tr("Result"), lambda g: _result(g.result), lambda g: g.result),
    ]


def race_columns(colours: dict[int, str | None]) -> list[Column[RacePlayerStats]]:
    return [
        Column(
            Statistics.tr("Player"),
            lambda p: p.name,
            lambda p: p.name.casefold(),
            colour=lambda p: colours.get(p.player_id),
        ),
        Column(Statistics.tr("Games"), lambda p: str(p.games), lambda p: p.games, numeric=True),
        Column(Statistics.tr("Wins"), lambda p: str(p.wins), lambda p: p.wins, numeric=True),
        Column(
            Statistics.tr("Won"),
            lambda p: percent(p.wins / p.games if p.games else 0.0),
            lambda p: p.wins / p.games if p.games else 0.0,
            numeric=True,
        ),
        Column(
            Statistics.tr("Average finishing space"),
            lambda p: one_decimal(p.average_finish_space),
            lambda p: p.average_finish_space,
            numeric=True,
        ),
    ]
