"""A practice plan for solo training, and what improved since last time.

Pure Python, deterministic given the history and the date. The plan borrows the idea of
spaced-repetition schedulers such as Anki's: a card built first go again and again is
looked at after intervals that grow with each success (1 day, then 2.5 times longer each
time), so mastered cards come back now and then and stay mastered. The other places go
to the player's weakest cards by the coach's odds (:mod:`blocky.games.blocky_mountains.
learning`): the cards likeliest to be hard for them, tried or not. See docs/coach.md for
the rules and their numbers.

>>> from datetime import date, datetime, UTC
>>> day = datetime(2026, 3, 1, 10, tzinfo=UTC)
>>> recs = [AttemptRecord(1, "treetop", "A", False, at=day),
...         AttemptRecord(1, "ice-bridge", "A", True, at=day)]
>>> [c.card for c in practice_plan(recs, [("treetop", "A"), ("ice-bridge", "A")],
...                                 date(2026, 3, 2), size=1)]
['treetop']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum

from blocky.games.blocky_mountains.learning import (
    AttemptRecord,
    CoachModel,
    Estimate,
    PlayerKey,
)

#: Days until a card built first go once more is looked at again: the first interval,
#: multiplied by EASE for every further success in a row (Anki's default ease is 250 %).
FIRST_INTERVAL = 1.0
EASE = 2.5
MAX_INTERVAL = 365.0
#: Successes in a row (first attempts mastered) after which a card counts as mastered.
KEPT_STREAK = 2
#: Up to one card in this many of a session is a mastered card due again.
REVIEW_SHARE = 4
#: New cards take at most one place in this many of a session's cards to practise while
#: cards already played are left to practise.
NEW_SHARE = 2
#: A card untried for RECENCY_DAYS (or longer) counts as if failed this much more often.
RECENCY_WEIGHT = 0.25
RECENCY_DAYS = 28
#: A card never tried is placed by the lower end of the coach's guess for it: its chance
#: less this many times its spread (the spread between the player's cards of its pile).
#: A played card's weakness shows in its record; an untried one's only once it is played.
NEW_SPREADS = 0.5


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
    # Past MAX_INTERVAL the power only grows (a streak of a thousand would overflow).
    return min(MAX_INTERVAL, FIRST_INTERVAL * EASE ** min(streak - 1, 64))


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One player's plays of one card, summed up: all the schedule needs of them (the
    store keeps these per player and card, so a plan never rereads the history)."""

    plays: int
    #: Plays whose first attempt failed.
    failed: int
    #: First attempts mastered in a row, the latest play last.
    streak: int
    last_played: date | None


def card_records(records: Iterable[AttemptRecord]) -> dict[str, CardRecord]:
    """Per card, its plays summed up (plays without a time are left out), from one
    player's record."""
    by_card: dict[str, list[Play]] = {}
    for p in plays_from(records):
        if p.at is not None:
            by_card.setdefault(p.card, []).append(p)
    out: dict[str, CardRecord] = {}
    for card, listed in by_card.items():
        plays = sorted(listed, key=lambda p: p.at or datetime.min)
        streak = 0
        for p in reversed(plays):
            if not p.first_try:
                break
            streak += 1
        last = plays[-1].at
        out[card] = CardRecord(
            len(plays),
            sum(not p.first_try for p in plays),
            streak,
            None if last is None else last.date(),
        )
    return out


def schedule(
    records: Iterable[AttemptRecord], cards: Sequence[tuple[str, str]], today: date
) -> tuple[CardSchedule, ...]:
    """Each card's place in the schedule for one player's record. ``cards`` are
    (card id, pile) pairs in the order the catalogue lists them; records of other cards
    are ignored, and so are plays without a time."""
    return schedule_of(card_records(records), cards, today)


def schedule_of(
    records: Mapping[str, CardRecord], cards: Sequence[tuple[str, str]], today: date
) -> tuple[CardSchedule, ...]:
    """:func:`schedule` from each card's plays summed up (:class:`CardRecord`)."""
    out: list[CardSchedule] = []
    for card, pile in cards:
        got = records.get(card)
        plays = got.plays if got is not None else 0
        failed = got.failed if got is not None else 0
        streak = got.streak if got is not None else 0
        last = got.last_played if got is not None else None
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
        need = (failed + 1) / (plays + 2) + RECENCY_WEIGHT * recency
        out.append(
            CardSchedule(card, pile, status, plays, failed, streak, last, days, interval, need)
        )
    return tuple(out)


@dataclass(frozen=True, slots=True)
class PlanCard:
    """A card of the plan and why it was chosen: its status in the schedule, and the
    coach's estimate of the player's chance on it (None when made without one)."""

    card: str
    pile: str
    reason: CardStatus
    schedule: CardSchedule
    estimate: Estimate | None = None

    @property
    def chance(self) -> float:
        """The coach's chance that the player masters the card first go (0.5 without one)."""
        return 0.5 if self.estimate is None else self.estimate.chance


def _player(records: Sequence[AttemptRecord]) -> PlayerKey:
    return records[0].player if records else None


def _estimates(
    records: Sequence[AttemptRecord],
    rows: Sequence[CardSchedule],
    model: CoachModel | None,
) -> dict[str, Estimate]:
    fitted = model if model is not None else CoachModel.fit(records)
    player = _player(records)
    return {s.card: fitted.card(player, s.card, s.pile) for s in rows}


def _spread_order(rows: Sequence[CardSchedule]) -> dict[str, int]:
    """A card's place when nothing tells cards apart: the piles taken in turn (the first
    card of each pile, then the second of each ...), so a plan is never one pile only
    because the catalogue lists it first."""
    seen: dict[str, int] = {}
    keyed: list[tuple[int, int, str]] = []
    piles: dict[str, int] = {}
    for s in rows:
        piles.setdefault(s.pile, len(piles))
        k = seen.get(s.pile, 0)
        seen[s.pile] = k + 1
        keyed.append((k, piles[s.pile], s.card))
    return {card: i for i, (_, _, card) in enumerate(sorted(keyed))}


def _weakest(weak: Sequence[PlanCard], places: int) -> list[PlanCard]:
    """The first ``places`` of ``weak`` (lowest chance first), new cards taking at most
    one place in NEW_SHARE while cards already played are left: a card failed last time
    is not pushed out by cards nobody knows anything about."""
    cap = -(-places // NEW_SHARE)
    picked: list[PlanCard] = []
    waiting: list[PlanCard] = []
    new = 0
    for c in weak:
        if len(picked) == places:
            break
        if c.reason is CardStatus.NEW:
            if new >= cap:
                waiting.append(c)
                continue
            new += 1
        picked.append(c)
    picked += waiting[: places - len(picked)]
    chosen = {c.card for c in picked}
    return [c for c in weak if c.card in chosen]


def _weakness(c: PlanCard) -> float:
    """The chance a card to practise is ordered by: the coach's, and for a card never
    tried the lower end of it (NEW_SPREADS spreads below)."""
    if c.reason is CardStatus.NEW and c.estimate is not None:
        return c.chance - NEW_SPREADS * c.estimate.spread
    return c.chance


def practice_plan(
    records: Iterable[AttemptRecord],
    cards: Sequence[tuple[str, str]],
    today: date,
    *,
    size: int = 8,
    piles: Iterable[str] | None = None,
    model: CoachModel | None = None,
) -> tuple[PlanCard, ...]:
    """The cards of a solo practice session, in the order to play them.

    Up to one card in REVIEW_SHARE is a mastered card due again (spaced; the ones the
    coach gives the lowest chance first, likeliest to have slipped). The rest are the player's weakest cards by the coach's odds: the cards to
    practise and the new ones, the lowest chance to master first go first (for a new
    card that says how hard the family finds it and how the player does on its pile,
    and it is taken at the lower end of its spread, NEW_SPREADS spreads below;
    when nothing tells cards apart, the piles are taken in turn), new cards taking at
    most one place in NEW_SHARE while played cards are left. Free places left are filled with more
    due cards, then mastered cards soonest due. A due card comes after every
    REVIEW_SHARE - 1 others, so the session mixes both.

    ``records`` are the player's attempts (oldest first); ``model`` is the coach fitted on
    everyone's (their own when None), so a card hard for the family counts as likely hard
    before the player has tried it. ``piles`` limits the plan to those piles.
    """
    mine = list(records)
    return practice_plan_of(
        card_records(mine),
        cards,
        today,
        player=_player(mine),
        model=model if model is not None else CoachModel.fit(mine),
        size=size,
        piles=piles,
    )


def practice_plan_of(
    records: Mapping[str, CardRecord],
    cards: Sequence[tuple[str, str]],
    today: date,
    *,
    player: PlayerKey,
    model: CoachModel,
    size: int = 8,
    piles: Iterable[str] | None = None,
) -> tuple[PlanCard, ...]:
    """:func:`practice_plan` from each card's plays summed up (:class:`CardRecord`) and
    the coach's model, for ``player`` (their key in the model)."""
    wanted = None if piles is None else set(piles)
    rows = [s for s in schedule_of(records, cards, today) if wanted is None or s.pile in wanted]
    estimates = {s.card: model.card(player, s.card, s.pile) for s in rows}
    order = _spread_order(rows)

    def card(s: CardSchedule) -> PlanCard:
        return PlanCard(s.card, s.pile, s.status, s, estimates[s.card])

    # Of the mastered cards due again, those the coach thinks likeliest to have
    # slipped come back first (the most overdue first among equal chances).
    due = sorted(
        (s for s in rows if s.status is CardStatus.DUE),
        key=lambda s: (
            round(estimates[s.card].chance, 9),
            -((s.days_since or 0) / s.interval),
            order[s.card],
        ),
    )
    weak = sorted(
        (card(s) for s in rows if s.status in (CardStatus.PRACTISE, CardStatus.NEW)),
        key=lambda c: (round(_weakness(c), 9), order[c.card]),
    )
    kept = sorted(
        (s for s in rows if s.status is CardStatus.KEPT),
        key=lambda s: (s.interval - (s.days_since or 0), order[s.card]),
    )
    size = max(0, min(size, len(rows)))
    reviews = due[: min(len(due), max(1, size // REVIEW_SHARE))] if size else []
    others = _weakest(weak, size - len(reviews))
    spare = size - len(reviews) - len(others)
    reviews += (due[len(reviews) :] + kept)[:spare]
    session: list[PlanCard] = []
    r = iter(reviews)
    for c in others:
        session.append(c)
        if len(session) % REVIEW_SHARE == REVIEW_SHARE - 1:
            nxt = next(r, None)
            if nxt is not None:
                session.append(card(nxt))
    session.extend(card(s) for s in r)
    return tuple(session)


def plan_reasons(
    records: Iterable[AttemptRecord],
    plan: Sequence[tuple[str, str]],
    today: date,
    *,
    game: int | None = None,
    model: CoachModel | None = None,
) -> tuple[PlanCard, ...]:
    """Why each card of a plan is in it, in the plan's order: its place in the schedule
    on ``today`` (the day the plan was made) and the coach's estimate, from the record
    before the session ``game`` (that session's own attempts left out, so a card keeps
    its reason while it is played). ``plan`` lists (card id, pile) pairs; ``model`` is as
    for :func:`practice_plan` (fitted on the record before the session when None)."""
    earlier = [r for r in records if game is None or r.game != game]
    rows = schedule(earlier, plan, today)
    estimates = _estimates(earlier, rows, model)
    return tuple(PlanCard(s.card, s.pile, s.status, s, estimates[s.card]) for s in rows)


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
