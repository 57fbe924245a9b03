"""The actions allowed now, decisions and chance outcomes alike (with their weights).

The rules (game.py) refuse what is not listed here, and the explanations (explain.py)
say why a choice a player may expect is not: both read it, and it reads neither.
"""

from __future__ import annotations

from functools import lru_cache

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    Partner,
    PlayOn,
    Report,
    Retry,
    RevealCard,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.owls import _owl_options, _revealed_pool
from blocky.games.blocky_mountains.queries import (
    _available_shortcut,
    on_fox_space,
    route_change_cost,
)
from blocky.games.blocky_mountains.state import (
    Mode,
    Phase,
    State,
)


def chance_options(state: State) -> list[tuple[Action, int]]:
    """The chance actions possible now, each with its weight (how many physical
    cards or tiles would give it)."""
    if state.phase is Phase.REVEAL_CARD:
        assert state.pending_pile is not None
        if state.ctx.setup.plan:  # S5: the plan's next card, whoever draws
            return [(RevealCard(c), 1) for c in (state.plan_next,) if c is not None]
        return list(_card_options(state.pile_left(state.pending_pile)))
    if state.phase is Phase.REVEAL_OWL:
        return list(_owl_options(_revealed_pool(state).tiles))
    return []


@lru_cache(maxsize=512)
def _card_options(pile: tuple[str, ...]) -> tuple[tuple[Action, int], ...]:
    return tuple((RevealCard(c), 1) for c in pile)


def _difficult_forced(s: State) -> bool:
    """H1: the player whose turn it is builds the difficult route whenever offered."""
    return s.ctx.setup.mode is Mode.RACE and s.ctx.setup.handicap(s.turn).difficult


def legal_actions(state: State) -> list[Action]:
    """Every action allowed now, decisions and chance outcomes alike."""
    s = state
    ph = s.phase
    if ph is Phase.OVER:
        return []
    if ph is Phase.REVEAL_CARD or ph is Phase.REVEAL_OWL:
        return [a for a, _ in chance_options(s)]
    mode = s.ctx.setup.mode
    acts: list[Action] = []
    if ph is Phase.START:
        if _available_shortcut(s) is not None:
            acts.append(TakeShortcut())
        if mode is Mode.TEAM:
            acts.append(PlayOn())
        elif s.card is None:
            acts.extend(ChoosePile(p) for p in PILES if s.pile_left(p))
        else:
            acts.append(TakeRoute())
            have = s.squirrels[s.turn]
            for p in PILES:
                if s.pile_left(p) and route_change_cost(s, p) <= have:
                    acts.append(ChangeRoute(p))
        return acts
    if ph is Phase.PREPARE:
        card = s.ctx.catalogue.card(s.card) if s.card else None
        assert card is not None
        if card.extra_task is not None and s.variant is None:
            if not _difficult_forced(s):
                acts.append(ChooseVariant(False))
            acts.append(ChooseVariant(True))
        else:
            acts.extend((Report(True), Report(False)))
        if mode is Mode.TEAM and s.attempt == 0:
            if on_fox_space(s) and s.squirrels[0] >= 1:
                acts.append(Fox())
            if card.rods == 2 and s.partner is None:
                acts.extend(Partner(i) for i in range(len(s.ctx.setup.players)) if i != s.turn)
        return acts
    if ph is Phase.RETRY:
        return [Retry(), AcceptFailure()]
    if ph is Phase.OWL_CHOICE:
        return [FlipOwl("letter"), FlipOwl("neutral")]
    raise AssertionError(f"unknown phase {ph}")  # pragma: no cover
