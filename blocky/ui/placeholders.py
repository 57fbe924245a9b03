"""Stand-ins for the drawn board and table, used only when those modules are absent.

They keep the same interface (``set_state``) and show the same facts as text, so the
game stays playable; :func:`board_view_class` and friends pick the real widgets when
they are installed.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from blocky.rules.state import State

# The rules are imported inside the methods: apply_scheme() runs before the first paint,
# and start-up should not wait for them.


class PlaceholderBoardView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Route map"))
        self._label = QLabel(self)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self._label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self._label.setFont(font)
        layout = QVBoxLayout(self)
        layout.addWidget(self._label)
        self.setMinimumSize(320, 220)

    def set_state(self, state: State, animate: bool = True) -> None:
        from blocky.rules.state import Mode

        setup = state.setup
        if setup.mode is Mode.RACE:
            lines = [
                self.tr("{0}: space {1}").format(c.capitalize(), p)
                for c, p in zip(setup.colours, state.positions, strict=True)
            ]
        elif setup.mode is Mode.TEAM:
            lines = [self.tr("Team marker: space {0}").format(state.positions[0])]
        else:
            lines = [self.tr("Solo training")]
        self._label.setText("\n".join(lines))


class PlaceholderTableView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Table: piles, owl tiles and squirrels"))
        self._label = QLabel(self)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self._label)

    def set_state(self, state: State) -> None:
        from blocky.rules.catalogue import PILES
        from blocky.rules.describe import state_text

        piles = ", ".join(f"{p}: {len(state.pile_left(p))}" for p in PILES)
        self._label.setText(self.tr("Cards left {0}").format(piles) + "\n" + state_text(state))


def _has_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def board_view_class() -> type[QWidget]:
    if _has_module("blocky.ui.board"):
        from blocky.ui import board

        cls: type[QWidget] = board.BoardView
        return cls
    return PlaceholderBoardView


def table_view_class() -> type[QWidget]:
    if _has_module("blocky.ui.table"):
        from blocky.ui import table

        cls: type[QWidget] = table.TableView
        return cls
    return PlaceholderTableView


def _fallback_scheme(app: QApplication, scheme: str) -> None:
    hints = QGuiApplication.styleHints()
    dark = hints.colorScheme() == Qt.ColorScheme.Dark if scheme == "system" else scheme == "dark"
    app.setStyle("Fusion")
    if not dark:
        app.setPalette(app.style().standardPalette())
        return
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#232629",
        QPalette.ColorRole.WindowText: "#eff0f1",
        QPalette.ColorRole.Base: "#1b1e20",
        QPalette.ColorRole.AlternateBase: "#2a2e32",
        QPalette.ColorRole.Text: "#eff0f1",
        QPalette.ColorRole.Button: "#31363b",
        QPalette.ColorRole.ButtonText: "#eff0f1",
        QPalette.ColorRole.Highlight: "#3daee9",
        QPalette.ColorRole.HighlightedText: "#000000",
        QPalette.ColorRole.ToolTipBase: "#31363b",
        QPalette.ColorRole.ToolTipText: "#eff0f1",
        QPalette.ColorRole.PlaceholderText: "#9a9da0",
    }
    for role, colour in roles.items():
        pal.setColor(role, QColor(colour))
    app.setPalette(pal)


def apply_scheme(app: Any, scheme: str = "system") -> None:
    """Light, dark or the system's scheme, by the theme module when it is there."""
    if _has_module("blocky.ui.theme"):
        from blocky.ui import theme

        fn = getattr(theme, "apply_scheme", None)
        if fn is not None:
            fn(app, scheme)
            return
    _fallback_scheme(app, scheme)
