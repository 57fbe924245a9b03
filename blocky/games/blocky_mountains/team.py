"""The team variant (T1-T10): the shared marker, its intermediate destinations, the fox.

Shared with the other modes: attempts in :mod:`blocky.games.blocky_mountains.attempts`, the major
shortcut in :mod:`blocky.games.blocky_mountains.shortcuts`, turns in :mod:`blocky.games.blocky_mountains.turns`.
"""

from __future__ import annotations

from blocky.games.blocky_mountains.catalogue import SQUIRRELS_IN_BOX
from blocky.games.blocky_mountains.events import DestinationReached, Event, FoxUsed, Moved
from blocky.games.blocky_mountains.state import Context, EndReason, Phase, State, evolve
from blocky.games.blocky_mountains.turns import _end_turn, _game_over, _reward, _team_turn_phase


def _new_team(ctx: Context, piles: tuple[tuple[str, ...], ...]) -> State:
    """The team's state before the first action (T1, T2)."""
    setup = ctx.setup
    tm = ctx.catalogue.team_map
    pool = len(setup.players) if setup.level == "beginner" else 0  # T1
    start = tm.start_space(setup.start)  # T2
    reached = tuple(d.pile for d in tm.destinations if d.space <= start)
    s = State(
        ctx=ctx,
        phase=Phase.START,
        turn=0,
        positions=(start,),
        squirrels=(pool,),
        frolicking=SQUIRRELS_IN_BOX - pool,
        piles=(piles[0], piles[1], piles[2]),
        reached=reached,
        turn_start_space=start,
    )
    return _team_turn_phase(s)


def _team_move(s: State, target: int, ev: list[Event] | None) -> State:
    tm = s.ctx.catalogue.team_map
    here = s.positions[0]
    new = min(target, tm.peak)
    if ev is not None and new != here:
        ev.append(Moved(s.turn, here, new))
    s = evolve(s, positions=(new,))
    for dest in tm.destinations:  # T5
        if new >= dest.space and dest.pile not in s.reached:
            s = evolve(s, reached=s.reached + (dest.pile,))
            if ev is not None:
                ev.append(DestinationReached(dest.pile))
            s = _reward(s, 0, dest.squirrels, "destination", ev)
    if new >= tm.peak:  # T10
        if ev is not None:
            ev.append(DestinationReached("C"))
        return _game_over(s, EndReason.TEAM_WON, ev)
    return s


def _fox(s: State, ev: list[Event] | None) -> State:
    start = s.positions[0]
    s = evolve(s, squirrels=(s.squirrels[0] - 1,), frolicking=s.frolicking + 1)
    if ev is not None:
        ev.append(FoxUsed(s.turn, start, start + 1))
    return _team_move(s, start + 1, ev)  # T6


def _team_card_done(s: State, mastered: bool, ev: list[Event] | None) -> State:
    """The team's card is filed: a mastered card moves the marker (T4); the section's
    pile used up loses the game (T9); otherwise the next seat plays."""
    if mastered:  # T4
        s = _team_move(s, s.positions[0] + 1, ev)
        if s.phase is Phase.OVER:
            return s
    if not s.pile_left(s.team_section):  # T9
        return _game_over(s, EndReason.TEAM_LOST, ev)
    return _end_turn(s, ev)
