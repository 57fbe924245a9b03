"""F1: Montgolfière's rules in short, in the order a round is resolved, with the points
the app decides where the rulebooks are silent marked as house rules."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from blocky.ui.games.montgolfiere.words import Montgolfiere


def rules_html(moon: int | None = None) -> str:
    house = Montgolfiere.tr("House rule")
    sections: list[tuple[str, list[tuple[str, bool]]]] = [
        (
            Montgolfiere.tr("The aim"),
            [
                (Montgolfiere.tr("2 to 6 balloons race to the Moon, the last space of the board. Every "
                    "balloon starts on space 5."), False),
                (Montgolfiere.tr("The English box has 15 spaces, the French box 12. The players choose."),
                 False),
                (Montgolfiere.tr("One player alone against the Black Baron is allowed."), True),
            ],
        ),
        (
            Montgolfiere.tr("A round"),
            [
                (Montgolfiere.tr("Everybody plays one card face down, and all are revealed together. Then "
                    "enter each balloon's card: the app shows it only as entered until all "
                    "are in."), False),
                (Montgolfiere.tr("Each card is gone once played: a deck of 24 cards makes at most 24 "
                    "rounds. A card already played is greyed out."), False),
                (Montgolfiere.tr("Resolve: the app takes the steps in this order."), False),
            ],
        ),
        (
            Montgolfiere.tr("1. Sleeping gas"),
            [
                (Montgolfiere.tr("Sleeping gas cancels every card played from the space just below, "
                    "except a super engine. The highest gas acts first: a gas cancelled by "
                    "a gas above does nothing."), False),
            ],
        ),
        (
            Montgolfiere.tr("2. Storm"),
            [
                (Montgolfiere.tr("An odd number of storms makes the round stormy: ballast winners go "
                    "down 1, a super engine climbs only 1. An even number cancels out."),
                 False),
            ],
        ),
        (
            Montgolfiere.tr("3. Ballast"),
            [
                (Montgolfiere.tr("The heaviest ballast moves up 1 (down 1 in a storm); tied balloons all "
                    "move. Balloons of one squadron (on the same space) playing the same "
                    "weight add their number to it: three 7 kg count 10 each."), False),
            ],
        ),
        (
            Montgolfiere.tr("4. Super engine"),
            [(Montgolfiere.tr("Climbs 2 spaces, 1 in a storm; sleeping gas never stops it."), False)],
        ),
        (
            Montgolfiere.tr("5. Grappling hook"),
            [
                (Montgolfiere.tr("A hook follows a balloon on the space just above and moves as it "
                    "moves; hooks are taken from the top down, so chains carry."), False),
                (Montgolfiere.tr("When the balloons above would move differently, the hook's player "
                    "chooses; a balloon that does not move may be chosen."), True),
                (Montgolfiere.tr("A hook follows the move its balloon really makes: behind a balloon "
                    "stopped by the Moon after 1 space, it climbs 1, not 2."), True),
                (Montgolfiere.tr("The Black Baron's hook follows the move that takes him highest."), True),
            ],
        ),
        (
            Montgolfiere.tr("The board's ends"),
            [
                (Montgolfiere.tr("No balloon goes below space 1 or past the Moon."), True),
            ],
        ),
        (
            Montgolfiere.tr("The end"),
            [
                (Montgolfiere.tr("The game ends after the round in which a balloon reaches the Moon, or "
                    "after the 24th round."), False),
                (Montgolfiere.tr("Balloons on the Moon share the win; without one, the highest balloons "
                    "share it."), True),
                (Montgolfiere.tr("A match: every balloon scores its space, the Moon 5 more. The match "
                    "ends after the game in which a balloon reaches the target; the highest "
                    "total wins, ties share."), True),
            ],
        ),
        (
            Montgolfiere.tr("The Black Baron"),
            [
                (Montgolfiere.tr("His card is the top card of his pile: the app draws it from the "
                    "shuffle number shown at the start, or the players turn his real card "
                    "and enter it."), False),
                (Montgolfiere.tr("Players on his space may look at his next card before the reveal "
                    "(Peek): once a round."), False),
                (Montgolfiere.tr("The app hides his card again as soon as a card is entered for a "
                    "player who may not look, or the round is resolved. Peek again shows it "
                    "again to the same players."), False),
                (Montgolfiere.tr("Squadrons: players of balloons on the same space may show each other "
                    "their hands."), False),
            ],
        ),
    ]
    title = Montgolfiere.tr("Montgolfière: the rules in short")
    out = [f"<h2>{html.escape(title)}</h2>"]
    if moon is not None:
        this_game = Montgolfiere.tr("This game: the Moon is space {moon}.").format(moon=moon)
        out.append(f"<p>{html.escape(this_game)}</p>")
    for title, paragraphs in sections:
        out.append(f"<h3>{html.escape(title)}</h3>")
        for text, is_house in paragraphs:
            mark = f" <b>({html.escape(house)})</b>" if is_house else ""
            out.append(f"<p>{html.escape(text)}{mark}</p>")
    keys = Montgolfiere.tr(
        "Keys: 1 to 15 enter ballast (1 then 0 to 5 for 10 to 15), the letters on the "
        "buttons enter the other cards, Enter resolves, Escape skips the telling, Ctrl+Z "
        "undoes and Ctrl+Y redoes."
    )
    out.append(f"<p><i>{html.escape(keys)}</i></p>")
    return "\n".join(out)


class MontgolfiereRulesHelp(QDialog):
    def __init__(self, state: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesHelpDialog")
        self.setWindowTitle(Montgolfiere.tr("Montgolfière: rules help"))
        self.resize(760, 620)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        moon = state.edition.moon if state is not None else None
        self.browser.setHtml(rules_html(moon))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
