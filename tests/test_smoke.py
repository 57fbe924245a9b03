import subprocess
import sys


def test_cli_version_runs() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "blocky", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.startswith("blocky-mountains ")


def test_rules_and_store_import_no_qt() -> None:
    code = (
        "import sys, blocky.games.blocky_mountains.game, blocky.games.blocky_mountains.record, blocky.games.blocky_mountains.describe, blocky.store; "
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
