"""The statistics counted the plain way, by this file's own code: no store code at all.

Each game is replayed through the rules from its stored record (set-up and actions)
for what it came to (finished, places, positions, squirrels, cards mastered and
failed, destinations reached); attempts are the raw rows of the ``attempts`` log;
periods are compared as times, not as stored text. Slow on a long history but
obviously right: the store's summary-backed statistics must give exactly these
answers. Results are plain tuples; :func:`plain` turns the store's answers into the
same shape for comparison.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from blocky.games.blocky_mountains.actions import action_from_json
from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.game import outcome
from blocky.games.blocky_mountains.record import Record, replay, setup_from_json
from blocky.games.blocky_mountains.state import Phase, State


def plain(value: Any) -> Any:
    """The store's answer as plain tuples (dataclasses and named tuples, all the way down)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return tuple(plain(getattr(value, f.name)) for f in dataclasses.fields(value))
    if isinstance(value, (list, tuple)):
        return (list if isinstance(value, list) else tuple)(plain(v) for v in value)
    return value


# ------------------------------------------------------------------ what counts


def _moment(text: str) -> datetime:
    return datetime.fromisoformat(text)


#: The players' zone the reference cuts days in (None: the computer's, as the store's default).
ZONE: Any = None

#: A pause longer than this between two actions is a break (not playing time).
BREAK = timedelta(minutes=30)


def _local_day(moment: datetime) -> date:
    return (moment.astimezone(ZONE) if ZONE is not None else moment.astimezone()).date()


def _in_period(game: Any, f: Any) -> bool:
    """A game counts, whole, on the local day it was started; both ends are included."""
    day = _local_day(game.created)

    def as_date(v: date | datetime) -> date:
        return v.date() if isinstance(v, datetime) else v

    return (f.since is None or day >= as_date(f.since)) and (
        f.until is None or day <= as_date(f.until)
    )


def _play_time(times: tuple[datetime, ...]) -> timedelta:
    total = timedelta(0)
    for a, b in zip(times, times[1:], strict=False):
        if timedelta(0) <= b - a <= BREAK:
            total += b - a
    return timedelta(seconds=round(total.total_seconds()))


@dataclass(frozen=True)
class _Attempt:
    game_id: int
    seq: int
    player_id: int | None
    card: str
    card_name: str
    pile: str
    attempt: int
    mastered: bool
    mode: str
    at: datetime
    partner_id: int | None


@dataclass(frozen=True)
class _Game:
    id: int
    mode: str
    created: datetime
    updated: datetime
    #: (profile id, its name now) by seat, for the seats whose profile exists.
    seats: tuple[tuple[int, str], ...]
    all_seats: tuple[int, ...]
    colour0: str | None
    action_times: tuple[datetime, ...]
    state: State


_replayed: dict[tuple[str, str | None, tuple[str, ...]], State] = {}


def _state(setup_json: str, board_json: str | None, actions: tuple[str, ...]) -> State:
    key = (setup_json, board_json, actions)
    if key not in _replayed:
        record = Record(
            setup_from_json(json.loads(setup_json)),
            tuple(action_from_json(json.loads(a)) for a in actions),
            None if board_json is None else json.loads(board_json),
        )
        _replayed[key] = replay(record)
    return _replayed[key]


_read: dict[str, tuple[tuple[Any, ...], Any]] = {}


def _version(db: sqlite3.Connection) -> tuple[Any, ...]:
    """Changes when anything in ``db`` changes (through it, or through another connection)."""
    return (
        db.execute("PRAGMA database_list").fetchone()[2],
        id(db),
        db.total_changes,
        int(db.execute("PRAGMA data_version").fetchone()[0]),
    )


def _games(db: sqlite3.Connection) -> list[_Game]:
    """Every game, replayed, oldest first (by creation, then id)."""
    version = _version(db)
    if _read.get("games", ((), None))[0] != version:
        _read["games"] = (version, _read_games(db))
    games: list[_Game] = _read["games"][1]
    return games


def _read_games(db: sqlite3.Connection) -> list[_Game]:
    profiles = {
        pid: (name, colour)
        for pid, name, colour in db.execute("SELECT id, name, colour FROM players")
    }
    seats: dict[int, list[int]] = defaultdict(list)
    for game_id, pid in db.execute(
        "SELECT game_id, player_id FROM game_players ORDER BY game_id, seat"
    ):
        seats[game_id].append(pid)
    actions: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for game_id, action_json, at in db.execute(
        "SELECT game_id, action_json, at FROM actions ORDER BY game_id, seq"
    ):
        actions[game_id].append((action_json, at))
    out = []
    for game_id, mode, setup_json, board_json, created, updated in db.execute(
        "SELECT id, mode, setup_json, board_json, created_at, updated_at FROM games"
    ):
        logged = actions[game_id]
        here = seats[game_id]
        out.append(
            _Game(
                game_id,
                mode,
                _moment(created),
                _moment(updated),
                tuple((pid, profiles[pid][0]) for pid in here if pid in profiles),
                tuple(here),
                profiles[here[0]][1] if here and here[0] in profiles else None,
                tuple(_moment(at) for _, at in logged),
                _state(setup_json, board_json, tuple(a for a, _ in logged)),
            )
        )
    return sorted(out, key=lambda g: (g.created, g.id))


def _attempts(db: sqlite3.Connection) -> list[_Attempt]:
    """The raw attempt log, in the order the attempts were made."""
    version = _version(db)
    if _read.get("attempts", ((), None))[0] != version:
        _read["attempts"] = (version, _read_attempts(db))
    attempts: list[_Attempt] = _read["attempts"][1]
    return attempts


def _read_attempts(db: sqlite3.Connection) -> list[_Attempt]:
    rows = [
        _Attempt(g, s, p, c, n, pile, a, bool(m), mode, _moment(at), q)
        for g, s, p, c, n, pile, a, m, mode, at, q in db.execute(
            """SELECT game_id, seq, player_id, card, card_name, pile, attempt, mastered, mode,
                      at, partner_id FROM attempts ORDER BY id"""
        )
    ]
    return sorted(rows, key=lambda r: (r.at, r.game_id, r.seq))


def _counted_attempts(db: sqlite3.Connection, f: Any, *, credit: bool = True) -> list[_Attempt]:
    """Attempts of the games in the period; by the chosen player (or, with ``credit``,
    with them holding the second rod)."""
    days = {g.id: g for g in _games(db)}
    return [
        a
        for a in _attempts(db)
        if (
            f.player_id is None
            or a.player_id == f.player_id
            or (credit and a.partner_id == f.player_id)
        )
        and (f.mode is None or a.mode == f.mode)
        and _in_period(days[a.game_id], f)
    ]


def _open_attempt(db: sqlite3.Connection, g: _Game) -> _Attempt | None:
    """The last attempt of a game whose card waits after a failed attempt: at the retry
    decision, or with the retry paid and its attempt not reported yet (its open play)."""
    s = g.state
    waiting = s.phase is Phase.RETRY or (s.phase is Phase.PREPARE and s.attempt > 0)
    if s.is_over or not waiting:
        return None
    mine = [a for a in _attempts(db) if a.game_id == g.id]
    return max(mine, key=lambda a: a.seq) if mine else None


def _counted_games(db: sqlite3.Connection, f: Any, mode: str | None) -> list[_Game]:
    """Games by player (any seat), start (in the period) and mode."""
    return [
        g
        for g in _games(db)
        if (f.player_id is None or f.player_id in g.all_seats)
        and (mode is None or g.mode == mode)
        and _in_period(g, f)
    ]


def _per_pile(cards: tuple[str, ...], state: State) -> tuple[int, int, int]:
    counts = [0, 0, 0]
    for card in cards:
        counts[PILES.index(state.ctx.catalogue.card(card).pile)] += 1
    return counts[0], counts[1], counts[2]


# ------------------------------------------------------------------ the statistics


def card_stats(db: sqlite3.Connection, f: Any) -> list[tuple[Any, ...]]:
    """Per credited player and card: (player id, name, card, card name, pile, attempts,
    plays, mastered, first-attempt masteries, open plays), by player, pile and card."""
    names = dict(db.execute("SELECT id, name FROM players").fetchall())
    groups: dict[tuple[int | None, str], list[_Attempt]] = defaultdict(list)
    for a in _counted_attempts(db, f):
        if f.player_id is None or a.player_id == f.player_id:
            groups[a.player_id, a.card].append(a)
        if a.partner_id is not None and f.player_id in (None, a.partner_id):
            groups[a.partner_id, a.card].append(a)
    opened: dict[tuple[int | None, str], int] = defaultdict(int)
    for g in _counted_games(db, f, f.mode):
        a = _open_attempt(db, g)
        if a is not None:
            credited = [a.player_id] + ([a.partner_id] if a.partner_id is not None else [])
            for pid in credited:
                if f.player_id in (None, pid):
                    opened[pid, a.card] += 1
    out = []
    for (pid, card), rows in groups.items():
        out.append(
            (
                pid,
                names.get(pid, ""),
                card,
                min(r.card_name for r in rows),
                min(r.pile for r in rows),
                len(rows),
                sum(r.attempt == 1 for r in rows),
                sum(r.mastered for r in rows),
                sum(r.attempt == 1 and r.mastered for r in rows),
                opened[pid, card],
            )
        )
    return sorted(out, key=lambda r: (r[0] if r[0] is not None else -1, r[4], r[2]))


def card_totals(db: sqlite3.Connection, f: Any) -> list[tuple[Any, ...]]:
    """Per card: every attempt once (the chosen player's, credited, when there is one),
    in the shape of card_stats with the filter's player and no name; by pile and card."""
    groups: dict[str, list[_Attempt]] = defaultdict(list)
    for a in _counted_attempts(db, f):
        groups[a.card].append(a)
    opened: dict[str, int] = defaultdict(int)
    for g in _counted_games(db, f, f.mode):
        a = _open_attempt(db, g)
        if a is not None and f.player_id in (None, a.player_id, a.partner_id):
            opened[a.card] += 1
    out = [
        (
            f.player_id,
            "",
            card,
            min(r.card_name for r in rows),
            min(r.pile for r in rows),
            len(rows),
            sum(r.attempt == 1 for r in rows),
            sum(r.mastered for r in rows),
            sum(r.attempt == 1 and r.mastered for r in rows),
            opened[card],
        )
        for card, rows in groups.items()
    ]
    return sorted(out, key=lambda r: (r[4], r[2]))


def race_games(db: sqlite3.Connection, f: Any) -> list[tuple[Any, ...]]:
    """Every race: (id, created, local day, names, winners, finished, playing time,
    positions), oldest first."""
    out = []
    for g in _counted_games(db, f, "race"):
        res = outcome(g.state)
        names = tuple(name for _, name in g.seats)
        winners: tuple[str, ...] = ()
        if res is not None and len(g.seats) == len(g.all_seats):
            first = {st.player for st in res.standings if st.place == 1}
            winners = tuple(name for seat, (_, name) in enumerate(g.seats) if seat in first)
        out.append(
            (
                g.id,
                g.created,
                _local_day(g.created).isoformat(),
                names,
                winners,
                g.state.is_over,
                _play_time(g.action_times),
                tuple(g.state.positions),
            )
        )
    return out


def _kept(g: _Game, player_id: int | None) -> int | None:
    if g.mode != "race":
        return g.state.squirrels[0]
    seated = [pid for pid, _ in g.seats]
    if player_id in seated and len(g.state.squirrels) == len(seated):
        return g.state.squirrels[seated.index(player_id)]
    return None


def sessions(db: sqlite3.Connection, f: Any) -> list[tuple[Any, ...]]:
    """Per game: (id, mode, started, ended, finished, names, mastered and failed per pile,
    squirrels kept, playing time, open plays, local day), oldest first. Piles count the
    chosen player's (credited) plays; an open play is neither mastered nor failed."""
    attempts = [
        a
        for a in _attempts(db)
        if f.player_id is None or f.player_id in (a.player_id, a.partner_id)
    ]
    out = []
    for g in _counted_games(db, f, f.mode):
        plays = {p: 0 for p in PILES}
        mastered = {p: 0 for p in PILES}
        for a in attempts:
            if a.game_id == g.id:
                plays[a.pile] += a.attempt == 1
                mastered[a.pile] += a.mastered
        last = _open_attempt(db, g)
        is_open = last is not None and (
            f.player_id is None or f.player_id in (last.player_id, last.partner_id)
        )
        if is_open and last is not None:
            plays[last.pile] -= 1
        out.append(
            (
                g.id,
                g.mode,
                min(g.action_times, default=g.created),
                max(g.action_times, default=g.created),
                g.state.is_over,
                tuple(name for _, name in g.seats),
                tuple((p, mastered[p]) for p in PILES),
                tuple((p, plays[p] - mastered[p]) for p in PILES),
                _kept(g, f.player_id),
                _play_time(g.action_times),
                int(is_open),
                _local_day(g.created).isoformat(),
            )
        )
    return out


def training_log(db: sqlite3.Connection, f: Any) -> list[tuple[Any, ...]]:
    """Solo trainings (the filter's mode ignored), from the replayed games."""
    out = []
    for g in _counted_games(db, f, "solo"):
        if not g.seats:
            continue
        pid, name = g.seats[0]
        out.append(
            (
                g.id,
                pid,
                name,
                g.colour0,
                g.created,
                g.updated,
                g.state.is_over,
                g.state.ctx.setup.course,
                _per_pile(g.state.mastered, g.state),
                _per_pile(g.state.failed, g.state),
                g.state.squirrels[0],
                _play_time(g.action_times),
                _open_attempt(db, g) is not None,
                _local_day(g.created).isoformat(),
            )
        )
    return out


def personal_bests(db: sqlite3.Connection, player_id: int, f: Any) -> tuple[Any, ...]:
    """(player, most mastered in one game (credited) and that game, most squirrels kept in
    a finished training or race and that game (None: none; a team's pool is nobody's own),
    longest run of the player's first attempts mastered, second rod included, mode)."""
    mine = dataclasses.replace(f, player_id=player_id)
    created = {g.id: (g.created, g.id) for g in _games(db)}
    per_game: dict[int, int] = defaultdict(int)
    for a in _counted_attempts(db, mine):
        per_game[a.game_id] += a.mastered
    most, most_game = 0, None
    if per_game and max(per_game.values()) > 0:
        most = max(per_game.values())
        most_game = min((g for g, n in per_game.items() if n == most), key=lambda g: created[g])
    best_kept: int | None = None
    best_game = None
    if f.mode != "team":
        for s in sessions(db, mine):
            game_id, mode, finished, kept = s[0], s[1], s[4], s[8]
            if mode == "team" or not finished or kept is None:
                continue
            if best_kept is None or kept > best_kept:
                best_kept, best_game = kept, game_id
    # In the order played, day by day: each attempt on its game's day, as every number.
    games = {g.id: g for g in _games(db)}
    streak = best = 0
    for a in sorted(
        _counted_attempts(db, mine),
        key=lambda a: (_local_day(games[a.game_id].created), a.at, a.game_id, a.seq),
    ):
        if a.attempt == 1:
            streak = streak + 1 if a.mastered else 0
            best = max(best, streak)
    return (player_id, most, most_game, best_kept, best_game, best, f.mode)


def team_progress(db: sqlite3.Connection, f: Any) -> list[tuple[Any, ...]]:
    """Team games: (id, created, names, level, start, furthest destination, position,
    result), from the replayed games."""
    out = []
    for g in _counted_games(db, f, "team"):
        res = outcome(g.state)
        won = None if res is None else res.won
        reached = list(PILES) if won else [p for p in PILES if p in g.state.reached]
        setup = g.state.ctx.setup
        out.append(
            (
                g.id,
                g.created,
                tuple(name for _, name in g.seats),
                setup.level,
                setup.start,
                reached[-1] if reached else None,
                g.state.positions[0],
                "playing" if won is None else ("won" if won else "lost"),
                _play_time(g.action_times),
                _local_day(g.created).isoformat(),
            )
        )
    return out


def race_history(db: sqlite3.Connection, f: Any) -> tuple[Any, ...]:
    """(finished races counted, per player: (id, name, races, wins, mean finishing space)),
    most wins first, then by name. Places come from the rules' own standings."""
    tally: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    names: dict[int, str] = {}
    count = alone = 0
    for g in _counted_games(db, f, "race"):
        res = outcome(g.state)
        if res is None or len(g.seats) != len(g.all_seats):
            continue
        if len(g.seats) < 2:
            alone += 1
            continue
        count += 1
        first = {st.player for st in res.standings if st.place == 1}
        for seat, (pid, name) in enumerate(g.seats):
            tally[pid][0] += 1
            tally[pid][1] += seat in first
            tally[pid][2] += g.state.positions[seat]
            names[pid] = name
    players = tuple(
        (pid, names[pid], games, wins, spaces / games)
        for pid, (games, wins, spaces) in sorted(
            tally.items(), key=lambda kv: (-kv[1][1], names[kv[0]])
        )
        if f.player_id is None or pid == f.player_id
    )
    return (count, players, alone)


# ------------------------------------------------------------------ the summary tables

_CREDITED = """SELECT a.*, a.player_id AS credited, 0 AS role FROM attempts a
               UNION ALL
               SELECT a.*, a.partner_id, 1 FROM attempts a WHERE a.partner_id IS NOT NULL"""


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
            f"""SELECT game_id, credited, role, pile, mode, count(*), sum(attempt = 1),
                       sum(mastered)
               FROM ({_CREDITED}) GROUP BY game_id, credited, role, pile, mode
               ORDER BY game_id, credited, role, pile, mode"""
        ).fetchall(),
        "card_totals": db.execute(
            f"""SELECT credited, role, card, card_name, pile, mode,
                       (SELECT local_day FROM games WHERE id = a.game_id) AS day, count(*),
                      sum(attempt = 1), sum(mastered), sum(attempt = 1 AND mastered)
               FROM ({_CREDITED}) a GROUP BY credited, role, card, card_name, pile, mode, day
               ORDER BY 1, 2, 3, 4, 5, 6, 7"""
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
            """SELECT game_id, player_id, role, pile, mode, attempts, plays, mastered
               FROM attempt_totals ORDER BY game_id, player_id, role, pile, mode"""
        ).fetchall(),
        "card_totals": db.execute(
            """SELECT player_id, role, card, card_name, pile, mode, day, attempts, plays,
                      mastered, first_attempt FROM card_totals ORDER BY 1, 2, 3, 4, 5, 6, 7"""
        ).fetchall(),
    }


def bounds_hold(db: sqlite3.Connection) -> bool:
    """Every game's summary row carries the local day its games count on."""
    bad = db.execute(
        """SELECT count(*) FROM game_totals t JOIN games g ON g.id = t.game_id
           WHERE t.local_day IS NOT coalesce(g.local_day, substr(g.created_at, 1, 10))"""
    ).fetchone()[0]
    return int(bad) == 0
