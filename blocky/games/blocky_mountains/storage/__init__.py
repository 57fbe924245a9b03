"""What Blocky Mountains keeps in the store beyond its record (pure Python and sqlite3).

- tables.py: its own tables (the attempts derived from its events and the running totals
  its statistics read) and its migrations by schema version;
- migrations.py: those migrations, with the triggers that keep the totals, each as it
  was released;
- derive.py: the attempt rows derived from the rules' events as steps are stored;
- counts.py: the counts kept beside them for statistics, the coach and the practice plan
  (build times, per card and month, first-try runs, per player and card; schema 11);
- coach_state.py: the coach's model counts kept every so many attempts (schema 12, counted anew at 13);
- coach_data.py: what the coach reads of those rows;
- training_days.py: the trainings summed per player and day the charts read (schema 14;
  counted again from the day's trainings alone since 16);
- bests.py: the cards mastered per game, player and mode the personal bests read, and
  the index of squirrels kept (schema 15);
- exchange.py: the attempts as CSV (the board data it keeps is a setting, BOARD below).

The store reaches all of it through :data:`STORAGE`, which the game's registry entry names
(blocky/core/registry.py, ``storage_path``). Loading this module loads no rules: the
store reads it when it first reads its schema, also for the first look at the saved
games before the window's first paint; the parts that replay a game load when called.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from blocky.core.storage import GameStorage, Step, StoredSetting
from blocky.games.blocky_mountains.storage import tables

if TYPE_CHECKING:
    import sqlite3


def _derived_rows(
    db: sqlite3.Connection,
    game_id: int,
    player_ids: Sequence[int],
    first_seq: int,
    steps: Sequence[Step],
    times: Sequence[str],
) -> None:
    from blocky.games.blocky_mountains.storage.derive import derived_rows

    derived_rows(db, game_id, player_ids, first_seq, steps, times)


def _check_board(texts: Mapping[str, str]) -> None:
    """The corrected board files can be used (CatalogueError, a ValueError, says why not)."""
    from blocky.games.blocky_mountains.catalogue import parse_catalogue

    parse_catalogue(texts)


def _read_setup(data: Any) -> tuple[Any, Any]:
    """A stored set-up and its mode, read without the rest of the rules."""
    from blocky.games.blocky_mountains.setup_json import setup_from_json

    setup = setup_from_json(data)
    return setup, setup.mode


#: The corrected board files (cards, owls and both maps as TOML texts, by file name).
BOARD = StoredSetting(
    key="board",
    what="the corrected board data",
    shape="map file names to their text",
    check=_check_board,
)

STORAGE = GameStorage(
    tables=tables.TABLES,
    migrations=tables.MIGRATIONS,
    reporting=tables.LONG_MIGRATIONS,
    step_tables=("attempts",),
    derive=_derived_rows,
    settings=(BOARD,),
    read_setup=_read_setup,
)
