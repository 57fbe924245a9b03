"""The route map, drawn: race map, team map, or the solo training progress.

The map is painted on a fixed logical canvas (1600 x 1000) that is scaled to
fit the widget, so it keeps its aspect at any size and on any screen density.
Everything the map shows comes from the state and its catalogue: the number of
spaces, compass and backpack spaces, shortcuts, fox spaces and destinations are
data, never constants here.

The parts, each in a module of its own: the canvas and its geometry
(board_geometry), the symbols (board_shapes), the map's backdrop (board_map),
the markers on it (board_markers) and the solo training's picture (board_solo).
The view here joins them: what it shows, the markers' walk, the words read out
for it, and which parts are painted again after a change.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from blocky.games.blocky_mountains.describe import place_of, player_label
from blocky.games.blocky_mountains.game import pile_progress, team_goal
from blocky.games.blocky_mountains.state import PLAN_COURSE, Mode, State
from blocky.ui.games.blocky_mountains.board_access import (
    MapItem,
    map_spaces,
    marker_name,
    space_name,
)
from blocky.ui.games.blocky_mountains.board_colours import board_colours
from blocky.ui.games.blocky_mountains.board_geometry import damage_rect, marker_extent
from blocky.ui.games.blocky_mountains.board_map_geometry import Move
from blocky.ui.games.blocky_mountains.board_markers import MarkerPicture
from blocky.ui.games.blocky_mountains.board_solo import SoloPicture, is_plan, plan_played
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.places import where_text
from blocky.ui.games.blocky_mountains.progress_words import plan_title
from blocky.ui.games.blocky_mountains.words import route_result
from blocky.ui.kit import theme
from blocky.ui.kit.backdrop import CachedBackdrop
from blocky.ui.kit.reveal import RevealOverlay


class BoardView(MarkerPicture, SoloPicture):
    """The route map with every marker, or the solo training progress."""

    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(theme.ANIMATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._animation.valueChanged.connect(self._on_animation_value_changed)
        self._animation.finished.connect(self._on_animation_finished)
        # What never changes during a game, drawn once per size, scheme and language:
        # the landscape, the trail, the shortcuts and the spaces (race and team), the
        # sky and the pile letters (solo). Markers and cards are drawn over it.
        self._backdrop = CachedBackdrop(self._draw_backdrop)
        #: What was last put on screen, part by part: where (widget pixels) and how it
        #: looked. A change repaints only the parts that differ (see _repaint_changes).
        self._shown: dict[object, tuple[QRect, object]] = {}
        #: Paint events received (tests read it).
        self.paints = 0
        #: The moment the table waits for, shown large over the map for a moment.
        self.reveal = RevealOverlay(self)
        # Every pixel is painted (the backdrop is opaque): Qt need not clear first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 200)
        self.setAccessibleName(self.tr("Route map"))
        self.setAccessibleDescription(self.tr("No game is open."))

    # -- public API -------------------------------------------------------------------

    def set_state(self, state: State, animate: bool = True) -> None:
        """Show ``state``; markers that moved walk to their new space unless ``animate`` is False."""
        old = self._state
        if self._animation.state() is QAbstractAnimation.State.Running:
            self._animation.stop()
        self._moves = {}
        self._progress = 1.0
        self._state = state
        self._ensure_track(state)
        if (
            animate
            and old is not None
            and old.ctx.setup == state.ctx.setup
            and old.mode is not Mode.SOLO
            and old.positions != state.positions
        ):
            self._start_moves(old, state)
        self._update_description()
        if old is None or old.ctx.setup != state.ctx.setup:
            self._repaint_all()
        else:
            self._repaint_changes()

    def state(self) -> State | None:
        return self._state

    def set_plan_reasons(self, reasons: Sequence[str]) -> None:
        """A practice plan's reasons, worded: why each card is in it, in the plan's order
        (drawn under its card)."""
        self._plan_reasons = tuple(reasons)
        self._update_description()
        self._repaint_changes()

    def plan_reasons(self) -> tuple[str, ...]:
        return self._plan_reasons

    def is_animating(self) -> bool:
        return self._animation.state() is QAbstractAnimation.State.Running

    def description(self) -> str:
        """The board in words (also the accessible description)."""
        return self.accessibleDescription()

    def space_center(self, space: int) -> QPointF:
        """Where ``space`` is drawn, in widget coordinates (0 = campground, last = peak)."""
        track = self._require_track()
        return self._transform().map(track.center(space))

    def space_radius(self, space: int) -> float:
        """The drawn radius of ``space``, in widget pixels."""
        return self._space_radius(space) * self._scale()

    def marker_rect(self, player: int) -> QRectF:
        """Where the marker of ``player`` is drawn now (team: player 0 is the team marker)."""
        rect = self._marker_rect_canvas(player)
        return self._transform().mapRect(rect)

    def map_items(self) -> list[MapItem]:
        """The markers, then the spaces, named for screen readers (see board_access)."""
        s = self._state
        if s is None or s.mode is Mode.SOLO:
            return []
        markers = range(1) if s.mode is Mode.TEAM else range(len(s.positions))
        items = [
            MapItem(marker_name(s, i), QAccessible.Role.Graphic, self.marker_rect(i))
            for i in markers
        ]
        for space in map_spaces(s):
            c, r = self.space_center(space), self.space_radius(space)
            rect = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
            items.append(MapItem(space_name(s, space), QAccessible.Role.ListItem, rect))
        return items

    def campground_caption_rect(self) -> QRectF:
        """Where the word "Campground" is drawn, in widget coordinates."""
        track = self._require_track()
        f = theme.font(int(track.radius * 0.55), bold=True)
        rect = self._caption_rect(self._campground_caption_at(), self.tr("Campground"), f)
        return self._transform().mapRect(rect)

    def backdrop_renders(self) -> int:
        """How often the unchanging part of the picture was drawn (once per size, colour
        scheme and language of a game)."""
        return self._backdrop.renders

    def shortcut_arrow_head(self, start: int) -> QPolygonF:
        """The arrow head of the dotted shortcut from ``start``, in widget coordinates."""
        track = self._require_track()
        for sc in self._shortcuts(self._state) if self._state is not None else []:
            if sc.start == start:
                return self._transform().map(self._arrow_head(track, sc))
        raise ValueError(f"no shortcut starts on space {start}")

    def shortcut_cost_rect(self, start: int) -> QRectF:
        """Where the cost pill of the shortcut from ``start`` is drawn, in widget
        coordinates."""
        track = self._require_track()
        for sc in self._shortcuts(self._state) if self._state is not None else []:
            if sc.start == start:
                path = QPainterPath(track.center(sc.start))
                path.quadTo(self._shortcut_control(track, sc), self._shortcut_landing(track, sc))
                at = self._pill_position(track, path, sc)
                w, h = self._pill_size(sc.cost, track.radius)
                return self._transform().mapRect(QRectF(at.x() - w / 2, at.y() - h / 2, w, h))
        raise ValueError(f"no shortcut starts on space {start}")

    # -- Qt overrides -----------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(960, 600)

    def minimumSizeHint(self) -> QSize:
        return QSize(320, 200)

    def hasHeightForWidth(self) -> bool:
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reveal.board_resized()
        self._repaint_all()

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            # Captions are words in the player's language; the key does not know them.
            self._backdrop.invalidate()
            self._fitted.clear()
        if kind in (
            QEvent.Type.PaletteChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,
            QEvent.Type.FontChange,
        ):
            self._repaint_all()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paints += 1
        painter = QPainter(self)
        area = event.rect()
        self._backdrop.paint(painter, self, self._backdrop_key(), area)
        state = self._state
        if state is None:
            painter.end()
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        colours = board_colours(self.palette())
        painter.setTransform(self._transform())
        region = event.region()
        if state.mode is Mode.SOLO:
            self._paint_solo(painter, colours, state, region)
        else:
            self._paint_markers(painter, colours, state, region)
        painter.end()

    # -- what is drawn once, what is drawn again ------------------------------------------

    def _backdrop_key(self) -> object:
        s = self._state
        pal = self.palette().cacheKey()
        if s is None:
            return (None, pal)
        return (
            self._track_key,
            s.mode,
            s.ctx.catalogue,
            s.setup.course_piles,
            s.setup.course == PLAN_COURSE,
            pal,
        )

    def _draw_backdrop(self, p: QPainter, size: QSize) -> None:
        """The picture that stays while a game goes on (see CachedBackdrop)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        colours = board_colours(self.palette())
        self._paint_sky(p, colours, size)
        state = self._state
        p.setTransform(self._transform())
        if state is None:
            self._paint_landscape(p, colours)
            return
        if state.mode is Mode.SOLO:
            self._paint_solo_backdrop(p, colours, state)
            return
        self._paint_landscape(p, colours)
        self._paint_trail(p, colours)
        self._paint_shortcuts(p, colours, state)
        self._paint_spaces(p, colours, state)

    def _parts(self) -> dict[object, tuple[QRect, object]]:
        """Each part drawn over the backdrop: where it is (widget pixels) and what it
        looks like, so a change repaints only the parts that differ."""
        s = self._state
        if s is None:
            return {}
        t = self._transform()
        out: dict[object, tuple[QRect, object]] = {}
        if s.mode is Mode.SOLO:
            # The tiles and captions stay where they are all through a training: their
            # places in widget pixels are worked out once per size (a training shows
            # some forty parts, compared on every click).
            placed = (t.m11(), t.m22(), t.dx(), t.dy())
            if self._solo_damages[0] != placed:
                self._solo_damages = (placed, {})
            damages = self._solo_damages[1]
            for name, rect, look in self._solo_parts(s):
                where = (name, rect.x(), rect.y(), rect.width(), rect.height())
                damage = damages.get(where)
                if damage is None:
                    damage = damages[where] = self._solo_damage(t, name, rect)
                out[name] = (damage, look)
            return out
        for player in range(len(s.positions)):
            body = self._marker_rect_canvas(player)
            look = (self._is_turn_marker(s, player), s.mode, self._marker_fill(s, player).rgba())
            out[("marker", player)] = (damage_rect(t, marker_extent(body)), look)
        return out

    def _repaint_all(self) -> None:
        self._shown = self._parts()
        self.update()

    def _repaint_changes(self) -> None:
        """Repaint where a part moved or changed its look: where it was and where it is.
        Nothing else is painted again, and the backdrop is only copied there."""
        parts = self._parts()
        shown = self._shown
        for key in shown.keys() | parts.keys():
            before, now = shown.get(key), parts.get(key)
            if before == now:
                continue
            if before is not None:
                self.update(before[0])
            if now is not None:
                self.update(now[0])
        self._shown = parts

    # -- animation --------------------------------------------------------------------

    def _start_moves(self, old: State, new: State) -> None:
        track = self._require_track()
        old_fan = self._fan_offsets(old)
        new_fan = self._fan_offsets(new)
        shortcuts = self._shortcuts(new)
        for player, (a, b) in enumerate(zip(old.positions, new.positions, strict=True)):
            if a == b and old_fan.get(player) == new_fan.get(player):
                continue
            curve = None
            for sc in shortcuts:
                if sc.start == a and min(sc.end, track.last) == b:
                    curve = (
                        track.center(a),
                        self._shortcut_control(track, sc),
                        track.center(b),
                    )
            self._moves[player] = Move(
                track.space_at[a],
                track.space_at[b],
                old_fan.get(player, 0.0),
                new_fan.get(player, 0.0),
                self._space_radius(a),
                self._space_radius(b),
                curve,
            )
        if self._moves:
            self._progress = 0.0
            self._animation.start()

    def _on_animation_value_changed(self, value: object) -> None:
        self._progress = float(value) if isinstance(value, (int, float)) else 1.0
        self._repaint_changes()

    def _on_animation_finished(self) -> None:
        self._progress = 1.0
        walked = list(self._moves)
        self._moves = {}
        self._repaint_changes()
        # The walk's last frame drew the marker where it now stands, as it looks now.
        # Its picture with the turn's glow toggled is made here, in the walk, so the
        # click that next passes the turn to or from its player only copies it.
        s = self._state
        if s is not None and s.mode is Mode.RACE and not s.is_over:
            c = board_colours(self.palette())
            outline = theme.ink(self.palette())
            t = self._transform()
            for player in walked:
                if player < len(s.positions):
                    self._make_twin(t, c, s, player, outline)
        self.animation_finished.emit()

    # -- words ------------------------------------------------------------------------

    def _update_description(self) -> None:
        s = self._state
        if s is None:
            return
        text = self._describe(s)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def _where(self, s: State, space: int) -> str:
        return where_text(place_of(s, space))

    def _describe(self, s: State) -> str:
        if s.mode is Mode.SOLO:
            return self._describe_solo(s)
        parts: list[str] = []
        if s.mode is Mode.RACE:
            for i in range(len(s.positions)):
                parts.append(
                    self.tr("{who} {where}.").format(
                        who=player_label(s, i, rules_tr), where=self._where(s, s.positions[i])
                    )
                )
            if not s.is_over:
                parts.append(
                    self.tr("{who} to play.").format(who=player_label(s, s.turn, rules_tr))
                )
        else:
            pos = s.positions[0]
            parts.append(self.tr("The team marker is {where}.").format(where=self._where(s, pos)))
            goal = team_goal(s)
            if not s.is_over:
                if goal.peak:
                    parts.append(
                        self.tr("Next goal: the peak C on space {n}.").format(n=goal.space)
                    )
                else:
                    parts.append(
                        self.tr("Next goal: intermediate destination {pile} on space {n}.").format(
                            pile=s.team_section, n=goal.space
                        )
                    )
        return " ".join(parts)

    def _describe_solo(self, s: State) -> str:
        parts = []
        if is_plan(s):
            parts.append(plan_title(len(s.setup.plan), plan_played(s)) + ".")
            for i, (_status, name) in enumerate(self._solo_plan_cards(s)):
                reason = self._plan_reasons[i] if i < len(self._plan_reasons) else ""
                parts.append(f"{name}: {reason}." if reason else f"{name}.")
            parts.append(self.tr("Squirrels: {n}.").format(n=s.squirrels[0]))
            return " ".join(parts)
        for progress in pile_progress(s, s.setup.course_piles):
            parts.append(
                route_result(progress.pile, progress.mastered, progress.failed, progress.cards)
                + "."
            )
        parts.append(self.tr("Squirrels: {n}.").format(n=s.squirrels[0]))
        return " ".join(parts)
