"""Rounds set up and played in a line: balloons on given spaces play given cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from blocky.games.montgolfiere.actions import BaronCard, FollowHook, PlayCard, Resolve
from blocky.games.montgolfiere.cards import Card, card_from_code
from blocky.games.montgolfiere.events import Event
from blocky.games.montgolfiere.rules import apply_logged, new_game
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import State
from blocky.games.montgolfiere.words import event_text

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Finn")


def table(
    spaces: Sequence[int],
    *,
    edition: str = "15",
    baron: bool = False,
    target: int | None = None,
    draws: str = "table",
    seed: int = 0,
) -> State:
    """A game whose balloons start on ``spaces`` (the last one is the Baron's if
    ``baron``): the set-up's starting spaces."""
    players = len(spaces) - (1 if baron else 0)
    setup = Setup.of(
        NAMES[:players],
        baron=baron,
        edition=edition,
        target=target,
        draws=draws,
        seed=seed,
        spaces=spaces,
    )
    return new_game(setup)


def card(code: str | int) -> Card:
    return card_from_code(code)


def play_round(
    state: State, cards: Sequence[str | int], choices: Mapping[int, int] | None = None
) -> tuple[State, list[Event]]:
    """Enter every balloon's card (the Baron's as chance), resolve, and answer each hook
    question from ``choices`` (hook seat -> balloon followed)."""
    events: list[Event] = []
    baron = state.setup.baron_seat
    for seat, code in enumerate(cards):
        action = BaronCard(card(code)) if seat == baron else PlayCard(seat, card(code))
        state, done = apply_logged(state, action)
        events.extend(done)
    state, done = apply_logged(state, Resolve())
    events.extend(done)
    while state.question is not None:
        assert choices is not None and state.question.seat in choices, state.question
        state, done = apply_logged(
            state, FollowHook(state.question.seat, choices[state.question.seat])
        )
        events.extend(done)
    return state, events


def texts(state: State, events: Sequence[Event]) -> list[str]:
    return [event_text(e, state.setup.names) for e in events]


def kinds(events: Sequence[Event]) -> list[str]:
    return [type(e).__name__ for e in events]
