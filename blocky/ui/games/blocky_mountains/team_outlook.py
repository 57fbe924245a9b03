"""The new-game page's next expedition for a team: from the adventurers' records, the
level and start to suggest, with the chance to reach the peak
(:mod:`blocky.games.blocky_mountains.expedition` works it out; this only words it)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.expedition import (
    ExpeditionOutlook,
    Way,
    expedition_outlook,
)
from blocky.ui.games.blocky_mountains.fair_race import OddsSource
from blocky.ui.kit.numbers import percent_text
from blocky.ui.kit.widgets import BigButton, plain_label


class TeamOutlook(QWidget):
    """ "From your records: advanced, from the campground: about 55% to reach the peak"
    and a button that chooses it. ``chosen`` carries (level, start)."""

    chosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teamOutlook")
        self._source: OddsSource | None = None
        self._names: tuple[str, ...] = ()
        self._outlook: ExpeditionOutlook | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = plain_label("")
        self.label.setObjectName("teamOutlookText")
        self.label.setProperty("role", "choiceText")
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.use_button = BigButton(self.tr("Play it this way"))
        self.use_button.setObjectName("useTeamOutlook")
        self.use_button.clicked.connect(self._use)
        row.addWidget(self.use_button, 0, Qt.AlignmentFlag.AlignTop)
        self.setVisible(False)

    def set_source(self, source: OddsSource | None) -> None:
        self._source = source
        self._names = ()
        self.set_team(())

    def forget(self) -> None:
        """Look the team up again next time (the record or the coach's switch may have
        changed since)."""
        self._names = ()
        self._outlook = None
        self._show()

    def set_team(self, names: Sequence[str]) -> None:
        """The adventurers, in seat order, with their names filled in."""
        names = tuple(names)
        if names == self._names and self._source is not None:
            return
        self._names = names
        self._outlook = None
        odds = self._source(names) if self._source is not None and len(names) >= 2 else None
        if odds is not None:
            self._outlook = expedition_outlook(default_catalogue(), odds, games=400)
        self._show()

    @property
    def outlook(self) -> ExpeditionOutlook | None:
        return self._outlook

    def way_text(self, way: Way) -> str:
        level = self.tr("beginners") if way.level == "beginner" else self.tr("advanced")
        starts = {
            "campground": self.tr("from the campground"),
            "A": self.tr("from intermediate destination A"),
            "B": self.tr("from intermediate destination B"),
        }
        return self.tr(
            "From your records, the next expedition: {level}, {start}: about {chance} to "
            "reach the peak."
        ).format(
            level=level,
            start=starts[way.start],
            chance=percent_text(min(99, max(1, round(way.chance * 100)))),
        )

    def _show(self) -> None:
        self.setVisible(self._outlook is not None)
        if self._outlook is not None:
            self.label.setText(self.way_text(self._outlook.suggested))

    def _use(self) -> None:
        if self._outlook is not None:
            way = self._outlook.suggested
            self.chosen.emit(way.level, way.start)
