"""Kill a playing process with SIGKILL at random moments: nothing it reported stored is lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.record import replay, replay_steps
from blocky.games.blocky_mountains.storage.derive import rows_for
from blocky.store import Store
from tests.store.crash_child import digest

KILLS = 60
ROOT = Path(__file__).resolve().parents[2]


def _check(path: Path, accepted: dict[int, set[str]], only: set[int] | None) -> dict[int, str]:
    """Each game checked (``only`` those, plus any new one) replays through the rules, its
    attempts match the replay, and it holds one of the accepted histories."""
    found: dict[int, str] = {}
    with Store.open(path) as store:
        assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        for summary in store.games():
            gid = summary.id
            if only is not None and gid not in only and gid in accepted:
                continue
            game = store.open_game(gid)
            record = game.timeline.record
            assert replay(record) == game.state
            expected = []
            for i, _, state, events in replay_steps(record):
                expected.extend(
                    (i, r.card, r.attempt, int(r.mastered)) for r in rows_for(state, i, events, "")
                )
            stored = store.db.execute(
                "SELECT seq, card, attempt, mastered FROM attempts WHERE game_id = ? ORDER BY id",
                (gid,),
            ).fetchall()
            assert stored == expected
            found[gid] = digest(game.timeline)
            if gid in accepted:
                assert found[gid] in accepted[gid], f"game {gid}: stored history lost or changed"
    return found


@pytest.mark.slow
@pytest.mark.skipif(
    not hasattr(signal, "SIGKILL"),
    reason="SIGKILL is POSIX-only: Windows ends a process with TerminateProcess instead",
)
def test_sigkill_at_random_moments_loses_nothing_reported_stored(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    rng = random.Random(20251129)
    on_disk: dict[int, str] = {}  # each game's history as last checked
    reported = 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    errors = tmp_path / "child-errors.txt"
    for kill in range(KILLS):
        with errors.open("w") as err_file:
            # Only stdout is a pipe, so everything read after the first line comes through
            # the same buffered reader (two pipes would bypass what it already holds).
            child = subprocess.Popen(
                [sys.executable, "-m", "tests.store.crash_child", str(path), str(kill)],
                stdout=subprocess.PIPE,
                stderr=err_file,
                text=True,
                cwd=ROOT,
                env=env,
            )
        assert child.stdout is not None
        first = ""
        if kill % 4 == 0:
            time.sleep(rng.uniform(0.0, 0.5))  # anywhere: start-up, opening, playing
        else:
            # Playing: after a number of stored changes, read from the child (not a time,
            # which a busy machine stretches), then anywhere in the change after them.
            wanted = rng.randint(2, 6)
            seen = 0
            while seen < wanted:
                line = child.stdout.readline()
                if not line:
                    break
                first += line
                seen += line.startswith("stored ")
            time.sleep(rng.uniform(0.0, 0.01))
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate()
        assert child.returncode == -signal.SIGKILL, errors.read_text()
        # What the game may hold now: what it held, or what the child said it stored,
        # or (killed between the two lines) what it was about to store.
        accepted = {gid: {d} for gid, d in on_disk.items()}
        touched: set[int] = set()
        for line in (first + out).splitlines():
            word, *rest = line.split()
            if word in ("stored", "ready"):
                gid, d = int(rest[0]), rest[1]
                accepted[gid] = {d}
                touched.add(gid)
                reported += word == "stored"
            elif word == "will" and rest[0] != "create":
                gid, d = int(rest[0]), rest[1]
                accepted[gid] = accepted.get(gid, set()) | {d}
                touched.add(gid)
        on_disk.update(_check(path, accepted, touched))
    _check(path, {gid: {d} for gid, d in on_disk.items()}, None)
    # The children really were playing when killed (two or more changes in 3 kills of 4).
    assert reported >= 2 * (KILLS - KILLS // 4)
