"""Settings: the app's language, and the way to restore a backup of the saved games.

The choice is saved in the settings (blocky/ui/kit/settings.py) and used from the next start: every screen builds its
words once, and rebuilding them all mid-game would risk the game on screen for little gain.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from blocky.i18n import LANGUAGES, SYSTEM, system_language
from blocky.ui.kit.settings import Settings
from blocky.ui.kit.theme import FONT_NORMAL, MIN_TARGET, font


class SettingsDialog(QDialog):
    """Choose the language: the system's, English, Deutsch or Français; or restore a
    backup of the saved games."""

    #: "Restore a backup…" was chosen (the main window shows the backups).
    restore_requested = Signal()

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
        self.buttons[Settings().language()].setChecked(True)

        self.note = QLabel(self.tr("The new language is used the next time the app starts."))
        self.note.setObjectName("languageNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)

        games = QGroupBox(self.tr("Your saved games"))
        games.setObjectName("savedGamesBox")
        games_layout = QVBoxLayout(games)
        backups_note = QLabel(
            self.tr(
                "The app keeps a copy of your saved games each day. If something went "
                "wrong, you can go back to one of them."
            )
        )
        backups_note.setWordWrap(True)
        backups_note.setTextFormat(Qt.TextFormat.PlainText)
        self.restore_button = QPushButton(self.tr("Restore a backup\u2026"))
        self.restore_button.setObjectName("settingsRestoreButton")
        self.restore_button.setMinimumHeight(MIN_TARGET)
        self.restore_button.clicked.connect(self.restore_requested)
        games_layout.addWidget(backups_note)
        games_layout.addWidget(self.restore_button)

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
        layout.addWidget(games)
        layout.addWidget(buttons)

    def chosen(self) -> str:
        for code, button in self.buttons.items():
            if button.isChecked():
                return code
        return SYSTEM

    def accept(self) -> None:
        settings = Settings()
        settings.set_language(self.chosen())
        settings.sync()
        super().accept()
