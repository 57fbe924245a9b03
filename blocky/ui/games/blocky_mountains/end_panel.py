"""The result at the end of a game, in the game screen's side: standings (race), won
or lost (team), cards and squirrels (solo), with "play again" and "home"."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Signal,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import PILES
from blocky.games.blocky_mountains.describe import end_reason_text, place_of, squirrels_text
from blocky.games.blocky_mountains.game import Outcome
from blocky.games.blocky_mountains.practice import SessionProgress
from blocky.games.blocky_mountains.state import PLAN_COURSE, EndReason, Mode, State
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.handicap_words import has_handicap, played_with_handicap
from blocky.ui.games.blocky_mountains.places import where_brief
from blocky.ui.games.blocky_mountains.progress_words import progress_lines
from blocky.ui.games.blocky_mountains.words import route_result
from blocky.ui.kit.theme import colour_name
from blocky.ui.kit.widgets import BigButton, Swatch, scaled_font_label, short_names


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
        # Both fit their text to a narrow side (German and French in large letters).
        self.play_again_button = BigButton(
            self.tr("Play again with the same players"), scale=1.4, fit=True
        )
        self.play_again_button.setObjectName("playAgainButton")
        self.play_again_button.clicked.connect(self.play_again_requested)
        self.home_button = BigButton(self.tr("Back to the start screen"), fit=True)
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.home_requested)
        layout.addWidget(self.play_again_button)
        layout.addWidget(self.home_button)
        #: The result's rows (a colour swatch and a line each), made when first needed and
        #: given the next game's result: a game's last click then makes no widgets.
        self._row_pool: list[tuple[QWidget, Swatch, QLabel]] = []
        self._rows_used = 0
        self._lines: list[str] = []
        #: The players' names, cut where they are too long to draw.
        self._names: tuple[str, ...] = ()
        #: What improved since last time, for a practice plan's summary (see GameScreen).
        self.progress_source: Callable[[], SessionProgress | None] | None = None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        # A stacked widget asks every page for its height, shown or not: while the game
        # goes on, the result's rows (made when it starts) are not measured on every
        # click that lays the turn panel out again.
        if self.isHidden():
            return -1
        return super().heightForWidth(width)

    def _set_title(self, text: str) -> None:
        self._title.setText(short_names(text, self._names, self._title.font()))

    def result_lines(self) -> list[str]:
        """The result as plain sentences (what the rows show)."""
        return list(self._lines)

    def show_outcome(self, state: State, result: Outcome) -> None:
        self._rows_used = 0
        self._lines = []
        try:
            self._fill_outcome(state, result)
        finally:
            for row, _, _ in self._row_pool[self._rows_used :]:
                row.hide()

    def _fill_outcome(self, state: State, result: Outcome) -> None:
        setup = state.setup
        self._names = tuple(setup.players)
        self._reason.setText(end_reason_text(result.reason, rules_tr))
        if setup.mode is Mode.RACE:
            winners = [s for s in result.standings if s.place == 1]
            if len(winners) == 1:
                self._set_title(
                    self.tr("{name} wins!").format(name=setup.players[winners[0].player])
                )
            else:
                self._set_title(self.tr("A shared victory!"))
            above = None
            for st in result.standings:
                where = where_brief(place_of(state, st.position))
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
            if has_handicap(setup):
                # H2: a race with a handicap is kept apart from the bests.
                self._add_row(played_with_handicap(), None)
            return
        if setup.mode is Mode.TEAM:
            if result.won:
                self._set_title(self.tr("The team has won!"))
                # Why, not the title once more.
                self._reason.setText(
                    self.tr("The team marker reached the peak C, space {0}.").format(
                        state.positions[0]
                    )
                )
            else:
                self._set_title(self.tr("The team has lost."))
                tm = state.catalogue.team_map
                section = state.team_section
                goal = tm.section_goal(section)
                # The goal named as the board draws it: A, B or the peak C.
                if goal >= tm.peak:
                    text = self.tr(
                        "Pile {pile} ran out with the team marker on space {pos}; "
                        "it needed to reach the peak C (space {goal})."
                    )
                else:
                    text = self.tr(
                        "Pile {pile} ran out with the team marker on space {pos}; "
                        "it needed to reach intermediate destination {pile} (space {goal})."
                    )
                self._add_row(text.format(pile=section, pos=state.positions[0], goal=goal), None)
        else:
            if result.reason is EndReason.TRAINING_DONE:
                self._set_title(self.tr("Training complete!"))
            total = sum(n for _, n in result.mastered_per_pile)
            self._set_title(self.tr("Training complete: %n card(s) mastered", "", total))
        failed = dict(result.failed_per_pile)
        piles = setup.course_piles if setup.mode is Mode.SOLO else PILES
        for pile, n in result.mastered_per_pile:
            if pile not in piles:
                continue
            self._add_row(
                route_result(pile, n, failed.get(pile, 0)),
                None,
            )
        self._add_row(
            self.tr("Squirrels kept: {0}").format(result.squirrels_left),
            None,
        )
        if setup.course == PLAN_COURSE and self.progress_source is not None:
            progress = self.progress_source()
            if progress is not None:
                for line in progress_lines(state, progress):
                    self._add_row(line, None)

    def spoken_result(self) -> str:
        """The title, the reason and the rows, as one text for a screen reader."""
        return " ".join([self._title.text(), self._reason.text(), *self._lines])

    def prepare_rows(self, count: int) -> None:
        """Have ``count`` result rows made (hidden) and polished now, when a game starts:
        its last click then only fills them."""
        while len(self._row_pool) < count:
            self._new_row().hide()
        for row, _, _ in self._row_pool:
            row.ensurePolished()
            for child in row.findChildren(QWidget):
                child.ensurePolished()

    def _new_row(self) -> QWidget:
        row = QWidget()
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        swatch = Swatch("white", diameter=30)
        h.addWidget(swatch)
        label = scaled_font_label("", 1.35)
        label.setWordWrap(True)
        h.addWidget(label, 1)
        self._rows.addWidget(row)
        self._row_pool.append((row, swatch, label))
        return row

    def _add_row(self, text: str, colour: str | None) -> None:
        if self._rows_used == len(self._row_pool):
            self._new_row()
        row, swatch, label = self._row_pool[self._rows_used]
        self._rows_used += 1
        if colour is not None:
            swatch.set_colour(colour)
        swatch.setVisible(colour is not None)
        label.setText(short_names(text, self._names))
        row.show()
        if colour is not None:
            text = f"{colour_name(colour)}: {text}"
        self._lines.append(text)
