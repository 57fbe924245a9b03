"""The window's statistics hold a page per registered game, each from its game's UI
plug-in: shown with the saved games, back to the start screen, let go when they close."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from blocky.core.registry import games
from blocky.ui.shell.games import game_ui

WITH_STATISTICS = [
    entry.id for entry in games() if entry.ui() is not None and entry.ui().has_statistics()
]


def test_some_registered_game_has_statistics() -> None:
    assert WITH_STATISTICS


@pytest.mark.parametrize("game_id", WITH_STATISTICS)
def test_each_game_s_statistics_are_its_own_page(qtbot, make_window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.start_screen.choose_game(game_id)
    window.show_statistics()
    page = window.statistics_page
    assert isinstance(page, QWidget)
    assert window.stack.currentWidget() is page
    assert window.statistics.shows(game_ui(game_id))
    # One page per game, kept: shown again, it is the same page.
    window.show_start()
    window.show_statistics()
    assert window.statistics_page is page
    assert window.stack.currentWidget() is page
    with qtbot.waitSignal(window.statistics.back_requested):
        page.back_requested.emit()
    assert window.stack.currentWidget() is window.start_screen


def test_only_the_page_asked_for_is_made(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The pages of the games not asked for are not made (a page may load QtCharts)."""
    window = make_window()
    before = window.stack.count()
    window.start_screen.choose_game(WITH_STATISTICS[0])
    window.show_statistics()
    assert window.stack.count() == before + 1
    window.show_start()
    window.show_statistics()
    assert window.stack.count() == before + 1


def test_the_pages_let_go_of_the_saved_games_when_they_close(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    shown = []
    for game_id in WITH_STATISTICS:
        window.start_screen.choose_game(game_id)
        window.show_statistics()
        shown.append(window.statistics_page)
    window.close_library()
    for page in shown:
        assert page._store is None  # type: ignore[union-attr]
