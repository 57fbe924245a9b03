"""Montgolfière's coach on the game screen: off until the players switch it on
(remembered per game), then what the cards played face up say, in the three languages,
never a hand and never the Baron's card of the round."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from blocky.games.montgolfiere.cards import ENGINE, HOOK, STORM, ballast
from blocky.games.montgolfiere.setup import Setup
from blocky.i18n import install_translators
from blocky.ui.games.montgolfiere.game_screen import HOOK_PAGE
from blocky.ui.kit.settings import Settings
from tests.ui.games.montgolfiere.test_montgolfiere import click, enter, open_screen
from tests.ui.test_languages import english_left, visible_texts


def save_picture(widget, name: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("BLOCKY_PICTURES")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(folder) / name))


def play(qtbot, screen, *cards) -> None:  # type: ignore[no-untyped-def]
    for card in cards:
        enter(qtbot, screen, card)
    click(qtbot, screen.resolve_button)
    screen.skip()


def test_the_coach_is_off_until_switched_on_and_remembered(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen, _ = open_screen(qtbot, Setup.of(["Ana", "Ben"], draws="table"))
    coach = screen.coach
    assert not coach.is_on() and coach.lines() == []
    assert not coach.findChild(object, "coachScroll").isVisible()  # type: ignore[union-attr]
    click(qtbot, coach.switch)
    assert coach.is_on() and Settings().coach_shown("montgolfiere")
    assert not Settings().coach_shown("blocky-mountains")
    assert coach.findChild(object, "coachScroll").isVisible()  # type: ignore[union-attr]
    # A fresh deck: 2 storms, 7 cards of 24 in hand: 1 - (17*16)/(24*23) = 35/69, 51 %.
    assert coach.lines()[1] == (
        "Ana, space 5, 24 cards left: strong ballast 15, 14, 13, 12 kg (78% in hand)"
        " · 2 storms (51% in hand) · 2 sleeping gas (51% in hand)"
        " · the super engine (29% in hand) · 4 grappling hooks (78% in hand)."
    )
    # Ana's card is chosen: Ben holds a storm with 35/69.
    assert "For Ana: the chance another balloon holds a storm is 51%." in coach.lines()
    # Both lead on space 5; 10 spaces with the engine: 1 a round and 2 once, 9 rounds.
    assert coach.lines()[-2:] == [
        f"{name} leads on space 5: 10 spaces to the Moon, in 9 rounds at the earliest."
        for name in ("Ana", "Ben")
    ]
    screen2, _ = open_screen(qtbot, Setup.of(["Ana", "Ben"], draws="table"))
    assert screen2.coach.is_on() and screen2.coach.lines()
    click(qtbot, screen2.coach.switch)
    assert not Settings().coach_shown("montgolfiere")


def test_the_coach_counts_the_cards_played_face_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("montgolfiere", True)
    screen, game = open_screen(qtbot, Setup.of(["Ana", "Ben", "Cleo"], draws="table"))
    # Round 1: Ana a storm, Ben 15 kg, Cleo 3 kg: stormy, Ben goes down to 4.
    play(qtbot, screen, STORM, ballast(15), ballast(3))
    assert game.state.positions == (5, 4, 5)
    lines = screen.coach.lines()
    assert lines[0].startswith("Round 2:")
    # Ana has 1 storm of 23 cards, 7 in hand: 7/23 = 30 %.
    assert "Ana, space 5, 23 cards left:" in lines[1]
    assert "1 storm (30% in hand)" in lines[1]
    # Ben's heaviest strong ballast is gone: 14, 13, 12 left.
    assert "strong ballast 14, 13, 12 kg" in lines[2]
    # Ana chooses: Ben is one space below and may hook her: 1 - C(19,7)/C(23,7)
    #   = 1 - (16*15*14*13)/(23*22*21*20) = 1 - 43680/212520 = 1 - 52/253 = 201/253, 79 %.
    assert "Ben, one space below, may hold a grappling hook (79%) and follow Ana's move." in lines
    # Entering a card is no new fact: the coach speaks of the round's start until it is played.
    enter(qtbot, screen, ballast(9))
    assert "Ana, space 5, 23 cards left:" in screen.coach.lines()[1]
    lines = screen.coach.lines()
    assert any(line.startswith("For Ben:") for line in lines)
    # Ben (on 4) is now chosen: Ana, one space above, has 2 gas of 23 cards:
    #   1 - C(21,7)/C(23,7) = 1 - (16*15)/(23*22) = 1 - 240/506 = 266/506, 53 %.
    assert (
        "Ana, one space above, may hold sleeping gas (53%): it would cancel Ben's card,"
        " except the super engine." in lines
    )
    save_picture(screen, "montgolfiere-coach-en.png")


def test_the_baron_s_card_is_a_chance_not_a_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("montgolfiere", True)
    screen, game = open_screen(qtbot, Setup.of(["Ana"], baron=True, seed=4))
    lines = screen.coach.lines()
    assert "Black Baron, space 5, 24 cards left:" in lines[2]
    assert "2 storms (8% as his card this round)" in lines[2]
    enter(qtbot, screen, ENGINE)
    # The Baron's card followed at once (app draws) and the round is resolved by Enter.
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    screen.skip()
    baron_used = game.state.used[1]
    assert len(baron_used) == 1
    assert "super engine played" in screen.coach.lines()[1]


def test_the_coach_is_quiet_while_a_hook_chooses(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("montgolfiere", True)
    setup = Setup.of(["Ana", "Ben", "Cleo"], baron=True, draws="table")
    screen, _ = open_screen(qtbot, setup)
    play(qtbot, screen, ballast(15), ballast(15), ballast(1), ballast(2))
    play(qtbot, screen, ENGINE, ballast(14), HOOK, ballast(3))
    assert screen.pages.currentIndex() == HOOK_PAGE
    assert screen.coach.lines() == []
    assert not screen.coach.findChild(object, "coachScroll").isVisible()  # type: ignore[union-attr]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_coach_speaks_the_players_language(qtbot, qapp: QApplication, lang: str) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("montgolfiere", True)
    install_translators(qapp, lang)
    try:
        screen, _ = open_screen(qtbot, Setup.of(["Ana", "Ben", "Cleo"], baron=True, draws="table"))
        play(qtbot, screen, STORM, ballast(15), ballast(3), ballast(2))
        assert len(screen.coach.lines()) >= 6
        assert english_left(visible_texts(screen), lang) == []
        save_picture(screen, f"montgolfiere-coach-{lang}.png")
    finally:
        install_translators(qapp, "en")
