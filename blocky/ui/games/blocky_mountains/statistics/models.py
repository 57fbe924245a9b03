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
from typing import Any, Generic, Protocol, TypeVar

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

from blocky.games.blocky_mountains.statistics import (
    AttemptDetail,
    CardStats,
    Expedition,
    RaceGame,
    RacePlayerStats,
    TeamProgress,
    TrainingSession,
)
from blocky.store.errors import StoreError
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.widgets import NAME_CHARS, PLAYER_COLOURS, plain_tooltip
from blocky.ui.statistics.data import CardTotal, duration_text, percent, seconds_text
from blocky.ui.statistics.data import one_decimal as _one_decimal

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The value behind a row (a store record), for the views that open a row.
ROW_ROLE = Qt.ItemDataRole.UserRole + 2

T = TypeVar("T")
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
        if not index.isValid() or not 0 <= index.row() < self._count:
            return None
        if role == ROW_ROLE:
            return index.row()
        try:
            row = self.row(index.row())
        except IndexError:  # the store could not give it: said once, shown empty
            return None
        col = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return col.text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            text = col.text(row)
            return plain_tooltip(text) if len(text) > NAME_CHARS else None
        if role == SORT_ROLE:
            return col.key(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if col.numeric else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole and col.colour is not None:
            return colour_of(col.colour(row))
        return None

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


# ------------------------------------------------------------------- the columns


def _pile_counts(values: tuple[int, int, int], piles: tuple[str, ...]) -> str:
    names = ("A", "B", "C")
    return "+".join(str(values[names.index(p)]) for p in piles)


def session_columns(show_player: bool) -> list[Column[TrainingSession]]:
    cols: list[Column[TrainingSession]] = [
        Column(
            Statistics.tr("Date"),
            lambda s: when(s.started),
            lambda s: s.started.timestamp(),
            order="date",
        ),
    ]
    if show_player:
        cols.append(
            Column(
                Statistics.tr("Player"),
                lambda s: s.player_name,
                lambda s: s.player_name.casefold(),
                colour=lambda s: s.colour,
                order="player",
            )
        )
    cols += [
        Column(
            Statistics.tr("Route"),
            lambda s: route_name(s.course),
            lambda s: s.course,
            order="route",
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
            order="mastered",
        ),
        Column(
            Statistics.tr("Failed"),
            lambda s: str(s.cards_failed),
            lambda s: s.cards_failed,
            numeric=True,
            order="failed",
        ),
        Column(
            Statistics.tr("Mastered rate"),
            _session_rate,
            lambda s: s.mastered_rate,
            numeric=True,
            order="rate",
        ),
        Column(
            Statistics.tr("Squirrels kept"),
            lambda s: str(s.squirrels_kept),
            lambda s: s.squirrels_kept,
            numeric=True,
            order="squirrels",
        ),
        Column(
            Statistics.tr("Playing time"),
            lambda s: duration_text(s.duration),
            lambda s: s.duration.total_seconds(),
            numeric=True,
            order="time",
        ),
        Column(
            Statistics.tr("Finished"),
            _session_state,
            lambda s: int(s.finished),
            order="finished",
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


def _session_rate(s: TrainingSession) -> str:
    """The mastered rate over the cards decided so far ("–": none yet); an unfinished
    training says so, as its rate may still change."""
    if not s.decided:
        return "–"
    if s.finished:
        return percent(s.mastered_rate)
    return Statistics.tr("{0} so far").format(percent(s.mastered_rate))


def _session_state(s: TrainingSession) -> str:
    if s.finished:
        return Statistics.tr("yes")
    if s.open_play:
        return Statistics.tr("not yet: a card waits for its retry decision")
    return Statistics.tr("not yet")


class AttemptTime(Protocol):
    """An attempt's build-and-try time, as the store reads it
    (blocky.games.blocky_mountains.storage.coach_data.game_attempt_times)."""

    @property
    def seconds(self) -> float: ...

    @property
    def paused(self) -> bool: ...


def build_time_text(timed: AttemptTime | None) -> str:
    """An attempt's build-and-try time; "–" when the log cannot tell it."""
    if timed is None:
        return "–"
    text = seconds_text(timed.seconds)
    if timed.paused:
        text = Statistics.tr("{0} (pause left out)").format(text)
    return text


def attempt_columns(
    show_player: bool = False, times: dict[int, AttemptTime] | None = None
) -> list[Column[AttemptDetail]]:
    """The columns of a game's attempts; ``times`` (by the attempt's ``seq``, filled in
    by whoever shows the rows) adds each attempt's build-and-try time."""
    players: list[Column[AttemptDetail]] = []
    if show_player:
        players.append(
            Column(
                Statistics.tr("Player"),
                lambda a: (
                    Statistics.tr("{0} with {1}").format(a.player_name, a.partner_name)
                    if a.partner_name
                    else a.player_name
                ),
                lambda a: a.player_name.casefold(),
            )
        )
    timing: list[Column[AttemptDetail]] = []
    if times is not None:
        timing.append(
            Column(
                Statistics.tr("Build time"),
                lambda a: build_time_text(times.get(a.seq)),
                lambda a: times[a.seq].seconds if a.seq in times else -1.0,
                numeric=True,
            )
        )
    return [
        Column(
            Statistics.tr("Time", "the clock time of an attempt, not a duration"),
            lambda a: QLocale().toString(
                QDateTime.fromSecsSinceEpoch(int(a.at.timestamp())).time(), "HH:mm"
            ),
            lambda a: (a.seq, a.attempt),
        ),
        *players,
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
        *timing,
    ]


def _squirrel_change(n: int) -> str:
    return f"+{n}" if n > 0 else ("–" if n == 0 else f"−{-n}")


def card_columns(
    show_player: bool,
    colours: dict[int, str | None] | None = None,
    times: dict[tuple[int | None, str], tuple[int, float]] | None = None,
) -> list[Column[CardStats | CardTotal]]:
    """The cards table's columns; ``times`` (per player id and card: timed attempts and
    their mean seconds, filled in by whoever shows the rows) adds the time per attempt."""
    cols: list[Column[CardStats | CardTotal]] = []
    timed = times if times is not None else {}
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
            Statistics.tr("Played"),
            lambda c: (
                Statistics.tr("{0} ({1} open)").format(c.plays, c.open) if c.open else str(c.plays)
            ),
            lambda c: c.plays,
            numeric=True,
        ),
        Column(
            Statistics.tr("Mastered"), lambda c: str(c.mastered), lambda c: c.mastered, numeric=True
        ),
        Column(Statistics.tr("Failed"), lambda c: str(c.failed), lambda c: c.failed, numeric=True),
        Column(
            Statistics.tr("Mastered rate"),
            lambda c: percent(c.mastered_rate) if c.decided else "–",
            lambda c: c.mastered_rate,
            numeric=True,
        ),
        Column(
            Statistics.tr("First try"),
            lambda c: percent(c.first_attempt_rate) if c.decided else "–",
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
    if times is not None:
        cols.append(
            Column(
                Statistics.tr("Time per attempt"),
                lambda c: (
                    seconds_text(timed[(c.player_id, c.card)][1])
                    if (c.player_id, c.card) in timed
                    else "–"
                ),
                lambda c: timed.get((c.player_id, c.card), (0, -1.0))[1],
                numeric=True,
            )
        )
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


def space_words(position: int) -> str:
    """A space of the board as the board names it: the campground, or its number."""
    if position == 0:
        return Statistics.tr("the campground")
    return Statistics.tr("space {0}").format(position)


def point_name(point: str) -> str:
    """A point of the team's climb as the board draws it: the campground, A, B or the peak."""
    return {
        "campground": Statistics.tr("campground"),
        "A": Statistics.tr("A"),
        "B": Statistics.tr("B"),
        "C": Statistics.tr("the peak (C)"),
    }.get(point, point)


# The team's points in climbing order (the chart's steps).
POINTS = ("campground", "A", "B", "C")


def expedition_columns() -> list[Column[Expedition]]:
    """Each team's expedition: its players, games, furthest point, wins, squirrels gathered
    and where each game started."""
    return [
        Column(
            Statistics.tr("Team"),
            lambda e: ", ".join(e.player_names),
            lambda e: ", ".join(e.player_names).casefold(),
        ),
        Column(
            Statistics.tr("Games"), lambda e: str(len(e.games)), lambda e: len(e.games), True
        ),
        Column(
            Statistics.tr("Furthest point"),
            lambda e: point_name(e.furthest),
            lambda e: POINTS.index(e.furthest),
        ),
        Column(Statistics.tr("Wins"), lambda e: str(e.wins), lambda e: e.wins, True),
        Column(
            Statistics.tr("Squirrels gathered"),
            lambda e: str(e.squirrels),
            lambda e: e.squirrels,
            True,
        ),
        Column(
            Statistics.tr("Starts", "where each game of a team started"),
            lambda e: ", ".join(point_name(g.start) for g in e.games),
            lambda e: [POINTS.index(g.start) for g in e.games],
        ),
    ]


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
        Column(Statistics.tr("Where"), lambda g: space_words(g.position), lambda g: g.position),
        Column(Statistics.tr("Result"), lambda g: _result(g.result), lambda g: g.result),
        Column(
            Statistics.tr("Playing time"),
            lambda g: duration_text(g.play_time),
            lambda g: g.play_time.total_seconds(),
            numeric=True,
        ),
    ]


def race_game_columns() -> list[Column[RaceGame]]:
    """Past races: date, players, winner (or how it stands), playing time."""
    return [
        Column(
            Statistics.tr("Date"), lambda g: when(g.created_at), lambda g: g.created_at.timestamp()
        ),
        Column(
            Statistics.tr("Players"),
            lambda g: ", ".join(g.player_names),
            lambda g: len(g.player_names),
        ),
        Column(Statistics.tr("Winner"), _race_outcome, _race_outcome),
        Column(
            Statistics.tr("Playing time"),
            lambda g: duration_text(g.play_time),
            lambda g: g.play_time.total_seconds(),
            numeric=True,
        ),
    ]


def _race_outcome(g: RaceGame) -> str:
    if g.finished and len(g.player_names) < 2:
        return Statistics.tr("ran alone")
    if g.winners:
        who = g.winners[0]
        for more in g.winners[1:]:
            who = Statistics.tr("{0} and {1}").format(who, more)
        return who
    return Statistics.tr("still playing") if not g.finished else "–"


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
