"""A practice plan in words: why each card is in it (the plan's reasons:
:func:`blocky.games.blocky_mountains.practice.plan_reasons`), and its summary, what
improved since last time (:func:`blocky.games.blocky_mountains.practice.session_progress`
says it in numbers)."""

from __future__ import annotations

from blocky.games.blocky_mountains.practice import (
    CardProgress,
    CardStatus,
    Change,
    PlanCard,
    SessionProgress,
)
from blocky.games.blocky_mountains.state import State
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.numbers import percent_text


class Progress(TranslationContext):
    """The words of a practice plan's summary."""


def _card_name(state: State, card: str) -> str:
    try:
        return rules_tr(state.catalogue.card(card).name)
    except (KeyError, ValueError):
        return card


def reason_text(card: PlanCard) -> str:
    """Why a card is in the plan, in a few words: "failed last time", "new card"; with the
    coach's odds for a card to practise or a new one: "failed last time: 35% first go"."""
    sched = card.schedule
    if card.reason is CardStatus.NEW:
        if card.estimate is None:
            return Progress.tr("new card")
        chance = percent_text(min(99, max(1, round(card.chance * 100))))
        if card.chance < 0.5:
            return Progress.tr("new card, likely hard: about {chance} first go").format(
                chance=chance
            )
        return Progress.tr("new card: about {chance} first go").format(
            chance=chance
        )
    if card.reason is CardStatus.PRACTISE:
        if card.estimate is not None:
            chance = percent_text(min(99, max(1, round(card.chance * 100))))
            if sched.streak == 0:
                return Progress.tr("failed last time: about {chance} first go").format(
                    chance=chance
                )
            return Progress.tr("mastered once so far: about {chance} first go").format(
                chance=chance
            )
        if sched.streak == 0:
            return Progress.tr("failed last time")
        return Progress.tr("mastered once so far")
    if card.reason is CardStatus.DUE:
        return Progress.tr("mastered: check it again")
    return Progress.tr("mastered: extra practice")


def plan_title(cards: int, played: int) -> str:
    """The plan's heading: "Practice plan: 8 cards · 3 of 8 played"."""
    return Progress.tr("Practice plan: %n card(s)", "", cards) + " · " + played_text(played, cards)


def played_text(played: int, cards: int) -> str:
    """How far the plan is: "3 of 8 played"."""
    return Progress.tr("{played} of {cards} played").format(played=played, cards=cards)


def change_text(state: State, c: CardProgress) -> str:
    """One card's change: "Eagle's Nest: mastered for the first time"."""
    name = _card_name(state, c.card)
    before = c.before.attempts if c.before is not None else 0
    texts = {
        Change.NEW_MASTERED: Progress.tr("{card}: new, and mastered"),
        Change.NEW_FAILED: Progress.tr("{card}: new, not mastered yet"),
        Change.FIRST_MASTERED: Progress.tr("{card}: mastered for the first time"),
        Change.MASTERED_AGAIN: Progress.tr("{card}: mastered again (failed last time)"),
        Change.FEWER_ATTEMPTS: Progress.tr(
            "{card}: mastered with fewer attempts ({now}, last time {before})"
        ),
        Change.KEPT: Progress.tr("{card}: mastered again, as last time"),
        Change.SLIPPED: Progress.tr("{card}: not mastered this time (mastered last time)"),
        Change.STILL_FAILED: Progress.tr("{card}: not mastered yet, keep at it"),
    }
    return texts[c.change].format(card=name, now=c.now.attempts, before=before)


def progress_lines(state: State, progress: SessionProgress) -> list[str]:
    """The summary's lines: the heading with how many cards improved, first-go builds now
    and last time, then each card that changed (improved first, then the others)."""
    improved = progress.improved
    lines = [
        Progress.tr("Since last time: %n card(s) better", "", len(improved))
        if improved
        else Progress.tr("Since last time: no card better yet")
    ]
    if progress.played_before:
        lines.append(
            Progress.tr(
                "Cards played before, built first go: {now} of {n}; last time {before}"
            ).format(
                now=sum(c.now.first_try for c in progress.cards if c.before is not None),
                n=progress.played_before,
                before=progress.first_try_before,
            )
        )
    ordered = list(improved) + [c for c in progress.cards if not c.improved]
    lines.extend(change_text(state, c) for c in ordered)
    return lines
