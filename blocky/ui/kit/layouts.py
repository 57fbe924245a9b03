"""Carrying out at once the layout requests a change posted, before anything is painted.

A changed text asks its box for a new layout, the box asks its parent, and so on up, one
level each time Qt handles its posted events: a window painted in between would be
painted once per level, in layouts that are not yet the final one. Handled here level by
level, with Qt's public ``sendPostedEvents``, the window is painted once, settled.

A widget made by the change counts too: Qt polishes a new widget when its posted polish
request comes, and a push button then asks its box for a new layout. Left to the event
loop, that request comes after the paint, and the layouts above the button are done again
and painted again. So the polish requests are handled first.

Last, a widget shown by the change (a scroll bar that is now needed) asks to be painted in
an event Qt posts: handled now, it is painted with the rest, not in a paint of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

#: How deep a layout request may climb (the app's widgets are nested less deep). A level
#: with nothing waiting costs next to nothing.
LAYOUT_LEVELS = 16

_LAYOUT_REQUEST = QEvent.Type.LayoutRequest
_POLISH_REQUEST = QEvent.Type.PolishRequest
_UPDATE_LATER = QEvent.Type.UpdateLater


def send_layout_requests(levels: int = LAYOUT_LEVELS) -> None:
    """Handle the posted polish requests of new widgets, then the posted layout requests
    ``levels`` times (each level's requests post the next level's), then the repaints
    asked for by what was shown."""
    if QCoreApplication.instance() is None:
        return
    QCoreApplication.sendPostedEvents(None, _POLISH_REQUEST)
    for _ in range(levels):
        QCoreApplication.sendPostedEvents(None, _LAYOUT_REQUEST)
    QCoreApplication.sendPostedEvents(None, _UPDATE_LATER)
