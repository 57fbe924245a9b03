"""Team expeditions on screen: the new-game page offers the start a team has earned and
says why; the Team tab of the statistics shows each team's expedition with a chart."""

from __future__ import annotations

from PySide6.QtCore import Qt

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.ui.shell.main_window import MainWindow
from tests.store.conftest import play_card

CAT = default_catalogue()
PILE_A = [c.id for c in CAT.pile_cards("A")]


def reach_a(window: MainWindow) -> int:
    store = window.library
    ids = [store.add_player(n).id for n in ("Mia", "Leo")]
    game = store.create_game(Setup.team(["Mia", "Leo"], draws=Draws.TABLE), ids)
    for card in PILE_A[: CAT.team_map.destinations[0].space]:
        play_card(game, 1, card=card)
    assert "A" in game.state.reached
    return game.id


def test_the_new_game_page_offers_the_start_a_team_has_earned(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    reach_a(window)
    window.library.add_player("Ada")
    window.show_new_game("team")
    page = window.new_game_page
    assert page.start_combo.currentData() == "campground"
    assert not page.expedition_label.isVisibleTo(page)
    # The same team in other seats: it starts at A, and the page says why.
    page.set_names(["Leo", "Mia"])
    assert page.start_combo.currentData() == "A"
    assert page.expedition_label.isVisibleTo(page)
    assert "intermediate destination A" in page.expedition_label.text()
    assert "rulebook" in page.expedition_label.text()
    assert page.setup().start == "A"
    # The family may still choose the campground.
    page.start_combo.setCurrentIndex(page.start_combo.findData("campground"))
    assert page.setup().start == "campground"
    # Another team has earned nothing: the note goes, and an offered start with it.
    page.set_names(["Leo", "Ada"])
    assert not page.expedition_label.isVisibleTo(page)
    page.set_names(["Mia", "Leo"])
    assert page.start_combo.currentData() == "A"
    page.set_names(["Ada", "Leo"])
    assert page.start_combo.currentData() == "campground"
    assert page.setup().start == "campground"


def test_play_again_goes_on_from_where_the_team_got(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    reach_a(window)
    window.show_new_game("team")
    page = window.new_game_page
    page.prepare(Setup.team(["Mia", "Leo"], start="campground"))
    assert page.start_combo.currentData() == "A"
    assert page.expedition_label.isVisibleTo(page)


def test_the_team_tab_shows_each_expedition(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    reach_a(window)
    window.show_statistics()
    screen = window.statistics_page
    screen.tabs.setCurrentWidget(screen.team_page)
    model = screen.expedition_model
    assert model.rowCount() == 1
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    horizontal = Qt.Orientation.Horizontal
    headers = [model.headerData(c, horizontal) for c in range(model.columnCount())]
    cells = dict(zip(headers, row, strict=True))
    assert cells["Team"] == "Leo, Mia"
    assert cells["Games"] == "1"
    assert cells["Furthest point"] == "A"
    assert cells["Starts"] == "campground"
    assert "Last played" not in cells
    assert cells["Wins"] == "0"
    assert cells["Squirrels gathered"] == str(window.library.statistics("blocky-mountains").team_expeditions()[0].squirrels)
    chart = screen.expedition_chart
    assert not chart.is_empty
    (line,) = chart.chart.series()
    assert line.name() == "Leo, Mia"
    # One game, which got to A (the second step of the climb).
    assert [(p.x(), p.y()) for p in line.points()] == [(1.0, 1.0)]
    axis = chart.chart.axes(Qt.Orientation.Vertical)[0]
    assert axis.categoriesLabels() == ["campground", "A", "B", "the peak (C)"]


def test_the_team_chart_draws_no_drop_for_a_game_still_being_played(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """A team got to A; its next game, just begun at the campground, is no result yet:
    the line does not fall to the campground for it. Once it gets as far, it shows."""
    window = make_window()
    reach_a(window)
    store = window.library
    ids = [next(p.id for p in store.players() if p.name == n) for n in ("Mia", "Leo")]
    game = store.create_game(Setup.team(["Mia", "Leo"], draws=Draws.TABLE), ids)
    assert [g.result for g in store.statistics("blocky-mountains").team_expeditions()[0].games] == ["playing", "playing"]
    window.show_statistics()
    screen = window.statistics_page
    screen.tabs.setCurrentWidget(screen.team_page)
    (line,) = screen.expedition_chart.chart.series()
    assert [(p.x(), p.y()) for p in line.points()] == [(1.0, 1.0)]
    # The new game gets to A too: now it is drawn.
    for card in PILE_A[: CAT.team_map.destinations[0].space]:
        play_card(game, 1, card=card)
    window.show_start()
    window.show_statistics()
    screen.tabs.setCurrentWidget(screen.team_page)
    (line,) = screen.expedition_chart.chart.series()
    assert [(p.x(), p.y()) for p in line.points()] == [(1.0, 1.0), (2.0, 1.0)]
