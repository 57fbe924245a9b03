"""Check your board's small parts: the yellow "Still a guess" box, the number boxes,
and the small picture of the map the compass and fox spaces are chosen on."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from blocky.ui.games.blocky_mountains.board_geometry import Track

GUESS_COLOUR = "#f6d55c"
#: A guess box: the same yellow, with black text, on every tab and in both schemes.
GUESS_STYLE = (
    f"QCheckBox {{ background: {GUESS_COLOUR}; color: black; padding: 4px 8px;"
    " border-radius: 6px; }"
)


def spin_box(value: int, low: int = 0, high: int = 99, name: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    box.setMinimumHeight(36)
    box.setMaximumWidth(110)
    box.setAccessibleName(name)
    return box


class GuessCheck(QCheckBox):
    """ "Still a guess": the one way a value not printed in the rulebook is marked. It is
    hidden for a value that never was a guess, and unticked when the value is changed."""

    def __init__(self, guess: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(self.tr("Still a guess"))
        self.setToolTip(
            self.tr("Not printed in the rulebook: check it on your board, then untick this.")
        )
        self.setStyleSheet(GUESS_STYLE)
        self.setChecked(guess)
        self.setVisible(guess)
        self.setMinimumHeight(36)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def set_guess(self, guess: bool, was_guess: bool) -> None:
        self.blockSignals(True)
        self.setChecked(guess)
        self.blockSignals(False)
        self.setVisible(was_guess)

    def watch(self, *widgets: QWidget) -> None:
        """A change to any of ``widgets`` means the player has looked: no longer a guess."""
        for w in widgets:
            if isinstance(w, QSpinBox):
                w.valueChanged.connect(self._looked)
            elif isinstance(w, QLineEdit):
                w.textChanged.connect(self._looked)
            elif isinstance(w, QAbstractButton):
                w.toggled.connect(self._looked)

    def _looked(self, *_changed: object) -> None:
        self.setChecked(False)


class SpacePicker(QWidget):
    """A small picture of the map's trail: click a space (or move with the arrow keys and
    press Space) to mark it or take the mark away. The campground and the peak cannot be
    marked."""

    changed = Signal()

    def __init__(
        self,
        peak: int,
        chosen: frozenset[int],
        colour: str,
        name: str,
        parent: QWidget | None = None,
        *,
        lowest: int = 1,
    ) -> None:
        super().__init__(parent)
        self._colour = QColor(colour)
        self._chosen = set(chosen)
        self._lowest = lowest
        self._peak = peak
        self._track = Track.build(peak + 1)
        self._cursor = lowest
        #: Spaces the board draws with a letter instead of a number (the destinations).
        self._letters: dict[int, str] = {}
        self.setAccessibleName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 230)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._describe()

    # -- what it holds ---------------------------------------------------------------

    def chosen(self) -> frozenset[int]:
        return frozenset(self._chosen)

    def set_peak(self, peak: int) -> None:
        """The map got another peak: marks at or above it are dropped."""
        if peak == self._peak:
            return
        self._peak = peak
        self._track = Track.build(peak + 1)
        self._chosen = {s for s in self._chosen if s < peak}
        self._cursor = min(self._cursor, peak - 1)
        self._describe()
        self.update()
        self.changed.emit()

    def letters(self) -> dict[int, str]:
        return dict(self._letters)

    def set_letters(self, letters: dict[int, str]) -> None:
        """Draw these spaces with a letter, as the board does (intermediate A and B)."""
        if letters != self._letters:
            self._letters = dict(letters)
            self.update()

    def toggle(self, space: int) -> None:
        if not self._lowest <= space < self._peak:
            return
        self._chosen ^= {space}
        self._cursor = space
        self._describe()
        self.update()
        self.changed.emit()

    def _describe(self) -> None:
        spaces = ", ".join(str(s) for s in sorted(self._chosen)) or self.tr("none")
        self.setAccessibleDescription(self.tr("Marked spaces: {0}").format(spaces))
        self.setToolTip(
            self.tr("Click a space to mark it or take the mark away. Marked: {0}").format(spaces)
        )

    # -- geometry --------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(480, 300)

    def _bounds(self) -> QRectF:
        xs = [self._track.center(s).x() for s in range(self._track.last + 1)]
        ys = [self._track.center(s).y() for s in range(self._track.last + 1)]
        r = self._track.radius * 1.4
        return QRectF(
            min(xs) - r, min(ys) - r, max(xs) - min(xs) + 2 * r, max(ys) - min(ys) + 2 * r
        )

    def _scale_and_offset(self) -> tuple[float, QPointF]:
        b = self._bounds()
        scale = min(self.width() / b.width(), self.height() / b.height())
        dx = (self.width() - b.width() * scale) / 2 - b.left() * scale
        dy = (self.height() - b.height() * scale) / 2 - b.top() * scale
        return scale, QPointF(dx, dy)

    def space_centre(self, space: int) -> QPointF:
        """Where ``space`` is drawn, in the widget's pixels."""
        scale, offset = self._scale_and_offset()
        c = self._track.center(space)
        return QPointF(c.x() * scale, c.y() * scale) + offset

    def space_radius(self) -> float:
        scale, _ = self._scale_and_offset()
        return self._track.radius * scale

    def space_at(self, point: QPointF) -> int | None:
        r = self.space_radius()
        for s in range(self._lowest, self._peak):
            c = self.space_centre(s)
            if (c.x() - point.x()) ** 2 + (c.y() - point.y()) ** 2 <= (r * 1.15) ** 2:
                return s
        return None

    # -- input -----------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        space = self.space_at(event.position())
        if space is not None:
            self.setFocus()
            self.toggle(space)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Up):
            self._cursor = min(self._peak - 1, self._cursor + 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Down):
            self._cursor = max(self._lowest, self._cursor - 1)
        elif key == Qt.Key.Key_Space:
            self.toggle(self._cursor)
        else:
            super().keyPressEvent(event)
            return
        self.update()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # -- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        base = pal.color(QPalette.ColorRole.Base)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.AlternateBase))
        r = self.space_radius()
        trail = QPainterPath(self.space_centre(0))
        for s in range(1, self._peak + 1):
            trail.lineTo(self.space_centre(s))
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), max(2.0, r * 0.5)))
        p.drawPath(trail)
        font = p.font()
        font.setPixelSize(max(8, int(r * 0.95)))
        font.setBold(True)
        p.setFont(font)
        for s in range(self._peak + 1):
            c = self.space_centre(s)
            end = s in (0, self._peak) or s < self._lowest
            chosen = s in self._chosen
            radius = r * (1.25 if end else 1.0)
            fill = self._colour if chosen else base
            p.setBrush(fill)
            p.setPen(QPen(text, 1.5))
            p.drawEllipse(c, radius, radius)
            if chosen:
                ink = QColor("black") if self._colour.lightnessF() > 0.55 else QColor("white")
            else:
                ink = text
            p.setPen(ink)
            label = (
                "\u2691"
                if s == self._peak
                else "\u2302"
                if s == 0
                else self._letters.get(s, str(s))
            )
            p.drawText(
                QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
                int(Qt.AlignmentFlag.AlignCenter),
                label,
            )
        if self.hasFocus():
            c = self.space_centre(self._cursor)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 3))
            p.drawEllipse(c, r * 1.3, r * 1.3)
        p.end()
