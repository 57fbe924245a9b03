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


def _bulk_database(path: Path, sessions: int, templates: int = 240) -> float:
    """``sessions`` solo trainings over three years, written in one transaction; returns
    the seconds the store then takes to build its derived counts from them.

    Playing 10,000 trainings through the rules and importing them (which replays each
    one) takes minutes, so ``templates`` trainings are played for real and every stored
    session is one of them moved to its own date: the rows are what the store itself
    writes (its attempt derivation, its game facts), only the times differ. They are
    written as the release before wrote them (schema version 10) and opened with the
    store, which builds the derived counts once, as it does for a family's own file.
    """
    import sqlite3

    from blocky.games.blocky_mountains.actions import action_to_json
    from blocky.games.blocky_mountains.record import replay_steps, setup_to_json
    from blocky.games.blocky_mountains.storage.derive import (
        AttemptRow,
        game_facts,
        insert_attempts,
        rows_for,
    )
    from blocky.store import Store
    from blocky.store.schema import migrate
    from blocky.store.values import local_day_of

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
    db = sqlite3.connect(path, isolation_level=None)
    try:
        migrate(db, 10)
        db.execute("BEGIN")
        made = format_time(first)
        ids = []
        for name, colour in (("Mia", "orange"), ("Leo", "violet")):
            cur = db.execute(
                "INSERT INTO players (name, colour, created_at, uid) VALUES (?, ?, ?, ?)",
                (name, colour, made, str(uuid.uuid4())),
            )
            assert cur.lastrowid is not None
            ids.append(cur.lastrowid)
        for i in range(sessions):
            progress = i / max(1, sessions - 1)
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
                    local_day_of(format_time(start)),
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
        db.execute("COMMIT")
    finally:
        db.close()
    started = time.perf_counter()
    with Store.open(path):
        pass
    return time.perf_counter() - started


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


def _load() -> str:
    """The machine's load average over the last minute (figures on a busy machine are
    slower: each is printed beside it)."""
    try:
        one = os.getloadavg()[0]
    except (AttributeError, OSError):
        return "load average unknown"
    return f"load {one:.2f}"


def _median_ms(spent: Sequence[float]) -> str:
    return f"{statistics.median(spent) * 1000:.1f} ms median of {len(spent)} ({_load()})"


def _first_and_median_ms(spent: Sequence[float]) -> str:
    """The first time (in this process: its modules loaded then) and the median."""
    return (
        f"{statistics.median(spent) * 1000:.1f} ms median of {len(spent)}, "
        f"first {spent[0] * 1000:.1f} ms ({_load()})"
    )


#: The statistics screen's tabs, in order.
_TABS = ("log", "cards", "charts", "team", "race")


def _opening_times(app: Any, store: Any, sessions: int, runs: int = 3) -> list[tuple[str, str]]:
    """Opening the screen on the training log, and each tab's first look after opening
    (the tab reads the store then, and makes its content when it is made on first
    sight), each to its first paint: the median of ``runs`` screens, and the first (at
    the first size, the first in this process: the modules a tab loads are loaded then)."""
    from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen

    times = []
    tab_times: dict[int, list[float]] = {}
    for _ in range(runs):
        started = time.perf_counter()
        screen = StatisticsScreen(store)
        screen.resize(1280, 820)
        screen.refresh()
        app.processEvents()
        screen.grab()
        times.append(time.perf_counter() - started)
        assert screen.tabs.currentIndex() == 0 and screen.log_rows() == sessions
        for tab in range(1, screen.tabs.count()):
            started = time.perf_counter()
            screen.tabs.setCurrentIndex(tab)
            app.processEvents()
            screen.grab()
            tab_times.setdefault(tab, []).append(time.perf_counter() - started)
        screen.deleteLater()
        app.processEvents()
    figures = [
        (
            f"stats: open statistics screen to first paint, {sessions:,} sessions",
            _first_and_median_ms(times),
        )
    ]
    for tab, spent in sorted(tab_times.items()):
        figures.append(
            (
                f"stats: {_TABS[tab]} tab to first paint, {sessions:,} sessions",
                _first_and_median_ms(spent),
            )
        )
    return figures


def _coach_and_plan_times(store: Any, sessions: int) -> list[tuple[str, str]]:
    """What the coach does at every state change while it is on (its model followed from
    the attempts stored since it last looked, the odds of each race choice), its first
    look (once per game screen: the counts the store keeps and the attempts since), and
    making a practice plan."""
    from datetime import date

    from blocky.games.blocky_mountains.coach import race_odds
    from blocky.games.blocky_mountains.storage.coach_data import CoachFollower, practice_cards

    race = Timeline.start(Setup.race([("Mia", "orange"), ("Leo", "violet")], seed=3))
    while current_actor(race.state) == CHANCE:
        race = race.advance_chance()
    follower = CoachFollower()
    started = time.perf_counter()
    follower.model(store.db)
    first = [time.perf_counter() - started]
    coach = []
    for _ in range(30):
        started = time.perf_counter()
        odds = race_odds(race.state, follower.model(store.db), 1)
        coach.append(time.perf_counter() - started)
    assert odds
    plan = []
    for _ in range(3):
        started = time.perf_counter()
        cards = practice_cards(store.db, "Mia", date(2026, 1, 5))
        plan.append(time.perf_counter() - started)
    assert len(cards) == 8
    return [
        (f"coach: odds at a state change, {sessions:,} sessions", _median_ms(coach)),
        (
            f"coach: first look (kept counts and the attempts since), {sessions:,} sessions",
            _median_ms(first),
        ),
        (f"coach: practice plan, {sessions:,} sessions", _median_ms(plan)),
    ]


def _save_times(store: Any, sessions: int, moves: int = 60) -> list[tuple[str, str]]:
    """A training played on the file with a long history: each move stored (rules, the
    derived rows and counts its triggers keep, the commit and its disk wait), and every
    fifth one undone and redone. What a click waits for in the store, beside a file with
    no history (the same moves, the same seed)."""
    from blocky.store import Store

    def played(target: Any) -> tuple[list[float], list[float]]:
        player = target.players()[0]
        game = target.create_game(Setup.solo(player.name, course="climb", seed=5), [player.id])
        plays: list[float] = []
        steps: list[float] = []
        for i in range(moves):
            if is_over(game.state):
                break
            action = legal_actions(game.state)[0]
            started = time.perf_counter()
            game.play(action)
            plays.append(time.perf_counter() - started)
            if i % 5 == 4:
                for step in (game.undo, game.redo):
                    started = time.perf_counter()
                    step()
                    steps.append(time.perf_counter() - started)
        target.delete_game(game.id)
        return plays, steps

    def p50_p99(spent: Sequence[float]) -> str:
        ordered = sorted(spent)
        p99 = ordered[max(0, round(0.99 * (len(ordered) - 1)))]
        return f"p50 {statistics.median(ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms"

    plays, steps = played(store)
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "blocky.sqlite3") as empty:
        empty.add_player("Mia")
        bare_plays, bare_steps = played(empty)
    return [
        (
            f"store: a move of a training saved, {sessions:,} sessions stored",
            f"{p50_p99(plays)} (no history: {p50_p99(bare_plays)}; {_load()})",
        ),
        (
            f"store: an undo or redo saved, {sessions:,} sessions stored",
            f"{p50_p99(steps)} (no history: {p50_p99(bare_steps)})",
        ),
    ]


def _store_open_times(path: Path, sessions: int, runs: int = 3) -> list[tuple[str, str]]:
    """Opening the saved games (``Store.open``, until a game can be continued) with a long
    history: the file as the app left it at its last close (blocky/store/checked.py), the
    file checked whole (after a crash, a copy or another program's write), and the first
    open of a day, whose copy into the backups folder is made on a thread meanwhile."""
    import shutil

    from blocky.store import Store
    from blocky.store.backups import backup_folder
    from blocky.store.checked import CHECKED_SUFFIX

    def opening() -> tuple[float, Store]:
        started = time.perf_counter()
        store = Store.open(path)
        return time.perf_counter() - started, store

    as_left = []
    for _ in range(runs):
        took, store = opening()
        store.close()
        as_left.append(took)
    path.with_name(path.name + CHECKED_SUFFIX).unlink(missing_ok=True)
    whole, store = opening()
    store.close()
    shutil.rmtree(backup_folder(path), ignore_errors=True)
    first_of_day, store = opening()
    started = time.perf_counter()
    store.wait_for_daily_backup()
    copied = time.perf_counter() - started
    store.close()
    return [
        (
            f"open the saved games, {sessions:,} sessions, the file as the app left it",
            _median_ms(as_left),
        ),
        (
            f"open the saved games, {sessions:,} sessions, the file checked whole",
            f"{whole * 1000:.0f} ms (after a crash, a copy or another program's write)",
        ),
        (
            f"open the saved games, {sessions:,} sessions, the first time in a day",
            f"{first_of_day * 1000:.0f} ms; the day's copy made meanwhile "
            f"in {copied + first_of_day:.1f} s, on a thread of its own",
        ),
    ]


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
            derived = _bulk_database(path, sessions)
            figures.append(
                (
                    f"stats: write {sessions:,} sessions (240 played, bulk insert)",
                    f"{time.perf_counter() - started:.1f} s ({_load()})",
                )
            )
            figures.append(
                (
                    f"stats: derived counts built at migration, {sessions:,} sessions",
                    f"{derived:.1f} s, backup included ({_load()})",
                )
            )
            with Store.open(path) as store:
                # The screens are timed on their own, not beside the day's copy of the file.
                store.wait_for_daily_backup()
                figures.extend(_opening_times(app, store, sessions))
                figures.extend(_coach_and_plan_times(store, sessions))
                figures.extend(_save_times(store, sessions))
                if sessions == 10_000:
                    figures.extend(_query_times(store))
            figures.extend(_store_open_times(path, sessions))
    return figures


if __name__ == "__main__":
    for label, figure in run():
        print(f"{label:<50} {figure}")
