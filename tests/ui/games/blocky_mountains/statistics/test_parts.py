"""Pieces of the statistics screen: periods, number words, hardest cards, models, import cost."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, date, datetime, timedelta

from PySide6.QtCore import Qt

from blocky.games.blocky_mountains.statistics import (
    CardStats,
    RacePlayerStats,
    TeamProgress,
    TrainingSession,
)
from blocky.ui.games.blocky_mountains.statistics.columns import (
    card_columns,
    race_columns,
    session_columns,
    team_columns,
)
from blocky.ui.games.blocky_mountains.statistics.data import (
    CardTotal,
    Period,
    best_team_run,
    card_totals,
    duration_text,
    hardest_and_easiest,
    make_filter,
    percent,
    period_bounds,
)
from blocky.ui.games.blocky_mountains.statistics.models import SORT_ROLE, RowsModel, SortProxy

TODAY = date(2025, 3, 22)


def test_periods() -> None:
    assert period_bounds(Period.ALL, TODAY) == (None, None)
    assert period_bounds(Period.WEEK, TODAY) == (date(2025, 3, 16), TODAY)
    assert period_bounds(Period.MONTH, TODAY) == (date(2025, 2, 21), TODAY)
    assert period_bounds(Period.YEAR, TODAY) == (date(2025, 1, 1), TODAY)
    # A range entered backwards still means the days between.
    assert period_bounds(Period.CUSTOM, TODAY, date(2025, 3, 5), date(2025, 3, 1)) == (
        date(2025, 3, 1),
        date(2025, 3, 5),
    )
    f = make_filter(4, Period.WEEK, TODAY, "solo")
    assert (f.player_id, f.since, f.until, f.mode) == (4, date(2025, 3, 16), TODAY, "solo")


def test_number_words() -> None:
    assert percent(0.75) == "75%"
    assert percent(2 / 3) == "67%"
    assert percent(0.0) == "0%"
    assert duration_text(timedelta(minutes=25, seconds=20)) == "25 min"
    assert duration_text(timedelta(hours=1, minutes=5)) == "1 h 05 min"
    assert duration_text(timedelta(seconds=-5)) == "0 min"


def _cs(player: int, card: str, attempts: int, plays: int, mastered: int, first: int) -> CardStats:
    return CardStats(
        player, f"P{player}", card, card.title(), "A", attempts, plays, mastered, first
    )


def test_card_totals_and_extremes() -> None:
    rows = [
        _cs(1, "treetop", 4, 3, 3, 2),
        _cs(2, "treetop", 1, 1, 0, 0),  # together: 5 attempts, 4 plays, 3 mastered -> 75%
        _cs(1, "boulder", 2, 2, 2, 2),
        _cs(1, "glacier", 6, 3, 1, 0),
        _cs(1, "once", 1, 1, 0, 0),  # one play says little: not hardest
    ]
    totals = {t.card: t for t in card_totals(rows)}
    assert totals["treetop"].plays == 4
    assert totals["treetop"].mastered_rate == 0.75
    assert totals["treetop"].mean_attempts == 1.25
    hardest, easiest = hardest_and_easiest(list(totals.values()), count=2)
    assert [t.card for t in hardest] == ["glacier", "treetop"]
    assert [t.card for t in easiest] == ["boulder"]  # never both hardest and easiest
    assert hardest_and_easiest([]) == ([], [])
    # Nothing played twice: single plays count after all.
    only = [CardTotal(None, "", "x", "X", "A", 1, 1, 0, 0)]
    assert hardest_and_easiest(only)[0] == only
    assert CardTotal(None, "", "y", "Y", "A", 0, 0, 0, 0).mastered_rate == 0.0  # no zero division


def test_best_team_run() -> None:
    def run(gid: int, furthest: str | None, position: int, result: str) -> TeamProgress:
        return TeamProgress(
            gid,
            datetime(2025, 3, gid, tzinfo=UTC),
            ("A", "B"),
            "beginner",
            "campground",
            furthest,
            position,
            result,
        )

    assert best_team_run([]) is None
    games = [run(1, "A", 7, "lost"), run(2, "B", 14, "lost"), run(3, "B", 13, "lost")]
    assert best_team_run(games) == games[1]
    games.append(run(4, "C", 21, "won"))
    assert best_team_run(games) == games[3]


def _session(gid: int, name: str, mastered: int, failed: int) -> TrainingSession:
    start = datetime(2025, 3, gid, 16, tzinfo=UTC)
    return TrainingSession(
        gid,
        1,
        name,
        "orange",
        start,
        start + timedelta(minutes=20),
        True,
        "A",
        (mastered, 0, 0),
        (failed, 0, 0),
        2,
    )


def test_models_pass_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    sessions: RowsModel[TrainingSession] = RowsModel(session_columns(True))
    sessions.set_rows([_session(1, "<b>Mia</b>", 6, 2), _session(2, "Leo", 0, 0)])
    qtmodeltester.check(sessions)
    # Names stay plain strings, exactly as typed.
    assert sessions.index(0, 1).data() == "<b>Mia</b>"
    assert sessions.index(1, 5).data() == "–"  # no cards played yet: no rate, no zero division
    assert sessions.index(0, 5).data() == "75%"
    cards: RowsModel[CardStats | CardTotal] = RowsModel(card_columns(True))
    cards.set_rows([_cs(1, "treetop", 4, 3, 3, 2)])
    qtmodeltester.check(cards)
    team: RowsModel[TeamProgress] = RowsModel(team_columns())
    team.set_rows(
        [
            TeamProgress(
                1, datetime(2025, 3, 1, tzinfo=UTC), ("Mia",), "advanced", "B", None, 13, "playing"
            )
        ]
    )
    qtmodeltester.check(team)
    race: RowsModel[RacePlayerStats] = RowsModel(race_columns({1: "white"}))
    race.set_rows([RacePlayerStats(1, "Mia", 3, 2, 11.333)])
    qtmodeltester.check(race)
    assert race.index(0, 4).data() == "11.3"
    empty: RowsModel[RacePlayerStats] = RowsModel(race_columns({}))
    qtmodeltester.check(empty)


def test_sorting_uses_numbers_not_text() -> None:
    model: RowsModel[TrainingSession] = RowsModel(session_columns(False))
    model.set_rows([_session(1, "Mia", 10, 0), _session(2, "Mia", 9, 1), _session(3, "Mia", 2, 0)])
    proxy = SortProxy(model)
    col = 2  # Mastered (no player column)
    assert model.headerData(col, Qt.Orientation.Horizontal) == "Mastered"
    proxy.sort(col)
    assert [proxy.index(r, col).data() for r in range(3)] == ["2", "9", "10"]
    assert proxy.index(0, col).data(SORT_ROLE) == 2


def test_main_window_does_not_load_qtcharts() -> None:
    code = (
        "import sys; import blocky.ui.shell.main_window; "
        "sys.exit(1 if 'PySide6.QtCharts' in sys.modules else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr or "blocky.ui.shell.main_window imported QtCharts"


def test_saved_tables_open_as_text_in_a_spreadsheet() -> None:
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from blocky.ui.games.blocky_mountains.statistics.models import spreadsheet_safe, table_csv

    assert spreadsheet_safe('=HYPERLINK("x")') == '\'=HYPERLINK("x")'
    assert spreadsheet_safe("@SUM(A1)") == "'@SUM(A1)"
    assert spreadsheet_safe("-3") == "-3" and spreadsheet_safe("+2") == "+2"
    assert spreadsheet_safe("Mia") == "Mia" and spreadsheet_safe("") == ""
    model = QStandardItemModel(0, 2)
    model.setHorizontalHeaderLabels(["Player", "Squirrels"])
    model.appendRow([QStandardItem("=1+1"), QStandardItem("-1")])
    assert table_csv(model).splitlines() == ["Player,Squirrels", "'=1+1,-1"]


def test_columns_fit_the_same_from_the_models_own_texts_as_through_qt(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QIdentityProxyModel, QSortFilterProxyModel
    from PySide6.QtWidgets import QHeaderView

    from blocky.ui.games.blocky_mountains.statistics.models import Column, RowsModel
    from blocky.ui.games.blocky_mountains.statistics.parts import CellTexts, fit_columns, table_view

    # The widest name has no swatch; a name with a swatch, a little narrower, needs more.
    rows = [
        (f"P{n}" + "i" * (n % 4), n * 37, "orange" if n % 3 else None)
        for n in range(50)  # fewer than the rows a fit samples: every row is measured
    ]
    rows[0] = ("Mmmmmmmmmm", 0, None)
    rows[1] = ("Mmmmmmmmm", 37, "orange")
    # (The first column Qt fits to its contents itself.)
    columns = [
        Column("Attempts over the whole year", lambda r: f"{r[1]:,}", lambda r: r[1], True),
        Column("Name", lambda r: r[0], lambda r: r[0], colour=lambda r: r[2]),
        Column("Note", lambda r: "x" * (r[1] % 23), lambda r: r[1]),
    ]
    model: RowsModel[tuple[str, int, str | None]] = RowsModel(columns)
    model.set_rows(rows)
    assert isinstance(model, CellTexts)
    widths = []
    # Sorted by a proxy (the model's own texts, its rows mapped), and through a proxy
    # that only Qt knows (every cell asked through Qt, as for any model).
    for proxy in (QSortFilterProxyModel(), QIdentityProxyModel()):
        proxy.setSourceModel(model)
        view = table_view(proxy, "table")
        # As the Cards tab has it: each column as fitted, the last taking what is left.
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.horizontalHeader().setStretchLastSection(True)
        qtbot.addWidget(view)
        view.resize(900, 400)
        view.show()
        if isinstance(proxy, QSortFilterProxyModel):
            view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        fit_columns(view)
        widths.append([view.horizontalHeader().sectionSize(c) for c in range(3)])
    assert widths[0] == widths[1]
    assert widths[0][1] > 120  # the longest name with its swatch, not the least size
