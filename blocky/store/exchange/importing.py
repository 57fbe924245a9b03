"""Import: a checked export written in one transaction, as each game stores itself
while played (its row, actions, redo stack and derived rows), or nothing."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from blocky.core.record import (
    replay_steps,
)
from blocky.store.database import Database
from blocky.store.errors import StoreError
from blocky.store.exchange.parse import clipped, excerpt, parse_json
from blocky.store.exchange.validate import CheckedGame, parse_import
from blocky.store.playing import row_facts, storage_of


@dataclass(frozen=True, slots=True)
class ImportReport:
    games_added: int
    #: Games already stored (same uid): left as they are.
    games_skipped: int
    players_added: int
    #: Players in the file matched to profiles already here (by uid, then by name).
    players_matched: int



def _profile_name(db: sqlite3.Connection, pid: int) -> str:
    row = db.execute("SELECT name FROM players WHERE id = ?", (pid,)).fetchone()
    return str(row[0]) if row else str(pid)


def import_data(store: Database, data: Any) -> ImportReport:
    """Validate everything, then write it all in one transaction (or nothing)."""
    try:
        return _import(store, data)
    except StoreError as exc:
        raise clipped(exc) from None


def _import(store: Database, data: Any) -> ImportReport:
    players, games, settings = parse_import(data)
    added_games = skipped = added_players = matched = 0
    with store.write() as db:
        pid_of: dict[str, int] = {}
        for p in players:
            row = db.execute("SELECT id FROM players WHERE uid = ?", (p.uid,)).fetchone()
            if row is None:
                row = db.execute("SELECT id FROM players WHERE name = ?", (p.name,)).fetchone()
            if row is not None:
                pid_of[p.uid] = int(row[0])
                matched += 1
                continue
            cur = db.execute(
                "INSERT INTO players (name, colour, created_at, uid) VALUES (?, ?, ?, ?)",
                (p.name, p.colour, store.now(), p.uid),
            )
            assert cur.lastrowid is not None
            pid_of[p.uid] = cur.lastrowid
            added_players += 1
        file_name = {p.uid: p.name for p in players}
        for i, g in enumerate(games, start=1):
            if db.execute("SELECT 1 FROM games WHERE uid = ?", (g.uid,)).fetchone():
                skipped += 1
                continue
            seats = {seat: pid_of[u] for seat, u in enumerate(g.players)}
            for seat, pid in seats.items():
                other = next(s for s, q in seats.items() if q == pid)
                if other != seat:
                    # Matched by name: two profiles of the file are one profile here.
                    here = _profile_name(db, pid)
                    a, b = file_name[g.players[other]], file_name[g.players[seat]]
                    raise StoreError(
                        f"game {i} ({g.uid}): its players {excerpt(a)} and {excerpt(b)} "
                        f"would both be the player {excerpt(here)} here, who cannot take two "
                        f"seats in one game. Rename the player {excerpt(here)} here, then "
                        "load the file again. Nothing was loaded.",
                        kind="same_player_twice",
                        game=g.uid,
                        name=here,
                    )
            _write_game(store, db, g, seats)
            added_games += 1
        for key, value in settings.items():
            # A setting kept here already is this computer's: the file's does not replace it.
            if db.execute("SELECT 1 FROM settings WHERE key = ?", (key,)).fetchone() is None:
                db.execute(
                    "INSERT INTO settings (key, value) VALUES (?, ?)",
                    (key, json.dumps(value, ensure_ascii=False)),
                )
    return ImportReport(added_games, skipped, added_players, matched)


def _write_game(
    store: Database, db: sqlite3.Connection, g: CheckedGame, seats: Mapping[int, int]
) -> None:
    """Store one checked game (``seats``: the profile id of each person, in order) as its
    own game stores it while played: its row, actions, redo stack and derived rows."""
    game, rec = g.game, g.record
    finished, summary, result = row_facts(game, g.finished_state)
    cur = db.execute(
        """INSERT INTO games (mode, setup_json, board_json, created_at, updated_at,
               finished, summary, result_json, uid, local_day, game_id, rules_version)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (
            game.variant_of(rec.setup),
            json.dumps(game.setup_to_json(rec.setup), ensure_ascii=False),
            None if rec.board is None else json.dumps(dict(rec.board), ensure_ascii=False),
            g.created_at,
            g.updated_at,
            int(finished),
            summary,
            result,
            g.uid,
            store.local_day(g.created_at),
            game.game_type.id,
            g.rules_version,
        ),
    )
    assert cur.lastrowid is not None
    gid = cur.lastrowid
    db.executemany(
        "INSERT INTO game_players (game_id, seat, player_id) VALUES (?, ?, ?)",
        list((gid, seat, pid) for seat, pid in seats.items()),
    )
    db.executemany(
        "INSERT INTO actions (game_id, seq, action_json, at) VALUES (?, ?, ?, ?)",
        [
            (gid, n, json.dumps(game.action_to_json(a)), g.times[n])
            for n, a in enumerate(rec.actions)
        ],
    )
    db.executemany(
        "INSERT INTO redo (game_id, depth, pos, action_json, at) VALUES (?, ?, ?, ?, ?)",
        [
            (gid, d, k, json.dumps(game.action_to_json(a)), at)
            for d, span in enumerate(g.redo)
            for k, (a, at) in enumerate(span)
        ],
    )
    derive = storage_of(game.game_type.id).derive
    if derive is not None:
        # The record replayed when it was checked, so it replays the same way now.
        steps = [(a, state, events) for _, a, state, events in replay_steps(rec)]
        derive(db, gid, [seats[seat] for seat in sorted(seats)], 0, steps, g.times)


def import_json(store: Database, text: str) -> ImportReport:
    try:
        data = parse_json(text)
    except StoreError as exc:
        raise clipped(exc) from None
    return import_data(store, data)
