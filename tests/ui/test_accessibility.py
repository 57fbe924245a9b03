"""A game a screen reader can follow: the announcements the app makes (every log line,
whose turn it is and what they can do, errors at once), the route map's markers and
spaces as accessible items, and a whole race played with the keyboard alone."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel

from blocky.games.blocky_mountains.actions import Report
from blocky.games.blocky_mountains.game import outcome
from blocky.games.blocky_mountains.record import replay
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.ui.kit.announce import ANNOUNCER, Announcement
from tests.ui.driver import activate, start_through_page
from tests.ui.policies import race_policy, simulate

PLAYERS = [("Ann", "white"), ("Ben", "black")]
#: Two racers; white masters every card, black fails every one (race_policy): the race
#: reaches the peak with route changes, retries, a difficult route and a shortcut.
SEED = 21

DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5,
          Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9]  # fmt: skip


@pytest.fixture
def heard() -> Iterator[list[Announcement]]:
    """Every announcement the app hands to Qt while the test runs."""
    said: list[Announcement] = []
    ANNOUNCER.announced.connect(said.append)
    yield said
    ANNOUNCER.announced.disconnect(said.append)


def key_for(window, action) -> Qt.Key:  # type: ignore[no-untyped-def]
    """The key that plays ``action``: M or F for a report, else its number on the panel."""
    if isinstance(action, Report):
        return Qt.Key.Key_M if action.mastered else Qt.Key.Key_F
    offered = [a for a, _ in window.game_screen.turn_panel.choices()]
    assert action in offered, f"{action} is not offered: {offered}"
    number = offered.index(action)
    assert number < len(DIGITS), "a choice beyond the number keys"
    return DIGITS[number]


def test_a_whole_race_played_by_keyboard_alone_is_announced(
    qtbot, make_window, heard: list[Announcement]
) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.race(PLAYERS, draws=Draws.APP, seed=SEED)
    window = make_window()
    start_through_page(qtbot, window, setup)
    activate(qtbot, window)
    controller = window.controller
    screen = window.game_screen
    # Opening the game says whose turn it is and the keys for the choices.
    assert heard[-1].text.startswith("White (Ann), 3 squirrels. Choose a pile")
    assert "1: Turn over a card of route A." in heard[-1].text
    heard.clear()

    done: set[str] = set()
    presses = 0
    turns = 0
    owls_then_turns = 0
    while not controller.state.is_over:
        lines_before = len(screen.log_model.entries())
        heard_before = len(heard)
        action = race_policy(controller.state, done)
        qtbot.keyClick(window, key_for(window, action))
        # The window paints what the key did before the next key comes, as between two
        # presses at a real keyboard (a reveal shown is watched from its first paint).
        QApplication.processEvents()
        presses += 1
        assert presses < 800
        entries = screen.log_model.entries()[lines_before:]
        new_lines = [e.text for e in entries]
        assert new_lines, f"the key for {action} played nothing"
        said = [a.text for a in heard[heard_before:]]
        # Every new log line, in order, with the sentence of a moment revealed on the
        # board (an owl tile, the peak) before the next player's turn, then one more:
        # what comes now.
        reveal = screen.board.reveal.reveal()
        turn = next((i for i, e in enumerate(entries) if e.heading), len(entries))
        banner = [reveal.banner] if reveal is not None else []
        assert said[:-1] == new_lines[:turn] + banner + new_lines[turn:]
        if reveal is not None and reveal.caption == "Owl tile" and turn < len(entries):
            # The owl tile is heard before "Black (Ben)'s turn.", never after it.
            assert said.index(reveal.banner) < said.index(new_lines[turn])
            owls_then_turns += 1
        assert not [t for t in said if re.search(r"\bspace 0\b", t, re.I)], said
        now = said[-1]
        state = controller.state
        if state.is_over:
            assert now == screen.end_panel.spoken_result()
            continue
        # Whose turn it is, their squirrels, what to do, and the keys for it.
        seat = state.turn
        colour = setup.colours[seat].capitalize()
        assert now.startswith(f"{colour} ({setup.players[seat]}), ")
        assert screen.turn_panel.prompt_text() in now
        for number, (_, button) in enumerate(screen.turn_panel.choices(), start=1):
            assert f"{number}: {button.accessibleName().rstrip('.')}." in now
        turns += any(line.endswith("'s turn.") for line in new_lines)
    assert turns > 10 and owls_then_turns > 3
    # Nothing assertive: no error happened.
    assert not any(a.assertive for a in heard)
    state = controller.state
    assert state == simulate(setup, race_policy)[0]
    assert replay(controller.game.timeline.record) == state
    assert done == {"shortcut", "change", "retry", "difficult"}
    result = outcome(state)
    assert result is not None
    assert heard[-1].text.startswith("Ann wins!")
    # Every log line was said, in order (the turn lines in between).
    log = [e.text for e in screen.log_model.entries()]
    told = [a.text for a in heard if a.text in set(log)]
    assert told == log[len(log) - len(told) :] and len(told) >= len(log) - 2


def test_whose_turn_is_said_after_each_turn_line(
    qtbot, make_window, heard: list[Announcement]
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.APP, seed=SEED))
    activate(qtbot, window)
    heard.clear()
    qtbot.keyClick(window, Qt.Key.Key_2)  # white chooses route B: a card turns up
    texts = [a.text for a in heard]
    assert texts[0].startswith("White (Ann) chose route B.")
    assert texts[-1].startswith("White (Ann), 3 squirrels.")
    assert "M: mastered. F: failed." in texts[-1]
    heard.clear()
    qtbot.keyClick(window, Qt.Key.Key_F)  # failed
    texts = [a.text for a in heard]
    assert any("failed" in t for t in texts[:-1])


def test_errors_are_announced_assertively(qtbot, make_window, heard: list[Announcement]) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.APP, seed=SEED))
    heard.clear()
    # A move the rules refuse (reporting before any card is chosen).
    assert not window.controller.play(Report(True))
    assert len(heard) == 1 and heard[0].assertive
    assert heard[0].text == window.game_screen.turn_panel.findChild(QLabel, "errorLabel").text()


def test_the_route_map_names_its_markers_and_spaces(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.APP, seed=SEED))
    board = window.game_screen.board
    iface = QAccessible.queryAccessibleInterface(board)
    assert iface is not None and iface.role() == QAccessible.Role.Graphic
    state = window.controller.state
    spaces = state.catalogue.race_map.peak + 1
    assert iface.childCount() == 2 + spaces
    names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    assert names[0] == "Ann, white, campground, 3 squirrels"
    assert names[1] == "Ben, black, campground, 3 squirrels"
    assert names[2] == "Campground: White (Ann), Black (Ben)"
    assert names[-1] == "Peak"
    assert "Space 3, a backpack space (a shortcut starts here)" in names
    # Each item is where it is drawn, and the map finds it there.
    marker = iface.child(0)
    assert marker.parent() is iface and iface.indexOfChild(marker) == 0
    rect = marker.rect()
    assert rect.isValid()
    centre = board.mapToGlobal(board.marker_rect(0).center().toPoint())
    assert rect.contains(centre)

    # White chooses route B and masters it: the marker's name follows the move.
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_2)
    qtbot.keyClick(window, Qt.Key.Key_M)
    while window.controller.state.turn == 0 and not window.controller.state.is_over:
        qtbot.keyClick(window, Qt.Key.Key_1)  # the first owl tile offered
    state = window.controller.state
    where = state.positions[0]
    assert where > 0
    assert iface.child(0).text(QAccessible.Text.Name).startswith(f"Ann, white, space {where}, ")
    assert any(
        n.startswith(f"Space {where}") and n.endswith(": White (Ann)")
        for n in (iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount()))
    )


def test_each_shuffle_number_box_has_its_own_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A screen reader names the box the shuffle number is typed in, in both games' new
    game pages (Montgolfière's stands beside a radio button, which is not its label)."""
    from blocky.ui.games.blocky_mountains.plugin import BLOCKY_MOUNTAINS_UI
    from blocky.ui.games.montgolfiere.plugin import MONTGOLFIERE_UI

    names = []
    for ui in (BLOCKY_MOUNTAINS_UI, MONTGOLFIERE_UI):
        form = ui.new_game_form(lambda: None)
        qtbot.addWidget(form)
        iface = QAccessible.queryAccessibleInterface(form.seed)
        assert iface is not None and iface.role() == QAccessible.Role.SpinBox
        names.append(iface.text(QAccessible.Text.Name))
    assert names == ["Shuffle number", "Shuffle number of the Baron's pile"]
