"""Start-up with many saved games: the start screen painted and the games listed, with 10,
100 and 500 unfinished games of both games in the data folder, beside a bare PySide6 window
started in the same run.

A family that plays every evening and starts more games than it finishes gathers hundreds
of unfinished ones. The start screen lists them all, but makes the rows' widgets only as
they are scrolled into view (blocky/ui/shell/games_list.py), and lists them once: the
first look at the file reads the latest played of each game (blocky/store/peek.py), and
the store's list after it keeps those rows and adds the rest. So the time to the listed
games should hardly grow with their number. Targets, against the
bare window's first paint: painted at most 1.2x, listed at most 1.5x.

Each figure is a fresh process timed from its start to the moment it reports, as
bench/ui_bench.py measures (its helpers are used here), the bare window and the app
started alternately so that a busy moment of the machine hits both. The load average of
the machine is printed beside the figures. Beside the ratio of the medians, the median
of the paired runs' ratios is printed (each start against the bare window's start of the
same round), as bench/ui_bench.py does: on this 2-core machine the bare window alone
moves by a fifth between runs a minute apart, and the ratio of two medians of seven with
it (1.04x in one run, 1.59x in the next, with the same code).

The data folders are made by :func:`saved_games`: a few seconds for 500 games.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.ui_bench import BARE_WINDOW, _app_command, _env, _time

#: How many unfinished games each data folder holds.
COUNTS = (10, 100, 500)
RUNS = 11
#: Games that get a few moves (the most recently played): their rows show a standing.
PLAYED = 12


def saved_games(data_dir: Path, count: int, seed: int = 1) -> float:
    """Fill ``data_dir`` with ``count`` unfinished games, Blocky Mountains' three modes and
    Montgolfière by turns, as the app keeps them; the seconds it took."""
    from blocky.games.blocky_mountains.game import legal_actions
    from blocky.games.blocky_mountains.state import Setup
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup
    from blocky.games.montgolfiere.simulate import random_action
    from blocky.store import Store
    from blocky.ui.shell.library import STORE_FILE

    start = time.perf_counter()
    rng = random.Random(seed)
    data_dir.mkdir(parents=True, exist_ok=True)
    with Store.open(data_dir / STORE_FILE) as store:
        people = [("Mia", "white"), ("Leo", "orange"), ("Ada", "violet"), ("Noah", "green")]
        ids = [store.add_player(n, c).id for n, c in people]
        names = [n for n, _ in people]
        for i in range(count):
            kind = i % 4
            if kind == 0:
                setup: object = Setup.race(people[:3], seed=i)
                seated = ids[:3]
            elif kind == 1:
                setup = Setup.team(names[:2], seed=i)
                seated = ids[:2]
            elif kind == 2:
                setup = Setup.solo(names[i % 4], seed=i)
                seated = [ids[i % 4]]
            else:
                setup = BalloonSetup.of(names[:3], baron=i % 8 == 3, seed=i)
                seated = ids[:3]
            game = store.create_game(setup, seated)
            if i >= count - PLAYED:
                for _ in range(6):
                    if game.finished:
                        break
                    state = game.state
                    if kind == 3:
                        game.play(random_action(state, rng))  # type: ignore[arg-type]
                    else:
                        game.play(legal_actions(state)[0])  # type: ignore[arg-type]
    return time.perf_counter() - start


def _load() -> str:
    try:
        one, five, _ = os.getloadavg()
    except (AttributeError, OSError):
        return "not known on this system"
    return f"{one:.2f} (1 min), {five:.2f} (5 min), {os.cpu_count()} processors"


def run(runs: int = RUNS, counts: tuple[int, ...] = COUNTS) -> list[tuple[str, str]]:
    figures: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = _env(Path(tmp) / "pycache", Path(tmp))
        folders = {}
        for count in counts:
            folders[count] = Path(tmp) / f"data{count}"
            took = saved_games(folders[count], count)
            figures.append((f"{count} saved games made in", f"{took:.1f} s"))
        commands: dict[str, list[str]] = {"bare": [sys.executable, "-c", BARE_WINDOW]}
        for count in counts:
            commands[f"painted {count}"] = _app_command(folders[count], "--quit-after-start")
            commands[f"listed {count}"] = _app_command(folders[count], "--quit-when-ready")
        wall: dict[str, list[float]] = {name: [] for name in commands}
        cpu: dict[str, list[float]] = {name: [] for name in commands}
        # One warm-up each (the bytecode cache, the file cache).
        for command in commands.values():
            _time(command, env)
        load_before = _load()
        for _ in range(runs):
            for name, command in commands.items():
                took, used = _time(command, env)
                wall[name].append(took)
                cpu[name].append(used)
        load_after = _load()
    bare = statistics.median(wall["bare"])
    bare_cpu = statistics.median(cpu["bare"])
    figures.append(
        (
            f"bare PySide6 window, start to first paint (median of {runs}; processor time)",
            f"{bare * 1000:.0f} ms ({bare_cpu * 1000:.0f} ms)",
        )
    )
    for count in counts:
        painted = statistics.median(wall[f"painted {count}"])
        listed = statistics.median(wall[f"listed {count}"])
        figures.append(
            (
                f"{count} saved games: start screen painted / games listed "
                "(targets 1.2x / 1.5x the bare window)",
                f"{painted * 1000:.0f} / {listed * 1000:.0f} ms "
                f"({painted / bare:.2f}x / {listed / bare:.2f}x)",
            )
        )
        paired = statistics.median(
            a / b for a, b in zip(wall[f"painted {count}"], wall["bare"], strict=True)
        )
        paired_listed = statistics.median(
            a / b for a, b in zip(wall[f"listed {count}"], wall["bare"], strict=True)
        )
        figures.append(
            (
                f"{count} saved games: painted / listed, median of the {runs} paired runs",
                f"{paired:.2f}x / {paired_listed:.2f}x",
            )
        )
        # The processor time until then varies far less than the wall-clock time when
        # the machine is busy (other programs wait for the processors too).
        painted_cpu = statistics.median(cpu[f"painted {count}"])
        listed_cpu = statistics.median(cpu[f"listed {count}"])
        figures.append(
            (
                f"{count} saved games: processor time painted / listed",
                f"{painted_cpu * 1000:.0f} / {listed_cpu * 1000:.0f} ms "
                f"({painted_cpu / bare_cpu:.2f}x / {listed_cpu / bare_cpu:.2f}x)",
            )
        )
    figures.append(("load average before / after the runs", f"{load_before}; {load_after}"))
    return figures


if __name__ == "__main__":
    for label, value in run():
        print(f"  {label}: {value}", flush=True)
