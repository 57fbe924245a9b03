"""Every file dialog opens in the user's documents folder, never the folder the program
was started from, and a save dialog proposes a name that carries the day.

The dialogs are Qt's own (no native dialog runs here): each test clicks the real button
on the real statistics screen, reads the dialog that opens and cancels it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from blocky.store import Store
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.kit.files import documents_folder, file_stem, proposed_path

DAY = date(2026, 12, 1)


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home with a documents folder, and the program started from another folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(home / "Documents"))
    program = tmp_path / "program"
    program.mkdir()
    monkeypatch.chdir(program)
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert Path(found) == home / "Documents"
    return home / "Documents"


@pytest.fixture
def screen(qtbot, tmp_path: Path) -> Iterator[StatisticsScreen]:  # type: ignore[no-untyped-def]
    with Store.open(tmp_path / "data.sqlite3") as store:
        w = StatisticsScreen(store, today=lambda: DAY)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        w.refresh()
        yield w


def _dialog_of(qtbot, click: Callable[[], None]) -> tuple[str, list[str], str]:  # type: ignore[no-untyped-def]
    """Click, and read the file dialog that opens (its folder, proposed files and title);
    the dialog is then cancelled."""
    seen: list[tuple[str, list[str], str]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and not seen:
            seen.append(
                (dialog.directory().absolutePath(), dialog.selectedFiles(), dialog.windowTitle())
            )
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    click()
    timer.stop()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    return seen[0]


def test_the_documents_folder_and_a_dated_name(documents: Path) -> None:
    assert documents_folder() == documents
    assert proposed_path("blocky-mountains", ".json", DAY) == (
        documents / "blocky-mountains-2026-12-01.json"
    )
    assert file_stem("Cards mastered in each session") == "cards-mastered-in-each-session"
    assert file_stem("Häufigkeit, wie oft…") == "häufigkeit-wie-oft"


def test_save_everything_opens_in_documents_with_a_dated_name(qtbot, documents, screen) -> None:  # type: ignore[no-untyped-def]
    folder, files, title = _dialog_of(qtbot, screen.export_all_button.click)
    assert title == "Save everything"
    assert Path(folder) == documents != Path(QDir.currentPath())
    assert [Path(f) for f in files] == [documents / "blocky-mountains-2026-12-01.json"]


def test_a_table_opens_in_documents_with_a_dated_name(qtbot, documents, screen) -> None:  # type: ignore[no-untyped-def]
    screen.tabs.setCurrentIndex(1)
    folder, files, _ = _dialog_of(qtbot, screen.export_table_button.click)
    assert Path(folder) == documents
    assert [Path(f) for f in files] == [documents / "cards-2026-12-01.csv"]


def test_a_chart_opens_in_documents_with_a_dated_name(qtbot, documents, screen) -> None:  # type: ignore[no-untyped-def]
    folder, files, _ = _dialog_of(qtbot, screen.squirrel_chart.save_button.click)
    assert Path(folder) == documents
    assert [Path(f) for f in files] == [documents / "squirrels-kept-2026-12-01.png"]


def test_loading_opens_in_documents(qtbot, documents, screen) -> None:  # type: ignore[no-untyped-def]
    folder, _, title = _dialog_of(qtbot, screen.import_button.click)
    assert title == "Load saved games"
    assert Path(folder) == documents


def test_every_file_dialog_is_asked_for_through_the_kit() -> None:
    """No module but the kit's files.py opens a QFileDialog itself (qt_words.py only names
    the dialog's words for the translators)."""
    root = Path(__file__).resolve().parents[2] / "blocky"
    users = sorted(
        str(p.relative_to(root))
        for p in root.rglob("*.py")
        if "QFileDialog." in p.read_text(encoding="utf-8")
        or "import QFileDialog" in p.read_text(encoding="utf-8")
        or "    QFileDialog,\n" in p.read_text(encoding="utf-8")
    )
    assert users == ["ui/kit/files.py"]
