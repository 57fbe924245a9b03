"""The statistics screen's files: the table on screen saved as CSV, every player and game
saved in one JSON file ("Save everything"), and such a file loaded again."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from blocky.store.errors import StoreError
from blocky.ui.games.blocky_mountains.statistics.models import Statistics, table_csv
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.files import ask_open_path, ask_save_path

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QTableView, QWidget

    from blocky.ui.games.blocky_mountains.statistics.source import StatisticsSource

#: At most this many things that could not be saved are named one by one.
MAX_PROBLEMS_SHOWN = 10


def export_problem_text(problem: Any) -> str:
    """One thing "Save everything" could not read, in words."""
    what = str(problem.what)
    if what == "game":
        head = Statistics.tr("Game {0}").format(problem.ident)
    elif what == "player":
        head = Statistics.tr("Player {0}").format(problem.ident)
    elif what == "board":
        head = Statistics.tr("Your corrected board")
    else:
        head = f"{what} {problem.ident}"
    return f"{head}: {problem.detail}"


class ImportFailed(Exception):
    """A file that could not be loaded; the message is for the player."""


def refused_file_text(exc: Any) -> str:
    """Why a file named to load is not read (blocky.core.files.FileRefused), in words."""
    if exc.kind == "too_large":
        return Statistics.tr(
            "it is larger than {0} MB, more than a file saved by this app holds"
        ).format(exc.limit // 1_000_000)
    return Statistics.tr("it is not a file (a folder, a device or a pipe)")


def export_all_json(source: StatisticsSource, path: str | Path) -> str:
    """Every player and game that can be read, in the store's versioned export format,
    written so that a failed save leaves any earlier file as it was. Returns what to say:
    where it was saved and what could not be read. Raises StoreError when nothing could
    be saved."""
    from blocky.store.exchange import write_atomically

    result = source.export_everything()
    text = json.dumps(result.data, ensure_ascii=False, indent=1)
    write_atomically(Path(path), text)
    said = Statistics.tr("Everything was saved in {0}.").format(path)
    if not result.problems:
        return said
    lines = [
        Statistics.tr(
            "Saved in {0}, except %n thing(s) that could not be read:",
            None,
            len(result.problems),
        ).format(path)
    ]
    # The board and the players first: there are few of them, games can be many.
    order = {"board": 0, "player": 1}
    problems = sorted(result.problems, key=lambda p: order.get(str(p.what), 2))
    shown = problems[:MAX_PROBLEMS_SHOWN]
    lines += [f"\u2022 {export_problem_text(p)}" for p in shown]
    if len(result.problems) > len(shown):
        lines.append(Statistics.tr("and %n more", None, len(result.problems) - len(shown)))
    return "\n".join(lines)


def import_all_json(source: StatisticsSource, path: str | Path) -> str:
    """Add the players and games of a file saved with "Save everything". Everything in
    the file is checked before anything is written; returns what happened, in words.
    Raises ImportFailed, with the words, when nothing was loaded."""
    from blocky.core.files import FileRefused, read_named_file, utf8_text
    from blocky.store.exchange import MAX_IMPORT_BYTES

    try:
        text = utf8_text(read_named_file(path, MAX_IMPORT_BYTES))
    except (OSError, ValueError) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        if isinstance(exc, FileRefused):
            detail = refused_file_text(exc)
        raise ImportFailed(Statistics.tr("The file cannot be read: {0}").format(detail)) from None
    try:
        report = source.import_json(text)
    except StoreError as exc:
        raise ImportFailed(
            Statistics.tr("This file cannot be loaded, so nothing was changed.")
            + "\n"
            + error_text(exc)
        ) from None
    added = Statistics.tr("%n game(s) added", None, report.games_added)
    players = Statistics.tr("%n new player(s)", None, report.players_added)
    skipped = Statistics.tr("%n game(s) were already here", None, report.games_skipped)
    return f"{added}, {players}; {skipped}."


class FileActions(QObject):
    """The buttons' actions: they ask where, save or load, and say how it went. ``screen``
    is the statistics screen (the dialogs' parent) and does the saving and loading."""

    def __init__(
        self,
        screen: QWidget,
        *,
        today: Callable[[], date],
        tab_file_name: Callable[[], str],
        export_table_csv: Callable[[str], None],
        export_all: Callable[[str], str],
        import_all: Callable[[str], str],
    ) -> None:
        super().__init__(screen)
        self._screen = screen
        self._today = today
        self._tab_file_name = tab_file_name
        self._export_table_csv = export_table_csv
        self._export_all = export_all
        self._import_all = import_all

    def export_table(self) -> None:
        path = ask_save_path(
            self._screen,
            Statistics.tr("Save table"),
            self._tab_file_name(),
            ".csv",
            Statistics.tr("CSV files (*.csv)"),
            self._today(),
        )
        if path:
            self._export_table_csv(path)

    def export_all(self) -> None:
        path = ask_save_path(
            self._screen,
            Statistics.tr("Save everything"),
            "blocky-mountains",
            ".json",
            Statistics.tr("JSON files (*.json)"),
            self._today(),
        )
        if path:
            self.save_everything(path)

    def save_everything(self, path: str | Path) -> QMessageBox:
        """Save everything to ``path`` and say how it went."""
        from blocky.ui.kit.messages import tell

        try:
            message = self._export_all(str(path))
        except StoreError as exc:
            return tell(
                self._screen,
                Statistics.tr("Nothing was saved.") + "\n" + error_text(exc),
                title=Statistics.tr("Save everything"),
                name="saveEverythingBox",
            )
        return tell(
            self._screen,
            message,
            icon="information",
            title=Statistics.tr("Save everything"),
            name="saveEverythingBox",
        )

    def import_file(self) -> None:
        path = ask_open_path(
            self._screen, Statistics.tr("Load saved games"), Statistics.tr("JSON files (*.json)")
        )
        if not path:
            return
        from blocky.ui.kit.messages import tell

        try:
            message = self._import_all(path)
        except ImportFailed as exc:
            tell(self._screen, str(exc), title=Statistics.tr("Statistics"))
            return
        tell(self._screen, message, icon="information", title=Statistics.tr("Load saved games"))


def write_table_csv(view: QTableView, path: str | Path) -> None:
    """The table ``view`` shows, as shown and in the order shown, into ``path``."""
    Path(path).write_text(table_csv(view.model()), encoding="utf-8")
