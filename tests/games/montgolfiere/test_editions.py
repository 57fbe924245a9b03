"""The boards of both editions are data, read with validation and written back."""

from __future__ import annotations

import pytest

from blocky.games.montgolfiere.editions import (
    EditionError,
    default_edition,
    edition_text,
    parse_edition,
    write_edition,
)
from blocky.games.montgolfiere.setup import Setup, SetupError


def test_the_built_in_boards() -> None:
    english, french = default_edition("15"), default_edition("12")
    assert (english.spaces, english.start, english.moon_points) == (15, 5, 20)
    assert (french.spaces, french.start, french.moon_points) == (12, 5, 17)
    assert english.digest != french.digest


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("spaces = 15", "spaces = 41"), "board.toml: 'spaces' is 41, must be at most 40"),
        (("start = 5", "start = 0"), "board.toml: 'start' is 0, must be at least 1"),
        (("start = 5", 'start = "five"'), "board.toml: 'start' must be a whole number, not 'five'"),
        (("moon_bonus = 5", "moon_bonus = 5\nwind = 3"), "board.toml: unknown field(s) 'wind'"),
        (
            ('edition = "15"', 'edition = "14"'),
            "board.toml: 'edition' must be one of 15, 12, not '14'",
        ),
        (("spaces = 15", "spaces = [[[["), "board.toml: not valid TOML"),
    ],
)
def test_a_bad_board_is_refused_naming_the_field(change: tuple[str, str], message: str) -> None:
    text = edition_text("15").replace(*change)
    with pytest.raises(EditionError) as refused:
        parse_edition(text)
    assert str(refused.value).startswith(message)


def test_a_board_is_not_text() -> None:
    with pytest.raises(EditionError, match="must be text"):
        parse_edition(None)
    with pytest.raises(EditionError, match="not valid text"):
        parse_edition("spaces = '\ud800'")


def test_a_corrected_board_is_written_back_keeping_its_comments() -> None:
    corrected = default_edition("12").__class__("12", 12, 4, 6)
    text = write_edition(corrected)
    assert parse_edition(text) == corrected
    assert "# Where every balloon starts." in text
    assert write_edition(default_edition("12")) == edition_text("12")


def test_a_setup_needs_a_colour_for_each_player() -> None:
    with pytest.raises(SetupError, match="2 players need 2 colours"):
        Setup.of(["Ana", "Ben"], colours=["red"])
    with pytest.raises(SetupError, match="2 to 6 balloons; there are 7"):
        Setup.of([f"P{i}" for i in range(7)]).validate()
