"""Many saved games on the start screen: every game listed at once, its row made only as
it comes into view, and the store's list after the first look's keeping the rows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.store import Store
from blocky.store.peek import unfinished_games
from blocky.ui.shell.game_rows import GameRow
from blocky.ui.shell.library import STORE_FILE, open_library
from blocky.ui.shell.main_window import MainWindow
from blocky.ui.shell.start_words import ACCESSIBLE_TEXT_ROLE, GAME_ID_ROLE, game_line

GAMES = 40


def _store_games(folder: Path, count: int = GAMES) -> list[int]:
    """``count`` race games and as many Montgolfière games; the race games' ids, the
    most recently played first (as the list shows them)."""
    folder.mkdir(parents=True, exist_ok=True)
    races = []
    with Store.open(folder / STORE_FILE) as store:
        people = [("Ann", "white"), ("Ben", "orange")]
        ids = [store.add_player(n, c).id for n, c in people]
        for i in range(count):
            races.append(store.create_game(Setup.race(people, seed=i), ids).id)
            store.create_game(BalloonSetup.of(["Ann", "Ben"], seed=i), ids)
    return races[::-1]


def _made(window: MainWindow) -> list[int]:
    games_list = window.start_screen.games_list
    return [i for i in range(games_list.count()) if games_list.has_row_widget(i)]


def test_every_game_is_listed_and_rows_are_made_as_they_come_into_view(
    qtbot, data_dir: Path, make_window  # type: ignore[no-untyped-def]
) -> None:
    races = _store_games(data_dir)
    window = make_window()
    start = window.start_screen
    games_list = start.games_list
    assert games_list.count() == GAMES
    # Each game has its item, with its id and what a screen reader says of it: worded
    # as its row is made, and for every other item once the event loop is back.
    summaries = {g.id: g for g in window.library.games(finished=False)}
    for i in _made(window):
        assert games_list.item(i).data(ACCESSIBLE_TEXT_ROLE) == game_line(summaries[races[i]])
    qtbot.waitUntil(
        lambda: all(games_list.item(i).data(ACCESSIBLE_TEXT_ROLE) for i in range(GAMES))
    )
    for i, game_id in enumerate(races):
        item = games_list.item(i)
        assert item.data(GAME_ID_ROLE) == game_id
        assert item.data(ACCESSIBLE_TEXT_ROLE) == game_line(summaries[game_id])
        # As Qt's accessibility asks the list's model for it.
        index = games_list.model().index(i, 0)
        assert games_list.model().data(index, ACCESSIBLE_TEXT_ROLE) == item.data(
            ACCESSIBLE_TEXT_ROLE
        )
    # ... but only the rows in view (and the next one) have their widgets.
    made = _made(window)
    assert made[0] == 0 and 2 <= len(made) < GAMES // 2
    assert made == list(range(len(made)))
    first = games_list.itemWidget(games_list.item(0))
    assert isinstance(first, GameRow) and first.selected
    # The keyboard to the last game: its row is made, chosen, and Enter opens that game.
    games_list.setFocus()
    qtbot.keyClick(games_list, Qt.Key.Key_End)
    last = games_list.itemWidget(games_list.item(GAMES - 1))
    assert isinstance(last, GameRow) and last.selected and last.isVisible()
    assert last.game_id == races[-1]
    assert not first.selected
    assert len(_made(window)) < GAMES
    # Scrolled back half-way: the rows there are made as they come into view.
    games_list.verticalScrollBar().setValue(games_list.verticalScrollBar().maximum() // 2)
    top = games_list.first_row_in_view()
    view = games_list.viewport().rect()
    bottom = max(
        games_list.indexAt(view.bottomLeft() + QPoint(view.width() // 2, -dy)).row()
        for dy in range(12)
    )
    assert 0 < top <= bottom < GAMES - 1
    assert all(games_list.has_row_widget(i) for i in range(top, bottom + 1))
    with qtbot.waitSignal(start.continue_requested) as opened:
        qtbot.keyClick(games_list, Qt.Key.Key_Return)
    assert opened.args == [races[-1]]
    # Asked for, every row is made (in the order shown).
    assert [r.game_id for r in start.game_rows()] == races
    assert len(_made(window)) == GAMES


def _first_look_window(qtbot, data_dir: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window shown with the saved games as the first look at the file lists them,
    before the store has opened them (as the app starts)."""
    window = MainWindow(None)
    qtbot.addWidget(window)
    window.resize(1360, 880)
    window.show()
    qtbot.waitExposed(window)
    listed = unfinished_games(data_dir / STORE_FILE)
    assert listed is not None
    window.show_first_look(*listed)
    return window


def test_the_store_list_after_the_first_look_keeps_the_rows(
    qtbot, data_dir: Path  # type: ignore[no-untyped-def]
) -> None:
    races = _store_games(data_dir, 6)
    window = _first_look_window(qtbot, data_dir)
    start = window.start_screen
    # The rows made so far (the first at least: the size every item expects).
    before = [start.games_list.itemWidget(start.games_list.item(i)) for i in range(6)]
    made = [i for i, r in enumerate(before) if r is not None]
    assert made[0] == 0 and all(isinstance(before[i], GameRow) for i in made)
    library = open_library(data_dir)
    try:
        window.attach_library(library)
        after = [start.games_list.itemWidget(start.games_list.item(i)) for i in range(6)]
        # The same games as the first look saw them: the very same rows.
        assert [after[i] for i in made] == [before[i] for i in made]
        assert [r.game_id for r in start.game_rows()] == races
        # A game deleted: the list is made again, without it.
        library.delete_game(races[0])
        window.show_start()
        assert [r.game_id for r in start.game_rows()] == races[1:]
        assert not any(isValid(r) and r in start.game_rows() for r in before[:1])
        # The kept rows' delete question names the game from the store's list.
        box = start.ask_delete(races[1])
        assert box is not None and "Ann, Ben" in box.text()
        box.reject()
    finally:
        window.close()
        library.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_store_list_goes_on_from_a_first_look_that_read_the_latest_games(
    qtbot, data_dir: Path  # type: ignore[no-untyped-def]
) -> None:
    from blocky.store.peek import FIRST_ROWS

    assert GAMES > FIRST_ROWS
    races = _store_games(data_dir)
    window = _first_look_window(qtbot, data_dir)
    start = window.start_screen
    games_list = start.games_list
    # The latest played of each game: the list begins as the store's does.
    assert [r.game_id for r in start.game_rows()] == races[:FIRST_ROWS]
    made = _made(window)
    before = [games_list.itemWidget(games_list.item(i)) for i in made]
    assert made and all(isinstance(r, GameRow) for r in before)
    library = open_library(data_dir)
    try:
        window.attach_library(library)
        # Every game, in the store's order, the rows made so far kept as they were.
        assert [r.game_id for r in start.game_rows()] == races
        assert [games_list.itemWidget(games_list.item(i)) for i in made] == before
        assert [games_list.item(i).data(GAME_ID_ROLE) for i in range(GAMES)] == races
        # The rows added after the first look's are made as they come into view.
        games_list.scrollToBottom()
        qtbot.waitUntil(lambda: games_list.has_row_widget(GAMES - 1))
        row = games_list.itemWidget(games_list.item(GAMES - 1))
        assert isinstance(row, GameRow) and row.game_id == races[-1]
        # The other game's tab lists its own, from the store: all of them.
        start.choose_game("montgolfiere")
        assert len(start.game_rows()) == GAMES
    finally:
        window.close()
        library.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_choosing_another_game_makes_the_rows_in_view_of_its_list(
    qtbot, data_dir: Path, make_window  # type: ignore[no-untyped-def]
) -> None:
    """The list stays on screen when another game is chosen: no show or resize event
    comes, and still every row in view is made before the list is painted again."""
    _store_games(data_dir)
    window = make_window()
    start = window.start_screen
    games_list = start.games_list

    def in_view() -> list[int]:
        view = games_list.viewport().rect()
        return [
            i
            for i in range(games_list.count())
            if games_list.visualItemRect(games_list.item(i)).intersects(view)
        ]

    for game in ("montgolfiere", "blocky-mountains", "montgolfiere"):
        start.choose_game(game)
        assert start.game_buttons[game].isChecked()
        shown = in_view()
        # More than one row fits in the list (each row is drawn in full, none blank).
        assert len(shown) >= 2
        assert all(games_list.has_row_widget(i) for i in shown), (game, shown, _made(window))
        for i in shown:
            row = games_list.itemWidget(games_list.item(i))
            assert isinstance(row, GameRow) and row.isVisibleTo(games_list)


def test_the_accessible_texts_are_worded_a_few_dozen_at_a_time(
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    """Hundreds of rows are worded over several turns of the event loop, not in one that
    holds the window (a row in view is worded as it is made)."""
    from PySide6.QtWidgets import QLabel, QListWidgetItem

    from blocky.ui.shell.games_list import WORDED_AT_ONCE, GamesList

    games_list = GamesList()
    qtbot.addWidget(games_list)
    worded: list[int] = []

    def words(row: int) -> str:
        worded.append(row)
        return f"game {row}"

    count = 4 * WORDED_AT_ONCE + 3
    for row in range(count):
        games_list.add_row(QListWidgetItem(), QLabel, lambda row=row: words(row))
    assert worded == []
    QApplication.processEvents()
    assert worded == list(range(WORDED_AT_ONCE))
    qtbot.waitUntil(lambda: len(worded) == count)
    assert worded == list(range(count))
    assert [games_list.item(i).data(ACCESSIBLE_TEXT_ROLE) for i in (0, count - 1)] == [
        "game 0",
        f"game {count - 1}",
    ]
