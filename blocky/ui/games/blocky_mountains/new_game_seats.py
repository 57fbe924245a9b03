"""The seats of the new-game page: a row per race colour or team seat, or the solo
player's name; the page (new_game.NewGamePage) builds on them.

The words keep the page's translation context ("NewGamePage").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QScrollArea,
    QWidget,
)

from blocky.games.blocky_mountains.state import RACE_COLOURS
from blocky.ui.kit.setup_page import NameBox
from blocky.ui.kit.theme import colour_name
from blocky.ui.kit.widgets import Swatch, plain_label

MAX_TEAM = 7
# Sizes of the page's choices, in pixels: a child at the table hits them from a chair.
ROW_HEIGHT = 56
SWATCH = 40


class ChoiceRow(QFrame):
    """One seat on the page: a click anywhere on the row (its colour, its words, the
    space around them) ticks or unticks it; the name box keeps its own clicks."""

    def __init__(self, check: QCheckBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = check
        self.setProperty("role", "choiceRow")
        self.setMinimumHeight(ROW_HEIGHT)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        check.toggled.connect(self._on_check_toggled)
        self._on_check_toggled(check.isChecked())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Taken here (also when it began on the swatch or the words, which pass it on),
        # so the release comes here too.
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.check.toggle()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _on_check_toggled(self, on: bool) -> None:
        self.setProperty("chosen", "true" if on else "false")
        style = self.style()
        style.unpolish(self)
        style.polish(self)


class NewGameSeats(QWidget):
    """The players' part of the new-game page: builds the seats for a mode, moves a
    person to their own colour, and reads the seats back. ``seats_changed`` is emitted
    at every tick and every letter typed in a name."""

    seats_changed = Signal()

    # Set by the page before the seats are built.
    _mode: str
    _profiles: list[str]
    _rows: list[tuple[QCheckBox, NameBox, str]]
    _row_frames: list[QWidget]
    _person_colours: dict[str, str]
    _players_box: QGroupBox
    _players_grid: QGridLayout
    _scroll: QScrollArea
    _team_columns: int

    def _add_row(
        self, check: QCheckBox, box: NameBox, colour: str, grid_pos: tuple[int, int]
    ) -> None:
        """A seat as a row: [colour] [tick and words] [name box]."""
        row = ChoiceRow(check)
        row.setObjectName(f"row_{colour or len(self._rows)}")
        h = QHBoxLayout(row)
        h.setContentsMargins(10, 4, 10, 4)
        h.setSpacing(12)
        if colour:
            h.addWidget(Swatch(colour, diameter=SWATCH))
        h.addWidget(check)
        h.addWidget(box, 1)
        box.editTextChanged.connect(lambda text, c=check: c.setChecked(True) if text else None)
        if colour:
            box.name_chosen.connect(lambda name, b=box: self._to_own_colour(b, name))
        box.editTextChanged.connect(self.seats_changed)
        check.toggled.connect(self.seats_changed)
        self._players_grid.addWidget(row, *grid_pos)
        self._row_frames.append(row)
        self._rows.append((check, box, colour))

    def _build_rows(self, players: list[tuple[str, str]]) -> None:
        for w in self._row_frames:
            self._players_grid.removeWidget(w)
            # Hidden at once: deleteLater waits for the event loop, and until then the
            # old rows would be drawn over the new ones.
            w.hide()
            w.deleteLater()
        while self._players_grid.count():
            item = self._players_grid.takeAt(0)
            cell = item.widget() if item is not None else None
            if cell is not None:
                cell.hide()
                cell.deleteLater()
        self._row_frames = []
        self._rows = []
        grid = self._players_grid
        for col in range(4):
            grid.setColumnStretch(col, 0)
            grid.setColumnMinimumWidth(col, 0)
        if self._mode == "race":
            self._players_box.setTitle(
                QCoreApplication.translate("NewGamePage", "Players, in turn order (1 to 4)")
            )
            given = {c: n for n, c in players}
            for i, colour in enumerate(RACE_COLOURS):
                check = QCheckBox(colour_name(colour))
                check.setObjectName(f"plays_{colour}")
                check.setMinimumWidth(120)
                box = NameBox(
                    self._profiles,
                    QCoreApplication.translate("NewGamePage", "Name of player {0}").format(
                        colour_name(colour)
                    ),
                )
                box.setObjectName(f"name_{colour}")
                if colour in given:
                    box.setEditText(given[colour])
                    check.setChecked(True)
                elif not players and i < 2:
                    check.setChecked(True)
                self._add_row(check, box, colour, (i, 0))
            grid.setColumnStretch(0, 1)
        elif self._mode == "team":
            self._players_box.setTitle(
                QCoreApplication.translate("NewGamePage", "Adventurers, in seat order (2 to 7)")
            )
            names = [n for n, _ in players]
            for i in range(MAX_TEAM):
                check = QCheckBox(
                    QCoreApplication.translate("NewGamePage", "Seat {0}").format(i + 1)
                )
                check.setObjectName(f"plays_{i}")
                box = NameBox(
                    self._profiles,
                    QCoreApplication.translate("NewGamePage", "Name in seat {0}").format(i + 1),
                )
                box.setObjectName(f"name_{i}")
                box.setMinimumWidth(200)
                if i < len(names):
                    box.setEditText(names[i])
                    check.setChecked(True)
                elif not names and i < 2:
                    check.setChecked(True)
                self._add_row(check, box, "", (i, 0))
            self._arrange_team(self._team_columns_fitting())
        else:
            self._players_box.setTitle(QCoreApplication.translate("NewGamePage", "Who trains?"))
            box = NameBox(
                self._profiles, QCoreApplication.translate("NewGamePage", "Name of the player")
            )
            box.setObjectName("name_solo")
            if players:
                box.setEditText(players[0][0])
            check = QCheckBox()
            check.setChecked(True)
            check.setVisible(False)
            label = plain_label(QCoreApplication.translate("NewGamePage", "Name:"))
            label.setBuddy(box)
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.3)
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(label, 0, 0)
            grid.addWidget(box, 0, 1)
            grid.setColumnStretch(1, 1)
            box.editTextChanged.connect(self.seats_changed)
            self._rows.append((check, box, ""))
            self._row_frames.extend([label, box])

    def _arrange_team(self, columns: int) -> None:
        """A team's seats down the first column, then the second (seats read in order),
        or all in one column; the columns share the width."""
        grid = self._players_grid
        rows = self._row_frames
        for row in rows:
            grid.removeWidget(row)
        per_column = -(-len(rows) // columns)
        for i, row in enumerate(rows):
            grid.addWidget(row, i % per_column, i // per_column)
        for col in range(2):
            grid.setColumnStretch(col, 1 if col < columns else 0)
        self._team_columns = columns

    def _team_columns_fitting(self) -> int:
        """Two columns of seats when the page is wide enough for them, else one."""
        if not self._row_frames:
            return self._team_columns
        row = max(r.minimumSizeHint().width() for r in self._row_frames)
        margins = self._players_grid.contentsMargins()
        box = self._players_box.contentsMargins()
        body = self._scroll.widget().layout().contentsMargins()  # type: ignore[union-attr]
        beside = (
            2 * row
            + self._players_grid.horizontalSpacing()
            + margins.left()
            + margins.right()
            + box.left()
            + box.right()
            + body.left()
            + body.right()
            + 8
        )
        return 2 if beside <= self._scroll.viewport().width() else 1

    def set_person_colours(self, colours: dict[str, str]) -> None:
        """The colour each person had last time, in any game and mode (name: colour): a
        person chosen for a race takes the marker of their colour when it is free."""
        self._person_colours = dict(colours)

    def _to_own_colour(self, box: NameBox, name: str) -> None:
        """Move ``name``, just chosen in ``box``, to the row of the colour the person had
        last time, when that colour plays in a race and its row has nobody yet; every
        colour keeps one player."""
        want = self._person_colours.get(name)
        rows = {colour: (check, b) for check, b, colour in self._rows if colour}
        here = next((c for c, (_check, b) in rows.items() if b is box), None)
        if want is None or want == here or want not in rows or here is None:
            return
        target_check, target_box = rows[want]
        if target_box.currentText().strip():
            return  # somebody has that colour already
        check, _box = rows[here]
        box.setEditText("")
        check.setChecked(False)
        target_box.setEditText(name)
        target_check.setChecked(True)
        line = box.lineEdit()
        if box.hasFocus() or (line is not None and line.hasFocus()):
            target_box.setFocus()

    def set_names(self, names: list[str]) -> None:
        """Fill the first seats with ``names`` and leave the others empty (used by tests)."""
        for i, (check, box, _) in enumerate(self._rows):
            if i < len(names):
                box.setEditText(names[i])
                check.setChecked(True)
            else:
                box.setEditText("")
                check.setChecked(False) if self._mode != "solo" else None

    def set_race_players(self, players: dict[str, str]) -> None:
        """Race: colour -> name; colours not given do not play."""
        for check, box, colour in self._rows:
            box.setEditText(players.get(colour, ""))
            check.setChecked(colour in players)

    def name_box(self, key: str) -> NameBox:
        """The name box for a race colour, a team seat (``"0"``..) or ``"solo"``."""
        box = self.findChild(NameBox, f"name_{key}")
        assert box is not None, key
        return box

    def plays_check(self, key: str) -> QCheckBox:
        check = self.findChild(QCheckBox, f"plays_{key}")
        assert check is not None, key
        return check

    def row_for(self, key: str) -> ChoiceRow:
        row = self.findChild(ChoiceRow, f"row_{key}")
        assert row is not None, key
        return row

    # -- reading back --------------------------------------------------------------------
