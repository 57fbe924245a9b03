"""One SQLite file holding every game, attempt and player profile.

The action log is the truth: a game is its set-up plus one row per action,
each appended (with its UTC time) in the transaction that makes it visible.
Undo moves the dropped actions onto a stored redo stack in one transaction, so
the undo history survives a restart. The ``attempts`` table is derived from the
rules' events in the same transactions, for statistics without replaying.

>>> import tempfile, pathlib
>>> from blocky.rules.state import Setup
>>> from blocky.rules.actions import ChooseVariant
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> store = Store.open(folder / "blocky.sqlite3")
>>> mia = store.add_player("Mia", "orange")
>>> game = store.create_game(Setup.solo("Mia", course="A", seed=5), [mia.id])
>>> len(game.timeline.actions)            # the first card already turned up
1
>>> store.close()
>>> store = Store.open(folder / "blocky.sqlite3")
>>> store.open_game(game.id).state == game.state
True
>>> store.close()
"""

from __future__ import annotations

import errno
import json
import logging
import os
import shutil
import sqlite3
import tempfile
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from blocky.rules.actions import Action, action_from_json, action_to_json
from blocky.rules.catalogue import CatalogueError, parse_catalogue
from blocky.rules.events import Event
from blocky.rules.game import IllegalAction, apply_logged
from blocky.rules.record import Record, RecordError, Timeline, setup_from_json, setup_to_json
from blocky.rules.state import Mode, Setup, State
from blocky.store import backups, errors, exchange, stats
from blocky.store.database import DATA_ERRORS, Clock, Database, short
from blocky.store.derive import AttemptRow, insert_attempts, rows_for
from blocky.store.errors import StoreError
from blocky.store.lock import DatabaseLock, lock_database
from blocky.store.schema import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    expected_layout,
    layout,
    migrate,
    user_version,
)
from blocky.store.stats import StatsFilter
from blocky.store.values import (
    UnreadableText,
    check_name,
    game_facts,
    parse_time,
    text_factory,
)

_T = TypeVar("_T")

_SQLITE_HEADER = b"SQLite format 3\x00"
_log = logging.getLogger(__name__)

#: How long a write waits for another program's lock once the store is open (opening
#: itself never waits: it refuses at once with a clear message).
_BUSY_MS = 250


def _utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class PlayerProfile:
    id: int
    name: str
    colour: str | None


@dataclass(frozen=True, slots=True)
class GameSummary:
    id: int
    mode: Mode
    setup: Setup
    #: The players' profile names now (a renamed player shows the new name).
    player_names: tuple[str, ...]
    created_at: datetime
    updated_at: datetime
    finished: bool
    summary_text: str
    #: Some of the row's facts could not be read (a damaged file): stand-ins are shown
    #: for them (a time of 1970, an empty summary, "?" for a name). The game itself may
    #: still open; :meth:`Store.open_game` says StoreError ("damaged") if it does not.
    damaged: bool = False


class StoredGame:
    """A game being played, saved as it goes. Every change is stored before it returns."""

    def __init__(
        self, store: Store, game_id: int, uid: str, timeline: Timeline, player_ids: Sequence[int]
    ) -> None:
        self._store = store
        self.id = game_id
        self.uid = uid
        self._timeline = timeline
        self.player_ids: tuple[int, ...] = tuple(player_ids)

    @property
    def timeline(self) -> Timeline:
        return self._timeline

    @property
    def setup(self) -> Setup:
        return self._timeline.setup

    @property
    def state(self) -> State:
        return self._timeline.state

    @property
    def finished(self) -> bool:
        return self._timeline.state.is_over

    @property
    def can_undo(self) -> bool:
        return self._timeline.can_undo

    @property
    def can_redo(self) -> bool:
        return self._timeline.can_redo

    def play(self, action: Action) -> tuple[Event, ...]:
        """Apply ``action`` (and, in app-draws mode, the chance that follows) and store it.

        Raises IllegalAction (nothing stored) or StoreError (nothing stored,
        the game stays as it was).
        """
        timeline, events = self._timeline.play_logged(action)
        steps: list[tuple[Action, State, tuple[Event, ...]]] = [(action, timeline.state, events)]
        while (chance := timeline.next_chance()) is not None:
            timeline, more = timeline.play_logged(chance)
            steps.append((chance, timeline.state, more))
        self._store._append(self, steps, timeline, clear_redo=True)
        self._timeline = timeline
        return tuple(e for _, _, evs in steps for e in evs)

    def undo(self) -> None:
        """Take back the last decision (and the chance after it); stored at once."""
        before = self._timeline
        after = before.undo()  # raises IllegalAction when there is nothing to undo
        self._store._undo(self, before, after)
        self._timeline = after

    def redo(self) -> None:
        """Put back what the last undo took; stored at once."""
        before = self._timeline
        if not before.can_redo:
            raise IllegalAction("There is nothing to redo.")
        span = before.redo_stack[-1]
        times = self._store._redo_times(self.id, len(before.redo_stack) - 1, len(span))
        state = before.state
        steps: list[tuple[Action, State, tuple[Event, ...]]] = []
        for a in span:
            state, events = apply_logged(state, a)
            steps.append((a, state, events))
        after = Timeline(
            replace(before.record, actions=before.actions + span), state, before.redo_stack[:-1]
        )
        self._store._append(self, steps, after, clear_redo=False, times=times)
        self._timeline = after


class Store:
    """The app's saved games, attempts and players in one SQLite file.

    Open it with :meth:`open`; one instance per file at a time (a second one,
    in this process or another, is refused).
    """

    def __init__(
        self, db: sqlite3.Connection, path: Path, lock: DatabaseLock, clock: Clock
    ) -> None:
        self._database = Database(db, path, clock)
        self.path = path
        self._lock = lock
        self._clock = clock

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, clock: Clock | None = None) -> Store:
        """Open (creating or migrating) the database at ``path``. Raises StoreError."""
        p = Path(path)
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise errors.from_os_error(exc, p) from None
        _check_header(p)
        _check_access(p)
        lock = lock_database(p)
        try:
            db = _connect(p)
        except BaseException:
            lock.release()
            raise
        store = cls(db, p, lock, clock or _utc_now)
        if store._holds_anything():
            backups.make_daily_backup(store._database, now=store._clock())
        return store

    def _holds_anything(self) -> bool:
        try:
            return bool(
                self.db.execute(
                    "SELECT EXISTS (SELECT 1 FROM games) OR EXISTS (SELECT 1 FROM players)"
                ).fetchone()[0]
            )
        except sqlite3.Error:
            return False

    def close(self) -> None:
        if not self._database.closed:
            try:
                self._database.close()
            finally:
                self._lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, for read-only queries (statistics)."""
        return self._database.db

    def now(self) -> str:
        return self._database.now()

    # ------------------------------------------------------------------ players

    def add_player(self, name: str, colour: str | None = None) -> PlayerProfile:
        check_name(name)
        _check_colour(colour)
        with self._database.write() as db:
            self._check_free_name(db, name, None)
            cur = db.execute(
                "INSERT INTO players (name, colour, created_at, uid) VALUES (?, ?, ?, ?)",
                (name, colour, self.now(), str(uuid.uuid4())),
            )
            assert cur.lastrowid is not None
            return PlayerProfile(cur.lastrowid, name, colour)

    def rename_player(self, player_id: int, new_name: str) -> None:
        check_name(new_name)
        with self._database.write() as db:
            self._check_free_name(db, new_name, player_id)
            if (
                db.execute(
                    "UPDATE players SET name = ? WHERE id = ?", (new_name, player_id)
                ).rowcount
                != 1
            ):
                raise StoreError(f"There is no player with id {player_id}.")

    def set_player_colour(self, player_id: int, colour: str | None) -> None:
        _check_colour(colour)
        with self._database.write() as db:
            if (
                db.execute(
                    "UPDATE players SET colour = ? WHERE id = ?", (colour, player_id)
                ).rowcount
                != 1
            ):
                raise StoreError(f"There is no player with id {player_id}.")

    def players(self) -> list[PlayerProfile]:
        """Every player who can be read. One damaged row never hides the others (which
        would stop every new game): a player without a readable id or name is left out,
        a colour of the wrong kind reads as none."""
        rows = self._database.read("SELECT id, name, colour FROM players ORDER BY id")
        out = []
        for player_id, name, colour in rows:
            if not isinstance(colour, str) or isinstance(colour, UnreadableText):
                colour = None
            try:
                out.append(_profile((player_id, name, colour)))
            except DATA_ERRORS as exc:
                _log.warning("player %r cannot be read: %s", player_id, short(exc))
        return out

    def player(self, player_id: int) -> PlayerProfile:
        rows = self._database.read(
            "SELECT id, name, colour FROM players WHERE id = ?", (player_id,)
        )
        if not rows:
            raise StoreError(f"There is no player with id {player_id}.")
        with self._database.reading("a player"):
            return _profile(rows[0])

    @staticmethod
    def _check_free_name(db: sqlite3.Connection, name: str, player_id: int | None) -> None:
        row = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row is not None and row[0] != player_id:
            raise StoreError("There is already a player with that name.")

    # -------------------------------------------------------------------- games

    def create_game(
        self,
        setup: Setup,
        player_ids: Sequence[int],
        board: Mapping[str, str] | None = None,
    ) -> StoredGame:
        """Start and store a new game (SetupError for a set-up the rules cannot play)."""
        if len(player_ids) != len(setup.players):
            raise StoreError(
                f"The game has {len(setup.players)} players but {len(player_ids)} profiles."
            )
        if len(set(player_ids)) != len(player_ids):
            raise StoreError("The same player cannot take two seats.")
        if board is not None:
            try:
                parse_catalogue(board)
            except CatalogueError as exc:
                raise StoreError(f"The board data cannot be used: {exc}") from None
        timeline = Timeline.start(setup, dict(board) if board is not None else None)
        steps: list[tuple[Action, State, tuple[Event, ...]]] = []
        while (chance := timeline.next_chance()) is not None:
            timeline, events = timeline.play_logged(chance)
            steps.append((chance, timeline.state, events))
        now = self.now()
        uid = str(uuid.uuid4())
        with self._database.write() as db:
            for pid in player_ids:
                if db.execute("SELECT 1 FROM players WHERE id = ?", (pid,)).fetchone() is None:
                    raise StoreError(f"There is no player with id {pid}.")
            cur = db.execute(
                """INSERT INTO games (mode, setup_json, board_json, created_at, updated_at, uid)
                   VALUES (?, ?, ?, ?, ?, ?)""",
                (
                    setup.mode.value,
                    json.dumps(setup_to_json(setup), ensure_ascii=False),
                    None if board is None else json.dumps(dict(board), ensure_ascii=False),
                    now,
                    now,
                    uid,
                ),
            )
            assert cur.lastrowid is not None
            game_id = cur.lastrowid
            db.executemany(
                "INSERT INTO game_players (game_id, seat, player_id) VALUES (?, ?, ?)",
                [(game_id, seat, pid) for seat, pid in enumerate(player_ids)],
            )
            game = StoredGame(self, game_id, uid, Timeline.start(setup, board), player_ids)
            self._write_steps(db, game, 0, steps, [now] * len(steps))
            self._update_game(db, game_id, timeline.state, now)
        game._timeline = timeline
        return game

    def open_game(self, game_id: int) -> StoredGame:
        """The game exactly as it was left: state and undo/redo history."""
        rows = self._database.read(
            "SELECT setup_json, board_json, uid FROM games WHERE id = ?", (game_id,)
        )
        if not rows:
            raise StoreError(f"There is no saved game {game_id}.")
        setup_json, board_json, uid = rows[0]
        actions = self._database.read(
            "SELECT action_json FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        redo_rows = self._database.read(
            "SELECT depth, action_json FROM redo WHERE game_id = ? ORDER BY depth, pos",
            (game_id,),
        )
        seats = self._database.read(
            "SELECT player_id FROM game_players WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        try:
            setup = setup_from_json(_json(setup_json))
            board = None if board_json is None else _json(board_json)
            if board is not None and not (
                isinstance(board, dict) and all(isinstance(v, str) for v in board.values())
            ):
                raise RecordError("the board data is not a set of texts")
            record = Record(setup, tuple(action_from_json(_json(a)) for (a,) in actions), board)
            spans: dict[int, list[Action]] = {}
            for depth, a in redo_rows:
                spans.setdefault(_int(depth), []).append(action_from_json(_json(a)))
            redo = tuple(tuple(spans[d]) for d in sorted(spans))
            timeline = Timeline.resume(record, redo)
            player_ids = [_int(pid) for (pid,) in seats]
            if not isinstance(uid, str) or len(player_ids) != len(setup.players):
                raise RecordError("its players do not match its seats")
        except DATA_ERRORS as exc:
            raise errors.corrupt(
                self.path, f"game {game_id} cannot be replayed: {short(exc)}"
            ) from None
        return StoredGame(self, game_id, uid, timeline, player_ids)

    def games(self, finished: bool | None = None) -> list[GameSummary]:
        """Saved games, the most recently played first.

        One damaged row never hides the others: a game with unreadable facts is listed
        with stand-ins and ``damaged=True``; a game whose set-up cannot be read is left
        out, and :meth:`damaged_games` names it.
        """
        return self._summaries(finished)[0]

    def damaged_games(self) -> list[int]:
        """The ids of saved games that cannot be listed (left out of :meth:`games`)."""
        return self._summaries(None)[1]

    def _summaries(self, finished: bool | None) -> tuple[list[GameSummary], list[int]]:
        where = "" if finished is None else "WHERE finished = ?"
        params: tuple[Any, ...] = () if finished is None else (int(finished),)
        rows = self._database.read(
            f"""SELECT id, setup_json, created_at, updated_at, finished, summary FROM games
                {where} ORDER BY play_seq DESC, updated_at DESC, id DESC""",
            params,
        )
        names: dict[object, list[str]] = {}
        for game_id, name in self._database.read(
            """SELECT gp.game_id, p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
               ORDER BY gp.game_id, gp.seat"""
        ):
            names.setdefault(game_id, []).append(name)
        out = []
        damaged: list[int] = []
        for row in rows:
            try:
                out.append(_summary(row, names.get(row[0], ())))
            except DATA_ERRORS as exc:
                _log.warning("saved game %r cannot be read: %s", row[0], short(exc))
                if isinstance(row[0], int):
                    damaged.append(row[0])
        return out, damaged

    def running_game_id(self) -> int | None:
        """The unfinished game played last (to offer after a crash).

        "Last" is the order in which games were stored, not the clock: a clock set back
        (or put right) does not make an older game look newer. A game that cannot be
        read is not offered.
        """
        cursor = self._database.read_cursor(
            """SELECT id, setup_json, created_at, updated_at, finished, summary FROM games
               WHERE finished = 0 ORDER BY play_seq DESC, updated_at DESC, id DESC"""
        )
        with self._database.reading("a saved game"):
            for row in cursor:
                try:
                    return _summary(row, ()).id
                except DATA_ERRORS:
                    continue
        return None

    def delete_game(self, game_id: int) -> None:
        with self._database.write() as db:
            for table in ("attempts", "redo", "actions", "game_players"):
                db.execute(f"DELETE FROM {table} WHERE game_id = ?", (game_id,))
            if db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount != 1:
                raise StoreError(f"There is no saved game {game_id}.")

    # -------------------------------------------------------------------- board

    def board_texts(self) -> dict[str, str] | None:
        rows = self._database.read("SELECT value FROM settings WHERE key = 'board'")
        if not rows:
            return None
        with self._database.reading("the corrected board data"):
            texts = _json(rows[0][0])
            if not isinstance(texts, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in texts.items()
            ):
                raise TypeError("the board data is not a set of texts")
            return dict(texts)

    def save_board(self, texts: Mapping[str, str]) -> None:
        """Keep the user's corrected board data (checked first: CatalogueError says what is wrong)."""
        parse_catalogue(texts)
        with self._database.write() as db:
            db.execute(
                "INSERT OR REPLACE INTO settings (key, value) VALUES ('board', ?)",
                (json.dumps(dict(texts), ensure_ascii=False),),
            )

    def reset_board(self) -> None:
        with self._database.write() as db:
            db.execute("DELETE FROM settings WHERE key = 'board'")

    # --------------------------------------------------------------- statistics

    def card_stats(self, f: StatsFilter | None = None) -> list[stats.CardStats]:
        """Per player and card: attempts, mastered and first-attempt rates, mean attempts."""
        return self._stats(stats.card_stats, f)

    def sessions(self, f: StatsFilter | None = None) -> list[stats.SessionStats]:
        return self._stats(stats.sessions, f)

    def training_log(self, f: StatsFilter | None = None) -> list[stats.TrainingSession]:
        """Solo trainings with their results, read from the game rows (fast for long logs)."""
        return self._stats(stats.training_log, f)

    def session_attempts(self, game_id: int) -> list[stats.AttemptDetail]:
        """Every attempt of one game, in order."""
        with self._database.reading("the statistics"):
            return stats.session_attempts(self.db, game_id)

    def personal_bests(self, player_id: int, f: StatsFilter | None = None) -> stats.PersonalBests:
        with self._database.reading("the statistics"):
            return stats.personal_bests(self.db, player_id, f)

    def team_progress(self, f: StatsFilter | None = None) -> list[stats.TeamProgress]:
        return self._stats(stats.team_progress, f)

    def race_history(self, f: StatsFilter | None = None) -> stats.RaceHistory:
        return self._stats(stats.race_history, f)

    def _stats(
        self, query: Callable[[sqlite3.Connection, StatsFilter | None], _T], f: StatsFilter | None
    ) -> _T:
        with self._database.reading("the statistics"):
            return query(self.db, f)

    # ------------------------------------------------------- export and import

    def export_game(self, game_id: int) -> dict[str, Any]:
        """One game and its players as versioned JSON data (StoreError if it cannot be read)."""
        return exchange.export_game(self._database, game_id)

    def export_everything(self) -> exchange.ExportResult:
        """Every player and game (and the corrected board data) that can be read, as
        versioned JSON data that always loads again, and what had to be left out, named.
        Raises StoreError only when nothing can be read."""
        return exchange.export_everything(self._database)

    def export_all(self) -> dict[str, Any]:
        """Every player and game as versioned JSON data, all or nothing: StoreError
        (kind "damaged") naming what cannot be read. :meth:`export_everything` saves the rest."""
        return exchange.export_all(self._database)

    def export_attempts_csv(self, f: StatsFilter | None = None) -> str:
        return exchange.export_attempts_csv(self._database, f)

    def import_data(self, data: Any) -> exchange.ImportReport:
        """Check every record first, then store it all at once; StoreError says what is wrong."""
        return exchange.import_data(self._database, data)

    def import_json(self, text: str) -> exchange.ImportReport:
        return exchange.import_json(self._database, text)

    # ------------------------------------------------------- the log (internal)

    def _write_steps(
        self,
        db: sqlite3.Connection,
        game: StoredGame,
        first_seq: int,
        steps: Sequence[tuple[Action, State, tuple[Event, ...]]],
        times: Sequence[str],
    ) -> None:
        db.executemany(
            "INSERT INTO actions (game_id, seq, action_json, at) VALUES (?, ?, ?, ?)",
            [
                (game.id, first_seq + i, json.dumps(action_to_json(a)), times[i])
                for i, (a, _, _) in enumerate(steps)
            ],
        )
        rows: list[AttemptRow] = []
        for i, (_, state, events) in enumerate(steps):
            rows.extend(rows_for(state, first_seq + i, events, times[i]))
        if rows:
            insert_attempts(db, game.id, dict(enumerate(game.player_ids)), rows)

    def _update_game(self, db: sqlite3.Connection, game_id: int, state: State, now: str) -> None:
        finished, summary, result = game_facts(state)
        db.execute(
            """UPDATE games SET updated_at = ?, finished = ?, summary = ?, result_json = ?,
                      play_seq = (SELECT coalesce(max(play_seq), 0) + 1 FROM games)
               WHERE id = ?""",
            (now, int(finished), summary, result, game_id),
        )

    def _append(
        self,
        game: StoredGame,
        steps: Sequence[tuple[Action, State, tuple[Event, ...]]],
        after: Timeline,
        *,
        clear_redo: bool,
        times: Sequence[str] | None = None,
    ) -> None:
        now = self.now()
        first = len(game.timeline.actions)
        with self._database.write() as db:
            self._write_steps(db, game, first, steps, times or [now] * len(steps))
            if clear_redo:
                db.execute("DELETE FROM redo WHERE game_id = ?", (game.id,))
            else:
                db.execute(
                    "DELETE FROM redo WHERE game_id = ? AND depth = ?",
                    (game.id, len(after.redo_stack)),
                )
            self._update_game(db, game.id, after.state, now)

    def _undo(self, game: StoredGame, before: Timeline, after: Timeline) -> None:
        cut = len(after.actions)
        depth = len(before.redo_stack)
        now = self.now()
        with self._database.write() as db:
            dropped = db.execute(
                "SELECT seq, action_json, at FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq",
                (game.id, cut),
            ).fetchall()
            if len(dropped) != len(before.actions) - cut:
                raise StoreError("The saved game does not match the game on screen; reopen it.")
            db.executemany(
                "INSERT INTO redo (game_id, depth, pos, action_json, at) VALUES (?, ?, ?, ?, ?)",
                [(game.id, depth, seq - cut, a, at) for seq, a, at in dropped],
            )
            db.execute("DELETE FROM attempts WHERE game_id = ? AND seq >= ?", (game.id, cut))
            db.execute("DELETE FROM actions WHERE game_id = ? AND seq >= ?", (game.id, cut))
            self._update_game(db, game.id, after.state, now)

    def _redo_times(self, game_id: int, depth: int, count: int) -> list[str]:
        rows = self._database.read(
            "SELECT at FROM redo WHERE game_id = ? AND depth = ? ORDER BY pos", (game_id, depth)
        )
        if len(rows) != count:
            raise StoreError("The saved game does not match the game on screen; reopen it.")
        return [at for (at,) in rows]


# ---------------------------------------------------------------------- helpers


def _check_colour(colour: object) -> None:
    if colour is not None and not isinstance(colour, str):
        raise StoreError("A colour must be text.")


def _check_header(path: Path) -> None:
    """Refuse a file that is not an SQLite database before SQLite touches it."""
    if not path.exists():
        return
    if not path.is_file():
        raise StoreError(f"{path} is not a file. Choose another folder for the app's data.")
    try:
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    if not head:
        return  # an empty file holds nothing to lose: it becomes a new database
    if not head.startswith(_SQLITE_HEADER):
        if _SQLITE_HEADER.startswith(head):
            raise errors.corrupt(path, "the file is cut short")
        raise StoreError(
            f"{path} is not a Blocky Mountains database (it is not an SQLite file). "
            "The file was left as it is; choose another file or folder.",
            kind="not_database",
            path=path,
        )
    if len(head) < 100:
        raise errors.corrupt(path, "the file is cut short")


_NO_TIME = datetime(1970, 1, 1, tzinfo=UTC)


def _summary(row: Sequence[Any], players: Sequence[object]) -> GameSummary:
    """A game row as the list shows it.

    A row whose set-up cannot be read raises one of DATA_ERRORS (there is nothing to
    show for it); other unreadable facts get stand-ins and the summary is marked damaged.
    """
    game_id, setup_json, created, updated, fin, summary = row
    setup = setup_from_json(_json(setup_json))
    gid = _int(game_id)
    damaged = False
    times: list[datetime | None] = []
    for text in (created, updated):
        try:
            times.append(_time(text))
        except DATA_ERRORS:
            times.append(None)
            damaged = True
    created_at = times[0] or times[1] or _NO_TIME
    updated_at = times[1] or created_at
    names: list[str] = []
    for name in players:
        if isinstance(name, str):
            names.append(name)
        else:
            names.append(str(name) if isinstance(name, int) else "?")
            damaged = True
    if not isinstance(summary, str) or isinstance(summary, UnreadableText):
        summary = ""
        damaged = True
    return GameSummary(
        gid,
        setup.mode,
        setup,
        tuple(names),
        created_at,
        updated_at,
        bool(fin),
        summary,
        damaged,
    )


def _profile(row: Sequence[Any]) -> PlayerProfile:
    player_id, name, colour = row
    if not isinstance(player_id, int) or not isinstance(name, str):
        raise TypeError("a player's id or name is of the wrong kind")
    if colour is not None and not isinstance(colour, str):
        raise TypeError("a player's colour is not text")
    return PlayerProfile(player_id, name, colour)


def _json(text: object) -> Any:
    """A stored JSON cell; ValueError/TypeError when the cell is not JSON text."""
    if isinstance(text, UnreadableText):
        raise ValueError("a JSON cell is not UTF-8 text")
    if not isinstance(text, str):
        raise TypeError(f"a JSON cell holds {type(text).__name__}, not text")
    return json.loads(text)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"a number cell holds {type(value).__name__}")
    return value


def _time(text: object) -> datetime:
    if not isinstance(text, str) or isinstance(text, UnreadableText):
        raise TypeError("a time cell is not text")
    moment = parse_time(text)
    if moment.tzinfo is None:
        raise ValueError(f"the time {text[:40]!r} has no time zone")
    return moment


def _not_writable(path: Path) -> StoreError:
    """Why ``path`` (which exists) cannot be written: its read-only mark, or its owner."""
    getuid = getattr(os, "getuid", None)
    try:
        owner = path.stat().st_uid
    except OSError:
        owner = None
    if getuid is None or owner == getuid():
        return errors.read_only_file(path)
    return errors.no_permission(path)


def _check_access(path: Path) -> None:
    """Refuse, with the real reason, a database the app could read but not save in."""
    folder = path.parent
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".blocky-probe-"):
            pass
    except OSError as exc:
        if exc.errno == errno.EROFS:
            raise errors.read_only(folder) from None
        if exc.errno in (errno.EACCES, errno.EPERM):
            raise errors.no_permission(folder) from None
        raise errors.from_os_error(exc, path) from None
    for suffix in ("", "-wal", "-shm", "-journal"):
        part = Path(f"{path}{suffix}")
        if part.exists() and not os.access(part, os.W_OK):
            raise _not_writable(part)


def _raw_header(path: Path) -> bytes:
    try:
        with path.open("rb") as f:
            return f.read(100)
    except OSError:
        return b""


def _inspect(path: Path, *, after_rollback: bool = False) -> int:
    """Check the file read-only before anything is written; returns its schema version.

    Every refusal (another program's file, a newer version, damage) happens here, before
    the app writes a byte to the file. A hot journal (the last save of a program that
    stopped half-way) is first rolled back by SQLite, as any SQLite program would, but
    only in a file whose header says it is this app's.
    """
    if not path.exists() or path.stat().st_size == 0:
        return 0
    try:
        db = backups.read_only_connection(path)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    try:
        version = user_version(db)
        app_id = int(db.execute("PRAGMA application_id").fetchone()[0])
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app_id not in (0, APPLICATION_ID) or (app_id == 0 and tables):
            raise StoreError(
                f"{path} is a database of another program, not of Blocky Mountains. "
                "The file was left as it is; choose another file or folder.",
                kind="other_program",
                path=path,
            )
        if version < 0 or (app_id == 0 and version != 0):
            raise errors.corrupt(path, f"its data version {version} makes no sense")
        if app_id == APPLICATION_ID and version == 0:
            raise errors.corrupt(path, "its data version is missing")
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"{path} was saved by a newer version of the app (data version {version}; "
                f"this app knows up to {SCHEMA_VERSION}). Please update the app. "
                "The file was left as it is.",
                kind="newer",
                path=path,
                version=version,
                known=SCHEMA_VERSION,
            )
        # integrity_check, not quick_check: only it compares every index with its table,
        # and damage there would show up later as wrong statistics or a failed write.
        problems = [r[0] for r in db.execute("PRAGMA integrity_check(1)").fetchall()]
        if problems != ["ok"]:
            raise errors.corrupt(path, str(problems[0])[:200])
        if version and layout(db) != expected_layout(version):
            raise errors.corrupt(path, f"its tables are not those of data version {version}")
        return version
    except sqlite3.Error as exc:
        code = getattr(exc, "sqlite_errorcode", None)
        if code == errors._SQLITE_READONLY_ROLLBACK and not after_rollback:
            db.close()
            _roll_back_hot_journal(path)
            return _inspect(path, after_rollback=True)
        raise errors.from_sqlite(exc, path) from None
    except UnicodeDecodeError as exc:
        raise errors.from_sqlite(exc, path) from None
    finally:
        db.close()


def _roll_back_hot_journal(path: Path) -> None:
    head = _raw_header(path)
    if len(head) < 100 or int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        # Not known to be ours: finishing another program's save is not ours to do.
        raise errors.hot_journal(path, path.parent)
    _check_roll_back_on_a_copy(path)
    _play_back_journal(path)


def _check_roll_back_on_a_copy(path: Path) -> None:
    """Finish the half-done save on a copy of the file and its journal, and check the copy.

    A damaged journal played back would write its rubbish into the file itself, which is
    then refused as damaged: changed after all. So the file is only touched once a copy,
    rolled back the same way, passes every check of :func:`_inspect`.
    """
    journal = Path(f"{path}-journal")
    try:
        with tempfile.TemporaryDirectory(dir=path.parent, prefix=".blocky-rollback-") as tmp:
            copy = Path(tmp) / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(journal, Path(f"{copy}-journal"))
            _play_back_journal(copy)
            try:
                _inspect(copy, after_rollback=True)
            except StoreError as exc:
                raise _as_of(exc, copy, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None


def _as_of(exc: StoreError, copy: Path, path: Path) -> StoreError:
    """The refusal of the checked copy, said of the real file."""
    params = {k: (path if v == copy else v) for k, v in exc.params.items()}
    if exc.kind == "damaged":
        return errors.corrupt(path, str(params.get("detail", "")))
    message = str(exc).replace(str(copy), str(path))
    return StoreError(message, kind=exc.kind, **params)


def _play_back_journal(path: Path) -> None:
    """Let SQLite roll back the hot journal beside ``path`` (which it does on first read)."""
    try:
        db = sqlite3.connect(path, timeout=0)
        try:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            db.close()
    except sqlite3.Error as exc:
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        if primary in (errors._SQLITE_BUSY, errors._SQLITE_LOCKED):
            raise errors.locked_by_other_program(path) from None
        raise errors.hot_journal(path, path.parent) from None
    except UnicodeDecodeError as exc:
        raise errors.from_sqlite(exc, path) from None


def _connect(path: Path) -> sqlite3.Connection:
    version = _inspect(path)
    if 0 < version < SCHEMA_VERSION:
        _backup(path, version)
    try:
        # No waiting at open: another program's lock is reported at once.
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=True, timeout=0)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    db.text_factory = text_factory
    try:
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        # Migrating first, in the file's own journal mode: a migration that fails is rolled
        # back and leaves a rollback-journal file byte for byte as it was; only a file the
        # app goes on to use is switched to WAL.
        migrate(db)
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise StoreError(f"The app cannot keep a journal for {path} (journal mode {mode}).")
        db.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        db.close()
        raise errors.from_sqlite(exc, path) from None
    except DATA_ERRORS as exc:
        db.close()
        raise errors.corrupt(path, f"a saved game cannot be replayed: {short(exc)}") from None
    except BaseException:
        db.close()
        raise
    return db


def _backup(path: Path, version: int) -> None:
    """Copy the file aside before migrating it, never replacing an earlier copy.

    The copy is written under a temporary name, checked, flushed and only then
    renamed, so a ``.bak`` file is never half-written.
    """
    n = 0
    while True:
        target = path.with_name(f"{path.name}.v{version}{'' if n == 0 else f'-{n}'}.bak")
        if not target.exists():
            break
        n += 1
    try:
        src = backups.read_only_connection(path)
        try:
            backups.write_copy(src, target)
        finally:
            src.close()
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise errors.from_sqlite(exc, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
