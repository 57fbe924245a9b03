"""Time per attempt from the actions' times, with a pause in the middle."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    Retry,
    RevealCard,
    TakeRoute,
)
from blocky.games.blocky_mountains.timing import PAUSE_LIMIT, AttemptTime, attempt_times

T0 = datetime(2026, 3, 1, 17, 0, tzinfo=UTC)


def _timed(*steps: tuple[Action, float]) -> list[tuple[Action, datetime]]:
    """Actions at so many seconds after T0."""
    return [(a, T0 + timedelta(seconds=s)) for a, s in steps]


def test_a_pause_in_the_middle_counts_up_to_the_limit() -> None:
    log = _timed(
        (RevealCard("treetop"), 0),
        (ChooseVariant(False), 20),  # part of the attempt
        (Report(False), 80),  # 80 s
        (Retry(), 90),
        # the screen is left idle for 45 minutes, then 30 s of building
        (Report(True), 90 + 45 * 60 + 30),
        (RevealCard("ice-bridge"), 90 + 45 * 60 + 30),
        (Report(True), 90 + 45 * 60 + 30 + 70),  # 70 s
    )
    assert timedelta(minutes=10) == PAUSE_LIMIT
    assert attempt_times(log) == (
        AttemptTime(2, 80.0, False),
        AttemptTime(4, 600.0, True),
        AttemptTime(6, 70.0, False),
    )
    # a longer limit counts the whole gap
    assert attempt_times(log, pause_limit=timedelta(hours=1))[1] == AttemptTime(
        4, 45 * 60 + 30, False
    )


def test_the_second_player_on_a_route_starts_when_taking_it() -> None:
    log = _timed(
        (ChoosePile("A"), 0),
        (RevealCard("treetop"), 0),
        (ChooseVariant(False), 5),
        (Report(True), 65),  # 65 s
        (FlipOwl("letter"), 70),
        (TakeRoute(), 100),
        (ChooseVariant(False), 101),
        (Report(False), 150),  # 50 s
        (AcceptFailure(), 155),
    )
    assert attempt_times(log) == (AttemptTime(3, 65.0, False), AttemptTime(7, 50.0, False))


def test_a_clock_put_back_counts_nothing() -> None:
    log = _timed((RevealCard("treetop"), 100), (ChooseVariant(False), 40), (Report(True), 70))
    # the gap back in time counts 0; the 30 s after it count
    assert attempt_times(log) == (AttemptTime(2, 30.0, False),)


def test_a_report_without_a_start_is_left_out() -> None:
    assert attempt_times(_timed((Report(True), 5))) == ()


def test_the_kinds_by_name_are_the_actions_kinds() -> None:
    # The store's triggers name the kinds from action_kinds (no action classes loaded
    # while a file's layout is checked): they must be exactly the rules' own.
    from blocky.games.blocky_mountains import action_kinds, timing
    from blocky.games.blocky_mountains.actions import ACTION_TYPES

    assert frozenset(ACTION_TYPES) == action_kinds.ACTION_KINDS
    assert action_kinds.START_KINDS == timing.START_KINDS
    assert action_kinds.REPORT_KIND == timing.REPORT_KIND
    assert timing.PAUSE_LIMIT.total_seconds() == action_kinds.PAUSE_LIMIT_SECONDS
