"""The running app's side of one window per games folder (blocky/ui/shell/instance.py):
a local server that answers each second start by bringing the window to the front.

Loaded after the first paint: Qt's network module costs start-up time.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from blocky.ui.shell.instance import (
    CONNECT_MS,
    OTHER_ANSWER,
    SHOWN_ANSWER,
    bring_to_front,
    server_name,
    show_request,
)


class InstanceServer(QObject):
    """Answers each second start on ``folder`` by showing ``window``."""

    def __init__(self, folder: Path, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.shown = 0
        self.request = show_request(folder)
        self.server = QLocalServer(self)
        # Only this user may connect (a Unix socket of mode 0700).
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)
        self.name = server_name(folder)

    def listen(self) -> bool:
        """Start answering; False when another app answers on the name already (two starts
        at once) or the name cannot be had (then every start is on its own, and the
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
        if request == self.request:
            bring_to_front(self.window)
            self.shown += 1
            socket.write(SHOWN_ANSWER)
        else:
            socket.write(OTHER_ANSWER)
        socket.flush()
        socket.disconnectFromServer()
