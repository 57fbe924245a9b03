"""Which pile the cards come from now: the rules answer it for every view (the table
marks that pile, the turn panel and the map follow it)."""

from __future__ import annotations

from blocky.games.blocky_mountains.actions import ChoosePile, RevealCard
from blocky.games.blocky_mountains.game import active_pile
from blocky.games.blocky_mountains.state import Phase

from .helpers import card_turn, play, race, solo, team


def test_a_race_follows_the_pile_chosen_then_the_card_tried() -> None:
    s = race("white", "black", "orange")
    assert active_pile(s) is None  # nothing chosen yet
    s = play(s, ChoosePile("C"))
    assert s.phase is Phase.REVEAL_CARD and active_pile(s) == "C"
    s = play(s, RevealCard("shaft"))
    assert active_pile(s) == "C"


def test_the_team_climbs_its_section_s_pile_until_the_game_ends() -> None:
    s = team(2, level="advanced")
    assert active_pile(s) == "A"
    for card in ("ice-bridge", "narrow-point", "glacier", "stone-gate", "treetop", "boulder"):
        s = card_turn(s, card)
    assert s.team_section == "B" and active_pile(s) == "B"


def test_the_solo_training_follows_its_course() -> None:
    s = solo("A")
    assert active_pile(s) == "A" == s.solo_pile
