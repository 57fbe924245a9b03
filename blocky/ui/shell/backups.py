"""Restore a backup: the copies of the saved games the app keeps (one a day, and one
before each update of the file's format), newest first; the chosen one replaces the
saved games after a question. The games as they were are moved aside, not deleted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.errors import error_text
from blocky.ui.kit.messages import add_buttons, message_box, shorten, show_message
from blocky.ui.shell.library import store_errors
from blocky.ui.shell.start_words import friendly_time, local_time


class Backups(TranslationContext):
    """The translation context of the backups' words outside the dialog's own methods."""


def kind_name(kind: str) -> str:
    from PySide6.QtCore import QCoreApplication

    names = {
        "daily": QCoreApplication.translate("Backups", "Daily copy"),
        "pre-migration": QCoreApplication.translate("Backups", "Copy made before an update"),
        "before-restore": QCoreApplication.translate("Backups", "Your games before a restore"),
    }
    return names.get(kind, kind)


def backup_line(backup: Any) -> str:
    """One backup as a question names it: local date and time, and its kind."""
    return f"{local_time(backup.made_at)}  \u00b7  {kind_name(str(backup.kind))}"


def contents_text(contents: Any) -> str:
    """What a copy holds (blocky.store.backups.BackupContents, None: unreadable), in words."""
    if contents is None:
        return Backups.tr("what it holds cannot be read")
    if contents.games == 0 or contents.last_played is None:
        return Backups.tr("no games")
    return Backups.tr("%n game(s), last played {0}", None, contents.games).format(
        friendly_time(contents.last_played)
    )


def listed_line(backup: Any) -> str:
    """One backup as the list shows it: when, its kind, and what it holds."""
    from blocky.store.backups import backup_contents

    return f"{backup_line(backup)}  \u00b7  {contents_text(backup_contents(backup))}"


class BackupDialog(QDialog):
    """The backups of the database at ``db_path``. ``before_restore`` is called just
    before a backup is restored (the saved games must be closed then)."""

    def __init__(
        self,
        db_path: Path,
        parent: QWidget | None = None,
        before_restore: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore a backup"))
        self.resize(620, 420)
        self._db_path = db_path
        self._before_restore = before_restore
        self._backups: list[Any] = []
        #: True once a backup was restored.
        self.restored = False
        #: Where the games as they were before were moved (None if there was no file).
        self.moved_aside: Path | None = None
        #: The open "Restore this backup?" question, if any.
        self.question: QMessageBox | None = None

        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The app keeps a copy of your saved games each day you play, and one "
                "before each update. Choose the copy to go back to: the games as they are "
                "now are kept aside, not deleted."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget()
        self.list.setObjectName("backupList")
        # A line says when, which kind and what the copy holds: long ones wrap.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemActivated.connect(lambda _item: self.ask_restore())
        layout.addWidget(self.list, 1)
        self.message = QLabel()
        self.message.setObjectName("backupMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.restore_button = QPushButton(self.tr("Restore the chosen backup"))
        self.restore_button.setObjectName("restoreChosenButton")
        self.restore_button.clicked.connect(self.ask_restore)
        close = QPushButton(self.tr("Close"))
        close.setObjectName("closeButton")
        close.clicked.connect(self.reject)
        for b in (self.restore_button, close):
            b.setMinimumHeight(44)
        row.addStretch(1)
        row.addWidget(self.restore_button)
        row.addWidget(close)
        layout.addLayout(row)
        self.load()

    def load(self) -> None:
        from blocky.store.backups import list_backups

        self.list.clear()
        try:
            self._backups = list(list_backups(self._db_path))
        except Exception as exc:
            self._backups = []
            if not isinstance(exc, store_errors()):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The backups could not be listed")
            self._say(self.tr("The backups could not be listed: {0}").format(error_text(exc)))
        for i, backup in enumerate(self._backups):
            item = QListWidgetItem(listed_line(backup))
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
        if self._backups:
            self.list.setCurrentRow(0)
        elif not self.message.text():
            self._say(self.tr("There are no backups yet. The app makes one each day you play."))
        self.restore_button.setEnabled(bool(self._backups))

    def backup_lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _say(self, text: str) -> None:
        self.message.setText(shorten(text))

    def ask_restore(self) -> QMessageBox | None:
        """Ask before restoring the chosen backup; the answer arrives later."""
        item = self.list.currentItem()
        if item is None or self.question is not None:
            return self.question
        backup = self._backups[int(item.data(Qt.ItemDataRole.UserRole))]
        box = message_box(
            self,
            self.tr("Go back to the copy from {0}?").format(backup_line(backup)),
            informative=self.tr(
                "Games played after that copy was made are not in it. Your saved games as "
                "they are now are moved aside and kept."
            ),
            icon="question",
            title=self.tr("Restore a backup"),
            name="confirmRestoreBox",
        )
        keep, restore = add_buttons(
            box,
            [
                (self.tr("Keep my games as they are"), QMessageBox.ButtonRole.RejectRole, "keep"),
                (self.tr("Restore this backup"), QMessageBox.ButtonRole.AcceptRole, "restore"),
            ],
        )
        # Enter or Escape keeps the games: restoring takes a deliberate click.
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered() -> None:
            self.question = None
            box.deleteLater()
            if box.clickedButton() is restore:
                self.restore(backup)

        box.finished.connect(answered)
        self.question = box
        return show_message(box)

    def restore(self, backup: Any) -> bool:
        """Restore ``backup`` now (no question); True when it was restored."""
        from blocky.store.backups import restore_backup

        if self._before_restore is not None:
            self._before_restore()
        try:
            self.moved_aside = restore_backup(self._db_path, backup)
        except Exception as exc:
            if not isinstance(exc, store_errors()):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "A backup could not be restored")
            self._say(self.tr("The backup could not be restored: {0}").format(error_text(exc)))
            return False
        self.restored = True
        self.restored_line = backup_line(backup)
        self.accept()
        return True

    def done_text(self) -> str:
        """What to say once the backup is back."""
        text = self.tr("The copy from {0} is back.").format(getattr(self, "restored_line", ""))
        if self.moved_aside is not None:
            text += "\n" + self.tr("Your games as they were are kept in {0}.").format(
                self.moved_aside
            )
        return text
