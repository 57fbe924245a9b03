"""Training and game statistics, read from the summaries the store keeps beside its logs.

The summary tables (``game_totals``, ``attempt_totals``, ``card_totals``; see
:mod:`blocky.store.blocky_tables`) are kept by triggers in the transactions that write
the logs, so reading a long history costs a few thousand rows, not every attempt.

Every function takes an open connection and a :class:`StatsFilter` (player, period,
mode) and returns plain frozen values; nothing here knows about Qt.

The rules the numbers follow (docs/statistics.md says them in plain words):

- **Days are the players' days.** A game counts on the calendar day it was started, in
  the players' time zone at that moment (``games.local_day``). A period is a range of
  such days, both ends included.
- **A play stays whole.** A *play* is one go at a card: its first attempt and any paid
  retries (R6). A play, its attempts and its session all count on the game's day, so a
  play is never split by a period's edge, whatever the clock said at each attempt.
- **Open is not failed.** A card left at the retry decision is an *open* play: it is
  neither mastered nor failed, and rates are over decided plays only.
- **Credit.** A player's own numbers include the attempts where they held the second rod
  of a 2-rod route (T10); "everyone" counts each attempt once.
- **Playing time** leaves out breaks: a pause of more than 30 minutes between two
  actions is a break.

Rates: mastered rate = mastered plays / decided plays; first-attempt rate = plays mastered
on the first attempt / decided plays; mean attempts = attempts / plays.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, NamedTuple

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.store.values import parse_time

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


class OpenPlay(NamedTuple):
    game_id: int
    player_id: int | None
    partner_id: int | None
    card: str
    pile: str
    mode: str


def open_plays(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[OpenPlay]:
    """Cards left at the retry decision in the games ``f`` picks (one per such game)."""
    f = f or StatsFilter()
    where, params = _game_filter(f)
    where += (" AND " if where else "WHERE ") + "t.open_play = 1"
    return [
        OpenPlay(*row)
        for row in db.execute(
            f"""SELECT a.game_id, a.player_id, a.partner_id, a.card, a.pile, a.mode
                FROM game_totals t JOIN attempts a ON a.id = (
                    SELECT id FROM attempts WHERE game_id = t.game_id ORDER BY seq DESC, id DESC
                    LIMIT 1)
                {where}""",
            params,
        )
    ]


def _credited(play: OpenPlay, player_id: int | None) -> bool:
    return player_id is None or player_id in (play.player_id, play.partner_id)


# ---------------------------------------------------------------- per card


@dataclass(frozen=True, slots=True)
class CardStats:
    """One card's numbers for one player (``player_id``) or for everyone (None)."""

    player_id: int | None
    player_name: str
    card: str
    card_name: str
    pile: str
    attempts: int
    plays: int
    mastered: int
    first_attempt: int
    #: Plays left at the retry decision (neither mastered nor failed yet).
    open: int = 0

    @property
    def decided(self) -> int:
        return self.plays - self.open

    @property
    def failed(self) -> int:
        return self.plays - self.mastered - self.open

    @property
    def mastered_rate(self) -> float:
        return _rate(self.mastered, self.decided)

    @property
    def first_attempt_rate(self) -> float:
        return _rate(self.first_attempt, self.decided)

    @property
    def mean_attempts(self) -> float:
        return self.attempts / self.plays if self.plays else 0.0


def _card_rows(
    db: sqlite3.Connection, f: StatsFilter, per_player: bool
) -> dict[tuple[int | None, str], list[Any]]:
    keys: list[str] = []
    params: list[Any] = []
    if f.player_id is not None:
        keys.append("player_id = ?")
        params.append(f.player_id)
    elif not per_player:
        keys.append("role = 0")  # everyone: each attempt once
    if f.mode is not None:
        keys.append("mode = ?")
        params.append(f.mode)
    period, period_params = _period(f, "day")
    who = "player_id" if per_player or f.player_id is not None else "NULL"
    out: dict[tuple[int | None, str], list[Any]] = {}
    for pid, card, name, pile, attempts, plays, mastered, first in db.execute(
        f"""SELECT {who}, card, min(card_name), min(pile), sum(attempts), sum(plays),
                   sum(mastered), sum(first_attempt)
            FROM card_totals {_and(keys + period)}
            GROUP BY {who}, card""",
        params + period_params,
    ):
        out[(pid, card)] = [name, pile, attempts, plays, mastered, first, 0]
    for play in open_plays(db, f):
        if play.mode != f.mode and f.mode is not None:
            continue
        credited = [play.player_id] + ([play.partner_id] if play.partner_id is not None else [])
        if not (per_player or f.player_id is not None):
            credited = [None]
        for pid in credited:
            if f.player_id is not None and pid != f.player_id:
                continue
            row = out.get((pid, play.card))
            if row is not None:
                row[6] += 1
    return out


def card_stats(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[CardStats]:
    """Attempts, plays, mastered, failed and open plays per player and card (credited:
    a player's rows include their second-rod attempts)."""
    f = f or StatsFilter()
    rows = _card_rows(db, f, per_player=True)
    who = {pid: _name(n) for pid, n in db.execute("SELECT id, name FROM players")}
    out = [
        CardStats(pid, who.get(pid, "") if pid is not None else "", card, *values)
        for (pid, card), values in rows.items()
    ]
    out.sort(key=lambda c: (c.player_id if c.player_id is not None else -1, c.pile, c.card))
    return out


def card_totals(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[CardStats]:
    """Per card over the filter: everyone's attempts counted once (the chosen player's,
    credited, when the filter names one). In route, then card order."""
    f = f or StatsFilter()
    rows = _card_rows(db, f, per_player=False)
    out = [CardStats(f.player_id, "", card, *values) for (_, card), values in rows.items()]
    out.sort(key=lambda c: (c.pile, c.card))
    return out


# ---------------------------------------------------------------- sessions


@dataclass(frozen=True, slots=True)
class SessionStats:
    game_id: int
    mode: str
    started: datetime
    ended: datetime
    finished: bool
    player_names: tuple[str, ...]
    #: Per pile A, B, C: cards mastered and failed (by the chosen player, credited, or by
    #: anyone); a card left at the retry decision is in neither.
    mastered: tuple[tuple[str, int], ...]
    failed: tuple[tuple[str, int], ...]
    #: Squirrels at the end (or now): the pool in team and solo, the chosen player's in a race
    #: (None for a race viewed without choosing a player).
    squirrels_kept: int | None
    #: Playing time, breaks left out.
    play_time: timedelta = timedelta(0)
    #: Plays left at the retry decision (0 or 1).
    open_plays: int = 0
    #: The players' calendar day the game counts on.
    local_day: str = ""

    @property
    def duration(self) -> timedelta:
        return self.play_time

    @property
    def cards_mastered(self) -> int:
        return sum(n for _, n in self.mastered)


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
    credit = "role = 0" if f.player_id is None else "player_id = ?"
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
                   coalesce(a.piles, '[0,0,0,0,0,0]'), t.play_seconds, t.local_day
            FROM game_totals t
            LEFT JOIN (SELECT game_id, json_array({pile_sums}) AS piles
                       FROM attempt_totals WHERE {credit} GROUP BY game_id) AS a
                   ON a.game_id = t.game_id
            {where} ORDER BY t.created_at, t.game_id""",
        ([] if f.player_id is None else [f.player_id]) + params,
    ).fetchall()
    names = _names(db, where, params)
    opened: dict[int, str] = {
        p.game_id: p.pile for p in open_plays(db, f) if _credited(p, f.player_id)
    }
    a, b, c = PILES
    out = []
    for row in games:
        game_id, mode, created, finished, squirrels, race_json, first, last, piles = row[:9]
        seconds, day = row[9], row[10]
        pa, ma, pb, mb, pc, mc = map(int, piles[1:-1].split(","))
        open_pile = opened.get(game_id)
        fa, fb, fc = (
            pa - ma - (open_pile == a),
            pb - mb - (open_pile == b),
            pc - mc - (open_pile == c),
        )
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
                parse_time(first or created),
                parse_time(last or created),
                bool(finished),
                tuple(n for _, n in seated),
                ((a, ma), (b, mb), (c, mc)),
                ((a, fa), (b, fb), (c, fc)),
                kept,
                timedelta(seconds=round(seconds or 0)),
                int(open_pile is not None),
                day,
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
    #: The player's name now ("" for a seat without a profile).
    player_name: str = ""
    #: Who held the second rod (T10), by their name now ("" for nobody).
    partner_name: str = ""


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
            _name(who) if who is not None else "",
            _name(partner) if partner is not None else "",
        )
        for seq, pid, card, name, pile, diff, n, ok, paid, won, at, who, partner in db.execute(
            """SELECT a.seq, a.player_id, a.card, a.card_name, a.pile, a.difficult, a.attempt,
                      a.mastered, a.squirrels_paid, a.squirrels_won, a.at, p.name, q.name
               FROM attempts a LEFT JOIN players p ON p.id = a.player_id
               LEFT JOIN players q ON q.id = a.partner_id
               WHERE a.game_id = ? ORDER BY a.seq, a.id""",
            (game_id,),
        )
    ]


# ---------------------------------------------------------------- personal bests


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
        f.mode,
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


def _most_mastered(db: sqlite3.Connection, f: StatsFilter) -> tuple[int, int | None]:
    """Most cards the player mastered in one game (second-rod credit included)."""
    where, params = _game_filter(StatsFilter(None, f.since, f.until, f.mode))
    row = db.execute(
        f"""SELECT a.game_id, sum(a.mastered) AS n
            FROM attempt_totals a JOIN game_totals t ON t.game_id = a.game_id
            {where} {"AND" if where else "WHERE"} a.player_id = ?
            GROUP BY a.game_id ORDER BY n DESC, t.created_at, a.game_id LIMIT 1""",
        [*params, f.player_id],
    ).fetchone()
    return (int(row[1]), int(row[0])) if row and row[1] else (0, None)


def _most_squirrels_kept(db: sqlite3.Connection, f: StatsFilter) -> tuple[int | None, int | None]:
    """Most squirrels the player kept to the end of a finished training or race (the
    earliest on a tie); team games share one pool and never count."""
    if f.mode == "team":
        return None, None
    where, params = _game_filter(f)
    rows = db.execute(
        f"""SELECT t.game_id, t.squirrels,
                   CASE t.mode WHEN 'race' THEN (SELECT result_json FROM games
                                                 WHERE id = t.game_id) END
            FROM game_totals t {where} {"AND" if where else "WHERE"} t.finished = 1
                 AND t.mode IN ('solo', 'race')
            ORDER BY t.created_at, t.game_id""",
        params,
    ).fetchall()
    names = _names(db, *_game_filter(StatsFilter(f.player_id, mode="race"))) if rows else {}
    best_kept: int | None = None
    best_game = None
    for game_id, squirrels, race_json in rows:
        kept = (
            squirrels
            if race_json is None
            else _race_kept(race_json, [pid for pid, _ in names.get(game_id, [])], f.player_id)
        )
        if kept is not None and (best_kept is None or kept > best_kept):
            best_kept, best_game = kept, game_id
    return best_kept, best_game


def _longest_first_attempt_streak(db: sqlite3.Connection, f: StatsFilter) -> int:
    """Longest run of the player's first attempts mastered, in the order played: their
    own and those where they held the second rod (T10), as all their own numbers."""
    where, params = _game_filter(StatsFilter(None, f.since, f.until, f.mode))
    more = "AND" if where else "WHERE"
    streak = best = 0
    for mastered, *_ in db.execute(
        f"""SELECT a.mastered, a.at, a.game_id, a.seq FROM attempts a
                   INDEXED BY attempts_first_tries
                   JOIN game_totals t ON t.game_id = a.game_id
                {where} {more} a.player_id = ? AND a.attempt = 1
            UNION ALL
            SELECT a.mastered, a.at, a.game_id, a.seq
                   FROM (SELECT DISTINCT game_id FROM attempt_totals
                         WHERE player_id = ? AND role = 1) AS held
                   CROSS JOIN attempts a ON a.game_id = held.game_id
                   JOIN game_totals t ON t.game_id = a.game_id
                {where} {more} a.partner_id = ? AND a.attempt = 1
            ORDER BY 2, 3, 4""",
        [*params, f.player_id, f.player_id, *params, f.player_id],
    ):
        if mastered:
            streak += 1
            best = max(best, streak)
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


def last_played_mode(db: sqlite3.Connection) -> str | None:
    """The mode of the game played last ("solo", "team", "race"; None: no game yet)."""
    # Unfinished and finished games apart: each read from the end of its index.
    rows = [
        db.execute(
            """SELECT play_seq, id, mode FROM games WHERE finished = ?
               ORDER BY play_seq DESC, id DESC LIMIT 1""",
            (finished,),
        ).fetchone()
        for finished in (0, 1)
    ]
    last = max((r for r in rows if r is not None), default=None, key=lambda r: (r[0], r[1]))
    return None if last is None else str(last[2])


# ---------------------------------------------------------------- team expeditions

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
