"""The stamp of the file's last whole close (blocky/store/checked.py): the next open skips
the whole-file check only for a file exactly as the app left it; damage written after
that close, in any way, is still found and refused."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
from blocky.store.backups import make_daily_backup, restore_backup
from blocky.store.checked import CHECKED_SUFFIX, left_as_checked

PAGE = 4096


def _stamp(path: Path) -> Path:
    return path.with_name(path.name + CHECKED_SUFFIX)


def _saved(path: Path) -> None:
    with Store.open(path) as store:
        mia = store.add_player("Mia").id
        for seed in range(3):
            store.create_game(Setup.solo("Mia", seed=seed), [mia])


def _index_page(path: Path) -> int:
    """The first page of an index only the whole-file check reads at opening."""
    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        (root,) = db.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'games_updated'"
        ).fetchone()
    finally:
        db.close()
    return int(root)


def _after_the_clock_moved(path: Path) -> None:
    """Wait until the disk's clock has moved past the stamp's moments, so that any write
    now gives the file other times (the disk keeps times in ticks, not in nanoseconds)."""
    kept = json.loads(_stamp(path).read_text(encoding="utf-8"))["file"]
    probe = path.with_name("clock-probe")
    while True:
        probe.write_bytes(b"")
        st = probe.stat()
        if st.st_mtime_ns > kept["mtime_ns"] and st.st_ctime_ns > kept["ctime_ns"]:
            probe.unlink()
            return


def _damage_index_in_place(path: Path) -> None:
    page = _index_page(path)
    with path.open("r+b") as f:
        f.seek((page - 1) * PAGE + 8)
        f.write(bytes(range(256)) * 4)


def test_a_file_closed_whole_is_stamped_and_the_stamp_goes_while_it_is_open(
    tmp_path: Path,
) -> None:
    path = tmp_path / "blocky.sqlite3"
    assert not left_as_checked(path)
    _saved(path)
    assert left_as_checked(path)
    kept = json.loads(_stamp(path).read_text(encoding="utf-8"))["file"]
    assert kept["size"] == path.stat().st_size
    store = Store.open(path)
    try:
        # A kill now leaves no stamp: the next open checks the file whole.
        assert not _stamp(path).exists()
        assert not left_as_checked(path)
    finally:
        store.close()
    assert left_as_checked(path)
    with Store.open(path) as store:
        assert len(store.games()) == 3


def test_damage_written_after_the_last_close_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    _after_the_clock_moved(path)
    _damage_index_in_place(path)
    damaged = path.read_bytes()
    assert not left_as_checked(path)
    with pytest.raises(StoreError, match="damaged"):
        Store.open(path)
    assert path.read_bytes() == damaged


def test_damage_with_its_write_time_set_back_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    before = path.stat()
    _after_the_clock_moved(path)
    _damage_index_in_place(path)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_mtime_ns == before.st_mtime_ns
    assert path.stat().st_size == before.st_size
    with pytest.raises(StoreError, match="damaged"):
        Store.open(path)


def test_a_damaged_file_put_in_its_place_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    elsewhere = tmp_path / "copy.sqlite3"
    shutil.copy2(path, elsewhere)
    _damage_index_in_place(elsewhere)
    os.replace(elsewhere, path)
    with pytest.raises(StoreError, match="damaged"):
        Store.open(path)


@pytest.mark.parametrize(
    "stamp",
    [
        b"",
        b"\xff\xfe not text",
        b"[1, 2, 3]",
        b'{"size": "big"}',
        b"{" + b" " * 4096 + b"}",
        b"[" * 100_000,
        b'{"file": {"size": 1}, "padding": "' + b"x" * (2 * 1024 * 1024) + b'"}',
    ],
)
def test_a_stamp_that_does_not_say_this_file_means_a_whole_check(
    tmp_path: Path, stamp: bytes
) -> None:
    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    _after_the_clock_moved(path)
    _damage_index_in_place(path)
    _stamp(path).write_bytes(stamp)
    assert not left_as_checked(path)
    with pytest.raises(StoreError, match="damaged"):
        Store.open(path)


def test_a_stamp_of_the_damaged_file_itself_is_never_written(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    _after_the_clock_moved(path)
    _damage_index_in_place(path)
    for _ in range(2):
        with pytest.raises(StoreError, match="damaged"):
            Store.open(path)
        assert not left_as_checked(path)


def test_a_restored_backup_is_checked_whole_at_its_first_open(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    made = make_daily_backup(path)
    assert made is not None
    assert left_as_checked(path)
    restore_backup(path, made)
    assert not _stamp(path).exists()
    with Store.open(path) as store:
        assert len(store.games()) == 3
    assert left_as_checked(path)


def _kept(path: Path) -> dict[str, object]:
    kept = json.loads(_stamp(path).read_text(encoding="utf-8"))
    assert isinstance(kept, dict)
    return kept


def _rewrite_look(path: Path, change: object) -> None:
    """The stamp with its first look changed by ``change`` (its file's facts kept)."""
    kept = _kept(path)
    look = kept["first_look"]
    assert isinstance(look, dict) and callable(change)
    change(look)
    _stamp(path).write_text(json.dumps(kept), encoding="utf-8")


def test_the_first_look_lists_from_the_stamp_what_the_file_holds(tmp_path: Path) -> None:
    from blocky.store.checked import kept_first_look
    from blocky.store.peek import unfinished_games

    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    with Store.open(path) as store:
        ada = store.add_player("Ada").id
        store.create_game(Setup.solo("Ada", seed=7), [ada])
        stored = store.games(finished=False)
    kept = kept_first_look(path)
    assert kept is not None
    rows, names = kept
    assert [r[0] for r in rows] == [g.id for g in stored]
    from_stamp = unfinished_games(path)
    _stamp(path).unlink()
    from_file = unfinished_games(path)
    assert from_stamp is not None and from_stamp == from_file
    assert [g.id for g in from_stamp[0]] == [g.id for g in stored]
    assert from_stamp[0][0].player_names == ("Ada",)


@pytest.mark.parametrize(
    "change",
    [
        lambda look: look.update(app="0.0.0-another"),
        lambda look: look.update(rows="not rows"),
        lambda look: look.update(rows=[[1, 2, 3]]),
        lambda look: look.update(names=[["one"]]),
        lambda look: look.pop("names"),
    ],
)
def test_a_first_look_of_another_version_or_shape_reads_the_file(
    tmp_path: Path, change: object
) -> None:
    from blocky.store.peek import unfinished_games

    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    from_file = unfinished_games(path, first=None)
    _rewrite_look(path, change)
    assert left_as_checked(path)
    assert unfinished_games(path) == from_file


@pytest.mark.parametrize(
    "setup_json",
    ['{"mode": 5}', "not json", '{"players": ["' + "x" * 5000 + '"]}', "[[[[[[[[[["],
)
def test_rows_in_the_stamp_that_cannot_be_read_leave_it_to_the_store(
    tmp_path: Path, setup_json: str
) -> None:
    from blocky.store.peek import unfinished_games

    path = tmp_path / "blocky.sqlite3"
    _saved(path)

    def damage(look: dict[str, list[list[object]]]) -> None:
        look["rows"][0][1] = setup_json

    _rewrite_look(path, damage)
    assert unfinished_games(path) is None


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=9) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=40,
)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.lists(st.lists(_JSON, min_size=8, max_size=8), max_size=4) | _JSON,
    names=st.lists(st.lists(_JSON, min_size=2, max_size=2), max_size=4) | _JSON,
)
def test_whatever_a_stamp_holds_the_first_look_never_raises(
    tmp_path_factory: pytest.TempPathFactory, rows: object, names: object
) -> None:
    from blocky.store.peek import unfinished_games

    path = tmp_path_factory.mktemp("stamp") / "blocky.sqlite3"
    _saved(path)
    from_file = unfinished_games(path, first=None)
    _rewrite_look(path, lambda look: look.update(rows=rows, names=names))
    listed = unfinished_games(path)
    # The stamp's rows when they read as rows (only games they name), the file's when
    # they are not rows at all, or nothing (the store lists them).
    if listed is not None and listed != from_file:
        assert isinstance(rows, list)
        named = [r[0] for r in rows if isinstance(r, list)]
        assert all(any(g.id == n for n in named) for g in listed[0])
    # The file itself is untouched, and the store opens it as ever.
    with Store.open(path) as store:
        assert len(store.games()) == 3


def test_damage_the_days_copy_finds_means_a_whole_check_next_time(tmp_path: Path) -> None:
    import shutil as _shutil

    from blocky.store.backups import backup_folder, list_backups
    from blocky.store.checked import remember_checked

    path = tmp_path / "blocky.sqlite3"
    _saved(path)
    _shutil.rmtree(backup_folder(path), ignore_errors=True)
    # Damage the disk did without a write: the stamp still speaks of the file as it is.
    _damage_index_in_place(path)
    remember_checked(path)
    assert left_as_checked(path)
    with Store.open(path) as store:
        # Opened without the whole check; the day's copy finds the damage.
        assert store.wait_for_daily_backup()
    assert list_backups(path) == []
    assert not left_as_checked(path)
    with pytest.raises(StoreError, match="damaged"):
        Store.open(path)
