"""The games the app can show, found through the registry (blocky/core/registry.py).

The shell asks here for a game's UI plug-in (:class:`blocky.ui.kit.game_ui.GameUI`) and
never imports a game's modules itself. A plug-in is imported when first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from blocky.core import registry

if TYPE_CHECKING:
    from blocky.ui.kit.game_ui import GameUI


def game_uis() -> list[GameUI]:
    """Every registered game that has screens, in the registry's order."""
    found: list[GameUI] = []
    for entry in registry.games():
        ui = entry.ui()
        if ui is not None:
            found.append(ui)
    return found


def game_ui(game_id: str | None = None) -> GameUI:
    """The plug-in of ``game_id`` (None: the first game with screens). Raises
    registry.UnknownGame for a game the app does not know, LookupError for one it cannot show."""
    if game_id is None:
        uis = game_uis()
        if not uis:
            raise LookupError("no game of this app has screens")
        return uis[0]
    ui: GameUI | None = registry.find_game(game_id).ui()
    if ui is None:
        raise LookupError(f"the game {game_id!r} has no screens in this app")
    return ui


def ui_package(ui: GameUI) -> str:
    """The package of a game's plug-in: its screens, imported ahead while the app waits
    for its first click (blocky/ui/kit/warm_up.py)."""
    module = type(ui).__module__
    package, _, _ = module.rpartition(".")
    return package or module


def game_id_of(item: Any) -> str | None:
    """The game id of a saved game's summary (``game``) or of a game being played (its
    timeline's game); None when it does not say."""
    game = getattr(item, "game", None)
    if isinstance(game, str) and game:
        return game
    timeline = getattr(item, "timeline", None)
    game_type = getattr(getattr(timeline, "game", None), "game_type", None)
    found = getattr(game_type, "id", None)
    return found if isinstance(found, str) else None


def game_ui_of(item: Any) -> GameUI:
    """The plug-in that words and shows ``item`` (a summary or a game being played)."""
    game_id = game_id_of(item)
    if game_id is not None:
        try:
            return game_ui(game_id)
        except LookupError:
            pass
    return game_ui()
