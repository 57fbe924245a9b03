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

from collections.abc import Callable, Iterator
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple

from blocky.core.text import show

if TYPE_CHECKING:
    from blocky.core.game import Game
    from blocky.core.storage import GameStorage


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
    #: The UI plug-in (screens), loaded only by the UI; "" when it has none yet.
    ui_path: str = ""
    #: Reads a stored set-up's mode and players without the rules (a function of the
    #: set-up's JSON that raises ValueError when unsure), for the start screen's first
    #: look at the saved games (blocky/store/peek.py): what it returns answers what the
    #: UI plug-in's ``mode_of``, ``seats`` and ``standing`` read of a set-up. "" when the
    #: game has none: its saved games are then listed once the store is open.
    seating_path: str = ""
    #: What the game keeps in the store beyond its record (a
    #: :class:`~blocky.core.storage.GameStorage`: its tables, their migrations, the rows
    #: it derives from its events, its settings in exports); "" when it keeps only its
    #: record. Loaded when the store's schema is first read, so it must load no rules.
    storage_path: str = ""
    #: The game's statistics: a callable taking the store's open database
    #: (:class:`blocky.store.database.Database`) and returning the game's figures object,
    #: which its statistics pages read (``Store.statistics(game_id)``); "" when it has none.
    statistics_path: str = ""
    #: Whether the game has a coach the players may switch on (a setting per game).
    coach: bool = False
    #: The game's own ``replay`` and ``simulate`` commands (a
    #: :class:`~blocky.core.commands.GameCommands`, see
    #: :func:`~blocky.core.commands.commands_of`); "" for the ones every game has through
    #: the core protocol.
    commands_path: str = ""

    def rules(self) -> Game[Any, Any, Any, Any]:
        game: Game[Any, Any, Any, Any] = _load(self.rules_path)
        return game

    def ui(self) -> Any:
        """The game's UI plug-in (imports Qt); None when it has none."""
        return _load(self.ui_path) if self.ui_path else None

    def seating(self) -> Any:
        """The game's light reader of a stored set-up; None when it has none."""
        return _load(self.seating_path) if self.seating_path else None

    def storage(self) -> GameStorage | None:
        """What the game keeps in the store beyond its record; None when nothing."""
        if not self.storage_path:
            return None
        found: GameStorage = _load(self.storage_path)
        return found

    def statistics(self) -> Callable[[Any], Any] | None:
        """What makes the game's figures from the store's database; None when it has none."""
        if not self.statistics_path:
            return None
        found: Callable[[Any], Any] = _load(self.statistics_path)
        return found


GAMES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            "blocky-mountains",
            rules_path="blocky.games.blocky_mountains.plugin:BLOCKY_MOUNTAINS",
            ui_path="blocky.ui.games.blocky_mountains.plugin:BLOCKY_MOUNTAINS_UI",
            seating_path="blocky.games.blocky_mountains.seating:seating_from_json",
            storage_path="blocky.games.blocky_mountains.storage:STORAGE",
            statistics_path="blocky.games.blocky_mountains.statistics.reader:BlockyStatistics",
            coach=True,
            commands_path="blocky.games.blocky_mountains.commands:COMMANDS",
        ),
        GameEntry(
            "montgolfiere",
            rules_path="blocky.games.montgolfiere.plugin:MONTGOLFIERE",
            ui_path="blocky.ui.games.montgolfiere.plugin:MONTGOLFIERE_UI",
            seating_path="blocky.games.montgolfiere.seating:seating_from_json",
            statistics_path="blocky.games.montgolfiere.statistics:MontgolfiereStatistics",
            coach=True,
            commands_path="blocky.games.montgolfiere.commands:COMMANDS",
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
