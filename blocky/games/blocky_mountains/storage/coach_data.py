"""What the coach reads from the store: attempts as plain records, and attempt times.

How many cards a practice plan holds unless asked otherwise (pile A has 8) is
:data:`PLAN_SIZE`. The attempts come from the ``attempts`` table (derived from the action log; see
:mod:`blocky.games.blocky_mountains.storage.derive`), in the order they were made. Attempts by a seat without a
player profile are left out: the coach cannot say whose they were. The times are those
the store keeps as games are played (:mod:`blocky.games.blocky_mountains.storage.counts`, by the rules of
:mod:`blocky.games.blocky_mountains.timing`); the coach's model and the practice plan
read the counts kept per player and card, never the whole history.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import date, datetime, timedelta
from typing import Any

from blocky.games.blocky_mountains.actions import ACTION_TYPES
from blocky.games.blocky_mountains.catalogue import Catalogue, default_catalogue
from blocky.games.blocky_mountains.coach import (
    DEFAULT_CARD_STRENGTH,
    DEFAULT_PILE_STRENGTH,
    AttemptRecord,
    CoachModel,
)
from blocky.games.blocky_mountains.handicap import PlayedRace
from blocky.games.blocky_mountains.practice import CardRecord, practice_plan_of
from blocky.games.blocky_mountains.statistics.filters import StatsFilter, by_months
from blocky.games.blocky_mountains.storage import coach_state
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
            ORDER BY {coach_state.ORDER}""",
        params,
    ).fetchall()
    return [_record(*row) for row in rows]


def _record(
    player: Any, card: Any, pile: Any, mastered: Any, attempt: Any, difficult: Any, at: Any,
    game: Any,
) -> AttemptRecord:
    return AttemptRecord(
        int(player),
        str(card),
        str(pile),
        bool(mastered),
        first=attempt == 1,
        difficult=bool(difficult),
        at=_time_or_none(at),
        game=int(game),
    )


def game_attempt_times(
    db: sqlite3.Connection, game_id: int, *, pause_limit: timedelta = PAUSE_LIMIT
) -> tuple[AttemptTime, ...]:
    """Each attempt's build-and-try time in game ``game_id`` (``seq`` matches the attempts
    table). At the usual pause limit they are read from the times the store keeps
    (``attempt_times``: an attempt whose own actions cannot be read has none); at another
    limit they are worked out from the log, and a game whose log cannot be read gives no
    times rather than an error."""
    if pause_limit == PAUSE_LIMIT:
        # Kept as the game is played (the derived attempt_times).
        return tuple(
            AttemptTime(int(seq), int(micros) / 1e6, bool(paused))
            for seq, micros, paused in db.execute(
                "SELECT seq, micros, paused FROM attempt_times WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
        )
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
    # Read from each card's summed-up plays (the derived player_cards), not the history.
    # Days are counted on the local calendar, as the player lives them.
    records = {} if row is None else card_records(db, int(row[0]))
    cat = catalogue if catalogue is not None else default_catalogue()
    cards = [(c.id, c.pile) for c in cat.cards]
    # The coach on everyone's record: a card the family finds hard is likely hard for a
    # player who has not tried it yet.
    plan = practice_plan_of(
        records,
        cards,
        today,
        player=None if row is None else int(row[0]),
        model=coach_model(db),
        size=size,
    )
    return tuple(p.card for p in plan)


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
    if pause_limit == PAUSE_LIMIT:
        # Kept as the games are played (the derived attempt_times): no log is read.
        return [
            TimedAttempt(
                int(game_id),
                int(seq),
                None if pid is None else int(pid),
                str(card),
                str(pile),
                int(micros) / 1e6,
                bool(paused),
                _time_or_none(at),
                None if partner is None else int(partner),
            )
            for game_id, seq, pid, partner, card, pile, at, micros, paused in db.execute(
                f"""SELECT a.game_id, a.seq, a.player_id, a.partner_id, a.card, a.pile, a.at,
                           t.micros, t.paused
                    FROM attempts a JOIN attempt_times t ON t.attempt_id = a.id {where}
                    ORDER BY a.at, a.game_id, a.seq""",
                params,
            )
        ]
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


def _time_or_none(text: object) -> datetime | None:
    try:
        return parse_time(text)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None


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
    # Any attempt of theirs (the derived player_cards has a row per player and card).
    tried = {int(p) for (p,) in db.execute("SELECT DISTINCT player_id FROM player_cards")}
    if not all(pid in tried for pid in ids):
        return None
    model = coach_model(db)
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


# ------------------------------------------------ read from the derived counts (no history)


def _player_and_mode(player_id: int | None, mode: str | None) -> tuple[list[str], list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if player_id is not None:
        clauses.append("player_id = ?")
        params.append(player_id)
    if mode is not None:
        clauses.append("mode = ?")
        params.append(mode)
    return clauses, params


def card_seconds(
    db: sqlite3.Connection,
    *,
    player_id: int | None = None,
    mode: str | None = None,
    since: date | None = None,
    until: date | None = None,
) -> dict[tuple[int | None, str], tuple[int, float]]:
    """:func:`card_mean_seconds` of :func:`timed_attempts` with these filters, summed in
    SQL over the derived ``card_times`` and ``time_months`` (a row per card and month,
    and per day in the months the period's ends cut; never the log)."""
    clauses, params = _player_and_mode(player_id, mode)
    rows, rows_params = by_months(
        StatsFilter(player_id, since, until, mode),
        "player_id, card, timed, micros",
        clauses,
        params,
        "time_months",
        "card_times",
    )
    return {
        (None if pid is None else int(pid), str(card)): (int(n), int(micros) / 1e6 / int(n))
        for pid, card, n, micros in db.execute(
            f"""SELECT player_id, card, sum(timed), sum(micros) FROM {rows}
                GROUP BY player_id, card HAVING sum(timed) > 0""",
            rows_params,
        )
    }


def game_seconds(db: sqlite3.Connection, game_ids: list[int]) -> dict[int, tuple[int, float]]:
    """Per game of ``game_ids``: its timed attempts and their mean time in seconds (the
    derived ``game_times``)."""
    out: dict[int, tuple[int, float]] = {}
    for start in range(0, len(game_ids), 500):
        part = game_ids[start : start + 500]
        marks = ", ".join("?" * len(part))
        for gid, n, micros in db.execute(
            f"SELECT game_id, timed, micros FROM game_times WHERE game_id IN ({marks})", part
        ):
            if n:
                out[int(gid)] = (int(n), int(micros) / 1e6 / int(n))
    return out


def coach_model(db: sqlite3.Connection) -> CoachModel:
    """The coach's model of everyone's record (as :func:`coach_records` gives it), read
    from the counts the store keeps and the few attempts stored since: the same model as
    ``CoachModel.fit(coach_records(db))``, without reading the history."""
    return coach_state.model(db)


class CoachFollower:
    """The coach's model of everyone's record, followed as the record grows: each look
    reads only the attempts stored since the last one (:meth:`CoachModel.add`, then the
    prior strengths from a row per player and card), never the whole history. When an
    attempt was taken back (undo, a deleted game) or an earlier one arrives (an import),
    the model is fitted again from the record."""

    def __init__(self) -> None:
        self._model: CoachModel | None = None
        self._last_id = 0
        self._last_key: tuple[str, int, int] = ("", 0, 0)
        self._taken_back = -1

    def model(self, db: sqlite3.Connection) -> CoachModel:
        taken_back = int(db.execute("SELECT n FROM attempts_taken_back").fetchone()[0])
        model = self._model
        if model is None or taken_back != self._taken_back:
            return self._refit(db, taken_back)
        rows = db.execute(
            """SELECT id, player_id, card, pile, mastered, attempt, difficult, at, game_id, seq
               FROM attempts WHERE id > ? ORDER BY id""",
            (self._last_id,),
        ).fetchall()
        if not rows:
            return model
        keys = [(str(r[7]), int(r[8]), int(r[9])) for r in rows]
        if keys != sorted(keys) or keys[0] < self._last_key:
            return self._refit(db, taken_back)
        # As CoachModel.fit counts: every attempt at the default strengths, which are
        # estimated afterwards (they weigh what each attempt teaches the model).
        model.pile_strength, model.card_strength = DEFAULT_PILE_STRENGTH, DEFAULT_CARD_STRENGTH
        for aid, pid, card, pile, mastered, attempt, difficult, at, game, _ in rows:
            if pid is not None:
                model.add(_record(pid, card, pile, mastered, attempt, difficult, at, game))
            self._last_id = max(self._last_id, int(aid))
        self._last_key = keys[-1]
        model.refresh_strengths()
        return model

    def _refit(self, db: sqlite3.Connection, taken_back: int) -> CoachModel:
        self._model = coach_model(db)
        self._taken_back = taken_back
        self._last_id = int(db.execute("SELECT coalesce(max(id), 0) FROM attempts").fetchone()[0])
        key = db.execute(
            "SELECT at, game_id, seq FROM attempts ORDER BY at DESC, game_id DESC, seq DESC "
            "LIMIT 1"
        ).fetchone()
        self._last_key = ("", 0, 0) if key is None else (str(key[0]), int(key[1]), int(key[2]))
        return self._model


def card_records(db: sqlite3.Connection, player_id: int) -> dict[str, CardRecord]:
    """One player's plays of each card, summed up as the practice plan needs them (from
    ``player_cards``): the latest play on the players' local calendar."""
    out: dict[str, CardRecord] = {}
    for card, plays, failed, streak, last in db.execute(
        """SELECT card, plays, plays_failed, streak, last_at FROM player_cards
           WHERE player_id = ? AND plays > 0""",
        (player_id,),
    ):
        try:
            day: date | None = parse_time(last).astimezone().date()
        except (TypeError, ValueError):
            day = None
        out[str(card)] = CardRecord(int(plays), int(failed), int(streak), day)
    return out
