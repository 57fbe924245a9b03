"""The games this app knows, by id: where each one's rules, data, screens and statistics live.

Entries name modules by their import path, loaded only when asked for, so the core and
the store never import Qt and a game's screens are loaded only when it is shown.
Adding a game means adding its folder and one entry to :data:`GAMES`.

>>> entry = find_game("blocky-mountains")
>>> entry.rules().game_type.name
'Blocky Mountains'
>>> find_game("chess")
Traceback (most recent call last):
...
blocky.core.registry.UnknownGame: this app does not know the game 'chess' (it knows: blocky-mountains, montgolfiere)
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple

from blocky.core.text import show

if TYPE_CHECKING:
    from blocky.core.game import Game


class UnknownGame(LookupError):
    """A game id this app does not know. ``game_id`` is the id that was asked for."""

    def __init__(self, game_id: str, known: tuple[str, ...]) -> None:
        super().__init__(
            f"this app does not know the game {show(game_id)} (it knows: {', '.join(known)})"
        )
        self.game_id = game_id


def _load(path: str) -> Any:
    """The object at ``"package.module:name"``."""
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


class GameEntry(NamedTuple):
    """One game: its id and the import paths (``"module:name"``) of its parts.

    (A named tuple, not a dataclass: the start screen reads the registry before its first
    paint, and the dataclasses module would add a few milliseconds to it.)"""

    id: str
    #: The rules object (a :class:`~blocky.core.game.Game`).
    rules_path: str
    #: The package holding its built-in data files, and their folder in it.
    data_package: str = ""
    data_folder: str = ""
    #: The UI plug-in (screens), loaded only by the UI; "" when it has none yet.
    ui_path: str = ""
    #: The statistics hooks, loaded only by the statistics; "" when it has none yet.
    statistics_path: str = ""
    #: Reads a stored set-up's mode and players without the rules (a function of the
    #: set-up's JSON that raises ValueError when unsure), for the start screen's first
    #: look at the saved games (blocky/store/peek.py): what it returns answers what the
    #: UI plug-in's ``mode_of``, ``seats`` and ``standing`` read of a set-up. "" when the
    #: game has none: its saved games are then listed once the store is open.
    seating_path: str = ""

    def rules(self) -> Game[Any, Any, Any, Any]:
        game: Game[Any, Any, Any, Any] = _load(self.rules_path)
        return game

    def ui(self) -> Any:
        """The game's UI plug-in (imports Qt); None when it has none."""
        return _load(self.ui_path) if self.ui_path else None

    def statistics(self) -> Any:
        """The game's statistics hooks; None when it has none."""
        return _load(self.statistics_path) if self.statistics_path else None

    def seating(self) -> Any:
        """The game's light reader of a stored set-up; None when it has none."""
        return _load(self.seating_path) if self.seating_path else None


GAMES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            "blocky-mountains",
            rules_path="blocky.games.blocky_mountains.plugin:BLOCKY_MOUNTAINS",
            data_package="blocky.resources",
            data_folder="catalogue",
            ui_path="blocky.ui.games.blocky_mountains.plugin:BLOCKY_MOUNTAINS_UI",
            seating_path="blocky.games.blocky_mountains.seating:seating_from_json",
        ),
        GameEntry(
            "montgolfiere",
            rules_path="blocky.games.montgolfiere.plugin:MONTGOLFIERE",
            data_package="blocky.resources",
            data_folder="montgolfiere",
            ui_path="blocky.ui.games.montgolfiere.plugin:MONTGOLFIERE_UI",
            seating_path="blocky.games.montgolfiere.seating:seating_from_json",
        ),
    )
}


def find_game(game_id: str) -> GameEntry:
    """The entry of ``game_id``; raises :class:`UnknownGame` with a clear message."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(str(game_id), tuple(GAMES)) from None


def games() -> Iterator[GameEntry]:
    """Every known game, in the order they were listed."""
    return iter(GAMES.values())


def register(entry: GameEntry) -> None:
    """Add a game (a game of the app is listed in :data:`GAMES`; tests add their own)."""
    if entry.id in GAMES:
        raise ValueError(f"a game with the id {entry.id!r} is already registered")
    GAMES[entry.id] = entry


def unregister(game_id: str) -> None:
    """Remove a game added with :func:`register`."""
    GAMES.pop(game_id, None)
