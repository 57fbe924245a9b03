"""Checks that hold after every action of every game: nothing is ever lost."""

from __future__ import annotations

from blocky.rules.catalogue import PILES, SQUIRRELS_IN_BOX
from blocky.rules.state import FACE_DOWN, Mode, Phase, State


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
        face_down = sum(1 for d in s.display if d.neutral == FACE_DOWN)
        face_up = [d.neutral for d in s.display if d.neutral not in (FACE_DOWN, None)]
        if len(s.unseen) != s.draw_count + face_down:
            raise InvariantBroken(
                f"{len(s.unseen)} unseen owl tiles but {s.draw_count} in the draw pile "
                f"and {face_down} face down"
            )
        tiles = len(cat.letter_tiles) + len(s.unseen) + len(s.discard) + len(face_up)
        if tiles != len(cat.letter_tiles) + len(cat.neutral_tiles):
            raise InvariantBroken(f"{tiles} owl tiles accounted for, not 9")
        neutral = sorted((v.advance, v.back) for v in list(s.unseen) + list(s.discard) + face_up)  # type: ignore[union-attr]
        if neutral != sorted((v.advance, v.back) for v in cat.neutral_tiles):
            raise InvariantBroken("the neutral owl tiles do not match the box")
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
