"""Questions about a state the other rule modules (and the views' words) ask: which
shortcut is open now, what a route change costs, whether the team stands on a fox, why
a failed attempt cannot be tried again."""

from __future__ import annotations

from blocky.games.blocky_mountains.catalogue import Shortcut
from blocky.games.blocky_mountains.state import Mode, Phase, State, Variant


def _available_shortcut(s: State) -> Shortcut | None:
    """The shortcut the player may take now (R9, T7), if any."""
    if s.phase is not Phase.START or s.shortcut_used:
        return None
    mode = s.ctx.setup.mode
    if mode is Mode.RACE:
        sc = s.ctx.catalogue.race_map.shortcut_from(s.positions[s.turn])
    elif mode is Mode.TEAM:
        major = s.ctx.catalogue.team_map.major_shortcut
        sc = major if s.positions[0] == major.start else None
    else:
        return None
    if sc is None or s.squirrels[s.squirrel_holder] < sc.cost:
        return None
    return sc


def route_change_cost(s: State, pile: str) -> int:
    """Squirrels the current player pays to change to ``pile`` (R4): free from a compass space."""
    rm = s.ctx.catalogue.race_map
    if s.turn_start_space in rm.compass:
        return 0
    return rm.route_change_cost[pile]


def _on_fox(s: State) -> bool:
    """T6: the team's marker stands on a fox space."""
    return s.ctx.setup.mode is Mode.TEAM and s.positions[0] in s.ctx.catalogue.team_map.fox


def _no_retry_reason(s: State) -> str:
    """Why a failed attempt cannot be tried again ('' if it can): R5, R6, T6."""
    if s.variant is Variant.DIFFICULT:
        return "difficult"
    if s.no_retry:
        return "fox"
    if s.squirrels[s.squirrel_holder] < 1:
        return "no_squirrels"
    return ""
