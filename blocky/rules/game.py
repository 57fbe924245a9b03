"""The rules of Blocky Mountains: one narrow API for the race game, the team
variant and solo training.

>>> from blocky.rules.state import Setup
>>> s = new_game(Setup.solo("Mia", course="A"))
>>> current_actor(s) == CHANCE          # the top card of pile A turns up first
True
>>> s = apply(s, RevealCard("treetop"))
>>> [a.kind for a in legal_actions(s)]  # Treetop has an extra task
['choose_variant', 'choose_variant']
>>> s = apply(apply(s, ChooseVariant(False)), Report(True))
>>> s.mastered, s.squirrels
(('treetop',), (3,))

Rule numbers in comments (R1-R13, T1-T10, S1-S4) are explained in docs/rulings.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from blocky.core.chance import draw
from blocky.core.game import IllegalAction
from blocky.rules.actions import (
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
from blocky.rules.catalogue import (
    PILES,
    SQUIRRELS_IN_BOX,
    START_SQUIRRELS,
    Catalogue,
    OwlValue,
    Pile,
    RouteCard,
    Shortcut,
    default_catalogue,
)
from blocky.rules.events import (
    AttemptReported,
    CardRemoved,
    CardRevealed,
    DestinationReached,
    Event,
    FailureAccepted,
    FoxUsed,
    GameEnded,
    Moved,
    OwlFlipped,
    OwlReshuffled,
    PartnerChosen,
    PeakReached,
    PileChosen,
    RetryPaid,
    RouteChanged,
    RouteTaken,
    ShortcutTaken,
    SquirrelsWon,
    TurnStarted,
    VariantChosen,
)
from blocky.rules.state import (
    CHANCE,
    FACE_DOWN,
    Context,
    EndReason,
    Mode,
    OwlDisplay,
    OwlPool,
    Phase,
    Setup,
    State,
    Variant,
    evolve,
)

__all__ = [
    "CHANCE",
    "IllegalAction",
    "Outcome",
    "Standing",
    "apply",
    "apply_logged",
    "chance_action",
    "chance_options",
    "current_actor",
    "is_over",
    "legal_actions",
    "new_game",
    "outcome",
]


# ----------------------------------------------------------------------------- set-up


def new_game(setup: Setup, catalogue: Catalogue | None = None) -> State:
    """The state before the first action. Raises SetupError for an unplayable set-up."""
    setup.validate()
    cat = catalogue if catalogue is not None else default_catalogue()
    ctx = Context(setup, cat)
    piles = tuple(tuple(c.id for c in cat.pile_cards(p)) for p in PILES)
    assert len(piles) == 3
    n = len(setup.players)
    if setup.mode is Mode.RACE:
        return State(
            ctx=ctx,
            phase=Phase.START,
            turn=0,
            positions=(cat.race_map.campground,) * n,
            squirrels=(START_SQUIRRELS,) * n,
            frolicking=SQUIRRELS_IN_BOX - START_SQUIRRELS * n,
            piles=(piles[0], piles[1], piles[2]),
            display=(OwlDisplay(), OwlDisplay(), OwlDisplay()),  # R2
            owl_pools=(  # R2: one neutral tile under each pile, the rest in the draw pile
                OwlPool(
                    tuple(sorted(cat.neutral_tiles, key=_owl_key)),
                    tuple(range(len(PILES))),
                    len(cat.neutral_tiles) - len(PILES),
                ),
            ),
            turn_start_space=cat.race_map.campground,
        )
    if setup.mode is Mode.TEAM:
        tm = cat.team_map
        pool = n if setup.level == "beginner" else 0  # T1
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
    # Solo (S1, S2)
    return State(
        ctx=ctx,
        phase=Phase.REVEAL_CARD,
        turn=0,
        positions=(),
        squirrels=(START_SQUIRRELS,),
        frolicking=SQUIRRELS_IN_BOX - START_SQUIRRELS,
        piles=(piles[0], piles[1], piles[2]),
        pending_pile=setup.course_piles[0],
    )


def _owl_key(v: OwlValue) -> tuple[int, int]:
    return (v.advance, v.back)


# ------------------------------------------------------------------------- who acts


def current_actor(state: State) -> int | None:
    """The player (index) who must act, :data:`CHANCE`, or None when the game is over."""
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.REVEAL_CARD or state.phase is Phase.REVEAL_OWL:
        return CHANCE
    return state.turn


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


# ---------------------------------------------------------------------- legal actions


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
    return s.ctx.setup.mode is Mode.TEAM and s.positions[0] in s.ctx.catalogue.team_map.fox


def chance_options(state: State) -> list[tuple[Action, int]]:
    """The chance actions possible now, each with its weight (how many physical
    cards or tiles would give it)."""
    if state.phase is Phase.REVEAL_CARD:
        assert state.pending_pile is not None
        return list(_card_options(state.pile_left(state.pending_pile)))
    if state.phase is Phase.REVEAL_OWL:
        return list(_owl_options(_revealed_pool(state).tiles))
    return []


def _revealed_pool(s: State) -> OwlPool:
    """The pool of the face-down neutral tile being turned over now (R7; "Chance" in docs/rulings.md)."""
    pool = s.owl_pool(_pile_index(s))
    assert pool is not None, "the neutral tile being turned over is not face down"
    return pool


@lru_cache(maxsize=512)
def _card_options(pile: tuple[str, ...]) -> tuple[tuple[Action, int], ...]:
    return tuple((RevealCard(c), 1) for c in pile)


@lru_cache(maxsize=512)
def _owl_options(unseen: tuple[OwlValue, ...]) -> tuple[tuple[Action, int], ...]:
    # ``unseen`` is kept sorted, so equal multisets share one cache entry.
    counts = Counter(unseen)
    return tuple((RevealOwl(v.advance, v.back), counts[v]) for v in sorted(counts, key=_owl_key))


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
            acts.extend((ChooseVariant(False), ChooseVariant(True)))
        else:
            acts.extend((Report(True), Report(False)))
        if mode is Mode.TEAM and s.attempt == 0:
            if _on_fox(s) and s.squirrels[0] >= 1:
                acts.append(Fox())
            if card.rods == 2 and s.partner is None:
                acts.extend(Partner(i) for i in range(len(s.ctx.setup.players)) if i != s.turn)
        return acts
    if ph is Phase.RETRY:
        return [Retry(), AcceptFailure()]
    if ph is Phase.OWL_CHOICE:
        return [FlipOwl("letter"), FlipOwl("neutral")]
    raise AssertionError(f"unknown phase {ph}")  # pragma: no cover


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
        )
    if t is RevealOwl:
        assert isinstance(action, RevealOwl)
        return (
            s.phase is Phase.REVEAL_OWL
            and OwlValue(action.advance, action.back) in _revealed_pool(s).tiles
        )
    return action in legal_actions(s)


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
        assert s.card is not None
        holder = s.squirrel_holder
        if ev is not None:
            ev.append(RetryPaid(s.turn, s.card))
        return evolve(
            s,
            phase=Phase.PREPARE,
            squirrels=_add(s.squirrels, holder, -1),
            frolicking=s.frolicking + 1,
        )
    if t is AcceptFailure:
        assert s.card is not None
        if ev is not None:
            ev.append(FailureAccepted(s.turn, s.card))
        return _resolve(s, False, ev)
    if t is FlipOwl:
        assert isinstance(action, FlipOwl)
        if action.slot == "letter":
            return _flip_letter(s, ev)
        return evolve(s, phase=Phase.REVEAL_OWL)
    raise AssertionError(f"unhandled action {action!r}")  # pragma: no cover


def _add(values: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    out = list(values)
    out[index] += delta
    return tuple(out)


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    out = list(values)
    out[index] = value
    return tuple(out)


def _remove_from_pile(s: State, pile: str, card: str) -> tuple[tuple[str, ...], ...]:
    i = PILES.index(pile)
    return tuple(tuple(c for c in p if c != card) if j == i else p for j, p in enumerate(s.piles))


def _reveal_card(s: State, card: str, ev: list[Event] | None) -> State:
    pile = s.pending_pile
    assert pile is not None
    piles = _remove_from_pile(s, pile, card)
    if ev is not None:
        last = s.ctx.setup.mode is Mode.TEAM and not piles[PILES.index(pile)]
        ev.append(CardRevealed(pile, card, last))
    return evolve(
        s,
        phase=Phase.PREPARE,
        piles=(piles[0], piles[1], piles[2]),
        pending_pile=None,
        card=card,
        card_plays=0,
        variant=None,
        attempt=0,
    )


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


def _fox(s: State, ev: list[Event] | None) -> State:
    start = s.positions[0]
    s = evolve(s, squirrels=(s.squirrels[0] - 1,), frolicking=s.frolicking + 1)
    if ev is not None:
        ev.append(FoxUsed(s.turn, start, start + 1))
    return _team_move(s, start + 1, ev)  # T6


def _report(s: State, mastered: bool, ev: list[Event] | None) -> State:
    card_id = s.card
    assert card_id is not None
    attempt = s.attempt + 1
    variant = s.variant or Variant.NORMAL
    no_retry = s.no_retry if attempt > 1 else _on_fox(s)  # T6: judged when the attempt starts
    s = evolve(s, attempt=attempt, variant=variant, no_retry=no_retry)
    if ev is not None:
        ev.append(
            AttemptReported(
                s.turn, card_id, variant is Variant.DIFFICULT, attempt, mastered, s.partner
            )
        )
    if mastered:
        card = s.ctx.catalogue.card(card_id)
        if variant is Variant.DIFFICULT and card.extra_task is not None:  # R5, T8
            s = _reward(s, s.squirrel_holder, card.extra_task.squirrels, "extra_task", ev)
        return _resolve(s, True, ev)
    why_not = _no_retry_reason(s)
    if why_not:
        if ev is not None:
            ev.append(FailureAccepted(s.turn, card_id, why_not))
        return evolve(_resolve(s, False, ev), forced_failure=why_not)
    return evolve(s, phase=Phase.RETRY)


def _no_retry_reason(s: State) -> str:
    """Why a failed attempt cannot be tried again ('' if it can): R5, R6, T6."""
    if s.variant is Variant.DIFFICULT:
        return "difficult"
    if s.no_retry:
        return "fox"
    if s.squirrels[s.squirrel_holder] < 1:
        return "no_squirrels"
    return ""


def _reward(s: State, holder: int, due: int, reason: str, ev: list[Event] | None) -> State:
    got = min(due, s.frolicking)  # R10
    if ev is not None:
        ev.append(SquirrelsWon(s.turn, got, reason, due))
    return evolve(s, squirrels=_add(s.squirrels, holder, got), frolicking=s.frolicking - got)


def _resolve(s: State, mastered: bool, ev: list[Event] | None) -> State:
    """The player's attempts on the card are over: mastered or failed."""
    assert s.card is not None
    mode = s.ctx.setup.mode
    if mode is Mode.RACE:
        return _race_owl(evolve(s, result_mastered=mastered), ev)
    card = s.card
    s = evolve(
        s,
        mastered=s.mastered + (card,) if mastered else s.mastered,
        failed=s.failed if mastered else s.failed + (card,),
        removed=s.removed + (card,),
        card=None,
    )
    if ev is not None:
        ev.append(CardRemoved(card))
    if mode is Mode.TEAM:
        if mastered:  # T4
            s = _team_move(s, s.positions[0] + 1, ev)
            if s.phase is Phase.OVER:
                return s
        if not s.pile_left(s.team_section):  # T9
            return _game_over(s, EndReason.TEAM_LOST, ev)
        return _end_turn(s, ev)
    # Solo (S2, S3)
    pile = s.solo_pile
    if pile is None:
        return _game_over(s, EndReason.TRAINING_DONE, ev)
    return _new_turn(evolve(s, phase=Phase.REVEAL_CARD, pending_pile=pile), 0, ev)


# -------------------------------------------------------------------------- race owls


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


def _pile_index(s: State) -> int:
    assert s.card is not None
    return PILES.index(s.ctx.catalogue.card(s.card).pile)


def _flip_letter(s: State, ev: list[Event] | None) -> State:
    i = _pile_index(s)
    value = s.ctx.catalogue.letter_tiles[PILES[i]]
    display = tuple(OwlDisplay(True, d.neutral) if j == i else d for j, d in enumerate(s.display))
    s = evolve(s, display=display)
    return _owl_move(s, "letter", value, ev)


def _reveal_owl(s: State, value: OwlValue, ev: list[Event] | None) -> State:
    i = _pile_index(s)
    pools: list[OwlPool] = []
    for pool in s.owl_pools:
        if i in pool.slots:
            tiles = list(pool.tiles)
            tiles.remove(value)
            pool = OwlPool(tuple(tiles), tuple(x for x in pool.slots if x != i), pool.in_draw_pile)
        if pool.tiles:
            pools.append(pool)
    display = tuple(
        OwlDisplay(d.letter_flipped, value) if j == i else d for j, d in enumerate(s.display)
    )
    s = evolve(s, display=display, owl_pools=tuple(pools))
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
        discard = tuple(sorted(discard + (neutral,), key=_owl_key))
        if not pools or pools[-1].in_draw_pile == 0:
            # The draw pile is used up: the discards, and only they, become the new pile.
            # Tiles still face down under other piles stay where they are (R7).
            if ev is not None:
                ev.append(OwlReshuffled(len(discard)))
            pools = pools + (OwlPool(discard, (), len(discard)),)
            discard = ()
        top = pools[-1]
        drawn = OwlPool(top.tiles, tuple(sorted(top.slots + (i,))), top.in_draw_pile - 1)
        pools = pools[:-1] + (drawn,)
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


# ------------------------------------------------------------------------------- team


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


def _team_turn_phase(s: State) -> State:
    """A team turn begins with the major shortcut decision if it is possible (T7), else the card."""
    s = evolve(s, phase=Phase.START, pending_pile=None)
    if _available_shortcut(s) is not None:
        return s
    return evolve(s, phase=Phase.REVEAL_CARD, pending_pile=s.team_section)


# ------------------------------------------------------------------------------ turns


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


# ----------------------------------------------------------------------------- chance


def chance_action(state: State, seed: int, index: int) -> Action:
    """App-draws mode: the chance outcome at position ``index`` of the record.

    It depends only on the seed, the index and what can still be there, so a
    record replays to the same game and redo brings back the same outcome.
    """
    return draw(chance_options(state), seed, index)


# ---------------------------------------------------------------------------- outcome


@dataclass(frozen=True, slots=True)
class Standing:
    place: int
    player: int
    position: int
    squirrels: int
    #: Why this player is placed against the one above: "space", "squirrels", "shared".
    decided_by: str


@dataclass(frozen=True, slots=True)
class Outcome:
    reason: EndReason
    #: Race: the ranking (R13). Empty otherwise.
    standings: tuple[Standing, ...] = ()
    #: Team: won or lost. None otherwise.
    won: bool | None = None
    #: Solo (and team): cards mastered and failed per pile.
    mastered_per_pile: tuple[tuple[str, int], ...] = ()
    failed_per_pile: tuple[tuple[str, int], ...] = ()
    squirrels_left: int = 0


@dataclass(frozen=True, slots=True)
class PileProgress:
    """How far the cards of one pile have come: in the pile, mastered and failed."""

    pile: str
    cards: int
    mastered: int
    failed: int


def pile_progress(state: State, piles: Iterable[Pile] = PILES) -> tuple[PileProgress, ...]:
    """Cards mastered and failed so far, per pile, in the order of ``piles``."""
    cat = state.ctx.catalogue
    mastered = Counter(cat.card(c).pile for c in state.mastered)
    failed = Counter(cat.card(c).pile for c in state.failed)
    return tuple(PileProgress(p, len(cat.pile_cards(p)), mastered[p], failed[p]) for p in piles)


def outcome(state: State) -> Outcome | None:
    """The result once the game is over (None before)."""
    s = state
    if s.phase is not Phase.OVER or s.end_reason is None:
        return None
    progress = pile_progress(s)
    per_pile = tuple((p.pile, p.mastered) for p in progress)
    failed_pile = tuple((p.pile, p.failed) for p in progress)
    mode = s.ctx.setup.mode
    if mode is Mode.RACE:
        return Outcome(s.end_reason, standings=race_standings(s))
    if mode is Mode.TEAM:
        return Outcome(
            s.end_reason,
            won=s.end_reason is EndReason.TEAM_WON,
            mastered_per_pile=per_pile,
            failed_per_pile=failed_pile,
            squirrels_left=s.squirrels[0],
        )
    return Outcome(
        s.end_reason,
        mastered_per_pile=per_pile,
        failed_per_pile=failed_pile,
        squirrels_left=s.squirrels[0],
    )


def race_standings(s: State) -> tuple[Standing, ...]:
    """R13: highest space first; ties go to most squirrels; a tie on both is shared."""
    order = sorted(range(len(s.positions)), key=lambda i: (-s.positions[i], -s.squirrels[i], i))
    out: list[Standing] = []
    for rank, i in enumerate(order):
        if rank == 0:
            out.append(Standing(1, i, s.positions[i], s.squirrels[i], ""))
            continue
        prev = out[-1]
        if s.positions[i] == prev.position and s.squirrels[i] == prev.squirrels:
            out.append(Standing(prev.place, i, s.positions[i], s.squirrels[i], "shared"))
        else:
            by = "squirrels" if s.positions[i] == prev.position else "space"
            out.append(Standing(rank + 1, i, s.positions[i], s.squirrels[i], by))
    return tuple(out)


# ----------------------------------------------------------------------------- errors


def _identity(text: str) -> str:
    return text


def _who(s: State, player: int | None = None, tr: Callable[[str], str] = _identity) -> str:
    setup = s.ctx.setup
    p = s.turn if player is None else player
    if setup.mode is Mode.RACE:
        return tr(setup.colours[p].capitalize())
    if setup.mode is Mode.TEAM:
        return tr("The team")
    return setup.players[0]


def _squirrels(n: int, tr: Callable[[str], str] = _identity) -> str:
    # As describe.squirrels_text: a translator with plural rules picks the form itself.
    plural = getattr(tr, "plural", None)
    if callable(plural):
        return str(plural("%n squirrel(s)", n))
    return (tr("{n} squirrel") if n == 1 else tr("{n} squirrels")).format(n=n)


def explain_illegal(s: State, action: Action, tr: Callable[[str], str] = _identity) -> str:
    """A reason a player understands for why ``action`` is not allowed now.

    Every sentence is an English template passed through ``tr`` (the app's translator);
    names and numbers are filled in afterwards.
    """
    cat = s.ctx.catalogue
    mode = s.ctx.setup.mode
    ph = s.phase
    if ph is Phase.OVER:
        return tr("The game is over.")
    if isinstance(action, RevealCard):
        if ph is not Phase.REVEAL_CARD:
            return tr("No route card is being turned over now.")
        pile = s.pending_pile
        if not cat.has_card(action.card):
            return tr("There is no route card '{card}'.").format(card=action.card)
        rc = cat.card(action.card)
        if rc.pile != pile:
            return tr(
                "{card} is a card of pile {card_pile}; the card must come from pile {pile}."
            ).format(card=tr(rc.name), card_pile=rc.pile, pile=pile)
        return tr("{card} is not in pile {pile} any more: it has already been played.").format(
            card=tr(rc.name), pile=pile
        )
    if isinstance(action, RevealOwl):
        if ph is not Phase.REVEAL_OWL:
            return tr("No owl tile is being turned over now.")
        return _refused_owl(s, OwlValue(action.advance, action.back), tr)
    if isinstance(action, TakeShortcut):
        # Checked before "first enter the card": a team turn with no shortcut to decide
        # goes straight to the card, and the team still needs to hear why.
        return _refused_shortcut(s, tr)
    if isinstance(action, (Retry, AcceptFailure)) and s.forced_failure:
        # A forced failure may already have moved play on to the next card or owl
        # tile; whoever asks for another attempt still needs to hear why there is none.
        return _refused_retry(s, action, tr)
    if ph is Phase.REVEAL_CARD:
        return tr("First enter the route card that turned up from pile {pile}.").format(
            pile=s.pending_pile
        )
    if ph is Phase.REVEAL_OWL:
        return tr("First enter what the owl tile shows.")
    who = _who(s, tr=tr)
    card: RouteCard | None = cat.card(s.card) if s.card else None
    if isinstance(action, PlayOn):
        return tr("There is no shortcut to decline now.")
    if isinstance(action, (ChoosePile, TakeRoute, ChangeRoute)):
        if mode is not Mode.RACE:
            return tr("The next card always comes from the pile of the current section.")
        if ph is not Phase.START:
            return tr("The route for this turn is already chosen.")
        if isinstance(action, ChoosePile):
            # Only a built route makes choosing a pile illegal at the start of a turn: a
            # pile is empty only while its last card is built (R12 ends the game when that
            # card is removed), and the catalogue gives every pile cards.
            return tr("A route is built: take it, or change route (which may cost squirrels).")
        if isinstance(action, TakeRoute):
            return tr("No route is built yet: choose a pile.")
        if s.card is None:
            return tr(
                "No route is built yet, so there is nothing to change: choose a pile for free."
            )
        if not s.pile_left(action.pile):
            return tr("Pile {pile} has no cards left.").format(pile=action.pile)
        cost = route_change_cost(s, action.pile)
        return tr("{who} has {squirrels}; changing to route {pile} costs {cost}.").format(
            who=who, squirrels=_squirrels(s.squirrels[s.turn], tr), pile=action.pile, cost=cost
        )
    if isinstance(action, ChooseVariant):
        if ph is not Phase.PREPARE or s.attempt > 0:
            return tr("Normal or difficult is chosen before the first attempt.")
        if card is not None and card.extra_task is None:
            return tr("{card} has no extra task, so there is no difficult route.").format(
                card=tr(card.name)
            )
        if s.variant is Variant.DIFFICULT:
            return tr("The difficult route is already chosen.")
        return tr("The normal route is already chosen.")
    if isinstance(action, Fox):
        if mode is not Mode.TEAM:
            return tr("Foxes live only on the team map.")
        if ph is not Phase.PREPARE or s.attempt > 0:
            return tr("The fox helps only before the attempt.")
        if not _on_fox(s):
            return tr("The team is on space {space}, not on a fox space.").format(
                space=s.positions[0]
            )
        return tr("The team has no squirrel to give the fox.")
    if isinstance(action, Partner):
        if mode is not Mode.TEAM:
            return tr("Only in the team variant can two adventurers share a route.")
        if card is None or card.rods != 2:
            return tr("Only a route with 2 rods can be shared by two adventurers.")
        if ph is not Phase.PREPARE or s.attempt > 0:
            return tr("The second adventurer is chosen before the attempt.")
        if s.partner is not None:
            return tr("A second adventurer is already chosen.")
        if action.seat == s.turn:
            return tr("The second adventurer must be someone else.")
        return tr("There is no adventurer in that seat.")
    if isinstance(action, Report):
        if ph is Phase.RETRY:
            return tr("First decide: another attempt, or accept the failure.")
        if ph is Phase.PREPARE and s.variant is None:
            return tr("First choose the normal or the difficult route.")
        if ph is Phase.OWL_CHOICE:
            return tr("First choose which owl tile to turn over.")
        return tr("There is no attempt to report now.")
    if isinstance(action, (Retry, AcceptFailure)):
        return _refused_retry(s, action, tr)
    if isinstance(action, FlipOwl):
        if mode is not Mode.RACE:
            return tr("Owl tiles are used only in the race game.")
        return tr("No owl tile is to be chosen now.")
    return tr("That is not possible now.")


def _refused_shortcut(s: State, tr: Callable[[str], str] = _identity) -> str:
    """Why the shortcut cannot be taken now (R9, T7): the map, the space, the squirrels, the time."""
    cat = s.ctx.catalogue
    mode = s.ctx.setup.mode
    if mode is Mode.SOLO:
        return tr("Solo training has no route map, so no shortcuts.")
    if s.shortcut_used:
        return tr("The shortcut has already been taken this turn.")
    who = _who(s, tr=tr)
    have = s.squirrels[s.squirrel_holder]
    if mode is Mode.RACE:
        found = cat.race_map.shortcut_from(s.positions[s.turn])
        if found is None:
            starts = ", ".join(str(x.start) for x in cat.race_map.shortcuts)
            return tr(
                "{who} is on space {space}; shortcuts start only from "
                "the backpack spaces ({starts})."
            ).format(who=who, space=s.positions[s.turn], starts=starts)
        if have < found.cost:
            return tr(
                "{who} has {squirrels}; the shortcut from space {start} costs {cost}."
            ).format(who=who, squirrels=_squirrels(have, tr), start=found.start, cost=found.cost)
    else:
        sc = cat.team_map.major_shortcut
        if s.positions[0] != sc.start:
            return tr(
                "The team is on space {space}; the major shortcut starts on space {start} "
                "and costs {cost}."
            ).format(space=s.positions[0], start=sc.start, cost=_squirrels(sc.cost, tr))
        if have < sc.cost:
            return tr(
                "The team has {squirrels}; the major shortcut from space {start} to space "
                "{end} costs {cost}."
            ).format(squirrels=_squirrels(have, tr), start=sc.start, end=sc.end, cost=sc.cost)
    return tr("A shortcut can only be taken at the start of a turn, before anything else.")


def _values(values: Iterable[OwlValue]) -> str:
    return ", ".join(str(v) for v in sorted(set(values), key=_owl_key))


def _refused_owl(s: State, value: OwlValue, tr: Callable[[str], str] = _identity) -> str:
    """Why the face-down neutral tile being turned over cannot show ``value`` (R7; "Chance" in docs/rulings.md)."""
    here = _revealed_pool(s)
    pile = PILES[_pile_index(s)]
    elsewhere = [p for p in s.owl_pools if p is not here and value in p.tiles]
    if not elsewhere:
        if len(s.owl_pools) == 1:
            return tr(
                "No face-down owl tile can show {advance}/{back}; "
                "the tiles not seen yet show {left}."
            ).format(advance=value.advance, back=value.back, left=_values(here.tiles))
        return tr(
            "No owl tile not seen yet shows {value}; the tile under pile {pile} can only show {left}."
        ).format(value=value, pile=pile, left=_values(here.tiles))
    other = elsewhere[0]
    if other.in_draw_pile == 0:
        return tr(
            "The owl tile under pile {pile} can only show {left}: the {value} tile is still "
            "face down under another pile ({other})."
        ).format(
            pile=pile,
            left=_values(here.tiles),
            value=value,
            other=", ".join(PILES[x] for x in other.slots),
        )
    return tr(
        "The owl tile under pile {pile} was drawn before the discarded tiles were reshuffled, "
        "so it can only show {left}; {value} is among the reshuffled tiles."
    ).format(pile=pile, left=_values(here.tiles), value=value)


def _refused_retry(s: State, action: Action, tr: Callable[[str], str] = _identity) -> str:
    reason = s.forced_failure
    if isinstance(action, Retry) and reason == "difficult":
        return tr(
            "The difficult route (extra task) allows exactly one attempt: no further attempts."
        )
    if isinstance(action, Retry) and reason == "fox":
        return tr(
            "The attempt started on a fox space: the route must be mastered on the first "
            "attempt, no retries."
        )
    if isinstance(action, Retry) and reason == "no_squirrels":
        return tr("{who} has no squirrels left to pay for another attempt.").format(
            who=_who(s, tr=tr)
        )
    if reason:
        return tr("The failure has already been accepted: there was no further attempt to pay for.")
    return tr("There is no failed attempt to try again or accept now.")
