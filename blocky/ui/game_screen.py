"""The game screen: the board and the table on the left, the turn (or the result) and
the log on the right."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListView,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.rules.catalogue import PILES
from blocky.rules.describe import end_reason_text, squirrels_text
from blocky.rules.game import Outcome, outcome
from blocky.rules.state import EndReason, Mode, State
from blocky.ui.controller import GameController, rules_tr
from blocky.ui.log_model import LogModel
from blocky.ui.placeholders import board_view_class, table_view_class
from blocky.ui.turn_panel import TurnPanel
from blocky.ui.widgets import BigButton, Swatch, colour_name_tr, plain_label, scaled_font_label


class EndPanel(QFrame):
    """The result: standings (race), won or lost (team), cards and squirrels (solo)."""

    play_again_requested = Signal()
    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self._title = scaled_font_label("", 2.0, bold=True)
        self._title.setObjectName("resultTitle")
        self._title.setWordWrap(True)
        self._reason = scaled_font_label("", 1.2)
        self._reason.setWordWrap(True)
        layout.addWidget(self._title)
        layout.addWidget(self._reason)
        self._rows = QVBoxLayout()
        self._rows.setSpacing(8)
        layout.addLayout(self._rows)
        layout.addStretch(1)
        self.play_again_button = BigButton(self.tr("Play again with the same players"), scale=1.4)
        self.play_again_button.setObjectName("playAgainButton")
        self.play_again_button.clicked.connect(self.play_again_requested)
        self.home_button = BigButton(self.tr("Back to the start screen"))
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.home_requested)
        layout.addWidget(self.play_again_button)
        layout.addWidget(self.home_button)
        self._row_widgets: list[QWidget] = []
        self._lines: list[str] = []

    def result_lines(self) -> list[str]:
        """The result as plain sentences (what the rows show)."""
        return list(self._lines)

    def show_outcome(self, state: State, result: Outcome) -> None:
        for w in self._row_widgets:
            self._rows.removeWidget(w)
            w.deleteLater()
        self._row_widgets = []
        self._lines = []
        setup = state.setup
        self._reason.setText(end_reason_text(result.reason, rules_tr))
        if setup.mode is Mode.RACE:
            winners = [s for s in result.standings if s.place == 1]
            if len(winners) == 1:
                self._title.setText(
                    self.tr("{name} wins!").format(name=setup.players[winners[0].player])
                )
            else:
                self._title.setText(self.tr("A shared victory!"))
            peak = state.catalogue.race_map.peak
            above = None
            for st in result.standings:
                where = (
                    self.tr("at the peak")
                    if st.position >= peak
                    else self.tr("on space {0}").format(st.position)
                )
                line = self.tr("{place}. {name}: {where}, {squirrels}").format(
                    place=st.place,
                    name=setup.players[st.player],
                    where=where,
                    squirrels=squirrels_text(st.squirrels, rules_tr),
                )
                if st.decided_by == "squirrels" and above is not None:
                    line += "  " + self.tr("(same space as {0}: fewer squirrels decided)").format(
                        setup.players[above]
                    )
                elif st.decided_by == "shared":
                    line += "  " + self.tr("(same space and squirrels: shared place)")
                self._add_row(line, setup.colours[st.player])
                above = st.player
            return
        if setup.mode is Mode.TEAM:
            if result.won:
                self._title.setText(self.tr("The team has won!"))
            else:
                self._title.setText(self.tr("The team has lost."))
                tm = state.catalogue.team_map
                section = state.team_section
                goal = tm.section_goal(section)
                self._add_row(
                    self.tr(
                        "Pile {pile} ran out with the team marker on space {pos}; "
                        "it needed to reach space {goal}."
                    ).format(pile=section, pos=state.positions[0], goal=goal),
                    None,
                )
        else:
            if result.reason is EndReason.TRAINING_DONE:
                self._title.setText(self.tr("Training complete!"))
            total = sum(n for _, n in result.mastered_per_pile)
            self._title.setText(self.tr("Training complete: {0} cards mastered").format(total))
        failed = dict(result.failed_per_pile)
        piles = setup.course_piles if setup.mode is Mode.SOLO else PILES
        for pile, n in result.mastered_per_pile:
            if pile not in piles:
                continue
            self._add_row(
                self.tr("Route {pile}: {mastered} mastered, {failed} failed").format(
                    pile=pile, mastered=n, failed=failed.get(pile, 0)
                ),
                None,
            )
        self._add_row(
            self.tr("Squirrels kept: {0}").format(result.squirrels_left),
            None,
        )

    def _add_row(self, text: str, colour: str | None) -> None:
        row = QWidget()
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        if colour is not None:
            h.addWidget(Swatch(colour, diameter=30))
        label = scaled_font_label(text, 1.35)
        label.setWordWrap(True)
        h.addWidget(label, 1)
        self._rows.addWidget(row)
        self._row_widgets.append(row)
        if colour is not None:
            text = f"{colour_name_tr(colour)}: {text}"
        self._lines.append(text)


class GameScreen(QWidget):
    """Everything about one open game."""

    play_again_requested = Signal()
    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self._controller: GameController | None = None
        self.board = board_view_class()()
        self.board.setObjectName("boardView")
        self.table = table_view_class()()
        self.table.setObjectName("tableView")
        self.turn_panel = TurnPanel()
        self.end_panel = EndPanel()
        self.end_panel.play_again_requested.connect(self.play_again_requested)
        self.end_panel.home_requested.connect(self.home_requested)
        self.log_model = LogModel()
        self.log_view = QListView()
        self.log_view.setObjectName("logView")
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        font = self.log_view.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.log_view.setFont(font)
        self.log_model.rowsInserted.connect(self._on_log_rows_inserted)
        self.log_model.modelReset.connect(self._on_log_rows_inserted)

        self.side = QStackedWidget()
        self.side.addWidget(self.turn_panel)
        self.side.addWidget(self.end_panel)

        left = QSplitter(Qt.Orientation.Vertical)
        self._left = left
        left.addWidget(self.board)
        left.addWidget(self.table)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        left.setChildrenCollapsible(False)

        right = QSplitter(Qt.Orientation.Vertical)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.side)
        # Only ever scroll down: a short screen must not push the big buttons sideways.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(460)
        right.addWidget(scroll)
        log_box = QWidget()
        lv = QVBoxLayout(log_box)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(plain_label(self.tr("What happened")))
        lv.addWidget(self.log_view)
        right.addWidget(log_box)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 1)
        right.setChildrenCollapsible(False)

        outer = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(left)
        outer.addWidget(right)
        outer.setStretchFactor(0, 3)
        outer.setStretchFactor(1, 2)
        outer.setChildrenCollapsible(False)
        # Proportions, not pixels: the splitters scale them to the window.
        outer.setSizes([900, 500])
        left.setSizes([560, 340])
        right.setSizes([660, 220])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(outer)

    @property
    def controller(self) -> GameController | None:
        return self._controller

    def set_controller(self, controller: GameController | None) -> None:
        if self._controller is not None:
            self._controller.state_changed.disconnect(self._on_controller_state_changed)
        self._controller = controller
        self._fresh_views()
        self.turn_panel.set_controller(controller)
        self.log_model.set_controller(controller)
        if controller is not None:
            controller.state_changed.connect(self._on_controller_state_changed)
            self._show(controller.state, animate=False)

    def _fresh_views(self) -> None:
        """A new game gets new board and table views, so nothing of the last game lingers."""
        board = board_view_class()()
        board.setObjectName("boardView")
        table = table_view_class()()
        table.setObjectName("tableView")
        old_board, old_table = self.board, self.table
        self._left.replaceWidget(0, board)
        self._left.replaceWidget(1, table)
        for old in (old_board, old_table):
            old.hide()
            old.deleteLater()
        self.board, self.table = board, table

    def _on_controller_state_changed(self, state: State) -> None:
        self._show(state, animate=True)

    def _show(self, state: State, *, animate: bool) -> None:
        self.board.set_state(state, animate=animate)  # type: ignore[attr-defined]
        self.table.set_state(state)  # type: ignore[attr-defined]
        result = outcome(state)
        if result is None:
            self.side.setCurrentWidget(self.turn_panel)
        else:
            self.end_panel.show_outcome(state, result)
            self.side.setCurrentWidget(self.end_panel)

    def _on_log_rows_inserted(self) -> None:
        self.log_view.scrollToBottom()
