"""The standing of a saved game is worded from its stored result, so a name with a comma,
"on" or a number in it reads as typed, in the app's language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.game import legal_actions, outcome
from blocky.games.blocky_mountains.state import Setup
from blocky.i18n import install_translators
from blocky.store import Store, StoredGame
from blocky.ui.games.blocky_mountains.words import result_text
from blocky.ui.shell.start_words import game_line

NAMES = ("Smith, Jo", "on 7, at the peak")


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "de")
    yield
    install_translators(qapp, "en")


def _race(store: Store, seed: int = 11) -> StoredGame:
    seats = list(zip(NAMES, ("white", "orange"), strict=True))
    ids = [store.add_player(n, c).id for n, c in seats]
    return store.create_game(Setup.race(seats, seed=seed), ids)


def _play_to_end(game: StoredGame, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(5000):
        if game.finished:
            return
        game.play(rng.choice(legal_actions(game.state)))
    raise AssertionError("the race did not end")


def _where(name: str, space: int) -> str:
    return f"{name} at the campground" if space == 0 else f"{name} on {space}"


def test_a_race_between_awkward_names_reads_as_typed(qapp: QApplication, tmp_path: Path) -> None:
    with Store.open(tmp_path / "games.sqlite3") as store:
        game = _race(store)
        rng = random.Random(5)
        for _ in range(6):
            game.play(rng.choice(legal_actions(game.state)))
        (summary,) = store.games(finished=False)
        expected = ", ".join(_where(n, p) for n, p in zip(NAMES, game.state.positions, strict=True))
        assert result_text(summary) == expected
        assert game_line(summary).endswith("  \u00b7  " + expected)

        _play_to_end(game, seed=2)
        (summary,) = store.games(finished=True)
        res = outcome(game.state)
        assert res is not None
        winners = [NAMES[s.player] for s in res.standings if s.place == 1]
        standing = ", ".join(_where(n, p) for n, p in zip(NAMES, game.state.positions, strict=True))
        assert result_text(summary) == " and ".join(winners) + " won. " + standing


def test_the_row_of_a_running_game_names_each_player_whole(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    _race(window.library)
    window.show_start()
    (row,) = window.start_screen.game_rows()
    assert row.standing_label.text() == (
        "Smith, Jo at the campground, on 7, at the peak at the campground"
    )


def test_the_standing_is_said_in_german(german: None, tmp_path: Path) -> None:
    with Store.open(tmp_path / "games.sqlite3") as store:
        game = _race(store)
        _play_to_end(game, seed=4)
        (summary,) = store.games(finished=True)
        res = outcome(game.state)
        assert res is not None
        winners = [NAMES[s.player] for s in res.standings if s.place == 1]
        where = [
            f"{n} auf dem Zeltplatz" if p == 0 else f"{n} auf Feld {p}"
            for n, p in zip(NAMES, game.state.positions, strict=True)
        ]
        assert result_text(summary) == (
            "Sieg für " + " und ".join(winners) + ". " + ", ".join(where)
        )
        team = store.create_game(Setup.team(list(NAMES), seed=1), [p.id for p in store.players()])
        running = [s for s in store.games(finished=False) if s.id == team.id]
        assert result_text(running[0]) == (
            f"Feld {team.state.positions[0]}, {team.state.squirrels[0]} Eichhörnchen"
            if team.state.positions[0]
            else f"Auf dem Zeltplatz, {team.state.squirrels[0]} Eichhörnchen"
        )
