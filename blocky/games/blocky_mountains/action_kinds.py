"""The kinds of stored action by name only, for the store's SQL.

The triggers that keep the derived counts name these kinds in their SQL, and the store
makes those triggers whenever it checks a file's layout, also while the start screen
lists the saved games. Reading the names from here keeps that check from loading the
actions' classes (and dataclasses) before a game is opened. ``tests/games/blocky_mountains/
test_timing.py`` checks that they are exactly the kinds of :mod:`.actions` and
:mod:`.timing`.
"""

from __future__ import annotations

#: Every kind of action a record may hold (the keys of ``actions.ACTION_TYPES``).
ACTION_KINDS = frozenset(
    (
        "accept_failure",
        "change_route",
        "choose_pile",
        "choose_variant",
        "flip_owl",
        "fox",
        "partner",
        "play_on",
        "report",
        "retry",
        "reveal_card",
        "reveal_owl",
        "take_route",
        "take_shortcut",
    )
)
#: An attempt's gap between two actions counts at most this long (seconds): a longer
#: one is a pause (``timing.PAUSE_LIMIT``).
PAUSE_LIMIT_SECONDS = 600
#: The kinds that start an attempt's build time (``timing.START_KINDS``).
START_KINDS = frozenset(("retry", "reveal_card", "take_route"))
#: The kind that reports an attempt (``timing.REPORT_KIND``).
REPORT_KIND = "report"
