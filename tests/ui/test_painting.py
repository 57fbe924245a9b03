"""The map is drawn once and reused; a click repaints only what it changed.

Real windows, real clicks on the turn panel, real paint events: the tests count how
often the unchanging map is drawn, which part of the map a click or a frame of the
marker's walk repaints, and whether a click asks the whole window for a new layout.
What is on screen after those partial repaints is compared with a whole new rendering.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from blocky.games.blocky_mountains.state import Mode, Setup
from blocky.ui.games.blocky_mountains.board import BoardView
from blocky.ui.games.blocky_mountains.controller import GameController
from blocky.ui.games.blocky_mountains.log_lines import LatestLineDelegate
from blocky.ui.kit.backdrop import CachedBackdrop
from blocky.ui.kit.theme import apply_scheme
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import click_action
from tests.ui.policies import race_policy, solo_policy, team_policy
from tests.ui.screens_reference import compare

RACE = Setup.race(
    [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")], seed=5
)
TEAM = Setup.team(["Mia", "Noah", "Olga", "Pit", "Ria"], seed=3)
SOLO = Setup.solo("Ida", course="climb", seed=4)


class Recorder(QObject):
    """Paint regions a widget received, and layout requests a widget received."""

    def __init__(self) -> None:
        super().__init__()
        self.paints: list[QRect] = []
        #: The rectangles of each paint's region.
        self.parts: list[list[QRect]] = []
        self.layouts = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.paints.append(event.region().boundingRect())
            self.parts.append(list(event.region()))
        elif event.type() == QEvent.Type.LayoutRequest:
            self.layouts += 1
        return False


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def finish_walk(board: BoardView) -> None:
    walk = board._animation  # noqa: SLF001
    if board.is_animating():
        walk.setCurrentTime(walk.duration())
    settle()


def start(make_window, setup: Setup) -> MainWindow:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    assert window.start_game(setup)
    settle()
    return window


def playing(make_window, setup: Setup) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    """A window with ``setup`` started, and the controller of its game."""
    window = start(make_window, setup)
    controller = window.controller
    assert isinstance(controller, GameController)
    return window, controller


def on_screen(window: MainWindow, widget: QWidget) -> QImage:
    """What the window shows of ``widget`` now (its backing store, not a new rendering)."""
    if widget.devicePixelRatioF() != 1:
        # Qt's offscreen screen hands back only the window's size in device pixels.
        pytest.skip("the offscreen screen is grabbed whole only at a ratio of 1")
    shot = window.screen().grabWindow(window.winId()).toImage()
    top_left = widget.mapTo(window, QPoint(0, 0))
    return shot.copy(QRect(top_left, widget.size()))


def test_the_map_is_drawn_once_per_size_and_scheme(qtbot, make_window, qapp) -> None:  # type: ignore[no-untyped-def]
    window = start(make_window, RACE)
    board = window.game_screen.board
    assert board.backdrop_renders() == 1
    done: set[str] = set()
    controller = window.controller
    assert controller is not None
    for _ in range(40):
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
    finish_walk(board)
    assert board.backdrop_renders() == 1
    apply_scheme(qapp, "dark")
    settle()
    assert board.backdrop_renders() == 2
    window.resize(window.width() - 120, window.height())
    settle()
    assert board.backdrop_renders() == 3
    for _ in range(10):
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
    finish_walk(board)
    assert board.backdrop_renders() == 3


def test_a_click_that_moves_nothing_does_not_repaint_the_map(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = start(make_window, RACE)
    board = window.game_screen.board
    recorder = Recorder()
    board.installEventFilter(recorder)
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    quiet = moved = 0
    revealed = False
    for _ in range(60):
        before = controller.state
        recorder.paints.clear()
        click_action(qtbot, window, race_policy(before, done))
        settle()
        finish_walk(board)
        after = controller.state
        same = (
            before.positions == after.positions
            and (before.turn == after.turn)
            and (before.is_over == after.is_over)
        )
        # A reveal coming or going repaints its own place (see test_reveal); the map
        # under it is not counted here.
        revealed = revealed or board.reveal.is_showing()
        reveal = QRegion(board.reveal.geometry()) if revealed else QRegion()
        outside = [QRegion(rect).subtracted(reveal).boundingRect() for rect in recorder.paints]
        outside = [rect for rect in outside if not rect.isEmpty()]
        if same:
            quiet += 1
            assert outside == [], (before.phase, after.phase)
        else:
            moved += 1
            assert recorder.paints, "a marker moved or the turn passed, and nothing was painted"
            # Only the markers' places, never the whole map.
            area = QRect()
            for rect in outside:
                area = area.united(rect)
            assert area.width() * area.height() < board.width() * board.height() // 2
    assert quiet > 10 and moved > 5
    assert board.backdrop_renders() == 1


def test_a_frame_of_the_walk_repaints_only_where_the_marker_goes(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window, controller = playing(make_window, TEAM)
    board = window.game_screen.board
    policy = team_policy(True)
    done: set[str] = set()
    recorder = Recorder()
    board.installEventFilter(recorder)
    frames = 0
    for _ in range(80):
        click_action(qtbot, window, policy(controller.state, done))
        if not board.is_animating():
            settle()
            continue
        walk = board._animation  # noqa: SLF001
        walk.pause()
        settle()
        for ms in range(16, walk.duration() + 16, 16):
            before = board.marker_rect(0)
            recorder.paints.clear()
            walk.setCurrentTime(min(ms, walk.duration()))
            settle()
            after = board.marker_rect(0)
            # The marker's body, its shadow and halo: a little more than its rectangle.
            w = after.width()
            allowed = before.united(after).adjusted(-0.8 * w, -0.6 * w, 0.8 * w, 0.6 * w)
            for rect in recorder.paints:
                assert allowed.contains(QRectF(rect)), (rect, allowed)
            frames += 1
            # What the window shows is what a whole new rendering of the map shows.
            if ms % 64 == 0:
                diff = compare(board.grab().toImage(), on_screen(window, board), tolerance=0)
                assert diff.pixels == 0, diff
        settle()
        if frames > 60:
            break
    assert frames > 30
    assert board.backdrop_renders() == 1


def test_the_screen_after_partial_repaints_is_a_whole_rendering(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    for setup, policy in ((RACE, race_policy), (SOLO, solo_policy)):
        window, controller = playing(make_window, setup)
        board = window.game_screen.board
        done: set[str] = set()
        for step in range(45):
            if controller.state.is_over:
                break
            click_action(qtbot, window, policy(controller.state, done))
            settle()
            finish_walk(board)
            if step % 3 == 0:
                diff = compare(board.grab().toImage(), on_screen(window, board), tolerance=0)
                assert diff.pixels == 0, (setup.mode, step, diff)
        assert board.backdrop_renders() == 1


def test_a_solo_click_repaints_only_the_cards_that_changed(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = start(make_window, SOLO)
    board = window.game_screen.board
    recorder = Recorder()
    board.installEventFilter(recorder)
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    painted = 0
    for _ in range(30):
        recorder.parts.clear()
        click_action(qtbot, window, solo_policy(controller.state, done))
        settle()
        for rects in recorder.parts:
            # Cards, counts or the headline: never the whole training.
            assert sum(r.width() * r.height() for r in rects) < board.width() * board.height() // 4
            for rect in rects:
                assert rect.height() < board.height() // 3, rect
            painted += 1
    assert painted > 5
    assert board.backdrop_renders() == 1


def test_a_click_does_not_lay_out_the_window_again(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A text that changes in the table or the turn panel relays out its own box; the
    window itself is not asked for a new layout (it was, by most clicks). Only the
    first move of a game does, as Undo becomes possible and the toolbar is laid out,
    and a move after which the table below the map needs another height (the team's
    last-card warning comes or goes): the map then takes the height that is left."""
    for setup, policy in ((RACE, race_policy), (TEAM, team_policy(False)), (SOLO, solo_policy)):
        window, controller = playing(make_window, setup)
        recorder = Recorder()
        window.installEventFilter(recorder)
        done: set[str] = set()
        clicks = regrown = 0
        table = window.game_screen.table
        while not controller.state.is_over and clicks < 60:
            could_undo = window.undo_action.isEnabled()
            height = table.minimumSizeHint().height()
            before = recorder.layouts
            click_action(qtbot, window, policy(controller.state, done))
            settle()
            clicks += 1
            if table.minimumSizeHint().height() != height:
                regrown += 1
            elif window.undo_action.isEnabled() == could_undo:
                assert recorder.layouts == before, (setup.mode, clicks)
        window.removeEventFilter(recorder)
        assert clicks >= 15
        assert recorder.layouts <= 1 + regrown, (setup.mode, recorder.layouts, clicks)
        assert regrown <= clicks // 10


def test_a_changed_label_settles_before_the_window_paints(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """After a click the window paints in its final layout, once: the turn panel is
    not painted again in the event-loop passes that follow the first paint."""
    window, controller = playing(make_window, RACE)
    panel = window.game_screen.turn_panel
    recorder = Recorder()
    panel.installEventFilter(recorder)
    done: set[str] = set()
    for _ in range(30):
        click_action(qtbot, window, race_policy(controller.state, done))
        QApplication.processEvents()  # the first pass: the click's layout and paint
        recorder.paints.clear()
        settle()
        assert recorder.paints == [], controller.state.phase
        finish_walk(window.game_screen.board)


class _AfterThePaint(QObject):
    """What the window's widgets receive once the click's first pass is over: layout
    requests and paints, by widget (the map and what lies on it left out: the marker's
    walk paints it frame by frame, as it should)."""

    def __init__(self, board: QWidget) -> None:
        super().__init__()
        self.board = board
        self.on = False
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if not self.on or kind not in (QEvent.Type.LayoutRequest, QEvent.Type.Paint):
            return False
        if isinstance(watched, QWidget) and not (
            watched is self.board or self.board.isAncestorOf(watched)
        ):
            self.seen.append(f"{kind.name} {watched.objectName() or type(watched).__name__}")
        return False


@pytest.mark.parametrize(
    ("setup", "policy"),
    [(RACE, race_policy), (TEAM, team_policy(True)), (SOLO, solo_policy)],
    ids=["race", "team", "solo"],
)
def test_every_click_of_a_game_is_laid_out_and_painted_in_one_pass(  # type: ignore[no-untyped-def]
    qtbot, make_window, setup, policy
) -> None:
    """Through a whole game, each click is laid out and painted in the event-loop pass
    that follows it, and nothing is laid out or painted after that: not the turn panel
    again for a new choice's button, not the window for Undo becoming available, not the
    log for the scroll bar it now needs."""
    window, controller = playing(make_window, setup)
    app = QApplication.instance()
    assert app is not None
    done: set[str] = set()
    clicks = 0
    late: list[tuple[int, str, list[str]]] = []
    while not controller.state.is_over:
        action = policy(controller.state, done)
        click_action(qtbot, window, action)
        QApplication.processEvents()  # the first pass: the click's layout and paint
        recorder = _AfterThePaint(window.game_screen.board)
        app.installEventFilter(recorder)
        recorder.on = True
        settle()
        app.removeEventFilter(recorder)
        clicks += 1
        if recorder.seen:
            late.append((clicks, type(action).__name__, recorder.seen))
        finish_walk(window.game_screen.board)
    assert clicks >= 15
    assert late == []


class _ShownAlone(QObject):
    """The turn panel's buttons that were shown each on its own into the visible panel
    (not with the row or box they stand in), and how many were shown at all."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.panel = panel
        self.alone: list[str] = []
        self.shown = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # ShowToParent: the widget itself was asked to show (its children are not).
        if event.type() != QEvent.Type.ShowToParent or not isinstance(watched, QPushButton):
            return False
        if not self.panel.isAncestorOf(watched):
            return False
        self.shown += 1
        parent = watched.parentWidget()
        if parent is not None and parent.isVisible():
            self.alone.append(watched.objectName())
        return False


@pytest.mark.parametrize(
    ("setup", "policy"),
    [(RACE, race_policy), (TEAM, team_policy(True)), (SOLO, solo_policy)],
    ids=["race", "team", "solo"],
)
def test_a_turns_buttons_come_with_their_row_not_one_by_one(  # type: ignore[no-untyped-def]
    qtbot, make_window, setup, policy
) -> None:
    """Mastered and Failed come and go as one row, a turn's choices as one box: on a
    desktop each widget shown under the mouse makes Qt ask the window system where the
    pointer is, a wait for the display every time. Through a whole game no button of
    the turn panel is shown on its own into the visible panel."""
    window, controller = playing(make_window, setup)
    app = QApplication.instance()
    assert app is not None
    recorder = _ShownAlone(window.game_screen.turn_panel)
    app.installEventFilter(recorder)
    done: set[str] = set()
    clicks = 0
    try:
        while not controller.state.is_over:
            click_action(qtbot, window, policy(controller.state, done))
            settle()
            finish_walk(window.game_screen.board)
            clicks += 1
    finally:
        app.removeEventFilter(recorder)
    assert clicks >= 15
    assert recorder.shown > 0  # buttons did come and go
    assert recorder.alone == []


class _Sized(QWidget):
    """A widget on a screen of another density (as a 200 % display reports it)."""

    def __init__(self, ratio: float) -> None:
        super().__init__()
        self._ratio = ratio
        self.resize(50, 30)

    def devicePixelRatioF(self) -> float:  # noqa: N802 (Qt override)
        return self._ratio


def test_the_backdrop_is_drawn_at_the_screens_density_and_again_only_when_stale(qapp) -> None:  # type: ignore[no-untyped-def]
    sizes: list[QSize] = []

    def draw(p: QPainter, size: QSize) -> None:
        sizes.append(size)
        p.fillRect(QRect(QPoint(0, 0), size), QColor("#204080"))
        p.fillRect(QRect(10, 10, 5, 5), QColor("#ff0000"))  # logical pixels

    widget = _Sized(2.0)
    backdrop = CachedBackdrop(draw)
    pixmap = backdrop.pixmap(widget, "key")
    assert (pixmap.width(), pixmap.height(), pixmap.devicePixelRatio()) == (100, 60, 2.0)
    image = pixmap.toImage()
    # The red square covers 10..15 logical pixels: 20..30 device pixels.
    assert image.pixelColor(21, 21) == QColor("#ff0000")
    assert image.pixelColor(31, 31) == QColor("#204080")
    assert sizes == [QSize(50, 30)]
    assert backdrop.pixmap(widget, "key") is pixmap and backdrop.renders == 1
    backdrop.pixmap(widget, "other key")
    assert backdrop.renders == 2
    widget.resize(60, 30)
    backdrop.pixmap(widget, "other key")
    assert backdrop.renders == 3
    backdrop.invalidate()
    assert not backdrop.is_valid_for(widget, "other key")
    # Copied to a painter: the part asked for, in logical pixels.
    target = QImage(100, 60, QImage.Format.Format_RGB32)
    target.setDevicePixelRatio(2.0)
    target.fill(QColor("#000000"))
    painter = QPainter(target)
    backdrop.paint(painter, widget, "other key", QRect(0, 0, 12, 12))
    painter.end()
    assert target.pixelColor(21, 21) == QColor("#ff0000")  # copied: inside the area
    assert target.pixelColor(26, 26) == QColor("#000000")  # outside the area: untouched
    assert backdrop.renders == 4


def test_a_language_change_draws_the_map_again(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = start(make_window, TEAM)
    board = window.game_screen.board
    assert board.backdrop_renders() == 1
    QApplication.sendEvent(board, QEvent(QEvent.Type.LanguageChange))
    settle()
    assert board.backdrop_renders() == 2
    # Words on the map follow the language; nothing else draws it again.
    assert window.controller is not None
    assert window.controller.state.mode is Mode.TEAM
    settle()
    assert board.backdrop_renders() == 2


def test_the_log_measures_its_lines_again_in_a_new_font(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Lines are measured once and remembered: a bigger font is measured anew."""
    window, controller = playing(make_window, RACE)
    done: set[str] = set()
    for _ in range(6):
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
    view = window.game_screen.log_view
    # The same width before and after (no scroll bar coming): only the font changes.
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    settle()
    model = view.model()
    first = view.visualRect(model.index(0, 0)).height()
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    view.setFont(font)
    settle()
    view.scrollToTop()
    settle()
    assert view.visualRect(model.index(0, 0)).height() > first * 1.5


def test_choice_buttons_are_reused_and_a_changed_one_gives_up_the_focus(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The panel keeps its choice buttons from turn to turn (no new widgets each click),
    and a button that now offers another choice does not keep the keyboard focus: Enter
    must not press a choice nobody has read yet."""
    from blocky.ui.kit.widgets import BigButton

    window, controller = playing(make_window, RACE)
    panel = window.game_screen.turn_panel
    done: set[str] = set()
    made: set[int] = set()
    changed_with_focus = 0
    for _ in range(40):
        made.update(id(b) for b in panel.findChildren(BigButton))
        choices = panel.choices()
        before = [a for a, _ in choices]
        if choices:
            choices[0][1].setFocus()
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        after = [a for a, _ in panel.choices()]
        if choices and after != before:
            changed_with_focus += 1
            assert not any(b.hasFocus() for _, b in panel.choices())
    assert changed_with_focus > 10
    # Mastered, Failed and at most a handful of choice buttons, made once.
    assert len(made) <= 2 + 9


def test_the_tables_card_box_left_out_is_filled_when_shown(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The game screen's table leaves the card to the turn panel and does not fill its
    box on every click; shown again, the box holds the card on the table now."""
    from PySide6.QtWidgets import QLabel

    from blocky.ui.games.blocky_mountains.controller import rules_tr

    window, controller = playing(make_window, RACE)
    done: set[str] = set()
    while controller.state.current_card is None:
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
    table = window.game_screen.table
    assert not table.card_shown()
    table.set_card_shown(True)
    settle()
    name = table.findChild(QLabel, "cardName")
    assert name is not None and name.isVisibleTo(table)
    card = controller.state.current_card
    assert card is not None
    assert name.text() == rules_tr(card.name)


def test_a_training_keeps_the_table_and_the_map_at_their_size(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The solo progress keeps room for its longest numbers ("10 of 10 mastered"): the
    strip below the map never grows during a training, so the map is never drawn again
    at a new size (it grew twice in a climb in a window of this size)."""
    window: MainWindow = make_window()
    window.resize(1280, 820)
    settle()
    assert window.start_game(SOLO)
    settle()
    controller = window.controller
    assert controller is not None
    screen = window.game_screen
    table, board = screen.table.size(), screen.board.size()
    renders = screen.board.backdrop_renders()
    done: set[str] = set()
    clicks = 0
    while not controller.state.is_over:
        click_action(qtbot, window, solo_policy(controller.state, done))
        settle()
        clicks += 1
        assert (screen.table.size(), screen.board.size()) == (table, board), clicks
    assert clicks > 30
    assert screen.board.backdrop_renders() == renders


def test_a_log_line_is_drawn_once_and_copied_after(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Every line in view is painted again when one is added (they all move up): only
    the new lines and the one that was newest (it loses its band) are drawn anew."""
    window, controller = playing(make_window, RACE)
    view = window.game_screen.log_view
    delegate = view.itemDelegate()
    done: set[str] = set()
    for _ in range(12):
        click_action(qtbot, window, race_policy(controller.state, done))
        finish_walk(window.game_screen.board)
    drawn = delegate.renders  # type: ignore[attr-defined]
    view.viewport().repaint()
    assert delegate.renders == drawn  # type: ignore[attr-defined]
    for _ in range(12):
        lines = view.model().rowCount()
        drawn = delegate.renders  # type: ignore[attr-defined]
        click_action(qtbot, window, race_policy(controller.state, done))
        finish_walk(window.game_screen.board)
        added = view.model().rowCount() - lines
        assert added >= 1
        assert delegate.renders - drawn <= added + 1  # type: ignore[attr-defined]
    # The pictures hold the very pixels the line drawn straight onto the list has.
    copied = view.viewport().grab().toImage()

    class Direct(LatestLineDelegate):
        def paint(self, painter, option, index) -> None:  # type: ignore[no-untyped-def]
            QStyledItemDelegate.paint(self, painter, option, index)

    view.setItemDelegate(Direct(view.model(), view))
    settle()
    assert compare(copied, view.viewport().grab().toImage()).largest == 0


def test_a_race_keeps_the_tables_boxes_at_their_size(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A discarded owl tile, a player's new place or a pile's new count changes a text,
    never the size of the table's boxes: a box that grew took width from its neighbours,
    and every box of the table was laid out and painted again (most turns of a race)."""
    window: MainWindow = make_window()
    window.resize(1280, 820)
    settle()
    assert window.start_game(RACE)
    settle()
    controller = window.controller
    assert controller is not None
    table = window.game_screen.table
    names = ("playersBox", "pilesBox", "owlBox", "frolickingBox")
    boxes = [table.findChild(QWidget, name) for name in names]
    assert all(box is not None for box in boxes)

    def sizes() -> list[QSize]:
        return [box.size() for box in boxes]  # type: ignore[union-attr]

    before = sizes()
    done: set[str] = set()
    clicks = discards = 0
    while not controller.state.is_over:
        had = len(controller.state.discard)
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        finish_walk(window.game_screen.board)
        clicks += 1
        discards += len(controller.state.discard) != had
        if not controller.state.is_over:
            assert sizes() == before, (clicks, dict(zip(names, sizes(), strict=True)))
    assert clicks > 40 and discards >= 3


def test_the_newest_log_line_is_bold_on_its_band_in_either_scheme(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The model gives the newest line its bold font and its band (Qt draws and measures
    it so, asking Python nothing); the line before it gives them up (a heading stays
    bold), and a change of scheme gives the band its new colours."""
    from blocky.ui.games.blocky_mountains.log_lines import newest_tint
    from blocky.ui.games.blocky_mountains.log_model import HEADING_ROLE

    window, view, model = _race_with_a_log(qtbot, make_window, 8)
    font, band = Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole
    rows = model.rowCount()
    newest = model.index(rows - 1, 0)
    assert newest.data(font).bold()
    assert newest.data(band) == newest_tint(view.palette())
    for row in range(rows - 1):
        index = model.index(row, 0)
        assert index.data(band) is None, row
        assert (index.data(font) is not None) == bool(index.data(HEADING_ROLE)), row
    view.scrollToBottom()
    settle()
    where = view.visualRect(newest)
    # At the line's right end, where no text is: the band's own colour.
    light = view.viewport().grab().toImage().pixelColor(where.right() - 3, where.center().y())
    assert light.rgb() == newest_tint(view.palette()).color().rgb()
    qapp = QApplication.instance()
    assert isinstance(qapp, QApplication)
    try:
        apply_scheme(qapp, "dark")
        settle()
        assert newest.data(band) == newest_tint(view.palette())
        view.viewport().repaint()
        dark = view.viewport().grab().toImage().pixelColor(where.right() - 3, where.center().y())
        assert dark.rgb() == newest_tint(view.palette()).color().rgb() and dark != light
    finally:
        apply_scheme(qapp, "light")


def _race_with_a_log(qtbot, make_window, clicks: int):  # type: ignore[no-untyped-def]
    """A race played ``clicks`` clicks in, each walk finished: the window, its log view
    and the log's model."""
    window, controller = playing(make_window, RACE)
    done: set[str] = set()
    for _ in range(clicks):
        click_action(qtbot, window, race_policy(controller.state, done))
        finish_walk(window.game_screen.board)
        settle()
    view = window.game_screen.log_view
    return window, view, view.model()


def _measured_height(view: QListView, row: int) -> int:
    """Line ``row``'s height as the list's delegate (Qt's own measure) gives it at the
    list's width, less its spacing."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = QRect(0, 0, view.viewport().width() - 2 * view.spacing(), 1)
    delegate = view.itemDelegate()
    assert isinstance(delegate, QStyledItemDelegate)
    return QStyledItemDelegate.sizeHint(delegate, option, view.model().index(row, 0)).height()


def test_the_log_lays_its_lines_out_one_below_the_other_at_any_width(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Each line is as high as the delegate measures it at the list's width (the newest
    in bold), the lines follow each other with the list's spacing between them, and
    every point of a line finds that line: at the width the game opens with and after
    the player moves the splitter, lines wrapping anew."""
    window, view, model = _race_with_a_log(qtbot, make_window, 30)
    rows = model.rowCount()
    assert rows > 20
    space = view.spacing()
    line = view.fontMetrics().lineSpacing()
    for width in (None, 300, 410, 520, 700):
        if width is not None:
            splitter = window.game_screen.splitters()[0]
            sizes = splitter.sizes()
            splitter.setSizes([sum(sizes) - width, width])
            settle()
        view.scrollToTop()
        settle()
        rects = [view.visualRect(model.index(row, 0)) for row in range(rows)]
        assert rects[0].top() == space, width
        for row, rect in enumerate(rects):
            assert rect.height() == _measured_height(view, row), (width, row)
            assert rect.left() == space and rect.width() == view.viewport().width() - 2 * space
            if row:
                assert rect.top() == rects[row - 1].bottom() + 1 + space, (width, row)
            if rect.bottom() < view.viewport().height():
                assert view.indexAt(rect.center()).row() == row
        # Long lines wrap: some line is at least two lines high.
        assert max(r.height() for r in rects) >= 2 * line
        view.scrollToBottom()
        settle()
        last = view.visualRect(model.index(rows - 1, 0))
        # The newest line is whole at the foot of the list.
        assert last.bottom() + 1 + space == view.viewport().height(), width
        assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum()


class _ViewportPaints(QObject):
    """The rectangles a viewport was asked to paint."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QPaintEvent):
            self.rects.append(event.rect())
        return False


def test_a_new_log_line_is_measured_and_painted_alone(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A click measures its new lines and the line before them (no longer bold), however
    long the log; the lines already in view move up as they are and only the new lines
    and the one before them are painted."""
    window, view, model = _race_with_a_log(qtbot, make_window, 24)
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    paints = _ViewportPaints()
    view.viewport().installEventFilter(paints)
    checked = 0
    try:
        for _ in range(16):
            lines = model.rowCount()
            measured = view.measured  # type: ignore[attr-defined]
            paints.rects.clear()
            click_action(qtbot, window, race_policy(controller.state, done))
            settle()
            finish_walk(window.game_screen.board)
            added = model.rowCount() - lines
            assert added >= 1
            assert view.measured - measured <= added + 1  # type: ignore[attr-defined]
            if view.verticalScrollBar().maximum() == 0:
                continue
            changed = sum(
                view.visualRect(model.index(row, 0)).height() + view.spacing()
                for row in range(lines - 1, model.rowCount())
            )
            painted = QRegion()
            for rect in paints.rects:
                painted = painted.united(rect)
            height = painted.boundingRect().height()
            if height < view.viewport().height():
                checked += 1
            assert height <= changed + view.spacing() + 1 or height == view.viewport().height()
            # What the screen shows of the log is the log drawn whole now.
            screen = on_screen(window, view.viewport())
            assert compare(view.viewport().grab().toImage(), screen, tolerance=0).pixels == 0
    finally:
        view.viewport().removeEventFilter(paints)
    # Most clicks paint a strip at the foot of the log, not the whole of it (a click
    # that lends the turn panel room resizes the log, which paints it all).
    assert checked >= 8


def test_the_log_scrolled_back_and_forth_shows_its_lines_as_drawn(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A player scrolling back through the log (lines copied up or down, the rest painted)
    sees on screen what the log drawn whole shows, at every place they scroll to."""
    window, view, _model = _race_with_a_log(qtbot, make_window, 30)
    bar = view.verticalScrollBar()
    top = bar.maximum()
    assert top > 3 * view.viewport().height()
    for value in (top - 7, top // 2, 3, 0, top // 3 + 11, top):
        bar.setValue(value)
        settle()
        shown = on_screen(window, view.viewport())
        assert compare(view.viewport().grab().toImage(), shown, tolerance=0).pixels == 0, value


def test_the_log_is_a_list_of_its_lines_for_screen_readers(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Screen readers find the log as a list of its lines, each where it is shown, and a
    line's tooltip is its plain text."""
    from PySide6.QtGui import QAccessible, QHelpEvent
    from PySide6.QtWidgets import QToolTip

    _window, view, model = _race_with_a_log(qtbot, make_window, 10)
    view.scrollToBottom()
    settle()
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None
    assert iface.role() == QAccessible.Role.List
    assert iface.childCount() == model.rowCount()
    for row in range(model.rowCount()):
        child = iface.child(row)
        assert child is not None
        assert child.text(QAccessible.Text.Name) == model.index(row, 0).data()
    last = model.rowCount() - 1
    shown = view.visualRect(model.index(last, 0))
    child = iface.child(last)
    assert child is not None
    assert child.rect() == QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())
    at = shown.center()
    help_event = QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
    QApplication.sendEvent(view.viewport(), help_event)
    assert QToolTip.isVisible()
    assert QToolTip.text() == model.index(last, 0).data(Qt.ItemDataRole.ToolTipRole)
    QToolTip.hideText()


@pytest.mark.parametrize("setup", [RACE, TEAM, SOLO], ids=["race", "team", "solo"])
def test_a_games_last_click_makes_no_widgets(qtbot, make_window, setup: Setup) -> None:  # type: ignore[no-untyped-def]
    """The result's rows are made (and polished) when the game starts: the last click,
    which shows the result, only fills them in."""
    window, controller = playing(make_window, setup)
    policy = {
        Mode.RACE: race_policy,
        Mode.TEAM: team_policy(True),
        Mode.SOLO: solo_policy,
    }[setup.mode]
    made: list[QObject] = []

    class Births(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.ChildAdded and isinstance(watched, QWidget):
                made.append(watched)
            return False

    births = Births()
    panel = window.game_screen.end_panel
    done: set[str] = set()
    clicks = 0
    while not controller.state.is_over:
        last = [panel, *panel.findChildren(QWidget)]
        for widget in last:
            widget.installEventFilter(births)
        made.clear()
        click_action(qtbot, window, policy(controller.state, done))
        finish_walk(window.game_screen.board)
        settle()
        clicks += 1
        for widget in last:
            widget.removeEventFilter(births)
    assert clicks > 10
    assert panel.isVisible()
    assert panel.result_lines()
    assert made == []


def count_marker_draws(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one each time a marker is drawn (not copied from its
    picture)."""
    drawn: list[int] = []
    draw = BoardView._draw_marker  # noqa: SLF001

    def counting(*args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        drawn.append(1)
        draw(*args, **kwargs)

    monkeypatch.setattr(BoardView, "_draw_marker", staticmethod(counting))
    return drawn


def test_the_click_that_starts_a_walk_copies_the_markers_picture(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """On the click that starts a walk the marker still stands where it stood: its
    picture from before is copied, not drawn anew (the halo and outline take long to
    draw): the map shows what it showed, as a walking marker drawn where it stands would
    show it but for the rounding of its antialiased edges."""
    window, controller = playing(make_window, RACE)
    board = window.game_screen.board
    drawn = count_marker_draws(monkeypatch)
    walk = board._animation  # noqa: SLF001
    # The walk waits at its first frame (as on the click's own paint).
    controller.state_changed.connect(lambda _s: walk.pause() if board.is_animating() else None)

    sprite = BoardView._paint_sprite  # noqa: SLF001

    def directly(self, p, look, paint, extent) -> bool | None:  # type: ignore[no-untyped-def]
        # As before: a walking marker drawn where it is (no picture painted: None), a
        # standing one from its picture.
        return None if paint is None else sprite(self, p, look, paint, extent)

    done: set[str] = set()
    copied = 0
    for _ in range(80):
        if controller.state.is_over:
            break
        drawn.clear()
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        starting = walk.state() is not walk.State.Stopped and walk.currentTime() == 0
        if starting and not drawn:
            copied += 1
            shown = on_screen(window, board)
            with monkeypatch.context() as m:
                m.setattr(BoardView, "_paint_sprite", directly)
                direct = board.grab().toImage()
            # The picture of a standing marker is the marker drawn directly, but for the
            # rounding of its edges' blending (one level of a colour, here and there).
            diff = compare(direct, shown, tolerance=0)
            assert diff.largest <= 1, diff
        if walk.state() is walk.State.Paused:
            walk.resume()
        finish_walk(board)
        settle()
    assert copied >= 3


def test_a_clicks_layout_leaves_nothing_waiting_for_the_paint(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The click's layout requests are handled before the paint, level by level: none is
    left for the window's first paint to find."""
    from PySide6.QtCore import QCoreApplication

    window = start(make_window, TEAM)
    screen = window.game_screen
    controller = window.controller
    assert controller is not None
    send = screen._send_layout_requests  # noqa: SLF001
    left: list[int] = []

    class Seen(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.LayoutRequest:
                self.count += 1
            return False

    def checked() -> None:
        send()
        seen = Seen()
        app = QCoreApplication.instance()
        assert app is not None
        app.installEventFilter(seen)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        app.removeEventFilter(seen)
        left.append(seen.count)

    monkeypatch.setattr(screen, "_send_layout_requests", checked)
    done: set[str] = set()
    policy = team_policy(True)
    for _ in range(25):
        if controller.state.is_over:
            break
        click_action(qtbot, window, policy(controller.state, done))
        settle()
        finish_walk(screen.board)
    assert len(left) >= 20
    assert left == [0] * len(left)


def test_a_click_that_moves_no_marker_draws_none(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A click that only passes the turn on (an owl flipped, a pile chosen, a failure
    accepted where the marker stays) copies the markers' pictures: each marker's picture
    with the turn's glow and without it is at hand, made when the marker came to stand
    where it stands (at the start, or at the end of its walk)."""
    window, controller = playing(make_window, RACE)
    board = window.game_screen.board
    drawn = count_marker_draws(monkeypatch)
    done: set[str] = set()
    still = turns_passed = 0
    for _ in range(200):
        if controller.state.is_over:
            break
        before = controller.state
        drawn.clear()
        click_action(qtbot, window, race_policy(before, done))
        settle()
        after = controller.state
        if after.positions == before.positions and not after.is_over:
            still += 1
            turns_passed += after.turn != before.turn
            assert drawn == [], type(controller.game.timeline.actions[-1]).__name__
        finish_walk(board)
        settle()
    assert still > 20 and turns_passed > 5


def test_the_logs_scroll_bar_is_painted_alone_and_looks_the_same(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A click adds a line and moves the log's scroll bar: the bar is painted, not the
    window, the screen and the splitters behind it, and what it paints covers all of it
    (the same pixels over any background, and the same as over the window's colour)."""
    window, controller = playing(make_window, RACE)
    bar = window.game_screen.log_view.verticalScrollBar()
    done: set[str] = set()
    while not bar.isVisible():
        click_action(qtbot, window, race_policy(controller.state, done))
        finish_walk(window.game_screen.board)
    assert bar.style().name().lower() == "fusion"
    assert bar.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    behind = Recorder()
    mine = Recorder()
    window.installEventFilter(behind)
    window.game_screen.installEventFilter(behind)
    bar.installEventFilter(mine)
    try:
        for _ in range(4):
            value = bar.value()
            click_action(qtbot, window, race_policy(controller.state, done))
            finish_walk(window.game_screen.board)
            assert bar.value() != value  # the log scrolled to its new line
    finally:
        window.removeEventFilter(behind)
        window.game_screen.removeEventFilter(behind)
        bar.removeEventFilter(mine)
    assert mine.paints, "the bar was not painted"
    assert behind.paints == []
    qapp = QApplication.instance()
    assert isinstance(qapp, QApplication)
    try:
        for scheme in ("light", "dark"):
            apply_scheme(qapp, scheme)
            settle()
            pictures = []
            for background in (QColor(255, 0, 255), QColor(0, 255, 0), None):
                picture = QImage(bar.size(), QImage.Format.Format_RGB32)
                picture.fill(bar.palette().window().color() if background is None else background)
                if background is None:
                    # Qt's way: what lies behind (the window's colour), then the bar over it.
                    bar.set_alone(False)  # type: ignore[attr-defined]
                bar.render(picture, QPoint(), QRegion(), QWidget.RenderFlag(0))
                bar.set_alone(True)  # type: ignore[attr-defined]
                pictures.append(picture)
            assert compare(pictures[0], pictures[1]).pixels == 0, scheme
            assert compare(pictures[0], pictures[2]).pixels == 0, scheme
    finally:
        apply_scheme(qapp, "light")


def _qt_drawn_bar(bar: QWidget) -> QImage:
    """The log's scroll bar as Qt draws it over the window's colour (no kept picture)."""
    picture = QImage(bar.size(), QImage.Format.Format_RGB32)
    picture.fill(bar.palette().window().color())
    bar.set_alone(False)  # type: ignore[attr-defined]
    try:
        bar.render(picture, QPoint(), QRegion(), QWidget.RenderFlag(0))
    finally:
        bar.set_alone(True)  # type: ignore[attr-defined]
    return picture


def test_the_logs_scroll_bar_is_drawn_anew_only_when_its_handle_moves(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Once the log is long, a click's new line leaves the bar's handle where it was: the
    bar is copied from its picture, not drawn again, and what is on screen is what Qt
    draws for the bar as it is now (after each click, and after a change of scheme)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider

    window, controller = playing(make_window, RACE)
    bar = window.game_screen.log_view.verticalScrollBar()
    done: set[str] = set()

    def handle() -> QRect:
        option = QStyleOptionSlider()
        bar.initStyleOption(option)
        return bar.style().subControlRect(
            QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar
        )

    def on_screen() -> QImage:
        # What the window shows where the bar is (its last paint, copied from the picture).
        whole = window.grab().toImage()
        at = bar.mapTo(window, QPoint(0, 0))
        return whole.copy(QRect(at, bar.size())).convertToFormat(QImage.Format.Format_RGB32)

    kept = moved = 0
    for _ in range(150):
        if controller.state.is_over:
            break
        before, drawn = handle(), bar.pictures  # type: ignore[attr-defined]
        click_action(qtbot, window, race_policy(controller.state, done))
        finish_walk(window.game_screen.board)
        settle()
        if not bar.isVisible():
            continue
        if handle() == before:
            kept += 1
            assert bar.pictures == drawn  # type: ignore[attr-defined]
        else:
            moved += 1
        assert compare(on_screen(), _qt_drawn_bar(bar)).pixels == 0
    assert kept > 20 and moved > 0, (kept, moved)
    qapp = QApplication.instance()
    assert isinstance(qapp, QApplication)
    try:
        drawn = bar.pictures  # type: ignore[attr-defined]
        apply_scheme(qapp, "dark")
        settle()
        bar.repaint()
        assert bar.pictures == drawn + 1  # type: ignore[attr-defined]
        assert compare(on_screen(), _qt_drawn_bar(bar)).pixels == 0
    finally:
        apply_scheme(qapp, "light")


def test_the_turns_mark_moves_without_painting_the_rows_again(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """When the turn passes, the table paints the mark's ring of the two rows again,
    not the names inside them; what the window shows is then what a whole new painting
    of the table shows, pixel for pixel."""
    from PySide6.QtWidgets import QFrame

    window = start(make_window, RACE)
    table = window.game_screen.table
    controller = window.controller
    assert controller is not None
    names = [table.findChild(QWidget, f"playerName_{i}") for i in range(len(RACE.players))]
    rows = [table.findChild(QFrame, f"playerRow_{i}") for i in range(len(RACE.players))]
    assert all(names) and all(rows)
    recorders = []
    for name in names:
        recorder = Recorder()
        name.installEventFilter(recorder)  # type: ignore[union-attr]
        recorders.append(recorder)
    done: set[str] = set()
    moves = 0
    for _ in range(30):
        turn = controller.state.turn
        for recorder in recorders:
            recorder.paints.clear()
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        finish_walk(window.game_screen.board)
        now = controller.state.turn
        if now != turn:
            moves += 1
            # The newly marked row's name is as it was: it is not painted again.
            assert recorders[now].paints == [], (turn, now)
            assert rows[now].property("current") == "true"  # type: ignore[union-attr]
        shown = on_screen(window, table)
        table.repaint()
        assert on_screen(window, table) == shown
    assert moves >= 5
