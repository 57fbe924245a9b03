"""The game screen: the board and the table on the left, the turn (or the result) and
the log on the right."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPalette, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.describe import end_reason_text, place_of, squirrels_text
from blocky.games.blocky_mountains.events import Event, Moved
from blocky.games.blocky_mountains.game import Outcome, outcome
from blocky.games.blocky_mountains.practice import SessionProgress
from blocky.games.blocky_mountains.state import PLAN_COURSE, Draws, EndReason, Mode, Setup, State
from blocky.ui.games.blocky_mountains import board_access
from blocky.ui.games.blocky_mountains.board import BoardView
from blocky.ui.games.blocky_mountains.coach_panel import CoachPanel
from blocky.ui.games.blocky_mountains.controller import GameController, rules_tr
from blocky.ui.games.blocky_mountains.log_model import LogModel
from blocky.ui.games.blocky_mountains.places import where_brief
from blocky.ui.games.blocky_mountains.progress_words import progress_lines, reason_text
from blocky.ui.games.blocky_mountains.reveals import reveal_for
from blocky.ui.games.blocky_mountains.speech import GameSpeaker
from blocky.ui.games.blocky_mountains.table import TableView
from blocky.ui.games.blocky_mountains.turn_panel import TurnPanel
from blocky.ui.games.blocky_mountains.words import route_result
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.layouts import LAYOUT_LEVELS, send_layout_requests
from blocky.ui.kit.theme import colour_name
from blocky.ui.kit.widgets import BigButton, Swatch, scaled_font_label, short_names

if TYPE_CHECKING:
    from blocky.ui.games import base


class EndPanel(QFrame):
    """The result: standings (race), won or lost (team), cards and squirrels (solo)."""

    play_again_requested = Signal()
    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self._title = scaled_font_label("", 2.0, bold=True)
        self._title.setObjectName("resultTitle")
        self._title.setWordWrap(True)
        self._reason = scaled_font_label("", 1.2)
        self._reason.setWordWrap(True)
        layout.addWidget(self._title)
        layout.addWidget(self._reason)
        self._rows = QVBoxLayout()
        self._rows.setSpacing(8)
        layout.addLayout(self._rows)
        layout.addStretch(1)
        # Both fit their text to a narrow side (German and French in large letters).
        self.play_again_button = BigButton(
            self.tr("Play again with the same players"), scale=1.4, fit=True
        )
        self.play_again_button.setObjectName("playAgainButton")
        self.play_again_button.clicked.connect(self.play_again_requested)
        self.home_button = BigButton(self.tr("Back to the start screen"), fit=True)
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.home_requested)
        layout.addWidget(self.play_again_button)
        layout.addWidget(self.home_button)
        #: The result's rows (a colour swatch and a line each), made when first needed and
        #: given the next game's result: a game's last click then makes no widgets.
        self._row_pool: list[tuple[QWidget, Swatch, QLabel]] = []
        self._rows_used = 0
        self._lines: list[str] = []
        #: The players' names, cut where they are too long to draw.
        self._names: tuple[str, ...] = ()
        #: What improved since last time, for a practice plan's summary (see GameScreen).
        self.progress_source: Callable[[], SessionProgress | None] | None = None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        # A stacked widget asks every page for its height, shown or not: while the game
        # goes on, the result's rows (made when it starts) are not measured on every
        # click that lays the turn panel out again.
        if self.isHidden():
            return -1
        return super().heightForWidth(width)

    def _set_title(self, text: str) -> None:
        self._title.setText(short_names(text, self._names, self._title.font()))

    def result_lines(self) -> list[str]:
        """The result as plain sentences (what the rows show)."""
        return list(self._lines)

    def show_outcome(self, state: State, result: Outcome) -> None:
        self._rows_used = 0
        self._lines = []
        try:
            self._fill_outcome(state, result)
        finally:
            for row, _, _ in self._row_pool[self._rows_used :]:
                row.hide()

    def _fill_outcome(self, state: State, result: Outcome) -> None:
        setup = state.setup
        self._names = tuple(setup.players)
        self._reason.setText(end_reason_text(result.reason, rules_tr))
        if setup.mode is Mode.RACE:
            winners = [s for s in result.standings if s.place == 1]
            if len(winners) == 1:
                self._set_title(
                    self.tr("{name} wins!").format(name=setup.players[winners[0].player])
                )
            else:
                self._set_title(self.tr("A shared victory!"))
            above = None
            for st in result.standings:
                where = where_brief(place_of(state, st.position))
                line = self.tr("{place}. {name}: {where}, {squirrels}").format(
                    place=st.place,
                    name=setup.players[st.player],
                    where=where,
                    squirrels=squirrels_text(st.squirrels, rules_tr),
                )
                if st.decided_by == "squirrels" and above is not None:
                    line += "  " + self.tr("(same space as {0}: fewer squirrels decided)").format(
                        setup.players[above]
                    )
                elif st.decided_by == "shared":
                    line += "  " + self.tr("(same space and squirrels: shared place)")
                self._add_row(line, setup.colours[st.player])
                above = st.player
            return
        if setup.mode is Mode.TEAM:
            if result.won:
                self._set_title(self.tr("The team has won!"))
                # Why, not the title once more.
                self._reason.setText(
                    self.tr("The team marker reached the peak C, space {0}.").format(
                        state.positions[0]
                    )
                )
            else:
                self._set_title(self.tr("The team has lost."))
                tm = state.catalogue.team_map
                section = state.team_section
                goal = tm.section_goal(section)
                # The goal named as the board draws it: A, B or the peak C.
                if goal >= tm.peak:
                    text = self.tr(
                        "Pile {pile} ran out with the team marker on space {pos}; "
                        "it needed to reach the peak C (space {goal})."
                    )
                else:
                    text = self.tr(
                        "Pile {pile} ran out with the team marker on space {pos}; "
                        "it needed to reach intermediate destination {pile} (space {goal})."
                    )
                self._add_row(text.format(pile=section, pos=state.positions[0], goal=goal), None)
        else:
            if result.reason is EndReason.TRAINING_DONE:
                self._set_title(self.tr("Training complete!"))
            total = sum(n for _, n in result.mastered_per_pile)
            self._set_title(self.tr("Training complete: %n card(s) mastered", "", total))
        failed = dict(result.failed_per_pile)
        piles = setup.course_piles if setup.mode is Mode.SOLO else PILES
        for pile, n in result.mastered_per_pile:
            if pile not in piles:
                continue
            self._add_row(
                route_result(pile, n, failed.get(pile, 0)),
                None,
            )
        self._add_row(
            self.tr("Squirrels kept: {0}").format(result.squirrels_left),
            None,
        )
        if setup.course == PLAN_COURSE and self.progress_source is not None:
            progress = self.progress_source()
            if progress is not None:
                for line in progress_lines(state, progress):
                    self._add_row(line, None)

    def spoken_result(self) -> str:
        """The title, the reason and the rows, as one text for a screen reader."""
        return " ".join([self._title.text(), self._reason.text(), *self._lines])

    def prepare_rows(self, count: int) -> None:
        """Have ``count`` result rows made (hidden) and polished now, when a game starts:
        its last click then only fills them."""
        while len(self._row_pool) < count:
            self._new_row().hide()
        for row, _, _ in self._row_pool:
            row.ensurePolished()
            for child in row.findChildren(QWidget):
                child.ensurePolished()

    def _new_row(self) -> QWidget:
        row = QWidget()
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        swatch = Swatch("white", diameter=30)
        h.addWidget(swatch)
        label = scaled_font_label("", 1.35)
        label.setWordWrap(True)
        h.addWidget(label, 1)
        self._rows.addWidget(row)
        self._row_pool.append((row, swatch, label))
        return row

    def _add_row(self, text: str, colour: str | None) -> None:
        if self._rows_used == len(self._row_pool):
            self._new_row()
        row, swatch, label = self._row_pool[self._rows_used]
        self._rows_used += 1
        if colour is not None:
            swatch.set_colour(colour)
        swatch.setVisible(colour is not None)
        label.setText(short_names(text, self._names))
        row.show()
        if colour is not None:
            text = f"{colour_name(colour)}: {text}"
        self._lines.append(text)


#: Where a log line keeps its size (see LatestLineDelegate.measure).
SIZE_ROLE = Qt.ItemDataRole.SizeHintRole


class LatestLineDelegate(QStyledItemDelegate):
    """Draws the newest log line bold on a tinted band, so the eye finds it at once.

    The list lays out every line again when one is added and asks each line for its size
    then. A line's size is measured when it comes (and again when the list's width, font
    or style changes) and kept in the model (:data:`SIZE_ROLE`), where Qt reads it
    without calling Python: a long game's log costs a click no more than a short one's.

    Every line in view is painted again when one is added (they all move up); a line is
    drawn once as a picture and copied while what decides its look stays the same."""

    #: Pictures kept: the lines in view, in both bands, and some to spare.
    KEPT = 96

    def __init__(self, model: LogModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._pictures: dict[tuple[object, ...], QPixmap] = {}
        #: Each line's width as measured (see measure).
        self._widths: list[int] = []
        #: The widest content the kept sizes were checked at (see measure).
        self._checked = 0
        #: How many line pictures were drawn (tests read it).
        self.renders = 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect: QRect = option.rect
        if rect.isEmpty():
            return
        row = index.row()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        palette: QPalette = option.palette
        # A line's text and font never change while the log holds it (a rebuilt log, a
        # new font or style forget every picture): the row, whether it is the newest,
        # and what the list gives it (size, state, band, colours) decide its look.
        key = (
            row,
            row == self._model.rowCount() - 1,
            rect.width(),
            rect.height(),
            ratio,
            option.state.value,
            option.features.value,
            palette.cacheKey(),
        )
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._draw_line(option, index, rect, ratio, palette)
            if len(self._pictures) >= self.KEPT:
                del self._pictures[next(iter(self._pictures))]
            self._pictures[key] = picture
        painter.drawPixmap(rect.topLeft(), picture)

    def _draw_line(
        self,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        rect: QRect,
        ratio: float,
        palette: QPalette,
    ) -> QPixmap:
        picture = QPixmap(math.ceil(rect.width() * ratio), math.ceil(rect.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        # What the list shows under a line (its Base colour, and the band of every other
        # row, drawn as the list draws it), so the line's pixels come out as they would
        # drawn on the list itself.
        picture.fill(palette.color(QPalette.ColorRole.Base))
        at_origin = QStyleOptionViewItem(option)
        at_origin.rect = QRect(0, 0, rect.width(), rect.height())
        band = QStyleOptionViewItem(at_origin)
        band.state &= ~QStyle.StateFlag.State_MouseOver
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        p = QPainter(picture)
        try:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, band, p, widget)
            super().paint(p, at_origin, index)
        finally:
            p.end()
        self.renders += 1
        return picture

    def forget_sizes(self) -> None:
        """The lines changed (the log was rebuilt, the font or style changed): draw them
        again."""
        self._pictures.clear()

    def measure(self, view: QListView, first: int = 0, last: int | None = None) -> None:
        """Keep the size of lines ``first`` to ``last`` (to the end when None) in the
        model, measured as the list measures them when it lays them out now: at its
        width, the newest line bold.

        The list lays its lines out at its width, then places each at the width of its
        content (its widest line, a pixel or two wider when a line fills the width):
        where a line wraps differently at the two, or where Qt asks for it unwrapped (the
        first line: the scroll bar's step), no size is kept and the list asks as before.
        What the list shows stays as Qt lays it out."""
        model = self._model
        rows = model.rowCount()
        last = rows - 1 if last is None else min(last, rows - 1)
        first = max(first, 0)
        if first > last:
            return
        if first > len(self._widths):
            first = 0  # lines the widths were not kept for: all are measured
        if first == 0:
            self._checked = 0
        del self._widths[first:]
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        # The rectangle the list lays its lines out in (its viewport, less the spacing).
        space = view.spacing()
        option.rect = view.viewport().rect().adjusted(space, space, -space, -space)
        room = option.rect.width()
        least = view.viewport().width() - 2 * space
        blocked = model.blockSignals(True)
        try:
            sizes = [self._measured(option, row) for row in range(first, last + 1)]
            self._widths.extend(size.width() for size in sizes)
            content = max(self._widths, default=0) + 2 * space
            wide: QStyleOptionViewItem | None = None
            if content > room:
                wide = QStyleOptionViewItem(option)
                wide.rect = QRect(0, 0, content, max(1, option.rect.height()))
            kept = [(row, size) for row, size in enumerate(sizes, start=first) if row > 0]
            if wide is not None and content > self._checked:
                # Wider than any width the kept sizes were checked at: check them there.
                for row in range(1, first):
                    size = model.index(row, 0).data(SIZE_ROLE)
                    if isinstance(size, QSize):
                        kept.append((row, size))
                self._checked = content
            # A line of a single line's height wraps nowhere: it is the same at any
            # greater width. Only lines of more than one line are measured again.
            one_line = QFontMetricsF(option.font).height()
            for row, size in kept:
                if wide is not None and size.height() > 1.5 * one_line:
                    placed = self._measured(wide, row)
                    if placed.height() != size.height() or max(placed.width(), least) != max(
                        size.width(), least
                    ):
                        continue
                item = model.item(row)
                if item is not None:
                    item.setData(size, SIZE_ROLE)
        finally:
            model.blockSignals(blocked)

    def _measured(self, option: QStyleOptionViewItem, row: int) -> QSize:
        """Line ``row``'s size as Qt measures it in ``option`` (no size kept)."""
        item = self._model.item(row)
        if item is not None and item.data(SIZE_ROLE) is not None:
            item.setData(None, SIZE_ROLE)
        return QStyledItemDelegate.sizeHint(self, option, self._model.index(row, 0))

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        model = index.model()
        if model is None or index.row() != model.rowCount() - 1:
            return
        option.font.setBold(True)
        pal = option.palette
        band = QColor(pal.color(QPalette.ColorRole.Highlight))
        base = pal.color(QPalette.ColorRole.Base)
        # A blend, not the full highlight colour: the text keeps the window's text colour
        # and its contrast in both schemes.
        k = 0.3
        tint = QColor.fromRgbF(
            base.redF() * (1 - k) + band.redF() * k,
            base.greenF() * (1 - k) + band.greenF() * k,
            base.blueF() * (1 - k) + band.blueF() * k,
        )
        option.backgroundBrush = QBrush(tint)


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
        self.log_view = QListView()
        self.log_view.setObjectName("logView")
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._log_delegate = LatestLineDelegate(self.log_model, self.log_view)
        self.log_view.setItemDelegate(self._log_delegate)
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
        self.log_model.modelAboutToBeReset.connect(self._log_delegate.forget_sizes)
        self.log_model.modelReset.connect(self._on_log_reset)
        # A new width wraps the lines anew: they are measured again.
        self.log_view.viewport().installEventFilter(self)

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
        scroll = QScrollArea()
        self._side_scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.side)
        # Only ever scroll down: a short screen must not push the big buttons sideways.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
            self._log_delegate.forget_sizes()
            self._log_delegate.measure(self.log_view)
        elif watched is self.log_view.viewport() and event.type() == QEvent.Type.Resize:
            # Before the list lays its lines out at the new width.
            self._log_delegate.measure(self.log_view)
        elif watched is self.log_view and event.type() == QEvent.Type.Resize:
            # A shorter log (the turn panel took room, the window shrank) still ends
            # with its newest line, whole.
            self._scroll_timer.start()
        return super().eventFilter(watched, event)

    def _log_floor(self) -> int:
        """The log's least height: its heading and two lines, or its newest line whole
        when that is taller (a long sentence in large letters)."""
        rows = self.log_model.rowCount()
        box = self._right.widget(1)
        if rows == 0 or box is None:
            return LOG_FLOOR
        view = self.log_view
        # The newest line as the list wraps it (laid out now if it is new).
        view.doItemsLayout()
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
            self.board.set_plan_reasons(self._plan_reason_words())
        # After the views: the coach and the speaker read what they show.
        self.coach_panel.set_controller(controller)
        self.speaker.set_controller(controller)
        if controller is not None:
            self.speaker.say_turn()

    def _plan_reason_words(self) -> list[str]:
        """Why each card of a practice plan is in it, worded, in the plan's order: from
        its player's record before this game, on the day the game began (nothing for
        another game, or when the record cannot be read)."""
        import dataclasses
        from datetime import date

        from blocky.games.blocky_mountains.practice import plan_reasons
        from blocky.ui.games.blocky_mountains.coach_panel import player_records

        controller = self._controller
        if controller is None:
            return []
        state = controller.state
        setup = state.setup
        if setup.course != PLAN_COURSE or not setup.plan:
            return []
        records = player_records(controller, 0)
        if records is None:
            return []
        game = controller.game.id
        # Days are counted on the local calendar, as the plan was made.
        local = [
            r if r.at is None else dataclasses.replace(r, at=r.at.astimezone()) for r in records
        ]
        own = [r.at for r in local if r.game == game and r.at is not None]
        day = min(own).date() if own else date.today()
        cards = [(cid, state.catalogue.card(cid).pile) for cid in setup.plan]
        return [reason_text(c) for c in plan_reasons(local, cards, day, game=game)]

    def _session_progress(self) -> SessionProgress | None:
        """What improved in this game since its cards were last played (its player's
        record); None when the record cannot be read."""
        from blocky.games.blocky_mountains.practice import session_progress
        from blocky.ui.games.blocky_mountains.coach_panel import player_records

        controller = self._controller
        if controller is None:
            return None
        records = player_records(controller, 0)
        if records is None:
            return None
        return session_progress(records, controller.game.id)

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
        self._log_delegate.measure(self.log_view)
        self._scroll_timer.start()

    def _on_log_rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        # The new lines, and the one that was newest (no longer bold).
        self._log_delegate.measure(self.log_view, first - 1, last)
        # Wrapped lines get their height only when the view lays them out: scroll once
        # that has happened, so the newest line is really in view. After a move the
        # lines are laid out and scrolled to at once (see _settle_layout), one time for
        # all the lines the move added.
        self._scroll_timer.start()
