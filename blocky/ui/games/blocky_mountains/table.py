"""What lies on the table beside the map: piles, the built route, owl tiles and squirrels.

Built from real labels and frames so screen readers and the keyboard find
everything; only the small colour and squirrel symbols are painted (and carry
accessible names). Text sizes follow the widget's size, so the view reads
from two metres on a laptop and does not sprawl on a big screen.

Below the map the view is a low strip: the boxes stand side by side and take only the
height their text needs (:meth:`TableView.strip_height`), so the map keeps the rest.
In the game screen the route on the table is left out, because the turn panel right
beside it shows the same card.

The boxes' parts are in table_parts, their arrangement in table_arrange, what they show
in table_fill; this module builds them and sizes their text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPalette,
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

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.state import PLAN_COURSE, Mode, State
from blocky.ui.games.blocky_mountains.handicap_words import row_text
from blocky.ui.games.blocky_mountains.table_arrange import MARGIN, STRIPS, WIDE
from blocky.ui.games.blocky_mountains.table_fill import FilledBoxes
from blocky.ui.games.blocky_mountains.table_parts import (
    OWL_BORDER,
    OWL_PADDING,
    Boxes,
    Content,
    MarkerSwatch,
    NarrowLabel,
    OwlTile,
    SquirrelIcon,
    TableColours,
    TableFrame,
    WarningLabel,
    box_label,
    name_label,
)
from blocky.ui.kit import theme

#: The size at which the text sizes in theme are used unscaled: in a column, and
#: with the boxes side by side (the strip below the map in a wide window).
_DESIGN_HEIGHT = 860.0
_DESIGN_WIDTH = 460.0
_STRIP_DESIGN_WIDTH = 1000.0
_WIDE_DESIGN_HEIGHT = 400.0
#: The strip's text never grows past this: on a big screen the map gets the room.
_STRIP_MAX_SCALE = 1.1


class TableView(FilledBoxes):
    """The piles, the built route, the owl display and everyone's squirrels."""

    def __init__(self, parent: QWidget | None = None, *, show_card: bool = True) -> None:
        super().__init__(parent, show_card=show_card)
        self.setObjectName("tableView")
        self.setAccessibleName(self.tr("Table"))
        self._built_for: object = None
        self._dark: bool | None = None
        # The view asks the window for a new layout only when the height it needs
        # changed (see event).
        self._asked_min: QSize | None = None
        # The colours of the painted parts (see TableFrame), the labels' fonts and
        # colours by their role (see _restyle).
        self._colours = TableColours()
        self._fonts: dict[str, QFont] = {}
        self._palettes: dict[str, QPalette] = {}
        self._owl_height = 0
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
        content = self._content
        if content is None:
            return self.minimumSizeHint().height()
        # Wrapped lines know their height once laid out at their width: the boxes laid
        # out as they are arranged now, at the view's width, then what each box's labels
        # need as they wrap there (before the first layout this is a little generous:
        # the game screen asks again then).
        layout = content.layout()
        if layout is not None and self._boxes is not None:
            layout.activate()
            for box in self._boxes.all():
                if (inner := box.layout()) is not None:
                    inner.activate()
            layout.activate()
        need = content.minimumSizeHint().height()
        return need + 2 * MARGIN

    def sizeHint(self) -> QSize:
        return QSize(460, 760)

    def minimumSizeHint(self) -> QSize:
        if self._arranged in STRIPS and self._content is not None:
            # The strip below the map: as low as its text allows, and no lower.
            return QSize(320, self._content.minimumSizeHint().height() + 2 * MARGIN)
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
            self.setMinimumSize(need.width() + 2 * MARGIN, need.height() + 2 * MARGIN)

    def _place_content(self) -> None:
        if self._content is not None:
            self._content.setGeometry(self.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    def follow_scheme(self) -> None:
        """The app's scheme changed while the view is shown (Settings, or the desktop):
        its labels keep the palettes it gave them, so it gives them new ones (its parent
        tells it, whichever way the change reached the window)."""
        self._restyle()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_content()
        if not self._show_card:
            # The strip's text size follows the width: set before the boxes are
            # arranged for it (what fits in a row depends on it).
            self._set_scale(self._strip_scale(self._room_width()))
        self._arrange()
        if self._arranged in STRIPS:
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
        new text sizes each time, without end."""
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

    def _restyle(self, force: bool = False) -> None:
        """The view's look: text sizes that scale with it, colours that follow the
        scheme, set on its labels as fonts and palettes and used by its painted parts
        (see TableFrame: no style sheet)."""
        # The app's palette when the view has none of its own: a change of scheme reaches
        # the view before its children.
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
        colours = self._colours
        colours.text = pal.color(QPalette.ColorRole.WindowText)
        colours.base = pal.color(QPalette.ColorRole.Base)
        colours.mid = pal.color(QPalette.ColorRole.Mid)
        colours.highlight = pal.color(QPalette.ColorRole.Highlight)
        colours.muted = QColor(c.muted)
        colours.tile_value = QColor(c.peak)
        colours.tile_back = QColor("#3a4a66" if dark else "#2f4f7f")
        colours.warning_back = QColor("#5a1e1e" if dark else "#fde2df")
        px = self._px
        base = self.font()

        def sized(size: int, *, bold: bool) -> QFont:
            return theme.font(px(size), bold=bold, base=base)

        normal = sized(theme.FONT_NORMAL, bold=False)
        medium = sized(theme.FONT_MEDIUM, bold=True)
        small = sized(theme.FONT_SMALL, bold=False)
        self._fonts = {
            "": normal,
            "heading": sized(theme.FONT_SMALL, bold=True),
            "huge": sized(theme.FONT_HUGE, bold=True),
            "large": sized(theme.FONT_LARGE, bold=True),
            "medium": medium,
            "small": small,
            "name": medium,
            "warning": medium,
            "owl": medium,
        }

        def inked(colour: QColor, disabled: QColor) -> QPalette:
            made = QPalette(pal)
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
                made.setColor(group, QPalette.ColorRole.WindowText, colour)
            made.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, disabled)
            return made

        # Words in the text colour (muted in a pile that is not played), headings and
        # small print muted, the warning in its own colour on its band.
        plain = inked(colours.text, colours.muted)
        muted = inked(colours.muted, colours.muted)
        warning = QColor("#ffd9d4" if dark else "#7a1410")
        self._palettes = {
            "": plain,
            "heading": muted,
            "small": muted,
            "warning": inked(warning, warning),
        }
        # An owl tile shows its letter over its two numbers: two lines at least.
        self._owl_height = max(px(46), 2 * QFontMetrics(self._fonts["owl"]).lineSpacing())
        self._apply_look()
        self.update()

    def _apply_look(self) -> None:
        """Give the view's labels their fonts and colours (after a change of size or
        scheme, and to the labels of a new game), and its painted parts a repaint."""
        if self._boxes is None:
            return
        fonts, palettes = self._fonts, self._palettes
        # The boxes, not the content: a new game's boxes join it only when arranged.
        boxes = self._boxes.all()
        labels = [label for box in boxes for label in box.findChildren(QLabel)]
        for label in labels:
            role = label.property("role") or ""
            font = fonts.get(role, fonts[""])
            if label.font() != font:
                label.setFont(font)
            palette = palettes.get(role, palettes[""])
            if label.palette() != palette:
                label.setPalette(palette)
            if isinstance(label, OwlTile):
                across, down = OWL_PADDING
                label.setMinimumHeight(self._owl_height + 2 * (OWL_BORDER + down))
            elif isinstance(label, WarningLabel):
                # Its words start half an "x" in from the band's padding, as a label's
                # words do in a frame.
                indent = QFontMetrics(font).horizontalAdvance("x") // 2
                if label.indent() != indent:
                    label.setIndent(indent)
        for box in boxes:
            for frame in (box, *box.findChildren(TableFrame)):
                frame.update()

    # -- building ---------------------------------------------------------------------

    def _marked(self, *, box: bool) -> TableFrame:
        """A box (a card with a border; marked, its border grows thicker, in the highlight
        colour) or a row in a box (marked: a highlight border on the base)."""
        return TableFrame(box=box, colours=self._colours)

    def _box(self, heading: str, name: str) -> tuple[QFrame, QVBoxLayout]:
        frame = self._marked(box=True)
        frame.setObjectName(name)
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
        self._filled = {}
        # The last state belongs to the boxes that go: the new ones are filled by set_state.
        self._state = None
        content = Content(self)
        content.laid_out.connect(self._content_laid_out)
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
            lay.addWidget(box_label("owlDrawPile", role="medium", wrap=True))
            # Asks for the width of its longest word and keeps the height of the longest
            # discard it can show: a tile discarded never resizes the table's columns.
            lay.addWidget(box_label("owlDiscard", narrow=True))
            lay.addStretch(1)
        frol, lay = self._box(self.tr("Frolicking area"), "frolickingBox")
        row = QHBoxLayout()
        row.addWidget(SquirrelIcon())
        row.addWidget(box_label("frolicking", role="large"), 1)
        lay.addLayout(row)
        lay.addStretch(1)
        card = self._build_card()
        card.setVisible(self._show_card)
        self._boxes = Boxes(who, crew, self._build_piles(state), card, owl, frol)
        self._apply_look()
        self._arranged = None
        self._arrange()

    def _boxes_arranged(self) -> None:
        # The team's goal gives its place to the last card's warning in the strip.
        if self._state is not None and self._state.mode is Mode.TEAM:
            self._fill_team(self._state)

    def _build_players(self, state: State) -> QFrame:
        frame, lay = self._box(self.tr("Players"), "playersBox")
        for i in range(len(state.setup.players)):
            row = self._marked(box=False)
            row.setObjectName(f"playerRow_{i}")
            h = QGridLayout(row)
            h.setContentsMargins(6, 0, 6, 0)
            h.setHorizontalSpacing(8)
            h.setVerticalSpacing(0)
            swatch = MarkerSwatch()
            swatch.setObjectName(f"playerSwatch_{i}")
            h.addWidget(swatch, 0, 0, 2, 1)
            name = name_label(f"playerName_{i}")
            where = name_label(f"playerWhere_{i}", role="small")
            # The name has the first claim on the row; the space takes what is left.
            where.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            h.addWidget(name, 0, 1)
            h.addWidget(where, 1, 1, 1, 2)
            h.addWidget(SquirrelIcon(), 0, 3, 2, 1)
            count = box_label(f"playerSquirrels_{i}", role="large")
            count.setMinimumWidth(self._px(40))
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            h.addWidget(count, 0, 4, 2, 1)
            # H1: a racer's handicap under their name, for the whole race.
            handicap = row_text(state.setup.handicap(i))
            if handicap:
                note = box_label(f"playerHandicap_{i}", role="small", narrow=True)
                note.setText(handicap)
                # Under the name, the space and the squirrels: the row's whole width.
                h.addWidget(note, 2, 1, 1, 4)
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
        top.addWidget(box_label("teamSection", role="medium"), 0, 1)
        pool_row = QHBoxLayout()
        pool_row.setSpacing(6)
        pool_row.addWidget(SquirrelIcon())
        pool_row.addWidget(box_label("teamPool", role="large"), 1)
        top.addLayout(pool_row, 1, 1)
        top.setColumnStretch(1, 1)
        lay.addLayout(top)
        goal = box_label("teamGoal", role="small", narrow=True)
        lay.addWidget(goal)
        warning = WarningLabel(self._colours)
        warning.setObjectName("lastCardWarning")
        warning.setTextFormat(Qt.TextFormat.PlainText)
        warning.setWordWrap(True)
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
            row = self._marked(box=False)
            row.setObjectName(f"adventurerRow_{i}")
            h = QHBoxLayout(row)
            h.setContentsMargins(4, 0, 4, 0)
            name = name_label(f"adventurer_{i}")
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
        name = name_label("soloName")
        top.addWidget(name, 1)
        top.addWidget(SquirrelIcon())
        top.addWidget(box_label("soloSquirrels", role="large"))
        lay.addLayout(top)
        # Room from the start for the longest numbers its lines will show, at the top.
        progress = box_label("soloProgress", role="medium", narrow=True)
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
            pf = self._marked(box=False)
            pf.setObjectName(f"pile_{pile}")
            v = QVBoxLayout(pf)
            v.setContentsMargins(2, 2, 2, 4)
            v.setSpacing(0)
            v.addWidget(
                box_label(f"pileTitle_{pile}", role="medium", align=Qt.AlignmentFlag.AlignCenter)
            )
            v.addWidget(
                box_label(f"pileCount_{pile}", role="huge", align=Qt.AlignmentFlag.AlignCenter)
            )
            v.addWidget(
                box_label(f"pileLeft_{pile}", role="small", align=Qt.AlignmentFlag.AlignCenter)
            )
            grid.addWidget(pf, 0, col)
            if race:
                owls = QHBoxLayout()
                owls.setSpacing(4)
                for slot in ("Letter", "Neutral"):
                    tile = OwlTile(self._colours)
                    tile.setObjectName(f"owl{slot}_{pile}")
                    tile.setTextFormat(Qt.TextFormat.PlainText)
                    tile.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
        lay.addWidget(box_label("cardName", role="large", wrap=True))
        head = QHBoxLayout()
        head.setSpacing(12)
        head.addWidget(box_label("cardPile", role="medium"))
        head.addWidget(box_label("cardRods", role="medium", wrap=True), 1)
        lay.addLayout(head)
        lay.addWidget(box_label("cardMaterials", wrap=True))
        lay.addWidget(box_label("cardIce", wrap=True))
        lay.addWidget(box_label("cardExtra", wrap=True))
        lay.addWidget(box_label("cardEmpty", role="medium", wrap=True))
        lay.addStretch(1)
        return frame
