"""Writes the files of tests/store/release/ with the release's own code: a database, an
export of it and every figure its statistics showed, so that test_release_files.py checks
that this version opens them with the same games, figures and undo history.

Run it only with the code of the release being recorded first in the path, from a folder
outside the worktree (the files here are then that release's, not this code's):

    cd /tmp && PYTHONPATH=<release checkout> python <worktree>/tests/store/release/make_files.py

Nothing but the standard library is loaded before the release's code.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DATABASE = HERE / "release.sqlite3"
EXPORT = HERE / "release_export.json"
FIGURES = HERE / "release_figures.json"


def plain(value: Any) -> Any:
    """A figure as JSON data: dataclasses and named tuples by field, times as text."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: plain(v) for k, v in value._asdict().items()}
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, timedelta):
        return value.total_seconds()
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [plain(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    if isinstance(value, float):
        return round(value, 9)
    return value


#: The statistics every filter is asked for: (name, needs a player id).
QUERIES = (
    "card_stats",
    "card_totals",
    "open_plays",
    "sessions",
    "training_log",
    "team_progress",
    "team_expeditions",
    "race_history",
    "race_games",
)


class Clock:
    """A clock that moves 40 seconds at each reading, from a fixed morning."""

    def __init__(self) -> None:
        self.moment = datetime(2025, 11, 3, 17, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(seconds=40)
        return self.moment


def _play(game: Any, rules: Any, rng: random.Random, steps: int) -> None:
    """Random legal decisions (and the chance the table draws), until over or ``steps``."""
    for _ in range(steps):
        if game.finished:
            return
        options = list(rules.legal_actions(game.state))
        game.play(rng.choice(options))


def fill(store: Any) -> None:
    from blocky.games.blocky_mountains.catalogue import default_catalogue_texts
    from blocky.games.blocky_mountains.plugin import BLOCKY_MOUNTAINS
    from blocky.games.blocky_mountains.state import Setup
    from blocky.games.montgolfiere.plugin import MONTGOLFIERE
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup

    mia, leo, ana, ben, cleo = (
        store.add_player(name, colour).id
        for name, colour in (
            ("Mia", "orange"),
            ("Leo", None),
            ("Ana", "blue"),
            ("Ben", None),
            ("Cleo", "green"),
        )
    )
    rng = random.Random(28)
    solo = store.create_game(Setup.solo("Mia", course="A", seed=5), [mia])
    _play(solo, BLOCKY_MOUNTAINS, rng, 400)
    second = store.create_game(Setup.solo("Leo", course="B", seed=9), [leo])
    _play(second, BLOCKY_MOUNTAINS, rng, 25)
    second.undo()
    second.undo()
    team = store.create_game(Setup.team(["Mia", "Leo"], seed=3), [mia, leo])
    _play(team, BLOCKY_MOUNTAINS, rng, 400)
    again = store.create_game(Setup.team(["Leo", "Mia"], seed=4), [leo, mia])
    _play(again, BLOCKY_MOUNTAINS, rng, 30)
    again.undo()
    race = store.create_game(Setup.race([("Ana", "white"), ("Ben", "black")], seed=4), [ana, ben])
    _play(race, BLOCKY_MOUNTAINS, rng, 600)
    open_race = store.create_game(
        Setup.race([("Cleo", "white"), ("Ana", "black"), ("Ben", "orange")], seed=6), [cleo, ana, ben]
    )
    _play(open_race, BLOCKY_MOUNTAINS, rng, 40)
    open_race.undo()
    open_race.undo()
    open_race.redo()
    match = store.create_game(
        BalloonSetup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", target=40, seed=7),
        [ana, ben, cleo],
    )
    for _ in range(60):
        if match.finished:
            break
        options = [a for a in MONTGOLFIERE.legal_actions(match.state) if not MONTGOLFIERE.is_chance(a)]
        match.play(rng.choice(options))
    match.undo()
    match.undo()
    texts = default_catalogue_texts()
    store.save_board({**texts, "cards.toml": texts["cards.toml"] + "\n# corrected at the table\n"})


def figures(store: Any) -> dict[str, Any]:
    """Every figure the release's statistics showed, by query and filter."""
    from blocky.store import StatsFilter

    players = {p.name: p.id for p in store.players()}
    filters: dict[str, Any] = {"everyone": StatsFilter()}
    for name, pid in players.items():
        filters[name] = StatsFilter(player_id=pid)
    for mode in ("solo", "team", "race"):
        filters[mode] = StatsFilter(mode=mode)
    filters["november"] = StatsFilter(since=date(2025, 11, 1), until=date(2025, 11, 30))
    out: dict[str, Any] = {}
    for query in QUERIES:
        out[query] = {key: plain(getattr(store, query)(f)) for key, f in filters.items()}
    out["personal_bests"] = {
        name: plain(store.personal_bests_by_mode(pid)) for name, pid in players.items()
    }
    out["session_attempts"] = {
        str(s.id): plain(store.session_attempts(s.id)) for s in store.games() if s.game == "blocky-mountains"
    }
    out["last_played_mode"] = store.last_played_mode()
    out["training_log_count"] = store.training_log_count(None)
    out["attempts_csv"] = store.export_attempts_csv()
    return out


def history(store: Any) -> dict[str, Any]:
    """Each game as its list and its screen show it: the row, the actions, the redo stack."""
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


def main() -> None:
    import blocky
    from blocky.store import Store

    print("recording with", Path(blocky.__file__).parent, file=sys.stderr)
    for path in (DATABASE, EXPORT, FIGURES):
        path.unlink(missing_ok=True)
    with Store.open(DATABASE, clock=Clock(), zone=UTC) as store:
        fill(store)
        EXPORT.write_text(
            json.dumps(store.export_all(), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
            encoding="utf-8",
        )
        recorded = {
            "figures": figures(store),
            "history": history(store),
            "board": store.board_texts(),
        }
    FIGURES.write_text(
        json.dumps(recorded, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )
    for suffix in ("-wal", "-shm"):
        Path(f"{DATABASE}{suffix}").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
