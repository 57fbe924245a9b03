"""Montgolfière's statistics page: games and matches, wins per player (the Black Baron's
too), the average final space, how often each kind of card moved its balloon, and the
longest chain of grappling hooks. The figures come from replaying the saved games'
records (blocky/games/montgolfiere/statistics.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from blocky.core.rounding import percent_number
from blocky.games.montgolfiere.cards import CardKind
from blocky.games.montgolfiere.plugin import GAME_ID
from blocky.games.montgolfiere.statistics import (
    BARON,
    CARD_KINDS,
    CardFigures,
    MontgolfiereFigures,
)
from blocky.games.montgolfiere.statistics import (
    MontgolfiereStatistics as Figures,
)
from blocky.ui.games.montgolfiere.words import Montgolfiere, baron_name
from blocky.ui.kit.flow import FlowLayout
from blocky.ui.kit.library import store_errors
from blocky.ui.kit.numbers import percent_text
from blocky.ui.kit.theme import FONT_LARGE, FONT_MEDIUM, FONT_NORMAL, MIN_TARGET, font, set_font
from blocky.ui.kit.widgets import plain_label

if TYPE_CHECKING:
    from blocky.ui.kit.library import Library


def kind_name(kind: CardKind) -> str:
    names = {
        CardKind.BALLAST: Montgolfiere.tr("Ballast"),
        CardKind.HOOK: Montgolfiere.tr("Grappling hook"),
        CardKind.GAS: Montgolfiere.tr("Sleeping gas"),
        CardKind.STORM: Montgolfiere.tr("Storm"),
        CardKind.ENGINE: Montgolfiere.tr("Super engine"),
    }
    return names[kind]


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setFont(font(FONT_NORMAL))
    set_font(table.horizontalHeader(), FONT_NORMAL, bold=True)
    table.verticalHeader().setDefaultSectionSize(MIN_TARGET - 8)
    return table


def _item(text: str) -> QTableWidgetItem:
    return QTableWidgetItem(text)


class MontgolfiereStatistics(QWidget):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("montgolfiereStatistics")
        self._store: Library | None = None
        layout = QVBoxLayout(self)
        # As Blocky Mountains' statistics: Back and the title on top, in the kit's fonts.
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(12)
        self.back_button = QPushButton(Montgolfiere.tr("Back"))
        self.back_button.setObjectName("statisticsBack")
        self.back_button.setToolTip(Montgolfiere.tr("Back (Esc)"))
        self.back_button.setMinimumHeight(MIN_TARGET)
        self.back_button.setFont(font(FONT_NORMAL + 2))
        self.back_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.back_button.clicked.connect(self.back_requested)
        back = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        back.activated.connect(self.back_button.click)
        self.title = plain_label(Montgolfiere.tr("Montgolfière statistics"))
        self.title.setFont(font(FONT_LARGE, bold=True))
        top = FlowLayout(spacing=12)
        top.addWidget(self.back_button)
        top.addWidget(self.title)
        self.summary = plain_label()
        self.summary.setObjectName("statisticsSummary")
        self.summary.setWordWrap(True)
        self.summary.setFont(font(FONT_MEDIUM))
        self.players = _table(
            [
                Montgolfiere.tr("Player"),
                Montgolfiere.tr("Games"),
                Montgolfiere.tr("Wins"),
                Montgolfiere.tr("Average final space"),
            ]
        )
        self.players.setObjectName("playersTable")
        self.cards = _table(
            [
                Montgolfiere.tr("Card"),
                Montgolfiere.tr("Played"),
                Montgolfiere.tr("Moved its balloon"),
                Montgolfiere.tr("Share"),
            ]
        )
        self.cards.setObjectName("cardsTable")
        self.tables_page = QWidget()
        tables = QHBoxLayout(self.tables_page)
        tables.setContentsMargins(0, 0, 0, 0)
        tables.addWidget(self.players, 3)
        tables.addWidget(self.cards, 2)
        # Before the first game: what will appear here, not two empty tables.
        self.empty = plain_label(
            Montgolfiere.tr("Play a game of Montgolfière to see its figures here.")
        )
        self.empty.setObjectName("statisticsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setFont(font(FONT_LARGE - 4))
        self.empty.setMargin(40)
        self.body = QStackedWidget()
        self.body.addWidget(self.tables_page)
        self.body.addWidget(self.empty)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.body, 1)

    def set_store(self, store: Library | None) -> None:
        self._store = store

    def refresh(self) -> None:
        """Count again from the saved games of Montgolfière (its ``statistics`` entry)."""
        found = MontgolfiereFigures(cards=[CardFigures(k) for k in CARD_KINDS])
        if self._store is not None:
            try:
                with self._store.database.reading("the statistics"):
                    statistics = self._store.statistics(GAME_ID)
                    if isinstance(statistics, Figures):
                        found = statistics.figures()
            except store_errors():
                pass
        self.show_figures(found)

    def show_figures(self, found: MontgolfiereFigures) -> None:
        locale = QLocale()
        text = Montgolfiere.tr("Games played: {games}. Matches played: {matches}.").format(
            games=found.games, matches=found.matches
        )
        if found.longest_hook_chain:
            text += " " + Montgolfiere.tr(
                "Longest chain of grappling hooks: %n hook(s).", None, found.longest_hook_chain
            )
        if found.unreadable:
            text += " " + Montgolfiere.tr(
                "%n saved game(s) could not be read and are left out.", None, found.unreadable
            )
        self.summary.setText(text)
        self.body.setCurrentWidget(self.empty if not found.games else self.tables_page)
        self.players.setRowCount(len(found.players))
        for row, p in enumerate(found.players):
            average = p.average_space
            self.players.setItem(row, 0, _item(baron_name() if p.name == BARON else p.name))
            self.players.setItem(row, 1, _item(locale.toString(p.games)))
            self.players.setItem(row, 2, _item(locale.toString(p.wins)))
            self.players.setItem(
                row, 3, _item("–" if average is None else locale.toString(average, "f", 1))
            )
        self.cards.setRowCount(len(found.cards))
        for row, c in enumerate(found.cards):
            share = (
                "–" if not c.played else percent_text(percent_number(Fraction(c.moved, c.played)))
            )
            self.cards.setItem(row, 0, _item(kind_name(c.kind)))
            self.cards.setItem(row, 1, _item(locale.toString(c.played)))
            self.cards.setItem(row, 2, _item(locale.toString(c.moved)))
            self.cards.setItem(row, 3, _item(share))
