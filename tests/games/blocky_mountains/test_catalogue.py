"""The game data: the shipped catalogue loads cleanly; bad data says file, entry, problem."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

import pytest

from blocky.games.blocky_mountains.catalogue import (
    PILES,
    CatalogueError,
    OwlValue,
    default_catalogue,
    default_catalogue_texts,
    parse_catalogue,
)


def test_default_catalogue_loads_without_warnings() -> None:
    cat = default_catalogue()
    assert cat.warnings == ()
    assert [len(cat.pile_cards(p)) for p in PILES] == [8, 10, 12]
    assert {p: sum(c.extra_task.squirrels for c in cat.pile_cards(p) if c.extra_task)
            for p in PILES} == {"A": 5, "B": 7, "C": 9}  # fmt: skip
    assert dict(cat.letter_tiles) == {
        "A": OwlValue(2, 0),
        "B": OwlValue(3, 1),
        "C": OwlValue(4, 2),
    }
    assert sorted((v.advance, v.back) for v in cat.neutral_tiles) == [
        (1, 0), (2, 0), (3, 1), (3, 1), (4, 2), (5, 2)
    ]  # fmt: skip
    rm = cat.race_map
    assert (rm.campground, rm.peak, sorted(rm.compass)) == (0, 17, [4, 9])
    assert [(s.start, s.end, s.cost, s.guess) for s in rm.shortcuts] == [
        (3, 5, 2, True),
        (8, 11, 3, True),
    ]
    assert dict(rm.route_change_cost) == {"A": 1, "B": 2, "C": 3}
    tm = cat.team_map
    assert (tm.campground, tm.arrow, tm.peak, sorted(tm.fox)) == (0, 1, 21, [4, 10, 17])
    assert [(d.pile, d.space, d.squirrels) for d in tm.destinations] == [("A", 6, 1), ("B", 13, 2)]
    assert (tm.major_shortcut.start, tm.major_shortcut.end, tm.major_shortcut.cost) == (15, 19, 5)
    assert parse_catalogue(default_catalogue_texts()).digest == cat.digest


def _edited(file: str, old: str, new: str) -> dict[str, str]:
    texts = default_catalogue_texts()
    assert old in texts[file], old
    texts[file] = texts[file].replace(old, new, 1)
    return texts


BAD: list[tuple[str, Callable[[], dict[str, str]], str]] = [
    (
        "card in no pile",
        lambda: _edited("cards.toml", 'id = "glacier"\npile = "A"\n', 'id = "glacier"\n'),
        "cards.toml: card 'Glacier': belongs to no pile (field 'pile' is missing)",
    ),
    (
        "unknown field",
        lambda: _edited("cards.toml", 'name = "Chimney"\n', 'name = "Chimney"\ncolour = "red"\n'),
        "cards.toml: card 'Chimney': unknown field(s) colour",
    ),
    (
        "rods 3",
        lambda: _edited("cards.toml", 'name = "Shaft"\nrods = 2', 'name = "Shaft"\nrods = 3'),
        "cards.toml: card 'Shaft': 'rods' is 3, must be at most 2",
    ),
    (
        "shortcut beyond the peak",
        lambda: _edited("race_map.toml", "from = 8\nto = 11", "from = 8\nto = 18"),
        "race_map.toml: shortcut from 8: 'to' is 18, must be at most 17",
    ),
    (
        "team shortcut beyond the peak",
        lambda: _edited("team_map.toml", "from = 15\nto = 19", "from = 15\nto = 22"),
        "team_map.toml: major_shortcut: 'to' is 22, must be at most 21",
    ),
    (
        "invalid TOML",
        lambda: _edited("owls.toml", "[[letter]]", "[[letter]"),
        "owls.toml: not valid TOML: ",
    ),
    (
        "five neutral tiles",
        lambda: _edited("owls.toml", "[[neutral]]\nadvance = 1\nback = 0\n", ""),
        "owls.toml: neutral tiles: there must be 6 (3 lie in the display, 3 in the draw "
        "pile), found 5",
    ),
    (
        "card id twice",
        lambda: _edited("cards.toml", 'id = "glacier"', 'id = "boulder"'),
        "cards.toml: card 'Glacier': id 'boulder' is used twice",
    ),
]


@pytest.mark.parametrize(("name", "texts", "message"), BAD, ids=[b[0] for b in BAD])
def test_bad_data_names_file_entry_and_problem(
    name: str, texts: Callable[[], dict[str, str]], message: str
) -> None:
    with pytest.raises(CatalogueError) as err:
        parse_catalogue(texts())
    assert str(err.value).startswith(message), str(err.value)


def test_missing_file() -> None:
    texts = default_catalogue_texts()
    del texts["team_map.toml"]
    with pytest.raises(CatalogueError, match=r"^team_map.toml: file is missing$"):
        parse_catalogue(texts)


def test_extra_task_squirrels_off_the_published_total_is_a_warning() -> None:
    texts = _edited(
        "cards.toml",
        'materials = ["trapper"], squirrels = 2 }',
        'materials = ["trapper"], squirrels = 1 }',
    )
    cat = parse_catalogue(texts)
    assert cat.warnings == (
        "cards.toml: pile A: extra-task squirrels add up to 4; the rulebook's total for "
        "pile A is 5",
    )
    assert cat.digest != default_catalogue().digest


def test_catalogue_loads_from_any_working_directory() -> None:
    code = (
        "from blocky.games.blocky_mountains.catalogue import default_catalogue as d; c = d(); "
        "print(len(c.cards), len(c.warnings))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd="/tmp", check=True
    )
    assert out.stdout.strip() == "30 0"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ('name = "Chimney"\n', 'name = "Chimney"\n' + "a" * 20_000 + " = 1\nb = 2\nc = 3\nd = 4\n"),
        (
            'guess = ["rods", "materials", "ice_crystal", "extra_task"]\nextra_task = { text = "Swing',
            'guess = ["' + "a" * 20_000 + '", "b", "c", "d"]\nextra_task = { text = "Swing',
        ),
    ],
    ids=["unknown field", "unknown guess"],
)
def test_an_unknown_name_is_quoted_short_however_long(old: str, new: str) -> None:
    """A refusal quotes what it refuses in a few words: a 20,000-character field name in a
    board file (or a record's board, or an import's) does not come back whole."""
    with pytest.raises(CatalogueError) as err:
        parse_catalogue(_edited("cards.toml", old, new))
    message = str(err.value)
    assert len(message) < 300, len(message)
    assert "cards.toml: card 'Chimney': " in message
    assert "(20000 characters)" in message and message.endswith(", b, c and 1 more")
