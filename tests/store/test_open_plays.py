"""The open plays (cards left at the retry decision, or with a paid retry not yet
reported) are read from the games that have one (their index, schema 17): the same
plays, for every filter, as reading every game the filter picks, and as quick with a long
history as with a short one."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

from blocky.games.blocky_mountains.actions import Report
from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.state import Draws, Phase, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.games.blocky_mountains.statistics.cards import OpenPlay, open_plays
from blocky.games.blocky_mountains.statistics.filters import _game_filter
from blocky.store import Store
from tests.store.test_training_days import DayClock, _vm_steps


def _read_from_every_game(db: sqlite3.Connection, f: StatsFilter) -> list[OpenPlay]:
    """The open plays as the releases before schema 17 read them: every game ``f``
    picks, kept when its summary row says its play is open."""
    where, params = _game_filter(f)
    where += (" AND " if where else "WHERE ") + "t.open_play = 1"
    return [
        OpenPlay(*row)
        for row in db.execute(
            f"""SELECT a.game_id, a.player_id, a.partner_id, a.card, a.pile, a.mode
                FROM game_totals t JOIN attempts a ON a.id = (
                    SELECT id FROM attempts WHERE game_id = t.game_id ORDER BY seq DESC, id DESC
                    LIMIT 1)
                {where}""",
            params,
        )
    ]


def _played_until_open_or_over(game: object, rng: random.Random, open_play: bool) -> None:
    """Random moves; with ``open_play``, the game is left at its first retry decision."""
    for _ in range(400):
        state = game.state  # type: ignore[attr-defined]
        if is_over(state) or (open_play and state.phase is Phase.RETRY):
            return
        actions = legal_actions(state)
        failed = [a for a in actions if isinstance(a, Report) and not a.mastered]
        action = failed[0] if open_play and failed else rng.choice(actions)
        game.play(action)  # type: ignore[attr-defined]


def test_the_open_plays_are_those_every_game_shows_for_every_filter(tmp_path: Path) -> None:
    clock = DayClock()
    rng = random.Random(4)
    with Store.open(tmp_path / "blocky.sqlite3", clock=clock) as store:
        people = [("Mia", "white"), ("Leo", "orange"), ("Ada", "violet")]
        ids = [store.add_player(n, c).id for n, c in people]
        for i in range(24):
            clock.moment += timedelta(days=rng.randint(0, 3), hours=1)
            kind = i % 3
            if kind == 0:
                setup, seats = Setup.solo(people[i % 3][0], draws=Draws.APP, seed=i), [ids[i % 3]]
            elif kind == 1:
                setup, seats = Setup.race(people[:2], seed=i), ids[:2]
            else:
                setup, seats = Setup.team([p[0] for p in people], seed=i), ids
            game = store.create_game(setup, seats)
            _played_until_open_or_over(game, rng, open_play=i % 4 == 1)
        db = store.db
        assert len(open_plays(db)) >= 4
        start = date(2025, 3, 1)
        filters = [StatsFilter()]
        for pid in (None, *ids):
            for mode in (None, "solo", "race", "team"):
                for since, until in (
                    (None, None),
                    (start + timedelta(days=10), None),
                    (None, start + timedelta(days=30)),
                ):
                    filters.append(StatsFilter(pid, since, until, mode))
        found = 0
        for f in filters:
            plays = open_plays(db, f)
            assert plays == _read_from_every_game(db, f), f
            found += len(plays)
        assert found > len(filters)  # most filters see some open play


def test_finding_the_open_plays_does_not_read_the_whole_history(tmp_path: Path) -> None:
    """With 300 more finished trainings, the open plays of everyone and of one player take
    as many steps of SQLite's machine (counted, not timed) as before them."""
    clock = DayClock()
    rng = random.Random(5)
    with Store.open(tmp_path / "blocky.sqlite3", clock=clock) as store:
        mia = store.add_player("Mia").id
        open_game = store.create_game(Setup.solo("Mia", draws=Draws.APP, seed=1), [mia])
        _played_until_open_or_over(open_game, rng, open_play=True)
        costs = []
        for more in (5, 300):
            for _ in range(more):
                clock.moment += timedelta(hours=7)
                store.create_game(Setup.solo("Mia", draws=Draws.APP, seed=2), [mia])
            costs.append(
                (
                    _vm_steps(store.db, lambda: open_plays(store.db)),
                    _vm_steps(store.db, lambda: open_plays(store.db, StatsFilter(mia))),
                )
            )
        assert len(open_plays(store.db, StatsFilter(mia))) == 1
        (few, many) = costs
        for a, b in zip(few, many, strict=True):
            assert b <= a + 200, costs
