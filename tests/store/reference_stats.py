"""The statistics counted the plain way, straight from the logs (attempts, actions, games).

Slow on a long history but obviously right: the store's summary-backed statistics
must give exactly these answers.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from datetime import datetime
from typing import Any

from blocky.rules.catalogue import PILES
from blocky.store.stats import (
    CardStats,
    PersonalBests,
    RaceHistory,
    RacePlayerStats,
    SessionStats,
    StatsFilter,
    TeamProgress,
    TrainingSession,
    where_clause,
)


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


def card_stats(db: sqlite3.Connection, f: StatsFilter) -> list[CardStats]:
    where, params = where_clause(f, "", "at")
    rows = db.execute(
        f"""SELECT a.player_id, coalesce(p.name, ''), a.card, min(a.card_name), min(a.pile),
                   count(*), sum(a.attempt = 1), sum(a.mastered),
                   sum(a.attempt = 1 AND a.mastered)
            FROM attempts a LEFT JOIN players p ON p.id = a.player_id {where}
            GROUP BY a.player_id, a.card ORDER BY a.player_id, min(a.pile), a.card""",
        params,
    ).fetchall()
    return [CardStats(*r) for r in rows]


def sessions(db: sqlite3.Connection, f: StatsFilter) -> list[SessionStats]:
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


def training_log(db: sqlite3.Connection, f: StatsFilter) -> list[TrainingSession]:
    where, params = _game_filter(StatsFilter(f.player_id, f.since, f.until, "solo"))
    out = []
    for gid, pid, name, colour, created, updated, finished, setup_json, result_json in db.execute(
        f"""SELECT g.id, gp.player_id, p.name, p.colour, g.created_at, g.updated_at,
                   g.finished, g.setup_json, g.result_json
            FROM games g JOIN game_players gp ON gp.game_id = g.id AND gp.seat = 0
            JOIN players p ON p.id = gp.player_id
            {where} ORDER BY g.created_at, g.id""",
        params,
    ):
        r = json.loads(result_json)
        out.append(
            TrainingSession(
                gid,
                pid,
                name,
                colour,
                datetime.fromisoformat(created),
                datetime.fromisoformat(updated),
                bool(finished),
                json.loads(setup_json).get("course") or "A",
                tuple(r.get("mastered", {}).get(p, 0) for p in PILES),  # type: ignore[arg-type]
                tuple(r.get("failed", {}).get(p, 0) for p in PILES),  # type: ignore[arg-type]
                r.get("squirrels") or 0,
            )
        )
    return out


def personal_bests(db: sqlite3.Connection, player_id: int, f: StatsFilter) -> PersonalBests:
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


def team_progress(db: sqlite3.Connection, f: StatsFilter) -> list[TeamProgress]:
    where, params = _game_filter(StatsFilter(f.player_id, f.since, f.until, "team"))
    names = _names(db)
    out = []
    for game_id, created, result_json in db.execute(
        f"SELECT g.id, g.created_at, g.result_json FROM games g {where} ORDER BY g.created_at, g.id",
        params,
    ).fetchall():
        r = json.loads(result_json)
        reached = list(PILES) if r.get("won") else [p for p in PILES if p in r.get("reached", [])]
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


def race_history(db: sqlite3.Connection, f: StatsFilter) -> RaceHistory:
    where, params = _game_filter(StatsFilter(f.player_id, f.since, f.until, "race"))
    where += (" AND " if where else "WHERE ") + "g.finished = 1"
    names = _names(db)
    tally: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
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


def summary_rows(db: sqlite3.Connection) -> dict[str, list[tuple[Any, ...]]]:
    """The counts the summary tables must hold, recounted from the logs."""
    return {
        "game_totals": db.execute(
            """SELECT g.id, g.mode, g.created_at, g.updated_at, g.finished,
                      (SELECT count(*) FROM actions WHERE game_id = g.id),
                      (SELECT min(at) FROM actions WHERE game_id = g.id),
                      (SELECT max(at) FROM actions WHERE game_id = g.id)
               FROM games g ORDER BY g.id"""
        ).fetchall(),
        "attempt_totals": db.execute(
            """SELECT game_id, player_id, pile, mode, count(*), sum(attempt = 1), sum(mastered)
               FROM attempts GROUP BY game_id, player_id, pile, mode
               ORDER BY game_id, player_id, pile, mode"""
        ).fetchall(),
        "card_totals": db.execute(
            """SELECT player_id, card, card_name, pile, mode, substr(at, 1, 7), count(*),
                      sum(attempt = 1), sum(mastered), sum(attempt = 1 AND mastered)
               FROM attempts GROUP BY player_id, card, card_name, pile, mode, substr(at, 1, 7)
               ORDER BY 1, 2, 3, 4, 5, 6"""
        ).fetchall(),
    }


def stored_summary_rows(db: sqlite3.Connection) -> dict[str, list[tuple[Any, ...]]]:
    """The summary tables as stored, in the shape of :func:`summary_rows`."""
    return {
        "game_totals": db.execute(
            """SELECT game_id, mode, created_at, updated_at, finished, actions,
                      first_action_at, last_action_at FROM game_totals ORDER BY game_id"""
        ).fetchall(),
        "attempt_totals": db.execute(
            """SELECT game_id, player_id, pile, mode, attempts, plays, mastered
               FROM attempt_totals ORDER BY game_id, player_id, pile, mode"""
        ).fetchall(),
        "card_totals": db.execute(
            """SELECT player_id, card, card_name, pile, mode, month, attempts, plays, mastered,
                      first_attempt FROM card_totals ORDER BY 1, 2, 3, 4, 5, 6"""
        ).fetchall(),
    }


def bounds_hold(db: sqlite3.Connection) -> bool:
    """Every summary row's time bounds enclose the attempts it counts."""
    bad = db.execute(
        """SELECT count(*) FROM attempts a
           WHERE NOT EXISTS (SELECT 1 FROM attempt_totals t WHERE t.game_id = a.game_id
                               AND t.player_id IS a.player_id AND t.pile = a.pile
                               AND t.mode = a.mode AND t.first_at <= a.at AND a.at <= t.last_at)
              OR NOT EXISTS (SELECT 1 FROM card_totals c WHERE c.player_id IS a.player_id
                               AND c.card = a.card AND c.card_name = a.card_name
                               AND c.pile = a.pile AND c.mode = a.mode
                               AND c.month = substr(a.at, 1, 7)
                               AND c.first_at <= a.at AND a.at <= c.last_at)"""
    ).fetchone()[0]
    return int(bad) == 0
