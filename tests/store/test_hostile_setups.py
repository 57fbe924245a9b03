"""A set-up whose player name holds a lone surrogate (text that cannot be written as UTF-8,
as a pasted broken emoji or a programmatic caller may bring) is refused by the game's rules
with a set-up error the new-game page words, as adding a player refuses it; nothing is
stored, and never a raw UnicodeEncodeError."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.state import Setup as BlockySetup
from blocky.games.blocky_mountains.state import SetupError as BlockySetupError
from blocky.games.montgolfiere.setup import Setup as MontgolfiereSetup
from blocky.games.montgolfiere.setup import SetupError as MontgolfiereSetupError
from blocky.store import Store
from blocky.store.errors import StoreError

SURROGATES = st.integers(0xD800, 0xDFFF).map(chr)
NAMES = st.tuples(
    st.text("AnBe é", min_size=0, max_size=6), SURROGATES, st.text("nia", max_size=4)
).map("".join)


def test_adding_such_a_name_is_refused_by_the_store(store: Store) -> None:
    with pytest.raises(StoreError) as refused:
        store.add_player("Ann\ud83d")
    assert refused.value.kind == "name_unsavable"


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(name=NAMES, seat=st.integers(0, 1))
def test_a_set_up_with_such_a_name_is_refused_and_nothing_is_stored(
    store: Store, name: str, seat: int
) -> None:
    ids = (
        [store.add_player("Ann").id, store.add_player("Ben").id]
        if not store.players()
        else [p.id for p in store.players()]
    )
    names = ["Ann", "Ben"]
    names[seat] = name
    race = BlockySetup.race([(names[0], "white"), (names[1], "black")], seed=1)
    with pytest.raises(BlockySetupError) as refused:
        store.create_game(race, ids)
    assert refused.value.kind == "name_unsavable"
    with pytest.raises(BlockySetupError):
        store.create_game(BlockySetup.solo(name, seed=1), ids[:1])
    balloons = MontgolfiereSetup.of(names, seed=1)
    with pytest.raises(MontgolfiereSetupError) as refused_m:
        store.create_game(balloons, ids)
    assert refused_m.value.kind == "name_unsavable"
    assert store.games() == []
