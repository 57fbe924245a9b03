"""Sessions of every mode: the list of games with their results, one game's attempts,
and the mode played last."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.statistics.cards import _credited, open_plays
from blocky.games.blocky_mountains.statistics.filters import (
    StatsFilter,
    _game_filter,
    _name,
    _names,
)
from blocky.store.values import parse_time


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
