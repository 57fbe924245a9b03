"""Montgolfière's statistics page: games and matches, wins per player (the Black Baron's
too), the average final space, how often each kind of card moved its balloon, and the
longest chain of grappling hooks. The figures come from replaying the saved games'
records (blocky/statistics/montgolfiere.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from blocky.games.montgolfiere.cards import CardKind
from blocky.statistics.figures import percent_number
from blocky.statistics.montgolfiere import BARON, MontgolfiereFigures, figures
from blocky.ui.games.montgolfiere.words import Montgolfiere, baron_name
from blocky.ui.kit.numbers import percent_text
from blocky.ui.kit.widgets import BigButton, plain_label, scaled_font_label


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
    return table


def _item(text: str) -> QTableWidgetItem:
    return QTableWidgetItem(text)


class MontgolfiereStatistics(QWidget):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("montgolfiereStatistics")
        self._store: Any = None
        layout = QVBoxLayout(self)
        self.title = scaled_font_label(Montgolfiere.tr("Montgolfière statistics"), 1.8, bold=True)
        self.summary = plain_label()
        self.summary.setObjectName("statisticsSummary")
        self.summary.setWordWrap(True)
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
        tables = QHBoxLayout()
        tables.addWidget(self.players, 3)
        tables.addWidget(self.cards, 2)
        self.back_button = BigButton(Montgolfiere.tr("Back to the start screen"))
        self.back_button.setObjectName("statisticsBack")
        self.back_button.clicked.connect(self.back_requested)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addLayout(tables, 1)
        layout.addWidget(self.back_button)

    def set_store(self, store: Any) -> None:
        self._store = store

    def refresh(self) -> None:
        """Count again from the saved games of Montgolfière."""
        from blocky.ui.shell.library import store_errors

        records: list[Any] = []
        unreadable = 0
        if self._store is not None:
            try:
                summaries = [s for s in self._store.games() if getattr(s, "game", "") == "montgolfiere"]
            except store_errors():
                summaries = []
            for summary in summaries:
                try:
                    records.append(self._store.open_game(summary.id).timeline.record)
                except store_errors() + (ValueError,):
                    unreadable += 1
        found = figures(records)
        found.unreadable += unreadable
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
