"""The Makefile's tasks without make, on Windows, macOS and Linux alike.

    python tools/tasks.py setup           the environment .venv, with the releases CI uses
    python tools/tasks.py translations    compile the .ts translations into .qm files
    python tools/tasks.py run [ARGS...]   start the app (ARGS go to blocky-mountains)
    python tools/tasks.py test [ARGS...]  ruff, mypy and the tests (ARGS go to pytest)
    python tools/tasks.py bench           print the speed figures (bench/)

Each task sets up .venv first when it is missing (a minute or two: Qt is large), with
``pip install -c constraints.txt -e .[test]``; run it with any Python 3.11 or newer.
Nothing here needs a shell, make, or a POSIX system. (The Linux-only extras stay in the
Makefile: system packages, the standalone build.)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = ROOT / "blocky" / "resources" / "translations"
STAMP = VENV / ".installed"
#: A change to one of these installs again (as the Makefile's stamp does).
INSTALL_INPUTS = ("pyproject.toml", "setup.py", "constraints.txt")


def venv_bin(name: str) -> Path:
    """A program of the environment: Scripts\\name.exe on Windows, bin/name elsewhere."""
    if os.name == "nt":
        return VENV / "Scripts" / f"{name}.exe"
    return VENV / "bin" / name


def python() -> Path:
    return venv_bin("python")


def _run(*command: str | Path) -> None:
    print("==", " ".join(str(c) for c in command), flush=True)
    subprocess.run([str(c) for c in command], cwd=ROOT, check=True)


def setup() -> None:
    """Create .venv and install the app with its test tools, unless it is up to date."""
    inputs = [ROOT / name for name in INSTALL_INPUTS]
    if STAMP.exists() and all(p.stat().st_mtime <= STAMP.stat().st_mtime for p in inputs):
        return
    if not python().exists():
        print(f"== Setting up {VENV.name}, once: a Python environment of the app's own")
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("== Installing the app and what it needs: PySide6 (Qt, the largest part), tomlkit,")
    print("   filelock, and the test tools (pytest, pytest-qt, hypothesis, ruff, mypy)")
    _run(python(), "-m", "pip", "install", "--disable-pip-version-check", "--upgrade", "pip")
    _run(
        python(), "-m", "pip", "install", "--disable-pip-version-check",
        "-c", "constraints.txt", "-e", ".[test]",
    )
    STAMP.touch()
    print(f"== Done: everything is installed in {VENV.name} (the next task skips this)")


def translations() -> None:
    """Compile each resources/translations/*.ts into blocky/resources/translations/*.qm
    when it is newer (Qt's lrelease, from PySide6)."""
    setup()
    QM_DIR.mkdir(parents=True, exist_ok=True)
    lrelease = venv_bin("pyside6-lrelease")
    for ts in sorted(TS_DIR.glob("blocky_*.ts")):
        qm = QM_DIR / ts.with_suffix(".qm").name
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            _run(lrelease, "-silent", "-nounfinished", ts, "-qm", qm)


def run(args: list[str]) -> None:
    translations()
    _run(python(), "-m", "blocky", *args)


def test(args: list[str]) -> None:
    translations()
    _run(python(), "-m", "ruff", "check", "blocky", "tests", "bench", "tools")
    _run(python(), "-m", "mypy")
    _run(python(), "-m", "pytest", *(args or ["-n", "auto"]))


def bench() -> None:
    setup()
    _run(python(), "-m", "bench")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("task", choices=["setup", "translations", "run", "test", "bench"])
    parser.add_argument("args", nargs=argparse.REMAINDER, help="passed on (run, test)")
    options = parser.parse_args(argv)
    try:
        if options.task == "setup":
            setup()
        elif options.task == "translations":
            translations()
        elif options.task == "run":
            run(options.args)
        elif options.task == "test":
            test(options.args)
        else:
            bench()
    except subprocess.CalledProcessError as exc:
        return exc.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
