"""H2: results of races played with a handicap are kept apart from the bests. A
player's bests read the same with a handicapped race in the record as without it, and
the handicapped races are counted apart."""

from __future__ import annotations

from pathlib import Path

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    Report,
    TakeShortcut,
)
from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.state import Handicap, Setup, State
from blocky.games.blocky_mountains.statistics import PersonalBests, StatsFilter
from blocky.store import Store

RACERS = [("Mia", "white"), ("Leo", "black")]


def steady(state: State) -> Action:
    """Masters every card, never pays for a route change or a shortcut: the squirrels
    a racer starts with are kept to the end."""
    legal = legal_actions(state)
    if Report(True) in legal:
        return Report(True)
    if AcceptFailure() in legal:
        return AcceptFailure()
    calm = [a for a in legal if not isinstance(a, (ChangeRoute, TakeShortcut))]
    return (calm or legal)[0]


def record(folder: Path, *, with_handicap: bool) -> tuple[Store, int, int]:
    """A plain race, then (``with_handicap``) the same race with Leo's handicap."""
    store = Store.open(folder / "blocky.sqlite3")
    mia = store.add_player("Mia", "white").id
    leo = store.add_player("Leo", "black").id
    races = [Setup.race(RACERS, seed=5)]
    if with_handicap:
        races.append(Setup.race(RACERS, seed=5).with_handicaps({"Leo": Handicap(squirrels=3)}))
    for setup in races:
        game = store.create_game(setup, [mia, leo])
        while not is_over(game.state):
            game.play(steady(game.state))
        assert game.finished
    return store, mia, leo


def _results(b: PersonalBests) -> tuple[object, ...]:
    """The bests a race's result makes: cards mastered and squirrels kept, and where."""
    return (b.most_mastered, b.most_mastered_game, b.most_squirrels_kept, b.most_squirrels_game)


def test_a_handicapped_race_is_kept_apart_from_the_bests(tmp_path: Path) -> None:
    plain, _, _ = record(tmp_path / "plain", with_handicap=False)
    both, mia, leo = record(tmp_path / "both", with_handicap=True)
    try:
        kept = plain.statistics("blocky-mountains")
        figures = both.statistics("blocky-mountains")
        # Counted as it was played, Leo's extra squirrels would be his best.
        races = figures.race_games()
        assert len(races) == 2
        for who in (mia, leo):
            for mode in (None, "race"):
                f = StatsFilter(mode=mode)
                assert _results(figures.personal_bests(who, f)) == _results(
                    kept.personal_bests(who, f)
                )
            assert [_results(b) for b in figures.personal_bests_by_mode(who)] == [
                _results(b) for b in kept.personal_bests_by_mode(who)
            ]
            # Shown apart: one race with a handicap for each of them.
            assert figures.handicapped_races(who) == 1
            assert figures.handicapped_races(who, StatsFilter(mode="race")) == 1
            assert figures.handicapped_races(who, StatsFilter(mode="solo")) == 0
            assert kept.handicapped_races(who) == 0
        best = figures.personal_bests(leo, StatsFilter(mode="race"))
        assert best.most_squirrels_game == races[0].game_id
    finally:
        plain.close()
        both.close()


def test_the_handicapped_race_would_have_been_the_best(tmp_path: Path) -> None:
    """The case above can fail: Leo keeps more squirrels in the handicapped race."""
    store, _, leo = record(tmp_path, with_handicap=True)
    try:
        games = store.statistics("blocky-mountains").race_games()
        kept = [
            s.squirrels_kept
            for s in store.statistics("blocky-mountains").sessions(StatsFilter(leo, mode="race"))
        ]
        assert len(games) == 2 and len(kept) == 2
        assert kept[0] is not None and kept[1] is not None
        assert kept[1] > kept[0], kept
    finally:
        store.close()
