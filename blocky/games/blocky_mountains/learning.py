"""The coach's learning model: a player's chance to master a card, recent attempts first.

Pure Python, from counts alone. A **time-weighted (dynamic) Beta-binomial** with three
levels (see docs/coach.md, section 1):

1. everyone's rate on a pile, and how much harder or easier than its pile each card is
   for everyone else (on the log-odds scale);
2. the player's rate on the pile, from their other cards of it, shrunk toward everyone's
   moved by how the player does on the other piles (a strong player starts a new pile
   above everyone's rate, a weak one below);
3. the player's rate on the card, shrunk toward level 2 moved by the card's ease.

Levels 2 and 3 weigh the player's attempts by their age: an attempt counts half as much
after the player has made :data:`HALF_LIFE` more first attempts (at any card). Players
learn, so what they did lately says more than what they did a year ago; a card not played
for long drifts back toward the player's (recent) pile rate. Everything is kept as counts
per player and card (raw and decayed success/attempt sums and the player's attempt clock),
so a new attempt updates a handful of numbers (:meth:`CoachModel.add`) and an estimate reads
a handful: nothing rereads the history.

>>> recs = [AttemptRecord(1, "treetop", "A", m) for m in (True, True, True, False)]
>>> recs += [AttemptRecord(2, "treetop", "A", m) for m in (False, True)]
>>> model = CoachModel.fit(recs)
>>> est = model.card(1, "treetop")
>>> est.evidence.kind, est.evidence.mastered, est.evidence.attempts
(<EvidenceKind.CARD: 'card'>, 3, 4)
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

#: A player as the records name them (the store's player id).
PlayerKey = Hashable

#: Prior strengths (in attempts) used when the record is too thin to estimate them:
#: a player's pile rate starts as if they had made this many attempts at everyone's rate,
#: a card rate as if this many at the player's rate on the pile's other cards.
DEFAULT_PILE_STRENGTH = 8.0
DEFAULT_CARD_STRENGTH = 4.0
#: How many attempts by everyone else a card's ease is shrunk with (toward "as hard as
#: its pile"): a card's ease counts fully only once the family has tried it a dozen times.
DEFAULT_EASE_STRENGTH = 12.0
#: The player's first attempts after which an attempt counts half (see the module text).
HALF_LIFE: float | None = 60.0
#: The practice terms (see :class:`CoachModel`): one per number of earlier plays of the
#: card, 0 to PRACTICE_PLAYS (or more); each starts at 0 and moves as if it had already
#: been learned from PRACTICE_PRIOR attempts' worth of information, so a few attempts
#: cannot swing it (a few dozen can: a family's players learn from their first sessions,
#: and terms that start slower are behind them for hundreds of attempts).
PRACTICE_PLAYS = 4
PRACTICE_PRIOR = 10.0
#: Estimated strengths are kept within these bounds: below 1 a single attempt would
#: swing an estimate from 50 % to 100 %; above 200 a player's own record would hardly count.
MIN_STRENGTH = 1.0
MAX_STRENGTH = 200.0
#: How many groups (players, or player-and-card pairs) with attempts a strength is
#: estimated from; fewer and the default is used.
MIN_GROUPS = 4
#: How many attempts' worth a player's record on their other piles is shrunk with
#: (toward "like everyone") when it moves their prior on a pile (see CoachModel).
ABILITY_STRENGTH = 5.0


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
    #: Not this pile, but other piles: "about 45 % on C cards, from how you do on your
    #: other piles" (everyone's rate on the pile, moved by the player's on the others).
    OTHER_PILES = "other_piles"
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
    #: The spread of the estimate (posterior standard deviation): how sure it is. For a
    #: card never tried it is the spread between the player's cards of the pile.
    spread: float
    #: How many attempts the estimate is worth (own recent attempts plus the prior's
    #: strength).
    weight: float
    evidence: Evidence


class _Tally:
    """Counts of first attempts: raw, and weighted by age on the player's clock."""

    __slots__ = ("at", "attempts", "mastered", "n", "s")

    def __init__(self) -> None:
        self.mastered = 0
        self.attempts = 0
        self.s = 0.0
        self.n = 0.0
        self.at = 0

    def add(self, mastered: bool, clock: int, keep: float) -> None:
        f = keep ** (clock - self.at)
        self.s = self.s * f + mastered
        self.n = self.n * f + 1.0
        self.at = clock
        self.mastered += mastered
        self.attempts += 1

    def weighted(self, clock: int, keep: float) -> tuple[float, float]:
        """(mastered, attempts), each attempt weighted by its age at ``clock``."""
        f = keep ** (clock - self.at)
        return self.s * f, self.n * f


_NONE = _Tally()


def _logit(p: float) -> float:
    return math.log(p / (1 - p))


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def _strength(groups: Iterable[tuple[int, float, float, float | None]], default: float) -> float:
    """Method-of-moments prior strength from groups (attempts, observed rate, the rate the
    prior says, and how many other attempts that rate was measured from, or None when it
    is measured from so many that its own chance spread is negligible).

    The spread of the groups' rates around their prior means, less what binomial chance
    gives (in the group's own attempts and in the attempts its prior mean was measured
    from), is the prior's variance; a Beta prior with mean m and strength k has variance
    m(1-m)/(k+1).
    """
    listed = [
        (n, r, m, 0.0 if other is None else n / other)
        for n, r, m, other in groups
        if n > 0 and (other is None or other > 0)
    ]
    if len(listed) < MIN_GROUPS:
        return default
    total = sum(n for n, _, _, _ in listed)
    observed = sum(n * (r - m) ** 2 for n, r, m, _ in listed) / total
    chance_part = sum(m * (1 - m) * (1 + noise) for _, _, m, noise in listed) / total
    between = observed - chance_part
    mean_var = sum(n * m * (1 - m) for n, _, m, _ in listed) / total
    if mean_var <= 0:
        return default
    if between <= mean_var / (MAX_STRENGTH + 1):
        return MAX_STRENGTH
    return max(MIN_STRENGTH, min(MAX_STRENGTH, mean_var / between - 1))


class CoachModel:
    """The model's counts, updated one attempt at a time.

    ``half_life`` (in the player's first attempts; None: every attempt counts alike) and
    ``ease_strength`` (None: no card is harder than its pile) can be set for a plainer
    model; the prior strengths are estimated by :meth:`fit` unless given.
    """

    __slots__ = (
        "_card_piles",
        "_cards",
        "_clock",
        "_keep",
        "_pairs",
        "_pile_order",
        "_piles",
        "_player_piles",
        "_practice",
        "card_strength",
        "ease_strength",
        "half_life",
        "pile_strength",
        "practice",
    )

    def __init__(
        self,
        *,
        pile_strength: float = DEFAULT_PILE_STRENGTH,
        card_strength: float = DEFAULT_CARD_STRENGTH,
        half_life: float | None = HALF_LIFE,
        ease_strength: float | None = DEFAULT_EASE_STRENGTH,
        practice: bool = True,
    ) -> None:
        self.practice = practice
        self.pile_strength = pile_strength
        self.card_strength = card_strength
        self.half_life = half_life
        self.ease_strength = ease_strength
        self._keep = 1.0 if half_life is None else 0.5 ** (1 / half_life)
        #: Everyone's raw counts per pile and per card.
        self._piles: dict[str, _Tally] = {}
        #: The piles' names, sorted (the order the player's other piles are summed in).
        self._pile_order: tuple[str, ...] = ()
        self._cards: dict[str, _Tally] = {}
        self._card_piles: dict[str, str] = {}
        #: Per player: how many first attempts they have made (their clock).
        self._clock: dict[PlayerKey, int] = {}
        self._player_piles: dict[tuple[PlayerKey, str], _Tally] = {}
        self._pairs: dict[tuple[PlayerKey, str], _Tally] = {}
        #: The practice terms: per number of earlier plays of the card (up to
        #: PRACTICE_PLAYS), the log-odds added to the Beta-binomial estimate, and the
        #: information (sum of p(1-p)) it was learned from.
        self._practice: list[list[float]] = [
            [0.0, PRACTICE_PRIOR] for _ in range(PRACTICE_PLAYS + 1)
        ]

    @staticmethod
    def fit(
        records: Iterable[AttemptRecord],
        *,
        pile_strength: float | None = None,
        card_strength: float | None = None,
        half_life: float | None = HALF_LIFE,
        ease_strength: float | None = DEFAULT_EASE_STRENGTH,
        practice: bool = True,
    ) -> CoachModel:
        """Count the first normal attempts (oldest first) and estimate the prior
        strengths (unless given)."""
        model = CoachModel(half_life=half_life, ease_strength=ease_strength, practice=practice)
        if pile_strength is not None:
            model.pile_strength = pile_strength
        if card_strength is not None:
            model.card_strength = card_strength
        for r in records:
            model.add(r)
        model.refresh_strengths(pile_strength=pile_strength, card_strength=card_strength)
        return model

    def add(self, r: AttemptRecord) -> None:
        """Count one more attempt (a retry or a difficult attempt counts for nothing)."""
        if not r.first or r.difficult:
            return
        player, card, pile, mastered = r.player, r.card, r.pile, r.mastered
        pkey, ckey = (player, pile), (player, card)
        pile_all = self._piles.get(pile)
        if pile_all is None:
            pile_all = self._piles[pile] = _Tally()
            self._pile_order = tuple(sorted(self._piles))
        card_all = self._cards.get(card)
        if card_all is None:
            card_all = self._cards[card] = _Tally()
        whole = self._player_piles.get(pkey)
        if whole is None:
            whole = self._player_piles[pkey] = _Tally()
        own = self._pairs.get(ckey)
        if own is None:
            own = self._pairs[ckey] = _Tally()
        clock = self._clock.get(player, 0)
        if self.practice:
            # The practice term learns from how far off the estimate was before this
            # attempt (a running Newton step of a logistic regression on one offset).
            term = self._practice[min(own.attempts, PRACTICE_PLAYS)]
            p = self._chance(clock, pile_all, card_all, whole, own, player, pile)
            term[0] += (mastered - p) / term[1]
            term[1] += p * (1 - p)
        clock += 1
        self._clock[player] = clock
        pile_all.add(mastered, 0, 1.0)
        card_all.add(mastered, 0, 1.0)
        whole.add(mastered, clock, self._keep)
        own.add(mastered, clock, self._keep)
        self._card_piles[card] = pile

    def counts(self) -> dict[str, Any]:
        """The counts as plain data (JSON-ready; floats kept exactly), to be kept and
        given back to :meth:`from_counts`. Players are the store's integer ids. The prior
        strengths are not counted: :meth:`refresh_strengths` estimates them from these."""

        def tally(t: _Tally) -> list[float]:
            return [t.mastered, t.attempts, t.s, t.n, t.at]

        return {
            "half_life": self.half_life,
            "ease_strength": self.ease_strength,
            "practice": self.practice,
            "terms": [list(t) for t in self._practice],
            "piles": {k: tally(t) for k, t in self._piles.items()},
            "cards": {k: [self._card_piles[k], *tally(t)] for k, t in self._cards.items()},
            "clock": [[p, c] for p, c in self._clock.items()],
            "player_piles": [[p, k, *tally(t)] for (p, k), t in self._player_piles.items()],
            "pairs": [[p, k, *tally(t)] for (p, k), t in self._pairs.items()],
        }

    @staticmethod
    def from_counts(data: dict[str, Any]) -> CoachModel:
        """The model whose :meth:`counts` are ``data``, at the default prior strengths (as
        :meth:`fit` counts); ValueError (KeyError, TypeError) for data of another shape."""

        def tally(v: list[Any]) -> _Tally:
            t = _Tally()
            t.mastered, t.attempts = int(v[0]), int(v[1])
            t.s, t.n, t.at = float(v[2]), float(v[3]), int(v[4])
            return t

        half_life = data["half_life"]
        ease = data["ease_strength"]
        model = CoachModel(
            half_life=None if half_life is None else float(half_life),
            ease_strength=None if ease is None else float(ease),
            practice=bool(data["practice"]),
        )
        terms = [[float(a), float(b)] for a, b in data["terms"]]
        if len(terms) != len(model._practice):
            raise ValueError("the counts have another number of practice terms")
        model._practice = terms
        model._piles = {str(k): tally(v) for k, v in data["piles"].items()}
        model._pile_order = tuple(sorted(model._piles))
        for k, v in data["cards"].items():
            model._card_piles[str(k)] = str(v[0])
            model._cards[str(k)] = tally(v[1:])
        model._clock = {p: int(c) for p, c in data["clock"]}
        model._player_piles = {(p, str(k)): tally(v) for p, k, *v in data["player_piles"]}
        model._pairs = {(p, str(k)): tally(v) for p, k, *v in data["pairs"]}
        return model

    def _chance(
        self,
        clock: int,
        pile_all: _Tally,
        card_all: _Tally,
        whole: _Tally,
        own: _Tally,
        player: PlayerKey,
        pile: str,
    ) -> float:
        """The estimate (see the module text) from the tallies of the pile (everyone's),
        the card (everyone's), the player's pile and the player's card."""
        m = (pile_all.mastered + 1) / (pile_all.attempts + 2)
        keep = self._keep
        # level 2: the player's recent rate on the pile's other cards, shrunk toward
        # everyone's rate moved by how the player does on the other piles
        m_player = _sigmoid(_logit(m) + self._ability(player, pile, clock))
        ws, wn = whole.weighted(clock, keep)
        os, on = own.weighted(clock, keep)
        q = (max(0.0, ws - os) + self.pile_strength * m_player) / (
            max(0.0, wn - on) + self.pile_strength
        )
        # level 1: the card's ease for everyone else
        x = math.log(q / (1 - q))
        k = self.ease_strength
        if k is not None:
            n = card_all.attempts - own.attempts
            if n > 0:
                rate = (card_all.mastered - own.mastered + k * m) / (n + k)
                x += math.log(rate / (1 - rate)) - math.log(m / (1 - m))
        prior = 1 / (1 + math.exp(-x))
        # level 3: the player's recent record on the card
        chance = (os + self.card_strength * prior) / (on + self.card_strength)
        if self.practice:
            offset = self._practice[min(own.attempts, PRACTICE_PLAYS)][0]
            if offset:
                chance = 1 / (1 + math.exp(-(math.log(chance / (1 - chance)) + offset)))
        return chance

    def _ability(self, player: PlayerKey, pile: str, clock: int) -> float:
        """How much better than everyone the player does on the piles but ``pile``, on the
        log-odds scale: each pile's (recent, shrunk) rate against everyone's, weighted by
        the player's recent attempts at it, and shrunk toward 0 with ABILITY_STRENGTH
        attempts; 0 for a player who has tried no other pile."""
        total = weight = 0.0
        keep, k = self._keep, self.pile_strength
        # In a fixed order (the piles' names): the sum is then the same however the
        # counts were built.
        for other in self._pile_order:
            if other == pile:
                continue
            t = self._player_piles.get((player, other))
            if t is None:
                continue
            f = keep ** (clock - t.at)
            s, n = t.s * f, t.n * f
            e = self._piles[other]
            # everyone's rate with one made-up success and failure, as in everyone()
            es, ef = e.mastered + 1, e.attempts - e.mastered + 1
            # logit((s + k·es/(es+ef)) / (n + k)) − logit(es/(es+ef))
            total += n * math.log(
                (s * (es + ef) + k * es) * ef / ((n - s) * (es + ef) + k * ef) / es
            )
            weight += n
        return total / (weight + ABILITY_STRENGTH) if weight else 0.0

    def _plays_bucket(self, player: PlayerKey, card: str) -> int:
        return min(self._pairs.get((player, card), _NONE).attempts, PRACTICE_PLAYS)

    def practice_terms(self) -> tuple[float, ...]:
        """The log-odds added after 0, 1, ... PRACTICE_PLAYS (or more) earlier plays."""
        return tuple(t[0] for t in self._practice)

    def refresh_strengths(
        self, *, pile_strength: float | None = None, card_strength: float | None = None
    ) -> None:
        """Estimate the prior strengths from the raw counts (method of moments), unless
        given. It reads one row per player and card, never the history."""
        if pile_strength is None:
            pile_strength = _strength(
                (
                    (t.attempts, t.mastered / t.attempts, self.everyone(pile), None)
                    for (_, pile), t in self._player_piles.items()
                ),
                DEFAULT_PILE_STRENGTH,
            )
        if card_strength is None:
            card_strength = _strength(self._card_groups(), DEFAULT_CARD_STRENGTH)
        self.pile_strength = pile_strength
        self.card_strength = card_strength

    def _card_groups(self) -> Iterator[tuple[int, float, float, float | None]]:
        for (player, card), t in self._pairs.items():
            pile = self._card_piles[card]
            whole = self._player_piles[(player, pile)]
            other_n = whole.attempts - t.attempts
            if other_n <= 0:
                continue
            other_rate = (whole.mastered - t.mastered) / other_n
            prior = min(0.99, max(0.01, other_rate))
            prior = _sigmoid(_logit(prior) + self.ease(card, pile, leave_out=player))
            yield t.attempts, t.mastered / t.attempts, prior, float(other_n)

    def everyone(self, pile: str) -> float:
        """Everyone's rate on ``pile`` (with one made-up success and failure, so never 0 or 1)."""
        t = self._piles.get(pile, _NONE)
        return (t.mastered + 1) / (t.attempts + 2)

    def ease(self, card: str, pile: str, *, leave_out: PlayerKey | None = None) -> float:
        """How much easier ``card`` is than its pile for everyone (but ``leave_out``), on
        the log-odds scale: negative for a card harder than its pile. Shrunk toward 0 with
        the ease strength; 0 for a card nobody else has tried."""
        if self.ease_strength is None:
            return 0.0
        t = self._cards.get(card, _NONE)
        s, n = t.mastered, t.attempts
        if leave_out is not None:
            own = self._pairs.get((leave_out, card), _NONE)
            s, n = s - own.mastered, n - own.attempts
        if n <= 0:
            return 0.0
        m = self.everyone(pile)
        rate = (s + self.ease_strength * m) / (n + self.ease_strength)
        return _logit(rate) - _logit(m)

    def pile(self, player: PlayerKey, pile: str, *, leave_out: str | None = None) -> float:
        """The player's recent rate on ``pile`` (leaving out card ``leave_out``), shrunk
        toward everyone's moved by how the player does on the other piles."""
        clock = self._clock.get(player, 0)
        s, n = self._player_piles.get((player, pile), _NONE).weighted(clock, self._keep)
        if leave_out is not None:
            os, on = self._pairs.get((player, leave_out), _NONE).weighted(clock, self._keep)
            s, n = max(0.0, s - os), max(0.0, n - on)
        prior = _sigmoid(_logit(self.everyone(pile)) + self._ability(player, pile, clock))
        return (s + self.pile_strength * prior) / (n + self.pile_strength)

    def card(self, player: PlayerKey, card: str, pile: str | None = None) -> Estimate:
        """The player's chance on ``card`` (``pile`` is needed for a card nobody has tried)."""
        pile = pile or self._card_piles.get(card)
        if pile is None:
            raise KeyError(f"the pile of card {card!r} is not known")
        clock = self._clock.get(player, 0)
        own = self._pairs.get((player, card), _NONE)
        whole = self._player_piles.get((player, pile), _NONE)
        everyone = self._piles.get(pile, _NONE)
        chance = self._chance(
            clock, everyone, self._cards.get(card, _NONE), whole, own, player, pile
        )
        _, n = own.weighted(clock, self._keep)
        weight = n + self.card_strength
        if own.attempts:
            kind = EvidenceKind.CARD
        elif whole.attempts:
            kind = EvidenceKind.PILE
        elif self._clock.get(player, 0):
            kind = EvidenceKind.OTHER_PILES
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
                whole.mastered - own.mastered,
                whole.attempts - own.attempts,
                everyone.mastered,
                everyone.attempts,
            ),
        )
