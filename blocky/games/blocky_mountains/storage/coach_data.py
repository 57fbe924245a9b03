"""What the coach reads from the store: attempts as plain records, and attempt times.

How many cards a practice plan holds unless asked otherwise (pile A has 8) is
:data:`PLAN_SIZE`. The attempts come from the ``attempts`` table (derived from the action log; see
:mod:`blocky.games.blocky_mountains.storage.derive`), in the order they were made. Attempts by a seat without a
player profile are left out: the coach cannot say whose they were. The times come from
the ``actions`` table, read by kind (see :mod:`blocky.games.blocky_mountains.timing`).
"""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import date, datetime, timedelta
from typing import Any

from blocky.games.blocky_mountains.actions import ACTION_TYPES
from blocky.games.blocky_mountains.catalogue import Catalogue, default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord, CoachModel
from blocky.games.blocky_mountains.handicap import PlayedRace
from blocky.games.blocky_mountains.practice import practice_plan
from blocky.games.blocky_mountains.timing import (
    PAUSE_LIMIT,
    AttemptTime,
    attempt_times_of_kinds,
)
from blocky.store.values import parse_time

#: The cards of a practice session unless asked otherwise: as many as pile A has.
PLAN_SIZE = 8


def coach_records(
    db: sqlite3.Connection,
    *,
    player_id: int | None = None,
    mode: str | None = None,
    until: str | None = None,
) -> list[AttemptRecord]:
    """Attempts for the coach, oldest first: one player's (``player_id``) or everyone's,
    of one mode ("race", "team", "solo") or all, made before the stored time ``until``
    (exclusive) or ever. An attempt whose time cannot be read keeps no time."""
    clauses = ["player_id IS NOT NULL"]
    params: list[Any] = []
    if player_id is not None:
        clauses.append("player_id = ?")
        params.append(player_id)
    if mode is not None:
        clauses.append("mode = ?")
        params.append(mode)
    if until is not None:
        clauses.append("at < ?")
        params.append(until)
    rows = db.execute(
        f"""SELECT player_id, card, pile, mastered, attempt, difficult, at, game_id
            FROM attempts WHERE {" AND ".join(clauses)}
            ORDER BY at, game_id, seq""",
        params,
    ).fetchall()
    out: list[AttemptRecord] = []
    for player, card, pile, mastered, attempt, difficult, at, game in rows:
        try:
            moment = parse_time(at)
        except (TypeError, ValueError):
            moment = None
        out.append(
            AttemptRecord(
                int(player),
                str(card),
                str(pile),
                bool(mastered),
                first=attempt == 1,
                difficult=bool(difficult),
                at=moment,
                game=int(game),
            )
        )
    return out


def game_attempt_times(
    db: sqlite3.Connection, game_id: int, *, pause_limit: timedelta = PAUSE_LIMIT
) -> tuple[AttemptTime, ...]:
    """Each attempt's build-and-try time in game ``game_id`` (``seq`` matches the attempts
    table). A game whose log cannot be read gives no times rather than an error."""
    found = _times_of_games(db, "?", [game_id], pause_limit).get(game_id, {})
    return tuple(found[seq] for seq in sorted(found))


def practice_cards(
    db: sqlite3.Connection,
    player_name: str,
    today: date,
    *,
    size: int = PLAN_SIZE,
    catalogue: Catalogue | None = None,
) -> tuple[str, ...]:
    """The cards of a practice plan for the player called ``player_name`` on ``today``
    (their local date), chosen from their record over every pile (see
    :func:`blocky.games.blocky_mountains.practice.practice_plan`). A name without a
    profile has no record: the plan is the catalogue's first cards."""
    row = db.execute(
        "SELECT id FROM players WHERE name = ? ORDER BY id LIMIT 1", (player_name,)
    ).fetchone()
    records = [] if row is None else coach_records(db, player_id=int(row[0]))
    # Days are counted on the local calendar, as the player lives them.
    local = [r if r.at is None else dataclasses.replace(r, at=r.at.astimezone()) for r in records]
    cat = catalogue if catalogue is not None else default_catalogue()
    cards = [(c.id, c.pile) for c in cat.cards]
    # The coach on everyone's record: a card the family finds hard is likely hard for a
    # player who has not tried it yet.
    model = CoachModel.fit(coach_records(db))
    return tuple(p.card for p in practice_plan(local, cards, today, size=size, model=model))


@dataclasses.dataclass(frozen=True, slots=True)
class TimedAttempt:
    """One attempt with its build-and-try time (see :func:`game_attempt_times`)."""

    game_id: int
    seq: int
    player_id: int | None
    card: str
    pile: str
    seconds: float
    #: A gap over the pause limit was cut to it (the screen was left, or the app closed).
    paused: bool
    at: datetime | None
    #: Who held the second rod (T10); they are credited with the attempt too.
    partner_id: int | None = None


#: The kinds of action a log may hold.
_KINDS = tuple(ACTION_TYPES)


def _times_of_games(
    db: sqlite3.Connection, games: str, params: list[Any], pause_limit: timedelta
) -> dict[int, dict[int, AttemptTime]]:
    """The attempt times (by seq) of the games ``games`` (SQL: a list of ids, or a query
    of them) in one read of their logs, from the actions' kinds, which SQLite takes out
    of each action's text (a long record has hundreds of thousands of actions; reading
    each into an Action took seconds). A game whose log cannot be read (text that is not
    JSON, an action of no known kind, a time that cannot be read) gives no times."""
    # Each kind as its number in _KINDS (no text to decode for each of them); NULL for
    # text that is not JSON or an action of no known kind.
    cases = " ".join(f"WHEN ? THEN {i}" for i in range(len(_KINDS)))
    rows = db.execute(
        "SELECT game_id, CASE WHEN json_valid(action_json) "
        f"THEN CASE json_extract(action_json, '$.do') {cases} END END, at FROM actions "
        f"WHERE game_id IN ({games}) ORDER BY game_id, seq",
        [*_KINDS, *params],
    ).fetchall()
    out: dict[int, dict[int, AttemptTime]] = {}
    logs: dict[int, list[tuple[str, datetime]] | None] = {}
    for game_id, number, at in rows:
        log = logs.setdefault(int(game_id), [])
        if log is None:
            continue
        if not isinstance(number, int):
            logs[int(game_id)] = None
            continue
        try:
            log.append((_KINDS[number], parse_time(at)))
        except (TypeError, ValueError):
            logs[int(game_id)] = None
    for game_id, log in logs.items():
        if log is not None:
            found = attempt_times_of_kinds(log, pause_limit=pause_limit)
            out[game_id] = {t.seq: t for t in found}
    return out


def timed_attempts(
    db: sqlite3.Connection,
    *,
    player_id: int | None = None,
    mode: str | None = None,
    since: date | None = None,
    until: date | None = None,
    pause_limit: timedelta = PAUSE_LIMIT,
) -> list[TimedAttempt]:
    """Every attempt with its time, of one player (``player_id``: the attempts they made
    and those where they held the second rod, T10; a seat without a profile counts for
    everyone only) or everyone, of one mode or all, in the games started on the local days
    ``since`` to ``until`` (both included; None: no bound): an attempt counts on its
    game's day, as every statistic does. Oldest first."""
    clauses: list[str] = []
    params: list[Any] = []
    if player_id is not None:
        clauses.append("(a.player_id = ? OR a.partner_id = ?)")
        params += [player_id, player_id]
    if mode is not None:
        clauses.append("a.mode = ?")
        params.append(mode)
    if since is not None or until is not None:
        days = ["t.game_id = a.game_id"]
        if since is not None:
            days.append("t.local_day >= ?")
            params.append(since.isoformat())
        if until is not None:
            days.append("t.local_day <= ?")
            params.append(until.isoformat())
        clauses.append(f"EXISTS (SELECT 1 FROM game_totals t WHERE {' AND '.join(days)})")
    where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
    rows = db.execute(
        f"SELECT a.game_id, a.seq, a.player_id, a.partner_id, a.card, a.pile, a.at "
        f"FROM attempts a {where} ORDER BY a.at, a.game_id, a.seq",
        params,
    ).fetchall()
    times = _times_of_games(db, f"SELECT a.game_id FROM attempts a {where}", params, pause_limit)
    out: list[TimedAttempt] = []
    for game_id, seq, pid, partner, card, pile, at in rows:
        try:
            moment: datetime | None = parse_time(at)
        except (TypeError, ValueError):
            moment = None
        game = int(game_id)
        timed = times.get(game, {}).get(int(seq))
        if timed is None:
            continue
        out.append(
            TimedAttempt(
                game,
                int(seq),
                None if pid is None else int(pid),
                str(card),
                str(pile),
                timed.seconds,
                timed.paused,
                moment,
                None if partner is None else int(partner),
            )
        )
    return out


def mean_seconds(attempts: list[TimedAttempt], key: Any) -> dict[Any, tuple[int, float]]:
    """Per ``key(attempt)``: how many attempts and their mean time in seconds."""
    sums: dict[Any, tuple[int, float]] = {}
    for a in attempts:
        k = key(a)
        n, total = sums.get(k, (0, 0.0))
        sums[k] = (n + 1, total + a.seconds)
    return {k: (n, total / n) for k, (n, total) in sums.items()}


def card_mean_seconds(
    attempts: list[TimedAttempt], player_id: int | None = None
) -> dict[tuple[int | None, str], tuple[int, float]]:
    """Per credited player and card (the cards table's rows): how many attempts and their
    mean time in seconds. An attempt counts for whoever made it and for the player who
    held the second rod (T10); with ``player_id``, for that player only."""
    sums: dict[tuple[int | None, str], tuple[int, float]] = {}
    for a in attempts:
        credited = [a.player_id] if a.partner_id is None else [a.player_id, a.partner_id]
        for pid in credited:
            if player_id is not None and pid != player_id:
                continue
            n, total = sums.get((pid, a.card), (0, 0.0))
            sums[(pid, a.card)] = (n + 1, total + a.seconds)
    return {k: (n, total / n) for k, (n, total) in sums.items()}


def player_chances(
    db: sqlite3.Connection, names: list[str], *, catalogue: Catalogue | None = None
) -> list[dict[str, float]] | None:
    """Each named player's chance to master each card first go (the coach fitted on
    everyone's record), in the order of ``names``; None when a name has no profile or
    no attempt yet (nothing to tell the players apart by)."""
    ids: list[int] = []
    for name in names:
        row = db.execute(
            "SELECT id FROM players WHERE name = ? ORDER BY id LIMIT 1", (name,)
        ).fetchone()
        if row is None:
            return None
        ids.append(int(row[0]))
    records = coach_records(db)
    tried = {r.player for r in records}
    if not all(pid in tried for pid in ids):
        return None
    model = CoachModel.fit(records)
    cat = catalogue if catalogue is not None else default_catalogue()
    return [{c.id: model.card(pid, c.id, c.pile).chance for c in cat.cards} for pid in ids]


def played_races(db: sqlite3.Connection) -> list[PlayedRace]:
    """Every finished race of the record: its players, whether it had a handicap, and its
    winners (place 1). A game whose set-up or result cannot be read is left out."""
    import json

    from blocky.core.record import RecordError
    from blocky.games.blocky_mountains.setup_json import setup_from_json

    out: list[PlayedRace] = []
    rows = db.execute(
        "SELECT setup_json, result_json FROM games WHERE mode = 'race' AND finished = 1 "
        "ORDER BY id"
    ).fetchall()
    for setup_text, result_text in rows:
        try:
            setup = setup_from_json(json.loads(setup_text))
            places = json.loads(result_text).get("places")
        except (RecordError, ValueError, TypeError, AttributeError):
            continue
        if not isinstance(places, list) or len(places) != len(setup.players):
            continue
        winners = tuple(n for n, p in zip(setup.players, places, strict=True) if p == 1)
        out.append(PlayedRace(setup.players, bool(setup.handicaps), winners))
    return out
