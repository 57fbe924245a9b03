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


def leo_fails(state: State) -> Action:
    """Mia masters every card first go; Leo fails every first try (and accepts it)."""
    legal = legal_actions(state)
    if state.turn == 1 and Report(False) in legal:
        return Report(False)
    return steady(state)


def first_try_record(folder: Path, *, with_handicap: bool) -> tuple[Store, int]:
    """Two plain races Leo plays without a failure, and (``with_handicap``) between
    them, on the same day, a race with a handicap in which he fails every first try."""
    store = Store.open(folder / "blocky.sqlite3")
    mia = store.add_player("Mia", "white").id
    leo = store.add_player("Leo", "black").id
    races = [(Setup.race(RACERS, seed=5), steady)]
    if with_handicap:
        handicapped = Setup.race(RACERS, seed=6).with_handicaps({"Leo": Handicap(squirrels=3)})
        races.append((handicapped, leo_fails))
    races.append((Setup.race(RACERS, seed=7), steady))
    for setup, policy in races:
        game = store.create_game(setup, [mia, leo])
        while not is_over(game.state):
            game.play(policy(game.state))
        assert game.finished
    return store, leo


def test_a_handicapped_race_is_kept_apart_from_the_run_of_first_tries(tmp_path: Path) -> None:
    plain, _ = first_try_record(tmp_path / "plain", with_handicap=False)
    both, leo = first_try_record(tmp_path / "both", with_handicap=True)
    try:
        kept, figures = plain.statistics("blocky-mountains"), both.statistics("blocky-mountains")
        runs = []
        for f in (StatsFilter(), StatsFilter(mode="race")):
            run = figures.personal_bests(leo, f).longest_first_attempt_streak
            assert run == kept.personal_bests(leo, f).longest_first_attempt_streak
            runs.append(run)
        by_mode = [b.longest_first_attempt_streak for b in figures.personal_bests_by_mode(leo)]
        assert by_mode == [b.longest_first_attempt_streak for b in kept.personal_bests_by_mode(leo)]
        # The case can fail: Leo's two plain races' first tries, all mastered, make one
        # run only when his failures in the race between them are left out; counted as
        # played, the run is cut there.
        firsts = [
            (int(tries), int(mastered))
            for tries, mastered in both.db.execute(
                "SELECT count(*), sum(mastered) FROM attempts WHERE attempt = 1 "
                "AND player_id = ? GROUP BY game_id ORDER BY game_id",
                [leo],
            )
        ]
        assert len(firsts) == 3 and firsts[1][1] == 0 < firsts[1][0], firsts
        assert firsts[0][0] == firsts[0][1] and firsts[2][0] == firsts[2][1], firsts
        assert runs[0] == firsts[0][1] + firsts[2][1] > max(firsts[0][1], firsts[2][1])
        (row,) = both.db.execute(
            "SELECT best FROM first_try_days WHERE player_id = ? AND mode = '*'", [leo]
        ).fetchall()
        assert row[0] == max(firsts[0][1], firsts[2][1])
    finally:
        plain.close()
        both.close()
