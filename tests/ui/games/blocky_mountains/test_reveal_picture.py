"""The reveal panel keeps its frame (background, border, tile) as a picture for its size
and colours: a reveal then draws only its words, with the very pixels of a panel drawn
whole."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.state import Setup
from blocky.ui.kit.reveal import RevealOverlay
from blocky.ui.kit.theme import apply_scheme
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import click_action
from tests.ui.policies import race_policy
from tests.ui.screens_reference import compare

RACE = Setup.race([("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")], seed=5)


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def drawn_anew(overlay: RevealOverlay) -> QImage:
    """The panel as it shows now, its frame and its picture drawn again from nothing."""
    overlay._frame = None  # noqa: SLF001
    overlay._picture.clear()  # noqa: SLF001
    return overlay.grab().toImage()


def test_reveals_draw_their_frame_once_and_look_as_drawn_whole(qtbot, make_window, qapp) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    assert window.start_game(RACE)
    settle()
    controller = window.controller
    assert controller is not None
    overlay = window.game_screen.board.reveal
    done: set[str] = set()
    seen = []
    for _ in range(300):
        shown = overlay.reveal()
        click_action(qtbot, window, race_policy(controller.state, done))
        settle()
        if overlay.reveal() is not None and overlay.reveal() != shown:
            copied = overlay.grab().toImage()
            seen.append((overlay.reveal(), copied))
            if len(seen) == 3:
                break
    assert len(seen) == 3, "three reveals were expected in the race"
    assert len({reveal for reveal, _ in seen}) > 1
    # Three reveals at one size: three pictures, one frame.
    assert overlay.pictures >= 3
    assert overlay.frames == 1
    assert compare(seen[-1][1], drawn_anew(overlay)).pixels == 0
    # Other colours, another frame.
    try:
        frames = overlay.frames
        apply_scheme(qapp, "dark")
        settle()
        dark = overlay.grab().toImage()
        assert overlay.frames == frames + 1
        assert compare(dark, seen[-1][1]).pixels > 0
        assert compare(dark, drawn_anew(overlay)).pixels == 0
    finally:
        apply_scheme(qapp, "light")
