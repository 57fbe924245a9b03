"""The click bench's meter: a click is timed until its result and the first frame of any
animation it started are processed and painted (never asserted on times)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QVariantAnimation
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from bench.click_bench import (
    Meter,
    WorkCounter,
    _percentile,
    _Pointer,
    _real_window_rows,
    _summary,
)


class Painted(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0
        self.values: list[float] = []
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(300)
        self.animation.valueChanged.connect(self._on_value)

    def _on_value(self, value: Any) -> None:
        self.values.append(float(value))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        self.paints += 1


def _shown(qtbot: Any) -> tuple[Painted, Meter]:
    """A shown Painted widget and a meter, the window settled."""
    widget = Painted()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    meter = Meter()
    meter.settle()
    return widget, meter


def test_the_first_frame_of_a_started_animation_is_part_of_the_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, meter = _shown(qtbot)
    painted = widget.paints
    response = meter.respond(widget.animation.start, [widget.animation])
    try:
        assert response.animated
        # The clock ticked, the frame moved on from the start and was painted, before
        # the meter returned.
        assert widget.values and widget.values[-1] > 0.0
        assert widget.paints > painted
        assert response.total == response.click + response.frame
        assert response.wall >= response.click + response.wait
        assert widget.animation.state() is QAbstractAnimation.State.Running
        # The rest of the walk, frame by frame, to its end.
        frames = meter.frames(widget.animation)
        assert len(frames) == len(range(32, 300 + 16, 16))
        assert widget.values[-1] == 1.0
        assert widget.animation.state() is QAbstractAnimation.State.Stopped
    finally:
        widget.animation.stop()
        meter.close()


def test_a_click_that_starts_nothing_ends_at_its_repaint(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, meter = _shown(qtbot)
    painted = widget.paints
    response = meter.respond(widget.update, [widget.animation])
    assert not response.animated
    assert response.frame == response.wait == 0.0
    assert widget.paints == painted + 1
    meter.close()


def test_the_summaries() -> None:
    values = [float(v) for v in range(1, 101)]
    assert _percentile(values, 99) == 99.0
    assert _summary(values)["p50"] == 50.5
    assert _summary([])["n"] == 0


class PaintCount(QObject):
    """Counts the paint events of the widget it watches."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QPaintEvent):
            self.paints += 1
        return False


def test_the_pointer_clicks_through_the_window_and_leaves_the_repaint_to_the_loop(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    label = QLabel("0")
    button = QPushButton("Press")
    layout.addWidget(label)
    layout.addWidget(button)
    button.clicked.connect(lambda: label.setText(str(int(label.text()) + 1)))
    window.show()
    qtbot.waitExposed(window)
    meter = Meter()
    try:
        meter.settle()
        pointer = _Pointer()
        pointer.aim(button)
        meter.settle()
        # The window found the button under the point and let it know.
        assert button.underMouse()
        count = PaintCount(label)
        pointer.click(button)()
        assert label.text() == "1"
        # The label's repaint waits for the event loop, as after a real click.
        assert count.paints == 0
        meter.settle()
        assert count.paints > 0
        # A press elsewhere clicks nothing.
        pointer.click(label)()
        meter.settle()
        assert label.text() == "1"
    finally:
        meter.close()


def test_the_work_of_an_act_is_counted(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = QWidget()
    window.resize(200, 100)
    child = Painted()
    child.setParent(window)
    child.setGeometry(0, 0, 50, 100)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    meter = Meter()
    counter = WorkCounter(window)
    try:
        work = counter.count(child.update, meter)
        assert work.passes == 1
        assert work.widgets >= 1
        # The child covers a quarter of the window: that much, and no more, is painted.
        assert work.share == 0.25
        assert counter.count(lambda: None, meter).widgets == 0
    finally:
        meter.close()


def test_without_a_real_display_the_bench_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    import bench.real_window

    @contextmanager
    def no_display() -> Iterator[dict[str, str]]:
        raise bench.real_window.NoRealDisplay("Xvfb is not installed here")
        yield {}

    monkeypatch.setattr(bench.real_window, "real_display", no_display)
    rows = _real_window_rows()
    assert len(rows) == 1
    label, value = rows[0]
    assert "real window" in label
    assert value.startswith("not measured: Xvfb is not installed here")


def test_settle_waits_for_work_that_posts_more_work(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Each zero-timer starts the next and the last repaints: none of it is pending when
    # the act returns, and all of it is done when settle returns.
    from PySide6.QtCore import QTimer

    widget, meter = _shown(qtbot)
    painted = widget.paints
    steps: list[int] = []

    def step() -> None:
        steps.append(len(steps))
        if len(steps) < 5:
            QTimer.singleShot(0, step)
        else:
            widget.update()

    meter.timed(lambda: QTimer.singleShot(0, step))
    assert steps == [0, 1, 2, 3, 4]
    assert widget.paints == painted + 1
