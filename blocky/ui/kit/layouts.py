"""Carrying out at once the layout requests a change posted, before anything is painted.

A changed text asks its box for a new layout, the box asks its parent, and so on up, one
level each time Qt handles its posted events: a window painted in between would be
painted once per level, in layouts that are not yet the final one. Handled here level by
level, the window is painted once, settled.

A widget made by the change counts too: Qt polishes a new widget when its posted polish
request comes, and a push button then asks its box for a new layout. Left to the event
loop, that request comes after the paint, and the layouts above the button are done again
and painted again (a new choice on the turn panel: its box, the side's pages, the scroll
area, then the panel painted a second time). So the polish requests are handled first.

So is a scroll area's scroll bar: when its range changes (a line added to the log, room
lent to the turn panel), the area decides whether to show or hide the bar in a call Qt
queues for later, after the paint; shown then, the bar narrows the lines, which are laid
out and painted again. The areas named are given those calls with each level.

Last, a widget shown by the change (a scroll bar that is now needed) asks to be painted in
an event Qt posts: handled now, it is painted with the rest, not in a paint of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject

#: How deep a layout request may climb (the app's widgets are nested less deep).
LAYOUT_LEVELS = 16

_LAYOUT_REQUEST = QEvent.Type.LayoutRequest
_POLISH_REQUEST = QEvent.Type.PolishRequest
_QUEUED_CALL = QEvent.Type.MetaCall
_UPDATE_LATER = QEvent.Type.UpdateLater


class _Deliveries(QObject):
    """Counts the events delivered while it filters the app's events: only posted layout
    requests and what handling them sends are delivered then."""

    count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        self.count += 1
        return False


_deliveries: list[_Deliveries] = []


def send_layout_requests(levels: int = LAYOUT_LEVELS, scroll_areas: Sequence[QObject] = ()) -> int:
    """Handle the posted polish requests of new widgets, then the posted layout requests
    level by level (with the calls Qt queued for ``scroll_areas``: showing or hiding a
    scroll bar), until a level finds none waiting (most changes need three or four
    levels, not all ``levels``), then the repaints asked for by what was shown. Returns
    how many levels were handled."""
    app = QCoreApplication.instance()
    if app is None:
        return 0
    if not _deliveries:
        _deliveries.append(_Deliveries(app))
    seen = _deliveries[0]
    app.installEventFilter(seen)
    try:
        QCoreApplication.sendPostedEvents(None, _POLISH_REQUEST)
        passes = 0
        for _ in range(levels):
            before = seen.count
            for area in scroll_areas:
                QCoreApplication.sendPostedEvents(area, _QUEUED_CALL)
            QCoreApplication.sendPostedEvents(None, _LAYOUT_REQUEST)
            passes += 1
            if seen.count == before:
                break  # no request was waiting, so none can have been posted
        QCoreApplication.sendPostedEvents(None, _UPDATE_LATER)
        return passes
    finally:
        app.removeEventFilter(seen)
