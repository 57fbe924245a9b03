"""The Race tab's table of whether the wins evened out with a handicap (H1-H2), over
races played through the real store and rules."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.game import is_over
from blocky.games.blocky_mountains.state import Handicap, Setup
from blocky.store import Store
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.games.blocky_mountains.statistics.models import table_csv
from tests.games.blocky_mountains.test_handicap_wins import fails

TWO = [("Mia", "white"), ("Leo", "black")]


def _races(store: Store, handicapped: int) -> None:
    """Two plain races Mia wins, then ``handicapped`` races with Leo's handicap he wins."""
    mia = store.add_player("Mia", "white").id
    leo = store.add_player("Leo", "black").id
    races = [(Setup.race(TWO, seed=1), fails(1)), (Setup.race(TWO, seed=2), fails(1))]
    races += [
        (Setup.race(TWO, seed=3 + i).with_handicaps({"Leo": Handicap(squirrels=2)}), fails(0))
        for i in range(handicapped)
    ]
    for setup, policy in races:
        game = store.create_game(setup, [mia, leo])
        while not is_over(game.state):
            game.play(policy(game.state))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "blocky.sqlite3")
    yield s
    s.close()


def _screen(qtbot, store: Store) -> StatisticsScreen:  # type: ignore[no-untyped-def]
    w = StatisticsScreen(store)
    qtbot.addWidget(w)
    w.resize(1280, 900)
    w.show()
    qtbot.waitExposed(w)
    w.refresh()
    w.tabs.setCurrentIndex(4)
    return w


def test_the_wins_beside_an_even_share(qtbot, store: Store) -> None:  # type: ignore[no-untyped-def]
    _races(store, handicapped=1)
    w = _screen(qtbot, store)
    page = w.race_page
    assert page.wins_view.isVisible() and page.wins_title.text() == "Did the wins even out?"
    rows = list(csv.DictReader(io.StringIO(table_csv(page.wins_view.model()))))
    assert [list(r.values()) for r in rows] == [
        ["Leo", "with a handicap", "1", "1", "0.5"],
        ["Leo", "without", "2", "0", "1.0"],
        ["Mia", "with a handicap", "1", "0", "0.5"],
        ["Mia", "without", "2", "2", "1.0"],
    ]
    assert list(rows[0]) == ["Player", "Races", "Played", "Wins", "Even share"]


def test_no_table_without_a_handicapped_race(qtbot, store: Store) -> None:  # type: ignore[no-untyped-def]
    _races(store, handicapped=0)
    w = _screen(qtbot, store)
    page = w.race_page
    assert page.race_view.isVisible()
    assert not page.wins_view.isVisible() and not page.wins_title.isVisible()
    assert page.wins_view.model().rowCount() == 0
