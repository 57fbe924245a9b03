"""Start-up time of the app against a bare PySide6 window, measured in the same run.

Every figure is a whole fresh process, interpreter start included, timed from its start to the
moment it reports on its standard output (painted, or games listed), not to its exit.
The bare window and the app are started alternately, several times, so a busy moment of
the machine hits both; the figure that matters is the ratio of the medians (issue #4:
at most 1.3). Each process quits as soon as its main window has been painted (reported
once the whole paint is done, the window's children and all); for the app that is the
real start screen (toolbar, title, new-game buttons), and the saved games are listed
right after it. A second figure times the app until they are listed and
painted (``--quit-when-ready``), with a few unfinished games in its data folder: listed
from a first look at the file (blocky/store/peek.py), laid out and painted before the
store opens. The same process goes on to open the store and reports that moment too,
for reference (from then on a game can be continued). A third process, for reference, is the bare window that also asks for the desktop's colour scheme
(BARE_WINDOW_WITH_QT_ENUMS): what naming PySide's ``Qt`` namespace costs, which is why
the app asks only after its first paint. A fourth, also for reference, is the bare window
that loads PySide as the app's screens do (``import blocky.ui`` first: PySide's support code
taken from the bytecode cache, see blocky/ui/shim.py): part of the app's lead over the
bare window is that loading, which any PySide program could do, and this shows how much.

Every workaround of a library's internals the app keeps (blocky/ui/shim.py) is measured
here too, in the same alternation: the app started with ``BLOCKY_NO_SHIMS=1`` right after
the app as it is, and the gain is the median of the paired differences, in wall-clock and
processor time before the first paint. A workaround stays only while it gains at least
10 ms there.

Bytecode: an installed app runs from compiled bytecode (pip compiles the package when it
installs it, the one-folder build ships .pyc files). A checkout run with
PYTHONDONTWRITEBYTECODE=1 would instead compile every module of the app on each start,
which the bare window, having no modules of its own, never pays. So both get a private
bytecode cache (PYTHONPYCACHEPREFIX in a temporary folder), filled by the warm-up runs.

Screens (:func:`screens`): in one process with the real main window on saved games of
some size (:data:`SCREEN_SESSIONS` solo trainings, a Montgolfière match of
:data:`LONG_GAME_ACTIONS` actions), each screen is timed from the press that opens it
until it is processed and painted, with everything it posted (click_bench.Meter, the
same measure as a click's): Check your board, the statistics and their Cards tab, every
new-game page, a full climb and a team game from B started, the long game opened. Each
is opened :data:`SCREEN_RUNS` times, back on the start screen between; the first opening
(nothing kept yet) is printed apart from the median of the others. Beside them, in the
same process: a bare window showing a new page (the floor) and the load average. The
process loads only what the window loads (the saved games are made by another one) and
waits for the window's warm-up (blocky/ui/kit/warm_up.py) before the first press, as a
player's first press comes a moment after the games are listed. The screens are timed
twice, in fresh processes: offscreen, and in a real window on an X server of the bench's
own (Xvfb and Qt's xcb platform, bench/real_window.py), where every repaint also goes to
the display; where no X server can be started, a line says why.
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

RUNS = 21
#: The environment variable that turns the shims off (blocky/ui/shim.py; not imported here,
#: which would load PySide in the bench's own process).
SWITCH = "BLOCKY_NO_SHIMS"

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def report():
    import time
    print(f"painted at {time.time():.6f} cpu {time.process_time():.6f}", flush=True)
    app.quit()

class Window(QMainWindow):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            # Once the whole paint is done (as the app reports it).
            QTimer.singleShot(0, report)

app = QApplication(sys.argv)
window = Window()
window.resize(1280, 820)
window.show()
sys.exit(app.exec())
"""

#: For reference only: the bare window that also asks Qt whether the desktop is dark. The
#: answer is a Qt.ColorScheme, and the first use of the Qt namespace makes PySide build all
#: its enums (93 Python enum classes, 1,195 members; PySide has no option to avoid that
#: since 6.6). The app paints first in the scheme it saw last time and asks right after
#: (blocky/ui/kit/theme.py), and names nothing else of the namespace before that paint.
BARE_WINDOW_WITH_QT_ENUMS = BARE_WINDOW.replace(
    "app = QApplication(sys.argv)\n",
    "app = QApplication(sys.argv)\napp.styleHints().colorScheme()\n",
)

#: For reference only: the bare window, PySide loaded the way the app loads it.
BARE_WINDOW_LOADED_AS_THE_APP = "import blocky.ui\n" + BARE_WINDOW

#: Unfinished games in the data folder for the "ready" figure: one of each mode.
SAVED_GAMES = 3
#: Screens: solo trainings in the saved games, how long the long game is, and how many
#: times each screen is opened.
SCREEN_SESSIONS = 1000
LONG_GAME_ACTIONS = 1000
SCREEN_RUNS = 5


def _env(pycache: Path, home: Path) -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    # The app's settings (window geometry, language) go to a private file, not the user's.
    env["XDG_CONFIG_HOME"] = str(home / "config")
    return env


def _app_command(data_dir: Path, *flags: str) -> list[str]:
    script = Path(sys.executable).with_name("blocky-mountains")
    head = [str(script)] if script.exists() else [sys.executable, "-m", "blocky"]
    return [*head, *flags, "--data-dir", str(data_dir)]


def _seed_games(data_dir: Path) -> None:
    """A race, a team game and a solo training, each a few turns in, as the app keeps them."""
    from blocky.games.blocky_mountains.game import legal_actions
    from blocky.games.blocky_mountains.state import Setup
    from blocky.store import Store
    from blocky.ui.shell.library import STORE_FILE

    data_dir.mkdir(parents=True, exist_ok=True)
    with Store.open(data_dir / STORE_FILE) as store:
        race = [("Mia", "white"), ("Leo", "orange"), ("Ada", "violet")]
        setups = [
            (Setup.race(race, seed=1), [store.add_player(n, c).id for n, c in race]),
            (
                Setup.team(["Noah", "Ella"], seed=2),
                [store.add_player(n).id for n in ("Noah", "Ella")],
            ),
            (Setup.solo("Ida", course="A", seed=3), [store.add_player("Ida").id]),
        ]
        for setup, ids in setups[:SAVED_GAMES]:
            game = store.create_game(setup, ids)
            for _ in range(12):
                if game.finished:
                    break
                # The first legal action: deterministic, and never ends a game this early.
                game.play(legal_actions(game.state)[0])


def _shim_status(env: dict[str, str]) -> str:
    """What the shim does in a start with ``env`` (after a first start filled the cache)."""
    script = "import blocky.ui\nfrom blocky.ui import shim\nprint(shim.status)"
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", script], env=env, check=True, capture_output=True, timeout=120
        )
    return done.stdout.decode(errors="replace").strip()


def _time(command: list[str], env: dict[str, str], what: str = "") -> tuple[float, float]:
    """Seconds from starting the process to the moment it reports ("painted at T cpu C",
    "ready at T cpu C" or, with ``what``, that one, on its standard output: wall-clock
    time, and the processor time the process had used by then): the time to the painted
    window or the listed games, not including the process's quitting after it. The
    processor time varies far less than the wall-clock time when the machine is busy."""
    start = time.time()
    done = subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)
    for line in done.stdout.decode(errors="replace").splitlines():
        said, _, rest = line.partition(" at ")
        if said == what or (not what and said in ("painted", "ready")):
            moment, _, cpu = rest.partition(" cpu ")
            return float(moment) - start, float(cpu)
    raise RuntimeError(f"{command[-1]!r} did not report when it was painted")


def run(runs: int = RUNS) -> list[tuple[str, str]]:
    """The start-up figures, then the screens'."""
    return startup(runs) + screens()


def startup(runs: int = RUNS) -> list[tuple[str, str]]:
    with tempfile.TemporaryDirectory() as tmp:
        env = _env(Path(tmp) / "pycache", Path(tmp))
        data = Path(tmp) / "data"
        _seed_games(data)
        commands = {
            "bare": [sys.executable, "-c", BARE_WINDOW],
            "reference": [sys.executable, "-c", BARE_WINDOW_WITH_QT_ENUMS],
            "loaded": [sys.executable, "-c", BARE_WINDOW_LOADED_AS_THE_APP],
            "painted": _app_command(data, "--quit-after-start"),
            "no shims": _app_command(data, "--quit-after-start"),
            "ready": _app_command(data, "--quit-when-ready"),
        }
        envs = {name: env for name in commands}
        envs["no shims"] = {**env, SWITCH: "1"}
        shim_status = _shim_status(env)
        wall: dict[str, list[float]] = {name: [] for name in commands}
        cpu: dict[str, list[float]] = {name: [] for name in commands}
        opened: list[float] = []
        # One warm-up each: fills the bytecode cache, and the first run's cold file cache
        # does not decide.
        for name, command in commands.items():
            _time(command, envs[name])
        for _ in range(runs):
            for name, command in commands.items():
                w, c = _time(command, envs[name])
                wall[name].append(w)
                cpu[name].append(c)
            opened.append(_time(commands["ready"], env, "opened")[0])
    bare, reference, loaded, painted, ready = (
        statistics.median(wall[n]) for n in ("bare", "reference", "loaded", "painted", "ready")
    )
    cpu_bare, cpu_painted, cpu_ready = (
        statistics.median(cpu[n]) for n in ("bare", "painted", "ready")
    )
    # Each app run right after its bare run: a slow spell of the machine hits both.
    paired = statistics.median(a / b for a, b in zip(wall["painted"], wall["bare"], strict=True))
    paired_ready = statistics.median(
        a / b for a, b in zip(wall["ready"], wall["bare"], strict=True)
    )
    # Each run without the shims right after the app with them.
    shim_wall = statistics.median(
        a - b for a, b in zip(wall["no shims"], wall["painted"], strict=True)
    )
    shim_cpu = statistics.median(
        a - b for a, b in zip(cpu["no shims"], cpu["painted"], strict=True)
    )
    return [
        (f"bare PySide6 window, start to first paint (median of {runs})", f"{bare * 1000:.0f} ms"),
        (
            f"blocky-mountains, start to the painted start screen (median of {runs})",
            f"{painted * 1000:.0f} ms",
        ),
        ("start screen / bare window (target at most 1.2)", f"{painted / bare:.2f}x"),
        ("start screen / bare window, median of the paired runs", f"{paired:.2f}x"),
        (
            f"blocky-mountains, start until {SAVED_GAMES} saved games are listed (median of {runs})",
            f"{ready * 1000:.0f} ms",
        ),
        ("games listed / bare window (target at most 1.5)", f"{ready / bare:.2f}x"),
        ("games listed / bare window, median of the paired runs", f"{paired_ready:.2f}x"),
        (
            f"for reference: until the saved games are open, a game can be continued "
            f"(median of {runs})",
            f"{statistics.median(opened) * 1000:.0f} ms "
            f"({statistics.median(opened) / bare:.2f}x)",
        ),
        (
            "processor time until then: bare window / start screen / games listed",
            f"{cpu_bare * 1000:.0f} / {cpu_painted * 1000:.0f} / {cpu_ready * 1000:.0f} ms "
            f"({cpu_painted / cpu_bare:.2f}x, {cpu_ready / cpu_bare:.2f}x)",
        ),
        (
            "for reference: bare window that asks Qt for the colour scheme (builds the Qt "
            "namespace, which the app does after its first paint) / bare window",
            f"{reference / bare:.2f}x",
        ),
        (
            "for reference: bare window with PySide loaded as the app loads it (support code "
            "from the bytecode cache) / bare window; start screen and games listed / it",
            f"{loaded / bare:.2f}x; {painted / loaded:.2f}x and {ready / loaded:.2f}x",
        ),
        (
            f"shim: PySide's support-code cache ({shim_status}), gain before the first "
            f"paint, median of {runs} paired runs against {SWITCH}=1 (stays at 10 ms or more)",
            f"{shim_wall * 1000:.1f} ms wall-clock, {shim_cpu * 1000:.1f} ms processor time",
        ),
        (
            "measured as",
            "fresh processes, from start to the moment each reports (interpreter start "
            "included, quitting not), bytecode cached",
        ),
    ]


def _screens_data(data_dir: Path) -> int:
    """The saved games the screens are opened on; the long game's id."""
    import random

    from bench import stats_bench
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup
    from blocky.games.montgolfiere.simulate import random_action
    from blocky.store import Store
    from blocky.ui.shell.library import STORE_FILE

    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / STORE_FILE
    stats_bench._bulk_database(path, sessions=SCREEN_SESSIONS, templates=40)  # noqa: SLF001
    rng = random.Random(3)
    names = ["Ana", "Ben", "Cleo"]
    with Store.open(path) as store:
        ids = [store.add_player(n).id for n in names]
        game = store.create_game(BalloonSetup.of(names, edition="15", seed=4, target=999), ids)
        for _ in range(LONG_GAME_ACTIONS):
            if game.finished:
                break
            game.play(random_action(game.state, rng))
        return game.id


def _screens_child(data_dir: Path, long_game: int) -> dict[str, Any]:
    """The screens timed in a process that, like the app, has loaded only the window's
    modules before (the data was made by another process), once the window's warm-up
    is over, as it is when a player first presses something."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QDialog, QLabel, QStackedWidget

    from bench.click_bench import WINDOW_SIZE, Meter, bench_app, load_average
    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow

    app, _ = bench_app(folder=data_dir)
    meter = Meter()

    # The floor: a bare window showing a page it had not shown yet.
    bare = QStackedWidget()
    bare.resize(*WINDOW_SIZE)
    bare.addWidget(QLabel("start"))
    bare.show()
    meter.settle()
    floor: list[float] = []
    for n in range(SCREEN_RUNS * 4):
        page = QLabel(f"page {n}")
        bare.addWidget(page)
        floor.append(meter.timed(lambda page=page: bare.setCurrentWidget(page)))
        bare.setCurrentIndex(0)
        bare.removeWidget(page)
        page.deleteLater()
        meter.settle()
    bare.close()
    meter.settle()

    library = open_library(data_dir / "data")
    window = MainWindow(library)
    window.resize(*WINDOW_SIZE)
    window.show()
    meter.settle()
    while not window.warmed_up():
        app.processEvents()
    meter.settle()
    # The setups of the games started below (the rules load here, as the new-game page's
    # Start would have them loaded already).
    from blocky.games.blocky_mountains.state import Setup

    def close_dialogs() -> None:
        for dialog in window.findChildren(QDialog):
            if dialog.isVisible():
                dialog.reject()
        meter.settle()

    def statistics_then_cards() -> None:
        # The statistics open on another tab: the Cards tab is shown anew.
        window.show_statistics()
        window.statistics_page.tabs.setCurrentIndex(0)
        meter.settle()

    def cards_tab() -> None:
        page = window.statistics_page
        tabs = page.tabs
        index = next(i for i in range(tabs.count()) if tabs.tabText(i) == "Cards")
        tabs.setCurrentIndex(index)

    crew = ["Mia", "Noah", "Olga", "Pit", "Ria"]
    screens: list[tuple[str, Callable[[], None], Callable[[], None]]] = [
        ("Check your board (the dialog)", window.check_board, close_dialogs),
        ("statistics, first tab", window.show_statistics, window.show_start),
        ("the Cards tab of the statistics", cards_tab, window.show_start),
    ]
    for mode in ("race", "team", "solo"):
        screens.append(
            (
                f"new-game page, Blocky Mountains {mode}",
                lambda mode=mode: window.show_new_game(mode, game="blocky-mountains"),
                window.show_start,
            )
        )
    for mode in ("game", "match"):
        screens.append(
            (
                f"new-game page, Montgolfière {mode}",
                lambda mode=mode: window.show_new_game(mode, game="montgolfiere"),
                window.show_start,
            )
        )
    seeds = iter(range(100, 200))
    screens += [
        (
            "a full climb started (solo)",
            lambda: _started(
                window.start_game(Setup.solo("Ida", course="climb", seed=next(seeds)))
            ),
            window.show_start,
        ),
        (
            "a team game from B started",
            lambda: _started(window.start_game(Setup.team(crew, start="B", seed=next(seeds)))),
            window.show_start,
        ),
        (
            f"a {LONG_GAME_ACTIONS:,}-action game opened (Montgolfière match)",
            lambda: _started(window.open_game(long_game)),
            window.show_start,
        ),
    ]
    out: dict[str, dict[str, float]] = {}
    for label, open_it, leave in screens:
        times = []
        for _ in range(SCREEN_RUNS):
            if label.startswith("the Cards tab"):
                statistics_then_cards()
            times.append(meter.timed(open_it))
            leave()
            meter.settle()
        out[label] = {
            "first": times[0],
            "median": statistics.median(times[1:]),
            "max": max(times),
        }
    load = load_average()
    window.close()
    library.close()
    return {
        "floor": {"median": statistics.median(floor), "max": max(floor)},
        "screens": out,
        "load": load,
    }


def _started(ok: bool) -> None:
    if not ok:
        raise RuntimeError("the game did not open")


def _screens_run(root: Path, tmp: str, env: dict[str, str], long_game: int) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "bench.ui_bench", "--screens", str(long_game), tmp],
        env=env,
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    data: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def _screens_rows(data: dict[str, Any], where: str) -> list[tuple[str, str]]:
    floor = data["floor"]
    rows = [
        (
            f"screens, {where} (load {data['load']}; {SCREEN_SESSIONS:,} trainings saved): "
            "bare window showing a new page (floor)",
            f"median {floor['median']:.1f} ms, max {floor['max']:.1f} ms",
        )
    ]
    for label, figures in data["screens"].items():
        rows.append(
            (
                f"  {label}, press to painted and quiet",
                f"first {figures['first']:.0f} ms, then median {figures['median']:.0f} ms, "
                f"max {figures['max']:.0f} ms ({SCREEN_RUNS} openings; floor "
                f"{floor['median']:.1f} ms)",
            )
        )
    return rows


def screens() -> list[tuple[str, str]]:
    """Each screen from the press that opens it to its painted and quiet first showing,
    offscreen and in a real window (an X server of its own, bench/real_window.py), each
    in a fresh process on the same saved games."""
    from bench.real_window import NoRealDisplay, real_display

    root = Path(__file__).resolve().parents[1]
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = _env(Path(tmp) / "pycache", Path(tmp))
        made = subprocess.run(
            [sys.executable, "-m", "bench.ui_bench", "--screens-data", tmp],
            env=env,
            cwd=root,
            check=True,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        long_game = int(made.stdout.strip().splitlines()[-1])
        # A first run fills the bytecode cache, as an installed app has it.
        offscreen = {**env, "QT_QPA_PLATFORM": "offscreen"}
        _screens_run(root, tmp, offscreen, long_game)
        rows += _screens_rows(_screens_run(root, tmp, offscreen, long_game), "offscreen")
        try:
            with real_display() as display:
                real = {**env, **{k: display[k] for k in ("DISPLAY", "QT_QPA_PLATFORM")}}
                real.pop("WAYLAND_DISPLAY", None)
                rows += _screens_rows(
                    _screens_run(root, tmp, real, long_game), "real window (Xvfb, xcb)"
                )
        except NoRealDisplay as reason:
            rows.append(("screens, real window", f"not measured: {reason}"))
    rows.append(("  target", "every screen <= 200 ms on a quiet machine, first opening included"))
    return rows


if __name__ == "__main__":
    if "--screens-data" in sys.argv:
        print(_screens_data(Path(sys.argv[-1]) / "data"), flush=True)
    elif "--screens" in sys.argv:
        print(json.dumps(_screens_child(Path(sys.argv[-1]), int(sys.argv[-2]))), flush=True)
    else:
        for label, value in run():
            print(f"  {label}: {value}", flush=True)
