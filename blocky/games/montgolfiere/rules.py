"""The rules of a game of Montgolfière: who acts, what is allowed, and what each action does.

Pure functions of values: :func:`new_game`, :func:`actor`, :func:`legal_actions`,
:func:`apply_logged`. A refused action raises :class:`Refused` (an
:class:`~blocky.core.game.IllegalAction`) with an English sentence, a ``kind`` and
``params``, and changes nothing.

>>> from blocky.games.montgolfiere.setup import Setup
>>> from blocky.games.montgolfiere.cards import ballast, STORM
>>> s = new_game(Setup.of(["Ana", "Ben"]))
>>> s = apply(apply(s, PlayCard(0, ballast(9))), PlayCard(1, STORM))
>>> s, events = apply_logged(s, Resolve())
>>> s.positions, s.round
((4, 5), 1)
>>> s = apply(s, PlayCard(1, STORM))
>>> apply(s, PlayCard(1, ballast(3)))
Traceback (most recent call last):
...
blocky.games.montgolfiere.rules.Refused: Ben's card of this round is entered already; undo it to change it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from blocky.core.game import CHANCE, Actor, ActorKind, IllegalAction
from blocky.games.montgolfiere.actions import (
    Action,
    BaronCard,
    FollowHook,
    NextGame,
    PeekBaron,
    PlayCard,
    Resolve,
)
from blocky.games.montgolfiere.baron import (
    baron_card_due,
    baron_card_enterable,
    baron_card_known,
    chance_outcomes,
    hides_peek,
    peek_refusal,
    peekers,
    shuffled_pile,
    top_card,
)
from blocky.games.montgolfiere.cards import CARDS, DECK_COUNTS, Card, CardKind, remaining
from blocky.games.montgolfiere.editions import Edition, default_edition
from blocky.games.montgolfiere.events import (
    BaronPeek,
    CardEntered,
    Event,
    GameEnds,
    GameScored,
    MatchEnds,
    NextGameStarts,
)
from blocky.games.montgolfiere.match import game_end, game_result, match_over, totals, winners_of
from blocky.games.montgolfiere.resolution import Resolution, resolve_round
from blocky.games.montgolfiere.setup import Draws, Setup, SetupError
from blocky.games.montgolfiere.state import Context, Phase, State


class Refused(IllegalAction):
    """An action the rules do not allow now: ``str()`` is the English sentence, ``kind``
    names the reason for a view and ``params`` holds its values (seats, cards, numbers)."""

    def __init__(self, message: str, kind: str, **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.params: dict[str, object] = params


# ----------------------------------------------------------------------------- set-up


def new_game(setup: Setup, edition: Edition | None = None) -> State:
    """The state before the first round (raises SetupError for a set-up it cannot play)."""
    setup.validate()
    board = edition if edition is not None else default_edition(setup.edition)
    n = len(setup.balloons)
    first = _fresh_game(
        State(
            Context(setup, board),
            game=0,
            round=0,
            phase=Phase.CARDS,
            positions=(board.start,) * n,
            used=((),) * n,
            entered=(None,) * n,
        ),
        0,
    )
    if setup.spaces is None:
        return first
    if not all(1 <= s < board.moon for s in setup.spaces):
        raise SetupError(
            f"The balloons can start on spaces 1 to {board.moon - 1} of this board.",
            "bad_spaces",
            moon=board.moon,
        )
    return replace(first, positions=setup.spaces)


def _fresh_game(state: State, game: int) -> State:
    setup = state.setup
    n = len(setup.balloons)
    pile: tuple[Card, ...] = ()
    if setup.baron_seat is not None and setup.draws is Draws.APP:
        pile = shuffled_pile(setup.seed, game)
    return State(
        state.ctx,
        game=game,
        round=0,
        phase=Phase.CARDS,
        positions=(state.edition.start,) * n,
        used=((),) * n,
        entered=(None,) * n,
        baron_pile=pile,
        results=state.results,
    )


# ------------------------------------------------------------------------ who acts


def table_actor(state: State) -> Actor:
    """The step any player may take for the table (Resolve, the next game)."""
    return Actor(ActorKind.PLAYER, frozenset(state.setup.player_seats))


def waiting_seats(state: State) -> tuple[int, ...]:
    """The player balloons whose card of this round is still to be entered."""
    if state.phase is not Phase.CARDS:
        return ()
    entered = state.entered
    return tuple(s for s in state.setup.player_seats if entered[s] is None)


def may_enter(state: State, seat: int) -> bool:
    """Whether a card may be entered for balloon ``seat`` now: a player's card not yet
    entered, or the Baron's when the players turn his cards (table draws, M12)."""
    if state.phase is not Phase.CARDS or state.entered[seat] is not None:
        return False
    if state.setup.balloons[seat].baron:
        return baron_card_enterable(state)
    return True


def actor(state: State) -> Actor | None:
    """Who acts now: the players still entering cards (simultaneous), chance (the Baron's
    card), a hook's player (M8), the table (Resolve, the next game), or None at the end."""
    phase = state.phase
    if phase is Phase.CARDS:
        baron = state.setup.baron_seat
        baron_waits = baron is not None and state.entered[baron] is None
        if baron_waits and state.peeked and state.setup.draws is Draws.APP:
            return CHANCE
        waiting = waiting_seats(state)
        if waiting:
            return Actor.simultaneous(waiting)
        if baron_waits:
            return CHANCE
        return table_actor(state)
    if phase is Phase.HOOK:
        assert state.question is not None
        return Actor.player(state.question.seat)
    if phase is Phase.BETWEEN_GAMES:
        return table_actor(state)
    return None


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


# ---------------------------------------------------------------------- refusals


def _name(state: State, seat: int) -> str:
    return state.setup.balloons[seat].name


_USED_UP = {
    CardKind.HOOK: "{name} has played all 4 grappling hooks.",
    CardKind.GAS: "{name} has played both sleeping gas cards.",
    CardKind.STORM: "{name} has played both storms already.",
    CardKind.ENGINE: "{name} has played the super engine already.",
}


def card_refusal(state: State, seat: int, card: Card) -> Refused | None:
    """Why balloon ``seat`` may not enter ``card`` now (M2, M14); None if it may."""
    setup = state.setup
    if not 0 <= seat < len(setup.balloons):
        return Refused(f"There is no balloon number {seat}.", "no_such_balloon", seat=seat)
    name = _name(state, seat)
    if state.phase is Phase.OVER:
        return Refused("The game is over.", "game_over")
    if state.phase is not Phase.CARDS:
        return Refused("The cards of this round are entered already.", "cards_entered", seat=seat)
    if setup.balloons[seat].baron:
        return Refused(
            "The Black Baron's card is the top card of his pile, not a player's choice.",
            "baron_plays_his_pile",
            seat=seat,
        )
    if state.entered[seat] is not None:
        return Refused(
            f"{name}'s card of this round is entered already; undo it to change it.",
            "card_entered",
            seat=seat,
            card=state.entered[seat].code,  # type: ignore[union-attr]
        )
    return used_up(state, seat, card)


def used_up(state: State, seat: int, card: Card) -> Refused | None:
    """The refusal of a card balloon ``seat`` has played every copy of (M2)."""
    copies = DECK_COUNTS[card]
    if state.used[seat].count(card) < copies:
        return None
    name = _name(state, seat)
    if card.kind is CardKind.BALLAST:
        text = f"{name} has played the {card.kg} kg ballast."
    else:
        text = _USED_UP[card.kind].format(name=name)
    return Refused(text, "card_used_up", seat=seat, card=card.code, copies=copies)


def cards_left(state: State, seat: int) -> dict[Card, int]:
    """How many of each card balloon ``seat`` has left in its deck (its hand and pile)."""
    used = state.used[seat]
    return {c: DECK_COUNTS[c] - used.count(c) for c in CARDS}


# -------------------------------------------------------------------- legal actions


def legal_actions(state: State) -> list[Action]:
    """Every action allowed now (see :func:`actor`)."""
    who = actor(state)
    if who is None:
        return []
    if state.phase is Phase.HOOK:
        assert state.question is not None
        return [FollowHook(state.question.seat, o.follow) for o in state.question.options]
    if state.phase is Phase.BETWEEN_GAMES:
        return [NextGame()]
    if who.is_chance:
        return [BaronCard(c) for c, _ in chance_outcomes(state)]
    if who.kind is ActorKind.SIMULTANEOUS:
        out: list[Action] = []
        for seat in sorted(who.seats):
            left = remaining(state.used[seat])
            out.extend(PlayCard(seat, c) for c in CARDS if left[c])
        if peek_refusal(state) is None:
            out.append(PeekBaron())
        # Table draws: the players turn the Baron's card when they like before the reveal
        # and enter it beside theirs (M12).
        out.extend(BaronCard(c) for c, _ in chance_outcomes(state))
        return out
    return [Resolve()]


# ---------------------------------------------------------------------------- apply


def apply(state: State, action: Action) -> State:
    return apply_logged(state, action)[0]


def apply_logged(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """The state after ``action`` and what happened; raises :class:`Refused`."""
    if isinstance(action, PlayCard):
        return _play(state, action)
    if isinstance(action, BaronCard):
        return _baron_card(state, action.card)
    if isinstance(action, Resolve):
        return _resolve(state)
    if isinstance(action, FollowHook):
        return _follow(state, action)
    if isinstance(action, PeekBaron):
        return _peek(state)
    if isinstance(action, NextGame):
        return _next_game(state)
    raise Refused(f"{action!r} is not an action of Montgolfière.", "unknown_action")


def _with_card(state: State, seat: int, card: Card) -> State:
    entered = list(state.entered)
    entered[seat] = card
    # A balloon that may not look has its card entered: the peeked card hides (M12).
    shown = state.peek_open and not hides_peek(state, seat)
    return State(
        state.ctx,
        state.game,
        state.round,
        state.phase,
        state.positions,
        state.used,
        tuple(entered),
        state.baron_pile,
        state.peeked,
        (),
        None,
        state.round_log,
        state.results,
        shown,
    )


def _play(state: State, action: PlayCard) -> tuple[State, tuple[Event, ...]]:
    refusal = card_refusal(state, action.seat, action.card)
    if refusal is not None:
        raise refusal
    return _with_card(state, action.seat, action.card), (
        CardEntered(action.seat, action.card.code),
    )


def _baron_card(state: State, card: Card) -> tuple[State, tuple[Event, ...]]:
    seat = state.setup.baron_seat
    if seat is None:
        raise Refused("The Black Baron does not fly in this game.", "no_baron")
    if state.phase is not Phase.CARDS:
        raise Refused("The Baron's card can be entered only before the round is resolved.",
                      "cards_entered", seat=seat)  # fmt: skip
    if state.entered[seat] is not None:
        raise Refused(
            "The Baron's card of this round is entered already; undo it to change it.",
            "card_entered",
            seat=seat,
        )
    if not baron_card_due(state):
        raise Refused(
            "With app draws the app draws the Baron's card once every player's card is "
            "entered, or for a peek.",
            "baron_card_not_due",
            seat=seat,
        )
    if state.setup.draws is Draws.APP:
        top = top_card(state)
        if card != top:
            raise Refused(
                f"With app draws the Baron's card is the top of his shuffled pile ({top}), "
                f"not {card}.",
                "not_top_card",
                card=card.code,
                top=str(top),
            )
    refusal = used_up(state, seat, card)
    if refusal is not None:
        raise refusal
    return _with_card(state, seat, card), ()


def _peek(state: State) -> tuple[State, tuple[Event, ...]]:
    refusal = peek_refusal(state)
    if refusal is not None:
        kind, text, params = refusal
        raise Refused(text, kind, **params)
    baron = state.setup.baron_seat
    assert baron is not None
    after = State(
        state.ctx,
        state.game,
        state.round,
        state.phase,
        state.positions,
        state.used,
        state.entered,
        state.baron_pile,
        True,
        (),
        None,
        state.round_log,
        state.results,
        True,
    )
    return after, (BaronPeek(peekers(state), state.positions[baron]),)


def _resolution(state: State, choices: tuple[tuple[int, int], ...]) -> Resolution:
    baron = state.setup.baron_seat
    cards: Any = state.entered
    return resolve_round(
        state.positions,
        cards,
        state.edition.moon,
        round_number=state.round + 1,
        choices=dict(choices),
        auto_hooks=frozenset() if baron is None else frozenset({baron}),
    )


def _resolve(state: State) -> tuple[State, tuple[Event, ...]]:
    if state.phase is Phase.HOOK:
        raise Refused("The round is being resolved: a hook's player chooses first.",
                      "hook_choice_first")  # fmt: skip
    if state.phase is not Phase.CARDS:
        raise Refused("There is no round to resolve now.", "nothing_to_resolve")
    missing = waiting_seats(state)
    if not baron_card_known(state):
        missing += (state.setup.baron_seat,)  # type: ignore[operator]
    if missing:
        names = ", ".join(_name(state, s) for s in missing)
        raise Refused(f"Still to enter: {names}.", "cards_missing", seats=missing)
    res = _resolution(state, ())
    return _after_resolution(state, res, (), ())


def _follow(state: State, action: FollowHook) -> tuple[State, tuple[Event, ...]]:
    question = state.question
    if state.phase is not Phase.HOOK or question is None:
        raise Refused("No hook is waiting for a choice now.", "no_hook_choice")
    if action.seat != question.seat:
        raise Refused(
            f"{_name(state, question.seat)}'s hook chooses now.",
            "other_hook_chooses",
            seat=question.seat,
        )
    if question.option_of(action.follow) is None:
        above = [s for o in question.options for s in o.seats]
        names = ", ".join(_name(state, s) for s in sorted(above))
        raise Refused(
            f"{_name(state, action.seat)}'s hook can only follow a balloon on space "
            f"{question.space + 1}: {names}.",
            "not_above",
            seat=action.seat,
            space=question.space + 1,
            seats=tuple(sorted(above)),
        )
    choices = state.choices + ((action.seat, action.follow),)
    res = _resolution(state, choices)
    # The events before the question are the same again; the question is answered now.
    shown = len(state.round_log) - 1
    return _after_resolution(state, res, choices, res.events[shown:])


def _after_resolution(
    state: State,
    res: Resolution,
    choices: tuple[tuple[int, int], ...],
    new_events: tuple[Event, ...] | tuple[()],
) -> tuple[State, tuple[Event, ...]]:
    events = new_events if choices else res.events
    if res.question is not None:
        after = State(
            state.ctx,
            state.game,
            state.round,
            Phase.HOOK,
            state.positions,
            state.used,
            state.entered,
            state.baron_pile,
            state.peeked,
            choices,
            res.question,
            res.events,
            state.results,
        )
        return after, events
    assert res.spaces is not None
    spaces = res.spaces
    rounds = state.round + 1
    played = [c for c in state.entered if c is not None]
    used = tuple(u + (c,) for u, c in zip(state.used, played, strict=True))
    end = game_end(spaces, rounds, state.edition)
    n = len(spaces)
    if end is None:
        after = State(
            state.ctx,
            state.game,
            rounds,
            Phase.CARDS,
            spaces,
            used,
            (None,) * n,
            state.baron_pile,
            False,
            (),
            None,
            res.events,
            state.results,
        )
        return after, events
    result = game_result(state.game + 1, end, spaces, rounds, state.edition)
    tail: list[Event] = [GameEnds(result.game, end.value, result.winners)]
    ended = State(
        state.ctx,
        state.game,
        rounds,
        Phase.OVER,
        spaces,
        used,
        (None,) * n,
        state.baron_pile,
        False,
        (),
        None,
        (),
        state.results + (result,),
    )
    phase = Phase.OVER
    if state.setup.target is not None:
        sums = totals(ended)
        tail.append(GameScored(result.game, result.points, sums))
        if match_over(ended):
            tail.append(MatchEnds(winners_of(sums), sums))
        else:
            phase = Phase.BETWEEN_GAMES
    log = res.events + tuple(tail)
    final = State(
        ended.ctx,
        ended.game,
        ended.round,
        phase,
        ended.positions,
        ended.used,
        ended.entered,
        ended.baron_pile,
        False,
        (),
        None,
        log,
        ended.results,
    )
    return final, events + tuple(tail)


def _next_game(state: State) -> tuple[State, tuple[Event, ...]]:
    if state.phase is not Phase.BETWEEN_GAMES:
        raise Refused(
            "The next game starts only after a game of a match is over.", "not_between_games"
        )
    after = _fresh_game(state, state.game + 1)
    return after, (NextGameStarts(after.game + 1, after.edition.start),)


__all__ = [
    "Refused",
    "actor",
    "apply",
    "apply_logged",
    "card_refusal",
    "cards_left",
    "is_over",
    "legal_actions",
    "may_enter",
    "new_game",
    "table_actor",
    "used_up",
    "waiting_seats",
]
