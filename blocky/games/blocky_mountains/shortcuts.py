"""Shortcuts (R9, T7): taking one. Which shortcut is open now is
:func:`blocky.games.blocky_mountains.queries._available_shortcut`; why one is refused,
:func:`blocky.games.blocky_mountains.explain._refused_shortcut`."""

from __future__ import annotations

from blocky.games.blocky_mountains.events import Event, ShortcutTaken
from blocky.games.blocky_mountains.queries import _available_shortcut
from blocky.games.blocky_mountains.race import _race_move
from blocky.games.blocky_mountains.state import Mode, Phase, State, evolve
from blocky.games.blocky_mountains.team import _team_move
from blocky.games.blocky_mountains.turns import _add, _end_turn


def _take_shortcut(s: State, ev: list[Event] | None) -> State:
    sc = _available_shortcut(s)
    assert sc is not None
    holder = s.squirrel_holder
    start = s.positions[holder]
    s = evolve(
        s,
        squirrels=_add(s.squirrels, holder, -sc.cost),
        frolicking=s.frolicking + sc.cost,
        shortcut_used=True,
    )
    if ev is not None:
        ev.append(ShortcutTaken(s.turn, start, sc.end, sc.cost))
    if s.ctx.setup.mode is Mode.TEAM:
        s = _team_move(s, sc.end, ev)
        if s.phase is Phase.OVER:
            return s
        return evolve(s, phase=Phase.REVEAL_CARD, pending_pile=s.team_section)
    s = _race_move(s, sc.end, ev)
    if s.positions[s.turn] >= s.ctx.catalogue.race_map.peak:
        return _end_turn(s, ev)  # R9: reaching the peak by a shortcut ends the turn
    return s
