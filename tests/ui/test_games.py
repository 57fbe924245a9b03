"""Whole games played through the real widgets, in app-draws and table-draws mode."""

from __future__ import annotations

import pytest

from blocky.games.blocky_mountains.game import outcome
from blocky.games.blocky_mountains.record import replay
from blocky.games.blocky_mountains.state import Draws, EndReason, Setup
from tests.ui.driver import play_to_end, start_through_page
from tests.ui.policies import race_policy, simulate, solo_policy, team_policy

RACE_PLAYERS = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")]
#: A deal (found with tests.ui.policies.simulate) in which the race reaches the peak.
RACE_SEED = 21
TEAM_SEED = 1
SOLO_SEED = 3


def log_text(window) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(e.text for e in window.game_screen.log_model.entries())


@pytest.mark.parametrize("draws", [Draws.APP, Draws.TABLE], ids=["app", "table"])
def test_four_player_race_to_the_end(qtbot, make_window, draws: Draws) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.race(RACE_PLAYERS, draws=draws, seed=RACE_SEED if draws is Draws.APP else 0)
    window = make_window()
    start_through_page(qtbot, window, setup)
    state, done = play_to_end(qtbot, window, race_policy)

    assert done == {"shortcut", "change", "retry", "difficult"}
    expected, _ = simulate(setup, race_policy)
    assert state == expected
    log = log_text(window)
    assert "took the shortcut from space 3 to space 5" in log
    assert "changed from" in log
    assert "paid 1 squirrel for another attempt" in log
    assert "builds the difficult route" in log
    # The store holds exactly what the screen showed.
    assert replay(window.controller.game.timeline.record) == state

    result = outcome(state)
    assert result is not None
    assert any(s.decided_by == "squirrels" for s in result.standings)
    lines = window.game_screen.end_panel.result_lines()
    assert window.game_screen.side.currentWidget() is window.game_screen.end_panel
    assert lines[0].startswith("White: 1. Ann")
    assert any("fewer squirrels decided" in line for line in lines)
    assert window.game_screen.end_panel.play_again_button.isVisible()


@pytest.mark.parametrize("draws", [Draws.APP, Draws.TABLE], ids=["app", "table"])
@pytest.mark.parametrize("win", [True, False], ids=["won", "lost"])
def test_team_game(qtbot, make_window, draws: Draws, win: bool) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.team(
        ["Mia", "Noah", "Olga"], draws=draws, seed=TEAM_SEED if draws is Draws.APP else 0
    )
    window = make_window()
    start_through_page(qtbot, window, setup)
    state, done = play_to_end(qtbot, window, team_policy(win))

    assert state.end_reason is (EndReason.TEAM_WON if win else EndReason.TEAM_LOST)
    assert state == simulate(setup, team_policy(win))[0]
    panel = window.game_screen.end_panel
    log = log_text(window)
    if win:
        assert done >= {"fox", "retry"}
        assert "The team fed the fox: 1 squirrel went back to the frolicking area" in log
        assert "The team reached the peak!" in log
        assert panel._title.text() == "The team has won!"
        # The line below says why, not the same words again.
        peak = state.catalogue.team_map.peak
        assert panel._reason.text() == f"The team marker reached the peak C, space {peak}."
    else:
        assert panel._title.text() == "The team has lost."
        assert any("Pile A ran out" in line for line in panel.result_lines())
        assert "It is the last card of pile A!" in log


@pytest.mark.parametrize("draws", [Draws.APP, Draws.TABLE], ids=["app", "table"])
def test_solo_full_climb(qtbot, make_window, draws: Draws) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.solo(
        "Mia", course="climb", draws=draws, seed=SOLO_SEED if draws is Draws.APP else 0
    )
    window = make_window()
    start_through_page(qtbot, window, setup)
    state, done = play_to_end(qtbot, window, solo_policy)

    assert state.end_reason is EndReason.TRAINING_DONE
    assert done == {"difficult", "retry"}
    assert len(state.removed) == 30
    result = outcome(state)
    assert result is not None
    lines = window.game_screen.end_panel.result_lines()
    for pile, n in result.mastered_per_pile:
        assert any(line.startswith(f"Route {pile}: {n} mastered") for line in lines)
    assert lines[-1] == f"Squirrels kept: {result.squirrels_left}"
