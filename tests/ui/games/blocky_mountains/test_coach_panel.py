"""The coach on the game screen: off until the players switch it on (remembered), the odds
beside each choice worded with how sure they are, and a practice plan's summary of what
improved since last time."""

from __future__ import annotations

import os
import re
from pathlib import Path

from PySide6.QtCore import Qt

from blocky.games.blocky_mountains.actions import ChooseVariant, Report
from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.state import Draws, EndReason, Setup
from blocky.ui.kit.settings import Settings
from tests.store.conftest import play_card
from tests.ui.driver import activate, start_through_page

PILE_A = [c.id for c in default_catalogue().pile_cards("A")]
CATALOGUE = default_catalogue()


def save_picture(widget, name: str) -> None:  # type: ignore[no-untyped-def]
    folder = Path(os.environ.get("BLOCKY_PICTURES", "screenshots"))
    if os.environ.get("BLOCKY_PICTURES"):
        folder.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(folder / name))


def test_the_coach_is_off_until_switched_on_and_remembered(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(
        qtbot, window, Setup.race([("Ann", "white"), ("Ben", "black")], draws=Draws.APP, seed=3)
    )
    panel = window.game_screen.coach_panel
    assert not panel.is_on() and panel.lines() == []
    assert not panel.findChild(object, "coachText").isVisible()  # type: ignore[union-attr]
    qtbot.mouseClick(panel.switch, Qt.MouseButton.LeftButton)
    assert panel.is_on()
    # Nobody has a record yet: one line per pile, each saying so.
    assert [line.split(":")[0] for line in panel.lines()] == ["Route A", "Route B", "Route C"]
    assert "nobody has tried a card of pile A yet: 50%" in panel.lines()[0]
    assert Settings().coach_shown("blocky-mountains")
    # A new window (the app started again) has it on.
    window = make_window()
    assert window.game_screen.coach_panel.is_on()


def test_the_odds_come_from_the_players_own_record(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    store = window.library
    ann = store.add_player("Ann").id
    store.add_player("Ben")
    # Ann played treetop four times in table draws: mastered, mastered, failed, mastered.
    card = PILE_A[0]
    for mastered_on in (1, 1, None, 1):
        game = store.create_game(Setup.solo("Ann", course="A", draws=Draws.TABLE), [ann])
        play_card(game, mastered_on, card=card)
    Settings().set_coach_shown("blocky-mountains", True)
    setup = Setup.solo("Ann", course="A", draws=Draws.TABLE)
    start_through_page(qtbot, window, setup)
    screen = window.game_screen
    activate(qtbot, window)
    panel = screen.turn_panel
    # The table turns up treetop: the coach gives Ann's chance for it.
    offered = [a for a, _ in panel.choices()]
    number = next(i for i, a in enumerate(offered) if getattr(a, "card", None) == card)
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{number + 1}"))
    if ChooseVariant(False) in [a for a, _ in panel.choices()]:
        offered = [a for a, _ in panel.choices()]
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{offered.index(ChooseVariant(False)) + 1}"))
    lines = screen.coach_panel.lines()
    # By hand: everyone on pile A 3 of 4, so m = (3 + 1)/(4 + 2) = 2/3; Ann has no other A
    # card, so q = m; her card: p = (3 + 4 * 2/3)/(4 + 4) = 0.708 (fixed strengths: too
    # few groups to estimate them).
    name = CATALOGUE.card(card).name
    assert lines == [f"Ann: 71% to master {name} first go (3 of 4 times; a rough guess)"]
    save_picture(screen, "coach-solo.png")
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert Report(True) not in [a for a, _ in panel.choices()]


def test_the_race_coach_words_each_pile(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from blocky.ui.kit.announce import ANNOUNCER

    heard: list[str] = []
    ANNOUNCER.announced.connect(lambda a: heard.append(a.text))
    window = make_window()
    store = window.library
    ann = store.add_player("Ann").id
    store.add_player("Ben")
    # Ann: two A cards, both mastered first go; nothing on B or C.
    game = store.create_game(Setup.solo("Ann", course="A", draws=Draws.TABLE), [ann])
    play_card(game, 1, card=PILE_A[0])
    play_card(game, 1, card=PILE_A[1])
    Settings().set_coach_shown("blocky-mountains", True)
    start_through_page(
        qtbot, window, Setup.race([("Ann", "white"), ("Ben", "black")], draws=Draws.APP, seed=3)
    )
    screen = window.game_screen
    lines = screen.coach_panel.lines()
    assert len(lines) == 3
    assert lines[0].startswith("Route A: ")
    assert "your record on these cards: 2 of 2 first attempts mastered" in lines[0]
    assert "spaces forward" in lines[0] and "squirrels" in lines[0]
    # Nobody has tried pile B, but Ann masters her A cards better than everyone's
    # Laplace rate there (2 of 2 against 3/4): her guess on B is a little above 50%.
    said = re.search(
        r"no attempts yet on pile B: about (\d+)%, from how you do on other piles", lines[1]
    )
    assert said is not None, lines[1]
    assert 50 < int(said.group(1)) < 60
    # A screen reader hears the coach after the choices.
    assert heard[-1].endswith("Coach: " + " ".join(f"{line}." for line in lines))
    save_picture(screen, "coach-race.png")
    # Ben has no record: his turn's lines say so.
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_1)  # Ann turns over a card of route A
    while window.controller.state.turn == 0:
        keys = (
            [Qt.Key.Key_M]
            if Report(True) in [a for a, _ in screen.turn_panel.choices()]
            or screen.turn_panel.mastered_button.isVisible()
            else [Qt.Key.Key_1]
        )
        qtbot.keyClick(window, keys[0])
    lines = screen.coach_panel.lines()
    assert lines and all("like everyone on" in t or "nobody has" in t for t in lines)


def test_a_practice_plan_says_what_improved(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from datetime import date

    from blocky.games.blocky_mountains.storage.coach_data import practice_cards

    window = make_window()
    store = window.library
    mia = store.add_player("Mia").id
    before = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    # Treetop and Ice Bridge failed, the rest of pile A mastered at once.
    for card, mastered_on in zip(PILE_A, [None, None, 1, 1, 1, 1, 1, 1], strict=True):
        play_card(before, mastered_on, card=card)
    # The plan: four new cards of piles B and C, the two failed, two mastered once.
    plan = practice_cards(store.db, "Mia", date.today())
    start_through_page(qtbot, window, Setup.practice("Mia", plan, draws=Draws.APP, seed=5))
    activate(qtbot, window)
    screen = window.game_screen
    # Every card mastered first go, by keyboard.
    for _ in range(100):
        if window.controller.state.is_over:
            break
        offered = [a for a, _ in screen.turn_panel.choices()]
        if ChooseVariant(False) in offered:
            qtbot.keyClick(
                window, getattr(Qt.Key, f"Key_{offered.index(ChooseVariant(False)) + 1}")
            )
        else:
            qtbot.keyClick(window, Qt.Key.Key_M)
    state = window.controller.state
    assert state.end_reason is EndReason.TRAINING_DONE
    lines = screen.end_panel.result_lines()
    treetop, ice = (CATALOGUE.card(c).name for c in PILE_A[:2])
    start = lines.index("Since last time: 6 cards better")
    assert lines[start + 1] == "Cards played before, built first go: 4 of 4; last time 2"
    new = [f"{CATALOGUE.card(c).name}: new, and mastered" for c in plan[:4]]
    assert lines[start + 2 : start + 6] == new
    assert sorted(lines[start + 6 : start + 8]) == sorted(
        [f"{treetop}: mastered for the first time", f"{ice}: mastered for the first time"]
    )
    assert all(line.endswith("mastered again, as last time") for line in lines[start + 8 :])
    assert len(lines[start + 8 :]) == 2
    save_picture(screen, "practice-summary.png")


def _in_view(widget, viewport) -> bool:  # type: ignore[no-untyped-def]
    """The widget is whole inside the viewport, nothing of it scrolled away."""
    from PySide6.QtCore import QPoint, QRect

    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_with_the_coach_on_every_race_choice_and_the_log_stay_in_view(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A laptop's window (1280x706): the coach's four lines beside the four choices of a
    built route (take it, change to A, B or C) leave every choice in view, without
    scrolling, and the log several lines; a chance never splits from its per cent sign."""
    from PySide6.QtGui import QFontMetrics

    from blocky.games.blocky_mountains.actions import TakeRoute
    from tests.ui.fits import settle
    from tests.ui.policies import race_policy

    Settings().set_coach_shown("blocky-mountains", True)
    window = make_window()
    window.resize(1280, 706)
    qtbot.waitUntil(lambda: window.width() == 1280)
    setup = Setup.race([("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")], seed=21)
    assert window.start_game(setup)
    controller = window.controller
    screen = window.game_screen
    done: set[str] = set()
    seen = 0
    for _ in range(40):
        settle()
        panel = screen.turn_panel
        offered = [a for a, _ in panel.choices()]
        if TakeRoute() in offered and len(offered) == 4:
            seen += 1
            lines = screen.coach_panel.lines()
            assert len(lines) == 4
            viewport = screen._side_scroll.viewport()  # noqa: SLF001
            hidden = [b.text() for _, b in panel.choices() if not _in_view(b, viewport)]
            assert hidden == [], f"scrolled out of view: {hidden}"
            log = screen.log_view
            line = QFontMetrics(log.font()).lineSpacing()
            assert log.viewport().height() >= 3 * line, "the log is squeezed to two lines"
            # "67%", never "67" at a line's end and "%" at the next one's start.
            assert " %" not in "".join(lines) and "%" in lines[0]
        assert controller.play(race_policy(controller.state, done))
    assert seen >= 2, "the game never offered the four choices of a built route"


def test_a_chance_is_written_as_the_language_writes_it(qapp) -> None:  # type: ignore[no-untyped-def]
    from blocky.i18n import install_translators
    from blocky.ui.games.blocky_mountains.coach_panel import percent

    assert percent(0.83) == "83%"
    try:
        for language in ("de", "fr"):
            assert install_translators(qapp, language)
            assert percent(0.83) == "83\u00a0%"  # a space that never breaks the line
    finally:
        install_translators(qapp, "en")


def test_the_coach_reads_its_record_through_the_controller(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The coach's record comes through the controller's one way to the saved games: the
    seat's own attempts, and nothing (never an exception) once they cannot be read."""
    import sqlite3

    import pytest

    from blocky.ui.games.blocky_mountains.coach_panel import player_records, store_records
    from blocky.ui.kit.library import LibraryError

    window = make_window()
    store = window.library
    ann = store.add_player("Ann").id
    for mastered_on in (1, None):
        game = store.create_game(Setup.solo("Ann", course="A", draws=Draws.TABLE), [ann])
        play_card(game, mastered_on, card=PILE_A[0])
    start_through_page(qtbot, window, Setup.solo("Ann", course="A", draws=Draws.TABLE))
    controller = window.game_screen.controller
    assert controller.player_ids == (ann,)
    own = player_records(controller, 0)
    assert own is not None and len(own) == 2
    assert {r.player for r in store_records(controller)} == {ann}
    assert player_records(controller, 1) is None  # no such seat

    def unreadable(db: sqlite3.Connection) -> object:
        return db.execute("SELECT * FROM no_such_table").fetchall()

    with pytest.raises(LibraryError):
        controller.read_saved(unreadable)
