"""The seven worked examples of MONTGOLFIERE-RULINGS.md, on the 15-space board."""

from __future__ import annotations

from blocky.games.montgolfiere.actions import FollowHook, PlayCard, Resolve
from blocky.games.montgolfiere.events import HookChoiceAsked, StormCount
from blocky.games.montgolfiere.outcome import MontgolfiereEnd, outcome
from blocky.games.montgolfiere.rules import apply, legal_actions
from blocky.games.montgolfiere.state import Phase
from tests.games.montgolfiere.helpers import card, play_round, table, texts


def test_example_1_three_sevens_count_ten() -> None:
    after, events = play_round(table([5, 5, 5, 5]), ["7kg", "7kg", "7kg", "9kg"])
    assert after.positions == (6, 6, 6, 5)
    assert "Ana, Ben and Cleo play 7 kg on space 5: each counts 10 in a squadron of 3." in texts(
        after, events
    )


def test_example_2_gas_cancels_ballast_not_the_engine() -> None:
    after, events = play_round(table([7, 6, 6, 5]), ["gas", "15kg", "engine", "3kg"])
    assert after.positions == (7, 6, 8, 6)
    assert "Dan's 3 kg is the heaviest ballast and wins: up 1." in texts(after, events)


def test_example_3_a_gas_cancels_the_gas_below_it() -> None:
    after, _ = play_round(table([8, 7, 6, 6]), ["gas", "gas", "12kg", "2kg"])
    assert after.positions[2:] == (7, 6)


def test_example_4_two_storms_cancel_out() -> None:
    after, events = play_round(table([5, 5, 6]), ["storm", "storm", "4kg"])
    assert StormCount((0, 1), False) in events
    assert after.positions[2] == 7


def test_example_5_a_hook_in_a_storm_chooses_among_three_moves() -> None:
    state = table([6, 6, 6, 5])
    for seat, code in enumerate(["storm", "10kg", "engine", "hook"]):
        state = apply(state, PlayCard(seat, card(code)))
    asked = apply(state, Resolve())
    assert asked.phase is Phase.HOOK
    assert asked.round_log[-1] == HookChoiceAsked(3, 5, (((0,), 0), ((1,), -1), ((2,), 1)))
    assert legal_actions(asked) == [FollowHook(3, 0), FollowHook(3, 1), FollowHook(3, 2)]
    landing = {follow: apply(asked, FollowHook(3, follow)).positions for follow in (0, 1, 2)}
    assert landing == {0: (6, 5, 7, 5), 1: (6, 5, 7, 4), 2: (6, 5, 7, 6)}


def test_example_6_a_chain_of_hooks() -> None:
    after, _ = play_round(table([9, 8, 7]), ["14kg", "hook", "hook"])
    assert after.positions == (10, 9, 8)


def test_example_7_the_engine_stops_on_the_moon_and_wins() -> None:
    after, events = play_round(table([14, 5]), ["engine", "1kg"])
    assert after.positions == (15, 6)
    assert after.phase is Phase.OVER
    end = outcome(after)
    assert end is not None and end.termination is MontgolfiereEnd.MOON
    assert end.winners == frozenset({0})
    assert "Ana reaches the Moon!" in texts(after, events)
