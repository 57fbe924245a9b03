"""Start-up time of the app against a bare PySide6 window, measured in the same run.

Both are started as fresh processes, alternately, several times; each quits as soon as
its main window has been painted. The figure that matters is the ratio of the medians.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class Window(QMainWindow):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, app.quit)

app = QApplication(sys.argv)
window = Window()
window.resize(1280, 820)
window.show()
sys.exit(app.exec())
"""


#: Opening the saved games (store import and open), which the app does after its first
#: paint; timed as a process minus an empty interpreter.
OPEN_GAMES = [
    sys.executable,
    "-c",
    "import sys, pathlib; from blocky.ui.library import open_library; "
    "open_library(pathlib.Path(sys.argv[1])).close()",
]
EMPTY = [sys.executable, "-c", "pass"]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def _app_command(data_dir: Path) -> list[str]:
    script = Path(sys.executable).with_name("blocky-mountains")
    head = [str(script)] if script.exists() else [sys.executable, "-m", "blocky"]
    return [*head, "--quit-after-start", "--data-dir", str(data_dir)]


def _time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def run(runs: int = RUNS) -> list[tuple[str, str]]:
    env = _env()
    bare_cmd = [sys.executable, "-c", BARE_WINDOW]
    with tempfile.TemporaryDirectory() as tmp:
        app_cmd = _app_command(Path(tmp) / "data")
        # One warm-up each, so the first run's cold file cache does not decide.
        _time(bare_cmd, env)
        _time(app_cmd, env)
        bare: list[float] = []
        app: list[float] = []
        for _ in range(runs):
            bare.append(_time(bare_cmd, env))
            app.append(_time(app_cmd, env))
        store: list[float] = []
        for _ in range(runs):
            store.append(_time(OPEN_GAMES + [str(Path(tmp) / "data")], env) - _time(EMPTY, env))
    bare_med = statistics.median(bare)
    app_med = statistics.median(app)
    return [
        (
            f"bare PySide6 window, start to first paint (median of {runs})",
            f"{bare_med * 1000:.0f} ms",
        ),
        (f"blocky-mountains --quit-after-start (median of {runs})", f"{app_med * 1000:.0f} ms"),
        ("app start-up / bare window (target at most 1.3)", f"{app_med / bare_med:.2f}x"),
        (
            f"then, after the first paint: open the saved games (median of {runs})",
            f"{statistics.median(store) * 1000:.0f} ms",
        ),
    ]
