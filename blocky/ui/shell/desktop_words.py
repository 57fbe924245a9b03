"""The words of the desktop entry (the menu item) and of the AppStream metainfo (software
centres), translated in the .ts files like every other text of the app.

``make translations-update`` puts them in resources/translations (context "DesktopEntry");
packaging/generate.py writes the desktop entry and the metainfo from them, with the German
and French translations of those files (``Comment[de]=...``, ``<p xml:lang="fr">``). The
app's name is a proper name and stays the same in every language, as in its window title.
"""

from __future__ import annotations

from blocky.i18n import QT_TRANSLATE_NOOP

CONTEXT = "DesktopEntry"

#: What the app is, in a few words (the desktop entry's GenericName).
GENERIC_NAME = QT_TRANSLATE_NOOP("DesktopEntry", "Board Game Companion")
#: One line: the desktop entry's Comment and the metainfo's summary.
SUMMARY = QT_TRANSLATE_NOOP("DesktopEntry", "Table companion for Blocky Mountains and Montgolfière")
#: Words a menu search finds the app by, separated by ";" (the desktop entry's Keywords,
#: which also lists the names of the two games).
KEYWORDS = QT_TRANSLATE_NOOP(
    "DesktopEntry",
    "board game;dexterity;blocks;family;squirrels;balloon;card game",
)

#: The metainfo's description: paragraphs, then the list of what the app offers.
PARAGRAPHS = (
    QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "A companion for the table while you play the wooden dexterity game Blocky "
        "Mountains. You build the routes from blocks and steer the trapper and the grizzly "
        "with the rods; the app keeps the route map, the three route-card piles, the owl "
        "tiles and the squirrels, and knows the rules for moving, shortcuts, route changes "
        "and the end of the game.",
    ),
    QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "It also keeps the table of Montgolfière, the card game in which 2 to 6 hot-air "
        "balloons race to the Moon: everybody reveals a card at once, and the app resolves "
        "the round in the rulebook's order (sleeping gas, storm, ballast with the squadron "
        "bonus, super engine and chains of grappling hooks), tells it step by step and moves "
        "the balloons on a sky board.",
    ),
    QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "After each try you only say what happened: mastered or failed. Big buttons, plain "
        "words and keyboard shortcuts make it easy for children from 8 to use, and every "
        "step can be undone.",
    ),
)
FEATURES = (
    QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "Race game for 1 to 4 players, with cards drawn by the app or from the real piles",
    ),
    QT_TRANSLATE_NOOP("DesktopEntry", "Team game for 2 to 7 adventurers who climb together"),
    QT_TRANSLATE_NOOP("DesktopEntry", "Solo training with a training log"),
    QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "Montgolfière on the 15-space or the 12-space board, with the Black Baron and "
        "matches of several games",
    ),
    QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "Unlimited undo and redo; a game is saved after every step and survives a restart",
    ),
)

#: The metainfo's screenshots (docs/screenshots/<file>), the first one the default, each
#: with its caption.
SCREENSHOTS = (
    ("race-light.png", QT_TRANSLATE_NOOP("DesktopEntry", "A race on the route map")),
    ("start-light.png", QT_TRANSLATE_NOOP("DesktopEntry", "The start screen offers to continue a game")),
    (
        "montgolfiere-light.png",
        QT_TRANSLATE_NOOP("DesktopEntry", "Montgolfière: the balloons on their way to the Moon"),
    ),
    (
        "statistics-charts-dark.png",
        QT_TRANSLATE_NOOP("DesktopEntry", "The training log's charts, in the dark look"),
    ),
)
