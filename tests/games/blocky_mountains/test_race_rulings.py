"""The race game, ruling by ruling (docs/rulings.md, R1-R13).

Every test plays real actions on a table-draws game, where the test decides which
card and which owl tile turn up, and checks the exact state that results.
"""

from __future__ import annotations

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Report,
    Retry,
    RevealCard,
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.catalogue import OwlValue
from blocky.games.blocky_mountains.describe import describe_event
from blocky.games.blocky_mountains.events import (
    FailureAccepted,
    GameEnded,
    OwlReshuffled,
    PeakReached,
    RouteChanged,
    SquirrelsWon,
    TurnStarted,
)
from blocky.games.blocky_mountains.game import (
    IllegalAction,
    apply,
    current_actor,
    legal_actions,
    outcome,
    race_standings,
    route_change_cost,
)
from blocky.games.blocky_mountains.state import (
    CHANCE,
    FACE_DOWN,
    EndReason,
    OwlDisplay,
    Phase,
    State,
)

from .helpers import board, owl_values, play, play_events, race, race_turn

ALL_NEUTRAL = (
    OwlValue(1, 0),
    OwlValue(2, 0),
    OwlValue(3, 1),
    OwlValue(3, 1),
    OwlValue(4, 2),
    OwlValue(5, 2),
)


def _without(*values: tuple[int, int]) -> tuple[OwlValue, ...]:
    left = list(ALL_NEUTRAL)
    for v in values:
        left.remove(OwlValue(*v))
    return tuple(left)


# ------------------------------------------------------------------------------ R1


def test_R1_turn_order_is_colour_order() -> None:
    s = race("violet", "white", "orange")
    assert s.setup.colours == ("white", "orange", "violet")
    assert s.setup.players == ("Wendy", "Olga", "Vic")
    seen = [current_actor(s)]
    events = []
    for _ in range(4):
        s, ev = play_events(s, ChoosePile("A") if s.card is None else TakeRoute())
        if s.phase is Phase.REVEAL_CARD:
            s, ev2 = play_events(s, RevealCard(s.pile_left("A")[0]))
            ev += ev2
        if s.phase is Phase.PREPARE and s.current_card and s.current_card.extra_task:
            s = play(s, ChooseVariant(False))
        s = play(s, Report(False), AcceptFailure())
        if s.phase is Phase.OWL_CHOICE:
            s = play(s, FlipOwl("letter"))
        if s.phase is Phase.REVEAL_OWL:
            s, ev3 = play_events(
                s, RevealOwl(1, 0) if OwlValue(1, 0) in owl_values(s) else RevealOwl(2, 0)
            )
            ev += ev3
        events += ev
        seen.append(current_actor(s))
    # white, orange, violet, then white again
    assert seen == [0, 1, 2, 0, 1]
    assert [s.setup.colours[p] for p in seen] == ["white", "orange", "violet", "white", "orange"]
    assert s.turns == 5


def test_R1_turn_started_events_follow_colour_order() -> None:
    s = race("black", "white")
    s, ev = play_events(
        s, ChoosePile("A"), RevealCard("ice-bridge"), Report(True), FlipOwl("letter")
    )
    assert [e for e in ev if isinstance(e, TurnStarted)] == [TurnStarted(1)]
    assert s.turn == 1 and s.setup.colours[s.turn] == "black"


# ------------------------------------------------------------------------------ R2


def test_R2_setup_piles_and_owl_display() -> None:
    s = race("white", "black", "orange", "violet")
    assert s.phase is Phase.START and current_actor(s) == 0
    assert [len(p) for p in s.piles] == [8, 10, 12]
    assert s.display == (OwlDisplay(False, FACE_DOWN),) * 3
    # 3 neutral tiles face down in the display, 3 in the draw pile, none seen yet
    assert s.draw_count == 3
    assert s.unseen == ALL_NEUTRAL
    assert s.discard == ()
    assert s.positions == (0, 0, 0, 0)
    assert s.squirrels == (3, 3, 3, 3)
    assert s.frolicking == 12
    assert race("orange").frolicking == 21


# ------------------------------------------------------------------------------ R3


def test_R3_no_built_route_means_any_pile_for_free() -> None:
    s = race("white", "black", "orange")
    assert legal_actions(s) == [ChoosePile("A"), ChoosePile("B"), ChoosePile("C")]
    s = play(s, ChoosePile("C"))
    assert s.phase is Phase.REVEAL_CARD and current_actor(s) == CHANCE
    assert s.squirrels == (3, 3, 3) and s.frolicking == 15
    s = play(s, RevealCard("shaft"))
    assert s.card == "shaft" and s.card_plays == 0 and s.phase is Phase.PREPARE
    s = play(s, Report(True), FlipOwl("letter"))
    # Shaft is now the built route: black takes it or changes
    assert s.card == "shaft" and s.card_plays == 1 and s.turn == 1
    assert TakeRoute() in legal_actions(s)
    assert not any(isinstance(a, ChoosePile) for a in legal_actions(s))
    s = play(s, TakeRoute(), Report(True), RevealOwl(2, 0))
    # after its second player the card is gone: orange chooses freely again
    assert s.card is None and s.removed == ("shaft",) and s.turn == 2
    assert legal_actions(s) == [ChoosePile("A"), ChoosePile("B"), ChoosePile("C")]
    with pytest.raises(IllegalAction, match="No route is built yet"):
        apply(s, TakeRoute())


# ------------------------------------------------------------------------------ R4


def test_R4_change_route_removes_card_restores_letter_and_costs() -> None:
    s = race("white", "black")
    s = race_turn(s, pile="A", card="treetop", flip="letter")
    assert s.positions == (2, 0) and s.display[0] == OwlDisplay(True, FACE_DOWN)
    assert route_change_cost(s, "B") == 2
    s, ev = play_events(s, ChangeRoute("B"))
    assert ev[0] == RouteChanged(1, "treetop", "B", 2, False)
    assert s.removed == ("treetop",) and s.card is None
    assert s.display[0] == OwlDisplay(False, FACE_DOWN)  # the letter tile turned back
    assert s.squirrels == (3, 1) and s.frolicking == 20
    assert s.phase is Phase.REVEAL_CARD and s.pending_pile == "B"
    assert s.piles[0] == (
        "ice-bridge",
        "narrow-point",
        "rock-crevice",
        "boulder",
        "glacier",
        "climbing-ladder",
        "stone-gate",
    )
    s = play(s, RevealCard("cliff"))
    assert s.card == "cliff" and s.card_plays == 0 and s.turn == 1
    assert s.draw_count == 3 and s.discard == ()


def test_R4_change_route_discards_a_flipped_neutral_and_draws_a_new_one() -> None:
    s = race("white", "black")
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(3, 1))
    assert s.positions == (3, 0)
    assert s.display[0] == OwlDisplay(False, OwlValue(3, 1))
    s = play(s, ChangeRoute("C"))
    assert s.display[0] == OwlDisplay(False, FACE_DOWN)
    assert s.discard == (OwlValue(3, 1),)
    assert s.draw_count == 2
    assert s.unseen == _without((3, 1))
    assert s.squirrels == (3, 0) and s.frolicking == 21
    assert s.pending_pile == "C"


def test_R4_change_to_the_same_pile_is_allowed() -> None:
    s = race("white", "black")
    s = race_turn(s, pile="B", card="bears-den", flip="letter")
    assert ChangeRoute("B") in legal_actions(s)
    s = play(s, ChangeRoute("B"))
    assert s.pending_pile == "B" and s.removed == ("bears-den",)
    assert s.squirrels == (3, 1)
    with pytest.raises(IllegalAction, match="not in pile B any more"):
        apply(s, RevealCard("bears-den"))
    s = play(s, RevealCard("ice-curve"))
    assert s.card == "ice-curve" and s.piles[1][0] == "cliff" and len(s.piles[1]) == 8


def test_R4_free_change_from_compass_4() -> None:
    s = race("white")
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(4, 2))
    assert s.positions == (4,) and s.turn_start_space == 4 and s.turn == 0
    assert [route_change_cost(s, p) for p in "ABC"] == [0, 0, 0]
    s, ev = play_events(s, ChangeRoute("C"))
    assert ev[0] == RouteChanged(0, "treetop", "C", 0, True)
    assert s.squirrels == (3,) and s.frolicking == 21


def test_R4_free_change_from_compass_9() -> None:
    s = race("white")
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(4, 2))  # 0 -> 4
    s = race_turn(s)  # takes Treetop, letter A 2/0: 4 -> 6, Treetop removed
    s = race_turn(s, pile="B", card="bears-den", flip="letter")  # letter B 3/1: 6 -> 9
    assert s.positions == (9,) and s.card == "bears-den"
    assert route_change_cost(s, "C") == 0
    s = play(s, ChangeRoute("C"))
    assert s.squirrels == (3,) and s.pending_pile == "C"


def test_R4_compass_is_judged_at_the_start_of_the_turn() -> None:
    # A board whose backpack space 3 leads to compass space 4: arriving there by the
    # shortcut does not make a route change free in the same turn.
    cat = board(
        lambda t: t.__setitem__(
            "race_map.toml", t["race_map.toml"].replace("from = 3\nto = 5", "from = 3\nto = 4")
        )
    )
    s = race("white", catalogue=cat)
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(3, 1))
    assert s.positions == (3,) and s.turn_start_space == 3
    s = play(s, TakeShortcut())
    assert s.positions == (4,) and s.squirrels == (1,)
    assert route_change_cost(s, "A") == 1
    assert ChangeRoute("A") in legal_actions(s) and ChangeRoute("B") not in legal_actions(s)
    s = play(s, ChangeRoute("A"))
    assert s.squirrels == (0,) and s.frolicking == 24


def test_R4_compass_start_keeps_change_free_after_leaving_by_shortcut() -> None:
    cat = board(
        lambda t: t.__setitem__(
            "race_map.toml", t["race_map.toml"].replace("from = 3\nto = 5", "from = 4\nto = 6")
        )
    )
    s = race("white", catalogue=cat)
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(4, 2))
    s = play(s, TakeShortcut())
    assert s.positions == (6,) and s.squirrels == (1,)
    s = play(s, ChangeRoute("C"))  # free: the turn started on compass space 4
    assert s.squirrels == (1,) and s.frolicking == 23


def test_R4_cannot_pay_means_no_change() -> None:
    s = race("white", "orange")
    # white pays two retries and ends on the campground
    s = race_turn(s, pile="A", card="ice-bridge", results=(False, False, False), flip="letter")
    assert s.squirrels == (1, 3) and s.positions == (0, 0)
    s = race_turn(s, change="A", card="glacier", results=(False,), flip="letter")
    assert s.squirrels == (1, 2)
    # white's turn: 1 squirrel, a built route (Glacier) in front of them
    assert s.turn == 0 and s.card == "glacier"
    acts = legal_actions(s)
    assert ChangeRoute("A") in acts
    assert ChangeRoute("B") not in acts and ChangeRoute("C") not in acts
    with pytest.raises(IllegalAction) as err:
        apply(s, ChangeRoute("C"))
    assert str(err.value) == "White has 1 squirrel; changing to route C costs 3."
    with pytest.raises(IllegalAction, match="White has 1 squirrel; changing to route B costs 2"):
        apply(s, ChangeRoute("B"))


# ------------------------------------------------------------------------------ R5


def test_R5_difficult_mastered_gives_move_and_squirrels() -> None:
    s = race("white", "black")
    s = play(s, ChoosePile("A"), RevealCard("boulder"))
    assert legal_actions(s) == [ChooseVariant(False), ChooseVariant(True)]
    s, ev = play_events(s, ChooseVariant(True), Report(True))
    assert SquirrelsWon(0, 2, "extra_task", 2) in ev
    assert s.squirrels == (5, 3) and s.frolicking == 16
    s = play(s, FlipOwl("letter"))
    assert s.positions == (2, 0)


def test_R5_difficult_failure_forces_the_owl_back_move() -> None:
    s = race("white", "black")
    s = race_turn(s, pile="C", card="tree-trunks", flip="letter")  # white 0 -> 4
    s = race_turn(s, results=(True,), owl=(1, 0))  # black takes it: 0 -> 1
    s = play(s, ChoosePile("C"), RevealCard("rock-wall"), ChooseVariant(True))
    s, ev = play_events(s, Report(False))
    assert FailureAccepted(0, "rock-wall", "difficult") in ev
    assert not any(isinstance(e, SquirrelsWon) for e in ev)
    assert s.phase is Phase.OWL_CHOICE and s.squirrels == (3, 3)
    assert Retry() not in legal_actions(s)
    with pytest.raises(IllegalAction, match="exactly one attempt"):
        apply(s, Retry())
    s = play(s, FlipOwl("letter"))  # C letter: back 2
    assert s.positions == (2, 1)
    # the next player may build the normal route of the same card
    assert s.turn == 1
    s = play(s, TakeRoute())
    assert legal_actions(s)[:2] == [ChooseVariant(False), ChooseVariant(True)]
    s = play(s, ChooseVariant(False), Report(True), RevealOwl(2, 0))
    assert s.squirrels == (3, 3) and s.positions == (2, 3)


def test_R5_normal_route_of_an_extra_task_card_gives_no_squirrels() -> None:
    s = race("white")
    s, ev = play_events(
        s, ChoosePile("B"), RevealCard("chimney"), ChooseVariant(False), Report(True)
    )
    assert not any(isinstance(e, SquirrelsWon) for e in ev)
    assert s.squirrels == (3,)


# ------------------------------------------------------------------------------ R6


def test_R6_retries_until_squirrels_run_out() -> None:
    s = race("white", "black")
    s = play(s, ChoosePile("B"), RevealCard("overhang"), Report(False))
    assert s.phase is Phase.RETRY and legal_actions(s) == [Retry(), AcceptFailure()]
    for left in (2, 1, 0):
        s = play(s, Retry())
        assert s.squirrels == (left, 3) and s.phase is Phase.PREPARE
        s, ev = play_events(s, Report(False))
    assert s.attempt == 4
    # the fourth failure with no squirrel left is forced
    assert FailureAccepted(0, "overhang", "no_squirrels") in ev
    assert s.phase is Phase.OWL_CHOICE and s.frolicking == 21
    with pytest.raises(IllegalAction, match="White has no squirrels left"):
        apply(s, Retry())
    s = play(s, FlipOwl("letter"))  # B letter, back 1, clamped at the campground
    assert s.positions == (0, 0) and s.turn == 1


def test_R6_a_retry_can_still_master_the_route() -> None:
    s = race("white")
    s = play(s, ChoosePile("A"), RevealCard("glacier"), Report(False), Retry(), Report(True))
    assert s.squirrels == (2,) and s.frolicking == 22 and s.attempt == 2
    assert s.phase is Phase.OWL_CHOICE
    s = play(s, FlipOwl("letter"))
    assert s.positions == (2,)


def test_R6_accepting_the_failure_keeps_the_squirrels() -> None:
    s = race("white")
    s = play(s, ChoosePile("A"), RevealCard("glacier"), Report(False), AcceptFailure())
    assert s.squirrels == (3,) and s.phase is Phase.OWL_CHOICE


# ------------------------------------------------------------------------------ R7


def test_R7_first_player_chooses_second_gets_the_other_tile() -> None:
    s = race("white", "black", "orange")
    s = play(s, ChoosePile("B"), RevealCard("cliff"), ChooseVariant(False), Report(True))
    assert s.phase is Phase.OWL_CHOICE and s.result_mastered is True
    assert legal_actions(s) == [FlipOwl("letter"), FlipOwl("neutral")]
    s = play(s, FlipOwl("neutral"))
    assert s.phase is Phase.REVEAL_OWL and current_actor(s) == CHANCE
    with pytest.raises(IllegalAction, match="the tiles not seen yet show 1/0, 2/0, 3/1, 4/2, 5/2"):
        apply(s, RevealOwl(9, 9))
    s = play(s, RevealOwl(5, 2))
    assert s.positions == (5, 0, 0)
    assert s.display[1] == OwlDisplay(False, OwlValue(5, 2))
    # black takes Cliff and fails: the remaining letter tile B is flipped without a choice
    s = play(s, TakeRoute(), ChooseVariant(False), Report(False), AcceptFailure())
    assert s.positions == (5, 0, 0)  # back 1 from the campground stays there
    assert s.card is None and s.removed == ("cliff",)
    assert s.display[1] == OwlDisplay(False, FACE_DOWN)
    assert s.discard == (OwlValue(5, 2),) and s.draw_count == 2
    assert s.unseen == _without((5, 2))
    assert s.turn == 2 and s.phase is Phase.START


def test_R7_letter_first_then_neutral_then_removal() -> None:
    s = race("white", "black")
    s = race_turn(s, pile="C", card="gorge", flip="letter")
    assert s.display[2] == OwlDisplay(True, FACE_DOWN) and s.positions == (4, 0)
    s = play(s, TakeRoute(), Report(True))
    assert s.phase is Phase.REVEAL_OWL
    s = play(s, RevealOwl(3, 1))
    assert s.positions == (4, 3)
    assert s.display[2] == OwlDisplay(False, FACE_DOWN)  # letter back, a new neutral drawn
    assert s.discard == (OwlValue(3, 1),) and s.draw_count == 2
    assert s.unseen == _without((3, 1))


def test_R7_reshuffle_when_the_owl_draw_pile_is_empty() -> None:
    s = race("white")
    # four A cards, each: first play flips the neutral tile, second the letter tile.
    owls = [(1, 0), (2, 0), (3, 1), (3, 1)]
    cards = ["treetop", "ice-bridge", "narrow-point", "rock-crevice"]
    events = []
    for card, owl in zip(cards, owls, strict=True):
        s = race_turn(s, pile="A", card=card, results=(False,), flip="neutral", owl=owl)
        s, ev = play_events(s, TakeRoute())
        if s.current_card and s.current_card.extra_task:
            s = play(s, ChooseVariant(False))
        s, ev2 = play_events(s, Report(False), AcceptFailure())
        events += ev + ev2
        if card != "rock-crevice":
            assert not any(isinstance(e, OwlReshuffled) for e in events)
    # three draws emptied the pile; the fourth shuffled all 4 discarded tiles back
    assert OwlReshuffled(4) in events
    assert s.discard == ()
    assert s.draw_count == 3
    assert s.unseen == ALL_NEUTRAL
    assert s.display == (OwlDisplay(False, FACE_DOWN),) * 3
    assert s.positions == (0,) and s.removed == tuple(cards)


def test_R7_discard_fills_before_the_reshuffle() -> None:
    s = race("white")
    for card, owl in zip(
        ["treetop", "ice-bridge", "narrow-point"], [(5, 2), (4, 2), (1, 0)], strict=True
    ):
        s = race_turn(s, pile="A", card=card, results=(False,), flip="neutral", owl=owl)
        s = race_turn(s, results=(False,))
    assert s.draw_count == 0
    assert s.discard == (OwlValue(1, 0), OwlValue(4, 2), OwlValue(5, 2))
    assert s.unseen == (OwlValue(2, 0), OwlValue(3, 1), OwlValue(3, 1))


# ------------------------------------------------------------------------------ R8


def test_R8_never_below_the_campground() -> None:
    s = race("white")
    s = race_turn(s, pile="C", card="shaft", results=(False,), flip="letter")
    assert s.positions == (0,)
    s = race_turn(s, results=(False,), owl=(5, 2))
    assert s.positions == (0,)


def test_R8_never_above_the_peak() -> None:
    s = race("white")
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(5, 2))  # 0 -> 5
    s = race_turn(s)  # letter A: 5 -> 7
    s = race_turn(s, pile="C", card="shaft", flip="letter")  # 7 -> 11
    s = race_turn(s, owl=(4, 2))  # 11 -> 15
    assert s.positions == (15,)
    s = race_turn(s, pile="C", card="gorge", flip="neutral", owl=(3, 1))  # 15 + 3 -> 17
    assert s.positions == (17,)
    assert s.phase is Phase.OVER and s.end_reason is EndReason.PEAK


# ------------------------------------------------------------------------------ R9


def _white_on_3_and_black_to_play() -> State:
    s = race("white", "black")
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(3, 1))  # white 0 -> 3
    s = race_turn(s)  # black takes Treetop, letter A: 0 -> 2
    return s


def test_R9_shortcut_then_the_normal_turn() -> None:
    s = _white_on_3_and_black_to_play()
    assert s.positions == (3, 2) and s.turn == 0 and s.card is None
    assert legal_actions(s)[0] == TakeShortcut()
    s = play(s, TakeShortcut())
    assert s.positions == (5, 2) and s.squirrels == (1, 3) and s.frolicking == 20
    assert s.phase is Phase.START and s.shortcut_used and s.turn == 0
    assert TakeShortcut() not in legal_actions(s)
    assert legal_actions(s) == [ChoosePile("A"), ChoosePile("B"), ChoosePile("C")]
    s = play(s, ChoosePile("B"), RevealCard("ice-curve"), Report(True), FlipOwl("letter"))
    assert s.positions == (8, 2) and s.turn == 1


def test_R9_shortcut_needs_a_backpack_space() -> None:
    s = race("white", "black")
    assert TakeShortcut() not in legal_actions(s)
    with pytest.raises(IllegalAction, match="shortcuts start only from the backpack spaces"):
        apply(s, TakeShortcut())


def test_R9_shortcut_costs_are_from_the_board() -> None:
    s = _white_on_3_and_black_to_play()
    s = race_turn(
        s, pile="A", card="glacier", results=(False, False, False), flip="neutral", owl=(1, 0)
    )  # 3 -> 3 (back 0), pays 2 retries
    assert s.positions == (3, 2) and s.squirrels == (1, 3)
    s = race_turn(s, results=(False,))  # black: letter A, back 0
    assert s.turn == 0 and s.positions == (3, 2)
    assert TakeShortcut() not in legal_actions(s)
    with pytest.raises(
        IllegalAction, match="White has 1 squirrel; the shortcut from space 3 costs 2"
    ):
        apply(s, TakeShortcut())


def test_R9_shortcut_reaching_the_peak_ends_the_turn() -> None:
    cat = board(
        lambda t: t.__setitem__(
            "race_map.toml", t["race_map.toml"].replace("from = 3\nto = 5", "from = 3\nto = 17")
        )
    )
    s = race("white", "black", catalogue=cat)
    s = race_turn(s, pile="A", card="treetop", flip="neutral", owl=(3, 1))  # white 0 -> 3
    s = race_turn(s)  # black 0 -> 2
    s, ev = play_events(s, TakeShortcut())
    assert PeakReached(0) in ev and TurnStarted(1) in ev
    assert s.positions == (17, 2) and s.squirrels == (1, 3) and s.final_round
    assert s.turn == 1 and s.phase is Phase.START
    # black still plays once (R11), then the game ends
    s = race_turn(s, pile="B", card="cliff")
    assert s.phase is Phase.OVER and s.end_reason is EndReason.PEAK
    assert s.positions == (17, 5)


# ----------------------------------------------------------------------------- R10


def test_R10_reward_capped_by_frolicking_squirrels() -> None:
    s = race("white", "black", "orange", "violet")
    s = race_turn(s, pile="A", card="treetop", difficult=True)  # W +1, F 11, W@2
    s = race_turn(s, owl=(1, 0))  # black normal: B@1, Treetop gone
    s = race_turn(s, pile="A", card="boulder", difficult=True)  # O +2, F 9, O@2
    s = race_turn(s, difficult=True, owl=(2, 0))  # V +2, F 7, V@2
    s = race_turn(s, pile="B", card="chimney", difficult=True)  # W +2, F 5, W@5
    s = race_turn(s, difficult=True, owl=(3, 1))  # B +2, F 3, B@4
    s = race_turn(s, pile="B", card="pinnacles", difficult=True)  # O +2, F 1, O@5
    assert s.frolicking == 1 and s.squirrels == (6, 5, 7, 5)
    s = play(s, TakeRoute(), ChooseVariant(True))
    s, ev = play_events(s, Report(True))
    assert SquirrelsWon(3, 1, "extra_task", 2) in ev
    assert s.squirrels == (6, 5, 7, 6) and s.frolicking == 0
    s = play(s, RevealOwl(4, 2))
    assert s.positions == (5, 4, 5, 6) and s.turn == 0
    s = race_turn(s, pile="C", card="rock-wall", difficult=True)
    assert s.squirrels == (6, 5, 7, 6) and s.frolicking == 0
    assert sum(s.squirrels) + s.frolicking == 24


# ----------------------------------------------------------------------------- R11


def _climb(s: State, climber: int, turns: int) -> State:
    """Turns in which only ``climber`` masters; everyone else fails."""
    for _ in range(turns):
        if s.phase is Phase.OVER:
            break
        ok = s.turn == climber
        if s.card is None:
            # the fullest pile, so no pile runs out before the peak (R12)
            pile = "C" if ok else max("AB", key=lambda p: len(s.pile_left(p)))
            s = play(s, ChoosePile(pile), RevealCard(s.pile_left(pile)[0]))
        else:
            s = play(s, TakeRoute())
        if s.current_card and s.current_card.extra_task:
            s = play(s, ChooseVariant(False))
        s = play(s, Report(ok))
        if s.phase is Phase.RETRY:
            s = play(s, AcceptFailure())
        if s.phase is Phase.OWL_CHOICE:
            s = play(s, FlipOwl("neutral" if ok else "letter"))
        if s.phase is Phase.REVEAL_OWL:
            best = (
                max(owl_values(s), key=lambda v: (v.advance, v.back))
                if ok
                else min(owl_values(s), key=lambda v: (v.back, v.advance))
            )
            s = play(s, RevealOwl(best.advance, best.back))
    return s


def test_R11_round_is_completed_after_the_peak() -> None:
    s = race("white", "black", "orange", "violet")
    for _ in range(20):
        s = _climb(s, 1, 1)
        if s.positions[1] == 17:
            break
    assert s.positions == (0, 17, 0, 0) and s.final_round and s.phase is Phase.START
    assert s.turn == 2 and s.turns == 15  # orange plays once more
    s = _climb(s, 2, 1)
    assert s.positions == (0, 17, 3, 0)
    assert s.turn == 3 and s.phase is Phase.START  # and violet too
    s, ev = play_events(s, TakeRoute(), ChooseVariant(False), Report(False), AcceptFailure())
    assert s.phase is Phase.OVER and s.end_reason is EndReason.PEAK
    assert GameEnded(EndReason.PEAK) in ev and not any(isinstance(e, TurnStarted) for e in ev)
    assert s.turn == 3 and s.turns == 16  # white never started another turn
    assert s.positions == (0, 17, 3, 0)
    res = outcome(s)
    assert res is not None
    assert [(st.place, st.player, st.decided_by) for st in res.standings] == [
        (1, 1, ""),
        (2, 2, "space"),
        (3, 0, "space"),
        (3, 3, "shared"),
    ]


def test_R11_last_player_reaching_the_peak_ends_at_once() -> None:
    s = race("white", "black", "orange", "violet")
    for _ in range(20):
        s = _climb(s, 3, 1)
        if s.phase is Phase.OVER:
            break
    assert s.positions == (0, 0, 0, 17)
    assert s.phase is Phase.OVER and s.end_reason is EndReason.PEAK and s.turn == 3
    assert s.turns == 16


@pytest.mark.parametrize(
    ("climber", "told"),
    [(1, "The round goes on until everyone has played."), (3, "The round is over.")],
)
def test_R11_the_log_says_whether_the_round_goes_on_after_the_peak(
    climber: int, told: str
) -> None:
    """Never "the round is completed" while it is still played: black's peak leaves
    orange and violet to play; violet, the last of the round, ends it."""
    s = race("white", "black", "orange", "violet")
    for _ in range(20):
        s = _climb(s, climber, 1)
        if s.positions[climber] == 17:
            break
    assert s.final_round
    sentence = describe_event(s, PeakReached(climber))
    assert sentence.endswith(" reached the peak! " + told)
    assert (s.phase is Phase.OVER) == (climber == 3)


def test_R11_peak_with_a_single_player_ends_the_game() -> None:
    s = race("orange")
    s = _climb(s, 0, 12)
    assert s.positions == (17,) and s.end_reason is EndReason.PEAK


# ----------------------------------------------------------------------------- R12


def _play_pile_a_down(s: State, cards_left: int) -> State:
    while len(s.pile_left("A")) > cards_left or s.card is not None:
        if s.card is None:
            if len(s.pile_left("A")) == cards_left:
                break
            s = race_turn(s, pile="A", card=s.pile_left("A")[0], results=(False,), flip="letter")
        else:
            s = race_turn(
                s,
                results=(False,),
                owl=min(
                    ((v.advance, v.back) for v in owl_values(s, "A")), key=lambda v: (v[1], v[0])
                ),
            )
    return s


def test_R12_pile_used_up_ends_at_once() -> None:
    s = _play_pile_a_down(race("white", "black", "orange"), 1)
    assert s.pile_left("A") == ("stone-gate",) and s.card is None
    # 7 cards, 14 turns: the 15th turn is orange's, then white is second on Stone Gate
    assert s.turn == 2
    s = race_turn(s, pile="A", card="stone-gate", results=(False,), flip="letter")
    assert s.pile_left("A") == () and s.card == "stone-gate" and s.phase is Phase.START
    s, ev = play_events(s, TakeRoute(), Report(True))
    s, ev2 = play_events(s, RevealOwl(*min((v.advance, v.back) for v in owl_values(s))))
    assert GameEnded(EndReason.PILE_USED_UP) in ev2
    assert s.phase is Phase.OVER and s.end_reason is EndReason.PILE_USED_UP
    assert s.turn == 0  # black never got another turn
    assert not any(isinstance(e, TurnStarted) for e in ev2)


def test_R12_route_change_away_from_the_last_card_ends_at_once() -> None:
    s = _play_pile_a_down(race("white", "black"), 1)
    s = race_turn(s, pile="A", card="stone-gate", results=(False,), flip="letter")
    before = s.squirrels
    s, ev = play_events(s, ChangeRoute("B"))
    assert GameEnded(EndReason.PILE_USED_UP) in ev
    assert s.phase is Phase.OVER and s.end_reason is EndReason.PILE_USED_UP
    assert s.removed[-1] == "stone-gate" and len(s.pile_left("B")) == 10
    assert s.pending_pile is None and s.card is None
    # the game ended before the change was paid for
    assert s.squirrels == before and current_actor(s) is None


# ----------------------------------------------------------------------------- R13


def test_R13_ranking_space_then_squirrels_then_shared() -> None:
    s = race("white", "black", "orange", "violet")
    s = race_turn(s, pile="A", card="ice-bridge", results=(False, True))  # W pays 1, +2
    s = race_turn(s, results=(False, True), owl=(2, 0))  # B pays 1, +2
    s = race_turn(s, pile="A", card="glacier", flip="letter")  # O +2
    s = race_turn(s, results=(False, False, False), owl=(1, 0))  # V pays 2, stays 0
    assert s.positions == (2, 2, 2, 0) and s.squirrels == (2, 2, 3, 1)
    standings = race_standings(s)
    assert [(st.place, s.setup.colours[st.player], st.decided_by) for st in standings] == [
        (1, "orange", ""),
        (2, "white", "squirrels"),
        (2, "black", "shared"),
        (4, "violet", "space"),
    ]


def test_R13_outcome_after_a_real_ending() -> None:
    s = _play_pile_a_down(race("white", "black"), 0)
    assert s.end_reason is EndReason.PILE_USED_UP
    res = outcome(s)
    assert res is not None
    assert [(st.place, st.player, st.position, st.squirrels) for st in res.standings] == [
        (1, 0, 0, 3),
        (1, 1, 0, 3),
    ]
    assert res.standings[1].decided_by == "shared"
