"""Attempt rows derived from what the rules say happened.

The action log is the truth; the ``attempts`` table is a copy of the
:class:`AttemptReported` events (with the squirrels paid and won around them)
kept in the same transaction as the actions that caused them, so statistics
never have to replay games.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from blocky.games.blocky_mountains.actions import action_from_json
from blocky.games.blocky_mountains.events import AttemptReported, Event, SquirrelsWon
from blocky.games.blocky_mountains.outcome import standing_data
from blocky.games.blocky_mountains.record import Record, replay_steps, setup_from_json
from blocky.games.blocky_mountains.state import State
from blocky.games.blocky_mountains.storage import coach_state


@dataclass(frozen=True, slots=True)
class AttemptRow:
    seq: int
    mode: str
    seat: int
    card: str
    card_name: str
    pile: str
    difficult: bool
    attempt: int
    mastered: bool
    partner_seat: int | None
    squirrels_paid: int
    squirrels_won: int
    at: str


def rows_for(state: State, seq: int, events: Sequence[Event], at: str) -> list[AttemptRow]:
    """The attempts one action reported (``state`` is any state of the game: it gives the cards)."""
    rows: list[AttemptRow] = []
    cat = state.ctx.catalogue
    mode = state.ctx.setup.mode.value
    for i, ev in enumerate(events):
        if not isinstance(ev, AttemptReported):
            continue
        # The extra-task reward is reported right after the attempt that earned it.
        won = 0
        for later in events[i + 1 :]:
            if isinstance(later, AttemptReported):
                break
            if isinstance(later, SquirrelsWon) and later.reason == "extra_task":
                won += later.count
        card = cat.card(ev.card)
        rows.append(
            AttemptRow(
                seq=seq,
                mode=mode,
                seat=ev.player,
                card=ev.card,
                card_name=card.name,
                pile=card.pile,
                difficult=ev.difficult,
                attempt=ev.attempt,
                mastered=ev.mastered,
                partner_seat=ev.partner,
                # Every attempt after the first was bought with one squirrel (R6).
                squirrels_paid=1 if ev.attempt > 1 else 0,
                squirrels_won=won,
                at=at,
            )
        )
    return rows


def attempt_rows(
    setup_json: Any, board: Mapping[str, str] | None, actions: Iterable[tuple[Any, str]]
) -> list[AttemptRow]:
    """Replay a stored game and collect its attempts (used by migrations and imports)."""
    listed = list(actions)
    record = Record(
        setup_from_json(setup_json), tuple(action_from_json(a) for a, _ in listed), board
    )
    out: list[AttemptRow] = []
    for i, _, state, events in replay_steps(record):
        out.extend(rows_for(state, i, events, listed[i][1]))
    return out


def insert_attempts(
    db: sqlite3.Connection, game_id: int, seats: Mapping[int, int], rows: Iterable[AttemptRow]
) -> None:
    """Write attempt rows; ``seats`` maps each seat to its player profile id."""
    db.executemany(
        """INSERT INTO attempts (game_id, seq, mode, seat, player_id, card, card_name, pile,
               difficult, attempt, mastered, partner_id, squirrels_paid, squirrels_won, at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        [
            (
                game_id,
                r.seq,
                r.mode,
                r.seat,
                seats.get(r.seat),
                r.card,
                r.card_name,
                r.pile,
                int(r.difficult),
                r.attempt,
                int(r.mastered),
                None if r.partner_seat is None else seats.get(r.partner_seat),
                r.squirrels_paid,
                r.squirrels_won,
                r.at,
            )
            for r in rows
        ],
    )


def derived_rows(
    db: sqlite3.Connection,
    game_id: int,
    player_ids: Sequence[int],
    first_seq: int,
    steps: Sequence[tuple[Any, State, Sequence[Event]]],
    times: Sequence[str],
) -> None:
    """What the store derives from a Blocky Mountains game's newly stored steps, in the
    same transaction: the attempts they reported (and, every so many, the coach's
    counts)."""
    rows: list[AttemptRow] = []
    for i, (_, state, events) in enumerate(steps):
        rows.extend(rows_for(state, first_seq + i, events, times[i]))
    if rows:
        insert_attempts(db, game_id, dict(enumerate(player_ids)), rows)
        # The coach's counts kept every so many attempts (see coach_state).
        coach_state.keep(db)


def game_facts(state: State) -> tuple[bool, str, str]:
    """Finished flag, the retired one-line English summary (written empty: lists word the
    standing from the result in the reader's language) and the result data kept with each
    game row (the rules' ``summary_data``, as the store writes it)."""
    return state.is_over, "", json.dumps(standing_data(state), sort_keys=True)
