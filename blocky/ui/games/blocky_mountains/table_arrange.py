"""How the table's boxes stand: in a column when the view is tall, side by side
when it is wide, in one low strip below the map (in two rows, or one box a row, when
the map is narrow). The boxes and what they show are the table's (table.py)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from blocky.ui.games.blocky_mountains.table_parts import Boxes, MarkerSwatch, SquirrelIcon
from blocky.ui.kit.widgets import ElidedLabel

#: How the boxes are arranged (see TableView._arrange).
COLUMN, WIDE, STRIP = "column", "wide", "strip"
#: The strip in two rows: below a map too narrow for the boxes side by side.
STRIP2 = "strip2"
#: Narrower still (long words): every box in a row of its own, the view scrolls.
STACK = "stack"
STRIPS = (STRIP, STRIP2, STACK)
#: Room around the boxes, in pixels.
MARGIN = 6


class ArrangedBoxes(QWidget):
    """A view whose boxes are arranged for its size."""

    def __init__(self, parent: QWidget | None = None, *, show_card: bool = True) -> None:
        super().__init__(parent)
        self._show_card = show_card
        # The boxes lie on one content widget, placed by hand (no layout of the view's
        # own): a label whose text changes relays out the boxes.
        self._content: QWidget | None = None
        self._grid: QGridLayout | None = None
        self._boxes: Boxes | None = None
        self._player_rows: list[tuple[QGridLayout, QLabel]] = []
        #: "column" (tall), "wide" (boxes in two rows beside the card) or "strip" (one
        #: low row below the map, the card left to the turn panel).
        self._arranged: str | None = None

    def _boxes_arranged(self) -> None:
        """The boxes stand anew: what is worded after their arrangement is worded again."""

    def _arrange(self, *, force: str | None = None) -> None:
        """Stack the boxes in a column when the view is tall; side by side when it is
        wide: in one low strip (below the map) when the card has no box here."""
        if self._content is None or self._grid is None or self._boxes is None:
            return
        # Without the card (below the game screen's map, in a scroll area) the boxes
        # stand in a strip; alone, tall or wide as the view is.
        kind = force or (
            self._strip_kind(self.width())
            if not self._show_card
            else WIDE
            if self._is_wide()
            else COLUMN
        )
        if kind == self._arranged:
            return
        self._arranged = kind
        wide = kind in STRIPS
        b = self._boxes
        grid = self._grid
        for box in b.all():
            grid.removeWidget(box)
        for k in range(6):
            grid.setRowStretch(k, 0)
            grid.setColumnStretch(k, 0)
        # Names ask for their whole width in the strip, so its boxes fit the names they
        # hold; elsewhere they take what the row leaves.
        policy = QSizePolicy.Policy.Preferred if wide else QSizePolicy.Policy.Ignored
        for box in b.all():
            for name in box.findChildren(ElidedLabel):
                if name.objectName().startswith(("playerName_", "adventurer_")):
                    name.setSizePolicy(policy, QSizePolicy.Policy.Preferred)
            # The boxes themselves: on the first arrangement they are not children yet.
            for swatch in box.findChildren(MarkerSwatch):
                swatch.set_compact(wide)
            for icon in box.findChildren(SquirrelIcon):
                icon.set_compact(wide)
        # A player's space goes beside the name in the strip (one line per player),
        # under it in the column.
        for row, where in self._player_rows:
            row.removeWidget(where)
            if wide:
                row.addWidget(where, 0, 2)
            else:
                row.addWidget(where, 1, 1, 1, 2)
            # Beside the name, the space takes what the name leaves; under it, the name
            # has the whole width.
            row.setColumnStretch(1, 0 if wide else 1)
            row.setColumnStretch(2, 1 if wide else 0)
        if kind == STRIP:
            self._arrange_strip(b, grid)
        elif kind == STRIP2:
            self._arrange_two_rows(b, grid)
        elif kind == STACK:
            self._arrange_stack(b, grid)
        elif kind == WIDE:
            self._arrange_wide(b, grid)
        else:
            self._arrange_column(b, grid)
        self._boxes_arranged()

    def _arrange_column(self, b: Boxes, grid: QGridLayout) -> None:
        grid.addWidget(b.who, 0, 0, 1, 2)
        row = 1
        if b.crew is not None:
            grid.addWidget(b.crew, row, 0, 1, 2)
            row += 1
        grid.addWidget(b.piles, row, 0, 1, 2)
        grid.addWidget(b.card, row + 1, 0, 1, 2)
        if b.owl is not None:
            grid.addWidget(b.owl, row + 2, 0)
            grid.addWidget(b.frol, row + 2, 1)
            grid.setColumnStretch(0, 3)
            grid.setColumnStretch(1, 2)
        else:
            grid.addWidget(b.frol, row + 2, 0, 1, 2)
        grid.setRowStretch(row + 3, 1)

    def _arrange_wide(self, b: Boxes, grid: QGridLayout) -> None:
        grid.addWidget(b.who, 0, 0)
        if b.owl is not None:
            grid.addWidget(b.frol, 1, 0)
            grid.addWidget(b.piles, 0, 1)
            grid.addWidget(b.owl, 1, 1)
        else:
            # No owl tiles: the adventurers go under the team, the frolicking area
            # under the piles.
            if b.crew is not None:
                grid.addWidget(b.crew, 1, 0)
            else:
                grid.removeWidget(b.who)
                grid.addWidget(b.who, 0, 0, 2, 1)
            grid.addWidget(b.piles, 0, 1)
            grid.addWidget(b.frol, 1, 1)
        grid.addWidget(b.card, 0, 2, 2, 1)
        grid.setRowStretch(0, 1)
        for col, stretch in enumerate((5, 5, 4)):
            grid.setColumnStretch(col, stretch)

    def _arrange_strip(self, b: Boxes, grid: QGridLayout) -> None:
        # Columns left to right: who plays, the piles, then the small boxes stacked.
        # Only the first column stretches; the others keep the width of their content.
        col = 0
        grid.addWidget(b.who, 0, col, 2, 1)
        if b.crew is not None:
            col += 1
            grid.addWidget(b.crew, 0, col, 2, 1)
        col += 1
        grid.addWidget(b.piles, 0, col, 2, 1)
        col += 1
        if b.owl is not None:
            grid.addWidget(b.owl, 0, col)
            grid.addWidget(b.frol, 1, col)
        else:
            grid.addWidget(b.frol, 0, col, 2, 1)
        # Hidden here (the turn panel shows the card), but still part of the view.
        grid.addWidget(b.card, 0, col + 1, 2, 1)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)

    def _arrange_two_rows(self, b: Boxes, grid: QGridLayout) -> None:
        # Who plays and the small boxes above (the players of a race have a row of
        # their own), the piles below across the whole width.
        if b.owl is not None:
            grid.addWidget(b.who, 0, 0, 1, 2)
            grid.addWidget(b.owl, 1, 0)
            grid.addWidget(b.frol, 1, 1)
        elif b.crew is not None:
            grid.addWidget(b.who, 0, 0)
            grid.addWidget(b.frol, 1, 0)
            grid.addWidget(b.crew, 0, 1, 2, 1)
        else:
            grid.addWidget(b.who, 0, 0, 2, 1)
            grid.addWidget(b.frol, 0, 1, 2, 1)
        grid.addWidget(b.piles, 2, 0, 1, 2)
        # Hidden here (the turn panel shows the card), but still part of the view.
        grid.addWidget(b.card, 3, 0, 1, 2)
        grid.setRowStretch(3, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

    def _arrange_stack(self, b: Boxes, grid: QGridLayout) -> None:
        for row, box in enumerate((b.who, b.crew, b.owl, b.frol, b.piles, b.card)):
            if box is not None:
                grid.addWidget(box, row, 0)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(5, 1)

    def _strip_kind(self, width: int) -> str:
        """One row of boxes when they fit side by side in ``width`` pixels, else two,
        else one box a row."""
        if self._content is None or self._boxes is None:
            return STRIP
        for kind in (STRIP, STRIP2):
            if self._arranged != kind:
                self._arrange(force=kind)
            if self._content.minimumSizeHint().width() + 2 * MARGIN <= width:
                return kind
        return STACK

    def _is_wide(self) -> bool:
        return self.width() > self.height() * 1.25

    def is_wide(self) -> bool:
        """Whether the boxes stand side by side (a wide, low view) instead of in a column."""
        return self._arranged in (WIDE, *STRIPS)

    def is_two_rows(self) -> bool:
        """Whether the strip below the map is in two rows (too narrow for one)."""
        return self._arranged in (STRIP2, STACK)

    def is_strip(self) -> bool:
        """Whether the boxes stand in one low row (below the map, without the card)."""
        return self._arranged in STRIPS
