"""Checking an export before anything is written: format, version, every field, and a
full replay of every game and its redo stack through its own rules."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from blocky.core.game import Game, IllegalAction
from blocky.core.record import (
    V1_GAME,
    Record,
    RecordError,
    record_from_json,
    record_game_id,
    replay,
)
from blocky.core.registry import UnknownGame, find_game
from blocky.store.errors import StoreError
from blocky.store.exchange.parse import (
    BLOCKY_ONLY_VERSION,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    QUOTE_LENGTH,
    check_plain,
    clip,
    excerpt,
    names_list,
)
from blocky.store.settings import is_texts, stored_settings
from blocky.store.values import (
    EARLIEST_TIME,
    LATEST_TIME,
    check_name,
    format_time,
)


@dataclass(frozen=True, slots=True)
class CheckedPlayer:
    uid: str
    name: str
    colour: str | None


@dataclass(frozen=True, slots=True)
class CheckedGame:
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


def check_uid(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise StoreError(_at(where, "'uid' must be text."))
    try:
        return str(uuid.UUID(value))
    except ValueError:
        raise StoreError(_at(where, f"'uid' {excerpt(value)} is not a valid id.")) from None


def _unknown(data: dict[str, Any], allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise StoreError(_at(where, f"unknown field(s) {names_list(extra)}."))


def _check_players(data: Any) -> list[CheckedPlayer]:
    if not isinstance(data, list):
        raise StoreError("'players' must be a list.")
    out: list[CheckedPlayer] = []
    seen: set[str] = set()
    for i, p in enumerate(data, start=1):
        where = f"player {i}"
        if not isinstance(p, dict):
            raise StoreError(f"{where}: must be an object.")
        _unknown(p, {"uid", "name", "colour"}, where)
        uid = check_uid(p.get("uid"), where)
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
        out.append(CheckedPlayer(uid, name, colour))
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


def check_game(
    g: Any, player_uids: set[str], where: str, version: int = EXPORT_VERSION
) -> CheckedGame:
    """One game of an export of ``version``, checked and replayed by its own game's rules
    (the game its record names); StoreError names the problem."""
    if not isinstance(g, dict):
        raise StoreError(_at(where, "must be an object."))
    _unknown(g, {"uid", "created_at", "updated_at", "players", "record", "times", "redo"}, where)
    uid = check_uid(g.get("uid"), where)
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
    seats = tuple(check_uid(p, _sub(where, "players")) for p in players)
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
    return CheckedGame(
        uid, created, updated, seats, record, rules_version, times_ok, tuple(redo), state
    )


def _same_name_in_one_game(players: list[CheckedPlayer], games: list[CheckedGame]) -> None:
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


def parse_import(data: Any) -> tuple[list[CheckedPlayer], list[CheckedGame], dict[str, dict[str, str]]]:
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
        check_game(g, uids, f"game {i}", version) for i, g in enumerate(games_raw, start=1)
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
