"""Golden playthroughs: every action of each stored game, replayed and compared line
by line with what was reviewed (tests/golden/*.txt)."""

from __future__ import annotations

import json
import os

import pytest

from blocky.games.blocky_mountains.describe import state_summary
from blocky.games.blocky_mountains.game import outcome
from blocky.games.blocky_mountains.record import record_to_json, replay
from blocky.games.blocky_mountains.state import EndReason, State

from .golden_scenarios import GOLDEN_DIR, SCENARIOS, Scenario, read_golden, regenerate, render_steps

REGENERATE = os.environ.get("BLOCKY_REGENERATE_GOLDEN") == "1"


@pytest.fixture(scope="module", autouse=True)
def _regenerate_if_asked() -> None:
    if REGENERATE:
        regenerate()


def test_every_scenario_has_a_golden_file() -> None:
    names = sorted(p.stem for p in GOLDEN_DIR.glob("*.txt"))
    assert names == sorted(sc.name for sc in SCENARIOS)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda sc: sc.name)
def test_golden_replays_line_by_line(scenario: Scenario) -> None:
    record, lines = read_golden(GOLDEN_DIR / f"{scenario.name}.txt")
    expected = render_steps(record)
    for n, (want, got) in enumerate(zip(lines, expected, strict=False)):
        assert got == want, f"{scenario.name}.txt, step line {n + 1} differs"
    assert len(expected) == len(lines)
    assert lines[-1] == f"    = {state_summary(replay(record))}"


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda sc: sc.name)
def test_golden_record_is_what_the_scenario_plays(scenario: Scenario) -> None:
    # For app draws this also pins how chance is derived from the seed and the index.
    record, _ = read_golden(GOLDEN_DIR / f"{scenario.name}.txt")
    assert record_to_json(scenario.build()) == record_to_json(record)
    assert json.loads(json.dumps(record_to_json(record))) == record_to_json(record)


def _final(name: str) -> State:
    record, _ = read_golden(GOLDEN_DIR / f"{name}.txt")
    return replay(record)


def test_golden_race_result() -> None:
    s = _final("race_four_players")
    assert s.end_reason is EndReason.PEAK
    assert s.positions == (17, 8, 9, 8) and s.squirrels == (3, 0, 2, 1)
    res = outcome(s)
    assert res is not None
    assert [(st.place, s.setup.colours[st.player], st.decided_by) for st in res.standings] == [
        (1, "white", ""),
        (2, "orange", "space"),
        (3, "violet", "space"),
        (4, "black", "squirrels"),
    ]


def test_golden_team_results() -> None:
    won = _final("team_won")
    assert won.end_reason is EndReason.TEAM_WON and won.positions == (21,)
    lost = _final("team_lost")
    assert lost.end_reason is EndReason.TEAM_LOST and lost.positions == (5,)


def test_golden_solo_result() -> None:
    s = _final("solo_climb")
    res = outcome(s)
    assert res is not None and res.reason is EndReason.TRAINING_DONE
    assert sum(n for _, n in res.mastered_per_pile) == 25
    assert sum(n for _, n in res.failed_per_pile) == 5
    assert res.squirrels_left == 3 and s.frolicking == 21
