"""The window's statistics: a page per registered game, each got from the game's UI
plug-in (:meth:`blocky.ui.kit.game_ui.GameUI.statistics_page`, a
:class:`~blocky.ui.kit.game_ui.StatisticsPage`).

Nothing here names a game. A game's page is made the first time its statistics are
asked for (a page may load large libraries, QtCharts for one, which start-up should not
pay for), placed in the window's stack of screens and kept; it is given the saved games
each time it is shown, and let go of them when they close.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QStackedWidget

from blocky.ui.shell.session import page_widget

if TYPE_CHECKING:
    from blocky.ui.kit.game_ui import GameUI, StatisticsPage
    from blocky.ui.kit.library import Library


class StatisticsShell(QObject):
    """Each game's statistics page, by game id, shown in ``stack`` (the window's screens)."""

    #: The page on screen asked to go back (its Back button, Esc).
    back_requested = Signal()

    def __init__(self, stack: QStackedWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stack = stack
        self._pages: dict[str, StatisticsPage] = {}

    def page(self, ui: GameUI) -> StatisticsPage | None:
        """The statistics page of ``ui``'s game, made on first use (None: it has none)."""
        page = self._pages.get(ui.game_id)
        if page is None:
            page = ui.statistics_page()
            if page is None:
                return None
            page.back_requested.connect(self.back_requested)
            self._stack.addWidget(page_widget(page))
            self._pages[ui.game_id] = page
        return page

    def shows(self, ui: GameUI) -> bool:
        """Whether the page on screen is the statistics of ``ui``'s game."""
        page = self._pages.get(ui.game_id)
        return page is not None and self._stack.currentWidget() is page_widget(page)

    def show(self, ui: GameUI, library: Library) -> StatisticsPage | None:
        """Show the statistics of ``ui``'s game, read afresh from ``library`` (None: the
        game has none, and nothing changes)."""
        page = self.page(ui)
        if page is None:
            return None
        page.set_store(library)
        self._stack.setCurrentWidget(page_widget(page))
        page.refresh()
        return page

    def let_go(self) -> None:
        """The saved games are closing: no page keeps them."""
        for page in self._pages.values():
            page.set_store(None)
