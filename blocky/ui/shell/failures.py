"""What the app does with an error nobody expected: it is written to a log file in the
data folder and the player gets a message with a way out, never a dead button.

Every step of a game is stored the moment it is played, so after such an error the game
is saved up to its last step; the message says so and offers the start screen or quitting.
Qt's own warnings go to the same log.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QtMsgType, Signal, qInstallMessageHandler

from blocky.ui.kit.context import TranslationContext

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext
    from PySide6.QtWidgets import QMessageBox, QWidget

#: The log, inside the data folder.
LOG_NAME = Path("logs") / "blocky.log"
#: A log file is at most this large; the three before it are kept (blocky.log.1 to .3).
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3

logger = logging.getLogger("blocky")
#: What is written before the log file is open, at most this many lines, kept for it.
HELD_RECORDS = 1000


class _HeldLog(logging.Handler):
    """The log's lines written before its file is open (:func:`hold_log`)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < HELD_RECORDS:
            self.records.append(record)


def hold_log() -> None:
    """Keep what the app logs until :func:`start_log` opens the file, which then writes
    it first. The app starts its log this way: the rotating file handler's module
    (``logging.handlers``, with sockets, pickling and queues) is loaded after the window's
    first paint instead of before it."""
    if not any(isinstance(h, _HeldLog) for h in logger.handlers) and log_file() is None:
        logger.addHandler(_HeldLog())
        logger.setLevel(logging.INFO)


def start_log(data_dir: Path) -> Path | None:
    """Write the app's log to ``<data_dir>/logs/blocky.log`` (rotating), beginning with
    what :func:`hold_log` kept. Returns the file, or None when the folder cannot be
    written (the log then goes to stderr)."""
    from logging.handlers import RotatingFileHandler

    path = data_dir / LOG_NAME
    for handler in list(logger.handlers):
        if isinstance(handler, RotatingFileHandler):
            if Path(handler.baseFilename) == path.absolute():
                return path
            logger.removeHandler(handler)
            handler.close()
    held = [h for h in logger.handlers if isinstance(h, _HeldLog)]
    for h in held:
        logger.removeHandler(h)
    records = [r for h in held for r in h.records]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # ``delay``: the file is made when something is first written to it.
        handler = RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True
        )
    except OSError:
        last = logging.lastResort
        if last is not None:
            for record in records:
                last.handle(record)  # stderr, as every line after it
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for record in records:
        handler.handle(record)
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return path


def _file_handlers() -> list[logging.FileHandler]:
    # The rotating handler is a FileHandler: no need to load logging.handlers to find it.
    return [h for h in logger.handlers if isinstance(h, logging.FileHandler)]


def stop_log() -> None:
    """Close the log file (tests, and the end of the app)."""
    for handler in _file_handlers():
        logger.removeHandler(handler)
        handler.close()


def log_file() -> Path | None:
    for handler in _file_handlers():
        return Path(handler.baseFilename)
    return None


def log_exception(exc: BaseException, what: str = "Unexpected error") -> None:
    """Write ``exc`` with its traceback to the log."""
    logger.error(
        "%s:\n%s", what, "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    )


def _log_qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        logger.error("Qt: %s", message)
    elif kind == QtMsgType.QtWarningMsg:
        logger.warning("Qt: %s", message)
    elif kind == QtMsgType.QtInfoMsg:
        logger.info("Qt: %s", message)


class Failures(TranslationContext):
    """The translation context of the failure messages: ``Failures.tr("...")`` is Qt's
    tr() in it, a form pyside6-lupdate reads (plural: ``Failures.tr("%n ...", None, n)``)."""


class ErrorGuard(QObject):
    """Catches every exception nothing else caught (``sys.excepthook``, and
    ``threading.excepthook`` for work in other threads), logs it and shows a message:
    back to the start screen, or quit. One message at a time; more errors while it is
    open are only logged."""

    #: An error to show (emitted from any thread, shown in the app's own).
    failed = Signal(str)

    def __init__(
        self,
        back_to_start: Callable[[], None] | None = None,
        quit_app: Callable[[], None] | None = None,
        parent_widget: Callable[[], QWidget | None] | None = None,
        open_log: Callable[[], None] | None = None,
    ) -> None:
        """``open_log``: opens the log file if the app has not yet (:func:`hold_log`), so
        the message can say where what happened was written."""
        super().__init__()
        self._open_log = open_log
        self._back_to_start = back_to_start
        self._quit = quit_app or QCoreApplication.quit
        self._parent_widget = parent_widget
        #: The message now on screen, if any.
        self.box: QMessageBox | None = None
        self._previous_hooks: tuple[object, object] | None = None
        self.failed.connect(self._show)

    def install(self) -> None:
        self._previous_hooks = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self._handle_thread
        qInstallMessageHandler(_log_qt_message)

    def uninstall(self) -> None:
        if self._previous_hooks is not None:
            sys.excepthook, threading.excepthook = self._previous_hooks  # type: ignore[assignment]
            self._previous_hooks = None
        qInstallMessageHandler(None)

    def _handle_thread(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        # If the log itself fails, the message still shows.
        with contextlib.suppress(Exception):
            logger.error(
                "Unexpected error:\n%s", "".join(traceback.format_exception(exc_type, exc, tb))
            )
        self.failed.emit(f"{exc_type.__name__}: {exc}")

    def _show(self, detail: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        from blocky.ui.kit.messages import add_buttons, message_box, show_message

        if self.box is not None:
            return
        if log_file() is None and self._open_log is not None:
            self._open_log()
        where = log_file()
        informative = Failures.tr(
            "Your game is saved up to its last step. You can go back to the start screen "
            "and carry on, or quit."
        )
        if where is not None:
            informative += "\n" + Failures.tr("What happened was written to {0}.").format(where)
        parent = self._parent_widget() if self._parent_widget is not None else None
        box = message_box(
            parent,
            Failures.tr("Something went wrong."),
            informative=informative,
            detailed=detail,
            icon="critical",
            name="unexpectedErrorBox",
        )
        buttons: list[tuple[str, QMessageBox.ButtonRole, str]] = [
            (Failures.tr("Quit"), QMessageBox.ButtonRole.DestructiveRole, "quitButton")
        ]
        if self._back_to_start is not None:
            buttons.append(
                (
                    Failures.tr("Back to the start screen"),
                    QMessageBox.ButtonRole.AcceptRole,
                    "backButton",
                )
            )
        made = add_buttons(box, buttons)
        quit_button = made[0]

        def answered() -> None:
            self.box = None
            box.deleteLater()
            if box.clickedButton() is quit_button:
                self._quit()
            elif self._back_to_start is not None:
                try:
                    self._back_to_start()
                except Exception as exc:  # the way back failed too: say so
                    log_exception(exc, "Going back to the start screen failed")
                    self._back_to_start = None
                    self._show(f"{type(exc).__name__}: {exc}")

        box.finished.connect(answered)
        self.box = box
        show_message(box)
