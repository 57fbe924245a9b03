"""The parts that make a narrow window fit: a big button that puts its text on two lines
or ends it in "…" (whole in the tooltip), check boxes and radio buttons whose text wraps,
a label on one line when there is room, Montgolfière's balloon rows and round heading on
two lines when narrow, and a team's seats in one column."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from blocky.ui.kit.widgets import BigButton, ElidedLabel, LineLabel, WrapCheckBox, WrapRadioButton
from tests.ui.fits import clipped_buttons, clipped_labels, settle

PEEK = "Ana, Ben and Cleo may peek at the Baron's card (P)"


def _shown(qtbot, *widgets: QWidget, width: int = 600) -> QWidget:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    for w in widgets:
        layout.addWidget(w)
    layout.addStretch(1)
    root.resize(width, 400)
    root.show()
    settle()
    return root


def test_a_big_button_puts_its_text_on_two_lines_then_cuts_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = BigButton(PEEK, fit=True, height=46)
    button.setToolTip("Only they look.")
    root = _shown(qtbot, button)
    assert button.elided_text() == PEEK and button.toolTip() == "Only they look."
    width = QFontMetrics(button.font()).horizontalAdvance(PEEK)
    button.setFixedWidth(width // 2 + 40)
    settle()
    lines = button.elided_text().split("\n")
    assert len(lines) == 2 and " ".join(lines) == PEEK
    assert not button.is_elided() and button.toolTip() == "Only they look."
    assert clipped_buttons(root) == []
    button.setFixedWidth(width // 3)
    settle()
    assert button.is_elided() and button.elided_text().endswith("…")
    # The whole text is in the tooltip, above the button's own.
    assert button.toolTip() == PEEK + "\nOnly they look."
    assert clipped_buttons(root) == []
    button.setFixedWidth(width + 60)
    settle()
    assert button.elided_text() == PEEK and button.toolTip() == "Only they look."


def test_a_fitting_big_button_may_narrow_again_after_being_wide(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = BigButton("Next game (N)", scale=1.4, fit=True)
    root = _shown(qtbot, button, width=110)
    small = button.font().pointSizeF()
    narrow = button.minimumSizeHint().width()
    root.resize(900, 400)
    settle()
    assert button.font().pointSizeF() > small  # wide: its large font again
    # Its least width does not follow the large font it has while wide.
    assert button.minimumSizeHint().width() == narrow


def test_check_boxes_and_radio_buttons_wrap_their_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    text = "We use the real cards and tiles and tell the app what turns up"
    radio = WrapRadioButton(text)
    check = WrapCheckBox("The Black Baron flies (his cards come from his own pile)")
    root = _shown(qtbot, radio, check, width=900)
    one_line = radio.height()
    assert not radio.needs_lines() and radio.sizeHint().width() > 300
    assert radio.minimumSizeHint().width() < 150
    root.resize(220, 400)
    settle()
    assert radio.needs_lines() and check.needs_lines()
    assert radio.height() >= radio.wrapped_height(radio.width()) > one_line
    assert clipped_buttons(root) == []
    assert radio.text() == text  # the text is the same; only its drawing wraps
    image = radio.grab().toImage()
    assert not image.isNull()
    root.resize(900, 400)
    settle()
    assert radio.height() == one_line


def test_a_line_label_keeps_its_line_when_there_is_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = LineLabel("Shuffle number (enter one to replay a deal):")
    root = _shown(qtbot, label, width=900)
    line = label.height()
    assert label.sizeHint().width() >= QFontMetrics(label.font()).horizontalAdvance(label.text())
    root.resize(160, 400)
    settle()
    assert label.height() > line
    assert clipped_labels(root) == []


def test_balloon_rows_and_the_round_heading_take_two_lines_when_narrow(qtbot) -> None:  # type: ignore[no-untyped-def]
    from blocky.games.montgolfiere.setup import Setup
    from tests.ui.games.montgolfiere.test_montgolfiere import open_screen

    screen, _game = open_screen(
        qtbot, Setup.of(["Annabelle", "Benedikt", "Cleo", "Dan", "Eve"], baron=True, seed=3)
    )
    row = screen.rows[0]
    assert not row.compact and row.strip.y() == row.name.y() or not row.compact
    assert row.status.width() >= QFontMetrics(row.status.font()).horizontalAdvance(
        "his card is turned at the reveal"
    )
    screen.resize(760, 520)
    settle()
    assert all(r.compact for r in screen.rows)
    # The cards below the name, as wide as the row allows.
    assert row.strip.y() > row.name.y() + row.name.height() - 2
    assert row.strip.width() >= row.strip.minimumWidth()
    assert screen.game_label.wordWrap() and screen.game_label.y() > screen.round_label.y()
    side = screen.side_scroll
    assert side.widget().width() <= side.viewport().width()
    screen.resize(1366, 700)
    settle()
    assert not any(r.compact for r in screen.rows)
    assert screen.game_label.y() == screen.round_label.y() or not screen.game_label.wordWrap()
    QApplication.processEvents()


def test_a_teams_seats_go_in_one_column_when_two_do_not_fit(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.resize(1366, 768)
    window.show_new_game("team")
    settle()
    page = window.new_game_page
    first, fifth = page.row_for("0"), page.row_for("4")
    assert fifth.x() > first.x()  # two columns
    window.resize(760, 560)
    qtbot.waitUntil(lambda: window.width() == 760)
    settle()
    assert fifth.x() == first.x() and fifth.y() > first.y()
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366)
    settle()
    assert fifth.x() > first.x()


def test_a_big_buttons_own_lines_stay_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    text = "New game of Montgolfière\n2-6 balloons"
    button = BigButton(text, height=96)
    root = _shown(qtbot, button, width=500)
    assert button.elided_text() == text
    fm = QFontMetrics(button.font())
    button.setFixedWidth(fm.horizontalAdvance("2-6 balloons") + 40)
    settle()
    lines = button.elided_text().split("\n")
    assert lines[-1] == "2-6 balloons" and len(lines) == 3
    assert clipped_buttons(root) == []


def test_a_chart_puts_save_below_its_title_when_narrow(qtbot) -> None:  # type: ignore[no-untyped-def]
    from blocky.ui.games.blocky_mountains.statistics.charts import ChartPanel

    panel = ChartPanel("How far each team got", "Play a team game.")
    root = _shown(qtbot, panel, width=900)
    assert panel.save_button.y() < panel.title.y() + panel.title.height()
    root.resize(260, 400)
    settle()
    assert panel.save_button.y() >= panel.title.y() + panel.title.height()
    assert panel.title.height() <= 2 * QFontMetrics(panel.title.font()).lineSpacing()


def test_the_balloon_screens_arrows_choose_a_balloon_in_a_small_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from blocky.games.montgolfiere.setup import Setup
    from tests.ui.games.montgolfiere.test_montgolfiere import open_screen

    screen, _game = open_screen(qtbot, Setup.of(["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"]))
    screen.resize(460, 400)
    settle()
    qtbot.mouseClick(screen.rows[2], Qt.MouseButton.LeftButton)
    assert screen._selected == 2  # noqa: SLF001
    assert not screen.side_scroll.hasFocus()
    screen.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Down)
    assert screen._selected == 3  # noqa: SLF001


def test_a_cut_button_keeps_a_plain_tooltip_that_starts_like_a_tag_plain(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A button's own tooltip is plain text unless Qt would take it for rich text: a
    player's "<3 Ana" is shown as typed beside the cut text, never read as markup."""
    button = BigButton("Hook the balloon below you: <3 Ana", fit=True, height=46)
    button.setToolTip("<3 Ana")
    root = _shown(qtbot, button)
    button.setFixedWidth(60)
    settle()
    assert button.is_elided()
    tip = button.toolTip()
    # Shown as typed: a plain text Qt does not take for markup, or the same escaped.
    from PySide6 import QtGui

    if QtGui.Qt.mightBeRichText(tip):
        assert tip.count("&lt;3 Ana") == 2 and "<3" not in tip
    else:
        assert tip == "Hook the balloon below you: <3 Ana\n<3 Ana"
    assert root.isVisible()


def test_a_small_window_in_german_large_and_dark_keeps_the_turn_whole(qtbot, qapp, make_window) -> None:  # type: ignore[no-untyped-def]
    """760x560, German, the dark scheme and the largest text: the colour and name of the
    player on turn are whole, the first choices and Mastered and Failed are in view
    without scrolling, and nothing is cut off at the right edge."""
    from PySide6.QtCore import QPoint, QRect

    from blocky.games.blocky_mountains.state import Setup
    from blocky.i18n import install_translators
    from blocky.ui.kit.theme import apply_scheme, apply_text_size
    from tests.ui.fits import cut_scroll_areas
    from tests.ui.policies import race_policy

    assert install_translators(qapp, "de")
    apply_scheme(qapp, "dark")
    apply_text_size(qapp, 130)
    try:
        window = make_window()
        window.resize(760, 560)
        qtbot.waitUntil(lambda: window.width() == 760)
        players = [("Annabelle", "white"), ("Benedikt", "black"), ("Cleo", "orange")]
        assert window.start_game(Setup.race(players, seed=21))
        screen, controller = window.game_screen, window.controller
        panel = screen.turn_panel
        viewport = screen._side_scroll.viewport()  # noqa: SLF001

        def in_view(widget: QWidget) -> bool:
            where = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
            return viewport.rect().contains(where)

        done: set[str] = set()
        reports = turns = 0
        for _ in range(8):
            settle()
            who = panel.findChild(ElidedLabel, "whoLabel")
            assert who is not None and not who.is_elided(), who.elided_text()
            assert who.text().startswith(("Weiß: ", "Schwarz: ", "Orange: "))
            assert cut_scroll_areas(screen) == []
            assert clipped_buttons(panel) == []
            if panel.mastered_button.isVisible():
                reports += 1
                assert in_view(panel.mastered_button) and in_view(panel.failed_button)
            buttons = [b for _, b in panel.choices()]
            if buttons:
                turns += 1
                assert all(in_view(b) for b in buttons[:2]), [b.text() for b in buttons]
            assert controller.play(race_policy(controller.state, done))
        assert reports and turns
    finally:
        apply_text_size(qapp, 100)
        install_translators(qapp, "en")


def test_the_team_box_keeps_its_text_whole_when_the_goal_moves_on(qtbot, qapp, make_window) -> None:  # type: ignore[no-untyped-def]
    """1280x706 in French: "l'étape A est la case 6" becomes "l'étape B est la case 13"
    when the team reaches A; the line needs no more room than it had when the game
    began, so the strip below the map, sized then, still shows all of it."""
    from blocky.games.blocky_mountains.state import Setup
    from blocky.i18n import install_translators
    from tests.ui.policies import team_policy

    assert install_translators(qapp, "fr")
    try:
        window = make_window()
        window.resize(1280, 706)
        qtbot.waitUntil(lambda: window.width() == 1280)
        assert window.start_game(Setup.team(["Mia", "Noah", "Olga"], seed=1))
        screen, controller = window.game_screen, window.controller
        policy, done = team_policy(True), set[str]()
        sections = set()
        for _ in range(30):
            settle()
            table = screen.table
            viewport = screen._table_scroll.viewport()  # noqa: SLF001
            goal = table.findChild(QWidget, "teamGoal")
            sections.add(controller.state.team_section)
            assert table.height() <= viewport.height(), "the strip cuts the table off"
            assert clipped_labels(table) == []
            assert goal is not None and goal.geometry().bottom() <= goal.parentWidget().height()
            assert controller.play(policy(controller.state, done))
        assert sections >= {"A", "B"}
    finally:
        install_translators(qapp, "en")
