"""Check your board as a player goes through it: spaces picked on a picture of the map,
one way of marking a guess on every tab, a card at a time, plain messages, and closing
with changes not saved asks first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QTableWidget

from blocky.games.blocky_mountains.catalogue import default_catalogue_texts, parse_catalogue
from blocky.ui.games.blocky_mountains.board_check import BoardCheckDialog
from blocky.ui.games.blocky_mountains.board_check_parts import GuessCheck
from tests.ui.driver import activate

DEFAULT = parse_catalogue(default_catalogue_texts())


def _open(qtbot, window) -> BoardCheckDialog:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    shown = [d for d in window.findChildren(BoardCheckDialog) if d.isVisible()]
    assert len(shown) == 1
    return shown[0]


def _click_space(qtbot, picker, space: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.space_centre(space).toPoint())


def _unsaved_box(qtbot, dialog: BoardCheckDialog) -> QMessageBox:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: dialog.close_box is not None and dialog.close_box.isVisible())
    assert dialog.close_box is not None
    return dialog.close_box


def test_a_player_checks_the_board_in_a_few_clicks(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    dialog = _open(qtbot, window)
    dialog.resize(1000, 700)

    # Race map: the compass spaces are marked on a picture of the trail.
    picker = dialog.race.compass_picker
    assert picker.chosen() == DEFAULT.race_map.compass
    _click_space(qtbot, picker, 6)
    _click_space(qtbot, picker, 4)
    assert picker.chosen() == (DEFAULT.race_map.compass | {6}) - {4}
    # The campground and the peak cannot be marked.
    _click_space(qtbot, picker, 0)
    _click_space(qtbot, picker, DEFAULT.race_map.peak)
    assert picker.chosen() == (DEFAULT.race_map.compass | {6}) - {4}
    # Keys work too: an arrow moves along the trail, Space marks.
    picker.setFocus()
    qtbot.keyClick(picker, Qt.Key.Key_Space)  # the last space clicked, 4, again
    assert 4 in picker.chosen()

    # Team map: the fox spaces likewise; each value has its own guess box.
    dialog.tabs.setCurrentIndex(1)
    fox = dialog.team.fox_picker
    assert fox.chosen() == DEFAULT.team_map.fox
    # The destinations are drawn with their letters, as on the board, and move with them.
    a_space = DEFAULT.team_map.destination("A").space
    b_space = DEFAULT.team_map.destination("B").space
    assert fox.letters() == {a_space: "A", b_space: "B"}
    dialog.team.dest_spins["A"][0].setValue(a_space + 1)
    assert fox.letters() == {a_space + 1: "A", b_space: "B"}
    dialog.team.dest_spins["A"][0].setValue(a_space)
    assert not dialog.team.team_guesses["destination"].isChecked()
    dialog.team.team_guesses["destination"].setChecked(True)
    _click_space(qtbot, fox, 10)
    assert 10 not in fox.chosen()
    assert not dialog.team.team_guesses["fox"].isChecked()
    assert dialog.team.team_guesses["peak"].isChecked()
    dialog.team.team_guesses["peak"].setChecked(False)

    # Route cards: a list to pick from and one card at a time, no spreadsheet.
    dialog.tabs.setCurrentIndex(2)
    assert not dialog.findChildren(QTableWidget)
    assert dialog.cards.card_list.count() == len(DEFAULT.cards)
    assert dialog.cards.card_list.item(4).text() == "Boulder (pile A)  \u2013  to check"
    dialog.cards.card_list.setCurrentRow(4)
    assert dialog.cards.card_title.text() == "Boulder (pile A)"
    assert dialog.cards.card_guess.isChecked()
    dialog.cards.card_rods.setValue(3 - DEFAULT.card("boulder").rods)
    assert not dialog.cards.card_guess.isChecked()
    assert dialog.cards.card_list.item(4).text() == "Boulder (pile A)"
    qtbot.mouseClick(dialog.cards.next_card_button, Qt.MouseButton.LeftButton)
    assert dialog.cards.card_list.currentRow() == 5
    # The card before keeps what was changed.
    dialog.show_card(4)
    assert dialog.cards.card_rods.value() == 3 - DEFAULT.card("boulder").rods

    # Every guess is marked the same way, on every tab.
    boxes = dialog.findChildren(GuessCheck)
    assert {b.objectName().split("_")[0] for b in boxes} == {
        "shortcutGuess",
        "teamGuess",
        "cardGuess",
    }
    assert len({b.styleSheet() for b in boxes}) == 1

    # Closing with changes asks; "Keep checking" keeps the dialog open.
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    box = _unsaved_box(qtbot, dialog)
    assert box.text() == "Save your changes to the board?"
    qtbot.mouseClick(box.findChild(QPushButton, "keepEditing"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.close_box is None)
    assert dialog.isVisible()
    assert window.library.board_texts() is None

    # "Save and close" saves and closes.
    dialog.close_button.click()
    box = _unsaved_box(qtbot, dialog)
    qtbot.mouseClick(box.findChild(QPushButton, "saveAndClose"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    saved = parse_catalogue(window.library.board_texts())
    assert saved.race_map.compass == DEFAULT.race_map.compass | {6}
    assert saved.team_map.fox == DEFAULT.team_map.fox - {10}
    assert "fox" not in saved.team_map.guesses and "peak" not in saved.team_map.guesses
    assert "destination" in saved.team_map.guesses
    assert saved.card("boulder").rods == 3 - DEFAULT.card("boulder").rods
    assert not saved.card("boulder").guesses
    assert saved.card("treetop").guesses == DEFAULT.card("treetop").guesses
    # The keyboard is back where it was before the dialog.
    assert QApplication.focusWidget() is window.start_screen.mode_buttons["race"]

    # Opened again with nothing changed, it closes without a question.
    dialog = _open(qtbot, window)
    assert not dialog.has_changes()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.close_box is None


def test_closing_without_saving_throws_the_changes_away(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    dialog = _open(qtbot, window)
    dialog.race.cost_spins["A"].setValue(dialog.race.cost_spins["A"].value() + 1)
    dialog.close()
    box = _unsaved_box(qtbot, dialog)
    assert dialog.isVisible()
    qtbot.mouseClick(box.findChild(QPushButton, "discardChanges"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.library.board_texts() is None


def test_messages_name_no_file_and_use_no_data_terms(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    dialog = _open(qtbot, window)
    dialog.team.dest_spins["A"][0].setValue(dialog.team.dest_spins["B"][0].value())
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    b = dialog.team.dest_spins["B"][0].value()
    assert dialog.message.text() == (
        f"Not saved: Intermediate destination A (space {b}) must come before B (space {b})."
    )
    # A team peak that leaves a fox space off the map drops it from the picture.
    dialog.team.dest_spins["A"][0].setValue(DEFAULT.team_map.destination("A").space)
    dialog.team.team_peak.setValue(max(DEFAULT.team_map.fox) + 1)
    dialog.team.team_peak.setValue(max(DEFAULT.team_map.fox))
    assert max(DEFAULT.team_map.fox) not in dialog.team.fox_picker.chosen()
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    text = dialog.message.text()
    assert text, "the check says something"
    for jargon in (".toml", "TOML", "'", "[[", "field"):
        assert jargon not in text, text
