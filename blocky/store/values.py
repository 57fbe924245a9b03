"""Small shared pieces: how times and names are stored, and what a game row keeps."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from blocky.rules.catalogue import PILES
from blocky.rules.game import outcome
from blocky.rules.state import MAX_NAME_LENGTH, Mode, State
from blocky.store.errors import StoreError


def format_time(moment: datetime) -> str:
    """The stored form of a time: UTC ISO-8601 with microseconds, sortable as text."""
    if moment.tzinfo is None:
        raise ValueError("times must carry a time zone")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def check_name(name: object) -> str:
    """A player name as the store accepts it: any text, not blank, at most 10,000 characters."""
    if not isinstance(name, str):
        raise StoreError("A name must be text.")
    if not name.strip():
        raise StoreError("A name cannot be empty.")
    if len(name) > MAX_NAME_LENGTH:
        raise StoreError(f"A name may have at most {MAX_NAME_LENGTH:,} characters.")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise StoreError("The name contains characters that cannot be saved.") from None
    return name


def game_facts(state: State) -> tuple[bool, str, str]:
    """Finished flag, a one-line summary and the result data kept with each game row."""
    setup = state.ctx.setup
    result: dict[str, Any] = {"end_reason": state.end_reason.value if state.end_reason else None}
    over = state.is_over
    if setup.mode is Mode.RACE:
        result["positions"] = list(state.positions)
        result["squirrels"] = list(state.squirrels)
        parts = [f"{n} on {p}" for n, p in zip(setup.players, state.positions, strict=True)]
        res = outcome(state)
        if res is not None:
            places = [0] * len(setup.players)
            for st in res.standings:
                places[st.player] = st.place
            result["places"] = places
            winners = [setup.players[st.player] for st in res.standings if st.place == 1]
            text = f"{' and '.join(winners)} won. " + ", ".join(parts)
        else:
            text = ", ".join(parts)
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
        text = f"Space {state.positions[0]}, {state.squirrels[0]} squirrels"
        if res is not None:
            text = ("The team won. " if res.won else "The team lost. ") + text
    else:
        cat = state.ctx.catalogue
        mastered = {p: 0 for p in PILES}
        failed = {p: 0 for p in PILES}
        for c in state.mastered:
            mastered[cat.card(c).pile] += 1
        for c in state.failed:
            failed[cat.card(c).pile] += 1
        result.update(mastered=mastered, failed=failed, squirrels=state.squirrels[0])
        text = (
            f"{len(state.mastered)} mastered, {len(state.failed)} failed, "
            f"{state.squirrels[0]} squirrels"
        )
        if over:
            text = "Training complete: " + text
    return over, text, json.dumps(result, sort_keys=True)
