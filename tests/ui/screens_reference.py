"""Every game screen rendered at a fixed size, to compare with its look before a change.

``render_screens`` opens a main window (a private data folder and settings) and grabs
it in the light and the dark scheme: the start screen and the new-game pages, then race,
team and solo games with fixed seeds at the opening, in the middle of a game (the marker
of the player whose turn it is glows, the table frames the current pile and player),
with a marker walking, stopped half-way, and at the end (the result). The images under tests/ui/reference/ were rendered
by this tool from the drawing code as it was before the map and the solo progress were
cached; ``test_screens_unchanged`` renders them again and compares pixel by pixel.

Where Qt's style draws a glyph of its own (a spin box's arrow buttons, a combo box's
arrow), a new Qt release may draw it a little differently (Fusion's spin-box arrows did
in PySide 6.12): each rendered image names those places (:data:`QT_DRAWN`, the image's
own text), and :func:`compare` leaves them out. The widget around them, its frame, its
text and where it stands, is compared as everything else.

To render the references again (only for a wanted change of the look):
``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.screens_reference --write``
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionSpinBox,
    QWidget,
)

from blocky.games.blocky_mountains.state import Setup
from blocky.ui.kit import theme
from tests.ui.policies import Policy, race_policy, solo_policy, team_policy

REFERENCE = Path(__file__).resolve().parent / "reference"
#: The image text that names where Qt's style drew its own glyphs: "x0,y0,x1,y1;...".
QT_DRAWN = "qt-drawn"
#: The window's size for every image (a laptop's screen, less the desktop's panels).
SIZE = (1280, 706)


@dataclass(frozen=True)
class Game:
    name: str
    setup: Setup
    policy: Policy
    #: Steps played before the "play" image.
    steps: int
    #: Whether a marker walks on this map (not in solo training).
    walks: bool


GAMES = (
    Game(
        "race",
        Setup.race(
            [("Ann", "white"), ("Ben", "black"), ("Cleo", "orange"), ("Dan", "violet")], seed=21
        ),
        race_policy,
        23,
        True,
    ),
    Game(
        "team",
        Setup.team(["Mia", "Noah", "Olga", "Pit", "Ria"], seed=1),
        team_policy(True),
        17,
        True,
    ),
    Game("solo", Setup.solo("Ida", course="A", seed=3), solo_policy, 9, False),
)


def _qt_drawn(window: QWidget) -> list[QRect]:
    """Where the style draws its own glyphs in ``window``, in the window's pixels: the
    column of each visible spin box's arrow buttons and of each visible combo box's arrow,
    from the glyph to the widget's right edge, its frame there included (a release that
    draws narrower buttons makes the whole widget narrower by as much)."""
    style = window.style()
    found = []

    def column(widget: QWidget, glyph: QRect) -> QRect:
        part = QRect(glyph.left(), 0, widget.width() - glyph.left(), widget.height())
        return part.translated(widget.mapTo(window, part.topLeft()) - part.topLeft())

    for spin in window.findChildren(QAbstractSpinBox):
        if not spin.isVisibleTo(window):
            continue
        option = QStyleOptionSpinBox()
        option.initFrom(spin)
        option.rect = spin.rect()
        option.frame = spin.hasFrame()
        option.buttonSymbols = spin.buttonSymbols()
        option.subControls = QStyle.SubControl.SC_All
        buttons = QRect()
        for part in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
            rect = style.subControlRect(QStyle.ComplexControl.CC_SpinBox, option, part, spin)
            buttons = buttons.united(rect)
        if buttons.isValid():
            found.append(column(spin, buttons))
    for combo in window.findChildren(QComboBox):
        if not combo.isVisibleTo(window):
            continue
        box = QStyleOptionComboBox()
        box.initFrom(combo)
        box.rect = combo.rect()
        box.subControls = QStyle.SubControl.SC_All
        rect = style.subControlRect(
            QStyle.ComplexControl.CC_ComboBox, box, QStyle.SubControl.SC_ComboBoxArrow, combo
        )
        if rect.isValid():
            found.append(column(combo, rect))
    return [rect for rect in found if rect.isValid()]


def grab(window: QWidget) -> QImage:
    """The window's picture, naming where the style drew its own glyphs (:data:`QT_DRAWN`)."""
    image = window.grab().toImage()
    places = ";".join(
        f"{r.left()},{r.top()},{r.right()},{r.bottom()}" for r in _qt_drawn(window)
    )
    image.setText(QT_DRAWN, places)
    return image


def _qt_drawn_boxes(image: QImage) -> list[tuple[int, int, int, int]]:
    boxes = []
    for part in image.text(QT_DRAWN).split(";"):
        if part:
            x0, y0, x1, y1 = (int(n) for n in part.split(","))
            boxes.append((x0, y0, x1, y1))
    return boxes


def _settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def render_screens(app: QApplication, folder: Path) -> Iterator[tuple[str, QImage]]:
    """(name, image) for every screen; ``folder`` takes the data and the settings."""
    from blocky.i18n import install_translators
    from blocky.ui.shell.app import configure_application
    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow

    configure_application(app)
    install_translators(app, "en")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scheme in ("light", "dark"):
        # Settings of its own for each scheme: the new-game pages remember the players of
        # the games played before them, so each scheme starts from none.
        QSettings.setPath(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / f"ini-{scheme}")
        )
        theme.apply_scheme(app, scheme)
        yield from _pages(app, folder / f"data-{scheme}", scheme)
        for game in GAMES:
            library = open_library(folder / f"data-{scheme}-{game.name}")
            window = MainWindow(library)
            try:
                window.resize(*SIZE)
                window.show()
                _settle(app)
                assert window.start_game(game.setup)
                _settle(app)
                yield f"{game.name}-{scheme}-opening", grab(window)
                yield from _played(app, window, game, scheme)
            finally:
                window.close()
                window.deleteLater()
                library.close()
                _settle(app)


def _pages(app: QApplication, folder: Path, scheme: str) -> Iterator[tuple[str, QImage]]:
    """The start screen (no saved game yet) and the new-game pages."""
    from blocky.ui.shell.library import open_library
    from blocky.ui.shell.main_window import MainWindow

    library = open_library(folder)
    window = MainWindow(library)
    try:
        window.resize(*SIZE)
        window.show()
        _settle(app)
        yield f"start-{scheme}", grab(window)
        for mode in ("race", "team", "solo"):
            window.show_new_game(mode)
            # The page offers a new random deal each time: a fixed one for the picture.
            window.new_game_page.seed.setValue(4711)
            _settle(app)
            yield f"new-{mode}-{scheme}", grab(window)
    finally:
        window.close()
        window.deleteLater()
        library.close()
        _settle(app)


def _played(
    app: QApplication, window: object, game: Game, scheme: str
) -> Iterator[tuple[str, QImage]]:
    from blocky.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    board = window.game_screen.board
    for _ in range(game.steps):
        assert controller.play(game.policy(controller.state, done))
    # The walk of the last step is over: everything stands where it stands.
    _finish_walk(board)
    _settle(app)
    yield f"{game.name}-{scheme}-play", grab(window)
    if not game.walks:
        yield from _ended(app, window, game, scheme)
        return
    for _ in range(60):
        assert controller.play(game.policy(controller.state, done))
        if board.is_animating():
            break
    else:
        raise AssertionError("no marker walked")
    walk = board._animation  # noqa: SLF001 (the walk, stopped half-way)
    walk.pause()
    walk.setCurrentTime(walk.duration() // 2)
    board.reveal.dismiss()
    _settle(app)
    yield f"{game.name}-{scheme}-walk", grab(window)
    _finish_walk(board)
    yield from _ended(app, window, game, scheme)


def _ended(
    app: QApplication, window: object, game: Game, scheme: str
) -> Iterator[tuple[str, QImage]]:
    """The game played to its end: the result beside the map."""
    from blocky.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.controller
    assert controller is not None
    done: set[str] = set()
    for _ in range(3000):
        if controller.state.is_over:
            break
        assert controller.play(game.policy(controller.state, done))
    assert controller.state.is_over
    _finish_walk(window.game_screen.board)
    _settle(app)
    yield f"{game.name}-{scheme}-end", grab(window)


def _finish_walk(board: object) -> None:
    walk = board._animation  # type: ignore[attr-defined]  # noqa: SLF001
    if walk.state() != walk.State.Stopped:
        walk.setCurrentTime(walk.duration())
    # The screens as they look with no reveal over the map (tests/ui/kit/test_reveal.py).
    board.reveal.dismiss()  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Difference:
    #: Pixels whose largest channel difference is above the tolerance.
    pixels: int
    #: The largest channel difference of any pixel.
    largest: int
    #: Where the differing pixels are (x0, y0, x1, y1), or None.
    box: tuple[int, int, int, int] | None
    #: Pixels of the image (both have the same size, or the difference counts all).
    total: int


def compare(a: QImage, b: QImage, tolerance: int = 24) -> Difference:
    """How ``b`` differs from ``a``: pixels differing by more than ``tolerance`` in a channel,
    leaving out the places where either says Qt's style drew its own glyphs (:data:`QT_DRAWN`:
    a reference rendered with another Qt release names where they were then)."""
    skipped = _qt_drawn_boxes(a) + _qt_drawn_boxes(b)
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    total = a.width() * a.height()
    if a.size() != b.size():
        return Difference(total, 255, (0, 0, a.width(), a.height()), total)
    import array

    pa = array.array("B", bytes(a.constBits()))
    pb = array.array("B", bytes(b.constBits()))
    if pa == pb:
        return Difference(0, 0, None, total)
    stride = a.bytesPerLine()
    count = 0
    largest = 0
    x0 = y0 = 1 << 30
    x1 = y1 = -1
    for y in range(a.height()):
        row = y * stride
        ra = pa[row : row + 4 * a.width()]
        rb = pb[row : row + 4 * a.width()]
        if ra == rb:
            continue
        for x in range(a.width()):
            k = 4 * x
            d = max(abs(ra[k + i] - rb[k + i]) for i in range(3))
            if d:
                largest = max(largest, d)
            if d > tolerance and not any(
                x0s <= x <= x1s and y0s <= y <= y1s for x0s, y0s, x1s, y1s in skipped
            ):
                count += 1
                x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
    box = (x0, y0, x1, y1) if count else None
    return Difference(count, largest, box, total)


def write_references(app: QApplication) -> list[Path]:
    """Render every reference as tests/ui/test_screens_unchanged.py compares them: the
    app with Blocky Mountains as its one game (no choice of game on the start screen)."""
    from blocky.core import registry

    REFERENCE.mkdir(exist_ok=True)
    out = []
    others = {k: v for k, v in registry.GAMES.items() if k != "blocky-mountains"}
    for key in others:
        del registry.GAMES[key]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for name, image in render_screens(app, Path(tmp)):
                path = REFERENCE / f"{name}.png"
                # Quality 0: the smallest file (PNG is lossless at any quality).
                assert image.save(str(path), "PNG", 0), path
                out.append(path)
    finally:
        registry.GAMES.update(others)
    return out


def main(argv: list[str]) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if "--write" in argv:
        for path in write_references(app):
            print(path.relative_to(REFERENCE.parents[2]), path.stat().st_size)
        return 0
    print(__doc__)
    return 2


Render = Callable[[QApplication, Path], Iterator[tuple[str, QImage]]]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
