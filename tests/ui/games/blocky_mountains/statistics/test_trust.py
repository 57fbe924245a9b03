"""The statistics screen shows everyone, plainly, in numbers that mean one thing.

Small histories played through the real store (table draws, dates set with its clock):
charts cover every player's sessions, names are plain text in legends and hover texts,
halves round up with the locale's decimal sign, every player has personal bests per mode,
the screen opens on the mode played last, past races and team games open their log, the
training log is read a page at a time.
"""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, QPointF, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QStyle, QToolTip

from blocky.games.blocky_mountains.actions import ChooseVariant, Report, RevealCard
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.store import Store, StoredGame
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.games.blocky_mountains.statistics.chart_fill import _hover_text
from blocky.ui.games.blocky_mountains.statistics.columns import session_columns
from blocky.ui.games.blocky_mountains.statistics.data import one_decimal as plain_one_decimal
from blocky.ui.games.blocky_mountains.statistics.data import percent
from blocky.ui.games.blocky_mountains.statistics.models import (
    PagedRowsModel,
    Statistics,
    one_decimal,
    table_csv,
)
from blocky.ui.games.blocky_mountains.statistics.screen import LOG, RACE, TEAM
from tests.store.conftest import FakeClock, play_card, play_random

A_CARDS = ["treetop", "ice-bridge", "narrow-point", "rock-crevice", "boulder", "glacier",
           "climbing-ladder", "stone-gate"]  # fmt: skip


def _rows(model: object) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(table_csv(model))))  # type: ignore[arg-type]


def _training(
    store: Store, clock: FakeClock, pid: int, name: str, when: datetime, n: int
) -> StoredGame:
    """A pile-A training on ``when``: ``n`` cards mastered first try, then the rest failed."""
    clock.set(when)
    game = store.create_game(Setup.solo(name, course="A", draws=Draws.TABLE), [pid])
    for i, card in enumerate(A_CARDS):
        play_card(game, 1 if i < n else None, card=card)
    return game


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> Iterator[Store]:
    s = Store.open(tmp_path / "blocky.sqlite3", clock=clock)
    yield s
    s.close()


def _screen(qtbot, store: Store) -> StatisticsScreen:  # type: ignore[no-untyped-def]
    w = StatisticsScreen(store)
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    w.refresh()
    return w


# ------------------------------------------------------------------ charts show everyone


def test_the_time_axis_covers_every_players_sessions(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    """Mia trains in March, Leo (whose line is drawn second) only in May: both show."""
    mia = store.add_player("Mia", "orange").id
    leo = store.add_player("<b>Leo</b>", "violet").id
    for day in (3, 10):
        _training(store, clock, mia, "Mia", datetime(2025, 3, day, 17, tzinfo=UTC), 6)
    for day in (5, 20):
        _training(store, clock, leo, "Leo", datetime(2025, 5, day, 17, tzinfo=UTC), 4)
    w = _screen(qtbot, store)
    w.tabs.setCurrentIndex(2)
    for panel in (w.rate_chart, w.squirrel_chart):
        (axis,) = panel.chart.axes(Qt.Orientation.Horizontal)
        low = axis.min().toPython().timestamp()  # type: ignore[attr-defined]
        high = axis.max().toPython().timestamp()  # type: ignore[attr-defined]
        for series in panel.chart.series():
            for point in series.points():  # type: ignore[attr-defined]
                assert low * 1000 <= point.x() <= high * 1000
        starts = [s.started.timestamp() for s in store.statistics("blocky-mountains").training_log()]
        assert low <= min(starts) and max(starts) <= high
    # The legend draws rich text: the name is escaped, so it reads exactly as typed.
    labels = [m.label() for m in w.rate_chart.chart.legend().markers()]
    shown = []
    for label in labels:
        doc = QTextDocument()
        doc.setHtml(label)
        shown.append(doc.toPlainText())
    assert sorted(shown) == ["<b>Leo</b>", "Mia"]


def _axis_labels(panel) -> list[str]:  # type: ignore[no-untyped-def]
    """The labels the time axis writes: its ticks spread evenly over its range, both
    ends included, each in the axis' format."""
    (axis,) = panel.chart.axes(Qt.Orientation.Horizontal)
    low, high = axis.min().toMSecsSinceEpoch(), axis.max().toMSecsSinceEpoch()
    n = axis.tickCount()
    return [
        QLocale().toString(
            QDateTime.fromMSecsSinceEpoch(round(low + i * (high - low) / (n - 1))), axis.format()
        )
        for i in range(n)
    ]


@pytest.mark.parametrize("width", [1280, 760])
@pytest.mark.parametrize(("days", "hours"), [(1, 2), (2, 9), (60, 24 * 12)])
def test_the_time_axis_never_writes_a_label_twice(  # type: ignore[no-untyped-def]
    qtbot, store: Store, clock: FakeClock, days: int, hours: int, width: int
) -> None:
    """Six trainings a few hours apart on one day, over two days, or over two months, in
    a wide and in the smallest window: every label of the time axis differs from the
    others, and each has the room QtCharts gives a label (else it cuts it); a wide
    window shows at least three dates of a history of several days."""
    from PySide6.QtGui import QFontMetrics

    mia = store.add_player("Mia", "orange").id
    start = datetime(2026, 12, 1, 8, tzinfo=UTC) - timedelta(days=days - 1)
    for n in range(6):
        _training(store, clock, mia, "Mia", start + timedelta(hours=hours * n), 3 + n % 3)
    w = _screen(qtbot, store)
    w.resize(width, 560 if width < 1000 else 860)
    w.tabs.setCurrentIndex(2)
    for panel in (w.rate_chart, w.squirrel_chart, w.time_chart):
        (axis,) = panel.chart.axes(Qt.Orientation.Horizontal)
        metrics = QFontMetrics(axis.labelsFont())

        def written_whole(panel=panel, metrics=metrics) -> bool:  # type: ignore[no-untyped-def]
            # QtCharts cuts a label ("1 Dec 07:...") wider than the axis' width shared
            # by the ticks, less a few pixels of padding on each side.
            labels = _axis_labels(panel)
            room = panel.chart.plotArea().width() / len(labels) - 10
            return len(set(labels)) == len(labels) and all(
                metrics.horizontalAdvance(t) <= room for t in labels
            )

        # (The chart lays its plot out again for the window's size after a few events.)
        qtbot.waitUntil(written_whole, timeout=10_000)
        if days > 1 and width > 1000:
            assert len(_axis_labels(panel)) >= 3, _axis_labels(panel)


def test_a_point_at_100_percent_is_drawn_inside_the_plot(
    qtbot, store: Store, clock: FakeClock
) -> None:  # type: ignore[no-untyped-def]
    """A training with every card mastered (100 %) and one with none (0 %): both points
    lie inside the plot with room for their dots, and the axes say they count in %."""
    mia = store.add_player("Mia", "orange").id
    _training(store, clock, mia, "Mia", datetime(2026, 11, 20, 17, tzinfo=UTC), 8)
    _training(store, clock, mia, "Mia", datetime(2026, 11, 27, 17, tzinfo=UTC), 0)
    w = _screen(qtbot, store)
    w.tabs.setCurrentIndex(2)
    chart = w.rate_chart.chart
    (series,) = chart.series()
    area = chart.plotArea()
    dot = series.markerSize() / 2
    tops = [chart.mapToPosition(p, series) for p in series.points()]  # type: ignore[attr-defined]
    assert [p.y() for p in series.points()] == [100, 0]  # type: ignore[attr-defined]
    for top in tops:
        assert area.top() + dot <= top.y() <= area.bottom() - dot
    (y,) = chart.axes(Qt.Orientation.Vertical)
    assert y.titleText() == "Cards mastered (%)"
    (x,) = w.card_chart.chart.axes(Qt.Orientation.Horizontal)
    assert x.titleText() == "Mastered (%)"


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_cards_table_writes_its_headings_and_card_names_whole(  # type: ignore[no-untyped-def]
    qtbot, qapp, store: Store, clock: FakeClock, lang: str
) -> None:
    """At 760 × 560 in German and French: every heading of the cards table is written
    whole (wrapped onto lines of its column's width, no word cut, all of its lines
    inside the header), and every card name fits its cell."""
    from PySide6.QtCore import QRect

    from blocky.i18n import install_translators

    install_translators(qapp, lang)
    try:
        mia = store.add_player("Mia", "orange").id
        _training(store, clock, mia, "Mia", datetime(2026, 11, 20, 17, tzinfo=UTC), 4)
        w = _screen(qtbot, store)
        w.resize(760, 560)
        w.tabs.setCurrentIndex(1)
        qtbot.waitUntil(lambda: w.cards_view.isVisible())
        view, model = w.cards_view, w.cards_view.model()
        header = view.horizontalHeader()
        metrics = header.fontMetrics()
        wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        for col in range(model.columnCount()):
            if view.isColumnHidden(col):
                continue
            heading = model.headerData(col, Qt.Orientation.Horizontal)
            room = header.sectionSize(col) - 8
            assert all(metrics.horizontalAdvance(word) <= room for word in heading.split()), (
                heading,
                room,
            )
            lines = metrics.boundingRect(QRect(0, 0, room, 10_000), wrap, heading)
            assert lines.height() <= header.height(), (heading, lines.height(), header.height())
        card = [
            c
            for c in range(model.columnCount())
            if model.headerData(c, Qt.Orientation.Horizontal) == Statistics.tr("Card")
        ][0]
        cells = view.fontMetrics()
        # A cell's text has the focus frame's margin and one pixel on each side.
        margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        for row in range(model.rowCount()):
            name = model.index(row, card).data()
            assert cells.horizontalAdvance(name) + margin <= view.columnWidth(card), name
    finally:
        install_translators(qapp, "en")


def test_hover_texts_are_plain_text(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    leo = store.add_player("<b>Leo</b>", "violet").id
    _training(store, clock, leo, "Leo", datetime(2025, 5, 5, 17, tzinfo=UTC), 5)
    sessions = store.statistics("blocky-mountains").training_log()
    hovered = _hover_text(sessions, "rate")
    w = _screen(qtbot, store)
    w.tabs.setCurrentIndex(2)
    hovered(QPointF(sessions[0].started.timestamp() * 1000, 50), True)
    text = QToolTip.text()
    doc = QTextDocument()
    doc.setHtml(text)
    assert doc.toPlainText().startswith("<b>Leo</b>, ")
    assert doc.toPlainText().endswith("63%")  # 5 of 8, halves rounded up
    QToolTip.hideText()


def test_an_unfinished_training_is_not_plotted_and_says_so(
    qtbot, store: Store, clock: FakeClock
) -> None:  # type: ignore[no-untyped-def]
    mia = store.add_player("Mia", "orange").id
    _training(store, clock, mia, "Mia", datetime(2025, 3, 3, 17, tzinfo=UTC), 6)
    clock.set(datetime(2025, 3, 4, 17, tzinfo=UTC))
    unfinished = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    play_card(unfinished, 1, card="treetop")  # one of one so far
    w = _screen(qtbot, store)
    rows = _rows(w.log_view.model())
    assert rows[0]["Mastered rate"] == "100% so far" and rows[0]["Finished"] == "not yet"
    assert rows[1]["Mastered rate"] == "75%" and rows[1]["Finished"] == "yes"
    w.tabs.setCurrentIndex(2)
    (line,) = w.rate_chart.chart.series()
    assert [round(p.y()) for p in line.points()] == [75]  # type: ignore[attr-defined]
    # A card left at the retry decision is said, not counted as failed.
    unfinished.play(RevealCard("ice-bridge"))
    if ChooseVariant(False) in legal_actions(unfinished.state):
        unfinished.play(ChooseVariant(False))
    unfinished.play(Report(False))
    w.refresh()
    w.tabs.setCurrentIndex(LOG)
    first = _rows(w.log_view.model())[0]
    assert first["Finished"] == "not yet: a card waits for its retry decision"
    assert (first["Mastered"], first["Failed"]) == ("1", "0")
    w.tabs.setCurrentIndex(1)
    cards = {r["Card"]: r for r in _rows(w.cards_view.model())}
    # Mastered in the finished training, open in this one: 1 of 1 decided plays.
    assert cards["Ice Bridge"]["Played"] == "2 (1 open)"
    assert (cards["Ice Bridge"]["Mastered"], cards["Ice Bridge"]["Failed"]) == ("1", "0")
    assert cards["Ice Bridge"]["Mastered rate"] == "100%"


# ------------------------------------------------------------------ numbers


def test_halves_round_up_in_the_locales_decimals() -> None:
    assert percent(5 / 8) == "63%"
    assert percent(3 / 8) == "38%"
    assert percent(1 / 8) == "13%"
    assert (plain_one_decimal(1.25), plain_one_decimal(1.75)) == ("1.3", "1.8")
    assert plain_one_decimal(2.05) == "2.1"  # not 2.0, its binary neighbour
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("de_DE"))
        assert (one_decimal(1.25), one_decimal(1.75)) == ("1,3", "1,8")
        QLocale.setDefault(QLocale("fr_FR"))
        assert one_decimal(11 / 3) == "3,7"
    finally:
        QLocale.setDefault(before)


def test_every_player_has_bests_in_every_mode(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    """Ten players (more than the eight the grid used to stop at), each with a training
    that masters as many cards as their number (1 to 8, then 8, 8)."""
    ids = [store.add_player(f"P{n}").id for n in range(1, 11)]
    for n, pid in enumerate(ids, start=1):
        _training(store, clock, pid, f"P{n}", datetime(2025, 4, n, 17, tzinfo=UTC), min(n, 8))
    w = _screen(qtbot, store)
    w.tabs.setCurrentIndex(1)
    grid = w.bests_grid
    heads = [grid.itemAtPosition(0, c) for c in range(1, grid.columnCount())]
    words: list[str] = []
    for h in heads:
        if h is not None and (not words or h.widget().text() != words[-1]):  # type: ignore[union-attr]
            words.append(h.widget().text())  # type: ignore[union-attr]
    assert words == ["Training", "Race", "Team"]
    mastered = [grid.itemAtPosition(row, 1).widget().text() for row in range(2, 12)]  # type: ignore[union-attr]
    assert mastered == ["1", "2", "3", "4", "5", "6", "7", "8", "8", "8"]
    # A team's pool is nobody's own: the team columns have no squirrel best.
    team_heads = [
        grid.itemAtPosition(1, c).widget().text()  # type: ignore[union-attr]
        for c in range(1, grid.columnCount())
        if grid.itemAtPosition(1, c) is not None
    ]
    assert team_heads.count("Most squirrels kept") == 2  # training and race only


def test_the_bests_grid_keeps_its_labels_and_says_new_numbers(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    """Another period sets the numbers of the same labels; another player lays the grid
    out again, with a row for them."""
    mia = store.add_player("Mia").id
    _training(store, clock, mia, "Mia", datetime(2025, 3, 3, 17, tzinfo=UTC), 3)
    _training(store, clock, mia, "Mia", datetime(2025, 3, 20, 17, tzinfo=UTC), 6)
    w = _screen(qtbot, store)
    w.tabs.setCurrentIndex(1)
    grid = w.bests_grid

    def mastered() -> object:
        return grid.itemAtPosition(2, 1).widget()  # type: ignore[union-attr]

    label = mastered()
    assert label.text() == "6"  # type: ignore[attr-defined]
    w.period_combo.setCurrentIndex(w.period_combo.findData("custom"))
    w.from_date.setDate(QDateTime.fromString("2025-03-01", "yyyy-MM-dd").date())
    w.to_date.setDate(QDateTime.fromString("2025-03-10", "yyyy-MM-dd").date())
    assert mastered() is label and label.text() == "3"  # type: ignore[attr-defined]
    leo = store.add_player("Leo").id
    _training(store, clock, leo, "Leo", datetime(2025, 3, 5, 17, tzinfo=UTC), 8)
    w.refresh(on_last_played_mode=False)
    names = [grid.itemAtPosition(r, 0).widget() for r in (2, 3)]
    assert all(n is not None for n in names)
    assert [grid.itemAtPosition(r, 1).widget().text() for r in (2, 3)] == ["3", "8"]  # type: ignore[union-attr]


def test_hardest_is_never_a_card_mastered_every_time(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    mia = store.add_player("Mia").id
    for day in (3, 4):
        _training(store, clock, mia, "Mia", datetime(2025, 3, day, 17, tzinfo=UTC), 8)
    w = _screen(qtbot, store)
    w.tabs.setCurrentIndex(1)
    text = w.extremes_label.text()
    assert "Hardest" not in text and text.startswith("Easiest: ")


# ------------------------------------------------------------------ modes and games


def test_the_screen_opens_on_the_mode_played_last(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    mia = store.add_player("Mia", "orange").id
    leo = store.add_player("Leo", "violet").id
    _training(store, clock, mia, "Mia", datetime(2025, 3, 3, 17, tzinfo=UTC), 6)
    assert _screen(qtbot, store).tabs.currentIndex() == LOG
    team = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    play_random(team, random.Random(3), steps=6)
    assert _screen(qtbot, store).tabs.currentIndex() == TEAM
    race = store.create_game(Setup.race([("Mia", "orange"), ("Leo", "violet")], seed=4), [mia, leo])
    play_random(race, random.Random(4))
    w = _screen(qtbot, store)
    assert w.tabs.currentIndex() == RACE
    # The past races are listed and one opens its log.
    (row,) = _rows(w.race_games_view.model())
    assert row["Players"] == "Mia, Leo" and row["Winner"] and row["Playing time"].endswith("min")
    w.race_games_view.selectRow(0)
    log = _rows(w.race_log_model)
    assert log and {r["Player"].split(" with ")[0] for r in log} <= {"Mia", "Leo"}
    assert len(log) == len(store.statistics("blocky-mountains").session_attempts(race.id))
    assert "Mia, Leo" in w.race_log_title.text()
    # So do the team games, by their players' names now.
    store.rename_player(mia, "Mia-Sophie")
    w.refresh()
    w.tabs.setCurrentIndex(TEAM)
    (team_row,) = _rows(w.team_view.model())
    assert team_row["Team"] == "Mia-Sophie, Leo"
    w.team_view.selectRow(0)
    assert len(_rows(w.team_log_model)) == len(store.statistics("blocky-mountains").session_attempts(team.id))
    assert "Mia-Sophie" in w.team_log_title.text()


def test_a_race_run_alone_is_said_apart(qtbot, store: Store) -> None:  # type: ignore[no-untyped-def]
    mia = store.add_player("Mia", "orange").id
    alone = store.create_game(Setup.race([("Mia", "orange")], seed=1), [mia])
    play_random(alone, random.Random(1))
    w = _screen(qtbot, store)
    assert w.tabs.currentIndex() == RACE
    assert (
        w.race_summary.text() == "Races played: 0  \u00b7  1 race run alone (not counted as a win)"
    )
    assert _rows(w.race_games_view.model())[0]["Winner"] == "ran alone"


def test_a_renamed_players_saved_games_say_the_new_name(store: Store, clock: FakeClock) -> None:
    from blocky.ui.games.blocky_mountains.words import result_text

    mia = store.add_player("Mia", "orange").id
    leo = store.add_player("Leo", "violet").id
    race = store.create_game(Setup.race([("Mia", "orange"), ("Leo", "violet")], seed=4), [mia, leo])
    play_random(race, random.Random(4), steps=8)
    store.rename_player(mia, "Mia-Sophie")
    (summary,) = store.games()
    text = result_text(summary)
    assert text is not None and "Mia-Sophie" in text
    assert "Mia " not in text.replace("Mia-Sophie", "")


# ------------------------------------------------------------------ a page at a time


def test_the_log_reads_only_the_rows_in_view(qtbot, store: Store, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    """250 trainings: opening reads one page; the last row reads its own page; sorting by a
    column asks the store for that order."""
    mia = store.add_player("Mia", "orange").id
    start = datetime(2025, 1, 1, 17, tzinfo=UTC)
    for n in range(250):
        clock.set(start + timedelta(hours=n))
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        play_card(game, 1 if n % 5 else None, card="treetop")
    w = _screen(qtbot, store)
    model = w.log_model
    assert isinstance(model, PagedRowsModel)
    assert model.rowCount() == 250
    assert set(model._pages) <= {0}
    newest = store.statistics("blocky-mountains").training_log()[-1]
    assert model.row(0).game_id == newest.game_id
    assert model.row(249).game_id == store.statistics("blocky-mountains").training_log()[0].game_id
    assert set(model._pages) == {0, 2}
    col = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    w.log_view.sortByColumn(col.index("Mastered"), Qt.SortOrder.AscendingOrder)
    assert [model.row(n).cards_mastered for n in range(50)] == [0] * 50
    assert model.row(50).cards_mastered == 1


def test_the_paged_model_passes_the_model_tester(
    qtmodeltester, store: Store, clock: FakeClock
) -> None:  # type: ignore[no-untyped-def]
    mia = store.add_player("Mia").id
    for n in range(3):
        _training(store, clock, mia, "Mia", datetime(2025, 3, 3 + n, 17, tzinfo=UTC), n + 2)
    model: PagedRowsModel[object] = PagedRowsModel(session_columns(True))
    model.set_source(
        store.statistics("blocky-mountains").training_log_count,
        lambda offset, limit, order, descending: store.statistics("blocky-mountains").training_log_page(
            None, offset, limit, order, descending
        ),
    )
    qtmodeltester.check(model)
    assert model.rowCount() == 3
