"""Settings: the app's language, its colours (light, dark or the desktop's) and the size
of its text, and the way to restore a backup of the saved games.

The choices are saved in the settings (blocky/ui/kit/settings.py). Colours and text size
apply at once; the language from the next start: every screen builds its words once, and
rebuilding them all mid-game would risk the game on screen for little gain.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from blocky.i18n import LANGUAGES, SYSTEM, system_language
from blocky.ui.kit.settings import TEXT_SIZES, Settings
from blocky.ui.kit.theme import (
    FONT_NORMAL,
    MIN_TARGET,
    apply_text_size,
    follow_system_scheme,
    font,
)


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

        settings = Settings()
        looks = QGroupBox(self.tr("Colours and text"))
        looks.setObjectName("appearanceBox")
        looks_form = QFormLayout(looks)
        self.scheme_combo = QComboBox()
        self.scheme_combo.setObjectName("schemeCombo")
        self.scheme_combo.setMinimumHeight(MIN_TARGET)
        for code, text in (
            ("system", self.tr("Like the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            self.scheme_combo.addItem(text, code)
        self.scheme_combo.setCurrentIndex(max(0, self.scheme_combo.findData(settings.scheme())))
        looks_form.addRow(self.tr("Colours:"), self.scheme_combo)
        self.text_size_combo = QComboBox()
        self.text_size_combo.setObjectName("textSizeCombo")
        self.text_size_combo.setMinimumHeight(MIN_TARGET)
        size_names = {100: self.tr("Normal"), 115: self.tr("Large"), 130: self.tr("Very large")}
        for percent in TEXT_SIZES:
            self.text_size_combo.addItem(size_names[percent], percent)
        self.text_size_combo.setCurrentIndex(
            max(0, self.text_size_combo.findData(settings.text_size()))
        )
        looks_form.addRow(self.tr("Text size:"), self.text_size_combo)

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
        layout.addWidget(looks)
        layout.addWidget(games)
        layout.addWidget(buttons)

    def chosen(self) -> str:
        for code, button in self.buttons.items():
            if button.isChecked():
                return code
        return SYSTEM

    def chosen_scheme(self) -> str:
        return str(self.scheme_combo.currentData())

    def chosen_text_size(self) -> int:
        return int(self.text_size_combo.currentData())

    def accept(self) -> None:
        settings = Settings()
        settings.set_language(self.chosen())
        settings.set_scheme(self.chosen_scheme())
        settings.set_text_size(self.chosen_text_size())
        settings.sync()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            # Colours and text size at once, without a restart.
            follow_system_scheme(app, settings)
            apply_text_size(app, self.chosen_text_size())
        super().accept()
