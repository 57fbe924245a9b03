"""Blocky Mountains' figures from an open store, as its statistics pages read them.

The registry names :class:`BlockyStatistics` (``statistics_path``): ``Store.statistics``
makes one over the store's open database, so the pages read every figure through it and
never through the connection. A damaged row raises StoreError ("damaged"), as every
read of the store does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import TYPE_CHECKING, TypeVar

from blocky.games.blocky_mountains.statistics import cards, handicaps, race, sessions, solo, team
from blocky.games.blocky_mountains.statistics.cards import CardStats, OpenPlay
from blocky.games.blocky_mountains.statistics.filters import StatsFilter
from blocky.games.blocky_mountains.statistics.handicaps import RacerWins
from blocky.games.blocky_mountains.statistics.race import RaceGame, RaceHistory
from blocky.games.blocky_mountains.statistics.sessions import AttemptDetail, SessionStats
from blocky.games.blocky_mountains.statistics.solo import PersonalBests, TrainingSession
from blocky.games.blocky_mountains.statistics.team import Expedition, TeamProgress
from blocky.games.blocky_mountains.storage.exchange import attempts_csv
from blocky.games.blocky_mountains.timing import PAUSE_LIMIT, AttemptTime
from blocky.store.database import Database

if TYPE_CHECKING:
    from blocky.games.blocky_mountains.storage.coach_data import TimedAttempt

_T = TypeVar("_T")


class BlockyStatistics:
    """Every figure of the statistics pages, read from ``database`` when asked for.

    The times are read through the coach's module (its rules, its plan, loaded when a
    time is first asked for): the screen's first tab does not wait for them."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def _read(self, query: Callable[..., _T], *args: object) -> _T:
        with self._database.reading("the statistics"):
            return query(self._database.db, *args)

    def card_stats(self, f: StatsFilter | None = None) -> list[CardStats]:
        """Per player and card: attempts, mastered and first-attempt rates, mean attempts."""
        return self._read(cards.card_stats, f)

    def card_totals(self, f: StatsFilter | None = None) -> list[CardStats]:
        """Per card: everyone's attempts once each (or the chosen player's, credited)."""
        return self._read(cards.card_totals, f)

    def open_plays(self, f: StatsFilter | None = None) -> list[OpenPlay]:
        """Cards left at the retry decision: open plays, neither mastered nor failed."""
        return self._read(cards.open_plays, f)

    def sessions(self, f: StatsFilter | None = None) -> list[SessionStats]:
        return self._read(sessions.sessions, f)

    def session_attempts(self, game_id: int) -> list[AttemptDetail]:
        """Every attempt of one game, in order."""
        return self._read(sessions.session_attempts, game_id)

    def last_played_mode(self) -> str | None:
        """The mode of the game played last (None before the first game)."""
        return self._read(sessions.last_played_mode)

    def training_log(self, f: StatsFilter | None = None) -> list[TrainingSession]:
        """Solo trainings with their results, read from the game rows (fast for long logs)."""
        return self._read(solo.training_log, f)

    def training_log_count(self, f: StatsFilter | None = None) -> int:
        return self._read(solo.training_log_count, f)

    def training_log_page(
        self,
        f: StatsFilter | None,
        offset: int,
        limit: int,
        order: str = "date",
        descending: bool = True,
    ) -> list[TrainingSession]:
        """A page of the training log in a chosen order (see solo.LOG_ORDER)."""
        return self._read(solo.training_log_page, f, offset, limit, order, descending)

    def personal_bests(self, player_id: int, f: StatsFilter | None = None) -> PersonalBests:
        return self._read(solo.personal_bests, player_id, f)

    def personal_bests_by_mode(
        self, player_id: int, f: StatsFilter | None = None
    ) -> list[PersonalBests]:
        return self._read(solo.personal_bests_by_mode, player_id, f)

    def handicapped_races(self, player_id: int, f: StatsFilter | None = None) -> int:
        """The player's finished races with a handicap: kept apart from the bests (H2)."""
        return self._read(solo.handicapped_races, player_id, f)

    def team_progress(self, f: StatsFilter | None = None) -> list[TeamProgress]:
        return self._read(team.team_progress, f)

    def team_expeditions(self, f: StatsFilter | None = None) -> list[Expedition]:
        """Each team's games (a team: the same players, whatever their seats), last played first."""
        return self._read(team.team_expeditions, f)

    def team_expedition(self, names: Sequence[str]) -> Expedition | None:
        """The expedition of the team of these saved players (None: no games together)."""
        return self._read(team.team_expedition, names)

    def race_history(self, f: StatsFilter | None = None) -> RaceHistory:
        return self._read(race.race_history, f)

    def wins_evened_out(self, f: StatsFilter | None = None) -> list[RacerWins]:
        """Each racer's wins with a handicap and without, beside an even share (H1)."""
        return self._read(handicaps.wins_evened_out, f)

    def race_games(self, f: StatsFilter | None = None) -> list[RaceGame]:
        """Every race (date, players, winners, playing time), oldest first."""
        return self._read(race.race_games, f)

    def game_attempt_times(
        self, game_id: int, *, pause_limit: timedelta = PAUSE_LIMIT
    ) -> tuple[AttemptTime, ...]:
        """Each attempt's build-and-try time in one game (see coach_data)."""
        from blocky.games.blocky_mountains.storage import coach_data

        with self._database.reading("the statistics"):
            return coach_data.game_attempt_times(
                self._database.db, game_id, pause_limit=pause_limit
            )

    def timed_attempts(
        self,
        *,
        player_id: int | None = None,
        mode: str | None = None,
        since: date | None = None,
        until: date | None = None,
        pause_limit: timedelta = PAUSE_LIMIT,
    ) -> list[TimedAttempt]:
        """Every attempt the filter counts with its time, oldest first (see coach_data)."""
        from blocky.games.blocky_mountains.storage import coach_data

        with self._database.reading("the statistics"):
            return coach_data.timed_attempts(
                self._database.db,
                player_id=player_id,
                mode=mode,
                since=since,
                until=until,
                pause_limit=pause_limit,
            )

    def card_seconds(
        self,
        *,
        player_id: int | None = None,
        mode: str | None = None,
        since: date | None = None,
        until: date | None = None,
    ) -> dict[tuple[int | None, str], tuple[int, float]]:
        """Per player and card: timed attempts and their mean seconds, summed from the
        counts kept as games are played (see coach_data.card_seconds)."""
        from blocky.games.blocky_mountains.storage import coach_data

        with self._database.reading("the statistics"):
            return coach_data.card_seconds(
                self._database.db, player_id=player_id, mode=mode, since=since, until=until
            )

    def game_seconds(self, game_ids: list[int]) -> dict[int, tuple[int, float]]:
        """Per game: timed attempts and their mean seconds (see coach_data.game_seconds)."""
        from blocky.games.blocky_mountains.storage import coach_data

        with self._database.reading("the statistics"):
            return coach_data.game_seconds(self._database.db, game_ids)

    def training_periods(
        self, f: StatsFilter | None = None
    ) -> tuple[str, list[TrainingSession], dict[int, tuple[int, float]]]:
        """Finished trainings summed per player and period, for charts of a long log."""
        return self._read(solo.training_periods, f)

    def attempts_csv(self, f: StatsFilter | None = None) -> str:
        """Every attempt (filtered), one row each, oldest first; names exactly as stored."""
        with self._database.reading("the attempts"):
            return attempts_csv(self._database, f)
