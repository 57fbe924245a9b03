"""Write the desktop entry and the AppStream metainfo from the app identity.

The app id, name and version are defined once, in ``blocky/__init__.py``; the command name
comes from ``pyproject.toml``. Run ``python packaging/generate.py`` after changing any of them
(or a template, or the release list below) and commit the result; ``--check`` only compares.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from string import Template
from xml.sax.saxutils import escape

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
sys.path.insert(0, str(ROOT))

from blocky import APP_ID, APP_NAME, __version__  # noqa: E402

SUMMARY = "Table companion for Blocky Mountains and Montgolfière"
DEVELOPER_ID = "io.github.blockymountains"
DEVELOPER_NAME = "The Blocky Mountains Companion authors"


@dataclass(frozen=True)
class Release:
    version: str
    date: str  # ISO date, fixed so the generated files do not change from day to day
    notes: tuple[str, ...]


# Newest first, as AppStream expects. The current version must be listed here.
RELEASES: tuple[Release, ...] = (
    Release(
        "0.1.0",
        "2026-11-29",
        (
            "First release: race game, team game and solo training, with unlimited undo, "
            "a game record that survives a restart, and replay and simulate commands.",
        ),
    ),
)


class GenerateError(Exception):
    """The inputs do not fit together (for example no release entry for the version)."""


def binary_name() -> str:
    """The command that starts the app, as installed by pip (``[project.scripts]``)."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    scripts: dict[str, str] = data["project"]["scripts"]
    for name, target in scripts.items():
        if target == "blocky.__main__:main":
            return name
    raise GenerateError("pyproject.toml has no script for blocky.__main__:main")


def _releases_xml() -> str:
    if not RELEASES or RELEASES[0].version != __version__:
        raise GenerateError(
            f"blocky/__init__.py says version {__version__}, but the newest entry in "
            "RELEASES (packaging/generate.py) is "
            f"{RELEASES[0].version if RELEASES else 'missing'}: add a release for it"
        )
    lines: list[str] = []
    for release in RELEASES:
        lines.append(f'    <release version="{escape(release.version)}" date="{release.date}">')
        lines.append("      <description>")
        lines.extend(f"        <p>{escape(note)}</p>" for note in release.notes)
        lines.append("      </description>")
        lines.append("    </release>")
    return "\n".join(lines)


def desktop_file_name() -> str:
    return f"{APP_ID}.desktop"


def metainfo_file_name() -> str:
    return f"{APP_ID}.metainfo.xml"


def render() -> dict[str, str]:
    """The generated files, by name inside packaging/."""
    binary = binary_name()
    desktop = Template((PACKAGING / "templates" / "app.desktop.in").read_text(encoding="utf-8"))
    metainfo = Template(
        (PACKAGING / "templates" / "app.metainfo.xml.in").read_text(encoding="utf-8")
    )
    return {
        desktop_file_name(): desktop.substitute(
            app_id=APP_ID, app_name=APP_NAME, summary=SUMMARY, binary=binary
        ),
        metainfo_file_name(): metainfo.substitute(
            app_id=escape(APP_ID),
            app_name=escape(APP_NAME),
            summary=escape(SUMMARY),
            binary=escape(binary),
            developer_id=escape(DEVELOPER_ID),
            developer_name=escape(DEVELOPER_NAME),
            releases=_releases_xml(),
        ),
    }


def stale_files() -> list[str]:
    """Names of generated files that are missing or differ from what render() produces."""
    stale: list[str] = []
    for name, text in render().items():
        path = PACKAGING / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check", action="store_true", help="only report files that are out of date"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            stale = stale_files()
            for name in stale:
                print(f"packaging/{name} is out of date: run python packaging/generate.py")
            return 1 if stale else 0
        for name, text in render().items():
            (PACKAGING / name).write_text(text, encoding="utf-8")
            print(f"wrote packaging/{name}")
    except GenerateError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
