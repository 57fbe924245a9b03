"""The rules of Blocky Mountains: one narrow API for the race game, the team
variant and solo training.

>>> from blocky.games.blocky_mountains.state import Setup
>>> s = new_game(Setup.solo("Mia", course="A"))
>>> current_actor(s) == CHANCE          # the top card of pile A turns up first
True
>>> s = apply(s, RevealCard("treetop"))
>>> [a.kind for a in legal_actions(s)]  # Treetop has an extra task
['choose_variant', 'choose_variant']
>>> s = apply(apply(s, ChooseVariant(False)), Report(True))
>>> s.mastered, s.squirrels
(('treetop',), (3,))

This module is the door to the rules: it decides which actions are legal and hands
each one to the module of its concern. The rules themselves live in modules named
after what they decide:

- :mod:`blocky.games.blocky_mountains.race` (route building and changes, owl tiles moving a marker, the peak),
- :mod:`blocky.games.blocky_mountains.team` (the shared marker, intermediate destinations, the fox),
- :mod:`blocky.games.blocky_mountains.solo` (solo training),
- :mod:`blocky.games.blocky_mountains.attempts` (a card turning up, attempts, retries, resolving the card),
- :mod:`blocky.games.blocky_mountains.owls` (where the owl tiles lie, drawing and reshuffling),
- :mod:`blocky.games.blocky_mountains.shortcuts` (taking a shortcut),
- :mod:`blocky.games.blocky_mountains.turns` (who acts, turn order, squirrels from the box, game over),
- :mod:`blocky.games.blocky_mountains.queries` (open shortcut, route change cost, fox, why no retry),
- :mod:`blocky.games.blocky_mountains.outcome` (Standing, Outcome, pile_progress, race_standings,
  last_card_warning: T9 on the team's last card),
- :mod:`blocky.games.blocky_mountains.explain` (explain_illegal: why an action is refused;
  expected_but_refused: the choices a player may expect that are refused now).

Rule numbers in comments (R1-R13, T1-T10, S1-S5) are explained in docs/rulings.md.
"""

from __future__ import annotations

from blocky.core.chance import draw
from blocky.core.game import IllegalAction
from blocky.core.untrusted import show
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
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.attempts import _accept_failure, _report, _retry, _reveal_card
from blocky.games.blocky_mountains.catalogue import PILES, Catalogue, OwlValue, default_catalogue
from blocky.games.blocky_mountains.events import (
    Event,
    PartnerChosen,
    PileChosen,
    RouteTaken,
    VariantChosen,
)
from blocky.games.blocky_mountains.explain import (
    _refused_owl,
    _refused_retry,
    _refused_shortcut,
    expected_but_refused,
    explain_illegal,
)
from blocky.games.blocky_mountains.legal import _difficult_forced, chance_options, legal_actions
from blocky.games.blocky_mountains.outcome import (
    LastCard,
    LastCardWarning,
    Outcome,
    PileProgress,
    Standing,
    last_card_warning,
    outcome,
    pile_progress,
    race_standings,
)
from blocky.games.blocky_mountains.owls import _revealed_pool
from blocky.games.blocky_mountains.queries import (
    TeamGoal,
    _available_shortcut,
    active_pile,
    first_attempt_only,
    on_fox_space,
    route_change_cost,
    team_goal,
)
from blocky.games.blocky_mountains.race import _change_route, _flip_letter, _new_race, _reveal_owl
from blocky.games.blocky_mountains.shortcuts import _take_shortcut
from blocky.games.blocky_mountains.solo import _new_solo
from blocky.games.blocky_mountains.state import (
    CHANCE,
    Context,
    Mode,
    Phase,
    Setup,
    SetupError,
    State,
    Variant,
    evolve,
)
from blocky.games.blocky_mountains.team import _fox, _new_team
from blocky.games.blocky_mountains.turns import current_actor, is_over

__all__ = [
    "CHANCE",
    "IllegalAction",
    "LastCard",
    "LastCardWarning",
    "Outcome",
    "PileProgress",
    "Standing",
    "TeamGoal",
    "_refused_owl",
    "_refused_retry",
    "_refused_shortcut",
    "active_pile",
    "apply",
    "apply_logged",
    "chance_action",
    "chance_options",
    "current_actor",
    "expected_but_refused",
    "explain_illegal",
    "first_attempt_only",
    "is_over",
    "last_card_warning",
    "legal_actions",
    "new_game",
    "on_fox_space",
    "outcome",
    "pile_progress",
    "race_standings",
    "route_change_cost",
    "team_goal",
]


def new_game(setup: Setup, catalogue: Catalogue | None = None) -> State:
    """The state before the first action. Raises SetupError for an unplayable set-up."""
    setup.validate()
    cat = catalogue if catalogue is not None else default_catalogue()
    for card in setup.plan:
        if not cat.has_card(card):
            raise SetupError(
                f"the practice plan lists {show(card)}, which is no route card",
                kind="plan_card",
                card=card,
            )
    ctx = Context(setup, cat)
    piles = tuple(tuple(c.id for c in cat.pile_cards(p)) for p in PILES)
    assert len(piles) == 3
    if setup.mode is Mode.RACE:
        return _new_race(ctx, piles)
    if setup.mode is Mode.TEAM:
        return _new_team(ctx, piles)
    return _new_solo(ctx, piles)  # S1, S2


# ------------------------------------------------------------------------------ apply


def apply(state: State, action: Action) -> State:
    """The state after ``action``. Raises :class:`IllegalAction` (nothing changes)."""
    return _apply(state, action, None)


def apply_logged(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Like :func:`apply`, also returning what happened, for the log and statistics."""
    events: list[Event] = []
    new = _apply(state, action, events)
    return new, tuple(events)


def _is_legal(s: State, action: Action) -> bool:
    # Chance outcomes are checked directly: same answer as legal_actions, without
    # building the list of every card left in the pile.
    t = type(action)
    if t is RevealCard:
        assert isinstance(action, RevealCard)
        return (
            s.phase is Phase.REVEAL_CARD
            and s.pending_pile is not None
            and action.card in s.pile_left(s.pending_pile)
            and (not s.ctx.setup.plan or action.card == s.plan_next)
        )
    if t is RevealOwl:
        assert isinstance(action, RevealOwl)
        return (
            s.phase is Phase.REVEAL_OWL
            and OwlValue(action.advance, action.back) in _revealed_pool(s).tiles
        )
    return _decision_is_legal(s, action)


def _decision_is_legal(s: State, action: Action) -> bool:
    """Whether a player's decision is among :func:`legal_actions`, decided without
    building that list: the same conditions, phase by phase, for the one action asked
    about (tests/games/blocky_mountains/test_properties.py compares the two answers on
    every state of many games, for every kind of action)."""
    ph = s.phase
    t = type(action)
    mode = s.ctx.setup.mode
    if ph is Phase.START:
        if t is TakeShortcut:
            return _available_shortcut(s) is not None
        if mode is Mode.TEAM:
            return t is PlayOn
        if t is ChoosePile:
            assert isinstance(action, ChoosePile)
            return s.card is None and action.pile in PILES and bool(s.pile_left(action.pile))
        if s.card is None:
            return False
        if t is TakeRoute:
            return True
        if t is ChangeRoute:
            assert isinstance(action, ChangeRoute)
            return (
                action.pile in PILES
                and bool(s.pile_left(action.pile))
                and route_change_cost(s, action.pile) <= s.squirrels[s.turn]
            )
        return False
    if ph is Phase.PREPARE:
        card = s.ctx.catalogue.card(s.card) if s.card else None
        assert card is not None
        choosing = card.extra_task is not None and s.variant is None
        if t is ChooseVariant:
            assert isinstance(action, ChooseVariant)
            if action.difficult is False:
                return choosing and not _difficult_forced(s)
            return choosing and action.difficult is True
        if t is Report:
            assert isinstance(action, Report)
            return not choosing and action.mastered in (True, False)
        if mode is not Mode.TEAM or s.attempt != 0:
            return False
        if t is Fox:
            return on_fox_space(s) and s.squirrels[0] >= 1
        if t is Partner:
            assert isinstance(action, Partner)
            return (
                card.rods == 2
                and s.partner is None
                and action.seat != s.turn
                and action.seat in range(len(s.ctx.setup.players))
            )
        return False
    if ph is Phase.RETRY:
        return t is Retry or t is AcceptFailure
    if ph is Phase.OWL_CHOICE and t is FlipOwl:
        assert isinstance(action, FlipOwl)
        return action.slot in ("letter", "neutral")
    return False


def _apply(s: State, action: Action, ev: list[Event] | None) -> State:
    if not _is_legal(s, action):
        raise IllegalAction(explain_illegal(s, action))
    if s.forced_failure:
        s = evolve(s, forced_failure="")
    return _dispatch(s, action, ev)


def _dispatch(s: State, action: Action, ev: list[Event] | None) -> State:
    t = type(action)
    if t is RevealCard:
        assert isinstance(action, RevealCard)
        return _reveal_card(s, action.card, ev)
    if t is RevealOwl:
        assert isinstance(action, RevealOwl)
        return _reveal_owl(s, OwlValue(action.advance, action.back), ev)
    if t is TakeShortcut:
        return _take_shortcut(s, ev)
    if t is PlayOn:
        assert s.pending_pile is None
        return evolve(s, phase=Phase.REVEAL_CARD, pending_pile=s.team_section)
    if t is ChoosePile:
        assert isinstance(action, ChoosePile)
        if ev is not None:
            ev.append(PileChosen(s.turn, action.pile))
        return evolve(s, phase=Phase.REVEAL_CARD, pending_pile=action.pile)
    if t is TakeRoute:
        assert s.card is not None
        if ev is not None:
            ev.append(RouteTaken(s.turn, s.card))
        return evolve(s, phase=Phase.PREPARE)
    if t is ChangeRoute:
        assert isinstance(action, ChangeRoute)
        return _change_route(s, action.pile, ev)
    if t is ChooseVariant:
        assert isinstance(action, ChooseVariant) and s.card is not None
        if ev is not None:
            ev.append(VariantChosen(s.turn, s.card, action.difficult))
        return evolve(s, variant=Variant.DIFFICULT if action.difficult else Variant.NORMAL)
    if t is Fox:
        return _fox(s, ev)
    if t is Partner:
        assert isinstance(action, Partner)
        if ev is not None:
            ev.append(PartnerChosen(s.turn, action.seat))
        return evolve(s, partner=action.seat)
    if t is Report:
        assert isinstance(action, Report)
        return _report(s, action.mastered, ev)
    if t is Retry:
        return _retry(s, ev)
    if t is AcceptFailure:
        return _accept_failure(s, ev)
    if t is FlipOwl:
        assert isinstance(action, FlipOwl)
        if action.slot == "letter":
            return _flip_letter(s, ev)
        return evolve(s, phase=Phase.REVEAL_OWL)
    raise AssertionError(f"unhandled action {action!r}")  # pragma: no cover


# ----------------------------------------------------------------------------- chance


def chance_action(state: State, seed: int, index: int) -> Action:
    """App-draws mode: the chance outcome at position ``index`` of the record.

    It depends only on the seed, the index and what can still be there, so a
    record replays to the same game and redo brings back the same outcome.
    """
    return draw(chance_options(state), seed, index)
