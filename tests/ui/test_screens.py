"""Screenshots of every screen in light and dark (saved to screenshots/ to be looked at,
with ``make screenshots``), the end of a race, and the board-check dialog's behaviour."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from blocky.games.blocky_mountains.catalogue import (
    CatalogueError,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.ui.games.blocky_mountains.board_check import BoardCheckDialog
from blocky.ui.kit.theme import apply_scheme
from tests.ui.driver import start_through_page
from tests.ui.policies import race_policy, solo_policy, team_policy

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def shot(widget: QWidget, name: str) -> Path:
    SHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    path = SHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


def play_some(window, policy, n: int | None) -> None:  # type: ignore[no-untyped-def]
    """Move the game on through the controller (the clicks are tested elsewhere; here
    only the picture counts, and skipping the repaint after every step keeps it quick)."""
    done: set[str] = set()
    steps = 0
    while not window.controller.state.is_over and (n is None or steps < n):
        assert window.controller.play(policy(window.controller.state, done))
        steps += 1


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(qtbot, make_window, qapp, scheme: str) -> None:  # type: ignore[no-untyped-def]
    apply_scheme(qapp, scheme)
    window = make_window()
    window.resize(1400, 900)
    # A game left running, so the start screen offers it.
    start_through_page(
        qtbot, window, Setup.race([("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")], seed=21)
    )
    play_some(window, race_policy, 12)
    assert shot(window, f"race-{scheme}").stat().st_size > 0
    window.show_start()
    shot(window, f"start-{scheme}")

    window.show_new_game("race")
    shot(window, f"new-game-{scheme}")

    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Olga", "Pit"], seed=1))
    play_some(window, team_policy(True), 14)
    shot(window, f"team-{scheme}")

    window.show_start()
    start_through_page(qtbot, window, Setup.solo("Mia", course="climb", draws=Draws.TABLE))
    play_some(window, solo_policy, 9)
    shot(window, f"solo-table-draws-{scheme}")

    window.show_start()
    start_through_page(
        qtbot,
        window,
        Setup.race(
            [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")], seed=21
        ),
    )
    play_some(window, race_policy, None)
    shot(window, f"race-end-{scheme}")

    window.show_start()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah"], seed=1))
    play_some(window, team_policy(False), None)
    shot(window, f"team-lost-{scheme}")

    dialog = BoardCheckDialog(window.library, window)
    dialog.resize(1200, 760)
    dialog.show()
    qtbot.waitExposed(dialog)
    shot(dialog, f"board-check-race-{scheme}")
    dialog.tabs.setCurrentIndex(1)
    shot(dialog, f"board-check-team-{scheme}")
    dialog.tabs.setCurrentIndex(2)
    shot(dialog, f"board-check-cards-{scheme}")
    dialog.close()
    apply_scheme(qapp, "light")


def test_race_end_standings_name_the_campground(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    players = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")]
    start_through_page(qtbot, window, Setup.race(players, seed=21))
    play_some(window, race_policy, None)
    assert window.game_screen.end_panel.isVisible()
    # Standings say where each marker stands as the board does: a marker that never
    # left the campground is "at the campground", not "on space 0".
    lines = window.game_screen.end_panel.result_lines()
    assert len(lines) == 4
    assert any("at the campground" in line for line in lines), lines
    assert not any("space 0" in line for line in lines), lines


def test_board_check_round_trips_the_defaults(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    dialog = BoardCheckDialog(window.library, window)
    qtbot.addWidget(dialog)
    texts = dialog.edited_texts()
    # Nothing edited: the same text, byte for byte, comments and all.
    assert texts == default_catalogue_texts()
    assert parse_catalogue(texts).digest == parse_catalogue(default_catalogue_texts()).digest
    assert parse_catalogue(texts).cards == parse_catalogue(default_catalogue_texts()).cards


def test_board_check_validates_saves_and_restores(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    dialog = BoardCheckDialog(window.library, window)
    qtbot.addWidget(dialog)
    # A value that cannot be used is refused with a message that names the card.
    dialog.show_card(0)
    dialog.cards.card_materials.setText("")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Not saved: Treetop: name at least one material."
    assert window.library.board_texts() is None
    dialog.cards.card_materials.setText("2 blue blocks")
    start, end, cost, guess = dialog.race.shortcut_rows[0]
    start.setValue(8)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Not saved: Two shortcuts start on space 8."
    start.setValue(3)

    # Correct values are saved; the shortcut is no longer a guess once corrected.
    dialog.cards.card_rods.setValue(2)
    dialog.cards.card_task.setText('Build it "higher" \\ with ünïcode')
    end.setValue(6)
    assert not guess.isChecked()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text().startswith("Saved.")
    saved = parse_catalogue(window.library.board_texts())

    # The notes on what is a guess are still in the saved files, in their places.
    def notes(text: str) -> list[str]:
        return [line for line in text.splitlines() if line.startswith("#")]

    for file, text in default_catalogue_texts().items():
        assert notes(text) and notes(window.library.board_texts()[file]) == notes(text)
    assert saved.card("treetop").rods == 2
    assert saved.card("treetop").materials == ("2 blue blocks",)
    assert saved.card("treetop").extra_task.text == 'Build it "higher" \\ with ünïcode'
    assert not saved.card("treetop").guesses
    assert saved.race_map.shortcut_from(3).end == 6
    assert not saved.race_map.shortcut_from(3).guess
    assert saved.race_map.shortcut_from(8).guess

    # New games use the saved board.
    window.show_new_game("race")
    start_through_page(qtbot, window, Setup.race([("Ann", "white")], seed=1))
    assert window.controller.state.catalogue.race_map.shortcut_from(3).end == 6

    # And the built-in defaults come back on request.
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert window.library.board_texts() is None
    assert dialog.race.shortcut_rows[0][1].value() == 5


@pytest.mark.parametrize(
    ("file", "old", "new", "says"),
    [
        (
            "race_map.toml",
            "from = 8\nto = 11",
            "from = 8\nto = 18",
            "Shortcut from space 8, its last space: 18 is too high. It can be at most 17.",
        ),
        (
            "team_map.toml",
            'pile = "A"\nspace = 6',
            'pile = "A"\nspace = 1',
            "Intermediate destination A, its space: 1 is too low. It must be at least 2.",
        ),
        (
            "cards.toml",
            'materials = ["1 gray block"], squirrels = 1',
            'materials = ["1 gray block"], squirrels = 3',
            "Treetop, extra task squirrels: 3 is too high. It can be at most 2.",
        ),
    ],
)
def test_board_check_words_a_number_out_of_range_plainly(  # type: ignore[no-untyped-def]
    qtbot, make_window, file: str, old: str, new: str, says: str
) -> None:
    window = make_window()
    dialog = BoardCheckDialog(window.library, window)
    qtbot.addWidget(dialog)
    texts = default_catalogue_texts()
    assert old in texts[file]
    with pytest.raises(CatalogueError) as caught:
        parse_catalogue({**texts, file: texts[file].replace(old, new, 1)})
    assert dialog.plain_error(caught.value) == says
    # Other problems are worded plainly too: never the file's name or the data's terms.
    with pytest.raises(CatalogueError) as other:
        parse_catalogue({**texts, file: texts[file] + "\nsurprise = 1\n"})
    assert file in str(other.value)
    plain = dialog.plain_error(other.value)
    assert plain.startswith("These values do not fit together on the board.")
    assert ".toml" not in plain and "surprise" not in plain
