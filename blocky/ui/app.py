"""The desktop app's entry point."""

from __future__ import annotations

import sys
from pathlib import Path


def run_app(*, quit_after_start: bool = False, data_dir: Path | None = None) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    from blocky import APP_ID, APP_NAME, ORGANIZATION, __version__

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    window = QMainWindow()
    window.setWindowTitle(APP_NAME)
    window.resize(1200, 800)
    window.show()
    if quit_after_start:
        QTimer.singleShot(0, app.quit)
    return app.exec()
