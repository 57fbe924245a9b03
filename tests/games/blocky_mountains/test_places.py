"""Where a marker stands, as the rules name it: one case per kind of place."""

from __future__ import annotations

from blocky.games.blocky_mountains.describe import Place, PlaceKind, place_of
from blocky.games.blocky_mountains.state import State

from .helpers import race, solo, team


def _plain(s: State, taken: set[int], last: int) -> int:
    return next(n for n in range(1, last) if n not in taken)


def test_race_places() -> None:
    s = race("white", "black")
    rm = s.catalogue.race_map
    compass = min(rm.compass)
    backpack = min(sc.start for sc in rm.shortcuts)
    assert backpack not in rm.compass
    plain = _plain(s, set(rm.compass) | {sc.start for sc in rm.shortcuts}, rm.peak)
    assert place_of(s, rm.campground) == Place(PlaceKind.CAMPGROUND, rm.campground)
    assert place_of(s, rm.peak) == Place(PlaceKind.PEAK, rm.peak)
    assert place_of(s, compass) == Place(PlaceKind.COMPASS, compass)
    assert place_of(s, backpack) == Place(PlaceKind.BACKPACK, backpack)
    assert place_of(s, plain) == Place(PlaceKind.SPACE, plain)


def test_team_places() -> None:
    s = team(3)
    tm = s.catalogue.team_map
    fox = min(tm.fox)
    dest = tm.destinations[0]
    taken = set(tm.fox) | {d.space for d in tm.destinations} | {tm.arrow}
    plain = _plain(s, taken, tm.peak)
    assert place_of(s, tm.campground) == Place(PlaceKind.CAMPGROUND, tm.campground)
    assert place_of(s, tm.arrow) == Place(PlaceKind.ARROW, tm.arrow)
    assert place_of(s, fox) == Place(PlaceKind.FOX, fox)
    assert place_of(s, dest.space) == Place(PlaceKind.DESTINATION, dest.space, dest.pile)
    assert place_of(s, tm.peak) == Place(PlaceKind.PEAK, tm.peak, "C")
    assert place_of(s, plain) == Place(PlaceKind.SPACE, plain)


def test_solo_has_no_map_notes() -> None:
    s = solo("A")
    compass = min(s.catalogue.race_map.compass)
    assert place_of(s, compass) == Place(PlaceKind.SPACE, compass)
