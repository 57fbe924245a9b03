"""The summary-backed statistics give exactly what counting the logs gives.

Random histories (seeded, so a failure replays) of solo trainings, team games and
races, with undo and redo, games played across month ends, a renamed player, a
deleted game and an imported one, are checked against a plain recount of the
logs (tests/store/reference_stats.py) under many filters.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter, cards, race, solo, team
from blocky.games.blocky_mountains.statistics import sessions as session_stats
from blocky.store import Store, StoredGame
from tests.store import reference_stats as ref
from tests.store.conftest import FakeClock

NAMES = [("Mia", "orange"), ("Leo", "violet"), ("Ada", "white"), ("Noah", "black")]
START = datetime(2024, 11, 20, 9, 0, tzinfo=UTC)


def _new_game(store: Store, rng: random.Random, ids: list[int]) -> StoredGame:
    draws = rng.choice([Draws.APP, Draws.TABLE])
    kind = rng.choice(["solo", "solo", "team", "race"])
    seed = rng.randrange(10_000)
    if kind == "solo":
        seat = rng.randrange(len(ids))
        course = rng.choice(["A", "B", "C", "climb"])
        setup = Setup.solo(NAMES[seat][0], course=course, draws=draws, seed=seed)
        return store.create_game(setup, [ids[seat]])
    seats = rng.sample(range(len(ids)), rng.randint(2, len(ids)))
    if kind == "team":
        setup = Setup.team([NAMES[s][0] for s in seats], draws=draws, seed=seed)
    else:
        setup = Setup.race([NAMES[s] for s in seats], draws=draws, seed=seed)
    return store.create_game(setup, [ids[s] for s in seats])


def _step(game: StoredGame, rng: random.Random, clock: FakeClock) -> None:
    """One random move of the family at the table: play (mostly), undo or redo."""
    roll = rng.random()
    if roll < 0.12 and game.can_undo:
        game.undo()
    elif roll < 0.18 and game.can_redo:
        game.redo()
    elif not is_over(game.state):
        # Sometimes a long pause: the game runs into the next day or month.
        if rng.random() < 0.04:
            clock.set(clock.moment + timedelta(days=rng.randint(1, 20)))
        game.play(rng.choice(legal_actions(game.state)))


def _history(store: Store, clock: FakeClock, seed: int, games: int = 14) -> list[int]:
    rng = random.Random(seed)
    ids = [store.add_player(n, c).id for n, c in NAMES]
    clock.set(START)
    open_games: list[StoredGame] = []
    for n in range(games):
        clock.set(clock.moment + timedelta(days=rng.randint(0, 12), hours=rng.randint(0, 5)))
        open_games.append(_new_game(store, rng, ids))
        # Games are played in turns, so two may be on the go at once.
        for _ in range(rng.randint(10, 45)):
            _step(rng.choice(open_games[-2:]), rng, clock)
        if n == games // 2:
            store.rename_player(ids[1], "Leo the Brave")
    for game in open_games[-2:]:
        while not is_over(game.state) and rng.random() < 0.97:
            _step(game, rng, clock)
    # Races played to the end (random play rarely gets there): wins and finishing spaces.
    for _ in range(3):
        clock.set(clock.moment + timedelta(days=rng.randint(0, 3)))
        seats = rng.sample(range(len(ids)), rng.randint(2, len(ids)))
        race = store.create_game(
            Setup.race([NAMES[s] for s in seats], seed=rng.randrange(10_000)),
            [ids[s] for s in seats],
        )
        while not is_over(race.state):
            _step(race, rng, clock)
    store.delete_game(open_games[rng.randrange(len(open_games))].id)
    return ids


def _filters(db: sqlite3.Connection, ids: list[int], rng: random.Random) -> list[StatsFilter]:
    times = [datetime.fromisoformat(t) for (t,) in db.execute("SELECT at FROM attempts")]
    days = sorted({t.date() for t in times})
    out = [StatsFilter()]
    for player in [None, *ids]:
        for mode in (None, "solo", "team", "race"):
            out.append(StatsFilter(player, mode=mode))
            since, until = sorted(rng.sample(days, 2)) if len(days) > 1 else (days[0], days[0])
            out.append(StatsFilter(player, since=since, until=until, mode=mode))
            out.append(StatsFilter(player, since=rng.choice(days), mode=mode))
            out.append(StatsFilter(player, until=rng.choice(days), mode=mode))
            # Exact moments, some of them the time of an attempt (the end is included).
            a, b = sorted(rng.sample(times, 2))
            out.append(StatsFilter(player, since=a, until=b, mode=mode))
            out.append(StatsFilter(player, since=a + timedelta(microseconds=1), mode=mode))
    out.append(StatsFilter(since=date(2030, 1, 1)))
    return out


def _check(db: sqlite3.Connection, ids: list[int], rng: random.Random) -> None:
    assert ref.stored_summary_rows(db) == ref.summary_rows(db)
    assert ref.bounds_hold(db)
    plain = ref.plain
    for f in _filters(db, ids, rng):
        assert plain(cards.card_stats(db, f)) == ref.card_stats(db, f), f
        assert plain(session_stats.sessions(db, f)) == ref.sessions(db, f), f
        assert plain(solo.training_log(db, f)) == ref.training_log(db, f), f
        assert plain(team.team_progress(db, f)) == ref.team_progress(db, f), f
        assert plain(race.race_history(db, f)) == ref.race_history(db, f), f
        assert plain(cards.card_totals(db, f)) == ref.card_totals(db, f), f
        assert plain(race.race_games(db, f)) == ref.race_games(db, f), f
        for pid in ids:
            assert plain(solo.personal_bests(db, pid, f)) == ref.personal_bests(db, pid, f), (
                pid,
                f,
            )


@pytest.mark.parametrize(
    ("seed", "zone"), [(1, None), (2, "America/Los_Angeles"), (3, "Pacific/Auckland")]
)
def test_statistics_match_a_recount_of_the_logs(
    tmp_path: Path, seed: int, zone: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In the computer's zone and in two others (daylight saving on both sides of the
    equator): days are cut where the players' midnight is."""
    tz = None if zone is None else ZoneInfo(zone)
    monkeypatch.setattr(ref, "ZONE", tz)
    clock = FakeClock()
    with Store.open(tmp_path / "blocky.sqlite3", clock=clock, zone=tz) as store:
        ids = _history(store, clock, seed)
        _check(store.db, ids, random.Random(seed))
        # Undo every attempt of one game: its totals go, the others stay right.
        gid = store.db.execute("SELECT game_id FROM attempts ORDER BY id DESC").fetchone()[0]
        game = store.open_game(gid)
        while game.can_undo:
            game.undo()
        assert not store.db.execute(
            "SELECT 1 FROM attempt_totals WHERE game_id = ?", (gid,)
        ).fetchall()
        _check(store.db, ids, random.Random(seed + 100))
    # Reopened: the same numbers (nothing is kept in memory).
    with Store.open(tmp_path / "blocky.sqlite3", zone=tz) as store:
        _check(store.db, ids, random.Random(seed + 200))


def test_imported_games_are_counted_like_played_ones(tmp_path: Path) -> None:
    clock = FakeClock()
    with Store.open(tmp_path / "a.sqlite3", clock=clock) as store:
        _history(store, clock, 7, games=8)
        data = store.export_all()
    with Store.open(tmp_path / "b.sqlite3", clock=FakeClock()) as other:
        report = other.import_data(data)
        assert report.games_added > 0
        ids = [p.id for p in other.players()]
        _check(other.db, ids, random.Random(7))


def test_a_player_without_a_profile_is_counted_as_nobody(tmp_path: Path) -> None:
    """A seat whose attempts carry no player id (not written by the app, but possible in
    a file) is still counted once, apart from everyone else."""
    clock = FakeClock()
    with Store.open(tmp_path / "blocky.sqlite3", clock=clock) as store:
        ids = _history(store, clock, 11, games=6)
        db = store.db
        db.execute("BEGIN")
        db.execute("UPDATE attempts SET player_id = NULL WHERE id % 3 = 0")
        db.execute("COMMIT")
        _check(db, ids, random.Random(11))
