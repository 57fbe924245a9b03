"""The report keys in each language: the letter on the button, in the keys line and the
key that works are one and the same (G and N in German, O and N in French); on a French
keyboard the digit keys' own characters choose as the digits do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.actions import ChooseVariant, Report
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.i18n import install_translators
from tests.ui.driver import activate, start_through_page

LETTERS = {"en": ("M", "F"), "de": ("G", "N"), "fr": ("O", "N")}


@pytest.fixture(params=sorted(LETTERS))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang: str = request.param
    install_translators(qapp, lang)
    yield lang
    install_translators(qapp, "en")


def test_the_key_shown_is_the_key_that_works(qtbot, make_window, language: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    start_through_page(qtbot, window, Setup.solo("Ann", course="A", draws=Draws.APP, seed=4))
    activate(qtbot, window)
    panel = window.game_screen.turn_panel
    mastered, failed = LETTERS[language]
    assert (panel.mastered_key, panel.failed_key) == (mastered, failed)
    assert panel.mastered_button.text().endswith(f"({mastered})")
    assert panel.failed_button.text().endswith(f"({failed})")
    hint = panel.findChild(type(panel._hint), "keysHint").text()
    assert f"{mastered} " in hint and f"{failed} " in hint
    controller = window.controller
    # The English letter does nothing in another language; the language's letters report.
    other = "M" if mastered != "M" else "Q"
    for key, report in ((mastered, Report(True)), (failed, Report(False))):
        if ChooseVariant(False) in panel_actions(controller):
            qtbot.keyClick(window, Qt.Key.Key_1)
        before = len(controller.game.timeline.actions)
        qtbot.keyClick(window, other)
        assert len(controller.game.timeline.actions) == before
        qtbot.keyClick(window, key)
        assert controller.game.timeline.actions[before] == report


def panel_actions(controller) -> list[object]:  # type: ignore[no-untyped-def]
    from blocky.games.blocky_mountains.game import legal_actions

    return list(legal_actions(controller.state))


def test_azerty_digit_keys_choose_in_french(qtbot, make_window, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    install_translators(qapp, "fr")
    try:
        window = make_window()
        start_through_page(
            qtbot, window, Setup.race([("Ann", "white"), ("Ben", "black")], draws=Draws.TABLE)
        )
        activate(qtbot, window)
        # The "2" key without Shift is "é": "2. Retourner une carte de la route B".
        qtbot.keyClick(window, Qt.Key.Key_Eacute)
        assert window.controller.state.pending_pile == "B"
    finally:
        install_translators(qapp, "en")
