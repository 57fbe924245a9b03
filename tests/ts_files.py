"""The translation sources in resources/translations, read the way lrelease reads them."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
#: The update step (``make translations-update``): Qt's pyside6-lupdate plus the game data.
UPDATE = ROOT / "tools" / "translations.py"
LANGUAGES = ("de", "fr")
#: English is the source language: its file holds only the plural forms.
PLURAL_ONLY_LANGUAGES = ("en",)
#: Context of the rules' sentences and of the game data they name (card names, colours).
RULES_CONTEXT = "Rules"

PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}|%n|%L?\d")


@dataclass(frozen=True, slots=True)
class Source:
    """One string to translate: context, English text, disambiguation, plural forms or not."""

    context: str
    text: str
    comment: str = ""
    numerus: bool = False


@dataclass(frozen=True, slots=True)
class Translation:
    """A translation as stored in a .ts file: one form, or one per plural form."""

    forms: tuple[str, ...]
    finished: bool


def placeholders(text: str) -> list[str]:
    """The ``{name}`` and ``%n`` placeholders a translation has to keep."""
    return sorted(PLACEHOLDER.findall(text))


def read_ts(path: Path) -> dict[Source, Translation]:
    out: dict[Source, Translation] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            numerus = msg.get("numerus") == "yes"
            source = Source(
                name, msg.findtext("source") or "", msg.findtext("comment") or "", numerus
            )
            tr = msg.find("translation")
            assert tr is not None and source not in out, source
            forms = (
                tuple(f.text or "" for f in tr.iter("numerusform")) if numerus else (tr.text or "",)
            )
            kind = tr.get("type")
            out[source] = Translation(forms, kind not in ("unfinished", "obsolete", "vanished"))
    return out


def run_update(ts_dir: Path, *also: Path, translations_from: Path | None = None) -> None:
    """Run the update step on the .ts files in ``ts_dir`` (reading ``also`` besides the code,
    taking translations from the .ts files in ``translations_from``)."""
    command = [sys.executable, str(UPDATE), "--silent", "--ts-dir", str(ts_dir)]
    if translations_from is not None:
        command += ["--translations-from", str(translations_from)]
    if also:
        command += ["--also", *map(str, also)]
    run = subprocess.run(command, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
