"""The building blocks of a game's new-game page: the name box (a saved player or a new
name) and the page's style (large choices a child hits from a chair), shared by every
game's page so that they look and behave alike."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget


def choice_page_style(pal: QPalette, indicator: int) -> str:
    """The style sheet of a new-game page in the colours of ``pal``: bold group titles,
    large radio buttons and check boxes (``indicator`` pixels), and the seat rows."""
    hl = pal.color(pal.ColorRole.Highlight).name()
    mid = pal.color(pal.ColorRole.Mid).name()
    base = pal.color(pal.ColorRole.Base).name()
    return f"""
            QGroupBox {{ font-size: 17px; font-weight: bold; }}
            QRadioButton, QCheckBox {{ font-size: 18px; spacing: 10px; min-height: 36px; }}
            QRadioButton::indicator, QCheckBox::indicator {{
                width: {indicator}px; height: {indicator}px; }}
            QFrame[role="choiceRow"] {{ border: 2px solid transparent; border-radius: 10px; }}
            QFrame[role="choiceRow"][chosen="true"] {{ border: 2px solid {hl}; background: {base}; }}
            QFrame[role="choiceRow"]:hover {{ border: 2px solid {mid}; }}
            QFrame[role="choiceRow"] QLabel {{ font-size: 20px; font-weight: bold; }}
            QLabel[role="choiceText"], QComboBox, QSpinBox {{ font-size: 17px; }}
            """


class NameBox(QComboBox):
    """A player name: pick a profile or type a new name (plain text, any characters).

    ``name_chosen`` is emitted once a name is picked from the list or typed in full (the
    typing ends with Enter or by leaving the box), not at every key."""

    name_chosen = Signal(str)

    def __init__(self, names: list[str], accessible: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # The names as saved: Qt's own copies may differ (a leading byte-order mark is dropped).
        self._names = list(names)
        self.addItems(names)
        self.setCurrentIndex(-1)
        self.setEditText("")
        self._picked: tuple[int, str] | None = None
        self.currentIndexChanged.connect(self._on_index_changed)
        self.setMinimumHeight(46)
        self.setMinimumWidth(260)
        # As wide as the page gives it, not as its longest saved name (which the list
        # shows cut with "…").
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(16)
        self.setMaxVisibleItems(12)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(accessible)
        line = self.lineEdit()
        if line is not None:
            # A hint in the empty box: what to do, and that the list holds the profiles.
            line.setPlaceholderText(
                self.tr("Pick a player or type a name") if names else self.tr("Type a name")
            )
            line.setClearButtonEnabled(True)
            line.editingFinished.connect(lambda: self.name_chosen.emit(self.name()))
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.setFont(font)

    def name(self) -> str:
        """The name in the box. A saved player's name comes back exactly as saved, even
        with blanks around it or a mark the box does not show (a picked player is that
        player, not a trimmed other one); a typed new name without blanks around it."""
        text = self.currentText()
        if text in self._names:
            return text
        if self._picked is not None and self._picked[1] == text:
            return self._names[self._picked[0]]
        return text.strip()

    def _on_index_changed(self, index: int) -> None:
        # What the box shows for the picked player (Qt drops a leading byte-order mark).
        self._picked = (index, self.currentText()) if index >= 0 else None
        if index >= 0:
            self.name_chosen.emit(self.name())

    def profiles(self) -> list[str]:
        """The saved players offered in the list."""
        return list(self._names)

    def pick(self, profile: str) -> bool:
        """Choose a saved player, as picking them from the list does."""
        if profile not in self._names:
            return False
        self.setCurrentIndex(self._names.index(profile))
        return True
