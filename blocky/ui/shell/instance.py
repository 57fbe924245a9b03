"""One window per games folder: a second start hands over to the running app.

The running app listens on a local socket (QLocalServer: a Unix socket in the temporary
folder on Linux and macOS, a named pipe on Windows) named after the user and the games
folder. A second start on the same folder connects, asks the running app to bring its window
to the front, waits for its answer and ends: a double click too many on the menu entry
shows the open game, not a message. Only when no running app answers (none is running, or
it is stuck) does the second start go on, and then the store's lock on the file says why it
cannot open the games (another window has them open).

Start-up speed: the first look for a running app comes before the window is shown, so on
Linux and macOS it only asks whether the socket's file exists (and talks to it with the
standard library's socket when it does); Qt's network module is loaded after the first
paint, when the app starts listening (blocky/ui/shell/instance_server.py), before it opens
the games. Two starts within that moment both get as far as opening the games; the one the
store's lock refuses asks again (:func:`hand_over`) and then finds the other one listening.
"""

from __future__ import annotations

import os
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from blocky import APP_ID

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

#: What the running app answers once its window is shown; another folder's app (a name
#: that happens to be the same) answers OTHER_ANSWER and shows nothing.
SHOWN_ANSWER = b"shown\n"
OTHER_ANSWER = b"other\n"
#: How long a second start waits for the running app (milliseconds): it answers from its
#: event loop, which a long save may hold up for a moment.
CONNECT_MS = 1500
ANSWER_MS = 5000


def _folder_key(folder: Path) -> str:
    return os.path.normcase(os.path.abspath(folder))


def _user() -> str:
    uid = getattr(os, "getuid", None)  # POSIX; Windows names its user in the environment
    return str(uid()) if uid is not None else os.environ.get("USERNAME", "")


def server_name(folder: Path) -> str:
    """The socket's name for the games in ``folder``: the same for every start of this user
    on this folder (however the folder is spelled), another for another folder or user."""
    key = f"{_user()}\0{_folder_key(folder)}".encode("utf-8", "surrogatepass")
    return f"{APP_ID}-{zlib.crc32(key):08x}"


def show_request(folder: Path) -> bytes:
    """The request a second start sends: show the window of the games in ``folder``."""
    return b"show " + os.fsencode(_folder_key(folder)).hex().encode("ascii") + b"\n"


def socket_path(folder: Path) -> Path:
    """Where Qt keeps the server's socket on Linux and macOS (QLocalServer's rule for a
    plain name: the temporary folder Qt uses)."""
    from PySide6.QtCore import QDir

    return Path(QDir.cleanPath(QDir.tempPath())) / server_name(folder)


def hand_over(folder: Path) -> bool:
    """Ask an app already running on ``folder`` to show its window; True when it did (this
    start then ends), False when none answered."""
    if sys.platform == "win32":
        return _hand_over_qt(folder)
    path = socket_path(folder)
    if not path.exists():
        return False  # nobody listens: the usual start, and the cheapest answer
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        try:
            sock.settimeout(CONNECT_MS / 1000)
            sock.connect(str(path))
            sock.settimeout(ANSWER_MS / 1000)
            sock.sendall(show_request(folder))
            answer = b""
            while not answer.endswith(b"\n"):
                part = sock.recv(64)
                if not part:
                    break
                answer += part
        except OSError:
            return False  # left behind by an app that crashed, or one that does not answer
    return answer == SHOWN_ANSWER


def _hand_over_qt(folder: Path) -> bool:
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(CONNECT_MS):
        return False
    try:
        socket.write(show_request(folder))
        if not socket.waitForBytesWritten(ANSWER_MS):
            return False
        answer = b""
        while not answer.endswith(b"\n") and socket.waitForReadyRead(ANSWER_MS):
            answer += bytes(socket.readAll().data())
        return answer == SHOWN_ANSWER
    finally:
        socket.abort()


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` on top: out of the taskbar if minimized, raised and active."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    handle = window.windowHandle()
    if handle is not None:
        handle.requestActivate()
