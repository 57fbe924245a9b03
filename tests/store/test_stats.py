"""Statistics from scripted sessions whose numbers are known by hand."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta

import pytest

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.game import outcome
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.store import Store
from tests.store.conftest import FakeClock, play_card, play_random

PILE_A = [c.id for c in default_catalogue().pile_cards("A")]
PILE_C = [c.id for c in default_catalogue().pile_cards("C")]
DAY1 = datetime(2025, 3, 1, 17, 0, tzinfo=UTC)
DAY2 = datetime(2025, 3, 10, 17, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, int]]]:
    """Mia trains pile A twice; Mia and Leo play two team games; a race on day 2.

    Built once for the module: the tests below only read it.
    """
    clock = FakeClock()
    store = Store.open(tmp_path_factory.mktemp("stats") / "blocky.sqlite3", clock=clock)
    mia = store.add_player("Mia", "white").id
    leo = store.add_player("Leo", "black").id
    clock.set(DAY1)
    s1 = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    # first attempt, second attempt, failed, then five first-attempt masters
    for card, mastered_on in zip(PILE_A, [1, 2, None, 1, 1, 1, 1, 1], strict=True):
        play_card(s1, mastered_on, card=card)
    assert s1.finished
    won = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    for card in PILE_C:
        if won.finished:
            break
        play_card(won, 1, card=card)
    lost = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    for card in PILE_C:
        play_card(lost, None, card=card)
    assert won.finished and lost.finished
    clock.set(DAY2)
    s2 = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    for card, mastered_on in zip(PILE_A, [3, 1, 1, 1, 1, 1, 1, 1], strict=True):
        play_card(s2, mastered_on, card=card)
    race = store.create_game(Setup.race([("Mia", "white"), ("Leo", "black")], seed=2), [mia, leo])
    play_random(race, random.Random(2))
    yield (
        store,
        {
            "mia": mia,
            "leo": leo,
            "s1": s1.id,
            "s2": s2.id,
            "won": won.id,
            "lost": lost.id,
            "race": race.id,
        },
    )
    store.close()


@pytest.fixture
def history(played: tuple[Store, dict[str, int]]) -> dict[str, int]:
    return played[1]


@pytest.fixture
def hstore(played: tuple[Store, dict[str, int]]) -> Store:
    return played[0]


def test_per_card_statistics(hstore: Store, history: dict[str, int]) -> None:
    stats = {
        s.card: s for s in hstore.statistics("blocky-mountains").card_stats(StatsFilter(player_id=history["mia"], mode="solo"))
    }
    assert set(stats) == set(PILE_A)
    first = stats[PILE_A[0]]  # day 1: first attempt; day 2: third attempt
    assert (first.attempts, first.plays, first.mastered, first.first_attempt) == (4, 2, 2, 1)
    assert first.mastered_rate == 1.0
    assert first.first_attempt_rate == 0.5
    assert first.mean_attempts == 2.0
    assert first.player_name == "Mia" and first.pile == "A"
    assert first.card_name == default_catalogue().card(PILE_A[0]).name
    failed = stats[PILE_A[2]]  # failed on day 1, first attempt on day 2
    assert (failed.attempts, failed.plays, failed.mastered, failed.first_attempt) == (2, 2, 1, 1)
    assert failed.mastered_rate == 0.5


def test_statistics_filtered_by_period_and_mode(hstore: Store, history: dict[str, int]) -> None:
    day1 = StatsFilter(player_id=history["mia"], until=date(2025, 3, 5), mode="solo")
    stats = {s.card: s for s in hstore.statistics("blocky-mountains").card_stats(day1)}
    assert stats[PILE_A[0]].attempts == 1
    assert stats[PILE_A[1]].attempts == 2
    day2 = StatsFilter(player_id=history["mia"], since=date(2025, 3, 10), mode="solo")
    assert {s.card: s.attempts for s in hstore.statistics("blocky-mountains").card_stats(day2)}[PILE_A[0]] == 3
    # Team attempts are Leo's and Mia's by seat; the solo filter leaves them out.
    team = hstore.statistics("blocky-mountains").card_stats(StatsFilter(mode="team"))
    assert {s.player_name for s in team} == {"Mia", "Leo"}
    assert all(s.pile == "C" for s in team)
    # An end given as a moment means its whole day: every game started that day counts.
    first_at = hstore.db.execute("SELECT min(at) FROM attempts").fetchone()[0]
    exact_end = StatsFilter(player_id=history["mia"], until=datetime.fromisoformat(first_at))
    assert sum(s.attempts for s in hstore.statistics("blocky-mountains").card_stats(exact_end)) == sum(
        s.attempts for s in hstore.statistics("blocky-mountains").card_stats(StatsFilter(history["mia"], until=DAY1.date()))
    )


def test_sessions_over_time(hstore: Store, history: dict[str, int]) -> None:
    solo = hstore.statistics("blocky-mountains").sessions(StatsFilter(player_id=history["mia"], mode="solo"))
    assert [s.game_id for s in solo] == [history["s1"], history["s2"]]
    s1, s2 = solo
    assert s1.mastered == (("A", 7), ("B", 0), ("C", 0))
    assert s1.failed == (("A", 1), ("B", 0), ("C", 0))
    assert s1.squirrels_kept == 2  # 3 at the start, one retry
    assert s2.squirrels_kept == 1  # two retries
    assert s1.finished and s1.started.date() == date(2025, 3, 1)
    assert s2.started.date() == date(2025, 3, 10)
    assert s1.duration > timedelta(0)
    assert s1.player_names == ("Mia",)
    assert len(hstore.statistics("blocky-mountains").sessions(StatsFilter(since=date(2025, 3, 10)))) == 2  # solo and race
    race = hstore.statistics("blocky-mountains").sessions(StatsFilter(player_id=history["leo"], mode="race"))[0]
    assert race.squirrels_kept == hstore.open_game(history["race"]).state.squirrels[1]


def test_personal_bests(hstore: Store, history: dict[str, int]) -> None:
    best = hstore.statistics("blocky-mountains").personal_bests(history["mia"], StatsFilter(mode="solo"))
    assert (best.most_mastered, best.most_mastered_game) == (8, history["s2"])
    assert (best.most_squirrels_kept, best.most_squirrels_game) == (2, history["s1"])
    assert best.longest_first_attempt_streak == 7  # day 2: cards 2 to 8
    day1 = hstore.statistics("blocky-mountains").personal_bests(history["mia"], StatsFilter(until=date(2025, 3, 1), mode="solo"))
    assert day1.longest_first_attempt_streak == 5
    assert day1.most_mastered == 7


def test_team_progress(hstore: Store, history: dict[str, int]) -> None:
    progress = {p.game_id: p for p in hstore.statistics("blocky-mountains").team_progress()}
    won, lost = progress[history["won"]], progress[history["lost"]]
    assert (won.result, won.furthest, won.level, won.start) == ("won", "C", "beginner", "B")
    assert (lost.result, lost.furthest) == ("lost", "B")
    assert won.player_names == ("Mia", "Leo")
    assert hstore.statistics("blocky-mountains").team_progress(StatsFilter(since=date(2025, 3, 2))) == []


def test_race_history(hstore: Store, history: dict[str, int]) -> None:
    state = hstore.open_game(history["race"]).state
    result = outcome(state)
    assert result is not None
    winners = {st.player for st in result.standings if st.place == 1}
    rh = hstore.statistics("blocky-mountains").race_history()
    assert rh.games == 1
    by_id = {p.player_id: p for p in rh.players}
    for seat, pid in enumerate([history["mia"], history["leo"]]):
        assert by_id[pid].games == 1
        assert by_id[pid].wins == (1 if seat in winners else 0)
        assert by_id[pid].average_finish_space == state.positions[seat]
    only_leo = hstore.statistics("blocky-mountains").race_history(StatsFilter(player_id=history["leo"]))
    assert [p.name for p in only_leo.players] == ["Leo"]


def test_undone_attempts_leave_the_statistics(store: Store, clock: FakeClock) -> None:
    mia = store.add_player("Mia").id
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    play_card(game, 2, card=PILE_A[0])
    assert store.statistics("blocky-mountains").card_stats()[0].attempts == 2
    game.undo()
    game.undo()  # the retry
    game.undo()  # the failed first attempt
    assert store.statistics("blocky-mountains").card_stats() == []
    game.redo()
    assert store.statistics("blocky-mountains").card_stats()[0].attempts == 1
