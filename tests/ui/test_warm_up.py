"""Qt's Python classes and the games' screens are made and imported while the app waits,
not during the first clicks and openings."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import tempfile
from pathlib import Path
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtWidgets import QApplication
import sys
from blocky.ui.kit.warm_up import MODULES
from blocky.ui.shell.library import open_library
from blocky.ui.shell.main_window import MainWindow

SCREENS = (
    "blocky.ui.games.blocky_mountains.game_screen",
    "blocky.ui.games.blocky_mountains.board_check",
    "blocky.ui.games.blocky_mountains.statistics.cards_tab",
    "blocky.ui.games.montgolfiere.game_screen",
)

def made():
    classes = all(name in m.__dict__ for m in MODULES for name in dir(m))
    return classes and all(name in sys.modules for name in SCREENS)

app = QApplication([])
folder = Path(tempfile.mkdtemp())
window = MainWindow(None)
window.show()
for _ in range(50):
    app.processEvents()
print("painted, no games", made())
window.attach_library(open_library(folder))
turns = 0
while not window._warm_up.done() and turns < 10000:
    app.processEvents()
    turns += 1
print("listed", made(), turns)
"""


def test_the_classes_and_screens_are_made_in_slices_after_the_games_are_listed() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    # Before the games are listed nothing is made, so the listing waits for nothing.
    assert out[0] == "painted, no games False"
    listed, made, turns = out[1].split()
    assert (listed, made) == ("listed", "True")
    # Many idle turns, a slice each: a click waits for one slice at most.
    assert int(turns) > 10
