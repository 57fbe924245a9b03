"""The start screen: continue a game, start a new one, statistics, check the board."""

from __future__ import annotations

import itertools
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from blocky.ui.kit.widgets import BigButton, scaled_font_label, set_qt_property
from blocky.ui.shell.games import game_ui, game_ui_of, game_uis
from blocky.ui.shell.start_words import (
    ACCESSIBLE_TEXT_ROLE,
    GAME_ID_ROLE,
    damage_note,
    game_line,
    short_line,
)

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from PySide6.QtWidgets import QListWidgetItem, QMessageBox

    from blocky.ui.kit.game_ui import GameUI
    from blocky.ui.shell.game_rows import DamagedRow, GameRow
    from blocky.ui.shell.games_list import GamesList

# Start-up speed (bench/ui_bench.py): the window is painted before the saved games are
# read, so the list of games, its rows and the delete question are built after that
# paint, and their Qt classes and datetime are imported there. PySide builds all the
# enums of a Qt class the first time the class is used; for the ``Qt`` namespace that is
# 93 enum classes, so the screen's own widgets set enum properties by name
# (widgets.set_qt_property) and the code that runs later imports ``Qt`` itself. The rows
# of the saved games are painted before it too (the app lists them from a first look at
# the file, blocky/store/peek.py), and before PySide's QStyle class, which has 14 enums.


def _continues(before: Any, now: Any) -> bool:
    """Whether the list shown as ``now`` (chosen game, day, rows, unreadable ones) is the
    list shown as ``before`` with more rows after its own: the same game and day, no
    unreadable row in either, and every row of ``before`` the same at its place."""
    if before is None or before[:2] != now[:2] or before[3] or now[3]:
        return False
    shown, rows = before[2], now[2]
    return 0 < len(shown) < len(rows) and rows[: len(shown)] == shown


def _listed_as(summary: Any, cannot_open: bool) -> tuple[object, ...]:
    """What a saved game's row shows, as the facts it is worded from: two lists with the
    same facts show the same rows."""
    return (
        int(summary.id),
        getattr(summary, "game", None),
        str(getattr(summary, "mode", "")),
        tuple(getattr(summary, "player_names", ())),
        getattr(summary, "updated_at", None),
        getattr(summary, "summary", None),
        getattr(summary, "result", None),
        bool(getattr(summary, "damaged", False)),
        cannot_open,
    )


class StartScreen(QWidget):
    continue_requested = Signal(int)
    new_game_requested = Signal(str)
    statistics_requested = Signal()
    board_check_requested = Signal()
    #: The player confirmed deleting this game (never emitted without a confirmation).
    delete_confirmed = Signal(int)
    #: "Restore a backup" was chosen.
    restore_requested = Signal()
    #: Another game was chosen (its id): its modes are offered now.
    game_chosen = Signal(str)

    @classmethod
    def tr(cls, source_text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """Qt's tr() in this class's context, typed for ``StartScreen.tr(...)`` in the
        module's word functions (see blocky.ui.kit.context)."""
        return QCoreApplication.translate(cls.__name__, source_text, disambiguation, n)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        # Everything on one page that scrolls when the window is too low for it (the
        # smallest window with a game still running): squeezed, texts would overlap.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("startScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        # (Set by name: the first paint comes before PySide's Qt namespace is built.)
        set_qt_property(self.scroll_area, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        set_qt_property(self.scroll_area, "focusPolicy", "NoFocus")
        page = QWidget()
        page.setObjectName("startPage")
        self.scroll_area.setWidget(page)
        outer.addWidget(self.scroll_area)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.setSpacing(16)
        #: The games with screens; the first is chosen until the player picks another.
        self._uis = {ui.game_id: ui for ui in game_uis()}
        self._ui = game_ui()
        self._games_open = True
        self.title_label = scaled_font_label(self._ui.title(), 2.6, bold=True)
        self.title_label.setObjectName("gameTitle")
        set_qt_property(self.title_label, "alignment", "AlignCenter")
        self.subtitle_label = scaled_font_label(self._ui.subtitle(), 1.3)
        self.subtitle_label.setObjectName("gameSubtitle")
        set_qt_property(self.subtitle_label, "alignment", "AlignCenter")
        if not self.subtitle_label.text():
            self.subtitle_label.hide()
        layout.addWidget(self.title_label)
        layout.addWidget(self.subtitle_label)

        self.running_box = QFrame()
        self.running_box.setObjectName("runningBox")
        self.running_box.setFrameShape(QFrame.Shape.StyledPanel)
        rb = QVBoxLayout(self.running_box)
        self.running_label = scaled_font_label("", 1.3, bold=True)
        self.running_label.setWordWrap(True)
        self.continue_running_button = BigButton(self.tr("Continue this game  (Enter)"), scale=1.5)
        self.continue_running_button.setObjectName("continueRunningButton")
        self.continue_running_button.setDefault(True)
        self.continue_running_button.clicked.connect(self._on_continue_running_clicked)
        rb.addWidget(self.running_label)
        rb.addWidget(self.continue_running_button)
        layout.addWidget(self.running_box)
        self._running_id: int | None = None
        # What set_games was given last (None: no list of games now).
        self._listed: tuple[list[Any], int | None, tuple[int, ...], frozenset[int]] | None = None

        #: One button per game when more than one game has screens (none with one game).
        self.game_buttons: dict[str, BigButton] = {}
        if len(self._uis) > 1:
            layout.addLayout(self._make_game_choice())
        self._mode_grid = QGridLayout()
        self._mode_grid.setSpacing(12)
        #: The chosen game's "new game" buttons, by mode.
        self.mode_buttons: dict[str, BigButton] = {}
        #: Every game's "new game" buttons made so far, by game id (see _build_mode_buttons).
        self._mode_buttons_of: dict[str, dict[str, BigButton]] = {}
        # In the page first, so that the buttons are made inside it.
        layout.addLayout(self._mode_grid)
        self._build_mode_buttons()

        layout.addWidget(scaled_font_label(self.tr("Games not finished yet"), 1.2, bold=True))
        # The list goes here, above the empty label, when it is first needed (games_list).
        self._layout = layout
        self._games_list: GamesList | None = None
        self.empty_label = scaled_font_label(self.tr("No game in progress. Start one above."), 1.4)
        self.empty_label.setObjectName("emptyLabel")
        set_qt_property(self.empty_label, "alignment", "AlignCenter")
        self.empty_label.setWordWrap(True)
        self.empty_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.empty_label.setMinimumHeight(110)
        layout.addWidget(self.empty_label, 1)
        # What the list shows now: the game, the day, the facts of its games' rows and
        # the unreadable ones (the list is made again only when that changes).
        self._shown: object = None
        # The chosen game's saved games listed, by id.
        self._summaries_shown: dict[int, Any] = {}
        self._summaries: dict[int, Any] = {}
        #: The open "Delete this game?" question, if any.
        self.delete_box: QMessageBox | None = None

        row = QHBoxLayout()
        self.continue_button = BigButton(self.tr("Continue the chosen game"), fit=True)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.clicked.connect(self._on_continue_clicked)
        self.statistics_button = BigButton(self.tr("Statistics"), fit=True)
        self.statistics_button.setObjectName("statisticsButton")
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.board_button = BigButton(self.tr("Check your board"), fit=True)
        self.board_button.setObjectName("boardCheckButton")
        self.board_button.clicked.connect(self.board_check_requested)
        # Shown once the saved games were opened (or could not be listed).
        self.restore_button = BigButton(self.tr("Restore a backup"), fit=True)
        self.restore_button.setObjectName("restoreBackupButton")
        self.restore_button.clicked.connect(self.restore_requested)
        self.restore_button.setVisible(False)
        row.addWidget(self.continue_button)
        row.addWidget(self.statistics_button)
        row.addWidget(self.board_button)
        row.addWidget(self.restore_button)
        layout.addLayout(row)

        # A game without a board to check, or without statistics, shows no dead button.
        if not self._ui.has_board_check():
            self.board_button.hide()
        if not self._ui.has_statistics():
            self.statistics_button.hide()
        self._set_tab_order()

    # -- the game and its modes ---------------------------------------------------------

    @property
    def game(self) -> GameUI:
        """The chosen game's plug-in: new games, Check your board and the rules help are its."""
        return self._ui

    def _make_game_choice(self) -> QHBoxLayout:
        from PySide6.QtWidgets import QButtonGroup

        row = QHBoxLayout()
        row.setSpacing(12)
        group = QButtonGroup(self)
        group.setExclusive(True)
        for game_id, ui in self._uis.items():
            button = BigButton(ui.title(), scale=1.2)
            button.setObjectName(f"chooseGame_{game_id}")
            button.setCheckable(True)
            button.set_chosen_stands_out(True)
            button.setChecked(ui is self._ui)
            button.clicked.connect(lambda _checked=False, g=game_id: self.choose_game(g))
            group.addButton(button)
            row.addWidget(button)
            self.game_buttons[game_id] = button
        self._game_group = group
        return row

    def choose_game(self, game_id: str) -> None:
        """Offer the modes of ``game_id`` (one of the games with screens; another id
        changes nothing)."""
        ui = self._uis.get(game_id)
        if ui is None:
            return
        if game_id in self.game_buttons:
            self.game_buttons[game_id].setChecked(True)
        if ui is self._ui:
            return
        self._ui = ui
        self.title_label.setText(ui.title())
        self.subtitle_label.setText(ui.subtitle())
        self.subtitle_label.setVisible(bool(ui.subtitle()))
        self.board_button.setVisible(ui.has_board_check())
        self.statistics_button.setVisible(ui.has_statistics())
        self._build_mode_buttons()
        self._set_tab_order()
        if self._listed is not None:
            self._show_games(move_focus=False)
        self.game_chosen.emit(game_id)

    def _build_mode_buttons(self) -> None:
        """Put the chosen game's "new game" buttons in the row, made the first time that
        game is chosen and kept, hidden, while another one is: a family going from one
        game to the other after each round gets the same buttons back, not new ones
        (Qt's style keeps each new button's pictures until its cache is full)."""
        for old in self.mode_buttons.values():
            self._mode_grid.removeWidget(old)
            old.hide()
        game_id = self._ui.game_id
        buttons = self._mode_buttons_of.get(game_id)
        kept = buttons is not None
        if buttons is None:
            buttons = self._mode_buttons_of[game_id] = {}
            for mode in self._ui.modes():
                button = BigButton(self._ui.new_game_text(mode), scale=1.4, height=90)
                button.setObjectName(self._ui.new_game_button_name(mode))
                button.clicked.connect(
                    lambda _checked=False, m=mode: self.new_game_requested.emit(m)
                )
                buttons[mode] = button
        self.mode_buttons = buttons
        for column, button in enumerate(buttons.values()):
            button.setEnabled(self._games_open)
            self._mode_grid.addWidget(button, 0, column)
            if kept or self.isVisible():
                # A kept one was hidden while another game was chosen. (A new one made
                # before the page is shown shows with it: shown before, it would be a
                # window of its own for a moment.)
                button.show()

    def _set_tab_order(self) -> None:
        # Top to bottom, left to right, as the screen reads.
        order: list[QWidget] = [
            self.continue_running_button,
            *self.game_buttons.values(),
            *self.mode_buttons.values(),
            *([self._games_list] if self._games_list is not None else []),
            self.continue_button,
            self.statistics_button,
            self.board_button,
            self.restore_button,
        ]
        for a, b in itertools.pairwise(order):
            QWidget.setTabOrder(a, b)

    @property
    def games_list(self) -> GamesList:
        """The unfinished games, one row each (built on first use)."""
        if self._games_list is None:
            self._games_list = self._make_games_list()
        return self._games_list

    def _make_games_list(self) -> GamesList:
        from PySide6.QtGui import QShortcut

        from blocky.ui.shell.games_list import GamesList

        games_list = GamesList()
        games_list.setObjectName("gamesList")
        games_list.setAccessibleName(self.tr("Games not finished yet"))
        games_list.setSpacing(4)
        set_qt_property(games_list, "verticalScrollMode", "ScrollPerPixel")
        set_qt_property(games_list, "selectionMode", "SingleSelection")
        font = games_list.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        games_list.setFont(font)
        games_list.itemActivated.connect(self._on_games_list_item_activated)
        games_list.currentItemChanged.connect(self._on_games_list_current_item_changed)
        delete_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), games_list)
        set_qt_property(delete_key, "context", "WidgetShortcut")
        delete_key.activated.connect(self.ask_delete_current)
        self._layout.insertWidget(self._layout.indexOf(self.empty_label), games_list, 1)
        # Between the new-game buttons and "Continue the chosen game", as the screen reads.
        QWidget.setTabOrder(list(self.mode_buttons.values())[-1], games_list)
        QWidget.setTabOrder(games_list, self.continue_button)
        return games_list

    def set_loading(self) -> None:
        """The saved games are being opened (just after the window first appears)."""
        self._listed = None
        self._shown = None
        if self._games_list is not None:
            self._games_list.clear()
            self._games_list.setVisible(False)
        self.empty_label.setText(self.tr("Opening your saved games\u2026"))
        self.empty_label.setVisible(True)
        self.continue_button.setEnabled(False)
        self.running_box.setVisible(False)
        self.restore_button.setVisible(False)

    def set_games_failed(self, message: str) -> None:
        """The saved games could not be listed: say why, and still offer new games and
        the backups."""
        from blocky.ui.kit.messages import shorten

        self._forget_games()
        self.empty_label.setText(
            self.tr("Your saved games could not be listed.")
            + "\n"
            + shorten(message)
            + "\n"
            + self.tr("You can start a new game or restore a backup.")
        )
        self.empty_label.setVisible(True)
        self.continue_button.setEnabled(False)
        self.running_box.setVisible(False)
        self.restore_button.setVisible(True)
        self._set_games_open(True)
        self.focus_next_action()

    def set_unavailable(self) -> None:
        """The saved games could not be opened at all (a message says why): nothing here
        can be started, only a backup restored."""
        self._forget_games()
        self.empty_label.setText(
            self.tr("Your saved games could not be opened. Nothing was changed or deleted.")
        )
        self.empty_label.setVisible(True)
        self.running_box.setVisible(False)
        self._set_games_open(False)
        self.restore_button.setVisible(True)
        self.focus_next_action()

    def _forget_games(self) -> None:
        """No list of games to show (they could not be listed, or not opened at all)."""
        if self._games_list is not None:
            self._games_list.clear()
            self._games_list.setVisible(False)
        self._shown = None
        self._summaries = {}
        self._running_id = None
        self._listed = None

    def _set_games_open(self, is_open: bool) -> None:
        # Without the saved games, a new game could not be stored: no dead buttons.
        self._games_open = is_open
        for button in (
            *self.mode_buttons.values(),
            self.statistics_button,
            self.board_button,
        ):
            button.setEnabled(is_open)
        if not is_open:
            self.continue_button.setEnabled(False)

    def set_games(
        self,
        summaries: list[Any],
        running_id: int | None,
        unreadable: Sequence[int] = (),
        cannot_open: Collection[int] = (),
    ) -> None:
        """Show the unfinished games of the chosen game (each game's tab lists its own).
        ``unreadable``: ids of saved games that cannot be listed (each gets a row saying
        so, on every tab: whose they are cannot be read); ``cannot_open``: games that
        failed to open (marked, and never offered as the game that was still running).
        The game that was still running is offered whichever game is chosen."""
        self._listed = (list(summaries), running_id, tuple(unreadable), frozenset(cannot_open))
        self._show_games()

    def _show_games(self, *, move_focus: bool = True) -> None:
        """List the chosen game's saved games; ``move_focus``: then put the keyboard on
        the next action (not when the player is choosing a game with the keyboard)."""
        assert self._listed is not None
        every, running_id, unreadable, cannot_open = self._listed
        chosen = self._ui.game_id
        # Each summary's plug-in found once for each game the list names, not once a row
        # (the registry's lookup costs more than the rest of listing a row: 500 games).
        shown_by: dict[object, str] = {}

        def shown_in(summary: Any) -> str:
            game = getattr(summary, "game", None)
            found = shown_by.get(game)
            if found is None:
                found = shown_by[game] = game_ui_of(summary).game_id
            return found

        summaries = [s for s in every if shown_in(s) == chosen]
        # A player working down the list (deleting one game after another) stays on it.
        on_list = self._games_list is not None and (self.window().focusWidget() is self._games_list)
        self._summaries = {int(s.id): s for s in every}
        running = None
        for s in every:
            if s.id == running_id and int(s.id) not in cannot_open:
                running = s
        # The store's list after the first look's is most often the same games as they
        # were: then the list and the rows already made stay as they are.
        from datetime import date

        shown_now = (
            chosen,
            date.today(),
            [_listed_as(s, int(s.id) in cannot_open) for s in summaries],
            [int(g) for g in unreadable],
        )
        if shown_now != self._shown or self._games_list is None:
            before, self._shown = self._shown, shown_now
            if self._games_list is not None and _continues(before, shown_now):
                # The first look read the latest played of each game (blocky/store/peek.py):
                # the store's list goes on from them, and only the rest are added.
                already = self.games_list.count()
                self._summaries_shown = {int(s.id): s for s in summaries}
                self._add_game_items(summaries[already:], cannot_open)
                self.games_list.make_rows_in_view()
            else:
                self._fill_list(summaries, unreadable, cannot_open)
        else:
            self._summaries_shown = {int(s.id): s for s in summaries}
        shown = self.games_list.count() > 0
        if shown:
            self.games_list.setCurrentRow(0)
        self.games_list.setVisible(shown)
        self.empty_label.setText(self.tr("No game in progress. Start one above."))
        self.empty_label.setVisible(not shown)
        self._set_games_open(True)
        self.continue_button.setEnabled(shown)
        self.restore_button.setVisible(True)
        self._running_id = running_id if running is not None else None
        if running is not None:
            self.running_label.setText(
                self.tr("A game was still running:")
                + "\n"
                + game_ui_of(running).title()
                + "  \u00b7  "
                + short_line(running, self.running_label.font())
            )
        self.running_box.setVisible(running is not None)
        if not move_focus:
            return
        if on_list and shown:
            self.games_list.setFocus()
        else:
            self.focus_next_action()

    def _fill_list(
        self, summaries: list[Any], unreadable: Sequence[int], cannot_open: Collection[int]
    ) -> None:
        """Every game gets its item at once; its row is made when it comes into view
        (blocky/ui/shell/games_list.py): the first one now, for the size every item
        expects, the others in view once the list is laid out (before the paint)."""
        from PySide6.QtWidgets import QListWidgetItem

        from blocky.ui.shell.game_rows import DamagedRow

        games_list = self.games_list
        games_list.clear()
        self._summaries_shown = {int(s.id): s for s in summaries}
        self._add_game_items(summaries, cannot_open)
        for game_id in unreadable:
            # Few, and each says what it is at once: made now.
            damaged_item = QListWidgetItem()
            damaged_item.setData(GAME_ID_ROLE, int(game_id))
            damaged_row = DamagedRow(int(game_id))
            damaged_row.restore_requested.connect(self.restore_requested)
            damaged_item.setData(ACCESSIBLE_TEXT_ROLE, damaged_row.accessibleName())
            damaged_item.setSizeHint(damaged_row.sizeHint())
            games_list.add_made_row(damaged_item, damaged_row)
        # A list already on screen (another game chosen, a game deleted) gets no show or
        # resize event to make the rows now in view: they are made here, before the paint.
        games_list.make_rows_in_view()

    def _add_game_items(self, summaries: list[Any], cannot_open: Collection[int]) -> None:
        """An item for each of ``summaries`` at the end of the list, its row made when it
        comes into view (the list's first row now, for the size every item expects)."""
        from PySide6.QtWidgets import QListWidgetItem

        from blocky.ui.shell.game_rows import GameRow

        games_list = self.games_list

        def game_row(item: QListWidgetItem, game_id: int, broken: bool) -> GameRow:
            # The summary the list has now (the store's, once it has listed them).
            row = GameRow(self._summaries_shown[game_id], cannot_open=broken)
            row.delete_requested.connect(self.ask_delete)
            row.restore_requested.connect(self.restore_requested)
            row.set_selected(games_list.currentItem() is item)
            return row

        # Until a row is made, its item expects the size of the first one.
        top = games_list.item(0)
        expected = top.sizeHint() if top is not None else None
        for summary in summaries:
            game_id = int(summary.id)
            broken = game_id in cannot_open
            item = QListWidgetItem()
            item.setData(GAME_ID_ROLE, game_id)
            if expected is not None:
                # Before the item is in the list: no change for the list to hear of.
                item.setSizeHint(expected)
            games_list.add_row(
                item,
                partial(game_row, item, game_id, broken),
                partial(self._accessible_text, game_id, broken),
            )
            if expected is None:
                first = games_list.make_row(0)
                expected = first.sizeHint() if first is not None else None

    def _accessible_text(self, game_id: int, broken: bool) -> str:
        summary = self._summaries_shown[game_id]
        note = damage_note(summary, broken)
        return game_line(summary) + (f". {note}" if note else "")

    def next_action(self) -> QWidget:
        """The button (or list) the keyboard starts on: the game that was still running,
        else the chosen one of the unfinished games, else the first new game."""
        if self.running_box.isVisibleTo(self) and self._running_id is not None:
            return self.continue_running_button
        if self._games_list is not None and self._games_list.isVisibleTo(self):
            return self._games_list
        enabled = [b for b in self.mode_buttons.values() if b.isEnabled()]
        if enabled:
            return enabled[0]
        return self.restore_button

    def focus_next_action(self) -> None:
        """Put the keyboard focus on :meth:`next_action`, so Enter does what the screen
        offers first (the running game's "Continue", never a new game by chance)."""
        self.next_action().setFocus()

    def damaged_rows(self) -> list[DamagedRow]:
        """The rows of saved games that could not be read, in the order shown."""
        from blocky.ui.shell.game_rows import DamagedRow

        return [w for w in self._every_row() if isinstance(w, DamagedRow)]

    def game_rows(self) -> list[GameRow]:
        """The rows in the order shown (the most recently played first), every one made
        now if it was not yet."""
        from blocky.ui.shell.game_rows import GameRow

        return [w for w in self._every_row() if isinstance(w, GameRow)]

    def _every_row(self) -> list[QWidget]:
        games_list = self.games_list
        games_list.make_every_row()
        return [games_list.itemWidget(games_list.item(i)) for i in range(games_list.count())]

    # -- deleting, always after a question that names the game ------------------------

    def ask_delete_current(self) -> None:
        item = self.games_list.currentItem()
        if item is not None:
            self.ask_delete(int(item.data(GAME_ID_ROLE)))

    def ask_delete(self, game_id: int) -> QMessageBox | None:
        """Ask before deleting; the answer arrives later (the window is never blocked)."""
        from blocky.ui.shell.game_rows import delete_question

        summary = self._summaries.get(game_id)
        if summary is None:
            return None
        if self.delete_box is not None:
            return self.delete_box
        box, delete = delete_question(self, summary)

        def answered() -> None:
            self.delete_box = None
            box.deleteLater()
            if box.clickedButton() is delete:
                self.delete_confirmed.emit(game_id)
            elif self._games_list is not None and self._games_list.isVisible():
                # Kept: back on the list, on the game that was asked about.
                self._games_list.setFocus()

        box.finished.connect(answered)
        self.delete_box = box
        box.open()
        return box

    # -- slots ------------------------------------------------------------------------

    def _on_continue_running_clicked(self) -> None:
        if self._running_id is not None:
            self.continue_requested.emit(self._running_id)

    def _on_continue_clicked(self) -> None:
        item = self.games_list.currentItem()
        if item is not None:
            self.continue_requested.emit(int(item.data(GAME_ID_ROLE)))

    def _on_games_list_item_activated(self, item: QListWidgetItem) -> None:
        self.continue_requested.emit(int(item.data(GAME_ID_ROLE)))

    def _on_games_list_current_item_changed(
        self, current: QListWidgetItem | None, previous: QListWidgetItem | None
    ) -> None:
        from blocky.ui.shell.game_rows import Row

        for item, selected in ((previous, False), (current, True)):
            if item is None:
                continue
            widget = self.games_list.itemWidget(item)
            if isinstance(widget, Row):
                widget.set_selected(selected)
