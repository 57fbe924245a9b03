"""The desktop app's entry point: data folder, settings, scheme and the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # Types only: start-up imports Qt's and the app's modules where they are first used.
    from PySide6.QtGui import QIcon

    from blocky.ui.shell.library import Library

DATA_DIR_ENV = "BLOCKY_DATA_DIR"
# At quitting, how long the saved games may take to close (SQLite copies its log into
# the file, which waits for the disk) before the app says what it is saving (seconds).
QUIT_WAIT_S = 2.0
# How long the app then waits more, with the message shown, before it ends anyway:
# every action played is on the disk already, and the next start finishes the copy.
QUIT_MESSAGE_S = 20.0


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

    from blocky import APP_ID, APP_NAME, ORGANIZATION, ORGANIZATION_DOMAIN, __version__
    from blocky.ui.kit.settings import use_location_from_environment

    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    # macOS names the settings file after the domain (io.github.blockymountains...plist).
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    use_location_from_environment()
    if icon:
        app.setWindowIcon(app_icon())


def style_arguments(platform: str, styles: list[str] | None = None) -> tuple[str, ...]:
    """Qt's command-line option for the widget style the app starts with on ``platform``
    (``sys.platform``): the native style where it draws the app's light and dark palettes,
    Fusion where it does not. ``styles`` are the style names Qt has there (asked only on
    Windows).

    - Windows 11: its own style (Qt's "windows11"), which draws with the palette, dark
      included; no option is needed, Qt chooses it.
    - Windows 10 ("windowsvista"): Fusion. That style paints buttons, headers and tabs with
      the system's light theme whatever the palette, so the dark scheme and the chosen
      colours would be unreadable.
    - macOS: Fusion. The "macos" style takes its colours from the system's appearance, not
      from the app's palette: a dark scheme chosen in the settings on a light Mac (or the
      app's own colours of players and cards on buttons) would not show.
    - Linux and the rest: Fusion, which is what Qt itself picks there without a desktop's
      theme plugin, and the look the tests and screenshots check.

    >>> style_arguments("linux")
    ('-style', 'Fusion')
    >>> style_arguments("win32", ["windows11", "windowsvista", "Windows", "Fusion"])
    ()
    >>> style_arguments("win32", ["windowsvista", "Windows", "Fusion"])
    ('-style', 'Fusion')
    """
    from blocky.ui.kit.theme import FUSION_ARGUMENTS

    if platform == "win32":
        if styles is None:
            from PySide6.QtWidgets import QStyleFactory

            styles = QStyleFactory.keys()
        if "windows11" in (name.lower() for name in styles):
            return ()
    return FUSION_ARGUMENTS


def app_icon() -> QIcon:
    """The app's icon (the same SVG the desktop entry installs)."""
    from importlib import resources

    from PySide6.QtGui import QIcon

    from blocky import APP_ID

    path = resources.files("blocky.resources").joinpath("icons", f"{APP_ID}.svg")
    return QIcon(str(path))


def report_moment(what: str) -> None:
    """For the start-up measurement (--quit-after-start, --quit-when-ready): the wall-clock
    time at which the window was painted or the games listed, and the processor time spent
    until then, on standard output, so the benchmark times that moment and not the app's
    quitting after it. Nobody reading any more (a closed pipe, a closed console) is no
    error of the app's: the start goes on, and ends as asked."""
    import contextlib
    import time

    with contextlib.suppress(OSError, ValueError):
        print(f"{what} at {time.time():.6f} cpu {time.process_time():.6f}", flush=True)


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
    # before it. PySide's ``Qt`` namespace is not among them (see blocky/ui/kit/widgets.py).
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from blocky.i18n import app_language, install_translators
    from blocky.ui.kit.settings import Settings
    from blocky.ui.kit.theme import (
        apply_scheme,
        follow_system_scheme,
        use_remembered_palette,
    )

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        apply_scheme(app, "system")
    else:
        app = QApplication([*sys.argv, *style_arguments(sys.platform)])
    configure_application(app, icon=False)
    folder = data_folder(data_dir)
    from blocky.ui.shell.instance import hand_over

    # A second start on the same games: the running app shows its window instead. (Also
    # in the start-up measurements, which then count what every start costs.)
    if hand_over(folder):
        return 0
    settings = Settings()
    if existing is None:
        # The scheme the desktop had last time; asked again right after the first paint.
        use_remembered_palette(app, settings)
    # Before any widget exists, so every text is created in the chosen language.
    install_translators(app, app_language(language, settings.language()))
    if settings.text_size() != 100:
        from blocky.ui.kit.theme import apply_text_size

        apply_text_size(app, settings.text_size())

    started = StartUp(app, folder, quit_when_ready=quit_when_ready, single=True)
    window = started.window
    window.restore_geometry_from(settings)

    def after_first_paint() -> None:
        # The saved games as a first look at the file reads them, painted at once; then
        # the desktop's scheme, the icon, and the saved games opened (all in this one
        # turn of the event loop: nothing on the screen can be chosen before they are).
        started.list_first()
        follow_system_scheme(app, settings)
        # Follow the desktop when it switches between light and dark while the app runs.
        QGuiApplication.styleHints().colorSchemeChanged.connect(
            lambda _s: follow_system_scheme(app, settings)
        )
        app.setWindowIcon(app_icon())
        # Answering second starts before the games are opened: whoever holds them is found.
        started.listen()
        started.open_games()

    if quit_after_start:
        # The start-up measurement: the window is shown and painted (reported once the
        # whole paint is done, the start screen's widgets and all), then the app ends.
        def painted() -> None:
            report_moment("painted")
            app.quit()

        window.painted.connect(lambda: QTimer.singleShot(0, painted))
    else:
        # The saved games open right after the first paint, so the window appears at once.
        # (The window emits ``painted`` once.)
        window.painted.connect(lambda: QTimer.singleShot(0, after_first_paint))
    window.show()
    try:
        return app.exec()
    finally:
        started.close()


class StartUp:
    """The main window as the app starts it on the saved games in ``folder``: the log in
    that folder and the guard for errors nobody expected (logged, answered with a message:
    back to the start screen, or quit; never a dead button), the window, and
    :meth:`open_games` (the app calls it right after the first paint), which lists the
    games or says in a message why they cannot be opened."""

    def __init__(
        self, app: object, folder: Path, *, quit_when_ready: bool = False, single: bool = False
    ) -> None:
        from PySide6.QtWidgets import QApplication

        from blocky.ui.shell.failures import ErrorGuard, hold_log
        from blocky.ui.shell.main_window import MainWindow

        assert isinstance(app, QApplication)
        self.app = app
        self.folder = folder
        self.quit_when_ready = quit_when_ready
        # The log's file opens with the saved games (after the first paint); what is
        # logged before then is kept for it.
        hold_log()
        self.log: Path | None = None
        windows: list[MainWindow] = []
        self.guard = ErrorGuard(
            back_to_start=self.back_to_start,
            quit_app=app.quit,
            parent_widget=lambda: windows[0] if windows else None,
            open_log=self._start_log,
        )
        self.guard.install()
        self.window = MainWindow(None)
        self.window.data_dir = folder
        windows.append(self.window)
        self._opened: list[Library] = []
        self._ready_reported = False
        # One window per games folder (blocky/ui/shell/instance.py): whether this start
        # answers second starts, and whether it handed over to another app itself.
        self.single = single
        self.handed_over = False

    def listen(self) -> None:
        """Answer second starts on this folder from now on (before the games are opened:
        whoever holds them then is found by a start that the store's lock refuses)."""
        if self.single:
            from blocky.ui.shell.instance_server import InstanceServer

            InstanceServer(self.folder, self.window).listen()

    def _hand_over(self) -> bool:
        """The games are open in another window: show that one and end this start."""
        from blocky.ui.shell.instance import hand_over

        if not self.single or not hand_over(self.folder):
            return False
        self.handed_over = True
        self.window.hide()
        self.app.quit()
        return True

    def back_to_start(self) -> None:
        if self.window.has_library():
            self.window.show_start()
        else:
            self.open_games()

    def _answered(self, choice: str) -> None:
        if choice == "restore":
            self.window.show_backups(on_done=self.open_games, on_cancel=lambda: self.app.exit(1))
        else:
            self.app.exit(1)

    def list_first(self) -> None:
        """List the unfinished games from a first look at the file (blocky/store/peek.py:
        sqlite3 and the standard library, neither the store nor the rules) and paint them,
        when that look can be sure of them; :meth:`open_games` opens the saved games right
        after and lists them from the store."""
        from blocky.store.peek import unfinished_games
        from blocky.ui.shell.library import STORE_FILE

        listed = unfinished_games(self.folder / STORE_FILE)
        if listed is None:
            return
        self.window.show_first_look(*listed)
        self.window.paint_now()
        if self.quit_when_ready:
            self._report_ready()

    def _report_ready(self) -> None:
        if not self._ready_reported:
            self._ready_reported = True
            report_moment("ready")

    def open_games(self) -> None:
        from PySide6.QtCore import QTimer

        library = open_games_or_explain(
            self.window,
            self.folder,
            modal=False,
            answered=self._answered,
            elsewhere=self._hand_over,
        )
        if library is None and self.handed_over:
            return
        if library is None:
            self._start_log()
            # Behind the message that says why, the start screen says it too.
            self.window.show_unavailable()
            return
        self._opened.append(library)
        self.window.attach_library(library)
        # The log's file opens once the listed games are painted (what was logged until
        # then is kept for it).
        QTimer.singleShot(0, self._start_log)
        if self.quit_when_ready:
            # Painted with the games listed (unless a first look listed them), then the
            # app ends once the saved games are open.
            self.window.paint_now()
            self._report_ready()
            report_moment("opened")
            self.app.quit()

    def _start_log(self) -> None:
        from blocky.ui.shell.failures import start_log

        if self.log is None:
            self.log = start_log(self.folder)

    def close(self) -> None:
        """What quitting does: the guard is removed, the saved games and the log closed
        (opened first if the app ends before its games were: what it kept is written)."""
        from blocky.ui.shell.failures import stop_log

        self._start_log()
        self.guard.uninstall()
        shown = self.window.close_library(wait=QUIT_WAIT_S)
        still = [] if shown is None else [shown]
        for library in self._opened:
            if library is not shown and not library.close(wait=QUIT_WAIT_S):
                still.append(library)
        self._opened.clear()
        if still:
            still_saving(still)
        stop_log()


def still_saving(libraries: list[Library], longest: float = QUIT_MESSAGE_S) -> bool:
    """The saved games did not close in time (a disk that does not answer): a message
    says what is being saved while the app waits for them at most ``longest`` seconds
    more, or until the player closes it. Returns whether they closed."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QMessageBox

    from blocky.ui.kit.context import TranslationContext
    from blocky.ui.kit.messages import add_buttons, message_box
    from blocky.ui.shell.failures import logger

    class Quitting(TranslationContext):
        """The translation context of the message shown while quitting waits."""

    files = "\n".join(str(library.path) for library in libraries)
    logger.warning("Still closing (today's copy or a slow disk): %s", files.replace("\n", ", "))
    box = message_box(
        None,
        Quitting.tr("Still saving your games\u2026"),
        informative=Quitting.tr(
            "Every move you played is already saved. The app is finishing today's copy of "
            "your games or putting your games file in order, and closes by itself."
        ),
        detailed=files,
        icon="information",
        name="stillSavingBox",
    )
    add_buttons(box, [(Quitting.tr("Close now"), QMessageBox.ButtonRole.RejectRole, "closeNow")])
    loop = QEventLoop()
    deadline = QDeadlineTimer(int(longest * 1000))
    closed = [False]

    def check() -> None:
        closed[0] = all(library.closed_in(0) for library in libraries)
        if closed[0] or deadline.hasExpired():
            loop.quit()

    timer = QTimer()
    timer.setInterval(100)
    timer.timeout.connect(check)
    box.finished.connect(lambda _result=0: loop.quit())
    timer.start()
    box.open()
    loop.exec()
    timer.stop()
    box.hide()
    box.deleteLater()
    if not closed[0]:
        logger.warning("The app ended before %s closed", files.replace("\n", ", "))
    return closed[0]


def open_games_or_explain(
    parent: object,
    folder: Path,
    *,
    modal: bool,
    answered: Callable[[str], None] | None = None,
    elsewhere: Callable[[], bool] | None = None,
) -> Library | None:
    """Open the saved games, or explain in a message why not (never a traceback, never
    touching the file). Returns the library, or None. A damaged database that has
    backups offers to restore one: ``answered`` then hears "restore" or "quit". When
    another window has them open, ``elsewhere`` is asked first to hand over to it (True:
    done, no message)."""
    from blocky.ui.shell.library import open_library

    try:
        return open_library(folder)
    except Exception as exc:
        if elsewhere is not None and getattr(exc, "kind", "") == "open_elsewhere" and elsewhere():
            return None
        # The message's parts load only when there is something to say (the Qt namespace
        # that messages.py names costs the start-up list otherwise).
        from PySide6.QtWidgets import QMessageBox, QWidget

        from blocky.ui.kit.context import TranslationContext
        from blocky.ui.kit.errors import error_text
        from blocky.ui.kit.messages import add_buttons, message_box
        from blocky.ui.shell.failures import log_exception
        from blocky.ui.shell.library import STORE_FILE, LibraryError, store_errors

        class App(TranslationContext):
            """The translation context of these messages: ``App.tr("...")`` is Qt's tr()
            in it, the form pyside6-lupdate reads."""

        if isinstance(exc, store_errors()):
            problem: BaseException = exc
        else:
            # Not one of the store's own errors: the file is still left as it is.
            log_exception(exc, "The saved games could not be opened")
            problem = LibraryError(
                str(exc), kind="unusable", path=folder / STORE_FILE, detail=_detail(exc)
            )
        backups = _backup_count(problem)
        text = (
            App.tr("Your games could not be opened. Nothing was changed or deleted.")
            if backups
            else App.tr(
                "Your games could not be opened, so the app stops here. Nothing was "
                "changed or deleted."
            )
        )
        # A damaged file's sentence already counts its backups and says to restore one.
        informative = error_text(problem)
        box = message_box(
            parent if isinstance(parent, QWidget) else None,
            text,
            informative=informative,
            detailed=str(folder),
            icon="critical",
            name="storeErrorBox",
        )
        buttons = [(App.tr("Quit"), QMessageBox.ButtonRole.RejectRole, "quitButton")]
        if backups:
            buttons.append(
                (
                    App.tr("Restore a backup\u2026"),
                    QMessageBox.ButtonRole.AcceptRole,
                    "restoreButton",
                )
            )
        made = add_buttons(box, buttons)

        def finished() -> None:
            box.deleteLater()
            if answered is not None:
                answered("restore" if box.clickedButton() is made[-1] and backups else "quit")

        box.finished.connect(finished)
        if modal:
            box.exec()
        else:
            box.open()
        return None


def _detail(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def _backup_count(exc: BaseException) -> int:
    """How many backups a "damaged" error says there are (0 for other errors)."""
    if getattr(exc, "kind", "") != "damaged":
        return 0
    count = getattr(exc, "params", {}).get("backups", 0)
    return count if isinstance(count, int) and count > 0 else 0
