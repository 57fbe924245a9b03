"""Export and import carry every game of the app: a store holding a Blocky Mountains race
and a Montgolfière match (with its undo history) saves to one file that loads into an
empty store as the very same games; a damaged Montgolfière game is refused like a
damaged Blocky Mountains one, and nothing is written."""

from __future__ import annotations

import copy
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from blocky.core.registry import games
from blocky.games.blocky_mountains.state import Setup as BlockySetup
from blocky.games.blocky_mountains.storage.exchange import attempts_csv
from blocky.games.montgolfiere.plugin import MONTGOLFIERE
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.store import ImportReport, Store, StoredGame, StoreError
from tests.store.conftest import FakeClock, play_random

_TABLES = ("players", "games", "game_players", "actions", "attempts", "redo", "settings")


def _snapshot(store: Store) -> dict[str, Any]:
    return {t: store.db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall() for t in _TABLES}


def _fly(game: StoredGame, rng: random.Random, steps: int) -> None:
    """Random legal decisions of the players (the app draws the Baron's cards)."""
    for _ in range(steps):
        if game.finished:
            return
        options = [a for a in MONTGOLFIERE.legal_actions(game.state) if not MONTGOLFIERE.is_chance(a)]
        game.play(rng.choice(options))


def _fill(store: Store) -> dict[str, StoredGame]:
    """A Blocky Mountains race and a Montgolfière match with the Black Baron, each with
    undone steps to redo."""
    ana, ben, cleo = (store.add_player(n).id for n in ("Ana", "Ben", "Cleo"))
    race = store.create_game(BlockySetup.race([("Ana", "white"), ("Ben", "black")], seed=4), [ana, ben])
    play_random(race, random.Random(1), 30)
    race.undo()
    match = store.create_game(
        BalloonSetup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", target=40, seed=7),
        [ana, ben, cleo],
    )
    _fly(match, random.Random(2), 60)
    match.undo()
    match.undo()
    assert len(match.timeline.redo_stack) == 2
    return {"race": race, "match": match}


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    with Store.open(tmp_path_factory.mktemp("mixed") / "a.sqlite3", clock=FakeClock()) as a:
        _fill(a)
        data: dict[str, Any] = json.loads(json.dumps(a.export_all()))
        return data


def test_a_mixed_store_exported_and_imported_gives_the_same_games(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3", clock=FakeClock()) as a:
        played = _fill(a)
        data = json.loads(json.dumps(a.export_all()))  # through real JSON text
        listed_a = {(s.game, s.mode, s.player_names, s.finished) for s in a.games()}
        rows_a = a.db.execute(
            """SELECT uid, game_id, rules_version, mode, setup_json, finished, result_json,
                      created_at, updated_at FROM games ORDER BY uid"""
        ).fetchall()
        csv_a = attempts_csv(a.database)
    assert data["version"] == 2
    assert sorted(g["record"]["game"] for g in data["games"]) == ["blocky-mountains", "montgolfiere"]
    with Store.open(tmp_path / "b.sqlite3", clock=FakeClock()) as b:
        assert b.import_data(data) == ImportReport(2, 0, 3, 0)
        assert {(s.game, s.mode, s.player_names, s.finished) for s in b.games()} == listed_a
        assert ("montgolfiere", "match", ("Ana", "Ben", "Cleo"), False) in listed_a
        rows_b = b.db.execute(
            """SELECT uid, game_id, rules_version, mode, setup_json, finished, result_json,
                      created_at, updated_at FROM games ORDER BY uid"""
        ).fetchall()
        assert rows_b == rows_a
        for summary in b.games():
            again = b.open_game(summary.id)
            original = next(g for g in played.values() if g.uid == again.uid)
            assert again.game is original.game
            assert again.state == original.state
            assert again.timeline.actions == original.timeline.actions
            assert again.timeline.redo_stack == original.timeline.redo_stack
            name_of = {p.id: p.name for p in b.players()}
            people = original.game.players_of(original.setup)
            assert tuple(name_of[pid] for pid in again.player_ids) == people
        # The attempts are Blocky Mountains' alone, the same as where the file was saved.
        assert attempts_csv(b.database) == csv_a
        # The undone steps of the imported match come back on redo.
        match = b.open_game(next(s.id for s in b.games() if s.game == "montgolfiere"))
        match.redo()
        match.redo()
        assert match.timeline.actions == played["match"].timeline.actions + tuple(
            a for span in reversed(played["match"].timeline.redo_stack) for a in span
        )
    with Store.open(tmp_path / "c.sqlite3", clock=FakeClock()) as c:
        c.import_data(copy.deepcopy(data))
        before = _snapshot(c)
        # Importing the same file twice adds nothing.
        assert c.import_data(copy.deepcopy(data)) == ImportReport(0, 2, 0, 3)
        assert _snapshot(c) == before
        # And what it holds saves to the same games again.
        assert {g["uid"]: g for g in c.export_all()["games"]} == {g["uid"]: g for g in data["games"]}


def test_one_montgolfiere_game_exports_with_its_people_only(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.sqlite3", clock=FakeClock()) as a:
        match = _fill(a)["match"]
        one = a.export_game(match.id)
    assert one["version"] == 2
    (game,) = one["games"]
    assert (game["record"]["game"], game["record"]["rules"]) == ("montgolfiere", 1)
    # Three people; the Baron, a fourth balloon, has no profile.
    assert len(game["record"]["setup"]["balloons"]) == 4
    assert len(game["players"]) == 3 == len(one["players"])
    assert len(game["redo"]) == 2
    with Store.open(tmp_path / "b.sqlite3", clock=FakeClock()) as b:
        assert b.import_data(one).games_added == 1
        assert b.open_game(b.games()[0].id).state == match.state


def _first_reused_card(record: dict[str, Any]) -> tuple[int, str]:
    """An action of the record that plays a card, and a card its balloon used before it."""
    used: dict[int, list[str]] = {}
    for n, action in enumerate(record["actions"]):
        if action["do"] != "play":
            continue
        earlier = used.setdefault(action["seat"], [])
        if earlier and action["card"] not in earlier:
            return n, earlier[0]
        earlier.append(action["card"])
    raise AssertionError("no balloon played two different cards")


def _balloon_game(data: dict[str, Any]) -> dict[str, Any]:
    game: dict[str, Any] = next(g for g in data["games"] if g["record"]["game"] == "montgolfiere")
    return game


def _damaged(data: dict[str, Any], change: str) -> dict[str, Any]:
    d = copy.deepcopy(data)
    g = _balloon_game(d)
    record = g["record"]
    if change == "used_up_card":
        n, card = _first_reused_card(record)
        record["actions"][n]["card"] = card
    elif change == "unknown_card":
        n, _ = _first_reused_card(record)
        record["actions"][n]["card"] = "16kg"
    elif change == "unknown_game":
        record["game"] = "chess"
    elif change == "newer_rules":
        record["rules"] = MONTGOLFIERE.game_type.rules_version + 1
    elif change == "baron_profile":
        others = [p["uid"] for p in d["players"] if p["uid"] not in g["players"]]
        g["players"].append(others[0] if others else d["players"][0]["uid"])
    elif change == "baron_only_profile":
        g["players"] = g["players"][:-1]
    elif change == "blocky_set_up":
        record["setup"] = next(x for x in d["games"] if x is not g)["record"]["setup"]
    elif change == "redo_used_up_card":
        played = [a for a in record["actions"] if a["do"] == "play"]
        g["redo"][-1] = [{"action": played[0], "at": g["times"][0]}] * 2
    elif change == "redo_other_game":
        race = next(x for x in d["games"] if x is not g)
        g["redo"][0][0]["action"] = race["record"]["actions"][0]
    elif change == "version_1":
        d["version"] = 1
    elif change == "newer_export":
        d["version"] = 3
    elif change == "other_board":
        record["board_data"]["digest"] = "0" * 16
    return d


@pytest.mark.parametrize(
    ("change", "message", "kind"),
    [
        ("used_up_card", r"game \d .*does not replay: action \d+ \(play\)", ""),
        ("unknown_card", r"game \d .*action \d+: .*16kg", ""),
        ("unknown_game", "a game of 'chess', which this app does not know", "unknown_game"),
        ("newer_rules", r"newer rules of Montgolfière \(rules version 2; .* up to 1\)", "newer_rules"),
        ("baron_profile", "one player uid for each person who plays \\(3\\)", ""),
        ("baron_only_profile", "one player uid for each person who plays \\(3\\)", ""),
        ("blocky_set_up", "setup: ", ""),
        ("redo_used_up_card", "redo step 1 does not replay", ""),
        ("redo_other_game", r"redo step 0, item 0: unknown action", ""),
        ("version_1", "an export of version 1 holds only Blocky Mountains games", ""),
        ("newer_export", r"newer version of the app \(export version 3; .* up to 2\)", "newer_export"),
        ("other_board", "played on a different board", ""),
    ],
)
def test_a_damaged_montgolfiere_game_is_refused_and_nothing_is_written(
    tmp_path: Path, mixed: dict[str, Any], change: str, message: str, kind: str
) -> None:
    with Store.open(tmp_path / "b.sqlite3", clock=FakeClock()) as b:
        b.add_player("Dana")
        before = _snapshot(b)
        with pytest.raises(StoreError, match=message) as refused:
            b.import_data(_damaged(mixed, change))
        assert _snapshot(b) == before  # not even the Blocky Mountains game of the file
        assert len(str(refused.value)) <= 300
        assert refused.value.kind == kind


def test_each_damage_of_the_tests_above_is_real(mixed: dict[str, Any], tmp_path: Path) -> None:
    """The undamaged file loads, so each refusal above is the damage's doing."""
    with Store.open(tmp_path / "b.sqlite3", clock=FakeClock()) as b:
        assert b.import_data(copy.deepcopy(mixed)).games_added == 2


def test_an_export_of_blocky_mountains_alone_stays_version_1(tmp_path: Path) -> None:
    """A file earlier releases load (they read version 1), as long as it holds only
    Blocky Mountains games."""
    with Store.open(tmp_path / "a.sqlite3", clock=FakeClock()) as a:
        played = _fill(a)
        assert a.export_game(played["race"].id)["version"] == 1
        assert a.export_game(played["match"].id)["version"] == 2


def test_save_everything_names_a_game_this_app_cannot_open_and_saves_the_rest(
    tmp_path: Path,
) -> None:
    path = tmp_path / "a.sqlite3"
    with Store.open(path, clock=FakeClock()) as a:
        played = _fill(a)
    db = sqlite3.connect(path)
    with db:  # a game of a newer version of the app, in the same file
        db.execute("UPDATE games SET game_id = 'chess' WHERE id = ?", (played["match"].id,))
    db.close()
    with Store.open(path, clock=FakeClock()) as a:
        result = a.export_everything()
        (problem,) = result.problems
        assert (problem.what, problem.ident) == ("game", str(played["match"].id))
        assert "'chess', which this app cannot open" in problem.detail
        assert [g["uid"] for g in result.data["games"]] == [played["race"].uid]
        assert result.data["version"] == 1
        with pytest.raises(StoreError, match="cannot be saved whole") as refused:
            a.export_all()
        assert refused.value.kind == "damaged"
    with Store.open(tmp_path / "b.sqlite3", clock=FakeClock()) as b:
        assert b.import_data(result.data).games_added == 1


def test_four_hundred_damaged_mixed_exports_load_whole_or_change_nothing(
    tmp_path: Path, mixed: dict[str, Any]
) -> None:
    """The attacks on Blocky Mountains exports (tests/store/test_exchange.py), made on a file
    that also holds a Montgolfière match."""
    from tests.store.test_exchange import MUTATIONS, _dump, _mutant, _reads_back

    rng = random.Random(20261201)
    outcome: dict[tuple[str, bool], int] = {}
    store: Store | None = None
    copies = 0
    try:
        for _ in range(400):
            if store is None:  # a fresh store after a file that loaded
                copies += 1
                store = Store.open(tmp_path / f"copy{copies}.sqlite3", clock=FakeClock())
                store.add_player("Ben")  # the file's player of this name is matched to it
            kind, text = _mutant(mixed, rng)
            before = _dump(store)
            try:
                store.import_json(text)
            except StoreError as exc:
                assert len(str(exc)) <= 300, (kind, str(exc)[:500])
                assert _dump(store) == before, kind
                outcome[kind, False] = outcome.get((kind, False), 0) + 1
                continue
            outcome[kind, True] = outcome.get((kind, True), 0) + 1
            _reads_back(store)
            assert {s.game for s in store.games()} <= {entry.id for entry in games()}
            store.close()
            store = None
    finally:
        if store is not None:
            store.close()
    assert {k for k, _ in outcome} == set(MUTATIONS)
    assert sum(n for (_, ok), n in outcome.items() if ok) >= 10
    assert sum(n for (_, ok), n in outcome.items() if not ok) >= 280
