"""What lies on the table beside the map: piles, the built route, owl tiles and squirrels.

Built from real labels and frames so screen readers and the keyboard find
everything; only the small colour and squirrel symbols are painted (and carry
accessible names). Text sizes follow the widget's size, so the view reads
from two metres on a laptop and does not sprawl on a big screen.

Below the map the view is a low strip: the boxes stand side by side and take only the
height their text needs (:meth:`TableView.strip_height`), so the map keeps the rest.
In the game screen the route on the table is left out, because the turn panel right
beside it shows the same card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import PILES, OwlValue
from blocky.games.blocky_mountains.describe import place_of
from blocky.games.blocky_mountains.game import active_pile, pile_progress, team_goal
from blocky.games.blocky_mountains.outcome import LastCard, LastCardWarning, last_card_warning
from blocky.games.blocky_mountains.owls import most_discarded
from blocky.games.blocky_mountains.state import FACE_DOWN, PLAN_COURSE, Mode, Phase, State
from blocky.ui.games.blocky_mountains.board_shapes import pawn_path, squirrel_path
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.places import place_name
from blocky.ui.games.blocky_mountains.progress_words import played_text
from blocky.ui.games.blocky_mountains.words import failed_count, mastered_count, route_result
from blocky.ui.kit import theme
from blocky.ui.kit.widgets import ElidedLabel, KeptPictures, TextLabel

#: The size at which the text sizes in theme are used unscaled: in a column, and
#: with the boxes side by side (the strip below the map in a wide window).
_DESIGN_HEIGHT = 860.0
_DESIGN_WIDTH = 460.0
_STRIP_DESIGN_WIDTH = 1000.0
_WIDE_DESIGN_HEIGHT = 400.0
#: The strip's text never grows past this: on a big screen the map gets the room.
_STRIP_MAX_SCALE = 1.1
#: How the boxes are arranged (see TableView._arrange).
COLUMN, WIDE, STRIP = "column", "wide", "strip"
#: The strip in two rows: below a map too narrow for the boxes side by side.
STRIP2 = "strip2"
#: Narrower still (long words): every box in a row of its own, the view scrolls.
STACK = "stack"
_STRIPS = (STRIP, STRIP2, STACK)
#: Room around the boxes, in pixels.
_MARGIN = 6
#: The smallest text size, in pixels, for anything a player reads.
READABLE_PX = 15


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
        colour = theme.board_colours(self.palette()).backpack
        width, height = self.width(), self.height()

        def draw(q: QPainter) -> None:
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(colour)
            side = min(width, height)
            q.drawPath(squirrel_path(QRectF(0, (height - side) / 2, side, side)))

        _SQUIRREL_PICTURES.paint(self, colour.rgba(), draw)


#: The squirrel icons' pictures (see SquirrelIcon).
_SQUIRREL_PICTURES = KeptPictures(16)


def _label(
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


def _name_label(name: str, role: str = "name") -> ElidedLabel:
    """A player's name: one line, "…" and the full name in the tooltip when too long."""
    label = ElidedLabel()
    label.setObjectName(name)
    label.setProperty("role", role)
    # Asks for its whole text, so a box sizes to the names it holds; when the room is
    # short it still shrinks to "M…".
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    return label


class _Boxes(NamedTuple):
    """The view's boxes; ``crew`` only in the team game, ``owl`` only in the race."""

    who: QFrame
    crew: QFrame | None
    piles: QFrame
    card: QFrame
    owl: QFrame | None
    frol: QFrame

    def all(self) -> list[QFrame]:
        return [b for b in self if b is not None]


class _Content(QWidget):
    """The boxes' widget: tells the view at once when its layout was done again."""

    laid_out: Callable[[], None] | None = None

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.laid_out is not None:
            self.laid_out()
        return done


class TableView(QWidget):
    """The piles, the built route, the owl display and everyone's squirrels."""

    def __init__(self, parent: QWidget | None = None, *, show_card: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("tableView")
        self.setAccessibleName(self.tr("Table"))
        self._state: State | None = None
        self._built_for: object = None
        self._scale = 1.0
        self._dark: bool | None = None
        self._show_card = show_card
        # The boxes lie on one content widget, placed by hand (no layout of the view's
        # own): a label whose text changes relays out the boxes, and the view asks the
        # window for a new layout only when the height it needs changed (see event).
        self._content: QWidget | None = None
        self._asked_min: QSize | None = None
        self._grid: QGridLayout | None = None
        self._boxes: _Boxes | None = None
        self._player_rows: list[tuple[QGridLayout, QLabel]] = []
        #: The boxes' labels and frames by name, found once per game.
        self._named: dict[str, QFrame] = {}
        self._swatches: dict[str, MarkerSwatch] = {}
        #: The style properties set on them (see _set_prop).
        self._props: dict[tuple[QWidget, str], str] = {}
        #: What each part of the table was last filled from (see _unchanged).
        self._filled: dict[str, object] = {}
        #: "column" (tall), "wide" (boxes in two rows beside the card) or "strip" (one
        #: low row below the map, the card left to the turn panel).
        self._arranged: str | None = None
        self._restyle(force=True)

    # -- public API -------------------------------------------------------------------

    def set_state(self, state: State) -> None:
        key = (state.ctx.setup, id(state.ctx.catalogue))
        if key != self._built_for:
            self._build(state)
            self._built_for = key
        self._state = state
        self._fill(state)

    def state(self) -> State | None:
        return self._state

    def set_card_shown(self, shown: bool) -> None:
        """Whether the route on the table has its own box (the game screen's turn panel
        shows the card, so there it is left out)."""
        self._show_card = shown
        if self._boxes is not None:
            if shown and self._state is not None:
                self._fill_card(self._state)  # not filled while it had no box
            self._boxes.card.setVisible(shown)
            self._arranged = None
            self._arrange()

    def card_shown(self) -> bool:
        return self._show_card

    def strip_height(self, width: int) -> int:
        """The height the boxes need side by side in a strip ``width`` pixels wide."""
        self._set_scale(self._strip_scale(width))
        self._arrange(force=self._strip_kind(width) if not self._show_card else None)
        if self._content is None:
            return self.minimumSizeHint().height()
        # Wrapped lines know their height once laid out at their width; before the
        # first layout this is a little generous (the game screen asks again then).
        need = self._content.minimumSizeHint().height()
        return need + 2 * _MARGIN

    def sizeHint(self) -> QSize:
        return QSize(460, 760)

    def minimumSizeHint(self) -> QSize:
        if self._arranged in _STRIPS and self._content is not None:
            # The strip below the map: as low as its text allows, and no lower.
            return QSize(320, self._content.minimumSizeHint().height() + 2 * _MARGIN)
        return QSize(320, 220)

    # -- Qt overrides -----------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._content_laid_out()
        return super().event(event)

    def _content_laid_out(self) -> None:
        """The boxes were laid out again (a text changed): the window needs a new layout
        only if the view's least size changed with them."""
        self._fit_window()
        self._place_content()
        wanted = self.minimumSizeHint()
        if wanted != self._asked_min:
            self._asked_min = wanted
            self.updateGeometry()

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt override)
        if visible:
            self._fit_window()
        super().setVisible(visible)

    def _fit_window(self) -> None:
        """Alone on screen (not in the game screen), the view is never smaller than its
        boxes, as a window with a layout would be."""
        if self.isWindow() and self._content is not None:
            layout = self._content.layout()
            if layout is not None:
                layout.activate()
            need = self._content.minimumSizeHint()
            self.setMinimumSize(need.width() + 2 * _MARGIN, need.height() + 2 * _MARGIN)

    def _place_content(self) -> None:
        if self._content is not None:
            self._content.setGeometry(self.rect().adjusted(_MARGIN, _MARGIN, -_MARGIN, -_MARGIN))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    def follow_scheme(self) -> None:
        """The app's scheme changed while the view is shown (Settings, or the desktop):
        its own style sheet keeps it from hearing of it, so its parent tells it."""
        self._restyle()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_content()
        if not self._show_card:
            # The strip's text size follows the width: set before the boxes are
            # arranged for it (what fits in a row depends on it).
            self._set_scale(self._strip_scale(self._room_width()))
        self._arrange()
        if self._arranged in _STRIPS:
            scale = self._strip_scale(self._room_width())
        else:
            if self._arranged == WIDE:
                scale = min(self.height() / _WIDE_DESIGN_HEIGHT, self.width() / _STRIP_DESIGN_WIDTH)
            else:
                scale = min(self.height() / _DESIGN_HEIGHT, self.width() / _DESIGN_WIDTH)
            scale = round(max(0.62, min(1.3, scale)) * 20) / 20
        self._set_scale(scale)

    def _room_width(self) -> int:
        """The width the strip's text is sized for: in a scroll area, the room it gives
        with no scroll bar shown. Sized by the width left beside a scroll bar, the text
        would shrink, need less height, lose the bar, grow again and bring the bar back:
        one new style sheet each time, without end."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea) and area.widget() is self:
            return area.maximumViewportSize().width()
        return self.width()

    @staticmethod
    def _strip_scale(width: int) -> float:
        # In the strip the width sets the size: the height is what the text then needs.
        scale = width / _STRIP_DESIGN_WIDTH
        return round(max(0.62, min(_STRIP_MAX_SCALE, scale)) * 20) / 20

    def _set_scale(self, scale: float) -> None:
        if scale != self._scale:
            self._scale = scale
            self._restyle(force=True)

    # -- look -------------------------------------------------------------------------

    def _px(self, size: int) -> int:
        # Big numbers shrink with the view; running text never drops below what reads
        # from a chair.
        return max(min(size, READABLE_PX), round(size * self._scale))

    def _restyle(self, force: bool = False) -> None:
        """One style sheet for the whole view: sizes scale, colours follow the scheme."""
        # A widget with its own style sheet keeps the palette it was polished with, so
        # the app's palette is read when the scheme changes while the view is shown.
        pal = (
            self.palette()
            if self.testAttribute(Qt.WidgetAttribute.WA_SetPalette)
            else QApplication.palette(self)
        )
        dark = theme.is_dark(pal)
        if not force and dark == self._dark:
            return
        self._dark = dark
        c = theme.board_colours(pal)
        text = pal.color(pal.ColorRole.WindowText).name()
        base = pal.color(pal.ColorRole.Base).name()
        mid = pal.color(pal.ColorRole.Mid).name()
        hl = pal.color(pal.ColorRole.Highlight).name()
        muted = c.muted.name()
        warn_bg = "#5a1e1e" if dark else "#fde2df"
        warn_fg = "#ffd9d4" if dark else "#7a1410"
        tile_back = "#3a4a66" if dark else "#2f4f7f"
        px = self._px
        # An owl tile shows its letter over its two numbers: two lines at least.
        owl_font = theme.font(px(theme.FONT_MEDIUM), bold=True)
        owl_height = max(px(46), 2 * QFontMetrics(owl_font).lineSpacing())
        self.setStyleSheet(
            f"""
            QFrame[role="box"] {{ background: {base}; border: 2px solid {mid}; border-radius: 12px; }}
            QFrame[role="box"][current="true"] {{ border: 4px solid {hl}; }}
            QFrame[role="row"] {{ background: transparent; border: 3px solid transparent; border-radius: 10px; }}
            QFrame[role="row"][current="true"] {{ border: 3px solid {hl}; background: {base}; }}
            QLabel {{ color: {text}; font-size: {px(theme.FONT_NORMAL)}px; background: transparent; border: none; }}
            QLabel:disabled {{ color: {muted}; }}
            QLabel[role="heading"] {{ color: {muted}; font-size: {px(theme.FONT_SMALL)}px; font-weight: bold; }}
            QLabel[role="huge"] {{ font-size: {px(theme.FONT_HUGE)}px; font-weight: bold; }}
            QLabel[role="large"] {{ font-size: {px(theme.FONT_LARGE)}px; font-weight: bold; }}
            QLabel[role="medium"] {{ font-size: {px(theme.FONT_MEDIUM)}px; font-weight: bold; }}
            QLabel[role="small"] {{ font-size: {px(theme.FONT_SMALL)}px; color: {muted}; }}
            QLabel[role="name"] {{ font-size: {px(theme.FONT_MEDIUM)}px; font-weight: bold; }}
            QLabel[role="warning"] {{ background: {warn_bg}; color: {warn_fg}; border-radius: 8px;
                                     padding: 6px; font-size: {px(theme.FONT_MEDIUM)}px; font-weight: bold; }}
            QLabel[role="owl"] {{ border-radius: 8px; font-size: {px(theme.FONT_MEDIUM)}px; font-weight: bold;
                                  min-height: {owl_height}px; padding: 2px 4px; }}
            QLabel[role="owl"][face="letter"] {{ background: {base}; color: {text}; border: 3px solid {text}; }}
            QLabel[role="owl"][face="value"] {{ background: {c.peak.name()}; color: #111111; border: 3px solid {text}; }}
            QLabel[role="owl"][face="down"] {{ background: {tile_back}; color: #ffffff; border: 3px solid {text}; }}
            QLabel[role="owl"][face="empty"] {{ background: transparent; color: {muted}; border: 3px dashed {mid}; }}
            """
        )

    def _set_prop(self, widget: QWidget, name: str, value: str) -> None:
        """Set a style property and re-polish only when it changed."""
        key = (widget, name)
        if self._props.get(key) == value:
            return  # (kept here: asking Qt for the property costs more than the answer)
        self._props[key] = value
        if widget.property(name) == value:
            return
        widget.setProperty(name, value)
        style = widget.style()
        style.unpolish(widget)
        style.polish(widget)

    # -- building ---------------------------------------------------------------------

    def _box(self, heading: str, name: str) -> tuple[QFrame, QVBoxLayout]:
        frame = QFrame()
        frame.setObjectName(name)
        frame.setProperty("role", "box")
        lay = QVBoxLayout(frame)
        lay.setContentsMargins(12, 6, 12, 8)
        lay.setSpacing(4)
        title = NarrowLabel()
        title.setObjectName(name + "Heading")
        title.setProperty("role", "heading")
        title.setTextFormat(Qt.TextFormat.PlainText)
        title.setWordWrap(True)
        title.setText(heading.upper())
        lay.addWidget(title)
        return frame, lay

    def _build(self, state: State) -> None:
        if self._content is not None:
            self._content.hide()
            self._content.deleteLater()
        self._named = {}
        self._swatches = {}
        self._props = {}
        self._filled = {}
        # The last state belongs to the boxes that go: the new ones are filled by set_state.
        self._state = None
        content = _Content(self)
        content.laid_out = self._content_laid_out
        self._grid = QGridLayout(content)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(8)
        self._content = content
        self._place_content()
        content.show()
        self._player_rows = []
        mode = state.mode
        crew: QFrame | None = None
        if mode is Mode.RACE:
            who = self._build_players(state)
        elif mode is Mode.TEAM:
            who = self._build_team(state)
            crew = self._build_crew(state)
        else:
            who = self._build_solo(state)
        owl: QFrame | None = None
        if mode is Mode.RACE:
            owl, lay = self._box(self.tr("Owl tiles"), "owlBox")
            lay.addWidget(_label("owlDrawPile", role="medium", wrap=True))
            # Asks for the width of its longest word and keeps the height of the longest
            # discard it can show: a tile discarded never resizes the table's columns.
            lay.addWidget(_label("owlDiscard", narrow=True))
            lay.addStretch(1)
        frol, lay = self._box(self.tr("Frolicking area"), "frolickingBox")
        row = QHBoxLayout()
        row.addWidget(SquirrelIcon())
        row.addWidget(_label("frolicking", role="large"), 1)
        lay.addLayout(row)
        lay.addStretch(1)
        card = self._build_card()
        card.setVisible(self._show_card)
        self._boxes = _Boxes(who, crew, self._build_piles(state), card, owl, frol)
        self._arranged = None
        self._arrange()

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
        wide = kind in _STRIPS
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
        if self._state is not None and self._state.mode is Mode.TEAM:
            self._fill_team(self._state)

    def _arrange_column(self, b: _Boxes, grid: QGridLayout) -> None:
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

    def _arrange_wide(self, b: _Boxes, grid: QGridLayout) -> None:
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

    def _arrange_strip(self, b: _Boxes, grid: QGridLayout) -> None:
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

    def _arrange_two_rows(self, b: _Boxes, grid: QGridLayout) -> None:
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

    def _arrange_stack(self, b: _Boxes, grid: QGridLayout) -> None:
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
            if self._content.minimumSizeHint().width() + 2 * _MARGIN <= width:
                return kind
        return STACK

    def _is_wide(self) -> bool:
        return self.width() > self.height() * 1.25

    def is_wide(self) -> bool:
        """Whether the boxes stand side by side (a wide, low view) instead of in a column."""
        return self._arranged in (WIDE, *_STRIPS)

    def is_two_rows(self) -> bool:
        """Whether the strip below the map is in two rows (too narrow for one)."""
        return self._arranged in (STRIP2, STACK)

    def is_strip(self) -> bool:
        """Whether the boxes stand in one low row (below the map, without the card)."""
        return self._arranged in _STRIPS

    def _build_players(self, state: State) -> QFrame:
        frame, lay = self._box(self.tr("Players"), "playersBox")
        for i in range(len(state.setup.players)):
            row = QFrame()
            row.setObjectName(f"playerRow_{i}")
            row.setProperty("role", "row")
            h = QGridLayout(row)
            h.setContentsMargins(6, 0, 6, 0)
            h.setHorizontalSpacing(8)
            h.setVerticalSpacing(0)
            swatch = MarkerSwatch()
            swatch.setObjectName(f"playerSwatch_{i}")
            h.addWidget(swatch, 0, 0, 2, 1)
            name = _name_label(f"playerName_{i}")
            where = _name_label(f"playerWhere_{i}", role="small")
            # The name has the first claim on the row; the space takes what is left.
            where.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            h.addWidget(name, 0, 1)
            h.addWidget(where, 1, 1, 1, 2)
            h.addWidget(SquirrelIcon(), 0, 3, 2, 1)
            count = _label(f"playerSquirrels_{i}", role="large")
            count.setMinimumWidth(self._px(40))
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            h.addWidget(count, 0, 4, 2, 1)
            lay.addWidget(row)
            self._player_rows.append((h, where))
        lay.addStretch(1)
        return frame

    def _build_team(self, state: State) -> QFrame:
        frame, lay = self._box(self.tr("Team"), "teamBox")
        # The marker beside two short lines (section, then the team's squirrels): narrow
        # enough for the strip below the map.
        top = QGridLayout()
        top.setHorizontalSpacing(8)
        top.setVerticalSpacing(0)
        swatch = MarkerSwatch()
        swatch.setObjectName("teamSwatch")
        swatch.set_marker(theme.team_fill(), self.tr("Team marker"), team=True)
        top.addWidget(swatch, 0, 0, 2, 1)
        top.addWidget(_label("teamSection", role="medium"), 0, 1)
        pool_row = QHBoxLayout()
        pool_row.setSpacing(6)
        pool_row.addWidget(SquirrelIcon())
        pool_row.addWidget(_label("teamPool", role="large"), 1)
        top.addLayout(pool_row, 1, 1)
        top.setColumnStretch(1, 1)
        lay.addLayout(top)
        goal = _label("teamGoal", role="small", narrow=True)
        lay.addWidget(goal)
        warning = _label("lastCardWarning", role="warning", narrow=True)
        warning.setVisible(False)
        lay.addWidget(warning)
        lay.addStretch(1)
        return frame

    def _build_crew(self, state: State) -> QFrame:
        """The adventurers in seat order, the one whose turn it is framed."""
        frame, lay = self._box(self.tr("Adventurers"), "crewBox")
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(0)
        n = len(state.setup.players)
        per_column = (n + 1) // 2
        for i in range(n):
            row = QFrame()
            row.setObjectName(f"adventurerRow_{i}")
            row.setProperty("role", "row")
            h = QHBoxLayout(row)
            h.setContentsMargins(4, 0, 4, 0)
            name = _name_label(f"adventurer_{i}")
            h.addWidget(name)
            # Down the first column, then the second: the seat order reads top to bottom.
            grid.addWidget(row, i % per_column, i // per_column)
        lay.addLayout(grid)
        lay.addStretch(1)
        return frame

    def _build_solo(self, state: State) -> QFrame:
        plan = state.setup.course == PLAN_COURSE
        frame, lay = self._box(
            self.tr("Practice plan") if plan else self.tr("Solo training"), "soloBox"
        )
        top = QHBoxLayout()
        name = _name_label("soloName")
        top.addWidget(name, 1)
        top.addWidget(SquirrelIcon())
        top.addWidget(_label("soloSquirrels", role="large"))
        lay.addLayout(top)
        # Room from the start for the longest numbers its lines will show, at the top.
        progress = _label("soloProgress", role="medium", narrow=True)
        progress.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(progress)
        lay.addStretch(1)
        return frame

    def _build_piles(self, state: State) -> QFrame:
        frame, lay = self._box(self.tr("Route cards"), "pilesBox")
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(6)
        race = state.mode is Mode.RACE
        for col, pile in enumerate(PILES):
            pf = QFrame()
            pf.setObjectName(f"pile_{pile}")
            pf.setProperty("role", "row")
            v = QVBoxLayout(pf)
            v.setContentsMargins(2, 2, 2, 4)
            v.setSpacing(0)
            v.addWidget(
                _label(f"pileTitle_{pile}", role="medium", align=Qt.AlignmentFlag.AlignCenter)
            )
            v.addWidget(
                _label(f"pileCount_{pile}", role="huge", align=Qt.AlignmentFlag.AlignCenter)
            )
            v.addWidget(
                _label(f"pileLeft_{pile}", role="small", align=Qt.AlignmentFlag.AlignCenter)
            )
            grid.addWidget(pf, 0, col)
            if race:
                owls = QHBoxLayout()
                owls.setSpacing(4)
                for slot in ("Letter", "Neutral"):
                    tile = _label(
                        f"owl{slot}_{pile}", role="owl", align=Qt.AlignmentFlag.AlignCenter
                    )
                    # As wide as its value ("3/1") needs, and no wider.
                    tile.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
                    owls.addWidget(tile)
                grid.addLayout(owls, 1, col)
        lay.addLayout(grid)
        lay.addStretch(1)
        return frame

    def _build_card(self) -> QFrame:
        frame, lay = self._box(self.tr("Route on the table"), "cardBox")
        # The name gets the whole width (a long German or French name would run into
        # the pile beside it); the pile and the rods share the line below.
        lay.addWidget(_label("cardName", role="large", wrap=True))
        head = QHBoxLayout()
        head.setSpacing(12)
        head.addWidget(_label("cardPile", role="medium"))
        head.addWidget(_label("cardRods", role="medium", wrap=True), 1)
        lay.addLayout(head)
        lay.addWidget(_label("cardMaterials", wrap=True))
        lay.addWidget(_label("cardIce", wrap=True))
        lay.addWidget(_label("cardExtra", wrap=True))
        lay.addWidget(_label("cardEmpty", role="medium", wrap=True))
        lay.addStretch(1)
        return frame

    # -- filling ----------------------------------------------------------------------

    def _find(self, name: str) -> QLabel:
        label = self._named.get(name)
        if not isinstance(label, QLabel):
            assert self._content is not None, name
            label = self._content.findChild(QLabel, name)
            assert label is not None, name
            self._named[name] = label
        return label

    def _swatch(self, player: int) -> MarkerSwatch:
        name = f"playerSwatch_{player}"
        swatch = self._swatches.get(name)
        if swatch is None:
            assert self._content is not None, name
            swatch = self._content.findChild(MarkerSwatch, name)
            assert swatch is not None, name
            self._swatches[name] = swatch
        return swatch

    def _frame(self, name: str) -> QFrame:
        frame = self._named.get(name)
        if frame is None:
            assert self._content is not None, name
            frame = self._content.findChild(QFrame, name)
            assert frame is not None, name
            self._named[name] = frame
        return frame

    def _fill(self, s: State) -> None:
        if s.mode is Mode.RACE:
            self._fill_players(s)
        elif s.mode is Mode.TEAM:
            self._fill_team(s)
        else:
            self._fill_solo(s)
        self._fill_piles(s)
        if self._show_card:
            self._fill_card(s)
        self._fill_footer(s)

    def _where(self, s: State, space: int) -> str:
        return place_name(place_of(s, space))

    def _unchanged(self, part: str, shown: object) -> bool:
        """Whether ``part`` was last filled from ``shown`` (what decides all it shows), so
        filling it again would change nothing; else ``shown`` is kept for next time. A
        click changes one or two of the table's parts: the others keep their texts
        without being worded, looked up and compared again."""
        if self._filled.get(part) == shown:
            return True
        self._filled[part] = shown
        return False

    def _fill_players(self, s: State) -> None:
        setup = s.setup
        for i, (name, colour) in enumerate(zip(setup.players, setup.colours, strict=True)):
            current = not s.is_over and i == s.turn
            # The boxes are built for one set-up and one board: the place's words follow
            # from the space alone.
            if self._unchanged(f"player_{i}", (s.positions[i], s.squirrels[i], current)):
                continue
            swatch = self._swatch(i)
            swatch.set_marker(
                theme.player_fill(colour),
                self.tr("{colour} marker").format(colour=theme.colour_name(colour)),
            )
            self._find(f"playerName_{i}").setText(name)
            here = self._where(s, s.positions[i])
            where_label = self._find(f"playerWhere_{i}")
            assert isinstance(where_label, ElidedLabel)
            # In a narrow column the space counts more than the colour word (the marker
            # beside it shows the colour).
            where_label.set_texts(theme.colour_name(colour) + " \u00b7 " + here, here)
            count = self._find(f"playerSquirrels_{i}")
            count.setText(str(s.squirrels[i]))
            count.setAccessibleName(
                self.tr("{name}: %n squirrel(s)", "", s.squirrels[i]).format(name=name)
            )
            self._set_prop(self._frame(f"playerRow_{i}"), "current", "true" if current else "false")

    def _fill_team(self, s: State) -> None:
        section = s.team_section
        pos = s.positions[0]
        t9 = last_card_warning(s)
        # In the low strip the warning takes the goal's place (it names the goal too),
        # so the strip keeps its height and the map its size.
        strip = self._arranged == STRIP
        goal_shown = not (strip and s.last_card_of_section)
        if not self._unchanged("team", (s.squirrels[0], section, pos, t9, goal_shown)):
            self._find("teamPool").setText(str(s.squirrels[0]))
            self._find("teamPool").setAccessibleName(
                self.tr("Team squirrels: {n}").format(n=s.squirrels[0])
            )
            self._find("teamSection").setText(self.tr("Section {pile}").format(pile=section))
            goal, peak = team_goal(s)
            if peak:
                goal_text = self.tr("Marker on space {pos}; the peak C is space {goal}.")
            else:
                goal_text = self.tr("Marker on space {pos}; intermediate {pile} is space {goal}.")
            label = self._find("teamGoal")
            assert isinstance(label, TextLabel)
            # Room from the start for the longest the line becomes (two-digit spaces, the
            # longer of its two forms): it never needs another line during the game,
            # which the strip below the map, sized when the game began, would cut off.
            widest = (
                self.tr("Marker on space {pos}; the peak C is space {goal}."),
                self.tr("Marker on space {pos}; intermediate {pile} is space {goal}."),
            )
            label.set_reserve(
                max((t.format(pos=88, goal=88, pile="B") for t in widest), key=len)
            )
            label.setText(goal_text.format(pos=pos, goal=goal, pile=section))
            warning = self._find("lastCardWarning")
            if t9 is not None:
                warning.setText(last_card_text(t9))
                warning.setVisible(True)
            else:
                warning.setVisible(False)
            self._find("teamGoal").setVisible(goal_shown)
        for i, name in enumerate(s.setup.players):
            current = not s.is_over and i == s.turn
            # The least width follows the name's width in the text size shown.
            if self._unchanged(f"adventurer_{i}", (current, strip, self._scale)):
                continue
            label = self._find(f"adventurer_{i}")
            label.setText(name)
            # A usual name is shown whole; only a very long one ends in "…".
            whole = label.fontMetrics().horizontalAdvance(name) + 4
            label.setMinimumWidth(min(whole, self._px(100)) if strip else 0)
            self._set_prop(
                self._frame(f"adventurerRow_{i}"), "current", "true" if current else "false"
            )

    def _fill_solo(self, s: State) -> None:
        self._find("soloName").setText(s.setup.players[0])
        self._find("soloSquirrels").setText(str(s.squirrels[0]))
        self._find("soloSquirrels").setAccessibleName(
            self.tr("Squirrels: {n}").format(n=s.squirrels[0])
        )
        lines = []
        # The same lines with the most digits they can have (every card mastered): the
        # label keeps their room, so the strip keeps its height all through the training.
        widest = []
        if s.setup.course == PLAN_COURSE:
            # A plan is its own cards, not the piles' rows of a climb: how far it is.
            n = len(s.setup.plan)
            played = sum(1 for c in s.setup.plan if c in s.removed)
            mastered = sum(1 for c in s.setup.plan if c in s.mastered)
            failed = played - mastered
            lines = [played_text(played, n), f"{mastered_count(mastered)}, {failed_count(failed)}"]
            widest = [played_text(n, n), f"{mastered_count(n)}, {failed_count(n)}"]
        for progress in pile_progress(s, s.setup.course_piles if not lines else ()):
            line = self.tr("Route {pile}: {m} of {n} mastered, {f} failed")
            lines.append(
                route_result(progress.pile, progress.mastered, progress.failed, progress.cards)
            )
            widest.append(line.format(pile=progress.pile, m=progress.cards, n=progress.cards, f=0))
        label = self._find("soloProgress")
        assert isinstance(label, TextLabel)
        label.set_reserve("\n".join(widest))
        label.setText("\n".join(lines))

    def _fill_piles(self, s: State) -> None:
        active = active_pile(s)
        for i, pile in enumerate(PILES):
            left = len(s.pile_left(pile))
            in_course = s.mode is not Mode.SOLO or pile in s.setup.course_piles
            shown: tuple[object, ...] = (left, in_course, pile == active)
            if s.mode is Mode.RACE:
                disp = s.display[i]
                shown += (disp.letter_flipped, disp.neutral)
            if self._unchanged(f"pile_{pile}", shown):
                continue
            self._find(f"pileTitle_{pile}").setText(self.tr("Route {pile}").format(pile=pile))
            count = self._find(f"pileCount_{pile}")
            count.setText(str(left))
            count.setAccessibleName(
                self.tr("Pile {pile}: %n card(s) left", "", left).format(pile=pile)
            )
            # Under the big number: the words that go with it ("1 card left", "2 cards left").
            self._find(f"pileLeft_{pile}").setText(self.tr("card(s) left", "", left))
            self._frame(f"pile_{pile}").setEnabled(in_course)
            self._set_prop(
                self._frame(f"pile_{pile}"), "current", "true" if pile == active else "false"
            )
            if s.mode is not Mode.RACE:
                continue
            disp = s.display[i]
            letter_value = s.catalogue.letter_tiles[pile]
            letter = self._find(f"owlLetter_{pile}")
            if disp.letter_flipped:
                letter.setText(str(letter_value))
                self._set_prop(letter, "face", "value")
                letter.setAccessibleName(
                    self.tr("Letter tile {pile}, turned over: {value}").format(
                        pile=pile, value=letter_value
                    )
                )
            else:
                letter.setText(f"{pile}\n{letter_value}")
                self._set_prop(letter, "face", "letter")
                letter.setAccessibleName(
                    self.tr("Letter tile {pile}, letter side up; its back shows {value}").format(
                        pile=pile, value=letter_value
                    )
                )
            neutral = self._find(f"owlNeutral_{pile}")
            value = disp.neutral
            if isinstance(value, OwlValue):
                neutral.setText(str(value))
                self._set_prop(neutral, "face", "value")
                neutral.setAccessibleName(
                    self.tr("Owl tile under pile {pile}, turned over: {value}").format(
                        pile=pile, value=value
                    )
                )
            elif value == FACE_DOWN:
                neutral.setText("?")
                self._set_prop(neutral, "face", "down")
                neutral.setAccessibleName(
                    self.tr("Owl tile under pile {pile}, face down").format(pile=pile)
                )
            else:
                neutral.setText("")
                self._set_prop(neutral, "face", "empty")
                neutral.setAccessibleName(
                    self.tr("No owl tile under pile {pile}").format(pile=pile)
                )

    def _fill_card(self, s: State) -> None:
        card = s.current_card
        names = ("cardName", "cardPile", "cardRods", "cardMaterials", "cardIce", "cardExtra")
        empty = self._find("cardEmpty")
        if card is None:
            for n in names:
                self._find(n).setVisible(False)
            empty.setVisible(True)
            empty.setText(self._no_card_text(s))
            self._set_prop(self._frame("cardBox"), "current", "false")
            return
        empty.setVisible(False)
        for n in names:
            self._find(n).setVisible(True)
        self._find("cardName").setText(rules_tr(card.name))
        self._find("cardPile").setText(self.tr("Route {pile}").format(pile=card.pile))
        self._find("cardRods").setText(self.tr("%n rod(s)", "", card.rods))
        self._find("cardMaterials").setText(
            self.tr("Needs: {list}").format(list=", ".join(rules_tr(m) for m in card.materials))
        )
        ice = self._find("cardIce")
        ice.setText(
            self.tr("\u2744 Ice crystal: the grizzly slides and keeps its paws on the path")
        )
        ice.setVisible(card.ice_crystal)
        extra = self._find("cardExtra")
        if card.extra_task is None:
            extra.setVisible(False)
        else:
            task = card.extra_task
            lines = [self.tr("Extra task: {text}").format(text=rules_tr(task.text))]
            if task.materials:
                lines.append(
                    self.tr("+ {list}").format(list=", ".join(rules_tr(m) for m in task.materials))
                )
            lines.append(
                self.tr("+%n squirrel(s) (difficult route, first attempt only)", "", task.squirrels)
            )
            if s.variant is not None and s.variant.value == "difficult":
                lines.insert(0, self.tr("Difficult route chosen"))
            extra.setText("\n".join(lines))
        self._set_prop(self._frame("cardBox"), "current", "true" if not s.is_over else "false")

    def _no_card_text(self, s: State) -> str:
        if s.is_over:
            return self.tr("The game is over.")
        if s.phase is Phase.REVEAL_CARD and s.pending_pile is not None:
            return self.tr("A card of route {pile} turns up next.").format(pile=s.pending_pile)
        if s.mode is Mode.RACE:
            return self.tr("No route is built: the player chooses a pile.")
        return self.tr("The next card turns up soon.")

    def _fill_footer(self, s: State) -> None:
        race = s.mode is Mode.RACE
        shown = (s.frolicking, s.draw_count, tuple(s.discard)) if race else (s.frolicking,)
        if self._unchanged("footer", shown):
            return
        self._find("frolicking").setText(str(s.frolicking))
        self._find("frolicking").setAccessibleName(
            self.tr("Frolicking area: %n squirrel(s)", "", s.frolicking)
        )
        if s.mode is not Mode.RACE:
            return
        self._find("owlDrawPile").setText(self.tr("Draw pile: {n}").format(n=s.draw_count))
        discard = ", ".join(str(v) for v in s.discard)
        label = self._find("owlDiscard")
        assert isinstance(label, TextLabel)
        longest = sorted((str(v) for v in s.catalogue.neutral_tiles), key=len, reverse=True)
        most = ", ".join(longest[: most_discarded(s.catalogue)])
        label.set_reserve(self.tr("Discard: {list}").format(list=most))
        label.setText(
            self.tr("Discard: {list}").format(list=discard)
            if discard
            else self.tr("Discard: empty")
        )
