"""Rules help: the rule behind the decision at hand, and the house rules the app enforces.

The texts follow docs/rulings.md (rule numbers R, T, S). They are functions, not module
constants, so every sentence goes through the translator when it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from blocky.rules.state import Mode, Phase, State, Variant


def _t(text: str) -> str:
    return QCoreApplication.translate("RulesHelp", text)


def rule_texts() -> dict[str, tuple[str, str]]:
    """Rule number -> (title, text)."""
    return {
        "R1": (
            _t("Turn order"),
            _t("Players take turns in colour order: white, black, orange, violet."),
        ),
        "R3": (
            _t("The built route"),
            _t(
                "The built route is the card revealed last, until it is removed. If no route is "
                "built, the player picks any pile for free and turns over its top card."
            ),
        ),
        "R4": (
            _t("Take the route or change it"),
            _t(
                "When a route is built and one player has played it, the next player either takes "
                "it or changes route. Changing removes the built card at once and costs 1, 2 or 3 "
                "squirrels for route A, B or C; it is free for a player who started the turn on a "
                "compass space (4 and 9). A player who cannot pay cannot change."
            ),
        ),
        "R5": (
            _t("Extra task (difficult route)"),
            _t(
                "On a card with an extra task the player chooses the normal or the difficult route "
                "before the attempt. The difficult route has exactly one attempt and no squirrel "
                "help; mastered, it gives the owl move and the card's squirrels."
            ),
        ),
        "R6": (
            _t("Another attempt"),
            _t(
                "After a failed normal attempt the player may pay 1 squirrel for one more attempt, "
                "as often as they can pay, or accept the failure."
            ),
        ),
        "R7": (
            _t("Owl tiles"),
            _t(
                "The first player on a card chooses which of the two owl tiles under its pile to "
                "turn over: mastered moves forward by the big number, failed moves back by the "
                "small one. The second player turns over the other tile; then the card is removed."
            ),
        ),
        "R9": (
            _t("Shortcuts"),
            _t(
                "At the start of the turn, a player on a backpack space may pay the shortcut's "
                "squirrels and follow the dotted line, then plays the turn as usual. Reaching the "
                "peak this way ends the turn."
            ),
        ),
        "R11": (
            _t("The peak"),
            _t(
                "When a player reaches the peak the round is completed: everyone after them in "
                "turn order plays once more, then the game ends."
            ),
        ),
        "R12": (
            _t("A pile is used up (house rule)"),
            _t(
                "When the last card of any pile has been removed from the game, the race ends at "
                "once, before the peak is reached."
            ),
        ),
        "R13": (
            _t("Who wins"),
            _t(
                "The highest position wins (the peak is highest). On the same space, more "
                "squirrels win; the same space and squirrels share the place."
            ),
        ),
        "T2": (
            _t("Sections"),
            _t(
                "Cards come from pile A until the marker reaches intermediate destination A, then "
                "from pile B, then from pile C. The team may start at A or B instead."
            ),
        ),
        "T4": (
            _t("Mastered or failed (team)"),
            _t(
                "Mastered: the team marker moves 1 space. Failed after any retries: no move. "
                "Either way the card is removed. Another attempt costs 1 squirrel from the pool."
            ),
        ),
        "T6": (
            _t("The fox"),
            _t(
                "Before the attempt, a team on a fox space may give 1 squirrel to move 1 space at "
                "once. If the marker is on a fox space when the attempt starts, no retries."
            ),
        ),
        "T7": (
            _t("Major shortcut"),
            _t(
                "At the start of a turn on its start space, the team may pay 5 squirrels to move to "
                "its end."
            ),
        ),
        "T9": (
            _t("When the team loses (house rule)"),
            _t(
                "The team loses when the last card of the current pile has been played and the "
                "next destination is not reached. The app warns when that last card turns up."
            ),
        ),
        "T10": (_t("When the team wins"), _t("The team wins when its marker reaches the peak C.")),
        "S2": (
            _t("Solo training"),
            _t(
                "Start with 3 squirrels. On each card choose normal or difficult; after a failed "
                "normal attempt, 1 squirrel buys another. A failed card is not tried again."
            ),
        ),
        "S3": (
            _t("End of the training"),
            _t(
                "The training ends when the chosen pile (or all three, for the full climb) is used "
                "up: the result is the cards mastered per pile and the squirrels left."
            ),
        ),
        "TABLE": (
            _t("Entering cards and owl tiles"),
            _t(
                "With real cards, turn over the top card or tile on the table and press its name "
                "or value. The app offers only what can still be there."
            ),
        ),
    }


def house_rules() -> list[str]:
    """Rulings a table might play differently; the app enforces them."""
    return [
        _t(
            "R12: when the last card of any route-card pile is removed, the race ends at once, "
            "before the peak is reached."
        ),
        _t(
            "A route change away from the last card of a pile ends the race at once, before "
            "paying: that card is removed and its pile is used up."
        ),
        _t(
            "T9: the team loses when the last card of its current pile has been played and the "
            "next destination is not reached; the app warns when that card turns up."
        ),
        _t(
            "Changing to the same pile as the built route is allowed (it still costs squirrels "
            "unless the player started on a compass space)."
        ),
        _t(
            "R10: a reward larger than the squirrels left in the frolicking area gives what is "
            "left; the 24 squirrels are always all accounted for."
        ),
        _t(
            "Board data that the rulebook does not print (shortcut ends, the team map, card "
            "details) are guesses until you check them in \u201cCheck your board\u201d."
        ),
    ]


def rules_for(state: State | None) -> list[str]:
    """The rule numbers behind the decision at hand, most relevant first."""
    if state is None:
        return []
    mode = state.setup.mode
    ph = state.phase
    out: list[str] = []
    if ph in (Phase.REVEAL_CARD, Phase.REVEAL_OWL):
        out.append("TABLE")
    if mode is Mode.RACE:
        if ph is Phase.START:
            out += ["R9", "R4", "R3"] if state.card is not None else ["R9", "R3"]
        elif ph is Phase.PREPARE:
            out += ["R5", "R6"] if state.variant is not Variant.NORMAL else ["R6", "R5"]
        elif ph is Phase.RETRY:
            out += ["R6", "R5"]
        elif ph in (Phase.OWL_CHOICE, Phase.REVEAL_OWL):
            out += ["R7"]
        elif ph is Phase.OVER:
            out += ["R13", "R11", "R12"]
        if state.final_round:
            out.append("R11")
        out += ["R12", "R1"]
    elif mode is Mode.TEAM:
        if ph is Phase.START:
            out += ["T7"]
        elif state.positions[0] in state.catalogue.team_map.fox:
            out += ["T6"]
        if ph in (Phase.PREPARE, Phase.RETRY):
            out += ["T4", "R5"]
        if state.last_card_of_section or ph is Phase.OVER:
            out += ["T9", "T10"]
        out += ["T2"]
    else:
        out += ["S2", "R5", "R6", "S3"]
    seen: list[str] = []
    for key in out:
        if key not in seen:
            seen.append(key)
    return seen


def help_text(state: State | None) -> str:
    """The rules help as plain text (what the dialog shows, without formatting)."""
    texts = rule_texts()
    lines = [f"{k}. {texts[k][0]}: {texts[k][1]}" for k in rules_for(state) if k in texts]
    return "\n\n".join(lines)


class RulesHelpDialog(QDialog):
    def __init__(self, state: State | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules help"))
        self.resize(720, 560)
        layout = QVBoxLayout(self)
        tabs = QTabWidget()
        self.tabs = tabs
        texts = rule_texts()
        now = QTextBrowser()
        now.setObjectName("ruleNow")
        now.setAccessibleName(self.tr("The rule for this decision"))
        keys = rules_for(state)
        if keys:
            html = "".join(
                f"<h3>{texts[k][0]}</h3><p style='font-size:large'>{texts[k][1]}</p>"
                for k in keys
                if k in texts
            )
        else:
            html = (
                "<p style='font-size:large'>"
                + self.tr(
                    "Start or continue a game: this page then explains the rule behind each decision."
                )
                + "</p>"
            )
        now.setHtml(html)
        tabs.addTab(now, self.tr("This decision"))
        house = QTextBrowser()
        house.setObjectName("houseRules")
        house.setAccessibleName(self.tr("House rules the app enforces"))
        house.setHtml(
            "<p>"
            + self.tr("The app enforces these rulings where tables may play differently:")
            + "</p><ul>"
            + "".join(f"<li style='font-size:large'>{r}</li>" for r in house_rules())
            + "</ul>"
        )
        tabs.addTab(house, self.tr("House rules"))
        every = QTextBrowser()
        every.setAccessibleName(self.tr("All rules"))
        every.setHtml("".join(f"<h3>{k}. {t}</h3><p>{x}</p>" for k, (t, x) in texts.items()))
        tabs.addTab(every, self.tr("All rules"))
        layout.addWidget(
            QLabel(self.tr("Press F1 during a game to see the rule for the decision at hand."))
        )
        layout.addWidget(tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def current_rule_text(self) -> str:
        widget = self.tabs.widget(0)
        assert isinstance(widget, QTextBrowser)
        return widget.toPlainText()
