"""A game with a table of its own, added as docs/architecture.md says (the toy game of
tests/core/toy_game.py with tests/store/toy_storage.py): the store makes its table at the
next schema version (an existing file is migrated, with its backup), fills it as the game
is played, takes undone steps out of it, keeps it on reopening, derives it again on
import, empties it when the game is deleted, and hands the game's figures out through
the registry. Run in a process of its own: the registry names a game's storage before
the store first reads its schema."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.store.release.make_files import DATABASE

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, random, sys
from pathlib import Path

from blocky.core.registry import register
from tests.core.toy_game import ENTRY, RPS, RoundWon, RpsSetup

register(ENTRY._replace(
    storage_path="tests.store.toy_storage:STORAGE",
    statistics_path="tests.store.toy_storage:ToyFigures",
))

from blocky.store import Store
from blocky.store.backups import list_backups
from blocky.store.schema import SCHEMA_VERSION, user_version
from tests.store.toy_storage import VERSION

folder = Path(sys.argv[1])
assert SCHEMA_VERSION == VERSION, SCHEMA_VERSION

def rows(store, game_id):
    return store.db.execute(
        "SELECT seq, seat, player_id, points FROM toy_points WHERE game_id = ? ORDER BY seq",
        (game_id,),
    ).fetchall()

def expected(game):
    out = []
    state = RPS.new_game(game.setup)
    for seq, action in enumerate(game.timeline.actions):
        state, events = RPS.apply_logged(state, action)
        out += [(seq, e.seat, game.player_ids[e.seat], e.points)
                for e in events if isinstance(e, RoundWon)]
    return out

rng = random.Random(4)
with Store.open(folder / "a.sqlite3") as store:
    assert user_version(store.db) == VERSION
    ids = [store.add_player(n).id for n in ("Ann", "Bo")]
    game = store.create_game(RpsSetup(("Ann", "Bo"), rounds=6, seed=3), ids)
    while not game.finished:
        game.play(rng.choice(RPS.legal_actions(game.state)))
    played = rows(store, game.id)
    assert played and played == expected(game), played
    while rows(store, game.id) == played:
        game.undo()
    assert rows(store, game.id) == expected(game)
    left = rows(store, game.id)
    figures = store.statistics(ENTRY.id).points()
    assert figures == {pid: sum(r[3] for r in left if r[2] == pid) for pid in set(r[2] for r in left)}
    exported = store.export_all()
    gid = game.id

with Store.open(folder / "a.sqlite3") as store:
    again = store.open_game(gid)
    assert rows(store, gid) == left == expected(again)
    again.redo()
    assert rows(store, gid) == expected(again)
    with Store.open(folder / "b.sqlite3") as other:
        other.import_data(json.loads(json.dumps(exported)))
        (imported,) = [s.id for s in other.games()]
        assert [r[0:2] + r[3:] for r in rows(other, imported)] == [r[0:2] + r[3:] for r in left]
    store.delete_game(gid)
    assert rows(store, gid) == []

# A file of the app's newest version before the toy came: migrated, after a backup.
with Store.open(folder / "release.sqlite3") as store:
    assert user_version(store.db) == VERSION
    assert store.db.execute("SELECT count(*) FROM toy_points").fetchone()[0] == 0
    assert store.statistics("blocky-mountains").card_stats()
kinds = [b.kind for b in list_backups(folder / "release.sqlite3")]
assert "pre-migration" in kinds, kinds
print("ok")
"""


def test_a_game_s_own_table_is_made_kept_and_dropped_through_its_storage(tmp_path: Path) -> None:
    shutil.copyfile(DATABASE, tmp_path / "release.sqlite3")
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "ok"
