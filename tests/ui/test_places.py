"""The one wording of places: each kind the rules name, as the views show it."""

from __future__ import annotations

import pytest

from blocky.games.blocky_mountains.describe import Place, PlaceKind
from blocky.ui.games.blocky_mountains.places import place_name, where_brief, where_text


@pytest.mark.parametrize(
    ("place", "where", "brief", "name"),
    [
        (Place(PlaceKind.CAMPGROUND, 0), "at the campground", "at the campground", "campground"),
        (Place(PlaceKind.PEAK, 18), "on the peak", "at the peak", "peak"),
        (Place(PlaceKind.PEAK, 21, "C"), "on the peak C", "at the peak", "peak"),
        (
            Place(PlaceKind.DESTINATION, 6, "A"),
            "on intermediate destination A (space 6)",
            "on space 6",
            "space 6",
        ),
        (Place(PlaceKind.ARROW, 1), "on the arrow space", "on space 1", "space 1"),
        (Place(PlaceKind.FOX, 4), "on space 4 (a fox space)", "on space 4", "space 4"),
        (Place(PlaceKind.COMPASS, 9), "on space 9 (a compass space)", "on space 9", "space 9"),
        (Place(PlaceKind.BACKPACK, 3), "on space 3 (a backpack space)", "on space 3", "space 3"),
        (Place(PlaceKind.SPACE, 7), "on space 7", "on space 7", "space 7"),
    ],
)
def test_each_place_kind_is_worded(place: Place, where: str, brief: str, name: str) -> None:
    assert where_text(place) == where
    assert where_brief(place) == brief
    assert place_name(place) == name


def test_every_place_kind_has_a_case() -> None:
    worded = {where_text(Place(kind, 5, "A")) for kind in PlaceKind}
    assert len(worded) == len(PlaceKind)
