"""Daily backups, pre-migration copies and restoring one: always whole, never in the way."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
from blocky.store.backups import (
    DAILY_KEEP,
    Backup,
    backup_folder,
    list_backups,
    make_daily_backup,
    restore_backup,
)
from tests.store.conftest import FakeClock, tmpfs

SOLO = Setup.solo("Mia", course="A", seed=5)


def _players(path: Path) -> list[str]:
    with Store.open(path) as store:
        return [p.name for p in store.players()]


def test_opening_makes_one_checked_copy_a_day(db_path: Path) -> None:
    clock = FakeClock(datetime(2025, 3, 1, 12, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock) as store:
        store.add_player("Mia")
    assert list_backups(db_path) == []  # nothing worth copying yet
    with Store.open(db_path, clock=clock) as store:
        store.add_player("Leo")
    with Store.open(db_path, clock=clock):
        pass  # the same day: no second copy
    (first,) = list_backups(db_path)
    assert first.kind == "daily" and first.path.parent == backup_folder(db_path)
    assert first.made_at.tzinfo is not None
    db = sqlite3.connect(first.path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert [n for (n,) in db.execute("SELECT name FROM players")] == ["Mia"]
    db.close()
    clock.set(datetime(2025, 3, 3, 12, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock):
        pass
    newest, older = list_backups(db_path)
    assert newest.made_at > older.made_at == first.made_at
    # No temporary file is left in the folder.
    assert sorted(p.name for p in backup_folder(db_path).iterdir()) == sorted(
        b.path.name for b in (newest, older)
    )


def test_only_the_newest_daily_copies_are_kept(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    start = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)
    for day in range(DAILY_KEEP + 3):
        made = make_daily_backup(db_path, now=start + timedelta(days=day))
        assert made is not None
    kept = list_backups(db_path)
    assert len(kept) == DAILY_KEEP
    assert [b.made_at for b in kept] == [
        (start + timedelta(days=d)).replace(microsecond=0)
        for d in reversed(range(3, DAILY_KEEP + 3))
    ]


def test_a_failing_backup_never_stops_the_store_from_opening(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    backup_folder(db_path).parent.mkdir(parents=True, exist_ok=True)
    backup_folder(db_path).write_text("a file where the folder should be")
    with Store.open(db_path) as store:
        assert [p.name for p in store.players()] == ["Mia"]
    assert make_daily_backup(db_path) is None
    assert list_backups(db_path) == []


def test_unreadable_entries_are_skipped(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    assert make_daily_backup(db_path) is not None
    folder = backup_folder(db_path)
    (folder / "blocky.sqlite3.daily-20250101-120000Z.bak").write_bytes(b"half a copy")
    (folder / "blocky.sqlite3.daily-99999999-999999Z.bak").write_bytes(
        (folder / next(iter(folder.iterdir())).name).read_bytes()
    )
    (folder / "notes.txt").write_text("not a backup")
    (folder / "blocky.sqlite3.daily-20250102-120000Z.bak").mkdir()
    assert [b.kind for b in list_backups(db_path)] == ["daily"]
    assert list_backups(db_path.parent / "nowhere" / "blocky.sqlite3") == []


def test_a_damaged_database_says_how_many_backups_there_are(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    make_daily_backup(db_path, now=datetime(2025, 1, 1, tzinfo=UTC))
    make_daily_backup(db_path, now=datetime(2025, 1, 2, tzinfo=UTC))
    data = bytearray(db_path.read_bytes())
    for start in range(4096, len(data), 4096):
        data[start : start + 64] = b"\xab" * 64
    db_path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as err:
        Store.open(db_path)
    assert err.value.kind == "damaged"
    assert err.value.params["backups"] == 2
    assert "Backups you can restore: 2" in str(err.value)


def test_restoring_a_backup_replaces_a_damaged_file_and_keeps_it_aside(db_path: Path) -> None:
    with Store.open(db_path) as store:
        mia = store.add_player("Mia")
        store.create_game(SOLO, [mia.id])
    made = make_daily_backup(db_path, now=datetime(2025, 1, 1, tzinfo=UTC))
    assert made is not None
    damaged = bytearray(db_path.read_bytes())
    damaged[4096:8192] = bytes(4096)
    db_path.write_bytes(bytes(damaged))
    Path(f"{db_path}-wal").write_bytes(b"left over")
    with pytest.raises(StoreError, match="damaged"):
        Store.open(db_path)
    (backup,) = list_backups(db_path)
    aside = restore_backup(db_path, backup)
    assert aside is not None and aside.name.startswith("blocky.sqlite3.before-restore-")
    assert aside.read_bytes() == bytes(damaged)  # kept as it was
    assert Path(f"{aside}-wal").read_bytes() == b"left over"
    assert not Path(f"{db_path}-wal").exists()
    with Store.open(db_path) as store:
        assert [p.name for p in store.players()] == ["Mia"]
        assert len(store.games()) == 1
    assert backup.path.exists()  # the backup itself stays for another time


def test_restoring_where_there_is_no_database(tmp_path: Path) -> None:
    source = tmp_path / "a" / "blocky.sqlite3"
    with Store.open(source) as store:
        store.add_player("Mia")
    made = make_daily_backup(source)
    assert made is not None
    target = tmp_path / "b" / "blocky.sqlite3"
    assert restore_backup(target, made) is None
    assert _players(target) == ["Mia"]
    # Beside it, only its lock and the stamp of its last close (blocky/store/checked.py).
    beside = {".lock", ".checked"}
    assert sorted(p.name for p in target.parent.iterdir() if p.suffix not in beside) == [
        "backups",
        "blocky.sqlite3",
    ]


def test_restore_is_refused_while_the_store_is_open(db_path: Path) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    made = make_daily_backup(db_path)
    assert made is not None
    with Store.open(db_path) as store:
        store.add_player("Leo")
        before = db_path.read_bytes()
        with pytest.raises(StoreError, match="already open"):
            restore_backup(db_path, made)
        assert db_path.read_bytes() == before
        assert [p.name for p in store.players()] == ["Mia", "Leo"]


@pytest.mark.parametrize("damage", ["garbage", "cut", "pages", "other_app", "newer"])
def test_a_bad_backup_is_refused_and_nothing_changes(db_path: Path, damage: str) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    made = make_daily_backup(db_path)
    assert made is not None
    data = made.path.read_bytes()
    if damage == "garbage":
        made.path.write_text("Shopping list\n" * 100)
    elif damage == "cut":
        made.path.write_bytes(data[:5000])
    elif damage == "pages":
        made.path.write_bytes(data[:4096] + b"\xab" * (len(data) - 4096))
    else:
        db = sqlite3.connect(made.path)
        if damage == "other_app":
            db.execute("PRAGMA application_id = 7")
        else:
            db.execute("PRAGMA user_version = 99")
        db.close()
    with Store.open(db_path) as store:
        store.add_player("Leo")
    before = {p.name: p.read_bytes() for p in db_path.parent.iterdir() if p.is_file()}
    with pytest.raises(StoreError) as err:
        restore_backup(db_path, Backup(made.path, made.made_at, "daily"))
    assert err.value.kind == "backup_unusable"
    assert "cannot be restored" in str(err.value)
    after = {p.name: p.read_bytes() for p in db_path.parent.iterdir() if p.is_file()}
    assert after == before
    assert _players(db_path) == ["Mia", "Leo"]


def test_pre_migration_copies_are_listed_and_restorable(tmp_path: Path) -> None:
    from tests.store.test_migrations import _database_at, _timelines

    path = tmp_path / "blocky.sqlite3"
    _database_at(path, 3, _timelines())
    with Store.open(path):
        pass
    kinds = sorted(b.kind for b in list_backups(path))
    assert kinds == ["daily", "pre-migration"]
    (old,) = [b for b in list_backups(path) if b.kind == "pre-migration"]
    assert old.path.name == "blocky.sqlite3.v3.bak"
    assert restore_backup(path, old) is not None
    with Store.open(path) as store:  # migrated again from the copy
        assert [p.name for p in store.players()] == ["Mia", "Leo"]


def test_a_pre_migration_copy_is_never_half_written(tmp_path: Path) -> None:
    """On a disk too full for the copy: no .bak (whole or partial) is left, the file stays
    at its version, untouched, and the error says the disk is full."""
    from tests.store.test_migrations import _database_at, _timelines

    source = tmp_path / "blocky.sqlite3"
    _database_at(source, 2, _timelines() * 4)
    data = source.read_bytes()
    with tmpfs(f"{(len(data) * 3 // 2) // 1024}k") as folder:
        path = folder / "blocky.sqlite3"
        path.write_bytes(data)
        with pytest.raises(StoreError) as err:
            Store.open(path)
        assert err.value.kind == "disk_full", err.value
        assert path.read_bytes() == data
        assert sorted(p.name for p in folder.iterdir() if not p.name.endswith(".lock")) == [
            "blocky.sqlite3"
        ]


def test_a_refused_restore_where_there_was_no_database_leaves_no_file(tmp_path: Path) -> None:
    source = tmp_path / "a" / "blocky.sqlite3"
    with Store.open(source) as store:
        store.add_player("Mia")
    made = make_daily_backup(source)
    assert made is not None
    made.path.write_bytes(made.path.read_bytes()[:4096] + b"\xab" * 8192)
    target = tmp_path / "b" / "blocky.sqlite3"
    target.parent.mkdir()
    with pytest.raises(StoreError):
        restore_backup(target, made)
    assert list(target.parent.iterdir()) == []


def test_with_the_clock_behind_the_copy_just_made_is_kept(db_path: Path) -> None:
    """Seven copies dated in the future (the clock was ahead, or is behind now): each start
    still makes its copy and keeps it; the older copies go, by the order they were made."""
    with Store.open(db_path) as store:
        store.add_player("Mia")
    ahead = datetime(2027, 6, 1, 12, 0, tzinfo=UTC)
    for day in range(DAILY_KEEP):
        assert make_daily_backup(db_path, now=ahead + timedelta(days=day)) is not None
    future = {b.path for b in list_backups(db_path)}
    behind = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)
    made = []
    for day in range(3):
        copy = make_daily_backup(db_path, now=behind + timedelta(days=day, hours=1))
        assert copy is not None and copy.path.exists()  # not deleted at once
        made.append(copy.path)
        kept = {b.path for b in list_backups(db_path)}
        assert len(kept) == DAILY_KEEP
        assert set(made) <= kept  # the newest by when they were made, whatever their dates
    assert len(future & kept) == DAILY_KEEP - 3
    # The three made first went, although their names carry the latest dates.
    dates = sorted(b.made_at for b in list_backups(db_path) if b.made_at.year == 2027)
    assert dates[0] == ahead + timedelta(days=3)


def test_copies_named_before_they_were_numbered_are_older_than_numbered_ones(
    db_path: Path,
) -> None:
    with Store.open(db_path) as store:
        store.add_player("Mia")
    folder = backup_folder(db_path)
    made = make_daily_backup(db_path, now=datetime(2027, 1, 1, tzinfo=UTC))
    assert made is not None
    for day in range(1, DAILY_KEEP + 1):  # as an earlier version named them
        old_name = folder / f"blocky.sqlite3.daily-202801{day:02d}-120000Z.bak"
        old_name.write_bytes(made.path.read_bytes())
    made.path.unlink()
    today = make_daily_backup(db_path, now=datetime(2026, 5, 5, tzinfo=UTC))
    assert today is not None and today.number == 1
    kept = list_backups(db_path)
    assert today.path in {b.path for b in kept} and len(kept) == DAILY_KEEP
    assert "blocky.sqlite3.daily-20280101-120000Z.bak" not in {b.path.name for b in kept}


def test_a_restore_keeps_the_games_before_it_listed_with_what_each_copy_holds(
    db_path: Path,
) -> None:
    from blocky.store.backups import backup_contents

    clock = FakeClock(datetime(2025, 4, 2, 18, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock) as store:
        mia = store.add_player("Mia")
        store.create_game(SOLO, [mia.id])
    copy = make_daily_backup(db_path, now=datetime(2025, 4, 3, tzinfo=UTC))
    assert copy is not None
    clock.set(datetime(2025, 4, 5, 20, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock) as store:
        store.create_game(SOLO, [mia.id])
    held = backup_contents(copy)
    assert held is not None and held.games == 1
    assert held.last_played is not None and held.last_played.date().day == 2
    aside = restore_backup(db_path, copy)
    assert aside is not None and aside.name.startswith("blocky.sqlite3.before-restore-")
    (before,) = [b for b in list_backups(db_path) if b.kind == "before-restore"]
    assert before.path == aside
    now_held = backup_contents(before)
    assert now_held is not None and now_held.games == 2
    assert now_held.last_played is not None and now_held.last_played.date().day == 5
    # Going back to the games as they were before the restore works like any backup.
    restore_backup(db_path, before)
    with Store.open(db_path) as store:
        assert len(store.games()) == 2


def test_the_days_copy_is_of_the_file_as_opened_while_play_goes_on(db_path: Path) -> None:
    clock = FakeClock(datetime(2025, 3, 1, 12, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock) as store:
        mia = store.add_player("Mia").id
        store.create_game(SOLO, [mia])
    clock.set(datetime(2025, 3, 2, 12, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock) as store:
        # The copy is made on a thread of its own; the games go on being played.
        leo = store.add_player("Leo").id
        store.create_game(Setup.solo("Leo", course="B", seed=1), [leo])
        assert store.wait_for_daily_backup()
        store.create_game(Setup.solo("Leo", course="C", seed=2), [leo])
        assert len(store.games()) == 3
    (copy,) = list_backups(db_path)
    db = sqlite3.connect(copy.path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # The file as it was opened: what was played after is not in the day's copy.
    assert [n for (n,) in db.execute("SELECT name FROM players")] == ["Mia"]
    assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    db.close()
    with Store.open(db_path, clock=clock) as store:
        assert [p.name for p in store.players()] == ["Mia", "Leo"]
        assert len(store.games()) == 3


def test_a_copy_an_app_left_half_made_is_removed_with_the_next_one(db_path: Path) -> None:
    clock = FakeClock(datetime(2025, 3, 1, 12, 0, tzinfo=UTC))
    with Store.open(db_path, clock=clock) as store:
        store.add_player("Mia")
    folder = backup_folder(db_path)
    folder.mkdir(exist_ok=True)
    left = [
        folder / ".blocky.sqlite3.daily-20250228-120000Z.n1.bak.0123abcd.tmp",
        folder / ".blocky.sqlite3.daily-20250228-120000Z.n1.bak.0123abcd.tmp-journal",
    ]
    for path in left:
        path.write_bytes(b"half a copy")
    someone_elses = folder / "notes.txt"
    someone_elses.write_text("kept", encoding="utf-8")
    with Store.open(db_path, clock=clock):
        pass
    assert not any(path.exists() for path in left)
    assert someone_elses.read_text(encoding="utf-8") == "kept"
    assert [b.kind for b in list_backups(db_path)] == ["daily"]
