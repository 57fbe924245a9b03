"""Why an action is refused, in words a player understands (explain_illegal and the
refusal sentences for shortcuts, owl tiles and retries), and which choices a player may
expect that the rules do not offer now (expected_but_refused)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

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
from blocky.games.blocky_mountains.catalogue import PILES, OwlValue, RouteCard
from blocky.games.blocky_mountains.legal import legal_actions
from blocky.games.blocky_mountains.owls import _owl_key, _pile_index, _revealed_pool
from blocky.games.blocky_mountains.queries import on_fox_space, route_change_cost
from blocky.games.blocky_mountains.state import Mode, Phase, State, Variant


def _identity(text: str) -> str:
    return text


def _who(s: State, player: int | None = None, tr: Callable[[str], str] = _identity) -> str:
    setup = s.ctx.setup
    p = s.turn if player is None else player
    if setup.mode is Mode.RACE:
        return tr(setup.colours[p].capitalize())
    if setup.mode is Mode.TEAM:
        return tr("The team")
    return setup.players[0]


def _squirrels(n: int, tr: Callable[[str], str] = _identity) -> str:
    # As describe.squirrels_text: a translator with plural rules picks the form itself.
    plural = getattr(tr, "plural", None)
    if callable(plural):
        return str(plural("%n squirrel(s)", n))
    return (tr("{n} squirrel") if n == 1 else tr("{n} squirrels")).format(n=n)


def explain_illegal(s: State, action: Action, tr: Callable[[str], str] = _identity) -> str:
    """A reason a player understands for why ``action`` is not allowed now.

    Every sentence is an English template passed through ``tr`` (the app's translator);
    names and numbers are filled in afterwards.
    """
    cat = s.ctx.catalogue
    mode = s.ctx.setup.mode
    ph = s.phase
    if ph is Phase.OVER:
        return tr("The game is over.")
    if isinstance(action, RevealCard):
        if ph is not Phase.REVEAL_CARD:
            return tr("No route card is being turned over now.")
        pile = s.pending_pile
        if not cat.has_card(action.card):
            return tr("There is no route card '{card}'.").format(card=action.card)
        rc = cat.card(action.card)
        nxt = s.plan_next
        if nxt is not None and action.card != nxt:
            return tr("The practice plan turns up {card} now.").format(card=tr(cat.card(nxt).name))
        if rc.pile != pile:
            return tr(
                "{card} is a card of pile {card_pile}; the card must come from pile {pile}."
            ).format(card=tr(rc.name), card_pile=rc.pile, pile=pile)
        return tr("{card} is not in pile {pile} any more: it has already been played.").format(
            card=tr(rc.name), pile=pile
        )
    if isinstance(action, RevealOwl):
        if ph is not Phase.REVEAL_OWL:
            return tr("No owl tile is being turned over now.")
        return _refused_owl(s, OwlValue(action.advance, action.back), tr)
    if isinstance(action, TakeShortcut):
        # Checked before "first enter the card": a team turn with no shortcut to decide
        # goes straight to the card, and the team still needs to hear why.
        return _refused_shortcut(s, tr)
    if isinstance(action, (Retry, AcceptFailure)) and s.forced_failure:
        # A forced failure may already have moved play on to the next card or owl
        # tile; whoever asks for another attempt still needs to hear why there is none.
        return _refused_retry(s, action, tr)
    if ph is Phase.REVEAL_CARD:
        return tr("First enter the route card that turned up from pile {pile}.").format(
            pile=s.pending_pile
        )
    if ph is Phase.REVEAL_OWL:
        return tr("First enter what the owl tile shows.")
    who = _who(s, tr=tr)
    card: RouteCard | None = cat.card(s.card) if s.card else None
    if isinstance(action, PlayOn):
        return tr("There is no shortcut to decline now.")
    if isinstance(action, (ChoosePile, TakeRoute, ChangeRoute)):
        if mode is not Mode.RACE:
            return tr("The next card always comes from the pile of the current section.")
        if ph is not Phase.START:
            return tr("The route for this turn is already chosen.")
        if isinstance(action, ChoosePile):
            # Only a built route makes choosing a pile illegal at the start of a turn: a
            # pile is empty only while its last card is built (R12 ends the game when that
            # card is removed), and the catalogue gives every pile cards.
            return tr("A route is built: take it, or change route (which may cost squirrels).")
        if isinstance(action, TakeRoute):
            return tr("No route is built yet: choose a pile.")
        if s.card is None:
            return tr(
                "No route is built yet, so there is nothing to change: choose a pile for free."
            )
        if not s.pile_left(action.pile):
            return tr("Pile {pile} has no cards left.").format(pile=action.pile)
        cost = route_change_cost(s, action.pile)
        return tr("{who} has {squirrels}; changing to route {pile} costs {cost}.").format(
            who=who, squirrels=_squirrels(s.squirrels[s.turn], tr), pile=action.pile, cost=cost
        )
    if isinstance(action, ChooseVariant):
        if ph is not Phase.PREPARE or s.attempt > 0:
            return tr("Normal or difficult is chosen before the first attempt.")
        if card is not None and card.extra_task is None:
            return tr("{card} has no extra task, so there is no difficult route.").format(
                card=tr(card.name)
            )
        if s.variant is Variant.DIFFICULT:
            return tr("The difficult route is already chosen.")
        if not action.difficult and s.ctx.setup.handicap(s.turn).difficult:
            return tr(
                "{name} builds the difficult route whenever it is offered: that is their "
                "handicap in this race."
            ).format(name=s.ctx.setup.players[s.turn])
        return tr("The normal route is already chosen.")
    if isinstance(action, Fox):
        if mode is not Mode.TEAM:
            return tr("Foxes live only on the team map.")
        if ph is not Phase.PREPARE or s.attempt > 0:
            return tr("The fox helps only before the attempt.")
        if not on_fox_space(s):
            return tr("The team is on space {space}, not on a fox space.").format(
                space=s.positions[0]
            )
        return tr("The team has no squirrel to give the fox.")
    if isinstance(action, Partner):
        if mode is not Mode.TEAM:
            return tr("Only in the team variant can two adventurers share a route.")
        if card is None or card.rods != 2:
            return tr("Only a route with 2 rods can be shared by two adventurers.")
        if ph is not Phase.PREPARE or s.attempt > 0:
            return tr("The second adventurer is chosen before the attempt.")
        if s.partner is not None:
            return tr("A second adventurer is already chosen.")
        if action.seat == s.turn:
            return tr("The second adventurer must be someone else.")
        return tr("There is no adventurer in that seat.")
    if isinstance(action, Report):
        if ph is Phase.RETRY:
            return tr("First decide: another attempt, or accept the failure.")
        if ph is Phase.PREPARE and s.variant is None:
            return tr("First choose the normal or the difficult route.")
        if ph is Phase.OWL_CHOICE:
            return tr("First choose which owl tile to turn over.")
        return tr("There is no attempt to report now.")
    if isinstance(action, (Retry, AcceptFailure)):
        return _refused_retry(s, action, tr)
    if isinstance(action, FlipOwl):
        if mode is not Mode.RACE:
            return tr("Owl tiles are used only in the race game.")
        return tr("No owl tile is to be chosen now.")
    return tr("That is not possible now.")


def _refused_shortcut(s: State, tr: Callable[[str], str] = _identity) -> str:
    """Why the shortcut cannot be taken now (R9, T7): the map, the space, the squirrels, the time."""
    cat = s.ctx.catalogue
    mode = s.ctx.setup.mode
    if mode is Mode.SOLO:
        return tr("Solo training has no route map, so no shortcuts.")
    if s.shortcut_used:
        return tr("The shortcut has already been taken this turn.")
    who = _who(s, tr=tr)
    have = s.squirrels[s.squirrel_holder]
    if mode is Mode.RACE:
        found = cat.race_map.shortcut_from(s.positions[s.turn])
        if found is None:
            starts = ", ".join(str(x.start) for x in cat.race_map.shortcuts)
            return tr(
                "{who} is on space {space}; shortcuts start only from "
                "the backpack spaces ({starts})."
            ).format(who=who, space=s.positions[s.turn], starts=starts)
        if have < found.cost:
            return tr(
                "{who} has {squirrels}; the shortcut from space {start} costs {cost}."
            ).format(who=who, squirrels=_squirrels(have, tr), start=found.start, cost=found.cost)
    else:
        sc = cat.team_map.major_shortcut
        if s.positions[0] != sc.start:
            return tr(
                "The team is on space {space}; the major shortcut starts on space {start} "
                "and costs {cost}."
            ).format(space=s.positions[0], start=sc.start, cost=_squirrels(sc.cost, tr))
        if have < sc.cost:
            return tr(
                "The team has {squirrels}; the major shortcut from space {start} to space "
                "{end} costs {cost}."
            ).format(squirrels=_squirrels(have, tr), start=sc.start, end=sc.end, cost=sc.cost)
    return tr("A shortcut can only be taken at the start of a turn, before anything else.")


def _values(values: Iterable[OwlValue]) -> str:
    return ", ".join(str(v) for v in sorted(set(values), key=_owl_key))


def _refused_owl(s: State, value: OwlValue, tr: Callable[[str], str] = _identity) -> str:
    """Why the face-down neutral tile being turned over cannot show ``value`` (R7; "Chance" in docs/rulings.md)."""
    here = _revealed_pool(s)
    pile = PILES[_pile_index(s)]
    elsewhere = [p for p in s.owl_pools if p is not here and value in p.tiles]
    if not elsewhere:
        if len(s.owl_pools) == 1:
            return tr(
                "No face-down owl tile can show {advance}/{back}; "
                "the tiles not seen yet show {left}."
            ).format(advance=value.advance, back=value.back, left=_values(here.tiles))
        return tr(
            "No owl tile not seen yet shows {value}; the tile under pile {pile} can only show {left}."
        ).format(value=value, pile=pile, left=_values(here.tiles))
    other = elsewhere[0]
    if other.in_draw_pile == 0:
        return tr(
            "The owl tile under pile {pile} can only show {left}: the {value} tile is still "
            "face down under another pile ({other})."
        ).format(
            pile=pile,
            left=_values(here.tiles),
            value=value,
            other=", ".join(PILES[x] for x in other.slots),
        )
    return tr(
        "The owl tile under pile {pile} was drawn before the discarded tiles were reshuffled, "
        "so it can only show {left}; {value} is among the reshuffled tiles."
    ).format(pile=pile, left=_values(here.tiles), value=value)


def _refused_retry(s: State, action: Action, tr: Callable[[str], str] = _identity) -> str:
    reason = s.forced_failure
    if isinstance(action, Retry) and reason == "difficult":
        return tr(
            "The difficult route (extra task) allows exactly one attempt: no further attempts."
        )
    if isinstance(action, Retry) and reason == "fox":
        return tr(
            "The attempt started on a fox space: the route must be mastered on the first "
            "attempt, no retries."
        )
    if isinstance(action, Retry) and reason == "no_squirrels":
        return tr("{who} has no squirrels left to pay for another attempt.").format(
            who=_who(s, tr=tr)
        )
    if reason:
        return tr("The failure has already been accepted: there was no further attempt to pay for.")
    return tr("There is no failed attempt to try again or accept now.")


def expected_but_refused(s: State, legal: Sequence[Action] | None = None) -> tuple[Action, ...]:
    """Choices a player may expect now that the rules do not allow, in the order a table
    shows their reasons (each worded by :func:`explain_illegal`).

    - race, start of a turn on a backpack space: the shortcut (R9);
    - race, start of a turn with a card on the table: a change to each route (R4);
    - team, start of a turn on the major shortcut's first space: the shortcut (T7);
    - team, before the first attempt on a fox space: feeding the fox (T6);
    - a failure that may not be tried again: a retry (R5, R6, T6);
    - race, a card with an extra task for a player whose handicap is the difficult
      route whenever offered: the normal route (H1).

    ``legal`` is the list of allowed actions when the caller has it already."""
    allowed = legal_actions(s) if legal is None else legal
    setup = s.ctx.setup
    cat = s.ctx.catalogue
    candidates: list[Action] = []
    if s.phase is Phase.START and setup.mode is Mode.RACE:
        if cat.race_map.shortcut_from(s.positions[s.turn]) is not None:
            candidates.append(TakeShortcut())
        if s.card is not None:
            candidates.extend(ChangeRoute(p) for p in PILES)
    tm = cat.team_map
    team = setup.mode is Mode.TEAM
    if team and s.phase is Phase.START and s.positions[0] == tm.major_shortcut.start:
        candidates.append(TakeShortcut())
    if team and s.phase is Phase.PREPARE and s.attempt == 0 and s.positions[0] in tm.fox:
        candidates.append(Fox())
    if s.forced_failure:
        candidates.append(Retry())
    card = s.current_card
    if (
        s.phase is Phase.PREPARE
        and s.variant is None
        and card is not None
        and card.extra_task is not None
    ):
        candidates.append(ChooseVariant(False))
    return tuple(action for action in candidates if action not in allowed)
