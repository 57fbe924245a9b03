"""Blocky Mountains' attempts as CSV, one row per attempt (for a spreadsheet)."""

from __future__ import annotations

import csv
import io

from blocky.games.blocky_mountains.statistics.filters import StatsFilter, where_clause
from blocky.store.database import Database

CSV_COLUMNS = (
    "time",
    "game",
    "mode",
    "player",
    "card",
    "card_name",
    "pile",
    "variant",
    "attempt",
    "result",
    "squirrels_paid",
    "squirrels_won",
    "partner",
)


def attempts_csv(store: Database, f: StatsFilter | None = None) -> str:
    """Every attempt (filtered), one row each, oldest first; names exactly as stored."""
    where, params = where_clause(f or StatsFilter(), "a.", "a.at")
    rows = store.db.execute(
        f"""SELECT a.at, g.uid, a.mode, coalesce(p.name, ''), a.card, a.card_name, a.pile,
                   a.difficult, a.attempt, a.mastered, a.squirrels_paid, a.squirrels_won,
                   coalesce(q.name, '')
            FROM attempts a JOIN games g ON g.id = a.game_id
            LEFT JOIN players p ON p.id = a.player_id
            LEFT JOIN players q ON q.id = a.partner_id
            {where} ORDER BY a.at, a.game_id, a.seq, a.id""",
        params,
    ).fetchall()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for at, guid, mode, name, card, cname, pile, diff, n, ok, paid, won, partner in rows:
        w.writerow(
            [
                at,
                guid,
                mode,
                name,
                card,
                cname,
                pile,
                "difficult" if diff else "normal",
                n,
                "mastered" if ok else "failed",
                paid,
                won,
                partner,
            ]
        )
    return buf.getvalue()
