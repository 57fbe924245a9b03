"""Bring the translation sources in resources/translations up to date with the code.

``make translations-update`` runs this. Qt's own ``pyside6-lupdate`` reads the strings of
blocky/ui (``self.tr``, ``Context.tr``, ``QCoreApplication.translate``,
``QT_TRANSLATE_NOOP``), adds new ones to the .ts files as unfinished, keeps the translation
of every string still in use and drops the rest. Two kinds of strings lupdate cannot see
are written first, as ``QT_TRANSLATE_NOOP`` lines, into a generated file it reads as well:

- the game data shown on screen: card names, materials and extra tasks from
  blocky/resources/catalogue, and the player colours;
- the rules' sentences: blocky/games/blocky_mountains knows no Qt and words its sentences through a plain
  ``tr`` callable (``tr("...")``, ``plural("%n ...", n)``) that the app translates in the
  "Rules" context (blocky.ui.games.blocky_mountains.controller.RulesTranslator).

English is the source language, so blocky_en.ts holds only the plural forms ("%n
squirrel(s)" -> "1 squirrel", "2 squirrels").

    python tools/translations.py [--ts-dir DIR] [--translations-from DIR]

After merging a branch that added strings, run ``make translations-update``; if the .ts
files conflicted, keep this side's files, save the other side's in a folder (``git show
MERGE_HEAD:resources/translations/blocky_de.ts > DIR/blocky_de.ts``, the same for fr and
en) and run ``python tools/translations.py --translations-from DIR``: its translations of
the strings new here are taken over.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
RULES_CONTEXT = "Rules"
#: Translated languages, then the source language, which needs only its plural forms.
LANGUAGES = ("de", "fr")
PLURAL_ONLY = ("en",)
#: No source locations (line numbers would change the files at every edit of the code),
#: messages sorted, strings no longer in the code dropped.
LUPDATE_OPTIONS = ("-extensions", "py", "-locations", "none", "-sort-messages", "-no-obsolete")


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def rules_sentences(root: Path = ROOT) -> Iterator[tuple[str, bool]]:
    """(text, has plural forms) of every ``tr("...")`` and ``plural("...", n)`` in the rules."""
    for path in sorted((root / "blocky" / "games" / "blocky_mountains").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not (isinstance(node, ast.Call) and node.args and isinstance(node.func, ast.Name)):
                continue
            text = _literal(node.args[0])
            if text and node.func.id == "tr":
                yield text, False
            elif text and node.func.id == "plural" and len(node.args) == 2:
                yield text, True


def data_strings() -> Iterator[str]:
    """The game data the app shows translated: card names, materials, extra tasks, colours."""
    sys.path.insert(0, str(ROOT))
    from blocky.games.blocky_mountains.catalogue import default_catalogue
    from blocky.games.blocky_mountains.state import RACE_COLOURS

    for card in default_catalogue().cards:
        yield card.name
        yield from card.materials
        if card.extra_task is not None:
            yield card.extra_task.text
            yield from card.extra_task.materials
    for colour in RACE_COLOURS:
        yield colour.capitalize()


def generated_source(root: Path = ROOT) -> str:
    """A Python file of the strings above, in the form lupdate reads (never imported)."""
    lines = [
        "# The game data and the rules' sentences, translated by the app in the Rules context.",
        "# Written by tools/translations.py for pyside6-lupdate to read; do not edit.",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication",
        "",
    ]
    plain = dict.fromkeys([*data_strings(), *(t for t, n in rules_sentences(root) if not n)])
    plural = dict.fromkeys(t for t, n in rules_sentences(root) if n)
    ctx = json.dumps(RULES_CONTEXT)
    for text in plain:
        lines.append(f"QT_TRANSLATE_NOOP({ctx}, {json.dumps(text, ensure_ascii=False)})")
    for text in plural:
        # A literal count: lupdate's Python reader takes a plain name there for an encoding.
        lines.append(
            f"QCoreApplication.translate({ctx}, {json.dumps(text, ensure_ascii=False)}, None, 2)"
        )
    return "\n".join(lines) + "\n"


def lupdate() -> Path:
    name = "pyside6-lupdate.exe" if sys.platform == "win32" else "pyside6-lupdate"
    tool = Path(sys.executable).parent / name
    if not tool.exists():
        sys.exit(f"{tool} is missing: it comes with PySide6 (make creates .venv with it)")
    return tool


def _key(context: str, msg: ET.Element) -> tuple[str, str, str, bool]:
    source, comment = msg.findtext("source") or "", msg.findtext("comment") or ""
    return context, source, comment, msg.get("numerus") == "yes"


def adopt(ts: Path, other: Path) -> int:
    """Give the unfinished messages of ``ts`` the finished translation the .ts file
    ``other`` has for the same string (after a merge, the other side's work); returns how
    many. The file is then left for lupdate to lay out again."""
    done = {"unfinished", "obsolete", "vanished"}
    known: dict[tuple[str, str, str, bool], ET.Element] = {}
    for ctx in ET.parse(other).getroot().iter("context"):
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") not in done:
                known[_key(ctx.findtext("name") or "", msg)] = tr
    tree = ET.parse(ts)
    adopted = 0
    for ctx in tree.getroot().iter("context"):
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            theirs = known.get(_key(ctx.findtext("name") or "", msg))
            if tr is not None and tr.get("type") == "unfinished" and theirs is not None:
                msg.remove(tr)
                msg.append(theirs)
                adopted += 1
    if adopted:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return adopted


def update(
    ts_dir: Path = TS_DIR,
    also: tuple[Path, ...] = (),
    translations_from: Path | None = None,
    silent: bool = False,
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        generated = Path(folder) / "data_strings.py"
        generated.write_text(generated_source(), encoding="utf-8")
        sources = [str(ROOT / "blocky" / "ui"), str(generated), *map(str, also)]
        quiet = ["-silent"] if silent else []
        for languages, extra in ((LANGUAGES, []), (PLURAL_ONLY, ["-pluralonly"])):
            ts = [ts_dir / f"blocky_{lang}.ts" for lang in languages]
            command = [str(lupdate()), *LUPDATE_OPTIONS, *quiet, *extra, *sources, "-ts"]
            subprocess.run([*command, *map(str, ts)], check=True)
            if translations_from is None:
                continue
            for path in ts:
                other = translations_from / path.name
                if other.exists() and adopt(path, other):
                    # lupdate lays the file out again, as it writes it.
                    subprocess.run([*command, str(path)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ts-dir", type=Path, default=TS_DIR, help="where the .ts files are")
    parser.add_argument(
        "--translations-from",
        type=Path,
        help="a folder of other blocky_*.ts files (the other side of a merge) whose "
        "translations fill in the strings still unfinished here",
    )
    parser.add_argument("--also", type=Path, nargs="*", default=[], help="more files to read")
    parser.add_argument("--silent", action="store_true", help="print nothing but errors")
    args = parser.parse_args(argv)
    update(args.ts_dir, tuple(args.also), args.translations_from, silent=args.silent)
    return 0


if __name__ == "__main__":
    sys.exit(main())
