"""Questions about a state the other rule modules (and the views' words) ask: which
shortcut is open now, what a route change costs, whether the team stands on a fox, why
a failed attempt cannot be tried again."""

from __future__ import annotations

from typing import NamedTuple

from blocky.games.blocky_mountains.catalogue import Pile, Shortcut
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


def on_fox_space(s: State) -> bool:
    """T6: the team's marker stands on a fox space."""
    return s.ctx.setup.mode is Mode.TEAM and s.positions[0] in s.ctx.catalogue.team_map.fox


def first_attempt_only(s: State) -> bool:
    """T6: the attempt about to be made allows no retry because it starts on a fox
    space: the route must be mastered on the first attempt."""
    if s.phase is not Phase.PREPARE:
        return False
    # Judged when the first attempt starts (see attempts._report).
    return on_fox_space(s) if s.attempt == 0 else s.no_retry


class TeamGoal(NamedTuple):
    """Where the team's section ends (T3): an intermediate destination, or the peak C."""

    #: The space the marker must reach while playing the section's pile.
    space: int
    #: True when that space is the peak C (the last section).
    peak: bool


def team_goal(s: State) -> TeamGoal:
    """The end of the section the team climbs now."""
    tm = s.ctx.catalogue.team_map
    goal = tm.section_goal(s.team_section)
    return TeamGoal(goal, goal >= tm.peak)


def active_pile(s: State) -> Pile | None:
    """The pile the cards come from now, if any: the team's section (T2), the solo
    training's pile (S2), in a race the pile of the card tried or of the card to come."""
    mode = s.ctx.setup.mode
    if mode is Mode.TEAM:
        return None if s.phase is Phase.OVER else s.team_section
    if mode is Mode.SOLO:
        return s.solo_pile
    card = s.current_card
    if card is not None:
        return card.pile
    return s.pending_pile


def _no_retry_reason(s: State) -> str:
    """Why a failed attempt cannot be tried again ('' if it can): R5, R6, T6."""
    if s.variant is Variant.DIFFICULT:
        return "difficult"
    if s.no_retry:
        return "fox"
    if s.squirrels[s.squirrel_holder] < 1:
        return "no_squirrels"
    return ""
