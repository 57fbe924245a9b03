"""``make bench``: every speed figure of the project, printed (never asserted)."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable


def _section(module_name: str) -> Callable[[], list[tuple[str, str]]] | None:
    # The benchmark modules are written alongside the parts they measure; run the
    # ones that are there.
    if importlib.util.find_spec(module_name) is None:
        return None
    module = importlib.import_module(module_name)
    run = getattr(module, "run", None)
    return run if callable(run) else None


def main() -> int:
    sections = [
        ("Rules", "bench.rules_bench"),
        ("Store", "bench.store_bench"),
        ("Statistics", "bench.stats_bench"),
        ("Desktop app", "bench.ui_bench"),
    ]
    for title, name in sections:
        run = _section(name)
        if run is None:
            continue
        print(f"{title}:", flush=True)
        for label, value in run():
            print(f"  {label}: {value}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
