"""Board data written back into its own text: comments, order and untouched values stay."""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.board_data import (
    write_board,
    write_cards,
    write_race_map,
    write_team_map,
)
from blocky.games.blocky_mountains.catalogue import (
    Catalogue,
    ExtraTask,
    Shortcut,
    default_catalogue_texts,
    parse_catalogue,
)

#: The built-in files with more notes, the way a player may keep them: a comment on the
#: line of a value, comments between entries and at the end of a table.
NOTES = {
    "cards.toml": [
        ('id = "treetop"\n', 'id = "treetop"  # the first card of pile A\n'),
        (
            'rods = 1\nmaterials = ["grizzly", "mountain rope", "2 gray',
            'rods = 1  # guess: count the rods on the card\nmaterials = ["grizzly", "mountain rope", "2 gray',
        ),
        (
            '\n[[card]]\nid = "narrow-point"',
            '\n# guess: the next card may be a B card in the box\n[[card]]\nid = "narrow-point"',
        ),
    ],
    "race_map.toml": [
        ("cost = 2\nguess = true", "cost = 2  # guess\nguess = true  # not checked yet")
    ],
    "team_map.toml": [("fox = [4, 10, 17]", "fox = [4, 10, 17]  # guess: three fox spaces")],
}


def _noted_texts() -> dict[str, str]:
    texts = default_catalogue_texts()
    for file, edits in NOTES.items():
        for old, new in edits:
            assert texts[file].count(old) == 1, (file, old)
            texts[file] = texts[file].replace(old, new)
    return texts


def _write(texts: dict[str, str], cat: Catalogue) -> dict[str, str]:
    return write_board(texts, cat.cards, cat.race_map, cat.team_map)


def _comments(text: str) -> list[str]:
    """Every comment in a TOML text, in order (no '#' appears inside the files' strings)."""
    return [line[line.index("#") :] for line in text.splitlines() if "#" in line]


def _keys(text: str) -> list[str]:
    """Table headers and keys, in the order they are written."""
    return re.findall(r"^(\[\[?[\w.]+\]\]?|[\w-]+) ?=?", text, flags=re.MULTILINE)


def test_an_unchanged_board_is_written_byte_for_byte() -> None:
    for texts in (default_catalogue_texts(), _noted_texts()):
        assert _write(texts, parse_catalogue(texts)) == texts


def test_one_changed_value_changes_one_line_and_keeps_every_comment_and_order() -> None:
    texts = _noted_texts()
    cat = parse_catalogue(texts)
    cards = tuple(replace(c, rods=2) if c.id == "ice-bridge" else c for c in cat.cards)
    written = write_board(texts, cards, cat.race_map, cat.team_map)
    old, new = texts["cards.toml"].splitlines(), written["cards.toml"].splitlines()
    changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    assert changed == [
        (
            "rods = 1  # guess: count the rods on the card",
            "rods = 2  # guess: count the rods on the card",
        )
    ]
    for file in texts:
        assert _comments(written[file]) == _comments(texts[file])
        assert _keys(written[file]) == _keys(texts[file])
    again = parse_catalogue(written)
    assert (again.cards, again.race_map, again.team_map) == (cards, cat.race_map, cat.team_map)


def test_edited_values_parse_back_to_the_edited_catalogue_with_the_notes_kept() -> None:
    texts = _noted_texts()
    cat = parse_catalogue(texts)
    cards = list(cat.cards)
    # Cleared guesses, a new extra task, a changed one, a removed one.
    cards[0] = replace(cards[0], extra_task=ExtraTask("Two blocks higher.", ("2 gray blocks",), 2))
    cards[1] = replace(cards[1], guesses=frozenset(), extra_task=ExtraTask("Cross twice.", (), 1))
    cards[3] = replace(cards[3], extra_task=None, guesses=frozenset({"materials", "rods"}))
    race = replace(
        cat.race_map,
        compass=frozenset({4, 10}),
        route_change_cost={"A": 2, "B": 2, "C": 3},
        shortcuts=(Shortcut(3, 6, 2, False), cat.race_map.shortcuts[1]),
    )
    team = replace(
        cat.team_map,
        fox=frozenset({5, 10, 17}),
        guesses=frozenset(),
        major_shortcut=Shortcut(15, 20, 4, True),
    )
    written = write_board(texts, tuple(cards), race, team)
    again = parse_catalogue(written)
    assert again.cards == tuple(cards)
    assert again.race_map == race
    assert again.team_map == team
    for file in texts:
        # Only the comments of removed values go: the shortcut's "not checked yet" note.
        kept = [c for c in _comments(texts[file]) if c != "# not checked yet"]
        assert _comments(written[file]) == kept
    # The cards after the edited ones are untouched, down to their layout.
    assert (
        written["cards.toml"].split('id = "boulder"')[1]
        == (texts["cards.toml"].split('id = "boulder"')[1])
    )
    # The new task is written the way the files write tasks.
    assert (
        'extra_task = { text = "Cross twice.", materials = [], squirrels = 1 }'
        in written["cards.toml"]
    )
    # Writing the result again changes nothing.
    assert write_board(written, again.cards, again.race_map, again.team_map) == written


_HOSTILE = st.text(
    st.characters(blacklist_categories=("Cs",)),  # lone surrogates are not text
    min_size=1,
    max_size=40,
).filter(lambda s: s.strip() != "")


@settings(max_examples=60, deadline=None)
@given(name=_HOSTILE, material=_HOSTILE, task=_HOSTILE)
def test_hostile_text_round_trips(name: str, material: str, task: str) -> None:
    texts = default_catalogue_texts()
    cat = parse_catalogue(texts)
    card = replace(
        cat.cards[0],
        name=name,
        materials=(material, 'a "quoted" \\ material'),
        extra_task=ExtraTask(task, (material,), 1),
    )
    text = write_cards(texts["cards.toml"], (card, *cat.cards[1:]))
    read = tomllib.loads(text)["card"][0]
    assert (read["name"], read["materials"][0], read["extra_task"]["text"]) == (
        name,
        material,
        task,
    )
    assert parse_catalogue({**texts, "cards.toml": text}).cards[0] == card


def test_named_hostile_values_round_trip() -> None:
    texts = default_catalogue_texts()
    cat = parse_catalogue(texts)
    names = ['Say "hi"', "line\nbreak", "back\\slash", "tab\there", "del\x7f", "Ünïcödé 🐿", "it's"]
    cards = tuple(replace(c, name=n) for c, n in zip(cat.cards, names, strict=False))
    cards += cat.cards[len(names) :]
    text = write_cards(texts["cards.toml"], cards)
    assert parse_catalogue({**texts, "cards.toml": text}).cards == cards


def test_race_and_team_maps_alone() -> None:
    texts = _noted_texts()
    cat = parse_catalogue(texts)
    assert write_race_map(texts["race_map.toml"], cat.race_map) == texts["race_map.toml"]
    assert write_team_map(texts["team_map.toml"], cat.team_map) == texts["team_map.toml"]
    team = replace(cat.team_map, peak=22)
    written = write_team_map(texts["team_map.toml"], team)
    assert written == texts["team_map.toml"].replace("peak = 21", "peak = 22")
