"""Montgolfière's coach on screen: what the cards played face up say, only when the
players switch it on (remembered per game in the settings, as Blocky Mountains' coach).

One line per balloon: the strong ballast, storms, sleeping gas, super engine and hooks it
may still hold, with the chance one is in its hand now; then, for the balloon whose card
is chosen, the chance another balloon holds a storm, who a storm could send down, gas
one space above and hooks one space below; and how far the leader can still go. The
facts come from :mod:`blocky.games.montgolfiere.coach`, which never looks at a hand. It
never chooses a card.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from blocky.games.montgolfiere.coach import (
    BalloonFacts,
    ChoiceFacts,
    CoachFacts,
    Holding,
    Reach,
    coach_facts,
)
from blocky.games.montgolfiere.plugin import GAME_ID
from blocky.games.montgolfiere.state import State
from blocky.ui.games.montgolfiere.words import who
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.context import WordedContext
from blocky.ui.kit.numbers import percent_text
from blocky.ui.kit.widgets import plain_label


class BalloonCoach(WordedContext):
    """The words of Montgolfière's coach."""


def chance_text(chance: float) -> str:
    """A chance in whole percent: "certain" only when it is (the hand is all that is
    left); never "0%" or "100%" otherwise."""
    if chance >= 1.0:
        return BalloonCoach.tr("certain")
    return percent_text(min(99, max(1, round(chance * 100))))


def _held(h: Holding, baron: bool) -> str:
    chance = chance_text(h.in_hand)
    if baron:
        return BalloonCoach.tr("{0} as his card this round").format(chance)
    return BalloonCoach.tr("{0} in hand").format(chance)


def balloon_line(f: BalloonFacts, name: str) -> str:
    """What balloon ``f`` may still hold, in one line."""
    parts: list[str] = []
    if f.strong_kg:
        parts.append(
            BalloonCoach.tr("strong ballast {weights} kg ({held})").format(
                weights=", ".join(str(kg) for kg in f.strong_kg), held=_held(f.strong, f.baron)
            )
        )
    elif f.heaviest_kg is not None:
        parts.append(
            BalloonCoach.tr("no strong ballast left, the heaviest is {kg} kg").format(
                kg=f.heaviest_kg
            )
        )
    else:
        parts.append(BalloonCoach.tr("no ballast left"))
    if f.storm.left:
        parts.append(
            BalloonCoach.tr("%n storm(s) ({held})", None, f.storm.left).format(
                held=_held(f.storm, f.baron)
            )
        )
    else:
        parts.append(BalloonCoach.tr("no storm left"))
    if f.gas.left:
        parts.append(
            BalloonCoach.tr("%n sleeping gas ({held})", None, f.gas.left).format(
                held=_held(f.gas, f.baron)
            )
        )
    else:
        parts.append(BalloonCoach.tr("no sleeping gas left"))
    if f.engine.left:
        parts.append(
            BalloonCoach.tr("the super engine ({held})").format(held=_held(f.engine, f.baron))
        )
    else:
        parts.append(BalloonCoach.tr("super engine played"))
    if f.hook.left:
        parts.append(
            BalloonCoach.tr("%n grappling hook(s) ({held})", None, f.hook.left).format(
                held=_held(f.hook, f.baron)
            )
        )
    else:
        parts.append(BalloonCoach.tr("no grappling hook left"))
    head = BalloonCoach.tr("{name}, space {space}, %n card(s) left", None, f.cards_left).format(
        name=name, space=f.space
    )
    return BalloonCoach.tr("{head}: {parts}.").format(head=head, parts=" · ".join(parts))


def choice_lines(c: ChoiceFacts, names: Sequence[str]) -> list[str]:
    """What the public facts say to the balloon choosing its card."""
    name = names[c.seat]
    lines: list[str] = []
    if c.storm > 0:
        lines.append(
            BalloonCoach.tr(
                "For {name}: the chance another balloon holds a storm is {chance}."
            ).format(name=name, chance=chance_text(c.storm))
        )
    else:
        lines.append(
            BalloonCoach.tr("For {name}: no other balloon has a storm left.").format(name=name)
        )
    if c.storm_hits:
        lines.append(
            BalloonCoach.tr(
                "A stormy round sends the ballast winners down instead of up; "
                "{names} could go down."
            ).format(names=who(c.storm_hits, names))
        )
    for seat, chance in c.gas_above:
        lines.append(
            BalloonCoach.tr(
                "{other}, one space above, may hold sleeping gas ({chance}): "
                "it would cancel {name}'s card, except the super engine."
            ).format(other=names[seat], chance=chance_text(chance), name=name)
        )
    for seat, chance in c.hooks_below:
        lines.append(
            BalloonCoach.tr(
                "{other}, one space below, may hold a grappling hook ({chance}) "
                "and follow {name}'s move."
            ).format(other=names[seat], chance=chance_text(chance), name=name)
        )
    return lines


def reach_line(r: Reach, names: Sequence[str]) -> str:
    """How far a leader can still go on its own cards."""
    name = names[r.seat]
    if r.earliest is None:
        return BalloonCoach.tr(
            "{name} leads on space {space}: on their own cards the Moon is out of reach "
            "this game (space {farthest} at most)."
        ).format(name=name, space=r.space, farthest=r.farthest)
    spaces = BalloonCoach.tr("%n space(s) to the Moon", None, r.to_moon)
    rounds = BalloonCoach.tr("%n round(s)", None, r.earliest)
    return BalloonCoach.tr(
        "{name} leads on space {space}: {spaces}, in {rounds} at the earliest."
    ).format(name=name, space=r.space, spaces=spaces, rounds=rounds)


def coach_lines(facts: CoachFacts | None, names: Sequence[str]) -> list[str]:
    """Everything the coach says, in lines (nothing outside the choice of cards)."""
    if facts is None:
        return []
    lines = [
        BalloonCoach.tr(
            "Round {round}: what the cards played face up say each balloon may still hold."
        ).format(round=facts.round)
    ]
    lines += [balloon_line(f, names[f.seat]) for f in facts.balloons]
    if facts.choice is not None:
        lines += choice_lines(facts.choice, names)
    lines += [reach_line(r, names) for r in facts.leaders]
    return lines


class CoachPanel(QFrame):
    """Montgolfière's coach: its lines, shown only while it is on, and its switch
    (``switch``, which the screen places beside its error line so that the coach takes no
    height while it is off)."""

    # Emitted with True or False when the coach is switched on or off.
    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("montgolfiereCoach")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.switch = QCheckBox(self)
        self.switch.setObjectName("coachSwitch")
        self.switch.toggled.connect(self._on_switch_toggled)
        self._text: QLabel = plain_label()
        self._text.setObjectName("coachText")
        self._text.setWordWrap(True)
        self._text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        # Scrolled: six balloons' lines must not make the window taller.
        self._scroll = QScrollArea()
        self._scroll.setObjectName("coachScroll")
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setWidget(self._text)
        # At least one line: in a small window the round's words keep their room.
        self._scroll.setMinimumHeight(self._text.fontMetrics().lineSpacing() + 4)
        self._scroll.setVisible(False)
        layout.addWidget(self._scroll, 1)
        self._lines: list[str] = []
        self._state: State | None = None
        self._names: tuple[str, ...] = ()
        self._seat: int | None = None
        self.switch.blockSignals(True)
        self.switch.setChecked(app_settings.Settings().coach_shown(GAME_ID))
        self.switch.blockSignals(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.switch.setText(BalloonCoach.tr("Coach"))
        self.switch.setAccessibleName(BalloonCoach.tr("Coach: what the cards played face up say"))
        self.switch.setToolTip(
            BalloonCoach.tr(
                "What each balloon may still hold, from the cards it has played. "
                "It never looks at a hand and never chooses."
            )
        )
        self.refresh()

    def is_on(self) -> bool:
        return self.switch.isChecked()

    def lines(self) -> list[str]:
        """What the coach says now (nothing while it is off)."""
        return list(self._lines)

    def show_state(self, state: State, names: Sequence[str], seat: int | None) -> None:
        """The game as the players see it, and the balloon whose card is chosen (None:
        nobody, or the Baron, whose card is no choice)."""
        self._state = state
        self._names = tuple(names)
        self._seat = seat
        self.refresh()

    def _on_switch_toggled(self, on: bool) -> None:
        app_settings.Settings().set_coach_shown(GAME_ID, on)
        self.refresh()
        self.toggled.emit(on)

    def refresh(self) -> None:
        self._lines = []
        state = self._state
        if state is not None and self.is_on():
            seat = self._seat
            if seat is not None and state.setup.balloons[seat].baron:
                seat = None
            self._lines = coach_lines(coach_facts(state, seat), self._names)
        self._text.setText("\n".join(self._lines))
        self._scroll.setVisible(bool(self._lines))
        # Off (or silent), the panel takes no room; on, it shares the height with the
        # round's words.
        self.setVisible(bool(self._lines))
