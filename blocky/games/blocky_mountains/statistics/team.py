"""Team games: the progress of each game and each team's expedition over its games."""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.statistics.filters import StatsFilter, _game_filter, _names
from blocky.store.values import parse_time


@dataclass(frozen=True, slots=True)
class TeamProgress:
    game_id: int
    created_at: datetime
    player_names: tuple[str, ...]
    level: str
    start: str
    #: The furthest destination reached ("A", "B" or "C"; None: none yet).
    furthest: str | None
    position: int
    #: "won", "lost" or "playing".
    result: str
    play_time: timedelta = timedelta(0)
    local_day: str = ""


def team_progress(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[TeamProgress]:
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "team")
    where, params = _game_filter(f)
    names = _names(db, where, params)
    out = []
    for game_id, created, result_json, seconds, day in db.execute(
        f"""SELECT t.game_id, t.created_at, g.result_json, t.play_seconds, t.local_day
            FROM game_totals t JOIN games g ON g.id = t.game_id
            {where} ORDER BY t.created_at, t.game_id""",
        params,
    ).fetchall():
        r = json.loads(result_json)
        reached = [p for p in PILES if p in r.get("reached", [])]
        won = r.get("won")
        if won:
            reached = list(PILES)
        out.append(
            TeamProgress(
                game_id=game_id,
                created_at=parse_time(created),
                player_names=tuple(n for _, n in names.get(game_id, [])),
                level=r.get("level", ""),
                start=r.get("start", ""),
                furthest=reached[-1] if reached else None,
                position=int(r.get("position", 0)),
                result="playing" if won is None else ("won" if won else "lost"),
                play_time=timedelta(seconds=round(seconds or 0)),
                local_day=day,
            )
        )
    return out


#: Where a team game may start, in climbing order, and the destinations it is given there.
TEAM_STARTS = ("campground", "A", "B")


@dataclass(frozen=True, slots=True)
class ExpeditionGame:
    """One game of a team's expedition."""

    game_id: int
    created_at: datetime
    local_day: str
    #: Where the game started ("campground", "A" or "B").
    start: str
    #: The furthest point the marker stood on: its start or a destination it reached
    #: ("campground", "A", "B" or "C").
    furthest: str
    #: The destinations the marker reached by playing this game (its start not included).
    reached: tuple[str, ...]
    #: "won", "lost" or "playing".
    result: str
    #: The squirrels in the team's pool at the end of the game (or now).
    squirrels: int


@dataclass(frozen=True, slots=True)
class Expedition:
    """A team's games: the same set of player profiles, whatever their seats."""

    player_ids: tuple[int, ...]
    #: Their names now, in alphabetical order.
    player_names: tuple[str, ...]
    #: Oldest first.
    games: tuple[ExpeditionGame, ...]

    @property
    def wins(self) -> int:
        return sum(g.result == "won" for g in self.games)

    @property
    def squirrels(self) -> int:
        """Squirrels gathered: the pools at the end of its games, added up."""
        return sum(g.squirrels for g in self.games)

    @property
    def furthest(self) -> str:
        """The furthest point the marker stood on in any game ("campground" to "C")."""
        order = ("campground", *PILES)
        return max((g.furthest for g in self.games), key=order.index, default="campground")

    @property
    def reached(self) -> str | None:
        """The furthest destination ("A", "B" or "C") reached by playing (None: none yet)."""
        got = [p for g in self.games for p in g.reached]
        return max(got, key=PILES.index) if got else None

    @property
    def offered_start(self) -> str | None:
        """The intermediate destination a new game may start from: the furthest one the
        team reached by playing (a team that reached the peak passed B). None: none yet."""
        got = self.reached
        if got is None:
            return None
        return "B" if got == "C" else got

    @property
    def reached_on(self) -> ExpeditionGame | None:
        """The first game in which the team reached :attr:`offered_start` by playing."""
        goal = self.offered_start
        return next((g for g in self.games if goal is not None and goal in g.reached), None)


def _expedition_game(game_id: int, created: str, day: str, result_json: str) -> ExpeditionGame:
    r = json.loads(result_json)
    if not isinstance(r, dict):
        r = {}
    start = r.get("start")
    start = start if start in TEAM_STARTS else "campground"
    given = TEAM_STARTS.index(start)  # destinations the start gives: none, A, or A and B
    listed = r.get("reached")
    listed = listed if isinstance(listed, list) else []
    won = r.get("won")
    reached = [p for p in PILES if p in listed]
    if won:
        reached = list(PILES)
    played = tuple(p for p in reached if PILES.index(p) >= given)
    points = [start, *reached]
    squirrels = r.get("squirrels")
    return ExpeditionGame(
        game_id=game_id,
        created_at=parse_time(created),
        local_day=day,
        start=start,
        furthest=max(points, key=("campground", *PILES).index),
        reached=played,
        result="playing" if won is None else ("won" if won else "lost"),
        squirrels=squirrels if isinstance(squirrels, int) and squirrels >= 0 else 0,
    )


def team_expeditions(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[Expedition]:
    """Each team's expedition over the team games ``f`` picks: a team is a set of player
    profiles, whatever their seats; teams that played last come first."""
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "team")
    where, params = _game_filter(f)
    names = _names(db, where, params)
    teams: dict[tuple[int, ...], list[ExpeditionGame]] = defaultdict(list)
    for game_id, created, day, result_json in db.execute(
        f"""SELECT t.game_id, t.created_at, t.local_day, g.result_json
            FROM game_totals t JOIN games g ON g.id = t.game_id
            {where} ORDER BY t.created_at, t.game_id""",
        params,
    ).fetchall():
        seats = names.get(game_id)
        if not seats:
            continue
        key = tuple(sorted(pid for pid, _ in seats))
        teams[key].append(_expedition_game(game_id, created, day, result_json))
    who = {pid: n for seats in names.values() for pid, n in seats}
    out = [
        Expedition(key, tuple(sorted((who[p] for p in key), key=str.casefold)), tuple(games))
        for key, games in teams.items()
    ]
    out.sort(key=lambda e: (e.games[-1].created_at, e.games[-1].game_id), reverse=True)
    return out


def team_expedition(db: sqlite3.Connection, names: Sequence[str]) -> Expedition | None:
    """The expedition of the team of these player names (all of them saved players, each
    once), over all its games; None when they are not such a team or have not played."""
    if len(set(names)) != len(names) or len(names) < 2:
        return None
    ids = []
    for name in names:
        row = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row is None:
            return None
        ids.append(int(row[0]))
    key = tuple(sorted(ids))
    first = key[0]
    for expedition in team_expeditions(db, StatsFilter(player_id=first)):
        if expedition.player_ids == key:
            return expedition
    return None
