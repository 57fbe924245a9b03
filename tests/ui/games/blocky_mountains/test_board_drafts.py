"""Check your board's values made the board's data, without Qt (board_drafts)."""

from __future__ import annotations

import pytest

from blocky.games.blocky_mountains.catalogue import Shortcut, default_catalogue
from blocky.ui.games.blocky_mountains.board_drafts import (
    DESTINATIONS_OUT_OF_ORDER,
    NO_MATERIAL,
    SHORTCUTS_SHARE_A_START,
    BoardInputError,
    card_draft,
    card_from_draft,
    card_sources,
    edited_race,
    edited_team,
    extra_task_differences,
)


def _upper(text: str) -> str:
    return text.upper()


def test_an_untouched_card_keeps_the_game_data_s_own_words() -> None:
    card = next(c for c in default_catalogue().cards if c.extra_task is not None)
    sources = card_sources(card, _upper)  # shown in "another language"
    draft = card_draft(card, sources)
    assert draft.materials == ", ".join(m.upper() for m in card.materials)
    assert card_from_draft(draft, sources, card) == card
    draft.materials = "rope, , stick "
    edited = card_from_draft(draft, sources, card)
    assert edited.materials == ("rope", "stick") and edited.extra_task == card.extra_task


def test_a_card_without_material_is_refused() -> None:
    card = default_catalogue().cards[0]
    sources = card_sources(card, _upper)
    draft = card_draft(card, sources)
    draft.materials = " , "
    with pytest.raises(BoardInputError) as refused:
        card_from_draft(draft, sources, card)
    assert refused.value.reason == NO_MATERIAL and refused.value.values == {"card": card.name}


def test_two_shortcuts_from_one_space_are_refused() -> None:
    race = default_catalogue().race_map
    costs = dict(race.route_change_cost)
    same = (Shortcut(3, 8, 2), Shortcut(3, 9, 1))
    with pytest.raises(BoardInputError) as refused:
        edited_race(race, race.compass, costs, same)
    assert refused.value.reason == SHORTCUTS_SHARE_A_START and refused.value.values == {"start": 3}
    kept = edited_race(race, frozenset({2}), costs, race.shortcuts)
    assert kept.compass == frozenset({2}) and kept.shortcuts == race.shortcuts


def test_destination_a_comes_before_b_and_checked_guesses_go() -> None:
    team = default_catalogue().team_map
    spaces = {d.pile: (d.space, d.squirrels) for d in team.destinations}
    major = (team.major_shortcut.start, team.major_shortcut.end, team.major_shortcut.cost)
    swapped = {"A": spaces["B"], "B": spaces["A"]}
    with pytest.raises(BoardInputError) as refused:
        edited_team(team, team.peak, team.fox, swapped, major, team.guesses)
    assert refused.value.reason == DESTINATIONS_OUT_OF_ORDER
    # Every box unticked: nothing is a guess any more, the arrow space included.
    checked = edited_team(team, team.peak, team.fox, spaces, major, frozenset())
    assert checked.guesses == frozenset() and checked.destinations == team.destinations


def test_the_published_game_differs_in_nothing() -> None:
    assert extra_task_differences(default_catalogue()) == []
