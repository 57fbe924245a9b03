"""Random legal games of Montgolfière with every invariant checked after every round.

Each balloon plays a card drawn at random from its real remaining deck; the Baron's cards
come from his shuffled pile (app draws) or at random from his deck (table draws); hook
choices and peeks are random. After every action the invariants hold; after every game of
a match the totals must equal the sum of the games' points, kept here apart from the rules.

>>> result = simulate(edition="12", games=3, seed=1)
>>> result.games, result.rounds > 0
(3, True)
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from blocky.core.game import ActorKind
from blocky.games.montgolfiere.actions import Action, BaronCard, PeekBaron, PlayCard
from blocky.games.montgolfiere.baron import chance_outcomes, peek_refusal
from blocky.games.montgolfiere.cards import CARDS, MAX_ROUNDS, remaining
from blocky.games.montgolfiere.editions import EDITIONS
from blocky.games.montgolfiere.events import GameEnds, GameScored
from blocky.games.montgolfiere.invariants import InvariantBroken, check_invariants
from blocky.games.montgolfiere.rules import actor, apply_logged, legal_actions, new_game
from blocky.games.montgolfiere.setup import Draws, Setup, player_colours
from blocky.games.montgolfiere.state import Phase, State


@dataclass(frozen=True)
class SimulationResult:
    games: int
    rounds: int
    actions: int
    seconds: float


def random_setup(rng: random.Random, edition: str, *, match: bool | None = None) -> Setup:
    """2-6 balloons, the Baron or not, either draws, a match or a single game."""
    n = rng.randint(2, 6)
    baron = rng.random() < 0.5 and n >= 2
    players = n - 1 if baron else n
    colours = rng.sample(player_colours(baron), players)
    match = rng.random() < 0.3 if match is None else match
    return Setup.of(
        [f"Player {i + 1}" for i in range(players)],
        baron=baron,
        edition=edition,
        draws=rng.choice([Draws.APP, Draws.TABLE]),
        seed=rng.randrange(2**31),
        target=rng.choice([20, 30, 50]) if match else None,
        colours=colours,
    )


def random_action(state: State, rng: random.Random) -> Action:
    """A random legal action (the Baron's card weighted as his deck holds them)."""
    who = actor(state)
    assert who is not None
    if who.is_chance:
        options = chance_outcomes(state)
        card = rng.choices([c for c, _ in options], weights=[w for _, w in options])[0]
        return BaronCard(card)
    if who.kind is ActorKind.SIMULTANEOUS:
        if peek_refusal(state) is None and rng.random() < 0.2:
            return PeekBaron()
        seat = rng.choice(sorted(who.seats))
        left = remaining(state.used[seat])
        return PlayCard(seat, rng.choice([c for c in CARDS if left[c]]))
    legal = legal_actions(state)
    return rng.choice(legal)


def random_playout(
    setup: Setup, rng: random.Random, *, check: bool = True
) -> tuple[State, int, int]:
    """One game (or match) with random legal actions; returns the end state, the rounds
    resolved and the actions applied. Raises InvariantBroken."""
    state = new_game(setup)
    if check:
        check_invariants(state)
    rounds = actions = 0
    sums = [0] * len(setup.balloons)
    while state.phase is not Phase.OVER:
        state, events = apply_logged(state, random_action(state, rng))
        actions += 1
        for e in events:
            if isinstance(e, GameEnds):
                rounds += state.round
            if isinstance(e, GameScored):
                for s, p in enumerate(e.points):
                    sums[s] += p
                if tuple(sums) != e.totals:
                    raise InvariantBroken("the match totals are not the sum of the games")
        if check:
            check_invariants(state)
            if state.round > MAX_ROUNDS:
                raise InvariantBroken("more than 24 rounds")
        if actions > 10_000:
            raise InvariantBroken("the game does not end")
    return state, rounds, actions


def simulate(*, edition: str, games: int, seed: int) -> SimulationResult:
    """Play ``games`` random games (some of them matches) on ``edition``'s board."""
    if edition not in EDITIONS:
        raise ValueError(f"there is no {edition!r} board (there are: {', '.join(EDITIONS)})")
    if games < 1:
        raise ValueError("play at least 1 game")
    rng = random.Random(seed)
    rounds = actions = 0
    start = time.perf_counter()
    for _ in range(games):
        _, r, a = random_playout(random_setup(rng, edition), rng)
        rounds += r
        actions += a
    return SimulationResult(games, rounds, actions, time.perf_counter() - start)
