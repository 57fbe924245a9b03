"""From the start screen to the first turn by keyboard alone: the keys go to the widget
that has the keyboard focus, as a keyboard's would (Tab, arrows, typing, Enter and the
game's own keys; no clicks, no calls), and the announcements a screen reader hears are
checked on the way."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from blocky.games.blocky_mountains.state import Draws
from blocky.games.blocky_mountains.state import Setup as RaceSetup
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.ui.games.montgolfiere.game_screen import MontgolfiereScreen
from blocky.ui.games.montgolfiere.words import event_text
from blocky.ui.kit.announce import ANNOUNCER, Announcement
from tests.ui.driver import activate


@pytest.fixture
def heard() -> Iterator[list[Announcement]]:
    said: list[Announcement] = []
    ANNOUNCER.announced.connect(said.append)
    yield said
    ANNOUNCER.announced.disconnect(said.append)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard"
    return widget


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """One key on the widget with the focus; then the app settles, as between two keys."""
    qtbot.keyClick(focused(), key, modifier)
    qtbot.wait(20)


def type_text(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(focused(), text)
    qtbot.wait(20)


def tab_to(qtbot, wanted: Callable[[QWidget], bool], limit: int = 30) -> QWidget:  # type: ignore[no-untyped-def]
    """Press Tab until the focus is on a widget ``wanted`` accepts."""
    seen = []
    for _ in range(limit):
        if wanted(focused()):
            return focused()
        seen.append(focused().objectName() or type(focused()).__name__)
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached it; it went through {seen}")


def test_a_race_is_started_and_its_first_turn_played_by_keyboard(
    qtbot, make_window, heard: list[Announcement]
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    activate(qtbot, window)
    start = window.start_screen
    # Without a running game the keyboard is on the first new game: a race.
    assert focused() is start.mode_buttons["race"]
    press(qtbot, Qt.Key.Key_Return)
    page = window.new_game_page
    # The button shows it is pressed, then opens the page.
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
    # The keyboard waits in the first name; Tab goes on to the next player's.
    assert focused() is page.name_box("white")
    type_text(qtbot, "Ann")
    tab_to(qtbot, lambda w: w is page.name_box("black"))
    type_text(qtbot, "Ben")
    # The shuffle number, to replay a known deal: Tab selects it, typing replaces it.
    tab_to(qtbot, lambda w: w is page.seed)
    type_text(qtbot, "21")
    heard.clear()
    press(qtbot, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.game_screen, page.error_label.text()
    controller = window.controller
    assert controller is not None
    assert controller.state.setup == RaceSetup.race(
        [("Ann", "white"), ("Ben", "black")], draws=Draws.APP, seed=21
    )
    # The game says whose turn it is and the keys for the choices.
    texts = [a.text for a in heard]
    assert texts[-1].startswith("White (Ann), 3 squirrels. Choose a pile")
    assert "1: Turn over a card of route A." in texts[-1]
    # The first turn, by its key: route B.
    heard.clear()
    press(qtbot, Qt.Key.Key_2)
    texts = [a.text for a in heard]
    assert texts[0].startswith("White (Ann) chose route B.")
    assert texts[-1].startswith("White (Ann), 3 squirrels.")
    assert "M: mastered. F: failed." in texts[-1]
    assert not any(a.assertive for a in heard)


def test_montgolfiere_is_started_and_its_first_round_played_by_keyboard(
    qtbot, make_window, heard: list[Announcement]
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    activate(qtbot, window)
    start = window.start_screen
    # The games are a group: Tab reaches the chosen one, an arrow chooses the next.
    tab_to(qtbot, lambda w: w is start.game_buttons["blocky-mountains"])
    press(qtbot, Qt.Key.Key_Right)
    assert start.title_label.text() == "Montgolfière"
    assert focused() is start.game_buttons["montgolfiere"]
    tab_to(qtbot, lambda w: w is start.mode_buttons["game"])
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not start)
    form = window.stack.currentWidget()
    # The keyboard waits in the first balloon's name; Tab goes on to its colour, then
    # to the next balloon's name.
    assert focused() is form.lines[0].name
    type_text(qtbot, "Ana")
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is form.lines[0].colour
    assert focused().accessibleName() == "Colour of balloon 1"
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is form.lines[1].name
    type_text(qtbot, "Ben")
    # The Black Baron flies (Space ticks the box), his shuffle number is typed in.
    tab_to(qtbot, lambda w: w is form.baron)
    press(qtbot, Qt.Key.Key_Space)
    assert form.baron.isChecked()
    tab_to(qtbot, lambda w: w is form.seed)
    type_text(qtbot, "7")
    heard.clear()
    press(qtbot, Qt.Key.Key_Return)
    screen = window.stack.currentWidget()
    assert isinstance(screen, MontgolfiereScreen), form.error_label.text()
    controller = window.controller
    assert controller is not None
    setup = controller.state.setup
    assert setup == BalloonSetup.of(["Ana", "Ben"], baron=True, edition="15", seed=7)
    # The round and whose card is entered, with the keys.
    texts = [a.text for a in heard]
    assert texts[-1].startswith("Round 1 of 24. Ana's card: Keys: a ballast card by its number")
    # Ana's 9 kg, Ben's storm, by their keys: each time the next balloon is said.
    heard.clear()
    press(qtbot, Qt.Key.Key_9)
    assert [a.text for a in heard] == [
        "Ben's card: Keys: a ballast card by its number, 1 to 15; H: grappling hook; "
        "G: sleeping gas; S: storm; E: super engine; Up and Down: another balloon."
    ]
    heard.clear()
    press(qtbot, Qt.Key.Key_S)
    assert [a.text for a in heard] == [
        "Every card is in: resolve the round. Enter resolves the round."
    ]
    # Enter resolves (the Baron's card is turned); Escape tells the rest at once.
    heard.clear()
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Escape)
    assert not screen.telling
    names = controller.names
    told = [
        event_text(e, names)
        for e in controller.state.round_log
        if type(e).__name__ not in ("CardEntered", "BaronPeek")
    ]
    texts = [a.text for a in heard]
    assert told and texts[: len(told)] == told
    assert texts[len(told)].startswith("Round 2 of 24. Ana's card:")
    assert len(texts) == len(told) + 1
    assert not any(a.assertive for a in heard)
    # A card Ana has played is refused, and the refusal is said at once.
    heard.clear()
    press(qtbot, Qt.Key.Key_9)
    assert heard and heard[-1].assertive
    assert heard[-1].text == screen.error_label.text()
