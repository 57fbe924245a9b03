"""A widget's painting kept as a picture and copied while nothing it shows has changed.

A widget painted again whenever the widget under or beside it is (each frame of a
marker's walk, each card entered) need not draw itself anew each time: it draws once
into an image for what it shows, at its size, pixel ratio, palette and font, and copies
that image until one of them changes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QWidget


class KeptPicture:
    """The last picture of one widget, and what it was drawn for."""

    def __init__(self) -> None:
        self._kept: tuple[tuple[Hashable, ...], QImage] | None = None

    def clear(self) -> None:
        """Forget the picture: the next paint draws anew."""
        self._kept = None

    def paint(self, widget: QWidget, what: Hashable, draw: Callable[[QPainter], None]) -> bool:
        """Paint ``widget`` from its picture of ``what``, drawing it with ``draw`` first when
        there is none for ``what`` at the widget's size, ratio, palette and font. Returns
        whether it was drawn anew."""
        ratio = widget.devicePixelRatioF()
        key = (
            what,
            widget.width(),
            widget.height(),
            ratio,
            widget.palette().cacheKey(),
            widget.font().key(),
        )
        made = self._kept is None or self._kept[0] != key
        if made:
            image = QImage(
                max(1, round(widget.width() * ratio)),
                max(1, round(widget.height() * ratio)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.setDevicePixelRatio(ratio)
            image.fill(0)
            painter = QPainter(image)
            try:
                draw(painter)
            finally:
                painter.end()
            self._kept = (key, image)
        assert self._kept is not None
        p = QPainter(widget)
        p.drawImage(0, 0, self._kept[1])
        p.end()
        return made
