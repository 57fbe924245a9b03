"""Carrying out at once the layout requests a change posted, before anything is painted.

A changed text asks its box for a new layout, the box asks its parent, and so on up, one
level each time Qt handles its posted events: a window painted in between would be
painted once per level, in layouts that are not yet the final one. Handled here level by
level, the window is painted once, settled.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject

#: How deep a layout request may climb (the app's widgets are nested less deep).
LAYOUT_LEVELS = 16

_LAYOUT_REQUEST = QEvent.Type.LayoutRequest


class _Deliveries(QObject):
    """Counts the events delivered while it filters the app's events: only posted layout
    requests and what handling them sends are delivered then."""

    count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        self.count += 1
        return False


_deliveries: list[_Deliveries] = []


def send_layout_requests(levels: int = LAYOUT_LEVELS) -> int:
    """Handle the posted layout requests level by level, until a level finds none waiting
    (most changes need three or four levels, not all ``levels``). Returns how many levels
    were handled."""
    app = QCoreApplication.instance()
    if app is None:
        return 0
    if not _deliveries:
        _deliveries.append(_Deliveries(app))
    seen = _deliveries[0]
    app.installEventFilter(seen)
    try:
        passes = 0
        for _ in range(levels):
            before = seen.count
            QCoreApplication.sendPostedEvents(None, _LAYOUT_REQUEST)
            passes += 1
            if seen.count == before:
                break  # no request was waiting, so none can have been posted
        return passes
    finally:
        app.removeEventFilter(seen)
