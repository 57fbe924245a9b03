"""Time per attempt in the statistics: a column in a session's attempts, a column in the
cards table and a chart series, with a pause in the middle left out by the 10-minute rule."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChooseVariant,
    Partner,
    Report,
    Retry,
    RevealCard,
)
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.store import Store, StoredGame
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.games.blocky_mountains.statistics.models import table_csv

START = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)


class SetClock:
    """The store's clock: the moment the test sets, unchanged between readings."""

    def __init__(self) -> None:
        self.moment = START

    def __call__(self) -> datetime:
        return self.moment


@pytest.fixture
def timed_store(tmp_path: Path) -> Iterator[tuple[Store, SetClock]]:
    clock = SetClock()
    s = Store.open(tmp_path / "data" / "blocky.sqlite3", clock=clock)
    yield s, clock
    s.close()


def at(game: StoredGame, clock: SetClock, seconds: float, action: Action) -> None:
    """Play ``action`` ``seconds`` after START."""
    clock.moment = START + timedelta(seconds=seconds)
    game.play(action)
    if ChooseVariant(False) in legal_actions(game.state):
        game.play(ChooseVariant(False))  # at the same moment


def _rows(model: object) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(table_csv(model))))  # type: ignore[arg-type]


def test_time_per_attempt_per_session_and_card(qtbot, timed_store) -> None:  # type: ignore[no-untyped-def]
    store, clock = timed_store
    mia = store.add_player("Mia").id
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    # Treetop: turned up at 0 s, mastered at 90 s.
    at(game, clock, 0, RevealCard("treetop"))
    at(game, clock, 90, Report(True))
    # Ice Bridge: turned up at 120 s, failed at 160 s (40 s); a retry paid at 170 s, and the
    # next report 33 minutes later: the gap counts 10 minutes (a pause).
    at(game, clock, 120, RevealCard("ice-bridge"))
    at(game, clock, 160, Report(False))
    at(game, clock, 170, Retry())
    at(game, clock, 170 + 33 * 60, Report(False))
    if AcceptFailure() in legal_actions(game.state):
        at(game, clock, 170 + 33 * 60 + 5, AcceptFailure())

    screen = StatisticsScreen(store, today=lambda: date(2025, 3, 2))
    qtbot.addWidget(screen)
    screen.resize(1280, 860)
    screen.show()
    qtbot.waitExposed(screen)
    screen.refresh()
    screen.tabs.setCurrentIndex(0)
    screen.open_session(0)
    rows = _rows(screen.attempts_view.model())
    assert [(r["Card"], r["Attempt"], r["Build time"]) for r in rows] == [
        ("Treetop", "1", "1 min 30 s"),
        ("Ice Bridge", "1", "40 s"),
        ("Ice Bridge", "2", "10 min 00 s (pause left out)"),
    ]

    screen.tabs.setCurrentIndex(1)
    cards = {r["Card"]: r for r in _rows(screen.cards_view.model())}
    assert cards["Treetop"]["Time per attempt"] == "1 min 30 s"
    # (40 + 600) / 2 = 320 s
    assert cards["Ice Bridge"]["Time per attempt"] == "5 min 20 s"

    screen.tabs.setCurrentIndex(2)
    series = screen.time_chart.chart.series()
    assert len(series) == 1
    points = series[0].points()
    # The session's mean: (90 + 40 + 600) / 3 s
    assert len(points) == 1 and points[0].y() == pytest.approx(730 / 3)
    if os.environ.get("BLOCKY_PICTURES"):
        qtbot.wait(300)
        screen.time_chart.grab().save(str(Path(os.environ["BLOCKY_PICTURES"]) / "time.png"))


def test_times_are_rounded_half_up_and_credit_the_second_rod(qtbot, timed_store) -> None:  # type: ignore[no-untyped-def]
    """Treetop built in 12.5 s shows "13 s", as every figure rounds halves up; Leo, who
    held Mia's second rod on Eagle's Nest (41 s), has that time in his row of the cards
    table, as the card's counts are."""
    store, clock = timed_store
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    solo = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    at(solo, clock, 0, RevealCard("treetop"))
    at(solo, clock, 12.5, Report(True))
    team = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    at(team, clock, 100, RevealCard("eagles-nest"))
    at(team, clock, 110, Partner(1))
    at(team, clock, 141, Report(True))

    screen = StatisticsScreen(store, today=lambda: date(2025, 3, 2))
    qtbot.addWidget(screen)
    screen.resize(1280, 860)
    screen.show()
    qtbot.waitExposed(screen)
    screen.refresh()
    screen.tabs.setCurrentIndex(1)
    cards = {
        (r["Player"], r["Card"]): r["Time per attempt"] for r in _rows(screen.cards_view.model())
    }
    assert cards == {
        ("Mia", "Treetop"): "13 s",
        ("Mia", "Eagle's Nest"): "41 s",
        ("Leo", "Eagle's Nest"): "41 s",
    }
