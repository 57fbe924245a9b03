"""One window per games folder: a second start brings the running window to the front.

Two real processes of the app on one games folder: the first is the app as it starts (a
probe script runs run_app and, once the games are listed, minimizes the window and says so);
the second is the plain command. The second ends at once without a window of its own, and
the first window comes back, in front and active.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket

from blocky.ui.shell.instance import hand_over, server_name, show_request, socket_path
from blocky.ui.shell.instance_server import InstanceServer

ROOT = Path(__file__).resolve().parents[3]

#: The first app: run_app as the command runs it; once the games are listed its window is
#: minimized and another window is the active one ("ready"); "front" is printed when the
#: app's window is shown again and active.
FIRST = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from blocky.ui.shell.app import run_app

state = {"ready": False}

def main_window():
    for widget in QApplication.topLevelWidgets():
        if type(widget).__name__ == "MainWindow" and widget.isVisible():
            return widget
    return None

def watch():
    window = main_window()
    if window is None or not window.has_library():
        return
    if "other" not in state:
        # Another window in front (as a browser would be), the app's own minimized.
        window.showMinimized()
        other = QWidget()
        other.setWindowTitle("another program")
        other.show()
        other.activateWindow()
        state["other"] = other
    elif not state["ready"]:
        if QApplication.activeWindow() is state["other"]:
            state["ready"] = True
            print("ready", flush=True)
    elif not window.isMinimized() and QApplication.activeWindow() is window:
        print("front", flush=True)
        QApplication.instance().quit()

timer = QTimer()
timer.setInterval(50)
timer.timeout.connect(watch)
QTimer.singleShot(0, timer.start)
sys.exit(run_app(data_dir=Path(sys.argv[1]), language="en"))
"""


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"BLOCKY_DATA_DIR"}}
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "BLOCKY_SETTINGS_DIR": str(tmp_path / "settings"),
        "PYTHONPATH": str(ROOT),
    }
    return env


def test_a_second_start_brings_the_running_window_to_the_front(tmp_path: Path) -> None:
    data = tmp_path / "games"
    env = _env(tmp_path)
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "ready", first.stderr.read() if first.stderr else ""
        second = subprocess.run(
            [sys.executable, "-m", "blocky", "--data-dir", str(data), "--lang", "en"],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            timeout=120,
        )
        # Handed over: no message, no error, no window of its own.
        assert second.returncode == 0, second.stderr
        assert second.stdout == "" and "already open" not in second.stderr
        out, err = first.communicate(timeout=120)
        assert out.strip() == "front", err
        assert first.returncode == 0, err
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()


def _start_first(tmp_path: Path, data: Path) -> subprocess.Popen[str]:
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(tmp_path),
        cwd=tmp_path,
    )
    assert first.stdout is not None
    assert first.stdout.readline().strip() == "ready", first.stderr.read() if first.stderr else ""
    return first


def test_a_start_the_stores_lock_refuses_hands_over_instead_of_a_message(
    qapp: object, tmp_path: Path
) -> None:
    """Two starts at the same moment: the one that does not get the games asks the other
    to show its window when the store's lock refuses it, and shows no message."""
    from PySide6.QtWidgets import QApplication

    from blocky.ui.shell.app import open_games_or_explain

    data = tmp_path / "games"
    first = _start_first(tmp_path, data)
    try:
        assert open_games_or_explain(
            None, data, modal=False, elsewhere=lambda: hand_over(data)
        ) is None
        boxes = [w for w in QApplication.topLevelWidgets() if w.objectName() == "storeErrorBox"]
        assert boxes == []
        out, err = first.communicate(timeout=120)
        assert out.strip() == "front", err
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()


def test_when_no_app_answers_the_start_says_why(qapp: object, tmp_path: Path) -> None:
    """The games held by a program that does not answer: the message of the store's lock."""
    from PySide6.QtWidgets import QApplication

    from blocky.ui.shell.app import open_games_or_explain
    from blocky.ui.shell.library import STORE_FILE

    data = tmp_path / "games"
    data.mkdir()
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from blocky.store import Store; s = Store.open(sys.argv[1]); "
         "print('held', flush=True); sys.stdin.read()", str(data / STORE_FILE)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=_env(tmp_path),
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert open_games_or_explain(
            None, data, modal=False, elsewhere=lambda: hand_over(data)
        ) is None
        boxes = [w for w in QApplication.topLevelWidgets() if w.objectName() == "storeErrorBox"]
        assert len(boxes) == 1 and boxes[0].isVisible()
        assert "already open in another window" in boxes[0].informativeText()
        boxes[0].done(0)
    finally:
        holder.kill()
        holder.wait()


def test_another_games_folder_is_another_window(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert server_name(tmp_path / "a") == server_name(tmp_path / "x" / ".." / "a")


def test_with_no_app_running_the_start_goes_on(qapp: object, tmp_path: Path) -> None:
    assert hand_over(tmp_path / "games") is False


@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe leaves no file behind")
def test_a_name_left_by_an_app_that_crashed_is_taken_over(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    folder = tmp_path / "games"
    path = socket_path(folder)
    assert path.parent == Path(QDir.tempPath())
    # What a killed app leaves: its socket file, with nobody listening.
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(path))
    dead.close()
    try:
        window = QWidget()
        qtbot.addWidget(window)
        server = InstanceServer(folder, window)
        assert server.listen()
        window.showMinimized()
        # A second start now reaches this one and gets the window shown.
        probe = QLocalSocket()
        probe.connectToServer(server.name)
        assert probe.waitForConnected(2000)
        probe.write(show_request(folder))
        qtbot.waitUntil(lambda: server.shown == 1, timeout=5000)
        assert not window.isMinimized()
        probe.abort()
        server.close()
    finally:
        path.unlink(missing_ok=True)


def test_a_running_app_keeps_its_name(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    first = InstanceServer(tmp_path / "games", window)
    assert first.listen()
    try:
        # Two starts at once: the later one finds the name answered and leaves it alone.
        assert not InstanceServer(tmp_path / "games", window).listen()
        assert first.server.isListening()
    finally:
        first.close()
