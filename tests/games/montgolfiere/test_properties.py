"""Random playouts and hypothesis: every invariant holds after every action; records
replay to the same state; undo and redo bring back what they should; hostile records are
refused with a sentence."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blocky.core.record import RecordError, record_to_json
from blocky.games.montgolfiere.cards import CARDS, MAX_ROUNDS, card_from_code
from blocky.games.montgolfiere.invariants import check_invariants
from blocky.games.montgolfiere.record import Record, Timeline, record_from_json, replay
from blocky.games.montgolfiere.resolution import resolve_round
from blocky.games.montgolfiere.rules import legal_actions
from blocky.games.montgolfiere.simulate import random_action, random_playout, random_setup, simulate
from blocky.games.montgolfiere.state import Phase


@pytest.mark.parametrize("edition", ["15", "12"])
def test_random_playouts_keep_every_invariant(edition: str) -> None:
    rng = random.Random(edition)
    for _ in range(60):
        state, rounds, _ = random_playout(random_setup(rng, edition), rng)
        assert state.phase is Phase.OVER and rounds >= 1


@settings(max_examples=60, deadline=None)
@given(
    spaces=st.lists(st.integers(1, 14), min_size=2, max_size=6),
    codes=st.lists(st.sampled_from([c.code for c in CARDS]), min_size=6, max_size=6),
    data=st.data(),
)
def test_a_round_keeps_every_balloon_on_the_board_and_moves_at_most_two(
    spaces: list[int], codes: list[str], data: st.DataObject
) -> None:
    cards = [card_from_code(c) for c in codes[: len(spaces)]]
    choices: dict[int, int] = {}
    while True:
        r = resolve_round(spaces, cards, 15, choices=choices)
        if r.question is None:
            break
        options = r.question.options
        assert len({o.to for o in options}) == len(options) >= 2  # each move offered once
        choices[r.question.seat] = data.draw(st.sampled_from([o.follow for o in options]))
    assert r.spaces is not None
    for before, after in zip(spaces, r.spaces, strict=True):
        assert 1 <= after <= 15 and abs(after - before) <= 2


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), edition=st.sampled_from(["15", "12"]))
def test_records_replay_to_the_same_state_and_undo_redo_return(seed: int, edition: str) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng, edition)
    t = Timeline.start(setup).advance_chance()
    steps = 0
    while t.state.phase is not Phase.OVER and steps < 400:
        if rng.random() < 0.1 and t.can_undo:
            before = t
            t = t.undo().redo()
            assert t.state == before.state and t.actions == before.actions
        t = t.play(random_action(t.state, rng)).advance_chance()
        check_invariants(t.state)
        steps += 1
    data = json.loads(json.dumps(record_to_json(t.record)))
    assert replay(record_from_json(data)) == t.state
    assert t.state.round <= MAX_ROUNDS


@settings(max_examples=80, deadline=None)
@given(
    actions=st.lists(
        st.one_of(
            st.fixed_dictionaries(
                {
                    "do": st.just("play"),
                    "seat": st.integers(-2, 8),
                    "card": st.one_of(
                        st.sampled_from([c.code for c in CARDS]),
                        st.integers(-1, 20),
                        st.text(max_size=4),
                    ),
                }
            ),
            st.fixed_dictionaries({"do": st.sampled_from(["resolve", "peek", "next_game"])}),
            st.fixed_dictionaries(
                {"do": st.just("follow"), "seat": st.integers(0, 6), "follow": st.integers(0, 6)}
            ),
            st.fixed_dictionaries(
                {"do": st.just("baron_card"), "card": st.sampled_from([c.code for c in CARDS])}
            ),
        ),
        max_size=30,
    )
)
def test_any_record_replays_or_is_refused_with_a_sentence(actions: list[object]) -> None:
    data = {
        "format": "blocky-mountains-record",
        "version": 2,
        "game": "montgolfiere",
        "rules": 1,
        "setup": {
            "edition": "12",
            "balloons": [
                {"name": "Ana", "colour": "red"},
                {"name": "Ben", "colour": "blue"},
                {"baron": True, "colour": "black"},
            ],
            "draws": "table",
            "seed": 0,
        },
        "actions": actions,
    }
    try:
        state = replay(record_from_json(data))
    except RecordError as exc:
        assert str(exc)
        return
    check_invariants(state)


def test_every_legal_action_is_accepted_and_the_rest_refused() -> None:
    rng = random.Random(5)
    setup = random_setup(rng, "15")
    t = Timeline.start(setup).advance_chance()
    for _ in range(40):
        if t.state.phase is Phase.OVER:
            break
        for action in legal_actions(t.state):
            t.game.apply(t.state, action)  # never refused
        t = t.play(random_action(t.state, rng)).advance_chance()


def test_simulate_many_games_per_edition() -> None:
    for edition in ("15", "12"):
        result = simulate(edition=edition, games=100, seed=11)
        assert result.games == 100 and result.rounds > 100


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["15", "12"])
def test_simulate_a_thousand_games_per_edition(edition: str) -> None:
    result = simulate(edition=edition, games=1000, seed=2026)
    assert result.games == 1000


def test_a_record_of_another_board_is_refused() -> None:
    setup = random_setup(random.Random(1), "15")
    data = record_to_json(Record(setup, ()))
    data["board_data"]["digest"] = "0000000000000000"
    with pytest.raises(RecordError, match="different board"):
        record_from_json(data)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    setup=st.one_of(
        _JSON,
        st.fixed_dictionaries(
            {
                "balloons": st.lists(
                    st.fixed_dictionaries(
                        {
                            "name": st.text(max_size=50),
                            "colour": st.sampled_from(["red", "blue", "pink", 3]),
                        }
                    ),
                    max_size=8,
                )
            },
            optional={
                "edition": _JSON,
                "draws": _JSON,
                "seed": _JSON,
                "target": _JSON,
                "spaces": _JSON,
            },
        ),
    )
)
def test_any_setup_is_played_or_refused_with_a_sentence(setup: object) -> None:
    data = {
        "format": "blocky-mountains-record",
        "version": 2,
        "game": "montgolfiere",
        "rules": 1,
        "setup": setup,
        "actions": [],
    }
    try:
        state = replay(record_from_json(data))
    except RecordError as exc:
        assert str(exc).startswith("setup: ") or "board" in str(exc)
        return
    check_invariants(state)
