"""The board's colours for a palette, worked out once per palette.

The map paints them on every paint (each frame of a marker's walk), and the table's
squirrels each time one is painted again; making the colours anew from their names each
time cost about 40 µs a paint. They depend on the palette alone, so they are kept per
palette (its cache key changes whenever its contents do: another scheme, other colours).
"""

from __future__ import annotations

from PySide6.QtGui import QPalette

from blocky.ui.kit import theme

#: Palettes whose colours are kept at most (a scheme or two, a widget's own palette).
_KEPT_AT_MOST = 8
_kept: dict[int, theme.BoardColours] = {}


def board_colours(palette: QPalette) -> theme.BoardColours:
    """theme.board_colours(palette), made once per palette. The colours are shared:
    callers never change them (they copy one to change it)."""
    key = palette.cacheKey()
    colours = _kept.get(key)
    if colours is None:
        if len(_kept) >= _KEPT_AT_MOST:
            _kept.clear()
        colours = _kept[key] = theme.board_colours(palette)
    return colours
