"""The coach's odds, worked out by hand for a few players and cards."""

from __future__ import annotations

import math
from typing import Any

import pytest

from blocky.games.blocky_mountains.actions import (
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    RevealCard,
)
from blocky.games.blocky_mountains.coach import (
    DEFAULT_CARD_STRENGTH,
    MAX_STRENGTH,
    AttemptRecord,
    CoachModel,
    EvidenceKind,
    race_odds,
)
from blocky.games.blocky_mountains.game import apply, new_game
from blocky.games.blocky_mountains.state import Setup

#: The model without its learning parts: every attempt counts alike, no card is harder than
#: its pile, no practice terms (the plain three-level Beta-binomial, worked by hand below).
PLAIN: dict[str, Any] = {"half_life": None, "ease_strength": None, "practice": False}


def _recs(player: str, card: str, pile: str, outcomes: str) -> list[AttemptRecord]:
    return [AttemptRecord(player, card, pile, o == "M") for o in outcomes]


@pytest.fixture
def model() -> CoachModel:
    """Pile A: Mia treetop MMMF, ice-bridge MF; Leo treetop FMM, ice-bridge FF.

    Everyone on A: 6 of 11 first attempts (with one made-up success and failure: 7/13).
    Retries and difficult attempts do not count."""
    recs = (
        _recs("Mia", "treetop", "A", "MMMF")
        + _recs("Mia", "ice-bridge", "A", "MF")
        + _recs("Leo", "treetop", "A", "FMM")
        + _recs("Leo", "ice-bridge", "A", "FF")
        + [
            AttemptRecord("Leo", "ice-bridge", "A", True, first=False),
            AttemptRecord("Leo", "ice-bridge", "A", True, difficult=True),
        ]
    )
    return CoachModel.fit(recs, pile_strength=4, card_strength=2, **PLAIN)


def test_everyone_on_a_pile(model: CoachModel) -> None:
    assert model.everyone("A") == pytest.approx(7 / 13)
    assert model.everyone("B") == 0.5  # nobody has tried a B card


def test_a_card_tried_before_shrinks_toward_the_players_other_cards(model: CoachModel) -> None:
    est = model.card("Mia", "treetop")
    # prior: Mia's other A cards (1 of 2) shrunk toward everyone's 7/13 with strength 4
    prior = (1 + 4 * 7 / 13) / (2 + 4)
    assert prior == pytest.approx(41 / 78)
    assert est.chance == pytest.approx((3 + 2 * prior) / (4 + 2))
    assert est.chance == pytest.approx(79 / 117)
    assert est.weight == 6
    assert est.spread == pytest.approx(math.sqrt(est.chance * (1 - est.chance) / 7))
    ev = est.evidence
    assert ev.kind is EvidenceKind.CARD
    assert (ev.mastered, ev.attempts) == (3, 4)  # "3 of 4 times"
    assert (ev.pile_mastered, ev.pile_attempts) == (1, 2)
    assert (ev.everyone_mastered, ev.everyone_attempts) == (6, 11)


def test_a_failed_card_is_not_called_hopeless(model: CoachModel) -> None:
    est = model.card("Leo", "ice-bridge")
    prior = (2 + 4 * 7 / 13) / (3 + 4)  # Leo's treetop, 2 of 3
    assert est.chance == pytest.approx((0 + 2 * prior) / (2 + 2))
    assert est.chance == pytest.approx(27 / 91)
    assert est.evidence.kind is EvidenceKind.CARD


def test_an_untried_card_is_like_the_players_other_cards_of_its_pile(model: CoachModel) -> None:
    est = model.card("Mia", "narrow-point", "A")
    # "no attempts yet: about 62 % like your other A cards" (4 of 6, shrunk toward 7/13)
    assert est.chance == pytest.approx((4 + 4 * 7 / 13) / (6 + 4))
    assert est.chance == pytest.approx(8 / 13)
    assert est.evidence.kind is EvidenceKind.PILE
    assert (est.evidence.pile_mastered, est.evidence.pile_attempts) == (4, 6)
    assert est.weight == 2


def test_a_new_player_gets_everyones_rate(model: CoachModel) -> None:
    est = model.card("Ida", "treetop")
    assert est.chance == pytest.approx(7 / 13)
    assert est.evidence.kind is EvidenceKind.EVERYONE
    nothing = model.card("Ida", "bears-den", "B")
    assert nothing.chance == 0.5 and nothing.evidence.kind is EvidenceKind.NOTHING
    with pytest.raises(KeyError):
        model.card("Ida", "bears-den")  # a card nobody has tried needs its pile


def test_prior_strength_by_the_method_of_moments() -> None:
    # Four players, one card each, 10 first attempts: 8, 2, 8 and 2 mastered.
    recs: list[AttemptRecord] = []
    for player, card, hits in (
        ("a", "treetop", 8),
        ("b", "ice-bridge", 2),
        ("c", "boulder", 8),
        ("d", "glacier", 2),
    ):
        recs += _recs(player, card, "A", "M" * hits + "F" * (10 - hits))
    model = CoachModel.fit(recs, **PLAIN)
    # everyone: 21/42 = 0.5; observed spread 0.09, chance alone 4 * 0.25 / 40 = 0.025:
    # between-player variance 0.065, strength 0.25 / 0.065 - 1 = 37/13
    assert model.pile_strength == pytest.approx(37 / 13)
    # nobody has two cards, so the card strength cannot be estimated: the default
    assert model.card_strength == DEFAULT_CARD_STRENGTH


def test_card_strength_counts_the_noise_of_the_players_other_cards() -> None:
    # Four players, two A cards each, 4 first attempts per card:
    # a: treetop 3, ice-bridge 1; b: treetop 1, ice-bridge 3; c and d: 2 and 2.
    recs: list[AttemptRecord] = []
    for player, t, i in (("a", 3, 1), ("b", 1, 3), ("c", 2, 2), ("d", 2, 2)):
        recs += _recs(player, "treetop", "A", "M" * t + "F" * (4 - t))
        recs += _recs(player, "ice-bridge", "A", "M" * i + "F" * (4 - i))
    model = CoachModel.fit(recs, **PLAIN)
    # Each card against the player's other card (4 attempts, so its own chance spread
    # counts as much again): observed spread 4 * (4 * 0.25) / 32 = 0.125; chance
    # (4 * 0.1875 * 2 + 4 * 0.25 * 2) / 32 = 0.109375; between 1/64;
    # mean binomial variance (4 * 4 * 0.1875 + 4 * 4 * 0.25) / 32 = 0.21875: 14 - 1
    assert model.card_strength == pytest.approx(13)
    # every player masters half their A attempts: no spread between players at all
    assert model.pile_strength == MAX_STRENGTH


def test_players_who_all_play_alike_get_a_strong_pile_prior() -> None:
    recs: list[AttemptRecord] = []
    for player in "abcd":
        recs += _recs(player, "treetop", "A", "MF" * 5)
    assert CoachModel.fit(recs, **PLAIN).pile_strength == MAX_STRENGTH


def test_race_odds_at_the_first_pile_choice() -> None:
    state = new_game(Setup.race([("Mia", "white"), ("Leo", "black")]))
    model = CoachModel.fit([])  # nobody has any record: every chance is 50 %
    odds = {o.pile: o for o in race_odds(state, model, "Mia")}
    assert set(odds) == {"A", "B", "C"}
    a = odds["A"]
    assert not a.take and a.cost == 0 and len(a.cards) == 8
    assert a.first_chance == 0.5
    # three squirrels pay for three retries: 1 - 0.5^4; retries paid 0.5 + 0.25 + 0.125
    assert a.chance == pytest.approx(15 / 16)
    assert a.squirrels == pytest.approx(-0.875)
    # mastered: the neutral tile averages 3 (1, 2, 3, 3, 4, 5) against the letter's 2;
    # failed: nobody goes below the campground
    assert a.advance == pytest.approx(15 / 16 * 3)
    # C: the letter tile's 4 beats the neutral average
    assert odds["C"].advance == pytest.approx(15 / 16 * 4)
    no_retries = {o.pile: o for o in race_odds(state, model, "Mia", retries=0)}
    assert no_retries["A"].chance == 0.5 and no_retries["A"].squirrels == 0
    assert no_retries["A"].advance == pytest.approx(1.5)


def test_race_odds_with_a_route_built() -> None:
    s = new_game(Setup.race([("Mia", "white"), ("Leo", "black")]))
    for action in (
        ChoosePile("A"),
        RevealCard("treetop"),
        ChooseVariant(False),
        Report(True),
        FlipOwl("letter"),
    ):
        s = apply(s, action)
    assert s.turn == 1 and s.card == "treetop" and s.positions == (2, 0)
    recs = _recs("Leo", "treetop", "A", "MMMM") + _recs("Leo", "boulder", "A", "FFFF")
    model = CoachModel.fit(recs, pile_strength=4, card_strength=2, **PLAIN)
    odds = race_odds(s, model, "Leo")
    take = odds[0]
    assert take.take and take.cards == ("treetop",) and take.cost == 0
    p = model.card("Leo", "treetop").chance
    assert take.first_chance == pytest.approx(p)
    assert take.chance == pytest.approx(1 - (1 - p) ** 4)
    # only the face-down neutral tile is left: 3 on average forward, never below space 0
    assert take.advance == pytest.approx(take.chance * 3)
    by_pile = {o.pile: o for o in odds[1:]}
    # changing costs A 1, B 2, C 3 squirrels (Leo holds 3), leaving fewer retries
    assert {k: o.cost for k, o in by_pile.items()} == {"A": 1, "B": 2, "C": 3}
    assert "treetop" not in by_pile["A"].cards and len(by_pile["A"].cards) == 7
    c = by_pile["C"]
    assert c.first_chance == c.chance == 0.5  # nobody has tried a C card
    assert c.squirrels == -3
    b = by_pile["B"]
    assert b.chance == pytest.approx(0.75) and b.squirrels == pytest.approx(-2.5)
    a = by_pile["A"]
    chances = [model.card("Leo", card, "A").chance for card in a.cards]
    assert a.first_chance == pytest.approx(sum(chances) / 7)
    assert a.chance == pytest.approx(sum(1 - (1 - q) ** 3 for q in chances) / 7)
    assert a.squirrels == pytest.approx(-1 - sum((1 - q) + (1 - q) ** 2 for q in chances) / 7)


def test_no_odds_outside_a_race_choice() -> None:
    solo = new_game(Setup.solo("Mia"))
    assert race_odds(solo, CoachModel.fit([]), "Mia") == ()
    race = apply(new_game(Setup.race([("Mia", "white")])), ChoosePile("A"))
    assert race_odds(race, CoachModel.fit([]), "Mia") == ()
