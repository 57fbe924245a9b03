"""Blocky Mountains' screens as a UI plug-in of the app (registered as the game's ``ui_path``
in blocky/core/registry.py).

Cheap to import: the start screen asks for the title and the modes before its first paint,
so the rules, the screens and even the words of the saved games (words.py) are imported
only inside the methods that need them.
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

    from blocky.games.blocky_mountains.catalogue import Catalogue
    from blocky.games.blocky_mountains.handicap import PlayedRace
    from blocky.games.blocky_mountains.statistics import Expedition
    from blocky.ui.games.blocky_mountains.controller import GameController
    from blocky.ui.games.blocky_mountains.game_screen import GameScreen
    from blocky.ui.games.blocky_mountains.new_game import NewGamePage
    from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen
    from blocky.ui.kit.library import GameHandle, Library

MODES = ("race", "team", "solo")
#: The start screen's buttons' object names (tests and the start-up probe find them so).
BUTTON_NAMES = {"race": "newRaceButton", "team": "newTeamButton", "solo": "newSoloButton"}


class BlockyMountainsUI(GameUI):
    game_id = "blocky-mountains"

    # -- the start screen --------------------------------------------------------------------

    def title(self) -> str:
        return QCoreApplication.translate("StartScreen", "Blocky Mountains")

    def subtitle(self) -> str:
        return QCoreApplication.translate("StartScreen", "Build the route, climb the mountain.")

    def modes(self) -> Sequence[str]:
        return MODES

    def mode_name(self, mode: str) -> str:
        from blocky.ui.games.blocky_mountains.words import mode_name

        return mode_name(mode)

    def new_game_text(self, mode: str) -> str:
        texts = {
            "race": QCoreApplication.translate("StartScreen", "New race game\n1-4 players"),
            "team": QCoreApplication.translate("StartScreen", "New team game\n2-7 adventurers"),
            "solo": QCoreApplication.translate("StartScreen", "Solo training\none player"),
        }
        return texts[mode] if mode in texts else self.mode_name(mode)

    def new_game_button_name(self, mode: str) -> str:
        return BUTTON_NAMES.get(mode, super().new_game_button_name(mode))

    def mode_colour(self, mode: str) -> str:
        """Gold for the race to the peak, the team marker's red, the trainee's blue."""
        from blocky.ui.kit.widgets import SOLO_COLOUR, TEAM_COLOUR

        return {"race": "#b58900", "team": TEAM_COLOUR, "solo": SOLO_COLOUR}.get(mode, "#888888")

    def draw_badge(self, painter: QPainter, mode: str) -> None:
        """A flag (race), three heads (team), one (solo) on the mode's colour."""
        from PySide6.QtCore import QPointF, QRectF
        from PySide6.QtGui import QPainterPath, QPolygonF

        from blocky.ui.kit.widgets import fill_shape

        super().draw_badge(painter, mode)
        # Drawn as white shapes with no outline (see fill_shape: the rows are painted
        # before PySide's Qt namespace is built).
        shapes = []
        if mode == "race":
            pole = QPainterPath()
            pole.addRect(QRectF(18, 13, 3, 26))
            flag = QPainterPath()
            flag.addPolygon(QPolygonF([QPointF(21, 13), QPointF(36, 19), QPointF(21, 25)]))
            flag.closeSubpath()
            shapes = [pole, flag]
        else:
            heads = [(26.0, 1.0)] if mode == "solo" else [(16.0, 0.8), (26.0, 1.0), (36.0, 0.8)]
            for x, k in heads:
                head = QPainterPath()
                head.addEllipse(QPointF(x, 20), 5 * k, 5 * k)
                # A pie, as QPainter.drawPie draws one: from the centre, along the arc.
                body = QRectF(x - 8 * k, 28, 16 * k, 16 * k)
                shoulders = QPainterPath()
                shoulders.moveTo(body.center())
                shoulders.arcTo(body, 0, 180)
                shoulders.closeSubpath()
                shapes += [head, shoulders]
        for shape in shapes:
            fill_shape(painter, shape, "#ffffff")

    # -- a set-up and a saved game, in words -------------------------------------------------

    def mode_of(self, setup: Any) -> str:
        return str(getattr(setup.mode, "value", setup.mode))

    def seats(self, setup: Any) -> list[tuple[str, str]]:
        """Racers play a colour; the team and the trainee do not."""
        names = [str(n) for n in setup.players]
        if self.mode_of(setup) == "race":
            return list(zip(names, setup.colours, strict=True))
        return [(n, "") for n in names]

    def standing(self, summary: Any) -> str:
        from blocky.ui.games.blocky_mountains.words import standing

        return standing(summary)

    # -- the screens -----------------------------------------------------------------------------

    def new_game_form(self, library: Callable[[], Library | None]) -> NewGamePage:
        from blocky.ui.games.blocky_mountains.new_game import NewGamePage

        page = NewGamePage()
        page.set_plan_source(lambda name: practice_plan(library(), name))
        page.set_expedition_source(lambda names: team_expedition(library(), names))
        page.set_odds_source(lambda names: racers_odds(library(), names))
        page.set_races_source(lambda: played_races(library()))
        return page

    def controller(self, game: GameHandle, parent: QObject | None = None) -> GameController:
        from blocky.ui.games.blocky_mountains.controller import GameController

        return GameController(game, parent)

    def game_screen(self) -> GameScreen:
        from blocky.ui.games.blocky_mountains.game_screen import GameScreen

        return GameScreen()

    def setup_errors(self) -> tuple[type[BaseException], ...]:
        # The board the app ships with may have been edited into something unreadable.
        from blocky.games.blocky_mountains.catalogue import CatalogueError
        from blocky.games.blocky_mountains.state import SetupError

        return (SetupError, CatalogueError)

    def error_templates(self, exc: BaseException) -> Mapping[str, Callable[[], str]] | None:
        # Not loaded: then ``exc`` cannot be one (and the rules stay unloaded).
        catalogue = sys.modules.get("blocky.games.blocky_mountains.catalogue")
        if catalogue is not None and isinstance(exc, catalogue.CatalogueError):
            from blocky.ui.kit.errors import board_error_templates

            return board_error_templates()
        state = sys.modules.get("blocky.games.blocky_mountains.state")
        if state is None or not isinstance(exc, state.SetupError):
            return None
        from blocky.ui.games.blocky_mountains.words import setup_error_templates

        return setup_error_templates()

    def rules_help(self, state: Any, parent: QWidget, library: Library | None = None) -> QDialog:
        from blocky.ui.games.blocky_mountains.rules_help import RulesHelpDialog

        board = self._board_for_help(library) if state is None else None
        dialog = RulesHelpDialog(state, parent, board)
        dialog.setObjectName("rulesHelpDialog")
        return dialog

    def _board_for_help(self, library: Library | None) -> Catalogue | None:
        """The board new games would use, for the rules help when no game is on (None: the
        built-in one; a saved board that cannot be used is reported when a game starts)."""
        from blocky.games.blocky_mountains.catalogue import CatalogueError, parse_catalogue
        from blocky.ui.kit.library import store_errors

        if library is None:
            return None
        try:
            texts = library.board_texts()
            return parse_catalogue(texts) if texts is not None else None
        except (CatalogueError,) + store_errors():
            return None

    # -- the board and the statistics ------------------------------------------------------------

    def has_board_check(self) -> bool:
        return True

    def board_check(self, library: Library, parent: QWidget) -> QDialog | None:
        from blocky.games.blocky_mountains.catalogue import CatalogueError, default_catalogue
        from blocky.ui.games.blocky_mountains.board_check import BoardCheckDialog

        try:
            default_catalogue()  # what the dialog compares with, and goes back to
        except CatalogueError as exc:
            from blocky.ui.kit.errors import shipped_board_text
            from blocky.ui.kit.messages import message_box, show_message

            text = shipped_board_text(exc)
            box = message_box(parent, text, icon="warning", name="boardUnreadableBox")
            box.finished.connect(box.deleteLater)
            show_message(box)
            return None
        dialog = BoardCheckDialog(library, parent)
        dialog.setObjectName("boardCheckDialog")
        return dialog

    def board_for_new_game(self, library: Library) -> tuple[dict[str, str] | None, str]:
        """The corrected board saved with "Check your board", or None for the built-in one
        with the reason why the saved one cannot be used ("" when there is none)."""
        from blocky.games.blocky_mountains.catalogue import parse_catalogue
        from blocky.ui.kit.errors import error_text
        from blocky.ui.kit.library import store_errors

        try:
            texts = library.board_texts()
            if texts is None:
                return None, ""
            parse_catalogue(texts)
        except Exception as exc:
            # A damaged saved board must not stop every new game: the built-in board
            # plays, and the player is told.
            if not isinstance(exc, store_errors()):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The saved board could not be used")
            return None, error_text(exc)
        return dict(texts), ""

    def has_statistics(self) -> bool:
        return True

    def statistics_page(self) -> StatisticsScreen | None:
        # Imported here: the statistics screen loads QtCharts, and start-up should not pay.
        from blocky.ui.games.blocky_mountains.statistics import StatisticsScreen

        return StatisticsScreen()


#: The plug-in object the registry names.
BLOCKY_MOUNTAINS_UI = BlockyMountainsUI()


def team_expedition(library: Library | None, names: Sequence[str]) -> Expedition | None:
    """The expedition of the team of these names, from the saved games (None when they
    have played no game together or the saved games cannot be read)."""
    from blocky.games.blocky_mountains.statistics.team import team_expedition as expedition
    from blocky.ui.kit.library import read_saved, store_errors

    if library is None:
        return None
    try:
        return read_saved(library, lambda db: expedition(db, names))
    except store_errors():
        return None


def racers_odds(library: Library | None, names: Sequence[str]) -> list[dict[str, float]] | None:
    """The racers' per-card odds for the fair race, while the coach is on (None: the coach
    is off, the saved games are not open or cannot be read, or a racer has no record)."""
    from blocky.games.blocky_mountains.storage.coach_data import player_chances
    from blocky.ui.games.blocky_mountains.coach_panel import GAME_ID
    from blocky.ui.kit.library import read_saved, store_errors
    from blocky.ui.kit.settings import Settings

    if library is None or not Settings().coach_shown(GAME_ID):
        return None
    try:
        return read_saved(library, lambda db: player_chances(db, list(names)), "the coach's record")
    except store_errors():
        return None


def played_races(library: Library | None) -> list[PlayedRace]:
    """The finished races of the record (none when the saved games are not open or cannot
    be read)."""
    from blocky.games.blocky_mountains.storage.coach_data import played_races as races
    from blocky.ui.kit.library import read_saved, store_errors

    if library is None:
        return []
    try:
        return read_saved(library, races, "the races")
    except store_errors():
        return []


def practice_plan(library: Library | None, name: str) -> tuple[str, ...]:
    """A practice plan's cards for ``name``, from their record (none when the saved games
    are not open or cannot be read: the page then says no plan could be made)."""
    from datetime import date

    from blocky.games.blocky_mountains.storage.coach_data import practice_cards
    from blocky.ui.kit.library import read_saved, store_errors

    if library is None:
        return ()
    try:
        return read_saved(library, lambda db: practice_cards(db, name, date.today()))
    except store_errors():
        return ()
