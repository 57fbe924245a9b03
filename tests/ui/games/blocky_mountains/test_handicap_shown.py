"""A race with a handicap (house rules H1-H2) shows it with the game: each racer's
handicap under their name in the player list, said to a screen reader when the game
opens, beside the rule in the rules help, on the turn panel when it refuses the normal
route, and on the result and the saved game's line, which mark the race as played with
a handicap."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from blocky.games.blocky_mountains.actions import Action, ChoosePile, ChooseVariant, RevealCard
from blocky.games.blocky_mountains.game import legal_actions, new_game
from blocky.games.blocky_mountains.state import Draws, Handicap, Phase, Setup, State
from blocky.i18n import install_translators
from blocky.ui.games.blocky_mountains.handicap_words import race_text, row_text
from blocky.ui.games.blocky_mountains.rules_help import RulesHelpDialog, help_text, rules_for
from blocky.ui.games.blocky_mountains.words import result_text
from blocky.ui.kit import theme
from blocky.ui.kit.announce import ANNOUNCER, Announcement
from tests.games.blocky_mountains.helpers import play
from tests.ui.fits import settle, text_problems
from tests.ui.policies import race_policy

RACERS = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dora", "violet")]
HANDICAPS = {
    "Ben": Handicap(squirrels=2),
    "Cleo": Handicap(difficult=True),
    "Dora": Handicap(squirrels=3, spaces=2),
}

#: How the line under a racer's name begins, in each language.
LEADS = {"en": "Handicap: ", "de": "Vorgabe: ", "fr": "Handicap\u00a0: "}


def handicap_policy(state: State, done: set[str]) -> Action:
    """race_policy, with the difficult route where a handicap refuses the normal one."""
    action = race_policy(state, done)
    return action if action in legal_actions(state) else ChooseVariant(True)


def handicapped(seed: int = 21, draws: Draws = Draws.APP) -> Setup:
    return Setup.race(RACERS, seed=seed, draws=draws).with_handicaps(HANDICAPS)


@pytest.fixture
def language(request, qapp: QApplication) -> Iterator[str]:  # type: ignore[no-untyped-def]
    assert install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


@pytest.fixture
def heard() -> Iterator[list[Announcement]]:
    said: list[Announcement] = []
    ANNOUNCER.announced.connect(said.append)
    yield said
    ANNOUNCER.announced.disconnect(said.append)


def test_the_words_of_each_handicap() -> None:
    assert row_text(Handicap()) == ""
    assert row_text(Handicap(squirrels=1)) == "Handicap: 1 extra squirrel"
    assert row_text(Handicap(squirrels=3, spaces=2)) == (
        "Handicap: 3 extra squirrels, a head start of 2 spaces"
    )
    assert row_text(Handicap(difficult=True)) == "Handicap: difficult route whenever offered"
    assert race_text(Setup.race(RACERS[:2])) == ""
    assert race_text(handicapped()) == (
        "Played with a handicap (a house rule): Ben: 2 more squirrels at the start; "
        "Cleo: the difficult route whenever it is offered; Dora: 3 more squirrels at the "
        "start, a head start of 2 spaces."
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(760, 560), (1280, 706)], ids=["760x560", "1280x706"])
def test_the_player_list_shows_each_handicap_whole(  # type: ignore[no-untyped-def]
    qtbot, make_window, language: str, size: tuple[int, int], scheme: str
) -> None:
    theme.apply_scheme(QApplication.instance(), scheme)  # type: ignore[arg-type]
    window = make_window()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    setup = handicapped()
    assert window.start_game(setup)
    screen, controller = window.game_screen, window.controller
    done: set[str] = set()
    for _ in range(3):
        assert controller.play(handicap_policy(controller.state, done))
    settle()
    table = screen.table
    for seat, name in enumerate(setup.players):
        label = table.findChild(QLabel, f"playerHandicap_{seat}")
        words = row_text(setup.handicap(seat))
        if not words:
            assert label is None, name
            continue
        assert label is not None and label.isVisibleTo(table), name
        assert label.text() == words
        assert label.text().startswith(LEADS[language])
    # Nothing cut off or drawn over (the table scrolls when the strip is short).
    assert text_problems(window) == []


def test_a_handicap_is_said_when_the_race_opens(  # type: ignore[no-untyped-def]
    qtbot, make_window, heard: list[Announcement]
) -> None:
    window = make_window()
    assert window.start_game(handicapped())
    opening = [a.text for a in heard if "handicap" in a.text]
    assert opening, [a.text for a in heard]
    assert opening[0].startswith(race_text(handicapped()) + " White (Ann)")
    # Said once, when the race opens, not on every turn.
    heard.clear()
    controller = window.controller
    done: set[str] = set()
    for _ in range(4):
        assert controller.play(handicap_policy(controller.state, done))
    assert not [a.text for a in heard if "Played with a handicap" in a.text]


def test_a_race_without_a_handicap_says_and_shows_none(qtbot, make_window, heard) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.start_game(Setup.race(RACERS[:3], seed=21))
    assert not [a.text for a in heard if "handicap" in a.text.lower()]
    assert window.game_screen.table.findChildren(QLabel, "playerHandicap_1") == []
    assert "H1" not in rules_for(window.controller.state)




def test_the_rules_help_tells_the_races_handicaps() -> None:
    s = new_game(handicapped())
    assert "H1" in rules_for(s)
    text = help_text(s)
    assert "A handicap (house rule): A race may give players a handicap" in text
    assert race_text(s.setup) in text
    # Without a game, only the rule.
    assert "Ben:" not in help_text(None)


def test_the_rules_help_puts_the_handicap_first_when_it_decides_the_route(qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.race(RACERS[:3], draws=Draws.TABLE).with_handicaps(HANDICAPS)
    s = new_game(setup)
    s = play(play(s, ChoosePile("A")), RevealCard("treetop"))
    assert s.phase is Phase.PREPARE and s.turn == 0
    assert rules_for(s)[0] != "H1"  # Ann has none
    s2 = new_game(Setup.race([("Cleo", "white"), ("Ben", "black")], draws=Draws.TABLE)
                  .with_handicaps({"Cleo": Handicap(difficult=True)}))
    s2 = play(play(s2, ChoosePile("A")), RevealCard("treetop"))
    assert rules_for(s2)[0] == "H1"
    # A name is plain text in the dialog's pages too.
    odd = Setup.race([("<b>Zoe</b>", "white"), ("Ben", "black")]).with_handicaps(
        {"<b>Zoe</b>": Handicap(squirrels=1)}
    )
    dialog = RulesHelpDialog(new_game(odd))
    qtbot.addWidget(dialog)
    assert "<b>Zoe</b>: 1 more squirrel at the start" in dialog.current_rule_text()


def test_the_turn_panel_says_why_the_normal_route_is_not_offered(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    setup = Setup.race([("Cleo", "white"), ("Ben", "black")], draws=Draws.TABLE)
    assert window.start_game(setup.with_handicaps({"Cleo": Handicap(difficult=True)}))
    controller = window.controller
    assert controller.play(ChoosePile("A"))
    assert controller.play(RevealCard("treetop"))
    panel = window.game_screen.turn_panel
    assert len(panel.choices()) == 1
    assert panel.why_not_text() == (
        "Cleo builds the difficult route whenever it is offered: that is their handicap "
        "in this race."
    )


def test_the_result_and_the_saved_game_mark_a_handicapped_race(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    setup = handicapped()
    assert window.start_game(setup)
    controller = window.controller
    done: set[str] = set()
    while not controller.state.is_over:
        assert controller.play(handicap_policy(controller.state, done))
    lines = window.game_screen.end_panel.result_lines()
    assert lines[-1] == "Played with a handicap (a house rule)."
    assert "Played with a handicap" in window.game_screen.end_panel.spoken_result()
    # The saved game's line, in the start screen's list.
    result = {"positions": [17, 3, 2, 5], "places": [1, 2, 3, 4]}
    names = tuple(setup.players)
    with_one = SimpleNamespace(result=result, setup=setup, player_names=names)
    without = SimpleNamespace(result=result, setup=Setup.race(RACERS), player_names=names)
    assert result_text(with_one) == result_text(without) + " Played with a handicap (a house rule)."


def test_a_plain_race_result_has_no_handicap_mark(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.start_game(Setup.race(RACERS[:2], seed=21))
    controller = window.controller
    done: set[str] = set()
    while not controller.state.is_over:
        assert controller.play(handicap_policy(controller.state, done))
    assert not any("handicap" in line for line in window.game_screen.end_panel.result_lines())


def test_the_statistics_show_handicapped_races_apart_from_the_bests(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    setup = Setup.race(RACERS[:2], seed=21).with_handicaps({"Ben": Handicap(squirrels=2)})
    assert window.start_game(setup)
    controller = window.controller
    done: set[str] = set()
    while not controller.state.is_over:
        assert controller.play(handicap_policy(controller.state, done))
    window.show_start()
    window.show_statistics()
    page = window.statistics_page
    notes: list[str] = []
    for i in range(page.tabs.count()):
        page.tabs.setCurrentIndex(i)
        settle()
        label = page.findChild(QLabel, "handicappedRaces")
        if label is not None:
            notes.append(label.text())
    assert notes and notes[-1] == (
        "Races with a handicap, kept apart from these bests: Ann 1, Ben 1"
    )
