"""Write the desktop entry and the AppStream metainfo from the app identity.

The app id, name and version are defined once, in ``blocky/__init__.py``; the command name
comes from ``pyproject.toml``; the words and their German and French translations from
``blocky/ui/shell/desktop_words.py`` and the .ts files (context "DesktopEntry"). Run
``python packaging/generate.py`` after changing any of them (or a template, or the release
list below) and commit the result; ``--check`` only compares.

Each file is written twice, identical: into packaging/ (the standalone build's install.sh)
and into blocky/resources/desktop/, which the wheel ships for
``blocky-mountains --install-desktop-entry``.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from string import Template
from xml.etree import ElementTree
from xml.sax.saxutils import escape, quoteattr

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
sys.path.insert(0, str(ROOT))

from blocky import APP_ID, APP_NAME, __version__  # noqa: E402
from blocky.ui.shell import desktop_words as words  # noqa: E402

DEVELOPER_ID = "io.github.blockymountains"
DEVELOPER_NAME = "The Blocky Mountains Companion authors"
#: Where the project lives (pyproject.toml's [project.urls] says the same).
HOMEPAGE = "https://github.com/blockymountains/companion"
BUG_TRACKER = f"{HOMEPAGE}/issues"
#: The screenshots as software centres fetch them: docs/screenshots on the main branch.
SCREENSHOT_BASE = "https://raw.githubusercontent.com/blockymountains/companion/main/docs/screenshots"
#: The languages the desktop entry and the metainfo are translated into.
LANGUAGES = ("de", "fr")
TS_DIR = ROOT / "resources" / "translations"
#: The second copy of the generated files, inside the package (see the docstring).
RESOURCE_DIR = ROOT / "blocky" / "resources" / "desktop"


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
    """The command that starts the app, as installed by pip (``[project.gui-scripts]``)."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    scripts: dict[str, str] = data["project"]["gui-scripts"]
    for name, target in scripts.items():
        if target == "blocky.__main__:main":
            return name
    raise GenerateError("pyproject.toml has no GUI script for blocky.__main__:main")


def translations(lang: str) -> dict[str, str]:
    """Source -> translation of the finished messages in the context of the desktop words."""
    path = TS_DIR / f"blocky_{lang}.ts"
    found: dict[str, str] = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        if context.findtext("name") != words.CONTEXT:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                found[message.findtext("source") or ""] = translation.text
    return found


def _translated(text: str, table: dict[str, dict[str, str]]) -> list[tuple[str, str]]:
    """(language, translation) of ``text`` in every language, or an error naming it."""
    pairs = []
    for lang in LANGUAGES:
        if text not in table[lang]:
            raise GenerateError(
                f"resources/translations/blocky_{lang}.ts has no finished translation of "
                f"{text!r}: run tools/translations.py and translate it"
            )
        pairs.append((lang, table[lang][text]))
    return pairs


def _desktop_line(key: str, text: str, table: dict[str, dict[str, str]], end: str = "") -> str:
    lines = [f"{key}={text}{end}"]
    lines.extend(f"{key}[{lang}]={t}{end}" for lang, t in _translated(text, table))
    return "\n".join(lines)


def _xml_element(
    tag: str, text: str, table: dict[str, dict[str, str]], indent: str
) -> str:
    lines = [f"{indent}<{tag}>{escape(text)}</{tag}>"]
    lines.extend(
        f"{indent}<{tag} xml:lang={quoteattr(lang)}>{escape(t)}</{tag}>"
        for lang, t in _translated(text, table)
    )
    return "\n".join(lines)


def _description_xml(table: dict[str, dict[str, str]]) -> str:
    # AppStream's way: each paragraph and item followed by its translations.
    lines = [_xml_element("p", text, table, "    ") for text in words.PARAGRAPHS]
    lines.append("    <ul>")
    lines.extend(_xml_element("li", text, table, "      ") for text in words.FEATURES)
    lines.append("    </ul>")
    return "\n".join(lines)


def _screenshots_xml(table: dict[str, dict[str, str]]) -> str:
    lines = []
    for index, (name, caption) in enumerate(words.SCREENSHOTS):
        if not (ROOT / "docs" / "screenshots" / name).is_file():
            raise GenerateError(f"docs/screenshots/{name} is missing")
        kind = ' type="default"' if index == 0 else ""
        lines.append(f"    <screenshot{kind}>")
        lines.append(_xml_element("caption", caption, table, "      "))
        lines.append(f"      <image>{escape(SCREENSHOT_BASE)}/{escape(name)}</image>")
        lines.append("    </screenshot>")
    return "\n".join(lines)


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
    """The generated files, by name inside packaging/ (and blocky/resources/desktop/)."""
    binary = binary_name()
    table = {lang: translations(lang) for lang in LANGUAGES}
    desktop = Template((PACKAGING / "templates" / "app.desktop.in").read_text(encoding="utf-8"))
    metainfo = Template(
        (PACKAGING / "templates" / "app.metainfo.xml.in").read_text(encoding="utf-8")
    )
    games = "Blocky Mountains;Montgolfière;"
    return {
        desktop_file_name(): desktop.substitute(
            app_id=APP_ID,
            app_name=APP_NAME,
            generic_name=_desktop_line("GenericName", words.GENERIC_NAME, table),
            comment=_desktop_line("Comment", words.SUMMARY, table),
            keywords="\n".join(
                f"Keywords{f'[{lang}]' if lang else ''}={games}{text};"
                for lang, text in [("", words.KEYWORDS), *_translated(words.KEYWORDS, table)]
            ),
            binary=binary,
        ),
        metainfo_file_name(): metainfo.substitute(
            app_id=escape(APP_ID),
            app_name=escape(APP_NAME),
            summary=_xml_element("summary", words.SUMMARY, table, "  "),
            description=_description_xml(table),
            screenshots=_screenshots_xml(table),
            homepage=escape(HOMEPAGE),
            bugtracker=escape(BUG_TRACKER),
            binary=escape(binary),
            developer_id=escape(DEVELOPER_ID),
            developer_name=escape(DEVELOPER_NAME),
            releases=_releases_xml(),
        ),
    }


def targets(name: str) -> list[Path]:
    """Where the generated file ``name`` is written."""
    return [PACKAGING / name, RESOURCE_DIR / name]


def stale_files() -> list[str]:
    """Generated files (relative to the project) that are missing or differ from render()."""
    stale: list[str] = []
    for name, text in render().items():
        for path in targets(name):
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.relative_to(ROOT).as_posix())
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
                print(f"{name} is out of date: run python packaging/generate.py")
            return 1 if stale else 0
        for name, text in render().items():
            for path in targets(name):
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                print(f"wrote {path.relative_to(ROOT).as_posix()}")
    except GenerateError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
