"""Checks that hold after every action of every game: nothing is ever lost."""

from __future__ import annotations

from blocky.games.blocky_mountains.catalogue import PILES, SQUIRRELS_IN_BOX, OwlValue
from blocky.games.blocky_mountains.owls import most_discarded
from blocky.games.blocky_mountains.state import FACE_DOWN, Mode, Phase, State


class InvariantBroken(AssertionError):
    pass


def check_invariants(state: State) -> None:
    """Raise :class:`InvariantBroken` if squirrels, owl tiles, cards or positions are off."""
    s = state
    cat = s.ctx.catalogue
    mode = s.ctx.setup.mode
    total = sum(s.squirrels) + s.frolicking
    if total != SQUIRRELS_IN_BOX:
        raise InvariantBroken(f"{total} squirrels accounted for, not {SQUIRRELS_IN_BOX}")
    if min(s.squirrels) < 0 or s.frolicking < 0:
        raise InvariantBroken(f"negative squirrels: {s.squirrels}, frolicking {s.frolicking}")
    # Cards: face down in a pile, on the table, or removed; each exactly once.
    on_table = 1 if s.card is not None and s.card not in s.removed else 0
    count = sum(len(p) for p in s.piles) + len(s.removed) + on_table
    seen: set[str] = set(s.removed).union(*s.piles)
    if on_table:
        seen.add(s.card)  # type: ignore[arg-type]
    if count != len(cat.cards) or len(seen) != count or not all(map(cat.has_card, seen)):
        raise InvariantBroken(f"{count} route cards accounted for, not {len(cat.cards)}")
    for p, left in zip(PILES, s.piles, strict=True):
        if not cat.pile_ids(p).issuperset(left):
            raise InvariantBroken(f"a card of another pile lies in pile {p}")
    if mode is Mode.RACE:
        _check_owl_tiles(s)
        for i, pos in enumerate(s.positions):
            if not cat.race_map.campground <= pos <= cat.race_map.peak:
                raise InvariantBroken(f"player {i} on space {pos}, off the map")
        if s.card is None and s.card_plays != 0:
            raise InvariantBroken("plays counted on a card that is not there")
    elif mode is Mode.TEAM:
        tm = cat.team_map
        if not tm.campground <= s.positions[0] <= tm.peak:
            raise InvariantBroken(f"team marker on space {s.positions[0]}, off the map")
    if s.card is None and s.phase not in (Phase.OVER, Phase.START, Phase.REVEAL_CARD):
        raise InvariantBroken(f"phase {s.phase} without a card on the table")


def _key(v: OwlValue) -> tuple[int, int]:
    return (v.advance, v.back)


def _check_owl_tiles(s: State) -> None:
    """Race: all 9 owl tiles are in exactly one place each (R2, R4, R7).

    A letter tile lies under its own pile (turned or not). A neutral tile lies face up in
    the display, face up in the discard, face down in the display or in the draw pile;
    the face-down and draw-pile tiles are known only as pools: the tiles that came out
    of one shuffled draw pile, each in one of that pool's places.
    """
    cat = s.ctx.catalogue
    if len(s.display) != len(PILES) or sorted(cat.letter_tiles) != sorted(PILES):
        raise InvariantBroken("a letter tile is not under its own pile")
    if len(s.discard) > most_discarded(cat):
        raise InvariantBroken("the discard holds more tiles than lie outside the display")
    face_up: list[OwlValue] = []
    face_down: set[int] = set()
    for i, d in enumerate(s.display):
        if d.neutral == FACE_DOWN:
            face_down.add(i)
        elif isinstance(d.neutral, OwlValue):
            face_up.append(d.neutral)
        else:
            raise InvariantBroken(f"no neutral owl tile under pile {PILES[i]}")
    in_pools: list[OwlValue] = []
    claimed: list[int] = []
    for n, pool in enumerate(s.owl_pools):
        if not pool.tiles or pool.in_draw_pile < 0:
            raise InvariantBroken(f"owl pool {n} is empty or has a negative draw pile")
        if len(pool.tiles) != len(pool.slots) + pool.in_draw_pile:
            raise InvariantBroken(
                f"owl pool {n} has {len(pool.tiles)} tiles for {len(pool.slots)} face-down "
                f"places and {pool.in_draw_pile} in the draw pile"
            )
        if pool.in_draw_pile and n != len(s.owl_pools) - 1:
            raise InvariantBroken("an older owl pool still has tiles in the draw pile")
        if list(pool.tiles) != sorted(pool.tiles, key=_key):
            raise InvariantBroken(f"owl pool {n} is not sorted")
        in_pools.extend(pool.tiles)
        claimed.extend(pool.slots)
    if sorted(claimed) != sorted(face_down):
        raise InvariantBroken(
            f"face-down neutral tiles under piles {sorted(face_down)}, "
            f"but the pools place them under {sorted(claimed)}"
        )
    tiles = len(cat.letter_tiles) + len(in_pools) + len(s.discard) + len(face_up)
    if tiles != len(cat.letter_tiles) + len(cat.neutral_tiles):
        raise InvariantBroken(f"{tiles} owl tiles accounted for, not 9")
    neutral = sorted(in_pools + list(s.discard) + face_up, key=_key)
    if neutral != sorted(cat.neutral_tiles, key=_key):
        raise InvariantBroken("the neutral owl tiles do not match the box")
    if s.draw_count != (s.owl_pools[-1].in_draw_pile if s.owl_pools else 0):
        raise InvariantBroken("the owl draw pile is counted wrong")
    if s.phase is Phase.REVEAL_OWL:
        card = s.current_card
        if card is None or PILES.index(card.pile) not in face_down:
            raise InvariantBroken("an owl tile is to be turned over, but none lies face down there")
