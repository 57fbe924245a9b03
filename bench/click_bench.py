"""How long a player waits for a click to be answered on screen, per game and mode.

Whole games with fixed seeds are played by clicking the real main window's buttons
(``QTest.mouseClick``: press and release go through Qt's event delivery, the button's
``clicked`` runs the controller, which stores the action in SQLite, in a temporary folder
on disk, before anything changes on screen: the commit, in which SQLite writes the log and
waits for the disk to have it, ``synchronous = FULL``). Blocky Mountains is played through
its turn panel (race, team, solo full climb); Montgolfière through its card pad, Resolve,
the hook choices, the peek at the Baron's card and Next game.

What a click costs is what the player waits for until the screen shows its result:

1. the click itself: from just before the press until the window has processed every
   event the click caused, its posted events and layouts, zero-timers and the repaint of
   every widget it marked dirty (Qt paints an offscreen window when it processes its
   update request, as it does on a desktop). "Processed" is decided by Qt's event
   dispatcher: that part is over after an event-loop pass that dispatched nothing (no
   posted event, no timer, no window-system event). Nothing is installed in the app to
   watch it: an event filter on the application, which an earlier version counted events
   with, handed Python every event of the window, and its cost (about 0.6 ms of a click
   that shows a reveal) was timed as if the player waited for it;
2. when the click started an animation (a marker's walk, the balloons' glide), the first
   frame of it: from the animation clock's first tick until that frame, and whatever it
   posted, is processed and repainted. Qt's animation clock ticks every 16 ms, so that
   frame comes a frame after the click's own paint; the time between (the clock's wait,
   in which the app does nothing) is left out of the figure and printed apart, with the
   wall-clock time from the press to the first frame.

Part 2 is what an earlier version of this bench missed: it stopped at part 1, as a timer
that fires 16 ms later is not pending when the event loop has nothing to do. The slowest
clicks, those that start a walk, were thus timed without their costliest frame. The tick
is known by the animation moving on: each pass of the event loop is timed from its
start, and the first after which an animation's time changed is the tick's.

The figure of each mode is printed beside the same measure of a bare window whose button
sets a label, in the same process (the floor of any PySide6 window's click here), and
with the load average of the machine when it was taken. The clicks are also printed by
kind (an owl flip, a click that starts a walk or shows a reveal, a card entered, ...),
slowest first.

The rest of a walk or a glide is timed per frame: stepped to each frame's time (as the
animation clock does, every 16 ms) and the frame's update and repaint processed, as
above. A Montgolfière round is told sentence by sentence by a timer; each told step is
timed the same way (called at once rather than waited for).

Montgolfière's games are played in a process of their own, twice: offscreen and in a real
window (an X server of its own, Xvfb, and Qt's xcb platform: every repaint is also sent
to the X server, as on a desktop; without Xvfb a line says why). There the mouse is moved
onto each button first, and the press and the release are sent to the window, which finds
the widget under the point, as after a real click: ``QTest.mouseClick`` would handle every
posted event before returning, so what a click leaves to the event loop (its layouts and
its repaint) was timed, but not seen apart. It is printed apart now.

A second figure times clicks that come after an idle spell (a second without events):
the first write after a pause may wait for the disk longer than one in a row.

Every figure is taken twice where it can be: with Qt's offscreen platform, which paints
into memory, and in a real window (bench/real_window.py: an Xvfb screen of its own and
Qt's xcb platform), where every repaint is also sent to the X server and the next one
waits until the server has it. Without Xvfb (or not on Linux) a line says why and only
the offscreen figures are printed. The real window plays the Blocky Mountains games.

What a click makes the window do is counted too, in a replay of one game per mode that
is not timed (counting each event costs time): how many times the window is painted
(its update requests), how many widgets paint and how much of the window they cover,
and the layout requests. These counts do not depend on the machine's load.

The disk's part of each Blocky click is reported apart: the SQLite ``COMMIT``, timed by
the store around it (``Database.last_commit_seconds``), which is SQLite writing the log
and waiting for the disk. A slow disk shows there, not hidden by giving up durability.
(It was once timed with SQLite's trace callback, which runs Python for every statement,
the triggers' too: some 0.2 ms of each click that stores an attempt.)
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Fixed seeds: the same games on every run.
RACE_SEEDS = (11, 12, 13)
TEAM_SEEDS = (21, 22, 23)
SOLO_SEEDS = (31, 32)
#: Montgolfière: (players, the Baron plays, board, shuffle number, match target).
MONTGOLFIERE_GAMES: tuple[tuple[tuple[str, ...], bool, str, int, int | None], ...] = (
    (("Ana", "Ben", "Cleo"), True, "15", 11, None),
    (("Ana", "Ben", "Cleo", "Dan"), False, "12", 12, 20),
)
#: Clicks timed after an idle spell, and how long that spell is (seconds).
IDLE_CLICKS = 12
IDLE_SECONDS = 1.0
#: The window's size: the app's first-run size on a roomy screen.
WINDOW_SIZE = (1280, 820)
#: A click slower than this is counted, with how much of it was the save.
SLOW_MS = 50.0
#: Kinds of click printed apart, slowest first.
KINDS_SHOWN = 8
#: How long to wait at most for an animation's first tick (seconds).
FIRST_TICK_WAIT = 0.5


@dataclass
class Response:
    """One click as the player waits for it (ms): the click, the first frame of the
    animation it started (0 without one), the clock's wait between them and the
    wall-clock time from the press to the end; and the app thread's processor time."""

    click: float
    frame: float
    wait: float
    wall: float
    cpu: float
    animated: bool

    @property
    def total(self) -> float:
        return self.click + self.frame


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def _summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0, "p50": 0.0, "p99": 0.0, "max": 0.0}
    return {
        "n": len(values),
        "p50": statistics.median(values),
        "p99": _percentile(values, 99),
        "max": max(values),
    }


def load_average() -> str:
    """The machine's load over the last minute, as the figures beside it were taken."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except (AttributeError, OSError):  # not every system tells it
        return "unknown"


class Meter:
    """Times what the window does after an act: see the module's docstring.

    Made in a process with a QApplication; ``settle`` runs passes of the event loop until
    one dispatches nothing, as ``QAbstractEventDispatcher.processEvents`` answers (it
    returns whether it handled posted events, timers or window-system events)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QAbstractEventDispatcher, QEventLoop

        dispatcher = QAbstractEventDispatcher.instance()
        assert dispatcher is not None, "the meter needs a QApplication"
        self._dispatcher = dispatcher
        self._all = QEventLoop.ProcessEventsFlag.AllEvents

    def close(self) -> None:
        """Nothing is left installed: kept so that callers can say they are done."""

    def _pass(self) -> bool:
        """One pass of the event loop, not waiting: whether it dispatched anything."""
        return bool(self._dispatcher.processEvents(self._all))

    def settle(self) -> None:
        for _ in range(1000):
            if not self._pass():
                return
        raise RuntimeError("the window never settled")

    def respond(self, act: Callable[[], None], animations: list[Any]) -> Response:
        """Time ``act`` (a click) until its result and the first frame of any of
        ``animations`` it started are processed and repainted."""
        from PySide6.QtCore import QAbstractAnimation

        running = QAbstractAnimation.State.Running
        self.settle()
        start = time.perf_counter()
        start_cpu = time.thread_time()
        act()
        self.settle()
        settled = time.perf_counter()
        cpu = time.thread_time() - start_cpu
        moving = [a for a in animations if a.state() == running]
        if not moving:
            click = (settled - start) * 1000
            return Response(click, 0.0, 0.0, click, cpu * 1000, False)
        # The first frame: the clock's next tick (it moves the animation on), and
        # everything it causes. Each pass is timed from its start: the pass in which the
        # clock ticked began before the tick was handled.
        times = [a.currentTime() for a in moving]
        deadline = settled + FIRST_TICK_WAIT
        while True:
            tick_at = time.perf_counter()
            tick_cpu = time.thread_time()
            self._pass()
            if any(a.currentTime() != t for a, t in zip(moving, times, strict=True)):
                break
            if time.perf_counter() > deadline:
                raise RuntimeError("the animation clock never ticked")
            time.sleep(0.0002)
        self.settle()
        end = time.perf_counter()
        cpu += time.thread_time() - tick_cpu
        return Response(
            (settled - start) * 1000,
            (end - tick_at) * 1000,
            (tick_at - settled) * 1000,
            (end - start) * 1000,
            cpu * 1000,
            True,
        )

    def frames(self, animation: Any) -> list[float]:
        """Each further frame of ``animation`` (under way): stepped to its time, updated
        and repainted. It ends the animation."""
        animation.pause()
        out = []
        for ms in range(32, animation.duration() + 16, 16):
            start = time.perf_counter()
            animation.setCurrentTime(min(ms, animation.duration()))
            self.settle()
            out.append((time.perf_counter() - start) * 1000)
        animation.stop()
        self.settle()
        return out

    def timed(self, act: Callable[[], None]) -> float:
        """``act`` until processed and repainted (ms), nothing started by it waited for."""
        self.settle()
        start = time.perf_counter()
        act()
        self.settle()
        return (time.perf_counter() - start) * 1000


@dataclass
class Work:
    """What one click made the window do: paint passes (update requests of the window),
    widgets painted, the share of the window painted (0 to 1) and layout requests."""

    passes: int
    widgets: int
    share: float
    layouts: int


class WorkCounter:
    """Counts the paints and layouts an act causes (see the module's docstring); made
    in a process with a QApplication and a shown ``window``."""

    def __init__(self, window: Any) -> None:
        from PySide6.QtCore import QEvent, QObject, QPoint
        from PySide6.QtGui import QRegion
        from PySide6.QtWidgets import QWidget

        counter = self
        paint, update, layout = (
            QEvent.Type.Paint,
            QEvent.Type.UpdateRequest,
            QEvent.Type.LayoutRequest,
        )
        origin = QPoint(0, 0)

        class Filter(QObject):
            def eventFilter(self, watched: QObject, event: Any) -> bool:  # noqa: N802
                kind = event.type()
                if kind == paint and isinstance(watched, QWidget):
                    counter.widgets += 1
                    at = watched.mapTo(window, origin)
                    counter.region = counter.region.united(event.region().translated(at))
                elif kind == update:
                    counter.passes += 1
                elif kind == layout:
                    counter.layouts += 1
                return False

        self.window = window
        self.passes = self.widgets = self.layouts = 0
        self.region = QRegion()
        self._empty = QRegion
        self._filter = Filter()

    def count(self, act: Callable[[], None], meter: Meter) -> Work:
        """``act`` and everything it causes until the window is quiet, counted."""
        from PySide6.QtCore import QCoreApplication

        meter.settle()
        self.passes = self.widgets = self.layouts = 0
        self.region = self._empty()
        app = QCoreApplication.instance()
        assert app is not None
        app.installEventFilter(self._filter)
        try:
            act()
            meter.settle()
        finally:
            app.removeEventFilter(self._filter)
        whole = self.region.intersected(self.window.rect())
        area = sum(r.width() * r.height() for r in whole)
        size = max(1, self.window.width() * self.window.height())
        return Work(self.passes, self.widgets, area / size, self.layouts)


#: Blocky Mountains actions in words, for the kinds of click.
_BLOCKY_WORDS = {
    "ChoosePile": "choose a pile",
    "TakeRoute": "take the route",
    "ChangeRoute": "change the route",
    "TakeShortcut": "take a shortcut",
    "PlayOn": "play on",
    "ChooseVariant": "easy or difficult",
    "Fox": "feed the fox",
    "Retry": "retry",
    "AcceptFailure": "accept the failure",
    "FlipOwl": "owl flip",
}


def _blocky_kind(action: Any, walked: bool, revealed: bool) -> str:
    name = type(action).__name__
    if name == "Report":
        words = "mastered" if action.mastered else "not mastered"
    else:
        words = _BLOCKY_WORDS.get(name, name)
    if walked:
        words += ", starts a walk"
    if revealed:
        words += ", shows a reveal"
    return words


def _blocky_games() -> dict[str, list[tuple[Any, Any]]]:
    """The Blocky Mountains games played, per mode: (setup, the policy that plays it)."""
    from blocky.games.blocky_mountains.state import Setup
    from tests.ui.policies import race_policy, solo_policy, team_policy

    players = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")]
    crew = ["Mia", "Noah", "Olga", "Pit", "Ria"]
    return {
        "race": [(Setup.race(players, seed=s), race_policy) for s in RACE_SEEDS],
        "team": [(Setup.team(crew, seed=s), team_policy(s % 2 == 1)) for s in TEAM_SEEDS],
        "solo": [(Setup.solo("Ida", course="climb", seed=s), solo_policy) for s in SOLO_SEEDS],
    }


def _blocky_work(window: Any, meter: Meter, click: Callable[[Any], Callable[[], None]]) -> Any:
    """The first game of each mode replayed, each click's work counted (not timed)."""
    from PySide6.QtCore import QAbstractAnimation

    counter = WorkCounter(window)
    running = QAbstractAnimation.State.Running
    out: dict[str, dict[str, dict[str, float]]] = {}
    for mode, runs in _blocky_games().items():
        setup, policy = runs[0]
        assert window.start_game(setup)
        meter.settle()
        controller = window.controller
        assert controller is not None
        panel = window.game_screen.turn_panel
        done: set[str] = set()
        works: list[Work] = []
        while not controller.state.is_over:
            target = panel.button_for(policy(controller.state, done))
            assert target is not None
            works.append(counter.count(click(target), meter))
            animation = window.game_screen.board._animation  # noqa: SLF001
            if animation.state() == running:
                meter.frames(animation)
        out[mode] = {
            "passes": _summary([float(w.passes) for w in works]),
            "widgets": _summary([float(w.widgets) for w in works]),
            "share": _summary([100 * w.share for w in works]),
            "layouts": _summary([float(w.layouts) for w in works]),
        }
    return out


def bench_app(prefix: str = "blocky-bench-", folder: Path | None = None) -> tuple[Any, Path]:
    """The app's QApplication as it starts (English, light), with its settings under
    ``folder`` (None: a new temporary folder named with ``prefix``), and that folder."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from blocky.i18n import install_translators
    from blocky.ui.kit.theme import apply_scheme
    from blocky.ui.shell.app import configure_application

    app = QApplication(sys.argv[:1])
    configure_application(app)
    install_translators(app, "en")
    apply_scheme(app, "light")
    tmp = folder if folder is not None else Path(tempfile.mkdtemp(prefix=prefix))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "ini"))
    return app, tmp


def _child(*, work: bool = True) -> dict[str, Any]:
    """Every Blocky Mountains click timed, in this process's Qt platform (offscreen unless
    told); ``work``: the counted replay too."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QAbstractAnimation, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow

    app, tmp = bench_app("blocky-clicks-")
    meter = Meter()
    left = Qt.MouseButton.LeftButton

    def click(widget: QWidget) -> Callable[[], None]:
        return lambda: QTest.mouseClick(widget, left)

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
    meter.settle()
    floor = [meter.respond(click(button), []).total for _ in range(300)]
    bare.close()
    meter.settle()
    loads = {"floor": load_average()}

    library = open_library(tmp / "data")
    window = MainWindow(library)
    window.resize(*WINDOW_SIZE)
    window.show()
    meter.settle()

    games = _blocky_games()
    clicks: dict[str, list[Response]] = {}
    #: Per mode, every timed click with its save: (click, save) in ms.
    with_saves: dict[str, list[tuple[float, float]]] = {}
    kinds: dict[str, list[float]] = {}
    saves: list[float] = []
    walk_frames: list[float] = []
    idle: list[float] = []
    idle_saves: list[float] = []
    #: Per click, its commit: the log written and on the disk (ms).
    commits: list[float] = []
    running = QAbstractAnimation.State.Running
    for mode, runs in games.items():
        times: list[Response] = []
        pairs: list[tuple[float, float]] = []
        for setup, policy in runs:
            assert window.start_game(setup)
            meter.settle()
            controller = window.controller
            assert controller is not None
            game = controller.game
            play = game.play
            last_save = [0.0, 0.0, 0.0]
            # The commit as the store timed it (no callback on each statement, which
            # would add its own time to every click that stores an attempt).
            database = game._log.database  # noqa: SLF001

            def timed_play(
                action: Any,
                play: Any = play,
                last_save: list[float] = last_save,
                database: Any = database,
            ) -> Any:
                start = time.perf_counter()
                database.last_commit_seconds = 0.0
                try:
                    return play(action)
                finally:
                    last_save[1] = time.perf_counter()
                    last_save[0] = (last_save[1] - start) * 1000
                    last_save[2] = database.last_commit_seconds * 1000

            # The save (rules, the SQLite commit and its wait for the disk), timed inside the click.
            game.play = timed_play  # type: ignore[method-assign]
            panel = window.game_screen.turn_panel
            board = window.game_screen.board
            animations = [board._animation]  # noqa: SLF001
            done: set[str] = set()
            while not controller.state.is_over:
                action = policy(controller.state, done)
                target = panel.button_for(action)
                assert target is not None and target.isVisible(), action
                before = len(controller.game.timeline.actions)
                shown = board.reveal.reveal()
                pause = mode != "solo" and len(idle) < IDLE_CLICKS and before % 9 == 4
                if pause:
                    meter.settle()
                    time.sleep(IDLE_SECONDS)
                took = meter.respond(click(target), animations)
                assert len(controller.game.timeline.actions) > before, "the click did not play"
                commits.append(last_save[2])
                revealed = board.reveal.reveal() is not None and board.reveal.reveal() != shown
                if pause:
                    idle.append(took.total)
                    idle_saves.append(last_save[0])
                else:
                    times.append(took)
                    saves.append(last_save[0])
                    pairs.append((took.total, last_save[0]))
                    kind = _blocky_kind(action, took.animated, revealed)
                    kinds.setdefault(f"{mode}: {kind}", []).append(took.total)
                if board._animation.state() == running:  # noqa: SLF001
                    walk_frames.extend(meter.frames(board._animation))  # noqa: SLF001
        clicks[mode] = times
        with_saves[mode] = pairs
    loads["blocky"] = load_average()
    counted = _blocky_work(window, meter, click) if work else None
    window.close()
    library.close()
    return {
        "floor": _summary(floor),
        "loads": loads,
        "clicks": {mode: _summary([r.total for r in v]) for mode, v in clicks.items()},
        "parts": {
            mode: {
                "click": _summary([r.click for r in v]),
                "frame": _summary([r.frame for r in v if r.animated]),
                "wait": _summary([r.wait for r in v if r.animated]),
                "wall": _summary([r.wall for r in v]),
                "cpu": _summary([r.cpu for r in v]),
            }
            for mode, v in clicks.items()
        },
        "kinds": {kind: _summary(v) for kind, v in kinds.items()},
        "saves": _summary(saves),
        "idle": _summary(idle),
        "idle_saves": _summary(idle_saves),
        "walk": _summary(walk_frames),
        "slowest": {mode: max(pairs) for mode, pairs in with_saves.items()},
        "slow": [pair for pairs in with_saves.values() for pair in pairs if pair[0] > SLOW_MS],
        "commits": commits,
        "work": counted,
        "platform": QApplication.platformName(),
    }


# -- Montgolfière: a process of its own, offscreen and in a real window --------------------


class _Pointer:
    """The mouse as a player uses it on a Montgolfière window: moved onto a button first
    (not timed: the button shows it is under the pointer), then pressed and released there.

    The press and the release are sent to the window (its ``QWindow``), as the platform
    hands them to Qt: the window finds the widget under the point and delivers them. Unlike
    ``QTest.mouseClick``, which handles every posted event before it returns, nothing else
    is done then: what the click posted (layouts, its repaint) waits for the event loop,
    as after a real click, and is timed apart."""

    def __init__(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
        from PySide6.QtGui import QMouseEvent

        self._send = QCoreApplication.sendEvent
        self._event = QMouseEvent
        self._point = QPointF
        self._types = (
            QEvent.Type.MouseMove,
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonRelease,
        )
        self._left = Qt.MouseButton.LeftButton
        self._no_button = Qt.MouseButton.NoButton
        self._none = Qt.KeyboardModifier.NoModifier

    def _mouse(self, widget: Any, kind: int, button: Any, buttons: Any) -> None:
        top = widget.window()
        handle = top.windowHandle()
        assert handle is not None, "the window is not shown"
        local = self._point(widget.mapTo(top, widget.rect().center()))
        where = self._point(top.mapToGlobal(local.toPoint()))
        event = self._event(self._types[kind], local, local, where, button, buttons, self._none)
        self._send(handle, event)

    def aim(self, widget: Any) -> None:
        self._mouse(widget, 0, self._no_button, self._no_button)

    def click(self, widget: Any) -> Callable[[], None]:
        def press_and_release() -> None:
            self._mouse(widget, 1, self._left, self._left)
            self._mouse(widget, 2, self._left, self._no_button)

        return press_and_release


def _montgolfiere_child() -> dict[str, Any]:
    """Montgolfière's games in a main window of a process of their own, beside the floor:
    a bare window's button clicked the same way, in the same process."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow

    app, tmp = bench_app("blocky-balloons-")
    meter = Meter()
    pointer = _Pointer()

    bare = QWidget()
    bare.resize(*WINDOW_SIZE)
    lay = QVBoxLayout(bare)
    label = QLabel("0")
    button = QPushButton("Press")
    button.clicked.connect(lambda: label.setText(str(int(label.text()) + 1)))
    lay.addWidget(label)
    lay.addWidget(button)
    bare.show()
    QTest.qWaitForWindowExposed(bare)
    meter.settle()
    pointer.aim(button)
    floor = [meter.respond(pointer.click(button), []).total for _ in range(300)]
    bare.close()
    meter.settle()
    loads = {"floor": load_average()}

    library = open_library(tmp / "data")
    window = MainWindow(library)
    window.resize(*WINDOW_SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    meter.settle()
    data = _montgolfiere(window, meter, pointer)
    loads["clicks"] = load_average()
    window.close()
    library.close()
    meter.close()
    data.update(floor=_summary(floor), loads=loads, platform=app.platformName())
    return data


def _montgolfiere(window: Any, meter: Meter, pointer: _Pointer) -> dict[str, Any]:
    """Montgolfière games played through the window's buttons, every click timed."""
    from PySide6.QtCore import QAbstractAnimation

    from blocky.games.montgolfiere.setup import Setup
    from blocky.games.montgolfiere.state import Phase
    from blocky.ui.games.montgolfiere.game_screen import (
        CARDS_PAGE,
        HOOK_PAGE,
        RESULT_PAGE,
    )

    rng = random.Random(5)
    kinds: dict[str, list[float]] = {}
    everything: list[Response] = []
    #: Of each click, the part after the click's handlers returned: the events it posted,
    #: the layouts and the repaint (ms).
    posted: list[float] = []
    steps: list[Response] = []
    glide_frames: list[float] = []
    for names, baron, edition, seed, target in MONTGOLFIERE_GAMES:
        setup = Setup.of(list(names), baron=baron, edition=edition, seed=seed, target=target)
        assert window.start_game(setup, "montgolfiere")
        meter.settle()
        screen = window.game_screen
        controller = window.controller
        assert controller is not None
        glide = screen.sky._glide  # noqa: SLF001

        def finish_telling(screen: Any = screen, glide: Any = glide) -> None:
            # The round told step by step, each step timed as the timer would fire it.
            for _ in range(100):
                if not screen.telling:
                    return
                if screen._pending or screen._step_timer.isActive():  # noqa: SLF001
                    took = meter.respond(screen._next_step, [glide])  # noqa: SLF001
                    steps.append(took)
                if glide.state() == QAbstractAnimation.State.Running:
                    glide_frames.extend(meter.frames(glide))
                meter.settle()
            raise RuntimeError("the round was never told to its end")

        def timed(kind: str, widget: Any, glide: Any = glide) -> None:
            assert widget.isVisible() and widget.isEnabled(), kind
            pointer.aim(widget)
            press = pointer.click(widget)
            returned = [0.0]

            def act() -> None:
                start = time.perf_counter()
                press()
                returned[0] = (time.perf_counter() - start) * 1000

            took = meter.respond(act, [glide])
            everything.append(took)
            posted.append(max(0.0, took.click - returned[0]))
            name = kind + (", starts the glide" if took.animated else "")
            kinds.setdefault(name, []).append(took.total)
            finish_telling()

        peeked = False
        for _ in range(400):
            state = controller.state
            if state.phase is Phase.OVER:
                break
            page = screen.pages.currentIndex()
            if page == CARDS_PAGE:
                if not peeked and screen.peek_button.isEnabled():
                    peeked = True
                    timed("peek at the Baron's card", screen.peek_button)
                    if screen.show_card_button.isVisible():
                        timed("show the Baron's card", screen.show_card_button)
                        timed("hide the Baron's card", screen.show_card_button)
                    continue
                if screen._selected is not None:  # noqa: SLF001
                    enabled = [b for b in screen.pad.buttons.values() if b.isEnabled()]
                    timed("card entered", rng.choice(enabled))
                    continue
                timed("resolve", screen.resolve_button)
                peeked = False
            elif page == HOOK_PAGE:
                timed("hook choice", rng.choice(screen.hook_buttons))
            elif page == RESULT_PAGE:
                if not screen.next_game_button.isVisible():
                    break
                timed("next game", screen.next_game_button)
            else:
                finish_telling()
        else:
            raise RuntimeError("the Montgolfière game did not end")
    return {
        "clicks": _summary([r.total for r in everything]),
        "posted": _summary(posted),
        "cpu": _summary([r.cpu for r in everything]),
        "kinds": {kind: _summary(v) for kind, v in kinds.items()},
        "steps": _summary([r.total for r in steps]),
        "step": _summary([r.click for r in steps]),
        "frame": _summary([r.frame for r in steps if r.animated]),
        "wait": _summary([r.wait for r in steps if r.animated]),
        "glide": _summary(glide_frames),
    }


def _montgolfiere_run(env: dict[str, str]) -> dict[str, Any]:
    """The Montgolfière child's figures, run with ``env``."""
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as home:
        env = dict(env, XDG_CONFIG_HOME=home)
        out = subprocess.run(
            [sys.executable, "-m", "bench.click_bench", "--montgolfiere-child"],
            env=env,
            cwd=root,
            check=True,
            capture_output=True,
            text=True,
            timeout=1800,
        )
    data: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def _montgolfiere_figures(where: str, data: dict[str, Any]) -> list[tuple[str, str]]:
    floor = data["floor"]
    loads = data["loads"]
    rows = [
        (
            f"Montgolfière, {where}: bare window, a button that sets a label "
            f"(floor; load {loads['floor']})",
            _row(floor),
        ),
        (
            f"Montgolfière, {where}: every click to its result on screen "
            f"(load {loads['clicks']}; floor p99 {floor['p99']:.1f} ms)",
            _row(data["clicks"]),
        ),
        (
            "  of it: after the click's handlers returned (posted events, layouts, repaint)",
            _row(data["posted"]),
        ),
        ("  CPU time of the app's thread", _row(data["cpu"])),
        ("  by kind, slowest first", ""),
    ]
    rows.extend(_kind_rows(data["kinds"], len(data["kinds"])))
    rows.append(("  a told step of the round, with the glide's first frame", _row(data["steps"])))
    rows.append(("    of it: the step, processed and repainted", _row(data["step"])))
    rows.append(("    of it: the first frame of the glide it started", _row(data["frame"])))
    rows.append(("    not in it: the clock's wait before that frame", _row(data["wait"])))
    rows.append(("  balloons' glide, each further frame stepped", _row(data["glide"])))
    return rows


def montgolfiere_rows() -> list[tuple[str, str]]:
    """Montgolfière's clicks, offscreen and in a real window (an X server of its own,
    Qt's xcb platform): there every repaint is also sent to the X server, as on a
    desktop. Without one, a line says why."""
    from bench.real_window import NoRealDisplay, real_display

    offscreen = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    rows = _montgolfiere_figures("offscreen", _montgolfiere_run(offscreen))
    where = "in a real window (Xvfb)"
    try:
        with real_display() as env:
            data = _montgolfiere_run(env)
    except NoRealDisplay as why:
        rows.append((f"Montgolfière, {where}", f"not measured: {why}"))
    except subprocess.CalledProcessError as failed:
        said = (failed.stderr or "").strip().splitlines()
        reason = said[-1] if said else f"exit status {failed.returncode}"
        rows.append((f"Montgolfière, {where}", f"not measured: the window failed: {reason}"))
    else:
        rows.extend(_montgolfiere_figures(f"in a real window (Xvfb, {data['platform']})", data))
    return rows


def _row(summary: dict[str, float]) -> str:
    return (
        f"p50 {summary['p50']:.1f} ms, p99 {summary['p99']:.1f} ms, "
        f"max {summary['max']:.1f} ms ({summary['n']:.0f})"
    )


def _kind_rows(kinds: dict[str, dict[str, float]], shown: int) -> list[tuple[str, str]]:
    slowest = sorted(kinds.items(), key=lambda kv: -kv[1]["p99"])[:shown]
    return [(f"  {kind}", _row(summary)) for kind, summary in slowest]


def _measure(env: dict[str, str], *flags: str) -> dict[str, Any]:
    """The child's figures (see _child), measured in a process of its own with ``env``."""
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as home:
        env = dict(env, XDG_CONFIG_HOME=home)
        out = subprocess.run(
            [sys.executable, "-m", "bench.click_bench", "--child", *flags],
            env=env,
            cwd=root,
            check=True,
            capture_output=True,
            text=True,
            timeout=1800,
        )
    data: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


#: The modes in words.
_MODE_NAMES = {"race": "race, 4 players", "team": "team, 5 players", "solo": "solo full climb"}


def _work_rows(work: dict[str, dict[str, dict[str, float]]]) -> list[tuple[str, str]]:
    """What a click makes the window do, per mode (counted, not timed)."""
    rows = [("work per click, counted in a replay (not timed; the same on any machine)", "")]
    for mode, counts in work.items():

        def spread(what: str, unit: str = "", counts: dict[str, dict[str, float]] = counts) -> str:
            c = counts[what]
            return f"p50 {c['p50']:.0f}{unit}, max {c['max']:.0f}{unit}"

        rows.append(
            (
                f"  {_MODE_NAMES[mode]} ({counts['passes']['n']:.0f} clicks)",
                f"window painted {spread('passes')} times; widgets painted {spread('widgets')}; "
                f"share of the window painted {spread('share', ' %')}; "
                f"layout requests {spread('layouts')}",
            )
        )
    return rows


def _real_window_rows() -> list[tuple[str, str]]:
    """The Blocky Mountains clicks again, in a real window (an Xvfb screen, Qt's xcb
    platform); a line saying why when there is none here."""
    from bench.real_window import NoRealDisplay, real_display

    title = "in a real window (Xvfb, xcb platform)"
    try:
        with real_display() as env:
            data = _measure(env, "--timed-only")
    except NoRealDisplay as why:
        return [(title, f"not measured: {why}; the figures above are offscreen only")]
    except subprocess.CalledProcessError as failed:
        last = (failed.stderr or "").strip().splitlines()[-1:] or ["no message"]
        return [(title, f"not measured: the window could not be played ({last[0]})")]
    except subprocess.TimeoutExpired:
        return [(title, "not measured: the games in the real window did not end in time")]
    if data.get("platform") != "xcb":
        return [(title, f"not measured: Qt opened a {data.get('platform')} window, not xcb")]
    loads, floor = data["loads"], data["floor"]
    rows = [
        (title, "the same clicks and the same measure as above"),
        (
            f"  bare window, a button that sets a label (floor; load {loads['floor']})",
            _row(floor),
        ),
    ]
    for mode, summary in data["clicks"].items():
        parts = data["parts"][mode]
        rows.append(
            (
                f"  click to its result on screen, {_MODE_NAMES[mode]} (load {loads['blocky']}; "
                f"floor p99 {floor['p99']:.1f} ms)",
                _row(summary),
            )
        )
        rows.append(("    of it: the first frame of the walk it started", _row(parts["frame"])))
        rows.append(("    CPU time of the app's thread", _row(parts["cpu"])))
    rows.append(("  slowest kinds of click, race, team and solo", ""))
    rows.extend(("  " + label, value) for label, value in _kind_rows(data["kinds"], KINDS_SHOWN))
    rows.append(("  marker walk, each further frame stepped and repainted", _row(data["walk"])))
    return rows


def run() -> list[tuple[str, str]]:
    # Offscreen first, whatever display this process has: the real window is measured
    # apart, on a screen of its own (see _real_window_rows).
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    data = _measure(env)
    loads = data["loads"]
    floor = data["floor"]
    rows = [
        (
            "measured as",
            "from the press until the click's result is processed and repainted, with the "
            "first frame of any animation it starts (the clock's wait before that frame "
            "left out, printed apart); commit included; offscreen, then in a real window",
        ),
        (
            f"bare window, a button that sets a label (floor; load {loads['floor']})",
            _row(floor),
        ),
    ]
    for mode, summary in data["clicks"].items():
        rows.append(
            (
                f"click to its result on screen, {_MODE_NAMES[mode]} (load {loads['blocky']}; "
                f"floor p99 {floor['p99']:.1f} ms)",
                _row(summary),
            )
        )
        parts = data["parts"][mode]
        rows.append(("  of it: the click, processed and repainted", _row(parts["click"])))
        rows.append(("  of it: the first frame of the walk it started", _row(parts["frame"])))
        rows.append(("  not in it: the clock's wait before that frame", _row(parts["wait"])))
        rows.append(("  wall-clock, press to the first frame", _row(parts["wall"])))
        rows.append(("  CPU time of the app's thread", _row(parts["cpu"])))
    rows.append(("slowest kinds of click, race, team and solo", ""))
    rows.extend(_kind_rows(data["kinds"], KINDS_SHOWN))
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
    rows.append(("marker walk, each further frame stepped and repainted", _row(data["walk"])))
    rows.extend(_work_rows(data["work"]))
    rows.extend(_real_window_rows())
    rows.extend(montgolfiere_rows())
    rows.append(("targets", "click p99 <= 16 ms; every frame and told step <= 16 ms"))
    return rows


if __name__ == "__main__":
    if "--child" in sys.argv:
        print(json.dumps(_child(work="--timed-only" not in sys.argv)), flush=True)
    elif "--montgolfiere-child" in sys.argv:
        print(json.dumps(_montgolfiere_child()), flush=True)
    elif "--montgolfiere" in sys.argv:
        for label, value in montgolfiere_rows():
            print(f"  {label}: {value}", flush=True)
    else:
        for label, value in run():
            print(f"  {label}: {value}", flush=True)
