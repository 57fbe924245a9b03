"""The table's small parts: the marker swatch and squirrel icon (painted, with
accessible names), the labels its boxes are made of, and the last card's warning."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QSizePolicy,
    QWidget,
)

from blocky.games.blocky_mountains.outcome import LastCard, LastCardWarning
from blocky.ui.games.blocky_mountains.board_colours import board_colours
from blocky.ui.games.blocky_mountains.board_shapes import pawn_path, squirrel_path
from blocky.ui.kit import theme
from blocky.ui.kit.widgets import ElidedLabel, KeptPictures, TextLabel


class MarkColours:
    """The colours the table's marked frames are drawn in, shared by them and set by the
    table when its colours change (a plain holder: a frame holding the table itself, or
    one of its methods, would make a cycle only Python's collector could free)."""

    def __init__(self) -> None:
        self.highlight = QColor()
        self.base = QColor()


def last_card_text(warning: LastCardWarning) -> str:
    """T9 in words: what must happen on the last card of the section for the team not to
    lose (the case is decided by :func:`blocky.games.blocky_mountains.outcome.last_card_warning`).

    Shared by the table and the turn panel, so both say the same thing (the panel once
    said "must reach" where the table said "out of reach")."""
    pile = warning.pile
    if warning.peak:
        target = QCoreApplication.translate("TableView", "the peak C")
    else:
        target = QCoreApplication.translate("TableView", "intermediate destination {pile}").format(
            pile=pile
        )
    if warning.case is LastCard.MASTER:
        text = QCoreApplication.translate(
            "TableView",
            "Last card of pile {pile}! Master it to reach {target}, or the team loses.",
        )
    elif warning.case is LastCard.FEED_FOX:
        text = QCoreApplication.translate(
            "TableView",
            "Last card of pile {pile}! Feed the fox and master it to reach {target}, "
            "or the team loses.",
        )
    else:
        text = QCoreApplication.translate(
            "TableView",
            "Last card of pile {pile}: {target} is out of reach, the team will lose.",
        )
    return text.format(pile=pile, target=target)


class MarkedFrame(QFrame):
    """A box or a row of the table that can be marked as the current one (the player
    whose turn it is, the pile played from, the route on the table): a border in the
    highlight colour, drawn here over what the table's style sheet draws.

    Drawn, not styled by a ``[current="true"]`` rule: a rule that depends on a property
    needs the widget styled again (unpolished and polished) each time the property
    changes, which cost a click that passes the turn up to 0.4 ms. The ``current`` property
    is still set, as plain information (tests and tools read it)."""

    def __init__(self, *, radius: int, width: int, fill: bool, colours: MarkColours) -> None:
        super().__init__()
        self._radius = radius
        self._width = width
        # Whether the marked frame is also filled with the base colour (a row is
        # transparent until marked).
        self._fill = fill
        self._colours = colours
        self._current = False
        self.setProperty("current", "false")

    def set_current(self, current: bool) -> None:
        if current == self._current:
            return
        self._current = current
        self.setProperty("current", "true" if current else "false")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._current:
            return
        highlight, base = self._colours.highlight, self._colours.base
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self._width / 2
        rect = QRectF(self.rect()).adjusted(half, half, -half, -half)
        radius = max(0.0, self._radius - half)
        if self._fill:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(base)
            p.drawRoundedRect(QRectF(self.rect()), self._radius, self._radius)
        pen = QPen(highlight, self._width)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, radius, radius)
        p.end()


class MarkerSwatch(QWidget):
    """A player's marker in their colour (or the team marker), next to their name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fill = QColor("#888888")
        self._team = False
        self.set_compact(False)

    def set_compact(self, compact: bool) -> None:
        """Smaller in the strip below the map, where a row is one line high."""
        self.setFixedSize(22, 30) if compact else self.setFixedSize(30, 44)

    def set_marker(self, fill: QColor, accessible_name: str, *, team: bool = False) -> None:
        self.setAccessibleName(accessible_name)
        if fill == self._fill and team == self._team:
            return  # painted as it is: a click that changes nothing here paints nothing
        self._fill = QColor(fill)
        self._team = team
        self.update()

    def fill(self) -> QColor:
        return QColor(self._fill)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Copied from a picture: tracing the marker's outline takes long, and the rows of
        # the players whose turn ends and begins are painted again on every such click.
        outline = theme.ink(self.palette())
        fill = self._fill
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)

        def draw(q: QPainter) -> None:
            q.setPen(QPen(outline, 2.5))
            q.setBrush(fill)
            q.drawPath(pawn_path(rect))

        _MARKER_PICTURES.paint(self, (fill.rgba(), outline.rgba()), draw)


#: The marker swatches' pictures (see MarkerSwatch).
_MARKER_PICTURES = KeptPictures(32)


class SquirrelIcon(QWidget):
    """The squirrel symbol shown beside every squirrel count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_compact(False)
        self.setAccessibleName(self.tr("squirrels"))

    def set_compact(self, compact: bool) -> None:
        side = 24 if compact else 32
        self.setFixedSize(side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Copied from a picture: the squirrel's many curves take long to fill, and a
        # table holds up to seven icons that a click paints again.
        colour = board_colours(self.palette()).backpack
        width, height = self.width(), self.height()

        def draw(q: QPainter) -> None:
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(colour)
            side = min(width, height)
            q.drawPath(squirrel_path(QRectF(0, (height - side) / 2, side, side)))

        _SQUIRREL_PICTURES.paint(self, colour.rgba(), draw)


#: The squirrel icons' pictures (see SquirrelIcon).
_SQUIRREL_PICTURES = KeptPictures(16)


def box_label(
    name: str,
    *,
    role: str = "",
    plain: bool = True,
    wrap: bool = False,
    narrow: bool = False,
    align: Qt.AlignmentFlag | None = None,
) -> QLabel:
    # A wrapped label keeps the height its lines need (German and French run long).
    label = (NarrowLabel() if narrow else TextLabel()) if wrap or narrow else QLabel()
    wrap = wrap or narrow
    label.setObjectName(name)
    if role:
        label.setProperty("role", role)
    if plain:
        label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    if align is not None:
        label.setAlignment(align)
    return label


class NarrowLabel(TextLabel):
    """Wrapped text that asks only for the width of its longest word: its box is as
    wide as the rest of what it holds (or what the strip leaves it), and a long heading
    ("FROLICKING AREA") or sentence wraps instead of widening the box."""

    def sizeHint(self) -> QSize:
        width = self.minimumSizeHint().width()
        return QSize(width, max(self.heightForWidth(width), self.minimumHeight()))


def name_label(name: str, role: str = "name") -> ElidedLabel:
    """A player's name: one line, "…" and the full name in the tooltip when too long."""
    label = ElidedLabel()
    label.setObjectName(name)
    label.setProperty("role", role)
    # Asks for its whole text, so a box sizes to the names it holds; when the room is
    # short it still shrinks to "M…".
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    return label


class Boxes(NamedTuple):
    """The view's boxes; ``crew`` only in the team game, ``owl`` only in the race."""

    who: QFrame
    crew: QFrame | None
    piles: QFrame
    card: QFrame
    owl: QFrame | None
    frol: QFrame

    def all(self) -> list[QFrame]:
        return [b for b in self if b is not None]


class Content(QWidget):
    """The boxes' widget: tells the view at once when its layout was done again (a
    signal, not a method of the view kept here: the view keeps its content, and the two
    would be a cycle that outlives a view left with its game)."""

    laid_out = Signal()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.laid_out.emit()
        return done
