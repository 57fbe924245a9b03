"""What a game keeps in the store beside its record: the one typed extension point the
store reaches a game's own data through.

The store (blocky/store) is the same for every game: players, games and their actions,
the redo stack, settings, backups, export and import. A game that keeps more (tables it
derives from its events for its statistics, a setting carried in exports) describes it
in a :class:`GameStorage`, which its registry entry names (``storage_path``,
blocky/core/registry.py). The store reads nothing else of the game.

Nothing here imports a game, SQLite or Qt: a game's storage module may be loaded by the
first look at the saved games before the window's first paint, so it keeps its heavy
parts (the rules that replay a game) behind functions that load them when called.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    import sqlite3

#: One schema step: takes the file from version ``n - 1`` to ``n`` inside the store's
#: transaction (creating tables, indexes and the triggers that keep them).
Migration = Callable[["sqlite3.Connection"], None]

#: Told how far a long migration has got: (done, total).
Progress = Callable[[int, int], None]

#: A schema step that can take long (building derived rows from a long history): as a
#: :data:`Migration`, and it tells ``progress`` how far it has got.
ReportingMigration = Callable[["sqlite3.Connection", Progress], None]

#: An action, the state it leaves and the events it made happen.
Step = tuple[Any, Any, Sequence[Any]]

#: What a game derives from newly stored steps, in the transaction that stores them:
#: ``derive(db, game_id, player_ids, first_seq, steps, times)`` (``game_id`` is the saved
#: game's row id, ``player_ids`` the profile id of each seat, ``times`` each step's time).
Deriver = Callable[
    ["sqlite3.Connection", int, Sequence[int], int, Sequence[Step], Sequence[str]], None
]

#: Reads a stored set-up for the list of saved games without the whole rules: the set-up
#: and its variant; ValueError (or another data error) when it cannot.
SetupReader = Callable[[Any], tuple[Any, Any]]


class StoredSetting(NamedTuple):
    """A set of named texts a game keeps in the store's settings table under ``key``,
    carried in exports under the same key (Blocky Mountains' corrected board files)."""

    #: The settings key, and the field of an export that carries it.
    key: str
    #: What it is, for the sentence of an error ("the corrected board data").
    what: str
    #: What its texts are, completing "it does not ..." and "'key' must ...".
    shape: str
    #: Checks the texts; raises a ValueError whose message says what is wrong (the store
    #: then refuses to keep, export or import them).
    check: Callable[[Mapping[str, str]], None]


class GameStorage(NamedTuple):
    """Everything a game keeps in the store beyond its record (all of it optional)."""

    #: The tables only this game writes (each made by one of its migrations).
    tables: frozenset[str] = frozenset()
    #: Its migrations by the schema version each one makes. Versions are one sequence
    #: shared with the core and every game: a new table takes the next free version, and a
    #: released version is never renumbered or edited.
    migrations: Mapping[int, Migration] = MappingProxyType({})
    #: Those of its migrations that can take long, by version, as they tell how far
    #: they have got (the store passes on what it is told once a step runs over a second).
    reporting: Mapping[int, ReportingMigration] = MappingProxyType({})
    #: Its tables whose rows belong to one stored step (columns ``game_id`` and ``seq``):
    #: undo drops the rows of the steps it takes back, deleting a game drops all of them.
    step_tables: tuple[str, ...] = ()
    #: Derives its rows from newly stored steps (and from imported games) in the same
    #: transaction; None when it derives nothing.
    derive: Deriver | None = None
    #: Its settings kept in the store and carried in exports.
    settings: tuple[StoredSetting, ...] = ()
    #: The light reader of its stored set-ups for the list of saved games; None: the list
    #: reads them with the game's rules.
    read_setup: SetupReader | None = None
