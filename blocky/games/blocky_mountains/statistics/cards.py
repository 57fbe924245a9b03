"""Per-card statistics: each player's cards, the cards over everyone, open plays."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from blocky.games.blocky_mountains.statistics.filters import (
    StatsFilter,
    _game_filter,
    _name,
    _rate,
    by_months,
)


class OpenPlay(NamedTuple):
    game_id: int
    player_id: int | None
    partner_id: int | None
    card: str
    pile: str
    mode: str


def open_plays(db: sqlite3.Connection, f: StatsFilter | None = None) -> list[OpenPlay]:
    """Cards left at the retry decision in the games ``f`` picks (one per such game).

    Read from the few games with an open play (their own index, schema 17), each checked
    against the filter: not from the games the filter picks, which are the whole history
    (one player's games, a mode's, a year's)."""
    f = f or StatsFilter()
    where, params = _game_filter(replace(f, player_id=None))
    where += (" AND " if where else "WHERE ") + "t.open_play = 1"
    if f.player_id is not None:
        where += (
            " AND EXISTS (SELECT 1 FROM game_players gp"
            " WHERE gp.game_id = t.game_id AND gp.player_id = ?)"
        )
        params.append(f.player_id)
    return [
        OpenPlay(*row)
        for row in db.execute(
            f"""SELECT a.game_id, a.player_id, a.partner_id, a.card, a.pile, a.mode
                FROM game_totals t INDEXED BY game_totals_open JOIN attempts a ON a.id = (
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
    who = "player_id" if per_player or f.player_id is not None else "NULL"
    rows, rows_params = by_months(
        f,
        "player_id, card, card_name, pile, attempts, plays, mastered, first_attempt",
        keys,
        params,
        "card_months",
        "card_totals",
    )
    out: dict[tuple[int | None, str], list[Any]] = {}
    for pid, card, name, pile, attempts, plays, mastered, first in db.execute(
        f"""SELECT {who}, card, min(card_name), min(pile), sum(attempts), sum(plays),
                   sum(mastered), sum(first_attempt)
            FROM {rows} GROUP BY {who}, card""",
        rows_params,
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
