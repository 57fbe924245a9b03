"""Every game screen, in light and dark, looks as it did before the map was cached.

The references under tests/ui/reference/ were rendered by tests/ui/screens_reference.py
from the drawing code that painted the whole map on every paint. A pixel may differ
where antialiasing moved (a channel by a few steps); a shape moved, a colour changed or
something missing shows as many pixels far apart, and fails.

What differs today: the edges of the colour swatches beside names, by at most 1 of
255 in a channel (up to about 80 pixels an image), since they are copied from a
picture of them drawn once (blending onto a clear picture first rounds a little
differently). Everything else is the same to the pixel.

The game screens' references were rendered again when the table beside the map began
to draw its boxes, rows and owl tiles itself instead of through a style sheet: against
the earlier references only the antialiased pixels of their rounded corners differed
(48 to 200 pixels an image, each on a corner's curve); the start screen's and the
new-game pages' references are the earlier ones.

The glyphs Qt's style draws itself (a spin box's arrows, a combo box's arrow) are left out
of the comparison (tests/ui/screens_reference.py: QT_DRAWN): a Qt release draws them its
own way (PySide 6.12's Fusion draws the spin-box arrows a little differently from 6.11's).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from blocky.core import registry
from tests.ui.screens_reference import QT_DRAWN, REFERENCE, compare, render_screens

#: Differing pixels allowed per image (of 903,680): a few antialiased edges at most.
ALLOWED_PIXELS = 40


def test_every_screen_looks_as_before(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Blocky Mountains' screens as the references show them: the app with that one game
    # (with a second game the start screen first offers a choice of game,
    # tests/ui/test_game_plugins.py).
    monkeypatch.delitem(registry.GAMES, "montgolfiere")
    failures = []
    names = []
    for name, image in render_screens(qapp, tmp_path):
        names.append(name)
        reference = QImage(str(REFERENCE / f"{name}.png"))
        assert not reference.isNull(), f"no reference image for {name}"
        diff = compare(reference, image)
        if diff.pixels > ALLOWED_PIXELS:
            out = tmp_path / f"{name}.png"
            image.save(str(out))
            failures.append(
                f"{name}: {diff.pixels} pixels differ (largest channel difference "
                f"{diff.largest}, within {diff.box}); rendered now: {out}"
            )
    assert sorted(p.stem for p in REFERENCE.glob("*.png")) == sorted(names)
    assert not failures, "\n".join(failures)


def test_the_comparison_sees_a_real_difference(qapp: QApplication) -> None:
    """A small mark on a reference is caught; a faint one-step shade is not."""
    reference = QImage(str(REFERENCE / "race-light-play.png"))
    marked = reference.copy()
    for x in range(100, 110):
        for y in range(200, 206):
            marked.setPixel(x, y, 0xFFFF0000)
    diff = compare(reference, marked)
    assert diff.pixels > ALLOWED_PIXELS
    assert diff.box == (100, 200, 109, 205)
    shaded = reference.copy()
    colour = shaded.pixelColor(5, 5)
    colour.setRed(min(255, colour.red() + 1))
    shaded.setPixelColor(5, 5, colour)
    assert compare(reference, shaded).pixels == 0
    assert compare(reference, reference).largest == 0


def test_only_the_glyphs_qt_draws_itself_are_left_out(qapp: QApplication, tmp_path: Path) -> None:
    """The new-game page's spin box: its arrows are named as Qt's own; a change of them
    is left out, the same change beside them is caught."""
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.delitem(registry.GAMES, "montgolfiere")
    try:
        rendered = dict(_first_pages(qapp, tmp_path))
    finally:
        monkeypatch.undo()
    page = rendered["new-race-light"]
    places = [tuple(int(n) for n in p.split(",")) for p in page.text(QT_DRAWN).split(";") if p]
    assert places, "the spin box's arrows are not named"
    x0, y0, x1, y1 = places[0]
    assert 4 <= x1 - x0 <= 60 and 4 <= y1 - y0 <= 60  # a button, not half the window
    reference = QImage(str(REFERENCE / "new-race-light.png"))
    assert compare(reference, page).pixels <= ALLOWED_PIXELS

    def marked(left: int) -> QImage:
        image = page.copy()
        image.setText(QT_DRAWN, page.text(QT_DRAWN))
        for x in range(left, left + x1 - x0 + 1):
            for y in range(y0, y1 + 1):
                image.setPixel(x, y, 0xFFFF0000)
        return image

    assert compare(page, marked(x0)).pixels == 0  # on Qt's own arrow: left out
    beside = compare(page, marked(x0 - (x1 - x0) - 8))  # on the app's own field: caught
    assert beside.pixels > ALLOWED_PIXELS


def _first_pages(qapp: QApplication, folder: Path):  # type: ignore[no-untyped-def]
    for name, image in render_screens(qapp, folder):
        yield name, image
        if name == "new-solo-light":
            return
