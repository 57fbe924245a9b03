"""A game plugs into the app by its folder and one registry entry: the start screen offers
a choice of game once two games have screens, each game's new-game form, rules help and
saved-game rows are its own plug-in's, and with one game the start screen is as before."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from blocky.core.registry import games, register, unregister
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.store.games import GameSummary
from blocky.ui.shell.game_rows import GameRow
from blocky.ui.shell.games import game_ui, game_ui_of, game_uis
from blocky.ui.shell.start_screen import StartScreen
from blocky.ui.shell.start_words import game_line
from tests.core.toy_game import ENTRY as TOY_ENTRY
from tests.core.toy_game import RpsSetup
from tests.ui.toy_ui import TOY_UI, ToyForm, ToyScreen


@pytest.fixture
def toy_game() -> Iterator[None]:
    register(TOY_ENTRY._replace(ui_path="tests.ui.toy_ui:TOY_UI"))
    yield
    unregister("toy-rps")


def test_blocky_mountains_screens_are_found_through_the_registry() -> None:
    ui = game_ui("blocky-mountains")
    assert [u.game_id for u in game_uis()] == [entry.id for entry in games() if entry.ui_path]
    assert game_ui() is ui
    assert (ui.title(), list(ui.modes())) == ("Blocky Mountains", ["race", "team", "solo"])
    assert ui.mode_name("team") == "Team game"


@pytest.fixture
def only_blocky_mountains(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app as it was with one game that has screens."""
    from blocky.core import registry

    monkeypatch.delitem(registry.GAMES, "montgolfiere")


def test_with_one_game_the_start_screen_offers_no_choice_of_game(qtbot, only_blocky_mountains) -> None:  # type: ignore[no-untyped-def]
    start = StartScreen()
    qtbot.addWidget(start)
    assert start.game_buttons == {}
    assert start.title_label.text() == "Blocky Mountains"
    assert [b.objectName() for b in start.mode_buttons.values()] == [
        "newRaceButton",
        "newTeamButton",
        "newSoloButton",
    ]


def test_a_second_game_is_offered_and_brings_its_own_modes(qtbot, toy_game) -> None:  # type: ignore[no-untyped-def]
    start = StartScreen()
    qtbot.addWidget(start)
    start.show()
    qtbot.waitExposed(start)
    assert list(start.game_buttons) == [entry.id for entry in games() if entry.ui_path]
    assert list(start.game_buttons)[-1] == "toy-rps"
    assert start.game_buttons["blocky-mountains"].isChecked()
    assert start.board_button.isVisible()
    with qtbot.waitSignal(start.game_chosen) as chosen:
        qtbot.mouseClick(start.game_buttons["toy-rps"], Qt.MouseButton.LeftButton)
    assert chosen.args == ["toy-rps"]
    assert start.game is TOY_UI
    assert start.title_label.text() == "Rock paper scissors"
    assert list(start.mode_buttons) == ["match"]
    assert start.mode_buttons["match"].text() == "New match\ntwo players"
    # The toy has no board to check and no statistics: no dead buttons for them.
    assert not start.board_button.isVisible()
    assert not start.statistics_button.isVisible()
    with qtbot.waitSignal(start.new_game_requested) as asked:
        qtbot.mouseClick(start.mode_buttons["match"], Qt.MouseButton.LeftButton)
    assert asked.args == ["match"]
    qtbot.mouseClick(start.game_buttons["blocky-mountains"], Qt.MouseButton.LeftButton)
    assert list(start.mode_buttons) == ["race", "team", "solo"]
    assert start.board_button.isVisible() and start.statistics_button.isVisible()


def test_the_main_window_asks_the_chosen_game_for_its_parts(qtbot, toy_game, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.library.add_player("Ann")
    start = window.start_screen
    qtbot.mouseClick(start.game_buttons["toy-rps"], Qt.MouseButton.LeftButton)
    assert not window.board_action.isEnabled()
    assert not window.stats_action.isEnabled()
    qtbot.mouseClick(start.mode_buttons["match"], Qt.MouseButton.LeftButton)
    page = window.stack.currentWidget()
    assert isinstance(page, ToyForm)
    assert (page.mode, page.profiles) == ("match", ["Ann"])
    window.show_rules_help()
    assert window.findChild(QDialog, "toyRulesHelp") is not None
    # Back to Blocky Mountains: its own form, and its board can be checked again.
    window.show_start()
    qtbot.mouseClick(start.game_buttons["blocky-mountains"], Qt.MouseButton.LeftButton)
    assert window.board_action.isEnabled() and window.stats_action.isEnabled()
    qtbot.mouseClick(start.mode_buttons["race"], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget().objectName() == "newGamePage"
    assert not isinstance(window.game_screen, ToyScreen)


def _summary(game: str, setup: object, result: dict[str, object]) -> GameSummary:
    when = datetime(2026, 3, 3, 14, 5, tzinfo=UTC)
    return GameSummary(
        7,
        getattr(setup, "mode", None),  # type: ignore[arg-type]
        setup,  # type: ignore[arg-type]
        ("Ann", "Ben"),
        when,
        when,
        False,
        "",
        result=result,
        game=game,
    )


def test_each_saved_game_is_worded_by_its_own_game(qtbot, toy_game) -> None:  # type: ignore[no-untyped-def]
    toy = _summary("toy-rps", RpsSetup(("Ann", "Ben")), {"points": [2, 1]})
    race = _summary(
        "blocky-mountains",
        Setup.race([("Ann", "white"), ("Ben", "black")], draws=Draws.TABLE),
        {"positions": [3, 0], "squirrels": 0},
    )
    assert game_ui_of(toy) is TOY_UI
    assert game_line(toy).startswith("Match  \u00b7  Ann, Ben  \u00b7  ")
    assert game_line(toy).endswith("  \u00b7  2 to 1")
    assert game_line(race).startswith("Race game  \u00b7  Ann, Ben  \u00b7  ")
    assert game_line(race).endswith("  \u00b7  Ann on 3, Ben at the campground")
    row = GameRow(toy)
    qtbot.addWidget(row)
    assert row.title_label.text().startswith("Match  \u00b7  ")
    assert row.standing_label.text() == "2 to 1"
