"""A practice plan for solo training, and what improved since last time.

Pure Python, deterministic given the history and the date. The plan borrows the idea of
spaced-repetition schedulers such as Anki's: a card built first go again and again is
looked at after intervals that grow with each success (1 day, then 2.5 times longer each
time), so mastered cards come back now and then and stay mastered; a card failed lately
is practised first, the more often failed and the longer untried the sooner. See
docs/coach.md for the rules and their numbers.

>>> from datetime import date, datetime, UTC
>>> day = datetime(2026, 3, 1, 10, tzinfo=UTC)
>>> recs = [AttemptRecord(1, "treetop", "A", False, at=day),
...         AttemptRecord(1, "ice-bridge", "A", True, at=day)]
>>> [c.card for c in practice_plan(recs, [("treetop", "A"), ("ice-bridge", "A")],
...                                 date(2026, 3, 2), size=1)]
['treetop']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum

from blocky.games.blocky_mountains.coach import AttemptRecord, PlayerKey

#: Days until a card built first go once more is looked at again: the first interval,
#: multiplied by EASE for every further success in a row (Anki's default ease is 250 %).
FIRST_INTERVAL = 1.0
EASE = 2.5
MAX_INTERVAL = 365.0
#: Successes in a row (first attempts mastered) after which a card counts as mastered.
KEPT_STREAK = 2
#: Up to one card in this many of a session is a mastered card due again.
REVIEW_SHARE = 4
#: A card untried for RECENCY_DAYS (or longer) counts as if failed this much more often.
RECENCY_WEIGHT = 0.25
RECENCY_DAYS = 28


@dataclass(frozen=True, slots=True)
class Play:
    """One go at a card: its first attempt and the retries paid after it."""

    player: PlayerKey
    card: str
    pile: str
    #: The first attempt mastered the card.
    first_try: bool
    #: The card ended mastered (on any attempt).
    mastered: bool
    attempts: int
    at: datetime | None
    game: int | None


def plays_from(records: Iterable[AttemptRecord]) -> list[Play]:
    """Group attempts (in the order they were made) into plays. Difficult attempts count."""
    plays: list[Play] = []
    open_play: dict[tuple[PlayerKey, str, int | None], int] = {}
    for r in records:
        key = (r.player, r.card, r.game)
        if r.first or key not in open_play:
            open_play[key] = len(plays)
            plays.append(Play(r.player, r.card, r.pile, r.mastered, r.mastered, 1, r.at, r.game))
            continue
        i = open_play[key]
        p = plays[i]
        plays[i] = Play(
            p.player,
            p.card,
            p.pile,
            p.first_try,
            p.mastered or r.mastered,
            p.attempts + 1,
            p.at,
            p.game,
        )
    return plays


class CardStatus(StrEnum):
    #: Never played.
    NEW = "new"
    #: Failed lately, or not yet built first go KEPT_STREAK times in a row.
    PRACTISE = "practise"
    #: Mastered, and its interval has passed: time to look at it again.
    DUE = "due"
    #: Mastered and not due yet.
    KEPT = "kept"


@dataclass(frozen=True, slots=True)
class CardSchedule:
    card: str
    pile: str
    status: CardStatus
    plays: int
    #: Plays whose first attempt failed.
    failed: int
    #: First attempts mastered in a row, the latest play last.
    streak: int
    last_played: date | None
    #: Days since the last play (None: never played).
    days_since: int | None
    #: Days after the last play the card is looked at again (0 for a card to practise).
    interval: float
    #: Smoothed failure rate plus the weight of not having tried it lately.
    need: float


def _interval(streak: int) -> float:
    if streak <= 0:
        return 0.0
    return min(MAX_INTERVAL, FIRST_INTERVAL * EASE ** (streak - 1))


def schedule(
    records: Iterable[AttemptRecord], cards: Sequence[tuple[str, str]], today: date
) -> tuple[CardSchedule, ...]:
    """Each card's place in the schedule for one player's record. ``cards`` are
    (card id, pile) pairs in the order the catalogue lists them; records of other cards
    are ignored, and so are plays without a time."""
    by_card: dict[str, list[Play]] = {}
    for p in plays_from(records):
        if p.at is not None:
            by_card.setdefault(p.card, []).append(p)
    out: list[CardSchedule] = []
    for card, pile in cards:
        plays = sorted(by_card.get(card, []), key=lambda p: p.at or datetime.min)
        failed = sum(not p.first_try for p in plays)
        streak = 0
        for p in reversed(plays):
            if not p.first_try:
                break
            streak += 1
        last = plays[-1].at.date() if plays and plays[-1].at is not None else None
        days = None if last is None else max(0, (today - last).days)
        interval = _interval(streak)
        if not plays:
            status = CardStatus.NEW
        elif streak < KEPT_STREAK:
            status = CardStatus.PRACTISE
        elif days is not None and days >= interval:
            status = CardStatus.DUE
        else:
            status = CardStatus.KEPT
        recency = min(days or 0, RECENCY_DAYS) / RECENCY_DAYS
        need = (failed + 1) / (len(plays) + 2) + RECENCY_WEIGHT * recency
        out.append(
            CardSchedule(card, pile, status, len(plays), failed, streak, last, days, interval, need)
        )
    return tuple(out)


@dataclass(frozen=True, slots=True)
class PlanCard:
    """A card of the plan and why it was chosen (its status in the schedule)."""

    card: str
    pile: str
    reason: CardStatus
    schedule: CardSchedule


def practice_plan(
    records: Iterable[AttemptRecord],
    cards: Sequence[tuple[str, str]],
    today: date,
    *,
    size: int = 8,
    piles: Iterable[str] | None = None,
) -> tuple[PlanCard, ...]:
    """The cards of a solo practice session, in the order to play them.

    Up to one card in REVIEW_SHARE is a mastered card due again (the most overdue first);
    the rest are the cards to practise, most needed first, then new cards in catalogue
    order. Free places left are filled with more due cards, then mastered cards soonest
    due. A due card comes after every REVIEW_SHARE - 1 others, so the session mixes both.
    ``piles`` limits the plan to those piles.
    """
    wanted = None if piles is None else set(piles)
    rows = [s for s in schedule(records, cards, today) if wanted is None or s.pile in wanted]
    order = {s.card: i for i, s in enumerate(rows)}
    due = sorted(
        (s for s in rows if s.status is CardStatus.DUE),
        key=lambda s: (-((s.days_since or 0) / s.interval), order[s.card]),
    )
    practise = sorted(
        (s for s in rows if s.status is CardStatus.PRACTISE),
        key=lambda s: (-s.need, order[s.card]),
    )
    new = [s for s in rows if s.status is CardStatus.NEW]
    kept = sorted(
        (s for s in rows if s.status is CardStatus.KEPT),
        key=lambda s: (s.interval - (s.days_since or 0), order[s.card]),
    )
    size = max(0, min(size, len(rows)))
    reviews = due[: min(len(due), max(1, size // REVIEW_SHARE))] if size else []
    others = (practise + new)[: size - len(reviews)]
    spare = size - len(reviews) - len(others)
    reviews += (due[len(reviews) :] + kept)[:spare]
    session: list[PlanCard] = []
    r = iter(reviews)
    for s in others:
        session.append(PlanCard(s.card, s.pile, s.status, s))
        if len(session) % REVIEW_SHARE == REVIEW_SHARE - 1:
            nxt = next(r, None)
            if nxt is not None:
                session.append(PlanCard(nxt.card, nxt.pile, nxt.status, nxt))
    session.extend(PlanCard(s.card, s.pile, s.status, s) for s in r)
    return tuple(session)


def plan_reasons(
    records: Iterable[AttemptRecord],
    plan: Sequence[tuple[str, str]],
    today: date,
    *,
    game: int | None = None,
) -> tuple[PlanCard, ...]:
    """Why each card of a plan is in it, in the plan's order: its place in the schedule
    on ``today`` (the day the plan was made), from the record before the session
    ``game`` (that session's own attempts left out, so a card keeps its reason while it
    is played). ``plan`` lists (card id, pile) pairs."""
    earlier = [r for r in records if game is None or r.game != game]
    return tuple(PlanCard(s.card, s.pile, s.status, s) for s in schedule(earlier, plan, today))


# ----------------------------------------------------------- what improved since last time


class Change(StrEnum):
    #: First play of the card ever, mastered.
    NEW_MASTERED = "new_mastered"
    #: First play of the card ever, failed.
    NEW_FAILED = "new_failed"
    #: Mastered for the first time (it had been tried before).
    FIRST_MASTERED = "first_mastered"
    #: Failed last time, mastered now.
    MASTERED_AGAIN = "mastered_again"
    #: Mastered both times, with fewer attempts now.
    FEWER_ATTEMPTS = "fewer_attempts"
    #: Mastered both times, with as many attempts or more.
    KEPT = "kept"
    #: Mastered last time, failed now.
    SLIPPED = "slipped"
    #: Failed both times.
    STILL_FAILED = "still_failed"


IMPROVED = frozenset(
    {Change.NEW_MASTERED, Change.FIRST_MASTERED, Change.MASTERED_AGAIN, Change.FEWER_ATTEMPTS}
)


@dataclass(frozen=True, slots=True)
class CardProgress:
    card: str
    pile: str
    change: Change
    #: The last play of the card before the session (None: never played before).
    before: Play | None
    now: Play

    @property
    def improved(self) -> bool:
        return self.change in IMPROVED


@dataclass(frozen=True, slots=True)
class SessionProgress:
    """What a session changed, card by card, against each card's previous play."""

    game: int
    cards: tuple[CardProgress, ...]
    #: Cards of the session built first go, now and on their previous play (of the cards
    #: played before).
    first_try_now: int
    first_try_before: int
    played_before: int

    @property
    def improved(self) -> tuple[CardProgress, ...]:
        return tuple(c for c in self.cards if c.improved)


def _change(before: Play | None, now: Play, ever_mastered: bool) -> Change:
    if before is None:
        return Change.NEW_MASTERED if now.mastered else Change.NEW_FAILED
    if now.mastered and not ever_mastered:
        return Change.FIRST_MASTERED
    if now.mastered and not before.mastered:
        return Change.MASTERED_AGAIN
    if now.mastered:
        return Change.FEWER_ATTEMPTS if now.attempts < before.attempts else Change.KEPT
    return Change.SLIPPED if before.mastered else Change.STILL_FAILED


def session_progress(records: Iterable[AttemptRecord], game: int) -> SessionProgress:
    """What improved in session ``game`` since each of its cards was last played.

    ``records`` are one player's attempts in the order they were made, this session's
    included; the previous play of a card is its last play in an earlier game.
    """
    plays = plays_from(records)
    start = next((i for i, p in enumerate(plays) if p.game == game), len(plays))
    earlier = [p for p in plays[:start] if p.game != game]
    out: list[CardProgress] = []
    now_first = before_first = before_count = 0
    for p in plays[start:]:
        if p.game != game:
            continue
        previous = [q for q in earlier if q.card == p.card]
        before = previous[-1] if previous else None
        out.append(
            CardProgress(
                p.card, p.pile, _change(before, p, any(q.mastered for q in previous)), before, p
            )
        )
        now_first += p.first_try
        if before is not None:
            before_count += 1
            before_first += before.first_try
    return SessionProgress(game, tuple(out), now_first, before_first, before_count)
