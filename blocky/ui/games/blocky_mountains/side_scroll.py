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

from PySide6.QtCore import QEvent, QObject, Qt
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
        # The bar sits in a box of its own, which the area shows and hides: the bar
        # hears of both.
        self.verticalScrollBar().installEventFilter(self)

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt override)
        super().setWidget(widget)
        self._keep_room()

    def bar_room(self) -> int:
        """The width the scroll bar takes when it shows (the area lays it out so)."""
        return self.verticalScrollBar().sizeHint().width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.verticalScrollBar() and event.type() in (
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self._keep_room()
        return super().eventFilter(watched, event)

    def _bar_shown(self) -> bool:
        bar = self.verticalScrollBar()
        box = bar.parentWidget()
        # Hidden by the area (its box) or by itself, not because the window is.
        return not bar.isHidden() and (box is None or box is self or not box.isHidden())

    def _keep_room(self) -> None:
        widget = self.widget()
        if widget is None:
            return
        right = 0 if self._bar_shown() else self.bar_room()
        margins = widget.contentsMargins()
        if margins.right() != right:
            widget.setContentsMargins(margins.left(), margins.top(), right, margins.bottom())
