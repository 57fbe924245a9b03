"""Game set-up and game state: plain immutable values.

A :class:`State` compares equal to another state of the same game position and
can be hashed and printed. The set-up and catalogue it belongs to travel with
it (``state.ctx``) but take no part in equality.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from blocky.core.game import Termination
from blocky.core.text import MAX_NAME_LENGTH
from blocky.games.blocky_mountains.catalogue import (
    PILES,
    START_SQUIRRELS,
    Catalogue,
    OwlValue,
    Pile,
    RouteCard,
)
from blocky.games.blocky_mountains.seating import RACE_COLOURS as RACE_COLOURS

TEAM_LEVELS = ("beginner", "advanced")
TEAM_STARTS = ("campground", "A", "B")
SOLO_COURSES = ("A", "B", "C", "climb")
#: Seeds are whole numbers in this range (a 64-bit signed number), so any program can keep one.
MIN_SEED = -(2**63)
MAX_SEED = 2**63 - 1
#: Solo: the course of a practice plan (S5), played from ``Setup.plan`` rather than piles.
PLAN_COURSE = "plan"
#: A practice plan lists at most this many cards (the box holds 30).
MAX_PLAN = 100

#: Who acts when chance (a card or owl tile turning up) is next.
CHANCE = -1


class Mode(StrEnum):
    RACE = "race"
    TEAM = "team"
    SOLO = "solo"


class Draws(StrEnum):
    """Who supplies chance: the app's seeded shuffle, or the real cards on the table."""

    APP = "app"
    TABLE = "table"


class Phase(StrEnum):
    START = "start"  # start of a turn: shortcut, choose / take / change route
    REVEAL_CARD = "reveal_card"  # chance: the top card of a pile turns up
    PREPARE = "prepare"  # before an attempt: normal or difficult, fox, partner
    RETRY = "retry"  # after a failed attempt: another attempt or accept
    OWL_CHOICE = "owl_choice"  # race: which owl tile to flip
    REVEAL_OWL = "reveal_owl"  # chance: the neutral owl tile shows its value
    OVER = "over"


class Variant(StrEnum):
    NORMAL = "normal"
    DIFFICULT = "difficult"


class EndReason(Termination):
    PEAK = "peak"  # race: someone reached the peak and the round was completed
    PILE_USED_UP = "pile_used_up"  # race: a route-card pile was used up (R12)
    TEAM_WON = "team_won"
    TEAM_LOST = "team_lost"
    TRAINING_DONE = "training_done"


def _is_text(name: str) -> bool:
    """Whether ``name`` can be saved as UTF-8 (a lone surrogate cannot)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class SetupError(ValueError):
    """A game set-up the rules cannot play (wrong number of players, colours...).

    ``str()`` is the English reason; ``kind`` names it for a program ("no_name",
    "name_too_long", "name_unsavable", "same_name", "seed", "race_players", "no_colour",
    "same_colour", "bad_colour", "colour_order", "team_players", "level", "start", "solo_players",
    "course", "plan", "plan_card"; "" otherwise) and ``params`` holds its values, so the app can word it in
    the player's language.
    """

    def __init__(self, message: str = "", *, kind: str = "", **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.params: dict[str, object] = params


#: H1: a player starts a handicapped race with at most this many squirrels, and a head
#: start of at most this many spaces.
MAX_START_SQUIRRELS = 6
MAX_HEAD_START = 3


@dataclass(frozen=True, slots=True)
class Handicap:
    """A race handicap for one player (H1-H2, house rules), chosen before the first turn."""

    #: Extra squirrels at the start, from the frolicking area (R10).
    squirrels: int = 0
    #: A head start of this many spaces on the map.
    spaces: int = 0
    #: The difficult route on every card with an extra task (R5).
    difficult: bool = False

    @property
    def is_none(self) -> bool:
        return not self.squirrels and not self.spaces and not self.difficult


NO_HANDICAP = Handicap()


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything fixed before the first action.

    ``players`` are in turn order: for the race game that is colour order
    (R1); use :meth:`race` to have it sorted.
    """

    mode: Mode
    players: tuple[str, ...]
    colours: tuple[str, ...] = ()
    level: str = "beginner"
    start: str = "campground"
    course: str = "A"
    draws: Draws = Draws.APP
    seed: int = 0
    #: Solo practice plan (course "plan"): the cards to play, in this order (S5).
    plan: tuple[str, ...] = ()
    #: Race handicaps (H1), one per player in ``players`` order; () for none at all.
    handicaps: tuple[Handicap, ...] = ()

    def handicap(self, seat: int) -> Handicap:
        """The handicap of the player in ``seat`` (none when the race has none)."""
        return self.handicaps[seat] if seat < len(self.handicaps) else NO_HANDICAP

    def with_handicaps(self, by_name: Mapping[str, Handicap]) -> Setup:
        """This race with a handicap for the players ``by_name`` names (others: none);
        no handicap at all when every one is none."""
        hs = tuple(by_name.get(n, NO_HANDICAP) for n in self.players)
        return replace(self, handicaps=() if all(h.is_none for h in hs) else hs)

    @staticmethod
    def race(players: list[tuple[str, str]], *, draws: Draws = Draws.APP, seed: int = 0) -> Setup:
        """A race set-up from (name, colour) pairs in any order."""
        for _, colour in players:
            if colour not in RACE_COLOURS:
                raise SetupError(
                    f"'{colour}' is not a player colour (white, black, orange, violet)",
                    kind="bad_colour",
                    colour=colour,
                )
        ordered = sorted(players, key=lambda p: RACE_COLOURS.index(p[1]))
        return Setup(
            Mode.RACE,
            tuple(n for n, _ in ordered),
            tuple(c for _, c in ordered),
            draws=draws,
            seed=seed,
        )

    @staticmethod
    def team(
        players: list[str],
        *,
        level: str = "beginner",
        start: str = "campground",
        draws: Draws = Draws.APP,
        seed: int = 0,
    ) -> Setup:
        return Setup(Mode.TEAM, tuple(players), level=level, start=start, draws=draws, seed=seed)

    @staticmethod
    def solo(player: str, *, course: str = "A", draws: Draws = Draws.APP, seed: int = 0) -> Setup:
        return Setup(Mode.SOLO, (player,), course=course, draws=draws, seed=seed)

    @staticmethod
    def practice(
        player: str, plan: Sequence[str], *, draws: Draws = Draws.APP, seed: int = 0
    ) -> Setup:
        """Solo training on a practice plan: the cards ``plan`` lists, in its order (S5)."""
        return Setup(
            Mode.SOLO, (player,), course=PLAN_COURSE, draws=draws, seed=seed, plan=tuple(plan)
        )

    def validate(self) -> None:
        """Raise :class:`SetupError` with a plain reason if this set-up cannot be played."""
        for name in self.players:
            if not isinstance(name, str) or not name.strip():
                raise SetupError("every player needs a name", kind="no_name")
            if len(name) > MAX_NAME_LENGTH:
                raise SetupError(
                    f"a name may have at most {MAX_NAME_LENGTH} characters",
                    kind="name_too_long",
                    max=MAX_NAME_LENGTH,
                )
            if not _is_text(name):
                raise SetupError(
                    "the name contains characters that cannot be saved", kind="name_unsavable"
                )
        if len(set(self.players)) != len(self.players):
            raise SetupError("two players have the same name", kind="same_name")
        if (
            not isinstance(self.seed, int)
            or isinstance(self.seed, bool)
            or not MIN_SEED <= self.seed <= MAX_SEED
        ):
            raise SetupError("the seed must be a whole number", kind="seed")
        n = len(self.players)
        if self.mode is Mode.RACE:
            if not 1 <= n <= 4:
                raise SetupError(
                    f"the race game is for 1 to 4 players, not {n}", kind="race_players", n=n
                )
            if len(self.colours) != n:
                raise SetupError("every player needs a colour", kind="no_colour")
            if len(set(self.colours)) != n:
                raise SetupError("two players have the same colour", kind="same_colour")
            for c in self.colours:
                if c not in RACE_COLOURS:
                    raise SetupError(
                        f"'{c}' is not a player colour (white, black, orange, violet)",
                        kind="bad_colour",
                        colour=c,
                    )
            if list(self.colours) != sorted(self.colours, key=RACE_COLOURS.index):
                raise SetupError(
                    "players must be in colour order: white, black, orange, violet",
                    kind="colour_order",
                )
        elif self.mode is Mode.TEAM:
            if not 2 <= n <= 7:
                raise SetupError(
                    f"the team variant is for 2 to 7 adventurers, not {n}", kind="team_players", n=n
                )
            if self.level not in TEAM_LEVELS:
                raise SetupError(
                    f"the level must be beginner or advanced, not {self.level!r}", kind="level"
                )
            if self.start not in TEAM_STARTS:
                raise SetupError(
                    f"the team starts at the campground or intermediate A or B, not {self.start!r}",
                    kind="start",
                )
        elif self.mode is Mode.SOLO:
            if n != 1:
                raise SetupError(
                    f"solo training is for 1 player, not {n}", kind="solo_players", n=n
                )
            if self.course not in SOLO_COURSES and self.course != PLAN_COURSE:
                raise SetupError(
                    f"the training is pile A, B, C or the full climb, not {self.course!r}",
                    kind="course",
                )
            if self.course == PLAN_COURSE:
                if not self.plan:
                    raise SetupError("a practice plan needs at least one card", kind="plan")
                if len(set(self.plan)) != len(self.plan):
                    raise SetupError("a practice plan lists each card once", kind="plan")
                if len(self.plan) > MAX_PLAN:
                    raise SetupError(f"a practice plan lists at most {MAX_PLAN} cards", kind="plan")
        else:  # pragma: no cover - Mode is closed
            raise SetupError(f"unknown mode {self.mode!r}")
        if self.plan and not (self.mode is Mode.SOLO and self.course == PLAN_COURSE):
            raise SetupError("only a solo practice plan lists its cards", kind="plan")
        if self.handicaps:
            self._validate_handicaps()

    def _validate_handicaps(self) -> None:
        """H1: handicaps only in a race, one per player, within the house rule's bounds."""
        if self.mode is not Mode.RACE:
            raise SetupError("only a race has handicaps", kind="handicap")
        if len(self.handicaps) != len(self.players):
            raise SetupError("every player needs a handicap, or none at all", kind="handicap")
        extra = MAX_START_SQUIRRELS - START_SQUIRRELS
        for h in self.handicaps:
            if not isinstance(h, Handicap):
                raise SetupError("a handicap must be a Handicap", kind="handicap")
            for value, high, what in (
                (h.squirrels, extra, "extra start squirrels"),
                (h.spaces, MAX_HEAD_START, "head start spaces"),
            ):
                if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
                    raise SetupError(
                        f"a handicap gives 0 to {high} {what}, not {value!r}", kind="handicap"
                    )
            if not isinstance(h.difficult, bool):
                raise SetupError("a handicap's difficult route is yes or no", kind="handicap")

    @property
    def course_piles(self) -> tuple[Pile, ...]:
        """Solo: the piles to train, in order (a practice plan may take cards from any)."""
        if self.course in ("climb", PLAN_COURSE):
            return PILES
        pile: Pile = self.course  # type: ignore[assignment]
        return (pile,)


@dataclass(frozen=True, slots=True)
class Context:
    """What a state belongs to: the set-up and the printed material."""

    setup: Setup
    catalogue: Catalogue


#: A neutral owl slot in the display: empty (None), face down (FACE_DOWN) or face up.
FACE_DOWN = "face_down"
NeutralSlot = OwlValue | str | None


@dataclass(frozen=True, slots=True)
class OwlDisplay:
    """Race: the two owl tiles under one pile."""

    letter_flipped: bool = False
    neutral: NeutralSlot = FACE_DOWN

    @property
    def neutral_flipped(self) -> bool:
        return isinstance(self.neutral, OwlValue)


@dataclass(frozen=True, slots=True)
class OwlPool:
    """Race: neutral owl tiles nobody has seen yet that came out of one shuffled draw pile.

    ``tiles`` (sorted by advance, then back) lie face down in the display under the piles
    ``slots`` (indices into PILES) or are still in that draw pile (``in_draw_pile`` of them).
    The tiles of one pool are interchangeable: any of them is equally likely in any of
    these places. A tile drawn after the discards were reshuffled comes from a new pool
    (the reshuffled discards), never from a tile still face down under another pile.
    """

    tiles: tuple[OwlValue, ...]
    slots: tuple[int, ...]
    in_draw_pile: int


@dataclass(frozen=True)
class State:
    ctx: Context = field(compare=False, hash=False, repr=False)
    phase: Phase
    #: Whose decision it is (a player index; team: the adventurer's seat).
    turn: int
    #: Race: each player's space. Team: the marker's space. Solo: empty.
    positions: tuple[int, ...]
    #: Race: each player's squirrels. Team: the shared pool. Solo: the player's.
    squirrels: tuple[int, ...]
    frolicking: int
    #: Card ids still face down in piles A, B and C (in catalogue order).
    piles: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
    #: Card ids removed from the game, in order.
    removed: tuple[str, ...] = ()
    mastered: tuple[str, ...] = ()
    failed: tuple[str, ...] = ()
    #: The built route (race) or the card being played (team, solo).
    card: str | None = None
    #: Race: how many players have finished their turn on ``card`` (0 or 1).
    card_plays: int = 0
    pending_pile: Pile | None = None
    variant: Variant | None = None
    attempt: int = 0
    #: The attempt started on a fox space: no retries (T6).
    no_retry: bool = False
    partner: int | None = None
    #: Why the last failed attempt could not be tried again ("difficult", "fox",
    #: "no_squirrels"), kept until the next action so a refused retry can say why.
    forced_failure: str = ""
    #: Race: the result the owl tile is about to reward or punish.
    result_mastered: bool | None = None
    turn_start_space: int = 0
    shortcut_used: bool = False
    #: Race: someone has reached the peak; the round is being completed (R11).
    final_round: bool = False
    #: Team: intermediate destinations already rewarded.
    reached: tuple[str, ...] = ()
    # Race owl tiles.
    display: tuple[OwlDisplay, ...] = ()
    #: Neutral tiles nobody has seen yet, by the draw pile they came out of (oldest
    #: first): face down in the display or still in the draw pile. Only the last pool
    #: can still have tiles in the draw pile.
    owl_pools: tuple[OwlPool, ...] = ()
    #: Face-up neutral tiles in the discard, sorted.
    discard: tuple[OwlValue, ...] = ()
    end_reason: EndReason | None = None
    #: Turns started so far (1 = the first turn).
    turns: int = 1

    # -- derived views, for callers that prefer names to indices ----------------

    @property
    def setup(self) -> Setup:
        return self.ctx.setup

    @property
    def mode(self) -> Mode:
        return self.ctx.setup.mode

    @property
    def catalogue(self) -> Catalogue:
        return self.ctx.catalogue

    @property
    def current_card(self) -> RouteCard | None:
        return None if self.card is None else self.ctx.catalogue.card(self.card)

    @property
    def unseen(self) -> tuple[OwlValue, ...]:
        """Race: every neutral tile nobody has seen yet (draw pile and face down), sorted."""
        if len(self.owl_pools) == 1:
            return self.owl_pools[0].tiles
        return tuple(
            sorted((v for p in self.owl_pools for v in p.tiles), key=lambda v: (v.advance, v.back))
        )

    @property
    def draw_count(self) -> int:
        """Race: neutral tiles in the owl draw pile."""
        return sum(p.in_draw_pile for p in self.owl_pools)

    def owl_pool(self, slot: int) -> OwlPool | None:
        """Race: the pool the face-down neutral tile under pile ``PILES[slot]`` came from."""
        for pool in self.owl_pools:
            if slot in pool.slots:
                return pool
        return None

    def pile_left(self, pile: str) -> tuple[str, ...]:
        return self.piles[PILES.index(pile)]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def squirrel_holder(self) -> int:
        """Index into ``squirrels`` of whoever pays now (team and solo share one pool)."""
        return self.turn if self.ctx.setup.mode is Mode.RACE else 0

    @property
    def team_section(self) -> Pile:
        """Team: the pile cards come from now (T2)."""
        tm = self.ctx.catalogue.team_map
        pos = self.positions[0]
        if pos < tm.destination("A").space:
            return "A"
        if pos < tm.destination("B").space:
            return "B"
        return "C"

    @property
    def plan_next(self) -> str | None:
        """Solo practice plan: the card to turn up next (None when the plan is done, while
        a card of it is on the table, or without a plan)."""
        if self.card is not None:
            return None
        for card in self.ctx.setup.plan:
            if card not in self.removed:
                return card
        return None

    @property
    def solo_pile(self) -> Pile | None:
        """Solo: the pile being trained now."""
        if self.ctx.setup.course == PLAN_COURSE:
            if self.card is not None:
                return self.ctx.catalogue.card(self.card).pile
            nxt = self.plan_next
            return None if nxt is None else self.ctx.catalogue.card(nxt).pile
        for pile in self.ctx.setup.course_piles:
            if self.pile_left(pile) or (
                self.card and self.ctx.catalogue.card(self.card).pile == pile
            ):
                return pile
        return None

    @property
    def last_card_of_section(self) -> bool:
        """Team: the card on the table is the last one of its pile (T9 warning)."""
        card = self.current_card
        return (
            self.ctx.setup.mode is Mode.TEAM
            and card is not None
            and not self.pile_left(card.pile)
            and self.phase is not Phase.OVER
        )


_STATE_FIELD_SET = frozenset(State.__dataclass_fields__)


def evolve(state: State, **changes: object) -> State:
    """A copy of ``state`` with ``changes``.

    Same result as ``dataclasses.replace``, without its per-call introspection,
    which dominated the cost of every rules action. State keeps a ``__dict__``
    (no slots) so the copy is two dictionary updates.
    """
    if not _STATE_FIELD_SET.issuperset(changes):
        raise TypeError(f"State has no field(s) {sorted(set(changes) - _STATE_FIELD_SET)}")
    new = object.__new__(State)
    d = new.__dict__
    d.update(state.__dict__)
    d.update(changes)
    return new
