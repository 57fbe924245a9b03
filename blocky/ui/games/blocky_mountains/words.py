"""Blocky Mountains in the shell's words: a saved game's mode and standing, as the start
screen lists it, and why a set-up cannot be played (the plug-in,
blocky/ui/games/blocky_mountains/plugin.py, hands them to the shell and the kit).

The words share the start screen's translation context. Qt only: the rules are not
imported, so the start screen can word its rows without loading them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from blocky.ui.games.blocky_mountains.handicap_words import played_with_handicap
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.errors import Errors


class StartScreen(TranslationContext):
    """The translation context these words share with the start screen (lupdate names a
    context after the class whose ``tr`` is called)."""


class Counts(TranslationContext):
    """Counts of cards, each its own plural message: French agrees "1 ratée", "2 ratées"."""


def mastered_count(mastered: int, cards: int | None = None) -> str:
    """"3 mastered", or "3 of 8 mastered" out of ``cards``."""
    if cards is None:
        return Counts.tr("%n mastered", None, mastered)
    return Counts.tr("%n of {0} mastered", None, mastered).format(cards)


def failed_count(failed: int) -> str:
    return Counts.tr("%n failed", None, failed)


def route_result(pile: str, mastered: int, failed: int, cards: int | None = None) -> str:
    """"Route A: 3 of 8 mastered, 1 failed" (``cards`` None: "Route A: 3 mastered, 1 failed")."""
    return Counts.tr("Route {pile}: {mastered}, {failed}").format(
        pile=pile, mastered=mastered_count(mastered, cards), failed=failed_count(failed)
    )


def mode_name(mode: object) -> str:
    names = {
        "race": QCoreApplication.translate("Modes", "Race game"),
        "team": QCoreApplication.translate("Modes", "Team game"),
        "solo": QCoreApplication.translate("Modes", "Solo training"),
    }
    key = str(getattr(mode, "value", mode))
    return names.get(key, key)


def _count(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _place_words(name: str, space: object) -> str:
    if str(space) == "0":  # the campground, as the board names it
        return StartScreen.tr("{0} at the campground").format(name)
    return StartScreen.tr("{0} on {1}").format(name, space)


def _squirrels_at(space: object, squirrels: int) -> str:
    if str(space) == "0":  # the campground, as the board names it
        return StartScreen.tr("At the campground, %n squirrel(s)", None, squirrels)
    return StartScreen.tr("Space {0}, %n squirrel(s)", None, squirrels).format(space)


def _training(mastered: object, failed: object, squirrels: int) -> str:
    m, f = _count(mastered), _count(failed)
    if m is None or f is None:
        return StartScreen.tr("{0} mastered, {1} failed, %n squirrel(s)", None, squirrels).format(
            mastered, failed
        )
    return StartScreen.tr("{0}, {1}, %n squirrel(s)", None, squirrels).format(
        mastered_count(m), failed_count(f)
    )


def result_text(summary: Any) -> str | None:
    """The standing of a saved game in the app's language, worded from its stored result.

    Names are never parsed back out of text, so any name reads as typed. None when the
    summary carries no readable result (then :func:`standing_text` words its text).
    """
    result = getattr(summary, "result", None)
    setup = getattr(summary, "setup", None)
    if not isinstance(result, Mapping) or setup is None:
        return None
    mode = getattr(setup.mode, "value", setup.mode)
    squirrels = _count(result.get("squirrels"))
    if mode == "race":
        positions = result.get("positions")
        places = result.get("places")
        # The players' names now: a renamed player's saved games show the new name.
        current = list(getattr(summary, "player_names", ()) or ())
        names = current if len(current) == len(setup.players) else list(setup.players)
        if not isinstance(positions, list) or len(positions) != len(names):
            return None
        spaces = [_count(p) for p in positions]
        if any(p is None for p in spaces):
            return None
        text = ", ".join(
            _place_words(n, p) for n, p in zip(names, spaces, strict=True) if p is not None
        )
        if isinstance(places, list) and len(places) == len(names):
            winners = [n for n, place in zip(names, places, strict=True) if place == 1]
            if winners:
                who = winners[0]
                for more in winners[1:]:
                    who = StartScreen.tr("{0} and {1}").format(who, more)
                text = StartScreen.tr("{0} won.").format(who) + " " + text
        if any(not h.is_none for h in getattr(setup, "handicaps", ())):
            # H2: told apart from the races without one.
            text += " " + played_with_handicap()
        return text
    if squirrels is None:
        return None
    if mode == "team":
        space = _count(result.get("position"))
        if space is None:
            return None
        won = result.get("won")
        head = ""
        if won is True:
            head = StartScreen.tr("The team won.") + " "
        elif won is False:
            head = StartScreen.tr("The team lost.") + " "
        return head + _squirrels_at(space, squirrels)
    mastered, failed = result.get("mastered"), result.get("failed")
    if not isinstance(mastered, Mapping) or not isinstance(failed, Mapping):
        return None
    counts = [_count(v) for v in (*mastered.values(), *failed.values())]
    if any(c is None for c in counts):
        return None
    head = StartScreen.tr("Training complete:") + " " if getattr(summary, "finished", False) else ""
    return head + _training(
        sum(c for c in counts[: len(mastered)] if c is not None),
        sum(c for c in counts[len(mastered) :] if c is not None),
        squirrels,
    )


def standing_text(stored: str) -> str:
    """The one-line standing of a saved game in the app's language, from its stored text.

    Only for a game whose stored result cannot be read (:func:`result_text` words the
    others): the known English forms are reworded here, anything else is shown as stored.
    """

    prefixes = {
        "The team won. ": StartScreen.tr("The team won."),
        "The team lost. ": StartScreen.tr("The team lost."),
        "Training complete: ": StartScreen.tr("Training complete:"),
    }
    head = ""
    for english, translated in prefixes.items():
        if stored.startswith(english):
            head, stored = translated + " ", stored[len(english) :]
    if m := re.fullmatch(r"Space (\d+), (\d+) squirrels", stored):
        space, squirrels = m.groups()
        return head + _squirrels_at(space, int(squirrels))
    if m := re.fullmatch(r"(\d+) mastered, (\d+) failed, (\d+) squirrels", stored):
        mastered, failed, squirrels = m.groups()
        return head + _training(mastered, failed, int(squirrels))
    parts = [re.fullmatch(r"(.+) on (\d+)", part) for part in stored.split(", ")]
    if stored and all(parts):
        return head + ", ".join(_place_words(m.group(1), m.group(2)) for m in parts if m)
    return head + stored


def standing(summary: Any) -> str:
    """The standing of a saved game as its row and its accessible text word it."""
    text = result_text(summary)
    if text is None:
        text = standing_text(str(getattr(summary, "summary_text", "")))
    return text


def setup_error_templates() -> dict[str, Callable[[], str]]:
    """The words of each kind of SetupError (blocky/games/blocky_mountains/state.py), in the
    error messages' translation context. The English words are the rules' own reasons,
    started with a capital."""
    return {
        "no_name": lambda: Errors.tr("Every player needs a name"),
        "name_too_long": lambda: Errors.tr("A name may have at most {max} characters"),
        "name_unsavable": lambda: Errors.tr("The name contains characters that cannot be saved."),
        "same_name": lambda: Errors.tr("Two players have the same name"),
        "seed": lambda: Errors.tr("The seed must be a whole number"),
        "race_players": lambda: Errors.tr("The race game is for 1 to 4 players, not {n}"),
        "no_colour": lambda: Errors.tr("Every player needs a colour"),
        "same_colour": lambda: Errors.tr("Two players have the same colour"),
        "bad_colour": lambda: Errors.tr(
            "'{colour}' is not a player colour (white, black, orange, violet)"
        ),
        "colour_order": lambda: Errors.tr(
            "Players must be in colour order: white, black, orange, violet"
        ),
        "team_players": lambda: Errors.tr("The team variant is for 2 to 7 adventurers, not {n}"),
        "level": lambda: Errors.tr("The level must be beginner or advanced"),
        "start": lambda: Errors.tr("The team starts at the campground or intermediate A or B"),
        "solo_players": lambda: Errors.tr("Solo training is for 1 player, not {n}"),
        "course": lambda: Errors.tr("The training is pile A, B, C or the full climb"),
        "plan": lambda: Errors.tr("No practice plan could be made for this player"),
        "plan_card": lambda: Errors.tr("The practice plan lists '{card}', which is no route card"),
        "handicap": lambda: Errors.tr(
            "A handicap is for a race only: at most 6 squirrels at the start in all, a head "
            "start of 1 to 3 spaces, or the difficult route whenever it is offered"
        ),
    }
