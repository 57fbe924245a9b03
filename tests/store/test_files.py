"""Bad and hostile files and folders: each gets a clear error; the original is never harmed."""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
from tests.store.conftest import play_random, remount, tmpfs

RACE = Setup.race([("Mia", "white"), ("Leo", "black")], seed=6)


def _filled(path: Path, games: int = 3) -> None:
    with Store.open(path) as store:
        ids = [store.add_player("Mia").id, store.add_player("Leo").id]
        for i in range(games):
            play_random(store.create_game(RACE, ids), random.Random(i), 60)


def test_a_file_that_is_not_sqlite_is_refused_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_text("Shopping list: eggs, milk\n" * 50)
    before = db_path.read_bytes()
    with pytest.raises(StoreError, match="not a Blocky Mountains database"):
        Store.open(db_path)
    assert db_path.read_bytes() == before
    assert not Path(f"{db_path}-wal").exists()


def test_another_programs_sqlite_file_is_refused_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.execute("INSERT INTO recipes VALUES ('pancakes')")
    db.commit()
    db.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError, match="another program"):
        Store.open(db_path)
    assert db_path.read_bytes() == before


@pytest.mark.parametrize("keep", [0.5, 0.1, 50 / 4096])
def test_a_truncated_database_is_refused_untouched(db_path: Path, keep: float) -> None:
    _filled(db_path)
    data = db_path.read_bytes()
    db_path.write_bytes(data[: int(len(data) * keep)])
    before = db_path.read_bytes()
    with pytest.raises(StoreError, match="damaged"):
        Store.open(db_path)
    assert db_path.read_bytes() == before


def test_a_corrupt_database_is_refused_untouched(db_path: Path) -> None:
    _filled(db_path)
    data = bytearray(db_path.read_bytes())
    page = 4096
    # Scribble over every page after the first: the b-tree pages no longer make sense.
    for start in range(page, len(data), page):
        data[start : start + 64] = b"\xab" * 64
    db_path.write_bytes(bytes(data))
    before = db_path.read_bytes()
    with pytest.raises(StoreError, match="damaged"):
        Store.open(db_path)
    assert db_path.read_bytes() == before


def test_an_empty_file_becomes_a_new_database(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.touch()
    with Store.open(db_path) as store:
        assert store.players() == []


def test_a_folder_in_place_of_the_file_is_refused(db_path: Path) -> None:
    db_path.mkdir(parents=True)
    with pytest.raises(StoreError, match="not a file"):
        Store.open(db_path)


def test_a_second_open_in_this_process_is_refused(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
        with pytest.raises(StoreError, match="already open in another window"):
            Store.open(db_path)
        store.add_player("Leo")  # the first one is unharmed
    with Store.open(db_path) as store:
        assert [p.name for p in store.players()] == ["Mia", "Leo"]


def test_another_instance_holds_the_file_until_it_ends(db_path: Path) -> None:
    code = (
        "import sys; from blocky.store import Store\n"
        f"s = Store.open({str(db_path)!r}); print('ready', flush=True); sys.stdin.read()\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        with pytest.raises(StoreError, match="already open in another window"):
            Store.open(db_path)
    finally:
        child.kill()  # even a killed instance releases the file
        child.wait()
    with Store.open(db_path) as store:
        assert store.players() == []


def test_the_same_file_through_a_symlink_is_refused(tmp_path: Path) -> None:
    real = tmp_path / "data" / "blocky.sqlite3"
    _filled(real, games=1)
    other = tmp_path / "elsewhere"
    other.mkdir()
    link = other / "games.sqlite3"
    link.symlink_to(real)
    with Store.open(real) as store:
        with pytest.raises(StoreError, match="already open in another window") as err:
            Store.open(link)
        assert err.value.kind == "open_elsewhere"
        store.add_player("Ada")
    with Store.open(link) as store:
        with pytest.raises(StoreError, match="already open in another window"):
            Store.open(real)
        assert [p.name for p in store.players()] == ["Mia", "Leo", "Ada"]


def test_the_same_file_through_a_hard_link_is_refused(tmp_path: Path) -> None:
    real = tmp_path / "data" / "blocky.sqlite3"
    _filled(real, games=1)
    other = tmp_path / "elsewhere"
    other.mkdir()
    link = other / "games.sqlite3"
    os.link(real, link)
    with Store.open(real) as store:
        with pytest.raises(StoreError, match="already open in another window"):
            Store.open(link)
        store.add_player("Ada")
    with Store.open(link) as store:
        with pytest.raises(StoreError, match="already open in another window"):
            Store.open(real)
        assert [p.name for p in store.players()] == ["Mia", "Leo", "Ada"]
    # Two different files are two stores, even side by side.
    with Store.open(real), Store.open(tmp_path / "data" / "other.sqlite3"):
        pass


def test_a_hard_link_held_by_another_instance_is_refused(tmp_path: Path) -> None:
    real = tmp_path / "a" / "blocky.sqlite3"
    _filled(real, games=1)
    (tmp_path / "b").mkdir()
    link = tmp_path / "b" / "blocky.sqlite3"
    os.link(real, link)
    code = (
        "import sys; from blocky.store import Store\n"
        f"s = Store.open({str(real)!r}); print('ready', flush=True); sys.stdin.read()\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        with pytest.raises(StoreError, match="already open in another window"):
            Store.open(link)
    finally:
        child.kill()
        child.wait()
    with Store.open(link) as store:
        assert len(store.games()) == 1


_WITHOUT_FCNTL = """
import sys
sys.modules["fcntl"] = None  # as on Windows: no fcntl module at all
import random
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
path = sys.argv[1]
store = Store.open(path)
try:
    Store.open(path)
except StoreError as exc:
    print("refused:", exc.kind)
else:
    print("opened twice")
ids = [store.add_player("Mia").id, store.add_player("Leo").id]
game = store.create_game(Setup.race([("Mia", "white"), ("Leo", "black")], seed=6), ids)
rng = random.Random(1)
while not game.finished:
    game.play(rng.choice(legal_actions(game.state)))
store.close()
with Store.open(path) as again:
    print("finished games:", len(again.games(finished=True)))
    print("fcntl used:", "fcntl" in sys.modules and sys.modules["fcntl"] is not None)
"""


def test_the_store_works_without_fcntl(db_path: Path) -> None:
    """Windows has no fcntl module: the store must not need it."""
    db_path.parent.mkdir(parents=True)
    done = subprocess.run(
        [sys.executable, "-c", _WITHOUT_FCNTL, str(db_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "refused: open_elsewhere",
        "finished games: 1",
        "fcntl used: False",
    ]


def test_no_module_of_the_store_imports_fcntl() -> None:
    store_dir = Path(__file__).resolve().parents[2] / "blocky" / "store"
    for source in store_dir.glob("*.py"):
        assert "import fcntl" not in source.read_text(), source


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a read-only folder needs root")
def test_a_read_only_folder_is_refused_clearly(db_path: Path) -> None:
    with tmpfs("16m") as folder:
        path = folder / "blocky.sqlite3"
        _filled(path, games=1)
        before = path.read_bytes()
        remount(folder, "ro")
        with pytest.raises(StoreError, match="read-only"):
            Store.open(path)
        with pytest.raises(StoreError, match="read-only"):
            Store.open(folder / "new.sqlite3")
        assert path.read_bytes() == before


#: Runs in a child: everything is imported first, then (when the tests run as root, as on
#: CI) the child becomes the unprivileged user ``nobody``, for whom file permissions hold.
#: A clone (or a Python) in a folder only root can enter is out of that user's reach, so
#: the child takes everything it needs before: every module of the store, and one open
#: and close of a scratch file (whatever they import on first use). Anything it still
#: cannot reach then is reported, and the test skipped with the reason.
_AS_USER = """
import importlib, os, pkgutil, sys, tempfile
import blocky.store
from blocky.store import Store, StoreError
for module in pkgutil.walk_packages(blocky.store.__path__, "blocky.store."):
    importlib.import_module(module.name)
with tempfile.TemporaryDirectory() as scratch:
    Store.open(os.path.join(scratch, "scratch.sqlite3")).close()
if os.geteuid() == 0:
    os.setgroups([])
    os.setgid(65534)
    os.setuid(65534)
try:
    Store.open(sys.argv[1]).close()
except StoreError as exc:
    print(exc.kind)
    print(exc.params.get("path"))
    print(exc)
except ImportError as exc:
    print("unreachable")
    print(exc)
else:
    print("opened")
"""

_NOBODY = 65534


def _open_as_user(path: Path) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", _AS_USER, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    said = done.stdout.splitlines()
    if said[:1] == ["unreachable"]:
        pytest.skip(f"the unprivileged user cannot reach the app's files here: {said[1:]}")
    return said


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder the unprivileged user can reach (pytest's own are private to root)."""
    base = Path(tempfile.mkdtemp(prefix="blocky-perm-"))
    base.chmod(0o755)
    try:
        yield base
    finally:
        for p in base.rglob("*"):
            with contextlib.suppress(OSError):
                p.chmod(0o755 if p.is_dir() else 0o644)
        shutil.rmtree(base, ignore_errors=True)


def _owned_by_user(path: Path) -> None:
    if os.geteuid() == 0:
        os.chown(path, _NOBODY, _NOBODY)


@pytest.mark.parametrize("existing", [True, False])
def test_a_folder_without_write_permission_is_refused(shared_folder: Path, existing: bool) -> None:
    folder = shared_folder / "locked"
    folder.mkdir()
    path = folder / "blocky.sqlite3"
    if existing:
        _filled(path, games=1)
        _owned_by_user(path)
        for p in folder.rglob("*"):
            _owned_by_user(p)
    _owned_by_user(folder)
    before = sorted((p.name, p.read_bytes()) for p in folder.rglob("*") if p.is_file())
    folder.chmod(0o555)
    kind, where, message = _open_as_user(path)
    assert kind == "no_permission" and where == str(folder)
    assert f"not allowed to change {folder}:" in message
    assert "read-only" not in message
    folder.chmod(0o755)
    assert sorted((p.name, p.read_bytes()) for p in folder.rglob("*") if p.is_file()) == before


def test_a_read_only_file_is_named_as_such(shared_folder: Path) -> None:
    path = shared_folder / "blocky.sqlite3"
    _filled(path, games=1)
    for p in shared_folder.rglob("*"):
        _owned_by_user(p)
    _owned_by_user(shared_folder)
    before = path.read_bytes()
    path.chmod(0o444)
    kind, where, message = _open_as_user(path)
    assert kind == "read_only_file" and where == str(path)
    assert f"The file {path} is marked read-only" in message
    assert path.read_bytes() == before


@pytest.mark.skipif(os.geteuid() != 0, reason="a file of another user needs root to make")
def test_a_file_of_another_user_is_not_blamed_on_the_folder(shared_folder: Path) -> None:
    """A database left owned by root (e.g. after running the app with sudo)."""
    path = shared_folder / "blocky.sqlite3"
    _filled(path, games=1)  # made by root, 0644
    _owned_by_user(shared_folder)  # the folder itself is the user's
    before = path.read_bytes()
    kind, where, message = _open_as_user(path)
    assert kind == "no_permission" and where == str(path)
    assert f"not allowed to change {path}: it belongs to another user" in message
    assert path.read_bytes() == before


def test_the_unprivileged_check_runs_unprivileged(shared_folder: Path) -> None:
    """The child really is an ordinary user: as root it could write anywhere."""
    folder = shared_folder / "mine"
    folder.mkdir()
    _owned_by_user(folder)
    assert _open_as_user(folder / "blocky.sqlite3") == ["opened"]
    owner = (folder / "blocky.sqlite3").stat().st_uid
    assert owner == (_NOBODY if os.geteuid() == 0 else os.geteuid())


@pytest.mark.skipif(os.geteuid() != 0, reason="a small real filesystem needs root")
def test_a_full_disk_loses_nothing_that_was_stored(tmp_path: Path) -> None:
    with tmpfs("512k") as folder:
        path = folder / "blocky.sqlite3"
        stored: list[tuple[int, int]] = []
        rng = random.Random(3)
        with Store.open(path) as store:
            ids = [store.add_player("Mia" * 3000).id, store.add_player("Leo" * 3000).id]
            error = None
            while error is None:
                try:
                    game = store.create_game(RACE, ids)
                    while not game.finished:
                        action = rng.choice(legal_actions(game.state))
                        before = game.timeline.actions
                        try:
                            game.play(action)
                        except StoreError as exc:
                            # The game on screen is still the last stored one.
                            assert game.timeline.actions == before
                            raise exc
                        stored.append((game.id, len(game.timeline.actions)))
                except StoreError as exc:
                    error = exc
            assert "disk" in str(error) and "full" in str(error)
            assert stored
        remount(folder, "size=8m")
        with Store.open(path) as store:
            last: dict[int, int] = {}
            for gid, n in stored:
                last[gid] = n
            for gid, n in last.items():
                assert len(store.open_game(gid).timeline.actions) == n


def test_a_full_database_limit_gives_the_same_clear_error(db_path: Path) -> None:
    """Without root: SQLite's page limit stands in for a full disk."""
    with Store.open(db_path) as store:
        ids = [store.add_player("Mia").id, store.add_player("Leo").id]
        game = store.create_game(RACE, ids)
        pages = store.db.execute("PRAGMA page_count").fetchone()[0]
        store.db.execute(f"PRAGMA max_page_count = {pages + 2}")
        rng = random.Random(1)
        with pytest.raises(StoreError, match="full"):
            for _ in range(10_000):
                game = game if not game.finished else store.create_game(RACE, ids)
                before = game.timeline.actions
                try:
                    game.play(rng.choice(legal_actions(game.state)))
                except StoreError:
                    assert game.timeline.actions == before
                    raise
                store.add_player(f"Filler {rng.random()} " * 200)


def _ours_in_delete_mode(path: Path) -> None:
    _filled(path, games=1)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA journal_mode = DELETE").fetchone()[0] == "delete"
    db.close()


def test_a_too_new_rollback_journal_file_is_refused_byte_for_byte(db_path: Path) -> None:
    from blocky.store.schema import SCHEMA_VERSION

    _ours_in_delete_mode(db_path)
    db = sqlite3.connect(db_path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = sorted((p.name, p.read_bytes()) for p in db_path.parent.iterdir())
    with pytest.raises(StoreError) as err:
        Store.open(db_path)
    assert err.value.kind == "newer"
    # Not a byte changed (the header still says: rollback journal), nothing added beside it.
    assert sorted((p.name, p.read_bytes()) for p in db_path.parent.iterdir()) == before
    assert db_path.read_bytes()[18:20] == b"\x01\x01"


def test_another_programs_lock_is_named_and_not_waited_for(db_path: Path) -> None:
    _ours_in_delete_mode(db_path)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        before = db_path.read_bytes()
        with pytest.raises(StoreError) as err:
            Store.open(db_path)
        assert err.value.kind == "locked_by_other_program"
        assert "Another program is using" in str(err.value)
        assert "read-only" not in str(err.value) and "another window" not in str(err.value)
        assert db_path.read_bytes() == before
    finally:
        other.execute("ROLLBACK")
        other.close()
    with Store.open(db_path) as store:
        assert [p.name for p in store.players()] == ["Mia", "Leo"]
        # Once open, a write waits a moment for another program, never seconds.
        assert store.db.execute("PRAGMA busy_timeout").fetchone()[0] <= 250


_HALF_SAVED = """
import os, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode = DELETE")
db.execute("PRAGMA cache_size = 1")  # so changed pages reach the file before COMMIT
db.execute("BEGIN")
db.execute("UPDATE players SET name = name || ' changed'")
db.execute("INSERT INTO settings VALUES ('filler', zeroblob(200000))")
os._exit(0)  # the program stops here: the transaction is left in the -journal file
"""


def _half_saved(path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", _HALF_SAVED, str(path)], check=False)
    assert done.returncode == 0
    assert Path(f"{path}-journal").stat().st_size > 0


def test_a_hot_journal_is_rolled_back_not_blamed_on_the_folder(db_path: Path) -> None:
    _ours_in_delete_mode(db_path)
    _half_saved(db_path)
    with Store.open(db_path) as store:
        # The half-finished save is undone: what was committed is what there is.
        assert [p.name for p in store.players()] == ["Mia", "Leo"]
        assert len(store.games()) == 1
    assert not Path(f"{db_path}-journal").exists()


def test_a_hot_journal_of_another_program_is_left_alone(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE players (name TEXT)")
    db.execute("CREATE TABLE settings (key TEXT, value BLOB)")
    db.executemany("INSERT INTO players VALUES (?)", [("Mia",), ("Leo",)])
    db.commit()
    db.close()
    _half_saved(db_path)
    before = sorted((p.name, p.read_bytes()) for p in db_path.parent.iterdir())
    with pytest.raises(StoreError) as err:
        Store.open(db_path)
    assert err.value.kind == "hot_journal"
    assert "were being saved when the app or the computer stopped" in str(err.value)
    assert sorted((p.name, p.read_bytes()) for p in db_path.parent.iterdir()) == before


def test_an_unknown_file_format_byte_is_damage(db_path: Path) -> None:
    _filled(db_path, games=1)
    data = bytearray(db_path.read_bytes())
    data[44:48] = (9).to_bytes(4, "big")  # the schema format number: 1 to 4 exist
    db_path.write_bytes(bytes(data))
    before = db_path.read_bytes()
    with pytest.raises(StoreError) as err:
        Store.open(db_path)
    assert err.value.kind == "damaged", err.value
    assert db_path.read_bytes() == before


def test_a_damaged_schema_quoting_a_word_like_full_is_damage(db_path: Path) -> None:
    """SQLite's message for a damaged schema quotes the damaged text; the words in it
    (here "FULL") say nothing about the disk."""
    _filled(db_path, games=1)
    data = bytearray(db_path.read_bytes())
    sql = b"CREATE TABLE attempt_totals"
    at = data.find(sql)
    assert at > 0
    data[at : at + len(sql)] = b"CREATE FULL  attempt_totals"
    db_path.write_bytes(bytes(data))
    before = db_path.read_bytes()
    with pytest.raises(StoreError) as err:
        Store.open(db_path)
    assert err.value.kind == "damaged", err.value
    assert db_path.read_bytes() == before


def _garble_first_journal_page(path: Path) -> None:
    """Overwrite the first page kept in the -journal file with rubbish, except the bytes its
    checksum samples (every 200th from the end), so SQLite trusts and plays it back."""
    journal = Path(f"{path}-journal")
    data = bytearray(journal.read_bytes())
    header = int.from_bytes(data[20:24], "big")  # the journal header fills one sector
    page_size = int.from_bytes(data[24:28], "big")
    start = header + 4  # after the record's page number
    sampled = set(range(page_size - 200, 0, -200))
    for i in range(page_size):
        if i not in sampled:
            data[start + i] = 0x5A
    journal.write_bytes(bytes(data))


def test_a_damaged_hot_journal_is_refused_before_it_is_played_back(db_path: Path) -> None:
    """Finishing a half-done save from a damaged journal would write its rubbish into the
    file: the save is finished on a copy first, and only a copy that checks out is kept."""
    _ours_in_delete_mode(db_path)
    _half_saved(db_path)
    _garble_first_journal_page(db_path)
    before = sorted((p.name, p.read_bytes()) for p in db_path.parent.iterdir())
    with pytest.raises(StoreError) as err:
        Store.open(db_path)
    assert err.value.kind == "damaged"
    assert str(db_path) in str(err.value)
    assert "The file was left as it is" in str(err.value)
    # Not a byte changed, in the file or its journal, and nothing left beside them.
    assert sorted((p.name, p.read_bytes()) for p in db_path.parent.iterdir()) == before
