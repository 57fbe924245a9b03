"""The game's printed material as data: route cards, owl tiles and both maps.

Everything here is loaded from TOML files (``blocky/resources/catalogue`` by default)
and validated on load. A problem that makes the data unusable raises
:class:`CatalogueError` naming the file, the entry and the problem; a problem
that only looks wrong against the published facts becomes a warning in
:attr:`Catalogue.warnings`.

>>> cat = default_catalogue()
>>> len(cat.cards), [len(cat.pile_cards(p)) for p in PILES]
(30, [8, 10, 12])
>>> cat.card("chimney").name
'Chimney'
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Literal

from blocky.core.files import FileRefused, NotUtf8, first_bad_character, read_data_file
from blocky.core.untrusted import (
    MAX_DIGITS,
    MAX_NESTING,
    QUOTE_LENGTH,
    bracket_depth,
    is_text,
    show,
)

Pile = Literal["A", "B", "C"]
PILES: tuple[Pile, ...] = ("A", "B", "C")

CATALOGUE_FILES = ("cards.toml", "owls.toml", "race_map.toml", "team_map.toml")
#: Published facts the data is checked against (warnings, not errors).
PUBLISHED_PILE_SIZES: Mapping[str, int] = {"A": 8, "B": 10, "C": 12}
PUBLISHED_EXTRA_SQUIRRELS: Mapping[str, int] = {"A": 5, "B": 7, "C": 9}
SQUIRRELS_IN_BOX = 24
START_SQUIRRELS = 3


class CatalogueError(ValueError):
    """Game data that cannot be used. The message names file, entry and problem.

    A number out of its range (the mistake a correction typed in the board check makes
    most) also says so in parts, for a plainer message there: ``subject`` is what the
    entry describes (e.g. ``("shortcut", "8")``, ``("card", "Boulder")``), ``field`` the
    TOML key, ``value`` the number and ``low``/``high`` the bounds it broke."""

    def __init__(
        self,
        message: str,
        *,
        subject: tuple[str, ...] = (),
        field: str = "",
        value: int | None = None,
        low: int | None = None,
        high: int | None = None,
    ) -> None:
        super().__init__(message)
        #: For a view: every board error is one kind, worded with its English ``detail``.
        self.kind = "board"
        self.params: dict[str, object] = {"detail": message}
        self.subject = subject
        self.field = field
        self.value = value
        self.low = low
        self.high = high


@dataclass(frozen=True, slots=True)
class ExtraTask:
    text: str
    materials: tuple[str, ...]
    squirrels: int


@dataclass(frozen=True, slots=True)
class RouteCard:
    id: str
    pile: Pile
    name: str
    rods: int
    materials: tuple[str, ...]
    ice_crystal: bool
    extra_task: ExtraTask | None
    #: Fields whose values are guesses, not published facts.
    guesses: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class OwlValue:
    """What an owl tile's back shows: spaces forward and spaces back."""

    advance: int
    back: int

    def __str__(self) -> str:
        return f"{self.advance}/{self.back}"


@dataclass(frozen=True, slots=True)
class Shortcut:
    start: int
    end: int
    cost: int
    guess: bool = False


@dataclass(frozen=True, slots=True)
class RaceMap:
    campground: int
    peak: int
    compass: frozenset[int]
    shortcuts: tuple[Shortcut, ...]
    route_change_cost: Mapping[str, int]

    def shortcut_from(self, space: int) -> Shortcut | None:
        for s in self.shortcuts:
            if s.start == space:
                return s
        return None


@dataclass(frozen=True, slots=True)
class Destination:
    pile: Pile
    space: int
    squirrels: int


@dataclass(frozen=True, slots=True)
class TeamMap:
    campground: int
    arrow: int
    peak: int
    fox: frozenset[int]
    destinations: tuple[Destination, ...]
    major_shortcut: Shortcut
    guesses: frozenset[str] = frozenset()

    def destination(self, pile: str) -> Destination:
        for d in self.destinations:
            if d.pile == pile:
                return d
        raise KeyError(pile)

    def section_goal(self, pile: str) -> int:
        """The space the team must reach while playing cards of ``pile``."""
        if pile == "A":
            return self.destination("A").space
        if pile == "B":
            return self.destination("B").space
        return self.peak

    def start_space(self, start: str) -> int:
        """Where the marker starts: the campground, or intermediate A or B."""
        if start == "campground":
            return self.campground
        return self.destination(start).space


@dataclass(frozen=True)
class Catalogue:
    cards: tuple[RouteCard, ...]
    letter_tiles: Mapping[str, OwlValue]
    neutral_tiles: tuple[OwlValue, ...]
    race_map: RaceMap
    team_map: TeamMap
    version: str
    warnings: tuple[str, ...] = ()
    _by_id: Mapping[str, RouteCard] = field(default_factory=dict, repr=False, compare=False)
    _pile_ids: Mapping[str, frozenset[str]] = field(default_factory=dict, repr=False, compare=False)

    def card(self, card_id: str) -> RouteCard:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise KeyError(f"no route card with id {card_id!r}") from None

    def has_card(self, card_id: str) -> bool:
        return card_id in self._by_id

    def pile_ids(self, pile: str) -> frozenset[str]:
        """The ids of every card of ``pile``."""
        return self._pile_ids[pile]

    def pile_cards(self, pile: str) -> tuple[RouteCard, ...]:
        return tuple(c for c in self.cards if c.pile == pile)

    @property
    def digest(self) -> str:
        """A short fingerprint of everything the rules depend on."""
        return catalogue_digest(self)


def catalogue_digest(cat: Catalogue) -> str:
    data = {
        "cards": [(c.id, c.pile, c.extra_task.squirrels if c.extra_task else 0) for c in cat.cards],
        "letters": {k: (v.advance, v.back) for k, v in sorted(cat.letter_tiles.items())},
        "neutral": sorted((v.advance, v.back) for v in cat.neutral_tiles),
        "race": [
            cat.race_map.campground,
            cat.race_map.peak,
            sorted(cat.race_map.compass),
            [(s.start, s.end, s.cost) for s in cat.race_map.shortcuts],
            dict(sorted(cat.race_map.route_change_cost.items())),
        ],
        "team": [
            cat.team_map.campground,
            cat.team_map.arrow,
            cat.team_map.peak,
            sorted(cat.team_map.fox),
            [(d.pile, d.space, d.squirrels) for d in cat.team_map.destinations],
            [
                cat.team_map.major_shortcut.start,
                cat.team_map.major_shortcut.end,
                cat.team_map.major_shortcut.cost,
            ],
        ],
    }
    raw = json.dumps(data, sort_keys=True).encode()
    return hashlib.sha256(raw).hexdigest()[:16]


# --------------------------------------------------------------------------- loading


def _listed(names: list[str]) -> str:
    """Names for a message: the first few, a long or odd one quoted short."""
    shown = [n if len(n) <= QUOTE_LENGTH and n.isprintable() else show(n) for n in names[:3]]
    more = f" and {len(names) - 3} more" if len(names) > 3 else ""
    return ", ".join(shown) + more


class _Reader:
    """Typed access to one TOML table, with errors that say where."""

    def __init__(
        self, file: str, entry: str, table: Mapping[str, Any], subject: tuple[str, ...] = ()
    ) -> None:
        self.file = file
        self.entry = entry
        self.table = table
        self.subject = subject

    def fail(self, problem: str, **parts: Any) -> CatalogueError:
        return CatalogueError(
            f"{self.file}: {self.entry}: {problem}", subject=self.subject, **parts
        )

    def check_keys(self, allowed: set[str]) -> None:
        unknown = sorted(set(self.table) - allowed)
        if unknown:
            raise self.fail(f"unknown field(s) {_listed(unknown)}")

    def int_(self, key: str, *, low: int | None = None, high: int | None = None) -> int:
        if key not in self.table:
            raise self.fail(f"missing field '{key}'")
        value = self.table[key]
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"'{key}' must be a whole number, not {show(value)}")
        parts = {"field": key, "value": value, "low": low, "high": high}
        if low is not None and value < low:
            raise self.fail(f"'{key}' is {show(value)}, must be at least {low}", **parts)
        if high is not None and value > high:
            raise self.fail(f"'{key}' is {show(value)}, must be at most {high}", **parts)
        return value

    def text(self, key: str) -> str:
        value = self.table.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"'{key}' must be non-empty text")
        return value

    def flag(self, key: str, default: bool | None = None) -> bool:
        if key not in self.table and default is not None:
            return default
        value = self.table.get(key)
        if not isinstance(value, bool):
            raise self.fail(f"'{key}' must be true or false")
        return value

    def str_list(self, key: str, default: list[str] | None = None) -> tuple[str, ...]:
        if key not in self.table and default is not None:
            return tuple(default)
        value = self.table.get(key)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(f"'{key}' must be a list of text")
        return tuple(value)

    def int_list(self, key: str) -> tuple[int, ...]:
        value = self.table.get(key)
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise self.fail(f"'{key}' must be a list of whole numbers")
        return tuple(value)

    def table_list(self, key: str) -> list[Mapping[str, Any]]:
        value = self.table.get(key)
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise self.fail(f"'{key}' must be a list of tables ([[{key}]])")
        return value

    def sub(self, key: str) -> Mapping[str, Any]:
        value = self.table.get(key)
        if not isinstance(value, dict):
            raise self.fail(f"'{key}' must be a table")
        return value


#: Longer than any board file needs (the built-in cards.toml has about 10,000 characters).
MAX_FILE_CHARS = 1_000_000


def _parse_toml(file: str, text: object) -> dict[str, Any]:
    """Parse one catalogue file; anything unreadable raises CatalogueError, never another error.

    Refused before parsing: text that is not text, too long, holds lone surrogates, or
    nests lists or tables more than MAX_NESTING deep. Refused after: whole numbers of more
    than MAX_DIGITS digits (the data uses two).
    """
    if not isinstance(text, str):
        raise CatalogueError(f"{file}: must be text, not {show(text)}")
    if len(text) > MAX_FILE_CHARS:
        raise CatalogueError(
            f"{file}: is {len(text):,} characters long; a board file has at most {MAX_FILE_CHARS:,}"
        )
    if not is_text(text):
        where = first_bad_character(text)
        line = f" line {where[0]}" if where is not None else ""
        raise CatalogueError(f"{file}:{line} holds characters that are not valid text")
    if bracket_depth(text) > MAX_NESTING:
        raise CatalogueError(f"{file}: lists or tables are nested more than {MAX_NESTING} deep")
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogueError(f"{file}: not valid TOML: {exc}") from None
    except (ValueError, RecursionError, MemoryError):
        # tomllib reads a whole number of more than 4,300 digits with int(), which refuses.
        raise CatalogueError(f"{file}: not valid TOML: a number or list is too large") from None
    _check_numbers(file, doc)
    return doc


def _check_numbers(file: str, doc: dict[str, Any]) -> None:
    """Refuse whole numbers too long to be board data (hexadecimal ones can be any size)."""
    stack: list[Any] = [doc]
    limit = 10**MAX_DIGITS
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= limit:
            raise CatalogueError(
                f"{file}: a whole number has more than {MAX_DIGITS} digits ({show(value)})"
            )


def _pile(reader: _Reader, key: str = "pile") -> Pile:
    value = reader.table.get(key)
    if value not in PILES:
        if value is None:
            raise reader.fail("belongs to no pile (field 'pile' is missing)")
        raise reader.fail(f"pile must be A, B or C, not {show(value)}")
    pile: Pile = value
    return pile


_CARD_FIELDS = {"id", "pile", "name", "rods", "materials", "ice_crystal", "extra_task", "guess"}
_GUESSABLE = {"rods", "materials", "ice_crystal", "extra_task"}


def _load_cards(doc: dict[str, Any], warnings: list[str]) -> tuple[RouteCard, ...]:
    file = "cards.toml"
    top = _Reader(file, "top level", doc)
    top.check_keys({"version", "card"})
    cards: list[RouteCard] = []
    seen: set[str] = set()
    for i, raw in enumerate(top.table_list("card"), start=1):
        name = raw.get("name") if isinstance(raw.get("name"), str) else f"card #{i}"
        r = _Reader(file, f"card {show(name)}", raw, ("card", str(name)))
        r.check_keys(_CARD_FIELDS)
        card_id = r.text("id")
        if card_id in seen:
            raise r.fail(f"id {show(card_id)} is used twice")
        seen.add(card_id)
        pile = _pile(r)
        extra: ExtraTask | None = None
        if "extra_task" in raw:
            er = _Reader(
                file,
                f"card {show(name)} extra_task",
                r.sub("extra_task"),
                ("extra_task", str(name)),
            )
            er.check_keys({"text", "materials", "squirrels"})
            extra = ExtraTask(
                text=er.text("text"),
                materials=er.str_list("materials", []),
                squirrels=er.int_("squirrels", low=1, high=2),
            )
        guesses = r.str_list("guess", [])
        bad = sorted(set(guesses) - _GUESSABLE)
        if bad:
            raise r.fail(f"'guess' names unknown field(s) {_listed(bad)}")
        cards.append(
            RouteCard(
                id=card_id,
                pile=pile,
                name=r.text("name"),
                rods=r.int_("rods", low=1, high=2),
                materials=r.str_list("materials"),
                ice_crystal=r.flag("ice_crystal", False),
                extra_task=extra,
                guesses=frozenset(guesses),
            )
        )
    for pile in PILES:
        in_pile = [c for c in cards if c.pile == pile]
        if not in_pile:
            raise CatalogueError(f"{file}: pile {pile}: has no cards")
        if len(in_pile) != PUBLISHED_PILE_SIZES[pile]:
            warnings.append(
                f"{file}: pile {pile}: has {len(in_pile)} cards; the box has "
                f"{PUBLISHED_PILE_SIZES[pile]}"
            )
        total = sum(c.extra_task.squirrels for c in in_pile if c.extra_task)
        if total != PUBLISHED_EXTRA_SQUIRRELS[pile]:
            warnings.append(
                f"{file}: pile {pile}: extra-task squirrels add up to {total}; the rulebook's "
                f"total for pile {pile} is {PUBLISHED_EXTRA_SQUIRRELS[pile]}"
            )
    return tuple(cards)


def _load_owls(doc: dict[str, Any]) -> tuple[dict[str, OwlValue], tuple[OwlValue, ...]]:
    file = "owls.toml"
    top = _Reader(file, "top level", doc)
    top.check_keys({"version", "letter", "neutral"})
    letters: dict[str, OwlValue] = {}
    for i, raw in enumerate(top.table_list("letter"), start=1):
        r = _Reader(file, f"letter tile #{i}", raw)
        r.check_keys({"pile", "advance", "back"})
        pile = _pile(r)
        if pile in letters:
            raise r.fail(f"pile {pile} has two letter tiles")
        letters[pile] = OwlValue(r.int_("advance", low=0, high=10), r.int_("back", low=0, high=10))
    for pile in PILES:
        if pile not in letters:
            raise CatalogueError(f"{file}: letter tiles: no tile for pile {pile}")
    neutral: list[OwlValue] = []
    for i, raw in enumerate(top.table_list("neutral"), start=1):
        r = _Reader(file, f"neutral tile #{i}", raw)
        r.check_keys({"advance", "back"})
        neutral.append(OwlValue(r.int_("advance", low=0, high=10), r.int_("back", low=0, high=10)))
    if len(neutral) != 6:
        raise CatalogueError(
            f"{file}: neutral tiles: there must be 6 (3 lie in the display, 3 in the draw "
            f"pile), found {len(neutral)}"
        )
    return letters, tuple(neutral)


def _load_race_map(doc: dict[str, Any]) -> RaceMap:
    file = "race_map.toml"
    top = _Reader(file, "top level", doc)
    top.check_keys({"version", "campground", "peak", "compass", "route_change_cost", "shortcut"})
    campground = top.int_("campground", low=0, high=0)
    peak = top.int_("peak", low=2, high=99)
    compass = top.int_list("compass")
    for c in compass:
        if not campground < c < peak:
            raise top.fail(f"compass space {c} is not between the campground and the peak")
    cost_r = _Reader(
        file, "route_change_cost", top.sub("route_change_cost"), ("route_change_cost",)
    )
    cost_r.check_keys(set(PILES))
    costs: dict[str, int] = {p: cost_r.int_(p, low=0, high=24) for p in PILES}
    shortcuts: list[Shortcut] = []
    for raw in top.table_list("shortcut"):
        start_text = show(raw["from"]) if "from" in raw else "?"
        label = f"shortcut from {start_text}"
        r = _Reader(file, label, raw, ("shortcut", start_text))
        r.check_keys({"from", "to", "cost", "guess"})
        start = r.int_("from", low=campground + 1, high=peak - 1)
        end = r.int_("to", low=start + 1, high=peak)
        if any(s.start == start for s in shortcuts):
            raise r.fail(f"space {start} has two shortcuts")
        shortcuts.append(
            Shortcut(start, end, r.int_("cost", low=0, high=24), r.flag("guess", False))
        )
    return RaceMap(campground, peak, frozenset(compass), tuple(shortcuts), costs)


def _load_team_map(doc: dict[str, Any]) -> TeamMap:
    file = "team_map.toml"
    top = _Reader(file, "top level", doc)
    top.check_keys(
        {"version", "campground", "arrow", "peak", "fox", "destination", "major_shortcut", "guess"}
    )
    campground = top.int_("campground", low=0, high=0)
    arrow = top.int_("arrow", low=campground + 1, high=campground + 1)
    peak = top.int_("peak", low=arrow + 2, high=99)
    dests: dict[str, Destination] = {}
    for raw in top.table_list("destination"):
        pile_name = raw["pile"] if isinstance(raw.get("pile"), str) else "?"
        pile_name = pile_name if len(pile_name) <= 3 else show(pile_name)
        r = _Reader(file, f"destination {pile_name}", raw, ("destination", pile_name))
        r.check_keys({"pile", "space", "squirrels"})
        pile = _pile(r)
        if pile == "C":
            raise r.fail("the peak is destination C; list only A and B")
        if pile in dests:
            raise r.fail("is listed twice")
        dests[pile] = Destination(
            pile, r.int_("space", low=arrow + 1, high=peak - 1), r.int_("squirrels", low=0, high=24)
        )
    if set(dests) != {"A", "B"}:
        raise top.fail("needs destinations A and B")
    if not dests["A"].space < dests["B"].space:
        raise top.fail(
            f"intermediate A (space {dests['A'].space}) must come before "
            f"intermediate B (space {dests['B'].space})"
        )
    fox = top.int_list("fox")
    for f in fox:
        if not arrow <= f < peak:
            raise top.fail(f"fox space {f} is not on the path between the arrow space and the peak")
    sr = _Reader(file, "major_shortcut", top.sub("major_shortcut"), ("major_shortcut",))
    sr.check_keys({"from", "to", "cost"})
    start = sr.int_("from", low=arrow, high=peak - 1)
    end = sr.int_("to", low=start + 1, high=peak)
    major = Shortcut(start, end, sr.int_("cost", low=0, high=24), True)
    guesses = top.str_list("guess", [])
    return TeamMap(
        campground,
        arrow,
        peak,
        frozenset(fox),
        (dests["A"], dests["B"]),
        major,
        frozenset(guesses),
    )


def parse_catalogue(texts: Mapping[str, str]) -> Catalogue:
    """Build a catalogue from the text of its four TOML files (keyed by file name)."""
    missing = [f for f in CATALOGUE_FILES if f not in texts]
    if missing:
        raise CatalogueError(f"{missing[0]}: file is missing")
    docs = {f: _parse_toml(f, texts[f]) for f in CATALOGUE_FILES}
    warnings: list[str] = []
    cards = _load_cards(docs["cards.toml"], warnings)
    letters, neutral = _load_owls(docs["owls.toml"])
    race_map = _load_race_map(docs["race_map.toml"])
    team_map = _load_team_map(docs["team_map.toml"])
    versions = []
    for f in CATALOGUE_FILES:
        v = docs[f].get("version", 1)
        if isinstance(v, str) and 0 < len(v) <= 20:
            versions.append(v)
            continue
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 9999:
            raise CatalogueError(f"{f}: 'version' must be a whole number, not {show(v)}")
        versions.append(str(v))
    cat = Catalogue(
        cards=cards,
        letter_tiles=letters,
        neutral_tiles=neutral,
        race_map=race_map,
        team_map=team_map,
        version=".".join(versions),
        warnings=tuple(warnings),
        _by_id={c.id: c for c in cards},
        _pile_ids={p: frozenset(c.id for c in cards if c.pile == p) for p in PILES},
    )
    return cat


def read_board_file(path: Traversable, file: str) -> str:
    """The text of the board file at ``path`` (``file`` is its name in messages): a plain
    file of UTF-8 text, at most four bytes per character :data:`MAX_FILE_CHARS` allows.
    Raises :class:`CatalogueError` naming the file (and the line of text that is not
    UTF-8), never another error."""
    try:
        return read_data_file(path, 4 * MAX_FILE_CHARS, "a board file")
    except (NotUtf8, FileRefused) as exc:
        raise CatalogueError(f"{file}: {exc}") from None
    except OSError as exc:
        raise CatalogueError(f"{file}: cannot be read ({exc.strerror or exc})") from None


def default_catalogue_texts() -> dict[str, str]:
    """The text of the built-in catalogue files shipped with the app (CatalogueError when
    one was changed into something that is not a board file's text)."""
    base = resources.files("blocky.resources").joinpath("catalogue")
    return {f: read_board_file(base.joinpath(f), f) for f in CATALOGUE_FILES}


@lru_cache(maxsize=1)
def default_catalogue() -> Catalogue:
    """The built-in catalogue (cached: it is an immutable value)."""
    return parse_catalogue(default_catalogue_texts())
