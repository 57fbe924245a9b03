"""Every registered game keeps the core's contract (after OpenSpiel's api_test): random
games to the end, JSON round trips, replay, undo and redo, chance weights, words, the
store, export and import, and the command line's ``replay`` and ``simulate``.

The games come from the registry, the toy game of tests/core/toy_game.py registered as
any game is; a game added to the registry is checked here without a line more."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from blocky.cli import main
from blocky.core.commands import commands_of
from blocky.core.game import Game, IllegalAction, Words
from blocky.core.record import Record, record_from_json, record_to_json, replay
from blocky.core.registry import find_game, games
from blocky.store import Store
from tests.core.toy_game import toy_registered

with toy_registered():
    GAME_IDS = [entry.id for entry in games()]

SEEDS = (1, 2, 3)


@pytest.fixture(scope="module", autouse=True)
def _the_toy_game_is_registered() -> Iterator[None]:
    with toy_registered():
        yield


class Playout:
    """One random game to its end, chance drawn by its weights."""

    def __init__(self, game_id: str, seed: int) -> None:
        entry = find_game(game_id)
        self.game: Game[Any, Any, Any, Any] = entry.rules()
        rng = random.Random(seed)
        self.setup = commands_of(entry).random_setup(rng)
        self.states = [self.game.new_game(self.setup)]
        self.actions: list[Any] = []
        self.events: list[Any] = []
        state = self.states[0]
        for _ in range(20_000):
            if self.game.actor(state) is None:
                break
            action = _random_action(self.game, state, rng)
            state, events = self.game.apply_logged(state, action)
            self.actions.append(action)
            self.events.extend(events)
            self.states.append(state)
        self.final = state


def _random_action(game: Game[Any, Any, Any, Any], state: Any, rng: random.Random) -> Any:
    actor = game.actor(state)
    assert actor is not None
    if actor.is_chance:
        outcomes = game.chance_outcomes(state)
        return rng.choices([a for a, _ in outcomes], weights=[w for _, w in outcomes])[0]
    return rng.choice(list(game.legal_actions(state)))


@pytest.fixture(params=[(g, s) for g in GAME_IDS for s in SEEDS], ids=lambda p: f"{p[0]}-{p[1]}")
def playout(request: pytest.FixtureRequest) -> Playout:
    game_id, seed = request.param
    return Playout(game_id, seed)


def _json(value: Any) -> Any:
    """``value`` through JSON text, as a file keeps it."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def test_random_games_end_with_an_outcome(playout: Playout) -> None:
    game = playout.game
    assert game.is_over(playout.final) and game.actor(playout.final) is None
    assert list(game.legal_actions(playout.final)) == []
    outcome = game.outcome(playout.final)
    assert outcome is not None
    seats = {seat for group in outcome.ranking for seat in group}
    assert outcome.winners <= seats or not outcome.ranking
    assert all(game.outcome(state) is None for state in playout.states[:-1])


def test_set_up_and_actions_round_trip_through_json(playout: Playout) -> None:
    game = playout.game
    assert game.setup_from_json(_json(game.setup_to_json(playout.setup))) == playout.setup
    for action in playout.actions:
        assert game.action_from_json(_json(game.action_to_json(action))) == action
        assert isinstance(game.action_kind(action), str) and game.action_kind(action)


def test_the_record_round_trips_and_replays_to_the_same_state(playout: Playout) -> None:
    game = playout.game
    record = Record(playout.setup, tuple(playout.actions), None, game=game)
    read = record_from_json(_json(record_to_json(record)))
    assert read.game is game and read.setup == playout.setup
    assert read.actions == tuple(playout.actions)
    assert replay(read) == playout.final
    assert replay(read, len(playout.actions) // 2) == playout.states[len(playout.actions) // 2]


def test_undo_and_redo_come_back_to_the_same_state(playout: Playout) -> None:
    game = playout.game
    timeline = game.start_timeline(playout.setup)
    for action in playout.actions[len(timeline.actions) :]:
        timeline = timeline.play(action)
    assert timeline.state == playout.final
    undone = timeline
    while undone.can_undo:
        undone = undone.undo()
    assert len(undone.actions) < len(playout.actions) or not playout.actions
    redone = undone
    while redone.can_redo:
        redone = redone.redo()
    assert redone.actions == timeline.actions and redone.state == playout.final


def test_chance_outcomes_are_legal_and_weighted(playout: Playout) -> None:
    game = playout.game
    for state in playout.states:
        actor = game.actor(state)
        outcomes = game.chance_outcomes(state)
        if actor is None:
            assert list(outcomes) == []
            continue
        # Chance may also turn a card during a simultaneous step (Montgolfière's Baron).
        assert bool(outcomes) or not actor.is_chance
        legal = list(game.legal_actions(state))
        for action, weight in outcomes:
            assert isinstance(weight, int) and weight > 0
            assert game.is_chance(action)
            assert action in legal or not actor.is_chance
            game.apply(state, action)  # each outcome may happen now


def test_every_event_has_words_and_every_refusal_says_why(playout: Playout) -> None:
    game = playout.game
    for event in playout.events:
        words = game.describe_event(event)
        assert isinstance(words, Words) and words.key.isidentifier()
    for action in playout.actions[:5]:
        with pytest.raises(IllegalAction) as refused:
            game.apply(playout.final, action)
        assert str(refused.value).strip()


def _stored_playout(store: Store, playout: Playout, rng: random.Random) -> Any:
    game = playout.game
    ids = [store.add_player(name).id for name in game.players_of(playout.setup)]
    handle = store.create_game(playout.setup, ids)
    for _ in range(20_000):
        if game.actor(handle.state) is None:
            break
        handle.play(_random_action(game, handle.state, rng))
    return handle


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_store_creates_plays_undoes_reopens_exports_and_imports(
    tmp_path: Path, game_id: str
) -> None:
    playout = Playout(game_id, 7)
    game = playout.game
    store = Store.open(tmp_path / "a.sqlite3")
    handle = _stored_playout(store, playout, random.Random(7))
    assert game.is_over(handle.state) and handle.finished
    end = handle.state
    assert handle.can_undo
    handle.undo()
    assert handle.can_redo and handle.state != end
    undone = handle.state
    store.close()

    store = Store.open(tmp_path / "a.sqlite3")
    again = store.open_game(handle.id)
    assert again.state == undone and again.can_redo
    again.redo()
    assert again.state == end
    exported = _json(store.export_game(again.id))
    store.close()

    other = Store.open(tmp_path / "b.sqlite3")
    report = other.import_data(exported)
    assert report.games_added == 1
    (summary,) = other.games()
    assert summary.game == game_id
    assert other.open_game(summary.id).state == end
    other.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_command_line_replays_and_simulates_the_game(
    tmp_path: Path, game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    playout = Playout(game_id, 5)
    record = Record(playout.setup, tuple(playout.actions), None, game=playout.game)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_to_json(record)), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    text = capsys.readouterr()
    assert text.out.strip() and text.err == ""
    assert main(["replay", "--json", "--options", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["options"] == []

    halfway = Record(playout.setup, tuple(playout.actions[:1]), None, game=playout.game)
    path.write_text(json.dumps(record_to_json(halfway)), encoding="utf-8")
    assert main(["replay", "--json", "--options", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["options"]

    example = commands_of(find_game(game_id)).simulate_example
    args = ["simulate", "--game", game_id, "--games", "3", "--seed", "1", *example]
    assert main(args) == 0
    assert capsys.readouterr().out.startswith("3 games, ")


def test_the_architecture_walkthrough_names_every_registry_field_and_the_toy_s_parts() -> None:
    from blocky.core.registry import GameEntry
    from tests.core import toy_game

    root = Path(__file__).resolve().parents[2]
    text = (root / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert all(f"| `{name}`" in text for name in GameEntry._fields)
    for path in ("tests/core/toy_game.py", "tests/ui/toy_ui.py"):
        assert f"`{path}`" in text and (root / path).is_file()
    for name in ("Rps", "RPS", "RpsCommands", "COMMANDS", "ENTRY"):
        assert f"`{name}`" in text or f"`toy_game.{name}`" in text
        assert hasattr(toy_game, name)
