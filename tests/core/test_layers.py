"""The core stands on its own: it imports no game, no store and no Qt."""

from __future__ import annotations

import subprocess
import sys


def test_the_core_imports_no_game_store_or_qt() -> None:
    code = (
        "import sys, blocky.core.game, blocky.core.record, blocky.core.registry, "
        "blocky.core.chance\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] == 'PySide6' or "
        "m.startswith(('blocky.games', 'blocky.store', 'blocky.ui')))\n"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
