"""Races: each player's history and every race with its players and winners."""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta

from blocky.games.blocky_mountains.statistics.filters import StatsFilter, _game_filter, _names
from blocky.store.values import parse_time


@dataclass(frozen=True, slots=True)
class RacePlayerStats:
    player_id: int
    name: str
    games: int
    wins: int
    average_finish_space: float


@dataclass(frozen=True, slots=True)
class RaceHistory:
    #: Finished races against at least one other player.
    games: int
    players: tuple[RacePlayerStats, ...]
    #: Finished races run alone: no win against anyone, so counted apart.
    solo_races: int = 0


@dataclass(frozen=True, slots=True)
class RaceGame:
    """One race, as the list of past races shows it."""

    game_id: int
    created_at: datetime
    local_day: str
    player_names: tuple[str, ...]
    #: The winners' names now (none while the race is on).
    winners: tuple[str, ...]
    finished: bool
    play_time: timedelta
    #: Spaces reached by seat.
    positions: tuple[int, ...]


def race_history(db: sqlite3.Connection, f: StatsFilter | None = None) -> RaceHistory:
    """Finished races: wins (shared first places count) and average finishing space.
    A race run alone is no win against anyone: it is counted apart."""
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "race")
    where, params = _game_filter(f)
    where += (" AND " if where else "WHERE ") + "t.finished = 1"
    names = _names(db, where, params)
    tally: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])  # games, wins, spaces
    who: dict[int, str] = {}
    count = alone = 0
    for game_id, result_json in db.execute(
        f"SELECT t.game_id, g.result_json FROM game_totals t JOIN games g ON g.id = t.game_id "
        f"{where}",
        params,
    ).fetchall():
        r = json.loads(result_json)
        places, positions = r.get("places", []), r.get("positions", [])
        seats = names.get(game_id, [])
        if len(places) != len(seats) or len(positions) != len(seats):
            continue
        if len(seats) < 2:
            alone += 1
            continue
        count += 1
        for seat, (pid, name) in enumerate(seats):
            t = tally[pid]
            t[0] += 1
            t[1] += places[seat] == 1
            t[2] += positions[seat]
            who[pid] = name
    stats = tuple(
        RacePlayerStats(pid, who[pid], g, w, s / g)
        for pid, (g, w, s) in sorted(tally.items(), key=lambda kv: (-kv[1][1], who[kv[0]]))
        if f.player_id is None or pid == f.player_id
    )
    return RaceHistory(count, stats, alone)


def race_games(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[RaceGame]:
    """Every race in the filter (finished or not), oldest first."""
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "race")
    where, params = _game_filter(f)
    names = _names(db, where, params)
    out = []
    for game_id, created, day, finished, seconds, result_json in db.execute(
        f"""SELECT t.game_id, t.created_at, t.local_day, t.finished, t.play_seconds,
                   g.result_json
            FROM game_totals t JOIN games g ON g.id = t.game_id
            {where} ORDER BY t.created_at, t.game_id""",
        params,
    ).fetchall():
        r = json.loads(result_json)
        seated = [n for _, n in names.get(game_id, [])]
        places = r.get("places") or []
        winners = (
            tuple(n for n, p in zip(seated, places, strict=True) if p == 1)
            if len(places) == len(seated)
            else ()
        )
        positions = r.get("positions") or []
        out.append(
            RaceGame(
                game_id,
                parse_time(created),
                day,
                tuple(seated),
                winners,
                bool(finished),
                timedelta(seconds=round(seconds or 0)),
                tuple(int(p) for p in positions),
            )
        )
    return out
