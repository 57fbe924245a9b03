"""Statistics screen speed: opening it over a training log of 10,000 solo sessions.

The log is made by :func:`training_export`: real solo trainings played through the
rules (app draws, a seeded random trainee who gets better session by session), with
made-up times, written as the store's own export format. ``Store.import_data`` then
checks every game by replaying it and stores it all in one transaction, which is far
quicker than 250,000 single-action transactions and goes through the same code that
derives the attempts table.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
import zlib
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from blocky.games.blocky_mountains.actions import AcceptFailure, ChooseVariant, Report, Retry
from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.game import current_actor, is_over, legal_actions
from blocky.games.blocky_mountains.record import Record, Timeline, record_to_json
from blocky.games.blocky_mountains.state import CHANCE, Draws, Setup
from blocky.store.exchange import EXPORT_FORMAT, EXPORT_VERSION
from blocky.store.values import format_time

#: How much easier (positive) or harder a pile is than the trainee's current skill.
_PILE_EASE = {"A": 0.12, "B": 0.0, "C": -0.15}
_COURSES = ("A", "A", "B", "B", "C", "climb")


def _card_ease(card_id: str) -> float:
    """A fixed per-card twist, so some cards are clearly the hard ones."""
    return (zlib.crc32(card_id.encode()) % 21 - 10) / 50


def _play_session(
    setup: Setup, skill: float, rng: random.Random, start: datetime
) -> tuple[Record, list[str]]:
    """One solo training played to the end; returns its record and a time per action."""
    cat = default_catalogue()
    timeline = Timeline.start(setup)
    times: list[str] = []
    moment = start
    while not is_over(timeline.state):
        state = timeline.state
        if current_actor(state) == CHANCE:
            before = len(timeline.actions)
            timeline = timeline.advance_chance()
            moment += timedelta(seconds=5)
            times.extend([format_time(moment)] * (len(timeline.actions) - before))
            continue
        legal = legal_actions(state)
        card = cat.card(state.card) if state.card else None
        ease = 0.0 if card is None else _PILE_EASE[card.pile] + _card_ease(card.id)
        p = min(0.97, max(0.05, skill + ease))
        if ChooseVariant(True) in legal:
            action: Any = ChooseVariant(rng.random() < 0.25 * skill)
            moment += timedelta(seconds=4)
        elif Report(True) in legal:
            action = Report(rng.random() < p)
            moment += timedelta(seconds=rng.randint(40, 150))
        elif Retry() in legal:
            action = Retry() if state.squirrels[0] > 0 and rng.random() < 0.75 else AcceptFailure()
            moment += timedelta(seconds=6)
        else:
            action = rng.choice(legal)
            moment += timedelta(seconds=3)
        timeline = timeline.play(action)
        times.append(format_time(moment))
    return timeline.record, times


def training_export(
    players: Sequence[tuple[str, str | None]] = (("Mia", "orange"), ("Leo", "violet")),
    sessions: int = 60,
    *,
    start: datetime = datetime(2025, 1, 6, 16, 0, tzinfo=UTC),
    days: int = 90,
    seed: int = 1,
) -> dict[str, Any]:
    """A realistic training log in the store's export format (import with ``Store.import_data``).

    ``sessions`` solo trainings shared out among ``players`` over ``days`` days,
    oldest first; each trainee starts unsure (about a third of attempts mastered)
    and ends confident (about four in five). Deterministic for a given ``seed``.
    """
    rng = random.Random(seed)
    uids = [str(uuid.UUID(int=rng.getrandbits(128))) for _ in players]
    out_games: list[dict[str, Any]] = []
    for i in range(sessions):
        seat = i % len(players)
        name = players[seat][0]
        progress = i / max(1, sessions - 1)
        skill = 0.3 + 0.5 * progress + rng.uniform(-0.08, 0.08) + 0.04 * seat
        day = start + timedelta(days=days * progress, minutes=rng.randint(0, 180))
        setup = Setup.solo(
            name, course=rng.choice(_COURSES), draws=Draws.APP, seed=rng.getrandbits(31)
        )
        record, times = _play_session(setup, skill, rng, day)
        created = format_time(day)
        out_games.append(
            {
                "uid": str(uuid.UUID(int=rng.getrandbits(128))),
                "created_at": created,
                "updated_at": times[-1] if times else created,
                "players": [uids[seat]],
                "record": record_to_json(record),
                "times": times,
                "redo": [],
            }
        )
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": format_time(start + timedelta(days=days + 1)),
        "players": [
            {"uid": u, "name": n, "colour": c} for u, (n, c) in zip(uids, players, strict=True)
        ],
        "games": out_games,
    }


def _bulk_database(path: Path, sessions: int, templates: int = 240) -> None:
    """``sessions`` solo trainings over three years, written in one transaction.

    Playing 10,000 trainings through the rules and importing them (which replays each
    one) takes minutes, so ``templates`` trainings are played for real and every stored
    session is one of them moved to its own date: the rows are what the store itself
    writes (its attempt derivation, its game facts), only the times differ.
    """
    from blocky.games.blocky_mountains.actions import action_to_json
    from blocky.games.blocky_mountains.record import replay_steps, setup_to_json
    from blocky.games.blocky_mountains.storage.derive import (
        AttemptRow,
        game_facts,
        insert_attempts,
        rows_for,
    )
    from blocky.store import Store

    rng = random.Random(7)
    zero = datetime(2000, 1, 1, tzinfo=UTC)
    played = []
    for t in range(templates):
        skill = 0.3 + 0.5 * t / (templates - 1)
        setup = Setup.solo("Mia", course=_COURSES[t % len(_COURSES)], seed=t)
        record, times = _play_session(setup, skill, rng, zero)
        offsets = [datetime.fromisoformat(x) - zero for x in times]
        rows: list[AttemptRow] = []
        state = None
        for n, _, state, events in replay_steps(record):
            rows.extend(rows_for(state, n, events, ""))
        assert state is not None
        played.append(
            (
                json.dumps(setup_to_json(setup)),
                [json.dumps(action_to_json(a)) for a in record.actions],
                offsets,
                rows,
                game_facts(state),
            )
        )
    first = datetime(2023, 1, 2, 16, 0, tzinfo=UTC)
    span = timedelta(days=3 * 365)
    with Store.open(path) as store:
        ids = [store.add_player(n, c).id for n, c in (("Mia", "orange"), ("Leo", "violet"))]
        with store.database.write() as db:
            for i in range(sessions):
                progress = i / (sessions - 1)
                t = min(templates - 1, max(0, int(progress * templates) + rng.randint(-20, 20)))
                setup_json, actions, offsets, rows, (finished, summary, result) = played[t]
                start = first + span * progress
                times = [format_time(start + o) for o in offsets]
                cur = db.execute(
                    """INSERT INTO games (mode, setup_json, created_at, updated_at, finished,
                           summary, result_json, uid, local_day)
                       VALUES ('solo', ?, ?, ?, ?, ?, ?, ?, ?)""",
                    (
                        setup_json,
                        format_time(start),
                        times[-1],
                        int(finished),
                        summary,
                        result,
                        str(uuid.uuid4()),
                        store.database.local_day(format_time(start)),
                    ),
                )
                gid = cur.lastrowid
                assert gid is not None
                pid = ids[i % 2]
                db.execute("INSERT INTO game_players VALUES (?, 0, ?)", (gid, pid))
                db.executemany(
                    "INSERT INTO actions (game_id, seq, action_json, at) VALUES (?, ?, ?, ?)",
                    [(gid, n, a, times[n]) for n, a in enumerate(actions)],
                )
                insert_attempts(
                    db, gid, {0: pid}, [dataclasses.replace(r, at=times[r.seq]) for r in rows]
                )


def _query_times(store: Any) -> list[tuple[str, str]]:
    """Each statistics query on its own, for everyone and for one player over a year."""
    from blocky.games.blocky_mountains.statistics import StatsFilter

    year = StatsFilter(player_id=1, since=datetime(2025, 1, 1, tzinfo=UTC).date())
    queries = (
        ("training log", lambda f: store.statistics("blocky-mountains").training_log(f)),
        ("per-card statistics", lambda f: store.statistics("blocky-mountains").card_stats(f)),
        ("sessions", lambda f: store.statistics("blocky-mountains").sessions(f)),
        ("personal bests of one player", lambda f: store.statistics("blocky-mountains").personal_bests(1, f)),
        ("team progress", lambda f: store.statistics("blocky-mountains").team_progress(f)),
        ("race history", lambda f: store.statistics("blocky-mountains").race_history(f)),
    )
    out = []
    for label, query in queries:
        for scope, f in (("everyone", StatsFilter()), ("one player, a year", year)):
            spent = []
            for _ in range(5):
                started = time.perf_counter()
                query(f)
                spent.append(time.perf_counter() - started)
            out.append(
                (f"stats: {label} ({scope})", f"{statistics.median(spent) * 1000:.1f} ms median")
            )
    return out


def _quiet_offscreen_warnings() -> None:
    """The offscreen platform warns on every window it cannot resize to its hints; the
    figures are what the bench prints, so that warning is dropped (others still show)."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode: object, _context: object, message: str) -> None:
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


#: The history sizes the opening time is measured at (the log is read a page at a time,
#: so the time should hardly grow with the history).
SIZES = (1_000, 10_000, 40_000)


def _opening_times(app: Any, store: Any, sessions: int, *, tabs: bool) -> list[tuple[str, str]]:
    """Opening the screen on the training log (median of five), and with ``tabs`` each
    tab's first look after opening (the tab reads the store then)."""
    from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen

    times = []
    tab_times: dict[int, list[float]] = {}
    for _ in range(5):
        started = time.perf_counter()
        screen = StatisticsScreen(store)
        screen.resize(1280, 820)
        screen.refresh()
        app.processEvents()
        times.append(time.perf_counter() - started)
        assert screen.tabs.currentIndex() == 0 and screen.log_rows() == sessions
        if tabs:
            for tab in range(1, screen.tabs.count()):
                started = time.perf_counter()
                screen.tabs.setCurrentIndex(tab)
                app.processEvents()
                tab_times.setdefault(tab, []).append(time.perf_counter() - started)
        screen.deleteLater()
        app.processEvents()
    figures = [
        (
            f"stats: open statistics screen, {sessions:,} sessions",
            f"{statistics.median(times) * 1000:.0f} ms median of {len(times)}",
        )
    ]
    names = ("log", "cards", "charts", "team", "race")
    for tab, spent in sorted(tab_times.items()):
        figures.append(
            (
                f"stats: first switch to the {names[tab]} tab ({sessions:,} sessions)",
                f"{statistics.median(spent) * 1000:.0f} ms median of {len(spent)}",
            )
        )
    return figures


def run() -> list[tuple[str, str]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from blocky.store import Store
    from blocky.ui.kit.theme import apply_scheme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    _quiet_offscreen_warnings()
    apply_scheme(app, "light")
    figures: list[tuple[str, str]] = []
    for sessions in SIZES:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "blocky.sqlite3"
            started = time.perf_counter()
            _bulk_database(path, sessions)
            figures.append(
                (
                    f"stats: write {sessions:,} sessions (240 played, bulk insert)",
                    f"{time.perf_counter() - started:.1f} s",
                )
            )
            with Store.open(path) as store:
                figures.extend(_opening_times(app, store, sessions, tabs=sessions == 10_000))
                if sessions == 10_000:
                    figures.extend(_query_times(store))
    return figures


if __name__ == "__main__":
    for label, figure in run():
        print(f"{label:<50} {figure}")
