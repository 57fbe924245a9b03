"""What a family at the table meets: every choice on screen without scrolling, Enter on
the chosen button, Escape to go back, owl prompts that say which number counts."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea, QWidget

from blocky.games.blocky_mountains.actions import (
    ChooseVariant,
    Fox,
    Partner,
    Report,
    RevealCard,
    TakeRoute,
)
from blocky.games.blocky_mountains.game import CHANCE, current_actor, legal_actions
from blocky.games.blocky_mountains.state import Draws, Mode, Phase, Setup, State
from blocky.ui.games.blocky_mountains.controller import GameController
from blocky.ui.games.blocky_mountains.game_screen import LOG_FLOOR
from blocky.ui.kit.widgets import plain_label
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import activate, click_action, start_through_page

RACE = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")]


def _on_screen(window: MainWindow, widget: QWidget) -> bool:
    """The whole widget lies inside the turn panel's visible part (no scrolling needed)."""
    area = window.game_screen.findChild(QScrollArea)
    assert area is not None
    viewport = area.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0))
    return widget.isVisible() and top.y() >= 0 and top.y() + widget.height() <= viewport.height()


def _laptop_window(qtbot, make_window) -> MainWindow:  # type: ignore[no-untyped-def]
    # 1366x768 less the desktop's panels: the size the app opens at there.
    window = make_window()
    window.resize(1280, 706)
    return window


def _off_screen(window: MainWindow) -> list[str]:
    panel = window.game_screen.turn_panel
    buttons: list[QPushButton] = [b for _, b in panel.choices()]
    buttons += [b for b in (panel.mastered_button, panel.failed_button) if b.isVisible()]
    return [b.text() for b in buttons if not _on_screen(window, b)]


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize(
    ("mode", "players"),
    [("team", 7), ("team", 5), ("team", 3), ("race", 4)],
)
def test_every_choice_of_whole_games_is_on_a_laptop_screen(
    qtbot, make_window, mode, players
) -> None:  # type: ignore[no-untyped-def]
    """Whole games of random choices: at every step every choice the panel offers, and
    Mastered and Failed, are in sight without scrolling (the log gives up room)."""
    window = _laptop_window(qtbot, make_window)
    screen = window.game_screen
    rng = random.Random(players)
    crowded = 0
    for game in range(2 if mode == "team" else 1):
        if mode == "team":
            level = "advanced" if game % 2 else "beginner"
            kids = [f"Kid {i}" for i in range(1, players + 1)]
            setup = Setup.team(kids, level=level, seed=game)
        else:
            colours = ["white", "black", "orange", "violet"]
            setup = Setup.race([(f"Kid {i}", colours[i]) for i in range(players)], seed=game)
        assert window.start_game(setup)
        controller = window.controller
        assert controller is not None
        _settle()
        roomy_log = screen.splitters()[2].sizes()[1]
        while not controller.state.is_over:
            _settle()
            assert _off_screen(window) == [], controller.state.phase
            sizes = screen.splitters()[2].sizes()
            if sum(sizes) - screen.turn_panel.minimumSizeHint().height() >= roomy_log:
                assert sizes[1] == roomy_log  # the log has its room back
            else:
                assert LOG_FLOOR - 12 <= sizes[1] < roomy_log
                crowded += 1
            controller.play(rng.choice(legal_actions(controller.state)))
    assert crowded > 0  # the games did reach turns that needed the log's room


def _two_rod_turn(controller) -> State:  # type: ignore[no-untyped-def]
    """Play on until a 2-rod card is to be reported with the second rod still free."""
    rng = random.Random(4)
    while True:
        state: State = controller.state
        legal = legal_actions(state)
        if Report(True) in legal and any(isinstance(a, Partner) for a in legal):
            return state
        assert not state.is_over, "no 2-rod card came up"
        controller.play(
            ChooseVariant(False)
            if ChooseVariant(False) in legal
            else Report(True)
            if Report(True) in legal
            else rng.choice([a for a in legal if not isinstance(a, Partner)])
        )


def _team_of_seven(qtbot, make_window) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    window = _laptop_window(qtbot, make_window)
    names = ["Mia", "Noah", "Lea", "Ben", "Ida", "Tom", "Zoe"]
    start_through_page(qtbot, window, Setup.team(names, level="advanced", seed=3))
    assert window.controller is not None
    return window, window.controller


def test_second_rod_names_sit_side_by_side_under_a_heading(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window, controller = _team_of_seven(qtbot, make_window)
    screen = window.game_screen
    state = _two_rod_turn(controller)
    _settle()
    panel = screen.turn_panel
    partners = [(a, b) for a, b in panel.choices() if isinstance(a, Partner)]
    assert len(partners) == 6
    # Each button names one adventurer; the sentence is its accessible name and tooltip.
    for action, button in partners:
        name = state.setup.players[action.seat]
        assert button.text().endswith(name)
        assert button.accessibleName() == f"{name} holds the second rod"
    heading = panel.findChild(QWidget, "partnerHeading")
    assert heading is not None and heading.isVisible()
    assert "second rod" in heading.text()  # type: ignore[attr-defined]
    # Three names to a row, below the report buttons.
    rows = sorted({b.y() for _, b in partners})
    assert len(rows) == 2
    assert min(rows) > panel.mastered_button.y()
    assert _off_screen(window) == []
    # Pressing a name plays it.
    action, button = partners[1]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert controller.state.partner == action.seat
    assert heading.isVisible() is False


def test_the_second_rod_is_asked_with_mastered_and_failed_not_with_the_variant(
    qtbot, make_window
) -> None:  # type: ignore[no-untyped-def]
    window = _laptop_window(qtbot, make_window)
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Lea"], seed=5))
    controller = window.controller
    assert controller is not None
    panel = window.game_screen.turn_panel
    rng = random.Random(1)
    while True:
        state = controller.state
        legal = legal_actions(state)
        card = state.current_card
        if (
            ChooseVariant(True) in legal
            and card is not None
            and card.rods == 2
            and any(isinstance(a, Partner) for a in legal)
        ):
            break
        assert not state.is_over, "no 2-rod card with an extra task came up"
        controller.play(rng.choice(legal))
    _settle()
    offered = [a for a, _ in panel.choices()]
    assert not any(isinstance(a, Partner) for a in offered)
    assert ChooseVariant(False) in offered
    extra = panel.findChild(QWidget, "cardExtra")
    assert extra is not None
    assert extra.text().startswith("Extra task:")  # type: ignore[attr-defined]
    click_action(qtbot, window, ChooseVariant(False))
    _settle()
    assert [a for a, _ in panel.choices() if isinstance(a, Partner)] != []
    # The normal route leaves the extra task out, and the card says so in one line.
    assert extra.text() == "Normal route: without the extra task."  # type: ignore[attr-defined]
    assert controller.state.setup.mode is Mode.TEAM


def test_a_wrapped_label_gives_back_its_height_when_the_text_gets_shorter(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = plain_label("")
    label.setWordWrap(True)
    qtbot.addWidget(label)
    label.resize(200, 40)
    label.setText("Extra task: widen the crevice by one block and build it again")
    tall = label.minimumHeight()
    label.setText("Short.")
    assert label.minimumHeight() < tall
    assert label.minimumHeight() == label.fontMetrics().height()
    label.setText("")
    assert label.minimumHeight() == 0


def test_all_choices_of_a_race_turn_fit_without_scrolling(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = _laptop_window(qtbot, make_window)
    start_through_page(qtbot, window, Setup.race(RACE, draws=Draws.APP, seed=5))
    controller = window.controller
    assert controller is not None
    # White builds and masters the first route; Black faces it: take it or change (3 ways).
    while controller.state.turn == 0:
        legal = legal_actions(controller.state)
        controller.play(Report(True) if Report(True) in legal else legal[0])
    panel = window.game_screen.turn_panel
    qtbot.waitUntil(lambda: panel.button_for(TakeRoute()) is not None)
    choices = panel.choices()
    assert len(choices) == 4
    qtbot.waitUntil(lambda: all(_on_screen(window, b) for _, b in choices))


def test_the_fox_choice_is_on_screen_beside_mastered_and_failed(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = _laptop_window(qtbot, make_window)
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Lea"], level="beginner"))
    controller = window.controller
    assert controller is not None
    fox_spaces = controller.state.catalogue.team_map.fox
    while not (
        controller.state.positions[0] in fox_spaces and Fox() in legal_actions(controller.state)
    ):
        legal = legal_actions(controller.state)
        assert legal, "the team never reached a fox space"
        controller.play(Report(True) if Report(True) in legal else legal[0])
    panel = window.game_screen.turn_panel
    fox = panel.button_for(Fox())
    assert fox is not None
    qtbot.waitUntil(lambda: _on_screen(window, fox) and _on_screen(window, panel.mastered_button))


def test_enter_presses_the_focused_play_again_button(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.solo("Mia", course="A", seed=3))
    controller = window.controller
    assert controller is not None
    while current_actor(controller.state) is not None:
        legal = legal_actions(controller.state)
        controller.play(Report(True) if Report(True) in legal else legal[0])
    end = window.game_screen.end_panel
    qtbot.waitUntil(end.play_again_button.isVisible)
    activate(qtbot, window)
    end.play_again_button.setFocus()
    qtbot.keyClick(end.play_again_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.new_game_page)


def test_escape_leaves_the_new_game_page(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.mouseClick(window.start_screen.mode_buttons["race"], Qt.MouseButton.LeftButton)
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    assert "Esc" in page.back_button.text()
    activate(qtbot, window)
    qtbot.keyClick(window.focusWidget() or page, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_screen)


def test_the_owl_prompt_says_which_number_counts(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(RACE[:2], draws=Draws.TABLE))
    controller = window.controller
    assert controller is not None
    panel = window.game_screen.turn_panel
    legal = legal_actions(controller.state)
    click_action(qtbot, window, legal[0])  # the first pile
    card = next(a for a in legal_actions(controller.state) if isinstance(a, RevealCard))
    click_action(qtbot, window, card)
    if controller.state.phase is Phase.PREPARE and Report(True) not in legal_actions(
        controller.state
    ):
        click_action(qtbot, window, legal_actions(controller.state)[0])  # the normal route
    click_action(qtbot, window, Report(True))
    assert controller.state.phase is Phase.OWL_CHOICE
    assert "forward by its first number" in panel.prompt_text()
    controller.undo()
    click_action(qtbot, window, Report(False))
    if controller.state.phase is Phase.RETRY:
        from blocky.games.blocky_mountains.actions import AcceptFailure

        click_action(qtbot, window, AcceptFailure())
    assert current_actor(controller.state) != CHANCE
    assert "back by its second number" in panel.prompt_text()


def test_turn_panel_and_table_agree_on_the_last_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    from blocky.ui.games.blocky_mountains.table import TableView
    from blocky.ui.games.blocky_mountains.turn_panel import TurnPanel
    from tests.ui.games.blocky_mountains.test_board import team_last_card

    for state, says in (
        (team_last_card(), "the peak C is out of reach"),
        (team_last_card(mastered=7), "Master it to reach the peak C"),
    ):
        panel = TurnPanel()
        table = TableView()
        qtbot.addWidget(panel)
        qtbot.addWidget(table)
        panel.show_state(state)
        table.set_state(state)
        warning = panel.findChild(QWidget, "warningLabel")
        assert warning is not None
        table_warning = table.findChild(QWidget, "lastCardWarning")
        assert table_warning is not None
        assert says in warning.text()  # type: ignore[attr-defined]
        assert table_warning.text() in warning.text()  # type: ignore[attr-defined]


def test_the_log_height_the_player_chose_is_kept_not_the_room_it_lent(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window, controller = _team_of_seven(qtbot, make_window)
    right = window.game_screen.splitters()[2]
    _settle()
    # The player gives the log more room by dragging the handle up.
    right.moveSplitter(right.sizes()[0] - 60, 1)
    chosen = right.sizes()[1]
    # A crowded turn borrows some of it.
    rng = random.Random(2)
    while right.sizes()[1] >= chosen:
        assert not controller.state.is_over, "no turn needed the log's room"
        controller.play(rng.choice(legal_actions(controller.state)))
        _settle()
    window.close()
    again = _laptop_window(qtbot, make_window)
    start_through_page(qtbot, again, Setup.solo("Mia", seed=1))
    qtbot.waitUntil(lambda: again.game_screen.splitters()[2].sizes()[1] == chosen)
