"""Python's full garbage collection waits for the table's idle moments."""

from __future__ import annotations

import gc
import weakref

from blocky.ui.kit.collector import IDLE_MS, NEVER, IdleCollector
from blocky.ui.shell.main_window import MainWindow
from tests.ui.driver import click_action
from tests.ui.policies import race_policy
from tests.ui.test_painting import RACE, finish_walk, settle


def test_installed_collectors_turn_the_full_collection_off_until_the_last_goes(qapp) -> None:  # type: ignore[no-untyped-def]
    before = gc.get_threshold()
    a, b = IdleCollector(), IdleCollector()
    a.install()
    b.install()
    assert gc.get_threshold() == (before[0], before[1], NEVER)
    a.uninstall()
    assert gc.get_threshold()[2] == NEVER
    b.uninstall()
    assert gc.get_threshold() == before


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_no_full_collection_inside_a_game_and_one_when_the_table_is_idle(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window()
    assert window.start_game(RACE)
    settle()
    collector = window.collector
    assert collector.is_installed()
    full: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            full.append(1)

    garbage = _Cycle()
    gone = weakref.ref(garbage)
    gc.collect()  # it is old now: only a full collection frees it once it is garbage
    del garbage
    gc.callbacks.append(seen)
    try:
        controller = window.controller
        assert controller is not None
        done: set[str] = set()
        for _ in range(40):
            click_action(qtbot, window, race_policy(controller.state, done))
            settle()
            finish_walk(window.game_screen.board)
            # Plenty made and dropped between moves, as a long game does.
            junk = [[_Cycle() for _ in range(50)] for _ in range(100)]
            del junk
            assert collector.is_waiting()
        assert full == [] and collector.collections == 0
        assert gone() is not None
        qtbot.waitUntil(lambda: collector.collections == 1, timeout=IDLE_MS + 3000)
        assert full == [1]
        assert gone() is None
    finally:
        gc.callbacks.remove(seen)
    # Off the game screen Python collects by itself again; back on it, the wait again.
    thresholds = gc.get_threshold()
    assert thresholds[2] == NEVER
    window.show_start()
    settle()
    assert not collector.is_installed() and gc.get_threshold()[2] != NEVER
    window.open_game(controller.game.id)
    settle()
    assert collector.is_installed() and gc.get_threshold() == thresholds
    window.close()
    assert not collector.is_installed()
