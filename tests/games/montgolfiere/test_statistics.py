"""Montgolfière's statistics are counted by replaying records (blocky/games/montgolfiere/statistics.py)."""

from __future__ import annotations

import random
from pathlib import Path

from blocky.games.blocky_mountains.state import Setup as BlockySetup
from blocky.games.montgolfiere.actions import FollowHook, NextGame, PlayCard, Resolve
from blocky.games.montgolfiere.cards import ENGINE, HOOK, CardKind, ballast
from blocky.games.montgolfiere.plugin import MONTGOLFIERE
from blocky.games.montgolfiere.record import Timeline
from blocky.games.montgolfiere.rules import legal_actions
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.state import Phase
from blocky.games.montgolfiere.statistics import BARON, figures, hook_chain
from blocky.store import Store


def _play(t: Timeline, *actions: object) -> Timeline:
    for a in actions:
        t = t.play(a)  # type: ignore[arg-type]
    return t.advance_chance()


def test_each_card_kind_counts_the_times_it_moved_its_balloon() -> None:
    t = Timeline.start(Setup.of(["Ana", "Ben", "Cleo"], draws="table"))
    t = _play(t, PlayCard(0, ballast(15)), PlayCard(1, ballast(15)), PlayCard(2, ballast(1)), Resolve())
    t = _play(t, PlayCard(0, ENGINE), PlayCard(1, ballast(14)), PlayCard(2, HOOK), Resolve())
    t = _play(t, FollowHook(2, 1))
    found = figures([t.record])
    by_kind = {c.kind: (c.played, c.moved) for c in found.cards}
    assert by_kind[CardKind.BALLAST] == (4, 3)
    assert by_kind[CardKind.ENGINE] == (1, 1)
    assert by_kind[CardKind.HOOK] == (1, 1)
    assert found.longest_hook_chain == 1
    assert found.games == 0 and found.players == []


def test_the_longest_hook_chain_counts_hooks_hanging_one_below_the_other() -> None:
    assert hook_chain({}) == 0
    assert hook_chain({2: (1,), 1: (0,)}) == 2
    t = Timeline.start(Setup.of(["Ana", "Ben", "Cleo"], draws="table", spaces=[7, 6, 5]))
    t = _play(t, PlayCard(0, ballast(15)), PlayCard(1, HOOK), PlayCard(2, HOOK), Resolve())
    assert t.state.positions == (8, 7, 6)
    assert figures([t.record]).longest_hook_chain == 2


def test_wins_and_final_spaces_of_a_match_count_the_baron() -> None:
    t = Timeline.start(Setup.of(["Ana", "Ben"], baron=True, seed=5, edition="12", target=20))
    while t.state.phase is not Phase.OVER:
        if t.state.phase is Phase.BETWEEN_GAMES:
            t = _play(t, NextGame())
            continue
        # The heaviest ballast left, or else the first card allowed.
        actions = legal_actions(t.state)
        plays = [a for a in actions if isinstance(a, PlayCard)]
        t = _play(t, max(plays, key=lambda a: a.card.kg) if plays else actions[0])
    found = figures([t.record, t.record])
    results = t.state.results
    assert found.games == 2 * len(results) and found.matches == 2
    names = {p.name: p for p in found.players}
    assert set(names) == {"Ana", "Ben", BARON}
    for seat, key in enumerate(("Ana", "Ben", BARON)):
        assert names[key].wins == 2 * sum(seat in r.winners for r in results)
        assert names[key].spaces == 2 * sum(r.spaces[seat] for r in results)
        assert names[key].average_space == sum(r.spaces[seat] for r in results) / len(results)


def test_the_saved_games_figures_come_through_the_registry(tmp_path: Path) -> None:
    """Store.statistics gives the figures of the saved Montgolfière games (replayed from
    the store), not of another game's."""
    with Store.open(tmp_path / "s.sqlite3") as store:
        ids = [store.add_player(n).id for n in ("Ana", "Ben", "Cleo")]
        store.create_game(BlockySetup.solo("Ana", course="A", seed=1), ids[:1])
        played = []
        for seed in (3, 4):
            game = store.create_game(Setup.of(["Ana", "Ben", "Cleo"], seed=seed), ids)
            rng = random.Random(seed)
            while not game.finished and len(game.timeline.actions) < 80:
                options = [a for a in legal_actions(game.state) if not MONTGOLFIERE.is_chance(a)]
                game.play(rng.choice(options))
            played.append(game.timeline.record)
        found = store.statistics("montgolfiere").figures()
    assert found == figures(played)
    assert found.games >= 1 and sum(c.played for c in found.cards) > 0


def test_a_saved_game_that_cannot_be_replayed_is_counted_apart(tmp_path: Path) -> None:
    """A damaged saved game is left out of every figure and counted as unreadable."""
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        ids = [store.add_player(n).id for n in ("Ana", "Ben")]
        played = []
        for seed in (3, 4):
            game = store.create_game(Setup.of(["Ana", "Ben"], seed=seed), ids)
            rng = random.Random(seed)
            while len(game.timeline.actions) < 30:
                options = [a for a in legal_actions(game.state) if not MONTGOLFIERE.is_chance(a)]
                game.play(rng.choice(options))
            played.append((game.id, game.timeline.record))
        whole = store.statistics("montgolfiere").figures()
        assert whole == figures([r for _, r in played]) and whole.unreadable == 0
        store.db.execute(
            "UPDATE actions SET action_json = 'nul' WHERE game_id = ? AND seq = 1",
            (played[0][0],),
        )
        store.db.commit()
        found = store.statistics("montgolfiere").figures()
    assert found.unreadable == 1
    kept = figures([played[1][1]])
    assert (found.games, found.players, found.cards) == (kept.games, kept.players, kept.cards)
