"""The drawn route map: geometry from the catalogue, markers, animation, words, schemes.

States come from real games driven through the rules in table-draws mode, so each
situation (markers sharing a space, a fox space, a shortcut) is one the rules reach.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QHBoxLayout, QSplitter, QWidget

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    PlayOn,
    Report,
    RevealCard,
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.catalogue import default_catalogue_texts, parse_catalogue
from blocky.games.blocky_mountains.events import Event
from blocky.games.blocky_mountains.game import (
    apply_logged,
    chance_options,
    current_actor,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.state import CHANCE, Draws, Phase, Setup, State
from blocky.ui.games.blocky_mountains.board import BoardView
from blocky.ui.games.blocky_mountains.table import TableView
from blocky.ui.kit import theme

SHOTS = Path(__file__).resolve().parents[4] / "screenshots"

# ----------------------------------------------------------------------- state helpers


def play(state: State, *actions: Action) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, ev = apply_logged(state, action)
        events.extend(ev)
    return state, events


def first_chance(state: State) -> Action:
    """Table draws: the first thing that can still turn up (deterministic)."""
    return chance_options(state)[0][0]


def attempt(state: State, mastered: bool, *, difficult: bool = False) -> State:
    """Pick the variant if the card asks, then report one attempt."""
    if ChooseVariant(False) in legal_actions(state):
        state, _ = play(state, ChooseVariant(difficult))
    state, _ = play(state, Report(mastered))
    return state


def reveal(state: State) -> State:
    while current_actor(state) == CHANCE:
        state, _ = play(state, first_chance(state))
    return state


def race_game(names: list[tuple[str, str]]) -> State:
    return new_game(Setup.race(names, draws=Draws.TABLE))


FOUR = [("Ann", "white"), ("<b>Bob</b>", "black"), ("Cy", "orange"), ("Di", "violet")]


def race_two_on_space_two() -> State:
    """White masters a card of pile A and flips the letter tile (2/0); Black does the same
    route and flips the neutral tile that turns out 2/0: both stand on space 2."""
    s = race_game(FOUR)
    s, _ = play(s, ChoosePile("A"), RevealCard("ice-bridge"))
    s = attempt(s, True)
    s, _ = play(s, FlipOwl("letter"))
    assert s.positions[0] == 2
    s, _ = play(s, TakeRoute())
    s = attempt(s, True)
    # Only the neutral tile is left under the pile: it is flipped at once.
    assert s.phase is Phase.REVEAL_OWL
    s, _ = play(s, RevealOwl(2, 0))
    assert s.positions[:2] == (2, 2)
    return s


def race_neutral_flipped() -> State:
    """White masters and flips the neutral tile under pile B: it shows 3/1."""
    s = race_game(FOUR)
    s, _ = play(s, ChoosePile("B"), RevealCard("cliff"))
    s = attempt(s, True)
    s, _ = play(s, FlipOwl("neutral"), RevealOwl(3, 1))
    assert s.positions[0] == 3
    return s


def race_until_reshuffle() -> tuple[State, list[Event]]:
    """Play cards until the owl draw pile runs out and the discard is reshuffled."""
    s = race_game(FOUR[:2])
    log: list[Event] = []
    for _ in range(40):
        pile = "A" if len(s.pile_left("A")) > 2 else "B"
        if s.card is None:
            s, ev = play(s, ChoosePile(pile))
        else:
            s, ev = play(s, TakeRoute())
        log += ev
        s = reveal(s)
        s = attempt(s, False)
        if s.phase is Phase.RETRY:
            s, ev = play(s, AcceptFailure())
            log += ev
        if s.phase is Phase.OWL_CHOICE:
            s, ev = play(s, FlipOwl("neutral"))
            log += ev
        if s.phase is Phase.REVEAL_OWL:
            s, ev = play(s, first_chance(s))
            log += ev
        if any(type(e).__name__ == "OwlReshuffled" for e in log):
            return s, log
    raise AssertionError("the owl pile was never reshuffled")


def team_game(start: str = "campground", n: int = 3) -> State:
    names = [f"Kid {i + 1}" for i in range(n)]
    return new_game(Setup.team(names, start=start, draws=Draws.TABLE))


def team_turn(s: State, mastered: bool) -> State:
    if PlayOn() in legal_actions(s):
        s, _ = play(s, PlayOn())
    s = reveal(s)
    s = attempt(s, mastered)
    if s.phase is Phase.RETRY:
        s, _ = play(s, AcceptFailure())
    return s


def team_on_fox() -> State:
    s = team_game()
    fox = min(s.catalogue.team_map.fox)
    while s.positions[0] < fox:
        s = team_turn(s, True)
    s = reveal(s)
    assert s.positions[0] == fox
    return s


def team_last_card(mastered: int = 0) -> State:
    """Starting at intermediate B, ``mastered`` cards of pile C are mastered and the rest
    fail until the last card of the pile turns up."""
    s = team_game(start="B")
    k = 0
    while len(s.pile_left("C")) > 1:
        s = team_turn(s, k < mastered)
        k += 1
    s = reveal(s)
    assert s.last_card_of_section
    return s


def solo_climb_midway() -> State:
    s = new_game(Setup.solo("Mia", course="climb", draws=Draws.TABLE))
    for k in range(11):
        s = reveal(s)
        s = attempt(s, k % 3 != 1)
        if s.phase is Phase.RETRY:
            s, _ = play(s, AcceptFailure())
    return reveal(s)


# ---------------------------------------------------------------------------- fixtures


@pytest.fixture
def scheme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Run with the light or the dark palette, and put the app back afterwards."""
    name: str = getattr(request, "param", "light")
    old_palette = QPalette(qapp.palette())
    old_style = qapp.style().name()
    theme.apply_scheme(qapp, name)  # type: ignore[arg-type]
    yield name
    qapp.setPalette(old_palette)
    qapp.setStyle(old_style)


@pytest.fixture
def shots() -> Path:
    SHOTS.mkdir(exist_ok=True)
    return SHOTS


def board_for(qtbot, state: State, size: tuple[int, int] = (1100, 690)) -> BoardView:  # type: ignore[no-untyped-def]
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(*size)
    board.set_state(state, animate=False)
    return board


def _inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


# ------------------------------------------------------------------------------- tests


def test_race_map_comes_from_the_catalogue(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = race_game(FOUR)
    board = board_for(qtbot, s)
    peak = s.catalogue.race_map.peak
    centres = [board.space_center(k) for k in range(peak + 1)]
    # Every space is inside the widget and no two spaces overlap.
    for k, c in enumerate(centres):
        r = board.space_radius(k)
        assert _inside(QRectF(board.rect()), QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
    for a in range(len(centres)):
        for b in range(a + 1, len(centres)):
            d = (centres[a] - centres[b]).manhattanLength()
            assert d > board.space_radius(a) + board.space_radius(b) * 0.9
    # The trail climbs: the peak is higher on screen than the campground.
    assert centres[peak].y() < centres[0].y()
    # A map with a longer trail gets more spaces (nothing hard-coded).
    texts = default_catalogue_texts()
    texts["race_map.toml"] = texts["race_map.toml"].replace("peak = 17", "peak = 20")
    longer = new_game(Setup.race([("Ann", "white")]), parse_catalogue(texts))
    board.set_state(longer, animate=False)
    assert board.space_center(20).y() < board.space_center(0).y()
    assert board.space_radius(5) < board.space_radius(5) * 2  # still a real number


def test_markers_on_one_space_are_all_visible(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = new_game(Setup.race(FOUR))
    board = board_for(qtbot, s)
    rects = [board.marker_rect(i) for i in range(4)]
    camp = board.space_center(0)
    for r in rects:
        assert _inside(QRectF(board.rect()), r)
        assert abs(r.center().x() - camp.x()) < board.space_radius(0) * 2
    # Fanned side by side: each marker's centre is uncovered by its neighbours.
    xs = sorted(r.center().x() for r in rects)
    width = rects[0].width()
    assert all(b - a > width * 0.5 for a, b in zip(xs, xs[1:], strict=False))

    two = race_two_on_space_two()
    board.set_state(two, animate=False)
    white, black = board.marker_rect(0), board.marker_rect(1)
    c2 = board.space_center(2)
    assert white.intersects(QRectF(c2.x() - 200, c2.y() - 200, 400, 400))
    assert abs(white.center().x() - black.center().x()) > white.width() * 0.5
    assert "White (Ann) on space 2." in board.description()
    assert "Black (<b>Bob</b>) on space 2." in board.description()
    assert "Orange (Cy) at the campground." in board.description()


@pytest.mark.parametrize("size", [(795, 374), (1100, 690), (1265, 547)])
def test_campground_caption_stays_clear_of_waiting_markers(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    for state in (new_game(Setup.race(FOUR)), new_game(Setup.team(["Mia", "Noah"]))):
        board = board_for(qtbot, state, size)
        caption = board.campground_caption_rect()
        assert _inside(QRectF(board.rect()), caption)
        for i in range(len(state.positions)):
            assert not caption.intersects(board.marker_rect(i)), (size, i)


def test_shortcut_arrows_end_on_the_rim_clear_of_markers(qtbot) -> None:  # type: ignore[no-untyped-def]
    race = race_game(FOUR)
    team = new_game(Setup.team(["Mia", "Noah"]))
    scenes = [
        (race, [sc for sc in race.catalogue.race_map.shortcuts]),
        (team, [team.catalogue.team_map.major_shortcut]),
    ]
    for state, shortcuts in scenes:
        for sc in shortcuts:
            # Everyone stands on the end space of this shortcut.
            crowded = dataclasses.replace(state, positions=(sc.end,) * len(state.positions))
            board = board_for(qtbot, crowded)
            end = sc.end
            head = board.shortcut_arrow_head(sc.start)
            centre, radius = board.space_center(end), board.space_radius(end)
            tip = min(head, key=lambda pt: _dist(pt, centre))
            # The point touches the rim (within a few pixels), from outside.
            assert radius - 1 <= _dist(tip, centre) <= radius + radius * 0.2, (
                sc,
                _dist(tip, centre),
            )
            box = head.boundingRect()
            for i in range(len(crowded.positions)):
                assert not box.intersects(board.marker_rect(i)), (sc, i)


@pytest.mark.parametrize("size", [(795, 374), (1265, 547), (870, 440)])
def test_markers_on_the_peak_stay_in_view(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    state = race_game(FOUR)
    peak = state.catalogue.race_map.peak
    board = board_for(qtbot, dataclasses.replace(state, positions=(peak,) * 4), size)
    for i in range(4):
        assert _inside(QRectF(board.rect()), board.marker_rect(i)), (size, i)


def _dist(a: QPointF, b: QPointF) -> float:
    return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5


def test_move_is_animated_and_ends_on_the_target(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = race_game(FOUR)
    board = board_for(qtbot, s)
    start = board.marker_rect(0)
    s, _ = play(s, ChoosePile("A"), RevealCard("ice-bridge"))
    s = attempt(s, True)
    s, _ = play(s, FlipOwl("letter"))
    with qtbot.waitSignal(board.animation_finished, timeout=3000):
        board.set_state(s)
        assert board.is_animating()
    assert not board.is_animating()
    end = board.marker_rect(0)
    target = board.space_center(2)
    assert end != start
    assert abs(end.center().x() - target.x()) < 1.0
    # The marker stands on the space: its foot is within the space's circle.
    assert abs(end.bottom() - target.y()) < board.space_radius(2)
    # animate=False jumps at once.
    board.set_state(race_game(FOUR), animate=False)
    assert not board.is_animating()
    assert board.marker_rect(0) == start


def test_shortcut_move_follows_the_dotted_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    # White climbs to the backpack space 3 (letter tile B, 3/1), then takes the shortcut.
    s = race_game(FOUR[:2])
    s, _ = play(s, ChoosePile("B"), RevealCard("cliff"))
    s = attempt(s, True)
    s, _ = play(s, FlipOwl("letter"))
    s, _ = play(s, TakeRoute())
    s = attempt(s, False)
    s, _ = play(s, AcceptFailure()) if s.phase is Phase.RETRY else (s, [])
    s = reveal(s)
    assert s.positions[0] == 3 and s.turn == 0
    board = board_for(qtbot, s)
    after, events = play(s, TakeShortcut())
    sc = s.catalogue.race_map.shortcut_from(3)
    assert sc is not None and after.positions[0] == sc.end
    with qtbot.waitSignal(board.animation_finished, timeout=3000):
        board.set_state(after)
    assert abs(board.marker_rect(0).center().x() - board.space_center(sc.end).x()) < 1.0


def test_team_map_fox_and_destinations(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = team_on_fox()
    board = board_for(qtbot, s)
    fox = s.positions[0]
    marker = board.marker_rect(0)
    assert abs(marker.center().x() - board.space_center(fox).x()) < 1.0
    assert f"on space {fox} (a fox space)" in board.description()
    assert "Next goal: intermediate destination A on space 6." in board.description()
    tm = s.catalogue.team_map
    assert board.space_center(tm.peak).y() < board.space_center(0).y()
    # The team marker is drawn larger than a race marker.
    race_board = board_for(qtbot, race_game(FOUR))
    assert marker.height() > race_board.marker_rect(0).height() * 1.05 * (
        board.space_radius(1) / race_board.space_radius(1)
    )


def test_solo_shows_progress_not_a_map(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = solo_climb_midway()
    board = board_for(qtbot, s)
    text = board.description()
    assert "Route A: " in text and "Route C: 0 of 12 mastered, 0 failed." in text
    assert f"Squirrels: {s.squirrels[0]}." in text
    with pytest.raises(ValueError):
        board.marker_rect(0)


def test_accessible_name_and_description(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = BoardView()
    qtbot.addWidget(board)
    assert board.accessibleName() == "Route map"
    board.set_state(race_neutral_flipped(), animate=False)
    assert board.accessibleDescription().startswith("White (Ann) on space 3 (a backpack space).")
    assert "Black (<b>Bob</b>) to play." in board.accessibleDescription()


SCENES = {
    "race": lambda: race_two_on_space_two(),
    "team": lambda: team_on_fox(),
    "solo": lambda: solo_climb_midway(),
}


@pytest.mark.parametrize("scheme", ["light", "dark"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_screenshots_in_a_game_layout(
    qtbot, scheme: str, shots: Path, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """Map above, table below, as the game screen places them; nothing spills out."""
    for mode, make in SCENES.items():
        state = make()
        window = QWidget()
        qtbot.addWidget(window)
        outer = QHBoxLayout(window)
        left = QSplitter()
        left.setOrientation(left.orientation().Vertical)
        board, table = BoardView(), TableView()
        left.addWidget(board)
        left.addWidget(table)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        outer.addWidget(left, 3)
        outer.addWidget(QWidget(), 2)
        board.set_state(state, animate=False)
        table.set_state(state)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        img = window.grab()
        assert not img.isNull()
        img.save(str(shots / f"board_{mode}_{scheme}_{size[0]}x{size[1]}.png"))
        if mode != "solo":
            for i in range(len(state.positions)):
                assert _inside(QRectF(board.rect()), board.marker_rect(i))
        if theme.is_dark(board.palette()) != (scheme == "dark"):
            raise AssertionError("the palette did not follow the scheme")
        window.close()


def test_high_dpi_renders_at_twice_the_pixels(tmp_path: Path) -> None:
    """At QT_SCALE_FACTOR=2 the map keeps its layout in logical pixels and paints sharp."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from blocky.games.blocky_mountains.game import new_game\n"
        "from blocky.games.blocky_mountains.state import Setup\n"
        "from blocky.ui.games.blocky_mountains.board import BoardView\n"
        "b = BoardView(); b.resize(800, 500)\n"
        "b.set_state(new_game(Setup.race([('Ann', 'white'), ('Bob', 'black')])), animate=False)\n"
        "b.show(); app.processEvents()\n"
        "img = b.grab()\n"
        f"img.save({str(tmp_path / 'dpi2.png')!r})\n"
        "c = b.space_center(17)\n"
        "print(img.devicePixelRatio(), img.width(), round(c.x()), round(c.y()))\n"
    )
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    ratio, width, x, y = out.stdout.split()
    assert float(ratio) == 2.0
    assert int(width) == 1600
    # Same logical geometry as at scale 1.
    board = BoardView()
    board.resize(800, 500)
    board.set_state(new_game(Setup.race([("Ann", "white"), ("Bob", "black")])), animate=False)
    c = board.space_center(17)
    assert (int(x), int(y)) == (round(c.x()), round(c.y()))
    board.deleteLater()


def test_palette_change_keeps_state(qtbot, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    board = board_for(qtbot, race_two_on_space_two())
    before = board.marker_rect(0)
    board.setPalette(theme.dark_palette())
    assert theme.is_dark(board.palette())
    assert board.marker_rect(0) == before
    assert QPointF(board.space_center(0)) == board.space_center(0)


def test_no_marker_covers_a_shortcuts_cost(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Wherever markers stand (one, or all four racers fanned out on a space), none of
    them is drawn over a shortcut's cost pill."""
    race = race_game(FOUR)
    team = new_game(Setup.team(["Mia", "Noah"]))
    scenes = [
        (race, race.catalogue.race_map.shortcuts, race.catalogue.race_map.peak),
        (team, [team.catalogue.team_map.major_shortcut], team.catalogue.team_map.peak),
    ]
    for state, shortcuts, peak in scenes:
        board = board_for(qtbot, state)
        for space in range(peak + 1):
            for crowd in range(1, len(state.positions) + 1):
                away = 0 if space else peak
                where = (space,) * crowd + (away,) * (len(state.positions) - crowd)
                board.set_state(dataclasses.replace(state, positions=where), animate=False)
                markers = range(1) if state.mode.value == "team" else range(crowd)
                for sc in shortcuts:
                    pill = board.shortcut_cost_rect(sc.start)
                    for i in markers:
                        assert not pill.intersects(board.marker_rect(i)), (sc, space, crowd, i)


def test_a_full_climbs_tiles_keep_room_for_their_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The full climb's piles (8, 10 and 12 cards) beside the turn panel at 1280x706 (a
    map about 795x430): a long pile takes two lines rather than squeezing twelve tiles
    into one, so every tile is as wide as pile A's and its card's name stays large."""
    state = new_game(Setup.solo("Ann", course="climb", seed=3))
    board = board_for(qtbot, state, (795, 430))
    g = board._solo_geometry(state)  # noqa: SLF001
    t = board._transform()  # noqa: SLF001
    widths = {}
    tops = {}
    for pile, y in g.rows:
        cards = len(state.catalogue.pile_cards(pile))
        rects = [board._tile_place(g, pile, k, y) for k in range(cards)]  # noqa: SLF001
        widths[pile] = min(t.mapRect(r).width() for r in rects)
        tops[pile] = sorted({round(r.top()) for r in rects})
        # No tile runs off the map or onto the next one.
        assert all(t.mapRect(r).right() <= board.width() + 1 for r in rects)
    assert len(tops["A"]) == 1 and len(tops["B"]) == 2 and len(tops["C"]) == 2
    assert widths["C"] == widths["A"] and widths["C"] >= 64, widths
