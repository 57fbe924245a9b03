"""The new-game page offers a fair race: the racers' chances to win from their records,
and a handicap the family takes or leaves, carried by the set-up into the rules."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.state import Draws, Handicap, Setup
from blocky.i18n import install_translators
from blocky.ui.games.blocky_mountains.fair_race import FairRaceBox
from blocky.ui.kit.settings import Settings
from blocky.ui.kit.theme import apply_scheme
from tests.store.conftest import play_card

CATALOGUE = default_catalogue()


def _record(store, name: str, mastered: bool) -> None:  # type: ignore[no-untyped-def]
    """A solo game of each pile: a strong player masters three cards in four at once, a
    weaker one one card in three."""
    pid = store.add_player(name).id
    for pile in ("A", "B", "C"):
        game = store.create_game(Setup.solo(name, course=pile, draws=Draws.TABLE), [pid])
        for i, card in enumerate(CATALOGUE.pile_cards(pile)):
            ok = i % 4 != 3 if mastered else i % 3 == 0
            play_card(game, 1 if ok else None, card=card.id)


def _race_page(qtbot, window, colours: dict[str, str]):  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.start_screen.mode_buttons["race"], Qt.MouseButton.LeftButton)
    page = window.new_game_page
    page.set_race_players(colours)
    return page


def test_the_handicap_is_offered_only_with_the_coach_on(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    _record(window.library, "Mia", False)
    _record(window.library, "Leo", True)
    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    assert not page.fair_race.offered and page.fair_race.isHidden()
    assert page.setup().handicaps == ()


def test_a_suggested_handicap_taken_goes_into_the_rules(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("blocky-mountains", True)
    window = make_window()
    _record(window.library, "Mia", False)
    _record(window.library, "Leo", True)
    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    box = page.fair_race
    assert box.offered and not box.isHidden()
    text = box.without_label.text()
    assert text.startswith("Chance to win without a handicap, from your records: Mia ")
    assert "Leo " in text
    assert page.setup().handicaps == ()  # nothing until the family asks and takes it
    qtbot.mouseClick(box.suggest_button, Qt.MouseButton.LeftButton)
    s = box.suggestion
    assert s is not None and not s.is_none
    assert s.with_handicap.off_even() < s.without.off_even()
    mia, leo = s.handicaps
    assert mia.squirrels + mia.spaces > 0 and leo.squirrels == leo.spaces == 0
    lines = box.handicap_label.text().splitlines()
    assert lines[0] == "Mia: " + box.handicap_text(mia)
    assert lines[-1].startswith("Chance to win with the handicap: Mia ")
    assert box.take.isChecked()
    setup = page.setup()
    assert setup.handicaps == (mia, leo)
    # leaving it: the race has none
    box.take.setChecked(False)
    assert page.setup().handicaps == ()
    box.take.setChecked(True)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.setup.handicaps == (mia, leo)
    assert state.squirrels[0] == 3 + mia.squirrels and state.positions[0] == mia.spaces


def test_other_racers_take_the_handicap_away(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("blocky-mountains", True)
    window = make_window()
    _record(window.library, "Mia", False)
    _record(window.library, "Leo", True)
    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    qtbot.mouseClick(page.fair_race.suggest_button, Qt.MouseButton.LeftButton)
    assert page.setup().handicaps
    # a racer without a record: nothing to go by
    page.set_race_players({"white": "Mia", "black": "Leo", "orange": "Ida"})
    assert not page.fair_race.offered and page.setup().handicaps == ()


def test_handicaps_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    box = FairRaceBox()
    qtbot.addWidget(box)
    assert box.handicap_text(Handicap()) == "no handicap"
    assert box.handicap_text(Handicap(1, 0)) == "1 more squirrel at the start"
    assert (
        box.handicap_text(Handicap(3, 2, False))
        == "3 more squirrels at the start, a head start of 2 spaces"
    )
    assert box.handicap_text(Handicap(difficult=True)) == (
        "the difficult route whenever it is offered"
    )


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_pictures_of_the_page_with_a_suggested_handicap(
    qtbot, qapp, make_window, lang: str, scheme: str
) -> None:  # type: ignore[no-untyped-def]
    """The page in each language and colour scheme (saved to $BLOCKY_PICTURES to be
    looked at): every line of the box is translated."""
    install_translators(qapp, lang)
    apply_scheme(qapp, scheme)  # type: ignore[arg-type]
    try:
        Settings().set_coach_shown("blocky-mountains", True)
        window = make_window()
        window.resize(1100, 1000)
        _record(window.library, "Mia", False)
        _record(window.library, "Leo", True)
        page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
        qtbot.mouseClick(page.fair_race.suggest_button, Qt.MouseButton.LeftButton)
        box = page.fair_race
        texts = [box.title(), box.without_label.text(), box.handicap_label.text(), box.take.text()]
        if lang != "en":
            assert not any(
                t.startswith(("Chance to win", "A fair race", "Play with")) for t in texts
            )
            assert "squirrel" not in box.handicap_label.text()
        qtbot.wait(20)  # the page lays itself out again
        folder = os.environ.get("BLOCKY_PICTURES")
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            page.fair_race.grab().save(str(Path(folder) / f"fair-race-{lang}-{scheme}.png"))
            window.grab().save(str(Path(folder) / f"new-race-{lang}-{scheme}.png"))
    finally:
        install_translators(qapp, "en")
        apply_scheme(qapp, "light")


def test_the_team_page_suggests_the_next_expedition(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    Settings().set_coach_shown("blocky-mountains", True)
    window = make_window()
    _record(window.library, "Mia", False)
    _record(window.library, "Leo", True)
    qtbot.mouseClick(window.start_screen.mode_buttons["team"], Qt.MouseButton.LeftButton)
    page = window.new_game_page
    page.set_names(["Mia", "Leo"])
    outlook = page.team_outlook
    assert not outlook.isHidden() and outlook.outlook is not None
    way = outlook.outlook.suggested
    assert outlook.label.text() == outlook.way_text(way)
    assert outlook.label.text().startswith("From your records, the next expedition: ")
    qtbot.mouseClick(outlook.use_button, Qt.MouseButton.LeftButton)
    setup = page.setup()
    assert (setup.level, setup.start) == (way.level, way.start)
    folder = os.environ.get("BLOCKY_PICTURES")
    if folder:
        window.grab().save(str(Path(folder) / "new-team-en-light.png"))
    # a newcomer without a record: nothing to go by
    page.set_names(["Mia", "Ida"])
    assert outlook.isHidden()


def _play_race(store, setup: Setup, seed: int) -> None:  # type: ignore[no-untyped-def]
    """A race stored and played to its end with random legal choices."""
    import random

    from blocky.games.blocky_mountains.game import (
        chance_options,
        current_actor,
        is_over,
        legal_actions,
    )
    from blocky.games.blocky_mountains.state import CHANCE

    by_name = {p.name: p.id for p in store.players()}
    ids = [by_name[n] for n in setup.players]
    game = store.create_game(setup, ids)
    rng = random.Random(seed)
    while not is_over(game.state):
        if current_actor(game.state) == CHANCE:
            options = chance_options(game.state)
            game.play(rng.choices([a for a, _ in options], weights=[w for _, w in options])[0])
        else:
            game.play(rng.choice(legal_actions(game.state)))


def test_after_races_with_a_handicap_the_page_says_whether_wins_evened_out(
    qtbot, make_window
) -> None:  # type: ignore[no-untyped-def]
    from blocky.games.blocky_mountains.handicap import wins_record
    from blocky.games.blocky_mountains.storage.coach_data import played_races

    Settings().set_coach_shown("blocky-mountains", True)
    window = make_window()
    store = window.library
    _record(store, "Mia", False)
    _record(store, "Leo", True)
    plain = Setup.race([("Mia", "white"), ("Leo", "black")], draws=Draws.APP, seed=1)
    helped = plain.with_handicaps({"Mia": Handicap(3, 2)})
    for seed in range(3):
        _play_race(store, Setup.race([("Mia", "white"), ("Leo", "black")], seed=seed), seed)
    for seed in range(2):
        _play_race(store, helped, seed)
    races = played_races(store.db)
    assert [r.handicapped for r in races] == [False, False, False, True, True]
    assert all(len(r.winners) >= 1 and set(r.winners) <= {"Mia", "Leo"} for r in races)
    record = wins_record(races, ["Mia", "Leo"])
    assert (record.with_races, record.without_races) == (2, 3)
    assert sum(record.with_wins) >= 2 and sum(record.without_wins) >= 3
    # the other order of the same players is the same group; another group is not
    assert wins_record(races, ["Leo", "Mia"]).with_races == 2
    assert wins_record(races, ["Mia"]).with_races == 0

    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    box = page.fair_race
    assert box.wins == record
    text = box.record_label.text()
    assert text.startswith("Raced together with a handicap: 2 times; wins: Mia ")
    assert "Without: 3 times; wins: Mia " in text
    assert not box.record_label.isHidden()


def test_the_page_looks_again_when_shown_again(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The coach switched on between two visits of the page: the box follows."""
    window = make_window()
    _record(window.library, "Mia", False)
    _record(window.library, "Leo", True)
    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    assert not page.fair_race.offered
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    Settings().set_coach_shown("blocky-mountains", True)
    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    assert page.fair_race.offered
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    Settings().set_coach_shown("blocky-mountains", False)
    page = _race_page(qtbot, window, {"white": "Mia", "black": "Leo"})
    assert not page.fair_race.offered
