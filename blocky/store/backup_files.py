"""The backups of a database as files: where they live, how they are named, and the
list of those there are. Only the standard library: a store error that says a file is
damaged counts its backups with this (blocky/store/errors.py), and the rest of the store
(blocky/store/backups.py, which makes and restores them) builds on it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

BACKUP_FOLDER = "backups"
SQLITE_HEADER = b"SQLite format 3\x00"
STAMP = "%Y%m%d-%H%M%S"


@dataclass(frozen=True)
class Backup:
    path: Path
    made_at: datetime  # aware, UTC
    kind: str  # "daily", "pre-migration" or "before-restore"
    #: Daily copies: the how-manieth copy it is (0 for those named before copies were
    #: numbered); the order they were made in, whatever the clock said.
    number: int = 0


def backup_folder(db_path: Path) -> Path:
    return db_path.parent / BACKUP_FOLDER


def daily_name(db_path: Path, made_at: datetime, number: int, clash: int = 0) -> str:
    again = f"-{clash}" if clash else ""
    stamp = made_at.astimezone(UTC).strftime(STAMP)
    return f"{db_path.name}.daily-{stamp}Z{again}.n{number}.bak"


def stamp_time(stamp: str) -> datetime:
    """The time of a stamp written with STAMP ("20261130-151800"); ValueError if it is
    not one. (By hand: ``strptime`` costs a listing of the backups, at every start, the
    loading of its whole parser.)"""
    if len(stamp) != 15 or stamp[8] != "-" or not (stamp[:8] + stamp[9:]).isdigit():
        raise ValueError(f"not a backup time: {stamp!r}")
    return datetime(
        int(stamp[0:4]), int(stamp[4:6]), int(stamp[6:8]),
        int(stamp[9:11]), int(stamp[11:13]), int(stamp[13:15]), tzinfo=UTC,
    )


def daily_pattern(db_path: Path) -> re.Pattern[str]:
    return re.compile(
        re.escape(db_path.name) + r"\.daily-(\d{8}-\d{6})Z(?:-\d+)?(?:\.n(\d{1,9}))?\.bak"
    )


def before_restore_pattern(db_path: Path) -> re.Pattern[str]:
    return re.compile(re.escape(db_path.name) + r"\.before-restore-(\d{8}-\d{6})Z(?:-\d+)?")


def migration_pattern(db_path: Path) -> re.Pattern[str]:
    return re.compile(re.escape(db_path.name) + r"\.v\d+(?:-\d+)?\.bak")


def looks_like_sqlite(path: Path) -> bool:
    with path.open("rb") as f:
        head = f.read(100)
    return len(head) == 100 and head.startswith(SQLITE_HEADER)


def list_backups(db_path: Path) -> list[Backup]:
    """Every backup of ``db_path`` there is, newest first. Unreadable entries are skipped."""
    db_path = Path(db_path)
    found: list[Backup] = []
    daily = daily_pattern(db_path)
    migration = migration_pattern(db_path)
    for folder, pattern, kind in (
        (backup_folder(db_path), daily, "daily"),
        (db_path.parent, migration, "pre-migration"),
        (db_path.parent, before_restore_pattern(db_path), "before-restore"),
    ):
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            match = pattern.fullmatch(entry.name)
            if match is None:
                continue
            try:
                if not entry.is_file() or not looks_like_sqlite(entry):
                    continue
                number = 0
                if kind == "pre-migration":
                    made_at = datetime.fromtimestamp(entry.stat().st_mtime, UTC)
                else:
                    made_at = stamp_time(match.group(1))
                    if kind == "daily" and match.group(2) is not None:
                        number = int(match.group(2))
            except (OSError, ValueError, OverflowError):
                continue
            found.append(Backup(entry, made_at, kind, number))
    found.sort(key=lambda b: (b.made_at, b.path.name), reverse=True)
    return found
