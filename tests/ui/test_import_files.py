"""Loading a file saved with "Save everything" that is not such a file: a named pipe or a
device (which reading would never finish), a folder, a file far larger than the app
writes, or text that is not UTF-8, is refused at once in words, and nothing changes."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from blocky.store import Store
from blocky.store.exchange import MAX_IMPORT_BYTES
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.games.blocky_mountains.statistics.screen import ImportFailed


@pytest.fixture
def screen(qtbot, tmp_path: Path) -> Iterator[StatisticsScreen]:  # type: ignore[no-untyped-def]
    store = Store.open(tmp_path / "blocky.sqlite3")
    store.add_player("Ann")
    w = StatisticsScreen(store)
    qtbot.addWidget(w)
    w.refresh()
    yield w
    store.close()


def _refusal(screen: StatisticsScreen, path: Path) -> str:
    with pytest.raises(ImportFailed) as refused:
        screen.import_all_json(path)
    assert [p.name for p in screen._store.players()] == ["Ann"]  # type: ignore[union-attr]
    return str(refused.value)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_a_device_or_a_folder_is_refused_without_reading(
    screen: StatisticsScreen, tmp_path: Path
) -> None:
    pipe = tmp_path / "everything.json"
    os.mkfifo(pipe)
    for path in (pipe, Path("/dev/zero"), tmp_path):
        assert _refusal(screen, path) == (
            "The file cannot be read: it is not a file (a folder, a device or a pipe)"
        )


def test_a_file_larger_than_any_export_is_refused(screen: StatisticsScreen, tmp_path: Path) -> None:
    big = tmp_path / "everything.json"
    with big.open("wb") as f:
        f.truncate(MAX_IMPORT_BYTES + 1)  # sparse: no disk space
    assert _refusal(screen, big) == (
        "The file cannot be read: it is larger than 100 MB, more than a file saved by this "
        "app holds"
    )


def test_a_file_that_is_not_utf8_names_the_line(screen: StatisticsScreen, tmp_path: Path) -> None:
    latin = tmp_path / "everything.json"
    latin.write_bytes('{\n"format": "blocky-mountains-export",\n"note": "réglé"}'.encode("latin-1"))
    assert _refusal(screen, latin).startswith("The file cannot be read: line 3 is not UTF-8 text")
