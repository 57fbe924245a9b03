"""The race game (R1-R13): building a route, changing it, the owl tiles that move a
player's marker after an attempt, the peak and the final round.

Where the owl tiles lie and which can turn up is in :mod:`blocky.games.blocky_mountains.owls`; attempts
in :mod:`blocky.games.blocky_mountains.attempts`; shortcuts in :mod:`blocky.games.blocky_mountains.shortcuts`; turn order
and the end of the game in :mod:`blocky.games.blocky_mountains.turns`; the ranking in
:mod:`blocky.games.blocky_mountains.outcome`.
"""

from __future__ import annotations

from blocky.games.blocky_mountains.catalogue import (
    PILES,
    SQUIRRELS_IN_BOX,
    START_SQUIRRELS,
    OwlValue,
    Pile,
)
from blocky.games.blocky_mountains.events import (
    CardRemoved,
    Event,
    Moved,
    OwlFlipped,
    PeakReached,
    RouteChanged,
)
from blocky.games.blocky_mountains.owls import (
    _draw_under,
    _pile_index,
    _starting_owls,
    _take_revealed,
)
from blocky.games.blocky_mountains.queries import route_change_cost
from blocky.games.blocky_mountains.state import (
    FACE_DOWN,
    Context,
    EndReason,
    OwlDisplay,
    Phase,
    State,
    evolve,
)
from blocky.games.blocky_mountains.turns import _add, _end_turn, _game_over, _set


def _new_race(ctx: Context, piles: tuple[tuple[str, ...], ...]) -> State:
    """Every marker on the campground with its starting squirrels (R1, R2), moved and
    given more by the players' handicaps (H1)."""
    cat = ctx.catalogue
    n = len(ctx.setup.players)
    display, owl_pools = _starting_owls(cat)  # R2
    # H1: a handicap's head start and extra squirrels (from the frolicking area, R10).
    hs = [ctx.setup.handicap(i) for i in range(n)]
    rm = cat.race_map
    positions = tuple(min(rm.peak, rm.campground + h.spaces) for h in hs)
    squirrels = tuple(START_SQUIRRELS + h.squirrels for h in hs)
    return State(
        ctx=ctx,
        phase=Phase.START,
        turn=0,
        positions=positions,
        squirrels=squirrels,
        frolicking=SQUIRRELS_IN_BOX - sum(squirrels),
        piles=(piles[0], piles[1], piles[2]),
        display=display,
        owl_pools=owl_pools,
        turn_start_space=positions[0] if positions else rm.campground,
    )


def _change_route(s: State, pile: Pile, ev: list[Event] | None) -> State:
    assert s.card is not None
    old = s.card
    cost = route_change_cost(s, pile)
    if ev is not None:
        ev.append(
            RouteChanged(
                s.turn,
                old,
                pile,
                cost,
                cost == 0 and s.turn_start_space in s.ctx.catalogue.race_map.compass,
            )
        )
    s = _remove_race_card(s, ev)  # R4: removed at once, display restored
    if s.phase is Phase.OVER:
        return s  # R12: that was the last card of its pile
    return evolve(
        s,
        squirrels=_add(s.squirrels, s.turn, -cost),
        frolicking=s.frolicking + cost,
        phase=Phase.REVEAL_CARD,
        pending_pile=pile,
    )


def _race_owl(s: State, ev: list[Event] | None) -> State:
    """R7: flip an owl tile under the card's pile."""
    assert s.card is not None
    i = PILES.index(s.ctx.catalogue.card(s.card).pile)
    disp = s.display[i]
    letter = not disp.letter_flipped
    neutral = disp.neutral == FACE_DOWN
    if letter and neutral:
        return evolve(s, phase=Phase.OWL_CHOICE)
    if letter:
        return _flip_letter(s, ev)
    assert neutral, "both owl tiles under the pile are already face up"
    return evolve(s, phase=Phase.REVEAL_OWL)


def _flip_letter(s: State, ev: list[Event] | None) -> State:
    i = _pile_index(s)
    value = s.ctx.catalogue.letter_tiles[PILES[i]]
    display = tuple(OwlDisplay(True, d.neutral) if j == i else d for j, d in enumerate(s.display))
    s = evolve(s, display=display)
    return _owl_move(s, "letter", value, ev)


def _reveal_owl(s: State, value: OwlValue, ev: list[Event] | None) -> State:
    i = _pile_index(s)
    pools = _take_revealed(s.owl_pools, i, value)
    display = tuple(
        OwlDisplay(d.letter_flipped, value) if j == i else d for j, d in enumerate(s.display)
    )
    s = evolve(s, display=display, owl_pools=pools)
    return _owl_move(s, "neutral", value, ev)


def _owl_move(s: State, slot: str, value: OwlValue, ev: list[Event] | None) -> State:
    mastered = bool(s.result_mastered)
    if ev is not None:
        ev.append(OwlFlipped(s.turn, slot, value, mastered))
    here = s.positions[s.turn]
    s = _race_move(s, here + value.advance if mastered else here - value.back, ev)
    s = evolve(s, card_plays=s.card_plays + 1, result_mastered=None)
    if s.card_plays >= 2:  # R7: the second player on the card has played
        s = _remove_race_card(s, ev)
        if s.phase is Phase.OVER:
            return s
    return _end_turn(s, ev)


def _race_move(s: State, target: int, ev: list[Event] | None) -> State:
    rm = s.ctx.catalogue.race_map
    here = s.positions[s.turn]
    new = max(rm.campground, min(rm.peak, target))  # R8
    if ev is not None and new != here:
        ev.append(Moved(s.turn, here, new))
    s = evolve(s, positions=_set(s.positions, s.turn, new))
    if new == rm.peak and here != rm.peak:
        if ev is not None:
            ev.append(PeakReached(s.turn))
        s = evolve(s, final_round=True)  # R11
    return s


def _remove_race_card(s: State, ev: list[Event] | None) -> State:
    """Remove the built card; restore its owl display (R4, R7); end the game if its pile is used up (R12)."""
    assert s.card is not None
    card = s.ctx.catalogue.card(s.card)
    i = PILES.index(card.pile)
    disp = s.display[i]
    pools, discard = s.owl_pools, s.discard
    neutral = disp.neutral
    if isinstance(neutral, OwlValue):
        pools, discard = _draw_under(pools, discard, i, neutral, ev)
        neutral = FACE_DOWN
    display = tuple(OwlDisplay(False, neutral) if j == i else d for j, d in enumerate(s.display))
    if ev is not None:
        ev.append(CardRemoved(card.id))
    s = evolve(
        s,
        card=None,
        card_plays=0,
        removed=s.removed + (card.id,),
        display=display,
        owl_pools=pools,
        discard=discard,
    )
    if not s.pile_left(card.pile):
        return _game_over(s, EndReason.PILE_USED_UP, ev)
    return s
