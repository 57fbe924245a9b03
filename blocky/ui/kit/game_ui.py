"""What a game's screens give the app around them: the UI plug-in of a game.

The shell (start screen, main window, dialogs) knows no game. It finds a game's plug-in
through :mod:`blocky.core.registry` (the entry's ``ui_path``) and asks it for the game's
parts: its name and modes for the start screen, the words of a saved game's standing,
the new-game form, the game screen and its controller, the rules help, and, when the game
has them, Check your board and the statistics.

A plug-in module must be cheap to import: the start screen asks for the names and modes
before its first paint, so the rules and the screens are imported inside the methods that
build them, never at the top of the plug-in's module. Once the saved games are listed, the
window imports the modules of the plug-in's package one by one while it waits for the first
click (blocky/ui/kit/warm_up.py): each must import without doing anything else.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, SignalInstance
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QDialog, QLabel, QWidget

    from blocky.ui.kit.library import GameHandle, Library
    from blocky.ui.kit.settings import Settings


class GameController(Protocol):
    """What the main window uses of a game's controller (a QObject; every game's controller
    is a :class:`blocky.ui.kit.game_controller.StoredGameController`).

    The window makes it for a game it opens and deletes it when another game, or none,
    takes its place (blocky/ui/shell/session.py)."""

    #: can_undo / can_redo may have changed.
    history_changed: SignalInstance

    @property
    def game(self) -> GameHandle: ...
    @property
    def state(self) -> object: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def deleteLater(self) -> None: ...  # noqa: N802 (QObject's)


class GameScreen(Protocol):
    """What the main window uses of a game's screen (a QWidget).

    The window makes one screen per game and keeps it; it gives the screen the controller
    of the game opened and takes it back (``set_controller(None)``) before that controller
    is deleted, so a screen never holds a deleted controller. A screen is only ever given
    its own game's controller (it refuses another game's with a TypeError)."""

    home_requested: SignalInstance
    play_again_requested: SignalInstance
    help_requested: SignalInstance

    def set_controller(self, controller: GameController | None) -> None:
        """Show the game ``controller`` plays and follow it; None: let go of it."""

    def restore_splitters(self, settings: Settings) -> bool:
        """Take the sizes of the screen's parts saved last time (False: none saved)."""

    def save_splitters(self, settings: Settings) -> None:
        """Save the sizes of the screen's parts."""

    def focus_turn(self) -> None:
        """Put the keyboard focus where the next decision is made."""


class StatisticsPage(Protocol):
    """What the window's statistics (blocky/ui/shell/statistics.py) use of a game's
    statistics page (a QWidget).

    The shell makes one page per game, the first time its statistics are asked for, and
    keeps it. Each time it shows the page it gives it the saved games, then asks it to
    read its figures; when the saved games close it takes them back (``None``). A page
    reads the game's own figures through the kit's gateway
    (:func:`blocky.ui.kit.library.read_saved`) or the protocol's methods, nothing else."""

    #: Back to the start screen (the page's Back button, Esc).
    back_requested: SignalInstance

    def set_store(self, store: Library | None) -> None:
        """The saved games the figures are read from (None: they are closed)."""

    def refresh(self) -> None:
        """Read the figures again."""


class NewGameForm(Protocol):
    """What the main window uses of a game's new-game form (a QWidget).

    Its ``start_requested(setup)`` signal carries a set-up that can be played; its
    ``cancel_requested`` signal goes back to the start screen.
    """

    start_requested: SignalInstance
    cancel_requested: SignalInstance
    #: Where the form says what is still missing (and why a set-up was refused).
    error_label: QLabel

    def prepare_mode(self, mode: str, profiles: list[str]) -> None:
        """Show an empty form for a new game of ``mode``, offering the saved players."""

    def prepare(self, setup: Any, profiles: list[str] | None = None) -> None:
        """Show the form filled in as ``setup`` was ("Play again with the same players")."""

    # Optional: ``prepare_players(mode, profiles, players)`` shows the form for ``mode``
    # with ``players`` ((name, colour) pairs, as :meth:`GameUI.seats` gives them) in their
    # seats again: the main window offers the players of the last game of that mode.


class GameUI(ABC):
    """A game's UI plug-in. One object per game, registered as its entry's ``ui_path``."""

    #: The game's id in :mod:`blocky.core.registry`.
    game_id: str = ""

    # -- the start screen ------------------------------------------------------------------

    @abstractmethod
    def title(self) -> str:
        """The game's name, as the start screen's title shows it (translated)."""

    def subtitle(self) -> str:
        """One line under the title ("" for none)."""
        return ""

    @abstractmethod
    def modes(self) -> Sequence[str]:
        """The keys of the game's modes (variants), in the order the start screen offers them."""

    @abstractmethod
    def mode_name(self, mode: str) -> str:
        """A mode's name ("Race game"), translated."""

    def new_game_text(self, mode: str) -> str:
        """The start screen's button for a new game of ``mode``."""
        return self.mode_name(mode)

    def new_game_button_name(self, mode: str) -> str:
        """The object name of that button (tests and screen readers find it by it)."""
        return f"new_{self.game_id}_{mode}"

    def mode_colour(self, mode: str) -> str:
        """The colour cue of a mode on the start screen."""
        return "#888888"

    def draw_badge(self, painter: QPainter, mode: str) -> None:
        """Draw the mode's badge (52 by 52 pixels) in a saved game's row: by default a
        disc in the mode's colour."""
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainterPath

        from blocky.ui.kit.widgets import fill_shape, outline_shape

        # Drawn as shapes: the rows are painted before PySide's Qt namespace is built
        # (see fill_shape).
        disc = QPainterPath()
        disc.addEllipse(QRectF(3, 3, 46, 46))
        fill_shape(painter, disc, self.mode_colour(mode))
        outline_shape(painter, disc, "#555555", 2)

    # -- a set-up and a saved game, in words ---------------------------------------------------

    @abstractmethod
    def mode_of(self, setup: Any) -> str:
        """The mode key of a set-up."""

    def seats(self, setup: Any) -> list[tuple[str, str]]:
        """(name, colour) of each seat; the colour is "" where the game gives none."""
        return [(str(name), "") for name in getattr(setup, "players", ())]

    def new_player_colour(self, setup: Any, seat: int) -> str | None:
        """The colour a new player's profile keeps from the seat they first played."""
        colour = self.seats(setup)[seat][1]
        return colour or None

    def standing(self, summary: Any) -> str:
        """A saved game's standing in one line, worded from its stored result ("" for
        none). ``summary`` is a :class:`blocky.store.games.GameSummary`."""
        return ""

    # -- the screens -----------------------------------------------------------------------------

    @abstractmethod
    def new_game_form(self, library: Callable[[], Library | None]) -> NewGameForm:
        """A new-game form (a QWidget that is a :class:`NewGameForm`). ``library`` gives
        the saved games open now (None while none are), for a form that offers choices
        from the players' record."""

    @abstractmethod
    def controller(self, game: GameHandle, parent: QObject | None = None) -> GameController:
        """The controller of a game being played (a :class:`GameController`)."""

    @abstractmethod
    def game_screen(self) -> GameScreen:
        """The game screen (a QWidget that is a :class:`GameScreen`)."""

    def setup_errors(self) -> tuple[type[BaseException], ...]:
        """The exceptions a set-up that cannot be played raises (kit.errors words them)."""
        return (ValueError,)

    def error_templates(self, exc: BaseException) -> Mapping[str, Callable[[], str]] | None:
        """The translated words of each ``kind`` of ``exc`` when it is one of the game's
        own errors (blocky/ui/kit/errors.py asks every game), else None. Must not import
        the rules: an error of the store is asked about too."""
        return None

    @abstractmethod
    def rules_help(self, state: Any, parent: QWidget, library: Library | None = None) -> QDialog:
        """The rules help for ``state`` (None: no game on; ``library`` then gives the
        board new games use)."""

    # -- what not every game has -----------------------------------------------------------------

    def has_board_check(self) -> bool:
        """Whether the game has a board to check and correct ("Check your board")."""
        return False

    def board_check(self, library: Library, parent: QWidget) -> QDialog | None:
        """The dialog that checks and corrects the board (None: the game has none)."""
        return None

    def board_for_new_game(self, library: Library) -> tuple[dict[str, str] | None, str]:
        """The board data a new game uses: None for the built-in board, with the reason
        why a saved one cannot be used ("" when there is none)."""
        return None, ""

    def has_statistics(self) -> bool:
        """Whether the game has a statistics screen."""
        return False

    def statistics_page(self) -> StatisticsPage | None:
        """The game's statistics screen (a QWidget that is a :class:`StatisticsPage`;
        None: the game has none)."""
        return None
