"""The first ``make run``: it says what it installs, shows pip's progress, installs the
releases of constraints.txt, and hides no warning (the package layout gives setuptools no
"Editable installation" note to print: tests/test_wheel.py installs it that way). And the
README says when a language chosen in Settings applies."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _first_run_commands(tmp_path: Path) -> list[str]:
    venv = tmp_path / "venv"
    done = subprocess.run(
        ["make", "-n", "-B", f"VENV={venv}", f"{venv}/.installed"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.splitlines()


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_the_first_run_says_each_step_and_shows_pips_progress(tmp_path: Path) -> None:
    lines = _first_run_commands(tmp_path)
    said = " ".join(line for line in lines if line.startswith("echo "))
    for step in ("Setting up", "Updating pip", "Installing the app", "PySide6", "Done"):
        assert step in said
    installs = [line for line in lines if " -m pip install " in line]
    assert len(installs) == 2
    for line in installs:
        assert "--quiet" not in line and " -q " not in line  # pip's progress is shown
    (app,) = [line for line in installs if "-e '.[test]'" in line]
    assert "-c constraints.txt" in app
    assert "PYTHONWARNINGS" not in " ".join(lines)
    # Each step is said before it runs.
    assert lines.index(app) > next(i for i, line in enumerate(lines) if "Installing the app" in line)


def test_the_readme_says_a_new_language_applies_after_a_restart() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "Settings (Ctrl+,) chooses another, which is used from the next time the app starts" in readme
