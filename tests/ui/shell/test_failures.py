"""The app itself is safe: an error nobody expected is logged in the data folder and
answered with a message and a way out; the start screen never waits forever."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store
from blocky.ui.shell.failures import LOG_NAME, ErrorGuard, start_log, stop_log
from blocky.ui.shell.library import STORE_FILE

OPENING = "Opening your saved games\u2026"


@pytest.fixture
def log(data_dir: Path) -> Iterator[Path]:
    path = start_log(data_dir)
    assert path == data_dir / LOG_NAME
    yield path
    stop_log()


def _fail(*_args: object, **_kwargs: object) -> None:
    raise RuntimeError("the disk answered nonsense")


def test_a_game_list_that_fails_is_explained_and_new_games_still_start(  # type: ignore[no-untyped-def]
    qtbot, make_window, log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    store = window.library
    assert isinstance(store, Store)
    store.add_player("Ann", "white")
    monkeypatch.setattr(store, "unfinished_games", _fail)
    window.show_start()
    start = window.start_screen
    text = start.empty_label.text()
    assert start.empty_label.isVisible()
    assert "could not be listed" in text and "the disk answered nonsense" in text
    assert OPENING not in text
    assert not start.continue_button.isEnabled()
    assert start.restore_button.isVisible()
    written = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in written
    assert "RuntimeError: the disk answered nonsense" in written
    # New games still start: the buttons work.
    qtbot.mouseClick(start.mode_buttons["race"], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.new_game_page
    page = window.new_game_page
    page.set_race_players({"white": "Ann"})
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen
    assert window.controller is not None
    assert window.controller.state.setup.players == ("Ann",)


def test_a_damaged_row_never_leaves_the_start_screen_waiting(  # type: ignore[no-untyped-def]
    qtbot, make_window, data_dir: Path, log: Path
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    with Store.open(data_dir / STORE_FILE) as store:
        ids = [store.add_player("Ann", "white").id]
        store.create_game(Setup.race([("Ann", "white")], seed=1), ids)
    db = sqlite3.connect(data_dir / STORE_FILE)
    # A year below 1000 as an old import stored it: it cannot be read back.
    db.execute("UPDATE games SET updated_at = '1-01-01T10:00:00+00:00'")
    db.commit()
    db.close()
    window = make_window()
    start = window.start_screen
    assert start.empty_label.text() != OPENING
    # Either what can be read is listed, or the screen says it could not list it.
    if start.empty_label.isVisible():
        assert "could not be listed" in start.empty_label.text()
    assert start.restore_button.isVisible()
    qtbot.mouseClick(start.mode_buttons["solo"], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.new_game_page


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_button_shows_a_way_out_and_is_logged(  # type: ignore[no-untyped-def]
    qtbot, make_window, log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    quits: list[int] = []
    guard = ErrorGuard(
        back_to_start=window.show_start,
        quit_app=lambda: quits.append(1),
        parent_widget=lambda: window,
    )
    guard.install()
    try:
        monkeypatch.setattr(window.library, "players", _fail)
        qtbot.mouseClick(window.start_screen.mode_buttons["team"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: guard.box is not None and guard.box.isVisible())
        box = guard.box
        assert box is not None and box.objectName() == "unexpectedErrorBox"
        assert box.text() == "Something went wrong."
        assert "saved up to its last step" in box.informativeText()
        assert str(log) in box.informativeText()
        assert box.textFormat() is Qt.TextFormat.PlainText
        written = log.read_text(encoding="utf-8")
        assert "Traceback (most recent call last)" in written
        assert "RuntimeError: the disk answered nonsense" in written
        # A second error while the message is open is only logged.
        guard.handle(ValueError, ValueError("again"), None)
        assert guard.box is box
        assert "ValueError: again" in log.read_text(encoding="utf-8")

        back = box.findChild(QPushButton, "backButton")
        assert back is not None
        qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: guard.box is None)
        assert window.stack.currentWidget() is window.start_screen
        assert quits == []

        # Quit quits.
        guard.handle(RuntimeError, RuntimeError("later"), None)
        qtbot.waitUntil(lambda: guard.box is not None and guard.box.isVisible())
        quit_button = guard.box.findChild(QPushButton, "quitButton")
        qtbot.mouseClick(quit_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: quits == [1])
    finally:
        guard.uninstall()


def test_qt_warnings_go_to_the_log(qapp: QApplication, log: Path) -> None:
    from PySide6.QtCore import qWarning

    guard = ErrorGuard()
    guard.install()
    try:
        qWarning("a Qt warning for the log")
    finally:
        guard.uninstall()
    assert "Qt: a Qt warning for the log" in log.read_text(encoding="utf-8")


def test_a_database_that_fails_in_an_unexpected_way_is_explained(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, log: Path
) -> None:
    from PySide6.QtWidgets import QWidget

    from blocky.ui.shell import library
    from blocky.ui.shell.app import open_games_or_explain

    def broken_open(_path: object) -> None:
        raise IndexError("list index out of range")

    monkeypatch.setattr(Store, "open", broken_open)
    parent = QWidget()
    qtbot.addWidget(parent)
    answers: list[str] = []
    folder = tmp_path / "d"
    assert open_games_or_explain(parent, folder, modal=False, answered=answers.append) is None
    box = parent.findChild(QMessageBox, "storeErrorBox")
    assert box is not None and box.isVisible()
    assert "Nothing was changed or deleted" in box.text()
    assert "IndexError" in box.informativeText()
    assert str(folder / library.STORE_FILE) in box.informativeText()
    assert "IndexError: list index out of range" in log.read_text(encoding="utf-8")
    qtbot.mouseClick(box.findChild(QPushButton, "quitButton"), Qt.MouseButton.LeftButton)
    assert answers == ["quit"]


# The app's own command, with a store whose list of games fails: the start screen says
# so, still offers new games and the backups, and the log in the data folder has it.
PROBE = """
import json, sys
from blocky.store import Store

def fail(self, *args, **kwargs):
    raise RuntimeError("the disk answered nonsense")

Store.unfinished_games = fail
from blocky.ui.shell import main_window

notes = {}

class ProbedWindow(main_window.MainWindow):
    def attach_library(self, library):
        super().attach_library(library)
        start = self.start_screen
        notes.update(
            message=start.empty_label.text(),
            restore=start.restore_button.isVisible(),
            new_game=start.mode_buttons["race"].isEnabled(),
        )

main_window.MainWindow = ProbedWindow
from blocky.cli import main
code = main(sys.argv[1:])
print(json.dumps(notes))
sys.exit(code)
"""


def test_the_app_logs_in_its_data_folder_and_never_waits_on_a_failing_list(
    tmp_path: Path,
) -> None:
    import json
    import os
    import subprocess
    import sys

    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    data = tmp_path / "data"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--quit-when-ready", "--data-dir", str(data), "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    notes = json.loads(done.stdout.strip().splitlines()[-1])
    assert "could not be listed" in notes["message"] and OPENING not in notes["message"]
    assert notes["restore"] and notes["new_game"]
    written = (data / LOG_NAME).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in written
    assert "RuntimeError: the disk answered nonsense" in written


def test_what_is_logged_before_the_log_file_opens_is_written_first(data_dir: Path) -> None:
    """The app opens its log file with its saved games, after the first paint: an error
    before then is kept and written first, nothing lost."""
    from blocky.ui.shell.failures import hold_log, log_exception, log_file

    stop_log()
    hold_log()
    assert log_file() is None
    try:
        raise RuntimeError("before the first paint")
    except RuntimeError as exc:
        log_exception(exc, "An early failure")
    path = start_log(data_dir)
    assert path == data_dir / LOG_NAME and log_file() == path.absolute()
    try:
        raise ValueError("after the log opened")
    except ValueError as exc:
        log_exception(exc, "A later failure")
    stop_log()
    text = path.read_text(encoding="utf-8")
    assert "An early failure" in text and "before the first paint" in text
    assert text.index("An early failure") < text.index("A later failure")
    # Kept once only: a second start writes nothing held again.
    assert text.count("An early failure") == 1


def test_the_app_opens_its_log_file_once_its_games_are_listed(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from blocky.ui.shell.app import run_app\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from blocky.ui.shell.app import StartUp\n"
        "from pathlib import Path\n"
        f"s = StartUp(app, Path({str(tmp_path)!r}))\n"
        "print('before', 'logging.handlers' in sys.modules)\n"
        "s.open_games()\n"
        "print('listed', 'logging.handlers' in sys.modules)\n"
        "app.processEvents()\n"
        "print('opened', 'logging.handlers' in sys.modules, s.log is not None)\n"
        "s.close()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    ).stdout.split("\n")
    # Opened once the listed games are painted, not before.
    assert out[:3] == ["before False", "listed False", "opened True True"]


def test_an_error_before_the_log_opens_still_says_where_it_was_written(  # type: ignore[no-untyped-def]
    qtbot, data_dir: Path
) -> None:
    from blocky.ui.shell.failures import hold_log

    stop_log()
    hold_log()
    guard = ErrorGuard(quit_app=lambda: None, open_log=lambda: start_log(data_dir) and None)
    guard.install()
    try:
        guard.handle(RuntimeError, RuntimeError("too early"), None)
        qtbot.waitUntil(lambda: guard.box is not None and guard.box.isVisible())
        box = guard.box
        assert box is not None
        assert str(data_dir / LOG_NAME) in box.informativeText()
        assert "RuntimeError: too early" in (data_dir / LOG_NAME).read_text(encoding="utf-8")
        box.close()
    finally:
        guard.uninstall()
        stop_log()
