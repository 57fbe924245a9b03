"""The coach on screen: what each player's own record says about the choice in front of
them, only when the players switch it on (remembered per game in the settings).

In the race, at the start of a turn with a route to choose, one line per choice: the
chance the player ends with the card mastered, the spaces the owl tile is likely to move
them and the squirrels it is likely to cost, and what that rests on ("3 of 4 times"). In
solo and team games, once a card has turned up, the builder's chance for that card. It
never chooses: the choices stay on the turn panel's buttons.

The odds come from :mod:`blocky.games.blocky_mountains.coach`, its model kept up by a
:class:`~blocky.games.blocky_mountains.storage.coach_data.CoachFollower` from the attempts
stored since it last
looked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QFrame, QLabel, QVBoxLayout, QWidget

from blocky.games.blocky_mountains.coach import (
    AttemptRecord,
    CoachModel,
    Estimate,
    EvidenceKind,
    RouteOdds,
    race_odds,
)
from blocky.games.blocky_mountains.game import current_actor
from blocky.games.blocky_mountains.state import CHANCE, Mode, Phase, State
from blocky.ui.games.blocky_mountains.controller import GameController, rules_tr
from blocky.ui.kit import settings as app_settings
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.numbers import decimal_text, percent_text
from blocky.ui.kit.widgets import scaled_font_label

if TYPE_CHECKING:
    from blocky.games.blocky_mountains.storage.coach_data import CoachFollower

GAME_ID = "blocky-mountains"

#: Reads the record the coach learns from (everyone's attempts, oldest first).
RecordSource = Callable[[], Sequence[AttemptRecord]]


class Coach(TranslationContext):
    """The coach's words."""


def percent(chance: float) -> str:
    """A chance in whole percent; never 0% or 100%: nobody's record makes it certain."""
    return percent_text(min(99, max(1, round(chance * 100))))


def evidence_text(estimates: Sequence[Estimate]) -> str:
    """What the odds rest on, for one card or the cards that can turn up: "3 of 4 times";
    "no attempts yet: about 60 % like your other cards of pile A"."""
    if not estimates:
        return ""
    mastered = sum(e.evidence.mastered for e in estimates)
    attempts = sum(e.evidence.attempts for e in estimates)
    first = estimates[0]
    ev = first.evidence
    if attempts:
        if len(estimates) == 1:
            return Coach.tr("{mastered} of {attempts}").format(
                mastered=mastered, attempts=Coach.tr("%n time(s)", "", attempts)
            )
        return Coach.tr("your record on these cards: {m} of {n} first attempts mastered").format(
            m=mastered, n=attempts
        )
    if ev.kind is EvidenceKind.OTHER_PILES:
        return Coach.tr(
            "no attempts yet on pile {pile}: about {chance}, from how you do on other piles"
        ).format(chance=percent(sum(e.chance for e in estimates) / len(estimates)), pile=ev.pile)
    if ev.kind is EvidenceKind.NOTHING:
        return Coach.tr("nobody has tried a card of pile {pile} yet: {chance}").format(
            pile=ev.pile, chance=percent_text(50)
        )
    pile_chance = sum(e.chance for e in estimates) / len(estimates)
    if ev.kind is EvidenceKind.PILE:
        return Coach.tr(
            "no attempts yet: about {chance} like your other cards of pile {pile}"
        ).format(chance=percent(pile_chance), pile=ev.pile)
    return Coach.tr("no attempts yet: about {chance}, like everyone on pile {pile}").format(
        chance=percent(pile_chance), pile=ev.pile
    )


def sureness_text(estimates: Sequence[Estimate]) -> str:
    """How sure the estimate is, from how many attempts it is worth."""
    weight = min((e.weight for e in estimates), default=0.0)
    if weight >= 12:
        return Coach.tr("fairly sure")
    if weight >= 7:
        return Coach.tr("a rough guess")
    return Coach.tr("a first guess")


def advance_text(spaces: float) -> str:
    if spaces >= 0.05:
        return Coach.tr("about {0} spaces forward").format(decimal_text(spaces))
    if spaces <= -0.05:
        return Coach.tr("about {0} spaces back").format(decimal_text(-spaces))
    return Coach.tr("no move expected")


def squirrel_change_text(change: float) -> str:
    if abs(change) < 0.05:
        return Coach.tr("no squirrels spent")
    return Coach.tr("squirrels spent: about {0}").format(decimal_text(-change))


def route_line(state: State, odds: RouteOdds) -> str:
    """One race choice: "Route A: 60 % first go, 84 % with retries; about 2.1 spaces forward, about 0.3
    squirrels spent (your record on these cards: 3 of 4 first attempts mastered; a rough
    guess)"."""
    if odds.take:
        card = state.catalogue.card(odds.cards[0])
        choice = Coach.tr("Take the built route {0}").format(rules_tr(card.name))
    elif odds.cost:
        choice = Coach.tr("Change to route {pile} (costs {cost})").format(
            pile=odds.pile, cost=odds.cost
        )
    else:
        choice = Coach.tr("Route {0}").format(odds.pile)
    return Coach.tr(
        "{choice}: {first} first go, {chance} with retries; {advance}, {squirrels} "
        "({evidence}; {sure})"
    ).format(
        choice=choice,
        first=percent(odds.first_chance),
        chance=percent(odds.chance),
        advance=advance_text(odds.advance),
        squirrels=squirrel_change_text(odds.squirrels),
        evidence=evidence_text(odds.estimates),
        sure=sureness_text(odds.estimates),
    )


def card_line(state: State, estimate: Estimate) -> str:
    """Solo and team, a card turned up: "Anna: 75 % to master Grizzly Gorge first go (3 of
    4 times; a rough guess)"."""
    card = state.catalogue.card(estimate.card)
    return Coach.tr("{name}: {chance} to master {card} first go ({evidence}; {sure})").format(
        name=state.setup.players[state.turn],
        chance=percent(estimate.chance),
        card=rules_tr(card.name),
        evidence=evidence_text((estimate,)),
        sure=sureness_text((estimate,)),
    )


def coach_lines(state: State, model: CoachModel, player: int) -> list[str]:
    """What the coach says now for the player whose turn it is (their profile id)."""
    actor = current_actor(state)
    if state.is_over or actor is None or actor == CHANCE:
        return []
    if state.mode is Mode.RACE and state.phase is Phase.START:
        return [route_line(state, odds) for odds in race_odds(state, model, player)]
    card = state.current_card
    if card is not None and state.phase is Phase.PREPARE and state.attempt == 0:
        return [card_line(state, model.card(player, card.id, card.pile))]
    return []


def store_model(controller: GameController, follower: CoachFollower) -> CoachModel:
    """The coach's model of everyone's record in the store the game is saved in, kept up
    by ``follower`` from the attempts stored since it last looked (an empty model when
    they cannot be read)."""
    from blocky.ui.kit.library import store_errors

    try:
        return controller.read_saved(follower.model)
    except store_errors():
        return CoachModel.fit(())


def store_records(controller: GameController) -> list[AttemptRecord]:
    """Everyone's attempts in the store the game is saved in (none when it cannot be read)."""
    from blocky.games.blocky_mountains.storage.coach_data import coach_records
    from blocky.ui.kit.library import store_errors

    try:
        return controller.read_saved(coach_records)
    except store_errors():
        return []


def player_records(controller: GameController, seat: int) -> list[AttemptRecord] | None:
    """The attempts of the player in ``seat`` (their profile), oldest first; None when
    the store cannot be read."""
    from blocky.games.blocky_mountains.storage.coach_data import coach_records
    from blocky.ui.kit.library import store_errors

    ids = controller.player_ids
    if not 0 <= seat < len(ids):
        return None
    try:
        return controller.read_saved(lambda db: coach_records(db, player_id=ids[seat]))
    except store_errors():
        return None


class CoachPanel(QFrame):
    """The coach's lines for the choice at hand, shown while the coach is on, and the
    switch that turns it on (``switch``: the screen places it, beside the log, while the
    lines go below the map and take their height from it, not from the choices)."""

    #: The coach was switched on or off (bool).
    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 2)
        layout.setSpacing(2)
        self.switch = QCheckBox(self.tr("Coach: the odds from your own record"))
        self.switch.setObjectName("coachSwitch")
        self.switch.setToolTip(
            self.tr("Beside each choice, what your own record says about it. It never chooses.")
        )
        self.switch.toggled.connect(self._on_switch_toggled)
        self._text: QLabel = scaled_font_label("", 1.1)
        self._text.setObjectName("coachText")
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self._text)
        # Fewer lines than before stand at the top of the room kept for them.
        layout.addStretch(1)
        #: The most height the lines took in this game: kept while the coach is on, so
        #: the map above does not change its size from one turn to the next.
        self._tallest = 0
        self._controller: GameController | None = None
        self._model: Callable[[], CoachModel] | None = None
        self._lines: list[str] = []
        settings = app_settings.Settings()
        self.switch.blockSignals(True)
        self.switch.setChecked(settings.coach_shown(GAME_ID))
        self.switch.blockSignals(False)

    def set_controller(
        self, controller: GameController | None, records: RecordSource | None = None
    ) -> None:
        if self._controller is not None:
            self._controller.state_changed.disconnect(self._on_state_changed)
        self._controller = controller
        self._model = None
        self._tallest = 0
        if controller is not None:
            if records is None:
                # Only the attempts stored since the last look, at every state change.
                from blocky.games.blocky_mountains.storage.coach_data import CoachFollower

                follower = CoachFollower()
                self._model = lambda: store_model(controller, follower)
            else:
                source = records
                self._model = lambda: CoachModel.fit(source())
            controller.state_changed.connect(self._on_state_changed)
        self.refresh()

    def lines(self) -> list[str]:
        """What the coach says now (nothing while it is off)."""
        return list(self._lines)

    def is_on(self) -> bool:
        return self.switch.isChecked()

    def _on_switch_toggled(self, on: bool) -> None:
        settings = app_settings.Settings()
        settings.set_coach_shown(GAME_ID, on)
        self._tallest = 0
        self.refresh()
        self.toggled.emit(on)

    def _on_state_changed(self, _state: State) -> None:
        self.refresh()

    def refresh(self) -> None:
        self._lines = []
        controller = self._controller
        if controller is not None and self.is_on() and self._model is not None:
            state = controller.state
            ids = tuple(getattr(controller.game, "player_ids", ()))
            if 0 <= state.turn < len(ids):
                model = self._model()
                self._lines = coach_lines(state, model, ids[state.turn])
        self._text.setText("\n".join(self._lines))
        shown = controller is not None and self.is_on()
        self._text.setVisible(bool(self._lines))
        self.setVisible(shown)
        if shown and self._lines and self._text.width() > 0:
            self._tallest = max(self._tallest, self._text.heightForWidth(self._text.width()))
        self.setMinimumHeight(self._tallest if shown else 0)
