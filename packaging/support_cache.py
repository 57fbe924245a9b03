"""Put PySide's support code, compiled, into a built bundle (the spec runs this).

The app keeps shiboken's compiled support code beside its own bytecode
(blocky/ui/shim.py), so that it is not compiled again on every start. A program
PyInstaller built writes no bytecode, so the bundle would compile it on every start: the
build compiles it once instead, with the very Python and shiboken the bundle carries, and
puts it where the bundled app looks for it.

Usage: python packaging/support_cache.py BUNDLE/_internal
"""

from __future__ import annotations

import builtins
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    internal = Path(argv[1])
    # blocky/ui/shim.py on its own: importing it as part of the package would
    # load shiboken first, through the package's own cache.
    spec = importlib.util.spec_from_file_location(
        "shim", ROOT / "blocky" / "ui" / "shim.py"
    )
    assert spec is not None and spec.loader is not None
    cache = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cache)
    if "shiboken6" in sys.modules:
        raise SystemExit("support_cache: shiboken6 was loaded already")
    # The bundled app's module, as the bundle names it, and no prefix: the bundle has none.
    sys.pycache_prefix = None
    target = cache.cache_file(internal / "blocky" / "ui" / "shim.pyc")
    kept = cache.KeptCompile({})
    original = builtins.compile
    builtins.compile = kept
    try:
        import shiboken6  # noqa: F401
    finally:
        builtins.compile = original
    if target is None or not kept.used:
        raise SystemExit("support_cache: shiboken compiled no support code here")
    if not cache.write_cache(target, kept.used):
        raise SystemExit(f"support_cache: could not write {target}")
    print(f"support_cache: {len(kept.used)} compiled support modules in {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
