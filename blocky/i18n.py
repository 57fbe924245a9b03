"""Languages: which one the app speaks, and loading its translations.

English is the source language. German and French come from resources/translations
(blocky_<lang>.qm, compiled from the .ts sources by ``make translations``), plus Qt's own
translations so standard dialogs (message box buttons, file and colour dialogs) match.
English has a small file too: the plural forms of counts ("%n squirrel(s)" -> "1 squirrel",
"2 squirrels"), the way Qt words counts in every language.

The language follows the system unless one is chosen in the settings or with ``--lang``.
Qt is imported inside the functions that need it: the rules, the store and the command
line use this module's plain parts without Qt.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

#: Language code -> the language's own name, as the settings dialog lists it.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
SOURCE_LANGUAGE = "en"
#: The setting (blocky/ui/kit/settings.py) that follows the system's language.
SYSTEM = "system"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks ``text`` for translation in ``context`` where it is defined; translate it
    where it is shown. pyside6-lupdate (``make translations-update``) finds these calls."""
    return text


def system_language(ui_languages: Iterable[str]) -> str:
    """The first of the system's preferred languages the app speaks, else English.

    >>> system_language(["de-CH", "en-US"])
    'de'
    >>> system_language(["C"])
    'en'
    """
    for tag in ui_languages:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def choose_language(explicit: str | None, setting: str | None, ui_languages: Iterable[str]) -> str:
    """``--lang`` wins, then the saved setting, then the system.

    >>> choose_language(None, "fr", ["de-DE"])
    'fr'
    >>> choose_language(None, "system", ["de-DE"])
    'de'
    >>> choose_language("en", "fr", ["de-DE"])
    'en'
    """
    for choice in (explicit, setting):
        if choice in LANGUAGES:
            assert choice is not None
            return choice
    return system_language(ui_languages)


def translations_folder() -> Path:
    """Where the compiled .qm files of the app live (inside the installed package)."""
    # The package's folder on disk, where importlib.resources finds it too (installed,
    # editable or the one-folder build); importlib.resources itself would add a dozen
    # modules to the start-up, before the first paint.
    import blocky.resources

    return Path(str(blocky.resources.__file__)).parent / "translations"


def qm_path(language: str) -> Path:
    return translations_folder() / f"blocky_{language}.qm"


# ------------------------------------------------------------------------------- Qt parts


def app_language(explicit: str | None = None, saved: str | None = None) -> str:
    """The language to start in: ``--lang``, else ``saved`` (the settings), else the system."""
    from PySide6.QtCore import QLocale  # noqa: TID251 - Qt only when the app runs

    return choose_language(explicit, saved, QLocale.system().uiLanguages())


def install_translators(app: Any, language: str) -> list[Any]:
    """Install the app's and Qt's translations for ``language`` on ``app``.

    Translators installed earlier by this function are removed first, so a test can
    switch languages. Returns the installed translators (they are children of ``app``,
    which keeps them alive). A missing .qm file leaves that part in English rather than
    stopping the app: a game must never be lost over a translation.
    """
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator  # noqa: TID251

    assert isinstance(app, QCoreApplication)
    for old in app.findChildren(QTranslator, "blockyTranslator"):
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
        old.setParent(None)
    QLocale.setDefault(QLocale(language))
    installed: list[Any] = []
    wanted: list[tuple[str, str | None]] = [(f"blocky_{language}", None)]
    if language != SOURCE_LANGUAGE:
        # English needs only the app's plural forms ("1 squirrel", "2 squirrels").
        from PySide6.QtCore import QLibraryInfo  # noqa: TID251

        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        wanted.insert(0, (f"qtbase_{language}", qt_folder))
    for name, folder in wanted:
        translator = QTranslator(app)
        translator.setObjectName("blockyTranslator")
        path = str(qm_path(language)) if folder is None else str(Path(folder) / f"{name}.qm")
        if translator.load(path) and QCoreApplication.installTranslator(translator):
            installed.append(translator)
        else:
            translator.setParent(None)
    return installed
