"""Details a family sees: the white player's swatch and the black player's marker show
on light and dark backgrounds; the shuffle number during and after a game."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.ui.kit.theme import apply_scheme, ink, player_fill
from blocky.ui.kit.widgets import Swatch
from tests.ui.driver import play_to_end, start_through_page
from tests.ui.policies import race_policy

PLAYERS = [("Ann", "white"), ("Ben", "black")]


def _luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize(("scheme", "colour"), [("light", "white"), ("dark", "black")])
def test_a_swatch_shows_on_a_background_of_its_own_colour(
    qtbot, qapp, scheme: str, colour: str
) -> None:  # type: ignore[no-untyped-def]
    apply_scheme(qapp, scheme)
    try:
        swatch = Swatch(colour, diameter=28)
        qtbot.addWidget(swatch)
        swatch.setAutoFillBackground(True)
        image = swatch.grab().toImage()
        background = swatch.palette().color(swatch.backgroundRole())
        # The swatch's fill is close to the window's colour...
        assert _contrast(player_fill(colour), background) < 1.3
        # ...its edge is not: the ring at its left edge stands out from the window.
        y = image.height() // 2
        edge = max(
            (QColor(image.pixel(x, y)) for x in range(0, 6)), key=lambda c: _contrast(c, background)
        )
        assert _contrast(edge, background) >= 4.5
        assert _contrast(ink(swatch.palette()), background) >= 7
    finally:
        apply_scheme(qapp, "light")


def test_the_shuffle_number_is_shown_during_and_after_the_game(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.race(PLAYERS, seed=4242))
    screen = window.game_screen
    assert screen.shuffle_text() == "Shuffle number 4242"
    play_to_end(qtbot, window, race_policy)
    assert screen.end_panel.isVisible()
    assert screen.shuffle_text() == "Shuffle number 4242"
    # Real cards on the table: no shuffle to show.
    window.show_start()
    start_through_page(qtbot, window, Setup.race(PLAYERS, draws=Draws.TABLE))
    assert screen.shuffle_text() == ""


def test_the_team_is_told_when_its_destination_can_no_longer_be_reached(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from blocky.games.blocky_mountains.actions import AcceptFailure, Report
    from blocky.games.blocky_mountains.game import legal_actions
    from blocky.games.blocky_mountains.outcome import last_card_warning, section_outlook
    from tests.ui.driver import click_action

    window = make_window()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah"], seed=8))
    panel = window.game_screen.turn_panel
    warning = panel.findChild(type(panel._warning), "warningLabel")
    assert warning is not None
    for _ in range(200):
        state = window.controller.state
        outlook = section_outlook(state)
        assert outlook is not None
        if not outlook.reachable:
            break
        assert "can no longer be reached" not in warning.text()
        legal = legal_actions(state)
        failing = [a for a in legal if a in (Report(False), AcceptFailure())]
        click_action(qtbot, window, failing[0] if failing else legal[0])
    else:
        raise AssertionError("the destination stayed in reach")
    assert last_card_warning(window.controller.state) is None
    assert warning.isVisible()
    assert "Intermediate destination A can no longer be reached" in warning.text()


def test_a_person_keeps_one_chart_colour_whoever_else_is_shown() -> None:
    from blocky.ui.games.blocky_mountains.statistics.charts import player_colour

    # Ann's marker is white, which does not show on a light chart: she gets a spare
    # colour of her own, the same whether she comes first or third.
    ann = 7
    for dark in (False, True):
        shown = {player_colour(c, ann, dark).name() for c in ("white", "black", None)}
        assert len(shown) <= 2  # her marker colour where it shows, else her spare one
    light = player_colour("white", ann, False)
    assert light == player_colour(None, ann, False) == player_colour("black", ann, True)
    assert player_colour("orange", ann, False) == player_colour("orange", ann, True)
    # Two people without a marker colour that shows get different spares.
    assert player_colour(None, 1, False) != player_colour(None, 2, False)
