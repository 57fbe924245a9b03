"""The Cards tab: each player's personal bests, the hardest and easiest cards, and every
route card's figures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.ui.games.blocky_mountains.statistics.columns import card_columns
from blocky.ui.games.blocky_mountains.statistics.data import hardest_and_easiest, percent
from blocky.ui.games.blocky_mountains.statistics.models import (
    RowsModel,
    SortProxy,
    Statistics,
    card_text,
)
from blocky.ui.games.blocky_mountains.statistics.parts import (
    CARDS_PAGE_HEIGHT,
    MAX_COLUMN_WIDTH,
    FitScroll,
    Page,
    TabHost,
    WrapHeader,
    fit_columns,
    swatch_icon,
    table_view,
)
from blocky.ui.kit.grammar import fill
from blocky.ui.kit.theme import FONT_LARGE, FONT_MEDIUM, FONT_NORMAL, font
from blocky.ui.kit.widgets import plain_label, plain_tooltip, short_name

if TYPE_CHECKING:
    from blocky.store.players import PlayerProfile


class CardsTab(Page):
    """Personal bests by kind of game, the hardest and easiest cards, and the cards' table."""

    def __init__(self, host: TabHost) -> None:
        super().__init__(host)
        #: Per player and card: the timed attempts and their mean seconds.
        self.card_times: dict[tuple[int | None, str], tuple[int, float]] = {}
        #: What the bests grid is laid out for (its kinds of game and players), its
        #: numbers by player row and column, and the note on handicapped races.
        self._bests_layout: tuple[tuple[str, ...], tuple[tuple[int, str, str | None], ...]] = (
            (),
            (),
        )
        self._bests_numbers: list[list[QLabel]] = []
        self._bests_note = plain_label("")
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 8, 0, 0)
        self.bests_box = QWidget()
        self.bests_grid = QGridLayout(self.bests_box)
        self.bests_grid.setContentsMargins(0, 0, 0, 0)
        self.bests_grid.setHorizontalSpacing(14)
        # Every player has a row, however many there are: the grid scrolls.
        self.bests_scroll = FitScroll(330)
        self.bests_scroll.setWidgetResizable(True)
        self.bests_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.bests_scroll.setWidget(self.bests_box)
        self.extremes_label = plain_label("")
        self.extremes_label.setWordWrap(True)
        self.extremes_label.setFont(font(FONT_MEDIUM))
        self.cards_model: RowsModel[Any] = RowsModel(
            card_columns(True, host.colours, self.card_times), self
        )
        self.cards_proxy = SortProxy(self.cards_model, self)
        self.cards_view = table_view(self.cards_proxy, Statistics.tr("Route cards"))
        # Headings wrapped whole, card names whole: each column as wide as its heading
        # and its texts need, the last one taking what is left; a narrow window scrolls.
        header = WrapHeader(self.cards_view)
        self.cards_view.setHorizontalHeader(header)
        header.setFont(font(FONT_NORMAL, bold=True))
        header.setMinimumSectionSize(40)
        # Sized once per fill (fit_columns: the headings and the first rows' texts, as
        # Qt's own fit to contents judges them), not again at every layout of the table.
        header.setResizeContentsPrecision(60)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(True)
        header.setMaximumSectionSize(MAX_COLUMN_WIDTH)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.cards_view.setSortingEnabled(True)
        layout.addWidget(self.bests_scroll)
        layout.addWidget(self.extremes_label)
        layout.addWidget(self.cards_view, 1)
        self.place(content, least_height=CARDS_PAGE_HEIGHT)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        # Another font or style measures the texts anew: the columns fit them again.
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            fit_columns(self.cards_view)

    def fill(self) -> None:
        source = self.host.source
        assert source is not None
        f = self.host.current_filter(with_mode=True)
        rows = source.card_stats(f)
        self.card_times.clear()
        self.card_times.update(source.card_seconds(f))
        one_player = f.player_id is not None
        self.cards_view.setColumnHidden(0, one_player)
        self.cards_model.set_rows(rows)
        self.cards_proxy.sort(-1)
        fit_columns(self.cards_view)
        hardest, easiest = hardest_and_easiest(source.card_totals(f))
        lines = []
        if hardest:
            lines.append(
                Statistics.tr("Hardest: {0}").format(
                    ",  ".join(
                        f"{card_text(t.card_name)} ({percent(t.mastered_rate)})" for t in hardest
                    )
                )
            )
        if easiest:
            lines.append(
                Statistics.tr("Easiest: {0}").format(
                    ",  ".join(
                        f"{card_text(t.card_name)} ({percent(t.mastered_rate)})" for t in easiest
                    )
                )
            )
        self.extremes_label.setText("\n".join(lines))
        self._fill_bests(f)
        self.show_empty(
            None
            if rows
            else self.host.no_data_text(
                Statistics.tr(
                    "Play a card in a training or a game to see how often it is mastered here."
                )
            )
        )

    def _fill_bests(self, f: StatsFilter) -> None:
        """The personal bests: the grid is laid out again only when its players or kinds
        of game change; otherwise only its numbers and the note under it are set."""
        source = self.host.source
        assert source is not None
        players = source.players()
        if f.player_id is not None:
            players = [p for p in players if p.id == f.player_id]
        modes = [m for m in ("solo", "race", "team") if f.mode in (None, m)]
        # Per mode: most cards mastered in one game, most squirrels kept (not in team
        # games: the pool is the team's, nobody's own) and the longest first-try run.
        columns: list[tuple[str, str]] = []
        for mode in modes:
            columns.append((mode, "mastered"))
            if mode != "team":
                columns.append((mode, "kept"))
            columns.append((mode, "streak"))
        layout = (tuple(modes), tuple((p.id, p.name, p.colour) for p in players))
        if layout != self._bests_layout:
            self._lay_out_bests(players, modes, columns)
            self._bests_layout = layout
        for row, p in enumerate(players):
            bests = {b.mode: b for b in source.personal_bests_by_mode(p.id, f)}
            for n, (mode, what) in enumerate(columns):
                b = bests[mode]
                value = {
                    "mastered": b.most_mastered,
                    "kept": b.most_squirrels_kept,
                    "streak": b.longest_first_attempt_streak,
                }[what]
                self._bests_numbers[row][n].setText("–" if value is None else str(value))
        # H2: races played with a handicap are kept apart from the bests, and said so.
        apart = [
            (p.name, n)
            for p in (players if "race" in modes else [])
            if (n := source.handicapped_races(p.id, f))
        ]
        note = self._bests_note
        note.setText(
            Statistics.tr("Races with a handicap, kept apart from these bests: {0}").format(
                ", ".join(
                    Statistics.tr("{name} {count}").format(name=name, count=n)
                    for name, n in apart
                )
            )
            if apart
            else ""
        )
        note.setVisible(bool(apart))

    def _lay_out_bests(
        self,
        players: list[PlayerProfile],
        modes: list[str],
        columns: list[tuple[str, str]],
    ) -> None:
        """The bests grid's headings, a row per player with an empty number in each column
        and the note under them (shown when there is something to say)."""
        while self.bests_grid.count():
            item = self.bests_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        for c in range(self.bests_grid.columnCount()):
            self.bests_grid.setColumnStretch(c, 0)
        mode_names = {
            "solo": Statistics.tr("Training"),
            "race": Statistics.tr("Race"),
            "team": Statistics.tr("Team"),
        }
        heads = {
            "mastered": Statistics.tr("Most cards mastered in one game"),
            "kept": Statistics.tr("Most squirrels kept"),
            "streak": Statistics.tr("Longest run of first-try masters"),
        }
        corner = plain_label(Statistics.tr("Personal bests"))
        corner.setFont(font(FONT_NORMAL, bold=True))
        self.bests_grid.addWidget(corner, 1, 0)
        col = 1
        for mode in modes:
            span = sum(1 for m, _ in columns if m == mode)
            label = plain_label(mode_names[mode])
            label.setFont(font(FONT_NORMAL + 1, bold=True))
            self.bests_grid.addWidget(label, 0, col, 1, span)
            col += span
        for n, (_, what) in enumerate(columns, start=1):
            label = plain_label(heads[what])
            label.setFont(font(FONT_NORMAL - 1, bold=True))
            label.setWordWrap(True)
            self.bests_grid.addWidget(label, 1, n)
        self._bests_numbers = []
        number_font = font(FONT_LARGE - 4, bold=True)
        for row, p in enumerate(players, start=2):
            name = plain_label(p.name)
            name.setFont(font(FONT_MEDIUM, bold=True))
            # A long name is cut with "…" and said whole in the tooltip.
            name.setText(short_name(p.name, name.font()))
            name.setToolTip(plain_tooltip(p.name) if name.text() != p.name else "")
            swatch_row = QWidget()
            h = QHBoxLayout(swatch_row)
            h.setContentsMargins(0, 0, 0, 0)
            if p.colour:
                icon = QLabel()
                icon.setPixmap(swatch_icon(p.colour).pixmap(22, 22))
                icon.setAccessibleName(fill(Statistics.tr("Colour of {0}"), p.name))
                h.addWidget(icon)
            h.addWidget(name, 1)
            self.bests_grid.addWidget(swatch_row, row, 0)
            numbers = []
            for n in range(1, len(columns) + 1):
                number = plain_label("")
                number.setFont(number_font)
                self.bests_grid.addWidget(number, row, n)
                numbers.append(number)
            self._bests_numbers.append(numbers)
        note = plain_label("")
        note.setObjectName("handicappedRaces")
        note.setFont(font(FONT_NORMAL - 1))
        note.setWordWrap(True)
        note.setVisible(False)
        self.bests_grid.addWidget(note, len(players) + 2, 0, 1, len(columns) + 1)
        self._bests_note = note
        for c in range(1, len(columns) + 1):
            self.bests_grid.setColumnStretch(c, 1)
        self.bests_scroll.updateGeometry()
