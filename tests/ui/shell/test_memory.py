"""Game after game in one window: what a game made goes with it.

Each game's screen is made once and kept; its controller, what the screen showed of it
(the table's boxes, the turn panel's rows, the list's rows) and their connections must go
when the next game comes. Counted as Qt objects alive under the window after the deleted
ones are gone (bench/memory_bench.py prints the memory itself over 100 games).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.games.montgolfiere.simulate import random_action


def _settled() -> None:
    for _ in range(3):
        QApplication.processEvents()
        # What deleteLater() posted: the app's event loop deletes it between two clicks.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_games_played_one_after_another_leave_nothing_behind(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    rng = random.Random(5)
    names = ["Mia", "Leo", "Ada", "Noah"]

    def play(n: int) -> None:
        if n % 4 == 3:
            setup: object = BalloonSetup.of(names[:3], seed=n)
            game = "montgolfiere"
        else:
            setup = (
                Setup.race([("Mia", "white"), ("Leo", "orange")], seed=n),
                Setup.team(names, seed=n),
                Setup.solo("Ida", seed=n),
            )[n % 4]
            game = "blocky-mountains"
        assert window.start_game(setup, game)
        controller = window.controller
        assert controller is not None
        game_id = controller.game.id
        for _ in range(6):
            state = controller.state
            action = random_action(state, rng) if n % 4 == 3 else rng.choice(legal_actions(state))
            controller.play(action)
            _settled()
        window.show_start()
        _settled()
        assert window.open_game(game_id)
        _settled()
        window.show_start()
        assert window.delete_game(game_id)
        _settled()

    def alive() -> dict[str, int]:
        counts: dict[str, int] = {}
        for found in window.findChildren(QObject):
            name = found.metaObject().className()
            counts[name] = counts.get(name, 0) + 1
        return counts

    # Every kind of game once, so each game's screen and page is made and kept.
    for n in range(4):
        play(n)
    before = alive()
    for n in range(4, 12):
        play(n)
    after = alive()
    grown = {name: after.get(name, 0) - count for name, count in before.items()}
    grown.update({name: count for name, count in after.items() if name not in before})
    assert {name: more for name, more in grown.items() if more > 0} == {}


def test_the_views_of_a_game_left_go_at_once_without_the_cycle_collector(make_window) -> None:  # type: ignore[no-untyped-def]
    # A new game gets a new board and table; the old ones, with the board's picture at
    # the window's size, must go when Qt deletes them, not when Python's cycle collector
    # runs some games later (until then a game's megabytes stayed, scattered among the
    # next games' ones).
    import gc
    import weakref

    window = make_window()
    race = Setup.race([("Mia", "white"), ("Leo", "orange")], seed=1)
    assert window.start_game(race, "blocky-mountains")
    _settled()
    screen = window.game_screen
    board, table = weakref.ref(screen.board), weakref.ref(screen.table)
    assert board() is not None and table() is not None
    gc.collect()
    gc.disable()
    try:
        window.show_start()
        _settled()
        assert window.start_game(Setup.solo("Ida", seed=2), "blocky-mountains")
        _settled()
        assert board() is None
        assert table() is None
    finally:
        gc.enable()
