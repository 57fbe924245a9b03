"""The Training log tab: every solo training, newest first, over the attempts of the one
chosen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelection, QModelIndex, Qt
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from blocky.games.blocky_mountains.statistics import TrainingSession
from blocky.store.errors import StoreError
from blocky.ui.games.blocky_mountains.statistics.columns import (
    AttemptTime,
    attempt_columns,
    route_name,
    session_columns,
)
from blocky.ui.games.blocky_mountains.statistics.models import (
    PagedRowsModel,
    RowsModel,
    SortProxy,
    Statistics,
    day,
)
from blocky.ui.games.blocky_mountains.statistics.parts import Page, TabHost, table_view
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.theme import FONT_MEDIUM, font
from blocky.ui.kit.widgets import plain_label, short_name


class LogTab(Page):
    """The training log, read a page at a time, and the attempts of the session chosen."""

    def __init__(self, host: TabHost) -> None:
        super().__init__(host)
        #: Build-and-try times of the attempts of the session shown (by seq).
        self.attempt_times: dict[int, AttemptTime] = {}
        # Read a page at a time as rows scroll into view, and sorted by the store: a log of
        # 40,000 sessions opens as fast as one of 40.
        self.log_model: PagedRowsModel[Any] = PagedRowsModel(session_columns(True), self)
        self.log_proxy = self.log_model
        self.log_model.on_error = lambda exc: host.show_error(error_text(exc))
        self.log_view = table_view(self.log_model, Statistics.tr("Training sessions"))
        self.log_view.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.log_view.activated.connect(self._on_activated)
        self.attempts_model: RowsModel[Any] = RowsModel(
            attempt_columns(False, self.attempt_times), self
        )
        self.attempts_view = table_view(
            SortProxy(self.attempts_model, self), Statistics.tr("Attempts")
        )
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
        self.place(split)

    def fill(self) -> None:
        source = self.host.source
        assert source is not None
        f = self.host.current_filter()
        self.log_view.setColumnHidden(1, self.host.one_player())
        self.log_view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        # Newest first (the session just played is the one a player looks for), read a
        # page at a time as the rows come into view.
        self.log_model.sort(-1)
        self.log_model.set_source(
            lambda: source.training_log_count(f),
            lambda offset, limit, order, descending: source.training_log_page(
                f, offset, limit, order, descending
            ),
        )
        sessions = self.log_model.rowCount()
        self.attempts_model.set_rows([])
        self.attempts_title.setText(Statistics.tr("Choose a session to see every attempt in it."))
        self.show_empty(
            None
            if sessions
            else self.host.no_data_text(
                Statistics.tr("Play a solo training to see your progress here.")
            )
        )

    def open_session(self, proxy_row: int) -> None:
        """Show every attempt of the session in row ``proxy_row`` of the log (view order)."""
        source = self.host.source
        if source is None or not 0 <= proxy_row < self.log_proxy.rowCount():
            return
        try:
            session: TrainingSession = self.log_model.row(self.log_proxy.source_row(proxy_row))
        except IndexError:  # the page could not be read (already said)
            return
        try:
            attempts = source.session_attempts(session.game_id)
        except StoreError as exc:
            # Not the attempts of the session shown before: nothing, and why.
            self.attempts_model.set_rows([])
            self.attempts_title.setText("")
            self.host.show_error(error_text(exc))
            return
        self.host.read_times(self.attempt_times, session.game_id)
        self.attempts_model.set_rows(attempts)
        route = route_name(session.course)
        self.attempts_title.setText(
            Statistics.tr("{0}, {1}, route {2}: %n attempt(s)", None, len(attempts)).format(
                short_name(session.player_name), day(session.started), route
            )
        )

    def _on_selection_changed(self, selected: QItemSelection, _old: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.open_session(rows[0].row())

    def _on_activated(self, index: QModelIndex) -> None:
        self.open_session(index.row())
        self.attempts_view.setFocus()
