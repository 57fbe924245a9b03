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


def _venv_python(venv: Path) -> Path:
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    return bindir / ("python.exe" if os.name == "nt" else "python")


def _built(kind: str, source: Path, tmp_path: Path) -> Path:
    """The release file of ``kind`` ("wheel" or "sdist") built from ``source``."""
    out = tmp_path / "dist"
    if kind == "wheel":
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
            check=True,
            timeout=900,
        )
        (built,) = out.glob("*.whl")
        return built
    # The sdist with setuptools' own build hook, in an environment of its own (the one of
    # the tests has no setuptools).
    tools = tmp_path / "build-tools"
    subprocess.run([sys.executable, "-m", "venv", str(tools)], check=True, timeout=300)
    subprocess.run(
        [str(_venv_python(tools)), "-m", "pip", "install", "-q", "--disable-pip-version-check",
         "-c", str(ROOT / "constraints.txt"), "setuptools"],
        check=True,
        timeout=900,
    )
    subprocess.run(
        [str(_venv_python(tools)), "-c",
         "import sys; from setuptools import build_meta; build_meta.build_sdist(sys.argv[1])",
         str(out)],
        cwd=source,
        check=True,
        capture_output=True,
        timeout=300,
    )
    (built,) = out.glob("*.tar.gz")
    return built


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["wheel", "sdist"])
def test_the_release_installed_alone_runs_and_speaks_every_language(
    kind: str, tmp_path: Path
) -> None:
    source = _tracked_copy(tmp_path / "source")
    assert not list((source / "blocky" / "resources" / "translations").glob("*.qm"))
    wheel = _built(kind, source, tmp_path)
    if kind == "sdist":
        import tarfile

        with tarfile.open(wheel) as archive:
            names = {Path(name).name for name in archive.getnames()}
        assert {"LICENSE", "constraints.txt", "blocky_de.ts", "blocky_fr.ts"} <= names
        # Installed from elsewhere: the sdist alone, not the copy it was made from.
        shutil.rmtree(source)

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

    version = subprocess.run(
        [str(python), "-m", "blocky", "--version"],
        capture_output=True, text=True, env=env, cwd=workdir, timeout=120,
    )
    assert version.stdout.strip().startswith("blocky-mountains "), version.stderr

    # The menu entry installs from the installed package, runs the installed program and
    # passes the validator.
    if sys.platform.startswith("linux"):
        share = tmp_path / "share"
        done = subprocess.run(
            [str(bindir / "blocky-mountains"), "--install-desktop-entry"],
            capture_output=True, text=True, env=env | {"XDG_DATA_HOME": str(share)},
            cwd=workdir, timeout=120,
        )
        assert done.returncode == 0, done.stderr
        desktop = next((share / "applications").glob("*.desktop"))
        assert f"Exec={bindir / 'blocky-mountains'}\n" in desktop.read_text(encoding="utf-8")
        if shutil.which("desktop-file-validate"):
            checked = subprocess.run(
                ["desktop-file-validate", str(desktop)], capture_output=True, text=True
            )
            assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout


@pytest.mark.slow
def test_an_editable_install_prints_no_note_and_finds_its_data(tmp_path: Path) -> None:
    """The package layout needs no import hook: setuptools has no "Editable installation"
    note to print, and the checkout's data (board files, icons, desktop files and the
    translations compiled into it) is found from any folder."""
    source = _tracked_copy(tmp_path / "source")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "--no-deps",
         "-e", str(source)],
        capture_output=True, text=True, timeout=900,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    output = done.stdout + done.stderr
    assert "Editable installation" not in output and "BuildBackendWarning" not in output, output
    lrelease = Path(sys.executable).parent / (
        "pyside6-lrelease.exe" if os.name == "nt" else "pyside6-lrelease"
    )
    qm_dir = source / "blocky" / "resources" / "translations"
    qm_dir.mkdir(parents=True, exist_ok=True)
    for ts in (source / "resources" / "translations").glob("*.ts"):
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm_dir / f"{ts.stem}.qm")], check=True)
    probe = (
        "import json, importlib.resources as r, sys; sys.path.insert(0, sys.argv[1]); "
        "from blocky import i18n; f = r.files('blocky.resources'); print(json.dumps(["
        "f.joinpath('catalogue', 'cards.toml').is_file(), "
        "f.joinpath('icons', 'io.github.blockymountains.Companion.svg').is_file(), "
        "f.joinpath('desktop', 'io.github.blockymountains.Companion.desktop').is_file(), "
        "i18n.qm_path('de').is_file(), str(i18n.qm_path('de'))]))"
    )
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    # The probe runs with the venv's Python but PySide6 is not installed there (--no-deps):
    # only the package's files are asked for, not Qt.
    found = subprocess.run(
        [str(python), "-c", probe.replace("sys.path.insert(0, sys.argv[1]); ", ""), ""],
        capture_output=True, text=True, cwd=workdir, timeout=120,
    )
    assert found.returncode == 0, found.stderr
    import json

    *flags, qm = json.loads(found.stdout)
    assert flags == [True, True, True, True]
    assert Path(qm).is_relative_to(source)
