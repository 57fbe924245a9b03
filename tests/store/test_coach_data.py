"""The coach's records and attempt times, read from a real store of scripted games."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from blocky.games.blocky_mountains.actions import ChooseVariant, Report, Retry, RevealCard
from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.coach import AttemptRecord, CoachModel, EvidenceKind
from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.games.blocky_mountains.storage.coach_data import coach_records, game_attempt_times
from blocky.store import Store
from tests.store.conftest import FakeClock, play_card

PILE_A = [c.id for c in default_catalogue().pile_cards("A")]
DAY = datetime(2026, 3, 1, 17, 0, tzinfo=UTC)


def test_records_are_each_players_attempts_in_order(store: Store, clock: FakeClock) -> None:
    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    clock.set(DAY)
    g1 = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    # treetop mastered at once, ice-bridge on the second attempt, narrow-point failed
    for card, mastered_on in zip(PILE_A[:3], [1, 2, None], strict=True):
        play_card(g1, mastered_on, card=card)
    g2 = store.create_game(Setup.solo("Leo", course="A", draws=Draws.TABLE), [leo])
    play_card(g2, None, card="treetop")

    mias = coach_records(store.db, player_id=mia)
    assert [(r.card, r.mastered, r.first) for r in mias] == [
        ("treetop", True, True),
        ("ice-bridge", False, True),
        ("ice-bridge", True, False),
        ("narrow-point", False, True),
    ]
    assert all(r.player == mia and r.pile == "A" and r.game == g1.id for r in mias)
    assert all(r.at is not None and r.at > DAY for r in mias)
    assert [r.at for r in mias] == sorted(r.at for r in mias if r.at is not None)
    everyone = coach_records(store.db)
    assert {r.player for r in everyone} == {mia, leo}
    assert coach_records(store.db, mode="race") == []

    # The model over the store's records: Mia's treetop, 1 of 1 first attempts; her other
    # A cards 0 of 2; everyone's A cards 1 of 4 (Laplace: 2/6).
    model = CoachModel.fit(
        everyone, pile_strength=4, card_strength=2, half_life=None, ease_strength=None,
        practice=False,
    )
    est = model.card(mia, "treetop")
    assert est.evidence.kind is EvidenceKind.CARD
    assert (est.evidence.mastered, est.evidence.attempts) == (1, 1)
    prior = (0 + 4 * (2 / 6)) / (2 + 4)
    assert abs(est.chance - (1 + 2 * prior) / (1 + 2)) < 1e-12


def test_records_before_a_time_leave_later_ones_out(store: Store, clock: FakeClock) -> None:
    mia = store.add_player("Mia").id
    clock.set(DAY)
    g1 = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    play_card(g1, 1, card="treetop")
    cut = datetime(2026, 3, 2, tzinfo=UTC)
    clock.set(cut + timedelta(hours=1))
    play_card(g1, None, card="ice-bridge")
    before = coach_records(store.db, player_id=mia, until="2026-03-02T00:00:00.000000Z")
    assert [r.card for r in before] == ["treetop"]
    assert before[0] == AttemptRecord(mia, "treetop", "A", True, at=before[0].at, game=g1.id)


def test_attempt_times_leave_a_pause_out(store: Store, clock: FakeClock) -> None:
    mia = store.add_player("Mia").id
    clock.set(DAY)
    game = store.create_game(Setup.solo("Mia", course="A", draws=Draws.TABLE), [mia])
    clock.set(DAY + timedelta(minutes=1))
    game.play(RevealCard("treetop"))  # seq 0
    clock.set(DAY + timedelta(minutes=2))
    game.play(ChooseVariant(False))  # seq 1
    clock.set(DAY + timedelta(minutes=3, seconds=30))
    game.play(Report(False))  # seq 2: 2.5 minutes after the card turned up
    clock.set(DAY + timedelta(minutes=4))
    game.play(Retry())  # seq 3
    clock.set(DAY + timedelta(hours=2))  # the app was left for two hours
    game.play(Report(True))  # seq 4
    stored = [
        row[0]
        for row in store.db.execute(
            "SELECT at FROM actions WHERE game_id = ? ORDER BY seq", (game.id,)
        )
    ]
    assert len(stored) == 5
    times = game_attempt_times(store.db, game.id)
    seqs = [
        row[0]
        for row in store.db.execute(
            "SELECT seq FROM attempts WHERE game_id = ? ORDER BY seq", (game.id,)
        )
    ]
    assert [t.seq for t in times] == seqs == [2, 4]
    assert times[0].seconds == 150 and not times[0].paused
    # the retry's gap of nearly two hours counts as the pause limit, 10 minutes
    assert times[1].seconds == 600 and times[1].paused
    assert game_attempt_times(store.db, game.id, pause_limit=timedelta(hours=3))[1].seconds == (
        (timedelta(hours=2) - timedelta(minutes=4)).total_seconds()
    )


def _worked_out(store: Store, game_id: int) -> list[tuple[float, bool]]:
    """Each attempt's time from the stored log, the plain way: the gaps from the action
    that starts it (a card turned up, a retry) to its report, each at most 10 minutes."""
    rows = store.db.execute(
        "SELECT action_json, at FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
    ).fetchall()
    out: list[tuple[float, bool]] = []
    start: datetime | None = None
    total, paused, last = 0.0, False, None
    for text, at in rows:
        kind = json.loads(text)["do"]
        moment = datetime.fromisoformat(at.replace("Z", "+00:00"))
        if start is not None and last is not None:
            gap = (moment - last).total_seconds()
            total += min(gap, 600.0)
            paused = paused or gap > 600.0
        last = moment
        if kind == "report" and start is not None:
            out.append((total, paused))
            start = None
        if kind in ("reveal_card", "retry"):
            start, total, paused = moment, 0.0, False
    return out


def test_the_times_of_many_games_read_at_once_are_each_games_own(
    store: Store, clock: FakeClock
) -> None:
    """``timed_attempts`` gives the times worked out from each game's stored log, the
    same as ``game_attempt_times`` gives for the game, and none for an attempt whose
    actions cannot be read (the game's other attempts keep theirs)."""
    from blocky.games.blocky_mountains.game import legal_actions
    from blocky.games.blocky_mountains.storage.coach_data import timed_attempts

    mia = store.add_player("Mia").id
    leo = store.add_player("Leo").id
    games = []
    for i in range(6):
        clock.set(DAY + timedelta(days=i))
        who = mia if i % 2 == 0 else leo
        game = store.create_game(
            Setup.solo("Mia" if who == mia else "Leo", course="A", draws=Draws.TABLE), [who]
        )
        for j, card in enumerate(PILE_A[:3]):
            clock.set(DAY + timedelta(days=i, minutes=10 * j + 1))
            game.play(RevealCard(card))
            if ChooseVariant(False) in legal_actions(game.state):
                game.play(ChooseVariant(False))
            # one attempt in each game waits over the pause limit
            wait = timedelta(minutes=25) if j == i % 3 else timedelta(seconds=40 + 7 * i + j)
            clock.set(DAY + timedelta(days=i, minutes=10 * j + 1) + wait)
            game.play(Report(j % 2 == 0))
            if j % 2 == 1:
                game.play(Retry())
                clock.set(DAY + timedelta(days=i, minutes=10 * j + 1) + wait * 2)
                game.play(Report(True))
        games.append(game)
    # Three damaged logs: text that is not JSON, an action of no known kind, a time that
    # cannot be read.
    damaged = {games[1].id: "action_json = '{not json'", games[2].id: "action_json = "
               "'{\"do\": \"teleport\"}'", games[3].id: "at = 'yesterday-ish'"}
    before = {g: _worked_out(store, g) for g in damaged}
    with store.db:
        for game_id, change in damaged.items():
            store.db.execute(
                f"UPDATE actions SET {change} WHERE game_id = ? AND seq = 1", (game_id,)
            )
    every = timed_attempts(store.db)
    assert {a.game_id for a in every} == {g.id for g in games}
    for game in games:
        own = game_attempt_times(store.db, game.id)
        mine = sorted((a for a in every if a.game_id == game.id), key=lambda a: a.seq)
        if game.id in damaged:
            # The first attempt (its card turned up at seq 0, reported after seq 1) has no
            # time; the others keep the times worked out before the damage.
            assert [(a.seconds, a.paused) for a in mine] == before[game.id][1:]
            assert [(t.seq, t.seconds) for t in own] == [(a.seq, a.seconds) for a in mine]
            continue
        assert len(mine) >= 4
        assert [(a.seconds, a.paused) for a in mine] == _worked_out(store, game.id)
        assert [(t.seq, t.seconds, t.paused) for t in own] == [
            (a.seq, a.seconds, a.paused) for a in mine
        ]
        assert any(a.paused for a in mine)
    # One player's, and a period: the same times, fewer attempts.
    leos = timed_attempts(store.db, player_id=leo)
    assert leos and all(a.player_id == leo for a in leos)
    assert {(a.game_id, a.seq, a.seconds) for a in leos} <= {
        (a.game_id, a.seq, a.seconds) for a in every
    }
    day = (DAY + timedelta(days=4)).astimezone().date()
    assert {a.game_id for a in timed_attempts(store.db, since=day, until=day)} == {games[4].id}
