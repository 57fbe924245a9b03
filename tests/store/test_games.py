"""Games: created, appended, undone and redone durably; resumed exactly after a restart."""

from __future__ import annotations

import json
import random
import sqlite3
import uuid
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains.actions import ChoosePile, Report, RevealCard, action_to_json
from blocky.games.blocky_mountains.catalogue import default_catalogue, default_catalogue_texts
from blocky.games.blocky_mountains.game import IllegalAction, is_over, legal_actions
from blocky.games.blocky_mountains.record import Timeline, replay
from blocky.games.blocky_mountains.state import Draws, Mode, Setup
from blocky.store import Store, StoreError
from tests.store.conftest import FakeClock, play_card, play_random

RACE = Setup.race([("Mia", "white"), ("Leo", "orange")], seed=11)


def _players(store: Store, *names: str) -> list[int]:
    return [store.add_player(n).id for n in names]


def _stored_actions(path: Path, game_id: int) -> list[dict[str, object]]:
    db = sqlite3.connect(path)
    try:
        rows = db.execute(
            "SELECT action_json FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
    finally:
        db.close()
    return [json.loads(a) for (a,) in rows]


def test_create_game_in_app_draws_stores_the_first_chance_at_once(store: Store) -> None:
    pid = store.add_player("Mia").id
    game = store.create_game(Setup.solo("Mia", course="B", seed=2), [pid])
    assert [a.kind for a in game.timeline.actions] == ["reveal_card"]
    assert _stored_actions(store.path, game.id) == [action_to_json(game.timeline.actions[0])]
    assert game.player_ids == (pid,)


def test_every_play_is_on_disk_before_it_returns(store: Store, db_path: Path) -> None:
    game = store.create_game(RACE, _players(store, "Mia", "Leo"))
    rng = random.Random(4)
    for _ in range(25):
        game.play(rng.choice(legal_actions(game.state)))
        # A second, independent connection sees exactly what the game holds.
        assert _stored_actions(db_path, game.id) == [
            action_to_json(a) for a in game.timeline.actions
        ]


def test_play_in_app_draws_returns_the_chance_events_too(store: Store) -> None:
    game = store.create_game(RACE, _players(store, "Mia", "Leo"))
    events = game.play(ChoosePile("A"))
    kinds = [type(e).__name__ for e in events]
    assert "PileChosen" in kinds and "CardRevealed" in kinds
    assert game.timeline.actions[-1].is_chance


def test_an_illegal_action_stores_nothing(store: Store, db_path: Path) -> None:
    game = store.create_game(RACE, _players(store, "Mia", "Leo"))
    before = _stored_actions(db_path, game.id)
    with pytest.raises(IllegalAction, match="No route is built"):
        from blocky.games.blocky_mountains.actions import TakeRoute

        game.play(TakeRoute())
    assert _stored_actions(db_path, game.id) == before


@pytest.mark.parametrize(
    "setup",
    [
        Setup.race([("Mia", "white"), ("Leo", "black"), ("Ada", "violet")], seed=1),
        Setup.team(["Mia", "Leo", "Ada"], level="advanced", start="A", seed=2),
        Setup.solo("Mia", course="climb", seed=3),
        Setup.race([("Mia", "white"), ("Leo", "black")], draws=Draws.TABLE, seed=4),
        Setup.team(["Mia", "Leo"], draws=Draws.TABLE, seed=5),
        Setup.solo("Mia", course="C", draws=Draws.TABLE, seed=6),
    ],
    ids=lambda s: f"{s.mode.value}-{s.draws.value}",
)
def test_resume_gives_exactly_the_same_game_in_every_mode(
    db_path: Path, clock: FakeClock, setup: Setup
) -> None:
    rng = random.Random(setup.seed)
    with Store.open(db_path, clock=clock) as store:
        ids = _players(store, *setup.players)
        game = store.create_game(setup, ids)
        play_random(game, rng, 40)
        for _ in range(3):
            if game.can_undo:
                game.undo()
        state, actions, redo = game.state, game.timeline.actions, game.timeline.redo_stack
    with Store.open(db_path, clock=clock) as store:
        again = store.open_game(game.id)
        assert again.state == state
        assert again.timeline.actions == actions
        assert again.timeline.redo_stack == redo
        assert again.player_ids == tuple(ids)
        assert again.setup == setup
        # ...and the game goes on from there to its end.
        play_random(again, rng)
        assert again.finished
        assert replay(again.timeline.record) == again.state


def test_undo_and_redo_survive_a_restart(db_path: Path, clock: FakeClock) -> None:
    with Store.open(db_path, clock=clock) as store:
        game = store.create_game(RACE, _players(store, "Mia", "Leo"))
        play_random(game, random.Random(8), 12)
        full = game.timeline.actions
        game.undo()
        game.undo()
        after_undo = game.timeline.actions
        assert game.can_redo
    with Store.open(db_path, clock=clock) as store:
        game = store.open_game(1)
        assert game.timeline.actions == after_undo
        assert game.can_redo
        game.redo()
    with Store.open(db_path, clock=clock) as store:
        game = store.open_game(1)
        game.redo()
        assert game.timeline.actions == full
        assert not game.can_redo
    with Store.open(db_path, clock=clock) as store:
        game = store.open_game(1)
        assert game.timeline.actions == full and not game.can_redo
        with pytest.raises(IllegalAction, match="nothing to redo"):
            game.redo()


def test_a_new_action_after_undo_clears_the_stored_redo_stack(
    db_path: Path, clock: FakeClock
) -> None:
    with Store.open(db_path, clock=clock) as store:
        game = store.create_game(RACE, _players(store, "Mia", "Leo"))
        play_random(game, random.Random(2), 6)
        game.undo()
        assert game.can_redo
        game.play(legal_actions(game.state)[-1])
        assert not game.can_redo
    with Store.open(db_path, clock=clock) as store:
        assert not store.open_game(1).can_redo
        count = store.db.execute("SELECT count(*) FROM redo").fetchone()[0]
        assert count == 0


def test_undo_back_to_the_start_and_redo_everything(store: Store) -> None:
    game = store.create_game(Setup.solo("Mia", course="A", seed=9), _players(store, "Mia"))
    play_random(game, random.Random(9))
    assert game.finished
    end_state, actions = game.state, game.timeline.actions
    undos = 0
    while game.can_undo:
        game.undo()
        undos += 1
    with pytest.raises(IllegalAction):
        game.undo()
    # App draws: the first card stays; every decision is undone.
    assert [a.kind for a in game.timeline.actions] == ["reveal_card"]
    assert store.db.execute("SELECT count(*) FROM attempts").fetchone()[0] == 0
    for _ in range(undos):
        game.redo()
    assert game.state == end_state and game.timeline.actions == actions
    assert game.finished


def test_undo_removes_the_attempts_and_redo_restores_them_with_their_times(
    store: Store,
) -> None:
    cards = [c.id for c in default_catalogue().pile_cards("A")]
    game = store.create_game(
        Setup.solo("Mia", course="A", draws=Draws.TABLE), _players(store, "Mia")
    )
    play_card(game, 2, card=cards[0])
    rows = store.db.execute("SELECT attempt, mastered, at FROM attempts ORDER BY id").fetchall()
    assert [(a, m) for a, m, _ in rows] == [(1, 0), (2, 1)]
    game.undo()  # takes back the second report
    assert store.db.execute("SELECT count(*) FROM attempts").fetchone()[0] == 1
    game.redo()
    assert (
        store.db.execute("SELECT attempt, mastered, at FROM attempts ORDER BY id").fetchall()
        == rows
    )


def test_table_draws_can_undo_the_first_card(store: Store) -> None:
    cards = [c.id for c in default_catalogue().pile_cards("B")]
    game = store.create_game(
        Setup.solo("Mia", course="B", draws=Draws.TABLE), _players(store, "Mia")
    )
    assert game.timeline.actions == ()
    game.play(RevealCard(cards[3]))
    game.undo()
    assert game.timeline.actions == ()
    game.play(RevealCard(cards[0]))
    assert store.open_game(game.id).timeline.actions == (RevealCard(cards[0]),)


def test_games_are_listed_newest_first_and_filtered(store: Store, clock: FakeClock) -> None:
    ids = _players(store, "Mia", "Leo")
    first = store.create_game(Setup.solo("Mia", course="A", seed=1), ids[:1])
    second = store.create_game(RACE, ids)
    play_random(first, random.Random(1))
    assert first.finished
    listed = store.games()
    assert [g.id for g in listed] == [first.id, second.id]  # first was touched last
    assert [g.id for g in store.games(finished=True)] == [first.id]
    assert [g.id for g in store.games(finished=False)] == [second.id]
    summary = listed[0]
    assert summary.mode is Mode.SOLO and summary.finished
    assert summary.player_names == ("Mia",)
    assert summary.setup == first.setup
    # The standing is kept as data (worded by the list in the reader's language), not as
    # an English sentence.
    assert summary.summary_text == ""
    assert summary.result is not None
    assert sum(summary.result["mastered"].values()) == len(first.state.mastered)
    assert sum(summary.result["failed"].values()) == len(first.state.failed)
    assert summary.result["squirrels"] == first.state.squirrels[0]
    assert summary.created_at < summary.updated_at
    assert summary.created_at.tzinfo is not None


def test_running_game_is_the_last_unfinished_one_touched(store: Store) -> None:
    ids = _players(store, "Mia", "Leo")
    assert store.running_game_id() is None
    a = store.create_game(RACE, ids)
    b = store.create_game(Setup.team(["Mia", "Leo"], seed=3), ids)
    assert store.running_game_id() == b.id
    a.play(legal_actions(a.state)[0])
    assert store.running_game_id() == a.id
    play_random(a, random.Random(5))
    assert store.running_game_id() == b.id


def test_delete_game_removes_it_and_everything_derived(store: Store) -> None:
    ids = _players(store, "Mia", "Leo")
    game = store.create_game(RACE, ids)
    play_random(game, random.Random(3), 30)
    game.undo()
    other = store.create_game(Setup.solo("Mia", seed=1), ids[:1])
    store.delete_game(game.id)
    assert [g.id for g in store.games()] == [other.id]
    for table in ("actions", "attempts", "redo", "game_players"):
        n = store.db.execute(f"SELECT count(*) FROM {table} WHERE game_id = ?", (game.id,))
        assert n.fetchone()[0] == 0
    with pytest.raises(StoreError, match="no saved game"):
        store.open_game(game.id)
    with pytest.raises(StoreError):
        store.delete_game(game.id)


def test_create_game_checks_the_profiles(store: Store) -> None:
    mia = store.add_player("Mia").id
    with pytest.raises(StoreError, match="2 players but 1"):
        store.create_game(RACE, [mia])
    with pytest.raises(StoreError, match="no player with id 999"):
        store.create_game(RACE, [mia, 999])
    with pytest.raises(StoreError, match="two seats"):
        store.create_game(RACE, [mia, mia])
    assert store.games() == []


def test_corrected_board_is_kept_and_games_replay_with_their_own_board(
    db_path: Path, clock: FakeClock
) -> None:
    texts = default_catalogue_texts()
    texts["race_map.toml"] = texts["race_map.toml"].replace("# ", "# corrected: ", 1)
    with Store.open(db_path, clock=clock) as store:
        assert store.board_texts() is None
        store.save_board(texts)
        assert store.board_texts() == texts
        game = store.create_game(RACE, _players(store, "Mia", "Leo"), board=store.board_texts())
        play_random(game, random.Random(1), 10)
        broken = dict(texts)
        broken["cards.toml"] = "not [ toml"
        with pytest.raises(ValueError, match="cards.toml"):
            store.save_board(broken)
        assert store.board_texts() == texts
    with Store.open(db_path, clock=clock) as store:
        again = store.open_game(game.id)
        assert again.timeline.record.board == texts
        assert again.state == game.state
        store.reset_board()
        assert store.board_texts() is None


def test_action_times_are_utc_iso_text_one_per_action(store: Store, clock: FakeClock) -> None:
    game = store.create_game(RACE, _players(store, "Mia", "Leo"))
    game.play(ChoosePile("B"))
    times = [at for (at,) in store.db.execute("SELECT at FROM actions ORDER BY seq")]
    assert len(times) == len(game.timeline.actions)
    assert all(t.endswith("Z") and "T" in t for t in times)
    assert times == sorted(times)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(st.sampled_from(["play", "play", "play", "undo", "redo", "reopen"]), max_size=40),
    st.integers(0, 1000),
)
def test_store_matches_a_plain_timeline_under_any_sequence(
    tmp_path: Path, ops: list[str], seed: int
) -> None:
    # The model is a plain Timeline driven the same way; each example gets a fresh file.
    path = tmp_path / f"{uuid.uuid4().hex}.sqlite3"
    rng = random.Random(seed)
    setup = Setup.race([("Mia", "white"), ("Leo", "black")], seed=seed)
    store = Store.open(path)
    try:
        game = store.create_game(setup, _players(store, "Mia", "Leo"))
        model = Timeline.start(setup).advance_chance()
        for op in ops:
            if op == "play" and not is_over(model.state):
                action = rng.choice([a for a in legal_actions(model.state) if not a.is_chance])
                game.play(action)
                model = model.play(action).advance_chance()
            elif op == "undo" and model.can_undo:
                game.undo()
                model = model.undo()
            elif op == "redo" and model.can_redo:
                game.redo()
                model = model.redo()
            elif op == "reopen":
                store.close()
                store = Store.open(path)
                game = store.open_game(game.id)
            assert game.timeline.actions == model.actions
            assert game.timeline.redo_stack == model.redo_stack
            assert game.state == model.state
    finally:
        store.close()
    with Store.open(path) as again:
        g = again.open_game(1)
        assert g.timeline.actions == model.actions and g.timeline.redo_stack == model.redo_stack


def test_report_on_team_game_is_attributed_to_the_adventurer(store: Store) -> None:
    ids = _players(store, "Mia", "Leo", "Ada")
    game = store.create_game(Setup.team(["Mia", "Leo", "Ada"], seed=7), ids)
    play_random(game, random.Random(7))
    seats = dict(store.db.execute("SELECT seat, player_id FROM game_players").fetchall())
    for seat, pid in store.db.execute("SELECT seat, player_id FROM attempts"):
        assert seats[seat] == pid
    assert Report(True) not in legal_actions(game.state)


def test_the_game_to_continue_follows_play_not_the_clock(store: Store, clock: FakeClock) -> None:
    """After the clock is put back (a wrong clock corrected), the game played last is
    still the one offered, though its times are earlier than the other game's."""
    ids = _players(store, "Mia", "Leo")
    a = store.create_game(RACE, ids)
    b = store.create_game(Setup.team(["Mia", "Leo"], seed=3), ids)
    b.play(legal_actions(b.state)[0])
    clock.set(clock.moment - timedelta(hours=5))
    a.play(legal_actions(a.state)[0])
    assert store.running_game_id() == a.id
    assert [g.id for g in store.games()][0] == a.id
    clock.set(clock.moment - timedelta(days=1))
    b.undo()
    assert store.running_game_id() == b.id
