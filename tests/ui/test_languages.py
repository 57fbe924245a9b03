"""The app in German and in French: every main screen walked, no English left on it.

Each screen's visible texts (labels, buttons, group boxes, tabs, toolbar actions, table
headers and cells, the game log, chart titles and axes, the rules help) are compared with
the English source strings: a text that still reads like one of them, or that uses plainly
English words, fails the test. Screenshots of every screen are saved to screenshots/ as
lang-<language>-<screen>.png to be looked at (long German words must not be cut off).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QTabBar,
    QTextBrowser,
    QToolBar,
    QWidget,
)

from blocky.games.blocky_mountains.describe import squirrels_text
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.i18n import install_translators
from blocky.ui.games.blocky_mountains.board_check import BoardCheckDialog
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.shell.main_window import MainWindow
from tests.ts_files import TS_DIR, Source, read_ts
from tests.ui.driver import start_through_page
from tests.ui.policies import race_policy, solo_policy, team_policy

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"

#: Words that are English and neither German nor French: one of them on screen means a
#: string escaped translation (the source-pattern check catches the rest).
ENGLISH_WORDS = frozenset(
    {
        "the",
        "and",
        "your",
        "with",
        "game",
        "games",
        "squirrel",
        "squirrels",
        "player",
        "players",
        "card",
        "cards",
        "space",
        "turn",
        "owl",
        "peak",
        "shortcut",
        "mastered",
        "failed",
        "attempt",
        "attempts",
        "new",
        "back",
        "save",
        "delete",
        "undo",
        "redo",
        "settings",
        "statistics",
        "board",
        "help",
        "rules",
        "quit",
        "choose",
        "which",
        "what",
        "who",
        "this",
        "that",
        "next",
        "left",
        "free",
        "from",
        "of",
        "is",
        "are",
        "not",
        "here",
        "there",
        "tile",
        "tiles",
        "build",
        "built",
        "take",
        "keys",
        "route's",
        "extra",
        "task",
        "rods",
        "rod",
        "needs",
        "none",
        "empty",
        "draw",
        "discard",
        "shuffle",
        "number",
        "screen",
        "full",
        "toolbar",
        "check",
        "log",
        "happened",
        "won",
        "lost",
        "wins",
    }
)
#: English phrases made of words the other languages also use ("on" is French too).
ENGLISH_PHRASES = re.compile(r"\b(on|at) \d")
#: Proper nouns and names that stay as they are in every language.
ALLOWED = ("Blocky Mountains",)


@pytest.fixture(params=["de", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang: str = request.param
    assert len(install_translators(qapp, lang)) == 2, "the app's and Qt's translations load"
    yield lang
    install_translators(qapp, "en")


def _english_patterns(lang: str) -> re.Pattern[str]:
    """One pattern matching any English source text whose translation differs from it
    (placeholders match anything, but a pattern needs at least one real word)."""
    translations = read_ts(TS_DIR / f"blocky_{lang}.ts")
    parts: list[str] = []
    # The .ts files list exactly the strings of the code (tests/test_translations.py).
    for s, t in translations.items():
        if re.sub(r"\s", "", t.forms[0]) == re.sub(r"\s", "", s.text):
            # The same in both languages ("Orange", "Route {pile}"), spaces aside (French
            # puts a non-breaking space before ":").
            continue
        literal = re.sub(r"\{[A-Za-z_0-9]*\}|%n", " ", s.text)
        # Too little fixed text ("{0} on {1}") would match any sentence of any language.
        if not re.search(r"[A-Za-z]{4,}" if literal != s.text else r"[A-Za-z]{2,}", literal):
            continue
        pieces = re.split(r"(\{[A-Za-z_0-9]*\}|%n)", s.text.strip())
        parts.append(
            "".join(
                ".+?" if re.fullmatch(r"\{[A-Za-z_0-9]*\}|%n", p) else re.escape(p) for p in pieces
            )
        )
    return re.compile("^(?:" + "|".join(parts) + ")$", re.DOTALL)


def _strip_markup(text: str) -> str:
    return re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ").replace("&amp;", "&")


def _columns(model: QAbstractItemModel) -> int:
    try:
        return model.columnCount(QModelIndex())
    except TypeError:  # list models keep columnCount private in PySide
        return 1


def visible_texts(root: QWidget) -> list[str]:
    """Every text a player can read on ``root`` (visible widgets only)."""
    out: list[str] = []

    def add(text: str | None) -> None:
        if text:
            out.extend(line.strip() for line in _strip_markup(text).splitlines() if line.strip())

    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            add(w.text())
        elif isinstance(w, QGroupBox):
            add(w.title())
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                add(w.tabText(i))
        elif isinstance(w, QTextBrowser):
            add(w.toPlainText())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(w.itemText(i))
        elif isinstance(w, QToolBar):
            for a in w.actions():
                add(a.text())
        elif isinstance(w, QChartView):
            chart = w.chart()
            add(chart.title())
            for axis in chart.axes():
                add(axis.titleText())
            for series in chart.series():
                add(series.name())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            root_index = QModelIndex()
            for col in range(_columns(model)):
                add(str(model.headerData(col, Qt.Orientation.Horizontal) or ""))
                for row in range(min(model.rowCount(root_index), 40)):
                    value = model.data(model.index(row, col))
                    if isinstance(value, str):
                        add(value)
        if isinstance(w, QDialog):
            add(w.windowTitle())
    return out


def english_left(texts: list[str], lang: str, pattern: re.Pattern[str] | None = None) -> list[str]:
    # Building the pattern reads every source file: a walk builds it once, not per screen.
    if pattern is None:
        pattern = _english_patterns(lang)
    left = []
    for text in texts:
        if any(a in text for a in ALLOWED):
            continue
        words = {w.lower() for w in re.findall(r"[A-Za-z']+", text)}
        if pattern.match(text) or words & ENGLISH_WORDS or ENGLISH_PHRASES.search(text):
            left.append(text)
    return left


class Walk:
    """Screens of one language: shoot each one, and collect what English is left."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.problems: dict[str, list[str]] = {}
        self.screens: list[str] = []
        self.pattern = _english_patterns(lang)

    def look(self, widget: QWidget, name: str) -> None:
        # Wrapped labels take their new heights over a few rounds of the event loop.
        for _ in range(5):
            QApplication.processEvents()
        SHOTS.mkdir(exist_ok=True)
        assert widget.grab().save(str(SHOTS / f"lang-{self.lang}-{name}.png"))
        self.screens.append(name)
        left = english_left(visible_texts(widget), self.lang, self.pattern)
        if left:
            self.problems[name] = sorted(set(left))


def _play(window: MainWindow, policy, n: int | None) -> None:  # type: ignore[no-untyped-def]
    done: set[str] = set()
    steps = 0
    controller = window.controller
    assert controller is not None
    while not controller.state.is_over and (n is None or steps < n):
        assert controller.play(policy(controller.state, done))
        steps += 1


def _dialog(window: MainWindow, name: str) -> QDialog:
    dialog = window.findChild(QDialog, name)
    assert dialog is not None, name
    return dialog


def test_every_screen_is_translated(qtbot, make_window, language: str) -> None:  # type: ignore[no-untyped-def]
    walk = Walk(language)
    window = make_window()
    window.resize(1400, 900)
    walk.look(window, "start-empty")

    window.show_new_game("race")
    walk.look(window, "new-race")
    window.show_new_game("team")
    walk.look(window, "new-team")
    window.show_new_game("solo")
    walk.look(window, "new-solo")

    start_through_page(
        qtbot, window, Setup.race([("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")], seed=21)
    )
    _play(window, race_policy, 12)
    walk.look(window, "race")

    window.show_rules_help()
    help_dialog = _dialog(window, "rulesHelpDialog")
    help_dialog.resize(900, 700)
    tabs = help_dialog.findChild(QTabBar)
    assert tabs is not None
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        walk.look(help_dialog, f"rules-help-{i}")
    help_dialog.close()

    window.show_start()
    walk.look(window, "start")

    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Olga", "Pit"], seed=1))
    _play(window, team_policy(True), 14)
    walk.look(window, "team")

    window.show_start()
    start_through_page(qtbot, window, Setup.solo("Mia", course="climb", draws=Draws.TABLE))
    _play(window, solo_policy, 9)
    walk.look(window, "solo-table-draws")
    _play(window, solo_policy, None)
    walk.look(window, "solo-end")

    window.show_start()
    start_through_page(
        qtbot,
        window,
        Setup.race(
            [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")], seed=21
        ),
    )
    _play(window, race_policy, None)
    walk.look(window, "race-end")

    window.show_start()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah"], seed=1))
    _play(window, team_policy(False), None)
    walk.look(window, "team-lost")

    board = BoardCheckDialog(window.library, window)
    board.resize(1200, 760)
    board.show()
    qtbot.waitExposed(board)
    for i in range(board.tabs.count()):
        board.tabs.setCurrentIndex(i)
        walk.look(board, f"board-check-{i}")
    board.close()

    window.show_statistics()
    stats = window.statistics_page
    for i in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(i)
        walk.look(window, f"statistics-{i}")

    window.show_settings()
    settings = _dialog(window, "settingsDialog")
    qtbot.waitExposed(settings)
    walk.look(settings, "settings")
    settings.close()

    assert len(walk.screens) >= 20
    assert not walk.problems, f"English left in {language}: {walk.problems}"


def test_qt_standard_buttons_are_translated(language: str) -> None:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok
        | QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Yes
    )
    texts = {b.text().replace("&", "") for b in box.buttons()}
    expected = {"de": {"OK", "Abbrechen", "Ja"}, "fr": {"OK", "Annuler", "Oui"}}[language]
    assert texts == expected


def test_the_patterns_catch_english(language: str) -> None:
    """The check itself: English sentences are caught, translated ones pass."""
    english = ["Turn over the top card of pile B. Which card is it?", "Rules help", "Ice Bridge"]
    pattern = _english_patterns(language)
    assert english_left(english, language, pattern) == english
    translated = [
        QCoreApplication.translate(
            "TurnPanel", "Turn over the top card of pile {0}. Which card is it?"
        ).format("B"),
        QCoreApplication.translate("MainWindow", "Rules help"),
        QCoreApplication.translate("Rules", "Ice Bridge"),
        "Ann",
        "3",
    ]
    assert english_left(translated, language, pattern) == []


def test_every_source_has_a_translation_at_run_time(language: str) -> None:
    """The compiled .qm files hold what the .ts files say (they are not stale)."""
    translations = read_ts(TS_DIR / f"blocky_{language}.ts")
    wrong: list[Source] = []
    for s, t in translations.items():
        if s.numerus:
            # Both languages: form 0 is "one", form 1 "other" (French counts 0 as one).
            one, other = (f.replace("%n", str(k)) for f, k in zip(t.forms, (1, 5), strict=True))
            if (
                QCoreApplication.translate(s.context, s.text, None, 1) != one
                or QCoreApplication.translate(s.context, s.text, None, 5) != other
            ):
                wrong.append(s)
        elif QCoreApplication.translate(s.context, s.text, s.comment or None) != t.forms[0]:
            wrong.append(s)
    assert not wrong, f"run `make translations`: {wrong[:5]}"


@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_counts_take_the_languages_plural_forms(language: str, n: int) -> None:
    rods = QCoreApplication.translate("TurnPanel", "%n rod(s)", None, n)
    expected = {
        # French: 0 and 1 take the singular ("0 écureuil", "1 écureuil").
        "fr": (f"{n} écureuil" + ("s" if n > 1 else ""), f"{n} baguette" + ("s" if n > 1 else "")),
        "de": (f"{n} Eichhörnchen", f"{n} Stab" if n == 1 else f"{n} Stäbe"),
    }[language]
    # The rules' sentences get the same forms through the app's translator.
    assert (squirrels_text(n, rules_tr), rods) == expected


@pytest.mark.parametrize(
    ("n", "squirrels", "left"),
    [
        (0, "0 squirrels", "cards left"),
        (1, "1 squirrel", "card left"),
        (2, "2 squirrels", "cards left"),
    ],
)
def test_english_counts_take_plural_forms(
    qapp: QApplication, n: int, squirrels: str, left: str
) -> None:
    install_translators(qapp, "en")
    assert squirrels_text(n, rules_tr) == squirrels
    assert QCoreApplication.translate("TableWords", "card(s) left", None, n) == left
