"""Every message box is made by one helper: its text is cut to a readable length and
shown as plain text, and it never blocks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from blocky.store import Store
from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
from blocky.ui.kit.messages import MAX_MESSAGE_CHARS, MAX_WORD_CHARS, shorten, tell


def test_shorten_cuts_long_texts_and_long_words_keeping_both_ends() -> None:
    assert shorten("A short message.") == "A short message."
    long = shorten("x" * 10_000_000)
    assert len(long) <= MAX_MESSAGE_CHARS
    word = "/home/" + "a" * 500 + "/blocky.sqlite3"
    cut = shorten(f"The file {word} is damaged.")
    assert cut.startswith("The file /home/aaa") and cut.endswith("/blocky.sqlite3 is damaged.")
    assert "\u2026" in cut
    assert max(len(w) for w in cut.split()) <= MAX_WORD_CHARS


def test_a_huge_message_is_shown_short_plain_and_without_blocking(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    huge = "<b>Leo</b> " + "9" * 10_000_000
    box = tell(parent, huge, informative=huge)
    assert box.isVisible()
    assert len(box.text()) <= MAX_MESSAGE_CHARS
    assert len(box.informativeText()) <= MAX_MESSAGE_CHARS
    assert box.textFormat() is Qt.TextFormat.PlainText
    informative = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert informative is not None
    assert informative.textFormat() is Qt.TextFormat.PlainText
    box.close()


def test_an_import_that_quotes_a_huge_value_shows_a_short_message(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "huge.json"
    bad.write_text(
        json.dumps(
            {
                "format": "blocky-mountains-export",
                "version": 1,
                "players": [{"uid": "z" * 2_000_000, "name": "Ann"}],
                "games": [],
            }
        ),
        encoding="utf-8",
    )
    monkeypatch.setattr(
        "blocky.ui.kit.files.QFileDialog.getOpenFileName",
        lambda *a, **k: (str(bad), ""),
    )
    with Store.open(tmp_path / "s.sqlite3") as store:
        screen = StatisticsScreen(store)
        qtbot.addWidget(screen)
        screen._on_import_clicked()
        boxes = [b for b in screen.findChildren(QMessageBox) if b.isVisible()]
        assert len(boxes) == 1
        # The refusal quotes the value; the box shows the start of it, not 2 MB.
        assert "zzzz" in boxes[0].text()
        assert len(boxes[0].text()) <= MAX_MESSAGE_CHARS
        assert store.players() == []
        boxes[0].close()
