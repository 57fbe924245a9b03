"""How good the coach's odds are: calibration on simulated players who learn.

Each simulated player has a true chance per card that grows as they play: their ability,
the pile's and the card's difficulty, a twist of their own for each card, and two
practice gains, one for the card (the more they have played it) and one overall (the more
they have played at all), on the log-odds scale; each player learns at their own pace.
Players play sessions of 6 to 10 cards on days spread over weeks, all players' sessions
interleaved in time. Each first attempt is predicted **before** its outcome, from
everything played before it (the model counts it afterwards), as the coach on the screen
does. The predictions are scored against the baselines: everyone's rate on the card's
pile, the player's own record on the card (Laplace), the coach without its learning
(every attempt counting alike, no card ease, no practice terms), and a plain 50 %.

The Brier score is the mean squared difference between the predicted chance and what
happened (1 mastered, 0 failed): lower is better, 0.25 is what always saying 50 % gets.
The log-loss is the mean of -ln(chance given to what happened). The calibration table
puts predictions into tenths (0-10 %, 10-20 %, ...) and compares the mean prediction
with how often those attempts were mastered: for a well-calibrated coach the two agree.
See docs/coach.md.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord, CoachModel

#: Log-odds difficulty of each pile (A is the easy one).
PILE_EASE = {"A": 1.0, "B": 0.0, "C": -1.0}
ABILITY_SPREAD = 1.0
CARD_SPREAD = 0.7
#: How much one player's chance on a card differs from what ability and card predict.
TWIST_SPREAD = 0.5
#: Log-odds gained by practice at full pace: on a card (after a few plays of it), and
#: overall (after some sixty cards); each player's pace is drawn from LEARNING_PACE.
CARD_GAIN = 1.0
OVERALL_GAIN = 0.8
LEARNING_PACE = (0.3, 1.5)
SEED = 2026
#: The seeds the table is printed for (each a family of 40 players).
SEEDS = (1, 2, 3, 4, 5, 6)
#: How often (in attempts) the prior strengths are estimated again from the counts.
REFRESH = 250


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


@dataclass(frozen=True, slots=True)
class Played:
    record: AttemptRecord
    #: The player's true chance on this attempt.
    truth: float


def simulate(seed: int = SEED, players: int = 40) -> list[Played]:
    """Every first attempt of a family of learning players, in the order played."""
    rng = random.Random(seed)
    cards = default_catalogue().cards
    by_pile = {p: [c for c in cards if c.pile == p] for p in PILE_EASE}
    ease = {c.id: rng.gauss(0, CARD_SPREAD) for c in cards}
    people = []
    sessions: list[tuple[int, int, int]] = []
    for player in range(players):
        ability = rng.gauss(0, ABILITY_SPREAD)
        pace = rng.uniform(*LEARNING_PACE)
        twist = {c.id: rng.gauss(0, TWIST_SPREAD) for c in cards}
        people.append((ability, pace, twist))
        day = rng.randint(0, 30)
        for k in range(rng.randint(3, 25)):
            sessions.append((day, player, k))
            day += rng.randint(1, 7)
    sessions.sort()
    plays: dict[tuple[int, str], int] = {}
    total: dict[int, int] = {}
    out: list[Played] = []
    for day, player, k in sessions:
        ability, pace, twist = people[player]
        # Beginners start on pile A; later sessions take any pile.
        pile = "A" if k < 2 else rng.choice(sorted(PILE_EASE))
        for _ in range(rng.randint(6, 10)):
            c = rng.choice(by_pile[pile])
            before = plays.get((player, c.id), 0)
            played = total.get(player, 0)
            x = (
                ability
                + PILE_EASE[pile]
                + ease[c.id]
                + twist[c.id]
                + CARD_GAIN * pace * (1 - math.exp(-before / 3))
                + OVERALL_GAIN * pace * (1 - math.exp(-played / 60))
            )
            p = _sigmoid(x)
            plays[(player, c.id)] = before + 1
            total[player] = played + 1
            out.append(Played(AttemptRecord(player, c.id, pile, rng.random() < p, game=day), p))
    return out


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
    log_loss: float
    calibration: tuple[Bin, ...]
    count: int


#: The target: every tenth's mean prediction within this of how often it was mastered.
CALIBRATION_TARGET = 0.01
#: A tenth with fewer attempts than this says too little to be judged.
FEW = 200


def chance_margin(b: Bin) -> float:
    """How far a tenth's mastered share may lie from its mean prediction by chance
    alone, were the predictions exact: two standard errors of a binomial share."""
    return 2 * math.sqrt(max(1e-9, b.predicted * (1 - b.predicted)) / b.count)


def _score(name: str, pairs: Sequence[tuple[float, bool]]) -> Score:
    """Brier score, log-loss and calibration table (by tenths of the predicted chance)."""
    sums = [[0, 0.0, 0] for _ in range(10)]
    brier = loss = 0.0
    for p, mastered in pairs:
        y = 1.0 if mastered else 0.0
        brier += (p - y) ** 2
        loss -= math.log(p if mastered else 1 - p)
        b = sums[min(9, int(p * 10))]
        b[0] += 1
        b[1] += p
        b[2] += int(mastered)
    bins = tuple(
        Bin(i / 10, (i + 1) / 10, int(n), pred / n, obs / n)
        for i, (n, pred, obs) in enumerate(sums)
        if n
    )
    n = len(pairs)
    return Score(name, brier / n, loss / n, bins, n)


NAMES = (
    "the coach (time-weighted Beta-binomial)",
    "the coach without learning (every attempt alike)",
    "the player's record on the card (Laplace)",
    "pile average (everyone)",
    "50 %",
    "true chances (the floor)",
)


def untried(seed: int = SEED) -> list[tuple[float, float, bool]]:
    """The coach's (chance, spread, outcome) for each first attempt at a card the
    player had never tried, asked before it."""
    coach = CoachModel()
    out: list[tuple[float, float, bool]] = []
    for i, played in enumerate(simulate(seed)):
        r = played.record
        if i % REFRESH == 0:
            coach.refresh_strengths()
        est = coach.card(r.player, r.card, r.pile)
        if est.evidence.attempts == 0:
            out.append((est.chance, est.spread, r.mastered))
        coach.add(r)
    return out


def predictions(seed: int = SEED) -> dict[str, list[tuple[float, bool]]]:
    """Each predictor's (chance, outcome) for every first attempt, asked before it."""
    coach = CoachModel()
    static = CoachModel(half_life=None, ease_strength=None, practice=False)
    own: dict[tuple[object, str], tuple[int, int]] = {}
    out: dict[str, list[tuple[float, bool]]] = {name: [] for name in NAMES}
    for i, played in enumerate(simulate(seed)):
        r = played.record
        if i % REFRESH == 0:
            coach.refresh_strengths()
            static.refresh_strengths()
        m, n = own.get((r.player, r.card), (0, 0))
        chances = (
            coach.card(r.player, r.card, r.pile).chance,
            static.card(r.player, r.card, r.pile).chance,
            (m + 1) / (n + 2),
            coach.everyone(r.pile),
            0.5,
            played.truth,
        )
        for name, p in zip(NAMES, chances, strict=True):
            out[name].append((p, r.mastered))
        coach.add(r)
        static.add(r)
        own[(r.player, r.card)] = (m + r.mastered, n + 1)
    return out


def pooled(seeds: Sequence[int] = SEEDS) -> dict[str, list[tuple[float, bool]]]:
    """Each predictor's (chance, outcome) over the families of ``seeds``, in the same order
    for every predictor (the i-th of each is the same attempt)."""
    out: dict[str, list[tuple[float, bool]]] = {name: [] for name in NAMES}
    for seed in seeds:
        for name, pairs in predictions(seed).items():
            out[name] += pairs
    return out


def evaluate(seeds: Sequence[int] = SEEDS) -> tuple[Score, ...]:
    """Every predictor scored over the families of ``seeds`` (in the order of NAMES)."""
    every = pooled(seeds)
    return tuple(_score(name, every[name]) for name in NAMES)


def true_by_tenth(
    coach: Sequence[tuple[float, bool]], truth: Sequence[tuple[float, bool]]
) -> dict[int, float]:
    """For each tenth of the coach's chance, the mean of the players' true chances on those
    attempts: how often they would be mastered were there no luck in the outcomes. Its gap
    to the mean prediction is the coach's own error, without the outcomes' chance spread."""
    sums: dict[int, list[float]] = {}
    for (p, _), (t, _) in zip(coach, truth, strict=True):
        b = sums.setdefault(min(9, int(p * 10)), [0.0, 0.0])
        b[0] += 1
        b[1] += t
    return {i: total / n for i, (n, total) in sums.items()}


def tenths_within(score: Score, target: float = CALIBRATION_TARGET) -> int:
    """How many tenths of a calibration table have a mastered share within ``target`` of
    their mean prediction."""
    return sum(abs(b.observed - b.predicted) <= target for b in score.calibration)


def run() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    start = time.perf_counter()
    every = pooled()
    seconds = time.perf_counter() - start
    scores = tuple(_score(name, every[name]) for name in NAMES)
    coach, truth = scores[0], scores[-1]
    true_mean = true_by_tenth(every[NAMES[0]], every[NAMES[-1]])
    out.append(
        (
            "simulated record",
            f"{coach.count} first attempts of learning players ({len(SEEDS)} families of 40), "
            "each predicted before it was played",
        )
    )
    for s in scores:
        out.append((f"{s.name}", f"Brier {s.brier:.4f}, log-loss {s.log_loss:.4f}"))
    within = 0
    for b in coach.calibration:
        margin = chance_margin(b)
        gap = b.observed - b.predicted
        within += abs(gap) <= CALIBRATION_TARGET
        out.append(
            (
                f"coach calibration {b.low:.0%}-{b.high:.0%}",
                f"{b.count} attempts, predicted {b.predicted:.1%}, mastered {b.observed:.1%}"
                f" ({gap:+.1%}; chance alone moves it by up to ±{margin:.1%});"
                f" true chances {true_mean[int(b.low * 10 + 0.5)]:.1%}"
                f" ({true_mean[int(b.low * 10 + 0.5)] - b.predicted:+.1%}: the coach's own error)"
                + ("" if b.count >= FEW else "; too few attempts to judge"),
            )
        )
    judged = [b for b in coach.calibration if b.count >= FEW]
    out.append(
        (
            "coach calibration, tenths within 1 point",
            f"{within} of {len(coach.calibration)}; "
            f"{sum(abs(b.observed - b.predicted) <= chance_margin(b) for b in judged)} of "
            f"{len(judged)} tenths with {FEW} attempts or more within what chance alone "
            "gives (2 standard errors); mean gap, weighted by attempts: "
            f"{sum(b.count * abs(b.observed - b.predicted) for b in coach.calibration) / coach.count:.2%}",
        )
    )
    own = [abs(true_mean[int(b.low * 10 + 0.5)] - b.predicted) for b in coach.calibration]
    out.append(
        (
            "coach calibration against the true chances",
            f"largest gap {max(own):.1%}, {sum(g <= CALIBRATION_TARGET for g in own)} of "
            f"{len(own)} tenths within 1 point; the true chances themselves, tabled the "
            f"same way, have {tenths_within(truth)} of {len(truth.calibration)} tenths "
            "within 1 point of how often they were mastered (the outcomes' luck alone)",
        )
    )
    new = [u for seed in SEEDS for u in untried(seed)]
    if new:
        chances = sorted(c for c, _, _ in new)
        low, high = chances[len(chances) // 100], chances[-1 - len(chances) // 100]
        spread = sum(sp for _, sp, _ in new) / len(new)
        mean = sum(chances) / len(chances)
        hit = sum(m for _, _, m in new) / len(new)
        out.append(
            (
                "cards never tried before",
                f"{len(new)} attempts: chances {low:.0%} to {high:.0%} (1st to 99th "
                f"percentile), mean {mean:.1%} against {hit:.1%} mastered, said to be sure "
                f"within ±{spread:.0%} (the spread, on average)",
            )
        )
    per_seed = [_score("", predictions(seed)[NAMES[0]]).brier for seed in SEEDS]
    out.append(("coach Brier per family", ", ".join(f"{b:.3f}" for b in per_seed)))
    per = seconds / (2 * coach.count) * 1e6
    out.append(("time per prediction and update (both coaches)", f"{per:.0f} µs"))
    # Fitting from a long record: every attempt counted once, in order.
    records = [p.record for seed in SEEDS for p in simulate(seed)]
    start = time.perf_counter()
    model = CoachModel.fit(records)
    fit = time.perf_counter() - start
    start = time.perf_counter()
    for r in records[:2000]:
        model.add(r)
        model.card(r.player, r.card, r.pile)
    step = (time.perf_counter() - start) / 2000 * 1e6
    out.append(
        (
            "fitting the coach on a record",
            f"{len(records)} attempts in {fit * 1000:.0f} ms; then one more attempt "
            f"counted and a chance read: {step:.0f} µs",
        )
    )
    return out
