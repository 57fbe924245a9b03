"""The game screen: the board and the table on the left, the turn (or the result) and
the log on the right.

The result is drawn by end_panel.EndPanel, the log's lines by log_lines.LatestLineDelegate.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QScrollBar,
    QSplitter,
    QStackedWidget,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.events import Event, Moved
from blocky.games.blocky_mountains.game import outcome
from blocky.games.blocky_mountains.practice import SessionProgress
from blocky.games.blocky_mountains.state import Draws, Mode, Setup, State
from blocky.ui.games.blocky_mountains import board_access
from blocky.ui.games.blocky_mountains.board import BoardView
from blocky.ui.games.blocky_mountains.coach_panel import CoachPanel
from blocky.ui.games.blocky_mountains.controller import GameController
from blocky.ui.games.blocky_mountains.end_panel import EndPanel
from blocky.ui.games.blocky_mountains.log_lines import LatestLineDelegate, newest_tint
from blocky.ui.games.blocky_mountains.log_model import LogModel
from blocky.ui.games.blocky_mountains.log_view import LogView
from blocky.ui.games.blocky_mountains.plan_words import plan_reason_words, session_progress_of
from blocky.ui.games.blocky_mountains.reveals import reveal_for
from blocky.ui.games.blocky_mountains.side_scroll import SideScroll
from blocky.ui.games.blocky_mountains.speech import GameSpeaker
from blocky.ui.games.blocky_mountains.table import TableView
from blocky.ui.games.blocky_mountains.turn_panel import TurnPanel
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.layouts import LAYOUT_LEVELS, send_layout_requests
from blocky.ui.kit.picture import KeptPicture
from blocky.ui.kit.widgets import scaled_font_label

if TYPE_CHECKING:
    from blocky.ui.kit import game_ui as base


#: Where the splitters' positions are kept between runs (outer, left, right).
SPLITTER_KEYS = (
    app_settings.GAME_OUTER_SPLITTER,
    app_settings.GAME_LEFT_SPLITTER,
    app_settings.GAME_RIGHT_SPLITTER,
)
#: Which arrangement of the game screen the saved positions were made for.
SPLITTER_LAYOUT = 2
#: The log's least height when the turn panel needs room: its heading and about two lines.
LOG_FLOOR = 82
#: The turn panel is compact when the side is fewer lines of text high than this (a
#: 1280x706 window at the normal text size is about 37; 760x560 about 28).
COMPACT_LINES = 32


class LogScrollBar(QScrollBar):
    """The log's scroll bar, painted alone, and copied from a kept picture.

    Every click adds a line to the log and moves its scroll bar. Qt paints first what lies
    behind a widget that may leave pixels of itself unpainted: the window, the screen, the
    splitters and the log's frame (eight widgets a click, for a strip of 14 pixels). Fusion
    draws the bar's edges half transparent over what lies behind, which is the window's
    colour there: the bar fills its own background with that colour and tells Qt it
    covers every pixel, so it is painted alone and looks the same to the pixel. Another
    style (Windows 11's, with its thin bar) is left to Qt's way.

    Painted alone, the bar is drawn once into a picture for where its handle lies (and
    its size, colours and state) and copied while that stays: once the log is long, the
    handle keeps its least length at the foot of the bar, and a click's new line moves no
    pixel of it. Drawing it anew (Fusion's gradients) took longer than the rest of the
    log's paint. While the pointer is over it or it is pressed, it is drawn as Qt draws
    it (those looks depend on which part is under the pointer)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self._alone = False
        self._picture = KeptPicture()
        # How many times the picture was drawn anew (tests read it).
        self.pictures = 0

    def set_alone(self, alone: bool) -> None:
        """Paint the background and nothing behind the bar (the style is Fusion), or not."""
        self._alone = alone
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, alone)

    def is_alone(self) -> bool:
        return self._alone

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._alone:
            super().paintEvent(event)
            return
        if self.isSliderDown() or self.underMouse():
            painter = QPainter(self)
            painter.fillRect(event.rect(), self.palette().window())
            painter.end()
            super().paintEvent(event)
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        option.subControls = QStyle.SubControl.SC_All
        option.activeSubControls = QStyle.SubControl.SC_None
        style = self.style()
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, self
        )
        # What the picture shows besides the size, ratio, colours and font it is kept for.
        what = (
            handle.x(),
            handle.y(),
            handle.width(),
            handle.height(),
            option.state.value,
            # What the arrows look like at either end (Fusion greys one out at its end).
            option.sliderPosition == option.minimum,
            option.sliderPosition == option.maximum,
            style.name(),
        )

        def draw(p: QPainter) -> None:
            # Over the window's colour, as Qt draws the bar over what lies behind it.
            p.fillRect(self.rect(), self.palette().window())
            style.drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, p, self)

        if self._picture.paint(self, what, draw):
            self.pictures += 1


class GameScreen(QWidget):
    """Everything about one open game."""

    play_again_requested = Signal()
    home_requested = Signal()
    #: The turn panel's "rules help" was asked for.
    help_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        board_access.install()
        self._controller: GameController | None = None
        self.board: BoardView = BoardView()
        self.board.setObjectName("boardView")
        self.table = self._new_table()
        self.turn_panel = TurnPanel()
        self.turn_panel.help_requested.connect(self.help_requested)
        self.end_panel = EndPanel()
        self.end_panel.play_again_requested.connect(self.play_again_requested)
        self.end_panel.home_requested.connect(self.home_requested)
        self.end_panel.progress_source = self._session_progress
        self.coach_panel = CoachPanel()
        #: Says the log, the turns and the errors to screen readers.
        self.speaker = GameSpeaker(self.turn_panel, self, self)
        self.speaker.result_words = self.end_panel.spoken_result
        self.speaker.coach_words = self.coach_panel.lines
        self.log_model = LogModel()
        self.log_view = LogView()
        self.log_view.setObjectName("logView")
        self._log_bar = LogScrollBar()
        self.log_view.setVerticalScrollBar(self._log_bar)
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setModel(self.log_model)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._log_delegate = LatestLineDelegate(self.log_model, self.log_view)
        self.log_view.setItemDelegate(self._log_delegate)
        self.log_model.set_tint(newest_tint(self.log_view.palette()))
        self.log_view.installEventFilter(self)
        self.log_view.setSpacing(1)
        # Two lines at least: the turn panel may take the rest (see _fit_turn_panel).
        self.log_view.setMinimumHeight(56)
        font = self.log_view.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.log_view.setFont(font)
        # A child of the view: it goes when the view goes, never firing at a dead one.
        self._scroll_timer = QTimer(self.log_view)
        self._scroll_timer.setSingleShot(True)
        self._scroll_timer.setInterval(0)
        self._scroll_timer.timeout.connect(self.log_view.scrollToBottom)
        self.log_model.rowsInserted.connect(self._on_log_rows_inserted)
        self.log_model.modelAboutToBeReset.connect(self._log_delegate.forget_pictures)
        self.log_model.modelReset.connect(self._on_log_reset)
        self._paint_log_bar_alone()

        self.side = QStackedWidget()
        self.side.addWidget(self.turn_panel)
        self.side.addWidget(self.end_panel)

        left = QSplitter(Qt.Orientation.Vertical)
        self._left = left
        # The coach's lines go below the map, which gives up the height they take: the
        # side beside it keeps its room for the turn's choices and the log (its switch
        # stays beside the log).
        map_box = QWidget()
        self._map_layout = QVBoxLayout(map_box)
        self._map_layout.setContentsMargins(0, 0, 0, 0)
        self._map_layout.setSpacing(4)
        self._map_layout.addWidget(self.board, 1)
        self._map_layout.addWidget(self.coach_panel)
        left.addWidget(map_box)
        # The table scrolls rather than being squeezed below the height its boxes need
        # (a small window, large text): nothing in it is cut off or drawn over.
        self._table_scroll = QScrollArea()
        self._table_scroll.setObjectName("tableScroll")
        self._table_scroll.setWidgetResizable(True)
        self._table_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._table_scroll.setWidget(self.table)
        left.addWidget(self._table_scroll)
        # A taller window makes the map bigger; the table keeps the height its text needs.
        left.setStretchFactor(0, 1)
        left.setStretchFactor(1, 0)
        left.setChildrenCollapsible(False)

        right = QSplitter(Qt.Orientation.Vertical)
        self._right = right
        # Scrolls down only, at one width: the choices do not move sideways when its
        # scroll bar comes (see SideScroll).
        scroll = SideScroll()
        self._side_scroll = scroll
        scroll.setWidget(self.side)
        # Room for the big buttons, and in the smallest window still for the piles
        # beside them (see TableView: two rows of boxes).
        scroll.setMinimumWidth(400)
        right.addWidget(scroll)
        log_box = QWidget()
        lv = QVBoxLayout(log_box)
        lv.setContentsMargins(0, 0, 0, 0)
        switch_box = QVBoxLayout()
        switch_box.setContentsMargins(0, 0, 0, 4)
        switch_box.addWidget(self.coach_panel.switch)
        lv.addLayout(switch_box)
        heading = QHBoxLayout()
        heading.addWidget(scaled_font_label(self.tr("What happened"), 1.2, bold=True))
        heading.addStretch(1)
        # The shuffle number, during the game and after it: typed into a new game's form,
        # it deals the same cards and tiles again.
        self.shuffle_label = scaled_font_label("", 1.0)
        self.shuffle_label.setObjectName("shuffleNumber")
        self.shuffle_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        heading.addWidget(self.shuffle_label)
        lv.addLayout(heading)
        lv.addWidget(self.log_view)
        right.addWidget(log_box)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 1)
        right.setChildrenCollapsible(False)
        # The log's height as chosen (by the defaults or by the player); it gives some of
        # it up while the turn panel needs the room (see _fit_turn_panel).
        self._log_wanted: int | None = None
        right.splitterMoved.connect(self._on_right_splitter_moved)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_turn_panel)
        # A wrapped line that got longer asks for a new layout: fit again then.
        self.turn_panel.installEventFilter(self)

        outer = QSplitter(Qt.Orientation.Horizontal)
        self._outer = outer
        outer.addWidget(left)
        outer.addWidget(right)
        outer.setStretchFactor(0, 3)
        outer.setStretchFactor(1, 2)
        outer.setChildrenCollapsible(False)
        for splitter, key in zip((outer, left, right), SPLITTER_KEYS, strict=True):
            splitter.setObjectName(key.name.split("/")[1])
            splitter.splitterMoved.connect(self._on_splitter_moved)
        # Sized from the screen's first real size (see resizeEvent), unless restored.
        self._sizes_chosen = False
        self._refine_timer = QTimer(self)
        self._refine_timer.setSingleShot(True)
        self._refine_timer.setInterval(0)
        self._refine_timer.timeout.connect(self._on_refine_timer_timeout)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(outer)

    # -- splitters ----------------------------------------------------------------------

    def splitters(self) -> tuple[QSplitter, QSplitter, QSplitter]:
        """Board|side, board/table and turn/log."""
        return self._outer, self._left, self._right

    def default_sizes(self, width: int, height: int) -> tuple[list[int], list[int], list[int]]:
        """First-run positions for a screen of this size: the turn panel keeps room for
        its big buttons; the map gets all the height the table below it does not need
        (the map is what people look at from their chairs); the log shows several lines."""
        side = max(470, min(640, round(width * 0.36)))
        # The smallest windows: the map and the table keep enough width for the piles.
        side = min(side, max(400, width - 360))
        map_width = max(1, width - side)
        table = self._table_height(map_width, height)
        log = max(170, round(height * 0.27))
        return (
            [map_width, side],
            # The handle between map and table takes its pixels from the map.
            [max(1, height - table - self._left.handleWidth()), table],
            [max(1, height - log), log],
        )

    def _table_height(self, width: int, height: int) -> int:
        need = self.table.strip_height(width - 6)
        if self.table.is_two_rows():
            # A narrow window: the boxes in two rows need more, and the map gives up all
            # it can rather than the piles being cut off.
            return min(need, max(120, height - self.board.minimumSizeHint().height()))
        # Never more than a third of the height: the map comes first.
        limit = max(120, height // 3)
        return min(limit, need)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_default_sizes()
        self._fit_timer.start()

    def _apply_default_sizes(self) -> None:
        # Until the player moves a splitter (or one is restored), every size of the
        # window gets the proportions made for it.
        if not self._sizes_chosen and self.width() > 200:
            outer, left, right = self.default_sizes(self.width() - 12, self.height() - 12)
            self._outer.setSizes(outer)
            self._left.setSizes(left)
            self._right.setSizes(right)
            self._log_wanted = right[1]
            # Once laid out at its width, the table knows its wrapped lines' height
            # exactly: measure once more then.
            self._refine_timer.start()

    def _on_refine_timer_timeout(self) -> None:
        if self._sizes_chosen or self.width() <= 200:
            return
        _, left, _ = self.default_sizes(self.width() - 12, self.height() - 12)
        if left != self._left.sizes():
            self._left.setSizes(left)

    def _on_splitter_moved(self, _pos: int, _index: int) -> None:
        # The player's choice wins over the defaults from now on.
        self._sizes_chosen = True

    def _on_right_splitter_moved(self, _pos: int, _index: int) -> None:
        self._log_wanted = self._right.sizes()[1]

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.table.follow_scheme()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.turn_panel and event.type() == QEvent.Type.LayoutRequest:
            self._fit_timer.start()
        elif watched is self.log_view and event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
        ):
            self._log_delegate.forget_pictures()
            self._paint_log_bar_alone()
        elif watched is self.log_view and event.type() == QEvent.Type.PaletteChange:
            # The newest line's band, in the new colours.
            self.log_model.set_tint(newest_tint(self.log_view.palette()))
        elif watched is self.log_view and event.type() == QEvent.Type.Resize:
            # A shorter log (the turn panel took room, the window shrank) still ends
            # with its newest line, whole.
            self._scroll_timer.start()
        return super().eventFilter(watched, event)

    def _paint_log_bar_alone(self) -> None:
        """The log's scroll bar paints what lies behind it itself (see LogScrollBar), where
        the style is Fusion."""
        self._log_bar.set_alone(self._log_bar.style().name().lower() == "fusion")

    def _log_floor(self) -> int:
        """The log's least height: its heading and two lines, or its newest line whole
        when that is taller (a long sentence in large letters)."""
        rows = self.log_model.rowCount()
        box = self._right.widget(1)
        if rows == 0 or box is None:
            return LOG_FLOOR
        view = self.log_view
        # The newest line as the list wraps it (laid out as it came).
        line = view.visualRect(self.log_model.index(rows - 1, 0)).height()
        # What the box holds besides the lines: the coach's switch, the heading, the frame.
        around = max(0, box.height() - view.viewport().height())
        if self.turn_panel.is_compact():
            # A short side: the choices come first; a long newest line shows its end
            # (the list scrolls to it) in two lines.
            line = min(line, math.ceil(2 * QFontMetricsF(view.font()).lineSpacing()))
        return max(LOG_FLOOR, around + line + 2 * view.spacing() + 2)

    def _fit_turn_panel(self) -> None:
        """Give the turn panel the height its choices need, taken from the log (down to
        LOG_FLOOR), so no choice hides below the panel's edge on a laptop screen (a
        hidden choice is a choice not made). The log gets its height back afterwards."""
        sizes = self._right.sizes()
        total = sum(sizes)
        page = self.side.currentWidget()
        if total <= 0 or page is None:
            return
        floor = self._log_floor()
        if page is self.turn_panel:
            # A short side for the size of its text (a small window, large text): the
            # panel's words and report buttons get smaller, so the player on turn, the
            # card and the first choices stay in view. Decided by the height alone (in
            # lines of text), never by what the panel shows: it does not flip each turn.
            lines = total / max(1, QFontMetricsF(self.font()).lineSpacing())
            self.turn_panel.set_compact(lines < COMPACT_LINES)
        # The panel's labels keep their wrapped text's height as their minimum height.
        need = page.minimumSizeHint().height()
        if page is self.turn_panel:
            # Still too tall at the log's least height: the line listing the keys goes
            # first (F1 help lists them too). Changed only when the answer changes, since
            # each change asks for a new layout and so for another fit.
            panel = self.turn_panel
            room = panel.keys_hint_room()
            shown = panel.keys_hint_shown()
            with_hint = need if shown else need + room
            keep = total - with_hint >= floor
            if keep != shown:
                panel.set_keys_hint_shown(keep)
            need = with_hint if keep else with_hint - room
        wanted = self._log_wanted if self._log_wanted is not None else sizes[1]
        log = max(floor, min(wanted, total - need))
        if log != sizes[1]:
            self._right.setSizes([total - log, log])

    def _send_layout_requests(self) -> None:
        """Handle the posted layout requests level by level (blocky/ui/kit/layouts.py)."""
        send_layout_requests(LAYOUT_LEVELS)

    def focus_turn(self) -> None:
        """Keys go to the turn panel (a new game on screen)."""
        self.turn_panel.setFocus()

    def save_splitters(self, settings: app_settings.Settings) -> None:
        """Keep the positions the player chose. Positions nobody chose are not kept: the
        next start sizes everything for its own window and game (a team of seven needs
        a different table than two racers)."""
        if not self._sizes_chosen:
            for key in SPLITTER_KEYS:
                settings.forget(key)
            settings.forget(app_settings.GAME_SPLITTER_LAYOUT)
            return
        for splitter, key in zip(self.splitters(), SPLITTER_KEYS, strict=True):
            settings.put(key, self._chosen_state(splitter))
        settings.put(app_settings.GAME_SPLITTER_LAYOUT, SPLITTER_LAYOUT)

    def _chosen_state(self, splitter: QSplitter) -> QByteArray:
        """The splitter's state with the log at the height chosen for it, not the height
        it may have lent the turn panel just now."""
        sizes = splitter.sizes()
        if splitter is not self._right or self._log_wanted is None or sum(sizes) <= 0:
            return splitter.saveState()
        total = sum(sizes)
        splitter.setSizes([max(1, total - self._log_wanted), self._log_wanted])
        state = splitter.saveState()
        splitter.setSizes(sizes)
        return state

    def restore_splitters(self, settings: app_settings.Settings) -> bool:
        """Put the splitters where they were last time; False when nothing was saved."""
        restored = False
        # Saved before the table became a low strip: its old height would take half
        # the map, so that one position starts afresh.
        current = settings.get_int(app_settings.GAME_SPLITTER_LAYOUT) == SPLITTER_LAYOUT
        for splitter, key in zip(self.splitters(), SPLITTER_KEYS, strict=True):
            if splitter is self._left and not current:
                continue
            value = settings.get_bytes(key)
            if value is not None:
                restored = splitter.restoreState(value) or restored
        if restored:
            self._sizes_chosen = True
        return restored

    @property
    def controller(self) -> GameController | None:
        return self._controller

    def set_controller(self, controller: base.GameController | None) -> None:
        """Show the game ``controller`` plays and follow it (None: let go of the one
        shown). The window gives a screen only its own game's controller."""
        if controller is not None and not isinstance(controller, GameController):
            raise TypeError(f"the Blocky Mountains screen cannot show {type(controller).__name__}")
        if self._controller is not None:
            self._controller.state_changed.disconnect(self._on_controller_state_changed)
            self._controller.events_played.disconnect(self._on_events_played)
            self._controller.log_reset.disconnect(self.board.reveal.dismiss)
        self._controller = controller
        if controller is None:
            # Let go: nothing of the game goes on (its views are made anew for the next).
            self.board.reveal.dismiss()
        else:
            self._fresh_views()
        self.turn_panel.set_controller(controller)
        self.log_model.set_controller(controller)
        self._show_shuffle(controller.state.setup if controller is not None else None)
        if controller is not None:
            controller.state_changed.connect(self._on_controller_state_changed)
            controller.events_played.connect(self._on_events_played)
            # Undo and redo show no reveal, and take a shown one away.
            controller.log_reset.connect(self.board.reveal.dismiss)
            self._show(controller.state, animate=False)
            # The result's rows are made now, not by the game's last click: a row per
            # racer, or per route, the squirrels and what the plan's summary adds.
            setup = controller.state.setup
            self.end_panel.prepare_rows(
                len(setup.players) if setup.mode is Mode.RACE else len(PILES) + 5
            )
            # Each mode's table needs its own height (seven adventurers, four players).
            self._apply_default_sizes()
        if controller is not None:
            self.board.set_plan_reasons(plan_reason_words(controller))
        # After the views: the coach and the speaker read what they show.
        self.coach_panel.set_controller(controller)
        self.speaker.set_controller(controller)
        if controller is not None:
            self.speaker.say_turn(opening=True)

    def _session_progress(self) -> SessionProgress | None:
        return session_progress_of(self._controller)

    def _show_shuffle(self, setup: Setup | None) -> None:
        if setup is None or setup.draws is not Draws.APP:
            # Real cards on the table: there is no shuffle to repeat.
            self.shuffle_label.setText("")
            self.shuffle_label.setToolTip("")
            self.shuffle_label.setVisible(False)
            return
        self.shuffle_label.setText(self.tr("Shuffle number {0}").format(setup.seed))
        self.shuffle_label.setToolTip(
            self.tr("Enter this number in a new game's form to deal the same cards again.")
        )
        self.shuffle_label.setVisible(True)

    def shuffle_text(self) -> str:
        """The shuffle number as the screen shows it ("" for a game with real cards)."""
        return self.shuffle_label.text() if self.shuffle_label.isVisibleTo(self) else ""

    @staticmethod
    def _new_table() -> TableView:
        table = TableView()
        table.setObjectName("tableView")
        # The turn panel beside the table shows the card; one place is enough.
        table.set_card_shown(False)
        return table

    def _fresh_views(self) -> None:
        """A new game gets new board and table views, so nothing of the last game lingers."""
        board = BoardView()
        board.setObjectName("boardView")
        table = self._new_table()
        old_board, old_table = self.board, self.table
        self._map_layout.replaceWidget(old_board, board)
        self._table_scroll.takeWidget()
        self._table_scroll.setWidget(table)
        for old in (old_board, old_table):
            old.hide()
            # Taken out of the scroll area, the old table has no parent: it would be a
            # window of its own until it is deleted, laid out and restyled as one.
            old.setParent(self)
            old.deleteLater()
        self.board, self.table = board, table

    def _on_controller_state_changed(self, state: State) -> None:
        self._show(state, animate=True)
        if self.isVisible():
            self._settle_layout()

    def _on_events_played(self, state: State, events: list[Event]) -> None:
        reveal = reveal_for(state, events)
        if reveal is not None:
            self.board.reveal.show_reveal(reveal, self._arrivals(state, events))

    def _arrivals(self, state: State, events: list[Event]) -> QRect | None:
        """Where the markers that moved arrive (with room for the marker standing there),
        in board pixels: the reveal leaves it in view."""
        if state.mode is Mode.SOLO:
            return None
        area = QRect()
        board = self.board
        for e in events:
            if isinstance(e, Moved):
                c, r = board.space_center(e.end), board.space_radius(e.end)
                area = area.united(
                    QRect(round(c.x() - 2 * r), round(c.y() - 4 * r), round(4 * r), round(5.5 * r))
                )
        return area if not area.isEmpty() else None

    def _show(self, state: State, *, animate: bool) -> None:
        self.board.set_state(state, animate=animate)
        self.table.set_state(state)
        result = outcome(state)
        if result is None:
            self.side.setCurrentWidget(self.turn_panel)
        else:
            self.end_panel.show_outcome(state, result)
            self.side.setCurrentWidget(self.end_panel)
        self._fit_timer.start()

    def _settle_layout(self) -> None:
        """Lay out now, before anything is painted, all that the change asked for.

        A changed text asks its box for a new layout, the box its parent, and so on up,
        one level each time Qt handles its posted events; the window would be painted
        after each level (up to ten times a click). Handled here level by level, the
        window is painted once, in its final layout."""
        self._send_layout_requests()
        self._fit_turn_panel()
        self._fit_timer.stop()
        # The log's new lines, laid out once, and the newest in view.
        self.log_view.scrollToBottom()
        # What the fit and the scroll asked for: the log lent the panel room (or got it
        # back), a scroll bar comes or goes. Then the log's lines as they lie after that.
        self._send_layout_requests()
        self.log_view.scrollToBottom()
        self._scroll_timer.stop()

    def _on_log_reset(self) -> None:
        self._scroll_timer.start()

    def _on_log_rows_inserted(self, _parent: QModelIndex, _first: int, _last: int) -> None:
        # The newest line in view once the move is shown: after a move the lines are
        # scrolled to at once (see _settle_layout), one time for all the lines it added.
        self._scroll_timer.start()
