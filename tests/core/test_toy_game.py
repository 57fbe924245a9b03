"""The core plays a game that is nothing like Blocky Mountains: simultaneous throws and a
coin, driven through the generic record, timeline and registry."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from blocky.core.game import CHANCE, Actor, ActorKind, IllegalAction, Words
from blocky.core.record import (
    Record,
    RecordError,
    Timeline,
    record_from_json,
    record_to_json,
    replay,
    replay_steps,
)
from blocky.core.registry import find_game, register, unregister

from .toy_game import ENTRY, RPS, Coin, RoundWon, RpsEnd, RpsSetup, RpsState, Throw

RpsTimeline = Timeline[RpsSetup, RpsState, object, object]


def _start(seed: int | None = 0, rounds: int = 2) -> RpsTimeline:
    return Timeline.begin(Record(RpsSetup(("Ann", "Bo"), rounds, seed), game=RPS))


@pytest.fixture
def registered() -> Iterator[None]:
    register(ENTRY)
    yield
    unregister("toy-rps")


def test_who_acts_chance_then_both_players_at_once() -> None:
    t = _start(seed=None)
    assert RPS.actor(t.state) == CHANCE
    t = t.play(Coin(True))
    assert RPS.actor(t.state) == Actor(ActorKind.SIMULTANEOUS, frozenset({0, 1}))
    t = t.play(Throw(1, "rock"))  # either seat may throw first
    actor = RPS.actor(t.state)
    assert actor is not None and actor.seats == {0} and not actor.must_act(1)
    with pytest.raises(IllegalAction):
        t.play(Throw(1, "paper"))  # seat 1 has thrown already
    t, events = t.play_logged(Throw(0, "paper"))
    assert events == (RoundWon(0, 2),)  # heads: the round counts double
    assert RPS.describe_event(events[0]) == Words("round_won", {"seat": 0, "points": 2})
    assert t.state.points == (2, 0) and RPS.actor(t.state) == CHANCE


def test_app_draws_the_coin_and_undo_takes_back_one_throw_with_the_coin_after_it() -> None:
    t = _start(seed=11).advance_chance()
    assert [RPS.is_chance(a) for a in t.actions] == [True]
    assert not t.can_undo  # only the app's own draw so far
    t = t.play(Throw(0, "rock"))
    t = t.play(Throw(1, "rock")).advance_chance()  # a draw; the next coin is tossed
    assert len(t.actions) == 4 and RPS.is_chance(t.actions[-1])
    before = t
    undone = t.undo()
    assert undone.actions == t.actions[:2]  # the last throw and the coin after it
    assert undone.state == replay(undone.record)
    assert undone.can_redo
    redone = undone.redo()
    assert redone.actions == before.actions and redone.state == before.state
    # Playing again after an undo draws the same coin: it depends on the seed and index.
    again = undone.play(Throw(1, "rock")).advance_chance()
    assert again.actions == before.actions and not again.can_redo


def test_table_draws_can_undo_a_coin_entered_wrongly() -> None:
    t = _start(seed=None).play(Coin(False))
    assert t.next_chance() is None and t.can_undo
    assert t.undo().actions == ()


def test_a_whole_game_has_a_ranked_outcome() -> None:
    t = _start(seed=None)
    for heads, a, b in ((True, "rock", "scissors"), (False, "rock", "paper")):
        t = t.play(Coin(heads)).play(Throw(0, a)).play(Throw(1, b))
    assert RPS.is_over(t.state)
    outcome = RPS.outcome(t.state)
    assert outcome is not None
    assert outcome.termination is RpsEnd.ROUNDS_PLAYED
    assert outcome.winners == {0} and outcome.place_of(1) == 2
    assert RPS.legal_actions(t.state) == [] and RPS.outcome(_start().state) is None


def test_the_record_round_trips_through_the_registry(registered: None) -> None:
    t = _start(seed=3).advance_chance().play(Throw(0, "paper")).play(Throw(1, "rock"))
    data = record_to_json(t.record)
    assert (data["game"], data["rules"], data["version"]) == ("toy-rps", 3, 2)
    assert find_game("toy-rps").rules() is RPS
    back = record_from_json(data)  # the game is found from the record's own id
    assert back == t.record and back.game is RPS
    assert Timeline.resume(back).state == t.state
    steps = list(replay_steps(back))
    assert [i for i, *_ in steps] == [0, 1, 2] and steps[-1][2] == t.state


def test_records_of_an_unregistered_game_or_newer_rules_are_refused(registered: None) -> None:
    data = record_to_json(_start().advance_chance().record)
    with pytest.raises(RecordError, match="played with newer rules of Rock paper scissors"):
        record_from_json({**data, "rules": 4})
    unregister("toy-rps")
    with pytest.raises(RecordError, match="does not know the game 'toy-rps'"):
        record_from_json(data)


def test_an_illegal_action_in_a_record_is_refused_at_its_index() -> None:
    record = Record(
        RpsSetup(("Ann", "Bo"), 1, None), (Coin(True), Throw(0, "rock"), Throw(0, "paper")), game=RPS
    )
    with pytest.raises(RecordError) as refused:
        replay(record)
    assert refused.value.index == 2 and str(refused.value).startswith("action 2 (throw): ")
