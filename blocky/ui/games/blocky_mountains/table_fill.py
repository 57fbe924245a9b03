"""What the table's boxes show, filled from the state: each part only when what it
shows changed, each label found once per game."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import PILES, OwlValue
from blocky.games.blocky_mountains.describe import place_of
from blocky.games.blocky_mountains.game import active_pile, pile_progress, team_goal
from blocky.games.blocky_mountains.outcome import last_card_warning
from blocky.games.blocky_mountains.owls import most_discarded
from blocky.games.blocky_mountains.state import FACE_DOWN, PLAN_COURSE, Mode, Phase, State
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.places import place_name
from blocky.ui.games.blocky_mountains.progress_words import played_text
from blocky.ui.games.blocky_mountains.table_arrange import STRIP, ArrangedBoxes
from blocky.ui.games.blocky_mountains.table_parts import (
    MarkerSwatch,
    OwlTile,
    TableFrame,
    last_card_text,
)
from blocky.ui.games.blocky_mountains.words import failed_count, mastered_count, route_result
from blocky.ui.kit import theme
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.widgets import ElidedLabel, TextLabel


class TableWords(TranslationContext):
    """The words in the table's boxes."""


#: The smallest text size, in pixels, for anything a player reads.
READABLE_PX = 15


class FilledBoxes(ArrangedBoxes):
    """The boxes' labels, filled from the state shown."""

    def __init__(self, parent: QWidget | None = None, *, show_card: bool = True) -> None:
        super().__init__(parent, show_card=show_card)
        self._state: State | None = None
        #: The boxes' labels and frames by name, found once per game.
        self._named: dict[str, QFrame] = {}
        self._swatches: dict[str, MarkerSwatch] = {}
        #: What each part of the table was last filled from (see _unchanged).
        self._filled: dict[str, object] = {}
        #: The text size, against the size the theme's sizes are made for.
        self._scale = 1.0

    def _px(self, size: int) -> int:
        # Big numbers shrink with the view; running text never drops below what reads
        # from a chair.
        return max(min(size, READABLE_PX), round(size * self._scale))

    def _set_current(self, name: str, current: bool) -> None:
        """Mark the row or box ``name`` as the current one, or not (see TableFrame)."""
        frame = self._frame(name)
        assert isinstance(frame, TableFrame), name
        frame.set_current(current)

    @staticmethod
    def _set_face(tile: QLabel, face: str) -> None:
        """Show owl tile ``tile`` as it lies now (see OwlTile): painted again only when
        it turned."""
        assert isinstance(tile, OwlTile), tile.objectName()
        tile.set_face(face)

    # -- filling ----------------------------------------------------------------------

    def _find(self, name: str) -> QLabel:
        label = self._named.get(name)
        if not isinstance(label, QLabel):
            assert self._content is not None, name
            label = self._content.findChild(QLabel, name)
            assert label is not None, name
            self._named[name] = label
        return label

    def _swatch(self, player: int) -> MarkerSwatch:
        name = f"playerSwatch_{player}"
        swatch = self._swatches.get(name)
        if swatch is None:
            assert self._content is not None, name
            swatch = self._content.findChild(MarkerSwatch, name)
            assert swatch is not None, name
            self._swatches[name] = swatch
        return swatch

    def _frame(self, name: str) -> QFrame:
        frame = self._named.get(name)
        if frame is None:
            assert self._content is not None, name
            frame = self._content.findChild(QFrame, name)
            assert frame is not None, name
            self._named[name] = frame
        return frame

    def _fill(self, s: State) -> None:
        if s.mode is Mode.RACE:
            self._fill_players(s)
        elif s.mode is Mode.TEAM:
            self._fill_team(s)
        else:
            self._fill_solo(s)
        self._fill_piles(s)
        if self._show_card:
            self._fill_card(s)
        self._fill_footer(s)

    def _where(self, s: State, space: int) -> str:
        return place_name(place_of(s, space))

    def _unchanged(self, part: str, shown: object) -> bool:
        """Whether ``part`` was last filled from ``shown`` (what decides all it shows), so
        filling it again would change nothing; else ``shown`` is kept for next time. A
        click changes one or two of the table's parts: the others keep their texts
        without being worded, looked up and compared again."""
        if self._filled.get(part) == shown:
            return True
        self._filled[part] = shown
        return False

    def _fill_players(self, s: State) -> None:
        setup = s.setup
        for i, (name, colour) in enumerate(zip(setup.players, setup.colours, strict=True)):
            current = not s.is_over and i == s.turn
            # The boxes are built for one set-up and one board: the place's words follow
            # from the space alone.
            if self._unchanged(f"player_{i}", (s.positions[i], s.squirrels[i], current)):
                continue
            swatch = self._swatch(i)
            swatch.set_marker(
                theme.player_fill(colour),
                TableWords.tr("{colour} marker").format(colour=theme.colour_name(colour)),
            )
            self._find(f"playerName_{i}").setText(name)
            here = self._where(s, s.positions[i])
            where_label = self._find(f"playerWhere_{i}")
            assert isinstance(where_label, ElidedLabel)
            # In a narrow column the space counts more than the colour word (the marker
            # beside it shows the colour).
            where_label.set_texts(theme.colour_name(colour) + " \u00b7 " + here, here)
            count = self._find(f"playerSquirrels_{i}")
            count.setText(str(s.squirrels[i]))
            count.setAccessibleName(
                TableWords.tr("{name}: %n squirrel(s)", "", s.squirrels[i]).format(name=name)
            )
            self._set_current(f"playerRow_{i}", current)

    def _fill_team(self, s: State) -> None:
        section = s.team_section
        pos = s.positions[0]
        t9 = last_card_warning(s)
        # In the low strip the warning takes the goal's place (it names the goal too),
        # so the strip keeps its height and the map its size.
        strip = self._arranged == STRIP
        goal_shown = not (strip and s.last_card_of_section)
        if not self._unchanged("team", (s.squirrels[0], section, pos, t9, goal_shown)):
            self._find("teamPool").setText(str(s.squirrels[0]))
            self._find("teamPool").setAccessibleName(
                TableWords.tr("Team squirrels: {n}").format(n=s.squirrels[0])
            )
            self._find("teamSection").setText(TableWords.tr("Section {pile}").format(pile=section))
            goal, peak = team_goal(s)
            if peak:
                goal_text = TableWords.tr("Marker on space {pos}; the peak C is space {goal}.")
            else:
                goal_text = TableWords.tr(
                    "Marker on space {pos}; intermediate {pile} is space {goal}."
                )
            label = self._find("teamGoal")
            assert isinstance(label, TextLabel)
            # Room from the start for the longest the line becomes (two-digit spaces, the
            # longer of its two forms): it never needs another line during the game,
            # which the strip below the map, sized when the game began, would cut off.
            widest = (
                TableWords.tr("Marker on space {pos}; the peak C is space {goal}."),
                TableWords.tr("Marker on space {pos}; intermediate {pile} is space {goal}."),
            )
            label.set_reserve(max((t.format(pos=88, goal=88, pile="B") for t in widest), key=len))
            label.setText(goal_text.format(pos=pos, goal=goal, pile=section))
            warning = self._find("lastCardWarning")
            if t9 is not None:
                warning.setText(last_card_text(t9))
                warning.setVisible(True)
            else:
                warning.setVisible(False)
            self._find("teamGoal").setVisible(goal_shown)
        for i, name in enumerate(s.setup.players):
            current = not s.is_over and i == s.turn
            # The least width follows the name's width in the text size shown.
            if self._unchanged(f"adventurer_{i}", (current, strip, self._scale)):
                continue
            label = self._find(f"adventurer_{i}")
            label.setText(name)
            # A usual name is shown whole; only a very long one ends in "…".
            whole = label.fontMetrics().horizontalAdvance(name) + 4
            label.setMinimumWidth(min(whole, self._px(100)) if strip else 0)
            self._set_current(f"adventurerRow_{i}", current)

    def _fill_solo(self, s: State) -> None:
        self._find("soloName").setText(s.setup.players[0])
        self._find("soloSquirrels").setText(str(s.squirrels[0]))
        self._find("soloSquirrels").setAccessibleName(
            TableWords.tr("Squirrels: {n}").format(n=s.squirrels[0])
        )
        lines = []
        # The same lines with the most digits they can have (every card mastered): the
        # label keeps their room, so the strip keeps its height all through the training.
        widest = []
        if s.setup.course == PLAN_COURSE:
            # A plan is its own cards, not the piles' rows of a climb: how far it is.
            n = len(s.setup.plan)
            played = sum(1 for c in s.setup.plan if c in s.removed)
            mastered = sum(1 for c in s.setup.plan if c in s.mastered)
            failed = played - mastered
            lines = [played_text(played, n), f"{mastered_count(mastered)}, {failed_count(failed)}"]
            widest = [played_text(n, n), f"{mastered_count(n)}, {failed_count(n)}"]
        for progress in pile_progress(s, s.setup.course_piles if not lines else ()):
            line = TableWords.tr("Route {pile}: {m} of {n} mastered, {f} failed")
            lines.append(
                route_result(progress.pile, progress.mastered, progress.failed, progress.cards)
            )
            widest.append(line.format(pile=progress.pile, m=progress.cards, n=progress.cards, f=0))
        label = self._find("soloProgress")
        assert isinstance(label, TextLabel)
        label.set_reserve("\n".join(widest))
        label.setText("\n".join(lines))

    def _fill_piles(self, s: State) -> None:
        active = active_pile(s)
        for i, pile in enumerate(PILES):
            left = len(s.pile_left(pile))
            in_course = s.mode is not Mode.SOLO or pile in s.setup.course_piles
            shown: tuple[object, ...] = (left, in_course, pile == active)
            if s.mode is Mode.RACE:
                disp = s.display[i]
                shown += (disp.letter_flipped, disp.neutral)
            if self._unchanged(f"pile_{pile}", shown):
                continue
            self._find(f"pileTitle_{pile}").setText(TableWords.tr("Route {pile}").format(pile=pile))
            count = self._find(f"pileCount_{pile}")
            count.setText(str(left))
            count.setAccessibleName(
                TableWords.tr("Pile {pile}: %n card(s) left", "", left).format(pile=pile)
            )
            # Under the big number: the words that go with it ("1 card left", "2 cards left").
            self._find(f"pileLeft_{pile}").setText(TableWords.tr("card(s) left", "", left))
            self._frame(f"pile_{pile}").setEnabled(in_course)
            self._set_current(f"pile_{pile}", pile == active)
            if s.mode is not Mode.RACE:
                continue
            disp = s.display[i]
            letter_value = s.catalogue.letter_tiles[pile]
            letter = self._find(f"owlLetter_{pile}")
            if disp.letter_flipped:
                letter.setText(str(letter_value))
                self._set_face(letter, "value")
                letter.setAccessibleName(
                    TableWords.tr("Letter tile {pile}, turned over: {value}").format(
                        pile=pile, value=letter_value
                    )
                )
            else:
                letter.setText(f"{pile}\n{letter_value}")
                self._set_face(letter, "letter")
                letter.setAccessibleName(
                    TableWords.tr(
                        "Letter tile {pile}, letter side up; its back shows {value}"
                    ).format(pile=pile, value=letter_value)
                )
            neutral = self._find(f"owlNeutral_{pile}")
            value = disp.neutral
            if isinstance(value, OwlValue):
                neutral.setText(str(value))
                self._set_face(neutral, "value")
                neutral.setAccessibleName(
                    TableWords.tr("Owl tile under pile {pile}, turned over: {value}").format(
                        pile=pile, value=value
                    )
                )
            elif value == FACE_DOWN:
                neutral.setText("?")
                self._set_face(neutral, "down")
                neutral.setAccessibleName(
                    TableWords.tr("Owl tile under pile {pile}, face down").format(pile=pile)
                )
            else:
                neutral.setText("")
                self._set_face(neutral, "empty")
                neutral.setAccessibleName(
                    TableWords.tr("No owl tile under pile {pile}").format(pile=pile)
                )

    def _fill_card(self, s: State) -> None:
        card = s.current_card
        names = ("cardName", "cardPile", "cardRods", "cardMaterials", "cardIce", "cardExtra")
        empty = self._find("cardEmpty")
        if card is None:
            for n in names:
                self._find(n).setVisible(False)
            empty.setVisible(True)
            empty.setText(self._no_card_text(s))
            self._set_current("cardBox", False)
            return
        empty.setVisible(False)
        for n in names:
            self._find(n).setVisible(True)
        self._find("cardName").setText(rules_tr(card.name))
        self._find("cardPile").setText(TableWords.tr("Route {pile}").format(pile=card.pile))
        self._find("cardRods").setText(TableWords.tr("%n rod(s)", "", card.rods))
        self._find("cardMaterials").setText(
            TableWords.tr("Needs: {list}").format(
                list=", ".join(rules_tr(m) for m in card.materials)
            )
        )
        ice = self._find("cardIce")
        ice.setText(
            TableWords.tr("\u2744 Ice crystal: the grizzly slides and keeps its paws on the path")
        )
        ice.setVisible(card.ice_crystal)
        extra = self._find("cardExtra")
        if card.extra_task is None:
            extra.setVisible(False)
        else:
            task = card.extra_task
            lines = [TableWords.tr("Extra task: {text}").format(text=rules_tr(task.text))]
            if task.materials:
                lines.append(
                    TableWords.tr("+ {list}").format(
                        list=", ".join(rules_tr(m) for m in task.materials)
                    )
                )
            lines.append(
                TableWords.tr(
                    "+%n squirrel(s) (difficult route, first attempt only)", "", task.squirrels
                )
            )
            if s.variant is not None and s.variant.value == "difficult":
                lines.insert(0, TableWords.tr("Difficult route chosen"))
            extra.setText("\n".join(lines))
        self._set_current("cardBox", not s.is_over)

    def _no_card_text(self, s: State) -> str:
        if s.is_over:
            return TableWords.tr("The game is over.")
        if s.phase is Phase.REVEAL_CARD and s.pending_pile is not None:
            return TableWords.tr("A card of route {pile} turns up next.").format(
                pile=s.pending_pile
            )
        if s.mode is Mode.RACE:
            return TableWords.tr("No route is built: the player chooses a pile.")
        return TableWords.tr("The next card turns up soon.")

    def _fill_footer(self, s: State) -> None:
        race = s.mode is Mode.RACE
        shown = (s.frolicking, s.draw_count, tuple(s.discard)) if race else (s.frolicking,)
        if self._unchanged("footer", shown):
            return
        self._find("frolicking").setText(str(s.frolicking))
        self._find("frolicking").setAccessibleName(
            TableWords.tr("Frolicking area: %n squirrel(s)", "", s.frolicking)
        )
        if s.mode is not Mode.RACE:
            return
        self._find("owlDrawPile").setText(TableWords.tr("Draw pile: {n}").format(n=s.draw_count))
        discard = ", ".join(str(v) for v in s.discard)
        label = self._find("owlDiscard")
        assert isinstance(label, TextLabel)
        longest = sorted((str(v) for v in s.catalogue.neutral_tiles), key=len, reverse=True)
        most = ", ".join(longest[: most_discarded(s.catalogue)])
        label.set_reserve(TableWords.tr("Discard: {list}").format(list=most))
        label.setText(
            TableWords.tr("Discard: {list}").format(list=discard)
            if discard
            else TableWords.tr("Discard: empty")
        )
