"""The statistics screen over a small history whose numbers are worked out by hand.

The history is played through the real store and rules (table draws, so every card
is chosen), on dates set with the store's clock:

    Mia (orange), solo route A, cards in the order treetop, ice-bridge, narrow-point,
    rock-crevice, boulder, glacier, climbing-ladder, stone-gate:
      S1  1 Mar 2025   1 2 x 1 1 x 1 1   ("1": mastered first try, "2": failed, one
      S2 10 Mar 2025   x 1 1 1 1 1 x 2    squirrel paid, mastered; "x": failed, accepted)
      -- renamed to "Mia-Sophie" --
      S3 20 Mar 2025   1 1 1 1 1 1 1 1
    Leo (violet):
      S4 12 Mar 2025   2 2 2 x x x x x
    Two team games (15 Mar: won; 16 Mar: lost), two races (17 Mar: Mia wins; 18 Mar:
    Mia and Leo never move, a shared first place).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCharts import QChart
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    Retry,
    RevealCard,
    TakeRoute,
)
from blocky.games.blocky_mountains.game import current_actor, is_over, legal_actions
from blocky.games.blocky_mountains.state import CHANCE, Draws, Phase, Setup, State
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.store import Store, StoredGame
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.games.blocky_mountains.statistics.models import table_csv
from blocky.ui.games.blocky_mountains.statistics.screen import ImportFailed
from blocky.ui.kit.theme import apply_scheme
from tests.ui.policies import first_chance, race_policy, team_policy

A_CARDS = (
    "treetop",
    "ice-bridge",
    "narrow-point",
    "rock-crevice",
    "boulder",
    "glacier",
    "climbing-ladder",
    "stone-gate",
)
SESSIONS = {
    "S1": "1 2 x 1 1 x 1 1",
    "S2": "x 1 1 1 1 1 x 2",
    "S3": "1 1 1 1 1 1 1 1",
    "S4": "2 2 2 x x x x x",
}
TODAY = date(2025, 3, 22)


class StepClock:
    """The store's clock: 30 seconds pass with every reading, from a moment the test sets."""

    def __init__(self) -> None:
        self.moment = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(seconds=30)
        return self.moment

    def set(self, day: date, hour: int = 16) -> None:
        self.moment = datetime(day.year, day.month, day.day, hour, tzinfo=UTC)


@dataclass
class History:
    store: Store
    mia: int
    leo: int
    ava: int
    games: dict[str, StoredGame]


def _play_solo_card(game: StoredGame, card: str, code: str) -> None:
    game.play(RevealCard(card))
    if ChooseVariant(False) in legal_actions(game.state):
        game.play(ChooseVariant(False))
    if code == "1":
        game.play(Report(True))
    elif code == "2":
        game.play(Report(False))
        game.play(Retry())
        game.play(Report(True))
    else:
        game.play(Report(False))
        if AcceptFailure() in legal_actions(game.state):  # with no squirrels it is automatic
            game.play(AcceptFailure())


def _solo(store: Store, clock: StepClock, pid: int, name: str, day: date, codes: str) -> StoredGame:
    clock.set(day)
    game = store.create_game(Setup.solo(name, course="A", draws=Draws.TABLE), [pid])
    for card, code in zip(A_CARDS, codes.split(), strict=True):
        _play_solo_card(game, card, code)
    assert is_over(game.state)
    return game


def _play_out(game: StoredGame, choose: object) -> None:
    done: set[str] = set()
    for _ in range(3000):
        if is_over(game.state):
            return
        state = game.state
        action = first_chance(state) if current_actor(state) == CHANCE else choose(state, done)  # type: ignore[operator]
        game.play(action)
    raise AssertionError("the game did not end")


def _never_moves(state: State, done: set[str]) -> Action:
    """Everyone fails every card on route A and flips the letter tile (A goes back 0)."""
    legal = legal_actions(state)
    if state.phase is Phase.START:
        return ChoosePile("A") if state.card is None else TakeRoute()
    if ChooseVariant(False) in legal:
        return ChooseVariant(False)
    if state.phase is Phase.PREPARE:
        return Report(False)
    if state.phase is Phase.RETRY:
        return AcceptFailure()
    return FlipOwl("letter")


def build_history(path: Path) -> History:
    clock = StepClock()
    store = Store.open(path, clock=clock)
    mia = store.add_player("Mia", "orange").id
    leo = store.add_player("Leo", "violet").id
    ava = store.add_player("Ava").id
    games = {
        "S1": _solo(store, clock, mia, "Mia", date(2025, 3, 1), SESSIONS["S1"]),
        "S2": _solo(store, clock, mia, "Mia", date(2025, 3, 10), SESSIONS["S2"]),
        "S4": _solo(store, clock, leo, "Leo", date(2025, 3, 12), SESSIONS["S4"]),
    }
    store.rename_player(mia, "Mia-Sophie")
    games["S3"] = _solo(store, clock, mia, "Mia-Sophie", date(2025, 3, 20), SESSIONS["S3"])
    clock.set(date(2025, 3, 15))
    won = store.create_game(Setup.team(["Mia-Sophie", "Leo"], draws=Draws.TABLE), [mia, leo])
    _play_out(won, team_policy(True))
    clock.set(date(2025, 3, 16))
    lost = store.create_game(
        Setup.team(["Leo", "Ava"], level="advanced", start="B", draws=Draws.TABLE), [leo, ava]
    )
    _play_out(lost, team_policy(False))
    clock.set(date(2025, 3, 17))
    race = store.create_game(
        Setup.race(
            [("Mia-Sophie", "white"), ("Leo", "black"), ("Ava", "orange")], draws=Draws.TABLE
        ),
        [mia, leo, ava],
    )
    _play_out(race, race_policy)
    clock.set(date(2025, 3, 18))
    tie = store.create_game(
        Setup.race([("Mia-Sophie", "white"), ("Leo", "black")], draws=Draws.TABLE), [mia, leo]
    )
    _play_out(tie, _never_moves)
    games.update(won=won, lost=lost, race=race, tie=tie)
    return History(store, mia, leo, ava, games)


@pytest.fixture(scope="module")
def history_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("history") / "blocky.sqlite3"
    build_history(path).store.close()
    return path


@pytest.fixture
def store(history_file: Path, tmp_path: Path) -> Iterator[Store]:
    copy = tmp_path / "blocky.sqlite3"
    copy.write_bytes(history_file.read_bytes())
    s = Store.open(copy)
    yield s
    s.close()


@pytest.fixture
def screen(qtbot, store: Store) -> StatisticsScreen:  # type: ignore[no-untyped-def]
    w = StatisticsScreen(store, today=lambda: TODAY)
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    w.refresh()
    # The screen opens on the mode played last (a race here); these tests start on the log.
    assert w.tabs.currentIndex() == 4
    w.tabs.setCurrentIndex(0)
    return w


def _ids(store: Store) -> tuple[int, int, int]:
    by = {p.name: p.id for p in store.players()}
    return by["Mia-Sophie"], by["Leo"], by["Ava"]


def _choose_player(screen: StatisticsScreen, player_id: int | None) -> None:
    screen.player_combo.setCurrentIndex(screen.player_combo.findData(player_id))


def _choose_period(screen: StatisticsScreen, period: str) -> None:
    screen.period_combo.setCurrentIndex(screen.period_combo.findData(period))


def _column(model: object, header: str) -> int:
    m = model  # a proxy or a RowsModel
    for c in range(m.columnCount()):  # type: ignore[attr-defined]
        if m.headerData(c, Qt.Orientation.Horizontal) == header:  # type: ignore[attr-defined]
            return c
    raise AssertionError(f"no column {header}")


def _rows(view_model: object) -> list[dict[str, str]]:
    text = table_csv(view_model)  # type: ignore[arg-type]
    return list(csv.DictReader(io.StringIO(text)))


# ------------------------------------------------------------------ store values


def test_training_log_values_by_hand(store: Store) -> None:
    mia, leo, _ = _ids(store)
    log = store.statistics("blocky-mountains").training_log(StatsFilter(player_id=mia))
    assert [s.started.date() for s in log] == [
        date(2025, 3, 1),
        date(2025, 3, 10),
        date(2025, 3, 20),
    ]
    # The renamed player keeps her sessions, shown under her name now.
    assert {s.player_name for s in log} == {"Mia-Sophie"}
    assert [(s.cards_mastered, s.cards_failed, s.squirrels_kept) for s in log] == [
        (6, 2, 2),
        (6, 2, 2),
        (8, 0, 3),
    ]
    assert [s.mastered for s in log] == [(6, 0, 0), (6, 0, 0), (8, 0, 0)]
    assert log[0].mastered_rate == 0.75
    assert all(s.finished and s.course == "A" and s.piles == ("A",) for s in log)
    # S1 took 1 + 8 reveals + 14 more reports and choices ... each reading 30 s apart:
    # what matters is that it is the span of the session's own actions.
    assert timedelta(minutes=5) < log[0].duration < timedelta(hours=1)
    (leo_session,) = store.statistics("blocky-mountains").training_log(StatsFilter(player_id=leo))
    assert (leo_session.cards_mastered, leo_session.cards_failed) == (3, 5)
    assert leo_session.squirrels_kept == 0


def test_session_attempts_in_order(store: Store) -> None:
    mia, _, _ = _ids(store)
    s1 = store.statistics("blocky-mountains").training_log(StatsFilter(player_id=mia))[0]
    attempts = store.statistics("blocky-mountains").session_attempts(s1.game_id)
    # 1 2 x 1 1 x 1 1: ten attempts, the second card twice.
    assert [(a.card, a.attempt, a.mastered) for a in attempts] == [
        ("treetop", 1, True),
        ("ice-bridge", 1, False),
        ("ice-bridge", 2, True),
        ("narrow-point", 1, False),
        ("rock-crevice", 1, True),
        ("boulder", 1, True),
        ("glacier", 1, False),
        ("climbing-ladder", 1, True),
        ("stone-gate", 1, True),
    ]
    assert [a.squirrels_paid for a in attempts] == [0, 0, 1, 0, 0, 0, 0, 0, 0]


def test_card_stats_and_bests_by_hand(store: Store) -> None:
    mia, _, _ = _ids(store)
    cards = {c.card: c for c in store.statistics("blocky-mountains").card_stats(StatsFilter(player_id=mia, mode="solo"))}
    # treetop 1, x, 1: three attempts, two mastered, both on the first try.
    t = cards["treetop"]
    assert (t.attempts, t.plays, t.mastered, t.first_attempt) == (3, 3, 2, 2)
    # ice-bridge 2, 1, 1: four attempts over three plays, all mastered, two at once.
    i = cards["ice-bridge"]
    assert (i.attempts, i.plays, i.mastered, i.first_attempt) == (4, 3, 3, 2)
    assert i.mean_attempts == pytest.approx(4 / 3)
    bests = store.statistics("blocky-mountains").personal_bests(mia, StatsFilter(mode="solo"))
    assert bests.most_mastered == 8
    assert bests.most_squirrels_kept == 3
    # T F F T T F T T | F T T T T T F F | T T T T T T T T
    assert bests.longest_first_attempt_streak == 8
    week = store.statistics("blocky-mountains").personal_bests(mia, StatsFilter(since=date(2025, 3, 1), until=date(2025, 3, 7)))
    assert (week.most_mastered, week.longest_first_attempt_streak) == (6, 2)


def test_period_without_data(store: Store) -> None:
    empty = StatsFilter(since=date(2025, 1, 1), until=date(2025, 1, 31))
    assert store.statistics("blocky-mountains").training_log(empty) == []
    assert store.statistics("blocky-mountains").card_stats(empty) == []
    assert store.statistics("blocky-mountains").team_progress(empty) == []
    assert store.statistics("blocky-mountains").race_history(empty).games == 0


# ------------------------------------------------------------------ the screen


def test_training_log_tab(screen: StatisticsScreen, store: Store) -> None:
    assert screen.tabs.currentIndex() == 0
    assert screen.log_rows() == 4
    rows = _rows(screen.log_view.model())
    # Newest first; names as the profile is called now.
    assert [r["Player"] for r in rows] == ["Mia-Sophie", "Leo", "Mia-Sophie", "Mia-Sophie"]
    assert [r["Mastered"] for r in rows] == ["8", "3", "6", "6"]
    assert [r["Failed"] for r in rows] == ["0", "5", "2", "2"]
    assert [r["Mastered rate"] for r in rows] == ["100%", "38%", "75%", "75%"]
    assert [r["Squirrels kept"] for r in rows] == ["3", "0", "2", "2"]
    assert rows[-1]["Date"].startswith("1 Mar 2025")
    # Opening a session lists its attempts in order.
    screen.log_view.selectRow(3)
    attempts = _rows(screen.attempts_view.model())
    assert [(a["Card"], a["Attempt"], a["Result"]) for a in attempts][:3] == [
        ("Treetop", "1", "mastered"),
        ("Ice Bridge", "1", "failed"),
        ("Ice Bridge", "2", "mastered"),
    ]
    assert attempts[2]["Squirrels"] == "−1"
    assert "Mia-Sophie" in screen.attempts_title.text()


def test_filters_switch_the_log(screen: StatisticsScreen, store: Store) -> None:
    mia, leo, ava = _ids(store)
    _choose_player(screen, leo)
    assert screen.log_rows() == 1
    assert screen.log_view.isColumnHidden(1)  # one player: no player column
    _choose_player(screen, mia)
    assert screen.log_rows() == 3
    _choose_period(screen, "week")  # 16 to 22 March
    assert screen.log_rows() == 1
    _choose_period(screen, "custom")
    assert screen.from_date.isVisible() and screen.to_date.isVisible()
    screen.from_date.setDate(date(2025, 1, 1))
    screen.to_date.setDate(date(2025, 1, 31))
    assert screen.log_rows() == 0
    assert screen.log_page.is_empty
    assert "Play a solo training" in screen.log_page.empty.text()
    assert "period" in screen.log_page.empty.text()
    # Every tab has its explanation in an empty period, and nothing divides by zero.
    for tab, page in enumerate(
        (screen.log_page, screen.cards_page, screen.charts_page, screen.team_page, screen.race_page)
    ):
        screen.tabs.setCurrentIndex(tab)
        assert page.is_empty, tab
    _choose_player(screen, ava)
    _choose_period(screen, "all")
    screen.tabs.setCurrentIndex(0)
    assert screen.log_page.is_empty  # Ava never trained alone
    assert "this player" in screen.log_page.empty.text()


def test_cards_tab(screen: StatisticsScreen, store: Store) -> None:
    mia, _, _ = _ids(store)
    screen.tabs.setCurrentIndex(1)
    _choose_player(screen, mia)
    screen.mode_combo.setCurrentIndex(screen.mode_combo.findData("solo"))
    rows = {r["Card"]: r for r in _rows(screen.cards_view.model())}
    assert len(rows) == 8
    assert rows["Treetop"]["Attempts"] == "3"
    # Counts and rates side by side: 2 of 3 plays mastered, 1 failed.
    assert (rows["Treetop"]["Played"], rows["Treetop"]["Mastered"]) == ("3", "2")
    assert rows["Treetop"]["Failed"] == "1"
    assert rows["Treetop"]["Mastered rate"] == "67%"
    assert rows["Treetop"]["First try"] == "67%"
    assert rows["Treetop"]["Attempts per card"] == "1.0"
    assert rows["Ice Bridge"]["Mastered rate"] == "100%"
    assert rows["Ice Bridge"]["Attempts per card"] == "1.3"
    text = screen.extremes_label.text()
    # 67 %: Climbing Ladder, Glacier, Narrow Point, Treetop (all one attempt per card).
    assert text.splitlines()[0] == (
        "Hardest: Climbing Ladder (67%),  Glacier (67%),  Narrow Point (67%)"
    )
    assert text.splitlines()[1].startswith("Easiest: Boulder (100%),  Rock Crevice (100%)")
    # Sorting by a header sorts numbers as numbers.
    proxy = screen.cards_view.model()
    col = _column(proxy, "Attempts")
    screen.cards_view.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    assert [r["Attempts"] for r in _rows(proxy)][:2] == ["4", "4"]
    # Personal bests for the chosen player, in training (the mode chosen).
    numbers = [
        screen.bests_grid.itemAtPosition(2, c).widget().text()  # type: ignore[union-attr]
        for c in (1, 2, 3)
    ]
    assert numbers == ["8", "3", "8"]
    # The race and team games add cards played there too.
    screen.mode_combo.setCurrentIndex(screen.mode_combo.findData(None))
    assert len(_rows(screen.cards_view.model())) > 8


def test_charts_tab_and_png(screen: StatisticsScreen, tmp_path: Path) -> None:
    screen.tabs.setCurrentIndex(2)
    assert not screen.charts_page.is_empty
    for panel in screen.charts:
        assert not panel.is_empty
        assert panel.chart.series()
    # One line per player in the rate chart; Mia-Sophie's session rates 75, 75, 100 %.
    lines = {s.name(): s for s in screen.rate_chart.chart.series()}
    assert set(lines) == {"Mia-Sophie", "Leo"}
    assert [round(p.y()) for p in lines["Mia-Sophie"].points()] == [75, 75, 100]
    assert screen.rate_chart.chart.theme() is QChart.ChartTheme.ChartThemeLight
    target = tmp_path / "rate.png"
    assert screen.rate_chart.save_png(target)
    image = QImage(str(target))
    assert not image.isNull()
    assert image.width() >= 800 and image.height() >= 500
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 10  # drawn lines and labels, not a blank picture


def test_charts_follow_dark_scheme(qtbot, store: Store, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    apply_scheme(qapp, "dark")
    try:
        w = StatisticsScreen(store, today=lambda: TODAY)
        qtbot.addWidget(w)
        w.refresh()
        w.tabs.setCurrentIndex(2)
        assert w.rate_chart.chart.theme() is QChart.ChartTheme.ChartThemeDark
    finally:
        apply_scheme(qapp, "light")


def test_team_tab(screen: StatisticsScreen) -> None:
    screen.tabs.setCurrentIndex(3)
    rows = _rows(screen.team_view.model())
    assert [(r["Level"], r["Started at"], r["Result"]) for r in rows] == [
        ("advanced", "B", "lost"),
        ("beginners", "campground", "won"),
    ]
    assert rows[1]["Got as far as"] == "the peak (C)"
    assert rows[1]["Team"] == "Mia-Sophie, Leo"
    assert screen.best_run_label.text().startswith("Best run so far: 15 Mar 2025, reached the peak")


def test_race_tab(screen: StatisticsScreen, store: Store) -> None:
    screen.tabs.setCurrentIndex(4)
    assert screen.race_summary.text() == "Races played: 2"
    rows = {r["Player"]: r for r in _rows(screen.race_view.model())}
    # Mia-Sophie won the first race and shares first place in the second.
    assert (rows["Mia-Sophie"]["Games"], rows["Mia-Sophie"]["Wins"]) == ("2", "2")
    assert (rows["Leo"]["Games"], rows["Leo"]["Wins"]) == ("2", "1")
    assert (rows["Ava"]["Games"], rows["Ava"]["Wins"]) == ("1", "0")
    (won,) = [g for g in store.games() if g.mode == "race" and len(g.player_names) == 3]
    race = store.open_game(won.id).state  # the race Mia-Sophie won
    assert race.positions[0] > race.positions[1] == race.positions[2]
    # Average finishing space: her space in the race she won plus 0 in the tie, over 2.
    assert rows["Mia-Sophie"]["Average finishing space"] == f"{race.positions[0] / 2:.1f}"
    assert rows["Leo"]["Average finishing space"] == f"{race.positions[1] / 2:.1f}"


def test_exports(screen: StatisticsScreen, store: Store, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(screen.exported) as sig:
        screen.export_table_csv(tmp_path / "log.csv")
    assert sig.args == [str(tmp_path / "log.csv")]
    rows = list(csv.DictReader((tmp_path / "log.csv").open(encoding="utf-8")))
    assert len(rows) == 4 and rows[0]["Player"] == "Mia-Sophie" and rows[0]["Mastered"] == "8"
    screen.tabs.setCurrentIndex(4)
    screen.export_table_csv(tmp_path / "race.csv")
    assert (tmp_path / "race.csv").read_text(encoding="utf-8").splitlines()[0] == (
        "Player,Games,Wins,Won,Average finishing space"
    )
    screen.export_all_json(tmp_path / "all.json")
    data = json.loads((tmp_path / "all.json").read_text(encoding="utf-8"))
    assert data["format"] == "blocky-mountains-export"
    assert len(data["games"]) == 8
    assert {p["name"] for p in data["players"]} == {"Mia-Sophie", "Leo", "Ava"}


def test_keyboard(
    screen: StatisticsScreen, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    screen.activateWindow()
    screen.log_view.setFocus()
    for n in (3, 5, 2, 1):
        qtbot.keyClick(
            screen.log_view if n == 1 else screen.tabs, f"{n}", Qt.KeyboardModifier.ControlModifier
        )
        assert screen.tabs.currentIndex() == n - 1
    with qtbot.waitSignal(screen.back_requested):
        qtbot.keyClick(screen.tabs, Qt.Key.Key_Escape)
    # Ctrl+E asks where to save the table on this tab (the dialog itself cannot run here).
    target = tmp_path / "ctrl-e.csv"
    monkeypatch.setattr(
        "blocky.ui.kit.files.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(target), ""),
    )
    qtbot.keyClick(screen.tabs, "e", Qt.KeyboardModifier.ControlModifier)
    assert target.read_text(encoding="utf-8").startswith("Date,Player,Route")


def test_empty_store_explains(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with Store.open(tmp_path / "empty.sqlite3") as store:
        w = StatisticsScreen(store, today=lambda: TODAY)
        qtbot.addWidget(w)
        w.refresh()
        texts = []
        for tab, page in enumerate(
            (w.log_page, w.cards_page, w.charts_page, w.team_page, w.race_page)
        ):
            w.tabs.setCurrentIndex(tab)
            assert page.is_empty
            texts.append(page.empty.text())
        assert texts[0] == "Play a solo training to see your progress here."
        assert texts[3] == "Play a team game to see how far your team climbs."
        assert texts[4] == "Finish a race to see who wins most."
        assert w.player_combo.count() == 1  # everyone, and no one yet


def test_saved_games_load_into_another_store_once(
    screen: StatisticsScreen,
    qtbot,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    screen.export_all_json(tmp_path / "all.json")
    other = Store.open(tmp_path / "other.sqlite3")
    try:
        fresh = StatisticsScreen(other, today=lambda: TODAY)
        qtbot.addWidget(fresh)
        fresh.refresh()
        assert fresh.log_proxy.rowCount() == 0
        message = fresh.import_all_json(tmp_path / "all.json")
        assert message == "8 games added, 3 new players; 0 games were already here."
        assert len(other.games()) == 8
        assert fresh.log_proxy.rowCount() == 4  # the solo sessions now show in the log
        again = fresh.import_all_json(tmp_path / "all.json")
        assert again == "0 games added, 0 new players; 8 games were already here."
        assert len(other.games()) == 8
        (tmp_path / "bad.json").write_text('{"format": "blocky-mountains-export"', "utf-8")
        with pytest.raises(ImportFailed, match="nothing was changed"):
            fresh.import_all_json(tmp_path / "bad.json")
        assert len(other.games()) == 8
    finally:
        other.close()


def test_a_session_whose_attempts_cannot_be_read_says_so(
    qtbot,  # type: ignore[no-untyped-def]
    screen: StatisticsScreen,
    store: Store,
) -> None:
    """Opening a training whose attempts are damaged shows the store's message, never an
    error nobody expected (and the attempts of another session are not left showing)."""
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    screen.log_view.selectRow(3)
    assert screen.attempts_view.model().rowCount() > 0
    db = sqlite3.connect(store.path)
    db.execute("UPDATE attempts SET at = X'FF'")
    db.commit()
    db.close()
    screen.log_view.selectRow(2)
    QApplication.processEvents()
    boxes = [b for b in screen.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and "damaged" in boxes[0].text()
    assert screen.attempts_view.model().rowCount() == 0
    assert screen.attempts_title.text() == ""
