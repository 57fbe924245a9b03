"""Numbers as each language writes them.

:func:`percent_text` is the one way the app writes a percentage: English "94%", German and
French "94 %" with a no-break space (so "about 83 %" never splits before the sign). Each
caller rounds as its figure needs (the statistics half up, the coach never 0 or 100).
:func:`decimal_text` writes a decimal with the language's mark ("2.1", "2,1").
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from blocky.ui.kit.context import TranslationContext


class Numbers(TranslationContext):
    """The translation context of how numbers are written."""


def percent_text(whole: int) -> str:
    """``94`` -> "94%" (English), "94 %" (German, French: a no-break space)."""
    return Numbers.tr(
        "{0}%", "a whole percentage; German and French write a no-break space before %"
    ).format(QLocale().toString(whole))


def decimal_text(value: float, places: int = 1) -> str:
    """``2.14`` -> "2.1" (English), "2,1" (German, French)."""
    return QLocale().toString(value, "f", places)
