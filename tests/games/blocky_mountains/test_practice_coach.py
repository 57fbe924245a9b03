"""The practice plan chooses by the coach's odds: worked by hand for a small family, and
on simulated learning players."""

from __future__ import annotations

import math
from datetime import UTC, date, datetime

import pytest

from bench import practice_bench
from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord, CoachModel
from blocky.games.blocky_mountains.practice import CardStatus, plan_reasons, practice_plan

A_CARDS = [(c.id, c.pile) for c in default_catalogue().pile_cards("A")]
TODAY = date(2026, 3, 10)


def _on(day: int) -> datetime:
    return datetime(2026, 3, day, 18, tzinfo=UTC)


LEO = [AttemptRecord("Leo", "treetop", "A", False, at=_on(1), game=1)] * 4 + [
    AttemptRecord("Leo", "glacier", "A", True, at=_on(1), game=1)
] * 4
MIA = [
    AttemptRecord("Mia", "ice-bridge", "A", False, at=_on(1), game=2),
    AttemptRecord("Mia", "boulder", "A", True, at=_on(1), game=2),
    AttemptRecord("Mia", "boulder", "A", True, at=_on(2), game=3),
    AttemptRecord("Mia", "stone-gate", "A", True, at=_on(2), game=3),
]


@pytest.fixture
def model() -> CoachModel:
    return CoachModel.fit(
        LEO + MIA, pile_strength=4, card_strength=2, half_life=None, ease_strength=2, practice=False
    )


def test_the_odds_behind_the_plan_by_hand(model: CoachModel) -> None:
    # everyone on A: 7 of 12, Laplace 4/7; Mia's A cards but the one asked: 3 of 4,
    # shrunk: (3 + 4 * 4/7) / 8 = 37/56
    assert model.card("Mia", "narrow-point", "A").chance == pytest.approx(37 / 56)
    # treetop: Leo failed it 4 times, (0 + 2 * 4/7) / 6 = 4/21 against A's 4/7: odds
    # 4/17 against 4/3; Mia's odds 37/19 times 3/17 = 111/323, a chance of 111/434
    assert model.ease("treetop", "A", leave_out="Mia") == pytest.approx(math.log(3 / 17))
    assert model.card("Mia", "treetop", "A").chance == pytest.approx(111 / 434)
    assert model.card("Mia", "glacier", "A").chance > 0.85  # Leo mastered it 4 times


def test_weakest_first_new_cards_by_how_hard_they_are_and_a_review(model: CoachModel) -> None:
    plan = practice_plan(MIA, A_CARDS, TODAY, size=4, model=model)
    # one place in four for boulder, mastered twice in a row and due (2.5 days passed);
    # then the lowest odds: treetop (hard for Leo, never tried by Mia), ice-bridge (failed
    # last time), narrow-point (new, like Mia's A cards): never catalogue order
    assert [(p.card, p.reason) for p in plan] == [
        ("treetop", CardStatus.NEW),
        ("ice-bridge", CardStatus.PRACTISE),
        ("narrow-point", CardStatus.NEW),
        ("boulder", CardStatus.DUE),
    ]
    assert plan[0].chance == pytest.approx(111 / 434)
    assert plan[0].estimate is not None and plan[0].estimate.evidence.attempts == 0


def test_new_cards_take_at_most_half_the_places_while_played_cards_are_left(
    model: CoachModel,
) -> None:
    plan = practice_plan(MIA, A_CARDS, TODAY, size=8, model=model)
    # 7 places to practise: new cards at most 4 (treetop, narrow-point, rock-crevice,
    # climbing-ladder by odds, then catalogue order among equals); the played ones,
    # stone-gate last of them; glacier, new and the likeliest mastered, fills the rest
    assert [p.card for p in plan] == [
        "treetop",
        "ice-bridge",
        "narrow-point",
        "boulder",
        "rock-crevice",
        "climbing-ladder",
        "stone-gate",
        "glacier",
    ]


def test_the_reasons_carry_the_odds_the_plan_was_made_with(model: CoachModel) -> None:
    plan = practice_plan(MIA, A_CARDS, TODAY, size=4, model=model)
    cards = [(p.card, p.pile) for p in plan]
    assert plan_reasons(MIA, cards, TODAY, model=model) == plan


def test_nothing_known_takes_the_piles_in_turn() -> None:
    cards = [(c.id, c.pile) for c in default_catalogue().cards]
    plan = practice_plan([], cards, TODAY, size=6)
    assert [p.pile for p in plan] == ["A", "B", "C", "A", "B", "C"]
    assert all(p.chance == 0.5 for p in plan)


def test_from_the_second_session_on_plans_hold_twice_the_random_share_of_weak_cards() -> None:
    share = practice_bench.run_plans(seed=1)
    assert share.plans == practice_bench.PLAYERS * (practice_bench.SESSIONS - 1)
    by_coach = share.weakest_coach / share.cards
    by_truth = share.weakest_true / share.cards
    assert by_coach >= 2 * share.random_share
    # the coach's odds are not the true chances: still far above cards drawn at random
    assert by_truth >= 1.5 * share.random_share
    # and mastered cards come back for review
    assert share.reviews > 0
