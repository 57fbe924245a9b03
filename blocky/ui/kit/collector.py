"""Python's full garbage collection, at the table's idle moments instead of inside a click.

A full collection walks every object the app holds: with a game on screen, about 60,000
of them and 16 ms, a whole frame. Python starts one by itself now and then, in the middle
of whatever runs, so now and then a click took a frame longer than the others.
:class:`IdleCollector` turns those automatic full collections off (the two younger
generations, each a fraction of a millisecond, still collect by themselves as always) and
runs the full one when nobody has played for :data:`IDLE_MS`, which at a table, where
routes are built and cards read between moves, is most of the time. Afterwards what is
left is moved out of the young generations' way (``gc.freeze``), as start-up does; it is
let back in before the next full collection, so nothing that has become garbage since
(the screens of a game closed, say) is kept. The main window installs it while a game is
on screen only: elsewhere (the start screen, statistics) Python collects as it always does.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How long nobody has played before the full collection runs (milliseconds).
IDLE_MS = 2000
#: The full generation's threshold while a collector is installed: never reached.
NEVER = 1_000_000_000

#: The thresholds before the first collector was installed, and how many are.
_saved: list[tuple[int, int, int]] = []
_installed = [0]


class IdleCollector(QObject):
    """Runs Python's full garbage collection :data:`IDLE_MS` after the last :meth:`poke`
    and never by itself in between (see the module's note)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(IDLE_MS)
        self._timer.timeout.connect(self.collect)
        self._installed = False
        #: Full collections run so far (tests read it).
        self.collections = 0

    def install(self) -> None:
        """Automatic full collections off, until :meth:`uninstall` (and every other
        collector installed is uninstalled too)."""
        if self._installed:
            return
        self._installed = True
        if _installed[0] == 0:
            _saved[:] = [gc.get_threshold()]
            young, middle, _full = _saved[0]
            gc.set_threshold(young, middle, NEVER)
        _installed[0] += 1

    def uninstall(self) -> None:
        self._timer.stop()
        if not self._installed:
            return
        self._installed = False
        _installed[0] -= 1
        if _installed[0] == 0 and _saved:
            gc.set_threshold(*_saved.pop())

    def is_installed(self) -> bool:
        return self._installed

    def poke(self) -> None:
        """Something was played: the full collection waits for the next idle spell."""
        if self._installed:
            self._timer.start()

    def is_waiting(self) -> bool:
        return self._timer.isActive()

    def collect(self) -> None:
        """The full collection, now; what is left is frozen until the next one."""
        self._timer.stop()
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.collections += 1
