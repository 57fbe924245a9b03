"""Hundreds of damaged copies of a real database: each opens and reads, or is refused with
StoreError and left exactly as it was. Never another exception."""

from __future__ import annotations

import contextlib
import dataclasses
import random
import shutil
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
from tests.store.conftest import play_random

COPIES = 320
PAGE = 4096


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with a race, a team game and solo trainings, with undo and redo history."""
    path = tmp_path_factory.mktemp("original") / "blocky.sqlite3"
    with Store.open(path) as store:
        mia, leo, ada = (store.add_player(n).id for n in ("Mia", "Leo", "Ada"))
        race = store.create_game(
            Setup.race([("Mia", "white"), ("Leo", "black")], seed=6), [mia, leo]
        )
        play_random(race, random.Random(1), 40)
        race.undo()
        race.undo()
        team = store.create_game(Setup.team(["Mia", "Leo", "Ada"], seed=3), [mia, leo, ada])
        play_random(team, random.Random(2), 60)
        team.undo()
        solo = store.create_game(Setup.solo("Ada", course="A", seed=5), [ada])
        play_random(solo, random.Random(3))
        for seed in range(4):
            play_random(
                store.create_game(Setup.solo("Mia", course="B", seed=seed), [mia]),
                random.Random(seed),
            )
        assert len(store.games()) == 7
    # Only the database itself goes into the copies.
    shutil.rmtree(path.parent / "backups", ignore_errors=True)
    return path


# ------------------------------------------------------------------ ways to damage a file


def _flip_bytes(data: bytearray, rng: random.Random) -> None:
    for _ in range(rng.choice([1, 2, 5, 20])):
        pos = rng.randrange(len(data)) if rng.random() < 0.8 else rng.randrange(100)
        data[pos] ^= 1 << rng.randrange(8)


def _truncate(data: bytearray, rng: random.Random) -> None:
    del data[rng.randrange(1, len(data)) :]


def _zero_page(data: bytearray, rng: random.Random) -> None:
    page = rng.randrange(len(data) // PAGE)
    start = page * PAGE + (100 if page == 0 and rng.random() < 0.5 else 0)
    data[start : page * PAGE + PAGE] = bytes(page * PAGE + PAGE - start)


def _user_version(data: bytearray, rng: random.Random) -> None:
    value = rng.choice([-1, -(2**31), 2**31 - 1, 7, 1000, 0, 2])
    data[60:64] = value.to_bytes(4, "big", signed=True)


def _application_id(data: bytearray, rng: random.Random) -> None:
    data[68:72] = rng.choice([0, 1, 0x424C4B58]).to_bytes(4, "big")


BYTE_DAMAGE: list[Callable[[bytearray, random.Random], None]] = [
    _flip_bytes,
    _truncate,
    _zero_page,
    _user_version,
    _application_id,
]

#: Rows as a bug, a disk or a hand with a database tool might leave them.
ROW_DAMAGE = [
    "UPDATE games SET setup_json = '{' WHERE id = {game}",
    "UPDATE games SET setup_json = CAST(X'7B22FF22FE7D' AS TEXT) WHERE id = {game}",
    "UPDATE games SET setup_json = 12345 WHERE id = {game}",
    "UPDATE games SET setup_json = X'00FF' WHERE id = {game}",
    "UPDATE games SET setup_json = '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]' WHERE id = {game}",
    'UPDATE games SET setup_json = \'{"mode": "race", "seed": 1e999}\' WHERE id = {game}',
    "UPDATE games SET created_at = 'yesterday' WHERE id = {game}",
    "UPDATE games SET updated_at = '1-01-01T00:00:00.000000Z' WHERE id = {game}",
    "UPDATE games SET updated_at = 9e999 WHERE id = {game}",
    "UPDATE games SET updated_at = CAST(X'FF' AS TEXT) WHERE id = {game}",
    "UPDATE games SET summary = 42 WHERE id = {game}",
    "UPDATE games SET uid = 7 WHERE id = {game}",
    "UPDATE games SET finished = 'perhaps' WHERE id = {game}",
    "UPDATE games SET board_json = '[1, 2]' WHERE id = {game}",
    "UPDATE games SET board_json = '{\"cards\": 5}' WHERE id = {game}",
    'UPDATE actions SET action_json = \'{"do": "take_route"}\' WHERE game_id = {game} AND seq = 2',
    "UPDATE actions SET action_json = 'nul' WHERE game_id = {game} AND seq = 1",
    "UPDATE actions SET action_json = CAST(X'C328' AS TEXT) WHERE game_id = {game} AND seq = 1",
    'UPDATE actions SET action_json = \'{"do": "report", "mastered": 99999999999999999999999}\' WHERE game_id = {game} AND seq = 3',
    "DELETE FROM actions WHERE game_id = {game} AND seq = 1",
    "UPDATE actions SET seq = -5 WHERE game_id = {game} AND seq = 1",
    "UPDATE redo SET action_json = '{' WHERE game_id = {game}",
    "UPDATE redo SET depth = 'deep' WHERE game_id = {game}",
    "UPDATE players SET name = 99 WHERE id = {player}",
    "UPDATE players SET name = CAST(X'FFFE' AS TEXT) WHERE id = {player}",
    "UPDATE players SET name = X'0102' WHERE id = {player}",
    "UPDATE players SET colour = 3.5 WHERE id = {player}",
    "UPDATE players SET id = 'x' || id WHERE id = {player}",
    "UPDATE game_players SET player_id = 999 WHERE game_id = {game}",
    "UPDATE game_players SET seat = 'first' WHERE game_id = {game} AND seat = 0",
    "DELETE FROM game_players WHERE game_id = {game} AND seat = 0",
    "UPDATE attempts SET attempt = 9223372036854775807 WHERE game_id = {game}",
    "UPDATE attempts SET at = CAST(X'FF' AS TEXT) WHERE game_id = {game}",
    "UPDATE attempts SET mastered = 'yes' WHERE game_id = {game}",
    "UPDATE attempts SET card = NULL WHERE game_id = {game}",
    "UPDATE attempt_totals SET attempts = 1e308 WHERE game_id = {game}",
    "UPDATE card_totals SET plays = 'many', first_at = 5",
    "UPDATE game_totals SET course = X'FF', first_action_at = 12 WHERE game_id = {game}",
    "UPDATE game_totals SET mastered_a = 9223372036854775807, squirrels = 'a' WHERE game_id = {game}",
    "INSERT OR REPLACE INTO settings VALUES ('board', '{\"x\": 1}')",
    "INSERT OR REPLACE INTO settings VALUES ('board', CAST(X'FF' AS TEXT))",
    "INSERT OR REPLACE INTO settings VALUES ('board', '[')",
    "PRAGMA user_version = -1",
    "PRAGMA user_version = 2147483647",
    "DROP TABLE redo",
    "DROP TRIGGER game_totals_update",
]


def _damage_rows(path: Path, rng: random.Random) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        for _ in range(rng.choice([1, 1, 2, 3])):
            sql = rng.choice(ROW_DAMAGE)
            sql = sql.replace("{game}", str(rng.randint(1, 7))).replace(
                "{player}", str(rng.randint(1, 3))
            )
            # SQLite itself may refuse a damage (a trigger or a constraint).
            with contextlib.suppress(sqlite3.Error):
                db.execute(sql)
    finally:
        db.close()


def _damaged_copy(original: Path, target: Path, n: int) -> None:
    rng = random.Random(n)
    shutil.copyfile(original, target)
    if n % 2 == 0:
        _damage_rows(target, rng)
    if n % 2 == 1 or rng.random() < 0.2:
        data = bytearray(target.read_bytes())
        rng.choice(BYTE_DAMAGE)(data, rng)
        target.write_bytes(bytes(data))


# ------------------------------------------------------------------ what must hold


def _read_everything(store: Store) -> None:
    """Call every reader; each may say StoreError, nothing else."""

    def attempt(read: Callable[[], object]) -> None:
        with contextlib.suppress(StoreError):
            read()

    attempt(store.players)
    for pid in range(0, 5):
        attempt(lambda pid=pid: store.player(pid))  # type: ignore[misc]
        attempt(lambda pid=pid: store.statistics("blocky-mountains").personal_bests(pid))  # type: ignore[misc]
    for finished in (None, True, False):
        attempt(lambda finished=finished: store.games(finished))  # type: ignore[misc]
    attempt(store.damaged_games)
    attempt(store.running_game_id)
    attempt(store.board_texts)
    attempt(store.statistics("blocky-mountains").card_stats)
    attempt(store.statistics("blocky-mountains").sessions)
    attempt(store.statistics("blocky-mountains").training_log)
    attempt(store.statistics("blocky-mountains").team_progress)
    attempt(store.statistics("blocky-mountains").race_history)
    for gid in range(0, 9):
        attempt(lambda gid=gid: store.statistics("blocky-mountains").session_attempts(gid))  # type: ignore[misc]
        try:
            game = store.open_game(gid)
        except StoreError:
            continue
        # A game that opens can be played on (or says StoreError).
        if not game.finished:
            with contextlib.suppress(StoreError):
                game.play(legal_actions(game.state)[0])


def test_damaged_copies_open_or_are_refused_untouched(original: Path, tmp_path: Path) -> None:
    outcomes = {"opened": 0, "refused": 0}
    kinds: dict[str, int] = {}
    for n in range(COPIES):
        folder = tmp_path / f"copy{n}"
        folder.mkdir()
        path = folder / "blocky.sqlite3"
        _damaged_copy(original, path, n)
        before = path.read_bytes()
        try:
            store = Store.open(path)
        except StoreError as exc:
            outcomes["refused"] += 1
            kinds[exc.kind] = kinds.get(exc.kind, 0) + 1
            assert path.read_bytes() == before, f"copy {n} was changed by a refused open"
            assert not Path(f"{path}-wal").exists(), n
            if exc.kind == "damaged":
                assert exc.params["backups"] == 0
            continue
        except Exception as exc:  # pragma: no cover - the failure being tested for
            raise AssertionError(f"copy {n}: {type(exc).__name__}: {exc}") from exc
        outcomes["opened"] += 1
        try:
            _read_everything(store)
        except Exception as exc:  # pragma: no cover - the failure being tested for
            raise AssertionError(f"copy {n}: {type(exc).__name__}: {exc}") from exc
        finally:
            store.close()
        shutil.rmtree(folder)
    # Both ways out were taken many times, so the copies really test both.
    assert outcomes["opened"] > COPIES // 5 and outcomes["refused"] > COPIES // 5, outcomes
    assert kinds.get("damaged", 0) > 10, kinds
    # A file whose tables do not fit its data version is damage, found before migrating.
    assert "unusable" not in kinds, kinds


def test_a_damaged_row_leaves_the_other_games_listed(original: Path, tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    shutil.copyfile(original, path)
    db = sqlite3.connect(path)
    db.execute("""UPDATE games SET setup_json = '{"mode": 5}' WHERE id = 2""")
    db.execute("UPDATE games SET updated_at = CAST(X'FF' AS TEXT) WHERE id = 4")
    db.commit()
    db.close()
    db = sqlite3.connect(path)
    db.execute("UPDATE players SET name = CAST(X'4C65FF' AS TEXT) WHERE id = 2")
    db.commit()
    db.close()
    with Store.open(path) as store:
        listed = {g.id: g for g in store.games()}
        # The game without a readable set-up is left out and named; the others are listed.
        assert sorted(listed) == [1, 3, 4, 5, 6, 7]
        assert store.damaged_games() == [2]
        with pytest.raises(StoreError) as err:
            store.open_game(2)
        assert err.value.kind == "damaged"
        # A game with an unreadable time is listed with a stand-in, marked, and still opens.
        assert listed[4].damaged and listed[4].updated_at == listed[4].created_at
        assert [g.id for g in listed.values() if g.damaged] == [4]
        assert store.open_game(4).id == 4
        # A name that is not UTF-8 shows with a replacement character, never hiding a game.
        assert "Le\ufffd" in listed[1].player_names
        # The game to continue is never one that cannot be opened.
        assert store.running_game_id() != 2


def test_a_negative_data_version_is_damage_and_left_untouched(
    original: Path, tmp_path: Path
) -> None:
    path = tmp_path / "blocky.sqlite3"
    shutil.copyfile(original, path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = -3")
    db.close()
    before = path.read_bytes()
    with pytest.raises(StoreError) as err:
        Store.open(path)
    assert err.value.kind == "damaged"
    assert path.read_bytes() == before


def test_damage_only_integrity_check_finds_is_refused(original: Path, tmp_path: Path) -> None:
    """A row that no longer matches its index entry passes quick_check, not integrity_check."""
    path = tmp_path / "blocky.sqlite3"
    shutil.copyfile(original, path)
    db = sqlite3.connect(path)
    (uid,) = db.execute("SELECT uid FROM games WHERE id = 3").fetchone()
    db.close()
    data = bytearray(path.read_bytes())
    at = data.find(uid.encode())
    assert at > 0
    # Same length, still a valid text: only the copy in the table or the index changes.
    data[at] = ord("0") if data[at] != ord("0") else ord("1")
    path.write_bytes(bytes(data))
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    assert db.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    db.close()
    before = path.read_bytes()
    with pytest.raises(StoreError) as err:
        Store.open(path)
    assert err.value.kind == "damaged"
    assert path.read_bytes() == before


def test_a_time_without_a_zone_is_damage_not_a_time_of_another_kind(
    original: Path, tmp_path: Path
) -> None:
    """The store writes every time with its zone. A time without one (written by another
    program) is never handed out: mixed with the others it cannot even be subtracted."""
    path = tmp_path / "blocky.sqlite3"
    shutil.copyfile(original, path)
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET created_at = '2025-01-01T00:00:00' WHERE id = 4")
    db.execute("UPDATE attempts SET at = '2025-01-01T00:05:00' WHERE game_id = 4")
    db.commit()
    db.close()
    with Store.open(path) as store:
        readers: list[Callable[[], object]] = [
            store.statistics("blocky-mountains").sessions,
            store.statistics("blocky-mountains").training_log,
            store.statistics("blocky-mountains").team_progress,
            lambda: store.statistics("blocky-mountains").session_attempts(4),
        ]
        for read in readers:
            try:
                rows = read()
            except StoreError as exc:
                assert exc.kind == "damaged"
                continue
            for row in rows:  # type: ignore[attr-defined]
                values = (
                    [getattr(row, f.name) for f in dataclasses.fields(row)]
                    if dataclasses.is_dataclass(row)
                    else list(row)
                )
                times = [v for v in values if isinstance(v, datetime)]
                assert times, row
                assert all(t.tzinfo is not None for t in times), (read, row)
        # The game list shows the game, marked damaged, with a time that has a zone.
        listed = {g.id: g for g in store.games()}
        assert listed[4].damaged and listed[4].created_at.tzinfo is not None


def test_a_damaged_player_row_leaves_the_other_players_listed(
    original: Path, tmp_path: Path
) -> None:
    """One player row that cannot be read never hides every player (which would stop every
    new game and the statistics): it is left out, and a colour of the wrong kind is none."""
    path = tmp_path / "blocky.sqlite3"
    shutil.copyfile(original, path)
    db = sqlite3.connect(path)
    db.execute("UPDATE players SET name = X'00' WHERE id = 3")
    db.execute("UPDATE players SET colour = X'01' WHERE id = 2")
    db.commit()
    db.close()
    with Store.open(path) as store:
        players = store.players()
        assert [(p.id, p.name, p.colour) for p in players] == [(1, "Mia", None), (2, "Leo", None)]
        with pytest.raises(StoreError) as err:
            store.player(3)
        assert err.value.kind == "damaged"
        # The statistics show the unreadable name with a stand-in, as the list of games does.
        assert {r.player_name for r in store.statistics("blocky-mountains").card_stats() if r.player_id == 3} == {"?"}
        assert all(isinstance(n, str) for s in store.statistics("blocky-mountains").sessions() for n in s.player_names)
        assert [t.player_name for t in store.statistics("blocky-mountains").training_log() if t.player_id == 3] == ["?"]
        assert [n for g in store.statistics("blocky-mountains").team_progress() for n in g.player_names].count("?") == 1
        # New games go on with the players who can be read.
        game = store.create_game(Setup.race([("Mia", "white"), ("Leo", "black")], seed=1), [1, 2])
        assert list(store.open_game(game.id).player_ids) == [1, 2]
