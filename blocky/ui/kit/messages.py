"""Every message box the app shows is made here: plain text, cut to a readable length,
and never blocking (``open()``, not ``exec()``), so the app never hangs on a message.

A message can quote what a file or a player typed: a 10 MB value from a damaged file,
a name with ``<b>`` in it. Qt lays out a label's whole text before it paints, so such a
quote froze the app for a minute; here every text is shortened first (:func:`shorten`)
and shown as plain text, never as markup.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget

from blocky import APP_NAME

#: The longest message text shown; longer texts end in "…".
MAX_MESSAGE_CHARS = 1500
#: The longest run of characters without a space (a word can only be cut, not wrapped).
MAX_WORD_CHARS = 200
#: The longest "Show details" text.
MAX_DETAIL_CHARS = 20_000

_LONG_WORD = re.compile(r"\S{" + str(MAX_WORD_CHARS + 1) + ",}")


def _cut_word(match: re.Match[str]) -> str:
    # Keep both ends: a long path still shows its folder and its file name.
    word = match.group(0)
    half = (MAX_WORD_CHARS - 1) // 2
    return word[:half] + "\u2026" + word[-half:]


def shorten(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` as a message shows it: at most ``limit`` characters, no word longer than
    :data:`MAX_WORD_CHARS`, what was cut marked with "…"."""
    if len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    return _LONG_WORD.sub(_cut_word, text)


_ICONS = {
    "information": QMessageBox.Icon.Information,
    "warning": QMessageBox.Icon.Warning,
    "critical": QMessageBox.Icon.Critical,
    "question": QMessageBox.Icon.Question,
}


def message_box(
    parent: QWidget | None,
    text: str,
    *,
    informative: str = "",
    detailed: str = "",
    icon: str = "warning",
    title: str = APP_NAME,
    name: str = "",
) -> QMessageBox:
    """A message box with every text shortened and plain; not shown yet (add buttons,
    then :func:`show_message`)."""
    box = QMessageBox(_ICONS[icon], title, shorten(text), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        box.setObjectName(name)
    if informative:
        box.setInformativeText(shorten(informative))
        # Qt guesses the informative text's format from its content: a name such as
        # "<b>Leo</b>" would be drawn bold.
        label = box.findChild(QLabel, "qt_msgbox_informativelabel")
        if label is not None:
            label.setTextFormat(Qt.TextFormat.PlainText)
    if detailed:
        box.setDetailedText(shorten(detailed, MAX_DETAIL_CHARS))
    return box


def add_buttons(
    box: QMessageBox, buttons: Sequence[tuple[str, QMessageBox.ButtonRole, str]]
) -> list[QPushButton]:
    """Buttons as (text, role, object name); the last one is the default."""
    made = []
    for text, role, name in buttons:
        button = box.addButton(text, role)
        button.setObjectName(name)
        made.append(button)
    if made:
        box.setDefaultButton(made[-1])
    return made


def show_message(box: QMessageBox) -> QMessageBox:
    """Show ``box`` without blocking: its answer arrives through ``finished``."""
    box.open()
    return box


def tell(
    parent: QWidget | None,
    text: str,
    *,
    informative: str = "",
    icon: str = "warning",
    title: str = APP_NAME,
    name: str = "",
) -> QMessageBox:
    """Say something that needs no answer but OK."""
    return show_message(
        message_box(parent, text, informative=informative, icon=icon, title=title, name=name)
    )
