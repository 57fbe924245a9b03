"""Where the statistics screen reads its figures: Blocky Mountains' own
(:class:`~blocky.games.blocky_mountains.statistics.reader.BlockyStatistics`), which the
saved games make for the game through its registry entry (``Library.statistics``), and
the players and the files from the saved games themselves.

The screen never holds the database: each figure is one call here, and a damaged row
or a database that cannot be read raises the store's error, which the screen words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blocky.games.blocky_mountains.statistics import (
    AttemptDetail,
    CardStats,
    Expedition,
    PersonalBests,
    RaceGame,
    RaceHistory,
    StatsFilter,
    TeamProgress,
    TrainingSession,
)
from blocky.games.blocky_mountains.statistics.handicaps import RacerWins
from blocky.games.blocky_mountains.statistics.reader import BlockyStatistics

if TYPE_CHECKING:
    from blocky.games.blocky_mountains.storage.coach_data import TimedAttempt
    from blocky.games.blocky_mountains.timing import AttemptTime
    from blocky.store.exchange import ExportResult, ImportReport
    from blocky.store.players import PlayerProfile
    from blocky.ui.kit.library import Library

#: The game whose figures these pages show (its id in the registry).
GAME_ID = "blocky-mountains"


class StatisticsSource:
    """Blocky Mountains' figures from the saved games ``library`` holds."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self._figures: BlockyStatistics | None = None

    @property
    def figures(self) -> BlockyStatistics:
        """The game's figures over the saved games (made when first read)."""
        if self._figures is None:
            figures = self.library.statistics(GAME_ID)
            if not isinstance(figures, BlockyStatistics):
                raise TypeError(f"the saved games gave {type(figures).__name__} as its figures")
            self._figures = figures
        return self._figures

    # -- the players and the game played last ----------------------------------------------

    def players(self) -> list[PlayerProfile]:
        return list(self.library.players())

    def last_played_mode(self) -> str | None:
        return self.figures.last_played_mode()

    # -- the tabs' figures --------------------------------------------------------------------

    def training_log(self, f: StatsFilter) -> list[TrainingSession]:
        return self.figures.training_log(f)

    def training_log_count(self, f: StatsFilter) -> int:
        return self.figures.training_log_count(f)

    def training_log_page(
        self, f: StatsFilter, offset: int, limit: int, order: str, descending: bool
    ) -> list[TrainingSession]:
        return self.figures.training_log_page(f, offset, limit, order, descending)

    def session_attempts(self, game_id: int) -> list[AttemptDetail]:
        return self.figures.session_attempts(game_id)

    def card_stats(self, f: StatsFilter) -> list[CardStats]:
        return self.figures.card_stats(f)

    def card_totals(self, f: StatsFilter) -> list[CardStats]:
        return self.figures.card_totals(f)

    def personal_bests_by_mode(self, player_id: int, f: StatsFilter) -> list[PersonalBests]:
        return self.figures.personal_bests_by_mode(player_id, f)

    def handicapped_races(self, player_id: int, f: StatsFilter) -> int:
        """The player's finished races with a handicap: kept apart from the bests (H2)."""
        return self.figures.handicapped_races(player_id, f)

    def team_progress(self, f: StatsFilter) -> list[TeamProgress]:
        return self.figures.team_progress(f)

    def team_expeditions(self, f: StatsFilter) -> list[Expedition]:
        return self.figures.team_expeditions(f)

    def race_history(self, f: StatsFilter) -> RaceHistory:
        return self.figures.race_history(f)

    def wins_evened_out(self, f: StatsFilter) -> list[RacerWins]:
        """Each racer's wins with a handicap and without, beside an even share (H1)."""
        return self.figures.wins_evened_out(f)

    def race_games(self, f: StatsFilter) -> list[RaceGame]:
        return self.figures.race_games(f)

    # -- the times of the attempts ------------------------------------------------------------

    def timed_attempts(self, f: StatsFilter) -> list[TimedAttempt]:
        """The attempts ``f`` counts, with their build-and-try times."""
        return self.figures.timed_attempts(
            player_id=f.player_id, mode=f.mode, since=f.since, until=f.until
        )

    def card_seconds(self, f: StatsFilter) -> dict[tuple[int | None, str], tuple[int, float]]:
        """Per player and card ``f`` counts: timed attempts and their mean seconds, summed
        from the counts the store keeps (no attempt read one by one)."""
        return self.figures.card_seconds(
            player_id=f.player_id, mode=f.mode, since=f.since, until=f.until
        )

    def game_seconds(self, game_ids: list[int]) -> dict[int, tuple[int, float]]:
        """Per game: timed attempts and their mean seconds."""
        return self.figures.game_seconds(game_ids)

    def training_periods(
        self, f: StatsFilter
    ) -> tuple[str, list[TrainingSession], dict[int, tuple[int, float]]]:
        """Finished trainings summed per player and day, week or month (a long log's
        charts), with the timed attempts and mean seconds of each."""
        return self.figures.training_periods(f)

    def game_attempt_times(self, game_id: int) -> tuple[AttemptTime, ...]:
        """The build-and-try times of one game's attempts."""
        return self.figures.game_attempt_times(game_id)

    # -- everything, saved and loaded -----------------------------------------------------------

    def export_everything(self) -> ExportResult:
        return self.library.export_everything()

    def import_json(self, text: str) -> ImportReport:
        return self.library.import_json(text)
