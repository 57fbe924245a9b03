"""Export and import: versioned JSON for games, players and the games' settings.

An export holds games of every game of the app, each as a record naming its game and
rules version (see ``docs/record-format.md``), read and replayed by that game's own rules.
A file of version 1 (written before a second game came) holds only Blocky Mountains
games, and this app still writes one when those are all it saves, so earlier releases
keep loading it; a file holding another game is version 2.

An import checks everything first (format, version, every field, and a full
replay of every game and its redo stack through its own rules) and only then writes,
in one transaction. Games carry a stable ``uid``, so importing the same file
twice adds nothing the second time.

An export holds only what an import accepts: every game in it is checked the same
way, so a saved file always loads again. What cannot be read (a damaged row) is
left out and named in :class:`ExportResult`, so "Save everything" saves the rest.

The parts, each a module here: parse.py (the format, its limits, JSON text read with
them), validate.py (checking a whole export), export.py, importing.py, and atomic.py
(writing a file whole or not at all). The names below are what the rest of the app uses.
"""

from blocky.store.exchange.atomic import write_atomically
from blocky.store.exchange.export import (
    ExportProblem,
    ExportResult,
    export_all,
    export_everything,
    export_game,
)
from blocky.store.exchange.importing import ImportReport, import_data, import_json
from blocky.store.exchange.parse import (
    BLOCKY_ONLY_VERSION,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    MAX_IMPORT_BYTES,
    MAX_NESTING,
    parse_json,
)
from blocky.store.exchange.validate import parse_import

__all__ = [
    "BLOCKY_ONLY_VERSION",
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "MAX_IMPORT_BYTES",
    "MAX_NESTING",
    "ExportProblem",
    "ExportResult",
    "ImportReport",
    "export_all",
    "export_everything",
    "export_game",
    "import_data",
    "import_json",
    "parse_import",
    "parse_json",
    "write_atomically",
]
