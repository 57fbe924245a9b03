"""The columns of the statistics tables: what each cell of a session, attempt, card, team
game, expedition, race or racer says, and the key it sorts by."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QDateTime, QLocale

from blocky.games.blocky_mountains.statistics import (
    AttemptDetail,
    CardStats,
    Expedition,
    RaceGame,
    RacePlayerStats,
    TeamProgress,
    TrainingSession,
)
from blocky.ui.games.blocky_mountains.statistics.data import (
    CardTotal,
    duration_text,
    percent,
    seconds_text,
)
from blocky.ui.games.blocky_mountains.statistics.models import (
    Column,
    Statistics,
    card_text,
    one_decimal,
    when,
)


def _pile_counts(values: tuple[int, int, int], piles: tuple[str, ...]) -> str:
    names = ("A", "B", "C")
    return "+".join(str(values[names.index(p)]) for p in piles)


def session_columns(show_player: bool) -> list[Column[TrainingSession]]:
    cols: list[Column[TrainingSession]] = [
        Column(
            Statistics.tr("Date"),
            lambda s: when(s.started),
            lambda s: s.started.timestamp(),
            order="date",
        ),
    ]
    if show_player:
        cols.append(
            Column(
                Statistics.tr("Player"),
                lambda s: s.player_name,
                lambda s: s.player_name.casefold(),
                colour=lambda s: s.colour,
                order="player",
            )
        )
    cols += [
        Column(
            Statistics.tr("Route"),
            lambda s: route_name(s.course),
            lambda s: s.course,
            order="route",
        ),
        Column(
            Statistics.tr("Mastered"),
            lambda s: (
                str(s.cards_mastered)
                if len(s.piles) == 1
                else f"{s.cards_mastered}  ({_pile_counts(s.mastered, s.piles)})"
            ),
            lambda s: s.cards_mastered,
            numeric=True,
            order="mastered",
        ),
        Column(
            Statistics.tr("Failed"),
            lambda s: str(s.cards_failed),
            lambda s: s.cards_failed,
            numeric=True,
            order="failed",
        ),
        Column(
            Statistics.tr("Mastered rate"),
            _session_rate,
            lambda s: s.mastered_rate,
            numeric=True,
            order="rate",
        ),
        Column(
            Statistics.tr("Squirrels kept"),
            lambda s: str(s.squirrels_kept),
            lambda s: s.squirrels_kept,
            numeric=True,
            order="squirrels",
        ),
        Column(
            Statistics.tr("Playing time"),
            lambda s: duration_text(s.duration),
            lambda s: s.duration.total_seconds(),
            numeric=True,
            order="time",
        ),
        Column(
            Statistics.tr("Finished"),
            _session_state,
            lambda s: int(s.finished),
            order="finished",
        ),
    ]
    return cols


def route_name(course: str) -> str:
    """A training's course in words: a pile, all three, or a practice plan."""
    if course == "climb":
        return Statistics.tr("A, B and C")
    if course == "plan":
        return Statistics.tr("Practice plan")
    return course


def _session_rate(s: TrainingSession) -> str:
    """The mastered rate over the cards decided so far ("–": none yet); an unfinished
    training says so, as its rate may still change."""
    if not s.decided:
        return "–"
    if s.finished:
        return percent(s.mastered_rate)
    return Statistics.tr("{0} so far").format(percent(s.mastered_rate))


def _session_state(s: TrainingSession) -> str:
    if s.finished:
        return Statistics.tr("yes")
    if s.open_play:
        return Statistics.tr("not yet: a card waits for its retry decision")
    return Statistics.tr("not yet")


class AttemptTime(Protocol):
    """An attempt's build-and-try time, as the store reads it
    (blocky.games.blocky_mountains.storage.coach_data.game_attempt_times)."""

    @property
    def seconds(self) -> float: ...

    @property
    def paused(self) -> bool: ...


def build_time_text(timed: AttemptTime | None) -> str:
    """An attempt's build-and-try time; "–" when the log cannot tell it."""
    if timed is None:
        return "–"
    text = seconds_text(timed.seconds)
    if timed.paused:
        text = Statistics.tr("{0} (pause left out)").format(text)
    return text


def attempt_columns(
    show_player: bool = False, times: dict[int, AttemptTime] | None = None
) -> list[Column[AttemptDetail]]:
    """The columns of a game's attempts; ``times`` (by the attempt's ``seq``, filled in
    by whoever shows the rows) adds each attempt's build-and-try time."""
    players: list[Column[AttemptDetail]] = []
    if show_player:
        players.append(
            Column(
                Statistics.tr("Player"),
                lambda a: (
                    Statistics.tr("{0} with {1}").format(a.player_name, a.partner_name)
                    if a.partner_name
                    else a.player_name
                ),
                lambda a: a.player_name.casefold(),
            )
        )
    timing: list[Column[AttemptDetail]] = []
    if times is not None:
        timing.append(
            Column(
                Statistics.tr("Build time"),
                lambda a: build_time_text(times.get(a.seq)),
                lambda a: times[a.seq].seconds if a.seq in times else -1.0,
                numeric=True,
            )
        )
    return [
        Column(
            Statistics.tr("Time", "the clock time of an attempt, not a duration"),
            lambda a: QLocale().toString(
                QDateTime.fromSecsSinceEpoch(int(a.at.timestamp())).time(), "HH:mm"
            ),
            lambda a: (a.seq, a.attempt),
        ),
        *players,
        Column(
            Statistics.tr("Card"),
            lambda a: card_text(a.card_name),
            lambda a: card_text(a.card_name).casefold(),
        ),
        Column(Statistics.tr("Route"), lambda a: a.pile, lambda a: a.pile),
        Column(
            Statistics.tr("Way"),
            lambda a: Statistics.tr("difficult") if a.difficult else Statistics.tr("normal"),
            lambda a: int(a.difficult),
        ),
        Column(
            Statistics.tr("Attempt"), lambda a: str(a.attempt), lambda a: a.attempt, numeric=True
        ),
        Column(
            Statistics.tr("Result"),
            lambda a: Statistics.tr("mastered") if a.mastered else Statistics.tr("failed"),
            lambda a: int(a.mastered),
        ),
        Column(
            Statistics.tr("Squirrels"),
            lambda a: _squirrel_change(a.squirrels_won - a.squirrels_paid),
            lambda a: a.squirrels_won - a.squirrels_paid,
            numeric=True,
        ),
        *timing,
    ]


def _squirrel_change(n: int) -> str:
    return f"+{n}" if n > 0 else ("–" if n == 0 else f"−{-n}")


def card_columns(
    show_player: bool,
    colours: dict[int, str | None] | None = None,
    times: dict[tuple[int | None, str], tuple[int, float]] | None = None,
) -> list[Column[CardStats | CardTotal]]:
    """The cards table's columns; ``times`` (per player id and card: timed attempts and
    their mean seconds, filled in by whoever shows the rows) adds the time per attempt."""
    cols: list[Column[CardStats | CardTotal]] = []
    timed = times if times is not None else {}
    known = colours if colours is not None else {}
    if show_player:
        cols.append(
            Column(
                Statistics.tr("Player"),
                lambda c: c.player_name if isinstance(c, CardStats) else "",
                lambda c: c.player_name.casefold() if isinstance(c, CardStats) else "",
                colour=lambda c: (
                    known.get(c.player_id)
                    if isinstance(c, CardStats) and c.player_id is not None
                    else None
                ),
            )
        )
    cols += [
        Column(
            Statistics.tr("Card"),
            lambda c: card_text(c.card_name),
            lambda c: card_text(c.card_name).casefold(),
        ),
        Column(
            Statistics.tr("Route"), lambda c: c.pile, lambda c: (c.pile, card_text(c.card_name))
        ),
        Column(
            Statistics.tr("Attempts"), lambda c: str(c.attempts), lambda c: c.attempts, numeric=True
        ),
        Column(
            Statistics.tr("Played"),
            lambda c: (
                Statistics.tr("{0} ({1} open)").format(c.plays, c.open) if c.open else str(c.plays)
            ),
            lambda c: c.plays,
            numeric=True,
        ),
        Column(
            Statistics.tr("Mastered"), lambda c: str(c.mastered), lambda c: c.mastered, numeric=True
        ),
        Column(Statistics.tr("Failed"), lambda c: str(c.failed), lambda c: c.failed, numeric=True),
        Column(
            Statistics.tr("Mastered rate"),
            lambda c: percent(c.mastered_rate) if c.decided else "–",
            lambda c: c.mastered_rate,
            numeric=True,
        ),
        Column(
            Statistics.tr("First try"),
            lambda c: percent(c.first_attempt_rate) if c.decided else "–",
            lambda c: c.first_attempt_rate,
            numeric=True,
        ),
        Column(
            Statistics.tr("Attempts per card"),
            lambda c: one_decimal(c.mean_attempts),
            lambda c: c.mean_attempts,
            numeric=True,
        ),
    ]
    if times is not None:
        cols.append(
            Column(
                Statistics.tr("Time per attempt"),
                lambda c: (
                    seconds_text(timed[(c.player_id, c.card)][1])
                    if (c.player_id, c.card) in timed
                    else "–"
                ),
                lambda c: timed.get((c.player_id, c.card), (0, -1.0))[1],
                numeric=True,
            )
        )
    return cols


def _destination(d: str | None) -> str:
    return {
        None: Statistics.tr("not yet A"),
        "A": Statistics.tr("A"),
        "B": Statistics.tr("B"),
        "C": Statistics.tr("the peak (C)"),
    }.get(d, d or "")


def _result(r: str) -> str:
    return {
        "won": Statistics.tr("won"),
        "lost": Statistics.tr("lost"),
        "playing": Statistics.tr("still playing"),
    }.get(r, r)


def _level(level: str) -> str:
    return {"beginner": Statistics.tr("beginners"), "advanced": Statistics.tr("advanced")}.get(
        level, level
    )


def _start(start: str) -> str:
    return {
        "campground": Statistics.tr("campground"),
        "A": Statistics.tr("A"),
        "B": Statistics.tr("B"),
    }.get(start, start)


def space_words(position: int) -> str:
    """A space of the board as the board names it: the campground, or its number."""
    if position == 0:
        return Statistics.tr("the campground")
    return Statistics.tr("space {0}").format(position)


def point_name(point: str) -> str:
    """A point of the team's climb as the board draws it: the campground, A, B or the peak."""
    return {
        "campground": Statistics.tr("campground"),
        "A": Statistics.tr("A"),
        "B": Statistics.tr("B"),
        "C": Statistics.tr("the peak (C)"),
    }.get(point, point)


# The team's points in climbing order (the chart's steps).
POINTS = ("campground", "A", "B", "C")


def expedition_columns() -> list[Column[Expedition]]:
    """Each team's expedition: its players, games, furthest point, wins, squirrels gathered
    and where each game started."""
    return [
        Column(
            Statistics.tr("Team"),
            lambda e: ", ".join(e.player_names),
            lambda e: ", ".join(e.player_names).casefold(),
        ),
        Column(Statistics.tr("Games"), lambda e: str(len(e.games)), lambda e: len(e.games), True),
        Column(
            Statistics.tr("Furthest point"),
            lambda e: point_name(e.furthest),
            lambda e: POINTS.index(e.furthest),
        ),
        Column(Statistics.tr("Wins"), lambda e: str(e.wins), lambda e: e.wins, True),
        Column(
            Statistics.tr("Squirrels gathered"),
            lambda e: str(e.squirrels),
            lambda e: e.squirrels,
            True,
        ),
        Column(
            Statistics.tr("Starts", "where each game of a team started"),
            lambda e: ", ".join(point_name(g.start) for g in e.games),
            lambda e: [POINTS.index(g.start) for g in e.games],
        ),
    ]


def team_columns() -> list[Column[TeamProgress]]:
    return [
        Column(
            Statistics.tr("Date"), lambda g: when(g.created_at), lambda g: g.created_at.timestamp()
        ),
        Column(
            Statistics.tr("Team"),
            lambda g: ", ".join(g.player_names),
            lambda g: len(g.player_names),
        ),
        Column(Statistics.tr("Level"), lambda g: _level(g.level), lambda g: g.level),
        Column(Statistics.tr("Started at"), lambda g: _start(g.start), lambda g: g.start),
        Column(
            Statistics.tr("Got as far as"),
            lambda g: _destination(g.furthest),
            lambda g: ("", "A", "B", "C").index(g.furthest or ""),
        ),
        Column(Statistics.tr("Where"), lambda g: space_words(g.position), lambda g: g.position),
        Column(Statistics.tr("Result"), lambda g: _result(g.result), lambda g: g.result),
        Column(
            Statistics.tr("Playing time"),
            lambda g: duration_text(g.play_time),
            lambda g: g.play_time.total_seconds(),
            numeric=True,
        ),
    ]


def race_game_columns() -> list[Column[RaceGame]]:
    """Past races: date, players, winner (or how it stands), playing time."""
    return [
        Column(
            Statistics.tr("Date"), lambda g: when(g.created_at), lambda g: g.created_at.timestamp()
        ),
        Column(
            Statistics.tr("Players"),
            lambda g: ", ".join(g.player_names),
            lambda g: len(g.player_names),
        ),
        Column(Statistics.tr("Winner"), _race_outcome, _race_outcome),
        Column(
            Statistics.tr("Playing time"),
            lambda g: duration_text(g.play_time),
            lambda g: g.play_time.total_seconds(),
            numeric=True,
        ),
    ]


def _race_outcome(g: RaceGame) -> str:
    if g.finished and len(g.player_names) < 2:
        return Statistics.tr("ran alone")
    if g.winners:
        who = g.winners[0]
        for more in g.winners[1:]:
            who = Statistics.tr("{0} and {1}").format(who, more)
        return who
    return Statistics.tr("still playing") if not g.finished else "–"


def race_columns(colours: dict[int, str | None]) -> list[Column[RacePlayerStats]]:
    return [
        Column(
            Statistics.tr("Player"),
            lambda p: p.name,
            lambda p: p.name.casefold(),
            colour=lambda p: colours.get(p.player_id),
        ),
        Column(Statistics.tr("Games"), lambda p: str(p.games), lambda p: p.games, numeric=True),
        Column(Statistics.tr("Wins"), lambda p: str(p.wins), lambda p: p.wins, numeric=True),
        Column(
            Statistics.tr("Won"),
            lambda p: percent(p.wins / p.games if p.games else 0.0),
            lambda p: p.wins / p.games if p.games else 0.0,
            numeric=True,
        ),
        Column(
            Statistics.tr("Average finishing space"),
            lambda p: one_decimal(p.average_finish_space),
            lambda p: p.average_finish_space,
            numeric=True,
        ),
    ]
