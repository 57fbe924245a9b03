"""Solo training (S1-S5): the chosen piles one after another, every card once, or the
cards of a practice plan in its order."""

from __future__ import annotations

from blocky.games.blocky_mountains.catalogue import SQUIRRELS_IN_BOX, START_SQUIRRELS
from blocky.games.blocky_mountains.events import Event
from blocky.games.blocky_mountains.state import Context, EndReason, Phase, State, evolve
from blocky.games.blocky_mountains.turns import _game_over, _new_turn


def _new_solo(ctx: Context, piles: tuple[tuple[str, ...], ...]) -> State:
    """The trainee's state before the first card (S1, S2, S5)."""
    plan = ctx.setup.plan
    first = ctx.catalogue.card(plan[0]).pile if plan else ctx.setup.course_piles[0]
    return State(
        ctx=ctx,
        phase=Phase.REVEAL_CARD,
        turn=0,
        positions=(),
        squirrels=(START_SQUIRRELS,),
        frolicking=SQUIRRELS_IN_BOX - START_SQUIRRELS,
        piles=(piles[0], piles[1], piles[2]),
        pending_pile=first,
    )


def _solo_card_done(s: State, ev: list[Event] | None) -> State:
    """The card is filed (S2, S3): the next card of the course turns up, or training ends."""
    pile = s.solo_pile
    if pile is None:
        return _game_over(s, EndReason.TRAINING_DONE, ev)
    return _new_turn(evolve(s, phase=Phase.REVEAL_CARD, pending_pile=pile), 0, ev)
