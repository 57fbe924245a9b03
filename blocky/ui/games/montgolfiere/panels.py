"""The parts of Montgolfière's game screen: a balloon's row (its card entered or not, the
cards it used), the card pad of 1-15 kg, hook, gas, storm and engine, and the result."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from blocky.games.montgolfiere.cards import CARDS, DECK, Card, CardKind
from blocky.games.montgolfiere.queries import BalloonView, CardChoice
from blocky.ui.games.montgolfiere.sky import balloon_fill
from blocky.ui.games.montgolfiere.words import Montgolfiere, card_button_text, card_key, card_name
from blocky.ui.kit.theme import is_dark, on_fill
from blocky.ui.kit.widgets import BigButton, ElidedLabel, Swatch, plain_label, plain_tooltip


class CardStrip(QWidget):
    """A balloon's 24 cards at a glance: each played card crossed out and dimmed."""

    CELL = 15

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._used: tuple[Card, ...] = ()
        self._colour = "white"
        #: What the strip and its tooltip were last made for.
        self._shown: tuple[object, ...] | None = None
        #: The strip as last drawn, what it was drawn for (size, ratio, palette, font and
        #: colour), and which of its cells were drawn as played.
        self._image: QImage | None = None
        self._image_for: tuple[object, ...] | None = None
        self._image_played: tuple[bool, ...] = ()
        self.setFixedHeight(24)
        self.setMinimumWidth(len(DECK) * 12)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_cards(self, used: Sequence[Card], colour: str) -> None:
        used = tuple(used)
        none = Montgolfiere.tr("No card played yet.")
        key = (used, colour, none)
        if key == self._shown:
            # Unchanged (a card entered hidden changes no strip): nothing painted again;
            # the language is in the key, so a new one words the tooltip anew.
            return
        self._shown = key
        self._used, self._colour = used, colour
        played = ", ".join(card_name(c) for c in used)
        self.setToolTip(
            plain_tooltip(Montgolfiere.tr("Played: {cards}").format(cards=played) if used else none)
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(len(DECK) * self.CELL, 24)

    def _played(self) -> tuple[bool, ...]:
        """Whether each cell of the strip (in DECK's order) is a card played."""
        left = list(self._used)
        out = []
        for card in DECK:
            used = card in left
            if used:
                left.remove(card)
            out.append(used)
        return tuple(out)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Drawn once as a picture and copied after that: the strip is painted again
        # whenever its row is (the chosen balloon's ring moves at each card entered).
        # When a round is resolved, only the cell of the card just played is drawn
        # again on the picture, not the 24.
        played = self._played()
        ratio = self.devicePixelRatioF()
        made_for = (
            self.width(),
            self.height(),
            ratio,
            self.palette().cacheKey(),
            self.font().key(),
            self._colour,
        )
        if self._image is None or self._image_for != made_for:
            image = QImage(
                max(1, round(self.width() * ratio)),
                max(1, round(self.height() * ratio)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.setDevicePixelRatio(ratio)
            image.fill(0)
            self._image, self._image_for = image, made_for
            self._draw(image, played, range(len(DECK)))
        elif played != self._image_played:
            before = self._image_played
            changed = [i for i, (a, b) in enumerate(zip(played, before, strict=True)) if a != b]
            self._draw(self._image, played, changed)
        self._image_played = played
        p = QPainter(self)
        p.drawImage(0, 0, self._image)
        p.end()

    def _draw(self, image: QImage, played: Sequence[bool], cells: Sequence[int] | range) -> None:
        """Draw ``cells`` of the strip on its picture. A cell drawn again is drawn with its
        neighbours (their edges and a played card's cross reach a pixel into it) on a
        clear picture, and its pixel columns, one more on each side, are copied from that
        one: the picture is then what drawing every cell would make. (Drawing them under
        a clip instead rounds the edges at the clip otherwise.)"""
        n = len(DECK)
        cell = self.width() / n
        dark = is_dark(self.palette())
        fill = balloon_fill(self._colour)
        font = QFont(self.font())
        font.setPixelSize(max(7, min(12, int(cell * 0.62))))
        font.setBold(True)
        whole = isinstance(cells, range) and len(cells) == n
        canvas = image
        if not whole:
            canvas = QImage(image.size(), image.format())
            canvas.setDevicePixelRatio(image.devicePixelRatio())
            canvas.fill(0)
        p = QPainter(canvas)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setFont(font)
            near = {j for i in cells for j in range(max(0, i - 1), min(n, i + 2))}
            drawn = set(range(n)) if whole else near
            for j in sorted(drawn):
                self._draw_cell(p, j, cell, played[j], dark, fill)
        finally:
            p.end()
        if whole:
            return
        ratio = image.devicePixelRatio()
        p = QPainter(image)
        try:
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            for i in cells:
                columns = QRectF(i * cell - 1, 0, cell + 2, self.height()).toAlignedRect()
                source = QRectF(
                    columns.x() * ratio,
                    columns.y() * ratio,
                    columns.width() * ratio,
                    columns.height() * ratio,
                )
                p.drawImage(QRectF(columns), canvas, source)
        finally:
            p.end()

    def _draw_cell(
        self, p: QPainter, i: int, cell: float, used: bool, dark: bool, fill: QColor
    ) -> None:
        card = DECK[i]
        r = QRectF(i * cell + 1, 1, cell - 2, self.height() - 2)
        if used:
            p.setPen(QPen(QColor("#777777"), 1))
            p.setBrush(QColor("#55575c") if dark else QColor("#c9c9c9"))
        else:
            p.setPen(QPen(QColor("#444444") if not dark else QColor("#dddddd"), 1))
            p.setBrush(fill)
        p.drawRoundedRect(r, 3, 3)
        text = str(card.kg) if card.kind is CardKind.BALLAST else card_key(card.kind)
        p.setPen(QColor("#8a8a8a") if used else on_fill(fill))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        if used:
            p.setPen(QPen(QColor("#b03030"), 1.4))
            p.drawLine(r.bottomLeft(), r.topRight())


class BalloonName(ElidedLabel):
    """A balloon's name in its row: in a bold font a little larger than the text, and
    smaller (down to LEAST_SCALE of the text's size) when its room is too narrow, as the
    turn panel does for the player on turn; only a name too long even then ends in "…"."""

    FULL_SCALE = 1.15
    LEAST_SCALE = 0.9

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        same = text == self.text()
        super().setText(text)
        if not same:
            # The same name at each card entered: its font fits it already.
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self._fit()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.ApplicationFontChange:
            self._fit()

    def _fit(self) -> None:
        base = QApplication.font().pointSizeF()
        font = QFont(self.font())
        font.setBold(True)
        size = base * self.FULL_SCALE
        least = base * self.LEAST_SCALE
        width = self.contentsRect().width()
        text = self.text()
        font.setPointSizeF(size)

        def cut() -> bool:
            fm = QFontMetrics(font)
            return fm.elidedText(text, Qt.TextElideMode.ElideRight, width) != text

        while width > 0 and size > least and cut():
            size = max(least, size - 0.25)
            font.setPointSizeF(size)
        if abs(font.pointSizeF() - self.font().pointSizeF()) > 0.01 or not self.font().bold():
            self.setFont(font)


#: How wide the ring around the chosen balloon's row is.
RING = 3


class BalloonRow(QFrame):
    """One balloon: colour, name, space, whether its card is in, its cards played.

    On one line when the row is wide enough for all of it; in a narrow window the cards
    go on a second line under the name, and a status too long for its room ends in "…"
    (whole in its tooltip)."""

    clicked = Signal(int)

    # The least height of the row on one line.
    LINE_HEIGHT = 38

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"balloonRow{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(8, 2, 8, 2)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(2)
        self.swatch = Swatch("white", diameter=22)
        self.name = BalloonName()
        self.name.setObjectName(f"balloonName{seat}")
        self.name.setMinimumWidth(90)
        self.space = plain_label()
        self.space.setObjectName(f"balloonSpace{seat}")
        self.status = ElidedLabel()
        self.status.setObjectName(f"balloonStatus{seat}")
        self.strip = CardStrip()
        self.total = plain_label()
        self.total.setObjectName(f"balloonTotal{seat}")
        # The widest status the row may show (see reserve_status).
        self._status_room = 0
        self._compact: bool | None = None
        self._selected = False
        self._arrange(False)

    @property
    def compact(self) -> bool:
        """Whether the cards are on a line of their own (a narrow window)."""
        return bool(self._compact)

    def reserve_status(self, texts: Sequence[str]) -> None:
        """The statuses the row may show: on one line, the longest keeps its whole width."""
        fm = self.status.fontMetrics()
        self._status_room = max((fm.horizontalAdvance(t) for t in texts), default=0) + 2
        self._arrange(self._wants_compact(self.width()) if self.width() > 0 else False)
        if not self.compact:
            self.status.setMinimumWidth(self._status_room)

    def _one_line_width(self) -> int:
        """How wide the row must be to show everything on one line."""
        m = self._grid.contentsMargins()
        widths = [
            self.swatch.sizeHint().width(),
            self.name.minimumWidth(),
            self.space.sizeHint().width(),
            max(self._status_room, self.status.fontMetrics().horizontalAdvance(self.status.text())),
            self.strip.minimumWidth(),
        ]
        if self.total.text():
            widths.append(self.total.sizeHint().width())
        spacing = self._grid.horizontalSpacing() * (len(widths) - 1)
        return m.left() + m.right() + sum(widths) + spacing

    def _wants_compact(self, width: int) -> bool:
        return width < self._one_line_width()

    def _arrange(self, compact: bool) -> None:
        if compact == self._compact:
            return
        self._compact = compact
        grid = self._grid
        for w in (self.swatch, self.name, self.space, self.status, self.strip, self.total):
            grid.removeWidget(w)
        for col in range(6):
            grid.setColumnStretch(col, 0)
        centre = Qt.AlignmentFlag.AlignVCenter
        if compact:
            # Name, space, status and points; the cards below, under the name.
            grid.addWidget(self.swatch, 0, 0, 2, 1, centre)
            grid.addWidget(self.name, 0, 1)
            grid.addWidget(self.space, 0, 2)
            grid.addWidget(self.status, 0, 3)
            grid.addWidget(self.total, 0, 4)
            grid.addWidget(self.strip, 1, 1, 1, 4)
            grid.setColumnStretch(1, 3)
            grid.setColumnStretch(3, 4)
            self.status.setMinimumWidth(0)
            self.setMinimumHeight(0)
        else:
            grid.addWidget(self.swatch, 0, 0, centre)
            grid.addWidget(self.name, 0, 1)
            grid.addWidget(self.space, 0, 2)
            grid.addWidget(self.status, 0, 3)
            grid.addWidget(self.strip, 0, 4)
            grid.addWidget(self.total, 0, 5)
            for col, stretch in ((1, 3), (2, 2), (3, 3), (4, 9)):
                grid.setColumnStretch(col, stretch)
            self.status.setMinimumWidth(self._status_room)
            self.setMinimumHeight(self.LINE_HEIGHT)

    def show_cards(self, shown: bool) -> None:
        """Whether the row shows the cards its balloon played: a round told in a low
        window leaves them out (the round's words name its cards), and a row on two
        lines keeps to one."""
        if self.strip.isVisibleTo(self) != shown:
            self.strip.setVisible(shown)

    @property
    def cards_shown(self) -> bool:
        return self.strip.isVisibleTo(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # As narrow as the row on two lines: a narrow window puts the cards below.
        hint = super().minimumSizeHint()
        m = self._grid.contentsMargins()
        two_lines = (
            m.left() + m.right() + self.swatch.sizeHint().width()
            + self._grid.horizontalSpacing() + self.strip.minimumWidth()
        )
        return QSize(min(hint.width(), two_lines), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange(self._wants_compact(event.size().width()))

    def show_balloon(
        self, view: BalloonView, name: str, status: str, selected: bool, total: str
    ) -> None:
        self.swatch.set_colour(
            balloon_fill(view.colour).name(), name
        )
        self.name.setText(name)
        self.space.setText(
            Montgolfiere.tr("on the Moon") if view.on_moon else Montgolfiere.tr("space {space}").format(space=view.space)
        )
        self.status.setText(status)
        self.strip.set_cards(view.used, view.colour)
        self.total.setText(total)
        self.total.setVisible(bool(total))
        if self.width() > 0:
            self._arrange(self._wants_compact(self.width()))
        if selected != self._selected:
            # The chosen balloon's ring is painted by the row itself, over its frame: no
            # style sheet set and taken away at each card entered (each one polished the
            # row and its children anew, gave the strips a new palette to draw for and
            # laid the side panel out again), only the ring's band painted again.
            self._selected = selected
            self.setProperty("selected", selected)
            self.update(QRegion(self.rect()).subtracted(QRegion(self.rect().adjusted(RING, RING, -RING, -RING))))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self._selected:
            super().paintEvent(event)
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        p.setPen(QPen(highlight, RING))
        p.setBrush(Qt.BrushStyle.NoBrush)
        half = RING / 2
        p.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 6 - half, 6 - half)
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)
            event.accept()
            return
        super().mousePressEvent(event)


class RoundHeader(QWidget):
    """The round, the game (board, match, shuffle number) and the Baron's pile: on one
    line when they fit, otherwise the game's line below, wrapped."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_label = heading()
        self.round_label.setObjectName("roundLabel")
        self.game_label = plain_label()
        self.game_label.setObjectName("gameLabel")
        self.baron_label = plain_label()
        self.baron_label.setObjectName("baronPileLabel")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(0)
        self._two_lines: bool | None = None
        self._arrange(False)

    def _one_line_width(self) -> int:
        shown = [self.round_label, self.game_label]
        if not self.baron_label.isHidden():
            shown.append(self.baron_label)
        widths = [w.fontMetrics().horizontalAdvance(w.text()) + 2 for w in shown]
        return sum(widths) + self._grid.horizontalSpacing() * (len(shown) - 1)

    def _arrange(self, two_lines: bool) -> None:
        if two_lines == self._two_lines:
            return
        self._two_lines = two_lines
        grid = self._grid
        for w in (self.round_label, self.game_label, self.baron_label):
            grid.removeWidget(w)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        grid.addWidget(self.round_label, 0, 0, left)
        if two_lines:
            grid.addWidget(self.baron_label, 0, 1, right)
            grid.addWidget(self.game_label, 1, 0, 1, 2)
            grid.setColumnStretch(0, 0)
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(2, 0)
        else:
            grid.addWidget(self.game_label, 0, 1)
            grid.addWidget(self.baron_label, 0, 2, right)
            grid.setColumnStretch(0, 0)
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(2, 0)
        self.game_label.setWordWrap(two_lines)

    def update_texts(self) -> None:
        """Lay the line out again for the texts just set."""
        if self.width() > 0:
            self._arrange(self.width() < self._one_line_width())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        words = self.game_label.text().split()
        fm = self.game_label.fontMetrics()
        widest = max((fm.horizontalAdvance(w) for w in words), default=0)
        least = max(
            widest,
            self.round_label.sizeHint().width()
            + self._grid.horizontalSpacing()
            + (self.baron_label.sizeHint().width() if not self.baron_label.isHidden() else 0),
        )
        return QSize(min(hint.width(), least), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange(event.size().width() < self._one_line_width())


class CardPad(QWidget):
    """Big buttons for every card: 1-15 kg, hook, gas, storm, engine. A used-up card is
    disabled and says why in its tooltip."""

    card_chosen = Signal(object)  # Card

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPad")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self.buttons: dict[Card, BigButton] = {}
        #: What each button was last set to show: its text, enabled or not, its tooltip.
        self._shown: dict[Card, tuple[str, bool, str]] = {}
        for card in CARDS:
            button = BigButton(scale=1.3, height=44, fit=True)
            button.setObjectName(f"card_{card.code}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumWidth(44)
            button.clicked.connect(lambda _=False, c=card: self.card_chosen.emit(c))
            self.buttons[card] = button
            if card.kind is CardKind.BALLAST:
                i = card.kg - 1
                grid.addWidget(button, i // 8, i % 8)
        specials = QHBoxLayout()
        specials.setSpacing(6)
        for card in CARDS:
            if card.kind is not CardKind.BALLAST:
                specials.addWidget(self.buttons[card])
        grid.addLayout(specials, 2, 0, 1, 8)
        self.retranslate()

    def retranslate(self) -> None:
        # A new language words every button and tooltip anew.
        self._shown.clear()
        for card, button in self.buttons.items():
            if card.kind is CardKind.BALLAST:
                button.setText(card_button_text(card))
                button.setAccessibleName(card_name(card))

    def show_choices(self, choices: Sequence[CardChoice], refusal_texts: dict[Card, str]) -> None:
        for choice in choices:
            button = self.buttons[choice.card]
            card = choice.card
            text = button.text()
            if card.kind is not CardKind.BALLAST:
                text = Montgolfiere.tr("{card} ({key}) ×{left}").format(
                    card=card_button_text(card), key=card_key(card.kind), left=choice.left
                )
            tip = plain_tooltip(refusal_texts.get(card, "")) if not choice.allowed else card_name(card)
            shown = (text, choice.allowed, tip)
            # Most buttons stay as they were from one balloon's card to the next: set
            # again, each would fit its font to its text and word its tooltip anew.
            if self._shown.get(card) == shown:
                continue
            self._shown[card] = shown
            if text != button.text():
                button.setText(text)
            button.setEnabled(choice.allowed)
            button.setToolTip(tip)


class ResultPanel(QFrame):
    """A game's or a match's result: title, reason, standings, and what comes next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = plain_label()
        self.title.setObjectName("resultTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        self.title.setFont(font)
        self.reason = plain_label()
        self.reason.setObjectName("resultReason")
        self.reason.setWordWrap(True)
        self.lines = plain_label()
        self.lines.setObjectName("resultLines")
        self.lines.setWordWrap(True)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addWidget(self.lines, 1)
        self.buttons = QHBoxLayout()
        layout.addLayout(self.buttons)

    def show_result(self, title: str, reason: str, lines: Sequence[str]) -> None:
        self.title.setText(title)
        self.reason.setText(reason)
        self.lines.setText("\n".join(lines))


def heading(text: str = "") -> QLabel:
    label = plain_label(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.3)
    font.setBold(True)
    label.setFont(font)
    return label
