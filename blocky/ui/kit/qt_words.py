"""Words of Qt's own dialogs that Qt's translations leave in English.

Qt's file dialog is translated by the qtbase files the app installs (blocky/i18n.py), but
the German one lacks a few of its labels ("Look in:", "Files of type:"). They are listed
here in Qt's own context, so ``make translations-update`` puts them in the app's .ts
files; the app's translator is asked before Qt's, so its words fill those gaps.
"""

from __future__ import annotations

from blocky.i18n import QT_TRANSLATE_NOOP

#: Labels of Qt's file dialog, in its context "QFileDialog".
FILE_DIALOG_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of type:"),
)
