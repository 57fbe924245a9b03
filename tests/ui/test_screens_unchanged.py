"""Every game screen, in light and dark, looks as it did before the map was cached.

The references under tests/ui/reference/ were rendered by tests/ui/screens_reference.py
from the drawing code that painted the whole map on every paint. A pixel may differ
where antialiasing moved (a channel by a few steps); a shape moved, a colour changed or
something missing shows as many pixels far apart, and fails.

What differs today: the edges of the colour swatches beside names, by at most 1 of
255 in a channel (up to about 80 pixels an image), since they are copied from a
picture of them drawn once (blending onto a clear picture first rounds a little
differently). Everything else is the same to the pixel.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from blocky.core import registry
from tests.ui.screens_reference import REFERENCE, compare, render_screens

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
