"""The start screen's list of unfinished games: a rounded panel that holds the rows.

Loaded when the saved games are first listed, after the window's first paint (see the
note in blocky/ui/shell/start_screen.py): PySide builds a Qt class's enums the first
time the class is used, and the list's classes have many.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF
from PySide6.QtGui import QFocusEvent, QPainter, QPalette
from PySide6.QtWidgets import QFrame, QListWidget, QWidget

from blocky.ui.kit.widgets import card_shape, fill_shape, outline_shape


class GamesList(QListWidget):
    """The list drawn as a panel: the alternate base colour inside a rounded border of
    the mid colour, two pixels of the highlight colour while the list has the keyboard.
    Its rows (blocky/ui/shell/start_screen.py) draw themselves as cards on it, so the
    list draws nothing of its own for an item: no selection colour, no hover.

    Drawn here rather than by a style sheet: Qt styles every widget under a style sheet
    through its rules, the rows and their labels included, which made listing the saved
    games slower (bench/ui_bench.py)."""

    RADIUS = 8
    #: Between the panel's edge and the rows: room for the focused border.
    MARGIN = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A plain frame as wide as the border, drawn as the panel (below): the rows and
        # the scroll bar lie inside it.
        self.setFrameShape(QFrame.Shape.Box)
        self.setFrameShadow(QFrame.Shadow.Plain)
        self.setLineWidth(self.MARGIN)
        # The rows and the gaps between them lie on the panel drawn below: a viewport
        # that fills no background of its own. (Made here rather than changed: asking
        # for the list's own would have PySide find its Python class among every widget
        # class it knows, building dozens of classes' enums, about 15 ms.)
        viewport = QWidget()
        viewport.setAutoFillBackground(False)
        self.setViewport(viewport)

    def event(self, event: QEvent) -> bool:
        # The scroll area's own paint event (its frame), not the viewport's: the panel.
        if event.type() == QEvent.Type.Paint:
            self._paint_panel()
            return True
        return super().event(event)

    def _paint_panel(self) -> None:
        pal = self.palette()
        focused = self.hasFocus()
        width = 2.0 if focused else 1.0
        panel = card_shape(QRectF(self.rect()), width, self.RADIUS)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill_shape(p, panel, pal.color(QPalette.ColorRole.AlternateBase))
        role = QPalette.ColorRole.Highlight if focused else QPalette.ColorRole.Mid
        outline_shape(p, panel, pal.color(role), width)
        p.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()
