"""The coach's odds: what a player's own record says about a card, a pile and a race choice.

Pure Python: it takes plain attempt records (:class:`AttemptRecord`, read from the store
by ``blocky.games.blocky_mountains.storage.coach_data``) and returns estimates with the evidence behind them, as
data a view can word. Nothing here decides for anyone.

The model (:mod:`blocky.games.blocky_mountains.learning`, docs/coach.md) is a
time-weighted three-level Beta-binomial: everyone's rate on a pile (and each card's ease
against it) is the prior for a player's recent rate on that pile, and that (from the
player's *other* cards of the pile) is the prior for the player's recent rate on one card.
Only first attempts on the normal route count: each play of a card gives one fair trial; a
retry happens only after a failure on a route half built, and the difficult route is a
different task.

>>> recs = [AttemptRecord(1, "treetop", "A", m) for m in (True, True, True, False)]
>>> recs += [AttemptRecord(2, "treetop", "A", m) for m in (False, True)]
>>> model = CoachModel.fit(recs)
>>> est = model.card(1, "treetop")
>>> est.evidence.kind, est.evidence.mastered, est.evidence.attempts
(<EvidenceKind.CARD: 'card'>, 3, 4)
"""

from __future__ import annotations

from dataclasses import dataclass

from blocky.games.blocky_mountains.catalogue import PILES, OwlValue, Pile
from blocky.games.blocky_mountains.learning import (
    DEFAULT_CARD_STRENGTH,
    DEFAULT_EASE_STRENGTH,
    DEFAULT_PILE_STRENGTH,
    HALF_LIFE,
    MAX_STRENGTH,
    MIN_GROUPS,
    MIN_STRENGTH,
    AttemptRecord,
    CoachModel,
    Estimate,
    Evidence,
    EvidenceKind,
    PlayerKey,
)
from blocky.games.blocky_mountains.queries import route_change_cost
from blocky.games.blocky_mountains.state import FACE_DOWN, Mode, Phase, State

__all__ = [
    "DEFAULT_CARD_STRENGTH",
    "DEFAULT_EASE_STRENGTH",
    "DEFAULT_PILE_STRENGTH",
    "HALF_LIFE",
    "MAX_STRENGTH",
    "MIN_GROUPS",
    "MIN_STRENGTH",
    "AttemptRecord",
    "CoachModel",
    "Estimate",
    "Evidence",
    "EvidenceKind",
    "PlayerKey",
    "RouteOdds",
    "race_odds",
]

# ----------------------------------------------------------------------------- the race


@dataclass(frozen=True, slots=True)
class RouteOdds:
    """Race: what one choice at the start of a turn is likely to bring the player.

    ``pile`` is the pile the card comes from; ``take`` is True for taking the built route
    (its card is known), False for choosing or changing to a pile (any card still in it
    can turn up). The player is assumed to build the normal route and, after a failure,
    to pay for another attempt while squirrels last (at most ``retries``).
    """

    pile: Pile
    take: bool
    #: The cards that can turn up, each equally likely (the built card for ``take``).
    cards: tuple[str, ...]
    #: The chance the first attempt masters the card.
    first_chance: float
    #: The chance the card ends mastered, counting the retries the player can pay for.
    chance: float
    #: Expected spaces moved by the owl tile (negative: back), the player choosing the
    #: better tile for the outcome when they may choose (R7), stopped at both ends (R8).
    advance: float
    #: Expected change in the player's squirrels: the route change and the retries paid.
    squirrels: float
    #: Squirrels the choice costs up front (a route change).
    cost: int
    estimates: tuple[Estimate, ...]


def _take_options(state: State, i: int) -> list[list[OwlValue]]:
    """The tile(s) the second player on the built card may turn over under pile ``i``
    (the one the first player left, R7), each as the values it can show, equally likely."""
    disp = state.display[i]
    options: list[list[OwlValue]] = []
    if not disp.letter_flipped:
        options.append([state.catalogue.letter_tiles[PILES[i]]])
    if disp.neutral == FACE_DOWN:
        pool = state.owl_pool(i)
        if pool is not None and pool.tiles:
            options.append(list(pool.tiles))
    return options


def _expected_move(
    state: State, player: int, options: list[list[OwlValue]], mastered: bool
) -> float:
    """Expected spaces moved: the best tile for this outcome, clamped to the map (R8)."""
    if not options:
        return 0.0
    rm = state.catalogue.race_map
    here = state.positions[player]
    best: float | None = None
    for values in options:
        moves = [
            max(rm.campground, min(rm.peak, here + v.advance if mastered else here - v.back)) - here
            for v in values
        ]
        mean = sum(moves) / len(moves)
        best = mean if best is None else max(best, mean)
    assert best is not None
    return best


def _retry_odds(p: float, retries: int) -> tuple[float, float]:
    """(chance mastered within 1 + retries attempts, expected retries paid) at chance ``p``."""
    q = 1 - p
    return 1 - q ** (retries + 1), sum(q**k for k in range(1, retries + 1))


def race_odds(
    state: State,
    model: CoachModel,
    player: PlayerKey,
    *,
    retries: int | None = None,
) -> tuple[RouteOdds, ...]:
    """Race, at the start of a turn with a card to choose: the odds of each choice open now.

    With no route built, one entry per pile with cards left (choosing it is free); with a
    route built, the built route first (``take``), then every pile the player can change
    to. ``player`` is the player's key in the model's records (the seat whose turn it is
    plays). ``retries`` caps the retries the player would pay for (default: all they can).
    Empty when the state is not such a choice.
    """
    if state.mode is not Mode.RACE or state.phase is not Phase.START:
        return ()
    seat = state.turn
    have = state.squirrels[seat]
    out: list[RouteOdds] = []
    if state.card is not None:
        card = state.catalogue.card(state.card)
        i = PILES.index(card.pile)
        out.append(
            _odds(
                state,
                model,
                player,
                card.pile,
                (card.id,),
                True,
                0,
                have,
                retries,
                _take_options(state, i),
            )
        )
    for pile in PILES:
        left = state.pile_left(pile)
        if not left:
            continue
        cost = 0 if state.card is None else route_change_cost(state, pile)
        if cost > have:
            continue
        i = PILES.index(pile)
        # A route change puts the display back first (R4), so both tiles are there to choose.
        out.append(
            _odds(
                state,
                model,
                player,
                pile,
                left,
                False,
                cost,
                have - cost,
                retries,
                _fresh_options(state, i),
            )
        )
    return tuple(out)


def _fresh_options(state: State, i: int) -> list[list[OwlValue]]:
    """Both tiles under pile ``i`` as a new card finds them (R7): the letter tile, and the
    face-down neutral tile, which can be any tile of the pool it came from. When a change
    goes to the built card's own pile and its neutral tile lies face up, that tile is
    discarded and a new one drawn first (R4): any tile of the draw pile, or of the
    discards when the draw pile is used up."""
    letter = state.catalogue.letter_tiles[PILES[i]]
    neutral = state.display[i].neutral
    tiles: list[OwlValue] = []
    if neutral == FACE_DOWN:
        pool = state.owl_pool(i)
        tiles = list(pool.tiles) if pool is not None else []
    elif isinstance(neutral, OwlValue):
        last = state.owl_pools[-1] if state.owl_pools else None
        if last is not None and last.in_draw_pile > 0:
            tiles = list(last.tiles)
        else:
            tiles = [*state.discard, neutral]
    return [[letter], tiles] if tiles else [[letter]]


def _odds(
    state: State,
    model: CoachModel,
    player: PlayerKey,
    pile: Pile,
    cards: tuple[str, ...],
    take: bool,
    cost: int,
    squirrels_left: int,
    retries: int | None,
    tiles: list[list[OwlValue]],
) -> RouteOdds:
    allowed = squirrels_left if retries is None else min(retries, squirrels_left)
    estimates = tuple(model.card(player, c, pile) for c in cards)
    first = chance = paid = 0.0
    for e in estimates:
        m, r = _retry_odds(e.chance, allowed)
        first += e.chance
        chance += m
        paid += r
    n = len(estimates)
    first, chance, paid = first / n, chance / n, paid / n
    seat = state.turn
    advance = chance * _expected_move(state, seat, tiles, True) + (1 - chance) * _expected_move(
        state, seat, tiles, False
    )
    return RouteOdds(pile, take, cards, first, chance, advance, -cost - paid, cost, estimates)
