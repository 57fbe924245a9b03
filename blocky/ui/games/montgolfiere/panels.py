"""The parts of Montgolfière's game screen: a balloon's row (its card entered or not, the
cards it used), the card pad of 1-15 kg, hook, gas, storm and engine, and the result."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
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
        self.setFixedHeight(24)
        self.setMinimumWidth(len(DECK) * 12)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_cards(self, used: Sequence[Card], colour: str) -> None:
        self._used, self._colour = tuple(used), colour
        played = ", ".join(card_name(c) for c in used)
        self.setToolTip(
            plain_tooltip(Montgolfiere.tr("Played: {cards}").format(cards=played) if used else Montgolfiere.tr("No card played yet."))
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(len(DECK) * self.CELL, 24)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(DECK)
        cell = self.width() / n
        left = list(self._used)
        dark = is_dark(self.palette())
        fill = balloon_fill(self._colour)
        font = QFont(self.font())
        font.setPixelSize(max(7, min(12, int(cell * 0.62))))
        font.setBold(True)
        p.setFont(font)
        for i, card in enumerate(DECK):
            used = card in left
            if used:
                left.remove(card)
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
        p.end()


class BalloonRow(QFrame):
    """One balloon: colour, name, space, whether its card is in, its cards played."""

    clicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"balloonRow{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(38)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 1, 8, 1)
        self.swatch = Swatch("white", diameter=22)
        self.name = ElidedLabel()
        self.name.setObjectName(f"balloonName{seat}")
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.name.setFont(font)
        self.name.setMinimumWidth(90)
        self.space = plain_label()
        self.space.setObjectName(f"balloonSpace{seat}")
        self.status = plain_label()
        self.status.setObjectName(f"balloonStatus{seat}")
        self.strip = CardStrip()
        self.total = plain_label()
        self.total.setObjectName(f"balloonTotal{seat}")
        layout.addWidget(self.swatch)
        layout.addWidget(self.name, 3)
        layout.addWidget(self.space, 2)
        layout.addWidget(self.status, 3)
        layout.addWidget(self.strip, 9)
        layout.addWidget(self.total)

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
        self.setProperty("selected", selected)
        self.setLineWidth(3 if selected else 1)
        pal = self.palette()
        highlight = pal.color(pal.ColorRole.Highlight)
        self.setStyleSheet(
            f"#balloonRow{self.seat} {{ border: 3px solid {highlight.name()}; border-radius: 6px; }}"
            if selected
            else ""
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)
            event.accept()
            return
        super().mousePressEvent(event)


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
        for card, button in self.buttons.items():
            if card.kind is CardKind.BALLAST:
                button.setText(card_button_text(card))
                button.setAccessibleName(card_name(card))

    def show_choices(self, choices: Sequence[CardChoice], refusal_texts: dict[Card, str]) -> None:
        for choice in choices:
            button = self.buttons[choice.card]
            card = choice.card
            if card.kind is not CardKind.BALLAST:
                button.setText(
                    Montgolfiere.tr("{card} ({key}) ×{left}").format(
                        card=card_button_text(card), key=card_key(card.kind), left=choice.left
                    )
                )
            button.setEnabled(choice.allowed)
            button.setToolTip(
                plain_tooltip(refusal_texts.get(card, "")) if not choice.allowed else card_name(card)
            )


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
