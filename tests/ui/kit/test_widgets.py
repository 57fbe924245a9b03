"""The shared widgets the start screen is built from, before and after the first paint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFontMetrics,
    QImage,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QApplication, QLabel, QToolBar

from blocky.ui.kit.theme import dark_palette, ink, light_palette
from blocky.ui.kit.widgets import (
    NAME_CHARS,
    TEXT_WORD_WRAP,
    BigButton,
    HandButton,
    draw_swatch,
    fill_shape,
    outline_shape,
    plain_label,
    set_qt_property,
    short_name,
)
from blocky.ui.shell.start_words import ACCESSIBLE_TEXT_ROLE, GAME_ID_ROLE


def test_numbers_written_out_are_qts_own() -> None:
    assert Qt.TextFlag.TextWordWrap.value == TEXT_WORD_WRAP
    assert Qt.ItemDataRole.UserRole.value + 1 == GAME_ID_ROLE
    assert Qt.ItemDataRole.AccessibleTextRole.value == ACCESSIBLE_TEXT_ROLE


@pytest.mark.parametrize("scale", [1.0, 1.45, 2.0])
def test_a_name_is_cut_exactly_as_qt_cuts_it(scale: float, qapp: QApplication) -> None:
    # short_name measures a name that fits itself (without the Qt namespace); it must
    # give what QFontMetrics.elidedText gives, for every length around the limit.
    font = QApplication.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    fm = QFontMetrics(font)
    width = fm.averageCharWidth() * NAME_CHARS
    names = ["Mia", "Zoë Ødegård", "李小龍", "A\u0301nna", "<b>Leo</b>", "tab\there", "x\u200by"]
    names += ["W" * n for n in range(1, 60)] + ["i" * n for n in range(1, 200, 7)]
    names += ["Ab" * n + " cd" for n in range(5, 20)]
    for name in names:
        assert short_name(name, font) == fm.elidedText(name, Qt.TextElideMode.ElideRight, width)


def test_hand_buttons_show_the_pointing_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = HandButton("Delete this game")
    qtbot.addWidget(button)
    assert button.text() == "Delete this game"
    assert button.cursor().shape() == Qt.CursorShape.ArrowCursor
    QApplication.sendEvent(button, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert button.cursor().shape() == Qt.CursorShape.PointingHandCursor


def _drawn(paint) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f3f0e8"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return image


def test_shapes_are_painted_as_a_pen_and_a_brush_paint_them(qapp: QApplication) -> None:
    # fill_shape and outline_shape stand in for setBrush/setPen and draw*, which build
    # PySide's Qt namespace: the pixels must be the same.
    def old(p: QPainter) -> None:
        p.setPen(QPen(QColor("#555555"), 2))
        p.setBrush(QColor("#b58900"))
        p.drawEllipse(QRectF(3, 3, 46, 46))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffffff"))
        p.drawPie(QRectF(18, 28, 16, 16), 0, 180 * 16)

    def new(p: QPainter) -> None:
        disc = QPainterPath()
        disc.addEllipse(QRectF(3, 3, 46, 46))
        fill_shape(p, disc, "#b58900")
        outline_shape(p, disc, QColor("#555555"), 2)
        pie = QPainterPath()
        pie.moveTo(QRectF(18, 28, 16, 16).center())
        pie.arcTo(QRectF(18, 28, 16, 16), 0, 180)
        pie.closeSubpath()
        fill_shape(p, pie, "#ffffff")

    assert _drawn(old) == _drawn(new)
    for palette in (light_palette(), dark_palette()):

        def old_swatch(p: QPainter, palette: QPalette = palette) -> None:
            p.setPen(QPen(ink(palette), 2))
            p.setBrush(QColor("#f0821e"))
            p.drawEllipse(QRectF(2, 2, 24, 24))

        def new_swatch(p: QPainter, palette: QPalette = palette) -> None:
            draw_swatch(p, 2, 2, 24, QColor("#f0821e"), palette)

        assert _drawn(old_swatch) == _drawn(new_swatch)


def test_enum_properties_are_set_by_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = QLabel("x")
    qtbot.addWidget(label)
    set_qt_property(label, "alignment", "AlignCenter")
    assert label.alignment() == Qt.AlignmentFlag.AlignCenter
    set_qt_property(label, "alignment", "AlignRight|AlignTop")
    assert label.alignment() == Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
    bar = QToolBar()
    qtbot.addWidget(bar)
    set_qt_property(bar, "toolButtonStyle", "ToolButtonTextOnly")
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly


def test_a_wrong_property_or_key_is_an_error(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = QLabel("x")
    qtbot.addWidget(label)
    with pytest.raises(ValueError, match="alignment"):
        set_qt_property(label, "alignment", "AlignMiddle")
    with pytest.raises(ValueError, match="alignmnet"):
        set_qt_property(label, "alignmnet", "AlignCenter")
    assert label.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def test_labels_show_names_as_plain_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = plain_label("<b>Ann</b>")
    qtbot.addWidget(label)
    assert label.textFormat() == Qt.TextFormat.PlainText


def test_a_wrapped_label_gets_the_height_of_its_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = plain_label("word " * 40)
    qtbot.addWidget(label)
    label.setWordWrap(True)
    one_line = label.fontMetrics().height()
    assert label.height_for_text(200) > 3 * one_line
    assert label.height_for_text(5000) < 2 * one_line + 1


def test_a_wrapped_labels_kept_heights_follow_its_text_font_and_margins(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The heights a wrapped label keeps (a layout asks many times a click) are the ones
    QLabel works out, after its text, its font, its margins or a style sheet changed."""
    label = plain_label("")
    label.setWordWrap(True)
    twin = QLabel()  # Qt's own answers, worked out anew every time
    twin.setTextFormat(Qt.TextFormat.PlainText)
    twin.setWordWrap(True)
    for widget in (label, twin):
        qtbot.addWidget(widget)

    def same(width: int) -> None:
        twin.setMinimumSize(label.minimumSize())
        assert label.heightForWidth(width) == twin.heightForWidth(width)

    for text in ("word " * 30, "one line", "word " * 60):
        label.setText(text)
        twin.setText(text)
        for width in (120, 300, 120, 300):
            same(width)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.8)
    for widget in (label, twin):
        widget.setFont(font)
    same(300)
    for widget in (label, twin):
        widget.setContentsMargins(20, 10, 20, 10)
    same(300)
    for widget in (label, twin):
        widget.setStyleSheet("padding: 14px;")
    same(300)
    # A text asked for once more is answered from what was kept: the same height.
    label.setText("word " * 30)
    twin.setText("word " * 30)
    same(120)
    # Each of these changes QLabel's answer at a width asked before.
    label.setMinimumWidth(260)
    same(120)
    label.setMinimumWidth(0)
    same(120)
    for widget in (label, twin):
        widget.setMargin(9)
    same(120)
    same(400)
    for widget in (label, twin):
        widget.setIndent(60)
    same(120)
    same(400)
    for widget in (label, twin):
        widget.setNum(12345)
    same(120)
    for widget in (label, twin):
        widget.clear()
    same(120)


def test_a_label_keeps_room_for_its_reserve(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = plain_label("1 of 8")
    qtbot.addWidget(label)
    label.setWordWrap(True)
    label.resize(200, 20)
    one_line = label.height_for_text(200)
    label.set_reserve("8 of 8\n8 of 8")
    assert label.minimumHeight() > one_line
    assert label.height_for_text(200) == label.minimumHeight()


def test_big_buttons_show_the_pointing_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = BigButton("Play again")
    qtbot.addWidget(button)
    assert button.text() == "Play again"
    # Set the first time the pointer comes over the button.
    assert button.cursor().shape() == Qt.CursorShape.ArrowCursor
    QApplication.sendEvent(button, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert button.cursor().shape() == Qt.CursorShape.PointingHandCursor


def test_a_focused_big_button_has_a_thick_ring_in_the_highlight_colour(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = BigButton("Continue")
    qtbot.addWidget(button)
    button.resize(240, 60)
    button.show()
    qtbot.waitExposed(button)
    highlight = button.palette().color(QPalette.ColorRole.Highlight)

    def ring_pixels() -> int:
        image = button.grab().toImage()
        y = image.height() // 2
        # Across the left edge, where the ring runs (the 3-pixel pen centred 2.5 px in).
        return sum(image.pixelColor(x, y) == highlight for x in range(0, 8))

    assert ring_pixels() == 0
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert ring_pixels() >= 2


def test_a_clicked_button_is_painted_once_with_what_the_click_changed(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A click is answered as Qt answers it (raised, ``released`` then ``clicked``), but
    the button is not painted raised on its own before ``clicked`` runs: it is painted
    with the rest of what the click changed. A release off the button clicks nothing, a
    checkable button still toggles, a button in a group still has the group say so, and
    Space still clicks."""
    from PySide6.QtCore import QEvent, QObject, QPoint
    from PySide6.QtTest import QTest

    from blocky.ui.kit.layouts import send_layout_requests

    class Paints(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    holder = QLabel()
    qtbot.addWidget(holder)
    holder.resize(300, 120)
    button = BigButton("Mastered", holder)
    button.setGeometry(10, 10, 200, 60)
    holder.show()
    qtbot.waitExposed(holder)
    QApplication.processEvents()
    paints = Paints()
    button.installEventFilter(paints)
    seen: list[tuple[str, int, bool]] = []
    button.released.connect(lambda: seen.append(("released", paints.count, button.isDown())))
    button.clicked.connect(lambda: seen.append(("clicked", paints.count, button.isDown())))
    left = Qt.MouseButton.LeftButton
    centre = QPoint(100, 30)
    QTest.mousePress(button, left, pos=centre)
    pressed = paints.count
    assert pressed >= 1 and button.isDown()  # the press shows at once
    QTest.mouseRelease(button, left, pos=centre)
    # Raised, and not painted again before the click's own handlers ran.
    assert seen == [("released", pressed, False), ("clicked", pressed, False)]
    send_layout_requests()
    QApplication.processEvents()
    assert paints.count == pressed + 1  # then painted once, raised
    # A release off the button: no click.
    seen.clear()
    QTest.mousePress(button, left, pos=centre)
    QTest.mouseRelease(button, left, pos=QPoint(250, 30))
    assert seen == [] and not button.isDown()
    # A checkable button is left to Qt: it toggles.
    button.setCheckable(True)
    QTest.mouseClick(button, left, pos=centre)
    assert button.isChecked()
    button.setCheckable(False)
    # So is a button in a group: the group's own signal still comes.
    from PySide6.QtWidgets import QButtonGroup

    group = QButtonGroup(holder)
    group.addButton(button)
    grouped: list[object] = []
    group.buttonClicked.connect(grouped.append)
    QTest.mouseClick(button, left, pos=centre)
    assert grouped == [button]
    group.removeButton(button)
    # Space clicks, as before.
    seen.clear()
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    assert [what for what, _, _ in seen] == ["released", "clicked"]


def test_posted_layout_requests_are_carried_out_level_by_level(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from blocky.ui.kit.layouts import LAYOUT_LEVELS, send_layout_requests

    # Five boxes one inside the other, a label at the bottom.
    top = QWidget()
    qtbot.addWidget(top)
    parent, boxes = top, []
    for _ in range(5):
        box = QWidget()
        QVBoxLayout(parent).addWidget(box)
        boxes.append(box)
        parent = box
    label = QLabel("short")
    QVBoxLayout(parent).addWidget(label)
    top.show()
    qtbot.waitExposed(top)
    QApplication.processEvents()
    label.setText("a text that asks for a much wider box than before " * 2)
    send_layout_requests(LAYOUT_LEVELS)
    settled = (top.sizeHint(), label.geometry(), boxes[0].geometry())
    # Nothing was left waiting: handling Qt's events now changes no geometry.
    QApplication.processEvents()
    assert (top.sizeHint(), label.geometry(), boxes[0].geometry()) == settled


def test_buttons_made_anew_find_their_faces_pictures_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Qt's style keeps the picture of a button's face under its palette's key: a button
    # made anew (a saved game's row, a turn's choice) or chosen again must draw with the
    # palette its like drew with, or each leaves one more picture in Qt's cache.
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QStyleOptionButton, QWidget

    from blocky.ui.kit.widgets import BigButton

    window = QWidget()
    qtbot.addWidget(window)
    window.show()

    def face(button: BigButton) -> int:
        option = QStyleOptionButton()
        button.initStyleOption(option)
        return option.palette.cacheKey()

    first = BigButton("Delete", window)
    plain = face(first)
    first.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    again = BigButton("Delete", window)
    assert face(again) == plain
    # Chosen: a face of its own, the same one each time it is chosen.
    again.setCheckable(True)
    again.set_chosen_stands_out(True)
    again.setChecked(True)
    chosen = face(again)
    assert chosen != plain
    again.setChecked(False)
    assert face(again) == plain
    again.setChecked(True)
    assert face(again) == chosen


def test_a_chosen_button_is_painted_in_the_highlight_colours_of_either_scheme(
    qtbot,  # type: ignore[no-untyped-def]
    qapp: QApplication,
) -> None:
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QWidget

    from blocky.ui.kit.theme import use_palette
    from blocky.ui.kit.widgets import BigButton

    # In a window, as on the start screen (a window's palette follows the app's).
    window = QWidget()
    qtbot.addWidget(window)
    chosen, other = BigButton("Blocky Mountains", window), BigButton("Montgolfière", window)
    for button in (chosen, other):
        button.setCheckable(True)
        button.set_chosen_stands_out(True)
        button.resize(240, 60)
        # Neither with the keyboard's focus (a focused button gets a ring of its own).
        set_qt_property(button, "focusPolicy", "NoFocus")
    # Away from the pointer (a button under it is drawn a shade lighter).
    chosen.move(20, 70)
    other.move(20, 140)
    window.show()
    chosen.setChecked(True)

    def middle(button: BigButton) -> str:
        # A point of the button's face left of its text.
        return button.grab().toImage().pixelColor(12, 30).name()

    role = QPalette.ColorRole
    try:
        for scheme in ("dark", "light"):
            use_palette(qapp, scheme)
            # Qt hands the new palette to the widgets in posted events.
            qapp.processEvents()
            pal = dark_palette() if scheme == "dark" else light_palette()
            face = chosen.face_palette()
            assert face.color(role.Button) == pal.color(role.Highlight)
            assert face.color(role.ButtonText) == pal.color(role.HighlightedText)
            # The other roles stay the scheme's own, and the button not chosen is plain.
            assert face.color(role.Window) == pal.color(role.Window)
            assert other.face_palette().color(role.Button) == pal.color(role.Button)
            assert middle(chosen) != middle(other)
        # Chosen no more: painted as any button again.
        chosen.setChecked(False)
        assert chosen.face_palette().color(role.Button) == light_palette().color(role.Button)
        assert middle(chosen) == middle(other)
        other.setChecked(True)
        assert other.face_palette().color(role.Button) == light_palette().color(role.Highlight)
        assert middle(other) != middle(chosen)
    finally:
        use_palette(qapp, "light")
