"""Did the wins even out? Each racer's wins with a handicap and without, beside an even
share, from a small record worked by hand."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

from blocky.games.blocky_mountains.actions import Action, Report
from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.state import Handicap, Setup, State
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.games.blocky_mountains.statistics.handicaps import RacerWins
from blocky.store import Store
from tests.games.blocky_mountains.test_handicap_bests import steady


def fails(seat: int) -> Callable[[State], Action]:
    """Every racer masters each card first go but the one at ``seat``, who fails."""

    def play(state: State) -> Action:
        if state.turn == seat and Report(False) in legal_actions(state):
            return Report(False)
        return steady(state)

    return play


def test_wins_with_and_without_a_handicap_beside_an_even_share(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "blocky.sqlite3")
    try:
        mia = store.add_player("Mia", "white").id
        leo = store.add_player("Leo", "black").id
        ann = store.add_player("Ann", "orange").id
        two = [("Mia", "white"), ("Leo", "black")]
        three = [*two, ("Ann", "orange")]
        help_leo = {"Leo": Handicap(squirrels=3)}
        games = [
            # two plain races of Mia and Leo: Leo fails, Mia wins
            (Setup.race(two, seed=1), [mia, leo], fails(1)),
            (Setup.race(two, seed=2), [mia, leo], fails(1)),
            # a race with Leo's handicap: Mia fails, Leo wins
            (Setup.race(two, seed=3).with_handicaps(help_leo), [mia, leo], fails(0)),
            # a plain race of three: Ann fails, Mia wins
            (Setup.race(three, seed=4), [mia, leo, ann], fails(2)),
        ]
        for setup, seats, policy in games:
            game = store.create_game(setup, seats)
            while not is_over(game.state):
                game.play(policy(game.state))
        figures = store.statistics("blocky-mountains")
        winners = [r.winners for r in figures.race_games()]
        assert winners == [("Mia",), ("Mia",), ("Leo",), ("Mia",)], winners
        rows = figures.wins_evened_out()
        # Leo and Mia raced with a handicap, so they come first (by name); Ann after.
        assert rows == [
            RacerWins(leo, "Leo", 1, 1.0, 0.5, 3, 0.0, 1 + 1 / 3),
            RacerWins(mia, "Mia", 1, 0.0, 0.5, 3, 3.0, 1 + 1 / 3),
            RacerWins(ann, "Ann", 0, 0.0, 0.0, 1, 0.0, 1 / 3),
        ]
        # The wins of each kind of race add up to its races, as the even shares do.
        assert sum(r.plain_wins for r in rows) == 3
        assert abs(sum(r.plain_even for r in rows) - 3) < 1e-9
        # One racer chosen: only their row, over the races they played.
        assert figures.wins_evened_out(StatsFilter(ann)) == [rows[2]]
        # A period before any race: nothing.
        long_ago = date.today() - timedelta(days=400)
        assert figures.wins_evened_out(StatsFilter(until=long_ago)) == []
    finally:
        store.close()
