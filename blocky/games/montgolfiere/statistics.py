"""Montgolfière's statistics, worked out from the games' records without Qt: games and
matches played, wins per balloon (the Black Baron's too), the average final space, how
often each kind of card moved the balloon that played it, and the longest chain of
grappling hooks.

Every figure is counted by replaying the records (:func:`figures`), so it never depends
on anything but the actions the players entered. :class:`MontgolfiereStatistics` counts
them over the saved games; the registry names it (``statistics_path``), so a page gets it
from ``Store.statistics``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from blocky.core.record import RecordError, replay_steps
from blocky.games.montgolfiere.cards import CardKind, card_from_code
from blocky.games.montgolfiere.events import BalloonsMove, CardsRevealed, HookFollows
from blocky.games.montgolfiere.state import Phase, State

if TYPE_CHECKING:
    from blocky.store.database import Database

#: The Baron's key among the players' names (a view words him in its language).
BARON = ""

CARD_KINDS: tuple[CardKind, ...] = (
    CardKind.BALLAST,
    CardKind.HOOK,
    CardKind.GAS,
    CardKind.STORM,
    CardKind.ENGINE,
)


@dataclass
class PlayerFigures:
    """One player's (or the Baron's, ``name`` :data:`BARON`) finished games."""

    name: str
    games: int = 0
    wins: int = 0
    spaces: int = 0

    @property
    def average_space(self) -> float | None:
        return self.spaces / self.games if self.games else None


@dataclass
class CardFigures:
    """How often cards of ``kind`` were played, and how often they moved their balloon."""

    kind: CardKind
    played: int = 0
    moved: int = 0


@dataclass
class MontgolfiereFigures:
    games: int = 0
    matches: int = 0
    players: list[PlayerFigures] = field(default_factory=list)
    cards: list[CardFigures] = field(default_factory=list)
    #: The most hooks that hung one below the other in one round (0: none followed).
    longest_hook_chain: int = 0
    #: Records that could not be replayed (left out of every figure).
    unreadable: int = 0


def hook_chain(follows: dict[int, tuple[int, ...]]) -> int:
    """The longest chain of hooks in one round: ``follows`` maps a hook's seat to the
    balloons it followed."""

    def length(seat: int, seen: frozenset[int]) -> int:
        below = [
            length(f, seen | {f}) for f in follows.get(seat, ()) if f in follows and f not in seen
        ]
        return 1 + max(below, default=0)

    return max((length(s, frozenset({s})) for s in follows), default=0)


def figures(records: Iterable[Any]) -> MontgolfiereFigures:
    """The figures of Montgolfière ``records`` (core records of this game)."""
    out = MontgolfiereFigures(cards=[CardFigures(k) for k in CARD_KINDS])
    cards = {c.kind: c for c in out.cards}
    players: dict[str, PlayerFigures] = {}
    for record in records:
        try:
            state: State | None = None
            revealed: dict[int, str] = {}
            follows: dict[int, tuple[int, ...]] = {}
            for _, _, after, events in replay_steps(record):
                state = after
                for event in events:
                    if isinstance(event, CardsRevealed):
                        revealed = dict(event.cards)
                        follows = {}
                        for _, code in event.cards:
                            cards[card_from_code(code).kind].played += 1
                    elif isinstance(event, HookFollows):
                        follows[event.seat] = event.follow
                        out.longest_hook_chain = max(out.longest_hook_chain, hook_chain(follows))
                    elif isinstance(event, BalloonsMove):
                        for seat, start, end in event.moves:
                            if start != end and seat in revealed:
                                cards[card_from_code(revealed[seat]).kind].moved += 1
        except RecordError:
            out.unreadable += 1
            continue
        if state is None:
            continue
        balloons = state.setup.balloons
        for result in state.results:
            out.games += 1
            for seat, b in enumerate(balloons):
                key = BARON if b.baron else b.name
                p = players.setdefault(key, PlayerFigures(key))
                p.games += 1
                p.spaces += result.spaces[seat]
                p.wins += seat in result.winners
        if state.setup.target is not None and state.phase is Phase.OVER:
            out.matches += 1
    out.players = sorted(players.values(), key=lambda p: (-p.wins, p.name.casefold()))
    return out


class MontgolfiereStatistics:
    """The figures of every saved Montgolfière game that can be replayed."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def figures(self) -> MontgolfiereFigures:
        """A saved game that cannot be opened (damaged) is left out of every figure and
        counted in ``unreadable``."""
        from blocky.games.montgolfiere.plugin import GAME_ID
        from blocky.store.errors import StoreError
        from blocky.store.games import summaries
        from blocky.store.playing import open_game

        records = []
        unreadable = 0
        for summary in summaries(self._database, None)[0]:
            if summary.game != GAME_ID:
                continue
            try:
                records.append(open_game(self._database, summary.id).timeline.record)
            except (StoreError, ValueError):
                unreadable += 1
        out = figures(records)
        out.unreadable += unreadable
        return out
