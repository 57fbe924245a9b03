"""Every screen at every window size the app allows, in every language: no text cut off,
nothing drawn over anything else.

The walk opens a main window at a size, in a language, and goes through the start screen
(with games saved and one still running), the new-game pages, race, team and solo games
in the middle and at the end, a Montgolfière game, the statistics tabs, the rules help
and Check your board. ``BLOCKY_SHOTS=folder`` also saves a picture of each screen
(``BLOCKY_SHOTS_SCHEME=dark``: in the dark scheme)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from blocky.ui.kit import theme
from tests.ui.fits import overlapping_widgets, settle, text_problems
from tests.ui.policies import race_policy, solo_policy, team_policy

SIZES = [(760, 560), (1280, 706), (1366, 768), (1920, 1080)]
LANGUAGES = ["en", "de", "fr"]
#: Still too tight in the smallest window (760×560), by screen: the problems that name
#: one of these are left for later; anything else fails. Every larger size has none.
KNOWN_AT_SMALLEST = {
    # The expeditions chart's wrapped title pushes the chart down.
    "statistics-3": ("QChartView(-) sticks out of ChartPanel",),
    # Montgolfière's balloon rows and labels above them.
    "montgolfiere": ("gameLabel", "baronPileLabel", "balloonStatus", "CardStrip"),
    # A saved game's title line in French is a few pixels too long for the row.
    "start": ("gameRowTitle",),
}


@pytest.fixture
def language(request, qapp: QApplication) -> Iterator[str]:  # type: ignore[no-untyped-def]
    assert install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def _play(window, policy, steps: int | None) -> None:  # type: ignore[no-untyped-def]
    controller = window.controller
    done: set[str] = set()
    n = 0
    while not controller.state.is_over and (steps is None or n < steps):
        assert controller.play(policy(controller.state, done))
        n += 1


def walk(window, shot: Callable[[str, QWidget], None]) -> Iterator[tuple[str, QWidget]]:  # type: ignore[no-untyped-def]
    """Each screen in turn, shown in ``window``: its name and the widget to check."""
    from tests.ui.test_start import add_games

    add_games(window)
    yield "start", window
    start = window.start_screen
    for mode in ("race", "team", "solo"):
        window.show_new_game(mode)
        yield f"new-{mode}", window
    games = [
        (
            "race",
            Setup.race([("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")], seed=21),
            race_policy,
            23,
        ),
        ("team", Setup.team(["Mia", "Noah", "Olga"], seed=1), team_policy(True), 12),
        ("solo", Setup.solo("Ann", course="climb", seed=3), solo_policy, 9),
    ]
    for name, setup, policy, steps in games:
        assert window.start_game(setup)
        _play(window, policy, steps)
        yield f"{name}-play", window
        _play(window, policy, None)
        yield f"{name}-end", window
    window.show_start()
    window.show_statistics()
    page = window.statistics_page
    for i in range(page.tabs.count()):
        page.tabs.setCurrentIndex(i)
        yield f"statistics-{i}", window
    window.show_start()
    window.show_rules_help()
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible()]
    for d in dialogs:
        yield "rules-help", d
        d.close()
    window.check_board()
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible()]
    for d in dialogs:
        yield "board-check", d
        d.close()
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup

    window.show_start()
    assert window.start_game(
        BalloonSetup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", seed=5), "montgolfiere"
    )
    yield "montgolfiere", window
    del start


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_screen_fits_every_size(qtbot, make_window, language: str, size) -> None:  # type: ignore[no-untyped-def]
    shots = os.environ.get("BLOCKY_SHOTS")
    if os.environ.get("BLOCKY_SHOTS_SCHEME") == "dark":
        theme.apply_scheme(QApplication.instance(), "dark")  # type: ignore[arg-type]
    window = make_window()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    problems: dict[str, list[str]] = {}

    def shot(name: str, widget: QWidget) -> None:
        if shots:
            folder = Path(shots)
            folder.mkdir(parents=True, exist_ok=True)
            scheme = "dark" if theme.is_dark(QApplication.palette()) else "light"
            widget.grab().save(str(folder / f"{name}-{size[0]}x{size[1]}-{language}-{scheme}.png"))

    for name, widget in walk(window, shot):
        settle()
        found = text_problems(widget)
        if size == SIZES[0]:
            known = KNOWN_AT_SMALLEST.get(name, ())
            found = [f for f in found if not any(k in f for k in known)]
        shot(name, widget)
        if found:
            problems[name] = found
    assert not problems, "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in problems.items())


def test_the_overlap_check_sees_widgets_drawn_over_each_other(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QHBoxLayout, QLabel

    root = QWidget()
    qtbot.addWidget(root)
    row = QHBoxLayout(root)
    a, b = QLabel("Players"), QLabel("Colour")
    row.addWidget(a)
    row.addWidget(b)
    root.resize(300, 40)
    root.show()
    settle()
    assert overlapping_widgets(root) == []
    a.setGeometry(0, 0, 200, 30)
    b.setGeometry(150, 0, 100, 30)
    found = overlapping_widgets(root)
    assert found and "overlaps" in found[0]
    b.setGeometry(150, 0, 400, 30)
    assert any("sticks out" in f for f in overlapping_widgets(root))


def test_a_flow_layout_wraps_its_widgets_and_skips_hidden_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    from blocky.ui.kit.flow import FlowLayout

    root = QWidget()
    qtbot.addWidget(root)
    flow = FlowLayout(root, spacing=10)
    buttons = [QPushButton(text) for text in ("Save table (CSV)", "Save everything", "Load")]
    for b in buttons:
        flow.addWidget(b)
    wide = sum(b.sizeHint().width() for b in buttons) + 40
    root.resize(wide, flow.heightForWidth(wide))
    root.show()
    settle()
    assert len({b.y() for b in buttons}) == 1  # one line
    narrow = max(b.sizeHint().width() for b in buttons) + 4
    root.resize(narrow, flow.heightForWidth(narrow))
    settle()
    assert len({b.y() for b in buttons}) == 3  # a line each
    assert overlapping_widgets(root) == []
    assert flow.heightForWidth(narrow) > flow.heightForWidth(wide)
    buttons[1].hide()
    root.resize(wide, flow.heightForWidth(wide))
    settle()
    assert buttons[2].x() < buttons[1].sizeHint().width() + buttons[0].width()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_toolbar_gives_what_does_not_fit_to_its_overflow_button(  # type: ignore[no-untyped-def]
    qtbot, make_window, language: str
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolButton

    window = make_window()
    window.resize(*SIZES[0])
    qtbot.waitUntil(lambda: window.width() == SIZES[0][0])
    settle()
    bar = window.toolbar
    hidden = [
        a
        for a in bar.actions()
        if (w := bar.widgetForAction(a)) is not None and not w.isVisibleTo(bar)
    ]
    assert hidden, "everything fits: the test needs a narrower window"
    ext = bar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert ext is not None and ext.isVisible()
    # Within the window, not running off it.
    assert ext.mapTo(window, ext.rect().bottomRight()).x() <= window.width()
    # In a main window the » button unfolds the bar: the buttons that did not fit show,
    # each as big as the others, and do what they do.
    qtbot.mouseClick(ext, Qt.MouseButton.LeftButton)
    for action in hidden:
        button = bar.widgetForAction(action)
        qtbot.waitUntil(lambda b=button: b.isVisible())
        assert button.height() >= 44
    with qtbot.waitSignal(hidden[-1].triggered):
        qtbot.mouseClick(bar.widgetForAction(hidden[-1]), Qt.MouseButton.LeftButton)
