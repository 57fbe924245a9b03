"""Random games: invariants after every action, records that round-trip, undo/redo."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.actions import (
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    RevealCard,
    action_from_json,
    action_to_json,
)
from blocky.games.blocky_mountains.game import (
    apply,
    current_actor,
    is_over,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.invariants import check_invariants
from blocky.games.blocky_mountains.record import (
    Record,
    Timeline,
    record_from_json,
    record_to_json,
    replay,
)
from blocky.games.blocky_mountains.simulate import random_playout, random_setup
from blocky.games.blocky_mountains.state import CHANCE, Draws, Phase, Setup


@pytest.mark.parametrize(("mode", "games"), [("race", 150), ("team", 150), ("solo", 150)])
def test_random_playouts_keep_every_invariant(mode: str, games: int) -> None:
    rng = random.Random(f"playouts/{mode}")
    ended = set()
    for _ in range(games):
        state, n = random_playout(random_setup(mode, rng), rng)  # checks after every action
        assert is_over(state) and n > 0
        ended.add(state.end_reason)
    assert ended  # every game finished


def _setups() -> st.SearchStrategy[Setup]:
    seed = st.integers(0, 2**31)
    draws = st.sampled_from([Draws.APP, Draws.TABLE])
    race = st.builds(
        lambda n, d, s: Setup.race(
            [(f"P{i}", c) for i, c in enumerate(["white", "black", "orange", "violet"][:n])],
            draws=d,
            seed=s,
        ),
        st.integers(1, 4),
        draws,
        seed,
    )
    team = st.builds(
        lambda n, lvl, start, d, s: Setup.team(
            [f"A{i}" for i in range(n)], level=lvl, start=start, draws=d, seed=s
        ),
        st.integers(2, 7),
        st.sampled_from(["beginner", "advanced"]),
        st.sampled_from(["campground", "A", "B"]),
        draws,
        seed,
    )
    solo = st.builds(
        lambda c, d, s: Setup.solo("Mia", course=c, draws=d, seed=s),
        st.sampled_from(["A", "B", "C", "climb"]),
        draws,
        seed,
    )
    return st.one_of(race, team, solo)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=_setups(), data=st.data())
def test_any_legal_sequence_round_trips_through_json(setup: Setup, data: st.DataObject) -> None:
    t = Timeline.start(setup)
    steps = data.draw(st.integers(0, 150), label="steps")
    for _ in range(steps):
        if is_over(t.state):
            break
        if setup.draws is Draws.APP and current_actor(t.state) == CHANCE:
            t = t.advance_chance()
            continue
        legal = legal_actions(t.state)
        t = t.play(legal[data.draw(st.integers(0, len(legal) - 1))])
        check_invariants(t.state)
    text = json.dumps(record_to_json(t.record))
    back = record_from_json(json.loads(text))
    assert back == t.record
    assert replay(back) == t.state
    for a in t.actions:
        assert action_from_json(json.loads(json.dumps(action_to_json(a)))) == a


def _played(setup: Setup, decisions: int, rng: random.Random) -> Timeline:
    t = Timeline.start(setup).advance_chance()
    for _ in range(decisions):
        if is_over(t.state):
            break
        if current_actor(t.state) == CHANCE:  # table draws: someone enters the card
            t = t.play(rng.choice(legal_actions(t.state)))
            continue
        t = t.play(rng.choice(legal_actions(t.state))).advance_chance()
    return t


@settings(max_examples=40, deadline=None)
@given(setup=_setups(), seed=st.integers(0, 10_000), n=st.integers(1, 12))
def test_undo_n_then_redo_n_is_the_same_game(setup: Setup, seed: int, n: int) -> None:
    t = _played(setup, 60, random.Random(seed))
    u = t
    undone = 0
    while undone < n and u.can_undo:
        u = u.undo()
        undone += 1
        assert u.state == replay(u.record)
    for _ in range(undone):
        u = u.redo()
    assert u.record == t.record and u.state == t.state
    assert not u.can_redo


def test_undo_drops_the_last_decision_and_the_chance_after_it() -> None:
    t = Timeline.start(Setup.race([("Wendy", "white"), ("Ben", "black")], seed=9))
    t = t.play(ChoosePile("A")).advance_chance()
    assert [a.kind for a in t.actions] == ["choose_pile", "reveal_card"]
    card = t.state.card
    if ChooseVariant(False) in legal_actions(t.state):
        t = t.play(ChooseVariant(False))
    t = t.play(Report(True))
    t = t.play(FlipOwl("neutral")).advance_chance()
    assert t.actions[-1].kind == "reveal_owl"
    before = t
    u = t.undo()
    assert [a.kind for a in u.actions][-1] != "reveal_owl"
    assert len(u.actions) == len(t.actions) - 2
    assert u.state.phase is Phase.OWL_CHOICE and u.state.card == card
    r = u.redo()
    # app draws: redo brings back the same owl tile
    assert r.actions == before.actions and r.state == before.state
    # and playing the same decision again draws the same tile from the seed
    again = u.play(FlipOwl("neutral")).advance_chance()
    assert again.actions == before.actions and not again.can_redo


def test_undo_all_the_way_in_app_draws_keeps_the_first_cards() -> None:
    setup = Setup.solo("Mia", course="B", seed=4)
    t = _played(setup, 10, random.Random(1))
    while t.can_undo:
        t = t.undo()
    # only the chance that came before any decision is left
    assert all(a.is_chance for a in t.actions) and len(t.actions) == 1
    assert t.state == replay(t.record)


def test_table_draws_can_undo_a_wrongly_entered_first_card() -> None:
    t = Timeline.start(Setup.solo("Mia", course="A", draws=Draws.TABLE))
    t = t.play(RevealCard("glacier"))
    assert t.can_undo
    u = t.undo()
    assert u.actions == () and u.state == new_game(t.setup)
    assert u.play(RevealCard("treetop")).state.card == "treetop"
    assert apply(u.state, RevealCard("boulder")).card == "boulder"


def test_record_equality_ignores_nothing_that_matters() -> None:
    setup = Setup.solo("Mia", course="A", seed=1)
    t = _played(setup, 5, random.Random(2))
    assert Record(setup, t.actions) == t.record


def _every_kind_of_action(state: object) -> list[object]:
    """Actions of every kind, with right and wrong values, and the legal ones now."""
    from blocky.games.blocky_mountains.actions import (
        AcceptFailure,
        ChangeRoute,
        Fox,
        Partner,
        PlayOn,
        Retry,
        RevealOwl,
        TakeRoute,
        TakeShortcut,
    )

    piles = ["A", "B", "C", "D", "", "a"]
    return [
        *legal_actions(state),  # type: ignore[arg-type]
        *(ChoosePile(p) for p in piles),  # type: ignore[arg-type]
        *(ChangeRoute(p) for p in piles),  # type: ignore[arg-type]
        TakeRoute(),
        TakeShortcut(),
        PlayOn(),
        ChooseVariant(False),
        ChooseVariant(True),
        ChooseVariant(2),  # type: ignore[arg-type]
        Fox(),
        *(Partner(i) for i in range(-1, 9)),
        Partner(1.0),  # type: ignore[arg-type]
        Partner("1"),  # type: ignore[arg-type]
        Report(True),
        Report(False),
        Report(1),  # type: ignore[arg-type]
        Report(None),  # type: ignore[arg-type]
        Retry(),
        AcceptFailure(),
        FlipOwl("letter"),
        FlipOwl("neutral"),
        FlipOwl("other"),  # type: ignore[arg-type]
        RevealCard("no such card"),
        RevealOwl(1, 0),
    ]


@pytest.mark.parametrize("mode", ["race", "team", "solo"])
def test_one_action_is_judged_as_the_list_of_legal_actions_judges_it(mode: str) -> None:
    """apply() judges the action it is given without building every legal action: on
    every state of many games, its answer is membership of that list, for actions of
    every kind, right values and wrong ones."""
    from blocky.games.blocky_mountains.game import _is_legal, chance_options

    rng = random.Random(f"judged/{mode}")
    judged = 0
    for _ in range(60):
        state = new_game(random_setup(mode, rng))
        while not is_over(state):
            legal = legal_actions(state)
            for action in _every_kind_of_action(state):
                assert _is_legal(state, action) == (action in legal), (state.phase, action)
                judged += 1
            if current_actor(state) == CHANCE:
                options = chance_options(state)
                action = rng.choices([a for a, _ in options], weights=[w for _, w in options])[0]
            else:
                action = rng.choice(legal)
            state = apply(state, action)
    assert judged > 10_000
