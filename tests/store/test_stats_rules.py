"""The statistics' rules, each on a history small enough to count by hand.

Days are the players' days (three zones, a daylight-saving change), a play stays whole,
open is not failed, bests are honest and split by mode, races run alone are counted
apart, the second rod is credited, playing time leaves out breaks, names are the
players' names now.
"""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    ChooseVariant,
    Partner,
    Report,
    Retry,
    RevealCard,
)
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.statistics import StatsFilter
from blocky.store import Store, StoredGame
from tests.store.conftest import FakeClock, play_card, play_random, without_derived_counts

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")
TOKYO = ZoneInfo("Asia/Tokyo")


def _open(tmp_path: Path, zone: ZoneInfo, clock: FakeClock) -> Store:
    return Store.open(tmp_path / f"{zone.key.replace('/', '-')}.sqlite3", clock=clock, zone=zone)


def _reveal(game: StoredGame, card: str) -> None:
    """Turn ``card`` up and choose its normal way (when it has an extra task)."""
    game.play(RevealCard(card))
    if ChooseVariant(False) in legal_actions(game.state):
        game.play(ChooseVariant(False))


def _train_one_card(store: Store, clock: FakeClock, player: int, start: datetime) -> int:
    """A pile-A training started at ``start`` (UTC): one card mastered on the first attempt."""
    clock.set(start)
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [player])
    play_card(game, 1, card="treetop")
    return game.id


# ------------------------------------------------------------------ days are the players' days


@pytest.mark.parametrize(
    ("zone", "start", "local_day", "utc_day"),
    [
        # Berlin, the night summer time begins (30 March 2025, 02:00 -> 03:00): 22:30 UTC is
        # 00:30 on the 31st in summer time (at the winter offset it would still be the 30th).
        (BERLIN, datetime(2025, 3, 30, 22, 30, tzinfo=UTC), date(2025, 3, 31), date(2025, 3, 30)),
        # New York the day summer time begins (9 March 2025): 04:30 UTC on the 10th is 00:30
        # on the 10th in summer time (23:30 on the 9th at the winter offset).
        (NEW_YORK, datetime(2025, 3, 10, 4, 30, tzinfo=UTC), date(2025, 3, 10), date(2025, 3, 10)),
        # New York in the evening: 20:00 on 1 June is already 2 June in UTC.
        (NEW_YORK, datetime(2025, 6, 2, 0, 0, tzinfo=UTC), date(2025, 6, 1), date(2025, 6, 2)),
        # Tokyo (no daylight saving): 15:30 UTC is 00:30 on the next day.
        (TOKYO, datetime(2025, 3, 30, 15, 30, tzinfo=UTC), date(2025, 3, 31), date(2025, 3, 30)),
    ],
)
def test_a_training_counts_on_the_players_local_day(
    tmp_path: Path, zone: ZoneInfo, start: datetime, local_day: date, utc_day: date
) -> None:
    clock = FakeClock()
    with _open(tmp_path, zone, clock) as store:
        mia = store.add_player("Mia").id
        game_id = _train_one_card(store, clock, mia, start)
        on_the_day = StatsFilter(since=local_day, until=local_day)
        assert [s.game_id for s in store.statistics("blocky-mountains").training_log(on_the_day)] == [game_id]
        assert store.statistics("blocky-mountains").training_log(on_the_day)[0].local_day == local_day.isoformat()
        assert [c.card for c in store.statistics("blocky-mountains").card_stats(on_the_day)] == ["treetop"]
        assert store.statistics("blocky-mountains").training_log_count(on_the_day) == 1
        if utc_day != local_day:
            # The UTC day shows nothing: the players did not play on it.
            elsewhere = StatsFilter(since=utc_day, until=utc_day)
            assert store.statistics("blocky-mountains").training_log(elsewhere) == []
            assert store.statistics("blocky-mountains").card_stats(elsewhere) == []


def test_a_training_that_crosses_local_midnight_stays_on_the_day_it_began(
    tmp_path: Path,
) -> None:
    """Berlin, 31 May 2025 (summer time, UTC+2): started 23:50, finished 00:20 on 1 June."""
    clock = FakeClock()
    with _open(tmp_path, BERLIN, clock) as store:
        mia = store.add_player("Mia").id
        clock.set(datetime(2025, 5, 31, 21, 50, tzinfo=UTC))  # 23:50 in Berlin
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        cards = ["treetop", "ice-bridge", "narrow-point", "rock-crevice"]
        for n, card in enumerate(cards):
            clock.set(datetime(2025, 5, 31, 21, 50, tzinfo=UTC) + timedelta(minutes=10 * n))
            play_card(game, 1, card=card)
        # The last two cards were played after midnight in Berlin.
        last = store.db.execute("SELECT max(at) FROM attempts").fetchone()[0]
        assert datetime.fromisoformat(last).astimezone(BERLIN).date() == date(2025, 6, 1)
        may_31 = StatsFilter(since=date(2025, 5, 31), until=date(2025, 5, 31))
        june_1 = StatsFilter(since=date(2025, 6, 1), until=date(2025, 6, 1))
        assert sum(c.mastered for c in store.statistics("blocky-mountains").card_stats(may_31)) == 4
        assert store.statistics("blocky-mountains").card_stats(june_1) == []
        assert [s.cards_mastered for s in store.statistics("blocky-mountains").training_log(may_31)] == [4]
        assert store.statistics("blocky-mountains").training_log(june_1) == []
        assert store.statistics("blocky-mountains").personal_bests(mia, may_31).most_mastered == 4
        assert store.statistics("blocky-mountains").personal_bests(mia, june_1).most_mastered == 0


def test_a_retry_across_a_periods_edge_keeps_the_play_whole(tmp_path: Path) -> None:
    """New York, 1 June 2025 (UTC-4): Treetop failed at 23:59, retried and mastered at 00:01.

    One play, mastered on its second attempt, on 1 June: 100 % mastered, 0 % on the first
    try, 2 attempts; 2 June has nothing (not "0 %" and not a Hardest card)."""
    clock = FakeClock()
    with _open(tmp_path, NEW_YORK, clock) as store:
        mia = store.add_player("Mia").id
        clock.set(datetime(2025, 6, 2, 3, 50, tzinfo=UTC))  # 23:50 on 1 June
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        _reveal(game, "treetop")
        clock.set(datetime(2025, 6, 2, 3, 58, 59, tzinfo=UTC))
        game.play(Report(False))  # 23:59 on 1 June
        clock.set(datetime(2025, 6, 2, 4, 0, 59, tzinfo=UTC))
        game.play(Retry())  # 00:01 on 2 June: the retry is paid...
        game.play(Report(True))  # ...and the card mastered
        days = [a.at.astimezone(NEW_YORK).date() for a in store.statistics("blocky-mountains").session_attempts(game.id)]
        assert days == [date(2025, 6, 1), date(2025, 6, 2)]
        june_1 = StatsFilter(since=date(2025, 6, 1), until=date(2025, 6, 1))
        june_2 = StatsFilter(since=date(2025, 6, 2), until=date(2025, 6, 2))
        (card,) = store.statistics("blocky-mountains").card_stats(june_1)
        assert (card.attempts, card.plays, card.mastered, card.failed) == (2, 1, 1, 0)
        assert (card.mastered_rate, card.first_attempt_rate) == (1.0, 0.0)
        assert store.statistics("blocky-mountains").card_stats(june_2) == []
        assert store.statistics("blocky-mountains").sessions(june_2) == []
        assert store.statistics("blocky-mountains").personal_bests(mia, june_1).most_mastered == 1


def test_the_clock_crossing_midnight_between_two_attempts_is_one_play(tmp_path: Path) -> None:
    """The same play with its two attempts on either side of local midnight, set exactly."""
    clock = FakeClock()
    with _open(tmp_path, BERLIN, clock) as store:
        mia = store.add_player("Mia").id
        clock.set(datetime(2025, 6, 1, 21, 58, tzinfo=UTC))  # 23:58 in Berlin
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        _reveal(game, "treetop")
        game.play(Report(False))
        clock.set(datetime(2025, 6, 1, 22, 1, tzinfo=UTC))  # 00:01 on 2 June
        game.play(Retry())
        game.play(Report(True))
        ats = [a.at.astimezone(BERLIN).date() for a in store.statistics("blocky-mountains").session_attempts(game.id)]
        assert ats == [date(2025, 6, 1), date(2025, 6, 2)]
        (card,) = store.statistics("blocky-mountains").card_stats(StatsFilter(since=date(2025, 6, 1), until=date(2025, 6, 1)))
        assert (card.plays, card.mastered, card.attempts) == (1, 1, 2)
        assert store.statistics("blocky-mountains").card_stats(StatsFilter(since=date(2025, 6, 2))) == []


# ------------------------------------------------------------------ open is not failed


def test_a_card_left_at_the_retry_decision_is_open_not_failed(
    store: Store, clock: FakeClock
) -> None:
    mia = store.add_player("Mia").id
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    play_card(game, 1, card="treetop")
    play_card(game, None, card="ice-bridge")  # failed and accepted
    _reveal(game, "narrow-point")
    game.play(Report(False))  # left at the retry decision
    assert "Retry" in {type(a).__name__ for a in legal_actions(game.state)}
    cards = {c.card: c for c in store.statistics("blocky-mountains").card_stats()}
    assert (cards["narrow-point"].plays, cards["narrow-point"].open) == (1, 1)
    assert (cards["narrow-point"].failed, cards["narrow-point"].mastered) == (0, 0)
    assert cards["ice-bridge"].failed == 1
    # No decided play yet: no rate that says "failed".
    assert cards["narrow-point"].decided == 0
    (session,) = store.statistics("blocky-mountains").sessions()
    assert dict(session.mastered)["A"] == 1 and dict(session.failed)["A"] == 1
    assert session.open_plays == 1 and not session.finished
    (logged,) = store.statistics("blocky-mountains").training_log()
    assert logged.open_play and (logged.cards_mastered, logged.cards_failed) == (1, 1)
    assert logged.mastered_rate == 0.5
    # Another attempt is bought and mastered: the play is decided, mastered.
    game.play(Retry())
    game.play(Report(True))
    cards = {c.card: c for c in store.statistics("blocky-mountains").card_stats()}
    assert (cards["narrow-point"].open, cards["narrow-point"].mastered) == (0, 1)
    assert store.statistics("blocky-mountains").open_plays() == []


def test_a_retry_paid_and_not_yet_reported_is_open_not_failed(store: Store) -> None:
    """Narrow Point failed, a squirrel paid for another attempt, the game put away before
    it was reported: the play is open, the rates count only Treetop (mastered)."""
    mia = store.add_player("Mia").id
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    play_card(game, 1, card="treetop")
    _reveal(game, "narrow-point")
    game.play(Report(False))
    game.play(Retry())  # paid; its attempt not reported yet
    assert Report(True) in legal_actions(game.state)
    cards = {c.card: c for c in store.statistics("blocky-mountains").card_stats()}
    narrow = cards["narrow-point"]
    assert (narrow.attempts, narrow.plays, narrow.open, narrow.failed) == (1, 1, 1, 0)
    assert narrow.decided == 0
    (total,) = [c for c in store.statistics("blocky-mountains").card_totals() if c.card == "narrow-point"]
    assert (total.open, total.failed) == (1, 0)
    (session,) = store.statistics("blocky-mountains").sessions()
    assert (session.open_plays, dict(session.failed)["A"]) == (1, 0)
    (logged,) = store.statistics("blocky-mountains").training_log()
    assert logged.open_play and (logged.cards_mastered, logged.cards_failed) == (1, 0)
    assert logged.mastered_rate == 1.0
    assert [(p.card, p.player_id) for p in store.statistics("blocky-mountains").open_plays()] == [("narrow-point", mia)]
    # The paid attempt is reported, failed, and the failure accepted: now it is failed.
    game.play(Report(False))
    game.play(AcceptFailure())
    narrow = {c.card: c for c in store.statistics("blocky-mountains").card_stats()}["narrow-point"]
    assert (narrow.attempts, narrow.open, narrow.failed) == (2, 0, 1)
    assert store.statistics("blocky-mountains").open_plays() == []


def test_a_team_retry_paid_is_open_for_both_rod_holders(store: Store) -> None:
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    game = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    _reveal(game, "eagles-nest")
    game.play(Partner(1))
    game.play(Report(False))
    game.play(Retry())
    for who in (mia, leo):
        (card,) = store.statistics("blocky-mountains").card_stats(StatsFilter(player_id=who))
        assert (card.plays, card.open, card.failed) == (1, 1, 0)
    (everyone,) = store.statistics("blocky-mountains").card_totals()
    assert (everyone.plays, everyone.open, everyone.failed) == (1, 1, 0)


def test_an_undone_retry_decision_is_open_again(store: Store) -> None:
    mia = store.add_player("Mia").id
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    _reveal(game, "treetop")
    game.play(Report(False))
    game.play(AcceptFailure())
    assert store.statistics("blocky-mountains").card_stats()[0].failed == 1
    game.undo()
    (card,) = store.statistics("blocky-mountains").card_stats()
    assert (card.open, card.failed) == (1, 0)


# ------------------------------------------------------------------ honest bests


def _team_game(store: Store, mia: int, leo: int, *, partner: bool) -> int:
    """A team game starting at B: Eagle's Nest (2 rods) mastered by Mia, Leo holding the
    second rod when ``partner``; then the team gives up on the next card."""
    game = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    _reveal(game, "eagles-nest")
    if partner:
        game.play(Partner(1))
    game.play(Report(True))
    return game.id


def test_the_second_rod_is_credited_and_everyone_counts_the_attempt_once(store: Store) -> None:
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    _team_game(store, mia, leo, partner=True)
    mine = store.statistics("blocky-mountains").card_stats(StatsFilter(player_id=mia))
    his = store.statistics("blocky-mountains").card_stats(StatsFilter(player_id=leo))
    assert [(c.card, c.mastered) for c in mine] == [("eagles-nest", 1)]
    assert [(c.card, c.mastered) for c in his] == [("eagles-nest", 1)]
    everyone = store.statistics("blocky-mountains").card_totals()
    assert [(c.card, c.attempts, c.mastered) for c in everyone] == [("eagles-nest", 1, 1)]
    assert store.statistics("blocky-mountains").personal_bests(leo, StatsFilter(mode="team")).most_mastered == 1
    # Holding the second rod, Leo mastered it on the first try too: his run is 1.
    assert store.statistics("blocky-mountains").personal_bests(leo, StatsFilter(mode="team")).longest_first_attempt_streak == 1
    assert [a.partner_name for a in store.statistics("blocky-mountains").session_attempts(1)] == ["Leo"]


def test_the_longest_first_try_run_credits_the_second_rod(store: Store) -> None:
    """Leo: Treetop on the first try in a training, then Eagle's Nest (2 rods) mastered on
    the first try holding Mia's second rod, then Ice Bridge on the first try: a run of 3
    (his own attempts alone would make it 2). A first try failed holding the second rod
    ends a run."""
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    training = store.create_game(Setup.solo("Leo", course="A", draws=Draws.TABLE), [leo])
    play_card(training, 1, card="treetop")
    _team_game(store, mia, leo, partner=True)
    play_card(training, 1, card="ice-bridge")
    assert store.statistics("blocky-mountains").personal_bests(leo).longest_first_attempt_streak == 3
    assert store.statistics("blocky-mountains").personal_bests(mia).longest_first_attempt_streak == 1
    assert store.statistics("blocky-mountains").personal_bests(leo, StatsFilter(mode="solo")).longest_first_attempt_streak == 2
    team = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    _reveal(team, "eagles-nest")
    team.play(Partner(1))
    team.play(Report(False))  # Leo's first try on the second rod, failed
    play_card(training, 1, card="narrow-point")
    play_card(training, 1, card="rock-crevice")
    assert store.statistics("blocky-mountains").personal_bests(leo).longest_first_attempt_streak == 3  # 3, then 0, then 2
    play_card(training, 1, card="boulder")
    play_card(training, 1, card="glacier")
    assert store.statistics("blocky-mountains").personal_bests(leo).longest_first_attempt_streak == 4


def test_bests_are_split_by_mode_and_a_team_pool_is_nobodys_own(
    store: Store, clock: FakeClock
) -> None:
    """Mia: a training (3 squirrels kept, 2 mastered) and a won team game whose shared pool
    is larger; her "most squirrels kept" is the training's, the team has none."""
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    solo = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    for card in [
        "treetop",
        "ice-bridge",
        "narrow-point",
        "rock-crevice",
        "boulder",
        "glacier",
        "climbing-ladder",
        "stone-gate",
    ]:
        play_card(solo, 1 if card in ("treetop", "ice-bridge") else None, card=card)
    assert solo.finished
    team = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    play_random(team, random.Random(4))
    team_pool = team.state.squirrels[0]
    bests = {b.mode: b for b in store.statistics("blocky-mountains").personal_bests_by_mode(mia)}
    assert set(bests) == {"solo", "race", "team"}
    assert bests["solo"].most_squirrels_kept == solo.state.squirrels[0]
    assert bests["solo"].most_mastered == 2
    assert bests["team"].most_squirrels_kept is None
    assert bests["race"].most_mastered == 0 and bests["race"].most_squirrels_kept is None
    overall = store.statistics("blocky-mountains").personal_bests(mia)
    assert overall.most_squirrels_kept == solo.state.squirrels[0]
    assert overall.most_squirrels_game == solo.id
    assert team_pool >= 0  # whatever the pool, it is not Mia's own


def test_a_race_run_alone_is_counted_apart(store: Store) -> None:
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    alone = store.create_game(Setup.race([("Mia", "white")], seed=1), [mia])
    play_random(alone, random.Random(1))
    pair = store.create_game(Setup.race([("Mia", "white"), ("Leo", "black")], seed=2), [mia, leo])
    play_random(pair, random.Random(2))
    assert alone.finished and pair.finished
    history = store.statistics("blocky-mountains").race_history()
    assert (history.games, history.solo_races) == (1, 1)
    assert {p.name: p.games for p in history.players} == {"Mia": 1, "Leo": 1}
    races = store.statistics("blocky-mountains").race_games()
    assert [r.game_id for r in races] == [alone.id, pair.id]
    assert races[1].player_names == ("Mia", "Leo") and races[1].winners


# ------------------------------------------------------------------ time, names, last mode


def test_a_resumed_trainings_time_leaves_out_the_break(store: Store, clock: FakeClock) -> None:
    """Ten minutes of play, a five-week break, five more minutes: 15 minutes played, less
    the two seconds the test clock takes to turn the first card up."""
    mia = store.add_player("Mia").id
    start = datetime(2025, 4, 1, 17, 0, tzinfo=UTC)
    clock.set(start)
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    _reveal(game, "treetop")
    clock.set(start + timedelta(minutes=10) - timedelta(seconds=1))
    game.play(Report(True))  # ten minutes after the start
    clock.set(start + timedelta(days=35) - timedelta(seconds=1))
    _reveal(game, "ice-bridge")  # the game is resumed five weeks later
    clock.set(start + timedelta(days=35, minutes=5) - timedelta(seconds=1))
    game.play(Report(True))
    (logged,) = store.statistics("blocky-mountains").training_log()
    assert logged.play_time == timedelta(minutes=15, seconds=-2)
    assert store.statistics("blocky-mountains").sessions()[0].play_time == timedelta(minutes=15, seconds=-2)
    game.undo()  # the resumed card taken back to its reveal: the first ten minutes are left
    assert store.statistics("blocky-mountains").training_log()[0].play_time == timedelta(minutes=10, seconds=-2)


def _timed_card(
    game: StoredGame, clock: FakeClock, card: str, start: datetime, secs: float
) -> None:
    """``card`` turned up at ``start`` and mastered ``secs`` later (a partner on 2 rods)."""
    clock.set(start - timedelta(seconds=1))  # the clock reads one second on
    game.play(RevealCard(card))
    if ChooseVariant(False) in legal_actions(game.state):
        game.play(ChooseVariant(False))
    if Partner(1) in legal_actions(game.state):
        game.play(Partner(1))
    clock.set(start + timedelta(seconds=secs - 1))
    game.play(Report(True))


@pytest.mark.parametrize(
    ("zone", "start", "day", "other_day"),
    [
        # New York, 1 June 2025 (UTC-4): started at 23:50; the card reported after midnight.
        (NEW_YORK, datetime(2025, 6, 2, 3, 50, tzinfo=UTC), date(2025, 6, 1), date(2025, 6, 2)),
        # Berlin, the night summer time begins: 22:30 UTC on 30 March is 00:30 on the 31st.
        (BERLIN, datetime(2025, 3, 30, 22, 30, tzinfo=UTC), date(2025, 3, 31), date(2025, 3, 30)),
    ],
)
def test_time_per_attempt_counts_on_the_games_day(
    tmp_path: Path, zone: ZoneInfo, start: datetime, day: date, other_day: date
) -> None:
    """A training started before local midnight (or just after it, on the night the clocks
    go forward): its attempts' times count on the game's day, like all its numbers."""
    from blocky.games.blocky_mountains.storage.coach_data import timed_attempts

    clock = FakeClock()
    with _open(tmp_path, zone, clock) as store:
        mia = store.add_player("Mia").id
        clock.set(start)
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        _timed_card(game, clock, "treetop", start + timedelta(minutes=9, seconds=50), 40)
        _timed_card(game, clock, "ice-bridge", start + timedelta(minutes=15), 20)
        times = timed_attempts(store.db, player_id=mia, since=day, until=day)
        assert [(a.card, a.seconds) for a in times] == [("treetop", 40.0), ("ice-bridge", 20.0)]
        assert timed_attempts(store.db, since=other_day, until=other_day) == []
        assert [c.card for c in store.statistics("blocky-mountains").card_stats(StatsFilter(since=day, until=day))] == [
            "ice-bridge",
            "treetop",
        ]


def test_time_per_attempt_credits_the_second_rod(store: Store, clock: FakeClock) -> None:
    """Leo holds Mia's second rod on Eagle's Nest (30 s) and trains Treetop alone (50 s):
    his cards table times both, Mia's only Eagle's Nest; everyone's counts each once."""
    from blocky.games.blocky_mountains.storage.coach_data import card_mean_seconds, timed_attempts

    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    start = datetime(2025, 4, 2, 16, 0, tzinfo=UTC)
    team = store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    _timed_card(team, clock, "eagles-nest", start, 30)
    solo = store.create_game(Setup.solo("Leo", course="A", draws=Draws.TABLE), [leo])
    _timed_card(solo, clock, "treetop", start + timedelta(minutes=5), 50)
    leos = timed_attempts(store.db, player_id=leo)
    assert sorted(a.card for a in leos) == ["eagles-nest", "treetop"]
    assert card_mean_seconds(leos, leo) == {
        (leo, "eagles-nest"): (1, 30.0),
        (leo, "treetop"): (1, 50.0),
    }
    assert card_mean_seconds(timed_attempts(store.db, player_id=mia), mia) == {
        (mia, "eagles-nest"): (1, 30.0)
    }
    # Everyone's cards table has a row per credited player: both rod holders are timed.
    every = card_mean_seconds(timed_attempts(store.db))
    assert every == {
        (mia, "eagles-nest"): (1, 30.0),
        (leo, "eagles-nest"): (1, 30.0),
        (leo, "treetop"): (1, 50.0),
    }
    assert {(c.player_id, c.card) for c in store.statistics("blocky-mountains").card_stats()} == set(every)


def test_a_renamed_player_is_shown_by_the_new_name_everywhere(store: Store) -> None:
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    solo = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    play_card(solo, 1, card="treetop")
    race = store.create_game(Setup.race([("Mia", "white"), ("Leo", "black")], seed=2), [mia, leo])
    play_random(race, random.Random(2))
    store.rename_player(mia, "Mia-Sophie")
    assert store.statistics("blocky-mountains").training_log()[0].player_name == "Mia-Sophie"
    assert store.statistics("blocky-mountains").session_attempts(solo.id)[0].player_name == "Mia-Sophie"
    assert store.statistics("blocky-mountains").race_games()[0].player_names == ("Mia-Sophie", "Leo")
    assert "Mia-Sophie" in {c.player_name for c in store.statistics("blocky-mountains").card_stats()}
    listed = {g.id: g for g in store.games()}
    assert listed[race.id].player_names == ("Mia-Sophie", "Leo")


def test_the_mode_played_last(store: Store) -> None:
    assert store.statistics("blocky-mountains").last_played_mode() is None
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    solo = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    store.create_game(Setup.team(["Mia", "Leo"], start="B", draws=Draws.TABLE), [mia, leo])
    assert store.statistics("blocky-mountains").last_played_mode() == "team"
    play_card(solo, 1, card="treetop")  # the training is played again: it is the last
    assert store.statistics("blocky-mountains").last_played_mode() == "solo"


def test_the_training_log_is_read_a_page_at_a_time_in_any_order(store: Store) -> None:
    mia = store.add_player("Mia").id
    ids = []
    for n in range(5):
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        for card in ["treetop", "ice-bridge", "narrow-point"][: n % 3 + 1]:
            play_card(game, 1, card=card)
        ids.append(game.id)
    assert store.statistics("blocky-mountains").training_log_count() == 5
    newest = store.statistics("blocky-mountains").training_log_page(None, 0, 2)
    assert [s.game_id for s in newest] == ids[::-1][:2]
    rest = store.statistics("blocky-mountains").training_log_page(None, 2, 10)
    assert [s.game_id for s in rest] == ids[::-1][2:]
    most = store.statistics("blocky-mountains").training_log_page(None, 0, 5, order="mastered", descending=True)
    assert [s.cards_mastered for s in most] == [3, 2, 2, 1, 1]


def test_a_file_of_version_7_is_backed_up_and_given_local_days_and_open_plays(
    tmp_path: Path,
) -> None:
    import sqlite3

    from blocky.store.schema import SCHEMA_VERSION, user_version
    from tests.store.conftest import back_to_version_7

    path = tmp_path / "blocky.sqlite3"
    clock = FakeClock(datetime(2025, 6, 1, 21, 30, tzinfo=UTC))
    with Store.open(path, clock=clock) as store:
        mia = store.add_player("Mia").id
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        _reveal(game, "treetop")
        game.play(Report(False))  # left at the retry decision
    back_to_version_7(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET result_json = json_remove(result_json, '$.open_play')")
    db.commit()
    db.close()
    with Store.open(path, clock=clock, zone=BERLIN) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        (card,) = store.statistics("blocky-mountains").card_stats()
        assert (card.plays, card.open, card.failed) == (1, 1, 0)
        # The computer's zone when the file was upgraded dates the old game.
        (day,) = store.db.execute("SELECT local_day FROM games").fetchone()
        assert day == datetime(2025, 6, 1, 21, 30, 1, tzinfo=UTC).astimezone().date().isoformat()
    backup = sqlite3.connect(tmp_path / "blocky.sqlite3.v7.bak")
    try:
        assert user_version(backup) == 7
    finally:
        backup.close()


def test_a_file_of_version_9_learns_that_a_paid_retry_is_open(tmp_path: Path) -> None:
    """A training saved by the release before, its card failed and a retry paid, the
    attempt not yet reported: that release counted it failed. Opened now, the file is
    backed up and the play is open."""
    import sqlite3

    from blocky.store.schema import SCHEMA_VERSION, user_version

    path = tmp_path / "blocky.sqlite3"
    clock = FakeClock()
    with Store.open(path, clock=clock) as store:
        mia = store.add_player("Mia").id
        game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
        play_card(game, 1, card="treetop")
        _reveal(game, "narrow-point")
        game.play(Report(False))
        game.play(Retry())
    db = sqlite3.connect(path)
    without_derived_counts(db)
    db.execute("UPDATE games SET result_json = json_remove(result_json, '$.open_play')")
    db.execute("PRAGMA user_version = 9")
    db.commit()
    assert db.execute("SELECT open_play FROM game_totals").fetchall() == [(0,)]
    db.close()
    with Store.open(path, clock=clock) as store:
        assert user_version(store.db) == SCHEMA_VERSION
        cards = {c.card: c for c in store.statistics("blocky-mountains").card_stats()}
        assert (cards["narrow-point"].open, cards["narrow-point"].failed) == (1, 0)
        (logged,) = store.statistics("blocky-mountains").training_log()
        assert logged.open_play and logged.mastered_rate == 1.0
        # The game goes on where it was: the paid attempt is reported.
        reopened = store.open_game(game.id)
        reopened.play(Report(True))
        assert {c.card: c for c in store.statistics("blocky-mountains").card_stats()}["narrow-point"].mastered == 1
    backup = sqlite3.connect(tmp_path / "blocky.sqlite3.v9.bak")
    try:
        assert user_version(backup) == 9
    finally:
        backup.close()
