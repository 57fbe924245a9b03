"""Team expeditions: a team (the same players, whatever their seats) keeps its progress
across games (docs/statistics.md, "A team's expedition")."""

from __future__ import annotations

from datetime import UTC, date, datetime

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.store import Store
from blocky.store.playing import StoredGame
from tests.store.conftest import FakeClock, play_card

CAT = default_catalogue()
PILE = {p: [c.id for c in CAT.pile_cards(p)] for p in "ABC"}
DAY1 = datetime(2025, 4, 1, 17, 0, tzinfo=UTC)
DAY2 = datetime(2025, 4, 8, 17, 0, tzinfo=UTC)


def climb(game: StoredGame, pile: str, mastered: int) -> None:
    """Master ``mastered`` cards of ``pile`` (table draws), then stop."""
    for card in PILE[pile][:mastered]:
        play_card(game, 1, card=card)


def reached(game: StoredGame, pile: str) -> bool:
    return pile in game.state.reached


def test_a_team_keeps_its_progress_whatever_the_seats(store: Store, clock: FakeClock) -> None:
    mia, leo, ada = (store.add_player(n).id for n in ("Mia", "Leo", "Ada"))
    clock.set(DAY1)
    first = store.create_game(Setup.team(["Mia", "Leo"], draws=Draws.TABLE), [mia, leo])
    spaces = CAT.team_map.destinations[0].space
    climb(first, "A", spaces)
    assert reached(first, "A")
    # Before the second game the team may start at A, and the store says since when.
    expedition = store.statistics("blocky-mountains").team_expedition(["Leo", "Mia"])
    assert expedition is not None
    assert (expedition.offered_start, expedition.reached) == ("A", "A")
    assert expedition.reached_on is not None and expedition.reached_on.game_id == first.id
    clock.set(DAY2)
    # Seats swapped: the same team.
    second = store.create_game(
        Setup.team(["Leo", "Mia"], start="A", draws=Draws.TABLE), [leo, mia]
    )
    climb(second, "B", 1)
    # Another team with Mia in it is another expedition.
    other = store.create_game(
        Setup.team(["Mia", "Leo", "Ada"], start="B", draws=Draws.TABLE), [mia, leo, ada]
    )
    climb(other, "C", 2)

    by_team = {e.player_names: e for e in store.statistics("blocky-mountains").team_expeditions()}
    assert set(by_team) == {("Leo", "Mia"), ("Ada", "Leo", "Mia")}
    pair = by_team[("Leo", "Mia")]
    assert [g.game_id for g in pair.games] == [first.id, second.id]
    assert [g.start for g in pair.games] == ["campground", "A"]
    assert [g.reached for g in pair.games] == [("A",), ()]
    assert pair.furthest == "A" and pair.offered_start == "A" and pair.wins == 0
    assert pair.squirrels == first.state.squirrels[0] + second.state.squirrels[0]
    assert [g.result for g in pair.games] == ["playing", "playing"]
    # Starting at B is not reaching B: the bigger team has nothing to offer yet.
    trio = by_team[("Ada", "Leo", "Mia")]
    assert (trio.furthest, trio.reached, trio.offered_start) == ("B", None, None)
    # Last played first.
    assert [e.player_names for e in store.statistics("blocky-mountains").team_expeditions()][0] == ("Ada", "Leo", "Mia")
    # The filter picks the games: only the first game was on day 1.
    day1 = store.statistics("blocky-mountains").team_expeditions(StatsFilter(until=date(2025, 4, 1)))
    assert [[g.game_id for g in e.games] for e in day1] == [[first.id]]
    assert store.statistics("blocky-mountains").team_expeditions(StatsFilter(player_id=ada)) == [trio]


def test_reaching_counts_only_what_the_log_still_says(store: Store) -> None:
    mia, leo = store.add_player("Mia").id, store.add_player("Leo").id
    game = store.create_game(Setup.team(["Mia", "Leo"], draws=Draws.TABLE), [mia, leo])
    climb(game, "A", CAT.team_map.destinations[0].space)
    assert reached(game, "A")
    while reached(game, "A"):
        game.undo()
    expedition = store.statistics("blocky-mountains").team_expedition(["Mia", "Leo"])
    assert expedition is not None and expedition.offered_start is None


def test_a_won_game_offers_b(store: Store) -> None:
    mia, leo = store.add_player("Mia").id, store.add_player("Leo").id
    game = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    for card in PILE["C"]:
        if game.finished:
            break
        play_card(game, 1, card=card)
    assert game.finished
    expedition = store.statistics("blocky-mountains").team_expedition(["Mia", "Leo"])
    assert expedition is not None
    assert (expedition.wins, expedition.furthest, expedition.reached) == (1, "C", "C")
    assert expedition.offered_start == "B"
    assert [g.reached for g in expedition.games] == [("C",)]


def test_no_expedition_for_new_names_or_one_player(store: Store) -> None:
    mia, leo = store.add_player("Mia").id, store.add_player("Leo").id
    store.create_game(Setup.team(["Mia", "Leo"], draws=Draws.TABLE), [mia, leo])
    assert store.statistics("blocky-mountains").team_expedition(["Mia", "Noor"]) is None
    assert store.statistics("blocky-mountains").team_expedition(["Mia"]) is None
    assert store.statistics("blocky-mountains").team_expedition(["Mia", "Mia"]) is None
    assert store.statistics("blocky-mountains").team_expedition(["Mia", "Leo"]) is not None
    store.add_player("Ada")
    assert store.statistics("blocky-mountains").team_expedition(["Mia", "Leo", "Ada"]) is None
