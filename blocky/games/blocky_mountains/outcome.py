"""How a game ended: the race ranking (R13), the team's win or loss, the cards mastered
and failed per pile; what the team's last card of a pile decides (T9), and whether the
team's next destination can still be reached at all (T9, ahead of time)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from blocky.games.blocky_mountains.catalogue import PILES, Pile
from blocky.games.blocky_mountains.state import EndReason, Mode, Phase, State


@dataclass(frozen=True, slots=True)
class Standing:
    place: int
    player: int
    position: int
    squirrels: int
    #: Why this player is placed against the one above: "space", "squirrels", "shared".
    decided_by: str


@dataclass(frozen=True, slots=True)
class Outcome:
    reason: EndReason
    #: Race: the ranking (R13). Empty otherwise.
    standings: tuple[Standing, ...] = ()
    #: Team: won or lost. None otherwise.
    won: bool | None = None
    #: Solo (and team): cards mastered and failed per pile.
    mastered_per_pile: tuple[tuple[str, int], ...] = ()
    failed_per_pile: tuple[tuple[str, int], ...] = ()
    squirrels_left: int = 0


@dataclass(frozen=True, slots=True)
class PileProgress:
    """How far the cards of one pile have come: in the pile, mastered and failed."""

    pile: str
    cards: int
    mastered: int
    failed: int


def pile_progress(state: State, piles: Iterable[Pile] = PILES) -> tuple[PileProgress, ...]:
    """Cards mastered and failed so far, per pile, in the order of ``piles``."""
    cat = state.ctx.catalogue
    mastered = Counter(cat.card(c).pile for c in state.mastered)
    failed = Counter(cat.card(c).pile for c in state.failed)
    return tuple(PileProgress(p, len(cat.pile_cards(p)), mastered[p], failed[p]) for p in piles)


def outcome(state: State) -> Outcome | None:
    """The result once the game is over (None before)."""
    s = state
    if s.phase is not Phase.OVER or s.end_reason is None:
        return None
    progress = pile_progress(s)
    per_pile = tuple((p.pile, p.mastered) for p in progress)
    failed_pile = tuple((p.pile, p.failed) for p in progress)
    mode = s.ctx.setup.mode
    if mode is Mode.RACE:
        return Outcome(s.end_reason, standings=race_standings(s))
    if mode is Mode.TEAM:
        return Outcome(
            s.end_reason,
            won=s.end_reason is EndReason.TEAM_WON,
            mastered_per_pile=per_pile,
            failed_per_pile=failed_pile,
            squirrels_left=s.squirrels[0],
        )
    return Outcome(
        s.end_reason,
        mastered_per_pile=per_pile,
        failed_per_pile=failed_pile,
        squirrels_left=s.squirrels[0],
    )


def race_standings(s: State) -> tuple[Standing, ...]:
    """R13: highest space first; ties go to most squirrels; a tie on both is shared."""
    order = sorted(range(len(s.positions)), key=lambda i: (-s.positions[i], -s.squirrels[i], i))
    out: list[Standing] = []
    for rank, i in enumerate(order):
        if rank == 0:
            out.append(Standing(1, i, s.positions[i], s.squirrels[i], ""))
            continue
        prev = out[-1]
        if s.positions[i] == prev.position and s.squirrels[i] == prev.squirrels:
            out.append(Standing(prev.place, i, s.positions[i], s.squirrels[i], "shared"))
        else:
            by = "squirrels" if s.positions[i] == prev.position else "space"
            out.append(Standing(rank + 1, i, s.positions[i], s.squirrels[i], by))
    return tuple(out)


class LastCard(Enum):
    """T9: what the last card of the team's pile means for the game."""

    #: Mastering it reaches the section's goal; failing it loses the game.
    MASTER = "master"
    #: The goal is two spaces on and the marker stands on a fox space with no attempt
    #: made: feeding the fox and mastering the card reaches it.
    FEED_FOX = "feed_fox"
    #: Even a mastered card cannot reach the goal: the team will lose.
    OUT_OF_REACH = "out_of_reach"


@dataclass(frozen=True, slots=True)
class LastCardWarning:
    """T9 on the team's last card of a pile: which case applies and its numbers."""

    case: LastCard
    #: The pile the card comes from (the section being climbed).
    pile: str
    #: The space the section ends on (an intermediate destination or the peak).
    goal: int
    #: True when the goal is the peak C.
    peak: bool
    #: Spaces between the marker and the goal.
    need: int


def last_card_warning(state: State) -> LastCardWarning | None:
    """T9: what the team must do with the last card of its pile not to lose.

    None unless the card on the table is the last one of the team's pile."""
    s = state
    if not s.last_card_of_section:
        return None
    tm = s.ctx.catalogue.team_map
    pile = s.team_section
    goal = tm.section_goal(pile)
    need = goal - s.positions[0]
    if need <= 1:
        case = LastCard.MASTER
    elif need == 2 and s.positions[0] in tm.fox and s.attempt == 0:
        case = LastCard.FEED_FOX
    else:
        case = LastCard.OUT_OF_REACH
    return LastCardWarning(case, pile, goal, goal >= tm.peak, need)


@dataclass(frozen=True, slots=True)
class SectionOutlook:
    """T9 ahead of time: whether the team can still reach the end of its section (its
    next intermediate destination, or the peak C) before the section's pile runs out."""

    #: The pile the cards come from now (the section being climbed).
    pile: Pile
    #: The space the section ends on.
    goal: int
    #: True when the goal is the peak C.
    peak: bool
    #: Spaces between the marker and the goal.
    need: int
    #: The most spaces the marker can still move in this section: one per card still to
    #: play (the one on the table too, T4), one per fox space on the way (T6) and the
    #: major shortcut's jump when its start is on the way (T7), squirrels or not.
    most: int

    @property
    def reachable(self) -> bool:
        return self.most >= self.need


def section_outlook(state: State) -> SectionOutlook | None:
    """Whether the team can still reach its next destination (None outside a team game
    being played). An upper bound: a goal said to be out of reach cannot be reached
    whatever happens, so the team can be told as soon as that is so (T9)."""
    s = state
    if s.ctx.setup.mode is not Mode.TEAM or s.phase is Phase.OVER:
        return None
    tm = s.ctx.catalogue.team_map
    pile = s.team_section
    goal = tm.section_goal(pile)
    pos = s.positions[0]
    cards = len(s.pile_left(pile))
    card = s.current_card
    if card is not None and card.pile == pile:
        cards += 1
    foxes = sum(1 for f in tm.fox if pos <= f < goal)
    sc = tm.major_shortcut
    jump = sc.end - sc.start if pos <= sc.start < goal else 0
    return SectionOutlook(pile, goal, goal >= tm.peak, goal - pos, cards + foxes + jump)


def standing_data(state: State) -> dict[str, Any]:
    """The standing as plain data, kept with a saved game so a list can word it in any
    language without replaying it: "end_reason"; a race's "positions", "squirrels" and,
    once over, "places" (1 for the winners) by seat; a team's "position", "squirrels",
    "reached", "level", "start" and "won" (None while playing); a training's "mastered"
    and "failed" per pile and "squirrels"."""
    setup = state.ctx.setup
    result: dict[str, Any] = {"end_reason": state.end_reason.value if state.end_reason else None}
    if setup.mode is Mode.RACE:
        result["positions"] = list(state.positions)
        result["squirrels"] = list(state.squirrels)
        res = outcome(state)
        if res is not None:
            places = [0] * len(setup.players)
            for st in res.standings:
                places[st.player] = st.place
            result["places"] = places
    elif setup.mode is Mode.TEAM:
        res = outcome(state)
        result.update(
            position=state.positions[0],
            squirrels=state.squirrels[0],
            reached=list(state.reached),
            level=setup.level,
            start=setup.start,
            won=None if res is None else res.won,
        )
    else:
        cat = state.ctx.catalogue
        mastered = {p: 0 for p in PILES}
        failed = {p: 0 for p in PILES}
        for c in state.mastered:
            mastered[cat.card(c).pile] += 1
        for c in state.failed:
            failed[cat.card(c).pile] += 1
        result.update(mastered=mastered, failed=failed, squirrels=state.squirrels[0])
    if play_is_open(state):
        result["open_play"] = True
    return result


def play_is_open(state: State) -> bool:
    """A play is open while its card waits, after a failed attempt, for the retry decision
    or for the report of the retry already paid (R6): neither mastered nor failed yet."""
    if state.is_over or state.card is None or state.attempt < 1:
        return False
    return state.phase in (Phase.RETRY, Phase.PREPARE)
