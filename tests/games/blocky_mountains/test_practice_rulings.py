"""Solo training on a practice plan (docs/rulings.md, S5)."""

from __future__ import annotations

import pytest

from blocky.core.record import RecordError
from blocky.games.blocky_mountains.actions import RevealCard
from blocky.games.blocky_mountains.game import (
    IllegalAction,
    apply,
    chance_options,
    explain_illegal,
    legal_actions,
    new_game,
    outcome,
)
from blocky.games.blocky_mountains.record import (
    Timeline,
    record_from_json,
    record_to_json,
    replay,
    setup_from_json,
    setup_to_json,
)
from blocky.games.blocky_mountains.state import Draws, EndReason, Phase, Setup, SetupError

from .helpers import card_turn

PLAN = ("cliff", "treetop", "boulder")  # a B card, then two A cards


def test_S5_the_plans_cards_in_its_order_and_nothing_else() -> None:
    s = new_game(Setup.practice("Mia", PLAN, draws=Draws.TABLE))
    assert s.phase is Phase.REVEAL_CARD and s.pending_pile == "B" and s.plan_next == "cliff"
    assert legal_actions(s) == [RevealCard("cliff")]
    with pytest.raises(IllegalAction, match="The practice plan turns up Cliff now"):
        apply(s, RevealCard("bears-den"))
    assert "practice plan" in explain_illegal(s, RevealCard("treetop"))
    s = card_turn(s, "cliff", results=(False, True))  # a paid retry: 2 squirrels left
    assert s.pending_pile == "A" and s.plan_next == "treetop"
    s = card_turn(s, "treetop")
    s = card_turn(s, "boulder", results=(False, False))
    assert s.phase is Phase.OVER and s.end_reason is EndReason.TRAINING_DONE
    assert s.mastered == ("cliff", "treetop") and s.failed == ("boulder",)
    # the cards left out stay in their piles
    assert len(s.pile_left("A")) == 6 and len(s.pile_left("B")) == 9 and len(s.pile_left("C")) == 12
    res = outcome(s)
    assert res is not None
    assert dict(res.mastered_per_pile) == {"A": 1, "B": 1, "C": 0}
    assert res.squirrels_left == 1


def test_S5_the_app_draws_the_plans_next_card() -> None:
    t = Timeline.start(Setup.practice("Mia", PLAN, seed=11))
    t = t.advance_chance()
    assert t.state.card == "cliff"
    assert chance_options(new_game(Setup.practice("Mia", ("glacier",)))) == [
        (RevealCard("glacier"), 1)
    ]


def test_S5_a_plan_is_part_of_the_record_and_older_records_read_as_before() -> None:
    setup = Setup.practice("Mia", PLAN, seed=3)
    data = setup_to_json(setup)
    assert data["course"] == "plan" and data["plan"] == list(PLAN)
    assert setup_from_json(data) == setup
    t = Timeline.start(setup).advance_chance()
    record = record_from_json(record_to_json(t.record))
    assert replay(record) == t.state
    # a set-up without a plan writes no plan, and one written before plans reads the same
    plain = Setup.solo("Mia", course="climb", seed=3)
    assert "plan" not in setup_to_json(plain)
    assert (
        setup_from_json(
            {"mode": "solo", "players": [{"name": "Mia"}], "course": "climb", "seed": 3}
        )
        == plain
    )


@pytest.mark.parametrize(
    ("setup", "kind"),
    [
        (Setup.practice("Mia", ()), "plan"),
        (Setup.practice("Mia", ("treetop", "treetop")), "plan"),
        (Setup(Setup.solo("Mia").mode, ("Mia",), course="A", plan=("treetop",)), "plan"),
        (Setup.practice("Mia", ("treetop", "no-such-card")), "plan_card"),
    ],
)
def test_S5_a_plan_that_cannot_be_played_is_refused(setup: Setup, kind: str) -> None:
    with pytest.raises(SetupError) as caught:
        new_game(setup)
    assert caught.value.kind == kind


def test_S5_a_bad_plan_in_a_record_is_a_record_error() -> None:
    base = {"mode": "solo", "players": [{"name": "Mia"}], "course": "plan"}
    for plan in ("treetop", [1, 2], ["x" * 500], []):
        with pytest.raises(RecordError):
            setup_from_json({**base, "plan": plan})
    record = record_to_json(Timeline.start(Setup.solo("Mia")).record)
    record["setup"] = {**base, "plan": ["no-such-card"]}
    with pytest.raises(RecordError, match="no route card"):
        replay(record_from_json(record))
