"""What every statistic is filtered by (player, period, mode), and the SQL pieces
that read the summary tables by it."""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

MODES = ("solo", "race", "team")


@dataclass(frozen=True, slots=True)
class StatsFilter:
    """Which games count: by player, by the local days they were started on (both ends
    included) and by mode ("race", "team", "solo" or None for all)."""

    player_id: int | None = None
    since: date | None = None
    until: date | None = None
    mode: str | None = None

    def bounds(self) -> tuple[str | None, str | None]:
        """The period as local-day texts, both included."""
        return _day(self.since), _day(self.until)


def _day(value: date | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        value = value.date()
    return value.isoformat()


def _and(conditions: list[str]) -> str:
    return ("WHERE " + " AND ".join(conditions)) if conditions else ""


def _period(f: StatsFilter, column: str) -> tuple[list[str], list[Any]]:
    start, end = f.bounds()
    clauses: list[str] = []
    params: list[Any] = []
    if start is not None:
        clauses.append(f"{column} >= ?")
        params.append(start)
    if end is not None:
        clauses.append(f"{column} <= ?")
        params.append(end)
    return clauses, params


def _next_month(month: str) -> str:
    year, number = int(month[:4]), int(month[5:7])
    return f"{year + number // 12:04d}-{number % 12 + 1:02d}"


def by_months(
    f: StatsFilter, columns: str, keys: list[str], params: list[Any], months: str, days: str
) -> tuple[str, list[Any]]:
    """A source of rows for SQL (a subquery) over the period of ``f``: the whole months
    in it from the table ``months`` (its ``month`` column), and the days of the months
    its ends cut from the table ``days`` (its ``day`` column); ``keys`` (SQL, with
    ``params``) pick the rows of both. A long period reads a row per month, not per day."""
    start, end = f.bounds()
    if start is None and end is None:
        return f"(SELECT {columns} FROM {months} {_and(keys)})", list(params)
    whole: list[str] = []
    whole_params: list[Any] = []
    if start is not None:
        whole.append("month > ?")
        whole_params.append(start[:7])
    if end is not None:
        whole.append("month < ?")
        whole_params.append(end[:7])
    cut: list[str] = []
    cut_params: list[Any] = []
    if start is not None and end is not None and start[:7] == end[:7]:
        cut.append("(day >= ? AND day <= ?)")
        cut_params += [start, end]
    else:
        if start is not None:
            cut.append("(day >= ? AND day < ?)")
            cut_params += [start, _next_month(start[:7])]
        if end is not None:
            cut.append("(day >= ? AND day <= ?)")
            cut_params += [end[:7] + "-01", end]
    edges = "(" + " OR ".join(cut) + ")"
    return (
        f"""(SELECT {columns} FROM {months} {_and(keys + whole)}
             UNION ALL SELECT {columns} FROM {days} {_and([*keys, edges])})""",
        [*params, *whole_params, *params, *cut_params],
    )


def where_clause(f: StatsFilter, prefix: str, _time_column: str = "") -> tuple[str, list[Any]]:
    """Attempts (columns ``prefix``player_id, mode, game_id) of the games ``f`` picks."""
    clauses: list[str] = []
    params: list[Any] = []
    if f.player_id is not None:
        clauses.append(f"{prefix}player_id = ?")
        params.append(f.player_id)
    if f.mode is not None:
        clauses.append(f"{prefix}mode = ?")
        params.append(f.mode)
    period, period_params = _period(f, "local_day")
    if period:
        clauses.append(f"{prefix}game_id IN (SELECT game_id FROM game_totals {_and(period)})")
        params += period_params
    return _and(clauses), params


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _name(value: object) -> str:
    """A player's name as read from the database: a name that is not text (a damaged row)
    has a stand-in, as in the list of games, so that it can still be shown."""
    if isinstance(value, str):
        return value
    return str(value) if isinstance(value, int) else "?"


def _colour(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _game_filter(f: StatsFilter) -> tuple[str, list[Any]]:
    """The filter as a WHERE clause over ``game_totals t`` (games by player, day and mode)."""
    clauses: list[str] = []
    params: list[Any] = []
    if f.player_id is not None:
        clauses.append("t.game_id IN (SELECT game_id FROM game_players WHERE player_id = ?)")
        params.append(f.player_id)
    period, period_params = _period(f, "t.local_day")
    clauses += period
    params += period_params
    if f.mode is not None:
        clauses.append("t.mode = ?")
        params.append(f.mode)
    return _and(clauses), params


def _names(
    db: sqlite3.Connection, where: str = "", params: Sequence[Any] = ()
) -> dict[int, list[tuple[int, str]]]:
    """Players by seat (their names now) of the games ``where`` picks from ``game_totals t``."""
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


# ---------------------------------------------------------------- open plays
