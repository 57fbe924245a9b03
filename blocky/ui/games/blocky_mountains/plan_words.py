"""A practice plan's words from its player's record: why each card is in the plan, and
what improved in the game since its cards were last played."""

from __future__ import annotations

import dataclasses
from datetime import date

from blocky.games.blocky_mountains.practice import SessionProgress, plan_reasons, session_progress
from blocky.games.blocky_mountains.state import PLAN_COURSE
from blocky.ui.games.blocky_mountains.coach_panel import player_records
from blocky.ui.games.blocky_mountains.controller import GameController
from blocky.ui.games.blocky_mountains.progress_words import reason_text


def plan_reason_words(controller: GameController) -> list[str]:
    """Why each card of a practice plan is in it, worded, in the plan's order: from
    its player's record before this game, on the day the game began (nothing for
    another game, or when the record cannot be read)."""
    state = controller.state
    setup = state.setup
    if setup.course != PLAN_COURSE or not setup.plan:
        return []
    records = player_records(controller, 0)
    if records is None:
        return []
    game = controller.game.id
    # Days are counted on the local calendar, as the plan was made.
    local = [r if r.at is None else dataclasses.replace(r, at=r.at.astimezone()) for r in records]
    own = [r.at for r in local if r.game == game and r.at is not None]
    day = min(own).date() if own else date.today()
    cards = [(cid, state.catalogue.card(cid).pile) for cid in setup.plan]
    return [reason_text(c) for c in plan_reasons(local, cards, day, game=game)]


def session_progress_of(controller: GameController | None) -> SessionProgress | None:
    """What improved in this game since its cards were last played (its player's
    record); None when the record cannot be read."""
    if controller is None:
        return None
    records = player_records(controller, 0)
    if records is None:
        return None
    return session_progress(records, controller.game.id)
