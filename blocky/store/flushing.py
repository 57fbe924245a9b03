"""Stored before shown, and on the disk before shown unless the disk stalls.

The store's connection commits in WAL mode with ``synchronous = NORMAL``: a commit writes
the transaction into the write-ahead log and returns without waiting for the disk. From
then on the change is stored: every reader sees it, and it survives the app crashing or
being killed, since the operating system holds what was written and writes it out. Only
a power cut or a crash of the whole system before the log reaches the disk could take
the newest changes back (never part of one: SQLite rolls a torn log back to its last
whole transaction).

Right after each commit a :class:`Flusher`, a thread of the store's own, flushes the log
to the disk (``fdatasync``, ``fsync`` where there is none: what SQLite itself calls on a
commit with ``synchronous = FULL``). The commit waits for it, but only for
:data:`WAIT_S`: a flush here takes about half a millisecond, so almost every change is on
the disk before the screen shows it, as with a commit that flushes itself. A busy disk
now and then makes one flush wait 50-300 ms; then the screen goes on after
:data:`WAIT_S` with the change stored, and the flush ends on its thread a moment later,
instead of the whole window freezing for the disk.

The log is copied into the database file (a checkpoint) by the same thread, with its own
connection, every :data:`CHECKPOINT_EVERY` commits: SQLite flushes the log before it
copies it and the file after. The store's connection never checkpoints while it is open
(``wal_autocheckpoint = 0``); closing it checkpoints what is left. A checkpoint after
every commit would make every next commit start the log afresh, and SQLite flushes a
fresh log's header in the commit itself.

The log file is opened by the thread for flushing only: SQLite keeps no locks on it
(its locks are on the database and the ``-shm`` file), so another descriptor of it,
opened and closed, cannot drop one. If the thread cannot do its work (the log cannot be
opened or flushed, or a checkpoint fails), the store goes back to flushing every commit
itself (``synchronous = FULL``), as slow as the disk but never less safe.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from pathlib import Path

_log = logging.getLogger(__name__)

#: How long a commit waits for its flush before it goes on without it (seconds).
WAIT_S = 0.004
#: How many commits the thread lets into the log before it copies the log into the
#: database file. A player's action writes a few pages; SQLite's own automatic
#: checkpoint comes at 1,000.
CHECKPOINT_EVERY = 100
#: How long the thread's connection waits for a lock it needs (seconds).
_BUSY_S = 0.2

_sync = getattr(os, "fdatasync", os.fsync)


class Flusher:
    """A thread that puts every committed change of one database file on the disk."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._cond = threading.Condition()
        self._asked = 0
        self._done = 0
        self._stopping = False
        #: True once the thread gave up: commits must then be flushed where they happen.
        self.failed = False
        #: When the newest flush ended (``time.perf_counter()``), for measurements.
        self.done_at = 0.0
        #: Checkpoints the thread made (the log copied into the database file).
        self.checkpoints = 0
        self._thread: threading.Thread | None = None

    def ask(self) -> int:
        """Flush what was just committed (the thread starts with the first commit); the
        number to :meth:`wait` for."""
        with self._cond:
            if self.failed or self._stopping:
                return self._done
            self._asked += 1
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name=f"flush {self.path.name}", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()
            return self._asked

    def after_commit(self) -> None:
        """Flush the commit just made, waiting for it at most :data:`WAIT_S`."""
        self.wait(WAIT_S, self.ask())

    def wait(self, timeout: float | None = None, asked: int | None = None) -> bool:
        """Wait until the commit ``asked`` (every commit asked for so far: None) is on
        the disk; False on a timeout or when the thread gave up."""
        with self._cond:
            target = self._asked if asked is None else asked
            self._cond.wait_for(lambda: self._done >= target or self.failed, timeout)
            return self._done >= target

    def close(self) -> None:
        """Flush what is asked for, then end the thread, its descriptor and connection."""
        with self._cond:
            self._stopping = True
            thread = self._thread
            self._cond.notify_all()
        if thread is not None:
            thread.join()

    def _run(self) -> None:
        db: sqlite3.Connection | None = None
        fd = -1
        try:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=_BUSY_S)
            # A checkpoint flushes the log before it copies it, and the file after.
            db.execute("PRAGMA synchronous = FULL")
            # The log is named after the file as SQLite found it (links followed). The
            # store's connection, open until this thread has ended, keeps it in place.
            (name,) = (row[2] for row in db.execute("PRAGMA database_list") if row[1] == "main")
            fd = os.open(f"{name}-wal", os.O_RDWR | getattr(os, "O_BINARY", 0))
            checkpointed = 0
            while True:
                with self._cond:
                    self._cond.wait_for(lambda: self._asked > self._done or self._stopping)
                    if self._asked == self._done:
                        return
                    target = self._asked
                _sync(fd)
                with self._cond:
                    self._done = target
                    self.done_at = time.perf_counter()
                    self._cond.notify_all()
                if target - checkpointed >= CHECKPOINT_EVERY:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                    checkpointed = target
                    self.checkpoints += 1
        except Exception as exc:  # noqa: BLE001 - whatever stops the thread, commits flush themselves
            self._give_up(exc)
        finally:
            if fd >= 0:
                os.close(fd)
            if db is not None:
                db.close()

    def _give_up(self, exc: BaseException) -> None:
        _log.warning("changes to %s are flushed as they are committed: %s", self.path.name, exc)
        with self._cond:
            self.failed = True
            self._cond.notify_all()
