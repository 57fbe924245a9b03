"""Export: every player, game and game setting that can be read, as versioned JSON data
that always loads again, and what had to be left out, named."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from blocky.core.record import (
    V1_GAME,
    Record,
    record_to_json,
)
from blocky.store import errors
from blocky.store.database import Database
from blocky.store.errors import StoreError
from blocky.store.exchange.parse import (
    BLOCKY_ONLY_VERSION,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    clip,
    excerpt,
    parse_json,
)
from blocky.store.exchange.validate import check_game, check_uid
from blocky.store.playing import rules_of
from blocky.store.settings import stored_settings
from blocky.store.values import (
    UnreadableText,
    check_name,
    format_time,
    parse_time,
)


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
            uid = check_uid(uid, "its id")
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
            check_game(g, known, "")
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
