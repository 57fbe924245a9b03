"""The new-game page: Start only when the set-up can be played, a line that says what is
missing, whole rows to click, saved players offered, Enter to start."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from blocky.ui.games.blocky_mountains.new_game import NewGamePage
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import activate


def open_page(qtbot, window: MainWindow, mode: str) -> NewGamePage:  # type: ignore[no-untyped-def]
    window.show_new_game(mode)
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    return page


def test_race_start_waits_for_a_name_for_every_chosen_colour(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    page = open_page(qtbot, window, "race")
    # White and black are ticked to begin with, and have no names yet.
    assert page.plays_check("white").isChecked() and page.plays_check("black").isChecked()
    assert not page.start_button.isEnabled()
    assert page.error_label.text() == "Give every chosen colour a name."
    qtbot.keyClicks(page.name_box("white").lineEdit(), "Ann")
    assert not page.start_button.isEnabled()  # black still has no name
    # A click on the black row (not on its tick box) leaves black out.
    row = page.row_for("black")
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=QPoint(row.width() - 4, 6))
    assert not page.plays_check("black").isChecked()
    assert page.start_button.isEnabled()
    assert page.error_label.text() == "Ready! Press Start or Enter."
    # A click on the orange swatch takes orange in: it needs a name again.
    swatch = page.row_for("orange").layout().itemAt(0).widget()
    qtbot.mouseClick(swatch, Qt.MouseButton.LeftButton)
    assert page.plays_check("orange").isChecked()
    assert not page.start_button.isEnabled()
    # Typing a name ticks the colour by itself.
    qtbot.keyClicks(page.name_box("violet").lineEdit(), "Dan")
    assert page.plays_check("violet").isChecked()
    qtbot.keyClicks(page.name_box("orange").lineEdit(), "Cleo")
    assert page.start_button.isEnabled()
    setup = page.setup()
    assert setup.players == ("Ann", "Cleo", "Dan")
    assert setup.colours == ("white", "orange", "violet")


def test_race_with_no_colour_says_to_tick_one(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    page = open_page(qtbot, window, "race")
    page.set_race_players({})
    assert not page.start_button.isEnabled()
    assert page.error_label.text() == "Tick at least one colour to play."


def test_a_saved_player_can_be_picked(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.library.add_player("Mia", "orange")
    window.library.add_player("Noah", None)
    page = open_page(qtbot, window, "race")
    box = page.name_box("white")
    assert sorted(box.profiles()) == ["Mia", "Noah"]
    assert box.lineEdit().placeholderText() == "Pick a player or type a name"
    assert page.name_box("orange").lineEdit().placeholderText() == "Pick a player or type a name"
    page.plays_check("black").setChecked(False)
    assert box.pick("Mia")
    assert box.name() == "Mia"
    assert page.plays_check("white").isChecked()
    assert page.start_button.isEnabled()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen
    assert window.controller is not None
    assert window.controller.state.setup.players == ("Mia",)
    # No new profile was made for a picked player.
    assert sorted(p.name for p in window.library.players()) == ["Mia", "Noah"]


def test_a_saved_player_is_played_by_their_exact_name(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A saved name with blanks around it, or a mark the name box does not show, is still
    that player when picked: not trimmed into another player, nor into a new profile."""
    window = make_window()
    lib = window.library
    mia, mia_spaced, bo = lib.add_player("Mia"), lib.add_player("Mia "), lib.add_player("\ufeffBo")
    page = open_page(qtbot, window, "race")
    page.plays_check("orange").setChecked(True)
    for colour, profile in (("white", "Mia "), ("black", "\ufeffBo"), ("orange", "Mia")):
        assert page.name_box(colour).pick(profile)
    assert [page.name_box(c).name() for c in ("white", "black", "orange")] == [
        "Mia ",
        "\ufeffBo",
        "Mia",
    ]
    assert page.start_button.isEnabled(), page.error_label.text()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen
    game = window.controller.game
    assert list(game.player_ids) == [mia_spaced.id, bo.id, mia.id]
    assert sorted(p.name for p in lib.players()) == sorted(["Mia", "Mia ", "\ufeffBo"])
    # A name typed with blanks around it is still trimmed.
    page = open_page(qtbot, window, "solo")
    page.name_box("solo").setEditText("  Ann  ")
    assert page.name_box("solo").name() == "Ann"


def test_without_saved_players_the_hint_says_type_a_name(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    page = open_page(qtbot, window, "solo")
    box = page.name_box("solo")
    assert box.profiles() == []
    assert box.lineEdit().placeholderText() == "Type a name"
    assert not page.start_button.isEnabled()
    assert page.error_label.text() == "Type your name."
    qtbot.keyClicks(box.lineEdit(), "Mia")
    assert page.start_button.isEnabled()


def test_team_start_needs_two_different_names(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    page = open_page(qtbot, window, "team")
    assert page.error_label.text() == "Give every chosen seat a name."
    page.set_names(["Mia"])
    assert not page.start_button.isEnabled()
    assert page.error_label.text() == "The team variant is for 2 to 7 adventurers, not 1"
    page.set_names(["Mia", "Mia"])
    assert not page.start_button.isEnabled()
    assert page.error_label.text() == "Two players have the same name"
    page.set_names(["Mia", "Noah", "Olga"])
    assert page.start_button.isEnabled()
    # A click on the seat 4 row takes in a fourth adventurer, who needs a name.
    row = page.row_for("3")
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert page.plays_check("3").isChecked()
    assert not page.start_button.isEnabled()


def test_enter_starts_only_when_the_set_up_is_ready(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    page = open_page(qtbot, window, "race")
    activate(qtbot, window)
    white = page.name_box("white")
    white.setFocus()
    qtbot.keyClicks(white.lineEdit(), "Ann")
    # Black has no name yet: Enter goes to its box instead of starting.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.stack.currentWidget() is page
    black = page.name_box("black")
    qtbot.waitUntil(lambda: black.hasFocus())
    qtbot.keyClicks(black.lineEdit(), "Ben")
    with qtbot.waitSignal(page.start_requested):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.game_screen
    assert window.controller is not None
    assert window.controller.state.setup.players == ("Ann", "Ben")


def test_prepare_fills_the_form_in_as_a_set_up_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from blocky.games.blocky_mountains.state import Draws, Setup

    page = NewGamePage()
    qtbot.addWidget(page)
    setups = [
        Setup.race([("Ann", "white"), ("Cleo", "orange")], draws=Draws.TABLE),
        Setup.team(["Mia", "Noah", "Ida"], level="advanced", start="B", seed=9),
        Setup.solo("Ben", course="climb", seed=5),
        Setup.race([("Ann", "black")], seed=3),
    ]
    for setup in setups:
        page.prepare(setup, ["Ann", "Zoe"])
        assert page.is_ready()
        # The same game again, with a new shuffle number when the app shuffles.
        assert replace(page.setup(), seed=setup.seed) == setup
    # A new game of a mode starts empty again.
    page.prepare_mode("team", [])
    assert not page.is_ready()
    assert page.error_label.text() == "Give every chosen seat a name."
