"""Settings: the app's language.

The choice is saved in QSettings and used from the next start: every screen builds its
words once, and rebuilding them all mid-game would risk the game on screen for little gain.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from blocky.i18n import LANGUAGES, SYSTEM, save_language, saved_language, system_language
from blocky.ui.theme import FONT_NORMAL, MIN_TARGET, font


class SettingsDialog(QDialog):
    """Choose the language: the system's, English, Deutsch or Français."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setFont(font(FONT_NORMAL))

        box = QGroupBox(self.tr("Language"))
        box.setObjectName("languageBox")
        box_layout = QVBoxLayout(box)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        system = system_language(QLocale.system().uiLanguages())
        choices = [(SYSTEM, self.tr("Like the system ({0})").format(LANGUAGES[system]))]
        # Each language is named in its own words, so anyone can find theirs.
        choices += list(LANGUAGES.items())
        for code, text in choices:
            button = QRadioButton(text)
            button.setObjectName(f"language_{code}")
            button.setMinimumHeight(MIN_TARGET)
            self.group.addButton(button)
            self.buttons[code] = button
            box_layout.addWidget(button)
        self.buttons[saved_language()].setChecked(True)

        self.note = QLabel(self.tr("The new language is used the next time the app starts."))
        self.note.setObjectName("languageNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.setObjectName("settingsButtons")
        for b in buttons.buttons():
            b.setMinimumHeight(MIN_TARGET)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def chosen(self) -> str:
        for code, button in self.buttons.items():
            if button.isChecked():
                return code
        return SYSTEM

    def accept(self) -> None:
        save_language(self.chosen())
        super().accept()
