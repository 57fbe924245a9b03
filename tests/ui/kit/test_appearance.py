"""Settings offers light, dark or the system's colours and a text size, applied at once;
the new-game form remembers last time's players."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from blocky.games.blocky_mountains.state import Setup
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.settings import Settings
from blocky.ui.kit.theme import apply_text_size, is_dark, text_scale
from blocky.ui.shell.settings_dialog import SettingsDialog
from tests.ui.driver import start_through_page


def _choose(dialog: SettingsDialog, scheme: str, size: int) -> None:
    dialog.scheme_combo.setCurrentIndex(dialog.scheme_combo.findData(scheme))
    dialog.text_size_combo.setCurrentIndex(dialog.text_size_combo.findData(size))
    dialog.accept()


def test_colours_and_text_size_apply_at_once_and_are_kept(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    base = QApplication.font().pointSizeF()
    try:
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        assert dialog.chosen_scheme() == "system" and dialog.chosen_text_size() == 100
        _choose(dialog, "dark", 130)
        assert is_dark(qapp.palette())
        assert abs(QApplication.font().pointSizeF() - base * 1.3) < 0.01
        assert abs(text_scale() - 1.3) < 0.01
        again = Settings()
        assert again.scheme() == "dark" and again.text_size() == 130

        # The dialog opens with what was chosen; light and normal size come back.
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        assert dialog.chosen_scheme() == "dark" and dialog.chosen_text_size() == 130
        _choose(dialog, "light", 100)
        assert not is_dark(qapp.palette())
        assert abs(QApplication.font().pointSizeF() - base) < 0.01
    finally:
        apply_text_size(qapp, 100)


def test_unknown_appearance_values_read_as_the_defaults() -> None:
    settings = Settings()
    settings.put(app_settings.SCHEME, "purple")
    settings.put(app_settings.TEXT_SIZE, 7)
    assert settings.scheme() == "system"
    assert settings.text_size() == 100


def test_unreadable_last_players_read_as_none() -> None:
    settings = Settings()
    settings.put(app_settings.LAST_PLAYERS, "{not json")
    assert settings.last_players("blocky_mountains", "race") == []
    settings.put(app_settings.LAST_PLAYERS, '{"blocky_mountains/race": [["Ann", 3], "x"]}')
    assert settings.last_players("blocky_mountains", "race") == []


def test_the_form_offers_last_times_players(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    players = [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange")]
    start_through_page(qtbot, window, Setup.race(players, seed=4))
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah", "Lu"], seed=4))
    window.show_start()

    qtbot.mouseClick(window.start_screen.mode_buttons["race"], Qt.MouseButton.LeftButton)
    page = window.new_game_page
    assert page.setup().players == ("Ann", "Ben", "Cleo")
    assert page.setup().colours == ("white", "black", "orange")
    assert page.is_ready()
    assert window.focusWidget() is page.start_button

    window.show_start()
    qtbot.mouseClick(window.start_screen.mode_buttons["team"], Qt.MouseButton.LeftButton)
    assert page.setup().players == ("Mia", "Noah", "Lu")

    # A mode never played yet starts empty.
    window.show_start()
    qtbot.mouseClick(window.start_screen.mode_buttons["solo"], Qt.MouseButton.LeftButton)
    assert not page.is_ready()
    assert page.name_box("solo").name() == ""


def test_titles_and_big_buttons_follow_the_text_size(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    from blocky.ui.kit.widgets import BigButton, scaled_font_label

    base = QApplication.font().pointSizeF()
    title = scaled_font_label("Title", 2.0, bold=True)
    button = BigButton("Go", scale=1.5)
    for w in (title, button):
        qtbot.addWidget(w)
    try:
        apply_text_size(qapp, 130)
        assert abs(title.font().pointSizeF() - base * 1.3 * 2.0) < 0.01
        assert title.font().bold()
        assert abs(button.font().pointSizeF() - base * 1.3 * 1.5) < 0.01
    finally:
        apply_text_size(qapp, 100)
    assert abs(title.font().pointSizeF() - base * 2.0) < 0.01
    assert abs(button.font().pointSizeF() - base * 1.5) < 0.01


def test_the_game_on_screen_follows_a_new_scheme(qtbot, make_window, qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QFrame, QLabel

    from blocky.ui.kit.theme import dark_palette, light_palette

    window = make_window()
    start_through_page(qtbot, window, Setup.team(["Mia", "Noah"], seed=3))
    table = window.game_screen.table
    light, dark = light_palette(), dark_palette()
    box = table.findChild(QFrame, "teamBox")
    label = table.findChild(QLabel, "teamPool")
    assert box is not None and label is not None

    def looks(palette: QPalette) -> bool:
        # What is on the screen: the box's background as painted (inside its border,
        # clear of its rounded corner), and the words' colour.
        picture = box.grab().toImage()
        inside = picture.pixelColor(picture.width() - 8, picture.height() - 8)
        ink = label.palette().color(QPalette.ColorRole.WindowText)
        return inside == QColor(palette.color(QPalette.ColorRole.Base)) and ink == QColor(
            palette.color(QPalette.ColorRole.WindowText)
        )

    assert looks(light)
    try:
        dialog = SettingsDialog(window)
        qtbot.addWidget(dialog)
        _choose(dialog, "dark", 100)
        qtbot.waitUntil(lambda: looks(dark))
        assert not looks(light)
    finally:
        dialog = SettingsDialog(window)
        qtbot.addWidget(dialog)
        _choose(dialog, "light", 100)
    qtbot.waitUntil(lambda: looks(light))
