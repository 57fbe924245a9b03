"""The new-game page's fair race: each racer's chance to win from their records, and a
handicap (house rules H1-H2) the family may take or leave.

The chances and the handicap come from :mod:`blocky.games.blocky_mountains.handicap`
(races simulated with the rules from the coach's odds); this box only words them. It
shows only while the coach is on and the racers' records make the race uneven.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout, QWidget

from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.handicap import (
    SHOWN_RACES,
    Chances,
    PlayedRace,
    Suggestion,
    WinsRecord,
    suggest_handicap,
    win_chances,
    wins_record,
    worth_offering,
)
from blocky.games.blocky_mountains.state import Handicap
from blocky.ui.games.blocky_mountains.handicap_words import handicap_text
from blocky.ui.kit.numbers import percent_text
from blocky.ui.kit.widgets import BigButton, plain_label

#: Each racer's chance to master each card first go, by their names in turn order (None:
#: the coach is off, or a racer has no record to tell the players apart by).
OddsSource = Callable[[Sequence[str]], Sequence[Mapping[str, float]] | None]
#: The finished races of the record (see coach_data.played_races).
RacesSource = Callable[[], Sequence[PlayedRace]]
#: Races behind the chances shown, before a suggestion is asked for and with it.
FIRST_RACES = SHOWN_RACES


def _percent(chance: float) -> str:
    """A chance to win in whole percent, never 0% or 100%: simulated races are not a
    promise."""
    return percent_text(min(99, max(1, round(chance * 100))))


class FairRaceBox(QGroupBox):
    """Chances to win without a handicap, a button that suggests one, the chances with
    it, and "Play with this handicap". ``changed`` is emitted when what the set-up would
    carry changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairRace")
        self.setTitle(self.tr("A fair race"))
        self._source: OddsSource | None = None
        self._names: tuple[str, ...] = ()
        self._odds: Sequence[Mapping[str, float]] | None = None
        self._without: Chances | None = None
        self._suggestion: Suggestion | None = None
        self._races_source: RacesSource | None = None
        self._wins: WinsRecord | None = None
        box = QVBoxLayout(self)
        self.without_label = plain_label("")
        self.without_label.setObjectName("fairRaceWithout")
        self.without_label.setProperty("role", "choiceText")
        self.without_label.setWordWrap(True)
        box.addWidget(self.without_label)
        self.suggest_button = BigButton(self.tr("Suggest a handicap to even it out"))
        self.suggest_button.setObjectName("suggestHandicap")
        self.suggest_button.clicked.connect(self.suggest)
        box.addWidget(self.suggest_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.handicap_label = plain_label("")
        self.handicap_label.setObjectName("fairRaceHandicap")
        self.handicap_label.setProperty("role", "choiceText")
        self.handicap_label.setWordWrap(True)
        box.addWidget(self.handicap_label)
        self.take = QCheckBox(self.tr("Play with this handicap (a house rule)"))
        self.take.setObjectName("takeHandicap")
        self.take.toggled.connect(lambda _on: self.changed.emit())
        box.addWidget(self.take)
        # After races with a handicap: did the wins even out?
        self.record_label = plain_label("")
        self.record_label.setObjectName("fairRaceRecord")
        self.record_label.setProperty("role", "choiceText")
        self.record_label.setWordWrap(True)
        box.addWidget(self.record_label)
        self._show_state()

    # -- input

    def set_source(self, source: OddsSource | None) -> None:
        """Where the racers' odds come from (None: nothing offered)."""
        self._source = source
        self._names = ()
        self.set_players(())

    def set_races_source(self, source: RacesSource | None) -> None:
        """Where the record's finished races come from, to say whether the wins of the
        races played with a handicap evened out (None: nothing said)."""
        self._races_source = source
        self._names = ()

    def forget(self) -> None:
        """Look the racers up again next time (the record or the coach's switch may have
        changed since)."""
        self._names = ()
        self._odds = None
        self._without = None
        self._suggestion = None
        self._wins = None
        self.take.setChecked(False)
        self._show_state()

    def set_players(self, names: Sequence[str]) -> None:
        """The racers, in turn order, with their names filled in."""
        names = tuple(names)
        if names == self._names and self._source is not None:
            return
        had = bool(self.handicaps())
        self._names = names
        self._odds = None
        self._without = None
        self._suggestion = None
        self.take.setChecked(False)
        if self._source is not None and len(names) >= 2:
            self._odds = self._source(names)
        if self._odds is not None:
            chances = win_chances(default_catalogue(), self._odds, races=FIRST_RACES)
            if worth_offering(chances):
                self._without = chances
        self._wins = None
        if self._without is not None and self._races_source is not None:
            self._wins = wins_record(self._races_source(), names)
        self._show_state()
        if had:
            self.changed.emit()

    def suggest(self) -> None:
        """Work out a handicap (well under a second) and show the chances with it."""
        if self._odds is None or self._without is None:
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            # The chances without a handicap are those shown already (same races).
            self._suggestion = suggest_handicap(
                default_catalogue(), self._odds, races=FIRST_RACES, without=self._without
            )
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._without = self._suggestion.without
        self.take.setChecked(not self._suggestion.is_none)
        self._show_state()
        self.changed.emit()

    # -- output

    @property
    def offered(self) -> bool:
        """The box is offered: the racers' records make the race uneven."""
        return self._without is not None

    @property
    def suggestion(self) -> Suggestion | None:
        return self._suggestion

    def handicaps(self) -> dict[str, Handicap]:
        """The handicap the set-up carries, by racer name (empty: none taken)."""
        s = self._suggestion
        if s is None or s.is_none or not self.take.isChecked():
            return {}
        return dict(zip(self._names, s.handicaps, strict=True))

    # -- words

    def _chances_text(self, chances: Chances) -> str:
        return ", ".join(
            self.tr("{name} {chance}").format(name=n, chance=_percent(w))
            for n, w in zip(self._names, chances.win, strict=True)
        )

    def handicap_text(self, h: Handicap) -> str:
        """One racer's handicap in words: "3 more squirrels at the start, a head start
        of 1 space"; "no handicap" (worded as the game screen words it)."""
        return handicap_text(h)

    @property
    def wins(self) -> WinsRecord | None:
        return self._wins

    def record_text(self, w: WinsRecord) -> str:
        """ "Raced together with a handicap: 6 times; wins: Mia 3, Leo 3. Without: 8 times;
        wins: Mia 1, Leo 7." ("" before any race with a handicap)."""
        if not w.with_races:
            return ""

        def wins(counts: Sequence[int]) -> str:
            return ", ".join(
                self.tr("{name} {wins}").format(name=n, wins=k)
                for n, k in zip(w.players, counts, strict=True)
            )

        text = self.tr(
            "Raced together with a handicap: %n time(s); wins: {wins}.", "", w.with_races
        )
        text = text.format(wins=wins(w.with_wins))
        if w.without_races:
            more = self.tr("Without: %n time(s); wins: {wins}.", "", w.without_races)
            text += " " + more.format(wins=wins(w.without_wins))
        return text

    def _show_state(self) -> None:
        self.setVisible(self._without is not None)
        record = self.record_text(self._wins) if self._wins is not None else ""
        self.record_label.setText(record)
        self.record_label.setVisible(bool(record))
        if self._without is None:
            return
        self.without_label.setText(
            self.tr("Chance to win without a handicap, from your records: {chances}.").format(
                chances=self._chances_text(self._without)
            )
        )
        s = self._suggestion
        self.suggest_button.setVisible(s is None)
        self.handicap_label.setVisible(s is not None)
        self.take.setVisible(s is not None and not s.is_none)
        if s is None:
            return
        if s.is_none:
            self.handicap_label.setText(self.tr("No handicap makes this race fairer."))
            return
        lines = [
            self.tr("{name}: {handicap}").format(name=n, handicap=self.handicap_text(h))
            for n, h in zip(self._names, s.handicaps, strict=True)
        ]
        lines.append(
            self.tr("Chance to win with the handicap: {chances}.").format(
                chances=self._chances_text(s.with_handicap)
            )
        )
        self.handicap_label.setText("\n".join(lines))
