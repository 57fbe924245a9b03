"""Words for states, actions and events.

Every sentence is an English template passed through ``tr`` first, so the
desktop app can hand in its translator while the command line uses English.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    Partner,
    PlayOn,
    Report,
    Retry,
    RevealCard,
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.catalogue import PILES, OwlValue
from blocky.games.blocky_mountains.events import (
    AttemptReported,
    CardRemoved,
    CardRevealed,
    DestinationReached,
    Event,
    FailureAccepted,
    FoxUsed,
    GameEnded,
    Moved,
    OwlFlipped,
    OwlReshuffled,
    PartnerChosen,
    PeakReached,
    PileChosen,
    RetryPaid,
    RouteChanged,
    RouteTaken,
    ShortcutTaken,
    SquirrelsWon,
    TurnStarted,
    VariantChosen,
)
from blocky.games.blocky_mountains.game import current_actor, outcome, route_change_cost
from blocky.games.blocky_mountains.state import CHANCE, FACE_DOWN, EndReason, Mode, Phase, State
from blocky.games.blocky_mountains.turns import players_after_peak

Translator = Callable[[str], str]


class PlaceKind(Enum):
    """What a space of the map is, as a player would name it."""

    CAMPGROUND = "campground"
    PEAK = "peak"
    #: Team: intermediate destination A or B (``Place.pile``).
    DESTINATION = "destination"
    #: Team: the arrow space.
    ARROW = "arrow"
    #: Team: a fox space (T6).
    FOX = "fox"
    #: Race: a compass space (a free change of route, R4).
    COMPASS = "compass"
    #: Race: a backpack space (a shortcut starts here, R9).
    BACKPACK = "backpack"
    #: Any other space.
    SPACE = "space"


@dataclass(frozen=True, slots=True)
class Place:
    """Where a marker stands: the kind of place, its space and, for an intermediate
    destination or the team's peak, the pile it ends (A, B or C)."""

    kind: PlaceKind
    space: int
    pile: str | None = None


def place_of(state: State, space: int) -> Place:
    """What ``space`` is on the map of the game being played, from the board data."""
    cat = state.ctx.catalogue
    mode = state.ctx.setup.mode
    if mode is Mode.TEAM:
        tm = cat.team_map
        if space <= tm.campground:
            return Place(PlaceKind.CAMPGROUND, space)
        if space >= tm.peak:
            return Place(PlaceKind.PEAK, space, "C")
        for d in tm.destinations:
            if d.space == space:
                return Place(PlaceKind.DESTINATION, space, d.pile)
        if space == tm.arrow:
            return Place(PlaceKind.ARROW, space)
        if space in tm.fox:
            return Place(PlaceKind.FOX, space)
        return Place(PlaceKind.SPACE, space)
    rm = cat.race_map
    if space <= rm.campground:
        return Place(PlaceKind.CAMPGROUND, space)
    if space >= rm.peak:
        return Place(PlaceKind.PEAK, space)
    if mode is Mode.RACE:
        if space in rm.compass:
            return Place(PlaceKind.COMPASS, space)
        if rm.shortcut_from(space) is not None:
            return Place(PlaceKind.BACKPACK, space)
    return Place(PlaceKind.SPACE, space)


def _identity(text: str) -> str:
    return text


def player_label(state: State, player: int, tr: Translator = _identity) -> str:
    """How a player is named in sentences: race colour and name, adventurer, or trainee."""
    setup = state.ctx.setup
    if setup.mode is Mode.RACE:
        return tr("{colour} ({name})").format(
            colour=tr(setup.colours[player].capitalize()), name=setup.players[player]
        )
    return setup.players[player]


def squirrels_text(n: int, tr: Translator = _identity) -> str:
    # A translator that knows its language's plural rules (the app's: French says
    # "0 écureuil") picks the form from the count; a plain one gets English's pair.
    plural = getattr(tr, "plural", None)
    if callable(plural):
        return str(plural("%n squirrel(s)", n))
    return (tr("{n} squirrel") if n == 1 else tr("{n} squirrels")).format(n=n)


def card_name(state: State, card_id: str, tr: Translator = _identity) -> str:
    # Card names are game data, translated like the sentences around them.
    return tr(state.ctx.catalogue.card(card_id).name)


def describe_action(state: State, action: Action, tr: Translator = _identity) -> str:
    """The label of a choice, with its cost, as a button would show it (state = before)."""
    cat = state.ctx.catalogue
    if isinstance(action, ChoosePile):
        return tr("Turn over a card of route {pile}").format(pile=action.pile)
    if isinstance(action, TakeRoute):
        assert state.card is not None
        return tr("Take the built route: {card}").format(card=card_name(state, state.card, tr))
    if isinstance(action, ChangeRoute):
        cost = route_change_cost(state, action.pile)
        if cost == 0:
            return tr("Change to route {pile}: free from the compass space").format(
                pile=action.pile
            )
        return tr("Change to route {pile}: {cost}").format(
            pile=action.pile, cost=squirrels_text(cost, tr)
        )
    if isinstance(action, TakeShortcut):
        if state.ctx.setup.mode is Mode.TEAM:
            sc = cat.team_map.major_shortcut
            return tr("Take the major shortcut to space {end}: {cost}").format(
                end=sc.end, cost=squirrels_text(sc.cost, tr)
            )
        rsc = cat.race_map.shortcut_from(state.positions[state.turn])
        assert rsc is not None
        end = tr("the peak") if rsc.end >= cat.race_map.peak else tr("space {n}").format(n=rsc.end)
        return tr("Take the shortcut to {end}: {cost}").format(
            end=end, cost=squirrels_text(rsc.cost, tr)
        )
    if isinstance(action, PlayOn):
        return tr("No shortcut: turn over the next card")
    if isinstance(action, ChooseVariant):
        if action.difficult:
            card = state.current_card
            n = card.extra_task.squirrels if card and card.extra_task else 0
            return tr("Difficult route: one attempt, +{reward}").format(
                reward=squirrels_text(n, tr)
            )
        return tr("Normal route")
    if isinstance(action, Fox):
        return tr("Feed the fox: 1 squirrel, move 1 space forward now")
    if isinstance(action, Partner):
        return tr("{name} holds the second rod").format(name=state.ctx.setup.players[action.seat])
    if isinstance(action, Report):
        return tr("Mastered") if action.mastered else tr("Failed")
    if isinstance(action, Retry):
        left = state.squirrels[state.squirrel_holder] - 1
        return tr("Another attempt: 1 squirrel ({left} left)").format(left=left)
    if isinstance(action, AcceptFailure):
        return tr("Accept the failure")
    if isinstance(action, FlipOwl):
        if action.slot == "letter":
            assert state.card is not None
            pile = cat.card(state.card).pile
            v = cat.letter_tiles[pile]
            return tr("Turn over the letter tile {pile} ({value})").format(pile=pile, value=v)
        return tr("Turn over the face-down owl tile")
    if isinstance(action, RevealCard):
        return card_name(state, action.card, tr)
    if isinstance(action, RevealOwl):
        return tr("Owl tile {value}").format(value=OwlValue(action.advance, action.back))
    return action.kind


def describe_event(state: State, event: Event, tr: Translator = _identity) -> str:
    """One event in words (state = after the action, for names)."""

    def who(p: int) -> str:
        return player_label(state, p, tr)

    e = event
    if isinstance(e, TurnStarted):
        return tr("{who}'s turn.").format(who=who(e.player))
    if isinstance(e, PileChosen):
        return tr("{who} chose route {pile}.").format(who=who(e.player), pile=e.pile)
    if isinstance(e, RouteTaken):
        return tr("{who} takes the built route {card}.").format(
            who=who(e.player), card=card_name(state, e.card, tr)
        )
    if isinstance(e, RouteChanged):
        if e.compass:
            text = tr("{who} changed from {card} to route {pile} (free from a compass space).")
        else:
            text = tr("{who} changed from {card} to route {pile}: -{cost}.")
        return text.format(
            who=who(e.player),
            card=card_name(state, e.old_card, tr),
            pile=e.pile,
            cost=squirrels_text(e.cost, tr),
        )
    if isinstance(e, CardRevealed):
        text = tr("Route card {card} (route {pile}) turned up.").format(
            card=card_name(state, e.card, tr), pile=e.pile
        )
        if e.last_of_pile:
            text += " " + tr("It is the last card of pile {pile}!").format(pile=e.pile)
        return text
    if isinstance(e, ShortcutTaken):
        return tr("{who} took the shortcut from space {start} to space {end}: -{cost}.").format(
            who=who(e.player), start=e.start, end=e.end, cost=squirrels_text(e.cost, tr)
        )
    if isinstance(e, VariantChosen):
        text = (
            tr("{who} builds the difficult route.")
            if e.difficult
            else tr("{who} builds the normal route.")
        )
        return text.format(who=who(e.player))
    if isinstance(e, FoxUsed):
        # The squirrel goes back to the frolicking area: the fox is fed, it eats no one.
        return tr(
            "The team fed the fox: 1 squirrel went back to the frolicking area; forward from "
            "space {start} to {end}."
        ).format(start=e.start, end=e.end)
    if isinstance(e, PartnerChosen):
        return tr("{partner} holds the second rod for {who}.").format(
            partner=state.ctx.setup.players[e.partner], who=who(e.player)
        )
    if isinstance(e, AttemptReported):
        variant = tr(" (difficult)") if e.difficult else ""
        if e.mastered:
            text = tr("{who} mastered {card}{variant} on attempt {n}.")
        else:
            text = tr("{who} failed {card}{variant} on attempt {n}.")
        return text.format(
            who=who(e.player), card=card_name(state, e.card, tr), variant=variant, n=e.attempt
        )
    if isinstance(e, RetryPaid):
        return tr("{who} paid 1 squirrel for another attempt.").format(who=who(e.player))
    if isinstance(e, FailureAccepted):
        reasons = {
            "difficult": tr("the difficult route allows one attempt only"),
            "fox": tr("on a fox space there are no retries"),
            "no_squirrels": tr("no squirrels left for another attempt"),
        }
        if e.forced:
            return tr("{card} failed: {reason}.").format(
                card=card_name(state, e.card, tr), reason=reasons.get(e.forced, e.forced)
            )
        return tr("{who} accepted the failure.").format(who=who(e.player))
    if isinstance(e, SquirrelsWon):
        if e.reason == "destination":
            text = tr("The team receives {n}.")
        else:
            text = tr("{who} receives {n} for the extra task.")
        out = text.format(who=who(e.player), n=squirrels_text(e.count, tr))
        if e.count < e.due:
            out += " " + tr("(The frolicking area had only that many left.)")
        return out
    if isinstance(e, OwlFlipped):
        if e.mastered:
            text = tr("Flipped owl {value}: forward {n}.").format(value=e.value, n=e.value.advance)
        else:
            text = tr("Flipped owl {value}: back {n}.").format(value=e.value, n=e.value.back)
        return text
    if isinstance(e, Moved):
        # The campground is named, never "space 0".
        team = state.ctx.setup.mode is Mode.TEAM
        if place_of(state, e.end).kind is PlaceKind.CAMPGROUND:
            text = (
                tr("The team marker moves from space {start} back to the campground.")
                if team
                else tr("{who} moves from space {start} back to the campground.")
            )
        elif place_of(state, e.start).kind is PlaceKind.CAMPGROUND:
            text = (
                tr("The team marker moves from the campground to space {end}.")
                if team
                else tr("{who} moves from the campground to space {end}.")
            )
        else:
            text = (
                tr("The team marker moves from space {start} to space {end}.")
                if team
                else tr("{who} moves from space {start} to space {end}.")
            )
        return text.format(who="" if team else who(e.player), start=e.start, end=e.end)
    if isinstance(e, CardRemoved):
        return tr("{card} is removed from the game.").format(card=card_name(state, e.card, tr))
    if isinstance(e, OwlReshuffled):
        return tr(
            "The owl draw pile was empty: {n} discarded tiles were shuffled into a new pile."
        ).format(n=e.tiles)
    if isinstance(e, DestinationReached):
        if e.pile == "C":
            return tr("The team reached the peak!")
        return tr("The team reached intermediate destination {pile}!").format(pile=e.pile)
    if isinstance(e, PeakReached):
        if players_after_peak(state, e.player):
            text = tr("{who} reached the peak! The round goes on until everyone has played.")
        else:
            text = tr("{who} reached the peak! The round is over.")
        return text.format(who=who(e.player))
    if isinstance(e, GameEnded):
        return end_reason_text(e.reason, tr)
    return type(e).__name__


def end_reason_text(reason: EndReason, tr: Translator = _identity) -> str:
    return {
        EndReason.PEAK: tr("The game is over: the peak was reached and the round completed."),
        EndReason.PILE_USED_UP: tr("The game is over: a route-card pile is used up."),
        EndReason.TEAM_WON: tr("The team has won!"),
        EndReason.TEAM_LOST: tr("The team has lost: the pile is used up before the destination."),
        EndReason.TRAINING_DONE: tr("The training is complete."),
    }[reason]


# ------------------------------------------------------------------------ state views


def _owl_slot(v: Any) -> str:
    if v == FACE_DOWN:
        return "face down"
    if v is None:
        return "empty"
    return str(v)


def _could_show(s: State, slot: int) -> list[str]:
    """The values a face-down neutral tile can show, given the pile it was drawn from."""
    pool = s.owl_pool(slot)
    if pool is None:
        return []
    return [str(v) for v in sorted(set(pool.tiles), key=lambda v: (v.advance, v.back))]


def state_to_json(state: State) -> dict[str, Any]:
    """The state as plain data (for ``replay --json`` and for tests)."""
    s = state
    setup = s.ctx.setup
    cat = s.ctx.catalogue
    actor = current_actor(s)
    out: dict[str, Any] = {
        "mode": setup.mode.value,
        "phase": s.phase.value,
        "turn": s.turns,
        "to_act": "chance"
        if actor == CHANCE
        else (None if actor is None else setup.players[actor]),
        "piles_left": {p: len(s.pile_left(p)) for p in PILES},
        "card": s.card,
        "frolicking": s.frolicking,
        "removed": list(s.removed),
    }
    if setup.mode is Mode.RACE:
        out["players"] = [
            {"name": n, "colour": c, "space": s.positions[i], "squirrels": s.squirrels[i]}
            for i, (n, c) in enumerate(zip(setup.players, setup.colours, strict=True))
        ]
        out["owl_display"] = {
            p: {
                "letter": str(cat.letter_tiles[p]) if d.letter_flipped else "letter side up",
                "neutral": _owl_slot(d.neutral),
                # a face-down tile: the values it can show where it lies (R7)
                "can_show": _could_show(s, PILES.index(p)),
            }
            for p, d in zip(PILES, s.display, strict=True)
        }
        out["owl_draw_pile"] = s.draw_count
        out["owl_discard"] = [str(v) for v in s.discard]
        out["final_round"] = s.final_round
    elif setup.mode is Mode.TEAM:
        out["players"] = [{"name": n} for n in setup.players]
        out["marker"] = s.positions[0]
        out["squirrels"] = s.squirrels[0]
        out["section"] = s.team_section
        out["reached"] = list(s.reached)
    else:
        out["players"] = [{"name": setup.players[0]}]
        out["squirrels"] = s.squirrels[0]
        out["mastered"] = list(s.mastered)
        out["failed"] = list(s.failed)
    res = outcome(s)
    if res is not None:
        result: dict[str, Any] = {"reason": res.reason.value}
        if setup.mode is Mode.RACE:
            result["standings"] = [
                {
                    "place": st.place,
                    "name": setup.players[st.player],
                    "space": st.position,
                    "squirrels": st.squirrels,
                    "decided_by": st.decided_by,
                }
                for st in res.standings
            ]
        else:
            if res.won is not None:
                result["won"] = res.won
            result["mastered"] = dict(res.mastered_per_pile)
            result["squirrels_left"] = res.squirrels_left
        out["result"] = result
    return out


def state_summary(state: State) -> str:
    """A one-line fingerprint of the state, used by the golden playthroughs."""
    s = state
    setup = s.ctx.setup
    parts = [s.phase.value]
    actor = current_actor(s)
    if actor is not None:
        parts.append("chance" if actor == CHANCE else f"to act {setup.players[actor]}")
    if setup.mode is Mode.RACE:
        parts.append(
            " ".join(f"{c}@{s.positions[i]}/{s.squirrels[i]}" for i, c in enumerate(setup.colours))
        )
        owl = " ".join(
            f"{p}:{'L' if d.letter_flipped else 'l'}{_owl_short(d.neutral)}"
            for p, d in zip(PILES, s.display, strict=True)
        )
        parts.append(f"owls {owl} draw {s.draw_count} discard {len(s.discard)}")
    elif setup.mode is Mode.TEAM:
        parts.append(f"marker@{s.positions[0]} pool {s.squirrels[0]}")
    else:
        parts.append(
            f"squirrels {s.squirrels[0]} mastered {len(s.mastered)} failed {len(s.failed)}"
        )
    parts.append("piles " + " ".join(f"{p}{len(s.pile_left(p))}" for p in PILES))
    parts.append(f"frolicking {s.frolicking}")
    if s.card:
        parts.append(f"card {s.card}")
    if s.end_reason:
        parts.append(f"ended {s.end_reason.value}")
    return " | ".join(parts)


def _owl_short(v: Any) -> str:
    if v == FACE_DOWN:
        return "?"
    if v is None:
        return "-"
    return f"[{v}]"


def state_text(state: State) -> str:
    """The state as readable text, for ``blocky-mountains replay``."""
    s = state
    setup = s.ctx.setup
    cat = s.ctx.catalogue
    lines: list[str] = []
    mode_name = {Mode.RACE: "Race game", Mode.TEAM: "Team variant", Mode.SOLO: "Solo training"}
    lines.append(f"{mode_name[setup.mode]}, {setup.draws.value} draws, seed {setup.seed}")
    if setup.mode is Mode.RACE:
        lines.append("Players:")
        for i, (n, c) in enumerate(zip(setup.players, setup.colours, strict=True)):
            place = place_of(s, s.positions[i])
            where = {PlaceKind.PEAK: "peak", PlaceKind.CAMPGROUND: "campground"}.get(
                place.kind, f"space {place.space}"
            )
            lines.append(f"  {c:<7} {n}: {where}, {squirrels_text(s.squirrels[i])}")
        lines.append("Owl display:")
        for p, d in zip(PILES, s.display, strict=True):
            letter = (
                str(cat.letter_tiles[p])
                if d.letter_flipped
                else f"letter {p} ({cat.letter_tiles[p]})"
            )
            could = _could_show(s, PILES.index(p))
            lines.append(
                f"  under pile {p}: {letter}; neutral {_owl_slot(d.neutral)}"
                + (f" (can show {', '.join(could)})" if could else "")
            )
        discard = ", ".join(str(v) for v in s.discard) or "empty"
        lines.append(f"Owl draw pile: {s.draw_count} tile(s); discard: {discard}")
    elif setup.mode is Mode.TEAM:
        lines.append("Adventurers: " + ", ".join(setup.players))
        lines.append(
            f"Team marker: space {s.positions[0]} (section {s.team_section}); "
            f"squirrels: {s.squirrels[0]}; level {setup.level}, started at {setup.start}"
        )
    else:
        lines.append(f"Player: {setup.players[0]}; course {setup.course}")
        lines.append(
            f"Squirrels: {s.squirrels[0]}; mastered {len(s.mastered)}, failed {len(s.failed)}"
        )
    lines.append("Piles left: " + ", ".join(f"{p} {len(s.pile_left(p))}" for p in PILES))
    lines.append(f"Frolicking squirrels: {s.frolicking}")
    if s.card:
        lines.append(f"Route on the table: {card_name(s, s.card)}")
    actor = current_actor(s)
    if actor == CHANCE:
        what = "a route card" if s.phase is Phase.REVEAL_CARD else "an owl tile"
        lines.append(f"Next: {what} turns up")
    elif actor is not None:
        lines.append(f"Next: {setup.players[actor]} ({s.phase.value.replace('_', ' ')})")
    res = outcome(s)
    if res is not None:
        lines.append(end_reason_text(res.reason))
        if setup.mode is Mode.RACE:
            for st in res.standings:
                note = {"squirrels": " (more squirrels decided)", "shared": " (shared place)"}.get(
                    st.decided_by, ""
                )
                lines.append(
                    f"  {st.place}. {setup.players[st.player]}: space {st.position}, "
                    f"{squirrels_text(st.squirrels)}{note}"
                )
        else:
            mastered = ", ".join(f"{p} {n}" for p, n in res.mastered_per_pile)
            lines.append(f"  Cards mastered: {mastered}; squirrels left: {res.squirrels_left}")
    return "\n".join(lines)
