"""Where a marker stands, in the player's language.

The rules say what a space is (:func:`blocky.games.blocky_mountains.describe.place_of` returns a
:class:`~blocky.games.blocky_mountains.describe.Place`: its kind, its space and, for a destination, its
pile); this module is the one place that words it, so the board, the table and the result
screen name the same space the same way.
"""

from __future__ import annotations

from blocky.games.blocky_mountains.describe import Place, PlaceKind
from blocky.ui.kit.context import TranslationContext


class Places(TranslationContext):
    """The translation context of the words for places: ``Places.tr("...")`` is Qt's tr()
    in it, a form pyside6-lupdate reads."""


def where_text(place: Place) -> str:
    """The place after a name, with what is special about it: "at the campground",
    "on space 4 (a fox space)", "on intermediate destination A (space 6)"."""
    kind = place.kind
    n = place.space
    if kind is PlaceKind.CAMPGROUND:
        return Places.tr("at the campground")
    if kind is PlaceKind.PEAK:
        return Places.tr("on the peak C") if place.pile == "C" else Places.tr("on the peak")
    if kind is PlaceKind.DESTINATION:
        return Places.tr("on intermediate destination {pile} (space {n})").format(
            pile=place.pile, n=n
        )
    if kind is PlaceKind.ARROW:
        return Places.tr("on the arrow space")
    if kind is PlaceKind.FOX:
        return Places.tr("on space {n} (a fox space)").format(n=n)
    if kind is PlaceKind.COMPASS:
        return Places.tr("on space {n} (a compass space)").format(n=n)
    if kind is PlaceKind.BACKPACK:
        return Places.tr("on space {n} (a backpack space)").format(n=n)
    return Places.tr("on space {n}").format(n=n)


def where_brief(place: Place) -> str:
    """The place after a name, without notes: "at the peak", "at the campground",
    "on space 7" (a line of the final standings)."""
    if place.kind is PlaceKind.PEAK:
        return Places.tr("at the peak")
    if place.kind is PlaceKind.CAMPGROUND:
        return Places.tr("at the campground")
    return Places.tr("on space {n}").format(n=place.space)


def place_name(place: Place) -> str:
    """The place on its own, as short as it goes: "campground", "peak", "space 7"."""
    if place.kind is PlaceKind.CAMPGROUND:
        return Places.tr("campground")
    if place.kind is PlaceKind.PEAK:
        return Places.tr("peak")
    return Places.tr("space {n}").format(n=place.space)
