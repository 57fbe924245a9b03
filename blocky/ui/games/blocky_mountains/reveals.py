"""Which moments of a Blocky Mountains action are revealed on the board, in words.

An owl tile turned over (and how far it moves someone), a fox fed, the last card of a
pile, a destination or the peak reached: :func:`reveal_for` makes one :class:`Reveal` of
what an action did (the first such moment shown large, every one of them in the banner),
or None when the action did nothing the table waits for.
"""

from __future__ import annotations

from collections.abc import Sequence

from blocky.games.blocky_mountains.describe import PlaceKind, card_name, place_of
from blocky.games.blocky_mountains.events import (
    CardRevealed,
    DestinationReached,
    Event,
    FoxUsed,
    Moved,
    OwlFlipped,
    PeakReached,
)
from blocky.games.blocky_mountains.state import Mode, State
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.reveal import Reveal


class Reveals(TranslationContext):
    """The translation context of the board's reveals."""


def _who(state: State, player: int) -> str:
    if state.ctx.setup.mode is Mode.TEAM:
        return Reveals.tr("The team")
    return state.ctx.setup.players[player]


def _owl(state: State, e: OwlFlipped, moved: Moved | None) -> tuple[str, str, str]:
    who = _who(state, e.player)
    value = str(e.value)
    if (moved is None or moved.start == moved.end) and (
        place_of(state, state.positions[e.player]).kind is PlaceKind.CAMPGROUND
    ):
        text = Reveals.tr("Owl tile {value}: {who} stays at the campground.").format(
            value=value, who=who
        )
    elif moved is None or moved.start == moved.end:
        text = Reveals.tr("Owl tile {value}: {who} stays on space {n}.").format(
            value=value, who=who, n=state.positions[e.player]
        )
    elif moved.end > moved.start:
        text = Reveals.tr("Owl tile {value}: {who} moves forward {n}.").format(
            value=value, who=who, n=moved.end - moved.start
        )
    else:
        text = Reveals.tr("Owl tile {value}: {who} moves back {n}.").format(
            value=value, who=who, n=moved.start - moved.end
        )
    return Reveals.tr("Owl tile"), value, text


def reveal_for(state: State, events: Sequence[Event]) -> Reveal | None:
    """The reveal of what one action did (``state``: the state after it), or None."""
    shown: tuple[str, str] | None = None
    sentences: list[str] = []
    for i, e in enumerate(events):
        caption = face = text = ""
        if isinstance(e, OwlFlipped):
            moved = next(
                (m for m in events[i + 1 :] if isinstance(m, Moved) and m.player == e.player),
                None,
            )
            caption, face, text = _owl(state, e, moved)
        elif isinstance(e, FoxUsed):
            caption = Reveals.tr("Fox")
            face = f"{e.start} → {e.end}"
            text = Reveals.tr("The team fed the fox: forward from space {start} to {end}.").format(
                start=e.start, end=e.end
            )
        elif isinstance(e, CardRevealed) and e.last_of_pile:
            caption = Reveals.tr("Last card of pile {pile}").format(pile=e.pile)
            face = card_name(state, e.card, rules_tr)
            text = Reveals.tr("The last card of pile {pile}: {card}.").format(
                pile=e.pile, card=face
            )
        elif isinstance(e, DestinationReached):
            caption = Reveals.tr("Destination")
            face = e.pile
            if e.pile == "C":
                text = Reveals.tr("The team reached the peak!")
            else:
                text = Reveals.tr("The team reached destination {pile}!").format(pile=e.pile)
        elif isinstance(e, PeakReached):
            who = _who(state, e.player)
            caption = Reveals.tr("The peak")
            face = who
            text = Reveals.tr("{who} reached the peak!").format(who=who)
        else:
            continue
        if shown is None:
            shown = (caption, face)
        sentences.append(text)
    if shown is None:
        return None
    return Reveal(shown[0], shown[1], " ".join(sentences))
