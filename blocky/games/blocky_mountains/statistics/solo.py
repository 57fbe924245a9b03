"""Solo training: the training log (all of it, or a page in a chosen order) and each
player's personal bests."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, NamedTuple

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.statistics.filters import (
    MODES,
    StatsFilter,
    _and,
    _colour,
    _game_filter,
    _name,
    _names,
    _period,
    _rate,
)
from blocky.games.blocky_mountains.statistics.handicaps import (
    first_try_days,
    handicapped_games,
)
from blocky.games.blocky_mountains.statistics.sessions import _race_kept
from blocky.store.values import parse_time


class TrainingSession(NamedTuple):
    """One solo training, read from its summary row alone (no attempt scan).

    A named tuple rather than a dataclass: a long log has thousands of these and
    a tuple is built several times faster, which the statistics screen feels.
    """

    game_id: int
    player_id: int
    #: The profile's name now: a renamed player's old sessions show the new name.
    player_name: str
    colour: str | None
    started: datetime
    #: The last change to the game (its last action, unless it was undone later).
    ended: datetime
    finished: bool
    #: "A", "B", "C" or "climb".
    course: str
    #: Cards mastered and failed per pile A, B, C (an open play is in neither).
    mastered: tuple[int, int, int]
    failed: tuple[int, int, int]
    squirrels_kept: int
    #: Playing time, breaks left out.
    play_time: timedelta = timedelta(0)
    #: A card is left at the retry decision.
    open_play: bool = False
    #: The players' calendar day the session counts on.
    local_day: str = ""

    @property
    def duration(self) -> timedelta:
        return self.play_time

    @property
    def piles(self) -> tuple[str, ...]:
        return PILES if self.course == "climb" else (self.course,)

    @property
    def cards_mastered(self) -> int:
        return sum(self.mastered)

    @property
    def cards_failed(self) -> int:
        return sum(self.failed)

    @property
    def decided(self) -> int:
        return self.cards_mastered + self.cards_failed

    @property
    def mastered_rate(self) -> float:
        return _rate(self.cards_mastered, self.decided)


#: How the training log can be ordered (SQL over ``game_totals t`` and ``players p``).
#: By date is by local day, then start time: the order of the index, so the newest page
#: is read without sorting the whole log.
LOG_ORDER = {
    "date": "t.local_day",
    "player": "lower(p.name)",
    "route": "t.course",
    "mastered": "(t.mastered_a + t.mastered_b + t.mastered_c)",
    "failed": "(t.failed_a + t.failed_b + t.failed_c)",
    "rate": (
        "(t.mastered_a + t.mastered_b + t.mastered_c) * 1.0 / max(1, t.mastered_a + t.mastered_b"
        " + t.mastered_c + t.failed_a + t.failed_b + t.failed_c)"
    ),
    "squirrels": "coalesce(t.squirrels, 0)",
    "time": "t.play_seconds",
    "finished": "t.finished",
}

_LOG_SELECT = """SELECT t.game_id, gp.player_id, p.name, p.colour, t.created_at, t.updated_at,
                        t.finished, t.course, t.mastered_a, t.mastered_b, t.mastered_c,
                        t.failed_a, t.failed_b, t.failed_c, coalesce(t.squirrels, 0),
                        t.play_seconds, t.open_play, t.local_day
                 FROM game_totals t
                 JOIN game_players gp ON gp.game_id = t.game_id AND gp.seat = 0
                 JOIN players p ON p.id = gp.player_id"""


def _session(row: Sequence[Any]) -> TrainingSession:
    (gid, pid, name, colour, created, updated, finished, course) = row[:8]
    ma, mb, mc, fa, fb, fc, kept, seconds, open_play, day = row[8:]
    return TrainingSession(
        gid,
        pid,
        _name(name),
        _colour(colour),
        parse_time(created),
        parse_time(updated),
        bool(finished),
        course or "A",
        (ma, mb, mc),
        (fa, fb, fc),
        kept,
        timedelta(seconds=round(seconds or 0)),
        bool(open_play),
        day,
    )


def _solo_filter(f: StatsFilter) -> tuple[str, list[Any]]:
    return _game_filter(StatsFilter(f.player_id, f.since, f.until, "solo"))


def training_log(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[TrainingSession]:
    """Solo trainings (by player and period; the filter's mode is ignored), oldest first."""
    f = f or StatsFilter()
    where, params = _solo_filter(f)
    return [
        _session(row)
        for row in db.execute(f"{_LOG_SELECT} {where} ORDER BY t.created_at, t.game_id", params)
    ]


def training_log_count(db: sqlite3.Connection, f: StatsFilter | None = None) -> int:
    """How many trainings :func:`training_log` would list (read without listing them)."""
    where, params = _solo_filter(f or StatsFilter())
    return int(db.execute(f"SELECT count(*) FROM game_totals t {where}", params).fetchone()[0])


def training_log_page(
    db: sqlite3.Connection,
    f: StatsFilter | None,
    offset: int,
    limit: int,
    order: str = "date",
    descending: bool = True,
) -> list[TrainingSession]:
    """``limit`` trainings from ``offset`` on, in ``order`` (a key of :data:`LOG_ORDER`),
    ties by date: what a view shows as its rows scroll into sight."""
    where, params = _solo_filter(f or StatsFilter())
    way = "DESC" if descending else "ASC"
    key = LOG_ORDER.get(order, LOG_ORDER["date"])
    return [
        _session(row)
        for row in db.execute(
            f"""{_LOG_SELECT} {where}
                ORDER BY {key} {way}, t.created_at {way}, t.game_id {way}
                LIMIT ? OFFSET ?""",
            [*params, limit, offset],
        )
    ]


#: A chart of more trainings than this draws them summed up per day, week or month.
CHART_SESSIONS = 600

#: The periods (name, the longest log in days they are used for, and the first day of
#: the period a local day ``{d}`` falls in).
_PERIODS = (
    ("day", 120, "{d}"),
    ("week", 1000, "date({d}, '+1 day', 'weekday 1', '-7 days')"),
    ("month", None, "substr({d}, 1, 7) || '-01'"),
)


def training_periods(
    db: sqlite3.Connection, f: StatsFilter | None = None
) -> tuple[str, list[TrainingSession], dict[int, tuple[int, float]]]:
    """The finished trainings (by player and period, as :func:`training_log`) summed per
    player and day, week (from Monday) or month, whichever keeps a chart of the whole log
    readable (days up to 120 days, weeks up to 1,000 days, then months), oldest first:
    each entry the sums of one player's trainings in one period (mastered and failed per
    pile, the mean of the squirrels kept, the playing time), dated at its first training,
    with ``game_id`` the period's number (no game: a period is many); and per number, the
    timed attempts and their mean seconds; first, the period's name ("day", "week",
    "month"). SQL sums the rows kept per player and day (storage/training_days.py), so a
    chart of years of daily training reads a row per day, not one per training."""
    f = f or StatsFilter()
    clauses, params = _period(f, "d.day")
    if f.player_id is not None:
        clauses.append("d.player_id = ?")
        params.append(f.player_id)
    where = _and(clauses)
    first, last = db.execute(
        f"SELECT min(d.day), max(d.day) FROM training_days d {where}", params
    ).fetchone()
    if first is None:
        return "day", [], {}
    span = (date.fromisoformat(last) - date.fromisoformat(first)).days
    unit, _, period = next(p for p in _PERIODS if p[1] is None or span <= p[1])
    bucket = period.format(d="d.day")
    out: list[TrainingSession] = []
    times: dict[int, tuple[int, float]] = {}
    for n, row in enumerate(
        db.execute(
            f"""SELECT d.player_id, p.name, p.colour, min(d.first_at), max(d.last_at),
                       sum(d.mastered_a), sum(d.mastered_b), sum(d.mastered_c),
                       sum(d.failed_a), sum(d.failed_b), sum(d.failed_c),
                       sum(d.squirrels) * 1.0 / sum(d.finished), sum(d.play_seconds),
                       {bucket}, sum(d.timed), sum(d.micros)
                FROM training_days d JOIN players p ON p.id = d.player_id
                {where}
                GROUP BY d.player_id, {bucket} HAVING sum(d.finished) > 0
                ORDER BY {bucket}, d.player_id""",
            params,
        )
    ):
        pid, name, colour, started, ended, ma, mb, mc, fa, fb, fc, kept, seconds = row[:13]
        day, timed, micros = row[13:]
        out.append(
            TrainingSession(
                n,
                pid,
                _name(name),
                _colour(colour),
                parse_time(started),
                parse_time(ended),
                True,
                "climb",
                (ma, mb, mc),
                (fa, fb, fc),
                round(kept),
                timedelta(seconds=round(seconds or 0)),
                False,
                day,
            )
        )
        if timed:
            times[n] = (int(timed), int(micros) / 1e6 / int(timed))
    return unit, out, times


@dataclass(frozen=True, slots=True)
class PersonalBests:
    player_id: int
    most_mastered: int
    most_mastered_game: int | None
    #: Squirrels the player kept to the end of a finished training or race: a team's
    #: shared pool is nobody's own, so team games never count here (None: none played).
    most_squirrels_kept: int | None
    most_squirrels_game: int | None
    #: Longest run of cards mastered on the first attempt, in the order they were played.
    longest_first_attempt_streak: int
    #: The mode these bests are of (None: every mode together).
    mode: str | None = None


def personal_bests(
    db: sqlite3.Connection, player_id: int, f: StatsFilter | None = None
) -> PersonalBests:
    """The player's bests in the filter. Races played with a handicap are kept apart
    (H2): their cards, squirrels and first tries do not count in any best (see
    :func:`handicapped_races`)."""
    f = f or StatsFilter()
    f = StatsFilter(player_id, f.since, f.until, f.mode)
    apart = handicapped_games(db) if f.mode in (None, "race") else frozenset()
    most_mastered, most_mastered_game = _most_mastered(db, f, apart)
    best_kept, best_game = _most_squirrels_kept(db, f, apart)
    return PersonalBests(
        player_id,
        most_mastered,
        most_mastered_game,
        best_kept,
        best_game,
        _longest_first_attempt_streak(db, f, apart),
        f.mode,
    )


def handicapped_races(
    db: sqlite3.Connection, player_id: int, f: StatsFilter | None = None
) -> int:
    """How many finished races of the player in the filter were played with a handicap
    (H1): kept apart from their bests (H2), and counted here to be shown apart."""
    f = f or StatsFilter()
    if f.mode not in (None, "race"):
        return 0
    apart = handicapped_games(db)
    if not apart:
        return 0
    where, params = _game_filter(StatsFilter(player_id, f.since, f.until, "race"))
    where, params = _only(where, params, apart)
    row = db.execute(
        f"SELECT count(*) FROM game_totals t {where} AND t.finished = 1", params
    ).fetchone()
    return int(row[0])


def _apart(where: str, params: list[Any], apart: frozenset[int]) -> tuple[str, list[Any]]:
    """``where`` without the games ``apart`` (unchanged when there are none)."""
    if not apart:
        return where, params
    clause = "t.game_id NOT IN (SELECT value FROM json_each(?))"
    return (
        f"{where} AND {clause}" if where else f"WHERE {clause}",
        [*params, json.dumps(sorted(apart))],
    )


def _only(where: str, params: list[Any], games: frozenset[int]) -> tuple[str, list[Any]]:
    """``where`` with only the ``games``."""
    clause = "t.game_id IN (SELECT value FROM json_each(?))"
    return (
        f"{where} AND {clause}" if where else f"WHERE {clause}",
        [*params, json.dumps(sorted(games))],
    )


def personal_bests_by_mode(
    db: sqlite3.Connection, player_id: int, f: StatsFilter | None = None
) -> list[PersonalBests]:
    """The player's bests in each mode the filter allows (training, race, team)."""
    f = f or StatsFilter()
    modes = MODES if f.mode is None else (f.mode,)
    return [
        personal_bests(db, player_id, StatsFilter(player_id, f.since, f.until, m)) for m in modes
    ]


def _most_mastered(
    db: sqlite3.Connection, f: StatsFilter, apart: frozenset[int] = frozenset()
) -> tuple[int, int | None]:
    """Most cards the player mastered in one game (second-rod credit included), the
    games ``apart`` left out; the earliest such game on a tie.

    In one mode the rows kept per game (``game_mastered``, storage/bests.py) are read in
    the order of their index, most mastered first, up to the first game in the period
    and those that tie with it; every mode together sums the player's rows per game."""
    if f.mode is None:
        return _most_mastered_summed(db, f, apart)
    clauses, params = _period(f, "t.local_day")
    if apart:
        clauses.append("g.game_id NOT IN (SELECT value FROM json_each(?))")
        params.append(json.dumps(sorted(apart)))
    kept = "".join(" AND " + c for c in clauses)
    joined = "JOIN game_totals t ON t.game_id = g.game_id" if clauses else ""
    row = db.execute(
        f"""SELECT g.mastered FROM game_mastered g {joined}
            WHERE g.player_id = ? AND g.mode = ?{kept}
            ORDER BY g.mastered DESC LIMIT 1""",
        [f.player_id, f.mode, *params],
    ).fetchone()
    if row is None or not row[0]:
        return 0, None
    most = int(row[0])
    (game_id,) = db.execute(
        f"""SELECT g.game_id FROM game_mastered g JOIN game_totals t ON t.game_id = g.game_id
            WHERE g.player_id = ? AND g.mode = ? AND g.mastered = ?{kept}
            ORDER BY t.created_at, g.game_id LIMIT 1""",
        [f.player_id, f.mode, most, *params],
    ).fetchone()
    return most, int(game_id)


def _most_mastered_summed(
    db: sqlite3.Connection, f: StatsFilter, apart: frozenset[int] = frozenset()
) -> tuple[int, int | None]:
    """:func:`_most_mastered` in every mode together (or in one, to compare with): the
    player's rows are read in the order of their index (player, mode, game), so the sums
    per game need no sorting; the summary row of a game is only joined when the period
    asks for its day, and for the games that tie for the most."""
    keys = ["a.player_id = ?"]
    params: list[Any] = [f.player_id]
    if f.mode is not None:
        keys.append("a.mode = ?")
        params.append(f.mode)
    period, period_params = _period(f, "t.local_day")
    joined = ""
    if period:
        joined = "JOIN game_totals t ON t.game_id = a.game_id"
        keys += period
        params += period_params
    if apart:
        keys.append("a.game_id NOT IN (SELECT value FROM json_each(?))")
        params.append(json.dumps(sorted(apart)))
    row = db.execute(
        f"""WITH per_game AS (
                SELECT a.game_id AS game_id, sum(a.mastered) AS n
                FROM attempt_totals a {joined} WHERE {" AND ".join(keys)}
                GROUP BY a.game_id)
            SELECT g.game_id, g.n FROM per_game g JOIN game_totals t ON t.game_id = g.game_id
            WHERE g.n = (SELECT max(n) FROM per_game)
            ORDER BY t.created_at, g.game_id LIMIT 1""",
        params,
    ).fetchone()
    return (int(row[1]), int(row[0])) if row and row[1] else (0, None)


def _most_squirrels_kept(
    db: sqlite3.Connection, f: StatsFilter, apart: frozenset[int] = frozenset()
) -> tuple[int | None, int | None]:
    """Most squirrels the player kept to the end of a finished training or race (the
    earliest on a tie), the games ``apart`` left out; team games share one pool and
    never count. A training's squirrels are its summary row's: the index of finished
    games by squirrels kept (``game_totals_kept``) is walked, most first, to the first
    of the player's in the period; a race's are read from its result, one race at a
    time."""
    if f.mode == "team":
        return None, None
    # (squirrels, created_at, game_id) of the best: most squirrels, then the earliest.
    found: list[tuple[int, str, int]] = []
    if f.mode in (None, "solo"):
        period, period_params = _period(f, "t.local_day")
        where, params = _apart(
            _and(["+gp.player_id = ?", "t.finished = 1", *period]),
            [f.player_id, *period_params],
            apart,
        )
        row = db.execute(
            f"""SELECT t.squirrels, t.created_at, t.game_id
                FROM game_totals t JOIN game_players gp ON gp.game_id = t.game_id
                {where} AND t.mode = 'solo' AND t.squirrels IS NOT NULL
                ORDER BY t.squirrels DESC, t.created_at, t.game_id LIMIT 1""",
            params,
        ).fetchone()
        if row is not None:
            found.append((int(row[0]), str(row[1]), int(row[2])))
    if f.mode in (None, "race"):
        # Races found by the summary rows' index of modes (few beside the trainings).
        races, race_params = _apart(
            *_game_filter(StatsFilter(f.player_id, f.since, f.until, "race")), apart
        )
        rows = db.execute(
            f"""SELECT t.game_id, t.created_at, g.result_json
                FROM game_totals t JOIN games g ON g.id = t.game_id
                {races} AND t.finished = 1
                ORDER BY t.created_at, t.game_id""",
            race_params,
        ).fetchall()
        names = _names(db, *_game_filter(StatsFilter(f.player_id, mode="race"))) if rows else {}
        best: tuple[int, str, int] | None = None
        for game_id, created_at, race_json in rows:
            kept = _race_kept(race_json, [pid for pid, _ in names.get(game_id, [])], f.player_id)
            if kept is not None and (best is None or kept > best[0]):
                best = (kept, str(created_at), int(game_id))
        if best is not None:
            found.append(best)
    if not found:
        return None, None
    kept, _, game_id = min(found, key=lambda b: (-b[0], b[1], b[2]))
    return kept, game_id


def _longest_first_attempt_streak(
    db: sqlite3.Connection, f: StatsFilter, apart: frozenset[int] = frozenset()
) -> int:
    """Longest run of the player's first attempts mastered, in the order played, day by
    day: their own and those where they held the second rod (T10), as all their own
    numbers. Joined from the runs kept per day (``first_try_days``): the run each day
    starts with, ends with and its longest; the days with a game ``apart`` counted
    again without it (:func:`handicaps.first_try_days`)."""
    clauses, params = _period(f, "day")
    again = first_try_days(db, f, apart)
    streak = best = 0
    for day, *kept in db.execute(
        f"""SELECT day, tries, lead, tail, best FROM first_try_days
            WHERE player_id = ? AND mode = ? {"".join(" AND " + c for c in clauses)}
            ORDER BY day""",
        [f.player_id, f.mode or "*", *params],
    ):
        tries, lead, tail, longest = again.get(day, kept)
        if not tries:
            continue
        best = max(best, longest, streak + lead)
        streak = streak + tries if lead == tries else tail
    return max(best, streak)


# ---------------------------------------------------------------- team and race
