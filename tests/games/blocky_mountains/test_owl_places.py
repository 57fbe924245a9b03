"""R7 and "Chance" in docs/rulings.md: a neutral owl tile can only show what can physically be in its place.

After the draw pile is used up, the discards (and only they) are shuffled into a new
pile; a tile drawn from it is one of those discards, never one still lying face down
under another pile. The sweep below checks the rules against an independent model of the
table: every arrangement of the six physical tiles that agrees with what was seen.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    RevealCard,
    RevealOwl,
    TakeRoute,
)
from blocky.games.blocky_mountains.catalogue import PILES, OwlValue, default_catalogue
from blocky.games.blocky_mountains.describe import state_text, state_to_json
from blocky.games.blocky_mountains.events import OwlReshuffled
from blocky.games.blocky_mountains.game import (
    IllegalAction,
    apply,
    chance_action,
    chance_options,
    current_actor,
    is_over,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.invariants import InvariantBroken, check_invariants
from blocky.games.blocky_mountains.record import (
    Record,
    RecordError,
    Timeline,
    record_from_json,
    record_to_json,
    replay,
)
from blocky.games.blocky_mountains.state import (
    CHANCE,
    FACE_DOWN,
    Draws,
    OwlPool,
    Phase,
    Setup,
    State,
    evolve,
)
from tests.games.blocky_mountains.helpers import play, play_events, race, race_turn


def _owl_choices(s: State) -> dict[tuple[int, int], int]:
    out = {}
    for a, w in chance_options(s):
        assert isinstance(a, RevealOwl)
        out[(a.advance, a.back)] = w
    return out


def _four_cards_of_a() -> list[Action]:
    """Pile A's neutral tile is turned over on four cards in a row: 1/0, 2/0, 3/1, 3/1.

    The draw pile (3 tiles) is used up after three of them; the fourth card's removal
    shuffles the four discards into a new pile. 4/2 and 5/2 still lie face down under
    piles B and C, drawn at the start.
    """
    out: list[Action] = []
    for card, owl in zip(
        ["treetop", "ice-bridge", "narrow-point", "rock-crevice"],
        [(1, 0), (2, 0), (3, 1), (3, 1)],
        strict=True,
    ):
        variant = [ChooseVariant(False)] if default_catalogue().card(card).extra_task else []
        out += [ChoosePile("A"), RevealCard(card), *variant, Report(False), AcceptFailure()]
        out += [FlipOwl("neutral"), RevealOwl(*owl), TakeRoute(), *variant, Report(False)]
        out += [AcceptFailure()]
    return out


def _four_neutral_tiles_under_a(s: State) -> State:
    s, events = play_events(s, *_four_cards_of_a())
    assert OwlReshuffled(4) in events
    return s


def _neutral_tile_turned_over(s: State, pile: str, card: str) -> State:
    """A new card of ``pile`` is mastered and its first player turns over the neutral tile."""
    s = play(s, ChoosePile(pile), RevealCard(card))  # type: ignore[arg-type]
    if s.current_card and s.current_card.extra_task:
        s = play(s, ChooseVariant(False))
    return play(s, Report(True), FlipOwl("neutral"))


def test_after_a_reshuffle_a_tile_face_down_under_another_pile_is_not_offered() -> None:
    s = _four_neutral_tiles_under_a(race("white"))
    assert s.draw_count == 3 and s.discard == ()
    # The tile now under pile A came from the reshuffled discards.
    s = _neutral_tile_turned_over(s, "A", "glacier")
    assert s.phase is Phase.REVEAL_OWL
    assert _owl_choices(s) == {(1, 0): 1, (2, 0): 1, (3, 1): 2}
    assert [a for a in legal_actions(s)] == [RevealOwl(1, 0), RevealOwl(2, 0), RevealOwl(3, 1)]
    for value in ((4, 2), (5, 2)):
        with pytest.raises(IllegalAction) as refused:
            apply(s, RevealOwl(*value))
        assert str(refused.value) == (
            "The owl tile under pile A can only show 1/0, 2/0, 3/1: the "
            f"{value[0]}/{value[1]} tile is still face down under another pile (B, C)."
        )
    with pytest.raises(IllegalAction) as refused:
        apply(s, RevealOwl(3, 2))
    assert str(refused.value) == (
        "No owl tile not seen yet shows 3/2; the tile under pile A can only show 1/0, 2/0, 3/1."
    )
    s = play(s, RevealOwl(3, 1))
    assert s.positions == (3,)


def test_a_tile_drawn_before_the_reshuffle_is_not_one_of_the_reshuffled_tiles() -> None:
    s = _four_neutral_tiles_under_a(race("white"))
    s = _neutral_tile_turned_over(s, "B", "overhang")
    assert s.phase is Phase.REVEAL_OWL
    assert _owl_choices(s) == {(4, 2): 1, (5, 2): 1}
    with pytest.raises(IllegalAction) as refused:
        apply(s, RevealOwl(1, 0))
    assert str(refused.value) == (
        "The owl tile under pile B was drawn before the discarded tiles were reshuffled, "
        "so it can only show 4/2, 5/2; 1/0 is among the reshuffled tiles."
    )
    s = play(s, RevealOwl(5, 2))
    # Pile C's tile is now known to be 4/2: nothing else can be there.
    s = race_turn(s, results=(False,))  # the letter tile under B
    s = _neutral_tile_turned_over(s, "C", "shaft")
    assert _owl_choices(s) == {(4, 2): 1}


def test_app_draws_after_the_reshuffle_only_draw_what_can_be_there() -> None:
    s = _four_neutral_tiles_under_a(race("white"))
    s = _neutral_tile_turned_over(s, "A", "glacier")
    for index in range(300):
        a = chance_action(s, seed=index, index=40)
        assert isinstance(a, RevealOwl) and (a.advance, a.back) in {(1, 0), (2, 0), (3, 1)}


def test_invariants_name_a_tile_in_no_place_or_two() -> None:
    s = _four_neutral_tiles_under_a(race("white"))
    check_invariants(s)
    # The pools hold 4 tiles drawn from the new pile plus the two old ones: 6 in all.
    assert [(len(p.tiles), p.slots, p.in_draw_pile) for p in s.owl_pools] == [
        (2, (1, 2), 0),
        (4, (0,), 3),
    ]
    old, new = s.owl_pools
    broken = [
        # a face-down tile claimed by two pools
        evolve(s, owl_pools=(OwlPool(old.tiles, (0, 1), 1), new)),
        # a tile lost from the new pile
        evolve(s, owl_pools=(old, OwlPool(new.tiles[1:], (0,), 2))),
        # an older pile that still has tiles to draw
        evolve(s, owl_pools=(OwlPool(old.tiles + new.tiles[:1], (1, 2), 1), new)),
        # a neutral tile under pile A that no pool places there
        evolve(s, owl_pools=(old, OwlPool(new.tiles, (), 4))),
    ]
    for bad in broken:
        with pytest.raises(InvariantBroken):
            check_invariants(bad)


def test_an_old_record_with_an_impossible_tile_is_refused_naming_the_action() -> None:
    # What the rules accepted before tiles were placed: 5/2 under pile A after the reshuffle.
    actions = _four_cards_of_a() + [
        ChoosePile("A"),
        RevealCard("glacier"),
        Report(True),
        FlipOwl("neutral"),
        RevealOwl(5, 2),
    ]
    setup = Setup.race([("Wendy", "white")], draws=Draws.TABLE)
    data = record_to_json(Record(setup, tuple(actions)))
    with pytest.raises(RecordError) as refused:
        replay(record_from_json(data))
    assert refused.value.index == len(actions) - 1
    assert str(refused.value) == (
        f"action {len(actions) - 1} (reveal_owl): The owl tile under pile A can only show "
        "1/0, 2/0, 3/1: the 5/2 tile is still face down under another pile (B, C)."
    )
    # The same record with a tile that can be there replays.
    good = record_to_json(Record(setup, tuple(actions[:-1]) + (RevealOwl(2, 0),)))
    assert replay(record_from_json(good)).positions == (2,)


# ------------------------------------------------------------- the table, independently


_World = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


class PhysicalTable:
    """Every arrangement of the six labelled neutral tiles consistent with what was seen.

    A world is (the tile under each pile, face up or down; the draw pile, top first; the
    discard, sorted), with a weight: how many equally likely shuffles lead to it. Tiles
    are labelled 0-5 (the two 3/1 tiles are different tiles), so every shuffle is uniform.
    """

    def __init__(self, values: tuple[OwlValue, ...]) -> None:
        self.values = values
        self.worlds: Counter[_World] = Counter(
            (order[:3], order[3:], ()) for order in itertools.permutations(range(len(values)))
        )

    def possible(self, slot: int) -> dict[tuple[int, int], Fraction]:
        counts: Counter[tuple[int, int]] = Counter()
        for (under, _, _), weight in self.worlds.items():
            v = self.values[under[slot]]
            counts[(v.advance, v.back)] += weight
        total = sum(counts.values())
        return {k: Fraction(n, total) for k, n in counts.items()}

    def seen(self, slot: int, value: OwlValue) -> None:
        self.worlds = Counter(
            {w: n for w, n in self.worlds.items() if self.values[w[0][slot]] == value}
        )
        assert self.worlds, f"no arrangement of the real tiles puts {value} under {PILES[slot]}"

    def discard_and_draw(self, slot: int) -> None:
        new: Counter[_World] = Counter()
        for (under, pile, discard), weight in self.worlds.items():
            d = tuple(sorted(discard + (under[slot],)))
            if not pile:  # the discards, and only they, are shuffled into a new pile
                for order in itertools.permutations(d):
                    new[(under[:slot] + (order[0],) + under[slot + 1 :], order[1:], ())] += weight
            else:
                new[(under[:slot] + (pile[0],) + under[slot + 1 :], pile[1:], d)] += weight
        self.worlds = new


def _watch(table: PhysicalTable, before: State, after: State) -> None:
    """Mirror on the physical table what changed in the display between two states."""
    for i, (b, a) in enumerate(zip(before.display, after.display, strict=True)):
        if b.neutral == FACE_DOWN and isinstance(a.neutral, OwlValue):
            table.seen(i, a.neutral)
        elif isinstance(b.neutral, OwlValue) and a.neutral == FACE_DOWN:
            table.discard_and_draw(i)


def _sweep(draws: Draws, games: int, seed: str) -> int:
    """Random race games; at every owl reveal the rules must offer exactly what the table allows,
    weighted as the table gives it. Returns how many reveals followed a reshuffle."""
    rng = random.Random(seed)
    after_reshuffle = 0
    for g in range(games):
        n = rng.randint(1, 4)
        colours = ["white", "black", "orange", "violet"][:n]
        setup = Setup.race([(f"P{i}", c) for i, c in enumerate(colours)], draws=draws, seed=g)
        t = Timeline.start(setup)
        table = PhysicalTable(t.state.ctx.catalogue.neutral_tiles)
        reshuffled = False
        while not is_over(t.state):
            s = t.state
            if current_actor(s) == CHANCE:
                if s.phase is Phase.REVEAL_OWL:
                    assert s.current_card is not None
                    slot = PILES.index(s.current_card.pile)
                    expected = table.possible(slot)
                    options = _owl_choices(s)
                    total = sum(options.values())
                    assert {k: Fraction(w, total) for k, w in options.items()} == expected
                    after_reshuffle += reshuffled
                if draws is Draws.APP:
                    action = chance_action(s, setup.seed, len(t.actions))
                else:
                    opts = chance_options(s)
                    action = rng.choices([a for a, _ in opts], [w for _, w in opts])[0]
            else:
                # Favour the neutral tile and failures, so games are long and reshuffle.
                acts = legal_actions(s)
                action = (
                    FlipOwl("neutral")
                    if FlipOwl("neutral") in acts
                    else Report(False)
                    if Report(False) in acts and rng.random() < 0.7
                    else rng.choice(acts)
                )
            t, events = t.play_logged(action)
            reshuffled = reshuffled or any(isinstance(e, OwlReshuffled) for e in events)
            check_invariants(t.state)
            _watch(table, s, t.state)
        assert replay(record_from_json(record_to_json(t.record))) == t.state
    return after_reshuffle


def test_table_draws_offer_what_the_real_tiles_allow_with_their_weights() -> None:
    assert _sweep(Draws.TABLE, 60, "owl places / table") > 20


def test_app_draws_never_draw_a_tile_that_cannot_be_there() -> None:
    assert _sweep(Draws.APP, 60, "owl places / app") > 20


def test_new_game_has_one_pool_with_every_tile() -> None:
    s = new_game(Setup.race([("Wendy", "white")], draws=Draws.TABLE))
    assert len(s.owl_pools) == 1
    pool = s.owl_pools[0]
    assert pool.slots == (0, 1, 2) and pool.in_draw_pile == 3
    assert Counter(pool.tiles) == Counter(s.ctx.catalogue.neutral_tiles)


def test_replay_output_says_what_each_face_down_tile_can_show() -> None:
    s = _four_neutral_tiles_under_a(race("white"))
    display = state_to_json(s)["owl_display"]
    assert display["A"]["can_show"] == ["1/0", "2/0", "3/1"]
    assert display["B"]["can_show"] == display["C"]["can_show"] == ["4/2", "5/2"]
    assert "  under pile A: letter A (2/0); neutral face down (can show 1/0, 2/0, 3/1)" in (
        state_text(s).splitlines()
    )
    s = play(_neutral_tile_turned_over(s, "A", "glacier"), RevealOwl(2, 0))
    assert state_to_json(s)["owl_display"]["A"]["can_show"] == []
