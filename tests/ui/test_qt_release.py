"""The PySide6 release the app pins must keep Python's reference counts straight.

PySide6 6.12.0 drops one reference to ``None`` on every call of a Qt method that returns
nothing (``setText``, ``adjustSize``, ``setMinimumHeight`` ...). On Python 3.11, where ``None``
is an ordinary counted object, the count reaches zero after some thousands of such calls and
Python aborts with "deallocating None": the app closes mid-game without a word. (From Python
3.12 on ``None`` is immortal and the fault is harmless, so it shows only on 3.11.)
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel

CALLS = 500


class _Label(QLabel):
    """A label with an override, as the app's own widgets have."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)


@pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on: no count to keep"
)
@pytest.mark.parametrize("make", [QLabel, _Label], ids=["QLabel", "subclass"])
def test_qt_calls_that_return_nothing_keep_the_count_of_none(
    qapp: QApplication, make: type[QLabel]
) -> None:
    label = make()
    label.setText("warm-up")
    label.adjustSize()
    before = sys.getrefcount(None)
    for n in range(CALLS):
        label.setText(f"text {n}")
        label.setMinimumHeight(n % 7)
        label.adjustSize()
    lost = before - sys.getrefcount(None)
    # A few references may come and go with Python's own bookkeeping; one per call is the fault.
    assert lost < CALLS // 10, f"{lost} references to None lost in {3 * CALLS} Qt calls"
