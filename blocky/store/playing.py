"""A game being played, saved as it goes: creating and opening a saved game, and every
action, undo and redo stored before it returns.

A game is its set-up plus one row per action, each appended (with its UTC time) in the
transaction that makes it visible. Undo moves the dropped actions onto a stored redo
stack in one transaction, so the undo history survives a restart. (Listing the saved
games, in games.py, needs none of this, nor the rules' actions and events.)
"""

from __future__ import annotations

import json
import logging
import sqlite3
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from blocky.core.game import Game, IllegalAction
from blocky.core.record import RecordError, Timeline
from blocky.core.registry import UnknownGame, find_game, games
from blocky.core.storage import GameStorage
from blocky.store import errors
from blocky.store.database import DATA_ERRORS, Database, int_cell, json_cell, short
from blocky.store.errors import StoreError

_log = logging.getLogger(__name__)

#: The storage of a game that keeps only its record.
NOTHING_MORE = GameStorage()


def storage_of(game_id: str) -> GameStorage:
    """What game ``game_id`` keeps in the store beyond its record (its registry entry
    names it; nothing for a game that keeps only its record or that this app does not
    know)."""
    try:
        storage = find_game(game_id).storage()
    except UnknownGame:
        storage = None
    return storage if storage is not None else NOTHING_MORE


def game_of_setup(setup: object) -> Game[Any, Any, Any, Any]:
    """The game a set-up belongs to (each registered game names its set-up class)."""
    for entry in games():
        game = entry.rules()
        if isinstance(setup, game.setup_class):
            return game
    raise StoreError(f"No game of this app plays a set-up of the kind {type(setup).__name__}.")


def rules_of(game_id: int, kind: object, rules_version: object) -> Game[Any, Any, Any, Any]:
    """The rules of saved game ``game_id`` (its ``game_id`` and ``rules_version`` columns
    are ``kind`` and ``rules_version``); StoreError for a game, or rules, this app does
    not know."""
    try:
        game = find_game(str(kind)).rules()
    except UnknownGame:
        raise StoreError(
            f"Saved game {game_id} is a game of {str(kind)[:40]!r}, which this app cannot "
            "open; a newer version of the app may open it."
        ) from None
    if (
        not isinstance(rules_version, int)
        or isinstance(rules_version, bool)
        or not 1 <= rules_version <= game.game_type.rules_version
    ):
        raise StoreError(
            f"Saved game {game_id} was played with rules newer than this app knows; "
            "a newer version of the app may open it."
        )
    return game


class StoredGame:
    """A game being played, saved as it goes. Every change is stored before it returns."""

    def __init__(self, log: GameLog, uid: str, timeline: Timeline[Any, Any, Any, Any]) -> None:
        self._log = log
        self.id = log.game_id
        self.uid = uid
        self._timeline = timeline
        self.player_ids: tuple[int, ...] = log.player_ids

    @property
    def game(self) -> Game[Any, Any, Any, Any]:
        """The rules of the game being played."""
        return self._timeline.game

    @property
    def timeline(self) -> Timeline[Any, Any, Any, Any]:
        return self._timeline

    @property
    def db(self) -> sqlite3.Connection:
        """The store's connection, for reading the record around the game (the coach)."""
        return self._log.database.db

    @property
    def setup(self) -> Any:
        return self._timeline.setup

    @property
    def state(self) -> Any:
        return self._timeline.state

    @property
    def finished(self) -> bool:
        return self.game.is_over(self._timeline.state)

    @property
    def can_undo(self) -> bool:
        return self._timeline.can_undo

    @property
    def can_redo(self) -> bool:
        return self._timeline.can_redo

    def play(self, action: Any) -> tuple[Any, ...]:
        """Apply ``action`` (and, in app-draws mode, the chance that follows) and store it.

        Raises IllegalAction (nothing stored) or StoreError (nothing stored,
        the game stays as it was).
        """
        timeline, events = self._timeline.play_logged(action)
        steps: list[Step] = [(action, timeline.state, events)]
        while (chance := timeline.next_chance()) is not None:
            timeline, more = timeline.play_logged(chance)
            steps.append((chance, timeline.state, more))
        self._log.append(self._timeline, steps, timeline, clear_redo=True)
        self._timeline = timeline
        return tuple(e for _, _, evs in steps for e in evs)

    def undo(self) -> None:
        """Take back the last decision (and the chance after it); stored at once."""
        before = self._timeline
        after = before.undo()  # raises IllegalAction when there is nothing to undo
        self._log.undo(before, after)
        self._timeline = after

    def redo(self) -> None:
        """Put back what the last undo took; stored at once."""
        before = self._timeline
        if not before.can_redo:
            raise IllegalAction("There is nothing to redo.")
        span = before.redo_stack[-1]
        times = self._log.redo_times(len(before.redo_stack) - 1, len(span))
        state = before.state
        steps: list[Step] = []
        for a in span:
            state, events = before.game.apply_logged(state, a)
            steps.append((a, state, events))
        after = type(before)(
            replace(before.record, actions=before.actions + span), state, before.redo_stack[:-1]
        )
        self._log.append(before, steps, after, clear_redo=False, times=times)
        self._timeline = after


#: An action, the state it leaves and what it made happen.
Step = tuple[Any, Any, tuple[Any, ...]]

#: The next number in the order games were last played in (``games.play_seq``): one more
#: than the greatest so far, read at the end of each of the two runs (unfinished and
#: finished games) of the index by ``finished`` and ``play_seq``. A max over the whole
#: column read every game's entry of that index: 8 ms a move with 40,000 trainings.
NEXT_PLAY_SEQ = """(SELECT coalesce(max(seq), 0) + 1 FROM (
        SELECT max(play_seq) AS seq FROM games WHERE finished = 0
        UNION ALL SELECT max(play_seq) FROM games WHERE finished = 1))"""


class GameLog:
    """What one stored game writes: its actions, the rows its game derives from them, its
    redo stack and its row.

    A :class:`StoredGame` changes its saved form only through this, each change in one
    transaction of the store's :class:`Database`.
    """

    def __init__(
        self,
        database: Database,
        game_id: int,
        player_ids: Sequence[int],
        game: Game[Any, Any, Any, Any],
    ) -> None:
        self.database = database
        self._database = database
        self.game_id = game_id
        self.player_ids: tuple[int, ...] = tuple(player_ids)
        self.game = game
        self._storage = storage_of(game.game_type.id)

    def write_steps(
        self, db: sqlite3.Connection, first_seq: int, steps: Sequence[Step], times: Sequence[str]
    ) -> None:
        """Add ``steps`` to the action log from ``first_seq`` on, with what the game
        derives from them (its storage's ``derive``)."""
        db.executemany(
            "INSERT INTO actions (game_id, seq, action_json, at) VALUES (?, ?, ?, ?)",
            [
                (self.game_id, first_seq + i, json.dumps(self.game.action_to_json(a)), times[i])
                for i, (a, _, _) in enumerate(steps)
            ],
        )
        derive = self._storage.derive
        if derive is not None:
            derive(db, self.game_id, self.player_ids, first_seq, steps, times)

    def update_row(self, db: sqlite3.Connection, state: Any, now: str) -> None:
        """The game's row as ``state`` leaves it (finished, standing), played last."""
        finished, summary, result = row_facts(self.game, state)
        db.execute(
            f"""UPDATE games SET updated_at = ?, finished = ?, summary = ?, result_json = ?,
                      play_seq = {NEXT_PLAY_SEQ}
               WHERE id = ?""",
            (now, int(finished), summary, result, self.game_id),
        )

    def append(
        self,
        before: Timeline[Any, Any, Any, Any],
        steps: Sequence[Step],
        after: Timeline[Any, Any, Any, Any],
        *,
        clear_redo: bool,
        times: Sequence[str] | None = None,
    ) -> None:
        """Store ``steps`` played on ``before``, which leave ``after``."""
        now = self._database.now()
        first = len(before.actions)
        with self._database.write() as db:
            self.write_steps(db, first, steps, times or [now] * len(steps))
            if clear_redo:
                db.execute("DELETE FROM redo WHERE game_id = ?", (self.game_id,))
            else:
                db.execute(
                    "DELETE FROM redo WHERE game_id = ? AND depth = ?",
                    (self.game_id, len(after.redo_stack)),
                )
            self.update_row(db, after.state, now)

    def undo(
        self, before: Timeline[Any, Any, Any, Any], after: Timeline[Any, Any, Any, Any]
    ) -> None:
        """Move the actions ``after`` drops onto the stored redo stack."""
        cut = len(after.actions)
        depth = len(before.redo_stack)
        now = self._database.now()
        with self._database.write() as db:
            dropped = db.execute(
                "SELECT seq, action_json, at FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq",
                (self.game_id, cut),
            ).fetchall()
            if len(dropped) != len(before.actions) - cut:
                raise StoreError("The saved game does not match the game on screen; reopen it.")
            db.executemany(
                "INSERT INTO redo (game_id, depth, pos, action_json, at) VALUES (?, ?, ?, ?, ?)",
                [(self.game_id, depth, seq - cut, a, at) for seq, a, at in dropped],
            )
            for table in self._storage.step_tables:
                db.execute(f"DELETE FROM {table} WHERE game_id = ? AND seq >= ?", (self.game_id, cut))
            db.execute("DELETE FROM actions WHERE game_id = ? AND seq >= ?", (self.game_id, cut))
            self.update_row(db, after.state, now)

    def redo_times(self, depth: int, count: int) -> list[str]:
        """The times the ``count`` actions at redo ``depth`` were first played."""
        rows = self._database.read(
            "SELECT at FROM redo WHERE game_id = ? AND depth = ? ORDER BY pos",
            (self.game_id, depth),
        )
        if len(rows) != count:
            raise StoreError("The saved game does not match the game on screen; reopen it.")
        return [at for (at,) in rows]


def row_facts(game: Game[Any, Any, Any, Any], state: Any) -> tuple[bool, str, str]:
    """Finished flag, the retired one-line summary (empty: lists word the standing from
    the result, in the reader's language) and the result data of a game row."""
    return game.is_over(state), "", json.dumps(game.summary_data(state), sort_keys=True)


def create_game(
    database: Database,
    setup: Any,
    player_ids: Sequence[int],
    board: Mapping[str, str] | None = None,
) -> StoredGame:
    """Start and store a new game of the game ``setup`` belongs to (its set-up error,
    a ValueError, for a set-up the rules cannot play)."""
    game = game_of_setup(setup)
    people = game.players_of(setup)
    if len(player_ids) != len(people):
        raise StoreError(f"The game has {len(people)} players but {len(player_ids)} profiles.")
    if len(set(player_ids)) != len(player_ids):
        raise StoreError("The same player cannot take two seats.")
    game.validate_setup(setup)
    try:
        timeline = game.start_timeline(setup, dict(board) if board is not None else None)
    except (RecordError, ValueError) as exc:
        if board is None:
            raise
        raise StoreError(
            f"The board data cannot be used: {exc}", kind="board_unusable", detail=str(exc)
        ) from None
    steps: list[Step] = []
    while (chance := timeline.next_chance()) is not None:
        timeline, events = timeline.play_logged(chance)
        steps.append((chance, timeline.state, events))
    now = database.now()
    uid = str(uuid.uuid4())
    with database.write() as db:
        for pid in player_ids:
            if db.execute("SELECT 1 FROM players WHERE id = ?", (pid,)).fetchone() is None:
                raise StoreError(f"There is no player with id {pid}.")
        cur = db.execute(
            """INSERT INTO games (mode, setup_json, board_json, created_at, updated_at, uid,
                                  game_id, rules_version, local_day)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                game.variant_of(setup),
                json.dumps(game.setup_to_json(setup), ensure_ascii=False),
                None if board is None else json.dumps(dict(board), ensure_ascii=False),
                now,
                now,
                uid,
                game.game_type.id,
                game.game_type.rules_version,
                database.local_day(now),
            ),
        )
        assert cur.lastrowid is not None
        game_id = cur.lastrowid
        db.executemany(
            "INSERT INTO game_players (game_id, seat, player_id) VALUES (?, ?, ?)",
            [(game_id, seat, pid) for seat, pid in enumerate(player_ids)],
        )
        log = GameLog(database, game_id, player_ids, game)
        log.write_steps(db, 0, steps, [now] * len(steps))
        log.update_row(db, timeline.state, now)
    return StoredGame(log, uid, timeline)


def open_game(database: Database, game_id: int) -> StoredGame:
    """The game exactly as it was left: state and undo/redo history."""
    rows = database.read(
        """SELECT setup_json, board_json, uid, game_id, rules_version, finished, result_json
               FROM games WHERE id = ?""",
        (game_id,),
    )
    if not rows:
        raise StoreError(f"There is no saved game {game_id}.")
    setup_json, board_json, uid, game_kind, rules_version, finished, result = rows[0]
    game = rules_of(game_id, game_kind, rules_version)
    actions = database.read(
        "SELECT action_json FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
    )
    redo_rows = database.read(
        "SELECT depth, action_json FROM redo WHERE game_id = ? ORDER BY depth, pos",
        (game_id,),
    )
    seats = database.read(
        "SELECT player_id FROM game_players WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    try:
        setup = game.setup_from_json(json_cell(setup_json))
        board = None if board_json is None else json_cell(board_json)
        if board is not None and not (
            isinstance(board, dict) and all(isinstance(v, str) for v in board.values())
        ):
            raise RecordError("the board data is not a set of texts")
        played = [game.action_from_json(json_cell(a)) for (a,) in actions]
        spans: dict[int, list[Any]] = {}
        for depth, a in redo_rows:
            spans.setdefault(int_cell(depth), []).append(game.action_from_json(json_cell(a)))
        redo = tuple(tuple(spans[d]) for d in sorted(spans))
        timeline = game.resume_timeline(setup, played, board, redo)
        player_ids = [int_cell(pid) for (pid,) in seats]
        if not isinstance(uid, str) or len(player_ids) != len(game.players_of(setup)):
            raise RecordError("its players do not match its seats")
    except DATA_ERRORS as exc:
        raise errors.corrupt(
            database.path, f"game {game_id} cannot be replayed: {short(exc)}"
        ) from None
    log = GameLog(database, game_id, player_ids, game)
    repair_row(database, log, timeline.state, finished, result)
    return StoredGame(log, uid, timeline)


def repair_row(
    database: Database, log: GameLog, state: Any, finished: object, result: object
) -> bool:
    """Put right the columns a game's row derives from its record (finished, the standing)
    when they disagree with ``state``, the record replayed: a damaged or hand-edited
    ``finished`` would hide an unfinished game from the list and the offer to continue.
    The game keeps its place in the order of play. True when the row was repaired; a row
    that cannot be written now (a read-only file) stays as it is, and is checked again."""
    is_over, summary, standing = row_facts(log.game, state)
    if finished == int(is_over) and not isinstance(finished, bool) and result == standing:
        return False
    _log.warning(
        "saved game %s: its row said finished=%s, its record says %s; repaired",
        log.game_id,
        repr(finished)[:20],
        is_over,
    )
    try:
        with database.write() as db:
            db.execute(
                "UPDATE games SET finished = ?, summary = ?, result_json = ? WHERE id = ?",
                (int(is_over), summary, standing, log.game_id),
            )
    except (StoreError, sqlite3.Error) as exc:
        _log.warning("saved game %s could not be repaired: %s", log.game_id, short(exc))
        return False
    return True


def check_games(database: Database, game_ids: Sequence[int]) -> list[int]:
    """Replay each of ``game_ids`` and repair a row whose ``finished`` disagrees with its
    record; the ids found right (or repaired). A game that cannot be replayed is left out:
    it is listed as damaged elsewhere."""
    right = []
    for game_id in game_ids:
        try:
            open_game(database, game_id)  # replays the record and repairs the row
        except StoreError:
            continue
        right.append(game_id)
    return right
