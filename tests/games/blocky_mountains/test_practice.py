"""The practice plan's choice for a history worked out by hand, and what improved."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord
from blocky.games.blocky_mountains.practice import (
    NEW_SPREADS,
    CardStatus,
    Change,
    plan_reasons,
    practice_plan,
    schedule,
    session_progress,
)

A_CARDS = [(c.id, c.pile) for c in default_catalogue().pile_cards("A")]
TODAY = date(2026, 3, 20)


def _on(month: int, day: int) -> datetime:
    return datetime(2026, month, day, 18, tzinfo=UTC)


def _first(card: str, mastered: bool, month: int, day: int) -> AttemptRecord:
    return AttemptRecord(1, card, "A", mastered, at=_on(month, day), game=month * 100 + day)


HISTORY = [
    _first("glacier", True, 2, 1),
    _first("glacier", True, 2, 10),
    _first("treetop", True, 3, 1),
    _first("narrow-point", False, 3, 1),
    _first("boulder", True, 3, 1),
    _first("boulder", False, 3, 2),
    AttemptRecord(1, "boulder", "A", True, first=False, at=_on(3, 2), game=302),
    _first("treetop", True, 3, 5),
    _first("narrow-point", False, 3, 5),
    _first("ice-bridge", True, 3, 10),
    _first("treetop", True, 3, 12),
    _first("narrow-point", False, 3, 12),
    _first("stone-gate", False, 3, 15),
    _first("ice-bridge", True, 3, 18),
    _first("rock-crevice", False, 3, 18),
    _first("stone-gate", True, 3, 19),
]


def test_schedule_by_hand() -> None:
    rows = {s.card: s for s in schedule(HISTORY, A_CARDS, TODAY)}
    # treetop: three first-go masters in a row, interval 1 * 2.5^2 = 6.25 days, 8 days ago
    assert rows["treetop"].streak == 3 and rows["treetop"].interval == 6.25
    assert rows["treetop"].status is CardStatus.DUE
    # ice-bridge: two in a row, interval 2.5 days, 2 days ago: kept, not due yet
    assert rows["ice-bridge"].status is CardStatus.KEPT
    # glacier: interval 2.5 days, 38 days ago
    assert rows["glacier"].status is CardStatus.DUE and rows["glacier"].days_since == 38
    # boulder: its last play failed the first attempt (mastered on a paid retry)
    assert rows["boulder"].status is CardStatus.PRACTISE and rows["boulder"].streak == 0
    assert rows["boulder"].failed == 1 and rows["boulder"].plays == 2
    # stone-gate: one success after a failure is not yet mastered
    assert rows["stone-gate"].status is CardStatus.PRACTISE and rows["stone-gate"].streak == 1
    assert rows["climbing-ladder"].status is CardStatus.NEW
    # need: smoothed failure rate + 0.25 * days since (up to 28) / 28
    assert rows["narrow-point"].need == pytest.approx(4 / 5 + 0.25 * 8 / 28)
    assert rows["rock-crevice"].need == pytest.approx(2 / 3 + 0.25 * 2 / 28)
    assert rows["boulder"].need == pytest.approx(2 / 4 + 0.25 * 18 / 28)
    assert rows["stone-gate"].need == pytest.approx(2 / 4 + 0.25 * 1 / 28)


def test_plan_of_six_cards() -> None:
    plan = practice_plan(HISTORY, A_CARDS, TODAY, size=6)
    # most needed first; one card in four a mastered card due again (glacier: the due
    # card the coach gives the lowest chance), after three others. The new card comes
    # third: its chance is higher than boulder's and stone-gate's, but it is taken at the
    # lower end of its wide spread (the card strength is 1 on so short a record):
    # 0.578 - 0.5 * sqrt(0.578 * 0.422 / 2) = 0.403, below boulder's 0.528.
    assert [(p.card, p.reason) for p in plan] == [
        ("narrow-point", CardStatus.PRACTISE),
        ("rock-crevice", CardStatus.PRACTISE),
        ("climbing-ladder", CardStatus.NEW),
        ("glacier", CardStatus.DUE),
        ("boulder", CardStatus.PRACTISE),
        ("stone-gate", CardStatus.PRACTISE),
    ]
    new = plan[2]
    assert new.estimate is not None and new.estimate.evidence.attempts == 0
    assert new.chance > plan[4].chance and new.chance > plan[5].chance
    assert new.estimate.spread == pytest.approx(
        (new.chance * (1 - new.chance) / (new.estimate.weight + 1)) ** 0.5
    )
    assert new.chance - NEW_SPREADS * new.estimate.spread < plan[4].chance
    assert practice_plan(HISTORY, A_CARDS, TODAY, size=6) == plan


def test_plan_of_the_whole_pile_fills_up_with_mastered_cards() -> None:
    plan = practice_plan(HISTORY, A_CARDS, TODAY, size=8)
    assert [p.card for p in plan] == [
        "narrow-point",
        "rock-crevice",
        "climbing-ladder",
        "glacier",
        "boulder",
        "stone-gate",
        "treetop",
        "ice-bridge",
    ]
    assert plan[-1].reason is CardStatus.KEPT


def test_a_plans_reasons_are_the_plan_as_it_was_made() -> None:
    """The reason each card of a plan is in it, in the plan's order: the same as when the
    plan was made, while the session's own attempts come in."""
    plan = practice_plan(HISTORY, A_CARDS, TODAY, size=8)
    cards = [(p.card, p.pile) for p in plan]
    assert plan_reasons(HISTORY, cards, TODAY) == plan
    # The session (game 320) plays narrow-point, now mastered: its reason stays.
    session = [*HISTORY, AttemptRecord(1, "narrow-point", "A", True, at=_on(3, 20), game=320)]
    reasons = plan_reasons(session, cards, TODAY, game=320)
    assert reasons == plan
    assert reasons[0].schedule.failed == 3 and reasons[0].schedule.streak == 0
    assert [r.reason for r in reasons][-3:] == [CardStatus.PRACTISE, CardStatus.DUE, CardStatus.KEPT]


def test_a_later_date_brings_a_kept_card_back() -> None:
    later = practice_plan(HISTORY, A_CARDS, date(2026, 4, 30), size=4)
    # every mastered card is due by then; glacier, 2 of 2 long ago, has the lowest chance
    assert [p.card for p in later][3] == "glacier"
    assert {
        s.card for s in schedule(HISTORY, A_CARDS, date(2026, 4, 30)) if s.status is CardStatus.DUE
    } == {
        "glacier",
        "treetop",
        "ice-bridge",
    }


def test_no_history_plays_one_piles_cards_in_catalogue_order() -> None:
    plan = practice_plan([], A_CARDS, TODAY, size=3)
    assert [p.card for p in plan] == [c for c, _ in A_CARDS[:3]]
    assert practice_plan(HISTORY, A_CARDS, TODAY, size=0) == ()
    assert len(practice_plan(HISTORY, A_CARDS, TODAY, size=99)) == 8
    assert practice_plan(HISTORY, A_CARDS, TODAY, piles=["B"]) == ()


def _att(card: str, game: int, *outcomes: bool) -> list[AttemptRecord]:
    return [
        AttemptRecord(1, card, "A", m, first=i == 0, at=_on(3, game), game=game)
        for i, m in enumerate(outcomes)
    ]


SESSIONS = (
    _att("treetop", 1, False, False)
    + _att("ice-bridge", 1, True)
    + _att("boulder", 1, False, False, True)
    + _att("treetop", 2, True)
    + _att("ice-bridge", 2, False)
    + _att("boulder", 2, False, True)
    + _att("glacier", 2, True)
    + _att("narrow-point", 2, False)
    + _att("treetop", 3, True)
    + _att("ice-bridge", 3, True)
    + _att("narrow-point", 3, False)
)


def test_what_improved_since_last_time() -> None:
    second = session_progress(SESSIONS, 2)
    assert [(c.card, c.change) for c in second.cards] == [
        ("treetop", Change.FIRST_MASTERED),
        ("ice-bridge", Change.SLIPPED),
        ("boulder", Change.FEWER_ATTEMPTS),
        ("glacier", Change.NEW_MASTERED),
        ("narrow-point", Change.NEW_FAILED),
    ]
    assert [c.card for c in second.improved] == ["treetop", "boulder", "glacier"]
    assert (second.first_try_now, second.first_try_before, second.played_before) == (2, 1, 3)
    boulder = second.cards[2]
    assert boulder.before is not None and boulder.before.attempts == 3 and boulder.now.attempts == 2

    third = session_progress(SESSIONS, 3)
    assert [(c.card, c.change) for c in third.cards] == [
        ("treetop", Change.KEPT),
        ("ice-bridge", Change.MASTERED_AGAIN),
        ("narrow-point", Change.STILL_FAILED),
    ]
    assert session_progress(SESSIONS, 9).cards == ()


def test_a_card_built_first_go_a_thousand_times_waits_the_longest_interval() -> None:
    """Years of daily training: the interval stops at its longest, never overflows."""
    from datetime import timedelta

    from blocky.games.blocky_mountains.practice import MAX_INTERVAL

    start = datetime(2020, 1, 1, 18, tzinfo=UTC)
    history = [
        AttemptRecord(1, "glacier", "A", True, at=start + timedelta(days=n), game=n)
        for n in range(1200)
    ]
    (row,) = [s for s in schedule(history, A_CARDS, TODAY) if s.card == "glacier"]
    assert row.streak == 1200 and row.interval == MAX_INTERVAL


def test_the_due_card_likeliest_to_have_slipped_comes_back_first() -> None:
    # Both treetop and glacier are mastered twice in a row, so both are due again on
    # 20 March (interval 2.5 days). Treetop is the more overdue (19 days, against 8),
    # but glacier was failed three times before: the coach gives it the lower chance,
    # so glacier is the mastered card brought back.
    history = [
        _first("treetop", True, 3, 1),
        _first("treetop", True, 3, 1),
        *[_first("glacier", False, 3, d) for d in (2, 4, 6)],
        _first("glacier", True, 3, 10),
        _first("glacier", True, 3, 12),
    ]
    rows = {s.card: s for s in schedule(history, A_CARDS, TODAY)}
    assert rows["treetop"].status is rows["glacier"].status is CardStatus.DUE
    overdue = {c: (rows[c].days_since or 0) / rows[c].interval for c in ("treetop", "glacier")}
    assert overdue["treetop"] > overdue["glacier"]
    plan = practice_plan(history, A_CARDS, TODAY, size=4)
    due = [p for p in plan if p.reason is CardStatus.DUE]
    assert [p.card for p in due] == ["glacier"]
    chances = {p.card: p.chance for p in practice_plan(history, A_CARDS, TODAY, size=8)}
    assert chances["glacier"] < chances["treetop"]
