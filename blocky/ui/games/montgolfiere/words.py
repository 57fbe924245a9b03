"""Montgolfière in the player's language: cards, colours, events, refusals and set-up errors.

The rules give every event as a value (blocky/games/montgolfiere/events.py) and every
refusal as a ``kind`` with ``params``; here each is worded from those values, never from
the English sentence, in the French rulebook's own terms in French (Lest, Grappin, Gaz
Soporifique, Tempête, Super Moteur, le Baron Noir, escadrille) and their German matches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from blocky.games.montgolfiere.cards import Card, CardKind, card_from_code
from blocky.games.montgolfiere.events import (
    BallastWins,
    BalloonsMove,
    BaronPeek,
    CardEntered,
    CardsRevealed,
    EngineClimbs,
    Event,
    GameEnds,
    GameScored,
    GasReleased,
    GasWasted,
    HeldAtBottom,
    HookChoiceAsked,
    HookFollows,
    HookMisses,
    MatchEnds,
    MoonReached,
    NextGameStarts,
    NothingMoves,
    SquadronBonus,
    StopsOnMoon,
    StormCount,
)
from blocky.ui.kit.context import WordedContext
from blocky.ui.kit.grammar import Named, fill, joined


class Montgolfiere(WordedContext):
    """The translation context of Montgolfière's words (its sentences take the Baron's
    name in the case German needs and elide before a name in French)."""


def agree(one: str, several: str, count: int) -> str:
    """The sentence whose verb agrees with one balloon or with several."""
    return one if count == 1 else several


def baron_name() -> str:
    return Montgolfiere.tr("Black Baron")


def baron_in_sentence() -> Named:
    """The Baron's name as a label ("Black Baron") and as sentences name him: "the Black
    Baron", German "der / dem / den Schwarzen Baron"."""
    return Named(
        baron_name(),
        Montgolfiere.tr("the Black Baron", "in a sentence, as its subject"),
        Montgolfiere.tr("the Black Baron", "in a sentence, after a word taking the dative"),
        Montgolfiere.tr("the Black Baron", "in a sentence, after a word taking the accusative"),
    )


def balloon_names(setup: object) -> tuple[str, ...]:
    """Each balloon's name by seat; the Baron's in the player's language (a label that
    sentences decline)."""
    baron = baron_in_sentence()
    return tuple(
        baron if b.baron else b.name
        for b in setup.balloons  # type: ignore[attr-defined]
    )


def colour_word(colour: str) -> str:
    words = {
        "red": Montgolfiere.tr("Red"),
        "yellow": Montgolfiere.tr("Yellow"),
        "green": Montgolfiere.tr("Green"),
        "blue": Montgolfiere.tr("Blue"),
        "white": Montgolfiere.tr("White"),
        "black": Montgolfiere.tr("Black"),
    }
    return words.get(colour, colour)


def card_name(card: Card | str) -> str:
    """A card as a sentence names it: "7 kg", "grappling hook" ..."""
    c = card if isinstance(card, Card) else card_from_code(card)
    if c.kind is CardKind.BALLAST:
        return Montgolfiere.tr("{kg} kg").format(kg=c.kg)
    names = {
        CardKind.HOOK: Montgolfiere.tr("grappling hook"),
        CardKind.GAS: Montgolfiere.tr("sleeping gas"),
        CardKind.STORM: Montgolfiere.tr("storm"),
        CardKind.ENGINE: Montgolfiere.tr("super engine"),
    }
    return names[c.kind]


def card_button_text(card: Card) -> str:
    """A card on its button: "7" (kg), "Hook", ..."""
    if card.kind is CardKind.BALLAST:
        return str(card.kg)
    names = {
        CardKind.HOOK: Montgolfiere.tr("Hook", "card button"),
        CardKind.GAS: Montgolfiere.tr("Gas", "card button"),
        CardKind.STORM: Montgolfiere.tr("Storm", "card button"),
        CardKind.ENGINE: Montgolfiere.tr("Engine", "card button"),
    }
    return names[card.kind]


def card_key(kind: CardKind) -> str:
    """The letter that enters a card of ``kind`` (each language its own, one letter)."""
    keys = {
        CardKind.HOOK: Montgolfiere.tr("H", "key of the grappling hook card"),
        CardKind.GAS: Montgolfiere.tr("G", "key of the sleeping gas card"),
        CardKind.STORM: Montgolfiere.tr("S", "key of the storm card"),
        CardKind.ENGINE: Montgolfiere.tr("E", "key of the super engine card"),
    }
    return keys[kind][:1].upper()


def _and(items: Sequence[str]) -> str:
    """Ana, Ben and the Black Baron: a Named when the Baron is among them."""

    def join(names: Sequence[str]) -> str:
        template = Montgolfiere.tr("{list} and {last}")
        return fill(template, list=", ".join(names[:-1]), last=names[-1])

    return joined(items, join) if len(items) > 1 else (items[0] if items else "")


def _or(items: Sequence[str]) -> str:
    def join(names: Sequence[str]) -> str:
        template = Montgolfiere.tr("{list} or {last}")
        return fill(template, list=", ".join(names[:-1]), last=names[-1])

    return joined(items, join) if len(items) > 1 else (items[0] if items else "")


def who(seats: Sequence[int], names: Sequence[str]) -> str:
    return _and([names[s] for s in seats])


def move_text(delta: int) -> str:
    if delta == 0:
        return Montgolfiere.tr("stays")
    if delta > 0:
        return Montgolfiere.tr("up %n", None, delta)
    return Montgolfiere.tr("down %n", None, -delta)


def _played(seat: int, card: str, names: Sequence[str]) -> str:
    return fill(Montgolfiere.tr("{name}'s {card}"), name=names[seat], card=card_name(card))


def _single_game_ends(event: GameEnds, names: str) -> str:
    """The end of a game outside a match: no game number."""
    if event.reason == "moon":
        return agree(
            Montgolfiere.tr("The game is over: {names} reached the Moon and won.", "one"),
            Montgolfiere.tr("The game is over: {names} reached the Moon and won.", "several"),
            len(event.winners),
        ).format(names=names)
    return agree(
        Montgolfiere.tr("The game is over after the last card: {names} flew highest and won.", "one"),
        Montgolfiere.tr(
            "The game is over after the last card: {names} flew highest and won.", "several"
        ),
        len(event.winners),
    ).format(names=names)


def event_text(event: Event, names: Sequence[str], *, match: bool = True) -> str:
    """The sentence of ``event`` in the player's language; ``names`` by seat. ``match``:
    the game is one of a match, so the end of a game says its number."""
    n = names
    if isinstance(event, CardEntered):
        return Montgolfiere.tr("{name}'s card is entered.").format(name=n[event.seat])
    if isinstance(event, BaronPeek):
        return agree(
            Montgolfiere.tr(
                "{names} may look at the Black Baron's next card (on his space {space}).", "one"
            ),
            Montgolfiere.tr(
                "{names} may look at the Black Baron's next card (on his space {space}).", "several"
            ),
            len(event.seats),
        ).format(names=who(event.seats, n), space=event.space)
    if isinstance(event, CardsRevealed):
        shown = ", ".join(
            fill(Montgolfiere.tr("{name}: {card}"), name=n[s], card=card_name(c))
            for s, c in event.cards
        )
        return Montgolfiere.tr("Round {round}: {cards}.").format(round=event.round, cards=shown)
    if isinstance(event, GasReleased):
        gas = (
            Montgolfiere.tr("{name}'s sleeping gas").format(name=n[event.seats[0]])
            if len(event.seats) == 1
            else Montgolfiere.tr("The sleeping gas of {names}").format(names=who(event.seats, n))
        )
        parts = []
        if event.cancelled:
            cancelled = _and([_played(s, c, n) for s, c in event.cancelled])
            parts.append(Montgolfiere.tr("{gas} cancels {cards}").format(gas=gas, cards=cancelled))
        engines = _and([n[s] for s in event.spared])
        if event.spared and event.cancelled:
            parts.append(
                Montgolfiere.tr("the super engine of {names} runs on").format(names=engines)
            )
        elif event.spared:
            parts.append(Montgolfiere.tr("{gas} cannot stop the super engine of {names}").format(
                gas=gas, names=engines))  # fmt: skip
        text = "; ".join(parts)
        return text[:1].upper() + text[1:] + "."
    if isinstance(event, GasWasted):
        if len(event.seats) == 1:
            return Montgolfiere.tr(
                "{name}'s sleeping gas finds nobody on space {space}: a discard."
            ).format(name=n[event.seats[0]], space=event.space - 1)
        return Montgolfiere.tr(
            "The sleeping gas of {names} finds nobody on space {space}: a discard."
        ).format(names=who(event.seats, n), space=event.space - 1)
    if isinstance(event, StormCount):
        count = len(event.seats)
        if event.stormy and count == 1:
            return Montgolfiere.tr("One storm: the round is stormy.")
        if event.stormy:
            return Montgolfiere.tr("%n storm(s): the round is stormy.", None, count)
        if count == 0:
            return Montgolfiere.tr("No storm.")
        return Montgolfiere.tr("%n storms cancel out: no storm.", None, count)
    if isinstance(event, SquadronBonus):
        return Montgolfiere.tr(
            "{names} play {kg} kg on space {space}: each counts {counts} in a squadron of {size}."
        ).format(
            names=who(event.seats, n),
            kg=event.kg,
            space=event.space,
            counts=event.counts,
            size=len(event.seats),
        )
    if isinstance(event, BallastWins):
        name, kg = n[event.seat], event.kg
        if event.squadron > 1:
            text = (
                Montgolfiere.tr("{name}'s {kg} kg counts {counts} in a squadron of {size} and wins")
                if event.shared == 1
                else Montgolfiere.tr(
                    "{name}'s {kg} kg counts {counts} in a squadron of {size} and shares the win"
                )
            ).format(name=name, kg=kg, counts=event.counts, size=event.squadron)
        elif event.shared == 1:
            text = Montgolfiere.tr("{name}'s {kg} kg is the heaviest ballast and wins").format(
                name=name, kg=kg
            )
        else:
            text = Montgolfiere.tr("{name}'s {kg} kg ties for the heaviest ballast").format(
                name=name, kg=kg
            )
        where = (
            Montgolfiere.tr("up 1") if event.delta > 0 else Montgolfiere.tr("down 1 in the storm")
        )
        return Montgolfiere.tr("{text}: {where}.").format(text=text, where=where)
    if isinstance(event, EngineClimbs):
        if event.delta == 1:
            return Montgolfiere.tr("{name}'s super engine climbs only 1 in the storm.").format(
                name=n[event.seat]
            )
        return Montgolfiere.tr("{name}'s super engine climbs {delta}.").format(
            name=n[event.seat], delta=event.delta
        )
    if isinstance(event, HookFollows):
        target = who(event.follow, n)
        if event.delta == 0:
            text = (
                Montgolfiere.tr("{name} chooses to follow {target}, who does not move.")
                if event.chosen
                else Montgolfiere.tr("{name}'s grappling hook follows {target}, who does not move.")
            )
            return text.format(name=n[event.seat], target=target)
        text = (
            Montgolfiere.tr("{name} chooses to follow {target}: {move}.")
            if event.chosen
            else Montgolfiere.tr("{name}'s grappling hook follows {target}: {move}.")
        )
        return text.format(name=n[event.seat], target=target, move=move_text(event.delta))
    if isinstance(event, HookMisses):
        return Montgolfiere.tr("{name}'s grappling hook finds nobody on space {space}.").format(
            name=n[event.seat], space=event.space + 1
        )
    if isinstance(event, HookChoiceAsked):
        options = _or(
            [
                fill(Montgolfiere.tr("{names} ({move})"), names=who(seats, n), move=move_text(d))
                for seats, d in event.options
            ]
        )
        return Montgolfiere.tr("{name} chooses whom the grappling hook follows: {options}.").format(
            name=n[event.seat], options=options
        )
    if isinstance(event, HeldAtBottom):
        return Montgolfiere.tr("{name} cannot go below space 1.").format(name=n[event.seat])
    if isinstance(event, StopsOnMoon):
        return Montgolfiere.tr("{name} stops on the Moon.").format(name=n[event.seat])
    if isinstance(event, BalloonsMove):
        moves = ", ".join(
            fill(Montgolfiere.tr("{name} {start} → {end}"), name=n[s], start=a, end=b)
            for s, a, b in event.moves
        )
        return Montgolfiere.tr("The balloons move: {moves}.").format(moves=moves)
    if isinstance(event, NothingMoves):
        return Montgolfiere.tr("No balloon moves.")
    if isinstance(event, MoonReached):
        return Montgolfiere.tr("The Moon is reached: {names}!").format(names=who(event.seats, n))
    if isinstance(event, GameEnds):
        names = who(event.winners, n)
        if not match:
            return _single_game_ends(event, names)
        if event.reason == "moon":
            return agree(
                Montgolfiere.tr("Game {game} is over: {names} reached the Moon and won.", "one"),
                Montgolfiere.tr(
                    "Game {game} is over: {names} reached the Moon and won.", "several"
                ),
                len(event.winners),
            ).format(game=event.game, names=names)
        return agree(
            Montgolfiere.tr(
                "Game {game} is over after the last card: {names} flew highest and won.", "one"
            ),
            Montgolfiere.tr(
                "Game {game} is over after the last card: {names} flew highest and won.", "several"
            ),
            len(event.winners),
        ).format(game=event.game, names=names)
    if isinstance(event, GameScored):
        got = ", ".join(
            fill(Montgolfiere.tr("{name} {points}"), name=n[s], points=p)
            for s, p in enumerate(event.points)
        )
        tot = ", ".join(
            fill(Montgolfiere.tr("{name} {points}"), name=n[s], points=p)
            for s, p in enumerate(event.totals)
        )
        return Montgolfiere.tr("Points of game {game}: {points}. Match totals: {totals}.").format(
            game=event.game, points=got, totals=tot
        )
    if isinstance(event, MatchEnds):
        best = event.totals[event.winners[0]]
        return agree(
            Montgolfiere.tr("The match is over: {names} won with {points} points.", "one"),
            Montgolfiere.tr("The match is over: {names} won with {points} points.", "several"),
            len(event.winners),
        ).format(names=who(event.winners, n), points=best)
    if isinstance(event, NextGameStarts):
        return Montgolfiere.tr("Game {game} starts: every balloon on space {space}.").format(
            game=event.game, space=event.start
        )
    return Montgolfiere.tr("Something happened that this version of the app cannot word.")


def refusal_text(kind: str, params: dict[str, object], names: Sequence[str]) -> str:
    """A refused action in the player's language, from its ``kind`` and ``params``."""

    def name() -> str:
        seat = params.get("seat")
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    if kind == "card_used_up":
        card = card_from_code(params.get("card"))
        texts = {
            CardKind.BALLAST: Montgolfiere.tr("{name} has played the {kg} kg ballast."),
            CardKind.HOOK: Montgolfiere.tr("{name} has played all 4 grappling hooks."),
            CardKind.GAS: Montgolfiere.tr("{name} has played both sleeping gas cards."),
            CardKind.STORM: Montgolfiere.tr("{name} has played both storms already."),
            CardKind.ENGINE: Montgolfiere.tr("{name} has played the super engine already."),
        }
        return texts[card.kind].format(name=name(), kg=card.kg)
    if kind == "card_entered":
        return Montgolfiere.tr(
            "{name}'s card of this round is entered already; undo it to change it."
        ).format(name=name())
    if kind == "cards_missing":
        seats = params.get("seats") or ()
        return Montgolfiere.tr("Still to enter: {names}.").format(
            names=", ".join(names[s] for s in seats)  # type: ignore[attr-defined]
        )
    templates: dict[str, Callable[[], str]] = {
        "game_over": lambda: Montgolfiere.tr("The game is over."),
        "cards_entered": lambda: Montgolfiere.tr("The cards of this round are entered already."),
        "baron_plays_his_pile": lambda: Montgolfiere.tr(
            "The Black Baron's card is the top card of his pile, not a player's choice."
        ),
        "not_top_card": lambda: Montgolfiere.tr(
            "With app draws the Baron's card is the top of his shuffled pile."
        ),
        "baron_card_not_due": lambda: Montgolfiere.tr(
            "With app draws the app draws the Baron's card once every player's card is "
            "entered, or for a peek."
        ),
        "no_baron": lambda: Montgolfiere.tr("The Black Baron does not fly in this game."),
        "peek_not_now": lambda: Montgolfiere.tr(
            "The Baron's card can be looked at only before the reveal."
        ),
        "peeked_already": lambda: Montgolfiere.tr("The Baron's next card is shown already."),
        "baron_card_shown": lambda: Montgolfiere.tr(
            "The Baron's card of this round is turned already."
        ),
        "nobody_beside_baron": lambda: Montgolfiere.tr(
            "Nobody is on the Baron's space ({space}), so nobody may look at his next card."
        ),
        "hook_choice_first": lambda: Montgolfiere.tr(
            "The round is being resolved: a hook's player chooses first."
        ),
        "nothing_to_resolve": lambda: Montgolfiere.tr("There is no round to resolve now."),
        "no_hook_choice": lambda: Montgolfiere.tr("No hook is waiting for a choice now."),
        "other_hook_chooses": lambda: Montgolfiere.tr("{name}'s hook chooses now."),
        "not_above": lambda: Montgolfiere.tr(
            "This hook can only follow a balloon on space {space}."
        ),
        "not_between_games": lambda: Montgolfiere.tr(
            "The next game starts only after a game of a match is over."
        ),
    }
    if kind in templates:
        return templates[kind]().format(name=name(), space=params.get("space", ""))
    return Montgolfiere.tr("That is not possible now.")


def setup_error_templates() -> dict[str, Callable[[], str]]:
    """The words of each kind of Montgolfière's SetupError, for the kit's error words."""
    from blocky.ui.kit.errors import Errors

    return {
        "balloon_count": lambda: Errors.tr(
            "Montgolfière needs 2 to 6 balloons; there are {count}."
        ),
        "two_barons": lambda: Errors.tr("Only one Black Baron can fly."),
        "no_player": lambda: Errors.tr("At least one player must fly a balloon."),
        "bad_name": lambda: Errors.tr("A player's name must have 1 to 40 characters."),
        "name_unsavable": lambda: Errors.tr("The name contains characters that cannot be saved."),
        "same_name": lambda: Errors.tr("Two balloons are called {name}."),
        "bad_colour": lambda: Errors.tr("Every balloon needs one of the six colours."),
        "same_colour": lambda: Errors.tr("Two balloons have the same colour."),
        "colour_count": lambda: Errors.tr("Every balloon needs one of the six colours."),
        "bad_edition": lambda: Errors.tr("There is no such board."),
        "bad_seed": lambda: Errors.tr("The shuffle number is too large."),
        "bad_spaces": lambda: Errors.tr("The starting spaces must be spaces of the board."),
        "bad_target": lambda: Errors.tr("A match is played to 1 to 999 points, not {target}."),
    }
