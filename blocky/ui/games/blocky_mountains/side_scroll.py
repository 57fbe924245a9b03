"""The scroll area of the game screen's side: its contents keep one width whether its
scroll bar shows or not.

A plain scroll area gives its contents the whole width until they outgrow its height,
then takes the scroll bar's width from them: on a short screen the first card with its
choices brings the bar, and the turn panel, the choices and everything in them move
sideways and wrap anew. Here the bar's room is kept free beside the contents while the
bar is hidden, and given to the bar when it shows, so the contents never change width.
That also keeps the decision steady: the contents need the same height at the one width
they have, with the bar or without it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class SideScroll(QScrollArea):
    """Scrolls its widget down only, at one width: the scroll bar's room is kept free
    while the bar is hidden."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Only ever scroll down: a short screen must not push the big buttons sideways.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The area shows its bar exactly while there is something to scroll: its range
        # says when (a signal, not an event filter on the bar: a filter would be asked
        # about the bar's events while the area is being deleted).
        self._pending = False
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt override)
        super().setWidget(widget)
        self._keep_room()

    def bar_room(self) -> int:
        """The width the scroll bar takes when it shows (the area lays it out so)."""
        return self.verticalScrollBar().sizeHint().width()

    def _range_changed(self, _low: int, _high: int) -> None:
        # The range changes while the area lays itself out: the margins are set right
        # after, not inside that layout (which they would start again).
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._keep_room_now)

    def _keep_room_now(self) -> None:
        self._pending = False
        self._keep_room()

    def _bar_shown(self) -> bool:
        # ScrollBarAsNeeded: the bar shows while its range has room to scroll.
        return self.verticalScrollBar().maximum() > 0

    def _keep_room(self) -> None:
        widget = self.widget()
        if widget is None:
            return
        right = 0 if self._bar_shown() else self.bar_room()
        margins = widget.contentsMargins()
        if margins.right() != right:
            widget.setContentsMargins(margins.left(), margins.top(), right, margins.bottom())
