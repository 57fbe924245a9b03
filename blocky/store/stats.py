"""Training and game statistics, read from the derived ``attempts`` table and the games.

Every function takes an open connection and a :class:`StatsFilter` (player,
period, mode) and returns plain frozen dataclasses for the statistics screen.

Definitions, per player and card: a *play* is one go at a card (its first
attempt and any paid retries); it is mastered if one of its attempts was.
Mastered rate = mastered plays / plays; first-attempt rate = plays mastered on
the first attempt / plays; mean attempts = attempts / plays.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, NamedTuple

from blocky.rules.catalogue import PILES


@dataclass(frozen=True, slots=True)
class StatsFilter:
    """Which attempts and games count. ``until`` is inclusive when given as a date."""

    player_id: int | None = None
    since: date | datetime | None = None
    until: date | datetime | None = None
    #: "race", "team" or "solo" (or None for all).
    mode: str | None = None

    def bounds(self) -> tuple[str | None, str | None]:
        """The period as stored-time text: [start, end)."""
        start = None if self.since is None else _as_text(self.since, end=False)
        end = None if self.until is None else _as_text(self.until, end=True)
        return start, end


def _as_text(value: date | datetime, *, end: bool) -> str:
    if isinstance(value, datetime):
        moment = value if value.tzinfo is not None else value.replace(tzinfo=UTC)
        if end:
            moment += timedelta(microseconds=1)  # an exact end time is included
    else:
        moment = datetime.combine(value + timedelta(days=1) if end else value, time(), UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def where_clause(f: StatsFilter, prefix: str, time_column: str) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if f.player_id is not None:
        clauses.append(f"{prefix}player_id = ?")
        params.append(f.player_id)
    start, end = f.bounds()
    if start is not None:
        clauses.append(f"{time_column} >= ?")
        params.append(start)
    if end is not None:
        clauses.append(f"{time_column} < ?")
        params.append(end)
    if f.mode is not None:
        clauses.append(f"{prefix}mode = ?")
        params.append(f.mode)
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", params


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


# ---------------------------------------------------------------- per card


@dataclass(frozen=True, slots=True)
class CardStats:
    player_id: int | None
    player_name: str
    card: str
    card_name: str
    pile: str
    attempts: int
    plays: int
    mastered: int
    first_attempt: int

    @property
    def mastered_rate(self) -> float:
        return _rate(self.mastered, self.plays)

    @property
    def first_attempt_rate(self) -> float:
        return _rate(self.first_attempt, self.plays)

    @property
    def mean_attempts(self) -> float:
        return self.attempts / self.plays if self.plays else 0.0


def card_stats(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[CardStats]:
    """Attempts, mastered and first-attempt rates per player and card."""
    f = f or StatsFilter()
    where, params = where_clause(f, "", "at")
    # Aggregate first, then name: the inner query reads only the covering index.
    rows = db.execute(
        f"""SELECT s.player_id, coalesce(p.name, ''), s.card, s.card_name, s.pile,
                   s.attempts, s.plays, s.mastered, s.first_attempt
            FROM (SELECT player_id, card, min(card_name) AS card_name, min(pile) AS pile,
                         count(*) AS attempts, sum(attempt = 1) AS plays,
                         sum(mastered) AS mastered, sum(attempt = 1 AND mastered) AS first_attempt
                  FROM attempts {where}
                  GROUP BY player_id, card) AS s
            LEFT JOIN players p ON p.id = s.player_id
            ORDER BY s.player_id, s.pile, s.card""",
        params,
    ).fetchall()
    return [CardStats(*r) for r in rows]


# ---------------------------------------------------------------- sessions


@dataclass(frozen=True, slots=True)
class SessionStats:
    game_id: int
    mode: str
    started: datetime
    ended: datetime
    finished: bool
    player_names: tuple[str, ...]
    #: Per pile A, B, C: cards mastered and failed (by the chosen player, or by anyone).
    mastered: tuple[tuple[str, int], ...]
    failed: tuple[tuple[str, int], ...]
    #: Squirrels at the end (or now): the pool in team and solo, the chosen player's in a race
    #: (None for a race viewed without choosing a player).
    squirrels_kept: int | None

    @property
    def duration(self) -> timedelta:
        return self.ended - self.started

    @property
    def cards_mastered(self) -> int:
        return sum(n for _, n in self.mastered)


def _game_filter(f: StatsFilter) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if f.player_id is not None:
        clauses.append("g.id IN (SELECT game_id FROM game_players WHERE player_id = ?)")
        params.append(f.player_id)
    start, end = f.bounds()
    if start is not None:
        clauses.append("g.created_at >= ?")
        params.append(start)
    if end is not None:
        clauses.append("g.created_at < ?")
        params.append(end)
    if f.mode is not None:
        clauses.append("g.mode = ?")
        params.append(f.mode)
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", params


def _names(db: sqlite3.Connection) -> dict[int, list[tuple[int, str]]]:
    out: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for game_id, pid, name in db.execute(
        """SELECT gp.game_id, gp.player_id, p.name FROM game_players gp
           JOIN players p ON p.id = gp.player_id ORDER BY gp.game_id, gp.seat"""
    ):
        out[game_id].append((pid, name))
    return out


def sessions(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[SessionStats]:
    """One entry per game or training session, oldest first."""
    f = f or StatsFilter()
    where, params = _game_filter(f)
    games = db.execute(
        f"""SELECT g.id, g.mode, g.created_at, g.finished, g.result_json,
                   (SELECT min(at) FROM actions WHERE game_id = g.id),
                   (SELECT max(at) FROM actions WHERE game_id = g.id)
            FROM games g {where} ORDER BY g.created_at, g.id""",
        params,
    ).fetchall()
    per_pile: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    player_clause = "" if f.player_id is None else "WHERE player_id = ?"
    for game_id, pile, plays, mastered in db.execute(
        f"""SELECT game_id, pile, sum(attempt = 1), sum(mastered) FROM attempts
            {player_clause} GROUP BY game_id, pile""",
        [] if f.player_id is None else [f.player_id],
    ):
        per_pile[game_id][pile] = [plays, mastered]
    names = _names(db)
    out = []
    for game_id, mode, created, finished, result_json, first, last in games:
        result = json.loads(result_json)
        piles = per_pile.get(game_id, {})
        kept: int | None
        if mode == "race":
            seats = [pid for pid, _ in names.get(game_id, [])]
            squirrels = result.get("squirrels", [])
            kept = (
                squirrels[seats.index(f.player_id)]
                if f.player_id in seats and len(squirrels) == len(seats)
                else None
            )
        else:
            kept = result.get("squirrels")
        out.append(
            SessionStats(
                game_id=game_id,
                mode=mode,
                started=datetime.fromisoformat(first or created),
                ended=datetime.fromisoformat(last or created),
                finished=bool(finished),
                player_names=tuple(n for _, n in names.get(game_id, [])),
                mastered=tuple((p, piles.get(p, [0, 0])[1]) for p in PILES),
                failed=tuple((p, piles.get(p, [0, 0])[0] - piles.get(p, [0, 0])[1]) for p in PILES),
                squirrels_kept=kept,
            )
        )
    return out


# ---------------------------------------------------------------- training log


class TrainingSession(NamedTuple):
    """One solo training, read from the game row alone (no attempt scan).

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
    #: Cards mastered and failed per pile A, B, C.
    mastered: tuple[int, int, int]
    failed: tuple[int, int, int]
    squirrels_kept: int

    @property
    def duration(self) -> timedelta:
        return self.ended - self.started

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
    def mastered_rate(self) -> float:
        return _rate(self.cards_mastered, self.cards_mastered + self.cards_failed)


def training_log(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[TrainingSession]:
    """Solo trainings (by player and period; the filter's mode is ignored), oldest first."""
    f = f or StatsFilter()
    where, params = _game_filter(StatsFilter(f.player_id, f.since, f.until, "solo"))
    parse = datetime.fromisoformat
    out = []
    # The game row's result already holds the counts per pile. SQLite reads the seven
    # numbers in one pass as a JSON array of plain integers, which is split here far
    # faster than thousands of json.loads calls.
    for gid, pid, name, colour, created, updated, finished, course, numbers in db.execute(
        f"""SELECT g.id, gp.player_id, p.name, p.colour, g.created_at, g.updated_at,
                   g.finished, json_extract(g.setup_json, '$.course'),
                   json_extract(g.result_json, '$.mastered.A', '$.mastered.B', '$.mastered.C',
                                '$.failed.A', '$.failed.B', '$.failed.C', '$.squirrels')
            FROM games g JOIN game_players gp ON gp.game_id = g.id AND gp.seat = 0
            JOIN players p ON p.id = gp.player_id
            {where} ORDER BY g.created_at, g.id""",
        params,
    ):
        n = list(map(int, numbers[1:-1].replace("null", "0").split(",")))
        out.append(
            TrainingSession(
                gid,
                pid,
                name,
                colour,
                parse(created),
                parse(updated),
                bool(finished),
                course or "A",
                (n[0], n[1], n[2]),
                (n[3], n[4], n[5]),
                n[6],
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class AttemptDetail:
    seq: int
    player_id: int | None
    card: str
    card_name: str
    pile: str
    difficult: bool
    #: 1 for the first go at the card, 2 for the first paid retry, ...
    attempt: int
    mastered: bool
    squirrels_paid: int
    squirrels_won: int
    at: datetime


def session_attempts(db: sqlite3.Connection, game_id: int) -> list[AttemptDetail]:
    """Every attempt of one game, in the order they were made."""
    return [
        AttemptDetail(
            seq,
            pid,
            card,
            name,
            pile,
            bool(diff),
            n,
            bool(ok),
            paid,
            won,
            datetime.fromisoformat(at),
        )
        for seq, pid, card, name, pile, diff, n, ok, paid, won, at in db.execute(
            """SELECT seq, player_id, card, card_name, pile, difficult, attempt, mastered,
                      squirrels_paid, squirrels_won, at
               FROM attempts WHERE game_id = ? ORDER BY seq, id""",
            (game_id,),
        )
    ]


# ---------------------------------------------------------------- personal bests


@dataclass(frozen=True, slots=True)
class PersonalBests:
    player_id: int
    most_mastered: int
    most_mastered_game: int | None
    most_squirrels_kept: int
    most_squirrels_game: int | None
    #: Longest run of cards mastered on the first attempt, in the order they were played.
    longest_first_attempt_streak: int


def personal_bests(
    db: sqlite3.Connection, player_id: int, f: StatsFilter | None = None
) -> PersonalBests:
    f = f or StatsFilter()
    f = StatsFilter(player_id, f.since, f.until, f.mode)
    where, params = where_clause(f, "", "at")
    row = db.execute(
        f"""SELECT game_id, sum(mastered) AS n FROM attempts {where}
            GROUP BY game_id ORDER BY n DESC, game_id LIMIT 1""",
        params,
    ).fetchone()
    most_mastered, most_mastered_game = (int(row[1]), int(row[0])) if row else (0, None)
    best_kept, best_game = 0, None
    for s in sessions(db, f):
        if s.finished and s.squirrels_kept is not None and s.squirrels_kept > best_kept:
            best_kept, best_game = s.squirrels_kept, s.game_id
    streak = best = 0
    for (mastered,) in db.execute(
        f"SELECT mastered FROM attempts {where} AND attempt = 1 ORDER BY at, game_id, seq",
        params,
    ):
        streak = streak + 1 if mastered else 0
        best = max(best, streak)
    return PersonalBests(player_id, most_mastered, most_mastered_game, best_kept, best_game, best)


# ---------------------------------------------------------------- team and race


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


def team_progress(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[TeamProgress]:
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "team")
    where, params = _game_filter(f)
    names = _names(db)
    out = []
    for game_id, created, result_json in db.execute(
        f"SELECT g.id, g.created_at, g.result_json FROM games g {where} ORDER BY g.created_at, g.id",
        params,
    ).fetchall():
        r = json.loads(result_json)
        reached = [p for p in PILES if p in r.get("reached", [])]
        if r.get("won"):
            reached = list(PILES)
        won = r.get("won")
        out.append(
            TeamProgress(
                game_id=game_id,
                created_at=datetime.fromisoformat(created),
                player_names=tuple(n for _, n in names.get(game_id, [])),
                level=r.get("level", ""),
                start=r.get("start", ""),
                furthest=reached[-1] if reached else None,
                position=int(r.get("position", 0)),
                result="playing" if won is None else ("won" if won else "lost"),
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class RacePlayerStats:
    player_id: int
    name: str
    games: int
    wins: int
    average_finish_space: float


@dataclass(frozen=True, slots=True)
class RaceHistory:
    games: int
    players: tuple[RacePlayerStats, ...]


def race_history(db: sqlite3.Connection, f: StatsFilter | None = None) -> RaceHistory:
    """Finished race games: wins (shared first places count) and average finishing space."""
    f = f or StatsFilter()
    f = StatsFilter(f.player_id, f.since, f.until, "race")
    where, params = _game_filter(f)
    where += (" AND " if where else "WHERE ") + "g.finished = 1"
    names = _names(db)
    tally: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])  # games, wins, spaces
    who: dict[int, str] = {}
    count = 0
    for game_id, result_json in db.execute(
        f"SELECT g.id, g.result_json FROM games g {where}", params
    ).fetchall():
        r = json.loads(result_json)
        places, positions = r.get("places", []), r.get("positions", [])
        seats = names.get(game_id, [])
        if len(places) != len(seats) or len(positions) != len(seats):
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
    return RaceHistory(count, stats)
