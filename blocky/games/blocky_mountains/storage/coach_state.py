"""The coach's model kept in the store as games are played (schema 12, counted anew at 13).

The model (:class:`~blocky.games.blocky_mountains.learning.CoachModel`) counts attempts in
the order they were made; its counts after the first attempts up to one of them are kept
as a row of ``coach_counts`` (as JSON), one every :data:`EVERY` attempts, the newest
:data:`KEPT` of them. The store writes them in the transaction that stores the attempts
(:func:`keep`); the coach reads the newest row and counts only the attempts made after it
(:func:`model`): the same model as one fitted on the whole record, read in a few
milliseconds.

An attempt taken back (undo, a deleted game) or stored before a kept row (an import) makes
the rows from it on wrong: triggers on ``attempts`` delete them, and the older rows stay
(an undo takes back the newest attempts, so the row before it is still right). When none
is left, the next stored attempt counts the record once from the start.
"""

from __future__ import annotations

import json
import sqlite3
from typing import TYPE_CHECKING, Any

from blocky.core.storage import Progress

if TYPE_CHECKING:
    # The model loads only when it is read or kept: the store imports this module (for
    # its table and triggers) whenever it lists the saved games.
    from blocky.games.blocky_mountains.learning import AttemptRecord, CoachModel

#: The table this adds to Blocky Mountains' own.
TABLES = frozenset({"coach_counts"})

#: A row is kept after this many more attempts (with a player profile)...
EVERY = 200
#: ...and this many of the newest rows (older ones are deleted).
KEPT = 12

#: The order the coach counts attempts in (the attempt's own id last: one action can
#: report more than one attempt).
ORDER = "at, game_id, seq, id"

#: Attempts counted between two reports of the migration's progress.
_STEP = 20_000

_COLUMNS = "id, player_id, card, pile, mastered, attempt, difficult, at, game_id, seq"


def _record(row: tuple[Any, ...]) -> AttemptRecord:
    from blocky.games.blocky_mountains.learning import AttemptRecord

    _, player, card, pile, mastered, attempt, difficult, _, game, _ = row
    return AttemptRecord(
        int(player),
        str(card),
        str(pile),
        bool(mastered),
        first=attempt == 1,
        difficult=bool(difficult),
        game=int(game),
    )


_NEWEST = (
    "SELECT at, game_id, seq, attempt_id{} FROM coach_counts "
    "ORDER BY at DESC, game_id DESC, seq DESC, attempt_id DESC LIMIT 1"
)


def _newest_key(db: sqlite3.Connection) -> tuple[str, int, int, int] | None:
    row = db.execute(_NEWEST.format("")).fetchone()
    return None if row is None else (str(row[0]), int(row[1]), int(row[2]), int(row[3]))


def _newest(db: sqlite3.Connection) -> tuple[CoachModel, tuple[str, int, int, int]] | None:
    from blocky.games.blocky_mountains.learning import CoachModel

    row = db.execute(_NEWEST.format(", counts")).fetchone()
    if row is None:
        return None
    try:
        model = CoachModel.from_counts(json.loads(row[4]))
    except (ValueError, KeyError, TypeError, IndexError):
        return None
    return model, (str(row[0]), int(row[1]), int(row[2]), int(row[3]))


def _count_later(db: sqlite3.Connection, key: tuple[str, int, int, int] | None) -> int:
    where, params = _where(key)
    return int(db.execute(f"SELECT count(*) FROM attempts WHERE {where}", params).fetchone()[0])


def _where(key: tuple[str, int, int, int] | None) -> tuple[str, tuple[Any, ...]]:
    if key is None:
        return "player_id IS NOT NULL", ()
    return "player_id IS NOT NULL AND (at, game_id, seq, id) > (?, ?, ?, ?)", key


def _later(
    db: sqlite3.Connection, key: tuple[str, int, int, int] | None
) -> list[tuple[Any, ...]]:
    """The attempts with a player profile after ``key`` (None: all), in the coach's order."""
    where, params = _where(key)
    return db.execute(
        f"SELECT {_COLUMNS} FROM attempts WHERE {where} ORDER BY {ORDER}", params
    ).fetchall()


def model(db: sqlite3.Connection) -> CoachModel:
    """The coach's model of everyone's record: the newest kept row and the attempts after
    it (the whole record when no row is kept), with the prior strengths estimated."""
    from blocky.games.blocky_mountains.learning import CoachModel

    newest = _newest(db)
    fitted, key = (CoachModel(), None) if newest is None else newest
    for row in _later(db, key):
        fitted.add(_record(row))
    fitted.refresh_strengths()
    return fitted


def keep(db: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Keep a new row once :data:`EVERY` attempts were stored after the newest (in the
    store's transaction, after new attempts were written). ``progress`` is told
    (attempts counted, attempts to count) as a long record is counted."""
    from blocky.games.blocky_mountains.learning import CoachModel

    key = _newest_key(db)
    total = _count_later(db, key)
    if total == 0 or (key is not None and total < EVERY):
        return
    newest = None if key is None else _newest(db)
    counted = CoachModel() if newest is None else newest[0]
    later = _later(db, None if newest is None else newest[1])
    for i, row in enumerate(later, 1):
        counted.add(_record(row))
        if progress is not None and i % _STEP == 0:
            progress(i, len(later))
    if progress is not None:
        progress(len(later), len(later))
    last = later[-1]
    db.execute(
        "INSERT OR REPLACE INTO coach_counts (at, game_id, seq, attempt_id, counts) "
        "VALUES (?, ?, ?, ?, ?)",
        (str(last[7]), int(last[8]), int(last[9]), int(last[0]), json.dumps(counted.counts())),
    )
    db.execute(
        f"""DELETE FROM coach_counts WHERE rowid NOT IN (
                SELECT rowid FROM coach_counts
                ORDER BY at DESC, game_id DESC, seq DESC, attempt_id DESC LIMIT {KEPT})"""
    )


def _forget(r: str) -> str:
    return f"""DELETE FROM coach_counts WHERE
        (at, game_id, seq, attempt_id) >= ({r}.at, {r}.game_id, {r}.seq, {r}.id);"""


def coach_counts(db: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Schema version 12: the table of kept counts, its first row made from the record,
    and the triggers that delete the rows an attempt taken back or stored earlier makes
    wrong."""
    db.execute(
        """CREATE TABLE coach_counts (
            at TEXT NOT NULL,
            game_id INTEGER NOT NULL,
            seq INTEGER NOT NULL,
            attempt_id INTEGER NOT NULL,
            counts TEXT NOT NULL,
            PRIMARY KEY (at, game_id, seq, attempt_id)
        )"""
    )
    db.execute(f"CREATE INDEX attempts_coach_order ON attempts({ORDER})")
    keep(db, progress)
    for event, rows in (("insert", ("new",)), ("delete", ("old",)), ("update", ("old", "new"))):
        db.execute(
            f"""CREATE TRIGGER derived_coach_counts_{event} AFTER {event.upper()} ON attempts
                BEGIN {"".join(_forget(r) for r in rows)} END"""
        )


def coach_counts_anew(db: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Schema version 13: the kept counts counted again from the record. The practice
    terms learn from the model's own estimate before each attempt, so rows counted by the
    model of schema 12 (before a new pile's prior followed the player's other piles, and
    with practice terms that started from 25 attempts' worth rather than 10) differ from
    what this model counts; the record is counted once more."""
    db.execute("DELETE FROM coach_counts")
    keep(db, progress)
