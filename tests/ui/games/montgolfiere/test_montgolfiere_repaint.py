"""A card entered repaints only what it changed: the strips stay, the rows paint only the
band of the ring that moved, the sky paints only the two balloons whose glow moved, and the
picture is the same as a whole repaint's."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QColor, QImage, QPaintEvent, QPalette, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from blocky.games.montgolfiere.cards import ENGINE, ballast
from blocky.games.montgolfiere.queries import BalloonView
from blocky.i18n import install_translators
from blocky.ui.games.montgolfiere.panels import RING, BalloonRow, CardStrip
from blocky.ui.games.montgolfiere.sky import SkyBoard


class Paints(QObject):
    """The rectangles painted on a widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.rects: list[QRect] = []
        self.regions: list[QRegion] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QPaintEvent):
            self.rects.append(event.rect())
            self.regions.append(QRegion(event.region()))
        return False


def _settled(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5):
        QApplication.processEvents()


def test_a_strip_given_the_same_cards_is_not_painted_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    strip = CardStrip()
    qtbot.addWidget(strip)
    strip.resize(400, 24)
    strip.set_cards([ballast(3)], "red")
    strip.show()
    qtbot.waitExposed(strip)
    _settled(qtbot)
    paints = Paints(strip)
    strip.set_cards([ballast(3)], "red")
    _settled(qtbot)
    assert paints.rects == []
    strip.set_cards([ballast(3), ENGINE], "red")
    _settled(qtbot)
    assert paints.rects
    assert "3" in strip.toolTip()


def test_a_strips_kept_picture_is_made_anew_when_its_cards_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    strip = CardStrip()
    qtbot.addWidget(strip)
    strip.resize(400, 24)
    strip.set_cards([ballast(3), ENGINE], "red")
    strip.show()
    qtbot.waitExposed(strip)
    _settled(qtbot)
    first = strip.grab().toImage()
    strip.repaint()
    assert strip.grab().toImage() == first
    # Other cards: the picture is made anew.
    strip.set_cards([ballast(3), ENGINE, ballast(7)], "red")
    _settled(qtbot)
    assert strip.grab().toImage() != first


def test_the_strips_tooltip_follows_a_new_language(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    strip = CardStrip()
    qtbot.addWidget(strip)
    strip.set_cards([], "red")
    assert strip.toolTip() == "No card played yet."
    install_translators(qapp, "de")
    try:
        strip.set_cards([], "red")
        assert strip.toolTip() not in ("", "No card played yet.")
    finally:
        install_translators(qapp, "en")


def _on_screen(sky: SkyBoard) -> QImage:
    """What the window shows (its backing store), not a fresh rendering."""
    screen = QApplication.primaryScreen()
    image = screen.grabWindow(sky.winId()).toImage()
    return image.convertToFormat(QImage.Format.Format_RGB32)


def _drawn_whole(sky: SkyBoard) -> QImage:
    """The sky drawn anew, all of it."""
    return sky.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_a_moved_glow_paints_only_its_two_balloons_and_looks_as_a_whole_repaint(qtbot) -> None:  # type: ignore[no-untyped-def]
    sky = SkyBoard()
    qtbot.addWidget(sky)
    sky.resize(420, 640)
    balloons = [("red", "A", False), ("blue", "B", False), ("green", "C", False)]
    spaces = (5, 5, 8)
    sky.show_balloons(balloons, spaces, 0)
    sky.show()
    qtbot.waitExposed(sky)
    _settled(qtbot)
    paints = Paints(sky)
    sky.show_balloons(balloons, spaces, 2)
    _settled(qtbot)
    assert paints.rects, "the glow's move was not painted"
    whole = sky.rect()
    painted = sum(r.width() * r.height() for r in paints.rects)
    assert painted < whole.width() * whole.height() / 4
    for r in paints.rects:
        assert whole.contains(r)
    # The same balloons shown again: nothing to paint.
    paints.rects.clear()
    sky.show_balloons(balloons, spaces, 2)
    _settled(qtbot)
    assert paints.rects == []
    # What the partial repaint left on screen is what a whole repaint draws.
    assert _on_screen(sky) == _drawn_whole(sky)
    # Moved balloons: the whole sky again.
    paints.rects.clear()
    sky.show_balloons(balloons, (6, 5, 8), 2)
    _settled(qtbot)
    assert any(r == whole for r in paints.rects)


def test_a_chosen_balloons_ring_paints_its_band_only_and_sets_no_style_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = BalloonRow(0)
    qtbot.addWidget(row)
    row.resize(900, 40)
    view = BalloonView(0, "Ana", "red", False, 5, False, (ballast(3),), False, 23)
    row.show_balloon(view, "Ana", "waiting for the card", False, "")
    row.show()
    qtbot.waitExposed(row)
    _settled(qtbot)
    paints = Paints(row)
    strip = Paints(row.strip)
    row.show_balloon(view, "Ana", "waiting for the card", True, "")
    _settled(qtbot)
    assert row.styleSheet() == ""
    assert paints.regions, "the ring was not painted"
    inside = QRegion(row.rect().adjusted(RING, RING, -RING, -RING))
    assert all(r.intersected(inside).isEmpty() for r in paints.regions)
    assert strip.rects == [] or all(
        r.intersected(inside.translated(-row.strip.pos())).isEmpty() for r in strip.regions
    )
    # The ring is in the palette's highlight, round the row; not there once another is chosen.
    highlight = row.palette().color(QPalette.ColorRole.Highlight)
    middle = row.height() // 2
    on_ring = QColor(row.grab().toImage().pixel(1, middle))
    assert on_ring == highlight
    row.show_balloon(view, "Ana", "card entered", False, "")
    _settled(qtbot)
    assert QColor(row.grab().toImage().pixel(1, middle)) != highlight


def test_a_strip_drawn_card_by_card_looks_as_one_drawn_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    # At a width whose cells fall between pixels, cards played one by one (and one taken
    # back, as an undo does): the kept picture, drawn again only where a card changed,
    # is at each step the picture a new strip draws whole.
    import random

    from blocky.games.montgolfiere.cards import DECK, Card

    kept = CardStrip()
    qtbot.addWidget(kept)
    kept.resize(437, 24)
    kept.show()
    qtbot.waitExposed(kept)
    rng = random.Random(3)
    order = list(DECK)
    rng.shuffle(order)
    used: list[Card] = []
    for step in range(12):
        if step == 7:
            used.pop()
        else:
            used.append(order[step])
        kept.set_cards(used, "green")
        _settled(qtbot)
        whole = CardStrip()
        qtbot.addWidget(whole)
        whole.resize(437, 24)
        whole.set_cards(used, "green")
        assert kept.grab().toImage() == whole.grab().toImage(), step
