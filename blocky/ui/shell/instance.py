"""One window per games folder: a second start hands over to the running app.

The first start listens on a local socket (QLocalServer: a Unix socket on Linux and macOS, a
named pipe on Windows) named after the user and the games folder. A second start on the same
folder connects, asks the running app to bring its window to the front, waits for its answer
and ends: a double click too many on the menu entry shows the open game, not a message.
Only when no running app answers (none is running, or it is stuck) does the second start go
on, and then the store's lock on the file says why it cannot open the games (another window
has them open).
"""

from __future__ import annotations

import getpass
import hashlib
import os
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from blocky import APP_ID

#: What a second start sends, and what the running app answers once its window is shown.
SHOW_REQUEST = b"show\n"
SHOWN_ANSWER = b"shown\n"
#: How long a second start waits for the running app (milliseconds): it answers from its
#: event loop, which a long save may hold up for a moment.
CONNECT_MS = 1500
ANSWER_MS = 5000


def server_name(folder: Path) -> str:
    """The socket's name for the games in ``folder``: the same for every start of this user
    on this folder (however the folder is spelled), another for another folder or user."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError, ImportError):
        user = str(Path.home())
    key = f"{user}\0{os.path.normcase(os.path.abspath(folder))}"
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"{APP_ID}-{digest}"


def hand_over(folder: Path) -> bool:
    """Ask an app already running on ``folder`` to show its window; True when it did (this
    start then ends), False when none answered."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(CONNECT_MS):
        return False
    try:
        socket.write(SHOW_REQUEST)
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


class InstanceServer(QObject):
    """The running app's side: answers each second start by showing ``window``."""

    def __init__(self, folder: Path, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.shown = 0
        self.server = QLocalServer(self)
        # Only this user may connect (a Unix socket of mode 0700).
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)
        self.name = server_name(folder)

    def listen(self) -> bool:
        """Start answering; False when another app answers on the name already (two
        starts at once) or the name cannot be had (then every start is on its own, and the
        store's lock still keeps a second window off the same file)."""
        # Asked first: on Linux and macOS Qt would take the name over from a running app
        # (it sets the socket up beside and renames it into place).
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        alive = probe.waitForConnected(CONNECT_MS)
        probe.abort()
        if alive:
            return False
        if self.server.listen(self.name):
            return True
        if self.server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
            return False
        # Left behind by an app that ended without removing it (a crash).
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if socket is None:
                break
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        request = bytes(socket.readLine().data())
        if request == SHOW_REQUEST:
            bring_to_front(self.window)
            self.shown += 1
            socket.write(SHOWN_ANSWER)
            socket.flush()
        socket.disconnectFromServer()
