"""Check your board: compare the app's map and card data with the box and correct it.

Three tabs, each marked the same way: every value the rulebook does not print has a
yellow "Still a guess" box beside it, ticked until the player has checked it (changing
the value unticks it). The compass and fox spaces are chosen on a small picture of the
map; the route cards are shown one at a time, in a list to pick from.

Edits are written back into the board's data (its notes and order kept), checked by the
rules' own loader and saved per user in the store. New games use the saved board; games
already started keep the board they began with. Closing with changes not saved asks first.

The tabs are in board_check_tabs, their small parts in board_check_parts; what the
dialog shows is made the board's data without Qt in board_drafts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from blocky.games.blocky_mountains.catalogue import (
    Catalogue,
    CatalogueError,
    RaceMap,
    RouteCard,
    TeamMap,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.ui.games.blocky_mountains.board_check_tabs import CardsTab, RaceTab, TeamTab
from blocky.ui.games.blocky_mountains.board_drafts import (
    DESTINATIONS_OUT_OF_ORDER,
    SHORTCUTS_SHARE_A_START,
    BoardInputError,
    extra_task_differences,
)
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.kit.errors import error_text
from blocky.ui.shell.library import Library, store_errors

#: The board as the dialog shows it: the cards, the race map, the team map.
Edited = tuple[tuple[RouteCard, ...], RaceMap, TeamMap]


class BoardCheckDialog(QDialog):
    """Check your board: the three tabs, the message line and the buttons."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check your board"))
        self.resize(1000, 700)
        self._library = library
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Compare these values with the board and the cards in your box and correct "
                "them. A yellow \u201cStill a guess\u201d box marks what the rulebook does "
                "not print: untick it once you have checked. New games use what you save "
                "here."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.message = QLabel()
        self.message.setObjectName("boardMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.restore_button = QPushButton(self.tr("Restore built-in defaults"))
        self.restore_button.setObjectName("restoreDefaults")
        self.restore_button.clicked.connect(self._on_restore_clicked)
        self.check_button = QPushButton(self.tr("Check the values"))
        self.check_button.setObjectName("checkValues")
        self.check_button.clicked.connect(self._on_check_clicked)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName("saveBoard")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self._on_save_clicked)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setObjectName("closeBoard")
        self.close_button.clicked.connect(self.reject)
        for b in (self.restore_button, self.check_button, self.save_button, self.close_button):
            b.setMinimumHeight(44)
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(self.check_button)
        row.addWidget(self.save_button)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self._texts: dict[str, str] = {}
        self._catalogue: Catalogue | None = None
        #: What the dialog showed when loaded, as values (the cards, the race map and the
        #: team map): closing with anything else asks first. Compared as values, not as
        #: the board's written files: writing them (tomlkit, which keeps every comment)
        #: is only needed to check or save, not to open the dialog.
        self._loaded: Edited | None = None
        #: The open "Save your changes?" question, if any.
        self.close_box: QMessageBox | None = None
        self._load(self._current_texts())

    # -- loading -------------------------------------------------------------------------

    def _current_texts(self) -> dict[str, str]:
        try:
            saved = self._library.board_texts()
        except Exception as exc:
            if not isinstance(exc, store_errors()):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The saved board could not be read")
            self._say(
                self.tr("Your saved board could not be read: {0}").format(error_text(exc)),
                error=True,
            )
            saved = None
        return dict(saved) if saved is not None else default_catalogue_texts()

    def _load(self, texts: dict[str, str]) -> None:
        self._texts = texts
        try:
            cat = parse_catalogue(texts)
        except Exception as exc:
            # Saved data that no longer loads: show the defaults and say so.
            if not isinstance(exc, CatalogueError):
                from blocky.ui.shell.failures import log_exception

                log_exception(exc, "The saved board could not be read")
            self._say(
                self.tr(
                    "Your saved board could not be read, so the board printed in the "
                    "rulebook is shown. Correct it and save it again."
                ),
                error=True,
            )
            texts = default_catalogue_texts()
            self._texts = texts
            cat = parse_catalogue(texts)
        self._catalogue = cat
        current = self.tabs.currentIndex()
        while self.tabs.count():
            w = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if w is not None:
                w.deleteLater()
        self.race = RaceTab(cat.race_map)
        self.team = TeamTab(cat.team_map)
        self.cards = CardsTab(cat)
        self.tabs.addTab(self._scrolled(self.race), self.tr("Race map"))
        self.tabs.addTab(self._scrolled(self.team), self.tr("Team map"))
        self.tabs.addTab(self.cards, self.tr("Route cards"))
        self.tabs.setCurrentIndex(max(0, current))
        self._loaded = self._edited_or_none()

    @staticmethod
    def _scrolled(tab: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(tab)
        return area

    # -- reading back --------------------------------------------------------------------

    def show_card(self, index: int) -> None:
        """Show the card at ``index`` on the cards' tab (the one before kept as edited)."""
        self.cards.show_card(index)

    def edited(self) -> Edited:
        """The cards, the race map and the team map as the dialog shows them. Raises
        BoardInputError."""
        return self.cards.edited(), self.race.edited(), self.team.edited()

    def edited_texts(self) -> dict[str, str]:
        """The board as the dialog shows it, as the board's data. Raises BoardInputError."""
        # Loaded here, when the board is checked or saved (tomlkit takes a while to load).
        from blocky.games.blocky_mountains.board_data import write_board

        cards, race, team = self.edited()
        # Written into the text the board was read from: its comments and order stay.
        return write_board(self._texts, cards, race, team)

    def _edited_or_none(self) -> Edited | None:
        try:
            return self.edited()
        except BoardInputError:
            return None

    def has_changes(self) -> bool:
        """Whether the dialog shows anything other than what was last loaded or saved."""
        return self._loaded is None or self._edited_or_none() != self._loaded

    def validate(self) -> dict[str, str] | None:
        """Check the edited values; show what is wrong and return None, or the texts."""
        try:
            texts = self.edited_texts()
            cat = parse_catalogue(texts)
        except (BoardInputError, CatalogueError) as exc:
            self._say(self.tr("Not saved: {0}").format(self.plain_error(exc)), error=True)
            return None
        differences = self._differences(cat)
        if differences:
            self._say(
                self.tr("These values work, but differ from the published game:")
                + "\n"
                + "\n".join(differences),
                error=False,
            )
        else:
            self._say(self.tr("All values are fine."), error=False)
        return texts

    def _differences(self, cat: Catalogue) -> list[str]:
        return [
            self.tr(
                "Pile {pile}, squirrels for the extra tasks: {total} here, {published} in the box."
            ).format(pile=pile, total=total, published=published)
            for pile, total, published in extra_task_differences(cat)
        ]

    def plain_error(self, exc: Exception) -> str:
        """What is wrong, in the words of this dialog: never a file name or the data's
        own terms (a number out of range names the value and its bounds)."""
        if isinstance(exc, BoardInputError):
            return self._refusal(exc)
        generic = self.tr(
            "These values do not fit together on the board. Check the spaces of the "
            "shortcuts, the destinations and the peak."
        )
        if not isinstance(exc, CatalogueError) or exc.value is None or not exc.subject:
            return generic
        kind, arg = exc.subject[0], (exc.subject[1] if len(exc.subject) > 1 else "")
        whats = {
            ("shortcut", "from"): self.tr("A shortcut, its first space"),
            ("shortcut", "to"): self.tr("Shortcut from space {0}, its last space"),
            ("shortcut", "cost"): self.tr("Shortcut from space {0}, its squirrels"),
            ("major_shortcut", "from"): self.tr("Major shortcut, its first space"),
            ("major_shortcut", "to"): self.tr("Major shortcut, its last space"),
            ("major_shortcut", "cost"): self.tr("Major shortcut, its squirrels"),
            ("destination", "space"): self.tr("Intermediate destination {0}, its space"),
            ("destination", "squirrels"): self.tr("Intermediate destination {0}, its squirrels"),
            ("card", "rods"): self.tr("{0}, rods"),
            ("extra_task", "squirrels"): self.tr("{0}, extra task squirrels"),
        }
        if kind == "route_change_cost":
            what = self.tr("Change to route {0}, its squirrels").format(exc.field)
        elif (kind, exc.field) in whats:
            shown = rules_tr(arg) if kind in ("card", "extra_task") else arg
            what = whats[kind, exc.field].format(shown)
        else:
            return generic
        if exc.high is not None and exc.value > exc.high:
            return self.tr("{what}: {value} is too high. It can be at most {high}.").format(
                what=what, value=exc.value, high=exc.high
            )
        return self.tr("{what}: {value} is too low. It must be at least {low}.").format(
            what=what, value=exc.value, low=exc.low
        )

    def _refusal(self, exc: BoardInputError) -> str:
        values = exc.values
        if exc.reason == SHORTCUTS_SHARE_A_START:
            return self.tr("Two shortcuts start on space {0}.").format(values["start"])
        if exc.reason == DESTINATIONS_OUT_OF_ORDER:
            return self.tr(
                "Intermediate destination A (space {a}) must come before B (space {b})."
            ).format(a=values["a"], b=values["b"])
        name = values.get("card")
        return self.tr("{0}: name at least one material.").format(rules_tr(str(name)))

    # -- buttons -------------------------------------------------------------------------

    def _say(self, text: str, *, error: bool) -> None:
        from blocky.ui.kit.messages import shorten

        self.message.setText(shorten(text))
        self.message.setStyleSheet("color: #c0392b; font-weight: bold;" if error else "")

    def _on_check_clicked(self) -> None:
        self.validate()

    def save(self) -> bool:
        """Check and save what the dialog shows; False (and a message) if it cannot be."""
        texts = self.validate()
        if texts is None:
            return False
        try:
            self._library.save_board(texts)
        except store_errors() as exc:
            self._say(self.tr("Not saved: {0}").format(error_text(exc)), error=True)
            return False
        note = self.message.text()
        shown = self.cards.shown
        self._load(texts)
        self.cards.show_card(max(0, shown))
        self._say(
            self.tr("Saved. New games use your board.") + ("\n" + note if "\n" in note else ""),
            error=False,
        )
        return True

    def _on_save_clicked(self) -> None:
        self.save()

    def _on_restore_clicked(self) -> None:
        try:
            self._library.reset_board()
        except store_errors() as exc:
            self._say(error_text(exc), error=True)
            return
        self._load(default_catalogue_texts())
        self._say(self.tr("The built-in defaults are back."), error=False)

    # -- closing -------------------------------------------------------------------------

    def reject(self) -> None:
        """Close; with changes not saved, ask first (save, throw away, or keep editing)."""
        if not self.has_changes():
            super().reject()
            return
        if self.close_box is not None:
            return
        from blocky.ui.kit.messages import add_buttons, message_box

        box = message_box(
            self,
            self.tr("Save your changes to the board?"),
            informative=self.tr("If you close without saving, your changes are lost."),
            icon="question",
            title=self.tr("Check your board"),
            name="unsavedBoardBox",
        )
        keep, discard, save = add_buttons(
            box,
            [
                (self.tr("Keep checking"), QMessageBox.ButtonRole.RejectRole, "keepEditing"),
                (
                    self.tr("Close without saving"),
                    QMessageBox.ButtonRole.DestructiveRole,
                    "discardChanges",
                ),
                (self.tr("Save and close"), QMessageBox.ButtonRole.AcceptRole, "saveAndClose"),
            ],
        )
        box.setEscapeButton(keep)

        def answered() -> None:
            self.close_box = None
            box.deleteLater()
            clicked = box.clickedButton()
            if clicked is discard or (clicked is save and self.save()):
                QDialog.reject(self)

        box.finished.connect(answered)
        self.close_box = box
        box.open()
