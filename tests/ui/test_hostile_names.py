"""Names are plain text everywhere, at any length: markup in a name is shown as typed
(never bold, a picture or a link), and a 300-character name is cut with "…" on screen,
whole in its tooltip, without pushing any panel wider than the window."""

from __future__ import annotations

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.ui.games.blocky_mountains.log_model import LogModel
from blocky.ui.kit.widgets import plain_tooltip, short_name
from tests.ui.driver import start_through_page
from tests.ui.policies import race_policy, team_policy

LONG = "W" * 300
LONG_WORDS = "Maximiliane " * 25
HOSTILE = [
    "<b>Leo</b>",
    "<img src=x>",
    '<a href="x">y</a>',
    LONG,
    "\u202eevil\u202c \u200fRTL",
    LONG_WORDS.strip(),
    "&amp; Mia",
]
#: No panel of the game may ask for more than this, whatever the names.
REASONABLE = 1000


def shown(tip: str) -> str:
    """What Qt draws for a tooltip: rich text when it looks like rich text."""
    if QtGui.Qt.mightBeRichText(tip):
        doc = QTextDocument()
        doc.setHtml(tip)
        return doc.toPlainText()
    return tip


def check_tooltips(root: QWidget) -> list[str]:
    """Every tooltip under ``root`` draws its text as typed: a rich one is exactly the
    escaped form of what it shows."""
    bad = []
    for w in [root, *root.findChildren(QWidget)]:
        tip = w.toolTip()
        if tip and QtGui.Qt.mightBeRichText(tip) and plain_tooltip(shown(tip)) != tip:
            bad.append(f"{w.objectName() or type(w).__name__}: {tip[:80]!r}")
    return bad


def check_labels(root: QWidget) -> list[str]:
    bad = []
    for label in root.findChildren(QLabel):
        named = any(n in label.text() or short_name(n) in label.text() for n in HOSTILE[:3])
        if named and label.textFormat() is not Qt.TextFormat.PlainText:
            bad.append(label.objectName() or label.text()[:40])
    return bad


def test_plain_tooltip_shows_any_name_as_typed() -> None:
    for name in [*HOSTILE, "a < b", "Ann", "line\nbreak", "two  spaces"]:
        tip = plain_tooltip(name)
        assert shown(tip).replace("\u2028", "\n") == name, name


def test_the_team_turn_panel_stays_narrow_and_plain_with_hostile_names(  # type: ignore[no-untyped-def]
    qtbot, make_window
) -> None:
    window = make_window()
    names = [LONG, "<b>Leo</b>", "<img src=x>", '<a href="x">y</a>', "\u202eevil\u202c"]
    start_through_page(qtbot, window, Setup.team(names, seed=4, draws=Draws.APP))
    panel = window.game_screen.turn_panel
    controller = window.controller
    done: set[str] = set()
    policy = team_policy(True)
    widest = 0
    for _ in range(40):
        if controller.state.is_over:
            break
        QApplication.processEvents()
        widest = max(widest, panel.sizeHint().width(), panel.minimumSizeHint().width())
        assert check_tooltips(window) == []
        assert check_labels(window) == []
        assert controller.play(policy(controller.state, done))
    assert 0 < widest < REASONABLE, widest
    who = panel.findChild(QLabel, "whoLabel")
    log_model = window.game_screen.log_model
    assert isinstance(log_model, LogModel) and log_model.rowCount() > 10
    for row in range(log_model.rowCount()):
        index = log_model.index(row, 0, QModelIndex())
        text = log_model.data(index, Qt.ItemDataRole.DisplayRole)
        tip = log_model.data(index, Qt.ItemDataRole.ToolTipRole)
        assert shown(tip) == text
    # The markup in the names is in the log as typed.
    assert any("<b>Leo</b>" in e.text for e in log_model.entries())
    assert who is not None and who.text() in names


def test_who_label_is_cut_and_whole_in_its_tooltip(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.solo(LONG, draws=Draws.APP, seed=1))
    who = window.game_screen.turn_panel.findChild(QLabel, "whoLabel")
    QApplication.processEvents()
    assert who.text() == LONG
    assert who.elided_text().endswith("\u2026")
    assert shown(who.toolTip()) == LONG
    assert window.game_screen.turn_panel.sizeHint().width() < REASONABLE
    assert len(window.windowTitle()) < 120


@pytest.mark.parametrize("names", [HOSTILE[:4], [LONG, LONG_WORDS.strip(), "&amp; Mia"]])
def test_race_end_and_start_screen_keep_names_plain_and_short(  # type: ignore[no-untyped-def]
    qtbot, make_window, names: list[str]
) -> None:
    window = make_window()
    colours = ["white", "black", "orange", "violet"]
    players = list(zip(names, colours, strict=False))
    start_through_page(qtbot, window, Setup.race(players, seed=21))
    controller = window.controller
    done: set[str] = set()
    for _ in range(12):
        assert controller.play(race_policy(controller.state, done))
    QApplication.processEvents()
    assert window.game_screen.turn_panel.sizeHint().width() < REASONABLE
    assert check_tooltips(window) == [] and check_labels(window) == []

    # The start screen offers the game: names cut, whole in the tooltips, plain.
    window.show_start()
    QApplication.processEvents()
    start = window.start_screen
    rows = start.game_rows()
    assert len(rows) == 1
    assert rows[0].sizeHint().width() < 2 * REASONABLE
    assert start.running_label.sizeHint().width() < REASONABLE
    for i, name in enumerate(names):
        label = rows[0].findChild(QLabel, f"gameRowPlayer_{i}")
        assert label.textFormat() is Qt.TextFormat.PlainText
        if label.text() != name:
            assert label.text().endswith("\u2026") and shown(label.toolTip()) == name
    assert check_tooltips(window) == [] and check_labels(window) == []

    # Play to the end: the standings are plain and narrow too.
    start_through_page(qtbot, window, Setup.race(players, seed=21))
    controller = window.controller
    while not controller.state.is_over:
        assert controller.play(race_policy(controller.state, done))
    QApplication.processEvents()
    end = window.game_screen.end_panel
    assert end.sizeHint().width() < REASONABLE
    assert check_tooltips(window) == [] and check_labels(window) == []


def test_the_delete_question_and_new_game_page_stay_plain_and_narrow(  # type: ignore[no-untyped-def]
    qtbot, make_window
) -> None:
    window = make_window()
    start_through_page(qtbot, window, Setup.solo(LONG, draws=Draws.APP, seed=1))
    window.show_start()
    start = window.start_screen
    box = start.ask_delete(start.game_rows()[0].game_id)
    assert box is not None and box.textFormat() is Qt.TextFormat.PlainText
    assert box.sizeHint().width() < 2 * REASONABLE
    box.close()
    window.show_new_game("solo")
    page = window.new_game_page
    assert page.sizeHint().width() < 2 * REASONABLE
    assert all(b.sizeHint().width() < REASONABLE for b in page.findChildren(QAbstractButton))


def test_statistics_keep_hostile_names_plain_and_columns_narrow(  # type: ignore[no-untyped-def]
    qtbot, tmp_path
) -> None:
    import html

    from PySide6.QtCharts import QChartView, QLineSeries
    from PySide6.QtWidgets import QTableView

    from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
    from blocky.ui.games.blocky_mountains.statistics.screen import MAX_COLUMN_WIDTH
    from tests.ui.games.blocky_mountains.statistics.test_screen import build_history

    history = build_history(tmp_path / "blocky.sqlite3")
    store = history.store
    try:
        hostile = {history.mia: LONG, history.leo: "<b>Leo</b>", history.ava: "<img src=x>"}
        for pid, name in hostile.items():
            store.rename_player(pid, name)
        screen = StatisticsScreen(store)
        qtbot.addWidget(screen)
        screen.resize(1280, 860)
        screen.show()
        qtbot.waitExposed(screen)
        screen.refresh()
        for tab in range(screen.tabs.count()):
            screen.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            assert check_tooltips(screen) == [] and check_labels(screen) == []
            for view in screen.findChildren(QTableView):
                model = view.model()
                for column in range(model.columnCount()):
                    assert view.columnWidth(column) <= MAX_COLUMN_WIDTH
                    for row in range(model.rowCount()):
                        index = model.index(row, column)
                        text = model.data(index, Qt.ItemDataRole.DisplayRole)
                        tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                        if tip:
                            assert shown(tip) == text
        names = {
            s.name()
            for chart in screen.findChildren(QChartView)
            for s in chart.chart().series()
            if isinstance(s, QLineSeries)
        }
        # QtCharts draws legend names as rich text: they are escaped (and cut).
        assert html.escape("<b>Leo</b>", quote=False) in names
        assert "<b>Leo</b>" not in names
        assert all(len(n) < 100 for n in names)
    finally:
        store.close()
