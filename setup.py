"""Packaging steps that pyproject.toml cannot declare: which packages, and the translations.

- Every package under ``blocky`` is found, not listed by hand (a listed set once left a whole
  subpackage out of the wheel), and the data folders of ``blocky/resources`` (game data,
  icons, desktop files) with the kinds of files each ships.
- The translations are compiled from their committed ``.ts`` sources (the top-level
  ``resources/translations``, which translators edit and the wheel does not ship) into
  ``blocky/resources/translations/*.qm`` as the wheel is built, with Qt's own ``lrelease``
  (from PySide6-Essentials, a build requirement), so a wheel built from a clean clone speaks
  German and French.

Every package lives in the folder its name says (``package_dir`` maps only the root), so an
editable install is a plain path entry for the checkout: setuptools needs no import hook for
it and has no note to print about one.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
TRANSLATIONS = ROOT / "resources" / "translations"


def _lrelease() -> Path:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("building needs PySide6-Essentials for lrelease (a build requirement)")
    folder = Path(next(iter(spec.submodule_search_locations)))
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease"):
        if (folder / name).is_file():
            return folder / name
    raise RuntimeError(f"no lrelease in {folder}")


class BuildWithTranslations(build_py):
    """build_py that also compiles every resources/translations/*.ts into a .qm beside it."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            # An editable install reads blocky/resources/ itself; `make translations` (or
            # tools/tasks.py) compiles the .qm files there.
            return
        target = Path(self.build_lib) / "blocky" / "resources" / "translations"
        target.mkdir(parents=True, exist_ok=True)
        lrelease = _lrelease()
        for ts in sorted(TRANSLATIONS.glob("blocky_*.ts")):
            qm = target / ts.with_suffix(".qm").name
            subprocess.run(
                [str(lrelease), "-silent", "-nounfinished", str(ts), "-qm", str(qm)], check=True
            )
            if not qm.is_file() or qm.stat().st_size == 0:
                sys.exit(f"lrelease wrote no {qm.name}")


# The data folders inside blocky/resources/ are packages of their own (of data only), each
# with the kinds of files it ships. The compiled translations are written into the build by
# BuildWithTranslations (blocky/resources/translations/ holds no committed file).
DATA = {
    "blocky.resources.catalogue": ["*.toml"],
    "blocky.resources.desktop": ["*.desktop", "*.xml"],
    "blocky.resources.icons": ["*.svg", "*.png"],
    "blocky.resources.montgolfiere": ["*.toml"],
}

setup(
    packages=[*find_packages(include=["blocky", "blocky.*"]), *DATA],
    package_dir={"": "."},
    package_data=DATA,
    cmdclass={"build_py": BuildWithTranslations},
)
