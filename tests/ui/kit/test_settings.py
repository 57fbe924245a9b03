"""The app's settings: each key defined once with its type and default, read and written
through typed methods; a value of the wrong type is refused, an unreadable one reads as
the default; nothing else in the app names a settings key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from blocky.i18n import SYSTEM
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.settings import LANGUAGE, Settings

BLOCKY = Path(__file__).resolve().parents[3] / "blocky"


def test_nothing_saved_reads_as_the_defaults() -> None:
    settings = Settings()
    assert settings.language() == SYSTEM
    assert settings.system_dark() is None
    assert settings.window_geometry() is None
    assert settings.get_int(app_settings.GAME_SPLITTER_LAYOUT) == 0
    assert settings.get_bytes(app_settings.GAME_LEFT_SPLITTER) is None


def test_values_come_back_with_their_type_after_a_restart() -> None:
    settings = Settings()
    settings.set_language("fr")
    settings.set_system_dark(True)
    settings.set_window_geometry(QByteArray(b"\x01\x02"))
    settings.put(app_settings.GAME_SPLITTER_LAYOUT, 2)
    settings.sync()
    again = Settings()
    assert again.language() == "fr"
    assert again.system_dark() is True
    assert again.window_geometry() == QByteArray(b"\x01\x02")
    # INI files keep numbers as text: read back as the int it was.
    assert again.get_int(app_settings.GAME_SPLITTER_LAYOUT) == 2
    again.forget(app_settings.GAME_SPLITTER_LAYOUT)
    assert Settings().get_int(app_settings.GAME_SPLITTER_LAYOUT) == 0


def test_wrong_values_are_refused_and_unreadable_ones_read_as_the_default() -> None:
    settings = Settings()
    with pytest.raises(ValueError, match="unknown language"):
        settings.set_language("xx")
    with pytest.raises(TypeError, match="ui/language takes str"):
        settings.put(LANGUAGE, 3)  # type: ignore[arg-type]
    # Written by hand (or by an older app) into the file.
    raw = QSettings()
    raw.setValue(LANGUAGE.name, "klingon")
    raw.setValue(app_settings.SYSTEM_SCHEME.name, "purple")
    raw.setValue(app_settings.GAME_SPLITTER_LAYOUT.name, "two")
    raw.setValue(app_settings.WINDOW_GEOMETRY.name, "not bytes")
    assert settings.language() == SYSTEM
    assert settings.system_dark() is None
    assert settings.get_int(app_settings.GAME_SPLITTER_LAYOUT) == 0
    assert settings.window_geometry() is None


def test_the_coach_is_remembered_per_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    raw = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = Settings(raw)
    assert not settings.coach_shown("blocky-mountains")
    settings.set_coach_shown("blocky-mountains", True)
    raw.sync()
    again = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert again.coach_shown("blocky-mountains")
    assert not again.coach_shown("montgolfiere")
    # Unreadable: the default (off); a game without a coach setting is refused.
    key = app_settings.coach_key("montgolfiere")
    assert key is not None
    raw.setValue(key.name, "perhaps")
    assert not settings.coach_shown("montgolfiere")
    with pytest.raises(ValueError):
        settings.set_coach_shown("chess", True)


def test_the_coach_setting_follows_the_registry(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from blocky.core.registry import GameEntry, register, unregister

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    register(GameEntry("toy-coached", rules_path="tests.core.toy_game:RPS", coach=True))
    register(GameEntry("toy-plain", rules_path="tests.core.toy_game:RPS"))
    try:
        settings.set_coach_shown("toy-coached", True)
        assert settings.coach_shown("toy-coached")
        assert "coach/toy-coached" in {key.name for key in app_settings.every_key()}
        with pytest.raises(ValueError):
            settings.set_coach_shown("toy-plain", True)
        assert not settings.coach_shown("toy-plain")
    finally:
        unregister("toy-coached")
        unregister("toy-plain")


def test_each_key_is_defined_once() -> None:
    every = app_settings.every_key()
    names = [key.name for key in every]
    assert len(names) == len(set(names))
    assert {"coach/blocky-mountains", "coach/montgolfiere"} <= set(names)
    assert {type(key.default) for key in every} <= {str, int, bool, QByteArray}
    assert all(isinstance(key.default, key.type) for key in every)


def test_only_the_settings_module_opens_the_settings() -> None:
    opening = re.compile(r"\bQSettings\b|\bsettings\.(setValue|value|remove)\(")
    found = sorted(
        str(path.relative_to(BLOCKY))
        for path in BLOCKY.rglob("*.py")
        if opening.search(path.read_text(encoding="utf-8"))
    )
    assert found == ["ui/kit/settings.py"]


def test_the_settings_folder_can_be_chosen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(app_settings.SETTINGS_DIR_ENV, str(tmp_path))
    app_settings.use_location_from_environment()
    assert Path(QSettings().fileName()).is_relative_to(tmp_path)
