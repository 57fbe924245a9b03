"""What a view draws and offers, decided here so a screen only words and paints it.

>>> from blocky.games.montgolfiere.rules import apply, new_game
>>> from blocky.games.montgolfiere.actions import PlayCard
>>> from blocky.games.montgolfiere.cards import STORM
>>> from blocky.games.montgolfiere.setup import Setup
>>> s = new_game(Setup.of(["Ana", "Ben", "Cleo"], baron=True))
>>> v = table_view(s)
>>> v.round, v.max_rounds, v.baron_pile, [q.seats for q in v.squadrons]
(1, 24, 24, [(0, 1, 2, 3)])
>>> s = apply(s, PlayCard(1, STORM))
>>> [c.refusal.kind for c in card_choices(s, 1) if c.card is STORM]
['card_entered']
"""

from __future__ import annotations

from dataclasses import dataclass

from blocky.games.montgolfiere import baron
from blocky.games.montgolfiere.cards import CARDS, DECK_COUNTS, DECK_SIZE, MAX_ROUNDS, Card
from blocky.games.montgolfiere.events import Event
from blocky.games.montgolfiere.match import totals
from blocky.games.montgolfiere.resolution import HookQuestion
from blocky.games.montgolfiere.rules import Refused, card_refusal, waiting_seats
from blocky.games.montgolfiere.setup import Draws
from blocky.games.montgolfiere.state import GameResult, Phase, State


@dataclass(frozen=True, slots=True)
class BalloonView:
    """One balloon as a view draws it. ``used`` are the cards it played this game, in
    order; ``entered`` whether its card of this round is in; ``cards_left`` its hand and
    pile together."""

    seat: int
    name: str
    colour: str
    baron: bool
    space: int
    on_moon: bool
    used: tuple[Card, ...]
    entered: bool
    cards_left: int


@dataclass(frozen=True, slots=True)
class Squadron:
    """Two or more balloons on one space: their players may show each other their hands
    (M13); their equal ballast earns the bonus (M6)."""

    space: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardChoice:
    """A card button: how many copies the balloon has left, and why it is refused, if it
    is (``refusal.kind``, ``.params`` and the English ``str(refusal)``)."""

    card: Card
    left: int
    refusal: Refused | None

    @property
    def allowed(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything a Montgolfière screen shows at a glance.

    ``round`` is the round under way (1-based), or the last one played once the game is
    over; ``baron_pile`` the cards left in his pile (None without him); ``waiting`` the
    player balloons whose card is still to be entered; ``question`` a hook choice being
    asked (M8); ``game`` the game of the match (1-based); ``games`` the finished games'
    results; ``totals`` the match points (M11)."""

    edition: str
    moon: int
    start: int
    phase: Phase
    round: int
    max_rounds: int
    balloons: tuple[BalloonView, ...]
    squadrons: tuple[Squadron, ...]
    baron_pile: int | None
    waiting: tuple[int, ...]
    peekers: tuple[int, ...]
    question: HookQuestion | None
    game: int
    target: int | None
    games: tuple[GameResult, ...]
    totals: tuple[int, ...]


def squadrons(state: State) -> tuple[Squadron, ...]:
    """The squadrons, highest space first (M13)."""
    at: dict[int, list[int]] = {}
    for seat, space in enumerate(state.positions):
        at.setdefault(space, []).append(seat)
    return tuple(
        Squadron(space, tuple(seats))
        for space, seats in sorted(at.items(), reverse=True)
        if len(seats) > 1
    )


def current_round(state: State) -> int:
    """The round under way (1-based); the last one played when the game is over."""
    if state.phase in (Phase.OVER, Phase.BETWEEN_GAMES):
        return state.round
    return state.round + 1


def table_view(state: State) -> TableView:
    setup = state.setup
    moon = state.edition.moon
    balloons = tuple(
        BalloonView(
            seat,
            b.name,
            b.colour,
            b.baron,
            state.positions[seat],
            state.positions[seat] == moon,
            state.used[seat],
            state.entered[seat] is not None,
            DECK_SIZE - len(state.used[seat]),
        )
        for seat, b in enumerate(setup.balloons)
    )
    return TableView(
        edition=setup.edition,
        moon=moon,
        start=state.edition.start,
        phase=state.phase,
        round=current_round(state),
        max_rounds=MAX_ROUNDS,
        balloons=balloons,
        squadrons=squadrons(state),
        baron_pile=None if setup.baron_seat is None else baron.pile_size(state),
        waiting=waiting_seats(state),
        peekers=baron.peekers(state) if baron.peek_refusal(state) is None else (),
        question=state.question,
        game=state.game + 1,
        target=setup.target,
        games=state.results,
        totals=totals(state),
    )


def card_choices(state: State, seat: int) -> tuple[CardChoice, ...]:
    """Every card for balloon ``seat``'s buttons, in :data:`~.cards.CARDS` order, with the
    copies left and the reason a refused one is refused (M2)."""
    used = state.used[seat]
    return tuple(
        CardChoice(c, DECK_COUNTS[c] - used.count(c), card_refusal(state, seat, c)) for c in CARDS
    )


def peek_card(state: State) -> Card | None:
    """After a peek in app draws, the Baron's next card, for the balloons that may look
    (M12), while it is shown to them; None before, at the table, once a card is entered
    for a balloon that may not look, and once the round is resolved."""
    seat = state.setup.baron_seat
    if seat is None or not baron.peek_shown(state) or state.setup.draws is not Draws.APP:
        return None
    return state.entered[seat]


def round_events(state: State) -> tuple[Event, ...]:
    """The events of the round being resolved, or of the last round resolved, in order."""
    return state.round_log


__all__ = [
    "BalloonView",
    "CardChoice",
    "Squadron",
    "TableView",
    "card_choices",
    "current_round",
    "peek_card",
    "round_events",
    "squadrons",
    "table_view",
]
