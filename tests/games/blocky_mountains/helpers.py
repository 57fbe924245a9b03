"""Small builders for rule tests: table-draws games driven by real actions."""

from __future__ import annotations

from collections.abc import Callable

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    Retry,
    RevealCard,
    RevealOwl,
    TakeRoute,
)
from blocky.games.blocky_mountains.catalogue import (
    PILES,
    Catalogue,
    OwlValue,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.games.blocky_mountains.events import Event
from blocky.games.blocky_mountains.game import apply_logged, chance_options, new_game
from blocky.games.blocky_mountains.invariants import check_invariants
from blocky.games.blocky_mountains.state import Draws, Phase, Setup, State

COLOUR_NAMES = {"white": "Wendy", "black": "Ben", "orange": "Olga", "violet": "Vic"}


def race(*colours: str, catalogue: Catalogue | None = None) -> State:
    """A table-draws race game for the given colours (any order)."""
    setup = Setup.race([(COLOUR_NAMES[c], c) for c in colours], draws=Draws.TABLE)
    return new_game(setup, catalogue)


def team(
    n: int = 3,
    *,
    level: str = "beginner",
    start: str = "campground",
    catalogue: Catalogue | None = None,
) -> State:
    names = [f"Kid {i + 1}" for i in range(n)]
    return new_game(Setup.team(names, level=level, start=start, draws=Draws.TABLE), catalogue)


def solo(course: str = "A") -> State:
    return new_game(Setup.solo("Mia", course=course, draws=Draws.TABLE))


def play(state: State, *actions: Action) -> State:
    """Apply real actions one by one, checking every invariant after each."""
    for action in actions:
        state, _ = apply_logged(state, action)
        check_invariants(state)
    return state


def play_events(state: State, *actions: Action) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, ev = apply_logged(state, action)
        check_invariants(state)
        events.extend(ev)
    return state, events


def owl_values(s: State, pile: str | None = None) -> list[OwlValue]:
    """The values the neutral tile being turned over (or the one under ``pile``) can show,
    given where it lies (R7)."""
    if pile is not None:
        pool = s.owl_pool(PILES.index(pile))
        return [] if pool is None else sorted(set(pool.tiles), key=lambda v: (v.advance, v.back))
    return [OwlValue(a.advance, a.back) for a, _ in chance_options(s) if isinstance(a, RevealOwl)]


def board(edit: Callable[[dict[str, str]], None]) -> Catalogue:
    """The default catalogue with its TOML texts edited, as a player could edit them."""
    texts = default_catalogue_texts()
    edit(texts)
    return parse_catalogue(texts)


def race_turn(
    s: State,
    *,
    pile: str | None = None,
    change: str | None = None,
    card: str | None = None,
    difficult: bool = False,
    results: tuple[bool, ...] = (True,),
    flip: str = "letter",
    owl: tuple[int, int] | None = None,
) -> State:
    """One whole race turn from the START phase.

    ``pile`` chooses a pile (no route built), ``change`` changes route, neither takes
    the built route. ``results`` are the attempts in order (retries paid between
    them; a trailing failure is accepted). ``flip`` is the owl choice when there is
    one, ``owl`` the neutral tile's value when it is turned over.
    """
    assert s.phase is Phase.START, s.phase
    if pile is not None:
        s = play(s, ChoosePile(pile))  # type: ignore[arg-type]
    elif change is not None:
        s = play(s, ChangeRoute(change))  # type: ignore[arg-type]
    else:
        s = play(s, TakeRoute())
    if s.phase is Phase.REVEAL_CARD:
        assert card is not None
        s = play(s, RevealCard(card))
    s = _attempts(s, difficult, results)
    if s.phase is Phase.OWL_CHOICE:
        s = play(s, FlipOwl(flip))  # type: ignore[arg-type]
    if s.phase is Phase.REVEAL_OWL:
        assert owl is not None, "a neutral owl tile is turned over: give its value"
        s = play(s, RevealOwl(*owl))
    return s


def _attempts(s: State, difficult: bool, results: tuple[bool, ...]) -> State:
    assert s.current_card is not None
    if s.current_card.extra_task is not None:
        s = play(s, ChooseVariant(difficult))
    for i, mastered in enumerate(results):
        if i > 0:
            s = play(s, Retry())
        s = play(s, Report(mastered))
    if s.phase is Phase.RETRY:
        s = play(s, AcceptFailure())
    return s


def card_turn(
    s: State,
    card: str,
    *,
    difficult: bool = False,
    results: tuple[bool, ...] = (True,),
) -> State:
    """Team or solo: the next card turns up and is played out."""
    assert s.phase is Phase.REVEAL_CARD, s.phase
    s = play(s, RevealCard(card))
    return _attempts(s, difficult, results)
