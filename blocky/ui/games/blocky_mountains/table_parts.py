"""The table's small parts: the marker swatch and squirrel icon (painted, with
accessible names), the labels its boxes are made of, and the last card's warning."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPaintEvent,
    QPen,
    QRegion,
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
from blocky.ui.kit.widgets import ElidedLabel, KeptPictures, TextLabel, card_shape


class TableColours:
    """The colours the table's painted parts are drawn in (its boxes and rows, the mark
    of the current one, the owl tiles, the last card's warning), shared by them and set
    by the table when its colours change (a plain holder: a part holding the table
    itself, or one of its methods, would make a cycle only Python's collector could
    free)."""

    def __init__(self) -> None:
        self.highlight = QColor()
        self.base = QColor()
        self.mid = QColor()
        self.text = QColor()
        self.muted = QColor()
        # An owl tile turned over (its value side), and one lying face down.
        self.tile_value = QColor()
        self.tile_back = QColor()
        self.warning_back = QColor()


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


# The width of a box's border, and the room a row keeps round its content for the mark
# it gets as the current one (px).
BOX_BORDER = 2
ROW_BORDER = 3
# The border a marked box gets, and the radius of a box's and a row's corners (px).
MARK_WIDTH = 4
BOX_RADIUS = 12
ROW_RADIUS = 10
# An owl tile's border, and the room between it and the tile's text (px).
OWL_BORDER = 3
OWL_PADDING = (4, 2)


def _antialiased(widget: QWidget) -> QPainter:
    painter = QPainter(widget)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return painter


class TableFrame(QFrame):
    """A box of the table (a rounded card in the base colour, with a border) or a row in
    a box (nothing of its own until marked). Either can be marked as the current one
    (the player whose turn it is, the pile played from, the route on the table): a
    border in the highlight colour, thicker on a box, on the base colour in a row.

    Drawn, not styled: the table has no style sheet. A style sheet makes Qt style every
    widget under it by its rules, measured and painted through the style sheet style:
    a game's table took a third longer to open (35 ms more), every click 3 % more
    work, and a rule that depends on a property needs the widget styled again each time
    it changes. The ``role`` and ``current`` properties are still set, as plain
    information (tests and tools read them)."""

    def __init__(self, *, box: bool, colours: TableColours) -> None:
        super().__init__()
        self._box = box
        self._colours = colours
        self._current = False
        border = BOX_BORDER if box else ROW_BORDER
        # The content keeps clear of the border (and of a row's mark).
        self.setContentsMargins(border, border, border, border)
        self.setProperty("role", "box" if box else "row")
        self.setProperty("current", "false")

    def set_current(self, current: bool) -> None:
        if current == self._current:
            return
        self._current = current
        self.setProperty("current", "true" if current else "false")
        # Only the mark changes: its ring along the edge is painted again, not what the
        # box or row holds (the next player's name and squirrels stay as they are).
        self.update(self.mark_region())

    def mark_region(self) -> QRegion:
        """Where marking or unmarking it changes a pixel: the band along the edge its
        mark's border is stroked in (whole pixels: the border starts on the edge), with
        the corners it rounds (their antialiased pixels). A row's own fill when marked is
        the base colour of the box under it."""
        whole = self.rect()
        band = MARK_WIDTH if self._box else ROW_BORDER
        corner = (BOX_RADIUS if self._box else ROW_RADIUS) + 1
        region = QRegion(whole).subtracted(QRegion(whole.adjusted(band, band, -band, -band)))
        right, bottom = whole.right() + 1 - corner, whole.bottom() + 1 - corner
        for x, y in ((0, 0), (right, 0), (0, bottom), (right, bottom)):
            region = region.united(QRect(x, y, corner, corner))
        return region

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self._box and not self._current:
            return
        colours = self._colours
        p = _antialiased(self)
        whole = QRectF(self.rect())
        if self._box:
            p.setPen(QPen(colours.mid, BOX_BORDER))
            p.setBrush(colours.base)
            p.drawPath(card_shape(whole, BOX_BORDER, BOX_RADIUS))
            if self._current:
                p.setPen(QPen(colours.highlight, MARK_WIDTH))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(card_shape(whole, MARK_WIDTH, BOX_RADIUS))
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colours.base)
            p.drawRoundedRect(whole, ROW_RADIUS, ROW_RADIUS)
            p.setPen(QPen(colours.highlight, ROW_BORDER))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(card_shape(whole, ROW_BORDER, ROW_RADIUS))
        p.end()


class OwlTile(QLabel):
    """An owl tile of the display as it lies: letter side up, turned over (its value
    side), face down, or no tile (a dashed outline). Its ``face`` property says which."""

    FACES = ("letter", "value", "down", "empty")

    def __init__(self, colours: TableColours) -> None:
        super().__init__()
        self._colours = colours
        # None until the table first says how the tile lies.
        self._face: str | None = None
        across, down = OWL_PADDING
        self.setContentsMargins(
            OWL_BORDER + across, OWL_BORDER + down, OWL_BORDER + across, OWL_BORDER + down
        )
        self.setProperty("role", "owl")

    def face(self) -> str:
        return self._face or "empty"

    def set_face(self, face: str) -> None:
        assert face in self.FACES, face
        if face == self._face:
            return  # (kept here: asking Qt for the property costs more than the answer)
        self._face = face
        self.setProperty("face", face)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        colours = self._colours
        face = self.face()
        fill, ink = {
            "letter": (colours.base, colours.text),
            "value": (colours.tile_value, QColor("#111111")),
            "down": (colours.tile_back, QColor("#ffffff")),
        }.get(face, (QColor(Qt.GlobalColor.transparent), colours.muted))
        p = _antialiased(self)
        pen = QPen(colours.mid if face == "empty" else colours.text, OWL_BORDER)
        if face == "empty":
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawPath(card_shape(QRectF(self.rect()), OWL_BORDER, 8))
        p.setPen(ink)
        p.setFont(self.font())
        p.drawText(self.contentsRect(), int(self.alignment()), self.text())
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


class WarningLabel(NarrowLabel):
    """The last card's warning: bold words on a tinted band that catches the eye."""

    # The room between the band's edge and the words (px).
    PADDING = 6

    def __init__(self, colours: TableColours) -> None:
        super().__init__()
        self._colours = colours
        self.setContentsMargins(*(self.PADDING,) * 4)
        self.setProperty("role", "warning")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = _antialiased(self)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self._colours.warning_back)
        p.drawRoundedRect(QRectF(self.rect()), 8, 8)
        p.end()
        super().paintEvent(event)


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
