"""The desktop app's entry point: data folder, settings, scheme and the main window."""

from __future__ import annotations

import gc
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


def configure_application(app: object, *, icon: bool = True) -> None:
    """Name, version and desktop entry of the app; its window icon unless ``icon`` is
    False (run_app sets it just after the first paint: loading the SVG icon engine would
    delay that paint, and the window's content does not show the icon)."""
    from PySide6.QtWidgets import QApplication

    from blocky import APP_ID, APP_NAME, ORGANIZATION, __version__

    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    if icon:
        app.setWindowIcon(app_icon())


def app_icon() -> object:
    """The app's icon (the same SVG the desktop entry installs)."""
    from importlib import resources

    from PySide6.QtGui import QIcon

    from blocky import APP_ID

    path = resources.files("blocky.resources").joinpath("icons", f"{APP_ID}.svg")
    return QIcon(str(path))


def settle_after_start() -> None:
    """Right after the first paint: what start-up made (modules, classes, the start screen)
    lives as long as the app, so it moves out of the garbage collector's way
    (``gc.freeze``): later collections stay short, and so does quitting. Collection,
    paused by the command line during start-up, resumes."""
    gc.freeze()
    gc.enable()


def run_app(
    *,
    quit_after_start: bool = False,
    quit_when_ready: bool = False,
    data_dir: Path | None = None,
    language: str | None = None,
) -> int:
    """Show the main window and run until it closes. ``quit_after_start`` ends the app
    once the window is painted, ``quit_when_ready`` once the saved games are listed (both
    for start-up checks and bench/ui_bench.py)."""
    # Start-up speed (bench/ui_bench.py): everything up to window.show() delays the first
    # paint, so the saved games, the window icon and the question "is the desktop dark?"
    # come after it, and only the modules and Qt classes the start screen shows are loaded
    # before it. PySide's ``Qt`` namespace is not among them (see blocky/ui/widgets.py).
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from blocky.i18n import app_language, install_translators
    from blocky.ui.main_window import MainWindow
    from blocky.ui.theme import (
        FUSION_ARGUMENTS,
        apply_scheme,
        follow_system_scheme,
        use_remembered_palette,
    )

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        apply_scheme(app, "system")
    else:
        app = QApplication([*sys.argv, *FUSION_ARGUMENTS])
    configure_application(app, icon=False)
    settings = QSettings()
    if existing is None:
        # The scheme the desktop had last time; asked again right after the first paint.
        use_remembered_palette(app, settings)
    # Before any widget exists, so every text is created in the chosen language.
    install_translators(app, app_language(language))

    folder = data_folder(data_dir)
    window = MainWindow(None)
    window.restore_geometry_from(settings)
    opened: list[object] = []

    def open_games() -> None:
        library = open_games_or_explain(window, folder, modal=True)
        if library is None:
            app.exit(1)
            return
        opened.append(library)
        window.attach_library(library)
        if quit_when_ready:
            # Painted with the games listed, then the app ends.
            window.repaint()
            app.quit()

    def after_first_paint() -> None:
        follow_system_scheme(app, settings)
        # Follow the desktop when it switches between light and dark while the app runs.
        QGuiApplication.styleHints().colorSchemeChanged.connect(
            lambda _s: follow_system_scheme(app, settings)
        )
        app.setWindowIcon(app_icon())
        open_games()

    window.painted.connect(settle_after_start)
    if quit_after_start:
        # The start-up measurement: the window is shown and painted, then the app ends.
        window.painted.connect(lambda: QTimer.singleShot(0, app.quit))
    else:
        # The saved games open right after the first paint, so the window appears at once.
        # (The window emits ``painted`` once.)
        window.painted.connect(lambda: QTimer.singleShot(0, after_first_paint))
    window.show()
    try:
        return app.exec()
    finally:
        for library in opened:
            library.close()  # type: ignore[attr-defined]


def open_games_or_explain(parent: object, folder: Path, *, modal: bool) -> object | None:
    """Open the saved games, or explain in a dialog why not (never a traceback, never
    touching the file). Returns the library, or None."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox, QWidget

    from blocky import APP_NAME
    from blocky.ui.errors import error_text
    from blocky.ui.library import open_library, store_errors

    try:
        return open_library(folder)
    except store_errors() as exc:
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            APP_NAME,
            QCoreApplication.translate(
                "App",
                "Your games could not be opened, so the app stops here. Nothing was "
                "changed or deleted.",
            ),
            parent=parent if isinstance(parent, QWidget) else None,
        )
        box.setObjectName("storeErrorBox")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(error_text(exc))
        box.setDetailedText(str(folder))
        if modal:
            box.exec()
        else:
            box.open()
        return None
