"""Deterministic players for the end-to-end UI tests.

Each policy looks only at the state (and a set of things it has already done) and
returns the action a family at the table would report, so the same game can be
played through the widgets and, much faster, through the rules alone to pick seeds.
"""

from __future__ import annotations

from collections.abc import Callable

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    PlayOn,
    Report,
    Retry,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.game import CHANCE, apply, current_actor, legal_actions
from blocky.games.blocky_mountains.record import Timeline
from blocky.games.blocky_mountains.state import Phase, Setup, State

Policy = Callable[[State, set[str]], Action]


def first_chance(state: State) -> Action:
    """Table draws: the players enter the first thing the app offers."""
    return legal_actions(state)[0]


def race_policy(state: State, done: set[str]) -> Action:
    """White always masters and takes every shortcut; everyone else always fails, so
    they end level on the campground and squirrels decide between them. On the way:
    one route change, one paid retry and one difficult route."""
    legal = legal_actions(state)
    if current_actor(state) == CHANCE:
        return first_chance(state)
    white = state.turn == 0
    ph = state.phase
    if ph is Phase.START:
        if TakeShortcut() in legal:
            done.add("shortcut")
            return TakeShortcut()
        if state.card is None:
            return ChoosePile("B" if white and state.positions[0] == 0 else "A")
        if not white and "change" not in done and ChangeRoute("A") in legal:
            done.add("change")
            return ChangeRoute("A")
        return TakeRoute()
    if ph is Phase.PREPARE:
        if ChooseVariant(True) in legal:
            if not white and "difficult" not in done:
                done.add("difficult")
                return ChooseVariant(True)
            return ChooseVariant(False)
        return Report(white)
    if ph is Phase.RETRY:
        if "retry" not in done:
            done.add("retry")
            return Retry()
        return AcceptFailure()
    if ph is Phase.OWL_CHOICE:
        return FlipOwl("letter")
    raise AssertionError(f"no choice for {ph}")


def team_policy(win: bool) -> Policy:
    """Win: master everything (one failure bought back with a retry), use every fox and
    the major shortcut. Lose: fail everything and accept each failure."""

    def policy(state: State, done: set[str]) -> Action:
        legal = legal_actions(state)
        if current_actor(state) == CHANCE:
            return first_chance(state)
        ph = state.phase
        if ph is Phase.START:
            return TakeShortcut() if TakeShortcut() in legal else PlayOn()
        if ph is Phase.PREPARE:
            if Fox() in legal and win:
                done.add("fox")
                return Fox()
            if ChooseVariant(True) in legal:
                return ChooseVariant(False)
            if win and "failed_once" not in done and not state.no_retry and state.squirrels[0] > 0:
                done.add("failed_once")
                return Report(False)
            return Report(win)
        if ph is Phase.RETRY:
            if win:
                done.add("retry")
                return Retry()
            return AcceptFailure()
        raise AssertionError(f"no choice for {ph}")

    return policy


def solo_policy(state: State, done: set[str]) -> Action:
    """Difficult whenever offered, fail every third card once and retry, master the rest."""
    legal = legal_actions(state)
    if current_actor(state) == CHANCE:
        return first_chance(state)
    ph = state.phase
    n = len(state.removed)
    if ph is Phase.PREPARE:
        if ChooseVariant(True) in legal:
            done.add("difficult")
            return ChooseVariant(n % 2 == 0)
        if n % 3 == 1 and state.attempt == 0 and state.squirrels[0] > 0:
            return Report(False)
        return Report(True)
    if ph is Phase.RETRY:
        done.add("retry")
        return Retry()
    raise AssertionError(f"no choice for {ph}")


def simulate(setup: Setup, policy: Policy, limit: int = 2000) -> tuple[State, set[str]]:
    """Play a whole game with the rules only (app draws as the app would draw them)."""
    timeline = Timeline.start(setup).advance_chance()
    done: set[str] = set()
    state = timeline.state
    for _ in range(limit):
        if state.is_over:
            return state, done
        timeline = timeline.play(policy(state, done)).advance_chance()
        state = timeline.state
    raise AssertionError("the game did not end")


__all__ = ["apply", "race_policy", "simulate", "solo_policy", "team_policy"]
