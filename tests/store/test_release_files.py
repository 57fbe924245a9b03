"""A database and an export written by the release before the games kept their own data
(tests/store/release/, written by make_files.py with that release's code) open in this
version with the same games, undo history, statistics and settings, both ways: the
file opened as it is, and its export loaded into an empty store and saved again."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, date
from pathlib import Path
from typing import Any

import pytest

from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.games.blocky_mountains.statistics.reader import BlockyStatistics
from blocky.store import Store
from tests.store.release.make_files import DATABASE, EXPORT, FIGURES, QUERIES, plain

RECORDED: dict[str, Any] = json.loads(FIGURES.read_text(encoding="utf-8"))
EXPORTED: dict[str, Any] = json.loads(EXPORT.read_text(encoding="utf-8"))


def _figures(store: Store) -> dict[str, Any]:
    """What make_files.figures read from the release, read the way this version reads it."""
    stats: BlockyStatistics = store.statistics("blocky-mountains")
    players = {p.name: p.id for p in store.players()}
    filters: dict[str, Any] = {"everyone": StatsFilter()}
    for name, pid in players.items():
        filters[name] = StatsFilter(player_id=pid)
    for mode in ("solo", "team", "race"):
        filters[mode] = StatsFilter(mode=mode)
    filters["november"] = StatsFilter(since=date(2025, 11, 1), until=date(2025, 11, 30))
    out: dict[str, Any] = {}
    for query in QUERIES:
        out[query] = {key: plain(getattr(stats, query)(f)) for key, f in filters.items()}
    out["personal_bests"] = {
        name: plain(stats.personal_bests_by_mode(pid)) for name, pid in players.items()
    }
    out["session_attempts"] = {
        str(s.id): plain(stats.session_attempts(s.id))
        for s in store.games()
        if s.game == "blocky-mountains"
    }
    out["last_played_mode"] = stats.last_played_mode()
    out["training_log_count"] = stats.training_log_count(None)
    out["attempts_csv"] = stats.attempts_csv()
    return out


def _history(store: Store) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for summary in store.games():
        game = store.open_game(summary.id)
        rules = game.game
        out[str(summary.id)] = {
            "game": summary.game,
            "players": list(summary.player_names),
            "finished": summary.finished,
            "result": plain(summary.result),
            "actions": [rules.action_to_json(a) for a in game.timeline.actions],
            "redo": [[rules.action_to_json(a) for a in span] for span in game.timeline.redo_stack],
        }
    return out


def _without_time(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "exported_at"}


@pytest.fixture
def release_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "blocky.sqlite3"
    shutil.copyfile(DATABASE, copy)
    return copy


def test_the_files_hold_every_kind_of_game_with_undo_history() -> None:
    history = RECORDED["history"]
    assert {g["game"] for g in history.values()} == {"blocky-mountains", "montgolfiere"}
    assert any(g["redo"] for g in history.values() if g["game"] == "blocky-mountains")
    assert any(g["redo"] for g in history.values() if g["game"] == "montgolfiere")
    assert {g["finished"] for g in history.values()} == {True, False}
    assert RECORDED["figures"]["card_stats"]["everyone"]
    assert RECORDED["figures"]["race_games"]["everyone"]
    assert RECORDED["figures"]["team_expeditions"]["everyone"]


def test_the_release_s_database_opens_with_the_same_games_figures_and_history(
    release_copy: Path,
) -> None:
    with Store.open(release_copy, zone=UTC) as store:
        assert _history(store) == RECORDED["history"]
        assert _figures(store) == RECORDED["figures"]
        assert store.board_texts() == RECORDED["board"]
        assert _without_time(store.export_all()) == _without_time(EXPORTED)
    # ...and again after this version has written to it (its daily backup, its checks).
    with Store.open(release_copy, zone=UTC) as store:
        assert _history(store) == RECORDED["history"]
        assert _figures(store) == RECORDED["figures"]


def test_the_release_s_export_loads_as_the_same_games_and_saves_as_it_was(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path / "empty.sqlite3", zone=UTC) as store:
        report = store.import_data(json.loads(json.dumps(EXPORTED)))
        assert (report.games_added, report.players_added) == (len(EXPORTED["games"]), 5)
        assert _history(store) == RECORDED["history"]
        assert _figures(store) == RECORDED["figures"]
        assert store.board_texts() == RECORDED["board"]
        assert _without_time(store.export_all()) == _without_time(EXPORTED)
        again = store.import_data(json.loads(json.dumps(EXPORTED)))
        assert (again.games_added, again.games_skipped) == (0, len(EXPORTED["games"]))
