"""Find every translatable string and keep the .ts sources in resources/translations up to date.

``python -m blocky.i18n_extract`` rewrites blocky_de.ts and blocky_fr.ts: new strings are
added as unfinished, translations of strings that still exist are kept, strings that no
longer exist are dropped. ``make translations`` then compiles the .ts files to .qm.

Why not pyside6-lupdate alone: the app translates through small helper functions
(``rules_tr``, ``_t``), the rules build sentences with a plain ``tr`` callable (they know no
Qt), and the game data (card names, materials, extra tasks) lives in TOML. lupdate sees none
of these. This module reads the Python sources with ``ast`` the way lupdate reads them
(``self.tr`` takes the class name as context, ``QCoreApplication.translate`` names its own),
adds those three kinds, and writes the same .ts format that pyside6-lrelease compiles.
"""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

LANGUAGES = ("de", "fr")
#: English is the source language, so only its plural forms need a translation file:
#: "%n squirrel(s)" becomes "1 squirrel" / "2 squirrels" through the same Qt mechanism
#: that gives French "0 écureuil" and German "2 Eichhörnchen".
PLURAL_ONLY_LANGUAGES = ("en",)
#: Context of the rules' sentences and of the game data they name (card names, colours).
RULES_CONTEXT = "Rules"

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"

_PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}|%n|%L?\d")


@dataclass(frozen=True, slots=True)
class Source:
    """One string to translate: its context, English text and whether it has plural forms."""

    context: str
    text: str
    numerus: bool = False


@dataclass(slots=True)
class Found:
    sources: dict[Source, set[str]] = field(default_factory=dict)
    #: Calls to a translate function whose text is not a literal (file:line and call).
    dynamic: list[str] = field(default_factory=list)

    def add(self, source: Source, where: str) -> None:
        self.sources.setdefault(source, set()).add(where)


def placeholders(text: str) -> list[str]:
    """The ``{name}`` and ``%n`` placeholders a translation has to keep."""
    return sorted(_PLACEHOLDER.findall(text))


# ----------------------------------------------------------------------- Python sources


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def _has_count(call: ast.Call, position: int) -> bool:
    """Whether a plural count is passed (third argument of tr, fourth of translate)."""
    return len(call.args) > position or any(k.arg == "n" for k in call.keywords)


def _helper_context(func: ast.FunctionDef) -> tuple[str, bool] | None:
    """``def f(text): return QCoreApplication.translate("Ctx", text)`` -> ("Ctx", False);
    a helper that passes a count on (``translate("Ctx", text, None, n)``) has plural forms."""
    body = [n for n in func.body if not isinstance(n, ast.Expr)]  # skip a docstring
    if len(body) != 1 or not isinstance(body[0], ast.Return) or not func.args.args:
        return None
    value = body[0].value
    param = func.args.args[0].arg
    if (
        isinstance(value, ast.Call)
        and _is_translate(value.func)
        and len(value.args) >= 2
        and isinstance(value.args[1], ast.Name)
        and value.args[1].id == param
    ):
        ctx = _literal(value.args[0])
        return None if ctx is None else (ctx, _has_count(value, 3))
    return None


def _is_plural(func: ast.expr) -> bool:
    return (isinstance(func, ast.Name) and func.id == "plural") or (
        isinstance(func, ast.Attribute) and func.attr == "plural"
    )


def _is_translate(func: ast.expr) -> bool:
    return isinstance(func, ast.Attribute) and func.attr == "translate"


def _helpers(trees: Iterable[ast.Module]) -> dict[str, tuple[str, bool]]:
    out: dict[str, tuple[str, bool]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                ctx = _helper_context(node)
                if ctx is not None:
                    out[node.name] = ctx
    return out


class _Visitor(ast.NodeVisitor):
    def __init__(
        self, found: Found, where: str, helpers: dict[str, tuple[str, bool]], rules: bool
    ) -> None:
        self.found = found
        self.where = where
        self.helpers = helpers
        self.rules = rules
        self.classes: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        # A helper passes its parameter on: that call is not a string to translate.
        if node.name not in self.helpers:
            self.generic_visit(node)

    def _text(self, call: ast.Call, arg: ast.expr, context: str, numerus: bool) -> None:
        text = _literal(arg)
        if text is None:
            self.found.dynamic.append(f"{self.where}:{call.lineno}: {ast.unparse(call)}")
        elif text:
            self.found.add(Source(context, text, numerus), self.where)

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        if isinstance(f, ast.Name) and f.id == "QT_TRANSLATE_NOOP" and len(node.args) == 2:
            ctx = _literal(node.args[0])
            if ctx is not None:
                self._text(node, node.args[1], ctx, False)
        elif self.rules:
            if isinstance(f, ast.Name) and f.id == "tr" and node.args:
                self._text(node, node.args[0], RULES_CONTEXT, False)
            elif _is_plural(f) and len(node.args) == 2:
                # The rules ask a translator that knows plural rules: plural("%n ...", n).
                self._text(node, node.args[0], RULES_CONTEXT, True)
        elif (
            isinstance(f, ast.Attribute)
            and f.attr == "tr"
            and isinstance(f.value, ast.Name)
            and f.value.id == "self"
            and node.args
            and self.classes
        ):
            self._text(node, node.args[0], self.classes[-1], _has_count(node, 2))
        elif _is_translate(f) and len(node.args) >= 2:
            ctx = _literal(node.args[0])
            if ctx is not None:
                self._text(node, node.args[1], ctx, _has_count(node, 3))
        elif isinstance(f, ast.Name) and f.id in self.helpers and node.args:
            context, numerus = self.helpers[f.id]
            self._text(node, node.args[0], context, numerus)
        self.generic_visit(node)


def python_sources(root: Path = ROOT) -> Found:
    found = Found()
    ui_files = sorted((root / "blocky" / "ui").rglob("*.py"))
    rules_files = sorted((root / "blocky" / "rules").glob("*.py"))
    trees = {p: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in ui_files + rules_files}
    helpers = _helpers(trees[p] for p in ui_files)
    for path, tree in trees.items():
        where = path.relative_to(root).as_posix()
        _Visitor(found, where, helpers, rules=path in rules_files).visit(tree)
    return found


def catalogue_sources(found: Found) -> None:
    """Game data shown on screen: card names, materials, extra tasks, player colours."""
    from blocky.rules.catalogue import default_catalogue
    from blocky.rules.state import RACE_COLOURS

    where = "resources/catalogue/cards.toml"
    for card in default_catalogue().cards:
        found.add(Source(RULES_CONTEXT, card.name), where)
        for m in card.materials:
            found.add(Source(RULES_CONTEXT, m), where)
        if card.extra_task is not None:
            found.add(Source(RULES_CONTEXT, card.extra_task.text), where)
            for m in card.extra_task.materials:
                found.add(Source(RULES_CONTEXT, m), where)
    for colour in RACE_COLOURS:
        found.add(Source(RULES_CONTEXT, colour.capitalize()), "blocky/rules/state.py")


def all_sources(root: Path = ROOT) -> Found:
    found = python_sources(root)
    catalogue_sources(found)
    return found


# ---------------------------------------------------------------------------- .ts files


@dataclass(frozen=True, slots=True)
class Translation:
    """A translation as stored in a .ts file: one form, or one per plural form."""

    forms: tuple[str, ...]
    finished: bool


def read_ts(path: Path) -> dict[Source, Translation]:
    out: dict[Source, Translation] = {}
    if not path.exists():
        return out
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            numerus = msg.get("numerus") == "yes"
            source = Source(name, msg.findtext("source") or "", numerus)
            tr = msg.find("translation")
            if tr is None:
                continue
            if numerus:
                forms = tuple(f.text or "" for f in tr.iter("numerusform"))
            else:
                forms = (tr.text or "",)
            kind = tr.get("type")
            out[source] = Translation(forms, kind not in ("unfinished", "obsolete", "vanished"))
    return out


def write_ts(
    path: Path, language: str, sources: dict[Source, set[str]], old: dict[Source, Translation]
) -> tuple[int, int]:
    """Write the .ts file; returns (strings, strings still unfinished)."""
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    by_context: dict[str, list[Source]] = {}
    for s in sources:
        by_context.setdefault(s.context, []).append(s)
    unfinished = 0
    for name in sorted(by_context):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = name
        for s in sorted(by_context[name], key=lambda s: (s.text, s.numerus)):
            msg = ET.SubElement(ctx, "message")
            if s.numerus:
                msg.set("numerus", "yes")
            for where in sorted(sources[s]):
                ET.SubElement(msg, "location", filename="../../" + where)
            ET.SubElement(msg, "source").text = s.text
            prev = old.get(s)
            tr = ET.SubElement(msg, "translation")
            if prev is None or not prev.finished:
                tr.set("type", "unfinished")
                unfinished += 1
            forms = prev.forms if prev is not None else ("",)
            if s.numerus:
                forms = (forms + ("", ""))[: max(2, len(forms))]
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = forms[0]
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return len(sources), unfinished


def plural_sources(sources: dict[Source, set[str]]) -> dict[Source, set[str]]:
    """The strings with plural forms: all the source language's file holds."""
    return {s: where for s, where in sources.items() if s.numerus}


def update(ts_dir: Path = TS_DIR, root: Path = ROOT) -> Found:
    found = all_sources(root)
    ts_dir.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES + PLURAL_ONLY_LANGUAGES:
        path = ts_dir / f"blocky_{lang}.ts"
        sources = found.sources if lang in LANGUAGES else plural_sources(found.sources)
        total, unfinished = write_ts(path, lang, sources, read_ts(path))
        print(f"{path.name}: {total} strings, {unfinished} unfinished")
    return found


def _iter_dynamic(found: Found) -> Iterator[str]:
    yield from found.dynamic


def main() -> int:
    found = update()
    for line in _iter_dynamic(found):
        print("not a literal (make sure its strings are extracted elsewhere):", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
