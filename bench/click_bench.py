"""How long a click on the turn panel takes to be answered on screen, per game mode.

Whole games with fixed seeds are played by clicking the real main window's turn panel
buttons (``QTest.mouseClick``: press and release go through Qt's event delivery, the
button's ``clicked`` runs the controller, which stores the action in SQLite, in a
temporary folder on disk, before anything changes on screen: the commit, in which SQLite
writes the log and waits for the disk to have it, ``synchronous = FULL``).
A click is timed from just before the press until the window has processed every event
the click caused, its posted events, zero-timers and the repaint of every widget it
marked dirty (Qt paints an offscreen window when it processes its update request, as it
does on a desktop). "Processed" is decided by an event filter on the application that
counts delivered events: the click is over after an event-loop pass in which nothing was
delivered but the animation clock's tick. A walk of a marker that the click started is
part of the click only while its frames fall into that time.

The same loop, in the same process, times a bare window whose button sets a label: the
floor of what any PySide6 window costs per click here.

The marker's walk is timed per frame: the walk is stepped to each frame's time (as the
animation clock does, every 16 ms over the walk's 300 ms) and the frame's update and
repaint processed, as above.

A second figure times clicks that come after an idle spell (a second without events):
the first write after a pause may wait for the disk longer than one in a row.

The slowest click of each mode is shown with the part of it that went to the save (the
rules, the commit and its flush). A click over :data:`SLOW_MS` is counted too, with the
same share: a disk that makes one commit wait for it shows there, apart from the
screen's own work.

The disk's part of each click is reported apart: the time from the start of the SQLite
``COMMIT`` (SQLite's trace callback) to the save's end, which is the commit writing the log
and waiting for the disk. A slow disk shows there, not hidden by giving up durability.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: Fixed seeds: the same games on every run.
RACE_SEEDS = (11, 12, 13)
TEAM_SEEDS = (21, 22, 23)
SOLO_SEEDS = (31, 32)
#: Clicks timed after an idle spell, and how long that spell is (seconds).
IDLE_CLICKS = 12
IDLE_SECONDS = 1.0
#: The window's size: the app's first-run size on a roomy screen.
WINDOW_SIZE = (1280, 820)
#: A click slower than this is counted, with how much of it was the save.
SLOW_MS = 50.0


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def _summary(values: list[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "p50": statistics.median(values),
        "p99": _percentile(values, 99),
        "max": max(values),
    }


def _child() -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimerEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

    from blocky.games.blocky_mountains.state import Setup
    from blocky.i18n import install_translators
    from blocky.ui.kit.theme import apply_scheme
    from blocky.ui.shell.app import configure_application
    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow
    from tests.ui.policies import race_policy, solo_policy, team_policy

    app = QApplication(sys.argv[:1])
    configure_application(app)
    install_translators(app, "en")
    apply_scheme(app, "light")
    tmp = Path(tempfile.mkdtemp(prefix="blocky-clicks-"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "ini"))

    class Counter(QObject):
        """Counts delivered events, leaving out the animation clock's own ticks."""

        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            # isinstance, not event.type(): the filter sees every event of the app, and
            # making an enum member of each type would add to what is measured.
            if not isinstance(event, QTimerEvent) or (
                watched.metaObject().className() != "QUnifiedTimer"
            ):
                self.count += 1
            return False

    counter = Counter()
    app.installEventFilter(counter)

    def settle() -> None:
        for _ in range(1000):
            before = counter.count
            QCoreApplication.processEvents()
            if counter.count == before:
                return
        raise RuntimeError("the window never settled")

    cpu: list[float] = []

    def timed(act: Callable[[], None]) -> float:
        settle()
        start = time.perf_counter()
        start_cpu = time.thread_time()
        act()
        settle()
        cpu.append((time.thread_time() - start_cpu) * 1000)
        return (time.perf_counter() - start) * 1000

    # The floor: a bare window whose button sets a label.
    bare = QWidget()
    bare.resize(*WINDOW_SIZE)
    lay = QVBoxLayout(bare)
    label = QLabel("0")
    button = QPushButton("Press")
    presses = [0]

    def on_press() -> None:
        presses[0] += 1
        label.setText(str(presses[0]))

    button.clicked.connect(on_press)
    lay.addWidget(label)
    lay.addWidget(button)
    bare.show()
    settle()
    floor = [timed(lambda: QTest.mouseClick(button, Qt.MouseButton.LeftButton)) for _ in range(300)]
    bare.close()
    settle()

    library = open_library(tmp / "data")
    window = MainWindow(library)
    window.resize(*WINDOW_SIZE)
    window.show()
    settle()

    players = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")]
    crew = ["Mia", "Noah", "Olga", "Pit", "Ria"]
    games = {
        "race": [(Setup.race(players, seed=s), race_policy) for s in RACE_SEEDS],
        "team": [(Setup.team(crew, seed=s), team_policy(s % 2 == 1)) for s in TEAM_SEEDS],
        "solo": [(Setup.solo("Ida", course="climb", seed=s), solo_policy) for s in SOLO_SEEDS],
    }
    clicks: dict[str, list[float]] = {}
    #: Per mode, every timed click with its save: (click, save) in ms.
    with_saves: dict[str, list[tuple[float, float]]] = {}
    clicks_cpu: dict[str, list[float]] = {}
    saves: list[float] = []
    walk_frames: list[float] = []
    idle: list[float] = []
    idle_saves: list[float] = []
    #: Per click, its commit: the log written and on the disk (ms).
    commits: list[float] = []
    for mode, runs in games.items():
        times: list[float] = []
        pairs: list[tuple[float, float]] = []
        cpu.clear()
        for setup, policy in runs:
            assert window.start_game(setup)
            settle()
            controller = window.controller
            assert controller is not None
            game = controller.game
            play = game.play
            last_save = [0.0, 0.0, 0.0]
            commit_at = [0.0]

            def traced(sql: str, commit_at: list[float] = commit_at) -> None:
                if sql == "COMMIT":
                    commit_at[0] = time.perf_counter()

            game._log.database.db.set_trace_callback(traced)  # noqa: SLF001

            def timed_play(
                action: Any,
                play: Any = play,
                last_save: list[float] = last_save,
                commit_at: list[float] = commit_at,
            ) -> Any:
                start = time.perf_counter()
                commit_at[0] = 0.0
                try:
                    return play(action)
                finally:
                    last_save[1] = time.perf_counter()
                    last_save[0] = (last_save[1] - start) * 1000
                    last_save[2] = (last_save[1] - commit_at[0]) * 1000 if commit_at[0] else 0.0

            # The save (rules, the SQLite commit and its wait for the disk), timed inside the click.
            game.play = timed_play  # type: ignore[method-assign]
            panel = window.game_screen.turn_panel
            done: set[str] = set()
            while not controller.state.is_over:
                action = policy(controller.state, done)
                target = panel.button_for(action)
                assert target is not None and target.isVisible(), action
                before = len(controller.game.timeline.actions)
                pause = mode != "solo" and len(idle) < IDLE_CLICKS and before % 9 == 4
                if pause:
                    settle()
                    time.sleep(IDLE_SECONDS)
                took = timed(lambda t=target: QTest.mouseClick(t, Qt.MouseButton.LeftButton))
                assert len(controller.game.timeline.actions) > before, "the click did not play"
                commits.append(last_save[2])
                (idle if pause else times).append(took)
                (idle_saves if pause else saves).append(last_save[0])
                if not pause:
                    pairs.append((took, last_save[0]))
                if pause:
                    cpu.pop()
                board = window.game_screen.board
                if board.is_animating():
                    walk_frames.extend(_walk(board, settle))
        clicks[mode] = times
        with_saves[mode] = pairs
        clicks_cpu[mode] = list(cpu)
    window.close()
    library.close()
    return {
        "floor": _summary(floor),
        "clicks": {mode: _summary(v) for mode, v in clicks.items()},
        "cpu": {mode: _summary(v) for mode, v in clicks_cpu.items()},
        "saves": _summary(saves),
        "idle": _summary(idle),
        "idle_saves": _summary(idle_saves),
        "walk": _summary(walk_frames),
        "slowest": {mode: max(pairs) for mode, pairs in with_saves.items()},
        "slow": [pair for pairs in with_saves.values() for pair in pairs if pair[0] > SLOW_MS],
        "commits": commits,
    }


def _walk(board: Any, settle: Callable[[], None]) -> list[float]:
    """Each frame of the walk under way: stepped to its time, updated and repainted."""
    animation = board._animation  # noqa: SLF001
    animation.pause()
    out = []
    for ms in range(16, animation.duration() + 16, 16):
        start = time.perf_counter()
        animation.setCurrentTime(min(ms, animation.duration()))
        settle()
        out.append((time.perf_counter() - start) * 1000)
    settle()
    return out


def _row(summary: dict[str, float]) -> str:
    return (
        f"p50 {summary['p50']:.1f} ms, p99 {summary['p99']:.1f} ms, "
        f"max {summary['max']:.1f} ms ({summary['n']:.0f})"
    )


def run() -> list[tuple[str, str]]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as home:
        env["XDG_CONFIG_HOME"] = home
        out = subprocess.run(
            [sys.executable, "-m", "bench.click_bench", "--child"],
            env=env,
            cwd=root,
            check=True,
            capture_output=True,
            text=True,
            timeout=1800,
        )
    data = json.loads(out.stdout.strip().splitlines()[-1])
    rows = [("bare window, a button that sets a label (floor)", _row(data["floor"]))]
    names = {"race": "race, 4 players", "team": "team, 5 players", "solo": "solo full climb"}
    for mode, summary in data["clicks"].items():
        rows.append((f"click to processed and repainted, {names[mode]}", _row(summary)))
    for mode, summary in data["cpu"].items():
        rows.append((f"  the same clicks, CPU time of the app's thread, {mode}", _row(summary)))
    rows.append(
        ("  of a click: the save (rules, commit and its disk wait), all modes", _row(data["saves"]))
    )
    rows.append(
        (
            "  of the save: the commit, SQLite writing the log and waiting for the disk "
            "(every change on the disk before the screen shows it)",
            _row(_summary(data["commits"])),
        )
    )
    for mode, (took, save) in data["slowest"].items():
        rows.append((f"  slowest click, {mode}", f"{took:.1f} ms, of it the save {save:.1f} ms"))
    slow = data["slow"]
    rows.append(
        (
            f"  clicks over {SLOW_MS:.0f} ms",
            f"{len(slow)}"
            + (
                f", {sum(t for t, _ in slow):.0f} ms in all, of it the save "
                f"{sum(s for _, s in slow):.0f} ms"
                if slow
                else ""
            ),
        )
    )
    rows.append((f"click after {IDLE_SECONDS:.0f} s idle (race and team)", _row(data["idle"])))
    rows.append(("  of it: the save", _row(data["idle_saves"])))
    rows.append(("marker walk, one frame stepped, updated and repainted", _row(data["walk"])))
    rows.append(("targets", "click p50 < 8 ms, p99 < 16 ms; every frame < 8 ms"))
    return rows


if __name__ == "__main__":
    if "--child" in sys.argv:
        print(json.dumps(_child()), flush=True)
    else:
        for label, value in run():
            print(f"  {label}: {value}", flush=True)
