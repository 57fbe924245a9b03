"""The game-end panel shows only the game just ended, never an earlier game's lines."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from tests.ui.driver import play_to_end, start_through_page
from tests.ui.policies import race_policy, solo_policy, team_policy


@pytest.fixture(params=["en", "de", "fr"])
def language(request, qapp: QApplication) -> Iterator[str]:  # type: ignore[no-untyped-def]
    assert install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _shown_texts(panel: QWidget) -> list[str]:
    return [
        label.text()
        for label in panel.findChildren(QLabel)
        if label.isVisibleTo(panel) and label.text()
    ]


def _overlaps(panel: QWidget) -> list[str]:
    """Visible labels of the panel whose rectangles (in the panel) overlap."""
    boxes: list[tuple[str, QRect]] = []
    for label in panel.findChildren(QLabel):
        if not label.isVisibleTo(panel) or not label.text():
            continue
        top_left = label.mapTo(panel, label.contentsRect().topLeft())
        boxes.append((label.text(), QRect(top_left, label.contentsRect().size())))
    out = []
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1 :]:
            if ra.intersects(rb):
                out.append(f"{a!r} over {b!r}")
    return out


def test_a_race_after_a_solo_training_shows_only_the_race(  # type: ignore[no-untyped-def]
    qtbot, make_window, language: str
) -> None:
    window = make_window()
    panel = window.game_screen.end_panel
    start_through_page(qtbot, window, Setup.solo("Ann", course="climb", seed=3))
    play_to_end(qtbot, window, solo_policy)
    _settle()
    solo_texts = _shown_texts(panel)
    solo_lines = panel.result_lines()
    # More lines than the race that follows has players.
    assert len(solo_lines) >= 3
    window.show_start()
    players = [("Ann", "white"), ("Ben", "black")]
    start_through_page(qtbot, window, Setup.race(players, seed=21))
    state, _ = play_to_end(qtbot, window, race_policy)
    _settle()
    assert window.game_screen.side.currentWidget() is panel
    lines = panel.result_lines()
    assert len(lines) == len(players)
    shown = _shown_texts(panel)
    # The title, the reason, one row per player and nothing else.
    assert len(shown) == 2 + len(players), shown
    stale = [t for t in shown if t in solo_texts and t not in lines]
    assert not [t for t in stale if t not in (panel._title.text(), panel._reason.text())]
    for line in solo_lines:
        assert line not in lines
    assert _overlaps(panel) == []
    # The panel's layout holds the rows it shows, no row left over from the training.
    rows_shown = [
        w
        for w in panel.findChildren(QWidget)
        if w.parentWidget() is panel and w.isVisibleTo(panel) and w.layout() is not None
    ]
    assert len(rows_shown) == len(players)
    # A team game after it shows one line of its own too, nothing of the race.
    window.show_start()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Olga"], seed=1))
    play_to_end(qtbot, window, team_policy(True))
    _settle()
    team_shown = _shown_texts(panel)
    assert not [line for line in lines if line.split(": ")[-1] in team_shown]
    assert _overlaps(panel) == []


def test_a_click_during_the_game_measures_none_of_the_results_lines(  # type: ignore[no-untyped-def]
    qtbot, make_window, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The result's rows wait, made but hidden, beside the turn panel: the layout a click
    asks for measures the turn panel's lines, not theirs (a stacked widget asks every
    page it holds); once the game is over they are measured and shown whole."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from blocky.ui.kit.widgets import TextLabel

    window = make_window()
    panel = window.game_screen.end_panel
    asked: list[QWidget] = []
    measure = TextLabel.heightForWidth

    def counting(self: TextLabel, width: int) -> int:
        asked.append(self)
        return measure(self, width)

    monkeypatch.setattr(TextLabel, "heightForWidth", counting)
    # A game played to its end first: the result's rows then hold its lines.
    start_through_page(qtbot, window, Setup.solo("Ann", course="climb", seed=3))
    play_to_end(qtbot, window, solo_policy)
    _settle()
    window.show_start()
    start_through_page(qtbot, window, Setup.race([("Ann", "white"), ("Ben", "black")], seed=21))
    controller = window.controller
    turn = window.game_screen.turn_panel
    done: set[str] = set()
    clicks = 0
    while not controller.state.is_over:
        button = turn.button_for(race_policy(controller.state, done))
        asked.clear()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        _settle()
        clicks += 1
        if not controller.state.is_over:
            assert asked, "the click laid nothing out"
            assert not [w for w in asked if panel.isAncestorOf(w)]
    assert clicks > 10
    assert [w for w in asked if panel.isAncestorOf(w)]
    assert not _overlaps(panel)
