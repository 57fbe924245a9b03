"""The side beside the map keeps one width through a race: the turn panel's choices and
the players' list do not jump sideways when the side's scroll bar comes or goes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from tests.ui.fits import settle
from tests.ui.policies import race_policy

RACERS = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dora", "violet")]
SIZES = [(760, 560), (1280, 706)]


@pytest.fixture
def language(request, qapp: QApplication) -> Iterator[str]:  # type: ignore[no-untyped-def]
    assert install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("racers", [3, 4])
def test_the_turn_panel_keeps_its_width_through_the_first_moves(  # type: ignore[no-untyped-def]
    qtbot, make_window, language: str, size: tuple[int, int], racers: int
) -> None:
    window = make_window()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    assert window.start_game(Setup.race(RACERS[:racers], seed=21))
    settle()
    screen = window.game_screen
    controller = window.controller
    side_scroll = screen._side_scroll  # noqa: SLF001
    bar = side_scroll.verticalScrollBar()

    def widths() -> tuple[int, int, int]:
        # The turn panel, the room of the side's pages (the result's too), the table.
        return (
            screen.turn_panel.width(),
            screen.side.contentsRect().width(),
            screen.table.width(),
        )

    first = widths()
    seen = [first]
    bars = {bar.isVisibleTo(screen)}
    done: set[str] = set()
    for _ in range(14):
        assert controller.play(race_policy(controller.state, done))
        settle()
        seen.append(widths())
        bars.add(bar.isVisibleTo(screen))
    assert all(w == first for w in seen), f"widths move: {seen}"
    if size == (760, 560):
        # The case this is about: the choices outgrow the short side, its bar shows.
        assert True in bars
    # The panel still has its room for the big buttons beside the bar's.
    assert first[0] >= side_scroll.width() - bar.sizeHint().width()
