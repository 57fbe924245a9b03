"""The derived counts (schema version 11) equal a recount from the records, whatever was
played, undone and redone, and the migration builds the same counts from the logs."""

from __future__ import annotations

import dataclasses
import json
import random
import shutil
import sqlite3
import tempfile
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import CoachModel
from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.practice import CardRecord, card_records
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.games.blocky_mountains.storage.coach_data import CoachFollower, coach_records
from blocky.games.blocky_mountains.storage.coach_data import card_records as stored_card_records
from blocky.games.blocky_mountains.timing import attempt_times_of_kinds
from blocky.store import Store
from blocky.store.schema import SCHEMA_VERSION, user_version
from blocky.store.values import parse_time
from tests.store.conftest import BEFORE_COUNTS, one_training_before_counts, without_derived_counts

GAME = "blocky-mountains"


class SteppedClock:
    """A clock moved by the test: forward a little, past the pause limit, or back."""

    def __init__(self) -> None:
        self.moment = datetime(2025, 3, 1, 9, 0, 0, 123456, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.moment


def _recount(db: sqlite3.Connection) -> dict[str, Any]:
    """Everything the derived tables hold, counted again from the action log and the
    attempts, the plain way (Python, the rules' own timing)."""
    days = {
        gid: day or created[:10]
        for gid, day, created in db.execute("SELECT id, local_day, created_at FROM games")
    }
    times: dict[tuple[int, int], tuple[int, bool]] = {}
    for (gid,) in db.execute("SELECT id FROM games").fetchall():
        log = [
            (json.loads(a)["do"], parse_time(at))
            for a, at in db.execute(
                "SELECT action_json, at FROM actions WHERE game_id = ? ORDER BY seq", (gid,)
            )
        ]
        for t in attempt_times_of_kinds(log):
            times[(gid, t.seq)] = (round(t.seconds * 1_000_000), t.paused)
    attempt_times: dict[int, tuple[int, bool]] = {}
    card_times: Counter[tuple[Any, ...]] = Counter()
    game_times: Counter[tuple[int, str]] = Counter()
    for aid, gid, seq, pid, partner, card, mode in db.execute(
        "SELECT id, game_id, seq, player_id, partner_id, card, mode FROM attempts"
    ).fetchall():
        if (gid, seq) not in times:
            continue
        micros, paused = times[(gid, seq)]
        attempt_times[aid] = (micros, paused)
        credited = [(pid, 0)] + ([(partner, 1)] if partner is not None else [])
        for who, role in credited:
            key = (who, role, card, mode, days[gid])
            card_times[key + ("timed",)] += 1
            card_times[key + ("micros",)] += micros
        game_times[(gid, "timed")] += 1
        game_times[(gid, "micros")] += micros
    cards: dict[tuple[int, str], tuple[Any, ...]] = {}
    for pid, card in db.execute(
        "SELECT DISTINCT player_id, card FROM attempts WHERE player_id IS NOT NULL"
    ).fetchall():
        own = db.execute(
            """SELECT attempt, difficult, mastered, at FROM attempts
               WHERE player_id = ? AND card = ? ORDER BY at, game_id, seq""",
            (pid, card),
        ).fetchall()
        tries = [m for n, d, m, _ in own if n == 1 and not d]
        # A play is a first attempt with the retries paid after it, whatever the clock
        # said (a retry timed before its first attempt, the clock put back, is still
        # part of that play).
        plays = [(m, at) for n, _, m, at in own if n == 1]
        streak = 0
        for m, _ in reversed(plays):
            if not m:
                break
            streak += 1
        cards[(pid, card)] = (
            len(own),
            sum(m for _, _, m, _ in own),
            len(tries),
            sum(tries),
            len(plays),
            sum(not m for m, _ in plays),
            streak,
            parse_time(plays[-1][1]) if plays else None,
        )
    return {
        "attempt_times": attempt_times,
        "card_times": +card_times,
        "game_times": +game_times,
        "player_cards": cards,
    }


def _stored(db: sqlite3.Connection) -> dict[str, Any]:
    card_times: Counter[tuple[Any, ...]] = Counter()
    for pid, role, card, mode, day, timed, micros in db.execute(
        "SELECT player_id, role, card, mode, day, timed, micros FROM card_times"
    ):
        card_times[(pid, role, card, mode, day, "timed")] += timed
        card_times[(pid, role, card, mode, day, "micros")] += micros
    game_times: Counter[tuple[int, str]] = Counter()
    for gid, timed, micros in db.execute("SELECT game_id, timed, micros FROM game_times"):
        game_times[(gid, "timed")] += timed
        game_times[(gid, "micros")] += micros
    return {
        "attempt_times": {
            aid: (micros, bool(paused))
            for aid, micros, paused in db.execute(
                "SELECT attempt_id, micros, paused FROM attempt_times"
            )
        },
        "card_times": +card_times,
        "game_times": +game_times,
        "player_cards": {
            (pid, card): (*counts, None if last is None else parse_time(last))
            for pid, card, *counts, last in db.execute(
                """SELECT player_id, card, attempts, mastered, tries, tries_mastered, plays,
                          plays_failed, streak, last_at FROM player_cards"""
            )
        },
    }


def _months(db: sqlite3.Connection) -> set[tuple[Any, ...]]:
    return set(
        db.execute(
            """SELECT player_key, player_id, role, card, card_name, pile, mode, month, attempts,
                      plays, mastered, first_attempt FROM card_months"""
        )
    ) | set(
        db.execute(
            "SELECT player_key, player_id, role, card, mode, month, timed, micros FROM time_months"
        )
    )


def _months_recounted(db: sqlite3.Connection) -> set[tuple[Any, ...]]:
    """The month sums, added up again from the day rows."""
    return set(
        db.execute(
            """SELECT player_key, player_id, role, card, card_name, pile, mode, substr(day, 1, 7),
                      sum(attempts), sum(plays), sum(mastered), sum(first_attempt)
               FROM card_totals GROUP BY 1, 2, 3, 4, 5, 6, 7, 8"""
        )
    ) | set(
        db.execute(
            """SELECT player_key, player_id, role, card, mode, substr(day, 1, 7), sum(timed),
                      sum(micros) FROM card_times GROUP BY 1, 2, 3, 4, 5, 6"""
        )
    )


def _credited_first_tries(db: sqlite3.Connection, pid: int, mode: str | None) -> list[Any]:
    """The player's first attempts (their own and with the second rod), day by day in the
    order played: (day, mastered)."""
    rows = db.execute(
        """SELECT coalesce(g.local_day, substr(g.created_at, 1, 10)), a.at, a.game_id, a.seq,
                  a.mastered
           FROM attempts a JOIN games g ON g.id = a.game_id
           WHERE a.attempt = 1 AND (a.player_id = ? OR a.partner_id = ?)
                 AND (? IS NULL OR a.mode = ?)""",
        (pid, pid, mode, mode),
    ).fetchall()
    return [(day, mastered) for day, *_, mastered in sorted(rows)]


def _runs_of(values: list[int]) -> tuple[int, int, int, int]:
    """(tries, the run of masters they start with, the one they end with, the longest)."""
    lead = next((i for i, m in enumerate(values) if not m), len(values))
    tail = next((i for i, m in enumerate(reversed(values)) if not m), len(values))
    best = run = 0
    for m in values:
        run = run + 1 if m else 0
        best = max(best, run)
    return len(values), lead, tail, best


def _day_runs(db: sqlite3.Connection) -> set[tuple[Any, ...]]:
    return set(
        db.execute("SELECT player_id, mode, day, tries, lead, tail, best FROM first_try_days")
    )


def _day_runs_recounted(db: sqlite3.Connection) -> set[tuple[Any, ...]]:
    out = set()
    for (pid,) in db.execute("SELECT id FROM players").fetchall():
        for mode in (None, "solo", "team", "race"):
            by_day: dict[str, list[int]] = {}
            for day, mastered in _credited_first_tries(db, pid, mode):
                by_day.setdefault(day, []).append(mastered)
            for day, values in by_day.items():
                out.add((pid, mode or "*", day, *_runs_of(values)))
    return out


def _longest_run(db: sqlite3.Connection, pid: int, mode: str | None) -> int:
    return _runs_of([m for _, m in _credited_first_tries(db, pid, mode)])[3]


_SETUPS = (
    lambda: Setup.solo("Mia", course="climb", draws=Draws.TABLE),
    lambda: Setup.team(["Mia", "Leo", "Ada"], draws=Draws.TABLE),
    lambda: Setup.race([("Mia", "white"), ("Leo", "black")], draws=Draws.TABLE),
)
_SEATS = ((0,), (0, 1, 2), (0, 1))

#: One step of play: which game, then a move (0-5 a legal action, 6 undo, 7 redo), and
#: how the clock moves before it (seconds; a long pause, or back).
_STEP = st.tuples(
    st.integers(0, 2),
    st.integers(0, 7),
    st.sampled_from([1, 7, 45, 130, 599, 601, 2400, -30]),
    st.integers(0, 999_999),
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(steps=st.lists(_STEP, min_size=20, max_size=160), seed=st.integers(0, 2**16))
def test_the_derived_counts_equal_a_recount_after_play_undo_and_redo(
    steps: list[tuple[int, int, int, int]], seed: int
) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "blocky.sqlite3"
        clock = SteppedClock()
        with Store.open(path, clock=clock) as store:
            ids = [store.add_player(n).id for n in ("Mia", "Leo", "Ada")]
            games = [
                store.create_game(make(), [ids[s] for s in seats])
                for make, seats in zip(_SETUPS, _SEATS, strict=True)
            ]
            # The coach's model followed at every state change, as the coach panel does.
            follower = CoachFollower()
            for which, move, seconds, micros in steps:
                clock.moment += timedelta(seconds=seconds, microseconds=micros)
                game = games[which]
                if move == 6 and game.can_undo:
                    game.undo()
                elif move == 7 and game.can_redo:
                    game.redo()
                elif not is_over(game.state):
                    game.play(rng.choice(legal_actions(game.state)))
                follower.model(store.db)
            db = store.db
            assert _stored(db) == _recount(db)
            assert _months(db) == _months_recounted(db)
            assert _day_runs(db) == _day_runs_recounted(db)
            for pid in ids:
                for mode in (None, "solo", "team", "race"):
                    bests = store.statistics(GAME).personal_bests(pid, StatsFilter(mode=mode))
                    assert bests.longest_first_attempt_streak == _longest_run(db, pid, mode)
            # The coach's model from the counts is the model fitted on the records, and
            # the practice plan's summaries are those of the records.
            fitted = CoachModel.fit(coach_records(db))
            followed = follower.model(db)
            assert abs(followed.card_strength - fitted.card_strength) < 1e-9
            assert abs(followed.pile_strength - fitted.pile_strength) < 1e-9
            for pid in ids:
                for c in default_catalogue().cards:
                    got, want = followed.card(pid, c.id, c.pile), fitted.card(pid, c.id, c.pile)
                    assert abs(got.chance - want.chance) < 1e-9 and got.evidence == want.evidence
            for (pid, card), counts in _recount(db)["player_cards"].items():
                plays, failed, streak, last = counts[4:]
                if plays:
                    assert stored_card_records(db, pid)[card] == CardRecord(
                        plays, failed, streak, last.astimezone().date()
                    )
            # In the order of the log the practice plan's own count agrees.
            for pid in ids:
                # The log's order (game, then step): coach_records comes in the order of
                # time, which hides a clock set back.
                times = [
                    at
                    for (at,) in db.execute(
                        "SELECT at FROM attempts WHERE player_id = ? ORDER BY game_id, seq, id",
                        (pid,),
                    )
                ]
                if all(
                    a is not None and b is not None and parse_time(a) <= parse_time(b)
                    for a, b in zip(times, times[1:], strict=False)
                ):
                    local = [
                        r if r.at is None else dataclasses.replace(r, at=r.at.astimezone())
                        for r in coach_records(db, player_id=pid)
                    ]
                    assert stored_card_records(db, pid) == card_records(local)
        # A file of the release before builds the same counts when it is migrated.
        built = Path(folder) / "before.sqlite3"
        shutil.copy(path, built)
        old = sqlite3.connect(built, isolation_level=None)
        try:
            without_derived_counts(old)
            old.execute(f"PRAGMA user_version = {BEFORE_COUNTS}")
        finally:
            old.close()
        with Store.open(built) as migrated, Store.open(path) as kept:
            assert user_version(migrated.db) == SCHEMA_VERSION
            assert _stored(migrated.db) == _stored(kept.db)
            assert _months(migrated.db) == _months(kept.db)
            assert _day_runs(migrated.db) == _day_runs(kept.db)


def test_a_long_migration_tells_how_far_it_has_got(tmp_path: Path) -> None:
    """The derived counts of a file of the release before are built at opening, after a
    backup, and the opener is told (done, total) once it has taken over a second."""
    from blocky.store.schema import _TimedProgress

    told: list[tuple[int, int]] = []
    slow = _TimedProgress(lambda done, total: told.append((done, total)), -1.0)
    quiet = _TimedProgress(lambda done, total: told.append((0, 0)), 3600.0)
    quiet(1, 2)
    slow(3, 4)
    assert told == [(3, 4)]

    path = tmp_path / "blocky.sqlite3"
    one_training_before_counts(path)
    seen: list[tuple[int, int]] = []
    with Store.open(path, progress=lambda done, total: seen.append((done, total))) as store:
        assert store.db.execute("SELECT count(*) FROM attempt_times").fetchone()[0] > 0
    # One game: done in far less than a second, so nothing was said.
    assert seen == []
    assert (tmp_path / f"blocky.sqlite3.v{BEFORE_COUNTS}.bak").exists()


def test_a_long_log_is_charted_per_period_with_the_sums_of_its_trainings(tmp_path: Path) -> None:
    """training_periods sums each player's finished trainings per period (months over
    three years), as the training log lists them one by one."""
    from bench import stats_bench
    from blocky.games.blocky_mountains.storage.coach_data import game_seconds

    path = tmp_path / "blocky.sqlite3"
    stats_bench._bulk_database(path, sessions=40, templates=3)
    with Store.open(path) as store:
        unit, periods, times = store.statistics(GAME).training_periods()
        assert unit == "month"
        log = [s for s in store.statistics(GAME).training_log() if s.finished]
        seconds = game_seconds(store.db, [s.game_id for s in log])
        expected: dict[tuple[int, str], list[Any]] = {}
        for s in log:
            got = expected.setdefault((s.player_id, s.local_day[:7] + "-01"), [0, 0, 0, 0, 0])
            got[0] += s.cards_mastered
            got[1] += s.cards_failed
            got[2] += s.squirrels_kept
            got[3] += 1
            n, mean = seconds.get(s.game_id, (0, 0.0))
            got[4] += n
        assert {
            (p.player_id, p.local_day): [
                p.cards_mastered,
                p.cards_failed,
                p.squirrels_kept,
                times.get(p.game_id, (0, 0.0))[0],
            ]
            for p in periods
        } == {
            key: [m, f, round(kept / n), timed] for key, (m, f, kept, n, timed) in expected.items()
        }
        for pid in {p.player_id for p in periods}:
            own = [p.started for p in periods if p.player_id == pid]
            assert own == sorted(own)


def test_time_per_card_over_any_period_is_the_mean_of_the_timed_attempts(
    tmp_path: Path,
) -> None:
    """card_seconds (whole months from time_months, cut months day by day) gives what the
    timed attempts of the period give, attempt by attempt."""
    from datetime import date

    from bench import stats_bench
    from blocky.games.blocky_mountains.storage.coach_data import (
        card_mean_seconds,
        card_seconds,
        timed_attempts,
    )

    path = tmp_path / "blocky.sqlite3"
    stats_bench._bulk_database(path, sessions=60, templates=3)
    periods = [
        (None, None),
        (date(2023, 3, 15), date(2024, 7, 3)),
        (date(2024, 2, 1), date(2024, 2, 29)),
        (date(2024, 5, 10), date(2024, 5, 20)),
        (date(2025, 1, 31), None),
        (None, date(2023, 12, 1)),
    ]
    with Store.open(path) as store:
        for since, until in periods:
            for player in (None, 1, 2):
                timed = timed_attempts(store.db, player_id=player, since=since, until=until)
                expected = card_mean_seconds(timed, player)
                got = card_seconds(store.db, player_id=player, since=since, until=until)
                assert got.keys() == expected.keys(), (since, until, player)
                for key, (n, mean) in expected.items():
                    assert got[key][0] == n and abs(got[key][1] - mean) < 1e-6
        assert any(card_seconds(store.db, since=s, until=u) for s, u in periods[1:])
