"""A race's handicaps in words (house rules H1-H2): the new-game page's fair race, the
table's player list, the screen reader, the rules help, the result and the saved game's
line all say them alike.

The handicap itself is the rules' (:class:`blocky.games.blocky_mountains.state.Handicap`,
applied by the race's set-up); this module only words it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blocky.ui.kit.context import TranslationContext

if TYPE_CHECKING:
    # Only named here: the saved games' words (words.py) word a handicap without
    # loading the rules.
    from blocky.games.blocky_mountains.state import Handicap, Setup


class HandicapWords(TranslationContext):
    """The words of a handicap, wherever it is shown."""


def handicap_text(h: Handicap) -> str:
    """One racer's handicap: "3 more squirrels at the start, a head start of 1 space";
    "no handicap"."""
    parts: list[str] = []
    if h.squirrels:
        parts.append(HandicapWords.tr("%n more squirrel(s) at the start", "", h.squirrels))
    if h.spaces:
        parts.append(HandicapWords.tr("a head start of %n space(s)", "", h.spaces))
    if h.difficult:
        parts.append(HandicapWords.tr("the difficult route whenever it is offered"))
    return ", ".join(parts) if parts else HandicapWords.tr("no handicap")


def has_handicap(setup: Setup) -> bool:
    """Whether the race is played with a handicap (H1; only a race has handicaps)."""
    return any(not h.is_none for h in setup.handicaps)


def row_text(h: Handicap) -> str:
    """A racer's handicap under their name in the player list, in fewer words ("" for
    none): "Handicap: 2 extra squirrels, a head start of 1 space"."""
    if h.is_none:
        return ""
    parts: list[str] = []
    if h.squirrels:
        parts.append(HandicapWords.tr("%n extra squirrel(s)", "", h.squirrels))
    if h.spaces:
        parts.append(HandicapWords.tr("a head start of %n space(s)", "", h.spaces))
    if h.difficult:
        parts.append(HandicapWords.tr("difficult route whenever offered"))
    return HandicapWords.tr("Handicap: {handicap}").format(handicap=", ".join(parts))


def racer_lines(setup: Setup) -> list[str]:
    """ "Ben: 2 more squirrels at the start" for each racer with a handicap, in turn
    order (none when the race has none)."""
    if not has_handicap(setup):
        return []
    return [
        HandicapWords.tr("{name}: {handicap}").format(name=name, handicap=handicap_text(h))
        for seat, name in enumerate(setup.players)
        if not (h := setup.handicap(seat)).is_none
    ]


def race_text(setup: Setup) -> str:
    """The race's handicaps in one sentence, for the screen reader and the rules help
    ("" without): "Played with a handicap (a house rule): Ben: 2 more squirrels at the
    start; Cleo: the difficult route whenever it is offered."."""
    lines = racer_lines(setup)
    if not lines:
        return ""
    return HandicapWords.tr("Played with a handicap (a house rule): {handicaps}.").format(
        handicaps="; ".join(lines)
    )


def played_with_handicap() -> str:
    """The mark of a race played with a handicap, on its result and its saved game's
    line: its results are kept apart from the bests (H2)."""
    return HandicapWords.tr("Played with a handicap (a house rule).")
