"""How well the practice plan trains what a player misses, on simulated learning players.

A family of learning players (the model of bench/coach_bench.py) trains alone on practice
plans of 8 cards, a session every two days, each session's plan made from the record so
far (the coach fitted on the whole family's attempts). For every session from the second
on, the bench counts the plan's cards that are among the player's weakest quarter (the 8
of 30 cards with the lowest chance), by the players' true chances at that moment and by
the coach's odds, against 8/30 for cards drawn at random; and how many of the plan's
cards are mastered cards brought back for review.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from bench.coach_bench import (
    ABILITY_SPREAD,
    CARD_GAIN,
    CARD_SPREAD,
    LEARNING_PACE,
    OVERALL_GAIN,
    PILE_EASE,
    TWIST_SPREAD,
)
from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord, CoachModel
from blocky.games.blocky_mountains.practice import CardStatus, practice_plan

PLAN_SIZE = 8
SESSIONS = 12
PLAYERS = 20
SEEDS = (1, 2, 3)
START = date(2026, 3, 1)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


@dataclass(frozen=True, slots=True)
class PlanShare:
    #: Sessions counted (the second and later of every player).
    plans: int
    cards: int
    #: Plan cards among the player's weakest quarter, by true chance and by the coach.
    weakest_true: int
    weakest_coach: int
    #: Plan cards that were mastered cards brought back (due or kept).
    reviews: int
    #: The share a plan of cards drawn at random would have.
    random_share: float
    #: The first session's cards by pile (nothing known about the player yet).
    first_piles: dict[str, int]
    #: The second session alone: plan cards among the weakest quarter (by true chances,
    #: by the coach's odds) and cards.
    second: tuple[int, int, int]


def run_plans(seed: int) -> PlanShare:
    rng = random.Random(seed)
    cat = default_catalogue()
    cards = [(c.id, c.pile) for c in cat.cards]
    piles = dict(cards)
    quarter = math.ceil(len(cards) / 4)
    ease = {c: rng.gauss(0, CARD_SPREAD) for c, _ in cards}
    people = []
    for _ in range(PLAYERS):
        people.append(
            (
                rng.gauss(0, ABILITY_SPREAD),
                rng.uniform(*LEARNING_PACE),
                {c: rng.gauss(0, TWIST_SPREAD) for c, _ in cards},
            )
        )
    plays: dict[tuple[int, str], int] = {}
    total = [0] * PLAYERS
    records: list[list[AttemptRecord]] = [[] for _ in range(PLAYERS)]
    model = CoachModel()

    def truth(player: int, card: str) -> float:
        ability, pace, twist = people[player]
        before = plays.get((player, card), 0)
        return _sigmoid(
            ability
            + PILE_EASE[piles[card]]
            + ease[card]
            + twist[card]
            + CARD_GAIN * pace * (1 - math.exp(-before / 3))
            + OVERALL_GAIN * pace * (1 - math.exp(-total[player] / 60))
        )

    counted = weak_true = weak_coach = reviews = n_cards = 0
    first_piles = {p: 0 for p in PILE_EASE}
    second = [0, 0, 0]
    for session in range(SESSIONS):
        day = START + timedelta(days=2 * session)
        for player in range(PLAYERS):
            model.refresh_strengths()
            plan = practice_plan(records[player], cards, day, size=PLAN_SIZE, model=model)
            if session == 0:
                for c in plan:
                    first_piles[c.pile] += 1
            else:
                by_truth = sorted(cards, key=lambda c: truth(player, c[0]))[:quarter]
                by_coach = sorted(cards, key=lambda c: model.card(player, c[0], c[1]).chance)
                weakest_t = {c for c, _ in by_truth}
                weakest_c = {c for c, _ in by_coach[:quarter]}
                counted += 1
                n_cards += len(plan)
                weak_true += sum(c.card in weakest_t for c in plan)
                weak_coach += sum(c.card in weakest_c for c in plan)
                reviews += sum(c.reason in (CardStatus.DUE, CardStatus.KEPT) for c in plan)
                if session == 1:
                    second[0] += sum(c.card in weakest_t for c in plan)
                    second[1] += sum(c.card in weakest_c for c in plan)
                    second[2] += len(plan)
            at = datetime(day.year, day.month, day.day, 17, tzinfo=UTC)
            for k, c in enumerate(plan):
                p = truth(player, c.card)
                rec = AttemptRecord(
                    player,
                    c.card,
                    c.pile,
                    rng.random() < p,
                    at=at + timedelta(minutes=k),
                    game=session * PLAYERS + player,
                )
                records[player].append(rec)
                model.add(rec)
                plays[(player, c.card)] = plays.get((player, c.card), 0) + 1
                total[player] += 1
    return PlanShare(
        counted,
        n_cards,
        weak_true,
        weak_coach,
        reviews,
        quarter / len(cards),
        first_piles,
        (second[0], second[1], second[2]),
    )


def run() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    start = time.perf_counter()
    results = [run_plans(seed) for seed in SEEDS]
    seconds = time.perf_counter() - start
    plans = sum(r.plans for r in results)
    n = sum(r.cards for r in results)
    rnd = results[0].random_share
    out.append(
        (
            "practice plans from the second session on",
            f"{plans} plans of {PLAN_SIZE} cards ({len(SEEDS)} families of {PLAYERS} players)",
        )
    )
    out.append(
        (
            "plan cards among the weakest quarter, by true chances",
            f"{sum(r.weakest_true for r in results) / n:.1%} (random cards: {rnd:.1%})",
        )
    )
    out.append(
        (
            "plan cards among the weakest quarter, by the coach's odds",
            f"{sum(r.weakest_coach for r in results) / n:.1%} (random cards: {rnd:.1%})",
        )
    )
    out.append(
        (
            "plan cards that are mastered cards brought back",
            f"{sum(r.reviews for r in results) / n:.1%}",
        )
    )
    t, c, k = (sum(r.second[i] for r in results) for i in range(3))
    out.append(
        (
            "the second session alone, weakest quarter by true chances / by the coach",
            f"{t / k:.1%} / {c / k:.1%} (random cards: {rnd:.1%})",
        )
    )
    first = {p: sum(r.first_piles[p] for r in results) for p in PILE_EASE}
    out.append(
        ("first plan's cards by pile (A, B, C)", ", ".join(str(first[p]) for p in sorted(first)))
    )
    per = seconds / (len(SEEDS) * SESSIONS * PLAYERS) * 1000
    out.append(("time per plan (with the bench's own bookkeeping)", f"{per:.1f} ms"))
    return out
