"""Races played with a handicap (house rules H1-H2): which they are, the first tries of a
day without them, and whether the wins evened out.

H2 keeps the results of handicapped races apart from the bests: :func:`first_try_days`
gives the runs of first tries of the days a player raced with a handicap as if those
races had not been played, so the longest run leaves them out like every other best.
:func:`wins_evened_out` sets each racer's wins beside an even share, in the races with a
handicap and in those without, so the family sees whether a handicap evened the race.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from dataclasses import dataclass

from blocky.games.blocky_mountains.statistics.filters import (
    StatsFilter,
    _game_filter,
    _names,
    _period,
)


def handicapped_games(db: sqlite3.Connection) -> frozenset[int]:
    """The races played with a handicap: a player of their set-up has one (H1; the
    record writes it only then, see setup_json.py). Only the races' set-ups (found by
    the summary rows' index of modes) whose text names a handicap at all are read."""
    out: set[int] = set()
    for game_id, setup_json in db.execute(
        "SELECT id, setup_json FROM games WHERE id IN "
        "(SELECT game_id FROM game_totals WHERE mode = 'race') "
        "AND instr(setup_json, '\"handicap\"') > 0"
    ):
        try:
            players = json.loads(setup_json).get("players")
        except (ValueError, AttributeError):
            continue  # a damaged set-up: nothing of it is read as a handicap
        if isinstance(players, list) and any(
            isinstance(p, dict) and isinstance(p.get("handicap"), dict) for p in players
        ):
            out.add(int(game_id))
    return frozenset(out)


#: A day's first tries: how many, the run of masters it starts with, the one it ends
#: with, and its longest (the columns of ``first_try_days``).
DayRuns = tuple[int, int, int, int]


def runs(mastered: list[bool]) -> DayRuns:
    """The :data:`DayRuns` of first tries in the order they were made.

    >>> runs([True, True, False, True, True, True, False, True])
    (8, 2, 1, 3)
    """
    lead = tail = best = 0
    broken = False
    for m in mastered:
        if m:
            tail += 1
            best = max(best, tail)
            if not broken:
                lead += 1
        else:
            tail, broken = 0, True
    return len(mastered), lead, tail, best


def first_try_days(
    db: sqlite3.Connection, f: StatsFilter, apart: frozenset[int]
) -> dict[str, DayRuns]:
    """For each day in ``f`` on which player ``f.player_id`` made a first try in one of
    the games ``apart``: that day's runs of first tries (in ``f.mode``, every mode when
    None) counted without those games, as ``first_try_days`` counts them (their own
    first tries and those where they held the second rod, in the order made). A day
    left with no first try gives ``(0, 0, 0, 0)``."""
    if not apart or f.player_id is None:
        return {}
    games = json.dumps(sorted(apart))
    who = [f.player_id, f.player_id]
    clauses, params = _period(f, "day")
    days = [
        str(day)
        for (day,) in db.execute(
            f"""SELECT day FROM (
                    SELECT DISTINCT t.local_day AS day
                    FROM attempts a JOIN game_totals t ON t.game_id = a.game_id
                    WHERE a.game_id IN (SELECT value FROM json_each(?)) AND a.attempt = 1
                          AND (a.player_id = ? OR a.partner_id = ?))
                {"WHERE " + " AND ".join(clauses) if clauses else ""} ORDER BY day""",
            [games, *who, *params],
        )
    ]
    only = "" if f.mode is None else " AND a.mode = ?"
    out: dict[str, DayRuns] = {}
    for day in days:
        rows = db.execute(
            f"""SELECT a.mastered FROM attempts a JOIN game_totals t ON t.game_id = a.game_id
                WHERE t.local_day = ? AND a.attempt = 1 AND (a.player_id = ? OR a.partner_id = ?)
                      AND a.game_id NOT IN (SELECT value FROM json_each(?)){only}
                ORDER BY a.at, a.game_id, a.seq""",
            [day, *who, games, *([] if f.mode is None else [f.mode])],
        ).fetchall()
        out[day] = runs([bool(m) for (m,) in rows])
    return out


@dataclass(frozen=True, slots=True)
class RacerWins:
    """One racer's wins in finished races against others, with a handicap in the race
    (anyone's) and without: shared first places count as shares (two winners: half a
    win each), and the even share is what the wins would be if every racer of each race
    were as likely to win (a race of 3: a third)."""

    player_id: int
    name: str
    handicap_races: int
    handicap_wins: float
    handicap_even: float
    plain_races: int
    plain_wins: float
    plain_even: float


def wins_evened_out(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[RacerWins]:
    """Per racer of the finished races in ``f`` (two racers or more), their wins with a
    handicap and without, each beside an even share; racers with a handicap race first,
    then by name. A race whose result cannot be read is left out."""
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "race")
    where, params = _game_filter(f)
    where += (" AND " if where else "WHERE ") + "t.finished = 1"
    names = _names(db, where, params)
    apart = handicapped_games(db)
    # per player: [races, wins, even] with a handicap, then without
    tally: dict[int, list[float]] = defaultdict(lambda: [0, 0.0, 0.0, 0, 0.0, 0.0])
    who: dict[int, str] = {}
    for game_id, result_json in db.execute(
        f"SELECT t.game_id, g.result_json FROM game_totals t JOIN games g ON g.id = t.game_id "
        f"{where}",
        params,
    ).fetchall():
        try:
            places = json.loads(result_json).get("places", [])
        except (ValueError, AttributeError):
            continue
        seats = names.get(game_id, [])
        if len(seats) < 2 or not isinstance(places, list) or len(places) != len(seats):
            continue
        winners = sum(p == 1 for p in places)
        if not winners:
            continue
        at = 0 if game_id in apart else 3
        for seat, (pid, name) in enumerate(seats):
            t = tally[pid]
            t[at] += 1
            t[at + 1] += (places[seat] == 1) / winners
            t[at + 2] += 1 / len(seats)
            who[pid] = name
    rows = [
        RacerWins(pid, who[pid], int(t[0]), t[1], t[2], int(t[3]), t[4], t[5])
        for pid, t in tally.items()
        if f.player_id is None or pid == f.player_id
    ]
    rows.sort(key=lambda r: (r.handicap_races == 0, r.name.casefold(), r.player_id))
    return rows
