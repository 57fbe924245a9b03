"""Qt's own file dialog speaks the app's language whole: Qt's translations plus the few
labels the German one lacks (blocky/ui/kit/qt_words.py)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel

from blocky.i18n import install_translators

ENGLISH = {"Look in:", "Files of type:", "File name:", "&Open", "Open", "Cancel", "&Save", "Save"}


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_file_dialog_has_no_english_label(qtbot, qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    install_translators(qapp, language)
    try:
        for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
            dialog = QFileDialog()
            qtbot.addWidget(dialog)
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
            dialog.setAcceptMode(mode)
            dialog.setNameFilter("CSV (*.csv)")
            texts = {w.text() for w in dialog.findChildren(QLabel) if w.text()}
            texts |= {w.text() for w in dialog.findChildren(QAbstractButton) if w.text()}
            assert {"lookInLabel", "fileTypeLabel"} <= {
                w.objectName() for w in dialog.findChildren(QLabel)
            }
            assert not texts & ENGLISH, texts & ENGLISH
    finally:
        install_translators(qapp, "en")
