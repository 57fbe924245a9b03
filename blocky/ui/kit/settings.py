"""Every setting the app keeps between starts, each defined once here with its type and
its default, read and written through :class:`Settings`'s typed methods (nothing else in
the app names a settings key).

The settings live where Qt keeps an app's settings (QSettings: a file in the user's
config folder, the registry on Windows). When ``BLOCKY_SETTINGS_DIR`` is set they are an
INI file in that folder instead: tests point it at a temporary folder, so they never
change the settings of the person running them.
"""

from __future__ import annotations

import os
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

from blocky.core.registry import UnknownGame, find_game, games
from blocky.i18n import LANGUAGES, SYSTEM

#: A folder for the settings file instead of the system's place (used by the tests).
SETTINGS_DIR_ENV = "BLOCKY_SETTINGS_DIR"

T = TypeVar("T")

#: The colour schemes the settings offer.
SCHEMES = ("system", "light", "dark")
#: The text sizes the settings offer, in per cent of the normal size.
TEXT_SIZES = (100, 115, 130)
#: How many players a game's last set-up keeps (more than any game seats).
MAX_LAST_PLAYERS = 12
#: How many people's last colours are kept (the most recent ones).
MAX_PERSON_COLOURS = 200


class Key(Generic[T]):
    """A setting's key, its type and its value when nothing was saved.

    (A plain class: the settings are read before the first paint, and the dataclasses
    module would add a few milliseconds to it.)"""

    __slots__ = ("default", "name", "type")

    def __init__(self, name: str, type: type[T], default: T) -> None:  # noqa: A002
        self.name = name
        self.type = type
        self.default = default

    def __repr__(self) -> str:
        return f"Key({self.name!r})"


#: The language chosen in the settings dialog: a code of blocky.i18n.LANGUAGES, or SYSTEM.
LANGUAGE = Key("ui/language", str, SYSTEM)
#: The desktop's colour scheme when the app last asked ("dark" or "light"; "": never).
SYSTEM_SCHEME = Key("appearance/systemScheme", str, "")
#: The colour scheme chosen in the settings: "light", "dark" or "system" (the desktop's).
SCHEME = Key("appearance/scheme", str, "system")
#: The size of the app's text, in per cent of the normal size (one of TEXT_SIZES).
TEXT_SIZE = Key("appearance/textSize", int, 100)
#: The players of the last new game of each game and mode, as JSON:
#: {"<game id>/<mode>": [[name, colour], ...]} (colour "" where the game gives none).
LAST_PLAYERS = Key("newGame/lastPlayers", str, "")
#: The colour each person had in the last game that gave them one, in any game and mode,
#: as JSON: {name: colour}, the most recent last.
PERSON_COLOURS = Key("newGame/personColours", str, "")
#: The main window's size and place (QWidget.saveGeometry).
WINDOW_GEOMETRY = Key("window/geometry", QByteArray, QByteArray())
#: The game screen's splitters as the player left them (QSplitter.saveState).
GAME_OUTER_SPLITTER = Key("game/outerSplitter", QByteArray, QByteArray())
GAME_LEFT_SPLITTER = Key("game/leftSplitter", QByteArray, QByteArray())
GAME_RIGHT_SPLITTER = Key("game/rightSplitter", QByteArray, QByteArray())
#: Which arrangement of the game screen the saved splitters were made for (0: none).
GAME_SPLITTER_LAYOUT = Key("game/splitterLayout", int, 0)


def coach_key(game: str) -> Key[bool] | None:
    """Whether the players switched the coach on for ``game`` (a game id of
    blocky.core.registry): the odds from their own record beside the choices. None for a
    game whose registry entry has no coach."""
    try:
        entry = find_game(game)
    except UnknownGame:
        return None
    return Key(f"coach/{entry.id}", bool, False) if entry.coach else None


def every_key() -> tuple[Key[Any], ...]:
    """Every key the app reads or writes, with the coach's of each registered game."""
    coach = (coach_key(entry.id) for entry in games())
    return (*KEYS, *(key for key in coach if key is not None))


#: Every key the app reads or writes, but the coach's (see :func:`every_key`).
KEYS: tuple[Key[Any], ...] = (
    LANGUAGE,
    SYSTEM_SCHEME,
    SCHEME,
    TEXT_SIZE,
    LAST_PLAYERS,
    PERSON_COLOURS,
    WINDOW_GEOMETRY,
    GAME_OUTER_SPLITTER,
    GAME_LEFT_SPLITTER,
    GAME_RIGHT_SPLITTER,
    GAME_SPLITTER_LAYOUT,
)


def use_location_from_environment() -> None:
    """Keep the settings in ``$BLOCKY_SETTINGS_DIR`` when it is set (before any is read)."""
    folder = os.environ.get(SETTINGS_DIR_ENV)
    if folder:
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


class Settings:
    """The app's settings, typed. ``Settings()`` opens them where the app keeps them."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._q = qsettings if qsettings is not None else QSettings()

    @classmethod
    def wrap(cls, settings: Settings | QSettings | None) -> Settings:
        """``settings`` as typed settings (a QSettings is wrapped, None opens them)."""
        return settings if isinstance(settings, Settings) else cls(settings)

    # -- reading and writing one key, by its type -----------------------------------------

    def get_text(self, key: Key[str]) -> str:
        value = self._q.value(key.name, key.default)
        return value if isinstance(value, str) else key.default

    def get_bytes(self, key: Key[QByteArray]) -> QByteArray | None:
        """The saved bytes; None when nothing (or nothing readable) was saved."""
        value = self._q.value(key.name)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def get_int(self, key: Key[int]) -> int:
        value = self._q.value(key.name, key.default)
        try:
            return int(str(value))
        except ValueError:
            return key.default

    def get_bool(self, key: Key[bool]) -> bool:
        value = self._q.value(key.name, key.default)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("true", "1"):
            return True
        if text in ("false", "0"):
            return False
        return key.default

    def put(self, key: Key[T], value: T) -> None:
        if not isinstance(value, key.type):
            raise TypeError(f"the setting {key.name} takes {key.type.__name__}, not {value!r}")
        self._q.setValue(key.name, value)

    def forget(self, key: Key[T]) -> None:
        """Drop the saved value: the default holds again."""
        self._q.remove(key.name)

    def sync(self) -> None:
        """Write the changes to disk now (Qt also does on its own, later)."""
        self._q.sync()

    # -- the settings, by name --------------------------------------------------------------

    def language(self) -> str:
        """The language chosen in the settings dialog, or SYSTEM."""
        value = self.get_text(LANGUAGE)
        return value if value in LANGUAGES or value == SYSTEM else SYSTEM

    def set_language(self, choice: str) -> None:
        if choice not in LANGUAGES and choice != SYSTEM:
            raise ValueError(f"unknown language {choice!r}")
        self.put(LANGUAGE, choice)

    def system_dark(self) -> bool | None:
        """Whether the desktop was dark when the app last looked; None if it never did."""
        value = self.get_text(SYSTEM_SCHEME)
        return None if value not in ("dark", "light") else value == "dark"

    def set_system_dark(self, dark: bool) -> None:
        self.put(SYSTEM_SCHEME, "dark" if dark else "light")

    def window_geometry(self) -> QByteArray | None:
        return self.get_bytes(WINDOW_GEOMETRY)

    def set_window_geometry(self, geometry: QByteArray) -> None:
        self.put(WINDOW_GEOMETRY, geometry)

    def coach_shown(self, game: str) -> bool:
        """Whether the coach is on for ``game`` (a game id of blocky.core.registry)."""
        key = coach_key(game)
        return self.get_bool(key) if key is not None else False

    def set_coach_shown(self, game: str, shown: bool) -> None:
        key = coach_key(game)
        if key is None:
            raise ValueError(f"no coach setting for the game {game!r}")
        self.put(key, shown)

    def scheme(self) -> str:
        """The colour scheme chosen: "light", "dark" or "system"."""
        value = self.get_text(SCHEME)
        return value if value in SCHEMES else "system"

    def set_scheme(self, scheme: str) -> None:
        if scheme not in SCHEMES:
            raise ValueError(f"unknown colour scheme {scheme!r}")
        self.put(SCHEME, scheme)

    def text_size(self) -> int:
        """The size of the text in per cent of the normal size (one of TEXT_SIZES)."""
        value = self.get_int(TEXT_SIZE)
        return value if value in TEXT_SIZES else TEXT_SIZE.default

    def set_text_size(self, percent: int) -> None:
        if percent not in TEXT_SIZES:
            raise ValueError(f"unknown text size {percent!r}")
        self.put(TEXT_SIZE, percent)

    def last_players(self, game_id: str, mode: str) -> list[tuple[str, str]]:
        """The players (name, colour) of the last new game of ``game_id`` in ``mode``;
        [] when none was started yet (or what was saved cannot be read)."""
        import json

        try:
            saved = json.loads(self.get_text(LAST_PLAYERS) or "{}")
        except ValueError:
            return []
        players = saved.get(f"{game_id}/{mode}") if isinstance(saved, dict) else None
        if not isinstance(players, list):
            return []
        out: list[tuple[str, str]] = []
        for entry in players[:MAX_LAST_PLAYERS]:
            if (
                isinstance(entry, list)
                and len(entry) == 2
                and all(isinstance(part, str) for part in entry)
            ):
                out.append((entry[0], entry[1]))
        return out

    def person_colours(self) -> dict[str, str]:
        """The colour each person had in the last game that gave them one (any game, any
        mode); {} when none was saved (or what was saved cannot be read)."""
        import json

        try:
            saved = json.loads(self.get_text(PERSON_COLOURS) or "{}")
        except ValueError:
            return {}
        if not isinstance(saved, dict):
            return {}
        return {n: c for n, c in saved.items() if isinstance(n, str) and isinstance(c, str) and c}

    def remember_colours(self, players: list[tuple[str, str]]) -> None:
        """Keep each player's colour of a new game (a player without one is left as is)."""
        import json

        colours = self.person_colours()
        for name, colour in players:
            if name and colour:
                colours.pop(name, None)
                colours[name] = colour
        kept = dict(list(colours.items())[-MAX_PERSON_COLOURS:])
        self.put(PERSON_COLOURS, json.dumps(kept, ensure_ascii=False))

    def set_last_players(
        self, game_id: str, mode: str, players: list[tuple[str, str]]
    ) -> None:
        import json

        try:
            saved = json.loads(self.get_text(LAST_PLAYERS) or "{}")
        except ValueError:
            saved = {}
        if not isinstance(saved, dict):
            saved = {}
        saved[f"{game_id}/{mode}"] = [[n, c] for n, c in players[:MAX_LAST_PLAYERS]]
        self.put(LAST_PLAYERS, json.dumps(saved, ensure_ascii=False))
