"""``replay`` of a file that is not a game record's file: a named pipe or /dev/zero (which
reading would never finish), a folder, or a file of many megabytes, is refused at once with
exit 2 and a sentence, reading at most the stated size and one byte more."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from blocky import cli
from tests.games.blocky_mountains.golden_scenarios import GOLDEN_DIR, record_json_of

#: A cap for a refused file's process, far above what it takes: only a hang reaches it.
CAP_SECONDS = 120


def _replay(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blocky", "replay", *map(str, args)],
        capture_output=True,
        text=True,
        cwd="/tmp",
        timeout=CAP_SECONDS,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_without_waiting_for_it(tmp_path: Path) -> None:
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    done = _replay("--json", pipe)
    assert done.returncode == 2
    assert done.stderr == (
        f"error: {pipe} is a named pipe, not a file to read; "
        "replay reads a game record saved as a file\n"
    )
    assert "named pipe" in json.loads(done.stdout)["error"]["reason"]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_dev_zero_and_a_folder_are_refused(tmp_path: Path) -> None:
    for path, kind in [(Path("/dev/zero"), "a device"), (tmp_path, "a folder")]:
        done = _replay(path)
        assert done.returncode == 2
        assert done.stderr.startswith(f"error: {path} is {kind}, not a file to read")
        assert "Traceback" not in done.stderr


def test_a_record_over_the_stated_size_is_refused_reading_only_that_much(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.write(b'{"format": "blocky-mountains-record", "actions": [' + b"1, " * 3_500_000)
    assert big.stat().st_size > 10_000_000
    tracemalloc.start()
    try:
        code = cli.main(["replay", str(big)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert code == 2
    assert capsys.readouterr().err == (
        f"error: {big} is larger than 2 MB, the most a game record may have\n"
    )
    assert peak < 3 * cli.MAX_RECORD_BYTES  # the limit and one byte, not the file


def test_a_real_record_just_under_the_size_still_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = record_json_of(GOLDEN_DIR / "race_four_players.txt")
    padded = text + " " * (cli.MAX_RECORD_BYTES - len(text.encode("utf-8")))
    path = tmp_path / "race.json"
    path.write_text(padded, encoding="utf-8")
    assert path.stat().st_size == cli.MAX_RECORD_BYTES
    assert cli.main(["replay", str(path)]) == 0
    assert "Traceback" not in capsys.readouterr().err
