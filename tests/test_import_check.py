"""The app needs no POSIX-only module: every module imports, and a game is played and stored,
with fcntl, termios, pwd, grp and resource missing (as on Windows) and posix refused to the
app's own code (the standard library uses it on Linux for its own work, as it uses nt on
Windows, so it stays there for the library).

The child starts with a small environment of its own: PATH, and on Windows SYSTEMROOT,
without which Python there cannot even seed its random numbers or open a socket.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import builtins, importlib, json, pkgutil, random, sys
GONE = ("fcntl", "termios", "pwd", "grp", "resource")
POSIX_ONLY = {*GONE, "posix"}
for name in GONE:
    sys.modules[name] = None  # as on Windows: no such module at all
refused = []
real_import = builtins.__import__

def guarded(name, globals=None, locals=None, fromlist=(), level=0):
    caller = (globals or {}).get("__name__") or ""
    if level == 0 and name.split(".")[0] in POSIX_ONLY and caller.split(".")[0] in ("blocky", "__main__"):
        refused.append(f"{caller} imports {name}")
        raise ModuleNotFoundError(f"No module named {name!r}")
    return real_import(name, globals, locals, fromlist, level)

builtins.__import__ = guarded
import blocky
modules = []
for info in pkgutil.walk_packages(blocky.__path__, "blocky."):
    importlib.import_module(info.name)
    modules.append(info.name)

from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoreError
path = sys.argv[1]
store = Store.open(path)
try:
    Store.open(path)
except StoreError as exc:
    second = exc.kind
ids = [store.add_player("Mia").id, store.add_player("Léo").id]
game = store.create_game(Setup.race([("Mia", "white"), ("Léo", "black")], seed=6), ids)
rng = random.Random(1)
while not game.finished:
    game.play(rng.choice(legal_actions(game.state)))
store.close()
with Store.open(path) as again:
    finished = len(again.games(finished=True))
print(json.dumps({
    "modules": modules,
    "refused": refused,
    "second_open": second,
    "finished": finished,
    "gone": [n for n in GONE if sys.modules.get(n) is not None],
}))
"""


def child_environment(tmp_path: Path) -> dict[str, str]:
    """PATH, SYSTEMROOT where Windows has it, and the app's folders in ``tmp_path``."""
    env = {
        "PATH": os.environ.get("PATH", ""),
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path / "home"),
        "BLOCKY_DATA_DIR": str(tmp_path / "data"),
    }
    for name in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP", "USERPROFILE", "APPDATA", "LOCALAPPDATA"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def test_every_module_and_a_stored_game_work_without_posix_only_modules(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games" / "blocky.sqlite3"
    db.parent.mkdir()
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(db)],
        capture_output=True,
        text=True,
        env=child_environment(tmp_path),
        cwd=tmp_path,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["refused"] == []
    assert report["gone"] == []
    assert report["second_open"] == "open_elsewhere"
    assert report["finished"] == 1
    # Every module of the source tree was imported, the Qt screens among them.
    expected = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in (ROOT / "blocky").rglob("*.py")
    } - {"blocky"}
    assert expected <= set(report["modules"])


def test_the_check_refuses_a_posix_only_import_of_the_app(tmp_path: Path) -> None:
    """The guard itself: an app module that imports pwd is caught."""
    module = tmp_path / "blocky_probe" / "blocky"
    module.mkdir(parents=True)
    (module / "__init__.py").write_text("", encoding="utf-8")
    (module / "uses_pwd.py").write_text("import pwd\n", encoding="utf-8")
    env = child_environment(tmp_path) | {"PYTHONPATH": str(module.parent)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "x.sqlite3")],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert done.returncode != 0
    assert "No module named 'pwd'" in done.stderr
