"""The moments the table waits for are revealed on the board, and the log shows its
newest line whole."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.events import Event, Moved, OwlFlipped
from blocky.games.blocky_mountains.state import Setup, State
from blocky.i18n import install_translators
from blocky.ui.kit.announce import ANNOUNCER, Announcement
from blocky.ui.kit.theme import apply_scheme, apply_text_size
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import click_action
from tests.ui.policies import race_policy

RACE = Setup.race([("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")], seed=5)
SHOTS = os.environ.get("BLOCKY_SHOTS", "")


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.rects.extend(event.region())
        return False


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def play_until_owl(qtbot, window: MainWindow) -> tuple[State, list[Event]]:  # type: ignore[no-untyped-def]
    controller = window.controller
    assert controller is not None
    played: list[tuple[State, list[Event]]] = []
    controller.events_played.connect(lambda s, ev: played.append((s, ev)))
    done: set[str] = set()
    for _ in range(200):
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        if played and any(isinstance(e, OwlFlipped) for e in played[-1][1]):
            return played[-1]
    raise AssertionError("no owl tile was turned over")


def test_an_owl_tile_is_revealed_in_words_and_goes_at_a_key(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    window.resize(1366, 768)
    assert window.start_game(RACE)
    settle()
    heard: list[Announcement] = []
    ANNOUNCER.announced.connect(heard.append)
    state, events = play_until_owl(qtbot, window)
    owl = next(e for e in events if isinstance(e, OwlFlipped))
    moved = next(e for e in events if isinstance(e, Moved) and e.player == owl.player)
    overlay = window.game_screen.board.reveal
    reveal = overlay.reveal()
    assert reveal is not None and overlay.isVisible()
    assert reveal.face == f"{owl.value.advance}/{owl.value.back}"
    name = RACE.players[owl.player]
    distance = abs(moved.end - moved.start)
    way = "forward" if moved.end > moved.start else "back"
    assert reveal.banner.startswith(f"Owl tile {owl.value}: {name} moves {way} {distance}.")
    assert Announcement(reveal.banner) in heard
    assert not Announcement(reveal.banner).assertive
    if SHOTS:
        window.grab().save(os.path.join(SHOTS, "owl-reveal.png"))
    qtbot.keyClick(window, Qt.Key.Key_Shift)
    assert overlay.reveal() is None and not overlay.isVisible()
    ANNOUNCER.announced.disconnect(heard.append)


def test_a_reveal_repaints_only_its_own_region(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    assert window.start_game(RACE)
    settle()
    play_until_owl(qtbot, window)
    board = window.game_screen.board
    overlay = board.reveal
    reveal = overlay.reveal()
    assert reveal is not None
    overlay.dismiss()
    walk = board._animation  # noqa: SLF001
    if board.is_animating():
        walk.setCurrentTime(walk.duration())
    settle()
    paints = Paints()
    board.installEventFilter(paints)
    overlay.show_reveal(reveal)
    settle()
    area = overlay.geometry()
    assert paints.rects, "the reveal was not painted"
    assert all(area.contains(r) for r in paints.rects), (area, paints.rects)
    assert area.width() * area.height() < board.width() * board.height() // 2
    paints.rects.clear()
    qtbot.keyClick(window, Qt.Key.Key_Shift)
    settle()
    assert not overlay.isVisible()
    assert paints.rects and all(area.contains(r) for r in paints.rects)
    assert board.backdrop_renders() == 1


def test_a_reveal_goes_by_itself(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    assert window.start_game(RACE)
    settle()
    play_until_owl(qtbot, window)
    overlay = window.game_screen.board.reveal
    assert overlay.is_showing()
    qtbot.waitUntil(lambda: not overlay.isVisible(), timeout=6000)


def newest_line_whole(window: MainWindow) -> tuple[bool, str]:
    view = window.game_screen.log_view
    model = view.model()
    last = model.index(model.rowCount() - 1, 0)
    rect = view.visualRect(last)
    shown = view.viewport().rect()
    return rect.isValid() and shown.contains(rect), f"{rect} in {shown}"


def test_the_log_shows_its_newest_line_whole_with_a_tall_turn_panel(qtbot, make_window, qapp) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    apply_scheme(qapp, "dark")
    apply_text_size(qapp, 150)
    try:
        window.resize(1366, 768)
        window.show()
        assert window.start_game(RACE)
        settle()
        controller = window.controller
        assert controller is not None
        done: set[str] = set()
        for turn in range(30):
            click_action(qtbot, window, race_policy(controller.state, done))
            settle()
            ok, where = newest_line_whole(window)
            gs = window.game_screen
            assert ok, (turn, where, gs._right.sizes(), gs._log_floor())  # noqa: SLF001
        if SHOTS:
            window.grab().save(os.path.join(SHOTS, "log-tall-panel.png"))
        window.resize(1280, 706)
        settle()
        ok, where = newest_line_whole(window)
        assert ok, where
    finally:
        apply_text_size(qapp, 100)
        apply_scheme(qapp, "light")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_reveal_speaks_the_player_s_language(qtbot, make_window, qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert install_translators(qapp, lang)
    try:
        window: MainWindow = make_window()
        window.resize(760, 560)
        assert window.start_game(RACE)
        settle()
        _, events = play_until_owl(qtbot, window)
        owl = next(e for e in events if isinstance(e, OwlFlipped))
        reveal = window.game_screen.board.reveal.reveal()
        assert reveal is not None
        assert reveal.face == str(owl.value)
        assert reveal.caption == {"de": "Eulenkärtchen", "fr": "Tuile hibou"}[lang]
        assert reveal.banner.startswith(f"{reveal.caption} {owl.value}")
        assert RACE.players[owl.player] in reveal.banner
        assert "moves" not in reveal.banner and "Owl" not in reveal.banner
        if SHOTS:
            window.grab().save(os.path.join(SHOTS, f"owl-reveal-{lang}-760.png"))
    finally:
        install_translators(qapp, "en")


def test_a_team_game_reveals_its_fox_its_destinations_and_the_peak() -> None:
    from blocky.games.blocky_mountains.events import DestinationReached, FoxUsed
    from blocky.games.blocky_mountains.game import apply_logged
    from blocky.games.blocky_mountains.record import Timeline
    from blocky.ui.games.blocky_mountains.reveals import reveal_for
    from tests.ui.policies import team_policy

    setup = Setup.team(["Mia", "Noah", "Olga", "Pit", "Ria"], seed=3)
    state = Timeline.start(setup).state
    policy = team_policy(True)
    done: set[str] = set()
    seen: dict[str, list[tuple[Event, object]]] = {"fox": [], "destination": []}
    quiet = 0
    for _ in range(2000):
        if state.is_over:
            break
        state, events = apply_logged(state, policy(state, done))
        reveal = reveal_for(state, list(events))
        fox = [e for e in events if isinstance(e, FoxUsed)]
        reached = [e for e in events if isinstance(e, DestinationReached)]
        if not fox and not reached and reveal is None:
            quiet += 1
        for e in fox:
            seen["fox"].append((e, reveal))
        for e in reached:
            seen["destination"].append((e, reveal))
    assert state.is_over and quiet > 10
    assert seen["fox"] and seen["destination"]
    for e, reveal in seen["fox"]:
        assert isinstance(e, FoxUsed) and reveal is not None
        assert reveal.caption == "Fox" and reveal.face == f"{e.start} → {e.end}"
        assert f"forward from space {e.start} to {e.end}" in reveal.banner
    piles = []
    for e, reveal in seen["destination"]:
        assert isinstance(e, DestinationReached) and reveal is not None
        piles.append(e.pile)
        words = (
            "The team reached the peak!"
            if e.pile == "C"
            else f"The team reached destination {e.pile}!"
        )
        assert words in reveal.banner
    assert piles[-1] == "C"


def test_the_peak_is_revealed_and_the_marker_on_it_stays_in_view(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from blocky.games.blocky_mountains.events import PeakReached

    window: MainWindow = make_window()
    window.resize(1366, 768)
    assert window.start_game(RACE)
    settle()
    controller = window.controller
    assert controller is not None
    played: list[list[Event]] = []
    controller.events_played.connect(lambda _s, ev: played.append(ev))
    done: set[str] = set()
    peak: PeakReached | None = None
    for _ in range(400):
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        peak = next((e for e in played[-1] if isinstance(e, PeakReached)), None) if played else None
        if peak is not None:
            break
    assert peak is not None, "nobody reached the peak"
    board = window.game_screen.board
    walk = board._animation  # noqa: SLF001
    if board.is_animating():
        walk.setCurrentTime(walk.duration())
    settle()
    reveal = board.reveal.reveal()
    assert reveal is not None
    assert f"{RACE.players[peak.player]} reached the peak!" in reveal.banner
    assert not board.reveal.geometry().intersects(board.marker_rect(peak.player).toAlignedRect())
    if SHOTS:
        window.grab().save(os.path.join(SHOTS, "peak-reveal.png"))


def test_a_reveal_is_drawn_once_and_copied_while_the_board_repaints_under_it(  # type: ignore[no-untyped-def]
    qtbot, make_window, qapp
) -> None:
    """The panel is painted again with every repaint of the board under it (each frame
    of a marker's walk beside it); it is drawn anew only when what it shows changes."""
    window: MainWindow = make_window()
    assert window.start_game(RACE)
    settle()
    play_until_owl(qtbot, window)
    board = window.game_screen.board
    overlay = board.reveal
    settle()
    assert overlay.is_showing()
    drawn = overlay.pictures
    assert drawn >= 1
    paints = Paints()
    overlay.installEventFilter(paints)
    for _ in range(5):
        board.repaint()
    overlay.removeEventFilter(paints)
    assert len(paints.rects) >= 5  # painted each time ...
    assert overlay.pictures == drawn  # ... from the one picture
    try:
        apply_scheme(qapp, "dark")
        settle()
        overlay.repaint()
        assert overlay.pictures == drawn + 1  # new colours, drawn anew
    finally:
        apply_scheme(qapp, "light")


def test_a_reveal_shown_again_fits_its_words_once(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Fitting a reveal's words to its panel (trying size after size) is done once for
    the same words in the same room: the same reveal shown again is drawn from the fonts
    found the first time, pixel for pixel as the first time; other words are fitted anew."""
    from blocky.ui.kit import reveal as reveal_module
    from blocky.ui.kit.reveal import Reveal
    from tests.ui.screens_reference import compare

    window: MainWindow = make_window()
    window.resize(1280, 820)
    assert window.start_game(RACE)
    settle()
    overlay = window.game_screen.board.reveal
    fits: list[str] = []
    fit = reveal_module._fit  # noqa: SLF001

    def counting(base, text, rect, largest, *, wrap, bold):  # type: ignore[no-untyped-def]
        fits.append(text)
        return fit(base, text, rect, largest, wrap=wrap, bold=bold)

    monkeypatch.setattr(reveal_module, "_fit", counting)
    monkeypatch.setattr(reveal_module, "_FITTED", {})
    shown = Reveal("Owl tile", "+3 \u2192 7", "Ann turns over an owl tile worth +3: her marker moves on.")
    overlay.show_reveal(shown)
    settle()
    first = overlay.grab().toImage()
    assert sorted(fits) == sorted([shown.caption, shown.face, shown.banner])
    overlay.dismiss()
    fits.clear()
    overlay.show_reveal(shown)
    settle()
    assert fits == []
    assert compare(first, overlay.grab().toImage()).largest == 0
    other = Reveal("Owl tile", "+1 \u2192 5", "Ben turns over an owl tile worth +1.")
    overlay.show_reveal(other)
    settle()
    overlay.grab()
    assert sorted(fits) == sorted([other.face, other.banner])


def test_the_panel_takes_its_place_again_when_the_board_is_resized(make_window) -> None:  # type: ignore[no-untyped-def]
    # The board tells the panel of its new size (no filter on the board).
    from blocky.ui.kit.reveal import Reveal

    window: MainWindow = make_window()
    window.resize(1280, 820)
    assert window.start_game(RACE)
    settle()
    board = window.game_screen.board
    overlay = board.reveal
    overlay.show_reveal(Reveal("Owl tile", "+3 \u2192 7", "Ann turns over an owl tile worth +3."))
    settle()
    before = overlay.geometry()
    window.resize(760, 560)
    settle()
    assert overlay.isVisible()
    assert board.rect().contains(overlay.geometry())
    assert overlay.geometry() != before


def test_the_reveal_watches_for_the_next_click_once_it_is_on_screen(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The panel asks about the app's events (for the click or key that takes it away)
    only from its first paint on: the rest of the click that brought it, its layouts and
    its paint, are not looked at one by one. Then any key takes it away."""
    from blocky.ui.kit.reveal import Reveal

    window: MainWindow = make_window()
    window.resize(1280, 820)
    assert window.start_game(RACE)
    settle()
    overlay = window.game_screen.board.reveal
    overlay.show_reveal(Reveal("Owl tile", "+3 \u2192 7", "Ann turns over an owl tile worth +3."))
    assert not overlay._filtering  # noqa: SLF001
    settle()
    assert overlay.isVisible() and overlay.pictures == 1
    assert overlay._filtering  # noqa: SLF001
    qtbot.keyClick(window, Qt.Key.Key_Shift)
    settle()
    assert not overlay.isVisible() and not overlay._filtering  # noqa: SLF001
