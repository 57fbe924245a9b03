"""A route card from turning up to being done with, in every mode: the card turns up,
attempts are reported (R5, R6, T6, T8), a failure is paid for or accepted, and the card
is resolved by the race (:mod:`blocky.games.blocky_mountains.race`), the team (:mod:`blocky.games.blocky_mountains.team`)
or solo training (:mod:`blocky.games.blocky_mountains.solo`)."""

from __future__ import annotations

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.events import (
    AttemptReported,
    CardRemoved,
    CardRevealed,
    Event,
    FailureAccepted,
    RetryPaid,
)
from blocky.games.blocky_mountains.queries import _no_retry_reason, on_fox_space
from blocky.games.blocky_mountains.race import _race_owl
from blocky.games.blocky_mountains.solo import _solo_card_done
from blocky.games.blocky_mountains.state import Mode, Phase, State, Variant, evolve
from blocky.games.blocky_mountains.team import _team_card_done
from blocky.games.blocky_mountains.turns import _add, _reward


def _reveal_card(s: State, card: str, ev: list[Event] | None) -> State:
    pile = s.pending_pile
    assert pile is not None
    piles = _remove_from_pile(s, pile, card)
    if ev is not None:
        last = s.ctx.setup.mode is Mode.TEAM and not piles[PILES.index(pile)]
        ev.append(CardRevealed(pile, card, last))
    return evolve(
        s,
        phase=Phase.PREPARE,
        piles=(piles[0], piles[1], piles[2]),
        pending_pile=None,
        card=card,
        card_plays=0,
        variant=None,
        attempt=0,
    )


def _remove_from_pile(s: State, pile: str, card: str) -> tuple[tuple[str, ...], ...]:
    i = PILES.index(pile)
    return tuple(tuple(c for c in p if c != card) if j == i else p for j, p in enumerate(s.piles))


def _report(s: State, mastered: bool, ev: list[Event] | None) -> State:
    card_id = s.card
    assert card_id is not None
    attempt = s.attempt + 1
    variant = s.variant or Variant.NORMAL
    no_retry = s.no_retry if attempt > 1 else on_fox_space(s)  # T6: judged when the attempt starts
    s = evolve(s, attempt=attempt, variant=variant, no_retry=no_retry)
    if ev is not None:
        ev.append(
            AttemptReported(
                s.turn, card_id, variant is Variant.DIFFICULT, attempt, mastered, s.partner
            )
        )
    if mastered:
        card = s.ctx.catalogue.card(card_id)
        if variant is Variant.DIFFICULT and card.extra_task is not None:  # R5, T8
            s = _reward(s, s.squirrel_holder, card.extra_task.squirrels, "extra_task", ev)
        return _resolve(s, True, ev)
    why_not = _no_retry_reason(s)
    if why_not:
        if ev is not None:
            ev.append(FailureAccepted(s.turn, card_id, why_not))
        return evolve(_resolve(s, False, ev), forced_failure=why_not)
    return evolve(s, phase=Phase.RETRY)


def _retry(s: State, ev: list[Event] | None) -> State:
    """R6: one squirrel to the frolicking area pays for another attempt."""
    assert s.card is not None
    holder = s.squirrel_holder
    if ev is not None:
        ev.append(RetryPaid(s.turn, s.card))
    return evolve(
        s,
        phase=Phase.PREPARE,
        squirrels=_add(s.squirrels, holder, -1),
        frolicking=s.frolicking + 1,
    )


def _accept_failure(s: State, ev: list[Event] | None) -> State:
    assert s.card is not None
    if ev is not None:
        ev.append(FailureAccepted(s.turn, s.card))
    return _resolve(s, False, ev)


def _resolve(s: State, mastered: bool, ev: list[Event] | None) -> State:
    """The player's attempts on the card are over: mastered or failed."""
    assert s.card is not None
    mode = s.ctx.setup.mode
    if mode is Mode.RACE:
        return _race_owl(evolve(s, result_mastered=mastered), ev)
    card = s.card
    s = evolve(
        s,
        mastered=s.mastered + (card,) if mastered else s.mastered,
        failed=s.failed if mastered else s.failed + (card,),
        removed=s.removed + (card,),
        card=None,
    )
    if ev is not None:
        ev.append(CardRemoved(card))
    if mode is Mode.TEAM:
        return _team_card_done(s, mastered, ev)
    return _solo_card_done(s, ev)
