"""Board data that cannot be used never ends in "Something went wrong": a shipped board
file edited into something unreadable is said on the new-game page (both games) and by
Check your board, naming the file and the line; a saved corrected board that reads but
cannot play this set-up gives way to the built-in board, and the player is told. A name
that cannot be saved is refused on the new-game page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from blocky.games.blocky_mountains.catalogue import default_catalogue_texts, parse_catalogue
from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from tests.games.test_board_files import boards  # noqa: F401 (a fixture)

LATIN_1 = "# réglé à la main\n".encode("latin-1")


def _visible_box(window, name: str) -> QMessageBox | None:  # type: ignore[no-untyped-def]
    for box in window.findChildren(QMessageBox, name):
        if box.isVisible():
            return box
    return None


def _damage(path: Path) -> None:
    lines = path.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join([*lines[:2], LATIN_1.rstrip(b"\n"), *lines[2:]]))


def test_a_shipped_board_that_is_not_utf8_is_said_on_the_new_game_page(  # type: ignore[no-untyped-def]
    qtbot,
    make_window,
    boards: Path,  # noqa: F811
) -> None:
    _damage(boards / "catalogue" / "cards.toml")
    _damage(boards / "montgolfiere" / "board_15.toml")
    window = make_window()
    for game, mode, setup, name in [
        ("blocky-mountains", "race", Setup.race([("Ann", "white")], seed=1), "cards.toml"),
        ("montgolfiere", "game", BalloonSetup.of(["Ann", "Ben"], seed=1), "board_15.toml"),
    ]:
        window.show_new_game(mode, game=game)
        assert window.start_game(setup, game) is False
        page = window.new_game_page
        assert window.stack.currentWidget() is page
        said = page.error_label.text()
        assert said.startswith("The game cannot start: its board data cannot be read")
        assert f"{name}: line 3 is not UTF-8 text" in said
        assert _visible_box(window, "unexpectedErrorBox") is None
    assert window.library.games() == []


def test_check_your_board_says_the_shipped_board_cannot_be_read(  # type: ignore[no-untyped-def]
    qtbot,
    make_window,
    boards: Path,  # noqa: F811
) -> None:
    _damage(boards / "catalogue" / "owls.toml")
    window = make_window()
    window.check_board()
    box = _visible_box(window, "boardUnreadableBox")
    assert box is not None and "owls.toml: line 3 is not UTF-8 text" in box.text()
    assert box.text().startswith("The board data the app ships with cannot be read")
    assert window.findChild(object, "boardCheckDialog") is None
    assert _visible_box(window, "unexpectedErrorBox") is None


def test_a_saved_board_that_cannot_play_the_set_up_gives_way_to_the_built_in_one(  # type: ignore[no-untyped-def]
    qtbot, make_window
) -> None:
    window = make_window()
    texts = default_catalogue_texts()
    renamed = {**texts, "cards.toml": texts["cards.toml"].replace('"treetop"', '"tree-top"')}
    window.library.save_board(renamed)  # a correction that reads: a card's id changed
    plan = Setup.practice("Ann", ["treetop", "ice-bridge"], seed=3)
    window.show_new_game("solo")
    assert window.start_game(plan, "blocky-mountains") is True
    assert window.controller.state.catalogue.digest == parse_catalogue(texts).digest
    box = _visible_box(window, "boardNotUsedBox")
    assert box is not None and "'treetop', which is no route card" in box.informativeText()
    assert _visible_box(window, "storeErrorBox") is None
    assert len(window.library.games()) == 1


def test_a_name_that_cannot_be_saved_is_refused_on_the_new_game_page(  # type: ignore[no-untyped-def]
    qtbot, make_window
) -> None:
    window = make_window()
    for game, mode, setup in [
        ("blocky-mountains", "solo", Setup.solo("An\ud83dn", seed=1)),
        ("montgolfiere", "game", BalloonSetup.of(["Ann", "B\udc00n"], seed=1)),
    ]:
        window.show_new_game(mode, game=game)
        assert window.start_game(setup, game) is False
        assert window.new_game_page.error_label.text() == (
            "The name contains characters that cannot be saved."
        )
    assert window.library.games() == [] and window.library.players() == []
