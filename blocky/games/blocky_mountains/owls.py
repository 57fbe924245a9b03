"""Owl tiles (R2, R7): where the nine tiles lie, which one may turn up, and drawing a
new face-down tile when a card leaves the table.

The engine never decides which neutral tile lies where: the tiles nobody has seen are
one pool (:class:`~blocky.games.blocky_mountains.state.OwlPool`), and a tile's value is fixed only when it
is turned over (a chance outcome). How the race marker moves by a tile is in
:mod:`blocky.games.blocky_mountains.race`.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from blocky.games.blocky_mountains.actions import Action, RevealOwl
from blocky.games.blocky_mountains.catalogue import PILES, Catalogue, OwlValue
from blocky.games.blocky_mountains.events import Event, OwlReshuffled
from blocky.games.blocky_mountains.state import OwlDisplay, OwlPool, State


def _owl_key(v: OwlValue) -> tuple[int, int]:
    return (v.advance, v.back)


def most_discarded(cat: Catalogue) -> int:
    """R7: the most neutral tiles the discard can hold: those outside the display (once
    the draw pile is used up, the next tile discarded sends the discards back into it)."""
    return len(cat.neutral_tiles) - len(PILES)


def _starting_owls(cat: Catalogue) -> tuple[tuple[OwlDisplay, ...], tuple[OwlPool, ...]]:
    """R2: letter tiles face up, one neutral tile face down under each pile, the rest in
    the draw pile."""
    display = (OwlDisplay(), OwlDisplay(), OwlDisplay())
    pools = (
        OwlPool(
            tuple(sorted(cat.neutral_tiles, key=_owl_key)),
            tuple(range(len(PILES))),
            len(cat.neutral_tiles) - len(PILES),
        ),
    )
    return display, pools


def _pile_index(s: State) -> int:
    """The pile of the built card: the owl tiles in play are the ones under it."""
    assert s.card is not None
    return PILES.index(s.ctx.catalogue.card(s.card).pile)


def _revealed_pool(s: State) -> OwlPool:
    """The pool of the face-down neutral tile being turned over now (R7; "Chance" in docs/rulings.md)."""
    pool = s.owl_pool(_pile_index(s))
    assert pool is not None, "the neutral tile being turned over is not face down"
    return pool


@lru_cache(maxsize=512)
def _owl_options(unseen: tuple[OwlValue, ...]) -> tuple[tuple[Action, int], ...]:
    """What a face-down tile can show, each with how many tiles show it."""
    # ``unseen`` is kept sorted, so equal multisets share one cache entry.
    counts = Counter(unseen)
    return tuple((RevealOwl(v.advance, v.back), counts[v]) for v in sorted(counts, key=_owl_key))


def _take_revealed(pools: tuple[OwlPool, ...], i: int, value: OwlValue) -> tuple[OwlPool, ...]:
    """The pools once the face-down tile under pile ``i`` has turned out to show ``value``."""
    out: list[OwlPool] = []
    for pool in pools:
        if i in pool.slots:
            tiles = list(pool.tiles)
            tiles.remove(value)
            pool = OwlPool(tuple(tiles), tuple(x for x in pool.slots if x != i), pool.in_draw_pile)
        if pool.tiles:
            out.append(pool)
    return tuple(out)


def _draw_under(
    pools: tuple[OwlPool, ...],
    discard: tuple[OwlValue, ...],
    i: int,
    shown: OwlValue,
    ev: list[Event] | None,
) -> tuple[tuple[OwlPool, ...], tuple[OwlValue, ...]]:
    """R7: the face-up neutral tile ``shown`` under pile ``i`` is discarded and a new one is
    drawn face down; when the draw pile is used up, the discards are reshuffled into it."""
    discard = tuple(sorted(discard + (shown,), key=_owl_key))
    if not pools or pools[-1].in_draw_pile == 0:
        # The draw pile is used up: the discards, and only they, become the new pile.
        # Tiles still face down under other piles stay where they are (R7).
        if ev is not None:
            ev.append(OwlReshuffled(len(discard)))
        pools = pools + (OwlPool(discard, (), len(discard)),)
        discard = ()
    top = pools[-1]
    drawn = OwlPool(top.tiles, tuple(sorted(top.slots + (i,))), top.in_draw_pile - 1)
    return pools[:-1] + (drawn,), discard
