"""The screens of the tests' toy game (tests/core/toy_game.py: rock paper scissors), a
UI plug-in made only of the shell's protocol (blocky/ui/kit/game_ui.py): it shows that a
game plugs into the start screen by a folder and a registry entry alone.

Its words are not translated: they are the tests' own, never shown to a player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from blocky.ui.kit.game_ui import GameUI
from tests.core.toy_game import RpsSetup

if TYPE_CHECKING:
    from blocky.ui.kit.library import Library


class ToyForm(QWidget):
    start_requested = Signal(object)
    cancel_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("toyForm")
        self.error_label = QLabel()
        self.mode = ""
        self.profiles: list[str] = []
        self.setup: RpsSetup | None = None
        QVBoxLayout(self).addWidget(self.error_label)

    def prepare_mode(self, mode: str, profiles: list[str]) -> None:
        self.mode, self.profiles, self.setup = mode, profiles, None

    def prepare(self, setup: Any, profiles: list[str] | None = None) -> None:
        self.mode, self.setup = "match", setup


class ToyScreen(QWidget):
    home_requested = Signal()
    play_again_requested = Signal()
    help_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("toyScreen")
        self.controller: object = None

    def set_controller(self, controller: object) -> None:
        self.controller = controller

    def restore_splitters(self, settings: object) -> bool:
        return False

    def save_splitters(self, settings: object) -> None:
        pass

    def focus_turn(self) -> None:
        self.setFocus()


class ToyController(QObject):
    history_changed = Signal()

    def __init__(self, game: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.can_undo = self.can_redo = False


class ToyUI(GameUI):
    game_id = "toy-rps"

    def title(self) -> str:
        return "Rock paper scissors"

    def modes(self) -> Sequence[str]:
        return ("match",)

    def mode_name(self, mode: str) -> str:
        return "Match"

    def new_game_text(self, mode: str) -> str:
        return "New match\ntwo players"

    def mode_of(self, setup: Any) -> str:
        return "match"

    def standing(self, summary: Any) -> str:
        points = (summary.result or {}).get("points")
        return f"{points[0]} to {points[1]}" if points else ""

    def new_game_form(self, library: Callable[[], Library | None]) -> QWidget:
        return ToyForm()

    def controller(self, game: Any, parent: QObject | None = None) -> QObject:
        return ToyController(game, parent)

    def game_screen(self) -> QWidget:
        return ToyScreen()

    def rules_help(self, state: Any, parent: QWidget, library: Any = None) -> QDialog:
        dialog = QDialog(parent)
        dialog.setObjectName("toyRulesHelp")
        return dialog


TOY_UI = ToyUI()
