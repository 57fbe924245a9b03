"""Test-wide set-up: Qt runs headless, and the app's settings live in a folder of the
test run (blocky/ui/kit/settings.py), so no test, nor any app a test starts, ever
changes the settings of the person running them."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BLOCKY_SETTINGS_DIR"] = tempfile.mkdtemp(prefix="blocky-test-settings-")
