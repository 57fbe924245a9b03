"""Who plays, on which board, how the Baron's cards are drawn, and the match target.

>>> s = Setup.of(["Ana", "Ben", "Cleo"], baron=True, edition="12", target=50)
>>> [(b.name, b.colour, b.baron) for b in s.balloons][-1]
('Black Baron', 'black', True)
>>> s.baron_seat, s.player_seats
(3, (0, 1, 2))
>>> Setup.of(["Ana"]).validate()
Traceback (most recent call last):
...
blocky.games.montgolfiere.setup.SetupError: Montgolfière needs 2 to 6 balloons; there is 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import Any

from blocky.core.text import show
from blocky.games.montgolfiere.editions import EDITIONS
from blocky.games.montgolfiere.seating import BARON_NAME as BARON_NAME
from blocky.games.montgolfiere.seating import COLOURS as COLOURS
from blocky.games.montgolfiere.seating import MAX_BALLOONS as MAX_BALLOONS
from blocky.games.montgolfiere.seating import MAX_NAME as MAX_NAME
from blocky.games.montgolfiere.seating import MIN_BALLOONS as MIN_BALLOONS

#: The Black Baron's balloon: while he flies, no player is black (children point at the
#: black balloon for him).
BARON_COLOUR = "black"
#: The match target the rulebooks suggest (M11).
DEFAULT_TARGET = 50
MAX_TARGET = 999
#: No board is taller (editions.MAX_SPACES); new_game checks the spaces against the board.
MAX_SPACE = 40
#: Seeds are whole numbers a record can hold.
SEED_LIMIT = 2**63


def player_colours(baron: bool) -> tuple[str, ...]:
    """The colours players may fly: every colour, but black while the Baron flies."""
    return tuple(c for c in COLOURS if not (baron and c == BARON_COLOUR))


class SetupError(ValueError):
    """A set-up the rules cannot play. ``kind`` and ``params`` say it for a view."""

    def __init__(self, message: str, kind: str = "", **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.params: dict[str, object] = params


class Draws(StrEnum):
    #: The app draws the Baron's cards from a pile shuffled by the shuffle number.
    APP = "app"
    #: The players turn the Baron's real cards and enter them.
    TABLE = "table"


@dataclass(frozen=True, slots=True)
class Balloon:
    """One balloon: a player's, or the Black Baron's (no player, his cards come from his
    pile)."""

    name: str
    colour: str
    baron: bool = False


@dataclass(frozen=True)
class Setup:
    """A game, or a match of games (``target`` points, M11), fixed before the first round.

    ``seed`` is the shuffle number of the Baron's pile in app draws (shown, so a deal can
    be replayed by entering it again). Seats are the balloons' places in ``balloons``.
    ``spaces``, when given, are the spaces the balloons start the first game on instead
    of the board's start space (a position to play from: an exercise, a round to check).
    """

    balloons: tuple[Balloon, ...]
    edition: str = "15"
    draws: Draws = Draws.APP
    seed: int = 0
    target: int | None = None
    spaces: tuple[int, ...] | None = None

    @staticmethod
    def of(
        players: Sequence[str],
        *,
        baron: bool = False,
        edition: str = "15",
        draws: Draws | str = Draws.APP,
        seed: int = 0,
        target: int | None = None,
        colours: Sequence[str] | None = None,
        spaces: Sequence[int] | None = None,
    ) -> Setup:
        """Players in seat order, with colours in :data:`COLOURS` order unless given; the
        Baron last, in black (:data:`BARON_COLOUR`)."""
        if colours is None:  # more players than colours: validate() says how many may fly
            colours = [*COLOURS[: len(players)], *[""] * (len(players) - len(COLOURS))]
        chosen = list(colours)
        if len(chosen) != len(players):
            raise SetupError(
                f"{len(players)} players need {len(players)} colours, not {len(chosen)}.",
                "colour_count",
            )
        balloons = [Balloon(n, c) for n, c in zip(players, chosen, strict=True)]
        if baron:
            balloons.append(Balloon(BARON_NAME, BARON_COLOUR, True))
        start = None if spaces is None else tuple(spaces)
        return Setup(tuple(balloons), edition, Draws(draws), seed, target, start)

    @cached_property
    def baron_seat(self) -> int | None:
        """The Baron's seat, or None when he does not fly."""
        for i, b in enumerate(self.balloons):
            if b.baron:
                return i
        return None

    @cached_property
    def player_seats(self) -> tuple[int, ...]:
        """The seats of the balloons that players fly (not the Baron)."""
        return tuple(i for i, b in enumerate(self.balloons) if not b.baron)

    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(b.name for b in self.balloons)

    def check_new(self) -> None:
        """Raise :class:`SetupError` for a set-up a new game may not start with: one the
        rules cannot play (:meth:`validate`), or a player in black while the Baron flies
        (games saved before this rule still open with their colours)."""
        baron = self.baron_seat
        players_black = any(b.colour == BARON_COLOUR for b in self.balloons if not b.baron)
        if baron is not None and (players_black or self.balloons[baron].colour != BARON_COLOUR):
            raise SetupError(
                "The Black Baron flies the black balloon: while he flies, no player is black.",
                "black_is_barons",
            )
        self.validate()

    def validate(self) -> None:
        """Raise :class:`SetupError` for a set-up the rules cannot play (M1)."""
        n = len(self.balloons)
        if not MIN_BALLOONS <= n <= MAX_BALLOONS:
            raise SetupError(
                f"Montgolfière needs {MIN_BALLOONS} to {MAX_BALLOONS} balloons; there "
                f"{'is' if n == 1 else 'are'} {n}.",
                "balloon_count",
                count=n,
            )
        barons = sum(b.baron for b in self.balloons)
        if barons > 1:
            raise SetupError("Only one Black Baron can fly.", "two_barons")
        if not self.player_seats:
            raise SetupError("At least one player must fly a balloon.", "no_player")
        names: set[str] = set()
        colours: set[str] = set()
        for b in self.balloons:
            if not b.name.strip() or len(b.name) > MAX_NAME:
                raise SetupError(
                    f"A player's name must have 1 to {MAX_NAME} characters, not {show(b.name)}.",
                    "bad_name",
                    name=b.name,
                )
            try:
                b.name.encode("utf-8")
            except UnicodeEncodeError:
                raise SetupError(
                    "The name contains characters that cannot be saved.", "name_unsavable"
                ) from None
            key = b.name.strip().casefold()
            if key in names:
                raise SetupError(
                    f"Two balloons are called {show(b.name)}.", "same_name", name=b.name
                )
            names.add(key)
            if b.colour not in COLOURS:
                raise SetupError(
                    f"{show(b.colour)} is not a balloon colour ({', '.join(COLOURS)}).",
                    "bad_colour",
                    colour=b.colour,
                )
            if b.colour in colours:
                raise SetupError(f"Two balloons are {b.colour}.", "same_colour", colour=b.colour)
            colours.add(b.colour)
        if self.edition not in EDITIONS:
            raise SetupError(
                f"There is no {show(self.edition)} board (there are: {', '.join(EDITIONS)}).",
                "bad_edition",
                edition=self.edition,
            )
        if not -SEED_LIMIT <= self.seed < SEED_LIMIT:
            raise SetupError("The shuffle number is too large.", "bad_seed")
        if self.spaces is not None and (
            len(self.spaces) != n or not all(1 <= s <= MAX_SPACE for s in self.spaces)
        ):
            raise SetupError(
                f"The starting spaces must be {n} spaces of the board, one per balloon.",
                "bad_spaces",
            )
        if self.target is not None and not 1 <= self.target <= MAX_TARGET:
            raise SetupError(
                f"A match is played to 1 to {MAX_TARGET} points, not {self.target}.",
                "bad_target",
                target=self.target,
            )


# ----------------------------------------------------------------------------- JSON

_SETUP_KEYS = {"balloons", "edition", "draws", "seed", "target", "spaces"}
_BALLOON_KEYS = {"name", "colour", "baron"}


def setup_to_json(setup: Setup) -> dict[str, Any]:
    balloons: list[dict[str, Any]] = []
    for b in setup.balloons:
        if b.baron:
            balloons.append({"baron": True, "colour": b.colour})
        else:
            balloons.append({"name": b.name, "colour": b.colour})
    out: dict[str, Any] = {
        "edition": setup.edition,
        "balloons": balloons,
        "draws": setup.draws.value,
        "seed": setup.seed,
        "target": setup.target,
    }
    if setup.spaces is not None:
        out["spaces"] = list(setup.spaces)
    return out


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError(f"{what} must be a whole number, not {show(value)}")
    return value


def setup_from_json(data: Any) -> Setup:
    """Read a set-up; raise :class:`SetupError` saying what is wrong, whatever ``data`` is."""
    if not isinstance(data, dict):
        raise SetupError(f"the set-up must be an object, not {show(data)}")
    unknown = sorted(str(k) for k in set(data) - _SETUP_KEYS)
    if unknown:
        raise SetupError(f"unknown set-up field {show(unknown[0])}")
    raw = data.get("balloons")
    if not isinstance(raw, list):
        raise SetupError(f"'balloons' must be a list, not {show(raw)}")
    if len(raw) > MAX_BALLOONS:
        raise SetupError(f"Montgolfière needs 2 to 6 balloons; there are {len(raw)}.")
    balloons: list[Balloon] = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise SetupError(f"balloon {i}: must be an object, not {show(item)}")
        bad = sorted(str(k) for k in set(item) - _BALLOON_KEYS)
        if bad:
            raise SetupError(f"balloon {i}: unknown field {show(bad[0])}")
        baron = item.get("baron", False)
        if not isinstance(baron, bool):
            raise SetupError(f"balloon {i}: 'baron' must be true or false")
        colour = item.get("colour")
        if not isinstance(colour, str):
            raise SetupError(f"balloon {i}: 'colour' must be one of {', '.join(COLOURS)}")
        name = item.get("name", BARON_NAME if baron else None)
        if not isinstance(name, str):
            raise SetupError(f"balloon {i}: 'name' must be text, not {show(name)}")
        balloons.append(Balloon(BARON_NAME if baron else name, colour, baron))
    edition = data.get("edition", "15")
    if isinstance(edition, int) and not isinstance(edition, bool):
        edition = str(edition)
    if not isinstance(edition, str) or edition not in EDITIONS:
        raise SetupError(f"'edition' must be one of {', '.join(EDITIONS)}, not {show(edition)}")
    draws = data.get("draws", "app")
    if draws not in ("app", "table"):
        raise SetupError(f'\'draws\' must be "app" or "table", not {show(draws)}')
    seed = _whole(data.get("seed", 0), "'seed'")
    target = data.get("target")
    if target is not None:
        target = _whole(target, "'target'")
    spaces = data.get("spaces")
    if spaces is not None:
        if not isinstance(spaces, list) or len(spaces) > MAX_BALLOONS:
            raise SetupError(
                f"'spaces' must be a list of spaces, one per balloon, not {show(spaces)}"
            )
        spaces = tuple(_whole(s, "each of 'spaces'") for s in spaces)
    setup = Setup(tuple(balloons), edition, Draws(draws), seed, target, spaces)
    setup.validate()
    return setup
