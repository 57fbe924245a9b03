"""Errors from the store and the rules, said in the app's language.

The store and the rules know no Qt: their errors carry an English sentence plus a
machine-readable ``kind`` and ``params``. This module words each known kind in the
player's language (a game's own errors in the words its UI plug-in gives); an error without a known kind keeps its English sentence, which is
better than saying nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale

from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.theme import colour_name


class Errors(TranslationContext):
    """The translation context of the messages that word errors: ``Errors.tr("...")`` is Qt's
    tr() in it, a form pyside6-lupdate reads (plural: ``Errors.tr("%n ...", None, n)``)."""


def _store_templates() -> dict[str, Callable[[], str]]:
    return {
        "newer": lambda: Errors.tr(
            "{path} was saved by a newer version of the app (data version {version}; this "
            "app knows up to {known}). Please update the app. The file was left as it is."
        ),
        "damaged": lambda: Errors.tr(
            "The saved games in {path} are damaged. The file was left as it is. Backups "
            "you can restore: {backups}. Restore one, or move the file away to start afresh."
        ),
        "damaged_no_backup": lambda: Errors.tr(
            "The saved games in {path} are damaged. The file was left as it is. There is no "
            "backup of it to restore; move the file away to start afresh."
        ),
        "not_database": lambda: Errors.tr(
            "{path} is not a Blocky Mountains database. The file was left as it is; choose "
            "another file or folder."
        ),
        "other_program": lambda: Errors.tr(
            "{path} belongs to another program, not to Blocky Mountains. The file was left "
            "as it is; choose another file or folder."
        ),
        "read_only": lambda: Errors.tr(
            "The app cannot save in the folder {path}: it is read-only. Choose another "
            "folder for the app's data, or make this one writable."
        ),
        "disk_full": lambda: Errors.tr(
            "The disk holding {path} is full, so the last step could not be saved. "
            "Everything saved before it is safe. Free some space and try again."
        ),
        "open_elsewhere": lambda: Errors.tr(
            "The saved games in {path} are already open in another window of the app. "
            "Close that window first."
        ),
        "read_only_file": lambda: Errors.tr(
            "The file {path} is marked read-only, so the app cannot save your games in it. "
            "Remove the read-only mark in the file's properties, or choose another folder."
        ),
        "no_permission": lambda: Errors.tr(
            "The app is not allowed to change {path}: it belongs to another user or its "
            "permissions forbid it. Give your user the right to change it, or choose another "
            "folder for the app's data."
        ),
        "hot_journal": lambda: Errors.tr(
            "The saved games in {path} were being saved when the app or the computer "
            "stopped, and that last save can only be finished where the app may write; "
            "{folder} is not such a place. Make it writable, or copy the file together with "
            "the '-journal' file beside it to a writable folder, and open it again. The file "
            "was left as it is."
        ),
        "locked_by_other_program": lambda: Errors.tr(
            "Another program is using {path} right now (it holds a lock on it). Close that "
            "program, then open the app again. The file was left as it is."
        ),
        "board_unusable": lambda: Errors.tr("The board data cannot be used: {detail}"),
        "backup_unusable": lambda: Errors.tr(
            "The backup {path} cannot be restored ({detail}). Nothing was changed; choose "
            "another backup."
        ),
        "no_name": lambda: Errors.tr(
            "A name cannot be empty: it needs at least one visible letter, digit or sign."
        ),
        "name_too_long": lambda: Errors.tr("A name may have at most {max} characters."),
        "name_not_text": lambda: Errors.tr("A name must be text."),
        "name_unsavable": lambda: Errors.tr("The name contains characters that cannot be saved."),
        "same_name_in_game": lambda: Errors.tr(
            "Two different players in one game of the file are both called '{name}'. Names "
            "must tell players apart, so this file cannot be loaded; rename one of them where "
            "the file was saved, and save it again. Nothing was loaded."
        ),
        "same_player_twice": lambda: Errors.tr(
            "Two players of one game in the file would both be the player '{name}' here, who "
            "cannot take two seats in one game. Rename the player '{name}' here, then load "
            "the file again. Nothing was loaded."
        ),
        "newer_export": lambda: Errors.tr(
            "This export was written by a newer version of the app (export version "
            "{version}; this app reads up to {known}). Please update the app. Nothing was "
            "loaded."
        ),
        "unknown_game": lambda: Errors.tr(
            "The file holds a game of '{name}', which this app does not know; a newer "
            "version of the app may load it. Nothing was loaded."
        ),
        "newer_rules": lambda: Errors.tr(
            "The file holds a game of {name} played with newer rules (rules version "
            "{version}; this app knows up to {known}). Please update the app. Nothing was "
            "loaded."
        ),
        "cannot_use": lambda: Errors.tr("The app cannot read or write {path} ({detail})."),
        "unusable": lambda: Errors.tr("The saved games in {path} could not be used ({detail})."),
        "no_folder": lambda: Errors.tr(
            "The folder for your games cannot be created: {path} ({detail})."
        ),
    }


def game_templates(exc: BaseException) -> dict[str, Callable[[], str]] | None:
    """The words of a game's own errors (a set-up that cannot be played), from the game's
    UI plug-in (``GameUI.error_templates``); None when no game words ``exc``."""
    from blocky.core.registry import games

    for entry in games():
        ui = entry.ui()
        templates = ui.error_templates(exc) if ui is not None else None
        if templates is not None:
            return dict(templates)
    return None


def error_text(exc: BaseException) -> str:
    """What to show for ``exc``: the translated sentence for its kind, else its own text."""
    kind = getattr(exc, "kind", "")
    params = dict(getattr(exc, "params", {}) or {})
    templates = game_templates(exc) or _store_templates()
    if kind == "damaged" and not params.get("backups"):
        kind = "damaged_no_backup"  # "Backups you can restore: 0. Restore one" would mislead
    template = templates.get(kind) if isinstance(kind, str) else None
    if template is None:
        text = str(exc)
        # The rules' reasons start in lower case to fit inside a sentence; shown alone
        # they start with a capital.
        return text[:1].upper() + text[1:]
    if isinstance(params.get("colour"), str):
        params["colour"] = colour_name(str(params["colour"]))
    if isinstance(params.get("name"), str):
        from blocky.ui.kit.widgets import short_name

        params["name"] = short_name(str(params["name"]))
    if isinstance(params.get("max"), int):
        params["max"] = QLocale().toString(int(params["max"]))
    try:
        return template().format(**{k: str(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):
        return str(exc)


def board_error_templates() -> dict[str, Callable[[], str]]:
    """The words of a game's board data that cannot be read when a game starts (a file the
    app ships with, edited into something it cannot use); its ``detail`` names the file and
    what is wrong there, in English, as the file is written."""
    return {
        "board": lambda: Errors.tr(
            "The game cannot start: its board data cannot be read ({detail}). Put the file "
            "back as the app installed it, or install the app again."
        )
    }


def shipped_board_text(exc: BaseException) -> str:
    """Why there is no board to check: the board data the app ships with cannot be read
    (a game's board error, whose ``detail`` names the file and what is wrong there)."""
    detail = str(dict(getattr(exc, "params", {}) or {}).get("detail", exc))
    return Errors.tr(
        "The board data the app ships with cannot be read ({detail}). Put the file back "
        "as the app installed it, or install the app again."
    ).format(detail=detail)
