"""docs/montgolfiere.md: every ruling M1-M14 is written down, cited by the code and tested;
the names it gives exist where it says; its record example replays as it says."""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from pathlib import Path

from blocky.games.montgolfiere.actions import ACTION_TYPES
from blocky.games.montgolfiere.record import record_from_json, replay

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "montgolfiere.md"
CODE = ROOT / "blocky" / "games" / "montgolfiere"
TESTS = Path(__file__).resolve().parent
EXPECTED = [f"M{n}" for n in range(1, 15)]
_ENTRY = re.compile(r"^### (M\d+)\. (.+)$", re.M)
_CITE = re.compile(r"\bM(\d+)\b(?:\s*[-\u2013]\s*M(\d+)\b)?")


def _entries() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    heads = list(_ENTRY.finditer(text))
    out: dict[str, str] = {}
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else text.find("\n## ", head.end())
        out[head.group(1)] = text[head.start() : end]
    return out


def _tests() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in sorted(TESTS.glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                m = re.match(r"test_(m\d+|example_\d+)_", node.name)
                if m:
                    out.setdefault(m.group(1), []).append(node.name)
    return out


def test_the_doc_has_every_ruling_in_order() -> None:
    assert list(_entries()) == EXPECTED


def test_every_ruling_and_worked_example_has_a_named_test() -> None:
    tests = _tests()
    for number, entry in _entries().items():
        assert tests.get(number.lower()), number
        assert f"`test_{number.lower()}_*`" in entry, number
    for n in range(1, 8):
        assert tests.get(f"example_{n}"), f"worked example {n}"


def test_every_ruling_the_code_cites_is_in_the_doc() -> None:
    cited: set[str] = set()
    for path in CODE.glob("*.py"):
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline):
            if tok.type in (tokenize.COMMENT, tokenize.STRING):
                for first, last in _CITE.findall(tok.string):
                    cited.update(f"M{n}" for n in range(int(first), int(last or first) + 1))
    assert {"M2", "M4", "M8", "M12"} <= cited <= set(EXPECTED)


def test_functions_the_doc_names_are_in_their_modules() -> None:
    text = DOC.read_text(encoding="utf-8")
    named = re.findall(r"`([a-z_]+)\.([A-Za-z_][A-Za-z0-9_]*)`", text)
    for module, name in named:
        if name in ("toml", "md", "py"):
            continue  # a file name, not a function
        path = CODE / f"{module}.py"
        assert path.exists(), module
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
        members = {m.name for c in classes for m in c.body if isinstance(m, ast.FunctionDef)}
        fields = {
            t.target.id
            for c in classes
            for t in c.body
            if isinstance(t, ast.AnnAssign) and isinstance(t.target, ast.Name)
        }
        assert name in defined | members | fields, f"{module}.{name}"
    for path in re.findall(r"`((?:blocky|tests|resources|docs)/[^`*]+)`", text):
        assert (ROOT / path).exists(), path


def test_the_doc_lists_every_action() -> None:
    text = DOC.read_text(encoding="utf-8")
    for kind in ACTION_TYPES:
        assert f"| `{kind}` |" in text, kind


def test_the_record_example_replays_as_described() -> None:
    (block,) = re.findall(r"```\n(\{.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    state = replay(record_from_json(json.loads(block)))
    assert state.positions == (4, 5) and state.round == 1
