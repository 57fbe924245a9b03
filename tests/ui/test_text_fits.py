"""German text fits: no label on the game screen is cut off or drawn over its neighbour.

German runs long (French too); a label whose text needs more room than its layout gave
it is clipped or overlaps the next one. Each visible label is measured with its font:
a word-wrapped label needs its height for its width, a one-line label needs its text's
width and height. Labels that end in "…" on purpose (ElidedLabel) are left out.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from tests.ui.driver import start_through_page
from tests.ui.fits import clipped_labels, settle
from tests.ui.policies import race_policy, team_policy


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "de")
    yield
    install_translators(qapp, "en")


@pytest.mark.parametrize("size", [(1280, 706), (1280, 800), (1920, 1080)])
def test_german_game_screens_cut_off_no_text(qtbot, make_window, german: None, size) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(*size)
    start_through_page(
        qtbot,
        window,
        Setup.race(
            [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")], seed=21
        ),
    )
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    problems: dict[int, list[str]] = {}
    # Every state of the first turns: card boxes, extra tasks, retries, owl choices.
    for step in range(24):
        settle()
        found = clipped_labels(window.game_screen)
        if found:
            problems[step] = found
        assert controller.play(race_policy(controller.state, done))
    window.show_start()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Olga"], seed=1))
    controller = window.controller
    assert controller is not None
    for step in range(100, 112):
        settle()
        found = clipped_labels(window.game_screen)
        if found:
            problems[step] = found
        assert controller.play(team_policy(True)(controller.state, done))
    assert not problems, problems


def test_the_check_sees_a_clipped_label(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("Zusatzaufgabe: Baue den Baumwipfel einen Klotz höher", root)
    label.setObjectName("tight")
    label.setGeometry(0, 0, 80, 10)
    root.show()
    assert clipped_labels(root) and "tight" in clipped_labels(root)[0]
    label.setGeometry(0, 0, 900, 60)
    assert clipped_labels(root) == []
