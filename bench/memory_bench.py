"""Memory over 100 games in one window: flat, once the first games have loaded what they keep.

A family leaves the app open all evening and plays game after game in it. Every game is
played through the real main window's flow, as the player does it: started from a setup
(``start_game``, what the new-game page's Start does), a few actions played through the
window's controller (what the turn panel's buttons call), back to the start screen, the
game opened again from the list (``open_game``, what Continue does), and back to the start
screen once more, then deleted (as the start screen does once asked), so the saved games
stay as many: the list of unfinished games keeps each one's summary, which is no leak of
the window. The games go by turns: a Blocky Mountains race, team game and solo training,
and a Montgolfière game.

After a few games to warm up (modules imported, Qt's classes made, pictures kept), the
window plays :data:`GAMES` more; before and after them the garbage is collected and the
process's memory read: what it grew by, per game, is the figure (target at most 0.02 MB a
game). It is read every quarter too: the first games fill caches up to their bounds (the
rules' tables of options, the pictures' shapes, SQLite's page cache as the file grows),
which then stay as they are, while a leak grows all through. The C library keeps freed memory for later use, scattered, and how much it keeps
varies from run to run; so the figure is read after it gave that back (glibc's
``malloc_trim``, on Linux), and the figure without it is printed for reference. Beside it, in the same run: the Python objects' memory per game (tracemalloc, over
:data:`TRACED_GAMES` further games, with the lines that grew most when it is not flat), and
the Qt objects still alive (the window's children and every widget of the application), per
game. A game's screen is made once and kept; a controller, its dialogs and their signal
connections must go with their game.

The process's memory is its resident set size, read portably: psutil when it is installed,
else the kernel's own figure on Linux (/proc/self/statm); elsewhere the line says it is not
known here, and the Python and Qt figures still stand. (``resource`` only gives the peak, and
only on POSIX systems.)
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

#: Games played and measured; games played before, to warm up.
GAMES = 100
WARM_UP_GAMES = 8
#: Games played with tracemalloc on (it slows every allocation down).
TRACED_GAMES = 20
#: Actions played in each game (fewer when it ends first).
ACTIONS = 10
#: The target: memory per game after a collection.
TARGET_MB = 0.02


def give_back_free_memory() -> bool:
    """Have the C library hand the memory it holds free back to the system (glibc's
    ``malloc_trim``; False where there is none): what stays resident is then what is in
    use, not what freed blocks left scattered."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("c")
    if not sys.platform.startswith("linux") or name is None:
        return False
    try:
        trim = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return False
    trim(0)
    return True


def resident_mb() -> float | None:
    """The process's resident set size in MB, or None where it cannot be read."""
    try:
        import psutil  # type: ignore[import-untyped, import-not-found, unused-ignore]
    except ImportError:
        pass
    else:
        return float(psutil.Process().memory_info().rss) / 2**20
    statm = Path("/proc/self/statm")
    if statm.exists():
        pages = int(statm.read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    return None


def _child(folder: Path) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import gc
    import random
    import tracemalloc

    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    from bench.click_bench import WINDOW_SIZE, Meter, bench_app, load_average
    from blocky.games.blocky_mountains.game import legal_actions
    from blocky.games.blocky_mountains.state import Setup
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup
    from blocky.games.montgolfiere.simulate import random_action
    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow

    app, _ = bench_app(folder=folder)
    meter = Meter()
    library = open_library(folder / "data")
    window = MainWindow(library)
    window.resize(*WINDOW_SIZE)
    window.show()
    meter.settle()
    rng = random.Random(7)
    names = ["Mia", "Leo", "Ada", "Noah"]
    race = [("Mia", "white"), ("Leo", "orange"), ("Ada", "violet")]

    def setup(n: int) -> object:
        kind = n % 4
        if kind == 0:
            return Setup.race(race, seed=n)
        if kind == 1:
            return Setup.team(names, seed=n)
        if kind == 2:
            return Setup.solo(names[n % 4], seed=n)
        return BalloonSetup.of(names[:3], baron=n % 8 == 3, seed=n)

    def deleted() -> None:
        # The objects deleteLater() was called on: the app's event loop deletes them when
        # it is back at its top between two clicks, as here between two games. (The bench
        # drives the window from outside the loop, where processEvents() leaves them.)
        meter.settle()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        meter.settle()

    def play(n: int) -> None:
        game = "montgolfiere" if n % 4 == 3 else "blocky-mountains"
        if not window.start_game(setup(n), game):
            raise RuntimeError("the game did not start")
        meter.settle()
        controller: Any = window.controller
        game_id = controller.game.id
        for _ in range(ACTIONS):
            state = controller.state
            if getattr(state, "finished", False):
                break
            action: Any
            if n % 4 == 3:
                action = random_action(state, rng)
            else:
                choices = legal_actions(state)
                if not choices:
                    break
                action = rng.choice(choices)
            controller.play(action)
            meter.settle()
        window.show_start()
        deleted()
        if not window.open_game(game_id):
            raise RuntimeError("the game did not open again")
        meter.settle()
        window.show_start()
        deleted()
        # Deleted as the start screen does it once asked: the saved games stay as many.
        if not window.delete_game(game_id):
            raise RuntimeError("the game was not deleted")
        deleted()

    def collected() -> None:
        # What deleteLater() posted, then Python's cycles, then what that posted.
        deleted()
        gc.collect()
        deleted()
        gc.collect()

    def qt_objects() -> tuple[int, int]:
        return len(window.findChildren(QObject)), len(app.allWidgets())

    n = 0
    for _ in range(WARM_UP_GAMES):
        play(n)
        n += 1
    # The warm-up of the window (the screens' modules, Qt's classes) is over by now.
    def resident() -> tuple[float | None, float | None]:
        """The resident size after a collection, and after the C library gave back
        what it held free (None: not known)."""
        collected()
        untrimmed = resident_mb()
        return untrimmed, resident_mb() if give_back_free_memory() else None

    rss_before = resident()
    objects_before = qt_objects()
    # Read every quarter too: a cache that fills up to its bound grows at first, then
    # stays; a leak grows all through.
    quarters: list[tuple[float | None, float | None]] = []
    for played in range(1, GAMES + 1):
        play(n)
        n += 1
        if played % (GAMES // 4) == 0 and played < GAMES:
            quarters.append(resident())
    rss_after = resident()
    objects_after = qt_objects()

    tracemalloc.start(8)
    collected()
    first = tracemalloc.take_snapshot()
    for _ in range(TRACED_GAMES):
        play(n)
        n += 1
    collected()
    second = tracemalloc.take_snapshot()
    tracemalloc.stop()
    growth = second.compare_to(first, "lineno")
    python_bytes = sum(stat.size_diff for stat in growth)
    top = [
        f"{stat.size_diff / TRACED_GAMES:+.0f} B a game: {stat.traceback.format()[-1].strip()}"
        for stat in sorted(growth, key=lambda s: -s.size_diff)[:5]
        if stat.size_diff > 0
    ]
    load = load_average()
    window.close()
    library.close()
    return {
        "rss": [rss_before, rss_after],
        "quarters": [rss_before, *quarters, rss_after],
        "python_per_game": python_bytes / TRACED_GAMES / 2**20,
        "top": top,
        "objects": [objects_before, objects_after],
        "load": load,
    }


def run() -> list[tuple[str, str]]:
    root = Path(__file__).resolve().parents[1]
    from bench.ui_bench import _env

    with tempfile.TemporaryDirectory() as tmp:
        env = _env(Path(tmp) / "pycache", Path(tmp))
        done = subprocess.run(
            [sys.executable, "-m", "bench.memory_bench", "--child", tmp],
            env=env,
            cwd=root,
            check=True,
            capture_output=True,
            text=True,
            timeout=1800,
        )
    data = json.loads(done.stdout.strip().splitlines()[-1])
    rows: list[tuple[str, str]] = []
    label = (
        f"memory after a collection, {GAMES} games started, played, left, opened again and "
        f"left in one window (load {data['load']}; target at most {TARGET_MB} MB a game)"
    )
    (before, before_trimmed), (after, after_trimmed) = data["rss"]
    if before is None or after is None:
        rows.append((label, "not known on this system (no psutil, no /proc/self/statm)"))
    elif before_trimmed is None or after_trimmed is None:
        rows.append(
            (
                label,
                f"{(after - before) / GAMES:.3f} MB a game ({before:.1f} MB after "
                f"{WARM_UP_GAMES} games to warm up, {after:.1f} MB after {GAMES} more; "
                "the C library's free memory not given back on this system)",
            )
        )
    else:
        rows.append(
            (
                label,
                f"{(after_trimmed - before_trimmed) / GAMES:.3f} MB a game "
                f"({before_trimmed:.1f} MB after {WARM_UP_GAMES} games to warm up, "
                f"{after_trimmed:.1f} MB after {GAMES} more, the C library's free memory "
                "given back first)",
            )
        )
        steps = [trimmed for _, trimmed in data["quarters"]]
        quarter = GAMES // 4
        rows.append(
            (
                f"  by {quarter} games (MB a game over each stretch)",
                ", ".join(
                    f"{a:.1f} to {b:.1f} MB ({(b - a) / quarter:+.3f})"
                    for a, b in itertools.pairwise(steps)
                ),
            )
        )
        rows.append(
            (
                "  for reference: the same without giving back the free memory (how the "
                "C library keeps freed blocks varies from run to run)",
                f"{(after - before) / GAMES:.3f} MB a game ({before:.1f} then {after:.1f} MB)",
            )
        )
    rows.append(
        (
            f"  of it, Python's objects (tracemalloc, over {TRACED_GAMES} more games)",
            f"{data['python_per_game']:.4f} MB a game",
        )
    )
    for line in data["top"]:
        rows.append(("    grew most", line))
    (children_before, widgets_before), (children_after, widgets_after) = data["objects"]
    rows.append(
        (
            "  Qt objects alive: the window's children; every widget of the app",
            f"{children_before} then {children_after} "
            f"({(children_after - children_before) / GAMES:+.2f} a game); "
            f"{widgets_before} then {widgets_after} "
            f"({(widgets_after - widgets_before) / GAMES:+.2f} a game)",
        )
    )
    return rows


if __name__ == "__main__":
    if "--child" in sys.argv:
        print(json.dumps(_child(Path(sys.argv[-1]))), flush=True)
    else:
        for label, value in run():
            print(f"  {label}: {value}", flush=True)
