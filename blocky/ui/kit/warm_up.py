"""Qt's Python classes and the games' screens' modules, made while the app waits for its
first click.

PySide makes a module's Python classes (and their enums) when a program first uses them.
Some uses make them all at once: handing Python a widget whose exact class it has to find
(a list's viewport, say) makes every class of QtWidgets, about 10 ms; an animation's first
step, every class of QtCore. Left to themselves, these costs land on the first clicks of
the first game, which then miss a frame. :class:`WarmUp` pays them beforehand, a few names
at a time on the event loop's idle turns, after the start screen is painted and its games
listed (so neither waits for it). A click during the warm-up waits for one slice at most.

The screens' modules come first: the first opening of a game's screen, its new-game page,
Check your board or the statistics would otherwise import them (and the rules and queries
they load) while the player waits, some 150 ms in all for the two games. Each idle turn
imports one module of the packages it is given (with what that module imports), in the
order the packages list them.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Sequence
from types import ModuleType

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QObject, QTimer

#: The modules whose classes the game screens use.
MODULES: tuple[ModuleType, ...] = (QtCore, QtGui, QtWidgets)
#: Names made per idle turn: each turn stays short (a few milliseconds).
SLICE = 40

logger = logging.getLogger(__name__)


def _submodules(module: ModuleType) -> list[str]:
    """The names of a package's own modules and subpackages (none for a module)."""
    import pkgutil  # not before the first paint

    path = getattr(module, "__path__", None)
    if path is None:
        return []
    return [info.name for info in pkgutil.iter_modules(path, f"{module.__name__}.")]


class WarmUp(QObject):
    """Once :meth:`start` is called, imports the modules of ``packages``, one per idle turn
    of the event loop, then makes the Python classes of :data:`MODULES`, :data:`SLICE`
    names per idle turn; :meth:`done` says when all are made."""

    def __init__(self, parent: QObject | None = None, packages: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self._packages = tuple(packages)
        self._imports: list[str] = []
        self._names: list[tuple[ModuleType, str]] = []
        self._started = False
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next_slice)

    def start(self) -> None:
        if self._started:
            return
        self._started = True
        # A stack: a package's modules are found when it is imported, in a slice.
        self._imports = list(reversed(self._packages))
        self._names = [(module, name) for module in MODULES for name in dir(module)]
        self._names.reverse()
        self._timer.start()

    def done(self) -> bool:
        return self._started and not self._imports and not self._names

    def _next_slice(self) -> None:
        if self._imports:
            name = self._imports.pop()
            try:
                module = importlib.import_module(name)
            except Exception:
                # Said where it matters: when the screen that needs it is opened.
                logger.debug("%s could not be imported ahead", name, exc_info=True)
                return
            self._imports.extend(reversed(_submodules(module)))
            return
        for _ in range(min(SLICE, len(self._names))):
            module, name = self._names.pop()
            getattr(module, name, None)
        if not self._names:
            self._timer.stop()
