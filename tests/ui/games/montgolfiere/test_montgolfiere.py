"""Montgolfière's screens played through their real widgets at 1280×706: whole games in app
draws and table draws, a match of two games, a hook choice, the Baron's peek, undo and
redo (also after reopening the game), and the same tour in German and French with no
English left and no text cut off. The game is held by a handle of the store's shape
(tests/ui/montgolfiere_game.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from blocky.core.registry import find_game, games
from blocky.games.montgolfiere.cards import ENGINE, HOOK, ballast
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import Phase
from blocky.games.montgolfiere.statistics import figures
from blocky.i18n import install_translators
from blocky.ui.games.montgolfiere.game_screen import CARDS_PAGE, HOOK_PAGE, MontgolfiereScreen
from blocky.ui.games.montgolfiere.new_game import MontgolfiereNewGame
from blocky.ui.games.montgolfiere.plugin import MONTGOLFIERE_UI
from blocky.ui.games.montgolfiere.statistics import MontgolfiereStatistics
from blocky.ui.kit.theme import apply_scheme
from tests.ui.driver import activate
from tests.ui.montgolfiere_game import MemoryGame
from tests.ui.test_languages import english_left, visible_texts
from tests.ui.test_text_fits import clipped_labels

SHOTS = Path(__file__).resolve().parents[4] / "screenshots"
SIZE = (1280, 706)


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def open_screen(qtbot, setup: Setup) -> tuple[MontgolfiereScreen, MemoryGame]:  # type: ignore[no-untyped-def]
    game = MemoryGame(setup)
    screen = MONTGOLFIERE_UI.game_screen()
    assert isinstance(screen, MontgolfiereScreen)
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.set_controller(MONTGOLFIERE_UI.controller(game, screen))
    screen.show()
    qtbot.waitExposed(screen)
    return screen, game


def click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def enter(qtbot, screen: MontgolfiereScreen, card) -> None:  # type: ignore[no-untyped-def]
    click(qtbot, screen.pad.buttons[card])


def heaviest_or_first(screen: MontgolfiereScreen):  # type: ignore[no-untyped-def]
    enabled = [c for c, b in screen.pad.buttons.items() if b.isEnabled()]
    kgs = [c for c in enabled if c.kg]
    return kgs[-1] if kgs else enabled[0]


def play_round(qtbot, screen: MontgolfiereScreen) -> None:  # type: ignore[no-untyped-def]
    """Enter every balloon's card through the pad, resolve, skip the telling, answer hooks."""
    assert screen.pages.currentIndex() == CARDS_PAGE
    while screen._selected is not None:  # noqa: SLF001 - the balloon the pad enters for
        enter(qtbot, screen, heaviest_or_first(screen))
    click(qtbot, screen.resolve_button)
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    while screen.pages.currentIndex() == HOOK_PAGE:
        click(qtbot, screen.hook_buttons[0])
        screen.skip()


def play_to_end_of_game(qtbot, screen: MontgolfiereScreen, game: MemoryGame) -> None:  # type: ignore[no-untyped-def]
    for _ in range(30):
        if game.state.phase in (Phase.OVER, Phase.BETWEEN_GAMES):
            return
        play_round(qtbot, screen)
    raise AssertionError("the game did not end")


def test_the_registry_names_the_screens() -> None:
    assert find_game("montgolfiere").ui() is MONTGOLFIERE_UI


def test_a_hook_choice_a_peek_undo_redo_and_a_whole_game_in_app_draws(qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.of(["Ana", "Ben", "Cleo"], baron=True, seed=11, edition="15")
    screen, game = open_screen(qtbot, setup)
    assert screen.round_label.text() == "Round 1 of 24"
    assert screen.game_label.text() == "15-space board · shuffle number 11"
    # The peek: everybody is on the Baron's space at the start.
    click(qtbot, screen.peek_button)
    assert screen.peek_box.isVisible()
    assert screen.peek_box.text() == "Only Ana, Ben and Cleo look at the screen now."
    click(qtbot, screen.show_card_button)
    baron_card = game.state.entered[3]
    assert baron_card is not None and "His next card:" in screen.peek_box.text()
    # The cards, entered hidden: keys for ballast, a click for the rest.
    qtbot.keyClicks(screen, "7")
    assert screen.rows[0].status.text() == "card entered"
    assert "7" not in screen.rows[0].status.text()
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_5)
    assert game.state.entered[1] == ballast(15)
    # Undo takes back Ben's card, redo puts it back.
    assert screen.controller is not None and screen.controller.undo()
    assert game.state.entered[1] is None and screen._selected == 1  # noqa: SLF001
    assert screen.controller.redo()
    assert game.state.entered[1] == ballast(15)
    enter(qtbot, screen, ENGINE)
    assert not screen.pad.isEnabled() and screen.resolve_button.isEnabled()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    # Told step by step, then skipped.
    assert screen.telling
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert not screen.telling
    words = [screen.words.item(i).text() for i in range(screen.words.count())]
    assert words[0].startswith("Round 1: Ana: 7 kg, Ben: 15 kg, Cleo: super engine")
    assert any("Cleo's super engine climbs" in w or "super engine" in w for w in words)
    # The used cards: Cleo's engine is greyed out with the reason.
    button = screen.pad.buttons[ENGINE]
    screen.select(2)
    assert not button.isEnabled() and "Cleo has played the super engine" in button.toolTip()
    play_to_end_of_game(qtbot, screen, game)
    assert game.finished
    assert screen.result.title.text().endswith("!")
    assert screen.play_again_button.isVisible()
    # Undo from the end, across a restart: the game reopens where it was.
    screen.controller.undo()
    reopened = game.reopened()
    screen.set_controller(MONTGOLFIERE_UI.controller(reopened, screen))
    assert reopened.state == game.state and reopened.can_redo
    assert screen.controller.redo()
    assert reopened.finished


def test_the_hook_asks_only_when_the_moves_differ(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen, game = open_screen(qtbot, Setup.of(["Ana", "Ben", "Cleo"], draws="table"))
    assert not screen.peek_button.isVisible()
    for card in (ballast(15), ballast(15), ballast(1)):
        enter(qtbot, screen, card)
    click(qtbot, screen.resolve_button)
    screen.skip()
    assert game.state.positions == (6, 6, 5)
    for card in (ENGINE, ballast(14), HOOK):
        enter(qtbot, screen, card)
    click(qtbot, screen.resolve_button)
    screen.skip()
    assert screen.pages.currentIndex() == HOOK_PAGE
    assert screen.hook_label.text() == "Cleo, whom does your grappling hook follow?"
    assert [b.text() for b in screen.hook_buttons] == ["1. Ana: up 2", "2. Ben: up 1"]
    qtbot.keyClick(screen, Qt.Key.Key_2)
    screen.skip()
    assert game.state.positions == (8, 7, 6)
    assert "Cleo chooses to follow Ben: up 1." in [
        screen.words.item(i).text() for i in range(screen.words.count())
    ]
    # Undo of the choice asks again.
    assert screen.controller is not None and screen.controller.undo()
    assert screen.pages.currentIndex() == HOOK_PAGE


def test_a_match_of_two_games_in_table_draws(qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.of(["Ana", "Ben"], baron=True, draws="table", edition="12", target=20)
    screen, game = open_screen(qtbot, setup)
    assert "match to 20 points" in screen.game_label.text()
    assert screen.baron_label.text() == "The Baron's pile: 24 cards"
    play_to_end_of_game(qtbot, screen, game)
    assert game.state.phase is Phase.BETWEEN_GAMES
    assert screen.next_game_button.isVisible()
    assert screen.result.title.text() == "Game 1 is over"
    assert "the match goes on" in screen.result.reason.text()
    qtbot.keyClick(screen, Qt.Key.Key_N)
    assert game.state.game == 1 and screen.round_label.text() == "Round 1 of 24"
    play_to_end_of_game(qtbot, screen, game)
    while game.state.phase is Phase.BETWEEN_GAMES:
        click(qtbot, screen.next_game_button)
        play_to_end_of_game(qtbot, screen, game)
    assert game.finished and len(game.state.results) >= 2
    assert "wins the match" in screen.result.title.text() or "shared" in screen.result.title.text()
    totals = [screen.rows[s].total.text() for s in range(3)]
    assert all(t.endswith("points") for t in totals)


def test_the_new_game_form_makes_a_setup(qtbot) -> None:  # type: ignore[no-untyped-def]
    form = MONTGOLFIERE_UI.new_game_form(lambda: None)
    assert isinstance(form, MontgolfiereNewGame)
    qtbot.addWidget(form)
    form.prepare_mode("match", ["Ana"])
    assert form.board15.isChecked() and form.match.isChecked()
    assert not form.start_button.isEnabled()
    form.lines[0].name.setEditText("Ana")
    assert not form.start_button.isEnabled()
    form.baron.setChecked(True)
    assert form.start_button.isEnabled()
    form.lines[1].name.setEditText("Ben")
    form.lines[1].set_colour("red")
    assert not form.start_button.isEnabled() and "same colour" in form.error_label.text()
    form.lines[1].set_colour("blue")
    got: list[Setup] = []
    form.start_requested.connect(got.append)
    form.show()
    click(qtbot, form.start_button)
    (setup,) = got
    assert [(b.name, b.colour, b.baron) for b in setup.balloons] == [
        ("Ana", "red", False),
        ("Ben", "blue", False),
        ("Black Baron", "black", True),
    ]
    assert setup.target == 50 and setup.edition == "15"
    form.prepare(setup)
    assert form.lines[1].name.name() == "Ben" and form.baron.isChecked()


@pytest.fixture(params=["de", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang: str = request.param
    assert install_translators(qapp, lang)
    yield lang
    install_translators(qapp, "en")


def _look(screen, lang: str, name: str, problems: dict[str, list[str]]) -> None:  # type: ignore[no-untyped-def]
    _settle()
    SHOTS.mkdir(exist_ok=True)
    assert screen.grab().save(str(SHOTS / f"montgolfiere-{lang}-{name}.png"))
    left = english_left(visible_texts(screen), lang)
    cut = clipped_labels(screen)
    if left or cut:
        problems[name] = left + cut


def test_the_tour_in_german_and_french_has_no_english_and_nothing_cut_off(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    problems: dict[str, list[str]] = {}
    form = MONTGOLFIERE_UI.new_game_form(lambda: None)
    qtbot.addWidget(form)
    form.resize(*SIZE)
    form.prepare_mode("game", [])
    form.show()
    assert form.board12.isChecked() == (language == "fr")
    _look(form, language, "new-game", problems)
    setup = Setup.of(["Ana", "Ben", "Cleo"], baron=True, draws="table", edition="12", target=20)
    screen, game = open_screen(qtbot, setup)
    click(qtbot, screen.peek_button)
    _look(screen, language, "peek", problems)
    for card in (ballast(15), ballast(15), ballast(1), ballast(2)):
        enter(qtbot, screen, card)
    click(qtbot, screen.resolve_button)
    screen.skip()
    for card in (ENGINE, ballast(14), HOOK, ballast(3)):
        enter(qtbot, screen, card)
    click(qtbot, screen.resolve_button)
    screen.skip()
    assert screen.pages.currentIndex() == HOOK_PAGE
    _look(screen, language, "hook", problems)
    click(qtbot, screen.hook_buttons[0])
    screen.skip()
    _look(screen, language, "round", problems)
    play_to_end_of_game(qtbot, screen, game)
    _look(screen, language, "between-games", problems)
    while not game.finished:
        click(qtbot, screen.next_game_button)
        play_to_end_of_game(qtbot, screen, game)
    _look(screen, language, "match-end", problems)
    page = MONTGOLFIERE_UI.statistics_page()
    assert isinstance(page, MontgolfiereStatistics)
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show_figures(figures([game.timeline.record]))
    page.show()
    _look(page, language, "statistics", problems)
    help_dialog = MONTGOLFIERE_UI.rules_help(game.state, screen)
    qtbot.addWidget(help_dialog)
    help_dialog.show()
    _settle()
    left = english_left(visible_texts(help_dialog), language)
    if left:
        problems["rules help"] = left
    assert problems == {}


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_screenshots(qtbot, qapp: QApplication, scheme: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    install_translators(qapp, lang)
    apply_scheme(qapp, scheme)  # type: ignore[arg-type]
    try:
        setup = Setup.of(["Ana", "Ben", "Cleo", "Dan"], baron=True, draws="table", edition="15")
        screen, game = open_screen(qtbot, setup)
        for card in (ballast(15), ballast(15), ballast(1), ballast(4), ballast(2)):
            enter(qtbot, screen, card)
        click(qtbot, screen.resolve_button)
        screen.skip()
        for card in (ENGINE, ballast(14), HOOK, ballast(3), ballast(5)):
            enter(qtbot, screen, card)
        click(qtbot, screen.resolve_button)
        screen.skip()
        SHOTS.mkdir(exist_ok=True)
        _settle()
        screen.grab().save(str(SHOTS / f"montgolfiere-hook-{lang}-{scheme}.png"))
        click(qtbot, screen.hook_buttons[0])
        screen.skip()
        enter(qtbot, screen, ballast(9))
        _settle()
        screen.grab().save(str(SHOTS / f"montgolfiere-cards-{lang}-{scheme}.png"))
        play_to_end_of_game(qtbot, screen, game)
        _settle()
        screen.grab().save(str(SHOTS / f"montgolfiere-end-{lang}-{scheme}.png"))
    finally:
        install_translators(qapp, "en")
        apply_scheme(qapp, "light")


def test_the_start_screen_offers_montgolfiere_and_its_form(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start = window.start_screen
    assert list(start.game_buttons) == [entry.id for entry in games() if entry.ui_path]
    qtbot.mouseClick(start.game_buttons["montgolfiere"], Qt.MouseButton.LeftButton)
    assert start.title_label.text() == "Montgolfière"
    assert [b.objectName() for b in start.mode_buttons.values()] == [
        "new_montgolfiere_game",
        "new_montgolfiere_match",
    ]
    qtbot.mouseClick(start.mode_buttons["match"], Qt.MouseButton.LeftButton)
    form = window.stack.currentWidget()
    assert isinstance(form, MontgolfiereNewGame) and form.match.isChecked()
    qtbot.mouseClick(form.cancel_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is start


def test_the_statistics_page_shows_the_figures_of_the_records(qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.of(["Ana", "Ben"], baron=True, draws="table", edition="12")
    screen, game = open_screen(qtbot, setup)
    play_to_end_of_game(qtbot, screen, game)
    page = MontgolfiereStatistics()
    qtbot.addWidget(page)
    page.show_figures(figures([game.timeline.record]))
    assert page.summary.text().startswith("Games played: 1. Matches played: 0.")
    names = [page.players.item(r, 0).text() for r in range(page.players.rowCount())]
    assert sorted(names) == ["Ana", "Ben", "Black Baron"]
    result = game.state.results[0]
    for row in range(3):
        seat = ("Ana", "Ben", "Black Baron").index(page.players.item(row, 0).text())
        assert page.players.item(row, 2).text() == str(int(seat in result.winners))
        assert page.players.item(row, 3).text() == f"{result.spaces[seat]:.1f}"
    assert page.cards.item(0, 0).text() == "Ballast"
    # English writes a percentage without a space: "94%".
    shares = [page.cards.item(r, 3).text() for r in range(page.cards.rowCount())]
    assert any(t.endswith("%") for t in shares) and not any(" %" in t for t in shares)
    # A single game has no number: no "Game 1:" on its result.
    assert not screen.result.reason.text().startswith("Game")
    assert screen.result.reason.text().split(" ")[-1] in ("Moon.", "highest.")


def test_the_statistics_page_reads_the_saved_games_through_the_store(  # type: ignore[no-untyped-def]
    qtbot, tmp_path
) -> None:
    """The page shows the figures its game's statistics entry counts from the store, with
    a damaged game said apart, and an empty page before the first game."""
    import random

    from blocky.games.montgolfiere.plugin import MONTGOLFIERE
    from blocky.games.montgolfiere.rules import legal_actions
    from blocky.store import Store

    def cells(p: MontgolfiereStatistics) -> list[str]:
        return [
            t.item(r, c).text()
            for t in (p.players, p.cards)
            for r in range(t.rowCount())
            for c in range(t.columnCount())
        ]

    with Store.open(tmp_path / "s.sqlite3") as store:
        page = MontgolfiereStatistics()
        qtbot.addWidget(page)
        page.set_store(store)
        page.refresh()
        assert page.body.currentWidget() is page.empty
        ids = [store.add_player(n).id for n in ("Ana", "Ben")]
        for seed in (1, 2):
            game = store.create_game(Setup.of(["Ana", "Ben"], seed=seed), ids)
            rng = random.Random(seed)
            while not game.finished and len(game.timeline.actions) < 60:
                options = [a for a in legal_actions(game.state) if not MONTGOLFIERE.is_chance(a)]
                game.play(rng.choice(options))
        page.refresh()
        assert page.body.currentWidget() is page.tables_page
        counted = MontgolfiereStatistics()
        qtbot.addWidget(counted)
        counted.show_figures(store.statistics("montgolfiere").figures())
        assert page.summary.text() == counted.summary.text()
        assert cells(page) == cells(counted) and page.players.rowCount() == 2
        assert "could not be read" not in page.summary.text()
        store.db.execute(
            "UPDATE actions SET action_json = 'nul' WHERE game_id = ? AND seq = 1", (game.id,)
        )
        store.db.commit()
        page.refresh()
        assert "1 saved game could not be read and is left out." in page.summary.text()


def test_the_english_words_of_a_round_name_the_players() -> None:
    from blocky.games.montgolfiere.events import GameEnds, GasWasted, HookFollows, StormCount
    from blocky.ui.games.montgolfiere.coach_panel import chance_text
    from blocky.ui.games.montgolfiere.words import event_text

    names = ("Anna", "Ben", "Clara")
    assert event_text(GasWasted((1,), 3), names) == (
        "Ben's sleeping gas finds nobody on space 2: a discard."
    )
    assert event_text(StormCount((0,), True), names) == "One storm: the round is stormy."
    assert event_text(StormCount((0, 1, 2), True), names) == "3 storms: the round is stormy."
    # A player chooses, not the hook.
    assert event_text(HookFollows(0, (2,), 1, True), names) == "Anna chooses to follow Clara: up 1."
    assert event_text(HookFollows(0, (2,), 1, False), names) == (
        "Anna's grappling hook follows Clara: up 1."
    )
    single = event_text(GameEnds(1, "moon", (1,)), names, match=False)
    assert single == "The game is over: Ben reached the Moon and won."
    assert event_text(GameEnds(2, "moon", (1,)), names).startswith("Game 2 is over")
    assert chance_text(0.94) == "94%"


def test_a_saved_game_s_standing_names_its_winners() -> None:
    from types import SimpleNamespace

    setup = Setup.of(["Ana", "Ben"], baron=True)
    row = SimpleNamespace(setup=setup, result={"winners": [0, 2]})
    assert MONTGOLFIERE_UI.standing(row) == "Won by Ana, Black Baron"
    assert MONTGOLFIERE_UI.standing(SimpleNamespace(setup=setup, result={"winners": ["Ben"]})) == (
        "Won by Ben"
    )
    assert MONTGOLFIERE_UI.standing(SimpleNamespace(setup=setup, result=None)) == ""
    assert MONTGOLFIERE_UI.standing(SimpleNamespace(setup=setup, result={"winners": [9]})) == ""


def test_six_balloons_fit_under_the_toolbar_in_german(qtbot, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    install_translators(qapp, "de")
    try:
        names = ["Anastasia-Maria", "Ben", "Cleo", "Dan", "Eve"]
        screen, _game = open_screen(qtbot, Setup.of(names, baron=True, seed=3, target=50))
        # The window's toolbar takes the top of a 706-pixel-high window.
        assert screen.minimumSizeHint().height() <= 640
        screen.resize(1280, 640)
        click(qtbot, screen.peek_button)
        enter(qtbot, screen, ballast(3))
        _settle()
        assert screen.height() == 640
        assert clipped_labels(screen) == []
        assert screen.peek_button.text() == "Die Karte des Barons wurde angesehen"
    finally:
        install_translators(qapp, "en")


def test_a_game_started_from_the_window_is_stored_and_resumes_after_a_restart(
    qtbot, make_window
) -> None:  # type: ignore[no-untyped-def]
    """The real store keeps a Montgolfière game: started from the window, played through
    its widgets, and after a restart listed, continued and undone where it was."""
    window = make_window()
    setup = Setup.of(["Ana", "Ben"], baron=True, edition="12", seed=5)
    assert window.start_game(setup, "montgolfiere")
    screen = window.game_screen
    assert isinstance(screen, MontgolfiereScreen)
    play_round(qtbot, screen)
    play_round(qtbot, screen)
    state = window.controller.game.state  # type: ignore[union-attr]
    played = window.controller.game.timeline.actions  # type: ignore[union-attr]
    assert state.positions != (1, 1, 1)  # the balloons moved
    # A restart: a new window on the same saved games.
    window = make_window()
    (row,) = window.library.games()
    assert row.game == "montgolfiere" and row.player_names == ("Ana", "Ben")
    assert window.library.running_game_id() == row.id
    assert window.open_game(row.id)
    game = window.controller.game  # type: ignore[union-attr]
    assert game.state == state and game.timeline.actions == played
    assert game.can_undo
    game.undo()
    assert game.state != state
    # The undo, too, is stored: the next start shows the game as it was left.
    window = make_window()
    assert window.open_game(row.id)
    again = window.controller.game  # type: ignore[union-attr]
    assert again.can_redo
    again.redo()
    assert again.state == state


def test_a_balloon_reaching_the_moon_is_revealed_on_the_sky(qtbot) -> None:  # type: ignore[no-untyped-def]
    from blocky.games.montgolfiere.events import MoonReached
    from blocky.ui.kit.announce import ANNOUNCER, Announcement

    setup = Setup.of(["Ana", "Ben", "Cleo"], baron=True, seed=11, edition="15")
    screen, game = open_screen(qtbot, setup)
    assert screen.controller is not None
    moon: list[MoonReached] = []
    screen.controller.events_happened.connect(
        lambda events: moon.extend(e for e in events if isinstance(e, MoonReached))
    )
    heard: list[Announcement] = []
    ANNOUNCER.announced.connect(heard.append)
    overlay = screen.sky.reveal
    for _ in range(30):
        assert screen.pages.currentIndex() == CARDS_PAGE
        while screen._selected is not None:  # noqa: SLF001
            enter(qtbot, screen, heaviest_or_first(screen))
        click(qtbot, screen.resolve_button)
        if moon:
            break
        qtbot.keyClick(screen, Qt.Key.Key_Escape)
        while screen.pages.currentIndex() == HOOK_PAGE:
            click(qtbot, screen.hook_buttons[0])
            screen.skip()
    assert moon, "no balloon reached the Moon"
    # The round is told step by step; the Moon is revealed once it is told.
    assert not overlay.is_showing()
    qtbot.waitUntil(overlay.is_showing, timeout=10000)
    reveal = overlay.reveal()
    assert reveal is not None and reveal.caption == "The Moon"
    assert all(screen.controller.names[s] in reveal.face for s in moon[0].seats)
    assert reveal.banner == f"The Moon is reached: {reveal.face}!"
    assert Announcement(reveal.banner) in heard
    if SHOTS.is_dir():
        screen.grab().save(str(SHOTS / "montgolfiere-moon-reveal.png"))
    screen.grab().save("/tmp/reveal14/moon.png")
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert not overlay.isVisible()
    ANNOUNCER.announced.disconnect(heard.append)


def test_every_click_is_laid_out_before_the_window_is_painted(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A card entered, a round resolved, a hook answered: what the click changed is laid
    out in the event-loop pass that follows it, before the window is painted, not one
    level of boxes per pass after the paint."""
    from PySide6.QtCore import QEvent, QObject

    class Late(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.on = False
            self.seen: list[str] = []

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if self.on and event.type() == QEvent.Type.LayoutRequest:
                self.seen.append(watched.objectName() or type(watched).__name__)
            return False

    setup = Setup.of(["Ana", "Ben", "Cleo", "Dan"], baron=True, seed=11, edition="15")
    screen, game = open_screen(qtbot, setup)
    late = Late()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(late)
    clicks = 0
    found: list[tuple[int, list[str]]] = []

    def checked(button) -> None:  # type: ignore[no-untyped-def]
        nonlocal clicks
        click(qtbot, button)
        QApplication.processEvents()  # the click's own pass
        late.seen = []
        late.on = True
        _settle()
        late.on = False
        clicks += 1
        if late.seen:
            found.append((clicks, late.seen))

    try:
        for _ in range(12):
            if game.state.phase in (Phase.OVER, Phase.BETWEEN_GAMES):
                break
            while screen._selected is not None:  # noqa: SLF001
                checked(screen.pad.buttons[heaviest_or_first(screen)])
            checked(screen.resolve_button)
            screen.skip()
            while screen.pages.currentIndex() == HOOK_PAGE:
                checked(screen.hook_buttons[0])
                screen.skip()
    finally:
        app.removeEventFilter(late)
    assert clicks >= 40
    assert found == []


def press(qtbot, screen: MontgolfiereScreen, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    """A real key press where the focus is, as at the table (the screen if none has it)."""
    target = QApplication.focusWidget() or screen
    qtbot.keyClick(target, key)


def test_the_peeked_card_hides_for_a_balloon_that_may_not_look_and_enter_resolves(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Ana is on the Baron's space 5; Ben is on 6 and may not look.
    setup = Setup.of(["Ana", "Ben"], baron=True, seed=4, spaces=[5, 6, 5])
    screen, game = open_screen(qtbot, setup)
    activate(qtbot, screen)
    screen.setFocus()
    press(qtbot, screen, Qt.Key.Key_P)
    assert screen.peek_box.isVisible()
    assert "Only Ana looks at the screen now." in screen.peek_box.text()
    assert screen.show_card_button.text() == "Show the Baron's card"
    click(qtbot, screen.show_card_button)
    assert "His next card:" in screen.peek_box.text()
    assert screen.show_card_button.text() == "Hide the Baron's card"
    # Enter never shows or hides it, wherever the click left the focus.
    press(qtbot, screen, Qt.Key.Key_Return)
    assert screen.show_card_button.isChecked() and "His next card:" in screen.peek_box.text()
    # Ana may look: her card keeps it; Ben's card hides it at once.
    press(qtbot, screen, Qt.Key.Key_3)
    assert game.state.entered[0] == ballast(3) and screen.peek_box.isVisible()
    press(qtbot, screen, Qt.Key.Key_4)
    assert game.state.entered[1] == ballast(4)
    assert not screen.peek_box.isVisible() and not screen.show_card_button.isVisible()
    # A second press shows it again to the same player, the card itself only on request.
    press(qtbot, screen, Qt.Key.Key_P)
    assert "Only Ana looks at the screen now." in screen.peek_box.text()
    assert "His next card:" not in screen.peek_box.text()
    click(qtbot, screen.show_card_button)
    # Every card is in: Enter resolves the round and the card is hidden.
    press(qtbot, screen, Qt.Key.Key_Return)
    assert game.state.round == 1 and screen.telling
    assert not screen.peek_box.isVisible()


def test_the_rules_help_marks_the_moon_stopped_hook_as_a_house_rule_and_tells_the_peek() -> None:
    from blocky.ui.games.montgolfiere.rules_help import rules_html

    text = rules_html(15)
    moon = next(p for p in text.split("<p>") if "stopped by the Moon" in p)
    assert "it climbs 1, not 2" in moon and "(House rule)" in moon
    peek = next(p for p in text.split("<p>") if "hides his card again" in p)
    assert "or the round is resolved" in peek and "same players" in peek


def test_the_new_game_page_gives_black_to_the_baron_and_says_when_it_is_ready(qtbot) -> None:  # type: ignore[no-untyped-def]
    form = MontgolfiereNewGame()
    qtbot.addWidget(form)
    form.resize(*SIZE)
    form.show()
    qtbot.waitExposed(form)
    assert form.cancel_button.text() == "Back  (Esc)"
    assert form.start_button.text() == "Start the game  (Enter)"
    form.lines[0].name.setEditText("Ana")
    form.lines[0].set_colour("black")
    form.lines[1].name.setEditText("Ben")
    assert form.error_label.text() == "Ready! Press Start or Enter."
    assert not form.black_note.isVisible()
    qtbot.mouseClick(form.baron, Qt.MouseButton.LeftButton, pos=form.baron.rect().center())
    assert form.baron.isChecked() and form.black_note.isVisible()
    assert form.black_note.text() == "The Black Baron flies the black balloon, so no player is black."
    # Ana leaves black to the Baron; no player can choose it while he flies.
    setup = form.setup()
    assert [b.colour for b in setup.balloons if b.baron] == ["black"]
    assert "black" not in [b.colour for b in setup.balloons if not b.baron]
    combo = form.lines[0].colour
    black = combo.model().item(combo.findData("black"))  # type: ignore[attr-defined]
    assert not black.isEnabled()
    assert form.error_label.text() == "Ready! Press Start or Enter."
    qtbot.mouseClick(form.baron, Qt.MouseButton.LeftButton, pos=form.baron.rect().center())
    assert not form.baron.isChecked() and black.isEnabled()


def test_the_statistics_page_says_what_comes_before_the_first_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = MontgolfiereStatistics()
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show_figures(figures([]))
    page.show()
    qtbot.waitExposed(page)
    activate(qtbot, page)
    assert page.empty.isVisible() and not page.players.isVisible()
    assert page.back_button.text() == "Back"
    with qtbot.waitSignal(page.back_requested, timeout=5000):
        qtbot.keyClick(QApplication.focusWidget() or page, Qt.Key.Key_Escape)


def test_the_telling_tells_first_then_shows_the_new_round_and_spaces(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen, game = open_screen(qtbot, Setup.of(["Ana", "Ben", "Cleo"], draws="table"))
    for card in (ballast(15), ballast(3), ballast(1)):
        enter(qtbot, screen, card)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert game.state.round == 1 and screen.telling
    told = lambda: [screen.words.item(i).text() for i in range(screen.words.count())]  # noqa: E731
    # The first steps are told while the rows still show the reveal.
    assert not any(t.startswith("The balloons move") for t in told())
    assert screen.round_label.text() == "Round 1 of 24"
    assert screen.rows[0].space.text() == "space 5"
    qtbot.waitUntil(lambda: any(t.startswith("The balloons move") for t in told()), timeout=10000)
    assert screen.round_label.text() == "Round 2 of 24"
    assert screen.rows[0].space.text() == "space 6"
    qtbot.waitUntil(lambda: not screen.telling, timeout=10000)
    assert screen.round_label.text() == "Round 2 of 24"


def test_a_peek_and_the_telling_fit_the_side_panel_and_the_coach_switch_stays_in_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = Setup.of(["Ana", "Ben", "Cleo", "Dan"], baron=True, seed=5, spaces=[5, 6, 5, 4, 5])
    screen, _game = open_screen(qtbot, setup)
    bar = screen.side_scroll.verticalScrollBar()
    click(qtbot, screen.peek_button)
    click(qtbot, screen.show_card_button)
    _settle()
    assert screen.peek_box.isVisible() and bar.maximum() == 0
    assert not screen.coach.switch.visibleRegion().isEmpty()
    # At 760×560 the round is told without scrolling the side panel.
    screen.resize(760, 560)
    for card in (ballast(15), ballast(3), ballast(1), ballast(2)):
        enter(qtbot, screen, card)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    _settle()
    assert screen.telling and bar.maximum() == 0
    assert screen.words.height() >= 3 * screen.words.fontMetrics().height()
    assert not screen.coach.switch.visibleRegion().isEmpty()


def test_the_black_baron_s_german_name_is_whole_in_his_row(qtbot, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    """ "Schwarzer Baron" is wider than a name's room at 1280×706 in the bold, larger
    font: it takes a smaller font instead of ending in "…"."""
    from blocky.ui.games.montgolfiere.panels import BalloonRow

    install_translators(qapp, "de")
    try:
        names = ["Anastasia-Maria", "Ben", "Cleo", "Dan", "Eve"]
        screen, _game = open_screen(qtbot, Setup.of(names, baron=True, seed=3, target=50))
        screen.resize(1280, 640)
        _settle()
        rows = {row.name.text(): row for row in screen.findChildren(BalloonRow)}
        assert set(rows) == {*names, "Schwarzer Baron"}
        for name, row in rows.items():
            assert row.name.elided_text() == name, (name, row.name.width())
        # A short name keeps the larger font.
        assert rows["Ben"].name.font().pointSizeF() > rows["Schwarzer Baron"].name.font().pointSizeF()
    finally:
        install_translators(qapp, "en")


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("balloons", [5, 6])
def test_at_760x560_five_or_six_balloons_are_told_without_scrolling_the_side_panel(  # type: ignore[no-untyped-def]
    qtbot, make_window, qapp: QApplication, language: str, balloons: int
) -> None:
    install_translators(qapp, language)
    try:
        window = make_window()
        window.resize(760, 560)
        qtbot.waitUntil(lambda: window.width() == 760)
        names = ["Annabelle", "Benedikt", "Cléo", "Dominique", "Eve"][: balloons - 1]
        setup = Setup.of(names, baron=True, edition="15", seed=8, target=50)
        assert window.start_game(setup, "montgolfiere")
        screen = window.game_screen
        assert isinstance(screen, MontgolfiereScreen)
        _settle()
        bar = screen.side_scroll.verticalScrollBar()
        assert all(row.cards_shown for row in screen.rows)
        while screen._selected is not None:  # noqa: SLF001 - the balloon the pad enters for
            assert screen.enter_card(ENGINE)
        screen.resolve()
        told = 0
        while screen.telling:
            _settle()
            if not screen.telling:
                break
            # Every step of the telling, the balloons' glide included: the side panel
            # does not scroll, the words have room, the Coach switch is in view.
            assert screen.pages.currentIndex() != CARDS_PAGE
            assert bar.maximum() == 0, (told, bar.maximum())
            assert screen.words.height() >= 4 * screen.words.fontMetrics().height()
            assert not screen.coach.switch.visibleRegion().isEmpty()
            # The rows leave the cards played out while the round is told.
            assert not any(row.cards_shown for row in screen.rows)
            told += 1
            qtbot.wait(40)
        assert told > 3
        assert screen.pages.currentIndex() == CARDS_PAGE
        # The next round's first card: the rows show the cards played again.
        assert screen.enter_card(ballast(3))
        assert all(row.cards_shown for row in screen.rows)
    finally:
        install_translators(qapp, "en")
