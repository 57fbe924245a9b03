"""Every screen at every window size the app allows, in every language: no text cut off,
nothing drawn over anything else.

The walk opens a main window at a size, in a language, and goes through the start screen
(with games saved and one still running), the new-game pages, race, team and solo games
in the middle and at the end, the statistics tabs, the rules help, Check your board, and
Montgolfière: its new-game page, a game with the Black Baron and his peek, six balloons
in a match, a hook's question and a game's end. ``BLOCKY_SHOTS=folder`` also saves a picture of each screen
(``BLOCKY_SHOTS_SCHEME=dark``: in the dark scheme)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from blocky.ui.kit import theme
from tests.ui.fits import overlapping_widgets, settle, text_problems
from tests.ui.policies import race_policy, solo_policy, team_policy

SIZES = [(760, 560), (1280, 706), (1366, 768), (1920, 1080)]
LANGUAGES = ["en", "de", "fr"]
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
    from tests.ui.shell.test_start import add_games

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
    yield from _balloons(window)
    del start


def _balloon_round(screen) -> None:  # type: ignore[no-untyped-def]
    """Every balloon's heaviest card left, the round resolved and told, hooks answered."""
    from blocky.ui.games.montgolfiere.game_screen import HOOK_PAGE

    while screen._selected is not None:  # noqa: SLF001 - the balloon the pad enters for
        enabled = [c for c, b in screen.pad.buttons.items() if b.isEnabled()]
        kgs = [c for c in enabled if c.kg]
        assert screen.enter_card(kgs[-1] if kgs else enabled[0])
    screen.resolve()
    screen.skip()
    while screen.pages.currentIndex() == HOOK_PAGE:
        screen.hook_buttons[0].click()
        screen.skip()


def _balloons(window) -> Iterator[tuple[str, QWidget]]:  # type: ignore[no-untyped-def]
    """Montgolfière: the new-game page, a game with the Baron (his peek looked at), six
    balloons in a match, a hook's question, and two balloons at the end."""
    from blocky.games.montgolfiere.cards import HOOK, ballast
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup
    from blocky.games.montgolfiere.state import Phase

    window.show_start()
    window.show_new_game("match", game="montgolfiere")
    page = window.new_game_page
    for line, name in zip(page.lines, ["Ana", "Ben", "Cleo", "Dan", "Eve"], strict=False):
        line.name.setEditText(name)
    page.baron.setChecked(True)
    yield "montgolfiere-new", window
    window.show_start()
    assert window.start_game(
        BalloonSetup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", seed=5), "montgolfiere"
    )
    yield "montgolfiere", window
    screen = window.game_screen
    screen.peek()
    screen.show_card_button.setChecked(True)
    assert screen.peek_box.isVisible()
    yield "montgolfiere-peek", window
    window.show_start()
    five = ["Annabelle", "Benedikt", "Cléo", "Dominique", "Eve"]
    assert window.start_game(
        BalloonSetup.of(five, baron=True, edition="15", seed=8, target=50), "montgolfiere"
    )
    screen = window.game_screen
    for _ in range(3):
        _balloon_round(screen)
    yield "montgolfiere-six", window
    # A hook whose balloon must choose whom to follow (the two ahead move differently).
    window.show_start()
    assert window.start_game(
        BalloonSetup.of(["Ana", "Ben", "Cleo"], draws="table", edition="15"), "montgolfiere"
    )
    screen = window.game_screen
    for cards in ((ballast(15), ballast(15), ballast(1)), (ballast(13), ballast(14), HOOK)):
        for card in cards:
            assert screen.enter_card(card)
        screen.resolve()
        screen.skip()
    from blocky.ui.games.montgolfiere.game_screen import HOOK_PAGE

    assert screen.pages.currentIndex() == HOOK_PAGE
    yield "montgolfiere-hook", window
    window.show_start()
    assert window.start_game(BalloonSetup.of(["Ana", "Ben"], seed=2), "montgolfiere")
    screen = window.game_screen
    while window.controller.state.phase is not Phase.OVER:
        _balloon_round(screen)
    yield "montgolfiere-end", window


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


def test_the_button_check_sees_a_text_wider_than_its_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QHBoxLayout, QPushButton, QRadioButton, QToolButton

    from tests.ui.fits import clipped_buttons

    root = QWidget()
    qtbot.addWidget(root)
    row = QHBoxLayout(root)
    push = QPushButton("Ana, Ben and Cleo may peek at the Baron's card (P)")
    radio = QRadioButton("We use the real cards and tiles and tell the app what turns up")
    tool = QToolButton()
    tool.setText("Check your board")
    for w in (push, radio, tool):
        row.addWidget(w)
    root.resize(1200, 60)
    root.show()
    settle()
    assert clipped_buttons(root) == []
    for w in (push, radio, tool):
        w.setMinimumWidth(0)
        w.setFixedWidth(60)
    settle()
    found = clipped_buttons(root)
    assert len(found) == 3, found
    assert all("px wide" in f for f in found)
    # "&&" is one ampersand, a lone "&" marks the key: neither is measured as drawn.
    push.setText("&Save && go")
    push.setFixedWidth(QFontMetrics(push.font()).horizontalAdvance("Save & go") + 12)
    settle()
    assert not any("Save" in f for f in clipped_buttons(root))


def test_a_button_that_elides_needs_its_whole_text_in_the_tooltip(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    from tests.ui.fits import clipped_buttons

    class Cut(QPushButton):
        def elided_text(self) -> str:
            return "Ana, Ben…"

    root = QWidget()
    qtbot.addWidget(root)
    button = Cut("Ana, Ben and Cleo may peek", root)
    button.setGeometry(0, 0, 120, 40)
    root.resize(200, 60)
    root.show()
    settle()
    assert any("tooltip" in f for f in clipped_buttons(root))
    button.setToolTip("Ana, Ben and Cleo may peek")
    assert clipped_buttons(root) == []


def test_the_scroll_check_sees_contents_cut_off_at_the_side(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QScrollArea

    from tests.ui.fits import cut_scroll_areas

    area = QScrollArea()
    qtbot.addWidget(area)
    area.setWidgetResizable(True)
    body = QLabel("x")
    body.setMinimumWidth(500)
    area.setWidget(body)
    area.resize(300, 200)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.show()
    settle()
    assert cut_scroll_areas(area) and "cannot scroll sideways" in cut_scroll_areas(area)[0]
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    settle()
    assert cut_scroll_areas(area) == []
    body.setMinimumWidth(100)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    settle()
    assert cut_scroll_areas(area) == []
