"""Time per attempt: how long each attempt took to build and try, from the actions' times.

An attempt starts when its card turns up (``RevealCard``), when the second player on a
built route takes it (``TakeRoute``) or when a retry is paid (``Retry``), and ends when it
is reported (``Report``); choosing the route's variant, the fox and the partner happen in
between and count as part of it. The time is the sum of the gaps between consecutive
actions from the start to the report, where

- a gap longer than :data:`PAUSE_LIMIT` counts as PAUSE_LIMIT: the screen was left idle
  or the app was closed (the log does not say which, and neither is building time), and
  the attempt is marked ``paused``;
- a gap that goes backwards (a clock put back) counts as nothing.

See docs/coach.md.

>>> from datetime import datetime, timedelta, UTC
>>> from blocky.games.blocky_mountains.actions import Report, RevealCard
>>> t0 = datetime(2026, 3, 1, 10, tzinfo=UTC)
>>> attempt_times([(RevealCard("treetop"), t0), (Report(True), t0 + timedelta(seconds=95))])
(AttemptTime(seq=1, seconds=95.0, paused=False),)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from blocky.games.blocky_mountains.action_kinds import PAUSE_LIMIT_SECONDS
from blocky.games.blocky_mountains.actions import Action, Report, Retry, RevealCard, TakeRoute

#: The longest gap between two actions that counts in full.
PAUSE_LIMIT = timedelta(seconds=PAUSE_LIMIT_SECONDS)

#: The actions an attempt starts with, and the one it ends with, by their kinds.
START_KINDS = frozenset((RevealCard.kind, TakeRoute.kind, Retry.kind))
REPORT_KIND = Report.kind


@dataclass(frozen=True, slots=True)
class AttemptTime:
    #: The report's position in the game's action log (the attempts table's ``seq``).
    seq: int
    seconds: float
    #: Some gap was longer than the pause limit and counted only up to it.
    paused: bool


def attempt_times(
    actions: Iterable[tuple[Action, datetime]], *, pause_limit: timedelta = PAUSE_LIMIT
) -> tuple[AttemptTime, ...]:
    """Each reported attempt's build-and-try time, from one game's actions and their times
    (in log order). A report with no start before it (a damaged log) is left out."""
    return attempt_times_of_kinds(
        ((action.kind, at) for action, at in actions), pause_limit=pause_limit
    )


def attempt_times_of_kinds(
    actions: Iterable[tuple[str, datetime]], *, pause_limit: timedelta = PAUSE_LIMIT
) -> tuple[AttemptTime, ...]:
    """:func:`attempt_times` from the actions' kinds (``Action.kind``) alone: the times
    depend on nothing else, and a long record's statistics read only the kinds."""
    limit = pause_limit.total_seconds()
    out: list[AttemptTime] = []
    started = False
    total = 0.0
    paused = False
    previous: datetime | None = None
    for seq, (kind, at) in enumerate(actions):
        if started and previous is not None:
            gap = (at - previous).total_seconds()
            if gap > limit:
                gap, paused = limit, True
            total += max(0.0, gap)
        previous = at
        if kind == REPORT_KIND:
            if started:
                out.append(AttemptTime(seq, total, paused))
            started = False
        if kind in START_KINDS:
            started, total, paused = True, 0.0, False
    return tuple(out)
