"""How the game log's lines are drawn: the newest bold on a tinted band, each line drawn
once as a picture and copied after that (the list: log_view.LogView)."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from blocky.ui.games.blocky_mountains.log_model import LogModel


class LatestLineDelegate(QStyledItemDelegate):
    """Draws the log's lines, the newest bold on a tinted band, so the eye finds it at
    once (the model gives it that font and band: :class:`LogModel`, :func:`newest_tint`).

    The list measures each line with the delegate's (Qt's) own size hint when it comes,
    and paints the lines that changed: a line is drawn once as a picture and copied while
    what decides its look stays the same (the whole list painted again, a line scrolled
    back into view)."""

    #: Pictures kept: the lines in view, in both bands, and some to spare.
    KEPT = 96

    def __init__(self, model: LogModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._pictures: dict[tuple[object, ...], QPixmap] = {}
        #: How many line pictures were drawn (tests read it).
        self.renders = 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect: QRect = option.rect
        if rect.isEmpty():
            return
        row = index.row()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        palette: QPalette = option.palette
        # A line's text and font never change while the log holds it (a rebuilt log, a
        # new font or style forget every picture): the row, whether it is the newest,
        # and what the list gives it (size, state, band, colours) decide its look.
        key = (
            row,
            row == self._model.rowCount() - 1,
            rect.width(),
            rect.height(),
            ratio,
            option.state.value,
            option.features.value,
            palette.cacheKey(),
        )
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._draw_line(option, index, rect, ratio, palette)
            if len(self._pictures) >= self.KEPT:
                del self._pictures[next(iter(self._pictures))]
            self._pictures[key] = picture
        painter.drawPixmap(rect.topLeft(), picture)

    def _draw_line(
        self,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        rect: QRect,
        ratio: float,
        palette: QPalette,
    ) -> QPixmap:
        picture = QPixmap(math.ceil(rect.width() * ratio), math.ceil(rect.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        # What the list shows under a line (its Base colour, and the band of every other
        # row, drawn as the list draws it), so the line's pixels come out as they would
        # drawn on the list itself.
        picture.fill(palette.color(QPalette.ColorRole.Base))
        at_origin = QStyleOptionViewItem(option)
        at_origin.rect = QRect(0, 0, rect.width(), rect.height())
        band = QStyleOptionViewItem(at_origin)
        band.state &= ~QStyle.StateFlag.State_MouseOver
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        p = QPainter(picture)
        try:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, band, p, widget)
            super().paint(p, at_origin, index)
        finally:
            p.end()
        self.renders += 1
        return picture

    def forget_pictures(self) -> None:
        """The lines changed (the log was rebuilt, the font or style changed): draw them
        again."""
        self._pictures.clear()


def newest_tint(palette: QPalette) -> QBrush:
    """The band of the newest line: a blend of the highlight colour into the base, not the
    full highlight colour, so the text keeps the window's text colour and its contrast in
    both schemes."""
    band = QColor(palette.color(QPalette.ColorRole.Highlight))
    base = palette.color(QPalette.ColorRole.Base)
    k = 0.3
    return QBrush(
        QColor.fromRgbF(
            base.redF() * (1 - k) + band.redF() * k,
            base.greenF() * (1 - k) + band.greenF() * k,
            base.blueF() * (1 - k) + band.blueF() * k,
        )
    )
