"""Every refusal names its real reason: one case per sentence ``explain_illegal`` can give.

Each case builds a real game position, tries the action and asserts the exact sentence.
The last test reads the sentences out of the rules' source, so a new refusal without a
case here fails it.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Callable

import pytest

from blocky.games.blocky_mountains import game
from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    Partner,
    PlayOn,
    Report,
    Retry,
    RevealCard,
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.game import (
    IllegalAction,
    apply,
    explain_illegal,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.state import Draws, Handicap, Phase, Setup, State

from .helpers import card_turn, play, race, race_turn, solo, team
from .test_owl_places import _four_neutral_tiles_under_a, _neutral_tile_turned_over

# ----------------------------------------------------------------------- positions


def r_start() -> State:
    return race("white", "black")


def r_pile_chosen() -> State:
    return play(r_start(), ChoosePile("A"))


def r_extra_task() -> State:
    return play(r_pile_chosen(), RevealCard("treetop"))


def r_extra_task_handicapped() -> State:
    """H1: white builds the difficult route whenever offered; Treetop has an extra task."""
    setup = Setup.race([("Wanda", "white"), ("Boris", "black")], draws=Draws.TABLE)
    s = new_game(setup.with_handicaps({"Wanda": Handicap(difficult=True)}))
    return play(play(s, ChoosePile("A")), RevealCard("treetop"))


def r_normal() -> State:
    return play(r_extra_task(), ChooseVariant(False))


def r_difficult() -> State:
    return play(r_extra_task(), ChooseVariant(True))


def r_retry() -> State:
    return play(r_normal(), Report(False))


def r_second_attempt() -> State:
    return play(r_retry(), Retry())


def r_owl_choice() -> State:
    return play(r_normal(), Report(True))


def r_owl_reveal() -> State:
    return play(r_owl_choice(), FlipOwl("neutral"))


def r_built() -> State:
    """Black to play; Ice Bridge is built and white has played it."""
    return race_turn(r_start(), pile="A", card="ice-bridge", flip="letter")


def r_poor_black() -> State:
    """Black, with no squirrels, to play; Ice Bridge is built."""
    s = race_turn(r_start(), pile="A", card="ice-bridge", flip="letter")
    s = play(s, TakeRoute(), Report(False), Retry(), Report(False), Retry(), Report(False))
    s = play(s, Retry(), Report(False))  # three retries paid, the last failure forced
    assert s.squirrels == (3, 0) and s.forced_failure == "no_squirrels"
    return s


def r_poor_white_faces_a_route() -> State:
    """White, with no squirrels, to play; orange has built Shaft."""
    s = race("white", "black", "orange")
    s = race_turn(s, pile="A", card="ice-bridge", results=(False,) * 4, flip="letter")
    s = race_turn(s, results=(False,), owl=(1, 0))
    s = race_turn(s, pile="C", card="shaft", flip="letter")
    assert s.turn == 0 and s.squirrels[0] == 0 and s.card == "shaft" and s.positions[0] == 0
    return s


def r_white_on_3() -> State:
    """White on backpack space 3 with 3 squirrels, to play; no route built."""
    s = race_turn(r_start(), pile="A", card="treetop", flip="neutral", owl=(3, 1))
    s = race_turn(s)
    assert s.positions == (3, 2) and s.turn == 0 and s.squirrels[0] == 3
    return s


def r_white_on_3_poor() -> State:
    s = r_white_on_3()
    s = race_turn(
        s, pile="A", card="glacier", results=(False, False, False), flip="neutral", owl=(1, 0)
    )
    s = race_turn(s, results=(False,))
    assert s.positions[0] == 3 and s.squirrels[0] == 1 and s.turn == 0
    return s


def r_last_card_of_a_built() -> State:
    s = r_start()
    for card in ("treetop", "ice-bridge", "narrow-point", "rock-crevice", "boulder", "glacier",
                 "climbing-ladder"):  # fmt: skip
        s = race_turn(s, pile="A", card=card, results=(False,), flip="letter")
        s = race_turn(s, results=(False,), owl=_any_owl(s, "A"))
    s = race_turn(s, pile="A", card="stone-gate", results=(False,), flip="letter")
    assert s.pile_left("A") == () and s.card == "stone-gate" and s.phase is Phase.START
    return s


def _any_owl(s: State, pile: str) -> tuple[int, int]:
    from .helpers import owl_values

    v = owl_values(s, pile)[0]
    return (v.advance, v.back)


def r_over() -> State:
    s = race("white")
    for _ in range(40):
        if s.phase is Phase.OVER:
            return s
        acts = legal_actions(s)
        s = play(s, acts[0])
    raise AssertionError("the game did not end")


def t_start() -> State:
    return team(3)  # a team turn with no shortcut starts with the card


def t_prepare() -> State:
    return play(t_start(), RevealCard("ice-bridge"))  # 1 rod, no extra task


def t_two_rods() -> State:
    return play(t_start(), RevealCard("climbing-ladder"), ChooseVariant(False))


def t_partner_chosen() -> State:
    return play(t_two_rods(), Partner(1))


def t_two_rods_second_attempt() -> State:
    return play(t_two_rods(), Report(False), Retry())


def t_on_fox(level: str = "beginner") -> State:
    s = team(2, level=level)
    for card in ("ice-bridge", "narrow-point", "glacier", "stone-gate"):
        s = card_turn(s, card)
    s = play(s, RevealCard("boulder"))
    assert s.positions == (4,) and s.phase is Phase.PREPARE
    return s


def t_fox_failed() -> State:
    """The attempt started on fox space 4 and failed: no retries (T6)."""
    return play(t_on_fox(), ChooseVariant(False), Report(False))


def t_at_15(n: int) -> State:
    s = team(n, start="B")
    s = card_turn(s, "tree-trunks")
    s = card_turn(s, "difficult-path")
    assert s.positions == (15,)
    return s


def t_difficult_failed() -> State:
    return play(t_start(), RevealCard("treetop"), ChooseVariant(True), Report(False))


def s_start() -> State:
    return solo("A")


def s_prepare() -> State:
    return play(s_start(), RevealCard("ice-bridge"))


def s_plan() -> State:
    return new_game(Setup.practice("Mia", ("cliff", "treetop"), draws=Draws.TABLE))


def owl_after_reshuffle_a() -> State:
    return _neutral_tile_turned_over(_four_neutral_tiles_under_a(race("white")), "A", "glacier")


def owl_after_reshuffle_b() -> State:
    return _neutral_tile_turned_over(_four_neutral_tiles_under_a(race("white")), "B", "overhang")


def _already_played() -> State:
    """Pile A is being drawn from; Treetop was played and removed before."""
    s = race_turn(r_start(), pile="A", card="treetop", flip="letter")
    s = race_turn(s, owl=(1, 0))
    return play(s, ChoosePile("A"))


# --------------------------------------------------------------------------- cases

CASES: list[tuple[str, Callable[[], State], Action, str]] = [
    ("game over", r_over, TakeRoute(), "The game is over."),
    ("not an action of the game", r_start, Action(), "That is not possible now."),
    # chance
    ("card, no card turning", r_start, RevealCard("treetop"),
     "No route card is being turned over now."),
    ("card, unknown", r_pile_chosen, RevealCard("rainbow"), "There is no route card 'rainbow'."),
    ("card, other pile", r_pile_chosen, RevealCard("shaft"),
     "Shaft is a card of pile C; the card must come from pile A."),
    ("card, already played", _already_played, RevealCard("treetop"),
     "Treetop is not in pile A any more: it has already been played."),
    ("card, not the plan's next", s_plan, RevealCard("treetop"),
     "The practice plan turns up Cliff now."),
    ("owl, none turning", r_start, RevealOwl(1, 0), "No owl tile is being turned over now."),
    ("owl, not left", r_owl_reveal, RevealOwl(9, 9),
     "No face-down owl tile can show 9/9; the tiles not seen yet show "
     "1/0, 2/0, 3/1, 4/2, 5/2."),
    ("owl, seen nowhere after a reshuffle", owl_after_reshuffle_a, RevealOwl(9, 9),
     "No owl tile not seen yet shows 9/9; the tile under pile A can only show 1/0, 2/0, 3/1."),
    ("owl, face down under another pile", owl_after_reshuffle_a, RevealOwl(4, 2),
     "The owl tile under pile A can only show 1/0, 2/0, 3/1: the 4/2 tile is still face "
     "down under another pile (B, C)."),
    ("owl, among the reshuffled tiles", owl_after_reshuffle_b, RevealOwl(2, 0),
     "The owl tile under pile B was drawn before the discarded tiles were reshuffled, so it "
     "can only show 4/2, 5/2; 2/0 is among the reshuffled tiles."),
    ("decision while a card turns", r_pile_chosen, TakeRoute(),
     "First enter the route card that turned up from pile A."),
    ("decision while an owl turns", r_owl_reveal, TakeRoute(),
     "First enter what the owl tile shows."),
    # shortcuts (R9, T7)
    ("shortcut, solo", s_start, TakeShortcut(),
     "Solo training has no route map, so no shortcuts."),
    ("shortcut, already taken", lambda: play(r_white_on_3(), TakeShortcut()), TakeShortcut(),
     "The shortcut has already been taken this turn."),
    ("shortcut, race off a backpack space", r_start, TakeShortcut(),
     "White is on space 0; shortcuts start only from the backpack spaces (3, 8)."),
    ("shortcut, race cannot pay", r_white_on_3_poor, TakeShortcut(),
     "White has 1 squirrel; the shortcut from space 3 costs 2."),
    ("shortcut, race too late", lambda: play(r_white_on_3(), ChoosePile("B")), TakeShortcut(),
     "A shortcut can only be taken at the start of a turn, before anything else."),
    ("shortcut, team elsewhere", t_start, TakeShortcut(),
     "The team is on space 0; the major shortcut starts on space 15 and costs 5 squirrels."),
    ("shortcut, team cannot pay", lambda: t_at_15(4), TakeShortcut(),
     "The team has 4 squirrels; the major shortcut from space 15 to space 19 costs 5."),
    ("shortcut, team played on", lambda: play(t_at_15(7), PlayOn()), TakeShortcut(),
     "A shortcut can only be taken at the start of a turn, before anything else."),
    ("play on, nothing to decline", t_prepare, PlayOn(), "There is no shortcut to decline now."),
    # routes (R3, R4)
    ("pile, team", t_prepare, ChoosePile("A"),
     "The next card always comes from the pile of the current section."),
    ("pile, route already chosen", r_normal, ChoosePile("B"),
     "The route for this turn is already chosen."),
    ("pile, route built", r_built, ChoosePile("B"),
     "A route is built: take it, or change route (which may cost squirrels)."),
    ("take, nothing built", r_start, TakeRoute(), "No route is built yet: choose a pile."),
    ("change, nothing built", r_start, ChangeRoute("B"),
     "No route is built yet, so there is nothing to change: choose a pile for free."),
    ("change, pile empty", r_last_card_of_a_built, ChangeRoute("A"),
     "Pile A has no cards left."),
    ("change, cannot pay", r_poor_white_faces_a_route, ChangeRoute("C"),
     "White has 0 squirrels; changing to route C costs 3."),
    # variant (R5)
    ("variant after an attempt", r_second_attempt, ChooseVariant(True),
     "Normal or difficult is chosen before the first attempt."),
    ("variant, no extra task", t_prepare, ChooseVariant(True),
     "Ice Bridge has no extra task, so there is no difficult route."),
    ("variant, difficult chosen", r_difficult, ChooseVariant(False),
     "The difficult route is already chosen."),
    ("variant, normal chosen", r_normal, ChooseVariant(True),
     "The normal route is already chosen."),
    ("variant, difficult by handicap (H1)", r_extra_task_handicapped, ChooseVariant(False),
     "Wanda builds the difficult route whenever it is offered: that is their handicap in "
     "this race."),
    # fox (T6)
    ("fox, race", r_normal, Fox(), "Foxes live only on the team map."),
    ("fox, after the attempt", t_two_rods_second_attempt, Fox(),
     "The fox helps only before the attempt."),
    ("fox, not on a fox", t_prepare, Fox(), "The team is on space 0, not on a fox space."),
    ("fox, no squirrel", lambda: t_on_fox("advanced"), Fox(),
     "The team has no squirrel to give the fox."),
    # partner (T10)
    ("partner, race", r_normal, Partner(1),
     "Only in the team variant can two adventurers share a route."),
    ("partner, one rod", t_prepare, Partner(1),
     "Only a route with 2 rods can be shared by two adventurers."),
    ("partner, after the attempt", t_two_rods_second_attempt, Partner(1),
     "The second adventurer is chosen before the attempt."),
    ("partner, already chosen", t_partner_chosen, Partner(2),
     "A second adventurer is already chosen."),
    ("partner, oneself", t_two_rods, Partner(0), "The second adventurer must be someone else."),
    ("partner, empty seat", t_two_rods, Partner(7), "There is no adventurer in that seat."),
    # report
    ("report while retry is asked", r_retry, Report(True),
     "First decide: another attempt, or accept the failure."),
    ("report before the variant", r_extra_task, Report(True),
     "First choose the normal or the difficult route."),
    ("report while the owl is chosen", r_owl_choice, Report(True),
     "First choose which owl tile to turn over."),
    ("report with no attempt", r_start, Report(True), "There is no attempt to report now."),
    # retries (R5, R6, T6)
    ("retry, difficult", t_difficult_failed, Retry(),
     "The difficult route (extra task) allows exactly one attempt: no further attempts."),
    ("retry, fox", t_fox_failed, Retry(),
     "The attempt started on a fox space: the route must be mastered on the first attempt, "
     "no retries."),
    ("retry, no squirrels", r_poor_black, Retry(),
     "Black has no squirrels left to pay for another attempt."),
    ("accept, already accepted", t_difficult_failed, AcceptFailure(),
     "The failure has already been accepted: there was no further attempt to pay for."),
    ("retry, nothing failed", r_start, Retry(),
     "There is no failed attempt to try again or accept now."),
    # owl choice (R7)
    ("owl choice, team", t_prepare, FlipOwl("letter"), "Owl tiles are used only in the race game."),
    ("owl choice, not now", r_start, FlipOwl("letter"), "No owl tile is to be chosen now."),
]  # fmt: skip


@pytest.mark.parametrize(
    ("build", "action", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_each_refusal_names_its_reason(
    build: Callable[[], State], action: Action, reason: str
) -> None:
    s = build()
    assert action not in legal_actions(s)
    with pytest.raises(IllegalAction) as refused:
        apply(s, action)
    assert str(refused.value) == reason
    assert explain_illegal(s, action) == reason


def _sentences() -> list[str]:
    """Every sentence template the refusals are built from, read from the rules' source."""
    out = []
    for fn in (
        game.explain_illegal,
        game._refused_shortcut,
        game._refused_owl,
        game._refused_retry,
    ):
        tree = ast.parse(inspect.getsource(fn).lstrip())
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "tr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and node.args[0].value.endswith(".")
            ):
                out.append(node.args[0].value)
    return out


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{[a-z_]*\}", template)
    return re.compile(".+".join(re.escape(p) for p in parts) + "$")


def test_every_refusal_sentence_has_a_case() -> None:
    sentences = _sentences()
    assert len(sentences) > 40
    reasons = [c[3] for c in CASES]
    missing = [t for t in sentences if not any(_pattern(t).match(r) for r in reasons)]
    assert missing == []


def test_a_refused_team_shortcut_never_asks_for_the_card() -> None:
    # Before: every refused team shortcut said "First enter the route card ...".
    for s in (t_start(), t_at_15(4), play(t_at_15(7), PlayOn())):
        assert s.phase is Phase.REVEAL_CARD
        assert "route card" not in explain_illegal(s, TakeShortcut())


# ------------------------------------------------- choices expected but refused now


@pytest.mark.parametrize(
    ("position", "refused"),
    [
        (r_start, ()),
        (r_white_on_3, ()),  # the shortcut is affordable: offered, nothing to explain
        (r_white_on_3_poor, (TakeShortcut(),)),
        (r_poor_white_faces_a_route, (ChangeRoute("A"), ChangeRoute("B"), ChangeRoute("C"))),
        (r_poor_black, (Retry(),)),
        (t_start, ()),
        (t_on_fox, ()),  # beginner: the team can feed the fox
        (lambda: t_on_fox("advanced"), (Fox(),)),
        (t_fox_failed, (Retry(),)),
        (t_difficult_failed, (Retry(),)),
        (r_extra_task, ()),  # both routes offered
        # H1: the normal route, refused by the player's handicap, is said why.
        (r_extra_task_handicapped, (ChooseVariant(False),)),
        (lambda: play(r_extra_task_handicapped(), ChooseVariant(True)), ()),
    ],
)
def test_expected_but_refused(position: Callable[[], State], refused: tuple[Action, ...]) -> None:
    s = position()
    assert game.expected_but_refused(s) == refused
    assert game.expected_but_refused(s, legal_actions(s)) == refused
    assert not set(refused) & set(legal_actions(s))
