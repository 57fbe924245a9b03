"""The installed app is whole: a wheel built from the committed files, installed alone.

Built from a copy of the files git tracks (no .qm or other build output of this checkout can
slip in), installed into a fresh virtual environment with its dependencies, then: every module
imports, the app starts offscreen and quits, and the German and French translations load
and translate.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Run inside the fresh environment, from a folder away from the source tree.
CHECK = r"""
import importlib, json, pkgutil, sys
from pathlib import Path
import blocky
modules = []
for info in pkgutil.walk_packages(blocky.__path__, "blocky."):
    importlib.import_module(info.name)
    modules.append(info.name)
from PySide6.QtCore import QCoreApplication
from blocky import i18n
app = QCoreApplication([])
found = {}
for lang, (context, source) in json.loads(sys.argv[1]).items():
    installed = i18n.install_translators(app, lang)
    found[lang] = {
        "qm": str(i18n.qm_path(lang)),
        "installed": len(installed),
        "text": QCoreApplication.translate(context, source),
    }
print(json.dumps({"file": blocky.__file__, "modules": modules, "languages": found}))
"""


def _tracked_copy(target: Path) -> Path:
    if not (ROOT / ".git").exists() or shutil.which("git") is None:
        if os.environ.get("CI"):
            pytest.fail("the wheel test needs the git checkout")
        pytest.skip("not a git checkout: cannot tell the committed files")
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():  # a file deleted but not yet committed is not there
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def _a_translated_message(lang: str) -> tuple[str, str, str]:
    """A (context, source, translation) of the committed .ts file, finished, without plurals."""
    root = ET.parse(ROOT / "resources" / "translations" / f"blocky_{lang}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if (
                translation is not None
                and translation.get("type") is None
                and message.get("numerus") is None
                and translation.text
                and translation.text != source
                and len(source) > 12
            ):
                return name, source, translation.text
    raise AssertionError(f"no finished translation in blocky_{lang}.ts")


@pytest.mark.slow
def test_the_wheel_installed_alone_runs_and_speaks_every_language(tmp_path: Path) -> None:
    source = _tracked_copy(tmp_path / "source")
    assert not list((source / "resources" / "translations").glob("*.qm"))
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(source)],
        check=True,
        timeout=900,
    )
    (wheel,) = wheels.glob("*.whl")

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
        check=True,
        timeout=900,
    )

    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME"}}
    env |= {"QT_QPA_PLATFORM": "offscreen", "BLOCKY_DATA_DIR": str(tmp_path / "data")}
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    samples = {lang: _a_translated_message(lang) for lang in ("de", "fr")}
    import json

    done = subprocess.run(
        [str(python), "-c", CHECK, json.dumps({k: v[:2] for k, v in samples.items()})],
        capture_output=True,
        text=True,
        env=env,
        cwd=workdir,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(report["file"]).is_relative_to(venv)  # the installed copy, not this checkout
    # Every module of the source tree is in the wheel and imports.
    expected = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in (ROOT / "blocky").rglob("*.py")
    } - {"blocky"}
    assert expected <= set(report["modules"]) | {"blocky.resources"}
    assert "blocky.ui.games.blocky_mountains.statistics.screen" in report["modules"]
    for lang, (_, _, translation) in samples.items():
        found = report["languages"][lang]
        assert Path(found["qm"]).is_relative_to(venv) and Path(found["qm"]).is_file()
        assert found["installed"] >= 1
        assert found["text"] == translation

    # The installed command starts the app's window offscreen, in each language, and quits.
    for lang in ("en", "de", "fr"):
        started = subprocess.run(
            [str(bindir / "blocky-mountains"), "--quit-after-start", "--lang", lang],
            capture_output=True,
            text=True,
            env=env,
            cwd=workdir,
            timeout=300,
        )
        assert started.returncode == 0, started.stderr
        assert "Traceback" not in started.stderr
