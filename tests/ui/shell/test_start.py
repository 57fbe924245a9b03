"""The start screen: unfinished games as big rows, friendly dates, deleting only after a
question that names the game."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from blocky.games.blocky_mountains.state import Setup
from blocky.ui.games.blocky_mountains.words import standing_text
from blocky.ui.kit.widgets import Swatch
from blocky.ui.shell.game_rows import GameRow
from blocky.ui.shell.start_words import friendly_time
from tests.ui.driver import activate


def add_games(window) -> list[int]:  # type: ignore[no-untyped-def]
    """A race game and a team game, stored as the app stores them."""
    lib = window.library
    ids = []
    race = Setup.race([("Ann", "white"), ("Ben", "orange")], seed=3)
    pids = [lib.add_player(n, c).id for n, c in (("Ann", "white"), ("Ben", "orange"))]
    ids.append(lib.create_game(race, pids).id)
    team = Setup.team(["Mia", "Noah"], seed=1)
    ids.append(lib.create_game(team, [lib.add_player(n).id for n in ("Mia", "Noah")]).id)
    window.show_start()
    return ids


def test_friendly_time_says_today_yesterday_or_the_date() -> None:
    now = datetime(2026, 3, 5, 18, 30).astimezone()
    assert friendly_time(now.replace(hour=14, minute=5), now) == "today 14:05"
    assert friendly_time(now - timedelta(days=1, hours=9), now) == "yesterday 09:30"
    assert friendly_time(now - timedelta(days=3), now) == "2 March"
    assert friendly_time(now - timedelta(days=400), now) == "29 January 2025"
    # Stored stamps are UTC; the screen shows the local clock.
    utc = now.replace(hour=14, minute=5).astimezone(datetime.now().astimezone().tzinfo)
    assert friendly_time(utc.isoformat(), now) == "today 14:05"
    assert friendly_time("not a time", now) == "not a time"


def test_empty_state_invites_a_new_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start = window.start_screen
    assert not start.games_list.isVisible()
    assert start.empty_label.isVisible()
    assert start.empty_label.text() == "No game in progress. Start one above."
    assert not start.continue_button.isEnabled()


def test_rows_show_mode_players_colours_time_and_standing(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    add_games(window)
    rows = window.start_screen.game_rows()
    assert len(rows) == 2
    team, race = rows  # the most recently played first
    assert team.title_label.text().startswith("Team game  \u00b7  today ")
    assert race.title_label.text().startswith("Race game  \u00b7  today ")
    names = [lbl.text() for lbl in race.findChildren(QLabel) if "Player" in lbl.objectName()]
    assert names == ["Ann", "Ben"]
    swatches = race.findChildren(Swatch)
    assert [s.accessibleName() for s in swatches] == ["Colour White", "Colour Orange"]
    assert team.findChildren(Swatch) == []
    # Space 0 is the campground, and the row names it as the board does.
    assert race.standing_label.text() == "Ann at the campground, Ben at the campground"
    assert standing_text("Ann on 3, Ben on 0") == "Ann on 3, Ben at the campground"
    assert standing_text("Space 0, 2 squirrels") == "At the campground, 2 squirrels"
    assert standing_text("Space 4, 1 squirrels") == "Space 4, 1 squirrel"
    # Big enough to hit from a chair.
    assert race.height() >= 80
    assert race.title_label.font().pointSizeF() > window.font().pointSizeF() * 1.3


def test_enter_and_double_click_continue(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    race_id, team_id = add_games(window)
    start = window.start_screen
    start.games_list.setFocus()
    start.games_list.setCurrentRow(1)
    with qtbot.waitSignal(start.continue_requested) as blocker:
        qtbot.keyClick(start.games_list, Qt.Key.Key_Return)
    assert blocker.args == [race_id]
    assert window.controller.game.id == race_id

    window.show_start()
    row = start.game_rows()[0]
    # A double click on the row's text reaches the list through the row.
    target = row.title_label
    with qtbot.waitSignal(start.continue_requested) as blocker:
        qtbot.mousePress(target, Qt.MouseButton.LeftButton)
        qtbot.mouseRelease(target, Qt.MouseButton.LeftButton)
        qtbot.mouseDClick(target, Qt.MouseButton.LeftButton)
    assert blocker.args == [team_id] == [row.game_id]


def _box(start) -> QMessageBox:  # type: ignore[no-untyped-def]
    box = start.delete_box
    assert box is not None and box.isVisible()
    assert box.objectName() == "deleteGameBox"
    return box


def test_delete_asks_first_and_names_the_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    race_id, team_id = add_games(window)
    start = window.start_screen
    race_row = start.game_rows()[1]

    # "Keep it" keeps the game.
    qtbot.mouseClick(race_row.delete_button, Qt.MouseButton.LeftButton)
    box = _box(start)
    assert box.text().startswith("Delete the race game of Ann, Ben, last played today ")
    qtbot.mouseClick(box.findChild(QPushButton, "keepGameButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert [g.id for g in window.library.games()] == [team_id, race_id]
    assert len(start.game_rows()) == 2

    # Escape keeps it too.
    qtbot.mouseClick(race_row.delete_button, Qt.MouseButton.LeftButton)
    box = _box(start)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert len(window.library.games()) == 2

    # Confirmed: gone from the store and from the screen.
    qtbot.mouseClick(race_row.delete_button, Qt.MouseButton.LeftButton)
    box = _box(start)
    with qtbot.waitSignal(start.delete_confirmed):
        qtbot.mouseClick(
            box.findChild(QPushButton, "confirmDeleteButton"), Qt.MouseButton.LeftButton
        )
    assert [g.id for g in window.library.games()] == [team_id]
    assert [r.game_id for r in start.game_rows()] == [team_id]


def test_delete_key_on_the_list_asks_too(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    race_id, team_id = add_games(window)
    # The game that was open last must not be written to after it is deleted.
    window.open_game(team_id)
    window.show_start()
    start = window.start_screen
    activate(qtbot, window)
    start.games_list.setCurrentRow(0)
    start.games_list.setFocus()
    qtbot.keyClick(start.games_list, Qt.Key.Key_Delete)
    box = _box(start)
    assert "team game of Mia, Noah" in box.text()
    with qtbot.waitSignal(start.delete_confirmed):
        qtbot.mouseClick(
            box.findChild(QPushButton, "confirmDeleteButton"), Qt.MouseButton.LeftButton
        )
    assert [g.id for g in window.library.games()] == [race_id]
    assert window.controller is None
    assert not window.undo_action.isEnabled()
    qtbot.keyClick(start.games_list, Qt.Key.Key_Delete)
    _box(start).reject()
    assert isinstance(start.game_rows()[0], GameRow)


def _pixel(widget, x: int, y: int) -> str:  # type: ignore[no-untyped-def]
    return widget.grab().toImage().pixelColor(x, y).name()


def test_the_chosen_row_has_a_thick_border_in_the_highlight_colour(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QPalette

    window = make_window()
    add_games(window)
    start = window.start_screen
    games_list = start.games_list
    # Drawn by the list and its rows, not by a style sheet (which Qt applies to every
    # widget under it, and which slowed the listing).
    assert games_list.styleSheet() == "" and start.styleSheet() == ""
    pal = games_list.palette()
    R = QPalette.ColorRole
    colour = {r: pal.color(r).name() for r in (R.Highlight, R.Mid, R.Base, R.AlternateBase)}
    first, second = start.game_rows()
    games_list.setCurrentRow(0)
    qtbot.waitUntil(lambda: first.selected and not second.selected)
    middle = first.height() // 2
    # The chosen row: four pixels of the highlight colour at its edge, then its base.
    assert [_pixel(first, x, middle) for x in range(5)] == [colour[R.Highlight]] * 4 + [
        colour[R.Base]
    ]
    # The other: two of the mid colour. Its texts are in the text colour of the base.
    assert [_pixel(second, x, middle) for x in range(3)] == [colour[R.Mid]] * 2 + [colour[R.Base]]
    assert {label.foregroundRole() for label in second.findChildren(QLabel)} == {R.Text}
    # Another row chosen: the borders change places, and no content moves.
    place = second.title_label.mapTo(second, second.title_label.rect().topLeft())
    games_list.setCurrentRow(1)
    qtbot.waitUntil(lambda: second.selected and not first.selected)
    assert _pixel(second, 3, middle) == colour[R.Highlight]
    assert _pixel(first, 3, middle) == colour[R.Base]
    assert second.title_label.mapTo(second, second.title_label.rect().topLeft()) == place
    # Between the rows, the list's own background; its border is the mid colour, and
    # the highlight colour, twice as wide, while the list has the keyboard.
    gap = second.mapTo(games_list, second.rect().topLeft()).y() - 2
    assert _pixel(games_list, games_list.width() // 2, gap) == colour[R.AlternateBase]
    games_list.clearFocus()
    qtbot.waitUntil(lambda: not games_list.hasFocus())
    row = games_list.height() // 2
    assert _pixel(games_list, 0, row) == colour[R.Mid]
    assert _pixel(games_list, 1, row) == colour[R.AlternateBase]
    activate(qtbot, window)
    games_list.setFocus()
    qtbot.waitUntil(games_list.hasFocus)
    assert [_pixel(games_list, x, row) for x in range(2)] == [colour[R.Highlight]] * 2


def test_each_games_tab_lists_only_its_own_saved_games(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Two Blocky Mountains games and a Montgolfière game played after them, all
    unfinished: each game's tab lists its own, each row named by its game's words; the
    game that was still running (the Montgolfière one) is offered on either tab, named
    with its game."""
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup

    window = make_window()
    blocky = add_games(window)
    lib = window.library
    pids = [lib.add_player(n).id for n in ("Zoe", "Max")]
    balloon = lib.create_game(BalloonSetup.of(["Zoe", "Max"], seed=7), pids).id
    window.show_start()
    start = window.start_screen
    assert start.game.game_id == "blocky-mountains"
    rows = start.game_rows()
    assert [r.game_id for r in rows] == blocky[::-1]
    assert [r.title_label.text().split("  \u00b7  ")[0] for r in rows] == [
        "Team game",
        "Race game",
    ]
    assert lib.running_game_id() == balloon
    assert start.running_box.isVisibleTo(start)
    running = start.running_label.text().split("\n")[1]
    assert running.startswith("Montgolfière  \u00b7  Single game  \u00b7  Zoe, Max")

    start.game_buttons["montgolfiere"].click()
    (row,) = start.game_rows()
    assert row.game_id == balloon
    assert row.title_label.text().startswith("Single game  \u00b7  today ")
    assert [lbl.text() for lbl in row.findChildren(QLabel) if "Player" in lbl.objectName()] == [
        "Zoe",
        "Max",
    ]
    assert start.continue_button.isEnabled() and start.running_box.isVisibleTo(start)
    start.game_buttons["blocky-mountains"].click()
    assert [r.game_id for r in start.game_rows()] == blocky[::-1]


def _fill(button: QPushButton) -> tuple[int, int, int]:
    """The colour a button is filled with: a pixel left of its centred label."""
    image = button.grab().toImage()
    c = image.pixelColor(12, image.height() // 2)
    return c.red(), c.green(), c.blue()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_chosen_game_stands_out_from_the_other(qtbot, make_window, qapp, scheme) -> None:  # type: ignore[no-untyped-def]
    from blocky.ui.kit.theme import apply_scheme

    apply_scheme(qapp, scheme)
    window = make_window()
    window.show_start()
    buttons = window.start_screen.game_buttons
    for chosen in ("montgolfiere", "blocky-mountains"):
        window.start_screen.choose_game(chosen)
        (other,) = (g for g in buttons if g != chosen)
        assert buttons[chosen].isChecked() and not buttons[other].isChecked()
        a, b = _fill(buttons[chosen]), _fill(buttons[other])
        # Far apart in colour, as the highlight is from a button's face (the style's own
        # checked shade is a few steps darker).
        assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 120, (chosen, a, b)


def test_going_from_game_to_game_brings_back_the_same_new_game_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Made once for each game and kept: new buttons each time would be more pictures in
    # Qt's cache (a family goes from one game to the other after each round).
    from blocky.ui.kit.widgets import BigButton
    from blocky.ui.shell.start_screen import StartScreen

    start = StartScreen()
    qtbot.addWidget(start)
    start.show()
    mountains = dict(start.mode_buttons)
    start.choose_game("montgolfiere")
    balloons = dict(start.mode_buttons)
    assert not set(balloons.values()) & set(mountains.values())
    made = len(start.findChildren(BigButton))
    for _ in range(3):
        start.choose_game("blocky-mountains")
        assert start.mode_buttons == mountains
        assert all(b.isVisible() for b in mountains.values())
        assert not any(b.isVisible() for b in balloons.values())
        start.choose_game("montgolfiere")
        assert start.mode_buttons == balloons
        assert not any(b.isVisible() for b in mountains.values())
    assert len(start.findChildren(BigButton)) == made


def test_no_button_of_the_start_screen_is_ever_shown_as_a_window_of_its_own(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    # A button shown before it is in the page becomes a top-level window for a moment (on
    # a desktop: a window flashing on the screen, and a native window made for nothing).
    from PySide6.QtCore import QEvent, QObject

    from blocky.ui.shell.start_screen import StartScreen

    windows: list[str] = []

    class Shown(QObject):
        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]  # noqa: N802
            if event.type() == QEvent.Type.Show and watched.isWidgetType() and watched.isWindow():
                windows.append(watched.objectName() or type(watched).__name__)
            return False

    spy = Shown()
    qapp.installEventFilter(spy)
    try:
        start = StartScreen()
        qtbot.addWidget(start)
        start.setObjectName("theStartScreen")
        start.show()
        for game in ("montgolfiere", "blocky-mountains", "montgolfiere"):
            start.choose_game(game)
            # Shown at once, the new ones too (not left to the event loop).
            assert all(b.isVisible() for b in start.mode_buttons.values())
            qapp.processEvents()
    finally:
        qapp.removeEventFilter(spy)
    assert windows == ["theStartScreen"]
    assert all(b.isVisible() for b in start.mode_buttons.values())
