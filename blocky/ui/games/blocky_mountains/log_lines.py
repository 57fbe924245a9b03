"""How the game log's lines are drawn: the newest bold on a tinted band, each line's
wrapped height measured once and kept."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from blocky.ui.games.blocky_mountains.log_model import LogModel

#: Where a log line keeps its size (see LatestLineDelegate.measure).
SIZE_ROLE = Qt.ItemDataRole.SizeHintRole


class LatestLineDelegate(QStyledItemDelegate):
    """Draws the log's lines, the newest bold on a tinted band, so the eye finds it at
    once (the model gives it that font and band: :class:`LogModel`, :func:`newest_tint`).

    The list lays out every line again when one is added and asks each line for its size
    then. A line's size is measured when it comes (and again when the list's width, font
    or style changes) and kept in the model (:data:`SIZE_ROLE`), where Qt reads it
    without calling Python: a long game's log costs a click no more than a short one's.

    Every line in view is painted again when one is added (they all move up); a line is
    drawn once as a picture and copied while what decides its look stays the same."""

    #: Pictures kept: the lines in view, in both bands, and some to spare.
    KEPT = 96

    def __init__(self, model: LogModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._pictures: dict[tuple[object, ...], QPixmap] = {}
        #: Each line's width as measured (see measure).
        self._widths: list[int] = []
        #: The widest content the kept sizes were checked at (see measure).
        self._checked = 0
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

    def forget_sizes(self) -> None:
        """The lines changed (the log was rebuilt, the font or style changed): draw them
        again."""
        self._pictures.clear()

    def measure(self, view: QListView, first: int = 0, last: int | None = None) -> None:
        """Keep the size of lines ``first`` to ``last`` (to the end when None) in the
        model, measured as the list measures them when it lays them out now: at its
        width, the newest line bold.

        The list lays its lines out at its width, then places each at the width of its
        content (its widest line, a pixel or two wider when a line fills the width):
        where a line wraps differently at the two, or where Qt asks for it unwrapped (the
        first line: the scroll bar's step), no size is kept and the list asks as before.
        What the list shows stays as Qt lays it out."""
        model = self._model
        rows = model.rowCount()
        last = rows - 1 if last is None else min(last, rows - 1)
        first = max(first, 0)
        if first > last:
            return
        if first > len(self._widths):
            first = 0  # lines the widths were not kept for: all are measured
        if first == 0:
            self._checked = 0
        del self._widths[first:]
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        # The rectangle the list lays its lines out in (its viewport, less the spacing).
        space = view.spacing()
        option.rect = view.viewport().rect().adjusted(space, space, -space, -space)
        room = option.rect.width()
        least = view.viewport().width() - 2 * space
        blocked = model.blockSignals(True)
        try:
            sizes = [self._measured(option, row) for row in range(first, last + 1)]
            self._widths.extend(size.width() for size in sizes)
            content = max(self._widths, default=0) + 2 * space
            wide: QStyleOptionViewItem | None = None
            if content > room:
                wide = QStyleOptionViewItem(option)
                wide.rect = QRect(0, 0, content, max(1, option.rect.height()))
            kept = [(row, size) for row, size in enumerate(sizes, start=first) if row > 0]
            if wide is not None and content > self._checked:
                # Wider than any width the kept sizes were checked at: check them there.
                for row in range(1, first):
                    size = model.index(row, 0).data(SIZE_ROLE)
                    if isinstance(size, QSize):
                        kept.append((row, size))
                self._checked = content
            # A line of a single line's height wraps nowhere: it is the same at any
            # greater width. Only lines of more than one line are measured again.
            one_line = QFontMetricsF(option.font).height()
            for row, size in kept:
                if wide is not None and size.height() > 1.5 * one_line:
                    placed = self._measured(wide, row)
                    if placed.height() != size.height() or max(placed.width(), least) != max(
                        size.width(), least
                    ):
                        continue
                item = model.item(row)
                if item is not None:
                    item.setData(size, SIZE_ROLE)
        finally:
            model.blockSignals(blocked)

    def _measured(self, option: QStyleOptionViewItem, row: int) -> QSize:
        """Line ``row``'s size as Qt measures it in ``option`` (no size kept)."""
        item = self._model.item(row)
        if item is not None and item.data(SIZE_ROLE) is not None:
            item.setData(None, SIZE_ROLE)
        return QStyledItemDelegate.sizeHint(self, option, self._model.index(row, 0))


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
