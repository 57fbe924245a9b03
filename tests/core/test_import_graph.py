"""The import graph of the app, read from the source with ``ast``: no import circles
between modules, and the shell around the games (start screen, main window, dialogs,
statistics) names no game: it reaches a game only through its plug-in in the registry."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "blocky"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(
    node: ast.AST, module: str, is_package: bool, top_only: bool, typing: bool
) -> Iterator[str]:
    """The modules ``node`` imports; with ``top_only`` only those run when the module is
    imported (not inside functions); without ``typing`` not those under
    ``if TYPE_CHECKING:`` (read only by the type checker)."""
    for child in ast.iter_child_nodes(node):
        if top_only and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if not typing and isinstance(child, ast.If) and _is_type_checking(child):
            yield from (
                name
                for branch in child.orelse
                for name in _imports(branch, module, is_package, top_only, typing)
            )
            continue
        if isinstance(child, ast.Import):
            yield from (alias.name for alias in child.names)
        elif isinstance(child, ast.ImportFrom):
            base = child.module or ""
            if child.level:
                anchor = module.split(".")
                anchor = anchor[: len(anchor) - child.level + (1 if is_package else 0)]
                base = ".".join([*anchor, base] if base else anchor)
            yield base
            yield from (f"{base}.{alias.name}" for alias in child.names)
        else:
            yield from _imports(child, module, is_package, top_only, typing)


def import_graph(top_only: bool = True, typing: bool | None = None) -> dict[str, set[str]]:
    """Module -> the app's modules it imports: with ``top_only`` those imported when it
    is loaded, else also those its functions import; with ``typing`` (by default: when
    not ``top_only``) also those only the type checker reads. A package counts as
    imported with each of its modules, since Python runs its ``__init__`` first; a
    module's own packages do not (they have run before it starts)."""
    typing = not top_only if typing is None else typing
    known = modules()
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        targets: set[str] = set()
        for imported in _imports(tree, name, path.name == "__init__.py", top_only, typing):
            parts = imported.split(".")
            for i in range(1, len(parts) + 1):
                candidate = ".".join(parts[:i])
                if candidate in known and not (name + ".").startswith(candidate + "."):
                    targets.add(candidate)
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: each strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_checker_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_the_app_s_imports() -> None:
    graph = import_graph()
    assert "blocky.core.registry" in graph["blocky.store.playing"]
    assert "blocky.ui.kit.game_ui" in graph["blocky.ui.games.blocky_mountains.plugin"]
    # Imports made inside a function run later, not when the module is loaded.
    assert (
        "blocky.ui.games.blocky_mountains.game_screen"
        not in graph["blocky.ui.games.blocky_mountains.plugin"]
    )
    assert (
        "blocky.ui.games.blocky_mountains.game_screen"
        in import_graph(top_only=False)["blocky.ui.games.blocky_mountains.plugin"]
    )


def test_no_import_circles_in_the_app() -> None:
    assert cycles(import_graph()) == []


#: The app around the games and the kit it is built from: they reach a game only through
#: the registry.
SHELL = ("blocky.ui.shell", "blocky.ui.statistics", "blocky.ui.kit")


#: Where the shell still imports a game, (module, game) -> why. The list must match the
#: tree exactly, so it can only shrink.
KNOWN_SHELL_IMPORTS: dict[tuple[str, str], str] = {}


def test_the_shell_imports_no_game() -> None:
    graph = import_graph(top_only=False)
    wrong = {
        (module, target)
        for module, targets in graph.items()
        if module.startswith(SHELL)
        for target in targets
        if target.startswith(("blocky.games.", "blocky.ui.games."))
    }
    assert {(module, game_of(target)) for module, target in wrong} == set(KNOWN_SHELL_IMPORTS)


def test_each_game_with_screens_names_its_plug_in_in_the_registry() -> None:
    from blocky.core.registry import games

    with_screens = [entry for entry in games() if entry.ui_path]
    assert "blocky-mountains" in {entry.id for entry in with_screens}
    for entry in with_screens:
        module, _, name = entry.ui_path.partition(":")
        assert module.startswith("blocky.ui.games.") and name, entry.id
        assert module in modules(), module


# ------------------------------------------------------------- the rules between packages

#: The layers every game shares: they reach a game only through the registry.
GENERIC = (
    "blocky.core",
    "blocky.store",
    "blocky.ui.kit",
    "blocky.ui.shell",
    "blocky.cli",
)

#: Where a generic layer imports a game, (module, game) -> why: none. The test fails on
#: any, and on an entry here that is no longer needed.
KNOWN_GENERIC_IMPORTS: dict[tuple[str, str], str] = {}

#: Where one game still imports another, (module, other game) -> why.
KNOWN_CROSS_IMPORTS: dict[tuple[str, str], str] = {
}

#: The import circles left, each hidden by an import inside a function -> why: none.
KNOWN_CIRCLES: dict[frozenset[str], str] = {}


def game_of(module: str) -> str | None:
    """The game a module belongs to (its rules or its screens); None for the rest."""
    parts = module.split(".")
    if module.startswith("blocky.games.") and len(parts) > 2:
        return parts[2]
    if module.startswith("blocky.ui.games.") and len(parts) > 3:
        return parts[3]
    return None


def _is_generic(module: str) -> bool:
    return any(module == layer or module.startswith(layer + ".") for layer in GENERIC)


def every_import() -> dict[str, set[str]]:
    """Every import that runs, also those inside functions (but not those only the type
    checker reads)."""
    return import_graph(top_only=False, typing=False)


def generic_imports_of_games(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    return {
        (module, game)
        for module, targets in graph.items()
        if _is_generic(module)
        for game in map(game_of, targets)
        if game is not None
    }


def cross_game_imports(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    return {
        (module, other)
        for module, targets in graph.items()
        if (own := game_of(module)) is not None
        for other in map(game_of, targets)
        if other is not None and other != own
    }


def kit_imports_of_the_shell(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    return {
        (module, target)
        for module, targets in graph.items()
        if module.startswith("blocky.ui.kit.")
        for target in targets
        if target == "blocky.ui.shell" or target.startswith("blocky.ui.shell.")
    }


def test_no_generic_layer_imports_a_game_but_the_listed_ones() -> None:
    assert generic_imports_of_games(every_import()) == set(KNOWN_GENERIC_IMPORTS)


def test_no_game_imports_another_but_the_listed_ones() -> None:
    assert cross_game_imports(every_import()) == set(KNOWN_CROSS_IMPORTS)


def test_the_kit_imports_no_shell() -> None:
    assert kit_imports_of_the_shell(import_graph(top_only=False)) == set()


def test_no_circle_hides_behind_an_import_in_a_function_but_the_listed_ones() -> None:
    assert {frozenset(group) for group in cycles(every_import())} == set(KNOWN_CIRCLES)


def test_the_rules_catch_a_forbidden_import() -> None:
    graph = every_import()
    graph["blocky.store.players"] = graph["blocky.store.players"] | {"blocky.games.montgolfiere"}
    graph["blocky.games.montgolfiere.rules"] = graph["blocky.games.montgolfiere.rules"] | {
        "blocky.games.blocky_mountains.state"
    }
    graph["blocky.ui.kit.widgets"] = graph["blocky.ui.kit.widgets"] | {"blocky.ui.shell.library"}
    graph["blocky.core.text"] = graph["blocky.core.text"] | {"blocky.core.registry"}
    assert ("blocky.store.players", "montgolfiere") in generic_imports_of_games(graph)
    assert ("blocky.games.montgolfiere.rules", "blocky_mountains") in cross_game_imports(graph)
    assert kit_imports_of_the_shell(graph) == {("blocky.ui.kit.widgets", "blocky.ui.shell.library")}
    assert frozenset({"blocky.core.registry", "blocky.core.text"}) in {
        frozenset(group) for group in cycles(graph)
    }
