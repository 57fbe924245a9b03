"""Start-up: the real command paints the real start screen before it loads the rules, the
store or the charts, and lists the saved games right after (issue #4, bench/ui_bench.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from blocky import APP_NAME, ORGANIZATION
from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.store import Store
from blocky.ui.kit.theme import dark_palette, light_palette, use_palette
from blocky.ui.shell.library import STORE_FILE

# Runs the app's own command line in a fresh interpreter, with a main window that notes,
# at its first paint and when the games arrive, what is on screen and which modules are
# loaded.
PROBE = """
import gc, json, sys
import PySide6.QtCore
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from blocky.ui.shell import main_window

notes = {}

def seen(window):
    start = window.start_screen
    return {
        "modules": sorted(sys.modules),
        "start_screen_shown": window.stack.currentWidget() is start,
        "visible": sorted(
            w.objectName() for w in (
                window.toolbar, start.mode_buttons["race"], start.mode_buttons["team"],
                start.mode_buttons["solo"], start.empty_label, start.continue_button,
                start.statistics_button, start.board_button,
            ) if w.isVisible()
        ),
        "message": start.empty_label.text() if start.empty_label.isVisible() else "",
        "rows": len(start.game_rows()) if start._games_list is not None else 0,
        "row_names": [
            r.accessibleName() for r in start.game_rows()
        ] if start._games_list is not None else [],
        "current_row": start._games_list.currentRow() if start._games_list is not None else -1,
        "style": QApplication.style().name(),
        "window_colour": QApplication.palette().color(QPalette.ColorRole.Window).name(),
        # PySide builds its Qt namespace (93 enum classes) when something first names it.
        "qt_namespace_built": "Qt" in vars(PySide6.QtCore),
        "gc_enabled": gc.isenabled(),
        "gc_frozen": gc.get_freeze_count(),
    }

class ProbedWindow(main_window.MainWindow):
    def paintEvent(self, event):
        if not self._painted:
            notes["painted"] = seen(self)
        super().paintEvent(event)

    def paint_now(self):
        super().paint_now()
        notes.setdefault("listed", seen(self))

    def attach_library(self, library):
        super().attach_library(library)
        notes["ready"] = seen(self)

main_window.MainWindow = ProbedWindow
from blocky.cli import main
code = main(sys.argv[1:])
print(json.dumps(notes))
sys.exit(code)
"""

#: Loaded only when a game, the new-game page or the statistics are opened.
NOT_BEFORE_THE_FIRST_PAINT = (
    "blocky.games.blocky_mountains",
    "blocky.store",
    "sqlite3",
    "PySide6.QtCharts",
    "blocky.ui.games.blocky_mountains.game_screen",
    "blocky.ui.games.blocky_mountains.new_game",
    "blocky.ui.games.blocky_mountains.statistics",
    "blocky.ui.games.blocky_mountains.controller",
)


#: What the first look at the saved games loads of the store (blocky/store/peek.py), on
#: a file as the app left it at its last close: its rows are kept beside it then
#: (blocky/store/checked.py), so not even the schema's versions are loaded.
FIRST_LOOK = {
    "blocky.store",
    "blocky.store.checked",
    "blocky.store.database",
    "blocky.store.errors",
    "blocky.store.games",
    "blocky.store.peek",
    "blocky.store.values",
}


def settings_file(tmp_path: Path) -> Path:
    """The app's settings file under the probe's XDG_CONFIG_HOME."""
    return tmp_path / "config" / ORGANIZATION / f"{APP_NAME}.conf"


def run_probed(tmp_path: Path, *args: str) -> dict[str, dict[str, object]]:
    # The settings where the app keeps them on this system (here under the probe's own
    # XDG_CONFIG_HOME), not in the test run's folder.
    env = {
        **{k: v for k, v in os.environ.items() if k != "BLOCKY_SETTINGS_DIR"},
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args, "--data-dir", str(tmp_path / "data"), "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    notes: dict[str, dict[str, object]] = json.loads(done.stdout.strip().splitlines()[-1])
    return notes


def loaded(modules: object, prefix: str) -> list[str]:
    assert isinstance(modules, list)
    return [m for m in modules if m == prefix or m.startswith(prefix + ".")]


def remember_scheme(tmp_path: Path, scheme: str) -> None:
    """Settings as a start after the first one leaves them: the desktop's scheme noted."""
    settings_file(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_file(tmp_path).write_text(f"[appearance]\nsystemScheme={scheme}\n", encoding="utf-8")


def test_first_paint_is_the_start_screen_without_rules_store_or_charts(tmp_path: Path) -> None:
    remember_scheme(tmp_path, "light")
    notes = run_probed(tmp_path, "--quit-after-start")
    painted = notes["painted"]
    assert painted["start_screen_shown"]
    assert painted["visible"] == sorted(
        [
            "mainToolbar",
            "newRaceButton",
            "newTeamButton",
            "newSoloButton",
            "emptyLabel",
            "continueButton",
            "statisticsButton",
            "boardCheckButton",
        ]
    )
    assert painted["message"] == "Opening your saved games\u2026"
    # Fusion and the app's own palette (light: the headless platform reports no dark scheme).
    assert painted["style"] == "fusion"
    assert painted["window_colour"] == light_palette().color(QPalette.ColorRole.Window).name()
    for name in NOT_BEFORE_THE_FIRST_PAINT:
        assert loaded(painted["modules"], name) == [], name
    # Nothing on the way to the first paint names PySide's Qt namespace (about 40 ms).
    assert painted["qt_namespace_built"] is False
    # Python's garbage collector works as Python's own all along.
    assert painted["gc_enabled"] is True
    # --quit-after-start ends there: the saved games were never opened.
    assert "ready" not in notes
    assert not (tmp_path / "data" / STORE_FILE).exists()


def test_saved_games_are_listed_right_after_the_first_paint(tmp_path: Path) -> None:
    players = [("Ann", "white"), ("Ben", "orange")]
    (tmp_path / "data").mkdir()
    with Store.open((tmp_path / "data").joinpath(STORE_FILE)) as store:
        ids = [store.add_player(n, c).id for n, c in players]
        store.create_game(Setup.race(players, seed=1), ids)
        store.create_game(Setup.solo("Ann", seed=2), ids[:1])
        # A game of the other game too, the Baron flying.
        store.create_game(BalloonSetup.of(["Ann", "Ben"], baron=True, seed=3), ids)
    # A start after the first one: the desktop's scheme is remembered (the very first
    # start asks the desktop before it paints).
    remember_scheme(tmp_path, "light")
    notes = run_probed(tmp_path, "--quit-when-ready")
    assert loaded(notes["painted"]["modules"], "blocky.store") == []
    # Right after the first paint, the games are listed from a first look at the file
    # (blocky/store/peek.py) and painted, before the store opens, before the rules load
    # and before PySide's Qt namespace is built...
    listed = notes["listed"]
    # (The Blocky Mountains tab lists its own two games; the other game's is on its tab.)
    assert listed["rows"] == 2
    assert listed["message"] == ""
    assert set(loaded(listed["modules"], "blocky.store")) == FIRST_LOOK
    # Nor the records' module (its dataclasses) or urllib (a file URI is written without).
    for name in ("blocky.core.record", "dataclasses", "urllib"):
        assert loaded(listed["modules"], name) == [], name
    assert loaded(listed["modules"], "blocky.games.blocky_mountains.state") == []
    assert loaded(listed["modules"], "blocky.games.montgolfiere.setup") == []
    assert listed["qt_namespace_built"] is False
    ready = notes["ready"]
    # ... and the store's own list, right after, shows the same rows, the same one chosen.
    assert ready["row_names"] == listed["row_names"]
    assert ready["current_row"] == listed["current_row"] == 0
    # Python's own collector, nothing frozen out of its way.
    assert ready["gc_enabled"] is True
    assert ready["gc_frozen"] == 0
    assert ready["start_screen_shown"]
    assert ready["rows"] == 2
    assert ready["message"] == ""
    assert loaded(ready["modules"], "blocky.store") != []
    # Listing needs neither playing, statistics nor export, nor the rules' actions and
    # events: they load when a game is opened or a screen needs them.
    for name in (
        "blocky.store.playing",
        "blocky.games.blocky_mountains.statistics",
        "blocky.store.exchange",
        "blocky.games.blocky_mountains.storage.derive",
        "blocky.games.blocky_mountains.actions",
        "blocky.games.blocky_mountains.events",
        "_strptime",
    ):
        assert loaded(ready["modules"], name) == [], name


def test_the_first_paint_uses_the_remembered_scheme_and_checks_it_right_after(
    tmp_path: Path,
) -> None:
    window = QPalette.ColorRole.Window
    dark, light = dark_palette().color(window).name(), light_palette().color(window).name()
    # The desktop was dark when the app last looked; the headless platform reports no
    # dark scheme now (as a desktop switched to light while the app was closed).
    remember_scheme(tmp_path, "dark")
    notes = run_probed(tmp_path, "--quit-when-ready")
    assert notes["painted"]["window_colour"] == dark
    assert notes["ready"]["window_colour"] == light
    assert "systemScheme=light" in settings_file(tmp_path).read_text(encoding="utf-8")
    # The next start paints in the scheme now remembered.
    notes = run_probed(tmp_path, "--quit-after-start")
    assert notes["painted"]["window_colour"] == light


def test_the_very_first_start_asks_for_the_scheme_before_it_paints(tmp_path: Path) -> None:
    assert not settings_file(tmp_path).exists()
    notes = run_probed(tmp_path, "--quit-after-start")
    # No scheme seen yet: the first window must not flash in the wrong colours, so the
    # app asks Qt before painting, this once, and remembers the answer.
    painted = notes["painted"]
    assert painted["qt_namespace_built"] is True
    assert painted["window_colour"] == light_palette().color(QPalette.ColorRole.Window).name()
    assert "systemScheme=light" in settings_file(tmp_path).read_text(encoding="utf-8")
    notes = run_probed(tmp_path, "--quit-after-start")
    assert notes["painted"]["qt_namespace_built"] is False


def test_use_palette_switches_the_scheme_and_keeps_the_style(qapp: QApplication) -> None:
    style = qapp.style().name()
    window = QPalette.ColorRole.Window
    use_palette(qapp, "dark")
    assert qapp.palette().color(window) == dark_palette().color(window)
    use_palette(qapp, "light")
    assert qapp.palette().color(window) == light_palette().color(window)
    assert qapp.style().name() == style
