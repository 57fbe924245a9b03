"""The learning model worked out by hand: recent attempts weigh more, cards hard for
everyone, the practice terms, and a card never tried."""

from __future__ import annotations

import math

import pytest

from blocky.games.blocky_mountains.coach import (
    AttemptRecord,
    CoachModel,
    EvidenceKind,
)
from blocky.games.blocky_mountains.learning import PRACTICE_PLAYS, PRACTICE_PRIOR


def _recs(player: str, card: str, pile: str, outcomes: str) -> list[AttemptRecord]:
    return [AttemptRecord(player, card, pile, o == "M") for o in outcomes]


def test_recent_attempts_weigh_more() -> None:
    # Half-life 2 attempts: at Mia's 4th attempt, her 1st counts 0.5^1.5, her 2nd 0.5,
    # her 3rd 0.5^0.5 and her 4th fully. Ben has the same record in the other order.
    recs = _recs("Mia", "treetop", "A", "FFMM") + _recs("Ben", "treetop", "A", "MMFF")
    model = CoachModel.fit(
        recs, pile_strength=4, card_strength=2, half_life=2, ease_strength=None, practice=False
    )
    # everyone on A: 4 of 8, with one made-up success and failure: 1/2
    assert model.everyone("A") == 0.5
    w = [0.5**1.5, 0.5, 0.5**0.5, 1.0]
    learner = model.card("Mia", "treetop")
    assert learner.chance == pytest.approx((w[2] + w[3] + 2 * 0.5) / (sum(w) + 2))
    assert learner.chance == pytest.approx(0.5936, abs=1e-4)
    forgetter = model.card("Ben", "treetop")
    assert forgetter.chance == pytest.approx((w[0] + w[1] + 2 * 0.5) / (sum(w) + 2))
    assert forgetter.chance == pytest.approx(1 - learner.chance)
    # the evidence still counts every attempt: "2 of 4 times"
    assert (learner.evidence.mastered, learner.evidence.attempts) == (2, 4)
    assert learner.weight == pytest.approx(sum(w) + 2)
    # without the weights both are 2 of 4, shrunk toward 1/2: exactly 1/2
    plain = CoachModel.fit(
        recs, pile_strength=4, card_strength=2, half_life=None, ease_strength=None, practice=False
    )
    assert plain.card("Mia", "treetop").chance == plain.card("Ben", "treetop").chance == 0.5


def test_an_old_record_fades_as_the_player_plays_other_cards() -> None:
    # Mia failed treetop 4 times, then mastered 6 other A cards: the old failures count
    # less, so treetop moves toward her (good) recent pile rate.
    recs = _recs("Mia", "treetop", "A", "FFFF")
    for card in ("ice-bridge", "boulder", "glacier", "stone-gate", "narrow-point", "shelter"):
        recs += _recs("Mia", card, "A", "M")
    kw = {"pile_strength": 4.0, "card_strength": 2.0, "ease_strength": None, "practice": False}
    fading = CoachModel.fit(recs, half_life=3, **kw).card("Mia", "treetop").chance
    kept = CoachModel.fit(recs, half_life=None, **kw).card("Mia", "treetop").chance
    assert fading > kept
    # by hand: treetop's 4 failures at ages 9, 8, 7, 6 (attempts since); Mia's other A
    # cards 6 of 6 at ages 5 .. 0; everyone 6 of 10, Laplace 7/12
    keep = 0.5 ** (1 / 3)
    n_card = sum(keep**a for a in (9, 8, 7, 6))
    n_other = sum(keep**a for a in range(6))
    prior = (n_other + 4 * 7 / 12) / (n_other + 4)
    assert fading == pytest.approx((0 + 2 * prior) / (n_card + 2))
    assert kept == pytest.approx((0 + 2 * (6 + 4 * 7 / 12) / (6 + 4)) / (4 + 2))


def test_a_card_hard_for_everyone_is_hard_for_a_player_who_never_tried_it() -> None:
    # Leo: treetop failed 4 times, ice-bridge mastered 4 times; Mia: ice-bridge 2 of 2.
    recs = (
        _recs("Leo", "treetop", "A", "FFFF")
        + _recs("Leo", "ice-bridge", "A", "MMMM")
        + _recs("Mia", "ice-bridge", "A", "MM")
    )
    model = CoachModel.fit(
        recs, pile_strength=4, card_strength=2, half_life=None, ease_strength=2, practice=False
    )
    # everyone on A: 6 of 10, Laplace 7/12. Mia's other A cards: 2 of 2, shrunk:
    # (2 + 4 * 7/12) / 6 = 13/18. Treetop for everyone but Mia: 0 of 4, shrunk with
    # strength 2: (0 + 2 * 7/12) / 6 = 7/36. Its ease: odds 7/29 against A's 7/5.
    assert model.pile("Mia", "A", leave_out="treetop") == pytest.approx(13 / 18)
    assert model.ease("treetop", "A", leave_out="Mia") == pytest.approx(math.log(5 / 29))
    est = model.card("Mia", "treetop", "A")
    # odds 13/5 times 5/29: 13/29, a chance of 13/42
    assert est.chance == pytest.approx(13 / 42)
    assert est.evidence.kind is EvidenceKind.PILE
    # never tried: as unsure as the spread between a player's cards (weight = K_card)
    assert est.weight == 2
    assert est.spread == pytest.approx(math.sqrt(13 / 42 * 29 / 42 / 3))
    # a card nobody else has tried has no ease: Mia's pile rate
    assert model.ease("boulder", "A", leave_out="Mia") == 0
    assert model.card("Mia", "boulder", "A").chance == pytest.approx(13 / 18)


def test_the_practice_term_learns_from_each_attempt_before_counting_it() -> None:
    model = CoachModel(pile_strength=4, card_strength=2, half_life=None, ease_strength=None)
    assert model.practice_terms() == (0.0,) * (PRACTICE_PLAYS + 1)
    # Mia's first attempt ever, at 50 %: mastered. A Newton step on the offset for
    # "never played this card": (1 - 0.5) / PRACTICE_PRIOR.
    model.add(AttemptRecord("Mia", "treetop", "A", True))
    first = 0.5 / PRACTICE_PRIOR
    assert model.practice_terms()[0] == pytest.approx(first) == pytest.approx(0.05)
    # Leo's first go at ice-bridge: everyone on A is 2/3, plus the offset
    before = 1 / (1 + math.exp(-(math.log(2) + first)))
    assert model.card("Leo", "ice-bridge", "A").chance == pytest.approx(before)
    model.add(AttemptRecord("Leo", "ice-bridge", "A", False))
    info = PRACTICE_PRIOR + 0.25
    assert model.practice_terms()[0] == pytest.approx(first - before / info)
    # Mia's second go at treetop is in the "played once" group, still at 0
    assert model.practice_terms()[1] == 0
    # retries and difficult attempts teach nothing
    model.add(AttemptRecord("Mia", "treetop", "A", True, first=False))
    model.add(AttemptRecord("Mia", "treetop", "A", True, difficult=True))
    assert model.practice_terms()[0] == pytest.approx(first - before / info)


def test_counting_one_attempt_at_a_time_is_the_same_as_fitting() -> None:
    recs = (
        _recs("Mia", "treetop", "A", "FMFMM")
        + _recs("Leo", "treetop", "A", "FF")
        + _recs("Mia", "bears-den", "B", "FM")
        + _recs("Leo", "ice-bridge", "A", "MMF")
    )
    fitted = CoachModel.fit(recs, pile_strength=5, card_strength=3)
    counted = CoachModel(pile_strength=5, card_strength=3)
    for r in recs:
        counted.add(r)
    for player in ("Mia", "Leo", "Ida"):
        for card, pile in (("treetop", "A"), ("ice-bridge", "A"), ("bears-den", "B")):
            assert counted.card(player, card, pile) == fitted.card(player, card, pile)


def test_a_player_strong_on_one_pile_starts_strong_on_another() -> None:
    # Mia masters 8 of 8 A cards, Ben 2 of 8; neither has tried pile B, which Ann has
    # tried 4 times (2 mastered). Every attempt counts alike (no half-life), no card
    # ease, no practice terms, strengths 4 (piles) and 2 (cards).
    recs = _recs("Mia", "treetop", "A", "MMMMMMMM") + _recs("Ben", "treetop", "A", "MMFFFFFF")
    recs += _recs("Ann", "glacier", "B", "MMFF")
    kw = {"pile_strength": 4.0, "card_strength": 2.0, "ease_strength": None, "practice": False}
    model = CoachModel.fit(recs, half_life=None, **kw)
    # everyone on A: 10 of 16 (Laplace 11/18); on B: 2 of 4 (Laplace 1/2)
    a, b = 11 / 18, 0.5
    shifts = []
    for name, mastered in (("Mia", 8), ("Ben", 2)):
        # the player's A rate, shrunk toward everyone's: (k + 4a) / (8 + 4)
        rate = (mastered + 4 * a) / 12
        shift = 8 * (math.log(rate / (1 - rate)) - math.log(a / (1 - a))) / (8 + 5)
        shifts.append(shift)
        # pile B: no attempt of theirs, so everyone's rate moved by the shift, and the
        # card's prior is that (no record on the pile's other cards)
        expected = 1 / (1 + math.exp(-(math.log(b / (1 - b)) + shift)))
        est = model.card(name, "glacier")
        assert est.chance == pytest.approx(expected)
        assert model.pile(name, "B") == pytest.approx(expected)
        assert est.evidence.kind is EvidenceKind.OTHER_PILES
    assert shifts[0] > 0 > shifts[1]
    assert model.card("Mia", "glacier").chance > 0.5 > model.card("Ben", "glacier").chance
    # someone with no attempt at all is "like everyone": 1/2 on B
    nobody = model.card("Zoe", "glacier")
    assert nobody.chance == pytest.approx(b) and nobody.evidence.kind is EvidenceKind.EVERYONE
    # Ann's own pile B is not moved by her (absent) other piles
    assert model.pile("Ann", "B", leave_out="glacier") == pytest.approx(b)
