"""The rows of the start screen's list of unfinished games, each drawn as a card.

Loaded when the saved games are first listed, after the window's first paint (see the
note in blocky/ui/shell/start_screen.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from blocky.ui.kit.widgets import (
    HandButton,
    Swatch,
    card_shape,
    fill_shape,
    outline_shape,
    plain_tooltip,
    scaled_font_label,
    set_qt_property,
    short_name,
    short_names,
)
from blocky.ui.shell.games import game_ui_of
from blocky.ui.shell.start_words import (
    damage_note,
    friendly_time,
    game_line,
    local_time,
    mode_name,
    player_names,
    standing,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QMessageBox

    from blocky.ui.kit.game_ui import GameUI


class ModeBadge(QWidget):
    """A small round picture of a game's mode, drawn by the game's plug-in."""

    def __init__(self, ui: GameUI, mode: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ui = ui
        self._mode = mode
        self.setFixedSize(52, 52)
        self.setAccessibleName(ui.mode_name(mode))

    def paintEvent(self, event: QPaintEvent) -> None:
        from PySide6.QtGui import QPainter

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._ui.draw_badge(p, self._mode)
        p.end()


class Row(QFrame):
    """A row of the games list, drawn as a card: a rounded box in the base colour with a
    border, four pixels of the highlight colour when it is the chosen one (dashed for a
    damaged game). Drawn here, not by a style sheet: Qt styles every widget under a style
    sheet through its rules, which made listing the saved games slower (by about 4 ms,
    bench/ui_bench.py), and choosing another row restyled it. The chosen row's border
    grows inward, over the layout's margin: the content keeps its place. The row's
    texts are in the text colour of the base."""

    # The border's widths, and the corners' radius.
    BORDER = 2
    CHOSEN_BORDER = 4
    RADIUS = 10
    DASHED = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._selected = False
        self.setContentsMargins(self.BORDER, self.BORDER, self.BORDER, self.BORDER)

    def _text_on_base(self) -> None:
        """The row's labels in the text colour that goes with the base colour."""
        from PySide6.QtWidgets import QLabel

        for label in self.findChildren(QLabel):
            label.setForegroundRole(QPalette.ColorRole.Text)

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter, QPainterPath

        pal = self.palette()
        p = QPainter(self)
        # The list's background in the corners: nothing of the list's own drawing of its
        # items shows beside the card.
        whole = QPainterPath()
        whole.addRect(QRectF(self.rect()))
        fill_shape(p, whole, pal.color(QPalette.ColorRole.AlternateBase))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.CHOSEN_BORDER if self._selected else self.BORDER
        card = card_shape(QRectF(self.rect()), width, self.RADIUS)
        fill_shape(p, card, pal.color(QPalette.ColorRole.Base))
        role = QPalette.ColorRole.Highlight if self._selected else QPalette.ColorRole.Mid
        outline_shape(p, card, pal.color(role), width, [4.0, 2.0] if self.DASHED else None)
        p.end()


class GameRow(Row):
    """One unfinished game on the start screen: big enough to hit from a chair."""

    delete_requested = Signal(int)
    #: "Restore a backup" was chosen in the row (shown only for a damaged game).
    restore_requested = Signal()

    def __init__(
        self, summary: Any, parent: QWidget | None = None, *, cannot_open: bool = False
    ) -> None:
        """``cannot_open``: opening this game failed (it is damaged); the row says so."""
        super().__init__(parent)
        self.setObjectName("gameRow")
        self.game_id = int(summary.id)
        ui = game_ui_of(summary)
        mode = ui.mode_of(summary.setup)
        names = player_names(summary)
        # Worded once: the row's name and its delete button's say the same.
        line = game_line(summary)
        self.setAccessibleName(line)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        outer.setSpacing(14)
        # The badge at the top (a column of its own, with room below it: an alignment
        # would name the Qt namespace).
        badge = QVBoxLayout()
        badge.addWidget(ModeBadge(ui, mode))
        badge.addStretch(1)
        outer.addLayout(badge)
        text = QVBoxLayout()
        text.setSpacing(4)
        self.title_label = scaled_font_label(
            self.tr("{mode}  \u00b7  {when}").format(
                mode=ui.mode_name(mode), when=friendly_time(summary.updated_at)
            ),
            1.6,
            bold=True,
        )
        self.title_label.setObjectName("gameRowTitle")
        # In a narrow window the time goes on a line of its own, never under the button.
        self.title_label.setWordWrap(True)
        self.title_label.setToolTip(local_time(summary.updated_at))
        text.addWidget(self.title_label)
        players = QHBoxLayout()
        players.setSpacing(6)
        colours = [colour for _, colour in ui.seats(summary.setup)]
        for i, name in enumerate(names):
            if i < len(colours) and colours[i]:
                players.addWidget(Swatch(colours[i], diameter=24))
            # A long name is cut with "…" (whole in the tooltip), never widening the row.
            label = scaled_font_label(name, 1.45)
            label.setText(short_name(name, label.font()))
            label.setToolTip(plain_tooltip(name) if label.text() != name else "")
            label.setObjectName(f"gameRowPlayer_{i}")
            players.addWidget(label)
            players.addSpacing(12)
        players.addStretch(1)
        text.addLayout(players)
        self.standing_label = scaled_font_label(standing(summary), 1.25)
        self.standing_label.setText(
            short_names(self.standing_label.text(), names, self.standing_label.font())
        )
        self.standing_label.setObjectName("gameRowStanding")
        self.standing_label.setWordWrap(True)
        self.standing_label.setVisible(bool(self.standing_label.text()))
        text.addWidget(self.standing_label)
        # A damaged game is never shown as if it were fine.
        self.damage_label = scaled_font_label(damage_note(summary, cannot_open), 1.15)
        self.damage_label.setObjectName("gameRowDamage")
        self.damage_label.setWordWrap(True)
        self.damage_label.setVisible(bool(self.damage_label.text()))
        text.addWidget(self.damage_label)
        outer.addLayout(text, 1)
        self.restore_button: QPushButton | None = None
        if cannot_open:
            from PySide6.QtCore import Qt

            self.restore_button = QPushButton(self.tr("Restore a backup"))
            self.restore_button.setObjectName("rowRestoreButton")
            self.restore_button.setMinimumHeight(44)
            self.restore_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.restore_button.clicked.connect(self.restore_requested)
            outer.addWidget(self.restore_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.delete_button = HandButton(self.tr("Delete this game"))
        self.delete_button.setObjectName("deleteGameButton")
        self.delete_button.setMinimumHeight(44)
        # Keyboard users press Delete on the list; the button is for the mouse and
        # would otherwise add one Tab stop per game.
        set_qt_property(self.delete_button, "focusPolicy", "NoFocus")
        self.delete_button.setAccessibleName(
            self.tr("Delete this game: {0}").format(line)
        )
        self.delete_button.clicked.connect(lambda: self.delete_requested.emit(self.game_id))
        # Centred in the row's height: a push button keeps its own height (its vertical
        # size policy is Fixed), and a layout centres a widget its cell is too tall for.
        outer.addWidget(self.delete_button)
        self._text_on_base()


class DamagedRow(Row):
    """A saved game so damaged that it cannot even be listed: shown for what it is, with
    a way out (restore a backup), never left out in silence."""

    restore_requested = Signal()
    DASHED = True

    def __init__(self, game_id: int, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt

        super().__init__(parent)
        self.setObjectName("damagedGameRow")
        self.game_id = game_id
        outer = QHBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        outer.setSpacing(14)
        text = QVBoxLayout()
        text.setSpacing(4)
        self.title_label = scaled_font_label(
            self.tr("A saved game could not be read"), 1.6, bold=True
        )
        self.title_label.setObjectName("damagedRowTitle")
        self.title_label.setWordWrap(True)
        text.addWidget(self.title_label)
        self.explanation_label = scaled_font_label(
            self.tr(
                "Part of the file that holds it is damaged, so its players and its place "
                "on the board cannot be shown. Your other games are not affected. A backup "
                "from an earlier day may still have it whole."
            ),
            1.15,
        )
        self.explanation_label.setObjectName("damagedRowExplanation")
        self.explanation_label.setWordWrap(True)
        text.addWidget(self.explanation_label)
        text.addStretch(1)
        outer.addLayout(text, 1)
        self.restore_button = QPushButton(self.tr("Restore a backup"))
        self.restore_button.setObjectName("rowRestoreButton")
        self.restore_button.setMinimumHeight(44)
        self.restore_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.restore_button.clicked.connect(self.restore_requested)
        outer.addWidget(self.restore_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.setAccessibleName(self.title_label.text() + ". " + self.explanation_label.text())
        self._text_on_base()


def delete_question(parent: QWidget, summary: Any) -> tuple[QMessageBox, QPushButton]:
    """The question asked before a saved game is deleted, naming the game, and its
    "Delete the game" button; Enter or Escape keeps the game (deleting takes a
    deliberate click)."""
    from PySide6.QtWidgets import QMessageBox

    from blocky.ui.kit.messages import add_buttons, message_box

    box = message_box(
        parent,
        QCoreApplication.translate(
            "StartScreen", "Delete the {mode} of {players}, last played {when}?"
        ).format(
            mode=mode_name(summary).lower(),
            players=", ".join(player_names(summary)),
            when=friendly_time(summary.updated_at),
        ),
        informative=QCoreApplication.translate(
            "StartScreen", "The game cannot be continued after this."
        ),
        icon="question",
        title=QCoreApplication.translate("StartScreen", "Delete this game?"),
        name="deleteGameBox",
    )
    keep, delete = add_buttons(
        box,
        [
            (
                QCoreApplication.translate("StartScreen", "Keep it"),
                QMessageBox.ButtonRole.RejectRole,
                "keepGameButton",
            ),
            (
                QCoreApplication.translate("StartScreen", "Delete the game"),
                QMessageBox.ButtonRole.DestructiveRole,
                "confirmDeleteButton",
            ),
        ],
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    return box, delete
