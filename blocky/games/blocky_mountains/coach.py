"""The coach's odds: what a player's own record says about a card, a pile and a race choice.

Pure Python: it takes plain attempt records (:class:`AttemptRecord`, read from the store
by ``blocky.store.coach_data``) and returns estimates with the evidence behind them, as
data a view can word. Nothing here decides for anyone.

The model (see docs/coach.md) is a three-level Beta-binomial with empirical-Bayes prior
strengths: everyone's rate on a pile is the prior for a player's rate on that pile, and
that (from the player's *other* cards of the pile) is the prior for the player's rate on
one card. Only first attempts on the normal route count: each play of a card gives one
fair trial; a retry happens only after a failure on a route half built, and the difficult
route is a different task.

>>> recs = [AttemptRecord(1, "treetop", "A", m) for m in (True, True, True, False)]
>>> recs += [AttemptRecord(2, "treetop", "A", m) for m in (False, True)]
>>> model = CoachModel.fit(recs)
>>> est = model.card(1, "treetop")
>>> est.evidence.kind, est.evidence.mastered, est.evidence.attempts
(<EvidenceKind.CARD: 'card'>, 3, 4)
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from blocky.games.blocky_mountains.catalogue import PILES, OwlValue, Pile
from blocky.games.blocky_mountains.queries import route_change_cost
from blocky.games.blocky_mountains.state import FACE_DOWN, Mode, Phase, State

#: A player as the records name them (the store's player id).
PlayerKey = Hashable

#: Prior strengths (in attempts) used when the record is too thin to estimate them:
#: a player's pile rate starts as if they had made this many attempts at everyone's rate,
#: a card rate as if this many at the player's rate on the pile's other cards.
DEFAULT_PILE_STRENGTH = 8.0
DEFAULT_CARD_STRENGTH = 4.0
#: Estimated strengths are kept within these bounds: below 1 a single attempt would
#: swing an estimate from 50 % to 100 %; above 200 a player's own record would hardly count.
MIN_STRENGTH = 1.0
MAX_STRENGTH = 200.0
#: How many groups (players, or player-and-card pairs) with attempts a strength is
#: estimated from; fewer and the default is used.
MIN_GROUPS = 4


@dataclass(frozen=True, slots=True)
class AttemptRecord:
    """One reported attempt, as the coach needs it."""

    player: PlayerKey
    card: str
    pile: str
    mastered: bool
    #: The first attempt of a play (not a paid retry).
    first: bool = True
    #: On the difficult route (an extra task).
    difficult: bool = False
    at: datetime | None = None
    #: The game (session) it belongs to, when known.
    game: int | None = None


class EvidenceKind(StrEnum):
    #: The player has tried this card: "3 of 4 times".
    CARD = "card"
    #: Not this card, but other cards of its pile: "no attempts yet: about 60 % like your
    #: other A cards".
    PILE = "pile"
    #: Not this pile at all: "about 55 %, like everyone on A cards".
    EVERYONE = "everyone"
    #: Nobody has tried a card of this pile: a plain 50 %.
    NOTHING = "nothing"


@dataclass(frozen=True, slots=True)
class Evidence:
    """What an estimate rests on, as numbers a view words (see :class:`EvidenceKind`)."""

    kind: EvidenceKind
    pile: str
    #: The player's first attempts at this card, and how many were mastered.
    mastered: int
    attempts: int
    #: The player's first attempts at the pile's other cards.
    pile_mastered: int
    pile_attempts: int
    #: Everyone's first attempts at the pile's cards.
    everyone_mastered: int
    everyone_attempts: int


@dataclass(frozen=True, slots=True)
class Estimate:
    """The chance that the next first attempt (normal route) masters the card."""

    player: PlayerKey
    card: str
    chance: float
    #: The spread of the estimate (posterior standard deviation): how sure it is.
    spread: float
    #: How many attempts the estimate is worth (own attempts plus the prior's strength).
    weight: float
    evidence: Evidence


@dataclass(frozen=True, slots=True)
class _Count:
    mastered: int = 0
    attempts: int = 0

    def plus(self, mastered: bool) -> _Count:
        return _Count(self.mastered + int(mastered), self.attempts + 1)

    def minus(self, other: _Count) -> _Count:
        return _Count(self.mastered - other.mastered, self.attempts - other.attempts)

    @property
    def rate(self) -> float:
        return self.mastered / self.attempts if self.attempts else 0.0


def _strength(groups: Iterable[tuple[_Count, float, int | None]], default: float) -> float:
    """Method-of-moments prior strength from groups (count, the rate the prior says, and
    how many other attempts that rate was measured from, or None when it is measured
    from so many, the group's own among them, that its own chance spread is negligible).

    The spread of the groups' rates around their prior means, less what binomial chance
    gives (in the group's own attempts and in the attempts its prior mean was measured
    from), is the prior's variance; a Beta prior with mean m and strength k has variance
    m(1-m)/(k+1).
    """
    listed = [
        (c, m, 0.0 if n is None else c.attempts / n)
        for c, m, n in groups
        if c.attempts > 0 and (n is None or n > 0)
    ]
    if len(listed) < MIN_GROUPS:
        return default
    total = sum(c.attempts for c, _, _ in listed)
    observed = sum(c.attempts * (c.rate - m) ** 2 for c, m, _ in listed) / total
    chance_part = sum(m * (1 - m) * (1 + noise) for _, m, noise in listed) / total
    between = observed - chance_part
    mean_var = sum(c.attempts * m * (1 - m) for c, m, _ in listed) / total
    if mean_var <= 0:
        return default
    if between <= mean_var / (MAX_STRENGTH + 1):
        return MAX_STRENGTH
    return max(MIN_STRENGTH, min(MAX_STRENGTH, mean_var / between - 1))


def _shrunk(count: _Count, prior: float, strength: float) -> float:
    return (count.mastered + strength * prior) / (count.attempts + strength)


@dataclass(frozen=True)
class CoachModel:
    """The fitted model: counts per pile, player-and-pile and player-and-card."""

    #: Everyone's counts per pile.
    piles: Mapping[str, _Count]
    player_piles: Mapping[tuple[PlayerKey, str], _Count]
    player_cards: Mapping[tuple[PlayerKey, str], _Count]
    card_piles: Mapping[str, str]
    pile_strength: float
    card_strength: float

    @staticmethod
    def fit(
        records: Iterable[AttemptRecord],
        *,
        pile_strength: float | None = None,
        card_strength: float | None = None,
    ) -> CoachModel:
        """Count the first normal attempts and estimate the prior strengths (unless given)."""
        piles: dict[str, _Count] = defaultdict(_Count)
        player_piles: dict[tuple[PlayerKey, str], _Count] = defaultdict(_Count)
        player_cards: dict[tuple[PlayerKey, str], _Count] = defaultdict(_Count)
        card_piles: dict[str, str] = {}
        for r in records:
            if not r.first or r.difficult:
                continue
            piles[r.pile] = piles[r.pile].plus(r.mastered)
            player_piles[(r.player, r.pile)] = player_piles[(r.player, r.pile)].plus(r.mastered)
            player_cards[(r.player, r.card)] = player_cards[(r.player, r.card)].plus(r.mastered)
            card_piles[r.card] = r.pile
        if pile_strength is None:
            pile_strength = _strength(
                ((c, _pile_mean(piles, pile), None) for (_, pile), c in player_piles.items()),
                DEFAULT_PILE_STRENGTH,
            )
        if card_strength is None:
            others = {
                key: player_piles[(key[0], card_piles[key[1]])].minus(c)
                for key, c in player_cards.items()
            }
            card_strength = _strength(
                ((c, others[key].rate, others[key].attempts) for key, c in player_cards.items()),
                DEFAULT_CARD_STRENGTH,
            )
        return CoachModel(
            dict(piles),
            dict(player_piles),
            dict(player_cards),
            card_piles,
            pile_strength,
            card_strength,
        )

    def everyone(self, pile: str) -> float:
        """Everyone's rate on ``pile`` (with one made-up success and failure, so never 0 or 1)."""
        return _pile_mean(self.piles, pile)

    def pile(self, player: PlayerKey, pile: str, *, leave_out: str | None = None) -> float:
        """The player's rate on ``pile`` (leaving out card ``leave_out``), shrunk toward everyone's."""
        count = self.player_piles.get((player, pile), _Count())
        if leave_out is not None:
            count = count.minus(self.player_cards.get((player, leave_out), _Count()))
        return _shrunk(count, self.everyone(pile), self.pile_strength)

    def card(self, player: PlayerKey, card: str, pile: str | None = None) -> Estimate:
        """The player's chance on ``card`` (``pile`` is needed for a card nobody has tried)."""
        pile = pile or self.card_piles.get(card)
        if pile is None:
            raise KeyError(f"the pile of card {card!r} is not known")
        own = self.player_cards.get((player, card), _Count())
        other = self.player_piles.get((player, pile), _Count()).minus(own)
        everyone = self.piles.get(pile, _Count())
        prior = self.pile(player, pile, leave_out=card)
        chance = _shrunk(own, prior, self.card_strength)
        weight = own.attempts + self.card_strength
        if own.attempts:
            kind = EvidenceKind.CARD
        elif other.attempts:
            kind = EvidenceKind.PILE
        elif everyone.attempts:
            kind = EvidenceKind.EVERYONE
        else:
            kind = EvidenceKind.NOTHING
        return Estimate(
            player,
            card,
            chance,
            math.sqrt(chance * (1 - chance) / (weight + 1)),
            weight,
            Evidence(
                kind,
                pile,
                own.mastered,
                own.attempts,
                other.mastered,
                other.attempts,
                everyone.mastered,
                everyone.attempts,
            ),
        )


def _pile_mean(piles: Mapping[str, _Count], pile: str) -> float:
    c = piles.get(pile, _Count())
    return (c.mastered + 1) / (c.attempts + 2)


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
