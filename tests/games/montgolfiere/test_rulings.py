"""One or more tests per ruling M1-M14 of MONTGOLFIERE-RULINGS.md (docs/montgolfiere.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blocky.core.game import ActorKind, IllegalAction
from blocky.games.montgolfiere.actions import (
    BaronCard,
    FollowHook,
    NextGame,
    PeekBaron,
    PlayCard,
    Resolve,
)
from blocky.games.montgolfiere.baron import hides_peek, peek_shown, shuffled_pile
from blocky.games.montgolfiere.cards import CARDS, DECK, ENGINE, GAS, HOOK, STORM, ballast
from blocky.games.montgolfiere.events import (
    BallastWins,
    BalloonsMove,
    BaronPeek,
    EngineClimbs,
    GameEnds,
    GameScored,
    GasReleased,
    GasWasted,
    HeldAtBottom,
    HookChoiceAsked,
    HookFollows,
    HookMisses,
    MatchEnds,
    SquadronBonus,
    StopsOnMoon,
    StormCount,
)
from blocky.games.montgolfiere.outcome import MontgolfiereEnd, outcome
from blocky.games.montgolfiere.plugin import MONTGOLFIERE
from blocky.games.montgolfiere.queries import card_choices, peek_card, squadrons, table_view
from blocky.games.montgolfiere.record import Timeline
from blocky.games.montgolfiere.rules import (
    Refused,
    actor,
    apply,
    legal_actions,
    may_enter,
    new_game,
)
from blocky.games.montgolfiere.setup import Balloon, Setup, SetupError
from blocky.games.montgolfiere.state import Phase
from blocky.games.montgolfiere.words import refusal_words
from tests.games.montgolfiere.helpers import card, kinds, play_round, table, texts

# ------------------------------------------------------------------------------- M1


def test_m1_two_to_six_balloons() -> None:
    for n in range(2, 7):
        Setup.of([f"P{i}" for i in range(n)]).validate()
    for n in (1, 7):
        with pytest.raises(SetupError, match="2 to 6 balloons"):
            Setup(tuple(Balloon(f"P{i}", "red") for i in range(n))).validate()


def test_m1_the_baron_is_optional_at_most_one_and_only_with_fewer_than_six_players() -> None:
    assert Setup.of(["Ana", "Ben", "Cleo", "Dan", "Eve"], baron=True).baron_seat == 5
    with pytest.raises(SetupError, match="2 to 6 balloons"):
        Setup.of(["A", "B", "C", "D", "E", "F"], baron=True).validate()
    two = Setup((Balloon("Ana", "red"), Balloon("X", "black", True), Balloon("Y", "white", True)))
    with pytest.raises(SetupError, match="Only one Black Baron"):
        two.validate()


def test_m1_a_duel_against_the_baron_is_allowed() -> None:
    state = new_game(Setup.of(["Ana"], baron=True))
    assert actor(state) is not None and sorted(actor(state).seats) == [0]  # type: ignore[union-attr]
    only_baron = Setup((Balloon("Black Baron", "black", True), Balloon("B2", "red", True)))
    with pytest.raises(SetupError):
        only_baron.validate()


def test_m1_the_black_baron_flies_the_black_balloon_and_no_player_is_black() -> None:
    from blocky.games.montgolfiere.setup import player_colours

    setup = Setup.of(["Ana", "Ben"], baron=True, colours=["red", "blue"])
    assert setup.balloons[2].colour == "black"
    setup.check_new()
    Setup.of(["Ana", "Ben"], colours=["black", "blue"]).check_new()  # no Baron: black is free
    assert "black" not in player_colours(True) and "black" in player_colours(False)
    black = Setup.of(["Ana", "Ben"], baron=True, colours=["black", "blue"])
    with pytest.raises(SetupError, match="no player is black") as refused:
        black.check_new()
    assert refused.value.kind == "black_is_barons"
    # A game saved with a blue Baron before this rule still opens as it was.
    old = Setup((Balloon("Ana", "black"), Balloon("Black Baron", "blue", True)))
    assert new_game(old).setup.balloons[1].colour == "blue"


# ------------------------------------------------------------------------------- M2


def test_m2_a_used_up_card_is_refused_with_a_reason() -> None:
    state = table([5, 5])
    state, _ = play_round(state, ["storm", "9kg"])
    state, _ = play_round(state, ["storm", "1kg"])
    with pytest.raises(Refused) as refused:
        apply(state, PlayCard(0, STORM))
    assert str(refused.value) == "Ana has played both storms already."
    assert refusal_words(refused.value).key == "card_used_up"
    with pytest.raises(Refused, match=r"^Ben has played the 9 kg ballast\.$"):
        apply(state, PlayCard(1, ballast(9)))
    # the view's buttons say the same, and count what is left
    choices = {c.card: c for c in card_choices(state, 0)}
    assert not choices[STORM].allowed and choices[STORM].left == 0
    assert choices[HOOK].allowed and choices[HOOK].left == 4
    assert PlayCard(0, STORM) not in legal_actions(state)


def test_m2_every_balloon_plays_exactly_one_card_per_round() -> None:
    state = table([5, 5])
    state = apply(state, PlayCard(0, HOOK))
    with pytest.raises(Refused, match="entered already"):
        apply(state, PlayCard(0, GAS))
    with pytest.raises(Refused, match="Still to enter: Ben"):
        apply(state, Resolve())


def test_m2_at_most_24_rounds_every_card_played_once() -> None:
    # After 23 rounds each balloon holds its last card only: the 24th round is the last.
    last = tuple(c for c in DECK if c is not GAS) + (GAS,)
    state = replace(table([3, 4], edition="12"), round=23, used=(last[:23], last[:23]))
    allowed = [c.card for c in card_choices(state, 0) if c.allowed]
    assert allowed == [GAS]
    state, _ = play_round(state, ["gas", "gas"])
    assert state.round == 24 and state.phase is Phase.OVER
    assert legal_actions(state) == [] and actor(state) is None
    assert all(sorted(map(str, u)) == sorted(map(str, DECK)) for u in state.used)


# ------------------------------------------------------------------------------- M3


def test_m3_steps_in_the_rulebooks_order() -> None:
    state = table([8, 7, 6, 5, 3, 10])
    after, _ = play_round(state, ["gas", "storm", "5kg", "hook", "storm", "engine"])
    assert kinds(after.round_log) == [
        "CardsRevealed",
        "GasReleased",  # Ana's gas cancels Ben's storm
        "StormCount",  # Eve's storm alone: stormy
        "BallastWins",  # Cleo's 5 kg: down 1
        "EngineClimbs",  # Finn: up 1 only
        "HookFollows",  # Dan follows Cleo down
        "BalloonsMove",
    ]
    assert after.positions == (8, 7, 5, 4, 3, 11)


def test_m3_below_and_above_mean_the_spaces_at_the_reveal_and_moves_happen_together() -> None:
    # Ben climbs from 5 to 6 by ballast; Ana's gas on 7 looks at space 6 at the reveal,
    # where nobody was: her gas is a discard, Ben still moves.
    state = table([7, 5])
    after, events = play_round(state, ["gas", "3kg"])
    assert after.positions == (7, 6)
    assert GasWasted((0,), 7) in events


# ------------------------------------------------------------------------------- M4


def test_m4_gas_cancels_every_card_below_except_a_super_engine() -> None:
    state = table([7, 6, 6, 6])
    after, events = play_round(state, ["gas", "15kg", "engine", "storm"])
    assert GasReleased((0,), 7, ((1, "15kg"), (3, "storm")), (2,)) in events
    assert not any(isinstance(e, StormCount) for e in events)  # the storm is cancelled
    assert after.positions == (7, 6, 8, 6)
    assert (
        "Ana's sleeping gas cancels Ben's 15 kg and Dan's storm; Cleo's super engine runs on."
        in texts(after, events)
    )


def test_m4_gases_from_the_top_down_a_cancelled_gas_does_nothing() -> None:
    state = table([8, 7, 6])
    after, events = play_round(state, ["gas", "gas", "4kg"])
    assert GasReleased((0,), 8, ((1, "gas"),), ()) in events
    assert after.positions == (8, 7, 7)


def test_m4_two_gases_on_one_space_act_together() -> None:
    state = table([7, 7, 6, 5])
    after, events = play_round(state, ["gas", "gas", "10kg", "1kg"])
    assert GasReleased((0, 1), 7, ((2, "10kg"),), ()) in events
    assert after.positions == (7, 7, 6, 6)


def test_m4_gas_with_nobody_below_is_a_discard() -> None:
    state = table([9, 5])
    _, events = play_round(state, ["gas", "2kg"])
    assert GasWasted((0,), 9) in events


def test_m4_a_cancelled_card_is_gone_from_the_deck() -> None:
    state = table([7, 6])
    after, _ = play_round(state, ["gas", "12kg"])
    assert after.positions == (7, 6)
    with pytest.raises(Refused, match="12 kg"):
        apply(after, PlayCard(1, ballast(12)))


# ------------------------------------------------------------------------------- M5


def test_m5_an_odd_number_of_storms_makes_the_round_stormy() -> None:
    state = table([5, 5, 5, 5])
    after, events = play_round(state, ["storm", "storm", "storm", "8kg"])
    assert StormCount((0, 1, 2), True) in events
    assert after.positions == (5, 5, 5, 4)
    after, events = play_round(table([5, 5, 5]), ["storm", "storm", "8kg"])
    assert StormCount((0, 1), False) in events and after.positions == (5, 5, 6)


def test_m5_a_storm_turns_every_move_down_but_an_engine_still_climbs_one() -> None:
    state = table([6, 6, 5])
    after, events = play_round(state, ["storm", "engine", "hook"], {2: 1})
    assert EngineClimbs(1, 1) in events
    assert after.positions == (6, 7, 6)
    state = table([6, 6, 5, 5])
    after, _ = play_round(state, ["storm", "3kg", "hook", "2kg"], {2: 1})
    # Ben's 3 kg wins and goes down; Cleo's hook follows him down
    assert after.positions == (6, 5, 4, 5)


# ------------------------------------------------------------------------------- M6


def test_m6_the_squadron_bonus_counts_the_balloons_playing_that_weight() -> None:
    state = table([5, 5, 4])
    after, events = play_round(state, ["7kg", "7kg", "8kg"])
    assert SquadronBonus((0, 1), 5, 7, 9) in events
    assert after.positions == (6, 6, 4)
    assert "Ana's 7 kg counts 9 in a squadron of 2 and shares the win: up 1." in texts(
        after, events
    )


def test_m6_ballast_on_different_spaces_earns_no_bonus() -> None:
    state = table([5, 6, 4])
    after, events = play_round(state, ["7kg", "7kg", "8kg"])
    assert not any(isinstance(e, SquadronBonus) for e in events)
    assert after.positions == (5, 6, 5)


def test_m6_ties_all_move_and_the_others_do_not() -> None:
    state = table([5, 8, 3])
    after, events = play_round(state, ["11kg", "11kg", "2kg"])
    assert [e.seat for e in events if isinstance(e, BallastWins)] == [0, 1]
    assert after.positions == (6, 9, 3)


# ------------------------------------------------------------------------------- M7


def test_m7_the_super_engine_climbs_two_whatever_the_ballast_did() -> None:
    state = table([5, 5])
    after, events = play_round(state, ["engine", "15kg"])
    assert EngineClimbs(0, 2) in events and after.positions == (7, 6)


def test_m7_gas_never_cancels_a_super_engine() -> None:
    after, events = play_round(table([8, 7]), ["gas", "engine"])
    assert GasReleased((0,), 8, (), (1,)) in events
    assert after.positions == (8, 9)
    assert "Ana's sleeping gas cannot stop Ben's super engine." in texts(after, events)


# ------------------------------------------------------------------------------- M8


def test_m8_a_hook_follows_the_balloon_directly_above() -> None:
    after, events = play_round(table([6, 5, 4]), ["9kg", "hook", "hook"])
    assert HookFollows(1, (0,), 1, False) in events
    assert after.positions == (7, 6, 5)  # a chain carries


def test_m8_a_hook_with_nobody_directly_above_does_nothing() -> None:
    after, events = play_round(table([8, 5]), ["9kg", "hook"])
    assert HookMisses(1, 5) in events and after.positions == (9, 5)


def test_m8_the_choice_is_asked_only_when_the_moves_differ() -> None:
    # Both balloons above move the same: no question.
    state = table([6, 6, 5])
    after, events = play_round(state, ["10kg", "10kg", "hook"])
    assert not any(isinstance(e, HookChoiceAsked) for e in events)
    assert HookFollows(2, (0, 1), 1, False) in events
    # Different moves: the hook's player is asked, each move offered once.
    state = table([6, 6, 6, 5])
    for seat, code in enumerate(["engine", "3kg", "3kg"]):
        state = apply(state, PlayCard(seat, card(code)))
    state = apply(apply(state, PlayCard(3, HOOK)), Resolve())
    assert state.phase is Phase.HOOK and actor(state).kind is ActorKind.PLAYER  # type: ignore[union-attr]
    assert [(o.seats, o.delta) for o in state.question.options] == [((0,), 2), ((1, 2), 1)]  # type: ignore[union-attr]
    assert legal_actions(state) == [FollowHook(3, 0), FollowHook(3, 1)]
    after = apply(state, FollowHook(3, 2))  # Cleo gives the same move as Ben: allowed
    assert after.positions == (8, 7, 7, 6)
    with pytest.raises(Refused, match="only follow a balloon on space 6: Ana, Ben, Cleo"):
        apply(state, FollowHook(3, 3))


def test_m8_a_balloon_that_does_not_move_may_be_chosen_to_escape_a_storm() -> None:
    state = table([6, 6, 5])
    after, events = play_round(state, ["storm", "4kg", "hook"], {2: 0})
    assert HookFollows(2, (0,), 0, True) in events
    assert after.positions == (6, 5, 5)


def test_m8_the_barons_hook_follows_the_move_that_takes_him_highest() -> None:
    state = table([6, 6, 5], baron=True)
    after, events = play_round(state, ["engine", "5kg", "hook"])
    assert HookFollows(2, (0,), 2, True) in events
    assert after.positions == (8, 7, 7)


def test_m8_the_barons_hook_escapes_a_storm_and_ties_go_to_the_first_in_seat_order() -> None:
    # Stormy: Ben's ballast wins and goes down, Ana stays: the Baron follows Ana.
    after, events = play_round(table([6, 6, 5], baron=True), ["storm", "5kg", "hook"])
    assert HookFollows(2, (0,), 0, True) in events and after.positions == (6, 5, 5)
    # Ana and Cleo climb 2, Ben 1: the Baron climbs 2 and the words name Ana first.
    state = table([6, 6, 6, 5], baron=True)
    after, events = play_round(state, ["engine", "5kg", "engine", "hook"])
    assert HookFollows(3, (0, 2), 2, True) in events and after.positions[3] == 7


def test_m8_a_hook_copies_the_real_move_of_a_balloon_stopped_by_the_moon() -> None:
    # Ana's super engine from 14 stops on the Moon after 1 space; Ben's hook climbs 1.
    after, events = play_round(table([14, 13]), ["engine", "hook"])
    assert StopsOnMoon(0) in events and HookFollows(1, (0,), 1, False) in events
    assert after.positions == (15, 14) and StopsOnMoon(1) not in events
    # The same 1 space as Cleo's winning ballast beside her: no choice is asked.
    after, events = play_round(table([14, 14, 13]), ["engine", "15kg", "hook"])
    assert HookFollows(2, (0, 1), 1, False) in events and after.positions == (15, 15, 14)


# ------------------------------------------------------------------------------- M9


def test_m9_never_below_space_one() -> None:
    after, events = play_round(table([1, 3]), ["6kg", "storm"])
    assert HeldAtBottom(0) in events and after.positions == (1, 3)
    # a hook on space 1 follows a balloon down from 2 and stays on 1
    after, events = play_round(table([2, 1, 5]), ["5kg", "hook", "storm"])
    assert HookFollows(1, (0,), 0, False) in events and HeldAtBottom(1) in events
    assert after.positions == (1, 1, 5)


def test_m9_never_past_the_moon() -> None:
    after, events = play_round(table([14, 5]), ["engine", "1kg"])
    assert StopsOnMoon(0) in events and after.positions == (15, 6)
    # a hook follows the move as it happens: one space, not two
    after, _ = play_round(table([14, 13, 3]), ["engine", "hook", "2kg"])
    assert after.positions[:2] == (15, 14)


# ------------------------------------------------------------------------------ M10


def test_m10_the_game_ends_after_the_round_a_balloon_reaches_the_moon() -> None:
    state = table([14, 14, 5])
    after, events = play_round(state, ["engine", "3kg", "1kg"])
    assert after.positions == (15, 15, 5)  # the round's moves all happen
    assert after.phase is Phase.OVER
    end = outcome(after)
    assert end is not None and end.termination is MontgolfiereEnd.MOON
    assert end.winners == frozenset({0, 1})
    assert GameEnds(1, "moon", (0, 1)) in events


def test_m10_after_the_24th_round_the_highest_win_and_ties_share() -> None:
    # 23 rounds already played: each balloon has used 23 cards and keeps 1 gas back
    rest = tuple(c for c in DECK if c is not GAS) + (GAS,)
    state = replace(table([9, 9, 4]), round=23, used=(rest[:23],) * 3)
    after, _ = play_round(state, ["gas", "gas", "gas"])
    end = outcome(after)
    assert after.round == 24 and end is not None
    assert end.termination is MontgolfiereEnd.ROUNDS and end.winners == frozenset({0, 1})


def test_m10_the_baron_can_win() -> None:
    state = table([5, 14], baron=True)
    after, _ = play_round(state, ["3kg", "engine"])
    end = outcome(after)
    assert end is not None and end.winners == frozenset({1})


# ------------------------------------------------------------------------------ M11


def test_m11_each_balloon_scores_its_space_the_moon_scores_five_more() -> None:
    state = table([14, 9, 5], target=50)
    after, events = play_round(state, ["engine", "1kg", "2kg"])
    assert GameScored(1, (20, 9, 6), (20, 9, 6)) in events
    assert after.phase is Phase.BETWEEN_GAMES
    state12 = table([11, 5], edition="12", target=50)
    after12, events = play_round(state12, ["engine", "1kg"])
    assert GameScored(1, (17, 6), (17, 6)) in events


def test_m11_the_match_goes_on_to_the_target_balloons_keep_their_colour() -> None:
    state = table([14, 9, 5], target=30)
    state, _ = play_round(state, ["engine", "1kg", "2kg"])
    assert state.phase is Phase.BETWEEN_GAMES and actor(state) is not None
    with pytest.raises(Refused):
        apply(state, PlayCard(0, HOOK))
    state = apply(state, NextGame())
    assert state.game == 1 and state.positions == (5, 5, 5) and state.used == ((), (), ())
    assert table_view(state).balloons[0].colour == "red"
    state = replace(state, positions=(5, 14, 5))
    state, events = play_round(state, ["1kg", "engine", "2kg"])
    assert GameScored(2, (5, 20, 6), (25, 29, 12)) in events
    assert state.phase is Phase.BETWEEN_GAMES  # 29 < 30
    state = replace(apply(state, NextGame()), positions=(14, 5, 5))
    state, events = play_round(state, ["engine", "1kg", "2kg"])
    assert MatchEnds((0,), (45, 34, 18)) in events
    end = outcome(state)
    assert end is not None and end.termination is MontgolfiereEnd.MATCH
    assert end.winners == frozenset({0}) and state.phase is Phase.OVER


# ------------------------------------------------------------------------------ M12


def test_m12_app_draws_deal_the_barons_shuffled_pile_from_the_shuffle_number() -> None:
    setup = Setup.of(["Ana", "Ben"], baron=True, seed=42)
    t = Timeline.start(setup)
    t = t.play(PlayCard(0, HOOK)).play(PlayCard(1, GAS))
    assert actor(t.state).is_chance  # type: ignore[union-attr]
    t = t.advance_chance()
    assert t.state.entered[2] is shuffled_pile(42, 0)[0]
    # the same shuffle number deals the same again, after an undo too
    again = t.undo().play(PlayCard(1, GAS)).advance_chance()
    assert again.state == t.state
    with pytest.raises(Refused, match="top of his shuffled pile"):
        apply(
            t.undo().play(PlayCard(1, GAS)).state,
            BaronCard(next(c for c in CARDS if c is not shuffled_pile(42, 0)[0])),
        )


def test_m12_table_draws_take_any_card_left_in_his_deck() -> None:
    state = table([5, 5, 5], baron=True)
    options = MONTGOLFIERE.chance_outcomes(apply(apply(state, PlayCard(0, HOOK)), PlayCard(1, GAS)))
    assert dict((a.card, w) for a, w in options)[HOOK] == 4  # type: ignore[attr-defined]
    assert len(options) == len(CARDS)
    state, _ = play_round(state, ["1kg", "2kg", "engine"])
    with pytest.raises(Refused, match="super engine"):
        apply(state, BaronCard(ENGINE))


def test_m12_the_barons_card_is_offered_as_chance_exactly_when_it_may_be_entered() -> None:
    # App draws: the app draws his card once the players' cards are in (or for a peek),
    # never while they are still choosing; the rules then neither offer nor accept it.
    state = table([5, 5, 5], baron=True, draws="app", seed=42)
    state = replace(state, baron_pile=shuffled_pile(42, 0))
    top = BaronCard(shuffled_pile(42, 0)[0])
    waiting = apply(state, PlayCard(0, HOOK))
    assert actor(waiting).kind is ActorKind.SIMULTANEOUS  # type: ignore[union-attr]
    assert MONTGOLFIERE.chance_outcomes(waiting) == []
    assert not [a for a in legal_actions(waiting) if isinstance(a, BaronCard)]
    with pytest.raises(Refused, match="once every player's card is entered") as refused:
        apply(waiting, top)
    assert refused.value.kind == "baron_card_not_due"
    ready = apply(waiting, PlayCard(1, GAS))
    assert actor(ready).is_chance  # type: ignore[union-attr]
    assert MONTGOLFIERE.chance_outcomes(ready) == [(top, 1)]
    assert legal_actions(ready) == [top]
    # Table draws: the players turn his card when they like and enter it beside theirs,
    # so while they choose it is among the legal actions, weighted as his deck holds it.
    state = table([5, 5, 5], baron=True)
    choosing = apply(state, PlayCard(0, HOOK))
    outcomes = MONTGOLFIERE.chance_outcomes(choosing)
    assert actor(choosing).kind is ActorKind.SIMULTANEOUS  # type: ignore[union-attr]
    assert len(outcomes) == len(CARDS)
    baron_cards = [a for a in legal_actions(choosing) if isinstance(a, BaronCard)]
    assert baron_cards == [a for a, _ in outcomes]
    assert may_enter(choosing, 2)
    entered = apply(choosing, BaronCard(HOOK))
    assert MONTGOLFIERE.chance_outcomes(entered) == []
    assert not [a for a in legal_actions(entered) if isinstance(a, BaronCard)]


@pytest.mark.parametrize("seed", range(6))
def test_m12_chance_outcomes_are_legal_actions_in_every_state(seed: int) -> None:
    import random

    from blocky.games.montgolfiere.simulate import random_action, random_setup

    rng = random.Random(seed)
    state = new_game(random_setup(rng, "15" if seed % 2 else "12"))
    while state.phase is not Phase.OVER:
        legal = legal_actions(state)
        for action, weight in MONTGOLFIERE.chance_outcomes(state):
            assert weight > 0 and action in legal, (state.round, action)
        state = apply(state, random_action(state, rng))


def test_m12_the_peek_is_a_deliberate_action_for_the_balloons_on_his_space() -> None:
    state = table([5, 6, 5], baron=True, draws="app", seed=9)
    state = replace(state, baron_pile=shuffled_pile(9, 0))
    assert PeekBaron() in legal_actions(state)
    after = apply(state, PeekBaron())
    assert MONTGOLFIERE.apply_logged(state, PeekBaron())[1] == (BaronPeek((0,), 5),)
    assert actor(after).is_chance  # type: ignore[union-attr]  # the app draws the card now
    drawn = apply(after, MONTGOLFIERE.legal_actions(after)[0])
    assert peek_card(drawn) is shuffled_pile(9, 0)[0]
    with pytest.raises(Refused, match="shown already"):
        apply(drawn, PeekBaron())
    nobody = table([5, 6, 7], baron=True)
    with pytest.raises(Refused, match="Nobody is on the Baron's space"):
        apply(nobody, PeekBaron())
    assert PeekBaron() not in legal_actions(nobody)


def test_m12_the_peeked_card_hides_when_a_balloon_that_may_not_look_is_entered() -> None:
    # Ana is beside the Baron (space 5), Ben and Cleo are not (space 6).
    state = table([5, 6, 6, 5], baron=True, draws="app", seed=9)
    state = replace(state, baron_pile=shuffled_pile(9, 0))
    top = shuffled_pile(9, 0)[0]
    shown = apply(apply(state, PeekBaron()), BaronCard(top))
    assert peek_shown(shown) and peek_card(shown) == top
    assert not hides_peek(shown, 0) and hides_peek(shown, 1)
    # Ana may look: her card keeps it shown; Ben's card hides it.
    ana = apply(shown, PlayCard(0, ballast(3)))
    assert peek_shown(ana) and peek_card(ana) == top
    hidden = apply(ana, PlayCard(1, ballast(4)))
    assert not peek_shown(hidden) and peek_card(hidden) is None
    # One peek a round is enough; a second press shows it again to the same players.
    assert PeekBaron() in legal_actions(hidden)
    again, events = MONTGOLFIERE.apply_logged(hidden, PeekBaron())
    assert events == (BaronPeek((0,), 5),) and peek_card(again) == top
    # The round is resolved: hidden, and a new round has its own peek.
    resolved = apply(apply(again, PlayCard(2, ballast(5))), Resolve())
    assert resolved.round == 1 and not peek_shown(resolved) and peek_card(resolved) is None


def test_m12_the_barons_card_turned_at_the_table_hides_the_peek() -> None:
    state = apply(table([5, 5, 5], baron=True), PeekBaron())
    assert peek_shown(state) and hides_peek(state, 2)
    turned = apply(state, BaronCard(ballast(6)))
    assert not peek_shown(turned)
    with pytest.raises(Refused, match="turned already"):
        apply(turned, PeekBaron())


def test_m12_the_barons_card_is_entered_only_when_the_players_turn_it() -> None:
    app = table([5, 5, 5], baron=True, draws="app", seed=3)
    assert may_enter(app, 0) and not may_enter(app, 2)
    at_table = table([5, 5, 5], baron=True)
    assert may_enter(at_table, 2)
    turned = apply(at_table, BaronCard(ballast(6)))
    assert not may_enter(turned, 2) and may_enter(turned, 1)
    all_in = apply(apply(turned, PlayCard(0, HOOK)), PlayCard(1, ballast(2)))
    assert not any(may_enter(all_in, s) for s in range(3))
    assert may_enter(apply(all_in, Resolve()), 2)  # the next round's card


# ------------------------------------------------------------------------------ M13


def test_m13_balloons_on_one_space_form_a_squadron() -> None:
    state = new_game(Setup.of(["Ana", "Ben", "Cleo"]))
    assert [q.seats for q in squadrons(state)] == [(0, 1, 2)]
    state = replace(state, positions=(6, 4, 6))
    assert [(q.space, q.seats) for q in squadrons(state)] == [(6, (0, 2))]


# ------------------------------------------------------------------------------ M14


def test_m14_cards_are_entered_in_any_order_then_the_round_is_resolved() -> None:
    state = table([5, 5, 5], baron=True)
    assert actor(state).kind is ActorKind.SIMULTANEOUS  # type: ignore[union-attr]
    state = apply(state, PlayCard(1, ballast(4)))
    assert actor(state).seats == frozenset({0})  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="Baron's card is the top card of his pile"):
        apply(state, PlayCard(2, HOOK))
    state = apply(state, BaronCard(ballast(2)))  # at the table his card may come first
    state = apply(state, PlayCard(0, ballast(3)))
    assert legal_actions(state) == [Resolve()]
    after, events = MONTGOLFIERE.apply_logged(state, Resolve())
    assert isinstance(events[-1], BalloonsMove) and after.positions == (5, 6, 5)


def test_m14_each_step_is_worded() -> None:
    state = table([7, 6, 5, 5])
    after, events = play_round(state, ["gas", "12kg", "7kg", "7kg"])
    lines = texts(after, events)
    assert "Ana's sleeping gas cancels Ben's 12 kg." in lines
    assert "Cleo's 7 kg counts 9 in a squadron of 2 and shares the win: up 1." in lines
    assert lines[-1] == "The balloons move: Cleo 5 → 6, Dan 5 → 6."
    words = [MONTGOLFIERE.describe_event(e) for e in after.round_log]
    assert words[1].key == "gas_released" and words[1].params["seats"] == (0,)


def test_m8_undo_brings_the_hook_question_back_and_redo_answers_it() -> None:
    t = Timeline.start(Setup.of(["Ana", "Ben", "Cleo", "Dan"], draws="table"))
    for round_cards in (["10kg", "10kg", "1kg", "2kg"], ["engine", "3kg", "2kg", "hook"]):
        for seat, code in enumerate(round_cards):
            t = t.play(PlayCard(seat, card(code)))
        t = t.play(Resolve())
    asked = t
    assert [(o.seats, o.delta) for o in asked.state.question.options] == [((0,), 2), ((1,), 1)]  # type: ignore[union-attr]
    answered = asked.play(FollowHook(3, 0))
    assert answered.state.positions == (8, 7, 5, 7)
    back = answered.undo()
    assert back.state == asked.state and back.state.phase is Phase.HOOK
    assert back.redo().state == answered.state
