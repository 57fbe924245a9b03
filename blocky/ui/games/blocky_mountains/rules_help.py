"""Rules help: the rule behind the decision at hand, and the house rules the app enforces.

The texts follow docs/rulings.md (rule numbers R, T, S, which stay in the code: players
read the rules' titles, never their numbers). They are functions, not module constants,
so every sentence goes through the translator when it is shown. Numbers that
belong to the board (compass spaces, shortcuts, route change costs, the team map) are
filled in from the board being played, so a board corrected with "Check your board" is
described as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import (
    PILES,
    SQUIRRELS_IN_BOX,
    START_SQUIRRELS,
    Catalogue,
    default_catalogue,
)
from blocky.games.blocky_mountains.describe import squirrels_text
from blocky.games.blocky_mountains.game import on_fox_space
from blocky.games.blocky_mountains.state import Mode, Phase, State, Variant
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.handicap_words import has_handicap, race_text
from blocky.ui.kit.context import TranslationContext


class RulesHelp(TranslationContext):
    """The translation context of the rules help's texts: ``RulesHelp.tr("...")`` is Qt's
    tr() in it, a form pyside6-lupdate reads (plural: ``RulesHelp.tr("%n ...", None, n)``)."""


def _squirrels(n: int) -> str:
    """A count of squirrels in the player's language: "1 squirrel", "3 squirrels"."""
    return squirrels_text(n, rules_tr)


def _listed(items: list[str]) -> str:
    """Items as a sentence lists them: "4", "4 and 9", "4, 10 and 17"."""
    if len(items) <= 1:
        return "".join(items)
    return RulesHelp.tr("{0} and {1}").format(", ".join(items[:-1]), items[-1])


def _spaces(spaces: Iterable[int]) -> str:
    """Space numbers in order, listed: "4 and 9"."""
    return _listed([str(n) for n in sorted(spaces)])


def _board(state: State | None, catalogue: Catalogue | None) -> Catalogue:
    """The board the help describes: the game's own, else the one given, else the built-in."""
    if state is not None:
        return state.catalogue
    return catalogue if catalogue is not None else default_catalogue()


def _route_change_text(cat: Catalogue) -> str:
    rm = cat.race_map
    cost = {p: _squirrels(rm.route_change_cost[p]) for p in PILES}
    parts = [
        RulesHelp.tr(
            "When a route is built and one player has played it, the next player either takes "
            "it or changes route. Changing removes the built card at once and costs {a} for "
            "route A, {b} for route B or {c} for route C."
        ).format(a=cost["A"], b=cost["B"], c=cost["C"])
    ]
    if rm.compass:
        parts.append(
            RulesHelp.tr(
                "It is free for a player who started the turn on a compass space ({spaces})."
            ).format(spaces=_spaces(rm.compass))
        )
    else:
        parts.append(RulesHelp.tr("This board has no compass space, so every change costs."))
    parts.append(RulesHelp.tr("A player who cannot pay cannot change."))
    return " ".join(parts)


def _shortcuts_text(cat: Catalogue) -> str:
    rm = cat.race_map
    parts = [
        RulesHelp.tr(
            "At the start of the turn, a player on a backpack space may pay the shortcut's "
            "squirrels and follow the dotted line, then plays the turn as usual. Reaching the "
            "peak this way ends the turn."
        )
    ]
    if rm.shortcuts:
        each = [
            RulesHelp.tr("from space {start} to space {end} for {cost}").format(
                start=sc.start, end=sc.end, cost=_squirrels(sc.cost)
            )
            for sc in sorted(rm.shortcuts, key=lambda sc: sc.start)
        ]
        parts.append(RulesHelp.tr("Shortcuts on this board: {list}.").format(list=_listed(each)))
    else:
        parts.append(RulesHelp.tr("This board has no shortcuts."))
    return " ".join(parts)


def _fox_text(cat: Catalogue) -> str:
    fox = cat.team_map.fox
    parts = [
        RulesHelp.tr(
            "Before the attempt, a team on a fox space may give 1 squirrel to move 1 space at "
            "once. If the marker is on a fox space when the attempt starts, no retries."
        )
    ]
    if fox:
        parts.append(
            RulesHelp.tr("Fox spaces on this board: {spaces}.").format(spaces=_spaces(fox))
        )
    else:
        parts.append(RulesHelp.tr("This board has no fox spaces."))
    return " ".join(parts)


def rule_texts(catalogue: Catalogue | None = None) -> dict[str, tuple[str, str]]:
    """Rule number -> (title, text), with the numbers of ``catalogue`` (default: built-in)."""
    cat = catalogue if catalogue is not None else default_catalogue()
    rm, tm = cat.race_map, cat.team_map
    dest_a, dest_b = tm.destination("A"), tm.destination("B")
    major = tm.major_shortcut
    return {
        "R1": (
            RulesHelp.tr("Turn order"),
            RulesHelp.tr("Players take turns in colour order: white, black, orange, violet."),
        ),
        "R3": (
            RulesHelp.tr("The built route"),
            RulesHelp.tr(
                "The built route is the card revealed last, until it is removed. If no route is "
                "built, the player picks any pile for free and turns over its top card."
            ),
        ),
        "R4": (RulesHelp.tr("Take the route or change it"), _route_change_text(cat)),
        "R5": (
            RulesHelp.tr("Extra task (difficult route)"),
            RulesHelp.tr(
                "On a card with an extra task the player chooses the normal or the difficult route "
                "before the attempt. The difficult route has exactly one attempt and no squirrel "
                "help; mastered, it gives the owl move and the card's squirrels."
            ),
        ),
        "R6": (
            RulesHelp.tr("Another attempt"),
            RulesHelp.tr(
                "After a failed normal attempt the player may pay 1 squirrel for one more attempt, "
                "as often as they can pay, or accept the failure."
            ),
        ),
        "R7": (
            RulesHelp.tr("Owl tiles"),
            RulesHelp.tr(
                "The first player on a card chooses which of the two owl tiles under its pile to "
                "turn over: mastered moves forward by the big number, failed moves back by the "
                "small one. The second player turns over the other tile; then the card is removed."
            ),
        ),
        "R9": (RulesHelp.tr("Shortcuts"), _shortcuts_text(cat)),
        "R11": (
            RulesHelp.tr("The peak"),
            RulesHelp.tr(
                "When a player reaches the peak (space {peak}), the round goes on until everyone "
                "has played: everyone after them in turn order plays once more, then the game ends."
            ).format(peak=rm.peak),
        ),
        "R12": (
            RulesHelp.tr("A pile is used up (house rule)"),
            RulesHelp.tr(
                "When the last card of any pile has been removed from the game, the race ends at "
                "once, before the peak is reached."
            ),
        ),
        "R13": (
            RulesHelp.tr("Who wins"),
            RulesHelp.tr(
                "The highest position wins (the peak is highest). On the same space, more "
                "squirrels win; the same space and squirrels share the place."
            ),
        ),
        "H1": (
            RulesHelp.tr("A handicap (house rule)"),
            RulesHelp.tr(
                "A race may give players a handicap, chosen before the first turn: up to 3 "
                "extra squirrels at the start (taken from the frolicking area; at most 6 in "
                "all), a head start of 1 to 3 spaces, or the difficult route whenever a card "
                "offers it. Nothing else changes. A race with a handicap is kept apart from "
                "the bests."
            ),
        ),
        "T2": (
            RulesHelp.tr("Sections"),
            RulesHelp.tr(
                "Cards come from pile A until the marker reaches intermediate destination A "
                "(space {a}), then from pile B until intermediate destination B (space {b}), "
                "then from pile C up to the peak (space {peak}). The team may start at A or B "
                "instead."
            ).format(a=dest_a.space, b=dest_b.space, peak=tm.peak),
        ),
        "T5": (
            RulesHelp.tr("Intermediate destinations"),
            RulesHelp.tr(
                "The first time the marker reaches intermediate destination A, the team wins "
                "{a}; at intermediate destination B it wins {b}."
            ).format(a=_squirrels(dest_a.squirrels), b=_squirrels(dest_b.squirrels)),
        ),
        "T4": (
            RulesHelp.tr("Mastered or failed (team)"),
            RulesHelp.tr(
                "Mastered: the team marker moves 1 space. Failed after any retries: no move. "
                "Either way the card is removed. Another attempt costs 1 squirrel from the pool."
            ),
        ),
        "T6": (RulesHelp.tr("The fox"), _fox_text(cat)),
        "T7": (
            RulesHelp.tr("Major shortcut"),
            RulesHelp.tr(
                "At the start of a turn on space {start}, the team may pay {cost} to take the "
                "major shortcut to space {end}."
            ).format(start=major.start, end=major.end, cost=_squirrels(major.cost)),
        ),
        "T9": (
            RulesHelp.tr("When the team loses (house rule)"),
            RulesHelp.tr(
                "The team loses when the last card of the current pile has been played and the "
                "next destination is not reached. The app warns when that last card turns up."
            ),
        ),
        "T10": (
            RulesHelp.tr("When the team wins"),
            RulesHelp.tr("The team wins when its marker reaches the peak C (space {peak}).").format(
                peak=tm.peak
            ),
        ),
        "S2": (
            RulesHelp.tr("Solo training"),
            RulesHelp.tr(
                "Start with {squirrels}. On each card choose normal or difficult; after a failed "
                "normal attempt, 1 squirrel buys another. A failed card is not tried again."
            ).format(squirrels=_squirrels(START_SQUIRRELS)),
        ),
        "S3": (
            RulesHelp.tr("End of the training"),
            RulesHelp.tr(
                "The training ends when the chosen pile (or all three, for the full climb) is used "
                "up: the result is the cards mastered per pile and the squirrels left."
            ),
        ),
        "TABLE": (
            RulesHelp.tr("Entering cards and owl tiles"),
            RulesHelp.tr(
                "With real cards, turn over the top card or tile on the table and press its name "
                "or value. The app offers only what can still be there."
            ),
        ),
    }


def house_rules() -> list[str]:
    """Rulings a table might play differently; the app enforces them."""
    return [
        RulesHelp.tr(
            "When the last card of any route-card pile is removed, the race ends at once, "
            "before the peak is reached."
        ),
        RulesHelp.tr(
            "A route change away from the last card of a pile ends the race at once, before "
            "paying: that card is removed and its pile is used up."
        ),
        RulesHelp.tr(
            "The team loses when the last card of its current pile has been played and the "
            "next destination is not reached; the app warns when that card turns up."
        ),
        RulesHelp.tr(
            "Changing to the same pile as the built route is allowed (it still costs squirrels "
            "unless the player started on a compass space)."
        ),
        RulesHelp.tr(
            "A reward larger than the squirrels left in the frolicking area gives what is "
            "left; all {total} are always accounted for."
        ).format(total=_squirrels(SQUIRRELS_IN_BOX)),
        RulesHelp.tr(
            "If the marker is on a fox space when an attempt starts, a failure cannot be "
            "tried again; feeding the fox first moves the marker off it."
        ),
        RulesHelp.tr(
            "A race may give players a handicap, chosen before the first turn; nothing else "
            "changes, and a race with a handicap is kept apart from the bests."
        ),
        RulesHelp.tr(
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
        if has_handicap(state.setup):
            # H1: said first while it decides the route at hand (a card with an extra
            # task, for a racer whose handicap is the difficult route).
            card = state.current_card
            if (
                ph is Phase.PREPARE
                and state.variant is None
                and card is not None
                and card.extra_task is not None
                and state.setup.handicap(state.turn).difficult
            ):
                out.insert(0, "H1")
            else:
                out.append("H1")
    elif mode is Mode.TEAM:
        if ph is Phase.START:
            out += ["T7"]
        elif on_fox_space(state):
            out += ["T6"]
        if ph in (Phase.PREPARE, Phase.RETRY):
            out += ["T4", "R5"]
        if state.last_card_of_section or ph is Phase.OVER:
            out += ["T9", "T10"]
        out += ["T2", "T5"]
    else:
        out += ["S2", "R5", "R6", "S3"]
    seen: list[str] = []
    for key in out:
        if key not in seen:
            seen.append(key)
    return seen


def _texts(state: State | None, catalogue: Catalogue | None) -> dict[str, tuple[str, str]]:
    """The rules of the board described, the race's own handicaps after H1's text."""
    texts = rule_texts(_board(state, catalogue))
    handicaps = race_text(state.setup) if state is not None else ""
    if handicaps:
        title, text = texts["H1"]
        texts["H1"] = (title, text + " " + handicaps)
    return texts


def help_text(state: State | None, catalogue: Catalogue | None = None) -> str:
    """The rules help as plain text (what the dialog shows, without formatting).

    The numbers are those of the game's board; without a game, of ``catalogue`` (the
    board new games use), else of the built-in board."""
    texts = _texts(state, catalogue)
    lines = [f"{texts[k][0]}: {texts[k][1]}" for k in rules_for(state) if k in texts]
    return "\n\n".join(lines)


class RulesHelpDialog(QDialog):
    """The rules help. ``catalogue`` is the board to describe when no game is on (the one
    new games use); during a game the game's own board is described."""

    def __init__(
        self,
        state: State | None,
        parent: QWidget | None = None,
        catalogue: Catalogue | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules help"))
        self.resize(720, 560)
        layout = QVBoxLayout(self)
        tabs = QTabWidget()
        self.tabs = tabs
        # Names are plain text: escaped in the pages' HTML.
        texts = {
            k: (t, escape(v, quote=False)) for k, (t, v) in _texts(state, catalogue).items()
        }
        now = self._browser("ruleNow", self.tr("The rule for this decision"))
        keys = rules_for(state)
        if keys:
            # The rules of the decision at hand first, the others after them.
            html = "".join(
                f"<h3>{texts[k][0]}</h3><p>{texts[k][1]}</p>" for k in keys if k in texts
            )
        else:
            html = (
                "<p>"
                + self.tr(
                    "Start or continue a game: this page then explains the rule behind each decision."
                )
                + "</p>"
            )
        now.setHtml(html)
        tabs.addTab(now, self.tr("This decision"))
        house = self._browser("houseRules", self.tr("House rules the app enforces"))
        house.setHtml(
            "<p>"
            + self.tr("The app enforces these rulings where tables may play differently:")
            + "</p><ul>"
            + "".join(f"<li>{r}</li>" for r in house_rules())
            + "</ul>"
        )
        tabs.addTab(house, self.tr("House rules"))
        every = self._browser("allRules", self.tr("All rules"))
        ordered = [k for k in keys if k in texts] + [k for k in texts if k not in keys]
        every.setHtml("".join(f"<h3>{texts[k][0]}</h3><p>{texts[k][1]}</p>" for k in ordered))
        tabs.addTab(every, self.tr("All rules"))
        layout.addWidget(
            QLabel(self.tr("Press F1 during a game to see the rule for the decision at hand."))
        )
        layout.addWidget(tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _browser(self, name: str, accessible: str) -> QTextBrowser:
        """A page of rules in the app's own text size (not the larger size of a web page)."""
        browser = QTextBrowser()
        browser.setObjectName(name)
        browser.setAccessibleName(accessible)
        browser.setFont(QApplication.font())
        browser.document().setDefaultFont(QApplication.font())
        return browser

    def current_rule_text(self) -> str:
        widget = self.tabs.widget(0)
        assert isinstance(widget, QTextBrowser)
        return widget.toPlainText()
