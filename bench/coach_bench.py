"""How good the coach's odds are: calibration on simulated players of known skill.

Each simulated player has a true chance per card (their ability, the pile's and the
card's difficulty, and a twist of their own for each card, on the logit scale). They play
cards in a random order; the model is fitted on the first half of every player's plays
(in time order) and predicts the first attempts of the second half. Its predictions are
scored against two baselines: everyone's rate on the card's pile, and a plain 50 %.

The Brier score is the mean squared difference between the predicted chance and what
happened (1 mastered, 0 failed): lower is better, 0.25 is what always saying 50 % gets.
The calibration table puts predictions into tenths (0-10 %, 10-20 %, ...) and compares
the mean prediction with how often those attempts were mastered: for a well-calibrated
coach the two agree. See docs/coach.md.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord, CoachModel

#: Logit-scale difficulty of each pile (A is the easy one).
PILE_EASE = {"A": 1.0, "B": 0.0, "C": -1.0}
ABILITY_SPREAD = 1.0
CARD_SPREAD = 0.7
#: How much one player's chance on a card differs from what ability and card predict.
TWIST_SPREAD = 0.5
SEED = 2026


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def simulate(
    seed: int = SEED, players: int = 40, plays: tuple[int, int] = (10, 150)
) -> tuple[list[AttemptRecord], list[AttemptRecord], dict[tuple[object, str], float]]:
    """(training records, later records, each player's true chance per card)."""
    rng = random.Random(seed)
    cards = default_catalogue().cards
    card_ease = {c.id: rng.gauss(0, CARD_SPREAD) for c in cards}
    truth: dict[tuple[object, str], float] = {}
    train: list[AttemptRecord] = []
    later: list[AttemptRecord] = []
    for player in range(players):
        ability = rng.gauss(0, ABILITY_SPREAD)
        for c in cards:
            twist = rng.gauss(0, TWIST_SPREAD)
            truth[(player, c.id)] = _sigmoid(ability + PILE_EASE[c.pile] + card_ease[c.id] + twist)
        n = rng.randint(*plays)
        for k in range(n):
            c = rng.choice(cards)
            rec = AttemptRecord(player, c.id, c.pile, rng.random() < truth[(player, c.id)])
            (train if k < n // 2 else later).append(rec)
    return train, later, truth


@dataclass(frozen=True, slots=True)
class Bin:
    low: float
    high: float
    count: int
    predicted: float
    observed: float


@dataclass(frozen=True, slots=True)
class Score:
    name: str
    brier: float
    calibration: tuple[Bin, ...]


def score(
    name: str, predict: Callable[[AttemptRecord], float], records: Sequence[AttemptRecord]
) -> Score:
    """Brier score and calibration table (by tenths of the predicted chance)."""
    sums = [[0, 0.0, 0] for _ in range(10)]
    total = 0.0
    for r in records:
        p = predict(r)
        y = 1.0 if r.mastered else 0.0
        total += (p - y) ** 2
        b = sums[min(9, int(p * 10))]
        b[0] += 1
        b[1] += p
        b[2] += int(r.mastered)
    bins = tuple(
        Bin(i / 10, (i + 1) / 10, int(n), pred / n, obs / n)
        for i, (n, pred, obs) in enumerate(sums)
        if n
    )
    return Score(name, total / len(records), bins)


def evaluate(seed: int = SEED, players: int = 40) -> tuple[Score, ...]:
    """The model and the baselines (then, for comparison, the card record alone and the
    players' true chances), scored on the later attempts of simulated players."""
    train, later, truth = simulate(seed, players)
    model = CoachModel.fit(train)
    own: dict[tuple[object, str], tuple[int, int]] = {}
    for r in train:
        m, n = own.get((r.player, r.card), (0, 0))
        own[(r.player, r.card)] = (m + int(r.mastered), n + 1)

    def alone(r: AttemptRecord) -> float:
        m, n = own.get((r.player, r.card), (0, 0))
        return (m + 1) / (n + 2)

    return (
        score(
            "coach (hierarchical Beta-binomial)",
            lambda r: model.card(r.player, r.card, r.pile).chance,
            later,
        ),
        score("pile average (everyone)", lambda r: model.everyone(r.pile), later),
        score("50 %", lambda r: 0.5, later),
        score("card record alone (Laplace)", alone, later),
        score(
            "true chance (the best any coach can do)", lambda r: truth[(r.player, r.card)], later
        ),
    )


def run() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    train, later, _ = simulate()
    model = CoachModel.fit(train)
    out.append(
        (
            "simulated record",
            f"{len(train)} first attempts to learn from, {len(later)} later ones to predict",
        )
    )
    out.append(
        (
            "prior strengths (method of moments)",
            f"pile {model.pile_strength:.1f}, card {model.card_strength:.1f} attempts",
        )
    )
    scores = evaluate()
    for s in scores:
        out.append((f"Brier score, {s.name}", f"{s.brier:.4f}"))
    coach = scores[0]
    for b in coach.calibration:
        out.append(
            (
                f"coach calibration {b.low:.0%}-{b.high:.0%}",
                f"{b.count} attempts, predicted {b.predicted:.0%}, mastered {b.observed:.0%}",
            )
        )
    return out
