"""A picture that stays the same across many paints, drawn once and reused.

A board (the route map, the solo training's card rows, a future sky board) has a large
part that never changes during a game: landscape, trail, spaces, symbols. Drawing it
takes tens of milliseconds; copying it takes a fraction of one. :class:`CachedBackdrop`
keeps that part as a pixmap at the widget's size and device pixel ratio, drawn again
only when the size, the ratio or the caller's key (the board's data, the colour scheme,
the language) changes, or when the caller says it is stale (:meth:`invalidate`).

Usage in a widget::

    self._backdrop = CachedBackdrop(self._draw_static)   # draw(painter, size)

    def paintEvent(self, event):
        painter = QPainter(self)
        self._backdrop.paint(painter, self, key, event.rect())
        ...  # what moves, drawn over it

The pixmap is opaque: ``draw`` must cover the whole size (a sky, a background).

A widget's own method given as ``draw`` is kept weakly: the widget keeps the backdrop,
and a backdrop keeping the widget would make the two a cycle, which only Python's cycle
collector frees, some games later. A board left with its game (a new game gets new
views) must go at once, with its picture: megabytes at the size of a window.
"""

from __future__ import annotations

import inspect
import math
import weakref
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

#: Draws the static picture on a painter whose logical size is the widget's size.
Draw = Callable[[QPainter, QSize], None]


class CachedBackdrop:
    """The static part of a widget's picture, drawn once per size, ratio and key."""

    def __init__(self, draw: Draw) -> None:
        #: ``draw``, or a weak reference to it when it is a method (see the module's note).
        self._draw: Callable[[], Draw | None] = (
            weakref.WeakMethod(draw) if inspect.ismethod(draw) else lambda: draw
        )
        self._pixmap: QPixmap | None = None
        self._made_for: tuple[int, int, float, Hashable] | None = None
        #: How often the picture was drawn (tests and the benchmark read it).
        self.renders = 0

    def invalidate(self) -> None:
        """Draw the picture again at the next paint."""
        self._pixmap = None
        self._made_for = None

    def is_valid_for(self, widget: QWidget, key: Hashable) -> bool:
        """Whether the picture drawn last is the one ``widget`` needs now."""
        return self._pixmap is not None and self._made_for == self._wanted(widget, key)

    def pixmap(self, widget: QWidget, key: Hashable) -> QPixmap:
        """The picture for ``widget`` at its size and ratio, drawn now if it is stale."""
        wanted = self._wanted(widget, key)
        if self._pixmap is None or self._made_for != wanted:
            self._pixmap = self._render(widget.size(), wanted[2])
            self._made_for = wanted
        return self._pixmap

    def paint(self, painter: QPainter, widget: QWidget, key: Hashable, area: QRect) -> None:
        """Copy the part of the picture under ``area`` (widget coordinates) to ``painter``,
        which paints on ``widget`` without a transformation."""
        pixmap = self.pixmap(widget, key)
        area = area.intersected(widget.rect())
        if area.isEmpty():
            return
        ratio = pixmap.devicePixelRatio()
        source = QRectF(
            area.x() * ratio, area.y() * ratio, area.width() * ratio, area.height() * ratio
        )
        painter.drawPixmap(QRectF(QPointF(area.topLeft()), area.size().toSizeF()), pixmap, source)

    @staticmethod
    def _wanted(widget: QWidget, key: Hashable) -> tuple[int, int, float, Hashable]:
        return (widget.width(), widget.height(), widget.devicePixelRatioF(), key)

    def _render(self, size: QSize, ratio: float) -> QPixmap:
        pixmap = QPixmap(
            max(1, math.ceil(size.width() * ratio)), max(1, math.ceil(size.height() * ratio))
        )
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        try:
            draw = self._draw()
            if draw is not None:  # (None: its widget is gone, and nothing asks any more)
                draw(painter, size)
        finally:
            painter.end()
        self.renders += 1
        return pixmap
