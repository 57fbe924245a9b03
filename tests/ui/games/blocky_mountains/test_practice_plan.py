"""The solo new-game page's practice plan: chosen from the player's record, played in order."""

from __future__ import annotations

import re
from datetime import date

import pytest

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.state import Draws, EndReason, Setup
from blocky.games.blocky_mountains.storage.coach_data import practice_cards
from blocky.ui.games.blocky_mountains.new_game import NewGamePage
from blocky.ui.games.blocky_mountains.statistics.columns import route_name
from tests.store.conftest import play_card
from tests.ui.driver import play_to_end, start_through_page
from tests.ui.policies import solo_policy

PILE_A = [c.id for c in default_catalogue().pile_cards("A")]


def test_the_plan_is_offered_only_with_a_source(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = NewGamePage()
    qtbot.addWidget(page)
    page.prepare_mode("solo", [])
    assert page.course_buttons["plan"].isHidden()
    asked: list[str] = []

    def source(name: str) -> list[str]:
        asked.append(name)
        return ["cliff", "treetop"]

    page.set_plan_source(source)
    assert not page.course_buttons["plan"].isHidden()
    page.course_buttons["plan"].setChecked(True)
    page.set_names(["Mia"])
    assert page.setup() == Setup.practice("Mia", ["cliff", "treetop"], seed=page.seed.value())
    assert page.is_ready()
    assert set(asked) == {"Mia"} and len(asked) == 1  # asked once per name
    page.set_plan_source(None)
    assert page.course_buttons["plan"].isHidden() and page.course_buttons["A"].isChecked()


def test_an_empty_plan_is_not_ready_and_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = NewGamePage()
    qtbot.addWidget(page)
    page.prepare_mode("solo", [])
    page.set_plan_source(lambda name: [])
    page.course_buttons["plan"].setChecked(True)
    page.set_names(["Mia"])
    assert not page.is_ready()
    assert page.error_label.text() == "No practice plan could be made for this player"


@pytest.mark.parametrize("draws", [Draws.APP, Draws.TABLE], ids=["app", "table"])
def test_a_practice_plan_from_the_record_is_played_in_order(
    qtbot, make_window, draws: Draws
) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    store = window.library
    mia = store.add_player("Mia").id
    before = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    # Treetop and Ice Bridge failed, the rest of pile A mastered at once
    for card, mastered_on in zip(PILE_A, [None, None, 1, 1, 1, 1, 1, 1], strict=True):
        play_card(before, mastered_on, card=card)
    assert before.finished
    plan = practice_cards(store.db, "Mia", date.today())
    # Weakest first by the coach's odds: four untried cards of piles B and C (nobody has
    # tried one: 50 %, the piles in turn; new cards take at most half the places), then
    # the two failed cards, then two of the cards mastered once.
    catalogue = default_catalogue()
    assert [catalogue.card(c).pile for c in plan[:4]] == ["B", "C", "B", "C"]
    assert set(plan[4:6]) == {"treetop", "ice-bridge"} and len(plan) == 8
    assert set(plan[6:]) <= set(PILE_A[2:])

    setup = Setup.practice("Mia", plan, draws=draws, seed=5 if draws is Draws.APP else 0)
    start_through_page(qtbot, window, setup)  # the page made the same plan
    state, _ = play_to_end(qtbot, window, solo_policy)
    assert state.end_reason is EndReason.TRAINING_DONE
    assert state.removed == plan
    # the training log names the course in words
    session = next(s for s in store.statistics("blocky-mountains").training_log() if s.game_id == window.controller.game.id)
    assert session.course == "plan" and route_name(session.course) == "Practice plan"


def test_the_plan_on_screen_says_what_it_is_and_why_each_card_is_in_it(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A plan is not a climb: its heading counts its cards and those played ("3 of 8"),
    its cards come in its order, each with why it is in it, and the table says how far
    the plan is rather than listing the piles."""
    from PySide6.QtWidgets import QLabel

    window = make_window()
    store = window.library
    mia = store.add_player("Mia").id
    before = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    # Treetop and Ice Bridge failed; the rest of pile A mastered once.
    for card, mastered_on in zip(PILE_A, [None, None, 1, 1, 1, 1, 1, 1], strict=True):
        play_card(before, mastered_on, card=card)
    plan = practice_cards(store.db, "Mia", date.today())
    start_through_page(qtbot, window, Setup.practice("Mia", plan, draws=Draws.APP, seed=5))
    board = window.game_screen.board
    reasons = board.plan_reasons()
    # (about 50 %: the practice term for a first go moved it a little, Mia having
    # mastered 6 of her 8 new cards)
    assert len(set(reasons[:4])) == 1
    assert re.fullmatch(r"new card: about 5\d% first go", reasons[0])
    assert all(r.startswith("failed last time: about ") for r in reasons[4:6])
    assert all(r.startswith("mastered once so far: about ") for r in reasons[6:])
    assert all(r.endswith("% first go") for r in reasons)
    text = board.description()
    assert text.startswith("Practice plan: 8 cards · 0 of 8 played.")
    names = [default_catalogue().card(c).name for c in plan]
    assert f"{names[4]}: {reasons[4]}." in text
    assert "Route B" not in text and "0 of 10" not in text  # no rows of the piles
    table = window.game_screen.table
    box = table.findChild(QLabel, "soloProgress")
    assert box is not None and box.text().splitlines()[0] == "0 of 8 played"
    assert any(
        label.text() == "PRACTICE PLAN" or label.text() == "Practice plan"
        for label in table.findChildren(QLabel)
    )
    controller = window.controller
    done: set[str] = set()
    while sum(1 for c in plan if c in controller.state.removed) < 3:
        assert controller.play(solo_policy(controller.state, done))
    # Three played: the count follows, each card keeps the reason it came for.
    assert board.description().startswith("Practice plan: 8 cards · 3 of 8 played.")
    assert box.text().splitlines()[0] == "3 of 8 played"
    assert board.plan_reasons() == reasons
