"""The coach's public facts, with every number worked by hand in the comments.

A deck is 24 cards: ballast 1-15 kg, 4 hooks, 2 gas, 2 storms, 1 engine. A player's hand
is 7 cards while the pile lasts; a hand of h out of u cards left holds none of k copies
with chance C(u-k, h) / C(u, h)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blocky.games.montgolfiere.actions import PlayCard
from blocky.games.montgolfiere.cards import DECK, ENGINE, GAS, HOOK, STORM, Card, ballast
from blocky.games.montgolfiere.coach import (
    Holding,
    balloon_facts,
    chance_in_hand,
    coach_facts,
    reach,
)
from blocky.games.montgolfiere.rules import apply, new_game
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import Phase, State
from tests.games.montgolfiere.helpers import table


def played(state: State, cards: dict[int, list[Card]], spaces: tuple[int, ...]) -> State:
    """``state`` after every balloon played as many rounds as the longest list (the
    others' rounds are filled from the deck in order: small ballast first), on ``spaces``."""
    rounds = max(len(c) for c in cards.values())
    used = []
    for seat in range(len(state.setup.balloons)):
        mine = list(cards.get(seat, []))
        filler = list(DECK)
        for card in mine:
            filler.remove(card)
        while len(mine) < rounds:
            mine.append(filler.pop(0))
        used.append(tuple(mine))
    return replace(state, used=tuple(used), positions=spaces, round=rounds)


def test_a_fresh_deck() -> None:
    facts = balloon_facts(new_game(Setup.of(["Ana", "Ben"])), 0)
    assert (facts.cards_left, facts.hand) == (24, 7)
    # Storms: 1 - C(22,7)/C(24,7) = 1 - (17*16)/(24*23) = 1 - 272/552 = 35/69.
    assert facts.storm.left == 2
    assert facts.storm.in_hand == pytest.approx(35 / 69)
    # The one engine: 7 of 24 cards are in the hand, so 7/24.
    assert facts.engine.in_hand == pytest.approx(7 / 24)
    # Strong ballast 12-15 kg (4 cards): 1 - C(20,7)/C(24,7)
    #   = 1 - (17*16*15*14)/(24*23*22*21) = 1 - 57120/255024 = 1 - 170/759 = 589/759.
    assert facts.strong_kg == (15, 14, 13, 12)
    assert facts.strong.in_hand == pytest.approx(589 / 759)
    assert facts.heaviest_kg == 15
    # Hooks (4): 1 - C(20,7)/C(24,7), the same as the four strong ballast cards.
    assert facts.hook.in_hand == pytest.approx(589 / 759)


def test_what_ben_played_is_gone_from_his_deck() -> None:
    # Ben played a storm, 15 kg, 14 kg, a gas, a hook and 1-5 kg: 10 rounds, 14 cards left,
    # 7 in his hand. One storm left: 1 - C(13,7)/C(14,7) = 1 - 7/14 = 1/2.
    ben = [STORM, ballast(15), ballast(14), GAS, HOOK] + [ballast(kg) for kg in range(1, 6)]
    state = played(table((5, 5, 5)), {1: ben}, (7, 6, 5))
    facts = balloon_facts(state, 1)
    assert (facts.cards_left, facts.hand) == (14, 7)
    assert facts.storm.left == 1 and facts.storm.in_hand == pytest.approx(0.5)
    assert facts.gas.left == 1 and facts.gas.in_hand == pytest.approx(0.5)
    assert facts.hook.left == 3
    # Hooks: 1 - C(11,7)/C(14,7) = 1 - 330/3432 = 1 - 5/52 = 47/52.
    assert facts.hook.in_hand == pytest.approx(47 / 52)
    # Strong ballast left: 13 and 12. 1 - C(12,7)/C(14,7) = 1 - (7*6)/(14*13) = 10/13.
    assert facts.strong_kg == (13, 12)
    assert facts.strong.in_hand == pytest.approx(10 / 13)
    assert facts.heaviest_kg == 13


def test_late_in_the_game_the_hand_is_everything_left() -> None:
    # After 20 rounds 4 cards are left and all of them are in the hand: a storm left is
    # certainly held, a card played twice is certainly not.
    ana = [STORM, GAS, GAS, ENGINE] + [HOOK] * 4 + [ballast(kg) for kg in range(1, 13)]
    state = played(table((5, 5)), {0: ana}, (9, 8))
    facts = balloon_facts(state, 0)
    assert (facts.cards_left, facts.hand) == (4, 4)
    assert facts.storm.in_hand == 1.0
    assert facts.gas == Holding(0, 0.0)
    assert facts.engine.left == 0 and facts.engine.in_hand == 0.0
    assert facts.strong_kg == (15, 14, 13)
    assert facts.strong.in_hand == 1.0
    assert chance_in_hand(3, 4, 4) == 1.0


def test_the_baron_plays_the_top_card_of_his_pile() -> None:
    state = table((5, 5, 5), baron=True)
    baron = balloon_facts(state, 2)
    assert baron.baron and baron.hand == 0
    # His card of the round is one of the 24: a storm with chance 2/24.
    assert baron.storm.in_hand == pytest.approx(2 / 24)
    assert baron.strong.in_hand == pytest.approx(4 / 24)


def test_the_baron_card_entered_in_app_draws_is_never_looked_at() -> None:
    state = new_game(Setup.of(["Ana", "Ben"], baron=True, seed=7))
    state = apply(state, PlayCard(0, ballast(3)))
    # In app draws his card of the round may be drawn already; the coach counts only
    # the cards of finished rounds.
    facts = coach_facts(state, 1)
    assert facts is not None
    assert facts.balloons[2].cards_left == 24
    assert facts.balloons[0].cards_left == 24


def test_the_choice_of_one_balloon() -> None:
    # Ana on 7, Ben on 6, Cleo on 5, after 10 rounds. Ben chooses.
    ben = [STORM, ballast(15), ballast(14), GAS, HOOK] + [ballast(kg) for kg in range(1, 6)]
    ana = [GAS] + [ballast(kg) for kg in range(1, 10)]  # one gas and both storms left
    cleo = [STORM, STORM] + [ballast(kg) for kg in range(1, 9)]  # no storm left
    state = played(table((5, 5, 5)), {0: ana, 1: ben, 2: cleo}, (7, 6, 5))
    facts = coach_facts(state, 1)
    assert facts is not None and facts.choice is not None
    choice = facts.choice
    # Ana holds 2 storms of 14 cards: 1 - C(12,7)/C(14,7) = 10/13; Cleo none: 0.
    # Another balloon holds a storm: 1 - (3/13)(1) = 10/13.
    assert choice.storm == pytest.approx(10 / 13)
    assert choice.storm_hits == (0, 1, 2)
    # Ana is one space above with one gas left: 1 - C(13,7)/C(14,7) = 1/2.
    assert choice.gas_above == ((0, pytest.approx(0.5)),)
    # Cleo is one space below with all 4 hooks: 1 - C(10,7)/C(14,7) = 1 - 120/3432 = 1 - 5/143
    #   = 138/143.
    assert choice.hooks_below == ((2, pytest.approx(138 / 143)),)
    assert [r.seat for r in facts.leaders] == [0]
    assert facts.round == 11


def test_storms_from_two_decks_multiply() -> None:
    # Fresh game, three balloons: for Ana, Ben and Cleo each hold a storm with 35/69;
    # at least one of them: 1 - (34/69)^2 = 1 - 1156/4761 = 3605/4761.
    facts = coach_facts(new_game(Setup.of(["Ana", "Ben", "Cleo"])), 0)
    assert facts is not None and facts.choice is not None
    assert facts.choice.storm == pytest.approx(3605 / 4761)
    # Everyone on space 5: nobody is one space above or below.
    assert facts.choice.gas_above == () and facts.choice.hooks_below == ()


def test_a_balloon_on_space_one_cannot_be_sent_down() -> None:
    state = table((1, 6))
    facts = coach_facts(state, 0)
    assert facts is not None and facts.choice is not None
    assert facts.choice.storm_hits == (1,)


def test_how_far_the_leader_can_still_go() -> None:
    # 15-space board, Ana on 11 after 10 rounds with her engine: 4 spaces to the Moon;
    # 1 a round, the engine 2: 1+1+2 = 4 in 3 rounds.
    ana = [ballast(kg) for kg in range(1, 11)]
    state = played(table((5, 5)), {0: ana}, (11, 6))
    r = reach(state, 0)
    assert (r.to_moon, r.rounds_left, r.engine_left, r.earliest, r.farthest) == (4, 14, True, 3, 15)
    # Without the engine: 4 rounds.
    state = played(table((5, 5)), {0: [ENGINE, *ana[1:]]}, (11, 6))
    assert reach(state, 0).earliest == 4
    # 12-space board, Ana on 5 with 3 rounds left and no engine: at most space 8.
    late = [ENGINE] + [HOOK] * 4 + [GAS] * 2 + [STORM] * 2 + [ballast(kg) for kg in range(1, 13)]
    state = played(table((5, 5), edition="12"), {0: late}, (5, 4))
    r = reach(state, 0)
    assert (r.to_moon, r.rounds_left, r.earliest, r.farthest) == (7, 3, None, 8)


def test_leaders_share() -> None:
    facts = coach_facts(table((8, 8, 3)))
    assert facts is not None
    assert [r.seat for r in facts.leaders] == [0, 1]
    assert facts.choice is None


def test_the_coach_is_quiet_outside_the_choice_of_cards() -> None:
    state = replace(table((5, 5)), phase=Phase.OVER)
    assert coach_facts(state, 0) is None
