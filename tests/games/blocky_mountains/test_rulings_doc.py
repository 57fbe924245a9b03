"""docs/rulings.md: every ruling the code cites is written down, and every one is tested."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "rulings.md"
CODE = ROOT / "blocky"
GAME = CODE / "games" / "blocky_mountains"
TESTS = ROOT / "tests" / "games" / "blocky_mountains"

#: The rulings there are: race R1-R13, team T1-T10, solo S1-S5.
EXPECTED = (
    [f"R{n}" for n in range(1, 14)]
    + [f"T{n}" for n in range(1, 11)]
    + [f"S{n}" for n in range(1, 6)]
)

_CITE = re.compile(r"\b([RTS])(\d+)\b(?:\s*[-\u2013]\s*\1(\d+)\b)?")
_ENTRY = re.compile(r"^### ([RTS]\d+)\. (.+)$", re.M)
_TEXT_TOKENS = {tokenize.COMMENT, tokenize.STRING}
if hasattr(tokenize, "FSTRING_MIDDLE"):  # Python 3.12 splits f-strings into parts
    _TEXT_TOKENS.add(tokenize.FSTRING_MIDDLE)


def cited(text: str) -> set[str]:
    """The ruling numbers a text names; a range such as "R1-R13" names every one in it."""
    out: set[str] = set()
    for letter, first, last in _CITE.findall(text):
        end = int(last) if last else int(first)
        out.update(f"{letter}{n}" for n in range(int(first), end + 1))
    return out


def code_citations() -> dict[str, set[str]]:
    """Ruling number -> the files under blocky/ whose comments or strings cite it."""
    where: dict[str, set[str]] = {}
    for path in sorted(CODE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type in _TEXT_TOKENS:
                for number in cited(tok.string):
                    where.setdefault(number, set()).add(str(path.relative_to(ROOT)))
    return where


def doc_entries() -> dict[str, str]:
    """Ruling number -> the text of its entry in docs/rulings.md."""
    text = DOC.read_text(encoding="utf-8")
    heads = list(_ENTRY.finditer(text))
    out: dict[str, str] = {}
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else text.find("\n## ", head.end())
        assert head.group(1) not in out, f"{head.group(1)} has two entries"
        out[head.group(1)] = text[head.start() : end if end > 0 else len(text)]
    return out


def ruling_tests() -> dict[str, list[str]]:
    """Ruling number -> the tests under tests/games/blocky_mountains named after it (test_R4_...)."""
    out: dict[str, list[str]] = {}
    for path in sorted(TESTS.glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                m = re.match(r"test_([RTS]\d+)_", node.name)
                if m:
                    out.setdefault(m.group(1), []).append(node.name)
    return out


def test_cited_finds_numbers_and_ranges() -> None:
    assert cited("# R5, T8") == {"R5", "T8"}
    assert cited("Rule numbers (R1-R3, S1-S2)") == {"R1", "R2", "R3", "S1", "S2"}
    assert cited("RULINGS §5, R100x, TR9, S") == set()


def test_the_doc_has_exactly_the_rulings_in_order() -> None:
    assert list(doc_entries()) == EXPECTED


def test_every_ruling_the_code_cites_is_in_the_doc() -> None:
    where = code_citations()
    missing = {n: sorted(files) for n, files in where.items() if n not in doc_entries()}
    assert not missing, f"cited in the code but not in docs/rulings.md: {missing}"
    # The scan sees the code's citations at all (a broken scan would pass the check above).
    assert {"R4", "R12", "T6", "T9", "S2"} <= set(where)
    assert set(where) <= set(EXPECTED)


def test_every_ruling_in_the_doc_has_a_named_test() -> None:
    tests = ruling_tests()
    untested = [n for n in doc_entries() if not tests.get(n)]
    assert not untested, f"rulings with no test_<number>_... under tests/games/blocky_mountains: {untested}"
    assert set(tests) <= set(EXPECTED), sorted(set(tests) - set(EXPECTED))


def test_each_entry_points_to_its_own_tests() -> None:
    for number, entry in doc_entries().items():
        assert f"`test_{number}_*`" in entry, number


def test_names_in_the_doc_exist() -> None:
    """Functions, classes and tests the doc names are still there (renames break the doc)."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in CODE.rglob("*.py"))
    tests = {name for names in ruling_tests().values() for name in names}
    for name in re.findall(r"`([A-Za-z_][A-Za-z0-9_.]*\*?)`", DOC.read_text(encoding="utf-8")):
        if name.startswith("test_"):
            if not name.endswith("*"):
                assert name in tests, name
            continue
        last = name.rsplit(".", 1)[-1]
        assert re.search(rf"\b{re.escape(last)}\b", code), name


def test_paths_in_the_doc_exist() -> None:
    for path in re.findall(r"`((?:blocky|tests|resources)/[^`*]+)`", DOC.read_text("utf-8")):
        assert (ROOT / path).exists(), path


def _top_level_names(path: Path) -> set[str]:
    """The functions, classes and names a module defines at its top level."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_each_function_is_in_the_file_the_doc_names() -> None:
    """`race._change_route` means `_change_route` is defined in blocky/games/blocky_mountains/race.py: a rule
    moved to another file without the doc following it fails here."""
    named = re.findall(r"`([a-z_]+)\.([A-Za-z_][A-Za-z0-9_]*)`", DOC.read_text(encoding="utf-8"))
    for module, name in named:
        path = GAME / f"{module}.py"
        assert path.exists(), f"{module}.{name}: there is no blocky/games/blocky_mountains/{module}.py"
        assert name in _top_level_names(path), f"{module}.{name}: not defined in {path.name}"
    # The check sees the doc's names at all (a broken pattern would pass the loop above).
    assert {m for m, _ in named} >= {"game", "race", "team", "solo", "turns", "attempts"}
