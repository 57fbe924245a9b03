"""Store a new two-player race (app draws) in an empty data folder, for checking what a
screen reader hears (see docs/accessibility.md and tools/atspi_check.sh).

    .venv/bin/python tools/a11y_race.py FOLDER

Then ``blocky-mountains --data-dir FOLDER`` opens on it: Enter continues the game, and
keys play it as always (1-9 the listed choices, M mastered, F failed).
"""

from __future__ import annotations

import sys
from pathlib import Path

from blocky.games.blocky_mountains.state import Draws, Setup
from blocky.store import Store

#: The store's file in a data folder (blocky.ui.shell.library.STORE_FILE).
STORE_FILE = "blocky.sqlite3"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    store = Store.open(folder / STORE_FILE)
    try:
        ids = [
            store.add_player(name, colour).id
            for name, colour in (("Ann", "white"), ("Ben", "black"))
        ]
        setup = Setup.race([("Ann", "white"), ("Ben", "black")], draws=Draws.APP, seed=21)
        game = store.create_game(setup, ids)
        print(f"race stored as game {game.id} in {folder}")
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
