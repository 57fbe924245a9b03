"""Player profiles: reused across games, renamed without losing history, names kept exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.state import Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.store import PlayerProfile, Store, StoreError
from tests.store.conftest import FakeClock, play_random

HOSTILE_NAMES = [
    "<b>Mia</b><script>alert(1)</script>",
    "Robert'); DROP TABLE players;--",
    '" OR 1=1 --',
    "Tab\there\nnew line\r\x07bell\x1b[31mred",
    "nul\x00inside",
    "Zoë 🐿️ 山 عربى",
    "‮reversed",
    "%s %d {0} {name}",
    "x" * 10_000,
]


@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=range(len(HOSTILE_NAMES)))
def test_any_name_is_stored_and_returned_exactly(
    db_path: Path, clock: FakeClock, name: str
) -> None:
    with Store.open(db_path, clock=clock) as store:
        p = store.add_player(name, "orange")
        assert p == PlayerProfile(p.id, name, "orange")
        game = store.create_game(Setup.solo(name, course="A", seed=1), [p.id])
        play_random(game, random.Random(1), 5)
    with Store.open(db_path, clock=clock) as store:
        assert store.players() == [PlayerProfile(p.id, name, "orange")]
        assert store.games()[0].player_names == (name,)
        assert store.open_game(game.id).setup.players == (name,)
        assert store.export_game(game.id)["players"][0]["name"] == name
        tables = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master")}
        assert "players" in tables  # nothing in the name was run as SQL


def test_names_that_cannot_be_stored_are_refused_plainly(store: Store) -> None:
    with pytest.raises(StoreError, match="at most 10,000"):
        store.add_player("x" * 10_001)
    with pytest.raises(StoreError, match="empty"):
        store.add_player("   ")
    with pytest.raises(StoreError, match="cannot be saved"):
        store.add_player("lone \ud800 surrogate")
    store.add_player("Mia")
    with pytest.raises(StoreError, match="already a player"):
        store.add_player("Mia")
    assert [p.name for p in store.players()] == ["Mia"]


def test_renaming_keeps_the_history(db_path: Path, clock: FakeClock) -> None:
    with Store.open(db_path, clock=clock) as store:
        mia = store.add_player("Mia", "white")
        leo = store.add_player("Leo")
        training = store.create_game(Setup.solo("Mia", seed=4), [mia.id])
        play_random(training, random.Random(4))
        race = store.create_game(
            Setup.race([("Mia", "white"), ("Leo", "black")], seed=2), [mia.id, leo.id]
        )
        play_random(race, random.Random(2))
        attempts_before = store.statistics("blocky-mountains").card_stats()
        store.rename_player(mia.id, "Mia-Sophie")
        store.set_player_colour(mia.id, None)
    with Store.open(db_path, clock=clock) as store:
        assert store.players()[0] == PlayerProfile(mia.id, "Mia-Sophie", None)
        assert all("Mia-Sophie" in g.player_names for g in store.games())
        after = store.statistics("blocky-mountains").card_stats()
        assert [(s.player_id, s.card, s.attempts) for s in after] == [
            (s.player_id, s.card, s.attempts) for s in attempts_before
        ]
        assert {s.player_name for s in after if s.player_id == mia.id} == {"Mia-Sophie"}
        # The game record keeps the name it was played under, so it replays unchanged.
        assert store.open_game(training.id).setup.players == ("Mia",)
        # The profile is reused for a new game under its new name.
        store.create_game(Setup.solo("Mia-Sophie", seed=5), [mia.id])
        assert len(store.statistics("blocky-mountains").sessions(StatsFilter(player_id=mia.id))) == 3


def test_rename_and_colour_of_a_missing_player_are_refused(store: Store) -> None:
    with pytest.raises(StoreError, match="no player"):
        store.rename_player(42, "Ghost")
    with pytest.raises(StoreError, match="no player"):
        store.set_player_colour(42, "white")
    a = store.add_player("Mia")
    store.add_player("Leo")
    with pytest.raises(StoreError, match="already a player"):
        store.rename_player(a.id, "Leo")
    store.rename_player(a.id, "Mia")  # renaming to its own name is fine


INVISIBLE_NAMES = [
    "\u200b",  # zero-width space
    "\u200b\u200c\u200d\u200e\u200f",  # zero-width (non-)joiners, direction marks
    "\u2060",  # word joiner
    "\ufeff",  # byte order mark
    "\u0301\u0308",  # combining marks with nothing to sit on
    "\x00\x07\x1b",  # control characters
    "\u202e\u2066",  # direction overrides
    "\u00a0\u3000\u2028",  # no-break, ideographic space, line separator
    "\u3164\u2800",  # Hangul filler, blank braille pattern
    "\U000e0041\U000e007f",  # tag characters
    " \u200b \t\u200b ",
]


@pytest.mark.parametrize("name", INVISIBLE_NAMES, ids=range(len(INVISIBLE_NAMES)))
def test_a_name_of_invisible_characters_only_is_refused_like_a_blank_one(
    store: Store, name: str
) -> None:
    with pytest.raises(StoreError, match="empty") as refused:
        store.add_player(name)
    assert refused.value.kind == "no_name"
    mia = store.add_player("Mia")
    with pytest.raises(StoreError, match="empty"):
        store.rename_player(mia.id, name)
    assert store.players() == [PlayerProfile(mia.id, "Mia", None)]


@pytest.mark.parametrize("name", ["e\u0301", "\u200bMia", "Mia\u200d", "\u202eLeo", "·"])
def test_a_name_with_one_visible_character_is_kept_exactly(store: Store, name: str) -> None:
    assert store.add_player(name).name == name
    assert [p.name for p in store.players()] == [name]
