"""A state as English text and as JSON, for ``blocky-mountains replay`` and the golden files.

>>> from blocky.games.montgolfiere.rules import new_game
>>> from blocky.games.montgolfiere.setup import Setup
>>> print(state_summary(new_game(Setup.of(["Ana", "Ben"]))))
game 1 round 1/24 | cards | Ana@5[0] Ben@5[0] | to enter Ana, Ben
"""

from __future__ import annotations

from typing import Any

from blocky.games.montgolfiere.actions import (
    Action,
    BaronCard,
    FollowHook,
    NextGame,
    PeekBaron,
    PlayCard,
    Resolve,
)
from blocky.games.montgolfiere.match import totals
from blocky.games.montgolfiere.outcome import outcome
from blocky.games.montgolfiere.queries import current_round, squadrons, table_view
from blocky.games.montgolfiere.rules import actor
from blocky.games.montgolfiere.state import Phase, State
from blocky.games.montgolfiere.words import card_text, event_text

_PHASE_TEXT = {
    Phase.CARDS: "the players enter their cards",
    Phase.HOOK: "a hook's player chooses whom to follow",
    Phase.BETWEEN_GAMES: "the next game of the match is to start",
    Phase.OVER: "over",
}


def describe_action(state: State, action: Action) -> str:
    """An action in English, as the log shows it (``state`` is the state before it)."""
    names = state.setup.names
    if isinstance(action, PlayCard):
        return f"{names[action.seat]} plays {card_text(action.card)}"
    if isinstance(action, BaronCard):
        return f"the Black Baron's card turns up: {card_text(action.card)}"
    if isinstance(action, PeekBaron):
        return "peek at the Black Baron's next card"
    if isinstance(action, Resolve):
        return "resolve the round"
    if isinstance(action, FollowHook):
        return f"{names[action.seat]}'s hook follows {names[action.follow]}"
    if isinstance(action, NextGame):
        return "start the next game"
    return repr(action)


def _used_text(cards: Any) -> str:
    return ", ".join(card_text(c) for c in cards) if cards else "none"


def state_text(state: State) -> str:
    """The state as readable text: balloons, round, cards used, the Baron's pile, the
    match scores and the result."""
    setup = state.setup
    view = table_view(state)
    names = setup.names
    draws = (
        f"app draws, shuffle number {setup.seed}" if setup.draws.value == "app" else "table draws"
    )
    baron = ", with the Black Baron" if setup.baron_seat is not None else ""
    lines = [
        f"Montgolfière, {view.moon}-space board (start {view.start}, the Moon {view.moon}), "
        f"{len(setup.balloons)} balloons{baron}, {draws}"
    ]
    if setup.target is not None:
        lines.append(f"Match to {setup.target} points: game {view.game}")
    lines.append(f"Round {view.round} of {view.max_rounds}: {_PHASE_TEXT[state.phase]}")
    lines.append("Balloons:")
    for b in view.balloons:
        where = "the Moon" if b.on_moon else f"space {b.space}"
        entered = "; card entered" if b.entered else ""
        lines.append(
            f"  {b.colour:<6} {b.name}: {where}; {len(b.used)} cards used: "
            f"{_used_text(b.used)}{entered}"
        )
    groups = squadrons(state)
    if groups:
        lines.append(
            "Squadrons: "
            + "; ".join(f"space {q.space}: {', '.join(names[s] for s in q.seats)}" for q in groups)
        )
    if view.baron_pile is not None:
        lines.append(f"Black Baron's pile: {view.baron_pile} cards")
    if state.question is not None:
        q = state.question
        options = ", ".join(
            f"{'/'.join(names[s] for s in o.seats)} ({o.delta:+d} to {o.to})" for o in q.options
        )
        lines.append(f"{names[q.seat]}'s hook on space {q.space} chooses: {options}")
    if setup.target is not None and state.results:
        lines.append("Match scores:")
        for r in state.results:
            lines.append(
                f"  game {r.game}: " + ", ".join(f"{names[s]} {p}" for s, p in enumerate(r.points))
            )
        lines.append(
            "  total: " + ", ".join(f"{names[s]} {p}" for s, p in enumerate(totals(state)))
        )
    if state.round_log:
        lines.append("Last round:")
        match = state.setup.target is not None
        lines.extend(f"  {event_text(e, names, match=match)}" for e in state.round_log)
    result = outcome(state)
    if result is not None:
        winners = ", ".join(names[s] for s in sorted(result.winners))
        lines.append(f"Result ({result.termination.value}): {winners} won.")
        values = totals(state) if setup.target is not None else state.positions
        place = 1
        for group in result.ranking:
            for s in sorted(group):
                lines.append(f"  {place}. {names[s]}: {values[s]}")
            place += len(group)
    return "\n".join(lines)


def state_summary(state: State) -> str:
    """One line per state, for the golden files."""
    names = state.setup.names
    balloons = " ".join(
        f"{names[s]}@{p}[{len(state.used[s])}]" for s, p in enumerate(state.positions)
    )
    parts = [
        f"game {state.game + 1} round {current_round(state)}/24",
        state.phase.value,
        balloons,
    ]
    who = actor(state)
    if state.phase is Phase.CARDS and who is not None and who.seats and not who.is_chance:
        waiting = [s for s in sorted(who.seats) if state.entered[s] is None]
        if waiting:
            parts.append("to enter " + ", ".join(names[s] for s in waiting))
    if state.results and state.setup.target is not None:
        parts.append("totals " + " ".join(str(t) for t in totals(state)))
    return " | ".join(parts)


def state_to_json(state: State) -> dict[str, Any]:
    """The state as JSON for ``replay --json``."""
    setup = state.setup
    view = table_view(state)
    result = outcome(state)
    out: dict[str, Any] = {
        "game_id": "montgolfiere",
        "edition": setup.edition,
        "moon": view.moon,
        "start": view.start,
        "draws": setup.draws.value,
        "seed": setup.seed,
        "phase": state.phase.value,
        "game": view.game,
        "round": view.round,
        "max_rounds": view.max_rounds,
        "balloons": [
            {
                "seat": b.seat,
                "name": b.name,
                "colour": b.colour,
                "baron": b.baron,
                "space": b.space,
                "on_moon": b.on_moon,
                "used": [c.code for c in b.used],
                "entered": b.entered,
                "cards_left": b.cards_left,
            }
            for b in view.balloons
        ],
        "squadrons": [{"space": q.space, "seats": list(q.seats)} for q in view.squadrons],
        "baron_pile": view.baron_pile,
        "to_enter": list(view.waiting),
        "question": None
        if state.question is None
        else {
            "seat": state.question.seat,
            "space": state.question.space,
            "options": [
                {"follow": o.follow, "seats": list(o.seats), "delta": o.delta, "to": o.to}
                for o in state.question.options
            ],
        },
        "match": None
        if setup.target is None
        else {
            "target": setup.target,
            "games": [list(r.points) for r in state.results],
            "totals": list(totals(state)),
        },
        "last_round": [
            event_text(e, setup.names, match=setup.target is not None) for e in state.round_log
        ],
        "result": None
        if result is None
        else {
            "reason": result.termination.value,
            "winners": sorted(result.winners),
            "ranking": [sorted(g) for g in result.ranking],
        },
    }
    return out
