"""Turns: who acts, squirrels paid from the box, the next turn, the end of the game.

R1 (turn order), R10 (the box runs out), R11 (the final round), T3 and T7 (a team turn).
"""

from __future__ import annotations

from blocky.games.blocky_mountains.events import Event, GameEnded, SquirrelsWon, TurnStarted
from blocky.games.blocky_mountains.queries import _available_shortcut
from blocky.games.blocky_mountains.state import CHANCE, EndReason, Mode, Phase, State, evolve


def current_actor(state: State) -> int | None:
    """The player (index) who must act, :data:`CHANCE`, or None when the game is over."""
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.REVEAL_CARD or state.phase is Phase.REVEAL_OWL:
        return CHANCE
    return state.turn


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def _add(values: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    out = list(values)
    out[index] += delta
    return tuple(out)


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    out = list(values)
    out[index] = value
    return tuple(out)


def _reward(s: State, holder: int, due: int, reason: str, ev: list[Event] | None) -> State:
    got = min(due, s.frolicking)  # R10
    if ev is not None:
        ev.append(SquirrelsWon(s.turn, got, reason, due))
    return evolve(s, squirrels=_add(s.squirrels, holder, got), frolicking=s.frolicking - got)


def _team_turn_phase(s: State) -> State:
    """A team turn begins with the major shortcut decision if it is possible (T7), else the card."""
    s = evolve(s, phase=Phase.START, pending_pile=None)
    if _available_shortcut(s) is not None:
        return s
    return evolve(s, phase=Phase.REVEAL_CARD, pending_pile=s.team_section)


def _new_turn(s: State, player: int, ev: list[Event] | None) -> State:
    if ev is not None:
        ev.append(TurnStarted(player))
    here = (
        s.positions[player]
        if s.ctx.setup.mode is Mode.RACE
        else (s.positions[0] if s.positions else 0)
    )
    return evolve(
        s,
        turn=player,
        turn_start_space=here,
        shortcut_used=False,
        variant=None,
        attempt=0,
        no_retry=False,
        partner=None,
        result_mastered=None,
        turns=s.turns + 1,
    )


def players_after_peak(s: State, player: int) -> int:
    """How many racers still play when ``player`` reaches the peak: everyone after them
    in turn order, once (R11); none when they are the last of the round."""
    return len(s.ctx.setup.players) - 1 - player


def _end_turn(s: State, ev: list[Event] | None) -> State:
    n = len(s.ctx.setup.players)
    nxt = (s.turn + 1) % n
    mode = s.ctx.setup.mode
    if mode is Mode.RACE:
        if s.final_round and nxt == 0:  # R11: the round is complete
            return _game_over(s, EndReason.PEAK, ev)
        return _new_turn(evolve(s, phase=Phase.START, pending_pile=None), nxt, ev)
    return _team_turn_phase(_new_turn(s, nxt, ev))


def _game_over(s: State, reason: EndReason, ev: list[Event] | None) -> State:
    if ev is not None:
        ev.append(GameEnded(reason))
    return evolve(s, phase=Phase.OVER, end_reason=reason, pending_pile=None)
