"""Qt's Python classes, made while the app waits for its first click.

PySide makes a module's Python classes (and their enums) when a program first uses them.
Some uses make them all at once: handing Python a widget whose exact class it has to find
(a list's viewport, say) makes every class of QtWidgets, about 10 ms; an animation's first
step, every class of QtCore. Left to themselves, these costs land on the first clicks of
the first game, which then miss a frame. :class:`WarmUp` pays them beforehand, a few names
at a time on the event loop's idle turns, after the start screen is painted and its games
listed (so neither waits for it). A click during the warm-up waits for one slice at most.
"""

from __future__ import annotations

from types import ModuleType

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QObject, QTimer

#: The modules whose classes the game screens use.
MODULES: tuple[ModuleType, ...] = (QtCore, QtGui, QtWidgets)
#: Names made per idle turn: each turn stays short (a few milliseconds).
SLICE = 40


class WarmUp(QObject):
    """Makes the Python classes of :data:`MODULES`, :data:`SLICE` names per idle turn of
    the event loop, once :meth:`start` is called; :meth:`done` says when all are made."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: list[tuple[ModuleType, str]] = []
        self._started = False
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next_slice)

    def start(self) -> None:
        if self._started:
            return
        self._started = True
        self._names = [(module, name) for module in MODULES for name in dir(module)]
        self._names.reverse()
        self._timer.start()

    def done(self) -> bool:
        return self._started and not self._names

    def _next_slice(self) -> None:
        for _ in range(min(SLICE, len(self._names))):
            module, name = self._names.pop()
            getattr(module, name, None)
        if not self._names:
            self._timer.stop()
