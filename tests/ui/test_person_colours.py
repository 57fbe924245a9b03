"""A person keeps one colour across games and modes where the colours allow: the new-game
pages give a chosen person the marker or balloon colour they had last time, and no two
players of a game share one."""

from __future__ import annotations

from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.setup import COLOURS
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.ui.kit import settings as app_settings


def test_the_settings_keep_each_persons_last_colour() -> None:
    settings = app_settings.Settings()
    assert settings.person_colours() == {}
    settings.remember_colours([("Ann", "orange"), ("Ben", ""), ("Cleo", "violet")])
    settings.remember_colours([("Ann", "white"), ("Dan", "red")])
    assert settings.person_colours() == {"Cleo": "violet", "Ann": "white", "Dan": "red"}
    # The most recent last: Ann moved behind Cleo.
    assert list(settings.person_colours()) == ["Cleo", "Ann", "Dan"]
    settings.put(app_settings.PERSON_COLOURS, "[not a mapping")
    assert settings.person_colours() == {}
    settings.put(app_settings.PERSON_COLOURS, '{"Ann": 3, "Ben": "black"}')
    assert settings.person_colours() == {"Ben": "black"}


def test_a_racer_chosen_again_takes_the_marker_of_last_time(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.start_game(Setup.race([("Ann", "orange"), ("Ben", "white")], seed=4))
    window.show_new_game("race")
    page = window.new_game_page
    page.set_race_players({})
    # Ann is picked in the white row: she was orange, and orange is free.
    assert page.name_box("white").pick("Ann")
    assert page.name_box("orange").name() == "Ann"
    assert page.plays_check("orange").isChecked()
    assert page.name_box("white").name() == "" and not page.plays_check("white").isChecked()
    # Typing a name ends with Enter: Ben goes back to white.
    box = page.name_box("violet")
    box.setFocus()
    qtbot.keyClicks(box.lineEdit(), "Ben")
    box.lineEdit().editingFinished.emit()
    assert page.name_box("white").name() == "Ben"
    assert page.name_box("violet").name() == ""
    # A colour somebody already has stays theirs: Cleo takes Ann's orange in no row.
    page.set_person_colours({"Cleo": "orange"})
    page.name_box("black").setEditText("Cleo")
    page.name_box("black").lineEdit().editingFinished.emit()
    assert page.name_box("black").name() == "Cleo"
    assert page.name_box("orange").name() == "Ann"
    setup = page.setup()
    assert sorted(zip(setup.colours, setup.players, strict=True)) == [
        ("black", "Cleo"),
        ("orange", "Ann"),
        ("white", "Ben"),
    ]


def test_a_balloon_flies_in_its_persons_marker_colour_and_colours_stay_distinct(  # type: ignore[no-untyped-def]
    qtbot, make_window
) -> None:
    window = make_window()
    # White and black are a race's markers and balloons too.
    assert window.start_game(Setup.race([("Ann", "white"), ("Ben", "black")], seed=4))
    window.show_start()
    window.show_new_game("game", game="montgolfiere")
    page = window.new_game_page
    lines = page.lines
    assert [ln.chosen_colour() for ln in lines] == list(COLOURS)
    lines[0].name.setEditText("Ann")
    lines[0].name.lineEdit().editingFinished.emit()
    # Ann flies white; the line that was white takes her red.
    assert lines[0].chosen_colour() == "white"
    assert lines[4].chosen_colour() == "red"
    lines[1].name.setEditText("Ben")
    lines[1].name.lineEdit().editingFinished.emit()
    assert lines[1].chosen_colour() == "black"
    assert lines[5].chosen_colour() == "yellow"
    colours = [ln.chosen_colour() for ln in lines]
    assert sorted(colours) == sorted(COLOURS)
    # The game is remembered too: Ann flew blue, so blue is her colour now.
    lines[0].set_colour("blue")
    lines[3].set_colour("white")
    page.baron.setChecked(False)
    setup = page.setup()
    assert window.start_game(setup)
    assert app_settings.Settings().person_colours()["Ann"] == "blue"
    window.show_start()
    window.show_new_game("game", game="montgolfiere")
    page = window.new_game_page
    page.lines[2].name.setEditText("Ann")
    page.lines[2].name.lineEdit().editingFinished.emit()
    assert page.lines[2].chosen_colour() == "blue"


def test_a_colour_another_chosen_player_had_last_time_stays_theirs(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert window.start_game(
        BalloonSetup.of(["Ann", "Eve"], colours=["green", "red"], seed=1), "montgolfiere"
    )
    app_settings.Settings().remember_colours([("Zoe", "green")])
    window.show_start()
    window.show_new_game("game", game="montgolfiere")
    page = window.new_game_page
    page.lines[2].name.setEditText("Zoe")  # the green line
    page.lines[2].name.lineEdit().editingFinished.emit()
    assert page.lines[2].chosen_colour() == "green"
    page.lines[0].name.setEditText("Ann")
    page.lines[0].name.lineEdit().editingFinished.emit()
    # Ann was green too, but Zoe has it: Ann keeps the line's red.
    assert page.lines[0].chosen_colour() == "red"
    assert len({ln.chosen_colour() for ln in page.lines}) == len(COLOURS)
