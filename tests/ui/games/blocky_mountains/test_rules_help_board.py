"""The rules help words the numbers of the board being played, not the built-in ones.

A board corrected with "Check your board" is built here the way that dialog builds it:
the catalogue's maps changed, written back as TOML (blocky.games.blocky_mountains.board_data) and parsed again."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication, QTextBrowser

from blocky.games.blocky_mountains.board_data import write_race_map, write_team_map
from blocky.games.blocky_mountains.catalogue import (
    Catalogue,
    Destination,
    Shortcut,
    default_catalogue,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.games.blocky_mountains.game import new_game
from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from blocky.ui.games.blocky_mountains.rules_help import RulesHelpDialog, help_text, rule_texts


def corrected_board(
    *,
    compass: frozenset[int] = frozenset({6, 12}),
    shortcuts: tuple[Shortcut, ...] = (Shortcut(3, 5, 4, False), Shortcut(8, 13, 3, False)),
    fox: frozenset[int] = frozenset({5, 11}),
) -> tuple[Catalogue, dict[str, str]]:
    base = default_catalogue()
    race = replace(
        base.race_map,
        compass=compass,
        shortcuts=shortcuts,
        route_change_cost={"A": 2, "B": 3, "C": 4},
    )
    team = replace(
        base.team_map,
        fox=fox,
        destinations=(Destination("A", 7, 1), Destination("B", 14, 3)),
        major_shortcut=Shortcut(16, 20, 6, True),
    )
    texts = default_catalogue_texts()
    texts["race_map.toml"] = write_race_map(texts["race_map.toml"], race)
    texts["team_map.toml"] = write_team_map(texts["team_map.toml"], team)
    return parse_catalogue(texts), texts


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "de"), "the German translation loads"
    yield
    install_translators(qapp, "en")


def _text(texts: dict[str, tuple[str, str]], key: str) -> str:
    return texts[key][1]


def test_the_built_in_board_is_worded_as_before() -> None:
    texts = rule_texts()
    assert "compass space (4 and 9)" in _text(texts, "R4")
    assert "costs 1 squirrel for route A, 2 squirrels for route B or 3 squirrels" in (
        _text(texts, "R4")
    )
    assert "from space 3 to space 5 for 2 squirrels and from space 8 to space 11" in (
        _text(texts, "R9")
    )
    assert "on space 15, the team may pay 5 squirrels" in _text(texts, "T7")
    assert "fox spaces on this board: 4, 10 and 17." in _text(texts, "T6").lower()


def test_a_corrected_board_is_worded_with_its_own_numbers() -> None:
    cat, _ = corrected_board()
    texts = rule_texts(cat)
    r4 = _text(texts, "R4")
    assert "compass space (6 and 12)" in r4 and "4 and 9" not in r4
    assert "costs 2 squirrels for route A, 3 squirrels for route B or 4 squirrels" in r4
    r9 = _text(texts, "R9")
    assert "from space 3 to space 5 for 4 squirrels and from space 8 to space 13 for 3" in r9
    assert "space 11" not in r9 and "for 2 squirrels" not in r9
    assert "(space 7)" in _text(texts, "T2") and "(space 14)" in _text(texts, "T2")
    assert "the team wins 1 squirrel; at intermediate destination B it wins 3 squirrels" in (
        _text(texts, "T5")
    )
    t6 = _text(texts, "T6")
    assert "5 and 11" in t6 and "10" not in t6
    t7 = _text(texts, "T7")
    assert "space 16" in t7 and "6 squirrels" in t7 and "space 20" in t7
    assert "15" not in t7 and "5 squirrels" not in t7


def test_a_board_without_compass_spaces_shortcuts_or_foxes_says_so() -> None:
    # Check your board always writes a shortcut; a board file may list none (shortcut = []).
    cat, _ = corrected_board(compass=frozenset(), fox=frozenset())
    cat = replace(cat, race_map=replace(cat.race_map, shortcuts=()))
    texts = rule_texts(cat)
    assert "This board has no compass space" in _text(texts, "R4")
    assert "This board has no shortcuts." in _text(texts, "R9")
    assert "This board has no fox spaces." in _text(texts, "T6")


def test_a_game_is_described_with_the_board_it_is_played_on() -> None:
    cat, _ = corrected_board()
    state = new_game(Setup.team(["Ann", "Ben"]), cat)
    text = help_text(state)
    assert "intermediate destination A (space 7)" in text and "(space 14)" in text
    assert "(space 6)" not in text
    assert "(space 6)" in help_text(new_game(Setup.team(["Ann", "Ben"])))


def test_german_words_the_corrected_board(german: None) -> None:
    cat, _ = corrected_board()
    texts = rule_texts(cat)
    r4 = _text(texts, "R4")
    assert "Kompassfeld (6 und 12)" in r4 and "4 und 9" not in r4
    assert "kostet 2 Eichhörnchen für Route A, 3 Eichhörnchen für Route B" in r4
    assert "von Feld 3 bis Feld 5 für 4 Eichhörnchen" in _text(texts, "R9")
    assert "Fuchsfelder auf diesem Spielplan: 5 und 11." in _text(texts, "T6")
    t7 = _text(texts, "T7")
    assert "Feld 16" in t7 and "6 Eichhörnchen" in t7 and "Feld 20" in t7
    assert "Kompassfeld (4 und 9)" in _text(rule_texts(), "R4")


def _all_rules(dialog: RulesHelpDialog) -> str:
    widget = dialog.tabs.widget(dialog.tabs.count() - 1)
    assert isinstance(widget, QTextBrowser)
    return widget.toPlainText()


def test_f1_without_a_game_describes_the_board_new_games_use(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    _, texts = corrected_board()
    window.library.save_board(texts)
    window.show_rules_help()
    dialog = window.findChild(RulesHelpDialog)
    assert dialog is not None
    text = _all_rules(dialog)
    assert "compass space (6 and 12)" in text and "4 and 9" not in text
    assert "from space 8 to space 13 for 3 squirrels" in text
    dialog.close()
    dialog.deleteLater()
    window.library.reset_board()
    window.show_rules_help()
    fresh = [d for d in window.findChildren(RulesHelpDialog) if d is not dialog]
    assert fresh and "compass space (4 and 9)" in _all_rules(fresh[-1])
