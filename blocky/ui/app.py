"""The desktop app's entry point: data folder, settings, scheme and the main window."""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_DIR_ENV = "BLOCKY_DATA_DIR"


def data_folder(explicit: Path | None = None) -> Path:
    """Where games live: ``--data-dir``, else $BLOCKY_DATA_DIR, else the system's app data folder."""
    if explicit is not None:
        return explicit
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env)
    from PySide6.QtCore import QStandardPaths

    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def configure_application(app: object) -> None:
    from PySide6.QtWidgets import QApplication

    from blocky import APP_ID, APP_NAME, ORGANIZATION, __version__

    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)


def run_app(*, quit_after_start: bool = False, data_dir: Path | None = None) -> int:
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from blocky import APP_NAME
    from blocky.ui.library import open_library, store_errors
    from blocky.ui.main_window import MainWindow
    from blocky.ui.placeholders import apply_scheme

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    configure_application(app)
    apply_scheme(app, "system")
    # Follow the desktop when it switches between light and dark while the app runs.
    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _s: apply_scheme(app, "system"))

    folder = data_folder(data_dir)
    try:
        library = open_library(folder)
    except store_errors() as exc:
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            APP_NAME,
            app.translate(
                "App",
                "Your games could not be opened, so the app stops here. Nothing was changed or "
                "deleted.",
            ),
        )
        box.setTextFormat(box.textFormat().PlainText)
        box.setInformativeText(str(exc))
        box.setDetailedText(str(folder))
        if not quit_after_start:
            box.exec()
        return 1

    window = MainWindow(library)
    window.restore_geometry_from(QSettings())
    if quit_after_start:
        # Quit from the event loop once the first frame is on screen.
        window.painted.connect(lambda: QTimer.singleShot(0, app.quit))
    window.show()
    try:
        return app.exec()
    finally:
        library.close()
