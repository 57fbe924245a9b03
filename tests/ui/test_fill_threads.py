"""The app's fills are painted on its own thread: Qt starts no helper threads for them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# A fill over many pixel rows, as Qt's raster engine would hand to its thread pool; the
# process's threads are counted before and after it.
_FILL = """
import os, sys
if sys.argv[1] == "app":
    import blocky.ui  # what any of the app's screens imports first
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
app = QGuiApplication([])
before = len(os.listdir("/proc/self/task"))
image = QImage(800, 600, QImage.Format.Format_ARGB32_Premultiplied)
painter = QPainter(image)
for shade in range(10):
    painter.fillRect(0, 0, 800, 600, QColor(shade, 90, 160, 128))
painter.end()
print(len(os.listdir("/proc/self/task")) - before)
"""


def _new_threads(what: str) -> int:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", _FILL, what],
        env=env,
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return int(out.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
def test_the_apps_fills_start_no_helper_threads() -> None:
    # Qt alone hands the fill to helper threads; with the app's screens imported it does not.
    assert _new_threads("qt") > 0
    assert _new_threads("app") == 0
