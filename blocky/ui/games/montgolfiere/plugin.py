"""Montgolfière's screens as a UI plug-in of the app (registered as the game's ``ui_path``
in blocky/core/registry.py).

Cheap to import: the rules and the screens are imported inside the methods that need them.
The store is handed set-ups of this game; :meth:`MontgolfiereUI.seats` lists the player
balloons only (the Black Baron has no profile), so a game's ``player_ids`` are its
players' profiles in seat order, the Baron left out.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from blocky.ui.kit.game_ui import GameUI

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QDialog, QWidget

    from blocky.ui.games.montgolfiere.controller import MontgolfiereController
    from blocky.ui.games.montgolfiere.game_screen import MontgolfiereScreen
    from blocky.ui.games.montgolfiere.new_game import MontgolfiereNewGame
    from blocky.ui.games.montgolfiere.statistics import MontgolfiereStatistics
    from blocky.ui.shell.library import GameHandle, Library

MODES = ("game", "match")


class MontgolfiereUI(GameUI):
    game_id = "montgolfiere"

    def title(self) -> str:
        return "Montgolfière"

    def subtitle(self) -> str:
        return QCoreApplication.translate("Montgolfiere", "Race your balloon to the Moon.")

    def modes(self) -> Sequence[str]:
        return MODES

    def mode_name(self, mode: str) -> str:
        return QCoreApplication.translate("Montgolfiere", "Match") if mode == "match" else QCoreApplication.translate("Montgolfiere", "Single game")

    def new_game_text(self, mode: str) -> str:
        if mode == "match":
            return QCoreApplication.translate("Montgolfiere", "New match\nto a target of points")
        return QCoreApplication.translate("Montgolfiere", "New game\n2-6 balloons")

    def mode_colour(self, mode: str) -> str:
        return "#2b6cb0" if mode == "match" else "#d7263d"

    def draw_badge(self, painter: QPainter, mode: str) -> None:
        """A balloon on the mode's colour."""
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainterPath

        from blocky.ui.kit.widgets import fill_shape

        super().draw_badge(painter, mode)
        # White shapes with no outline (see fill_shape: the saved games' rows are painted
        # before PySide's Qt namespace is built).
        envelope = QPainterPath()
        envelope.addEllipse(QRectF(16, 10, 20, 22))
        basket = QPainterPath()
        basket.addRect(QRectF(23, 35, 6, 5))
        for shape in (envelope, basket):
            fill_shape(painter, shape, "#ffffff")

    def mode_of(self, setup: Any) -> str:
        return "match" if getattr(setup, "target", None) is not None else "game"

    def seats(self, setup: Any) -> list[tuple[str, str]]:
        """The player balloons' (name, colour); the Baron has no profile."""
        return [(b.name, b.colour) for b in setup.balloons if not b.baron]

    def new_player_colour(self, setup: Any, seat: int) -> str | None:
        return None  # the balloon colours are not the profiles' colours

    def standing(self, summary: Any) -> str:
        """"Won by Ana" once a game is over, from the stored result's ``winners`` (seats, or
        names); "" when the result does not say."""
        result = getattr(summary, "result", None)
        winners = result.get("winners") if isinstance(result, Mapping) else None
        if not isinstance(winners, (list, tuple)) or not winners:
            return ""
        balloons = getattr(getattr(summary, "setup", None), "balloons", ())
        names: list[str] = []
        for w in winners:
            if isinstance(w, int) and not isinstance(w, bool) and 0 <= w < len(balloons):
                b = balloons[w]
                names.append(
                    QCoreApplication.translate("Montgolfiere", "Black Baron") if b.baron else b.name
                )
            elif isinstance(w, str):
                names.append(w)
            else:
                return ""
        return QCoreApplication.translate("Montgolfiere", "Won by {names}").format(
            names=", ".join(names)
        )

    def new_game_form(self, library: Callable[[], Library | None]) -> MontgolfiereNewGame:
        from blocky.ui.games.montgolfiere.new_game import MontgolfiereNewGame

        return MontgolfiereNewGame()

    def controller(self, game: GameHandle, parent: QObject | None = None) -> MontgolfiereController:
        from blocky.ui.games.montgolfiere.controller import MontgolfiereController

        return MontgolfiereController(game, parent)

    def game_screen(self) -> MontgolfiereScreen:
        from blocky.ui.games.montgolfiere.game_screen import MontgolfiereScreen

        return MontgolfiereScreen()

    def setup_errors(self) -> tuple[type[BaseException], ...]:
        # The boards the app ships with may have been edited into something unreadable.
        from blocky.games.montgolfiere.editions import EditionError
        from blocky.games.montgolfiere.setup import SetupError

        return (SetupError, EditionError)

    def error_templates(self, exc: BaseException) -> Mapping[str, Callable[[], str]] | None:
        editions = sys.modules.get("blocky.games.montgolfiere.editions")
        if editions is not None and isinstance(exc, editions.EditionError):
            from blocky.ui.kit.errors import board_error_templates

            return board_error_templates()
        setup = sys.modules.get("blocky.games.montgolfiere.setup")
        if setup is None or not isinstance(exc, setup.SetupError):
            return None
        from blocky.ui.games.montgolfiere.words import setup_error_templates

        return setup_error_templates()

    def has_statistics(self) -> bool:
        return True

    def statistics_page(self) -> MontgolfiereStatistics | None:
        from blocky.ui.games.montgolfiere.statistics import MontgolfiereStatistics

        return MontgolfiereStatistics()

    def rules_help(self, state: Any, parent: QWidget, library: Library | None = None) -> QDialog:
        from blocky.ui.games.montgolfiere.rules_help import MontgolfiereRulesHelp

        return MontgolfiereRulesHelp(state, parent)


#: The plug-in object the registry names.
MONTGOLFIERE_UI = MontgolfiereUI()
