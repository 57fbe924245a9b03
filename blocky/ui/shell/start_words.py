"""How the start screen words a saved game: when it was played, who plays, its standing.

Plain functions over a game's summary (as the store or the first look at the file lists
it), worded by that game's plug-in; the rows (blocky/ui/shell/game_rows.py), the start
screen and the backups list use them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from blocky.ui.kit.widgets import short_names
from blocky.ui.shell.games import game_ui_of

if TYPE_CHECKING:
    from datetime import datetime

    from PySide6.QtGui import QFont

#: ``Qt.ItemDataRole.UserRole + 1`` (a test checks it): where a row keeps its game's id.
GAME_ID_ROLE = 0x0100 + 1
#: ``Qt.ItemDataRole.AccessibleTextRole`` (a test checks it): what a screen reader says
#: of a row.
ACCESSIBLE_TEXT_ROLE = 11


def _as_local(stamp: object) -> datetime | None:
    from datetime import datetime

    if isinstance(stamp, datetime):
        when = stamp
    else:
        try:
            when = datetime.fromisoformat(str(stamp))
        except ValueError:
            return None
    # Stored stamps are UTC; people read their own clock.
    return when.astimezone() if when.tzinfo is not None else when


def local_time(stamp: object) -> str:
    """A stored UTC timestamp (text or datetime) as local date and time, for people."""
    when = _as_local(stamp)
    if when is None:
        return str(stamp)
    return when.strftime("%Y-%m-%d %H:%M")


def friendly_time(stamp: object, now: datetime | None = None) -> str:
    """When a game was last played, as a family says it: "today 14:05", "yesterday 09:30",
    "3 March" (this year) or "3 March 2025", in local time and the app's language."""
    from datetime import datetime

    from PySide6.QtCore import QCoreApplication, QDate, QLocale

    when = _as_local(stamp)
    if when is None:
        return str(stamp)
    today = (now.astimezone() if now is not None and now.tzinfo else now or datetime.now()).date()
    clock = f"{when.hour:02d}:{when.minute:02d}"
    days = (today - when.date()).days
    if days == 0:
        return QCoreApplication.translate("StartScreen", "today {0}").format(clock)
    if days == 1:
        return QCoreApplication.translate("StartScreen", "yesterday {0}").format(clock)
    date = QDate(when.year, when.month, when.day)
    pattern = "d MMMM" if when.year == today.year else "d MMMM yyyy"
    return QLocale().toString(date, pattern)


def standing(summary: Any) -> str:
    """The standing of a saved game as its row and its accessible text word it (its
    game's plug-in words it)."""
    return game_ui_of(summary).standing(summary)


def player_names(summary: Any) -> list[str]:
    """The players' names now (a renamed player shows the new name), else as seated."""
    names = getattr(summary, "player_names", ())
    if names:
        return list(names)
    setup = getattr(summary, "setup", None)
    return [n for n, _ in game_ui_of(summary).seats(setup)] if setup is not None else []


def mode_name(summary: Any) -> str:
    ui = game_ui_of(summary)
    setup = getattr(summary, "setup", None)
    return ui.mode_name(ui.mode_of(setup)) if setup is not None else ""


def game_line(summary: Any, now: datetime | None = None) -> str:
    """One line describing a stored game: mode, players, date, standing."""
    parts = [mode_name(summary), ", ".join(player_names(summary))]
    parts.append(friendly_time(getattr(summary, "updated_at", ""), now))
    text = standing(summary)
    if text:
        parts.append(text)
    return "  \u00b7  ".join(p for p in parts if p)


def short_line(summary: Any, font: QFont | None = None) -> str:
    """:func:`game_line` with each too long name cut (the accessible text keeps them)."""
    return short_names(game_line(summary), player_names(summary), font)


def damage_note(summary: Any, cannot_open: bool = False) -> str:
    """What a row says about a damaged game ("" for a game that is fine)."""
    if cannot_open:
        return QCoreApplication.translate(
            "StartScreen",
            "This game could not be opened: part of it is damaged. A backup from an "
            "earlier day may still have it whole.",
        )
    if getattr(summary, "damaged", False):
        return QCoreApplication.translate(
            "StartScreen",
            "Some details of this game could not be read, so what this row shows may be "
            "incomplete. The game may still open.",
        )
    return ""
