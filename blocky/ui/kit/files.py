"""Every file dialog the app shows is asked for here: it opens in the user's documents
folder (never the folder the program was started from) and, when saving, proposes a
file name that carries the day, so that a family's copies from different days sit side
by side: "blocky-mountains-2026-12-01.json".
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

#: What a proposed name keeps of a title: letters (of any language), digits and hyphens.
_NOT_NAME = re.compile(r"[^\w-]+")


def documents_folder() -> Path:
    """The user's documents folder (the home folder when the system names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def file_stem(title: str) -> str:
    """A title as the start of a file name: "Squirrels kept" -> "squirrels-kept"."""
    stem = _NOT_NAME.sub("-", title.casefold().replace("_", "-")).strip("-")
    return re.sub("-{2,}", "-", stem) or "blocky-mountains"


def proposed_path(stem: str, suffix: str, day: date) -> Path:
    """Where a save dialog starts: ``stem``, the day and ``suffix`` in the documents
    folder ("training-log", ".csv" -> ~/Documents/training-log-2026-12-01.csv)."""
    return documents_folder() / f"{stem}-{day.isoformat()}{suffix}"


def ask_save_path(
    parent: QWidget, title: str, stem: str, suffix: str, file_filter: str, day: date
) -> str:
    """Ask where to save (proposing :func:`proposed_path`); "" when the user cancels.
    The path the user gives always ends in ``suffix``."""
    path, _ = QFileDialog.getSaveFileName(
        parent, title, str(proposed_path(stem, suffix, day)), file_filter
    )
    if path and not path.lower().endswith(suffix.lower()):
        path += suffix
    return path


def ask_open_path(parent: QWidget, title: str, file_filter: str) -> str:
    """Ask which file to open, starting in the documents folder; "" when cancelled."""
    path, _ = QFileDialog.getOpenFileName(parent, title, str(documents_folder()), file_filter)
    return path
