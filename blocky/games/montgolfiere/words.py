"""Events and refusals as :class:`~blocky.core.game.Words` (a key and values) and as English.

A view in another language words ``Words.key`` with ``Words.params`` itself (seats are
places in the set-up, cards record codes); :func:`event_text` is the English sentence, the
one the command line and the logs print.

>>> from blocky.games.montgolfiere.events import GasReleased, BallastWins, StormCount
>>> names = ("Ana", "Ben", "Cleo", "Dan")
>>> event_text(GasReleased((0,), 7, ((1, "12kg"),), ()), names)
"Ana's sleeping gas cancels Ben's 12 kg."
>>> event_text(StormCount((0,), True), names)
'One storm: the round is stormy.'
>>> event_text(BallastWins(2, 7, 9, 2, 1, 1), names)
"Cleo's 7 kg counts 9 in a squadron of 2 and wins: up 1."
>>> words(StormCount((0,), True))
Words(key='storm_count', params={'seats': (0,), 'stormy': True})
"""

from __future__ import annotations

from collections.abc import Sequence

from blocky.core.game import IllegalAction, Words, words_for
from blocky.games.montgolfiere.cards import Card, card_from_code
from blocky.games.montgolfiere.events import (
    BallastWins,
    BalloonsMove,
    BaronPeek,
    CardEntered,
    CardsRevealed,
    EngineClimbs,
    Event,
    GameEnds,
    GameScored,
    GasReleased,
    GasWasted,
    HeldAtBottom,
    HookChoiceAsked,
    HookFollows,
    HookMisses,
    MatchEnds,
    MoonReached,
    NextGameStarts,
    NothingMoves,
    SquadronBonus,
    StopsOnMoon,
    StormCount,
)

#: The English names of the cards (the French rulebook's: Lest, Grappin, Gaz Soporifique,
#: Tempête, Super Moteur).
CARD_NAMES = {
    "hook": "grappling hook",
    "gas": "sleeping gas",
    "storm": "storm",
    "engine": "super engine",
}
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


def words(event: Event) -> Words:
    """The key and values of an event, for a view to word in its language."""
    return words_for(event)


def refusal_words(error: IllegalAction) -> Words:
    """The key (``kind``) and values of a refusal; ``"illegal"`` when it has no kind."""
    return Words(getattr(error, "kind", "") or "illegal", dict(getattr(error, "params", {})))


def card_text(card: Card | str) -> str:
    """``"7 kg"``, ``"grappling hook"``, ..."""
    c = card if isinstance(card, Card) else card_from_code(card)
    return f"{c.kg} kg" if c.kg else CARD_NAMES[c.kind.value]


def _and(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _or(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def _who(seats: Sequence[int], names: Sequence[str]) -> str:
    return _and([names[s] for s in seats])


def _number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def _move(delta: int) -> str:
    if delta == 0:
        return "stays"
    return f"up {delta}" if delta > 0 else f"down {-delta}"


def event_text(event: Event, names: Sequence[str], *, match: bool = True) -> str:
    """The English sentence of an event; ``names`` are the balloons' names by seat.
    ``match``: the game is one of a match, so the end of a game says its number."""
    n = names
    if isinstance(event, CardEntered):
        return f"{n[event.seat]}'s card is entered."
    if isinstance(event, BaronPeek):
        return (
            f"{_who(event.seats, n)} may look at the Black Baron's next card "
            f"(on his space {event.space})."
        )
    if isinstance(event, CardsRevealed):
        shown = ", ".join(f"{n[s]} {card_text(c)}" for s, c in event.cards)
        return f"Round {event.round}: {shown}."
    if isinstance(event, GasReleased):
        gas = (
            f"{n[event.seats[0]]}'s sleeping gas"
            if len(event.seats) == 1
            else (f"The sleeping gas of {_who(event.seats, n)}")
        )
        parts = []
        if event.cancelled:
            cancelled = _and([f"{n[s]}'s {card_text(c)}" for s, c in event.cancelled])
            parts.append(f"{gas} cancels {cancelled}")
        if event.spared:
            engines = _and([f"{n[s]}'s super engine" for s in event.spared])
            parts.append(
                f"{engines} runs on" if event.cancelled else f"{gas} cannot stop {engines}"
            )
        return "; ".join(parts) + "."
    if isinstance(event, GasWasted):
        who = _who(event.seats, n)
        return f"{who}'s sleeping gas finds nobody on space {event.space - 1}: a discard."
    if isinstance(event, StormCount):
        count = len(event.seats)
        if event.stormy:
            return f"{_number(count).capitalize()} storm{'s' if count > 1 else ''}: the round is stormy."
        return f"{_number(count).capitalize()} storms cancel out: no storm."
    if isinstance(event, SquadronBonus):
        return (
            f"{_who(event.seats, n)} play {event.kg} kg on space {event.space}: each counts "
            f"{event.counts} in a squadron of {len(event.seats)}."
        )
    if isinstance(event, BallastWins):
        wins = "wins" if event.shared == 1 else "shares the win"
        how = (
            f"counts {event.counts} in a squadron of {event.squadron} and {wins}"
            if event.squadron > 1
            else f"is the heaviest ballast and {wins}"
            if event.shared == 1
            else f"ties for the heaviest ballast and {wins}"
        )
        where = "up 1" if event.delta > 0 else "down 1 in the storm"
        return f"{n[event.seat]}'s {event.kg} kg {how}: {where}."
    if isinstance(event, EngineClimbs):
        if event.delta == 1:
            return f"{n[event.seat]}'s super engine climbs only 1 in the storm."
        return f"{n[event.seat]}'s super engine climbs {event.delta}."
    if isinstance(event, HookFollows):
        who = _who(event.follow, n)
        # A player chooses whom to follow, not the hook (M8).
        hook = f"{n[event.seat]} chooses to follow" if event.chosen else f"{n[event.seat]}'s grappling hook follows"
        if event.delta == 0:
            return f"{hook} {who}, who stay{'s' if len(event.follow) == 1 else ''} put."
        return f"{hook} {who}: {_move(event.delta)}."
    if isinstance(event, HookMisses):
        return f"{n[event.seat]}'s grappling hook finds nobody on space {event.space + 1}."
    if isinstance(event, HookChoiceAsked):
        options = _or([f"{_who(seats, n)} ({_move(d)})" for seats, d in event.options])
        return f"{n[event.seat]} chooses whom the grappling hook follows: {options}."
    if isinstance(event, HeldAtBottom):
        return f"{n[event.seat]} cannot go below space 1."
    if isinstance(event, StopsOnMoon):
        return f"{n[event.seat]} stops on the Moon."
    if isinstance(event, BalloonsMove):
        moves = ", ".join(f"{n[s]} {a} → {b}" for s, a, b in event.moves)
        return f"The balloons move: {moves}."
    if isinstance(event, NothingMoves):
        return "No balloon moves."
    if isinstance(event, MoonReached):
        return f"{_who(event.seats, n)} reach{'es' if len(event.seats) == 1 else ''} the Moon!"
    if isinstance(event, GameEnds):
        who = _who(event.winners, n)
        win = "wins" if len(event.winners) == 1 else "share the win"
        over = f"Game {event.game} is over" if match else "The game is over"
        if event.reason == "moon":
            return f"{over}: {who} reached the Moon and {win}."
        highest = "is highest" if len(event.winners) == 1 else "are highest"
        return f"{over} after the last card: {who} {highest} and {win}."
    if isinstance(event, GameScored):
        got = ", ".join(f"{n[s]} {p}" for s, p in enumerate(event.points))
        tot = ", ".join(f"{n[s]} {p}" for s, p in enumerate(event.totals))
        return f"Points of game {event.game}: {got}. Match totals: {tot}."
    if isinstance(event, MatchEnds):
        best = event.totals[event.winners[0]]
        win = "wins" if len(event.winners) == 1 else "share the win"
        return f"The match is over: {_who(event.winners, n)} {win} with {best} points."
    if isinstance(event, NextGameStarts):
        return f"Game {event.game} starts: every balloon on space {event.start}."
    return str(event)
