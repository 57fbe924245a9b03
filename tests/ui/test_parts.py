"""The pieces of the app: log model, controller, new-game page, turn panel lines, help."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from blocky.games.blocky_mountains.actions import (
    ChangeRoute,
    ChoosePile,
    Report,
    RevealCard,
    TakeRoute,
)
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.store import Store
from blocky.ui.games.blocky_mountains.controller import GameController
from blocky.ui.games.blocky_mountains.log_model import HEADING_ROLE, LogModel
from blocky.ui.games.blocky_mountains.rules_help import RulesHelpDialog, help_text, house_rules
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import activate, click_action, start_through_page

PLAYERS = [("Ann", "white"), ("Ben", "black")]


def table_race(players=PLAYERS) -> GameController:  # type: ignore[no-untyped-def]
    # A real store on a fresh file: the controller writes every action durably.
    store = Store.open(Path(tempfile.mkdtemp(prefix="blocky-parts-")) / "blocky.sqlite3")
    ids = [store.add_player(name, colour).id for name, colour in players]
    game = store.create_game(Setup.race(players, draws=Draws.TABLE), ids)
    return GameController(game)


def test_log_model_passes_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    controller = table_race()
    model = LogModel(controller)
    qtmodeltester.check(model)
    for action in (ChoosePile("A"), RevealCard("ice-bridge"), Report(True)):
        assert controller.play(action)
    qtmodeltester.check(model)
    assert model.rowCount() == 3
    assert controller.play(ChoosePile("B")) is False  # a report is due, not a pile
    controller.undo()
    qtmodeltester.check(model)
    assert [model.data(model.index(i, 0)) for i in range(model.rowCount())] == [
        "White (Ann) chose route A.",
        "Route card Ice Bridge (route A) turned up.",
    ]


def test_log_has_one_line_per_decision_and_turn_headings() -> None:
    controller = table_race()
    model = LogModel(controller)
    for action in (ChoosePile("B"), RevealCard("chimney")):
        controller.play(action)
    from blocky.games.blocky_mountains.actions import ChooseVariant, FlipOwl

    controller.play(ChooseVariant(True))
    controller.play(Report(True))
    controller.play(FlipOwl("letter"))
    rows = [
        (model.data(model.index(i, 0)), model.data(model.index(i, 0), HEADING_ROLE))
        for i in range(model.rowCount())
    ]
    assert rows[-3:-1] == [
        (
            "White (Ann) mastered Chimney (difficult) on attempt 1. White (Ann) receives "
            "2 squirrels for the extra task.",
            False,
        ),
        ("Flipped owl 3/1: forward 3. White (Ann) moves from the campground to space 3.", False),
    ]
    assert rows[-1] == ("Black (Ben)'s turn.", True)
    # Rebuilt from the record (as after a restart), the log reads the same.
    rebuilt = [e.text for e in controller.log()]
    assert rebuilt == [r[0] for r in rows]


def test_controller_reports_illegal_actions(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = table_race()
    with qtbot.waitSignal(controller.error_reported) as blocker:
        assert not controller.play(TakeRoute())
    assert blocker.args == ["No route is built yet: choose a pile."]


def test_turn_panel_says_why_a_route_change_is_missing(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.TABLE))
    for action in (ChoosePile("C"), RevealCard("eagles-nest")):
        click_action(qtbot, window, action)
    panel = window.game_screen.turn_panel
    from blocky.games.blocky_mountains.actions import AcceptFailure, ChooseVariant, FlipOwl, Retry

    state = window.controller.state
    if state.phase.value == "prepare" and state.variant is None:
        click_action(qtbot, window, ChooseVariant(False))
    click_action(qtbot, window, Report(False))
    assert panel.button_for(Retry()).text() == "1.  Another attempt: 1 squirrel (2 left)"
    assert panel.button_for(AcceptFailure()).text() == "2.  Accept the failure"
    for _ in range(3):
        click_action(qtbot, window, Retry())
        click_action(qtbot, window, Report(False))
    # No squirrels left: no retry offered, and a line says why.
    assert "no squirrels left" in panel.why_not_text()
    click_action(qtbot, window, FlipOwl("letter"))
    # Black, facing the built route C: changing costs squirrels.
    assert panel.button_for(ChangeRoute("C")).text() == "4.  Change to route C: 3 squirrels"
    assert panel.button_for(TakeRoute()) is not None
    assert "Shortcut" not in panel.why_not_text()


def test_new_game_page_refuses_bad_set_ups(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.mouseClick(window.start_screen.mode_buttons["team"], Qt.MouseButton.LeftButton)
    page = window.new_game_page
    page.set_names(["Solo"])
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page
    assert page.error_label.text() == "The team variant is for 2 to 7 adventurers, not 1"
    page.set_names(["Mia", "Mia"])
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.error_label.text() == "Two players have the same name"


def test_names_are_plain_text_everywhere(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    name = "<b>Bold</b> & <i>co</i>"
    start_through_page(qtbot, window, Setup.race([(name, "white"), ("Ben", "black")], seed=3))
    who = window.game_screen.turn_panel.findChild(QLabel, "whoLabel")
    assert who.text() == f"White: {name}"
    assert who.textFormat() == Qt.TextFormat.PlainText
    for label in window.findChildren(QLabel):
        if name in label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText


def test_play_again_keeps_the_players(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    setup = Setup.team(["Mia", "Noah"], level="advanced", start="A", seed=4)
    start_through_page(qtbot, window, setup)
    window.play_again()
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    again = page.setup()
    assert again.players == setup.players
    assert (again.level, again.start) == ("advanced", "A")


def test_rules_help_names_the_rule_and_the_house_rules(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.TABLE))
    click_action(qtbot, window, ChoosePile("A"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(RulesHelpDialog)
    assert dialog is not None and dialog.isVisible()
    assert "turn over the top card or tile on the table" in dialog.current_rule_text()
    text = help_text(window.controller.state)
    assert text.startswith("Entering cards and owl tiles: ")
    assert any(rule.startswith("When the last card of any route-card pile") for rule in house_rules())
    assert any(rule.startswith("The team loses when") for rule in house_rules())
    dialog.close()


def test_rules_help_shows_no_rule_numbers_in_the_apps_text_size(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    import re

    from PySide6.QtWidgets import QApplication, QTextBrowser

    window = make_window()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah"], seed=2))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(RulesHelpDialog)
    assert dialog is not None and dialog.isVisible()
    code = re.compile(r"\b(?:R|T|S)\d+\b|\bTABLE\b")
    browsers = dialog.findChildren(QTextBrowser)
    assert len(browsers) == 3
    app_size = QApplication.font().pointSizeF()
    for browser in browsers:
        text = browser.toPlainText()
        assert text and not code.search(text), code.search(text)
        # The text in the app's size; only the titles larger.
        assert browser.document().defaultFont().pointSizeF() == app_size
        body = re.sub(r"<h3.*?</h3>", "", browser.toHtml().split("<body", 1)[1], flags=re.S)
        body = body.split(">", 1)[1]  # the body's own style is the default font
        assert "font-size" not in body
    # The decision at hand comes first on the page of all rules too.
    first_now = browsers[0].toPlainText().splitlines()[0]
    assert browsers[2].toPlainText().splitlines()[0] == first_now
    for rule in house_rules():
        assert not code.search(rule), rule
    dialog.close()


def make_window_default_size():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSize

    return QSize(1360, 880)


def test_window_geometry_is_remembered(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(792, 600)  # the headless screen is 800 pixels wide
    window.move(40, 30)
    qtbot.waitUntil(lambda: window.width() == 792)
    size = window.size()
    window.close()
    assert QSettings().value("window/geometry") is not None
    again = make_window()
    again.restore_geometry_from(QSettings())
    assert again.size() == size
    assert again.size() != make_window_default_size()


def test_quit_after_start_exits_on_its_own(tmp_path: Path) -> None:
    from blocky import APP_NAME, ORGANIZATION

    settings = tmp_path / "settings"
    out = subprocess.run(
        [sys.executable, "-m", "blocky", "--quit-after-start", "--data-dir", str(tmp_path / "d")],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            **__import__("os").environ,
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(tmp_path),
            "BLOCKY_SETTINGS_DIR": str(settings),
        },
    )
    assert out.returncode == 0, out.stderr
    # The app kept its settings (the desktop's scheme, noted at the first start) in the
    # folder it was given, not in the settings of the person running the tests.
    written = settings / ORGANIZATION / f"{APP_NAME}.ini"
    assert "systemScheme=light" in written.read_text(encoding="utf-8")


@pytest.mark.parametrize("flag", ["--quit-after-start", "--quit-when-ready"])
def test_a_start_measured_by_a_reader_that_went_away_still_ends(tmp_path: Path, flag: str) -> None:
    # The moments are written to standard output; with nobody reading any more (a pipe
    # closed, as by "| head"), writing them fails. That is no error to show (a message in
    # an offscreen start would wait for ever): the start ends as asked.
    import os

    read, write = os.pipe()
    os.close(read)
    try:
        out = subprocess.run(
            [sys.executable, "-m", "blocky", flag, "--data-dir", str(tmp_path / "d")],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            env={
                **os.environ,
                "QT_QPA_PLATFORM": "offscreen",
                "HOME": str(tmp_path),
                "BLOCKY_SETTINGS_DIR": str(tmp_path / "settings"),
            },
        )
    finally:
        os.close(write)
    assert out.returncode == 0, out.stderr
    # Nothing went wrong to log (the log's file is made by the first line written).
    log = tmp_path / "d" / "logs" / "blocky.log"
    assert not log.exists() or "Unexpected error" not in log.read_text(encoding="utf-8")


def test_a_store_that_cannot_be_opened_is_explained(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox, QWidget

    from blocky.ui.shell.app import open_games_or_explain

    bad = tmp_path / "d"
    bad.mkdir()
    junk = b"this is not a database" * 20
    (bad / "blocky.sqlite3").write_bytes(junk)
    parent = QWidget()
    qtbot.addWidget(parent)
    assert open_games_or_explain(parent, bad, modal=False) is None
    box = parent.findChild(QMessageBox, "storeErrorBox")
    assert box is not None and box.isVisible()
    assert "Nothing was changed or deleted" in box.text()
    assert box.informativeText()
    assert (bad / "blocky.sqlite3").read_bytes() == junk
    box.close()


def test_window_geometry_is_saved_as_it_changes(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Without a close (a crash), the next start brings back the size the window last had."""
    window = make_window()
    settings = QSettings()
    settings.remove("window/geometry")
    for width in (760, 770, 780, 790):  # a resize drag: many sizes, one save after it
        window.resize(width, 590)
    window.move(30, 20)
    qtbot.waitUntil(lambda: QSettings().value("window/geometry") is not None, timeout=5000)
    saved = QSettings().value("window/geometry")
    again = MainWindow(None)
    qtbot.addWidget(again)
    again.restoreGeometry(saved)
    assert again.size() == window.size()
    assert window.width() == 790
    # A later size replaces it.
    window.resize(775, 580)
    qtbot.waitUntil(lambda: QSettings().value("window/geometry") != saved, timeout=5000)
    third = MainWindow(None)
    qtbot.addWidget(third)
    third.restoreGeometry(QSettings().value("window/geometry"))
    assert third.size() == window.size()
