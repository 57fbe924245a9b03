"""The team variant, ruling by ruling (docs/rulings.md, T1-T10).

Default team map (a guess to verify at the table): campground 0, arrow space 1,
intermediate A on 6 (+1 squirrel), B on 13 (+2), peak C on 21, foxes on 4, 10
and 17, major shortcut from 15 to 19 for 5 squirrels.
"""

from __future__ import annotations

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    Partner,
    PlayOn,
    Report,
    Retry,
    RevealCard,
    TakeShortcut,
)
from blocky.games.blocky_mountains.events import (
    AttemptReported,
    CardRevealed,
    DestinationReached,
    FailureAccepted,
    FoxUsed,
    GameEnded,
    Moved,
    SquirrelsWon,
)
from blocky.games.blocky_mountains.game import (
    IllegalAction,
    TeamGoal,
    apply,
    current_actor,
    first_attempt_only,
    legal_actions,
    outcome,
    team_goal,
)
from blocky.games.blocky_mountains.outcome import (
    LastCard,
    LastCardWarning,
    last_card_warning,
    section_outlook,
)
from blocky.games.blocky_mountains.state import CHANCE, EndReason, Phase, State

from .helpers import card_turn, play, play_events, team

A_CARDS = ("treetop", "ice-bridge", "narrow-point", "rock-crevice", "boulder", "glacier",
           "climbing-ladder", "stone-gate")  # fmt: skip
B_CARDS = ("bears-den", "ice-curve", "cliff", "ice-crevice", "ridge-walk", "chimney",
           "tightrope-walk", "stone-window", "overhang", "pinnacles")  # fmt: skip
C_CARDS = ("eagles-nest", "tree-trunks", "narrow-pass", "rock-wall", "difficult-path", "gorge",
           "climbing-path", "shaft", "snake-path", "steep-slope", "shelter", "waterfall")  # fmt: skip


def _master(s: State, *cards: str) -> State:
    for card in cards:
        s = card_turn(s, card)
    return s


# ------------------------------------------------------------------------------ T1


def test_T1_squirrels_by_level() -> None:
    s = team(4, level="beginner")
    assert s.squirrels == (4,) and s.frolicking == 20
    s = team(7, level="beginner")
    assert s.squirrels == (7,) and s.frolicking == 17
    s = team(4, level="advanced")
    assert s.squirrels == (0,) and s.frolicking == 24


# ------------------------------------------------------------------------------ T2


def test_T2_cards_come_from_the_pile_of_the_section() -> None:
    s = team(2)
    assert s.positions == (0,) and s.phase is Phase.REVEAL_CARD and s.pending_pile == "A"
    assert legal_actions(s) == [RevealCard(c) for c in A_CARDS]
    with pytest.raises(IllegalAction, match="Bear's Den is a card of pile B"):
        apply(s, RevealCard("bears-den"))
    with pytest.raises(
        IllegalAction, match="First enter the route card that turned up from pile A"
    ):
        apply(s, ChoosePile("B"))
    with pytest.raises(IllegalAction, match="always comes from the pile of the current section"):
        apply(play(s, RevealCard("glacier")), ChoosePile("B"))
    s = _master(s, "ice-bridge", "narrow-point", "glacier", "stone-gate", "treetop")
    assert s.positions == (5,) and s.pending_pile == "A"
    s = _master(s, "boulder")
    assert s.positions == (6,) and s.reached == ("A",) and s.pending_pile == "B"
    assert s.pile_left("A") == ("rock-crevice", "climbing-ladder")  # never played now


def test_T2_start_at_intermediate_a_or_b() -> None:
    s = team(3, start="A")
    assert s.positions == (6,) and s.reached == ("A",) and s.pending_pile == "B"
    assert s.squirrels == (3,) and s.frolicking == 21  # no reward for starting there
    s = team(3, start="B", level="advanced")
    assert s.positions == (13,) and s.reached == ("A", "B") and s.pending_pile == "C"
    assert s.squirrels == (0,)
    assert legal_actions(s) == [RevealCard(c) for c in C_CARDS]


# ------------------------------------------------------------------------------ T3


def test_T3_seat_order() -> None:
    s = team(3)
    turns = [s.turn]
    for card in ("ice-bridge", "narrow-point", "glacier", "stone-gate"):
        s = card_turn(s, card, results=(False,) if card == "narrow-point" else (True,))
        turns.append(s.turn)
    assert turns == [0, 1, 2, 0, 1]
    assert s.turns == 5


# ------------------------------------------------------------------------------ T4


def test_T4_mastered_moves_one_space_failed_does_not() -> None:
    s = team(2)
    s, ev = play_events(s, RevealCard("glacier"), Report(True))
    assert Moved(0, 0, 1) in ev  # campground to the arrow space first
    assert s.positions == (1,) and s.mastered == ("glacier",) and s.removed == ("glacier",)
    s = play(s, RevealCard("stone-gate"), Report(False), Retry(), Report(False), AcceptFailure())
    assert s.positions == (1,)
    assert s.failed == ("stone-gate",) and s.removed == ("glacier", "stone-gate")
    assert s.squirrels == (1,) and s.frolicking == 23
    assert s.pile_left("A") == tuple(c for c in A_CARDS if c not in ("glacier", "stone-gate"))
    assert s.turn == 0 and s.phase is Phase.REVEAL_CARD


# ------------------------------------------------------------------------------ T5


def test_T3_the_team_s_goal_is_its_section_s_end() -> None:
    s = team(2, level="advanced")
    assert team_goal(s) == TeamGoal(6, peak=False)
    s = _master(s, "ice-bridge", "narrow-point", "glacier", "stone-gate", "treetop", "boulder")
    assert s.team_section == "B" and team_goal(s) == TeamGoal(13, peak=False)
    s = _master(s, "bears-den", "ice-curve", "ice-crevice", "tightrope-walk", "overhang", "cliff")
    s = _master(s, "pinnacles")
    assert s.team_section == "C" and team_goal(s) == TeamGoal(21, peak=True)


def test_T5_intermediate_destinations_give_squirrels() -> None:
    s = team(2, level="advanced")
    s = _master(s, "ice-bridge", "narrow-point", "glacier", "stone-gate", "treetop")
    s, ev = play_events(s, RevealCard("boulder"), ChooseVariant(False), Report(True))
    assert DestinationReached("A") in ev and SquirrelsWon(1, 1, "destination", 1) in ev
    assert s.squirrels == (1,) and s.frolicking == 23 and s.positions == (6,)
    s = _master(s, "bears-den", "ice-curve", "ice-crevice", "tightrope-walk", "overhang", "cliff")
    assert s.positions == (12,)
    s, ev = play_events(s, RevealCard("pinnacles"), ChooseVariant(False), Report(True))
    assert DestinationReached("B") in ev
    assert s.positions == (13,) and s.squirrels == (3,) and s.frolicking == 21
    assert s.reached == ("A", "B") and s.pending_pile == "C"


# ------------------------------------------------------------------------------ T6


def _on_fox_4(n: int = 2, level: str = "beginner") -> State:
    s = team(n, level=level)
    return _master(s, "ice-bridge", "narrow-point", "glacier", "stone-gate")


def test_T6_fox_pay_one_move_one() -> None:
    s = _on_fox_4()
    assert s.positions == (4,) and s.squirrels == (2,)
    s = play(s, RevealCard("boulder"))
    assert Fox() in legal_actions(s)
    s, ev = play_events(s, Fox())
    assert FoxUsed(0, 4, 5) in ev
    assert s.positions == (5,) and s.squirrels == (1,) and s.frolicking == 23
    assert Fox() not in legal_actions(s)
    # the attempt starts on space 5, no fox there: retries are allowed
    s = play(s, ChooseVariant(False), Report(False))
    assert s.phase is Phase.RETRY and Retry() in legal_actions(s)
    s = play(s, Retry(), Report(True))
    assert s.positions == (6,) and s.squirrels == (1,)  # -1 retry, +1 intermediate A


def test_T6_no_retries_when_the_attempt_starts_on_a_fox_space() -> None:
    s = _on_fox_4()
    s = play(s, RevealCard("treetop"), ChooseVariant(False))
    s, ev = play_events(s, Report(False))
    assert FailureAccepted(0, "treetop", "fox") in ev
    assert s.failed == ("treetop",) and s.positions == (4,) and s.squirrels == (2,)
    assert s.phase is Phase.REVEAL_CARD and s.turn == 1
    with pytest.raises(IllegalAction, match="fox space: the route must be mastered on the first"):
        apply(s, Retry())


def test_T6_the_first_attempt_only_from_a_fox_space() -> None:
    s = _on_fox_4()
    assert not first_attempt_only(s)  # no card turned up yet
    s = play(s, RevealCard("treetop"))
    assert s.phase is Phase.PREPARE and first_attempt_only(s)
    # Fed, the fox moves the team off its space: the attempt allows retries again.
    assert not first_attempt_only(play(s, Fox()))
    s = play(s, ChooseVariant(False))  # still before the attempt
    assert first_attempt_only(s)
    assert not first_attempt_only(play(s, Report(False)))


def test_T6_a_retry_off_a_fox_space_is_no_first_attempt_only() -> None:
    s = play(_on_fox_4(), RevealCard("boulder"), Fox(), ChooseVariant(False), Report(False))
    s = play(s, Retry())
    assert s.phase is Phase.PREPARE and s.attempt == 1
    assert not first_attempt_only(s)


def test_T6_fox_needs_a_squirrel() -> None:
    s = _on_fox_4(level="advanced")
    s = play(s, RevealCard("boulder"))
    assert s.squirrels == (0,) and Fox() not in legal_actions(s)
    with pytest.raises(IllegalAction, match="no squirrel to give the fox"):
        apply(s, Fox())


# ------------------------------------------------------------------------------ T7


def _at_15(level: str = "beginner", n: int = 7) -> State:
    s = team(n, start="B", level=level)
    return _master(s, "tree-trunks", "difficult-path")


def test_T7_major_shortcut() -> None:
    s = _at_15()
    assert s.positions == (15,) and s.squirrels == (7,)
    assert s.phase is Phase.START and legal_actions(s) == [TakeShortcut(), PlayOn()]
    s = play(s, TakeShortcut())
    assert s.positions == (19,) and s.squirrels == (2,) and s.frolicking == 22
    assert s.phase is Phase.REVEAL_CARD and s.pending_pile == "C"
    s = _master(s, "gorge")
    assert s.positions == (20,)


def test_T7_declining_the_shortcut() -> None:
    s = _at_15()
    s = play(s, PlayOn())
    assert s.phase is Phase.REVEAL_CARD and s.positions == (15,) and s.squirrels == (7,)


def test_T7_shortcut_needs_five_squirrels() -> None:
    s = _at_15(n=4)
    assert s.squirrels == (4,)
    assert s.phase is Phase.REVEAL_CARD  # no decision to make
    with pytest.raises(IllegalAction):
        apply(s, TakeShortcut())


# ------------------------------------------------------------------------------ T8


def test_T8_extra_task_squirrels_go_to_the_pool() -> None:
    s = team(3)
    s, ev = play_events(s, RevealCard("boulder"), ChooseVariant(True), Report(True))
    assert SquirrelsWon(0, 2, "extra_task", 2) in ev
    assert s.squirrels == (5,) and s.positions == (1,)
    s, ev = play_events(s, RevealCard("treetop"), ChooseVariant(True), Report(False))
    assert FailureAccepted(1, "treetop", "difficult") in ev
    assert s.squirrels == (5,) and s.positions == (1,) and s.failed == ("treetop",)


# ------------------------------------------------------------------------------ T9


def test_T9_loss_after_the_last_card_is_resolved() -> None:
    s = team(2)
    s = card_turn(s, "treetop", results=(False,))
    s = card_turn(s, "ice-bridge", results=(False,))
    s = card_turn(s, "narrow-point", results=(False,))
    s = _master(s, "rock-crevice", "boulder", "glacier", "climbing-ladder")
    s, ev = play_events(s, RevealCard("stone-gate"))
    assert ev == [CardRevealed("A", "stone-gate", True)]  # the app warns now
    assert s.last_card_of_section and s.phase is Phase.PREPARE and s.positions == (4,)
    s, ev = play_events(s, Report(True))  # on fox space 4, without the fox: 4 -> 5
    assert s.positions == (5,)
    assert GameEnded(EndReason.TEAM_LOST) in ev
    assert s.phase is Phase.OVER and s.end_reason is EndReason.TEAM_LOST
    res = outcome(s)
    assert res is not None and res.won is False
    assert dict(res.mastered_per_pile) == {"A": 5, "B": 0, "C": 0}
    assert dict(res.failed_per_pile) == {"A": 3, "B": 0, "C": 0}


def test_T9_last_card_reaching_the_destination_is_no_loss() -> None:
    s = team(2)
    s = card_turn(s, "treetop", results=(False,))
    s = card_turn(s, "ice-bridge", results=(False,))
    s = _master(s, "narrow-point", "rock-crevice", "boulder", "glacier", "climbing-ladder")
    assert s.positions == (5,)
    s, ev = play_events(s, RevealCard("stone-gate"), Report(True))
    assert ev[0] == CardRevealed("A", "stone-gate", True)
    assert DestinationReached("A") in ev
    assert s.phase is Phase.REVEAL_CARD and s.pending_pile == "B" and s.positions == (6,)


def test_T9_other_reveals_carry_no_warning() -> None:
    s = team(2)
    s, ev = play_events(s, RevealCard("treetop"))
    assert ev == [CardRevealed("A", "treetop", False)]
    assert not s.last_card_of_section


# ----------------------------------------------------------------------------- T10


def test_T10_won_at_the_peak() -> None:
    s = _at_15()
    s = play(s, TakeShortcut())
    s = _master(s, "gorge")
    s, ev = play_events(s, RevealCard("shaft"), Report(True))
    assert DestinationReached("C") in ev and GameEnded(EndReason.TEAM_WON) in ev
    assert s.positions == (21,) and s.phase is Phase.OVER and current_actor(s) is None
    res = outcome(s)
    assert res is not None and res.won is True and res.squirrels_left == 2


def test_T10_partner_only_on_two_rod_routes() -> None:
    s = team(3)
    s = play(s, RevealCard("climbing-ladder"))  # 2 rods
    assert [a for a in legal_actions(s) if isinstance(a, Partner)] == [Partner(1), Partner(2)]
    with pytest.raises(IllegalAction, match="must be someone else"):
        apply(s, Partner(0))
    s = play(s, Partner(2), ChooseVariant(False))
    assert not any(isinstance(a, Partner) for a in legal_actions(s))
    s, ev = play_events(s, Report(True))
    assert AttemptReported(0, "climbing-ladder", False, 1, True, 2) in ev
    s = play(s, RevealCard("glacier"))  # 1 rod
    assert not any(isinstance(a, Partner) for a in legal_actions(s))
    with pytest.raises(IllegalAction, match="Only a route with 2 rods"):
        apply(s, Partner(0))


def test_team_has_no_owl_tiles() -> None:
    s = team(2)
    s = play(s, RevealCard("glacier"))
    assert current_actor(s) == 0
    with pytest.raises(IllegalAction, match="Owl tiles are used only in the race game"):
        apply(s, FlipOwl("letter"))
    assert current_actor(team(2)) == CHANCE


def _last_card_a(fails: int) -> State:
    """Pile A's last card (Stone Gate) on the table after ``fails`` failed cards of A."""
    s = team(2)
    for card in A_CARDS[:fails]:
        s = card_turn(s, card, results=(False,))
    s = _master(s, *A_CARDS[fails:7])
    return play(s, RevealCard("stone-gate"))


def test_T9_warning_master_the_last_card() -> None:
    s = _last_card_a(2)
    assert s.positions == (5,)
    assert last_card_warning(s) == LastCardWarning(LastCard.MASTER, "A", 6, False, 1)


def test_T9_warning_feed_the_fox() -> None:
    s = _last_card_a(3)  # on fox space 4, two spaces short, no attempt made yet
    assert s.positions == (4,) and s.attempt == 0
    assert last_card_warning(s) == LastCardWarning(LastCard.FEED_FOX, "A", 6, False, 2)


def test_T9_warning_out_of_reach() -> None:
    s = _last_card_a(4)
    assert s.positions == (3,)
    assert last_card_warning(s) == LastCardWarning(LastCard.OUT_OF_REACH, "A", 6, False, 3)


def test_T9_warning_only_on_the_last_card() -> None:
    s = play(team(2), RevealCard("treetop"))
    assert last_card_warning(s) is None


def test_T9_warning_names_the_peak_on_pile_c() -> None:
    s = team(2, start="B")
    for card in C_CARDS[:11]:
        s = card_turn(s, card, results=(False,))
    s = play(s, RevealCard(C_CARDS[11]))
    assert s.positions == (13,)
    assert last_card_warning(s) == LastCardWarning(LastCard.OUT_OF_REACH, "C", 21, True, 8)


def test_T9_the_team_is_told_as_soon_as_the_destination_is_out_of_reach() -> None:
    # Pile A has 8 cards; A is 6 spaces on, with the fox on space 4 on the way.
    s = team(2)
    for card in A_CARDS[:3]:
        s = card_turn(s, card, results=(False,))
    outlook = section_outlook(s)
    assert outlook is not None and s.positions == (0,)
    assert (outlook.pile, outlook.goal, outlook.need, outlook.most) == ("A", 6, 6, 6)
    assert outlook.reachable  # five cards and the fox: just enough
    s = card_turn(s, A_CARDS[3], results=(False,))
    outlook = section_outlook(s)
    assert outlook is not None and not outlook.reachable  # four cards left, no more
    assert last_card_warning(s) is None  # long before the last card turns up


def test_T9_outlook_agrees_with_the_last_card_warning() -> None:
    for fails, reachable in ((2, True), (3, True), (4, False)):
        s = _last_card_a(fails)
        outlook = section_outlook(s)
        warning = last_card_warning(s)
        assert outlook is not None and warning is not None
        assert outlook.reachable is reachable
        assert (warning.case is not LastCard.OUT_OF_REACH) is reachable


def test_T9_outlook_names_the_peak_and_counts_the_major_shortcut() -> None:
    s = team(2, start="B")
    outlook = section_outlook(s)
    assert outlook is not None
    assert (outlook.pile, outlook.goal, outlook.peak) == ("C", 21, True)
    # 12 cards, the fox on 17 and the jump from 15 to 19.
    assert outlook.most == 12 + 1 + 4


def test_T9_a_destination_said_out_of_reach_is_never_reached() -> None:
    import random

    from blocky.games.blocky_mountains.game import chance_options, is_over, new_game
    from blocky.games.blocky_mountains.state import Setup

    rng = random.Random(14)
    told = 0
    for game in range(60):
        state = new_game(Setup.team(["Ann", "Ben", "Cleo"], level="beginner", seed=game))
        doomed: tuple[str, int] | None = None
        while not is_over(state):
            outlook = section_outlook(state)
            if doomed is None and outlook is not None and not outlook.reachable:
                doomed = (outlook.pile, outlook.goal)
                told += 1
            if current_actor(state) == CHANCE:
                options = chance_options(state)
                action = rng.choices([a for a, _ in options], weights=[w for _, w in options])[0]
            else:
                # Once told, the best play (master, feed the fox, take the shortcut)
                # must still not reach the goal; before that, any play.
                legal = legal_actions(state)
                good = [a for a in legal if a in (Report(True), Fox(), TakeShortcut())]
                action = good[0] if good and doomed is not None else rng.choice(legal)
            state = apply(state, action)
            if doomed is not None:
                assert doomed[1] > state.positions[0] or state.end_reason is EndReason.TEAM_LOST
        if doomed is not None:
            assert state.end_reason is EndReason.TEAM_LOST
    assert told > 0
