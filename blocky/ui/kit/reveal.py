"""A moment everyone at the table waits for, shown over a board for a moment.

:class:`RevealOverlay` is a child of a board widget: a panel with the tile or card shown
large and a short sentence beside it. It takes no clicks (they reach the board and the
buttons as before), and it goes at the next click or key anywhere in the window, or after
:data:`REVEAL_MS`. Being a widget of its own, showing and hiding it repaints the board only
where it lies: the board's cached picture is copied there, nothing else is drawn again.
Screen readers hear the sentence (a polite announcement).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QApplication, QWidget

from blocky.ui.kit.announce import announce
from blocky.ui.kit.picture import KeptPicture

#: How long a reveal stays when nobody clicks or types.
REVEAL_MS = 2200


@dataclass(frozen=True, slots=True)
class Reveal:
    """What is shown: ``face`` large on a tile under its small ``caption``, and ``banner``
    (one or two sentences) beside it."""

    caption: str
    face: str
    banner: str


#: Fonts found by :func:`_fitted`, by what decides them: the same words in the same room
#: (a caption, a tile's value, a sentence that comes again) are not fitted again.
_FITTED: dict[tuple[object, ...], QFont] = {}
#: Fonts kept at most.
_FITTED_KEPT = 256


def _fitted(
    base: QFont, text: str, rect: QRectF, largest: int, *, wrap: bool, bold: bool = False
) -> QFont:
    """The largest font (down to 9 pixels) in which ``text`` fits ``rect``."""
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen is not None else 0.0
    key = (base.key(), text, rect.width(), rect.height(), largest, wrap, bold, dpi)
    found = _FITTED.get(key)
    if found is None:
        if len(_FITTED) >= _FITTED_KEPT:
            _FITTED.clear()
        found = _FITTED[key] = _fit(base, text, rect, largest, wrap=wrap, bold=bold)
    return QFont(found)


def _fit(
    base: QFont, text: str, rect: QRectF, largest: int, *, wrap: bool, bold: bool
) -> QFont:
    flags = int(Qt.AlignmentFlag.AlignCenter) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    size = max(9, largest)
    f = QFont(base)
    f.setBold(bold)
    while True:
        f.setPixelSize(size)
        box = QFontMetricsF(f).boundingRect(rect, flags, text)
        if size <= 9 or (box.width() <= rect.width() and box.height() <= rect.height()):
            return f
        size = max(9, int(size * 0.9))


class RevealOverlay(QWidget):
    """The reveal panel over ``board`` (its parent)."""

    #: The reveal went (a click, a key, or its time was up).
    dismissed = Signal()

    def __init__(self, board: QWidget, *, top: float = 0.05) -> None:
        """``top``: where the panel's top edge is, as a part of the board's height (so
        that it leaves in view what the moment is about)."""
        super().__init__(board)
        self._top = top
        self._avoid: QRect | None = None
        self.setObjectName("revealOverlay")
        self._reveal: Reveal | None = None
        #: The panel as last drawn, and what it was drawn for.
        self._picture = KeptPicture()
        #: How many times the panel was drawn anew (tests read it).
        self.pictures = 0
        #: The panel without its words, and what it was drawn for (see _frame_image).
        self._frame: tuple[tuple[object, ...], QImage] | None = None
        #: How many times that was drawn (tests read it).
        self.frames = 0
        self._filtering = False
        # Clicks go through to the board and whatever lies under the panel.
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REVEAL_MS)
        self._timer.timeout.connect(self.dismiss)
        # The board says when it is resized (board_resized): a filter on the board would be
        # asked about the board's posted events while the two are being deleted, and
        # PySide crashes looking up the half-deleted one.
        self.hide()

    # -- what the board's owner calls ----------------------------------------------------

    def show_reveal(self, reveal: Reveal, avoid: QRect | None = None) -> None:
        """Show ``reveal`` now (in place of any shown) and say it to screen readers.
        ``avoid``: what the moment is about on the board (a marker arriving), left in
        view: the panel goes to the board's foot when it would cover it."""
        self._avoid = avoid
        self._reveal = reveal
        self.setAccessibleName(reveal.caption)
        self.setAccessibleDescription(reveal.banner)
        self._place()
        if self.isVisible():
            self.update()
        else:
            self.show()
        self.raise_()
        self._timer.start()
        # The next click or key anywhere in the window takes it away: watched for from
        # the panel's first paint on (see paintEvent), not from here.
        board = self.parentWidget()
        announce(board if board is not None else self, reveal.banner)

    def dismiss(self) -> None:
        """Take the reveal away (nothing happens when none is shown)."""
        self._timer.stop()
        app = QApplication.instance()
        if app is not None and self._filtering:
            app.removeEventFilter(self)
            self._filtering = False
        if self._reveal is None:
            return
        self._reveal = None
        self._picture.clear()
        self.hide()
        self.dismissed.emit()

    def board_resized(self) -> None:
        """The board's size changed: the panel takes its place on it again. The board's
        ``resizeEvent`` calls this."""
        if self._reveal is not None:
            self._place()

    def reveal(self) -> Reveal | None:
        """What is shown now, or None."""
        return self._reveal

    def is_showing(self) -> bool:
        return self._reveal is not None

    # -- Qt overrides ---------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # This filter sees every event of the app while a reveal shows: isinstance first,
        # as asking an event its type makes a Python enum member each time, which a
        # click's hundreds of events would pay for.
        if self._reveal is not None and isinstance(event, (QMouseEvent, QKeyEvent)):
            kind = event.type()
            if kind == QEvent.Type.MouseButtonPress or (
                # A key bound to a shortcut comes only as ShortcutOverride.
                kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
                and isinstance(event, QKeyEvent)
                and not event.isAutoRepeat()
            ):
                # Seen, never taken: the click or key still does what it does.
                self.dismiss()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        reveal = self._reveal
        if reveal is None:
            return
        # Drawn once as a picture and copied after that: the panel is painted again
        # whenever the board under it is (each frame of a marker's walk beside it), and
        # fitting its texts to the panel is the costly part.
        if self._picture.paint(self, reveal, lambda q: self._draw(q, reveal)):
            self.pictures += 1
        self._watch()

    def _watch(self) -> None:
        """Watch the app's events for the click or key that takes the panel away.

        Begun when the panel is first painted: a filter on the app is asked about every
        event, and installed when the reveal was shown it was asked about every layout,
        move and paint of the rest of the click that brought it (some 2M instructions,
        about 0.8 ms, of each click that shows a reveal). A click or key comes only after
        the panel is on screen."""
        app = QApplication.instance()
        if app is not None and not self._filtering:
            app.installEventFilter(self)
            self._filtering = True

    def _geometry(self) -> tuple[QRectF, float, float, float, QRectF]:
        """Where the panel's parts lie: the whole panel, its corners' radius, the margin,
        the tile's side and the tile."""
        whole = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = min(whole.height() * 0.12, 18.0)
        margin = whole.height() * 0.08
        side = whole.height() - 2 * margin
        tile = QRectF(whole.left() + margin, whole.top() + margin, side * 0.92, side)
        return whole, radius, margin, side, tile

    def _frame_image(self) -> QImage:
        """The panel without its words: its background, its border and the tile, the
        same for every reveal at one size, ratio and palette; drawn once for them."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self.palette().cacheKey())
        if self._frame is not None and self._frame[0] == key:
            return self._frame[1]
        image = QImage(
            max(1, round(self.width() * ratio)),
            max(1, round(self.height() * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(ratio)
        image.fill(0)
        p = QPainter(image)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            pal = self.palette()
            accent = pal.highlight().color()
            whole, radius, _margin, _side, tile = self._geometry()
            panel = QColor(pal.window().color())
            panel.setAlpha(238)
            p.setPen(QPen(accent, 3))
            p.setBrush(panel)
            p.drawRoundedRect(whole, radius, radius)
            p.setPen(QPen(accent.darker(130), 2))
            p.setBrush(QColor(accent))
            p.drawRoundedRect(tile, radius * 0.7, radius * 0.7)
        finally:
            p.end()
        self._frame = (key, image)
        self.frames += 1
        return image

    def _draw(self, p: QPainter, reveal: Reveal) -> None:
        # The frame, copied as it is (the picture is clear, so its pixels are the ones
        # drawn straight onto it would be), then the words over it.
        frame = self._frame_image()
        p.save()
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.drawImage(0, 0, frame)
        p.restore()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        pal = self.palette()
        text = pal.windowText().color()
        whole, _radius, margin, side, tile = self._geometry()
        on_face = pal.highlightedText().color()
        p.setPen(on_face)
        inner = tile.adjusted(tile.width() * 0.07, 0, -tile.width() * 0.07, 0)
        cap_rect = QRectF(inner.left(), inner.top() + side * 0.05, inner.width(), side * 0.22)
        base = self.font()
        p.setFont(_fitted(base, reveal.caption, cap_rect, int(side * 0.13), wrap=True))
        p.drawText(
            cap_rect,
            int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
            reveal.caption,
        )
        face_rect = QRectF(inner.left(), cap_rect.bottom(), inner.width(), side * 0.68)
        p.setFont(_fitted(base, reveal.face, face_rect, int(side * 0.42), wrap=True, bold=True))
        p.drawText(
            face_rect,
            int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
            reveal.face,
        )
        # The sentence beside it.
        words = QRectF(tile.right() + margin, whole.top() + margin, 0, whole.height() - 2 * margin)
        words.setRight(whole.right() - margin)
        p.setFont(_fitted(base, reveal.banner, words, int(side * 0.2), wrap=True, bold=True))
        p.setPen(text)
        p.drawText(
            words,
            int(Qt.AlignmentFlag.AlignVCenter)
            | int(Qt.AlignmentFlag.AlignLeft)
            | int(Qt.TextFlag.TextWordWrap),
            reveal.banner,
        )

    # -- geometry -------------------------------------------------------------------------

    def _place(self) -> None:
        board = self.parentWidget()
        if board is None:
            return
        w, h = board.width(), board.height()
        width = min(w - 16, max(300, round(w * 0.56)))
        height = min(h - 16, max(110, round(min(h * 0.3, width * 0.36))))
        x = (w - width) // 2
        y = max(8, min(h - height - 8, round(h * self._top)))
        place = QRect(x, y, max(1, width), max(1, height))
        avoid = self._avoid
        if avoid is not None and place.intersects(avoid):
            below = place.translated(0, max(8, h - height - 8) - y)
            if not below.intersects(avoid):
                place = below
        self.setGeometry(place)
