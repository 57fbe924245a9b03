"""The coach's counts kept in the store (schema version 12) give the model fitted on the
whole record, whatever was played, undone, redone or stored with a clock set back."""

from __future__ import annotations

import json
import random
import sqlite3
import tempfile
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import CoachModel
from blocky.games.blocky_mountains.game import is_over, legal_actions
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.storage import coach_state
from blocky.games.blocky_mountains.storage.coach_data import (
    coach_model,
    coach_records,
    player_chances,
    practice_cards,
)
from blocky.store import Store
from blocky.store.schema import SCHEMA_VERSION, user_version
from tests.store.conftest import one_training_before_counts, without_training_days
from tests.store.test_derived_counts import _SEATS, _SETUPS, _STEP, SteppedClock


def _same_model(kept: CoachModel, fitted: CoachModel, players: list[int]) -> None:
    assert abs(kept.card_strength - fitted.card_strength) < 1e-9
    assert abs(kept.pile_strength - fitted.pile_strength) < 1e-9
    assert kept.practice_terms() == pytest.approx(fitted.practice_terms(), abs=1e-9)
    for pid in players:
        for c in default_catalogue().cards:
            got, want = kept.card(pid, c.id, c.pile), fitted.card(pid, c.id, c.pile)
            assert abs(got.chance - want.chance) < 1e-9
            assert abs(got.spread - want.spread) < 1e-9
            assert got.evidence == want.evidence


def _kept_rows(db: sqlite3.Connection) -> int:
    return int(db.execute("SELECT count(*) FROM coach_counts").fetchone()[0])


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(steps=st.lists(_STEP, min_size=20, max_size=160), seed=st.integers(0, 2**16))
def test_the_kept_counts_give_the_fitted_model_after_play_and_undo(
    steps: list[tuple[int, int, int, int]], seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A row every few attempts, so that a short history keeps (and loses) several.
    monkeypatch.setattr(coach_state, "EVERY", 3)
    monkeypatch.setattr(coach_state, "KEPT", 4)
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        clock = SteppedClock()
        with Store.open(Path(folder) / "blocky.sqlite3", clock=clock) as store:
            ids = [store.add_player(n).id for n in ("Mia", "Leo", "Ada")]
            games = [
                store.create_game(make(), [ids[s] for s in seats])
                for make, seats in zip(_SETUPS, _SEATS, strict=True)
            ]
            for i, (which, move, seconds, micros) in enumerate(steps):
                clock.moment += timedelta(seconds=seconds, microseconds=micros)
                game = games[which]
                if move == 6 and game.can_undo:
                    game.undo()
                elif move == 7 and game.can_redo:
                    game.redo()
                elif not is_over(game.state):
                    game.play(rng.choice(legal_actions(game.state)))
                if i % 10 == 0:
                    _same_model(coach_model(store.db), CoachModel.fit(coach_records(store.db)), ids)
            db = store.db
            assert _kept_rows(db) <= 4
            _same_model(coach_model(db), CoachModel.fit(coach_records(db)), ids)


def test_rows_are_kept_and_an_undo_drops_only_the_rows_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(coach_state, "EVERY", 2)
    with Store.open(tmp_path / "blocky.sqlite3") as store:
        mia = store.add_player("Mia").id
        game = store.create_game(Setup.solo("Mia", course="climb", draws=Draws.TABLE, seed=4), [mia])
        rng = random.Random(4)
        while _kept_rows(store.db) < 3 and not is_over(game.state):
            game.play(rng.choice(legal_actions(game.state)))
        db = store.db
        assert _kept_rows(db) >= 3
        newest = db.execute("SELECT max(attempt_id) FROM coach_counts").fetchone()[0]
        before = _kept_rows(db)
        while db.execute("SELECT max(id) FROM attempts").fetchone()[0] >= newest:
            game.undo()
        # The row counted up to the attempt taken back is gone, the older ones stay.
        assert 1 <= _kept_rows(db) < before
        assert db.execute("SELECT max(attempt_id) FROM coach_counts").fetchone()[0] < newest
        _same_model(coach_model(db), CoachModel.fit(coach_records(db)), [mia])
        # The plan and the chances read the same model.
        assert len(practice_cards(db, "Mia", date(2026, 1, 5))) == 8
        chances = player_chances(db, ["Mia"])
        assert chances is not None
        fitted = CoachModel.fit(coach_records(db))
        for c in default_catalogue().cards:
            assert abs(chances[0][c.id] - fitted.card(mia, c.id, c.pile).chance) < 1e-9


def test_the_migration_counts_the_record_once(tmp_path: Path) -> None:
    path = tmp_path / "blocky.sqlite3"
    mia = one_training_before_counts(path)
    with Store.open(path) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        # A row from the whole record, whatever its length.
        assert _kept_rows(store.db) == 1
        _same_model(coach_model(store.db), CoachModel.fit(coach_records(store.db)), [mia])


def test_counts_kept_by_the_earlier_model_are_counted_anew(tmp_path: Path) -> None:
    """Schema 13 counts the record again: rows the model of schema 12 kept (its practice
    terms learned from its own estimates) are replaced by what this model counts."""
    path = tmp_path / "blocky.sqlite3"
    with Store.open(path) as store:
        mia = store.add_player("Mia").id
        for seed in (1, 2):
            game = store.create_game(Setup.solo("Mia", course="A", seed=seed), [mia])
            rng = random.Random(seed)
            while not is_over(game.state):
                game.play(rng.choice(legal_actions(game.state)))
        kept = store.db.execute("SELECT counts FROM coach_counts").fetchall()
        assert len(kept) == 1
    # As the earlier model left it: other practice terms in the kept row.
    db = sqlite3.connect(path, isolation_level=None)
    try:
        counts = json.loads(kept[0][0])
        counts["terms"] = [[t[0] + 0.5, *t[1:]] for t in counts["terms"]]
        db.execute("UPDATE coach_counts SET counts = ?", (json.dumps(counts),))
        without_training_days(db)
        db.execute("PRAGMA user_version = 12")
    finally:
        db.close()
    with Store.open(path) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        assert _kept_rows(store.db) == 1
        _same_model(coach_model(store.db), CoachModel.fit(coach_records(store.db)), [mia])
