"""Blocky Mountains' statistics, read from the summaries its storage keeps beside the logs
(blocky/games/blocky_mountains/storage/tables.py), without Qt.

The summary tables (``game_totals``, ``attempt_totals``, ``card_totals``) are kept by
triggers in the transactions that write the logs, so reading a long history costs a few
thousand rows, not every attempt. Each query takes an open connection and a
:class:`~blocky.games.blocky_mountains.statistics.filters.StatsFilter` (player, period,
mode) and returns plain frozen values; :class:`~.reader.BlockyStatistics` puts them
together for the statistics pages, which reach it through the registry
(``statistics_path``; ``Store.statistics(game_id)``).

- filters.py: the filter and the SQL pieces every query shares;
- cards.py: per-card figures and open plays; sessions.py: the games of every mode, one
  game's attempts, the mode played last; solo.py: the training log and personal bests;
  team.py: team progress and expeditions; race.py: race history and races;
- figures.py: periods, rounding and the judgements the pages make from the figures.

The rules the numbers follow (docs/statistics.md says them in plain words):

- **Days are the players' days.** A game counts on the calendar day it was started, in
  the players' time zone at that moment (``games.local_day``). A period is a range of
  such days, both ends included.
- **A play stays whole.** A *play* is one go at a card: its first attempt and any paid
  retries (R6). A play, its attempts and its session all count on the game's day, so a
  play is never split by a period's edge, whatever the clock said at each attempt.
- **Open is not failed.** A card left at the retry decision is an *open* play: it is
  neither mastered nor failed, and rates are over decided plays only.
- **Credit.** A player's own numbers include the attempts where they held the second rod
  of a 2-rod route (T10); "everyone" counts each attempt once.
- **Playing time** leaves out breaks: a pause of more than 30 minutes between two
  actions is a break.

Rates: mastered rate = mastered plays / decided plays; first-attempt rate = plays mastered
on the first attempt / decided plays; mean attempts = attempts / plays.
"""

from blocky.games.blocky_mountains.statistics.cards import CardStats, OpenPlay
from blocky.games.blocky_mountains.statistics.filters import MODES, StatsFilter
from blocky.games.blocky_mountains.statistics.race import RaceGame, RaceHistory, RacePlayerStats
from blocky.games.blocky_mountains.statistics.sessions import AttemptDetail, SessionStats
from blocky.games.blocky_mountains.statistics.solo import LOG_ORDER, PersonalBests, TrainingSession
from blocky.games.blocky_mountains.statistics.team import (
    TEAM_STARTS,
    Expedition,
    ExpeditionGame,
    TeamProgress,
)

__all__ = [
    "LOG_ORDER",
    "MODES",
    "TEAM_STARTS",
    "AttemptDetail",
    "CardStats",
    "Expedition",
    "ExpeditionGame",
    "OpenPlay",
    "PersonalBests",
    "RaceGame",
    "RaceHistory",
    "RacePlayerStats",
    "SessionStats",
    "StatsFilter",
    "TeamProgress",
    "TrainingSession",
]
