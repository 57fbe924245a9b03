"""Saying what happened to a screen reader: Qt's accessibility announcements.

:func:`announce` sends a :class:`QAccessibleAnnouncementEvent` for a widget: the platform's
accessibility bridge (AT-SPI on Linux, UI Automation on Windows, NSAccessibility on macOS)
passes it to the screen reader, which reads it out. Polite announcements wait until the
reader has finished what it is saying; assertive ones (errors) interrupt it.

Every announcement the app makes goes through here, and :data:`ANNOUNCER` tells of each one
as well (its ``announced`` signal): the tests listen to it, since Qt for Python offers no
hook for accessibility updates (``QAccessible::installUpdateHandler`` is not bound) and an
announcement is not an event a widget receives.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement as the app made it."""

    text: str
    assertive: bool = False


class Announcer(QObject):
    """Tells of every announcement after it was handed to Qt."""

    #: An :class:`Announcement`.
    announced = Signal(object)


ANNOUNCER = Announcer()


def announce(source: QObject, text: str, *, assertive: bool = False) -> None:
    """Have screen readers say ``text``, as coming from ``source`` (a widget on screen).
    Polite unless ``assertive`` (for errors: the reader stops what it says)."""
    text = text.strip()
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)
    ANNOUNCER.announced.emit(Announcement(text, assertive))
