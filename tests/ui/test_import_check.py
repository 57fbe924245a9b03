"""PySide's import check, answered sooner: the same answer for every module the app loads."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import ModuleType

import blocky.ui
from blocky.core import text
from blocky.games.blocky_mountains import seating
from blocky.ui import quicken_import_check
from blocky.ui.kit import widgets

# In a fresh process: the app's screens, its stores and rules, and everything PySide and
# the standard library bring with them, loaded as the app loads them.
_ANSWERS = """
import sys
import blocky.ui.shell.main_window, blocky.ui.shell.library, blocky.store.peek
import blocky.ui.games.blocky_mountains.game_screen, blocky.ui.games.montgolfiere.game_screen
feature = sys.modules["shibokensupport.feature"]
quick = feature._mod_uses_pyside
original = quick.pyside_check
modules = [m for m in list(sys.modules.values()) if isinstance(m, type(sys))]
differ = [m.__name__ for m in modules if quick(m) != original(m)]
uses = [m.__name__ for m in modules if original(m)]
print(len(modules), len(uses), differ)
"""


def test_every_loaded_module_gets_the_answer_pysides_own_check_gives() -> None:
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", _ANSWERS],
        cwd=root,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split(maxsplit=2)
    modules, uses, differ = int(out[0]), int(out[1]), out[2].strip()
    assert modules > 200
    # The app's screens name PySide6, the standard library does not: both answers occur.
    assert 20 < uses < modules
    assert differ == "[]"


def test_the_check_is_replaced_once_and_falls_back_for_modules_without_a_source() -> None:
    feature = sys.modules["shibokensupport.feature"]
    quick = feature._mod_uses_pyside
    assert quick.pyside_check is not None
    assert quicken_import_check() is True
    assert feature._mod_uses_pyside is quick  # not wrapped twice
    # The standard library is answered without reading it; the app's own files are read.
    assert quick(sys.modules["json"]) is False
    for module in (widgets, blocky.ui, text, seating):
        source = Path(str(module.__file__)).read_text(encoding="utf-8")
        assert quick(module) is ("PySide6" in source)
    assert quick(widgets) is True
    assert quick(seating) is False
    # A module made in memory has no file: PySide's own check answers it.
    made = ModuleType("made_in_memory")
    assert quick(made) is quick.pyside_check(made) is False
