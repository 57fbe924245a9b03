"""Export and import: versioned JSON for games, players and the games' settings.

An export holds games of every game of the app, each as a record naming its game and
rules version (see ``docs/record-format.md``), read and replayed by that game's own rules.
A file of version 1 (written before a second game came) holds only Blocky Mountains
games, and this app still writes one when those are all it saves, so earlier releases
keep loading it; a file holding another game is version 2.

An import checks everything first (format, version, every field, and a full
replay of every game and its redo stack through its own rules) and only then writes,
in one transaction. Games carry a stable ``uid``, so importing the same file
twice adds nothing the second time.

An export holds only what an import accepts: every game in it is checked the same
way, so a saved file always loads again. What cannot be read (a damaged row) is
left out and named in :class:`ExportResult`, so "Save everything" saves the rest.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import sqlite3
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from blocky.core.game import Game, IllegalAction
from blocky.core.record import (
    V1_GAME,
    Record,
    RecordError,
    record_from_json,
    record_game_id,
    record_to_json,
    replay,
    replay_steps,
)
from blocky.core.registry import UnknownGame, find_game
from blocky.store import errors
from blocky.store.database import Database
from blocky.store.errors import StoreError
from blocky.store.playing import row_facts, rules_of, storage_of
from blocky.store.settings import is_texts, stored_settings
from blocky.store.values import (
    EARLIEST_TIME,
    LATEST_TIME,
    UnreadableText,
    check_name,
    format_time,
    parse_time,
)

EXPORT_FORMAT = "blocky-mountains-export"
#: The newest export version this app reads and writes: 2 may hold games of any game of
#: the app; 1 holds only Blocky Mountains games (it is still written for such a file).
EXPORT_VERSION = 2
#: The version of an export that holds only Blocky Mountains games.
BLOCKY_ONLY_VERSION = 1

#: The largest file "Save everything" writes that the app loads again (thousands of games;
#: a year of evenings is a few megabytes). A larger file, or one that is not a plain file
#: (a pipe, a device), is refused before it is read.
MAX_IMPORT_BYTES = 100_000_000
#: How deeply objects and lists may nest in an export (a real one needs 8 levels). Deeper
#: data is refused before anything walks it recursively.
MAX_NESTING = 32
#: Digits a number may have: whole numbers in an export are counts, positions and seeds.
#: Refusing longer ones while parsing keeps Python from converting (or refusing, beyond
#: 4,300 digits) huge numbers.
MAX_DIGITS = 20
_NUMBER_LIMIT = 10**MAX_DIGITS
#: How much of a value an error message quotes; a longer message is shortened in the middle.
QUOTE_LENGTH = 40
MESSAGE_LENGTH = 300



@dataclass(frozen=True, slots=True)
class ImportReport:
    games_added: int
    #: Games already stored (same uid): left as they are.
    games_skipped: int
    players_added: int
    #: Players in the file matched to profiles already here (by uid, then by name).
    players_matched: int


@dataclass(frozen=True)
class ExportProblem:
    """Something an export left out because it could not be read."""

    #: "game", "player" or the key of a game's setting ("board").
    what: str
    #: The game's id (as text), the player's name (or the profile's id as text when the
    #: name itself cannot be read), or the setting's key.
    ident: str
    #: Why, in plain English.
    detail: str


@dataclass(frozen=True)
class ExportResult:
    """The export (always a complete, loadable file) and what had to be left out of it."""

    data: dict[str, Any]
    problems: tuple[ExportProblem, ...]


# ------------------------------------------------------------------ quoting values


def excerpt(value: object, limit: int = QUOTE_LENGTH) -> str:
    """A short quotation of ``value`` for a message: never more than about ``limit`` characters."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        quoted = repr(value[: limit - 10])
        return f"{quoted[:-1]}…{quoted[-1]} ({len(value):,} characters)"
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        if value.bit_length() > 64:
            return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return f"a list of {len(value):,} item(s)"
    if isinstance(value, dict):
        return f"an object of {len(value):,} field(s)"
    return f"a {type(value).__name__}"


def _names_list(keys: list[str]) -> str:
    shown = ", ".join(excerpt(k) for k in keys[:3])
    return shown + (f" and {len(keys) - 3:,} more" if len(keys) > 3 else "")


def clip(message: str, limit: int = MESSAGE_LENGTH) -> str:
    """``message`` shortened in the middle to at most about ``limit`` characters."""
    if len(message) <= limit:
        return message
    head = limit * 2 // 3
    tail = limit - head - 3
    return f"{message[:head]} … {message[-tail:]}"


def _clipped(exc: StoreError) -> StoreError:
    text = str(exc)
    if len(text) <= MESSAGE_LENGTH:
        return exc
    return StoreError(clip(text), kind=exc.kind, **exc.params)


# ------------------------------------------------------------------ reading JSON


class _Refused(Exception):
    """A value the JSON reader refuses while parsing (says which)."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(f"a number has {len(text.lstrip('-')):,} digits (at most {MAX_DIGITS})")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {excerpt(text)} is too large")
    return value


def _parse_constant(text: str) -> float:
    raise _Refused(f"{text} is not a number that can be saved")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(f"the field {excerpt(key)} appears twice in one object")
            seen.add(key)
    return out


def parse_json(text: str) -> Any:
    """JSON text as data, refusing what no export holds; raises StoreError saying why.

    Numbers are bounded while they are parsed (no huge conversions); NaN, infinities and
    a field given twice in one object are refused. The parser guards its own recursion
    and raises RecursionError cleanly well before the stack is at risk, so that is
    caught here, at the parse; :func:`check_plain` then bounds the nesting of what was
    read, for everything that walks it afterwards.
    """
    if not isinstance(text, str):
        raise StoreError("The file is not text.")
    try:
        data = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_object,
        )
    except json.JSONDecodeError as exc:
        raise StoreError(
            f"The file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})."
        ) from None
    except _Refused as exc:
        raise StoreError(f"The file cannot be read: {exc}.") from None
    except RecursionError:
        raise StoreError(
            f"The file cannot be read: its lists or objects nest too deeply "
            f"(at most {MAX_NESTING} levels)."
        ) from None
    check_plain(data)
    return data


def check_plain(data: Any) -> None:
    """Refuse data that is not plain JSON as an export writes it: nesting deeper than
    :data:`MAX_NESTING`, huge or non-finite numbers, text that is not valid Unicode
    (a lone surrogate from a ``\\ud800`` escape). Walks without recursion."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, int):
            if not -_NUMBER_LIMIT < value < _NUMBER_LIMIT:
                raise StoreError(
                    f"The file cannot be read: a number has more than {MAX_DIGITS} digits."
                )
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise StoreError(f"The file cannot be read: {value} is not a number.")
        elif isinstance(value, (list, dict)):
            if depth > MAX_NESTING:
                raise StoreError(
                    f"The file cannot be read: its lists or objects nest too deeply "
                    f"(at most {MAX_NESTING} levels)."
                )
            if isinstance(value, dict):
                for key, item in value.items():
                    if not isinstance(key, str):
                        raise StoreError(
                            f"The file cannot be read: the field {excerpt(key)} "
                            "is not named by text."
                        )
                    _check_text(key)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in value)
        else:
            raise StoreError(f"The file cannot be read: {excerpt(value)} is not JSON data.")


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise StoreError(
                f"The file cannot be read: the text {excerpt(text)} holds a character that "
                f"is not valid Unicode (at position {exc.start:,})."
            ) from None


# ------------------------------------------------------------------------ export


class _Unreadable(Exception):
    """A stored row that cannot be exported, with the reason in plain English."""


def _stored_json(value: object, what: str) -> Any:
    """A JSON column as data; _Unreadable if it is not the JSON the store writes."""
    if not isinstance(value, str):
        raise _Unreadable(f"its {what} is not text")
    if isinstance(value, UnreadableText):
        raise _Unreadable(f"its {what} cannot be read (it is not UTF-8 text)")
    try:
        return parse_json(value)
    except StoreError as exc:
        raise _Unreadable(f"its {what} cannot be read ({exc})") from None


def _game_json(store: Database, game_id: int, uids: Mapping[int, str]) -> dict[str, Any]:
    """One stored game in the export form (not yet checked); _Unreadable says what is wrong."""
    db = store.db
    row = db.execute(
        """SELECT uid, setup_json, board_json, created_at, updated_at, game_id, rules_version
           FROM games WHERE id = ?""",
        (game_id,),
    ).fetchone()
    if row is None:
        raise StoreError(f"There is no saved game {game_id}.")
    uid, setup_json, board_json, created, updated, kind, rules_version = row
    game = rules_of(game_id, kind, rules_version)
    actions = db.execute(
        "SELECT action_json, at FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
    ).fetchall()
    redo: dict[int, list[dict[str, Any]]] = {}
    for depth, a, at in db.execute(
        "SELECT depth, action_json, at FROM redo WHERE game_id = ? ORDER BY depth, pos",
        (game_id,),
    ):
        redo.setdefault(depth, []).append(
            {"action": _stored_json(a, "undo history"), "at": _stored_time(at)}
        )
    seats = db.execute(
        "SELECT player_id FROM game_players WHERE game_id = ? ORDER BY seat", (game_id,)
    ).fetchall()
    for (pid,) in seats:
        if pid not in uids:
            raise _Unreadable(f"its player with profile id {excerpt(pid)} cannot be saved")
    try:
        setup = game.setup_from_json(_stored_json(setup_json, "set-up"))
    except ValueError as exc:
        raise _Unreadable(clip(str(exc))) from None
    board = None if board_json is None else _stored_json(board_json, "board data")
    steps: list[Any] = []
    for n, (a, _) in enumerate(actions):
        try:
            steps.append(game.action_from_json(_stored_json(a, f"action {n}")))
        except ValueError as exc:
            raise _Unreadable(f"action {n}: {clip(str(exc))}") from None
    try:
        record_json = record_to_json(Record(setup, tuple(steps), board, game=game))
    except ValueError as exc:
        raise _Unreadable(clip(str(exc))) from None
    # The rules it was played with (rules_of let through only those this app knows).
    record_json["rules"] = rules_version
    return {
        "uid": uid,
        "created_at": _stored_time(created),
        "updated_at": _stored_time(updated),
        "players": [uids[pid] for (pid,) in seats],
        "record": record_json,
        "times": [_stored_time(at) for _, at in actions],
        "redo": [redo[d] for d in sorted(redo)],
    }


def _stored_time(value: object) -> object:
    """A stored time in today's form (earlier versions wrote some years with fewer than four
    digits); anything else as it is, for the check to name."""
    if isinstance(value, str):
        try:
            return format_time(parse_time(value))
        except (ValueError, OverflowError):
            pass
    return value


def _players_json(
    store: Database, ids: set[int] | None
) -> tuple[list[dict[str, Any]], dict[int, str], list[ExportProblem]]:
    """The players (all, or those with ``ids``) that can be saved, their uids by profile id,
    and a problem for each that cannot."""
    try:
        every = [pid for (pid,) in store.db.execute("SELECT id FROM players ORDER BY id")]
    except sqlite3.Error as exc:
        raise errors.from_sqlite(exc, store.path) from None
    players: list[dict[str, Any]] = []
    uids: dict[int, str] = {}
    problems: list[ExportProblem] = []
    #: Profile id by name: the store keeps names apart, and a file with two players of one
    #: name would not load again (it could not tell who sits where).
    named: dict[str, int] = {}
    for pid in every:
        if ids is not None and pid not in ids:
            continue
        ident = str(pid)
        try:
            uid, name, colour = store.db.execute(
                "SELECT uid, name, colour FROM players WHERE id = ?", (pid,)
            ).fetchone()
            if any(isinstance(v, UnreadableText) for v in (uid, name, colour)):
                raise StoreError("it cannot be read (its text is not UTF-8)")
            if isinstance(name, str):
                ident = name
            uid = _uid(uid, "its id")
            check_name(name)
            if colour is not None and not isinstance(colour, str):
                raise StoreError("its colour is not text")
            if name in named:
                ident = str(pid)
                raise StoreError(
                    f"another player (profile id {named[name]}) has the same name, "
                    f"{excerpt(name)}; names must tell players apart"
                )
        except sqlite3.Error as exc:
            problems.append(ExportProblem("player", ident, f"it cannot be read ({exc})"))
            continue
        except StoreError as exc:
            problems.append(ExportProblem("player", ident, clip(str(exc))))
            continue
        named[name] = pid
        players.append({"uid": uid, "name": name, "colour": colour})
        uids[pid] = uid
    return players, uids, problems


def _envelope(
    store: Database, players: list[dict[str, Any]], games: list[dict[str, Any]]
) -> dict[str, Any]:
    only_blocky = all(g["record"].get("game") == V1_GAME for g in games)
    return {
        "format": EXPORT_FORMAT,
        "version": BLOCKY_ONLY_VERSION if only_blocky else EXPORT_VERSION,
        "exported_at": store.now(),
        "players": players,
        "games": games,
    }


def _export_games(
    store: Database, game_ids: list[int], uids: Mapping[int, str]
) -> tuple[list[dict[str, Any]], list[ExportProblem]]:
    """The games that read and check as an import would, and a problem for each other."""
    games: list[dict[str, Any]] = []
    problems: list[ExportProblem] = []
    known = set(uids.values())
    for gid in game_ids:
        try:
            g = _game_json(store, gid, uids)
            _check_game(g, known, "")
        except _Unreadable as exc:
            problems.append(ExportProblem("game", str(gid), str(exc)))
        except StoreError as exc:
            problems.append(ExportProblem("game", str(gid), clip(str(exc))))
        except sqlite3.Error as exc:
            problems.append(ExportProblem("game", str(gid), f"it cannot be read ({exc})"))
        except Exception as exc:  # noqa: BLE001 - one unreadable game must not stop the rest
            problems.append(
                ExportProblem(
                    "game", str(gid), f"it cannot be read ({type(exc).__name__}: {clip(str(exc))})"
                )
            )
        else:
            games.append(g)
    return games, problems


def _settings_json(store: Database) -> tuple[dict[str, Any], list[ExportProblem]]:
    """The games' settings that are kept (each checked by its game), by their keys."""
    found: dict[str, Any] = {}
    problems: list[ExportProblem] = []
    for setting in stored_settings():
        key = setting.key
        try:
            rows = store.db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchall()
        except sqlite3.Error as exc:
            problems.append(ExportProblem(key, key, f"it cannot be read ({exc})"))
            continue
        if not rows:
            continue
        try:
            value = _stored_json(rows[0][0], "text")
            if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
                raise _Unreadable(f"it does not {setting.shape}")
            setting.check(value)
        except _Unreadable as exc:
            problems.append(ExportProblem(key, key, str(exc)))
            continue
        except ValueError as exc:
            problems.append(ExportProblem(key, key, clip(str(exc))))
            continue
        found[key] = value
    return found, problems


def export_everything(store: Database) -> ExportResult:
    """Every player and game (and the corrected board data) that can be read, and what
    could not. Raises StoreError only when the database cannot be read at all."""
    players, uids, problems = _players_json(store, None)
    try:
        game_ids = [gid for (gid,) in store.db.execute("SELECT id FROM games ORDER BY id")]
    except sqlite3.Error as exc:
        raise errors.from_sqlite(exc, store.path) from None
    games, game_problems = _export_games(store, game_ids, uids)
    out = _envelope(store, players, games)
    kept, setting_problems = _settings_json(store)
    out.update(kept)
    return ExportResult(out, tuple(problems + game_problems + setting_problems))


def _incomplete(store: Database, problems: tuple[ExportProblem, ...]) -> StoreError:
    first = problems[0]
    more = f" (and {len(problems) - 1:,} more)" if len(problems) > 1 else ""
    detail = f"{first.what} {excerpt(first.ident)}: {first.detail}{more}"
    return StoreError(
        f"Part of the saved games in {store.path} cannot be read, so they cannot be saved "
        f"whole: {detail}.",
        kind="damaged",
        path=store.path,
        detail=detail,
    )


def export_all(store: Database) -> dict[str, Any]:
    """Every player and game, all or nothing: StoreError when any of them cannot be read."""
    result = export_everything(store)
    if result.problems:
        raise _incomplete(store, result.problems)
    return result.data


def export_game(store: Database, game_id: int) -> dict[str, Any]:
    """One game and its players; StoreError when it cannot be read."""
    try:
        seated = {
            pid
            for (pid,) in store.db.execute(
                "SELECT player_id FROM game_players WHERE game_id = ?", (game_id,)
            )
        }
        found = store.db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
    except sqlite3.Error as exc:
        raise errors.from_sqlite(exc, store.path) from None
    if found is None:
        raise StoreError(f"There is no saved game {game_id}.")
    players, uids, problems = _players_json(store, seated)
    games, game_problems = _export_games(store, [game_id], uids)
    if problems or game_problems:
        raise _incomplete(store, tuple(problems + game_problems))
    return _envelope(store, players, games)


# ------------------------------------------------------------------ writing a file


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all.

    The text goes to a new file beside ``path``, is flushed to the disk, and then takes
    the place of ``path`` in one step (``os.replace``, on Windows too). On any failure
    (full disk, read-only disk, no permission) raises StoreError with ``kind``
    "disk_full", "read_only" or "cannot_use"; a file already at ``path`` is untouched
    and no temporary file is left behind.
    """
    path = Path(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise StoreError(
            f"{path} cannot be saved: the text holds characters that cannot be written.",
            kind="cannot_use",
            path=path,
            detail="characters that cannot be written",
        ) from None
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.tmp")
    created = False
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        fd = os.open(temp, flags, 0o666)
        created = True
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
        created = False
    except OSError as exc:
        raise _write_error(exc, path) from None
    finally:
        if created:
            # Nothing more can be done if this fails; the file at ``path`` is untouched.
            with contextlib.suppress(OSError):
                os.unlink(temp)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the new name durable (POSIX); folders cannot be opened like this on Windows."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # the file itself is written and in place
    finally:
        os.close(fd)


def _write_error(exc: OSError, path: Path) -> StoreError:
    reason = exc.strerror or str(exc)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return StoreError(
            f"There is not enough room on the disk to save {path}. Nothing was written; "
            "free some space or choose another place.",
            kind="disk_full",
            path=path,
        )
    if exc.errno == errno.EROFS:
        return StoreError(
            f"{path.parent} is read-only, so {path.name} cannot be saved there. "
            "Choose another place.",
            kind="read_only",
            path=path.parent,
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        reason = "the app may not write there"
    return StoreError(
        f"The app cannot save {path} ({reason}). Choose another place.",
        kind="cannot_use",
        path=path,
        detail=reason,
    )


# ------------------------------------------------------------------------ import


@dataclass(frozen=True, slots=True)
class _Player:
    uid: str
    name: str
    colour: str | None


@dataclass(frozen=True, slots=True)
class _Game:
    uid: str
    created_at: str
    updated_at: str
    #: The profile uid of each person who plays, in the order of the game's ``players_of``.
    players: tuple[str, ...]
    #: The record, read by its own game's rules (``record.game``).
    record: Record[Any, Any]
    #: The rules version it was played with.
    rules_version: int
    times: tuple[str, ...]
    redo: tuple[tuple[tuple[Any, str], ...], ...]
    finished_state: Any

    @property
    def game(self) -> Game[Any, Any, Any, Any]:
        return self.record.game


def _at(where: str, text: str) -> str:
    """``text`` said of ``where`` ("game 2 (…)"), or alone when there is no ``where``."""
    return f"{where}: {text}" if where else text[:1].upper() + text[1:]


def _sub(where: str, part: str) -> str:
    return f"{where}, {part}" if where else part


def _time(value: Any, where: str) -> str:
    """An imported time in its stored form: text, with a time zone, 1970 to 2999."""
    if not isinstance(value, str):
        raise StoreError(_at(where, f"the time must be text, not {excerpt(value)}."))
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise StoreError(
            _at(where, f"{excerpt(value)} is not a time (ISO 8601 expected).")
        ) from None
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise StoreError(_at(where, f"the time {excerpt(value)} has no time zone."))
    if not EARLIEST_TIME <= moment < LATEST_TIME:
        raise StoreError(
            _at(
                where,
                f"the time {excerpt(value)} is not between {EARLIEST_TIME.year} and "
                f"{LATEST_TIME.year - 1}.",
            )
        )
    return format_time(moment)


def _uid(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise StoreError(_at(where, "'uid' must be text."))
    try:
        return str(uuid.UUID(value))
    except ValueError:
        raise StoreError(_at(where, f"'uid' {excerpt(value)} is not a valid id.")) from None


def _unknown(data: dict[str, Any], allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise StoreError(_at(where, f"unknown field(s) {_names_list(extra)}."))


def _check_players(data: Any) -> list[_Player]:
    if not isinstance(data, list):
        raise StoreError("'players' must be a list.")
    out: list[_Player] = []
    seen: set[str] = set()
    for i, p in enumerate(data, start=1):
        where = f"player {i}"
        if not isinstance(p, dict):
            raise StoreError(f"{where}: must be an object.")
        _unknown(p, {"uid", "name", "colour"}, where)
        uid = _uid(p.get("uid"), where)
        if uid in seen:
            raise StoreError(f"{where}: the uid {uid} appears twice.")
        seen.add(uid)
        try:
            name = check_name(p.get("name"))
        except StoreError as exc:
            raise StoreError(f"{where}: {exc}", kind=exc.kind, **exc.params) from None
        colour = p.get("colour")
        if colour is not None and not isinstance(colour, str):
            raise StoreError(f"{where}: 'colour' must be text or null.")
        out.append(_Player(uid, name, colour))
    return out


def _record_refused(raw: Any, where: str, exc: RecordError) -> StoreError:
    """Why a game's record cannot be read: a game, or rules, this app does not know (a
    newer version of the app may load it), or what is wrong with it."""
    try:
        game_id = record_game_id(raw)
    except RecordError:
        return StoreError(_at(where, clip(str(exc))))
    try:
        game = find_game(game_id).rules()
    except UnknownGame:
        return StoreError(
            _at(
                where,
                f"it is a game of {excerpt(game_id)}, which this app does not know; a newer "
                "version of the app may load it. Nothing was loaded.",
            ),
            kind="unknown_game",
            name=game_id if len(game_id) <= QUOTE_LENGTH else f"{game_id[:QUOTE_LENGTH]}…",
        )
    rules = raw.get("rules")
    if (
        isinstance(rules, int)
        and not isinstance(rules, bool)
        and rules > game.game_type.rules_version
    ):
        return StoreError(
            _at(
                where,
                f"it was played with newer rules of {game.game_type.name} (rules version "
                f"{rules}; this app knows up to {game.game_type.rules_version}). Please "
                "update the app. Nothing was loaded.",
            ),
            kind="newer_rules",
            name=game.game_type.name,
            version=rules,
            known=game.game_type.rules_version,
        )
    return StoreError(_at(where, clip(str(exc))))


def _check_game(
    g: Any, player_uids: set[str], where: str, version: int = EXPORT_VERSION
) -> _Game:
    """One game of an export of ``version``, checked and replayed by its own game's rules
    (the game its record names); StoreError names the problem."""
    if not isinstance(g, dict):
        raise StoreError(_at(where, "must be an object."))
    _unknown(g, {"uid", "created_at", "updated_at", "players", "record", "times", "redo"}, where)
    uid = _uid(g.get("uid"), where)
    if where:
        where = f"{where} ({uid})"
    created = _time(g.get("created_at"), _sub(where, "created_at"))
    updated = _time(g.get("updated_at"), _sub(where, "updated_at"))
    raw_record = g.get("record")
    try:
        record = record_from_json(raw_record)  # by the game the record names
        assert isinstance(raw_record, dict)  # record_from_json read it
        rules_version = 1 if raw_record["version"] == 1 else int(raw_record["rules"])
    except RecordError as exc:
        raise _record_refused(raw_record, where, exc) from None
    game = record.game
    if version == BLOCKY_ONLY_VERSION and game.game_type.id != V1_GAME:
        raise StoreError(
            _at(
                where,
                f"it is a game of {excerpt(game.game_type.id)}, but an export of version "
                f"{BLOCKY_ONLY_VERSION} holds only Blocky Mountains games.",
            )
        )
    people = game.players_of(record.setup)
    players = g.get("players")
    if not isinstance(players, list) or len(players) != len(people):
        raise StoreError(
            _at(
                where,
                f"'players' must list one player uid for each person who plays "
                f"({len(people)}); a seat the app itself plays has none.",
            )
        )
    seats = tuple(_uid(p, _sub(where, "players")) for p in players)
    for p in seats:
        if p not in player_uids:
            raise StoreError(_at(where, f"player {p} is not in the file's 'players'."))
    if len(set(seats)) != len(seats):
        raise StoreError(_at(where, "the same player takes two seats."))
    times = g.get("times")
    if not isinstance(times, list) or len(times) != len(record.actions):
        raise StoreError(_at(where, "'times' must give one time per action."))
    times_ok = tuple(_time(t, _sub(where, f"action {n}")) for n, t in enumerate(times))
    try:
        # Its states are not kept: what a game derives from them is derived again as it
        # is written (see _write_game).
        state = replay(record)
    except RecordError as exc:
        raise StoreError(_at(where, f"the game does not replay: {clip(str(exc))}")) from None
    redo_raw = g.get("redo", [])
    if not isinstance(redo_raw, list):
        raise StoreError(_at(where, "'redo' must be a list."))
    redo: list[tuple[tuple[Any, str], ...]] = []
    for d, span in enumerate(redo_raw):
        if not isinstance(span, list) or not span:
            raise StoreError(_at(where, f"redo step {d} must be a non-empty list."))
        items: list[tuple[Any, str]] = []
        for k, item in enumerate(span):
            if not isinstance(item, dict) or set(item) != {"action", "at"}:
                raise StoreError(_at(where, f"redo step {d}, item {k} needs 'action' and 'at'."))
            try:
                action = game.action_from_json(item["action"])
            except ValueError as exc:
                raise StoreError(_at(where, f"redo step {d}, item {k}: {clip(str(exc))}")) from None
            items.append((action, _time(item["at"], _sub(where, f"redo step {d}, item {k}"))))
        redo.append(tuple(items))
    # The redo stack must replay on top of the game, the most recent undo first.
    probe = state
    for d in reversed(range(len(redo))):
        for action, _ in redo[d]:
            try:
                probe = game.apply(probe, action)
            except IllegalAction as exc:
                raise StoreError(
                    _at(where, f"redo step {d} does not replay: {clip(str(exc))}")
                ) from None
    return _Game(
        uid, created, updated, seats, record, rules_version, times_ok, tuple(redo), state
    )


def _same_name_in_one_game(players: list[_Player], games: list[_Game]) -> None:
    """Two profiles of the file with one name cannot sit in one game: here they would be
    one profile (names are unique), which cannot take two seats."""
    name_of = {p.uid: p.name for p in players}
    for i, g in enumerate(games, start=1):
        names = [name_of[u] for u in g.players]
        for name in names:
            if names.count(name) > 1:
                raise StoreError(
                    f"game {i} ({g.uid}): two different players in it are both called "
                    f"{excerpt(name)}. Names must tell players apart, so this file cannot "
                    "be loaded; rename one of them where the file was saved, and save it again.",
                    kind="same_name_in_game",
                    game=g.uid,
                    name=name,
                )


def parse_import(data: Any) -> tuple[list[_Player], list[_Game], dict[str, dict[str, str]]]:
    """Check a whole export; raises StoreError naming the first problem."""
    check_plain(data)
    if not isinstance(data, dict):
        raise StoreError("This is not a Blocky Mountains export: expected a JSON object.")
    if data.get("format") != EXPORT_FORMAT:
        raise StoreError(
            "This is not a Blocky Mountains export (field 'format' is missing or wrong)."
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StoreError("The export has no valid 'version'.")
    if version > EXPORT_VERSION:
        raise StoreError(
            f"This export was written by a newer version of the app (export version {version}; "
            f"this app reads up to {EXPORT_VERSION}). Please update the app. Nothing was loaded.",
            kind="newer_export",
            version=version,
            known=EXPORT_VERSION,
        )
    kept = list(stored_settings())
    _unknown(
        data,
        {"format", "version", "exported_at", "players", "games", *(k.key for k in kept)},
        "The export",
    )
    if "exported_at" in data:
        _time(data["exported_at"], "exported_at")
    players = _check_players(data.get("players"))
    games_raw = data.get("games")
    if not isinstance(games_raw, list):
        raise StoreError("'games' must be a list.")
    uids = {p.uid for p in players}
    games = [
        _check_game(g, uids, f"game {i}", version) for i, g in enumerate(games_raw, start=1)
    ]
    seen: set[str] = set()
    for g in games:
        if g.uid in seen:
            raise StoreError(f"game {g.uid} appears twice in the file.")
        seen.add(g.uid)
    _same_name_in_one_game(players, games)
    settings: dict[str, dict[str, str]] = {}
    for setting in kept:
        value = data.get(setting.key)
        if value is None:
            continue
        if not is_texts(value):
            raise StoreError(f"{setting.key!r} must {setting.shape}.")
        try:
            setting.check(value)
        except ValueError as exc:
            raise StoreError(f"{setting.key}: {clip(str(exc))}") from None
        settings[setting.key] = value
    return players, games, settings


def _profile_name(db: sqlite3.Connection, pid: int) -> str:
    row = db.execute("SELECT name FROM players WHERE id = ?", (pid,)).fetchone()
    return str(row[0]) if row else str(pid)


def import_data(store: Database, data: Any) -> ImportReport:
    """Validate everything, then write it all in one transaction (or nothing)."""
    try:
        return _import(store, data)
    except StoreError as exc:
        raise _clipped(exc) from None


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
    store: Database, db: sqlite3.Connection, g: _Game, seats: Mapping[int, int]
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
        raise _clipped(exc) from None
    return import_data(store, data)
