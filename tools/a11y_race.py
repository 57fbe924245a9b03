"""Open the app on a new two-player race (app draws), for checking what a screen reader
hears (see docs/accessibility.md and tools/atspi_listener.py).

    BLOCKY_DATA_DIR=/tmp/x BLOCKY_SETTINGS_DIR=/tmp/x QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 \\
        .venv/bin/python tools/a11y_race.py

The saved games go to $BLOCKY_DATA_DIR (use an empty folder). Keys then play the game as
always: 1-9 the listed choices, M mastered, F failed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.i18n import install_translators
from blocky.ui.shell.app import configure_application
from blocky.ui.shell.library import open_library
from blocky.ui.shell.main_window import MainWindow


def main() -> int:
    folder = os.environ.get("BLOCKY_DATA_DIR")
    if not folder:
        print("Set BLOCKY_DATA_DIR to an empty folder for the saved games.", file=sys.stderr)
        return 2
    app = QApplication(sys.argv)
    configure_application(app)
    install_translators(app, "en")
    window = MainWindow(open_library(Path(folder)))
    window.resize(1360, 880)
    window.show()
    setup = Setup.race([("Ann", "white"), ("Ben", "black")], draws=Draws.APP, seed=21)
    if not window.start_game(setup):
        print("The race could not be started.", file=sys.stderr)
        return 1
    window.activateWindow()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
