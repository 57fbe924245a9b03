"""Solo training, ruling by ruling (docs/rulings.md, S1-S4)."""

from __future__ import annotations

import pytest

from blocky.games.blocky_mountains.actions import (
    ChoosePile,
    ChooseVariant,
    Report,
    Retry,
    RevealCard,
    TakeShortcut,
)
from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.events import AttemptReported, FailureAccepted, RetryPaid
from blocky.games.blocky_mountains.game import (
    IllegalAction,
    PileProgress,
    apply,
    legal_actions,
    outcome,
    pile_progress,
)
from blocky.games.blocky_mountains.state import EndReason, Phase

from .helpers import card_turn, play, play_events, solo


def test_S1_one_pile_only() -> None:
    s = solo("B")
    assert s.phase is Phase.REVEAL_CARD and s.pending_pile == "B"
    assert [a.card for a in legal_actions(s)] == list(s.pile_left("B"))  # type: ignore[attr-defined]
    for card in s.pile_left("B"):
        s = card_turn(s, card)
    assert s.phase is Phase.OVER and s.end_reason is EndReason.TRAINING_DONE
    assert len(s.pile_left("A")) == 8 and len(s.pile_left("C")) == 12
    res = outcome(s)
    assert res is not None and dict(res.mastered_per_pile) == {"A": 0, "B": 10, "C": 0}


def test_S1_full_climb_goes_a_then_b_then_c() -> None:
    s = solo("climb")
    order = []
    while s.phase is not Phase.OVER:
        assert s.pending_pile is not None
        order.append(s.pending_pile)
        s = card_turn(s, s.pile_left(s.pending_pile)[0])
    assert order == ["A"] * 8 + ["B"] * 10 + ["C"] * 12
    with pytest.raises(IllegalAction, match="no route map"):
        apply(play(solo(), RevealCard("glacier")), TakeShortcut())
    with pytest.raises(IllegalAction):
        apply(solo(), ChoosePile("C"))


def test_S2_start_with_three_retries_and_failed_cards_stay_failed() -> None:
    s = solo("A")
    assert s.squirrels == (3,) and s.frolicking == 21
    s = play(s, RevealCard("glacier"), Report(False), Retry(), Report(False), Retry(),
             Report(True))  # fmt: skip
    assert s.squirrels == (1,) and s.mastered == ("glacier",)
    s = card_turn(s, "boulder", difficult=True, results=(False,))
    assert s.failed == ("boulder",) and s.squirrels == (1,)
    assert "boulder" not in s.pile_left("A")
    with pytest.raises(IllegalAction, match="not in pile A any more"):
        apply(s, RevealCard("boulder"))
    s = card_turn(s, "treetop", difficult=True)
    assert s.squirrels == (2,) and s.mastered == ("glacier", "treetop")
    s = play(s, RevealCard("stone-gate"), Report(False), Retry(), Report(False), Retry())
    s, ev = play_events(s, Report(False))
    assert FailureAccepted(0, "stone-gate", "no_squirrels") in ev
    assert s.squirrels == (0,) and s.failed == ("boulder", "stone-gate")
    assert s.phase is Phase.REVEAL_CARD


def test_S3_result_is_cards_per_pile_and_squirrels_left() -> None:
    s = solo("C")
    for i, card in enumerate(s.pile_left("C")):
        s = card_turn(s, card, results=(i % 3 != 0,), difficult=False)
    res = outcome(s)
    assert res is not None and res.reason is EndReason.TRAINING_DONE
    assert dict(res.mastered_per_pile) == {"A": 0, "B": 0, "C": 8}
    assert dict(res.failed_per_pile) == {"A": 0, "B": 0, "C": 4}
    assert res.squirrels_left == 3  # every failure accepted without paying


def test_pile_progress_counts_while_training_is_on() -> None:
    s = solo("A")
    assert pile_progress(s, ("A",)) == (PileProgress("A", 8, 0, 0),)
    s = card_turn(s, "glacier")
    s = card_turn(s, "boulder", difficult=True, results=(False,))
    assert pile_progress(s, ("A",)) == (PileProgress("A", 8, 1, 1),)
    # All piles by default, in order: what the result at the end is made of.
    assert [p.pile for p in pile_progress(s)] == list(PILES)
    assert pile_progress(s)[1] == PileProgress("B", 10, 0, 0)


def test_S3_full_climb_carries_squirrels_up_to_24() -> None:
    s = solo("climb")
    while s.phase is not Phase.OVER:
        assert s.pending_pile is not None
        card = s.catalogue.card(s.pile_left(s.pending_pile)[0])
        s = card_turn(s, card.id, difficult=card.extra_task is not None)
    res = outcome(s)
    assert res is not None
    assert dict(res.mastered_per_pile) == {"A": 8, "B": 10, "C": 12}
    assert res.squirrels_left == 24 and s.frolicking == 0
    # halfway the squirrels are carried over from pile to pile
    s = solo("climb")
    for pile, expected in zip(PILES, (3 + 5, 3 + 5 + 7, 24), strict=True):
        while s.phase is not Phase.OVER and s.solo_pile == pile:
            assert s.pending_pile is not None
            card = s.catalogue.card(s.pile_left(s.pending_pile)[0])
            s = card_turn(s, card.id, difficult=card.extra_task is not None)
        assert s.squirrels == (expected,)


def test_S4_every_attempt_is_logged() -> None:
    s = solo("A")
    s, ev = play_events(s, RevealCard("treetop"), ChooseVariant(False), Report(False), Retry(),
                        Report(True))  # fmt: skip
    s, ev2 = play_events(s, RevealCard("boulder"), ChooseVariant(True), Report(True))
    attempts = [e for e in ev + ev2 if isinstance(e, AttemptReported)]
    assert attempts == [
        AttemptReported(0, "treetop", False, 1, False, None),
        AttemptReported(0, "treetop", False, 2, True, None),
        AttemptReported(0, "boulder", True, 1, True, None),
    ]
    assert RetryPaid(0, "treetop") in ev
