"""Training and game statistics, read from the summaries the store keeps beside its logs.

The summary tables (``game_totals``, ``attempt_totals``, ``card_totals``; see
:mod:`blocky.store.schema`) are kept by triggers in the transactions that write the
logs, so reading a long history costs a few thousand rows, not every attempt.

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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, NamedTuple

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.store.values import format_time, parse_time


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
    return format_time(moment)


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


def _period_parts(
    start: str | None, end: str | None
) -> tuple[list[str], list[Any], list[str], list[Any]]:
    """How a summary row with time bounds ``first_at``..``last_at`` meets the period.

    Returns (whole, its params, cut, its params): conditions for a row whose counted
    attempts all lie in the period, and for one that only partly overlaps it (counted
    from the attempts themselves). The bounds are outer bounds: undo may leave them
    wider than the times still counted, which only makes a row "cut" more often.
    """
    whole: list[str] = []
    whole_params: list[Any] = []
    overlap: list[str] = []
    overlap_params: list[Any] = []
    if start is not None:
        whole.append("first_at >= ?")
        whole_params.append(start)
        overlap.append("last_at >= ?")
        overlap_params.append(start)
    if end is not None:
        whole.append("last_at < ?")
        whole_params.append(end)
        overlap.append("first_at < ?")
        overlap_params.append(end)
    cut = [*overlap, f"NOT ({' AND '.join(whole)})"] if whole else ["0"]
    return whole, whole_params, cut, overlap_params + whole_params


def _and(conditions: list[str]) -> str:
    return ("WHERE " + " AND ".join(conditions)) if conditions else ""


def card_stats(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[CardStats]:
    """Attempts, mastered and first-attempt rates per player and card."""
    f = f or StatsFilter()
    start, end = f.bounds()
    keys: list[str] = []
    key_params: list[Any] = []
    if f.player_id is not None:
        keys.append("player_id = ?")
        key_params.append(f.player_id)
    if f.mode is not None:
        keys.append("mode = ?")
        key_params.append(f.mode)
    whole, whole_params, cut, cut_params = _period_parts(start, end)
    # Months wholly in the period come from the monthly totals; a month the period cuts
    # is counted from its attempts, found through the (player, card, mode, time) index.
    parts = [
        f"""SELECT player_id, card, card_name, pile, attempts, plays, mastered, first_attempt
            FROM card_totals {_and(keys + whole)}"""
    ]
    params: list[Any] = key_params + whole_params
    if start is not None or end is not None:
        in_period: list[str] = []
        period_params: list[Any] = []
        if start is not None:
            in_period.append("a.at >= ?")
            period_params.append(start)
        if end is not None:
            in_period.append("a.at < ?")
            period_params.append(end)
        parts.append(
            f"""SELECT a.player_id, a.card, a.card_name, a.pile, 1, a.attempt = 1, a.mastered,
                       a.attempt = 1 AND a.mastered
                FROM (SELECT * FROM card_totals {_and(keys + cut)}) AS b
                JOIN attempts a INDEXED BY attempts_card_time
                  ON a.player_id IS b.player_id AND a.card = b.card AND a.mode = b.mode
                 AND a.at >= b.first_at AND a.at <= b.last_at
                 AND a.card_name = b.card_name AND a.pile = b.pile
                {_and(in_period)}"""
        )
        params += key_params + cut_params + period_params
    rows = db.execute(
        f"""SELECT s.player_id, coalesce(p.name, ''), s.card, s.card_name, s.pile,
                   s.attempts, s.plays, s.mastered, s.first_attempt
            FROM (SELECT player_id, card, min(card_name) AS card_name, min(pile) AS pile,
                         sum(attempts) AS attempts, sum(plays) AS plays,
                         sum(mastered) AS mastered, sum(first_attempt) AS first_attempt
                  FROM ({" UNION ALL ".join(parts)})
                  GROUP BY player_id, card) AS s
            LEFT JOIN players p ON p.id = s.player_id
            ORDER BY s.player_id, s.pile, s.card""",
        params,
    ).fetchall()
    return [CardStats(r[0], _name(r[1]), *r[2:]) for r in rows]


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
    """The filter as a WHERE clause over ``game_totals t`` (games by player, start and mode)."""
    clauses: list[str] = []
    params: list[Any] = []
    if f.player_id is not None:
        clauses.append("t.game_id IN (SELECT game_id FROM game_players WHERE player_id = ?)")
        params.append(f.player_id)
    start, end = f.bounds()
    if start is not None:
        clauses.append("t.created_at >= ?")
        params.append(start)
    if end is not None:
        clauses.append("t.created_at < ?")
        params.append(end)
    if f.mode is not None:
        clauses.append("t.mode = ?")
        params.append(f.mode)
    return _and(clauses), params


def _name(value: object) -> str:
    """A player's name as read from the database: a name that is not text (a damaged row)
    has a stand-in, as in the list of games, so that it can still be shown."""
    if isinstance(value, str):
        return value
    return str(value) if isinstance(value, int) else "?"


def _colour(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _names(
    db: sqlite3.Connection, where: str = "", params: Sequence[Any] = ()
) -> dict[int, list[tuple[int, str]]]:
    """Players by seat of the games ``where`` picks from ``game_totals t`` (all games: "")."""
    who = {pid: _name(name) for pid, name in db.execute("SELECT id, name FROM players")}
    games = f"WHERE gp.game_id IN (SELECT t.game_id FROM game_totals t {where})" if where else ""
    out: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for game_id, pid in db.execute(
        f"SELECT gp.game_id, gp.player_id FROM game_players gp {games} ORDER BY gp.game_id, gp.seat",
        params,
    ):
        name = who.get(pid)
        if name is not None:
            out[game_id].append((pid, name))
    return out


def _race_kept(result_json: str, seats: list[int], player_id: int | None) -> int | None:
    """The chosen player's squirrels at the end of a race (None: no player chosen)."""
    squirrels = json.loads(result_json).get("squirrels", [])
    if player_id in seats and len(squirrels) == len(seats):
        kept: int = squirrels[seats.index(player_id)]
        return kept
    return None


def sessions(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[SessionStats]:
    """One entry per game or training session, oldest first."""
    f = f or StatsFilter()
    where, params = _game_filter(f)
    player_clause = "" if f.player_id is None else "WHERE player_id = ?"
    pile_sums = ", ".join(
        f"sum(CASE pile WHEN '{p}' THEN {column} ELSE 0 END)"
        for p in PILES
        for column in ("plays", "mastered")
    )
    games = db.execute(
        f"""SELECT t.game_id, t.mode, t.created_at, t.finished, t.squirrels,
                   CASE t.mode WHEN 'race' THEN (SELECT result_json FROM games
                                                 WHERE id = t.game_id) END,
                   t.first_action_at, t.last_action_at,
                   coalesce(a.piles, '[0,0,0,0,0,0]')
            FROM game_totals t
            LEFT JOIN (SELECT game_id, json_array({pile_sums}) AS piles
                       FROM attempt_totals {player_clause} GROUP BY game_id) AS a
                   ON a.game_id = t.game_id
            {where} ORDER BY t.created_at, t.game_id""",
        ([] if f.player_id is None else [f.player_id]) + params,
    ).fetchall()
    names = _names(db, where, params)
    parse = parse_time
    a, b, c = PILES
    out = []
    for game_id, mode, created, finished, squirrels, race_json, first, last, piles in games:
        # Plays and cards mastered per pile, as a JSON array of six integers.
        pa, ma, pb, mb, pc, mc = map(int, piles[1:-1].split(","))
        seated = names.get(game_id, [])
        kept = (
            squirrels
            if race_json is None
            else _race_kept(race_json, [pid for pid, _ in seated], f.player_id)
        )
        out.append(
            SessionStats(
                game_id,
                mode,
                parse(first or created),
                parse(last or created),
                bool(finished),
                tuple(n for _, n in seated),
                ((a, ma), (b, mb), (c, mc)),
                ((a, pa - ma), (b, pb - mb), (c, pc - mc)),
                kept,
            )
        )
    return out


# ---------------------------------------------------------------- training log


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
    parse = parse_time
    out = []
    # The counts per pile were read out of the game's result when it was stored.
    for (
        gid,
        pid,
        name,
        colour,
        created,
        updated,
        finished,
        course,
        ma,
        mb,
        mc,
        fa,
        fb,
        fc,
        k,
    ) in db.execute(
        f"""SELECT t.game_id, gp.player_id, p.name, p.colour, t.created_at, t.updated_at,
                       t.finished, t.course, t.mastered_a, t.mastered_b, t.mastered_c,
                       t.failed_a, t.failed_b, t.failed_c, coalesce(t.squirrels, 0)
                FROM game_totals t
                JOIN game_players gp ON gp.game_id = t.game_id AND gp.seat = 0
                JOIN players p ON p.id = gp.player_id
                {where} ORDER BY t.created_at, t.game_id""",
        params,
    ):
        out.append(
            TrainingSession(
                gid,
                pid,
                _name(name),
                _colour(colour),
                parse(created),
                parse(updated),
                bool(finished),
                course or "A",
                (ma, mb, mc),
                (fa, fb, fc),
                k,
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
            parse_time(at),
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
    most_mastered, most_mastered_game = _most_mastered(db, f)
    best_kept, best_game = _most_squirrels_kept(db, f)
    return PersonalBests(
        player_id,
        most_mastered,
        most_mastered_game,
        best_kept,
        best_game,
        _longest_first_attempt_streak(db, f),
    )


def _most_mastered(db: sqlite3.Connection, f: StatsFilter) -> tuple[int, int | None]:
    """Most cards the player mastered in one game, counting attempts made in the period."""
    keys = ["player_id = ?"]
    key_params: list[Any] = [f.player_id]
    if f.mode is not None:
        keys.append("mode = ?")
        key_params.append(f.mode)
    start, end = f.bounds()
    whole, whole_params, cut, cut_params = _period_parts(start, end)
    per_game = f"""SELECT game_id, min(first_at) AS first_at, max(last_at) AS last_at,
                          sum(mastered) AS mastered
                   FROM attempt_totals {_and(keys)} GROUP BY game_id"""
    sql = f"SELECT game_id, mastered FROM ({per_game}) {_and(whole)}"
    params: list[Any] = key_params + whole_params
    if whole:
        # A game the period cuts is counted from its own attempts.
        in_period = ["a.player_id = ?"] + (["a.mode = ?"] if f.mode is not None else [])
        in_params: list[Any] = list(key_params)
        if start is not None:
            in_period.append("a.at >= ?")
            in_params.append(start)
        if end is not None:
            in_period.append("a.at < ?")
            in_params.append(end)
        sql += f"""
            UNION ALL
            SELECT a.game_id, sum(a.mastered)
            FROM (SELECT game_id FROM ({per_game}) {_and(cut)}) AS g
            JOIN attempts a ON a.game_id = g.game_id
            {_and(in_period)} GROUP BY a.game_id"""
        params += key_params + cut_params + in_params
    row = db.execute(f"{sql} ORDER BY 2 DESC, 1 LIMIT 1", params).fetchone()
    return (int(row[1]), int(row[0])) if row else (0, None)


def _most_squirrels_kept(db: sqlite3.Connection, f: StatsFilter) -> tuple[int, int | None]:
    """Most squirrels the player kept to the end of a finished game (the earliest on a tie)."""
    where, params = _game_filter(f)
    rows = db.execute(
        f"""SELECT t.game_id, t.squirrels,
                   CASE t.mode WHEN 'race' THEN (SELECT result_json FROM games
                                                 WHERE id = t.game_id) END
            FROM game_totals t {where} {"AND" if where else "WHERE"} t.finished = 1
            ORDER BY t.created_at, t.game_id""",
        params,
    ).fetchall()
    races = [gid for gid, _, race_json in rows if race_json is not None]
    names = _names(db, *_game_filter(StatsFilter(f.player_id, mode="race"))) if races else {}
    best_kept, best_game = 0, None
    for game_id, squirrels, race_json in rows:
        kept = (
            squirrels
            if race_json is None
            else _race_kept(race_json, [pid for pid, _ in names.get(game_id, [])], f.player_id)
        )
        if kept is not None and kept > best_kept:
            best_kept, best_game = kept, game_id
    return best_kept, best_game


def _longest_first_attempt_streak(db: sqlite3.Connection, f: StatsFilter) -> int:
    """Longest run of first attempts mastered, in the order they were played.

    The index hands the first attempts over in play order, so nothing is sorted.
    """
    where, params = where_clause(f, "", "at")
    streak = best = 0
    for (mastered,) in db.execute(
        f"""SELECT mastered FROM attempts INDEXED BY attempts_first_tries
            {where} AND attempt = 1 ORDER BY at, game_id, seq""",
        params,
    ):
        if mastered:
            streak += 1
            if streak > best:
                best = streak
        else:
            streak = 0
    return best


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
    names = _names(db, where, params)
    out = []
    for game_id, created, result_json in db.execute(
        f"""SELECT t.game_id, t.created_at, g.result_json
            FROM game_totals t JOIN games g ON g.id = t.game_id
            {where} ORDER BY t.created_at, t.game_id""",
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
                created_at=parse_time(created),
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
    where += (" AND " if where else "WHERE ") + "t.finished = 1"
    names = _names(db, where, params)
    tally: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])  # games, wins, spaces
    who: dict[int, str] = {}
    count = 0
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
