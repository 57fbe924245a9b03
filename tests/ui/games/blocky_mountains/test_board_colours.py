"""The board's colours are made once per palette, and follow the scheme."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from blocky.ui.games.blocky_mountains.board_colours import board_colours
from blocky.ui.kit import theme


def test_the_colours_are_kept_per_palette_and_follow_the_scheme(qapp: QApplication) -> None:
    widget = QWidget()
    try:
        seen = {}
        for scheme in ("light", "dark", "light"):
            theme.apply_scheme(qapp, scheme)
            QApplication.processEvents()
            palette = widget.palette()
            assert theme.is_dark(palette) == (scheme == "dark")
            kept = board_colours(palette)
            # The very colours the theme makes for that palette, made once for it.
            assert kept == theme.board_colours(palette)
            assert board_colours(widget.palette()) is kept
            seen[scheme] = kept
        assert seen["light"] != seen["dark"]
        assert seen["light"].sky_top != seen["dark"].sky_top
    finally:
        theme.apply_scheme(qapp, "light")
