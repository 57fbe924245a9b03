"""The table view: piles, the built route, owl tiles, squirrels, in real labels."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from blocky.games.blocky_mountains.actions import AcceptFailure, ChoosePile, Report, RevealCard
from blocky.games.blocky_mountains.game import CHANCE, current_actor, legal_actions, new_game
from blocky.games.blocky_mountains.outcome import LastCard, LastCardWarning
from blocky.games.blocky_mountains.state import Draws, Setup, State
from blocky.ui.games.blocky_mountains.table import TableView
from blocky.ui.games.blocky_mountains.table_arrange import STRIP
from blocky.ui.games.blocky_mountains.table_parts import MarkerSwatch, last_card_text
from blocky.ui.kit.widgets import ElidedLabel
from tests.ui.games.blocky_mountains.test_board import (
    FOUR,
    attempt,
    first_chance,
    play,
    race_game,
    race_neutral_flipped,
    race_two_on_space_two,
    race_until_reshuffle,
    scheme,
    shots,
    solo_climb_midway,
    team_last_card,
    team_on_fox,
)

__all__ = ["scheme", "shots"]  # fixtures shared with the board tests


#: The tables the running test made. pytest-qt keeps only weak references to the
#: widgets it closes, and a table held by nothing but a local variable (no window, no
#: game screen above it) was taken by Python's collector while it painted (the app
#: holds its table from the game screen); they are held here until the test ends.
_MADE: list[TableView] = []


@pytest.fixture(autouse=True)
def _hold_tables() -> Iterator[None]:
    yield
    _MADE.clear()


def table_for(qtbot, state: State, size: tuple[int, int] = (460, 860)) -> TableView:  # type: ignore[no-untyped-def]
    table = TableView()
    qtbot.addWidget(table)
    _MADE.append(table)
    table.resize(*size)
    table.set_state(state)
    table.show()
    qtbot.waitExposed(table)
    return table


def text(table: TableView, name: str) -> str:
    label = table.findChild(QLabel, name)
    assert label is not None, name
    return label.text()


def shown(table: TableView, name: str) -> bool:
    label = table.findChild(QLabel, name)
    assert label is not None, name
    return label.isVisible()


def test_race_players_piles_and_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = race_game(FOUR)
    s, _ = play(s, ChoosePile("B"), RevealCard("chimney"))
    table = table_for(qtbot, s)
    assert [text(table, f"playerName_{i}") for i in range(4)] == ["Ann", "<b>Bob</b>", "Cy", "Di"]
    assert [text(table, f"playerSquirrels_{i}") for i in range(4)] == ["3"] * 4
    assert text(table, "playerWhere_0") == "White \u00b7 campground"
    assert [text(table, f"pileCount_{p}") for p in "ABC"] == ["8", "9", "12"]
    assert text(table, "frolicking") == "12"
    assert text(table, "cardName") == "Chimney"
    assert text(table, "cardPile") == "Route B"
    card = s.catalogue.card("chimney")
    assert text(table, "cardRods") == ("1 rod" if card.rods == 1 else f"{card.rods} rods")
    assert all(m in text(table, "cardMaterials") for m in card.materials)
    assert shown(table, "cardIce") == card.ice_crystal
    if card.extra_task is not None:
        assert card.extra_task.text in text(table, "cardExtra")
        assert f"+{card.extra_task.squirrels} squirrel" in text(table, "cardExtra")
    assert not shown(table, "cardEmpty")
    # Owl display: letter tiles letter side up with their public value, neutrals face down.
    assert text(table, "owlLetter_B") == "B\n3/1"
    assert text(table, "owlNeutral_B") == "?"
    assert text(table, "owlDrawPile") == "Draw pile: 3"
    assert text(table, "owlDiscard") == "Discard: empty"
    swatch = table.findChild(MarkerSwatch, "playerSwatch_3")
    assert swatch is not None and swatch.accessibleName() == "Violet marker"


def test_names_with_markup_are_plain_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = table_for(qtbot, race_game(FOUR))
    label = table.findChild(QLabel, "playerName_1")
    assert label is not None
    assert label.textFormat() is Qt.TextFormat.PlainText
    assert label.text() == "<b>Bob</b>"
    # Every label that can show a name is plain text.
    for label in table.findChildren(QLabel):
        assert label.textFormat() is Qt.TextFormat.PlainText, label.objectName()
    team = new_game(Setup.team(["<i>Zoe</i>", "Max"], draws=Draws.TABLE))
    table.set_state(team)
    assert text(table, "adventurer_0") == "<i>Zoe</i>"
    solo = new_game(Setup.solo("<u>Mia</u>", draws=Draws.TABLE))
    table.set_state(solo)
    assert text(table, "soloName") == "<u>Mia</u>"


def test_long_names_end_in_an_ellipsis_with_the_full_name_in_the_tooltip(qtbot) -> None:  # type: ignore[no-untyped-def]
    long = "Bartholomew-Maximilian von Hohenberg"
    s = race_game([("Ann", "white"), (long, "black")])
    table = table_for(qtbot, s, (795, 358))
    qtbot.wait(1)
    name = table.findChild(ElidedLabel, "playerName_1")
    assert name is not None
    assert name.text() == long  # the data stays whole; only the drawing is shortened
    assert name.is_elided()
    shown_text = name.elided_text()
    assert shown_text.endswith("…") and long.startswith(shown_text[:-1])
    assert name.toolTip() == long
    short = table.findChild(ElidedLabel, "playerName_0")
    assert short is not None and not short.is_elided() and short.toolTip() == ""
    # Widened, the full name fits and the tooltip goes. (A column as wide as the name
    # needs: the view no longer grows past the size it is given.)
    table.resize(720, 860)
    qtbot.waitUntil(lambda: not name.is_elided())
    assert name.toolTip() == ""
    assert name.elided_text() == long


def test_current_player_is_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = race_two_on_space_two()
    table = table_for(qtbot, s)
    rows = [table.findChild(object, f"playerRow_{i}") for i in range(4)]
    current = [r.property("current") for r in rows]  # type: ignore[union-attr]
    assert current == ["false", "false", "true", "false"]
    assert text(table, "playerWhere_1") == "Black \u00b7 space 2"


def _marked_pixels(frame: QWidget, colour: QColor) -> int:
    """How many pixels along the middle of ``frame``'s left border are ``colour``."""
    image = frame.grab().toImage()
    x = 1  # inside the border, left of any content
    return sum(
        1
        for y in range(image.height() // 4, 3 * image.height() // 4)
        if QColor(image.pixel(x, y)) == colour
    )


def test_the_current_player_is_drawn_marked_and_the_mark_moves(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = race_two_on_space_two()
    table = table_for(qtbot, s)
    highlight = table.palette().color(QPalette.ColorRole.Highlight)
    rows = [table.findChild(QFrame, f"playerRow_{i}") for i in range(4)]
    assert all(r is not None for r in rows)
    marked = [_marked_pixels(r, highlight) for r in rows]  # type: ignore[arg-type]
    assert marked[s.turn] > 0 and marked.count(0) == 3, marked
    # The next player's turn: the mark is drawn on the next row, and only there.
    after = s
    while after.turn == s.turn and not after.is_over:
        legal = legal_actions(after)
        if current_actor(after) == CHANCE:
            step = first_chance(after)
        elif Report(False) in legal:
            step = Report(False)
        else:
            step = next((a for a in legal if isinstance(a, AcceptFailure)), legal[0])
        after, _ = play(after, step)
    assert after.turn != s.turn
    table.set_state(after)
    qtbot.wait(1)
    marked = [_marked_pixels(r, highlight) for r in rows]  # type: ignore[arg-type]
    assert marked[after.turn] > 0 and marked.count(0) == 3, marked
    assert [r.property("current") for r in rows] == [  # type: ignore[union-attr]
        "true" if i == after.turn else "false" for i in range(4)
    ]


def test_flipped_neutral_tile_shows_its_value(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = race_neutral_flipped()
    table = table_for(qtbot, s)
    tile = table.findChild(QLabel, "owlNeutral_B")
    assert tile is not None
    assert tile.text() == "3/1"
    assert tile.property("face") == "value"
    assert tile.accessibleName() == "Owl tile under pile B, turned over: 3/1"
    assert text(table, "owlLetter_B") == "B\n3/1"
    assert table.findChild(QLabel, "owlLetter_B").property("face") == "letter"  # type: ignore[union-attr]
    # After the next player plays the route, the letter tile is flipped too... then the card
    # is removed: the neutral goes to the discard and a new one lies face down.
    from blocky.games.blocky_mountains.actions import TakeRoute

    s2, _ = play(s, TakeRoute())
    s2 = attempt(s2, True)
    table.set_state(s2)
    assert text(table, "owlNeutral_B") == "?"
    assert text(table, "owlLetter_B") == "B\n3/1"
    assert text(table, "owlDiscard") == "Discard: 3/1"
    assert text(table, "owlDrawPile") == "Draw pile: 2"


def test_reshuffled_owl_pile(qtbot) -> None:  # type: ignore[no-untyped-def]
    s, events = race_until_reshuffle()
    table = table_for(qtbot, s)
    assert text(table, "owlDrawPile") == f"Draw pile: {s.draw_count}"
    discard = ", ".join(str(v) for v in s.discard)
    assert text(table, "owlDiscard") == (f"Discard: {discard}" if discard else "Discard: empty")
    # Every neutral tile is somewhere: face down in the display, in the draw pile or discarded.
    face_up = sum(1 for d in s.display if d.neutral_flipped)
    assert face_up + len(s.unseen) + len(s.discard) == 6


def test_team_pool_section_and_fox(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = team_on_fox()
    table = table_for(qtbot, s)
    assert text(table, "teamPool") == str(s.squirrels[0])
    assert text(table, "teamSection") == "Section A"
    assert text(table, "teamGoal") == "Marker on space 4; intermediate A is space 6."
    assert not shown(table, "lastCardWarning")
    assert [text(table, f"adventurer_{i}") for i in range(3)] == ["Kid 1", "Kid 2", "Kid 3"]
    swatch = table.findChild(MarkerSwatch, "teamSwatch")
    assert swatch is not None and swatch.accessibleName() == "Team marker"


def test_last_card_warning(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = team_last_card()
    table = table_for(qtbot, s)
    assert shown(table, "lastCardWarning")
    warning = text(table, "lastCardWarning")
    assert warning.startswith("Last card of pile C")
    # From intermediate B the peak is out of reach after so many failures.
    assert "the peak C is out of reach" in warning
    assert text(table, "pileCount_C") == "0"
    # One space short of the peak: the last card decides.
    close = team_last_card(mastered=7)
    assert close.positions[0] == close.catalogue.team_map.peak - 1
    table.set_state(close)
    assert text(table, "lastCardWarning") == (
        "Last card of pile C! Master it to reach the peak C, or the team loses."
    )


@pytest.mark.parametrize(
    ("warning", "words"),
    [
        (
            LastCardWarning(LastCard.MASTER, "A", 6, False, 1),
            "Last card of pile A! Master it to reach intermediate destination A, "
            "or the team loses.",
        ),
        (
            LastCardWarning(LastCard.FEED_FOX, "B", 13, False, 2),
            "Last card of pile B! Feed the fox and master it to reach intermediate "
            "destination B, or the team loses.",
        ),
        (
            LastCardWarning(LastCard.OUT_OF_REACH, "C", 21, True, 8),
            "Last card of pile C: the peak C is out of reach, the team will lose.",
        ),
    ],
)
def test_last_card_words_each_case(warning: LastCardWarning, words: str) -> None:
    assert last_card_text(warning) == words


def test_solo_progress(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = solo_climb_midway()
    table = table_for(qtbot, s)
    assert text(table, "soloName") == "Mia"
    assert text(table, "soloSquirrels") == str(s.squirrels[0])
    progress = text(table, "soloProgress").splitlines()
    assert progress[0] == "Route A: 5 of 8 mastered, 3 failed"
    assert progress[1] == "Route B: 2 of 10 mastered, 1 failed"
    assert progress[2] == "Route C: 0 of 12 mastered, 0 failed"
    pile_b = table.findChild(object, "pile_B")
    assert pile_b is not None and pile_b.property("current") == "true"  # type: ignore[attr-defined]


def _check_fits(table: TableView) -> None:
    """Every visible label lies inside the view and gets at least its needed height."""
    area = QRect(0, 0, table.width(), table.height())
    for label in table.findChildren(QLabel):
        if not label.isVisibleTo(table) or not label.text():
            continue
        geo = QRect(label.mapTo(table, label.rect().topLeft()), label.size())
        assert area.contains(geo), (label.objectName(), geo, area)
        need = (
            label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        )
        assert label.height() >= need - 2, (label.objectName(), label.height(), need)
        # One line of text is never cut at the side: long names end in "…" instead.
        if not label.wordWrap() and not isinstance(label, ElidedLabel):
            width = label.sizeHint().width()
            assert label.width() >= width - 3, (label.objectName(), label.width(), width)


@pytest.mark.parametrize(
    "size",
    [(460, 860), (460, 700), (795, 358), (1135, 483)],
    ids=["column", "short-column", "below-map-1280x800", "below-map-1920x1080"],
)
def test_nothing_is_clipped(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    for state in (race_neutral_flipped(), team_last_card(), solo_climb_midway()):
        table = table_for(qtbot, state, size)
        qtbot.wait(1)
        assert table.is_wide() == (size[0] > size[1] * 1.25)
        _check_fits(table)


@pytest.mark.screenshots
@pytest.mark.parametrize("scheme", ["light", "dark"], indirect=True)
def test_table_screenshots(qtbot, scheme: str, shots: Path) -> None:  # type: ignore[no-untyped-def]
    for mode, state in (
        ("race", race_neutral_flipped()),
        ("team", team_last_card()),
        ("solo", solo_climb_midway()),
    ):
        table = table_for(qtbot, state, (460, 860))
        table.grab().save(str(shots / f"table_{mode}_{scheme}.png"))


def test_where_falls_back_to_the_space_when_the_colour_word_does_not_fit(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.set_texts("Orange \u00b7 campground", "campground")
    label.show()
    fm = label.fontMetrics()
    label.resize(fm.horizontalAdvance("campground") + 6, 30)
    assert label.elided_text() == "campground"
    assert label.toolTip() == "Orange \u00b7 campground"
    label.resize(fm.horizontalAdvance("Orange \u00b7 campground") + 6, 30)
    assert label.elided_text() == "Orange \u00b7 campground"
    assert label.toolTip() == ""


def _everything_shown(table: TableView) -> dict[str, tuple[object, ...]]:
    """Each named label's text, accessible name and visibility, each frame's style
    properties, each marker's colour: what the table shows and says."""
    from PySide6.QtWidgets import QFrame

    out: dict[str, tuple[object, ...]] = {}
    for label in table.findChildren(QLabel):
        if label.objectName():
            # A hidden label shows and says nothing, whatever it last held.
            visible = label.isVisibleTo(table)
            out[label.objectName()] = (
                (label.text(), label.accessibleName(), label.property("face"))
                if visible
                else ()
            )
    for frame in table.findChildren(QFrame):
        if frame.objectName() and not isinstance(frame, QLabel):
            out[frame.objectName()] = (frame.property("current"), frame.isEnabled())
    for swatch in table.findChildren(MarkerSwatch):
        out[swatch.objectName()] = (swatch.fill().name(), swatch.accessibleName())
    return out


@pytest.mark.parametrize("mode", ["race", "race-any-move", "team", "team-strip"])
def test_a_table_kept_through_a_game_shows_what_a_new_one_shows(qtbot, mode: str) -> None:  # type: ignore[no-untyped-def]
    """The table fills again only the parts a move changed: through a whole game, with
    moves taken back now and then, it shows and says what a table made for each state
    shows and says (a race played to plan, one played with any legal move, where owl
    tiles turn and are reshuffled, and a team game)."""
    import random

    from blocky.games.blocky_mountains.game import apply, legal_actions
    from tests.ui.policies import race_policy, team_policy

    if mode == "race":
        state = new_game(Setup.race(FOUR, seed=11))
        policy = race_policy
    elif mode == "race-any-move":
        state = new_game(Setup.race(FOUR, seed=3))
        rng = random.Random(3)

        def policy(s: State, _done: set[str]) -> object:
            return rng.choice(legal_actions(s))
    else:
        state = new_game(Setup.team(["Mia", "Noah", "Olga", "Pit", "Ria"], seed=21))
        policy = team_policy(True)
    strip = mode == "team-strip"

    def table_for(qtbot, state: State) -> TableView:  # type: ignore[no-untyped-def]
        # In the strip below the map (the game screen's card shown beside it) or alone.
        table = TableView()
        _MADE.append(table)
        if strip:
            table.set_card_shown(False)
        table.resize(*((1200, 200) if strip else (460, 860)))
        table.set_state(state)
        table.show()
        return table

    def made_for(state: State) -> dict[str, tuple[object, ...]]:
        fresh = table_for(qtbot, state)
        try:
            return _everything_shown(fresh)
        finally:
            fresh.hide()
            _MADE.remove(fresh)
            fresh.deleteLater()

    kept = table_for(qtbot, state)
    qtbot.addWidget(kept)
    assert (kept._arranged == STRIP) is strip  # noqa: SLF001
    done: set[str] = set()
    history = [state]
    steps = 0
    while not state.is_over and steps < 400:
        state = apply(state, policy(state, done))
        history.append(state)
        steps += 1
        if steps % 7 == 0:
            # Taken back two moves, then on again.
            shown_state = history[-3]
            kept.set_state(shown_state)
            assert _everything_shown(kept) == made_for(shown_state)
        kept.set_state(state)
        assert _everything_shown(kept) == made_for(state), steps
    assert state.is_over and steps > 20


def test_the_strips_text_size_does_not_follow_the_scroll_bar(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Below the map the table lies in a scroll area. Sized by the width a scroll bar
    leaves, the text would shrink, lose the bar, grow and bring it back, a new style
    sheet each time, without end: the size follows the room the area gives."""
    s, _ = play(race_game(FOUR), ChoosePile("B"), RevealCard("chimney"))
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    table = TableView(show_card=False)
    _MADE.append(table)
    table.set_state(s)
    area.setWidget(table)
    qtbot.addWidget(area)
    # 880 pixels give the strip 0.9 of its design size; beside a bar, 0.85.
    area.resize(880, 400)
    area.show()
    qtbot.waitExposed(area)
    name = table.findChild(QLabel, "playerName_0")
    assert name is not None
    without_bar = name.font().pixelSize()
    # Lower than the strip's text: the bar is needed, at either size.
    area.resize(880, 60)
    qtbot.waitUntil(lambda: area.verticalScrollBar().isVisible())
    qtbot.waitUntil(lambda: table.width() < 880)
    assert name.font().pixelSize() == without_bar


def test_the_table_paints_its_boxes_and_tiles_without_a_style_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A style sheet would make every label of the table measured and painted through
    Qt's style sheet style on every click: the boxes, rows, owl tiles and the warning are
    drawn by the table itself, the labels get fonts and palettes."""
    from blocky.ui.games.blocky_mountains.board_colours import board_colours

    s = race_neutral_flipped()
    table = table_for(qtbot, s)
    qtbot.wait(1)
    assert table.styleSheet() == ""
    assert all(w.styleSheet() == "" for w in table.findChildren(QWidget))
    pal = table.palette()

    def inside(name: str) -> QColor:
        # A point inside the part's border, at its left, clear of its text.
        widget = table.findChild(QWidget, name)
        assert widget is not None, name
        picture = widget.grab().toImage()
        return picture.pixelColor(6, picture.height() // 2)

    # The boxes in the base colour with their border, the tiles as they lie.
    assert inside("pilesBox") == pal.color(QPalette.ColorRole.Base)
    assert table.findChild(QLabel, "owlNeutral_B").property("face") == "value"  # type: ignore[union-attr]
    assert inside("owlNeutral_B") == board_colours(pal).peak
    assert inside("owlLetter_B") == pal.color(QPalette.ColorRole.Base)
    down = [
        t for t in table.findChildren(QLabel) if t.property("face") == "down"
    ]
    assert down
    back = inside(down[0].objectName())
    assert back != pal.color(QPalette.ColorRole.Base) and back.blue() > back.red()
    # Words by their role: a pile's big number larger than its title, headings bold and
    # muted, the rest in the text colour.
    title, count = table.findChild(QLabel, "pileTitle_A"), table.findChild(QLabel, "pileCount_A")
    heading = table.findChild(QLabel, "pilesBoxHeading")
    assert title is not None and count is not None and heading is not None
    assert count.font().pixelSize() > title.font().pixelSize()
    assert heading.font().bold() and title.font().bold()
    text_colour = pal.color(QPalette.ColorRole.WindowText)
    assert title.palette().color(QPalette.ColorRole.WindowText) == text_colour
    assert heading.palette().color(QPalette.ColorRole.WindowText) == board_colours(pal).muted
    # A pile that is not played from is shown greyed: its words in the muted colour.
    assert title.palette().color(
        QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText
    ) == board_colours(pal).muted


def test_the_last_card_warning_is_drawn_on_its_band(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = table_for(qtbot, team_last_card())
    qtbot.wait(1)
    warning = table.findChild(QLabel, "lastCardWarning")
    assert warning is not None and warning.isVisible() and warning.text()
    picture = warning.grab().toImage()
    band = picture.pixelColor(3, picture.height() // 2)
    # A tinted band behind bold words, unlike the box around it.
    assert band != table.palette().color(QPalette.ColorRole.Base)
    assert band.red() > band.blue()
    assert warning.font().bold()
