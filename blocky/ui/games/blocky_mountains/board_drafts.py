"""Check your board, without Qt: the values the dialog shows, made into the board's data.

The dialog reads its fields into the plain values here; what cannot be used is refused
with a :class:`BoardInputError` that says which rule of the board it breaks, worded by
the dialog (board_check.BoardCheckDialog.plain_error).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from blocky.games.blocky_mountains.catalogue import (
    PILES,
    PUBLISHED_EXTRA_SQUIRRELS,
    Catalogue,
    Destination,
    ExtraTask,
    RaceMap,
    RouteCard,
    Shortcut,
    TeamMap,
)

#: The team map's guesses that have no field of their own here (the arrow space is
#: always the space after the campground): checked once every other one is.
TEAM_UNSHOWN_GUESSES = frozenset({"arrow"})

#: Why a value is refused (BoardInputError.reason).
SHORTCUTS_SHARE_A_START = "shortcuts_share_a_start"
DESTINATIONS_OUT_OF_ORDER = "destinations_out_of_order"
NO_MATERIAL = "no_material"


class BoardInputError(ValueError):
    """A value in the dialog that cannot be used: ``reason`` (one of the names above)
    and the values it concerns."""

    def __init__(self, reason: str, **values: object) -> None:
        super().__init__(reason, values)
        self.reason = reason
        self.values = values


@dataclass
class CardDraft:
    """A card as the dialog shows it (texts in the player's language) while it is edited."""

    rods: int
    materials: str
    ice: bool
    task: str
    task_materials: str
    task_squirrels: int
    guess: bool


#: Per field of a card (materials, task, task materials): the text shown and the game
#: data's own text; a text nobody edited saves the game data's own words.
Sources = Mapping[str, tuple[str, str]]


def text_list(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.split(",") if p.strip())


def card_sources(card: RouteCard, tr: Callable[[str], str]) -> dict[str, tuple[str, str]]:
    """The card's texts as shown (``tr``: the game data's words in the player's
    language) beside the game data's own."""
    extra = card.extra_task
    return {
        "materials": (
            ", ".join(tr(m) for m in card.materials),
            ", ".join(card.materials),
        ),
        "task": (tr(extra.text), extra.text) if extra else ("", ""),
        "task_materials": (
            (", ".join(tr(m) for m in extra.materials), ", ".join(extra.materials))
            if extra
            else ("", "")
        ),
    }


def card_draft(card: RouteCard, sources: Sources) -> CardDraft:
    """The card as the dialog first shows it."""
    extra = card.extra_task
    return CardDraft(
        rods=card.rods,
        materials=sources["materials"][0],
        ice=card.ice_crystal,
        task=sources["task"][0],
        task_materials=sources["task_materials"][0],
        task_squirrels=extra.squirrels if extra else 1,
        guess=bool(card.guesses),
    )


def card_from_draft(draft: CardDraft, sources: Sources, card: RouteCard) -> RouteCard:
    """``card`` as edited. Raises BoardInputError (no material named)."""

    def text(field: str, typed: str) -> str:
        shown, source = sources[field]
        return (source if typed == shown else typed).strip()

    materials = text_list(text("materials", draft.materials))
    if not materials:
        raise BoardInputError(NO_MATERIAL, card=card.name)
    extra: ExtraTask | None = None
    task = text("task", draft.task)
    if task:
        extra = ExtraTask(
            task, text_list(text("task_materials", draft.task_materials)), draft.task_squirrels
        )
    return replace(
        card,
        rods=draft.rods,
        materials=materials,
        ice_crystal=draft.ice,
        extra_task=extra,
        guesses=card.guesses if draft.guess else frozenset(),
    )


def edited_race(
    race: RaceMap,
    compass: frozenset[int],
    costs: Mapping[str, int],
    shortcuts: tuple[Shortcut, ...],
) -> RaceMap:
    """The race map with the dialog's values. Raises BoardInputError (two shortcuts from
    one space)."""
    starts = [s.start for s in shortcuts]
    for start in starts:
        if starts.count(start) > 1:
            raise BoardInputError(SHORTCUTS_SHARE_A_START, start=start)
    return replace(
        race,
        compass=compass,
        route_change_cost={p: costs[p] for p in PILES},
        shortcuts=shortcuts,
    )


def edited_team(
    team: TeamMap,
    peak: int,
    fox: frozenset[int],
    destinations: Mapping[str, tuple[int, int]],
    major: tuple[int, int, int],
    still_guesses: frozenset[str],
) -> TeamMap:
    """The team map with the dialog's values (``destinations``: space and squirrels per
    pile; ``still_guesses``: the guess boxes still ticked). Raises BoardInputError
    (destination A not before B)."""
    a_space = destinations["A"][0]
    b_space = destinations["B"][0]
    if a_space >= b_space:
        raise BoardInputError(DESTINATIONS_OUT_OF_ORDER, a=a_space, b=b_space)
    left = still_guesses
    guesses = team.guesses & (left | TEAM_UNSHOWN_GUESSES) if left else frozenset()
    return replace(
        team,
        peak=peak,
        fox=fox,
        destinations=tuple(
            Destination(d.pile, destinations[d.pile][0], destinations[d.pile][1])
            for d in team.destinations
        ),
        major_shortcut=Shortcut(major[0], major[1], major[2], True),
        guesses=guesses,
    )


def extra_task_differences(cat: Catalogue) -> list[tuple[str, int, int]]:
    """Per pile whose extra tasks give other squirrels than the published game: the
    pile, the squirrels here and in the box."""
    out: list[tuple[str, int, int]] = []
    for pile in PILES:
        total = sum(c.extra_task.squirrels for c in cat.cards if c.pile == pile and c.extra_task)
        if total != PUBLISHED_EXTRA_SQUIRRELS[pile]:
            out.append((pile, total, PUBLISHED_EXTRA_SQUIRRELS[pile]))
    return out
