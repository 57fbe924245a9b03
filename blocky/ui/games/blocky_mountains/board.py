"""The route map, drawn: race map, team map, or the solo training progress.

The map is painted on a fixed logical canvas (1600 x 1000) that is scaled to
fit the widget, so it keeps its aspect at any size and on any screen density.
Everything the map shows comes from the state and its catalogue: the number of
spaces, compass and backpack spaces, shortcuts, fox spaces and destinations are
data, never constants here.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
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
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QRegion,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from blocky.games.blocky_mountains.catalogue import Shortcut
from blocky.games.blocky_mountains.describe import place_of, player_label
from blocky.games.blocky_mountains.game import pile_progress, team_goal
from blocky.games.blocky_mountains.state import PLAN_COURSE, Mode, State
from blocky.ui.games.blocky_mountains.board_access import (
    MapItem,
    map_spaces,
    marker_name,
    space_name,
)
from blocky.ui.games.blocky_mountains.places import where_text
from blocky.ui.games.blocky_mountains.progress_words import plan_title
from blocky.ui.games.blocky_mountains.words import route_result
from blocky.ui.kit import theme
from blocky.ui.kit.backdrop import CachedBackdrop
from blocky.ui.kit.reveal import RevealOverlay

CANVAS_W = 1600.0
CANVAS_H = 1000.0
#: Room above the canvas for the markers standing on the peak, in canvas units.
HEADROOM = 60.0

#: The trail from the campground (first point) to the peak (last point), in canvas
#: units: three switchbacks climbing the mountain. Spaces are spread evenly along it.
TRAIL: tuple[tuple[float, float], ...] = (
    (150, 880),
    (430, 905),
    (800, 900),
    (1180, 880),
    (1430, 815),
    (1480, 715),
    (1370, 630),
    (1050, 615),
    (700, 610),
    (390, 590),
    (215, 520),
    (250, 420),
    (500, 385),
    (820, 372),
    (1100, 330),
    (1220, 250),
    (1120, 170),
    (800, 120),
)
#: The mountain behind the trail; it runs far beyond the canvas so a wide or tall
#: widget shows landscape, not bare edges.
MOUNTAIN: tuple[tuple[float, float], ...] = (
    (-3000, 3000),
    (-3000, 560),
    (0, 520),
    (160, 440),
    (300, 330),
    (440, 270),
    (570, 170),
    (700, 85),
    (800, 30),
    (905, 95),
    (1040, 165),
    (1210, 250),
    (1390, 320),
    (1600, 410),
    (4600, 560),
    (4600, 3000),
)
FAR_RANGE: tuple[tuple[float, float], ...] = (
    (-3000, 3000),
    (-3000, 420),
    (0, 400),
    (180, 240),
    (330, 300),
    (470, 200),
    (620, 280),
    (1000, 240),
    (1180, 150),
    (1340, 230),
    (1500, 180),
    (1600, 250),
    (4600, 330),
    (4600, 3000),
)

_SAMPLES_PER_SEGMENT = 24

#: A marker's halo and ink outline: how wide their pens are (canvas units).
MARKER_HALO_WIDTH = 9.0
MARKER_OUTLINE_WIDTH = 4.5

# How many pictures of markers and highlights the board keeps at hand.
_SPRITES_KEPT = 256


def _rules_tr(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


# --------------------------------------------------------------------------- geometry


def _catmull_rom(points: Sequence[tuple[float, float]]) -> list[QPointF]:
    """A smooth curve through ``points`` (centripetal enough for gentle bends)."""
    pts = [QPointF(x, y) for x, y in points]
    ext = [pts[0], *pts, pts[-1]]
    out: list[QPointF] = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(_SAMPLES_PER_SEGMENT):
            t = k / _SAMPLES_PER_SEGMENT
            t2, t3 = t * t, t * t * t
            out.append(
                (
                    (p1 * 2)
                    + (p2 - p0) * t
                    + (p0 * 2 - p1 * 5 + p2 * 4 - p3) * t2
                    + (p1 * 3 - p0 - p2 * 3 + p3) * t3
                )
                * 0.5
            )
    out.append(pts[-1])
    return out


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


@dataclass(frozen=True)
class Track:
    """The trail sampled densely, and where each space lies along it (canvas units)."""

    samples: tuple[QPointF, ...]
    lengths: tuple[float, ...]
    space_at: tuple[float, ...]
    radius: float

    @staticmethod
    def build(spaces: int, trail: Sequence[tuple[float, float]] = TRAIL) -> Track:
        """A trail with ``spaces`` positions: index 0 is the campground, the last the peak."""
        samples = _catmull_rom(trail)
        lengths = [0.0]
        for a, b in zip(samples, samples[1:], strict=False):
            lengths.append(lengths[-1] + _distance(a, b))
        total = lengths[-1]
        # The campground and the peak are drawn larger, so they get wider gaps.
        end_gap = 1.45
        units = 2 * end_gap + max(0, spaces - 3)
        step = total / units
        space_at = [0.0]
        for k in range(1, spaces - 1):
            space_at.append(step * (end_gap + (k - 1)))
        space_at.append(total)
        radius = min(64.0, 0.36 * step)
        return Track(tuple(samples), tuple(lengths), tuple(space_at), radius)

    def point_at(self, s: float) -> QPointF:
        """The point ``s`` canvas units along the trail."""
        s = max(0.0, min(self.lengths[-1], s))
        lo, hi = 0, len(self.lengths) - 1
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if self.lengths[mid] <= s:
                lo = mid
            else:
                hi = mid
        seg = self.lengths[hi] - self.lengths[lo]
        t = 0.0 if seg <= 0 else (s - self.lengths[lo]) / seg
        a, b = self.samples[lo], self.samples[hi]
        return a + (b - a) * t

    def center(self, space: int) -> QPointF:
        return self.point_at(self.space_at[space])

    @property
    def last(self) -> int:
        return len(self.space_at) - 1


def _bezier(p0: QPointF, c: QPointF, p1: QPointF, t: float) -> QPointF:
    u = 1.0 - t
    return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)


def _shortcut_control(track: Track, sc: Shortcut) -> QPointF:
    """The bend of a dotted shortcut, chosen to keep clear of the spaces it passes.

    The map is data a player may correct, so the bend is searched, not fixed: both
    sides of the chord at a few depths, scored by the clearance to other spaces.
    """
    end = min(sc.end, track.last)
    a, b = track.center(sc.start), track.center(end)
    mid = (a + b) * 0.5
    chord = max(1.0, _distance(a, b))
    normal = QPointF(-(b.y() - a.y()) / chord, (b.x() - a.x()) / chord)
    others = [track.center(k) for k in range(track.last + 1) if k not in (sc.start, end)]
    best, best_score = mid + normal * track.radius * 2, -math.inf
    for depth in (1.2, 1.8, 2.6, 3.4):
        for side in (1.0, -1.0):
            ctrl = mid + normal * (side * depth * track.radius)
            clearance = math.inf
            for k in range(3, 18):
                pt = _bezier(a, ctrl, b, k / 20)
                for o in others:
                    clearance = min(clearance, _distance(pt, o) - track.radius)
                for y_limit in (pt.y() - track.radius * 0.6, CANVAS_H - pt.y() - track.radius):
                    clearance = min(clearance, y_limit)
            # Prefer gentle bends and bending upwards when clearances are alike.
            score = (
                min(clearance, track.radius * 1.2) - depth * 4 - (5 if side * normal.y() > 0 else 0)
            )
            if score > best_score:
                best, best_score = ctrl, score
    return best


def _marker_extent(rect: QRectF) -> QRectF:
    """All a marker paints around its body ``rect`` (canvas units): the halo, the
    shadow and the glow under the marker of the player whose turn it is."""
    w = rect.width()
    cx, bottom = rect.center().x(), rect.bottom()
    glow = QRectF(cx - 0.75 * w, bottom - 0.3 * w, 1.5 * w, 0.6 * w)
    shadow = QRectF(cx + 0.08 * w - 0.5 * w, bottom - 0.14 * w, w, 0.28 * w)
    # The halo's pen is 9 units wide: half of it lies outside the outline.
    return rect.adjusted(-5, -5, 5, 5).united(glow).united(shadow)


def _fit_words(f: QFont, text: str, width: float, floor: int = 8) -> QFont:
    """``f``, made smaller until the longest word of ``text`` fits ``width`` (never
    below ``floor`` pixels)."""
    out = QFont(f)
    words = text.split() or [""]
    while out.pixelSize() > floor:
        fm = QFontMetricsF(out)
        if max(fm.horizontalAdvance(w) for w in words) <= width:
            break
        out.setPixelSize(out.pixelSize() - 1)
    return out


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


# ----------------------------------------------------------------------------- symbols


def squirrel_path(rect: QRectF) -> QPainterPath:
    """A sitting squirrel with a big curled tail, fitted into ``rect`` (facing right).

    Made of several shapes joined, which takes long: each place and size is made once
    (the icons beside every squirrel count are painted again on many clicks)."""
    return _squirrel_path(rect.left(), rect.top(), rect.width(), rect.height())


@functools.lru_cache(maxsize=256)
def _squirrel_path(x: float, y: float, w: float, h: float) -> QPainterPath:
    sx, sy = w / 100.0, h / 100.0

    def pt(px: float, py: float) -> QPointF:
        return QPointF(x + px * sx, y + py * sy)

    tail = QPainterPath(pt(44, 97))
    tail.cubicTo(pt(6, 96), pt(-2, 52), pt(10, 28))
    tail.cubicTo(pt(18, 8), pt(44, -2), pt(52, 12))
    tail.cubicTo(pt(56, 22), pt(44, 28), pt(38, 22))
    tail.cubicTo(pt(28, 30), pt(26, 58), pt(44, 74))
    tail.closeSubpath()
    body = QPainterPath()
    body.addEllipse(QRectF(pt(40, 48), pt(80, 99)))
    head = QPainterPath()
    head.addEllipse(QRectF(pt(56, 28), pt(92, 60)))
    ear = QPainterPath()
    ear.addPolygon(QPolygonF([pt(62, 36), pt(67, 16), pt(76, 33)]))
    ear.closeSubpath()
    paw = QPainterPath()
    paw.addEllipse(QRectF(pt(74, 62), pt(88, 72)))
    shape = tail.united(body).united(head).united(ear).united(paw)
    eye = QPainterPath()
    eye.addEllipse(QRectF(pt(77, 37), pt(84, 44)))
    return shape.subtracted(eye)


def _compass_path(c: QPointF, r: float) -> QPainterPath:
    """A four-pointed compass star."""
    path = QPainterPath()
    pts = []
    for k in range(8):
        ang = -math.pi / 2 + k * math.pi / 4
        rad = r if k % 2 == 0 else r * 0.32
        pts.append(QPointF(c.x() + rad * math.cos(ang), c.y() + rad * math.sin(ang)))
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def _backpack_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(
        QRectF(c.x() - 0.62 * r, c.y() - 0.55 * r, 1.24 * r, 1.35 * r), r * 0.3, r * 0.3
    )
    # Carrying handle on top.
    handle = QPainterPath()
    handle.addRoundedRect(
        QRectF(c.x() - 0.3 * r, c.y() - 0.85 * r, 0.6 * r, 0.45 * r), r * 0.2, r * 0.2
    )
    path = path.united(handle)
    hole = QPainterPath()
    hole.addRoundedRect(QRectF(c.x() - 0.16 * r, c.y() - 0.72 * r, 0.32 * r, 0.2 * r), 2, 2)
    return path.subtracted(hole)


def _fox_path(c: QPointF, r: float) -> QPainterPath:
    """A fox head: pointed ears and a narrow muzzle."""
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(c.x() - 0.85 * r, c.y() - 0.85 * r),
                QPointF(c.x() - 0.35 * r, c.y() - 0.45 * r),
                QPointF(c.x() + 0.35 * r, c.y() - 0.45 * r),
                QPointF(c.x() + 0.85 * r, c.y() - 0.85 * r),
                QPointF(c.x() + 0.75 * r, c.y() - 0.05 * r),
                QPointF(c.x(), c.y() + 0.9 * r),
                QPointF(c.x() - 0.75 * r, c.y() - 0.05 * r),
            ]
        )
    )
    path.closeSubpath()
    return path


def _tent_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(c.x(), c.y() - 0.75 * r),
                QPointF(c.x() + 0.85 * r, c.y() + 0.55 * r),
                QPointF(c.x() - 0.85 * r, c.y() + 0.55 * r),
            ]
        )
    )
    path.closeSubpath()
    door = QPainterPath()
    door.addPolygon(
        QPolygonF(
            [
                QPointF(c.x(), c.y() - 0.05 * r),
                QPointF(c.x() + 0.28 * r, c.y() + 0.55 * r),
                QPointF(c.x() - 0.28 * r, c.y() + 0.55 * r),
            ]
        )
    )
    door.closeSubpath()
    return path.subtracted(door)


def _flag_path(base: QPointF, r: float) -> tuple[QPainterPath, QPainterPath]:
    """A pole and its pennant, standing on ``base``."""
    pole = QPainterPath()
    pole.addRect(QRectF(base.x() - 0.05 * r, base.y() - 1.5 * r, 0.1 * r, 1.5 * r))
    flag = QPainterPath()
    flag.addPolygon(
        QPolygonF(
            [
                QPointF(base.x() + 0.05 * r, base.y() - 1.5 * r),
                QPointF(base.x() + 0.9 * r, base.y() - 1.22 * r),
                QPointF(base.x() + 0.05 * r, base.y() - 0.94 * r),
            ]
        )
    )
    flag.closeSubpath()
    return pole, flag


def _check_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(c.x() - 0.7 * r, c.y())
    path.lineTo(c.x() - 0.2 * r, c.y() + 0.5 * r)
    path.lineTo(c.x() + 0.75 * r, c.y() - 0.6 * r)
    return path


def _cross_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(c.x() - 0.55 * r, c.y() - 0.55 * r)
    path.lineTo(c.x() + 0.55 * r, c.y() + 0.55 * r)
    path.moveTo(c.x() + 0.55 * r, c.y() - 0.55 * r)
    path.lineTo(c.x() - 0.55 * r, c.y() + 0.55 * r)
    return path


def pawn_path(rect: QRectF) -> QPainterPath:
    """A route marker: round head on a flared body, fitted into ``rect`` (each place
    and size made once: a marker standing still is painted again often)."""
    return _pawn_path(rect.left(), rect.top(), rect.width(), rect.height())


@functools.lru_cache(maxsize=256)
def _pawn_path(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.moveTo(x + 0.30 * w, y + 0.40 * h)
    path.cubicTo(x + 0.28 * w, y + 0.62 * h, x + 0.02 * w, y + 0.78 * h, x + 0.02 * w, y + 0.90 * h)
    path.quadTo(x + 0.02 * w, y + h, x + 0.12 * w, y + h)
    path.lineTo(x + 0.88 * w, y + h)
    path.quadTo(x + 0.98 * w, y + h, x + 0.98 * w, y + 0.90 * h)
    path.cubicTo(x + 0.98 * w, y + 0.78 * h, x + 0.72 * w, y + 0.62 * h, x + 0.70 * w, y + 0.40 * h)
    path.closeSubpath()
    head = 0.56 * w
    path.addEllipse(QRectF(x + (w - head) / 2, y, head, head))
    return path.simplified()


@functools.lru_cache(maxsize=16)
def _pawn_strokes(w: float, h: float) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A marker of size ``w`` x ``h`` with its top left corner at the origin: its body,
    the wide halo around its edge and its ink outline, the two edges as shapes to fill.
    Tracing a wide rounded pen along the curves is most of what drawing a marker costs;
    traced once per size here, a marker at a new place (each frame of a walk, each
    first picture of it) only fills them."""
    body = _pawn_path(0.0, 0.0, w, h)
    strokes = []
    for width in (MARKER_HALO_WIDTH, MARKER_OUTLINE_WIDTH):
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        strokes.append(stroker.createStroke(body))
    return body, strokes[0], strokes[1]


def _star_path(c: QPointF, r: float) -> QPainterPath:
    pts = []
    for k in range(10):
        ang = -math.pi / 2 + k * math.pi / 5
        rad = r if k % 2 == 0 else r * 0.45
        pts.append(QPointF(c.x() + rad * math.cos(ang), c.y() + rad * math.sin(ang)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


# ------------------------------------------------------------------------------ widget


@dataclass(frozen=True)
class _Move:
    """One marker's way from where it was drawn to where it now stands."""

    from_s: float
    to_s: float
    from_offset: float
    to_offset: float
    from_radius: float
    to_radius: float
    #: A shortcut's dotted curve (start, bend, end), followed instead of the trail.
    curve: tuple[QPointF, QPointF, QPointF] | None = None


@dataclass(frozen=True)
class _SoloGeometry:
    """Where the solo training's rows go; the same all through a training."""

    left_margin: float
    tile_w: float
    tile_h: float
    gap: float
    #: Per pile in the course: the top of its row (a practice plan: per row of its
    #: cards, "0", "1", ...).
    rows: tuple[tuple[str, float], ...]
    #: A practice plan's cards per row (0: the piles' rows of a training).
    per_row: int = 0
    #: A training: per pile's row, its tiles per line (a long pile takes two lines, so
    #: its cards' names stay large enough to read), and the gap between the lines.
    per_line: tuple[int, ...] = ()
    line_gap: float = 12.0

    def tile_rect(self, pile: str, k: int, y: float) -> QRectF:
        """The ``k``-th tile of the row of ``pile`` whose top is ``y``."""
        per = 0
        for (name, _top), n in zip(self.rows, self.per_line, strict=False):
            if name == pile:
                per = n
        line, at = divmod(k, per) if per else (0, k)
        return QRectF(
            self.left_margin + at * (self.tile_w + self.gap),
            y + line * (self.tile_h + self.line_gap),
            self.tile_w,
            self.tile_h,
        )


class BoardView(QWidget):
    """The route map with every marker, or the solo training progress."""

    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: State | None = None
        self._track: Track | None = None
        self._track_key: tuple[str, int] | None = None
        self._moves: dict[int, _Move] = {}
        self._progress = 1.0
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
        #: Shortcut bends, searched once per map (see _shortcut_control).
        self._controls: dict[Shortcut, QPointF] = {}
        #: Where each shortcut's cost is written, and the trail's line: once per map.
        self._pills: dict[Shortcut, QPointF] = {}
        self._trail_path: QPainterPath | None = None
        self._trail_outlines: list[QPainterPath] | None = None
        #: What was last put on screen, part by part: where (widget pixels) and how it
        #: looked. A change repaints only the parts that differ (see _repaint_changes).
        self._shown: dict[object, tuple[QRect, object]] = {}
        self._solo_geometry_cache: tuple[object, _SoloGeometry] | None = None
        #: The solo tiles' extents in canvas units, for the geometry they were made with.
        self._tile_places: tuple[object, dict[tuple[str, int], QRectF]] = (None, {})
        #: A practice plan's reasons, one per card in the plan's order (see set_plan_reasons).
        self._plan_reasons: tuple[str, ...] = ()
        #: The solo parts' places in widget pixels, for the transform they were made with.
        self._solo_damages: tuple[object, dict[object, QRect]] = (None, {})
        #: Card names fitted to their tile, per name and width.
        self._fitted: dict[tuple[str, float, str], QFont] = {}
        #: Markers standing still, as pictures of their pixels (see _paint_sprite).
        self._sprites: dict[object, QImage] = {}
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
        colours = theme.board_colours(self.palette())
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
        colours = theme.board_colours(self.palette())
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
            out[("marker", player)] = (self._damage(t, _marker_extent(body)), look)
        return out

    @staticmethod
    def _damage(t: QTransform, rect: QRectF, pad: int = 2) -> QRect:
        # Antialiased edges reach a pixel beyond the shape.
        return t.mapRect(rect).toAlignedRect().adjusted(-pad, -pad, pad, pad)

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

    # -- geometry ---------------------------------------------------------------------

    def _ensure_track(self, state: State) -> None:
        if state.mode is Mode.RACE:
            key = ("race", state.catalogue.race_map.peak)
        elif state.mode is Mode.TEAM:
            key = ("team", state.catalogue.team_map.peak)
        else:
            key = ("solo", 0)
        if key != self._track_key:
            self._track_key = key
            self._track = Track.build(key[1] + 1) if key[1] > 0 else None
            self._controls = {}
            self._pills = {}
            self._trail_path = None
            self._trail_outlines = None

    def _require_track(self) -> Track:
        if self._track is None:
            raise ValueError("no map is shown (no game, or solo training)")
        return self._track

    def _headroom(self) -> float:
        # Markers stand on top of the peak and reach above the canvas; keep them in view.
        s = self._state
        return 0.0 if s is None or s.mode is Mode.SOLO else HEADROOM

    def _scale(self) -> float:
        return min(self.width() / CANVAS_W, self.height() / (CANVAS_H + self._headroom()))

    def _transform(self) -> QTransform:
        s = self._scale()
        top = self._headroom()
        dx = (self.width() - CANVAS_W * s) / 2
        dy = (self.height() - (CANVAS_H + top) * s) / 2 + top * s
        return QTransform(s, 0, 0, s, dx, dy)

    def _peak(self) -> int:
        return self._require_track().last

    def _space_radius(self, space: int) -> float:
        track = self._require_track()
        if space in (0, track.last):
            return track.radius * 1.38
        if self._is_destination(space):
            return track.radius * 1.15
        return track.radius

    def _is_destination(self, space: int) -> bool:
        s = self._state
        if s is None or s.mode is not Mode.TEAM:
            return False
        return any(d.space == space for d in s.catalogue.team_map.destinations)

    def _marker_size(self) -> tuple[float, float]:
        r = self._require_track().radius
        if self._state is not None and self._state.mode is Mode.TEAM:
            return (1.1 * r, 1.65 * r)
        return (0.9 * r, 1.42 * r)

    def _fan_offsets(self, state: State) -> dict[int, float]:
        """Horizontal offsets (in marker widths) so markers sharing a space all show."""
        groups: dict[int, list[int]] = {}
        for i, pos in enumerate(state.positions):
            groups.setdefault(pos, []).append(i)
        out: dict[int, float] = {}
        for members in groups.values():
            n = len(members)
            spacing = 0.82 if n <= 3 else 0.72
            for k, player in enumerate(members):
                out[player] = (k - (n - 1) / 2) * spacing
        return out

    def _marker_rect_canvas(self, player: int) -> QRectF:
        state = self._state
        if state is None or state.mode is Mode.SOLO:
            raise ValueError("no markers are shown (no game, or solo training)")
        track = self._require_track()
        w, h = self._marker_size()
        move = self._moves.get(player)
        if move is not None and self._progress < 1.0:
            t = self._progress
            if move.curve is not None:
                base = _bezier(*move.curve, t)
            else:
                base = track.point_at(_lerp(move.from_s, move.to_s, t))
            offset = _lerp(move.from_offset, move.to_offset, t)
            radius = _lerp(move.from_radius, move.to_radius, t)
        else:
            space = state.positions[player]
            base = track.center(space)
            offset = self._fan_offsets(state).get(player, 0.0)
            radius = self._space_radius(space)
        # The marker stands on the upper rim of its space, so the number stays readable.
        foot = QPointF(base.x() + offset * w, base.y() - 0.42 * radius)
        return QRectF(foot.x() - w / 2, foot.y() - h, w, h)

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
            self._moves[player] = _Move(
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
            c = theme.board_colours(self.palette())
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
                        who=player_label(s, i, _rules_tr), where=self._where(s, s.positions[i])
                    )
                )
            if not s.is_over:
                parts.append(
                    self.tr("{who} to play.").format(who=player_label(s, s.turn, _rules_tr))
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
        if _is_plan(s):
            parts.append(plan_title(len(s.setup.plan), _plan_played(s)) + ".")
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

    # -- painting: landscape and trail --------------------------------------------------

    @staticmethod
    def _paint_sky(p: QPainter, c: theme.BoardColours, size: QSize) -> None:
        grad = QLinearGradient(0, 0, 0, size.height())
        grad.setColorAt(0.0, c.sky_top)
        grad.setColorAt(1.0, c.sky_bottom)
        p.fillRect(QRect(0, 0, size.width(), size.height()), QBrush(grad))

    def _paint_landscape(self, p: QPainter, c: theme.BoardColours) -> None:
        far = QColor(c.mountain)
        far.setAlphaF(0.45)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(far)
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in FAR_RANGE]))
        p.setPen(QPen(c.mountain_edge, 4))
        p.setBrush(c.mountain)
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in MOUNTAIN]))

    def _paint_trail(self, p: QPainter, c: theme.BoardColours) -> None:
        # The trail's edge and its surface: the outlines of the line stroked wide, worked
        # out once per map and filled (stroking the 400-point line costs more than
        # filling what it gives, and it never changes during a game).
        outlines = self._trail_outlines
        if outlines is None:
            track = self._require_track()
            path = QPainterPath(track.samples[0])
            for pt in track.samples[1:]:
                path.lineTo(pt)
            self._trail_path = path
            width = track.radius * 1.25
            outlines = []
            for stroke in (width + 10, width):
                stroker = QPainterPathStroker()
                stroker.setWidth(stroke)
                stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
                stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                outlines.append(stroker.createStroke(path))
            self._trail_outlines = outlines
        p.setPen(Qt.PenStyle.NoPen)
        for outline, colour in zip(outlines, (c.path_edge, c.path), strict=True):
            p.setBrush(colour)
            p.drawPath(outline)

    def _shortcuts(self, s: State) -> list[Shortcut]:
        if s.mode is Mode.RACE:
            return list(s.catalogue.race_map.shortcuts)
        if s.mode is Mode.TEAM:
            return [s.catalogue.team_map.major_shortcut]
        return []

    def _paint_shortcuts(self, p: QPainter, c: theme.BoardColours, s: State) -> None:
        track = self._require_track()
        r = track.radius
        for sc in self._shortcuts(s):
            a = track.center(sc.start)
            ctrl = self._shortcut_control(track, sc)
            b = self._shortcut_landing(track, sc)
            path = QPainterPath(a)
            path.quadTo(ctrl, b)
            halo = QColor(c.space)
            halo.setAlphaF(0.85)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(halo, r * 0.34, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawPath(path)
            dots = QPen(c.shortcut, r * 0.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
            dots.setDashPattern([0.01, 1.9])
            p.setPen(dots)
            p.drawPath(path)
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.shortcut)
            p.drawPolygon(self._arrow_head(track, sc))
            # The cost on a pill at the top of the bend: "-2" and a squirrel.
            label_at = self._pill_position(track, path, sc)
            self._paint_cost_pill(p, c, label_at, sc.cost, r)

    def _arrow_head(self, track: Track, sc: Shortcut) -> QPolygonF:
        """The arrow's point touches the rim of the end space, pointing into it."""
        b = self._shortcut_landing(track, sc)
        ctrl = self._shortcut_control(track, sc)
        r = track.radius * 0.45
        ang = math.atan2(b.y() - ctrl.y(), b.x() - ctrl.x())
        centre = b - QPointF(math.cos(ang) * r, math.sin(ang) * r)
        return QPolygonF(
            [
                centre + QPointF(math.cos(a) * r, math.sin(a) * r)
                for a in (ang, ang + 2.4, ang - 2.4)
            ]
        )

    def _shortcut_control(self, track: Track, sc: Shortcut) -> QPointF:
        """The bend of ``sc`` on this map: searched once, it never changes in a game."""
        ctrl = self._controls.get(sc)
        if ctrl is None:
            ctrl = self._controls[sc] = _shortcut_control(track, sc)
        return QPointF(ctrl)

    def _shortcut_landing(self, track: Track, sc: Shortcut) -> QPointF:
        """Where a dotted shortcut ends: on the rim of its end space, on the side facing
        its start and a little below the middle, because markers stand on the upper rim
        and the arrow must not run into them."""
        end = min(sc.end, track.last)
        a, c = track.center(sc.start), track.center(end)
        side = -1.0 if a.x() <= c.x() else 1.0
        angle = math.radians(18)
        reach = self._space_radius(end) + track.radius * 0.08
        return c + QPointF(side * math.cos(angle) * reach, math.sin(angle) * reach)

    def _pill_position(self, track: Track, path: QPainterPath, sc: Shortcut) -> QPointF:
        """Where on the dotted line its cost is easiest to read: away from every space
        (searched once per map, like the bend)."""
        known = self._pills.get(sc)
        if known is None:
            known = self._pills[sc] = self._search_pill_position(track, path, sc)
        return QPointF(known)

    def _search_pill_position(self, track: Track, path: QPainterPath, sc: Shortcut) -> QPointF:
        """Where the pill stays clear of every place a marker can stand (all the racers
        on one space, fanned out) and of the spaces: on the dotted line when a place on
        it is clear, else just above or below it, as close to the line as can be; among
        as good places, the middle of the line first."""
        r = track.radius
        spaces = [
            QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad)
            for c, rad in ((track.center(k), self._space_radius(k)) for k in range(track.last + 1))
        ]
        zones = self._marker_zones(track)
        w, h = self._pill_size(sc.cost, r)
        best, best_score = path.pointAtPercent(0.5), (math.inf, math.inf, math.inf)
        for step in range(-10, 11):
            shift = step * 0.25
            for t in (k / 40 for k in range(6, 35)):
                on_line = path.pointAtPercent(t)
                pt = QPointF(on_line.x(), on_line.y() + shift * r)
                pill = QRectF(pt.x() - w / 2, pt.y() - h / 2, w, h)
                covered = sum(_overlap(pill, z) for z in zones + spaces)
                # Off the line costs more than along it: the pill stays by its line.
                score = (round(covered / (r * r), 2), abs(shift) + abs(t - 0.5), t)
                if score < best_score:
                    best, best_score = pt, score
        return best

    def _marker_zones(self, track: Track) -> list[QRectF]:
        """Where markers can stand: above each space, as wide as the most markers that
        share a space fan out (four racers; the team's one marker)."""
        w, h = self._marker_size()
        team = self._state is not None and self._state.mode is Mode.TEAM
        n = 1 if team else 4
        spacing = 0.82 if n <= 3 else 0.72
        half = ((n - 1) / 2 * spacing + 0.5) * w
        zones = []
        for k in range(track.last + 1):
            c = track.center(k)
            foot = c.y() - 0.42 * self._space_radius(k)
            zones.append(QRectF(c.x() - half, foot - h, 2 * half, h))
        return zones

    @staticmethod
    def _pill_size(cost: int, r: float) -> tuple[float, float]:
        """The cost pill's width and height (see _paint_cost_pill)."""
        f = theme.font(int(r * 0.72), bold=True)
        tw = QFontMetricsF(f).horizontalAdvance(f"\u2212{cost}")
        h = r * 0.95
        return tw + h * 0.8 + r * 0.55, h

    def _paint_cost_pill(
        self, p: QPainter, c: theme.BoardColours, at: QPointF, cost: int, r: float
    ) -> None:
        f = theme.font(int(r * 0.72), bold=True)
        text = f"\u2212{cost}"
        fm = QFontMetricsF(f)
        tw = fm.horizontalAdvance(text)
        h = r * 0.95
        icon = h * 0.8
        w = tw + icon + r * 0.55
        rect = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
        p.setPen(QPen(c.shortcut, 4))
        p.setBrush(c.space)
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(f)
        p.setPen(c.number)
        p.drawText(
            QRectF(rect.left() + r * 0.2, rect.top(), tw, h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text,
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.backpack)
        p.drawPath(
            squirrel_path(
                QRectF(rect.left() + r * 0.3 + tw, rect.top() + (h - icon) / 2, icon, icon)
            )
        )

    # -- painting: spaces ---------------------------------------------------------------

    def _paint_spaces(self, p: QPainter, c: theme.BoardColours, s: State) -> None:
        track = self._require_track()
        r = track.radius
        last = track.last
        num_font = theme.font(int(r * 0.95), bold=True)
        label_font = theme.font(int(r * 0.55), bold=True)
        for space in range(last + 1):
            ctr = track.center(space)
            rad = self._space_radius(space)
            if space == 0:
                self._paint_campground(p, c, ctr, rad, label_font)
                continue
            if space == last:
                self._paint_peak(p, c, s, ctr, rad, num_font, label_font)
                continue
            dest = None
            if s.mode is Mode.TEAM:
                for d in s.catalogue.team_map.destinations:
                    if d.space == space:
                        dest = d
            fill = c.destination if dest is not None else c.space
            p.setPen(QPen(c.space_edge, 5))
            p.setBrush(fill)
            p.drawEllipse(ctr, rad, rad)
            p.setFont(num_font)
            if dest is not None:
                p.setPen(theme.on_fill(fill))
                p.drawText(
                    QRectF(ctr.x() - rad, ctr.y() - rad, 2 * rad, 2 * rad),
                    Qt.AlignmentFlag.AlignCenter,
                    dest.pile,
                )
                self._paint_reward(p, c, ctr, rad, dest.squirrels, label_font)
            else:
                p.setPen(c.number)
                p.drawText(
                    QRectF(ctr.x() - rad, ctr.y() - rad, 2 * rad, 2 * rad),
                    Qt.AlignmentFlag.AlignCenter,
                    str(space),
                )
            self._paint_badges(p, c, s, space, ctr, rad)

    def _badge_center(self, ctr: QPointF, rad: float) -> QPointF:
        # Lower right: markers stand on the upper rim, so badges never hide under them.
        return ctr + QPointF(rad * 0.78, rad * 0.72)

    def _paint_badges(
        self, p: QPainter, c: theme.BoardColours, s: State, space: int, ctr: QPointF, rad: float
    ) -> None:
        b = self._badge_center(ctr, rad)
        br = rad * 0.46
        if s.mode is Mode.RACE:
            rm = s.catalogue.race_map
            if space in rm.compass:
                p.setPen(QPen(c.space, 3))
                p.setBrush(c.compass)
                p.drawEllipse(b, br, br)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#ffffff"))
                p.drawPath(_compass_path(b, br * 0.82))
            if rm.shortcut_from(space) is not None:
                p.setPen(QPen(c.space, 3))
                p.setBrush(c.backpack)
                p.drawEllipse(b, br, br)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#ffffff"))
                p.drawPath(_backpack_path(b, br * 0.62))
            return
        tm = s.catalogue.team_map
        if space in tm.fox:
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.fox)
            p.drawEllipse(b, br, br)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPath(_fox_path(b, br * 0.62))
        if space == tm.major_shortcut.start:
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.backpack)
            p.drawEllipse(b, br, br)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPath(_backpack_path(b, br * 0.62))
        if space == tm.arrow:
            p.setPen(QPen(c.space, 3))
            p.setBrush(c.campground)
            p.drawEllipse(b, br, br)
            arrow = QPolygonF(
                [
                    QPointF(b.x() - br * 0.55, b.y() - br * 0.22),
                    QPointF(b.x() + br * 0.05, b.y() - br * 0.22),
                    QPointF(b.x() + br * 0.05, b.y() - br * 0.55),
                    QPointF(b.x() + br * 0.62, b.y()),
                    QPointF(b.x() + br * 0.05, b.y() + br * 0.55),
                    QPointF(b.x() + br * 0.05, b.y() + br * 0.22),
                    QPointF(b.x() - br * 0.55, b.y() + br * 0.22),
                ]
            )
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPolygon(arrow)

    def _paint_reward(
        self, p: QPainter, c: theme.BoardColours, ctr: QPointF, rad: float, n: int, f: QFont
    ) -> None:
        """The squirrels a destination gives, on a pill below its space."""
        text = f"+{n}"
        fm = QFontMetricsF(f)
        h = rad * 0.62
        icon = h * 0.85
        w = fm.horizontalAdvance(text) + icon + h * 0.6
        rect = QRectF(ctr.x() - w / 2, ctr.y() + rad * 0.82, w, h)
        p.setPen(QPen(c.destination, 4))
        p.setBrush(c.space)
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(f)
        p.setPen(c.number)
        p.drawText(
            QRectF(rect.left() + h * 0.25, rect.top(), fm.horizontalAdvance(text), h),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.backpack)
        p.drawPath(
            squirrel_path(
                QRectF(rect.right() - icon - h * 0.2, rect.top() + (h - icon) / 2, icon, icon)
            )
        )

    def _paint_campground(
        self, p: QPainter, c: theme.BoardColours, ctr: QPointF, rad: float, f: QFont
    ) -> None:
        p.setPen(QPen(c.space_edge, 5))
        p.setBrush(c.campground)
        p.drawEllipse(ctr, rad, rad)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#fff4dc"))
        p.drawPath(_tent_path(ctr + QPointF(0, rad * 0.08), rad * 0.62))
        self._paint_caption(p, c, self._campground_caption_at(), self.tr("Campground"), f)

    def _campground_caption_at(self) -> QPointF:
        # On the lower rim, under the tent: markers waiting there stand on the upper rim.
        return self._require_track().center(0) + QPointF(0, self._space_radius(0) * 0.98)

    def _paint_peak(
        self,
        p: QPainter,
        c: theme.BoardColours,
        s: State,
        ctr: QPointF,
        rad: float,
        num_font: QFont,
        f: QFont,
    ) -> None:
        p.setPen(QPen(c.space_edge, 6))
        p.setBrush(c.peak)
        p.drawEllipse(ctr, rad, rad)
        p.setFont(num_font)
        p.setPen(theme.on_fill(c.peak))
        text = "C" if s.mode is Mode.TEAM else str(self._peak())
        p.drawText(
            QRectF(ctr.x() - rad, ctr.y() - rad, 2 * rad, 2 * rad),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        pole, flag = _flag_path(ctr + QPointF(rad * 0.92, -rad * 0.2), rad * 0.55)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.space_edge)
        p.drawPath(pole)
        p.setBrush(c.failed)
        p.drawPath(flag)
        self._paint_caption(p, c, ctr + QPointF(-rad * 2.25, 0), self.tr("Peak"), f)

    @staticmethod
    def _caption_rect(at: QPointF, text: str, f: QFont) -> QRectF:
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(text) + fm.height() * 0.8
        h = fm.height() * 1.15
        return QRectF(at.x() - w / 2, at.y() - h / 2, w, h)

    def _paint_caption(
        self, p: QPainter, c: theme.BoardColours, at: QPointF, text: str, f: QFont
    ) -> None:
        """A word on a soft pill, centred on ``at``, readable over the landscape."""
        rect = self._caption_rect(at, text, f)
        h = rect.height()
        back = QColor(c.space)
        back.setAlphaF(0.88)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(back)
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(f)
        p.setPen(c.number)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    # -- painting: markers --------------------------------------------------------------

    @staticmethod
    def _is_turn_marker(s: State, player: int) -> bool:
        return s.mode is Mode.RACE and not s.is_over and player == s.turn

    @staticmethod
    def _marker_fill(s: State, player: int) -> QColor:
        if s.mode is Mode.TEAM:
            return theme.team_fill()
        return theme.player_fill(s.setup.colours[player])

    def _paint_markers(self, p: QPainter, c: theme.BoardColours, s: State, region: QRegion) -> None:
        order = list(range(len(s.positions)))
        # The player whose turn it is is drawn last, on top of a shared space.
        if not s.is_over and s.turn in order and s.mode is Mode.RACE:
            order.remove(s.turn)
            order.append(s.turn)
        outline = theme.ink(self.palette())
        t = p.transform()
        walking = self._progress < 1.0
        for player in order:
            rect = self._marker_rect_canvas(player)
            if not region.intersects(self._damage(t, _marker_extent(rect))):
                continue  # not in the part being repainted
            is_turn = self._is_turn_marker(s, player)
            fill = self._marker_fill(s, player)
            # A marker standing still is drawn once, as a picture of its pixels, and
            # copied after that (its halo and outline take long to draw).
            look = (rect.getRect(), is_turn, s.mode, fill.rgba(), outline.rgba(), c.peak.rgba())
            if walking and player in self._moves:
                # A walking marker is drawn where it is, each frame anew; where a picture
                # of it there is at hand (the walk's first frame, on the click that
                # starts it: the marker still stands where it stood), that is copied.
                if self._paint_sprite(p, look, None, _marker_extent(rect)) is None:
                    self._draw_marker(p, c, s.mode, rect, is_turn, fill, outline)
                continue

            def draw(q: QPainter, r: QRectF = rect, i: bool = is_turn, f: QColor = fill) -> None:
                self._draw_marker(q, c, s.mode, r, i, f, outline)

            made = self._paint_sprite(p, look, draw, _marker_extent(rect))
            if made and s.mode is Mode.RACE and not s.is_over:
                # A marker's picture is made with its twin, the same marker with the
                # turn's glow toggled: the click that passes the turn to this player or
                # away from them (a move, an owl, a route change) then only copies it.
                self._make_twin(t, c, s, player, outline)

    def _make_twin(
        self, t: QTransform, c: theme.BoardColours, s: State, player: int, outline: QColor
    ) -> None:
        """The picture of ``player``'s marker where it stands, with the turn's glow
        toggled (made unless already made)."""
        rect = self._marker_rect_canvas(player)
        glow = not self._is_turn_marker(s, player)
        fill = self._marker_fill(s, player)
        look = (rect.getRect(), glow, s.mode, fill.rgba(), outline.rgba(), c.peak.rgba())

        def draw(q: QPainter) -> None:
            self._draw_marker(q, c, s.mode, rect, glow, fill, outline)

        self._make_sprite(t, look, draw, _marker_extent(rect))

    def _paint_sprite(
        self,
        p: QPainter,
        look: object,
        draw: Callable[[QPainter], None] | None,
        extent: QRectF,
    ) -> bool | None:
        """``draw`` (canvas units), copied from a picture of it made once per look, place
        and scale, at the same device pixels as drawn directly. Without ``draw``, only a
        picture already made is copied. Returns whether the picture was made now (True)
        or already there (False), or None when nothing was painted (none, no ``draw``)."""
        sprite = self._make_sprite(p.transform(), look, draw, extent)
        if sprite is None:
            return None
        image, x0, y0, made = sprite
        ratio = self.devicePixelRatioF()
        p.save()
        p.resetTransform()
        p.drawImage(QPointF(x0 / ratio, y0 / ratio), image)
        p.restore()
        return made

    def _make_sprite(
        self,
        t: QTransform,
        look: object,
        draw: Callable[[QPainter], None] | None,
        extent: QRectF,
    ) -> tuple[QImage, int, int, bool] | None:
        """The picture of ``look`` for a painter transformed by ``t`` (made with ``draw``
        unless already made), the device pixel its top left corner goes to, and whether
        it was made now; None when there is none and no ``draw``."""
        ratio = self.devicePixelRatioF()
        device = t * QTransform.fromScale(ratio, ratio)
        box = device.mapRect(extent)
        x0, y0 = math.floor(box.left()) - 2, math.floor(box.top()) - 2
        key = (look, device.m11(), device.m22(), device.dx() - x0, device.dy() - y0)
        image = self._sprites.pop(key, None)
        made = image is None
        if image is None:
            if draw is None:
                return None
            w = math.ceil(box.right()) + 2 - x0
            h = math.ceil(box.bottom()) + 2 - y0
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            q = QPainter(image)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setTransform(device * QTransform.fromTranslate(-x0, -y0))
            draw(q)
            q.end()
            image.setDevicePixelRatio(ratio)
            # The pictures least recently used go first (a few kilobytes each): the
            # markers at their places and their twins stay at hand all game.
            while len(self._sprites) >= _SPRITES_KEPT:
                del self._sprites[next(iter(self._sprites))]
        self._sprites[key] = image
        return image, x0, y0, made

    @staticmethod
    def _draw_marker(
        p: QPainter,
        c: theme.BoardColours,
        mode: Mode,
        rect: QRectF,
        is_turn: bool,
        fill: QColor,
        outline: QColor,
    ) -> None:
        if is_turn:
            glow = QColor(c.peak)
            glow.setAlphaF(0.55)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(glow)
            foot = QPointF(rect.center().x(), rect.bottom())
            p.drawEllipse(foot, rect.width() * 0.75, rect.width() * 0.3)
        shadow = QColor(0, 0, 0, 70)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(shadow)
        p.drawEllipse(
            QPointF(rect.center().x() + rect.width() * 0.08, rect.bottom()),
            rect.width() * 0.5,
            rect.width() * 0.14,
        )
        # A contrasting outer halo, then the body with its ink outline: white shows on
        # light paper and black on a dark background.
        body, halo, edge = _pawn_strokes(rect.width(), rect.height())
        p.save()
        p.translate(rect.topLeft())
        p.fillPath(halo, theme.on_fill(outline))
        p.fillPath(body, fill)
        p.fillPath(edge, outline)
        p.restore()
        if mode is Mode.TEAM:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            p.drawPath(
                _star_path(
                    QPointF(rect.center().x(), rect.top() + rect.height() * 0.72),
                    rect.width() * 0.24,
                )
            )

    # -- painting: solo -----------------------------------------------------------------

    def _solo_geometry(self, s: State) -> _SoloGeometry:
        key = (s.setup.course_piles, s.ctx.catalogue, s.setup.plan)
        cached = self._solo_geometry_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        if _is_plan(s):
            geometry = _plan_geometry(len(s.setup.plan))
            self._solo_geometry_cache = (key, geometry)
            return geometry
        piles = s.setup.course_piles
        # More than eight cards: the pile's row takes two lines (10: 5 + 5, 12: 6 + 6),
        # so a tile stays wide enough for its card's name in letters read from a chair.
        counts = [len(s.catalogue.pile_cards(pile)) for pile in piles]
        lines = [max(1, math.ceil(n / MAX_TILES_PER_LINE)) for n in counts]
        per_line = tuple(max(1, math.ceil(n / k)) for n, k in zip(counts, lines, strict=True))
        most = max(per_line)
        left_margin = 150.0
        right_margin = 16.0
        gap = 8.0
        line_gap = 12.0
        row_gap = 40.0
        tile_w = min(150.0, (CANVAS_W - left_margin - right_margin - gap * (most - 1)) / most)
        room = CANVAS_H - 40.0 - 210.0 - (len(piles) - 1) * row_gap
        room -= (sum(lines) - len(piles)) * line_gap
        tile_h = min(200.0, tile_w * 1.5, room / sum(lines))
        total_h = sum(lines) * tile_h + (sum(lines) - len(piles)) * line_gap
        total_h += (len(piles) - 1) * row_gap
        # Centre the rows in the space below the squirrel headline.
        top = 210.0 + max(0.0, (CANVAS_H - 40.0 - 210.0 - total_h) / 2)
        tops = []
        for n in lines:
            tops.append(top)
            top += n * tile_h + (n - 1) * line_gap + row_gap
        rows = tuple(zip(piles, tops, strict=True))
        geometry = _SoloGeometry(
            left_margin, tile_w, tile_h, gap, rows, per_line=per_line, line_gap=line_gap
        )
        self._solo_geometry_cache = (key, geometry)
        return geometry

    @staticmethod
    def _solo_disc(g: _SoloGeometry, y: float) -> QPointF:
        return QPointF(g.left_margin / 2, y + g.tile_h * 0.4)

    def _paint_solo_backdrop(self, p: QPainter, c: theme.BoardColours, s: State) -> None:
        """The pile letters in their discs: the part of the training that stays (a
        practice plan's cards come from any pile, each tile names its own)."""
        if _is_plan(s):
            return
        g = self._solo_geometry(s)
        label_font = theme.font(56, bold=True)
        for pile, y in g.rows:
            disc = self._solo_disc(g, y)
            p.setPen(QPen(c.space_edge, 5))
            p.setBrush(c.space)
            p.drawEllipse(disc, 48, 48)
            p.setFont(label_font)
            p.setPen(c.number)
            p.drawText(
                QRectF(disc.x() - 48, disc.y() - 48, 96, 96), Qt.AlignmentFlag.AlignCenter, pile
            )

    def _solo_head(self, s: State) -> tuple[QRectF, QRectF, str]:
        """The squirrels left, big: the icon's place, the number's place, the number."""
        head = theme.font(64, bold=True)
        icon = 96.0
        text = str(s.squirrels[0])
        tw = QFontMetricsF(head).horizontalAdvance(text)
        x0 = CANVAS_W / 2 - (icon + 20 + tw) / 2
        return QRectF(x0, 50, icon, icon), QRectF(x0 + icon + 20, 50, tw + 10, icon), text

    def _solo_parts(self, s: State) -> list[tuple[object, QRectF, object]]:
        """What the training shows over its backdrop, part by part: (name, place in
        canvas units with room for pens and glyphs, what it shows)."""
        g = self._solo_geometry(s)
        icon, number, text = self._solo_head(s)
        now = self.palette().color(QPalette.ColorRole.Highlight).rgba()
        parts: list[tuple[object, QRectF, object]] = [
            ("head", icon.united(number).adjusted(-4, -4, 4, 4), text),
            ("caption", QRectF(0, 150, CANVAS_W, 44), self._solo_caption(s)),
        ]
        if _is_plan(s):
            parts.append(("title", PLAN_TITLE_RECT, self._plan_title(s)))
            for i, (status, name) in enumerate(self._solo_plan_cards(s)):
                row, k, y = _plan_slot(g, i)
                look = (status, name, now if status == "now" else 0)
                parts.append((("tile", row, k), self._tile_place(g, row, k, y), look))
                reason = self._plan_reasons[i] if i < len(self._plan_reasons) else ""
                route = s.catalogue.card(s.setup.plan[i]).pile
                parts.append((("reason", i), _reason_rect(g, k, y), (reason, route)))
            return parts
        for pile, y in g.rows:
            disc = self._solo_disc(g, y)
            parts.append(
                (
                    ("count", pile),
                    QRectF(0, disc.y() + 52, g.left_margin, 40),
                    self._solo_count(s, pile),
                )
            )
            for k, (status, name) in enumerate(self._solo_cards(s, pile)):
                look = (status, name, now if status == "now" else 0)
                parts.append((("tile", pile, k), self._tile_place(g, pile, k, y), look))
        return parts

    def _tile_place(self, g: _SoloGeometry, pile: str, k: int, y: float) -> QRectF:
        """The extent of the ``k``-th tile of ``pile``'s row (made once per geometry)."""
        if self._tile_places[0] is not g:
            self._tile_places = (g, {})
        places = self._tile_places[1]
        extent = places.get((pile, k))
        if extent is None:
            if g.per_line:
                rect = g.tile_rect(pile, k, y)
            else:
                rect = QRectF(g.left_margin + k * (g.tile_w + g.gap), y, g.tile_w, g.tile_h)
            extent = places[(pile, k)] = self._tile_extent(g, rect)
        return extent

    @staticmethod
    def _tile_extent(g: _SoloGeometry, rect: QRectF) -> QRectF:
        """A card tile with its edge's pen (4 units outside for the card in play): up to
        the middle of the gap beside it, so repainting a tile never repaints a part of
        its neighbour (a dashed edge cut by the repaint would dash differently)."""
        return rect.adjusted(-g.gap / 2, -5, g.gap / 2, 5)

    def _solo_damage(self, t: QTransform, name: object, rect: QRectF) -> QRect:
        # A tile's extent already holds its pen and antialiasing (see _tile_extent).
        tile = isinstance(name, tuple) and name[0] == "tile"
        return self._damage(t, rect, 0 if tile else 2)

    def _solo_caption(self, s: State) -> str:
        return self.tr("squirrel(s) left", "", s.squirrels[0])

    def _solo_count(self, s: State, pile: str) -> str:
        total = len(s.catalogue.pile_cards(pile))
        done = sum(1 for cid in s.mastered if s.catalogue.card(cid).pile == pile)
        return self.tr("{m} of {n}").format(m=done, n=total)

    def _paint_solo(self, p: QPainter, c: theme.BoardColours, s: State, region: QRegion) -> None:
        """The parts of the training in ``region``, over the backdrop."""
        t = p.transform()
        g = self._solo_geometry(s)

        def shown(rect: QRectF) -> bool:
            return region.intersects(self._damage(t, rect))

        icon, number, text = self._solo_head(s)
        if shown(icon.united(number).adjusted(-4, -4, 4, 4)):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(c.backpack)
            p.drawPath(squirrel_path(icon))
            p.setFont(theme.font(64, bold=True))
            p.setPen(c.number)
            p.drawText(number, Qt.AlignmentFlag.AlignVCenter, text)
        caption_rect = QRectF(0, 150, CANVAS_W, 44)
        if shown(caption_rect):
            p.setFont(theme.font(30, bold=False))
            p.setPen(c.muted)
            p.drawText(caption_rect, Qt.AlignmentFlag.AlignCenter, self._solo_caption(s))
        # Card names are what a trainee reads from the chair: as big as the tile allows.
        name_font = theme.font(int(max(22, g.tile_w * 0.24)), bold=True)
        count_font = theme.font(26, bold=True)
        if _is_plan(s):
            self._paint_plan(p, c, s, g, region, name_font)
            return
        for pile, y in g.rows:
            disc = self._solo_disc(g, y)
            count_rect = QRectF(0, disc.y() + 52, g.left_margin, 40)
            if shown(count_rect):
                p.setFont(count_font)
                p.setPen(c.mastered)
                p.drawText(count_rect, Qt.AlignmentFlag.AlignCenter, self._solo_count(s, pile))
            for k, (status, name) in enumerate(self._solo_cards(s, pile)):
                rect = g.tile_rect(pile, k, y)
                if region.intersects(self._solo_damage(t, ("tile",), self._tile_extent(g, rect))):
                    self._paint_solo_card(p, c, rect, status, name, name_font)

    def _plan_title(self, s: State) -> str:
        return plan_title(len(s.setup.plan), _plan_played(s))

    def _paint_plan(
        self,
        p: QPainter,
        c: theme.BoardColours,
        s: State,
        g: _SoloGeometry,
        region: QRegion,
        name_font: QFont,
    ) -> None:
        """A practice plan: its heading (how many cards, how many played), then its
        cards in the order they are played, each with its route and why it is in it."""
        t = p.transform()

        def shown(rect: QRectF) -> bool:
            return region.intersects(self._damage(t, rect))

        if shown(PLAN_TITLE_RECT):
            p.setFont(theme.font(34, bold=True))
            p.setPen(c.number)
            p.drawText(PLAN_TITLE_RECT, Qt.AlignmentFlag.AlignCenter, self._plan_title(s))
        reason_font = theme.font(28, bold=False)
        route_font = theme.font(24, bold=True)
        for i, (status, name) in enumerate(self._solo_plan_cards(s)):
            _row, k, y = _plan_slot(g, i)
            rect = QRectF(g.left_margin + k * (g.tile_w + g.gap), y, g.tile_w, g.tile_h)
            if region.intersects(self._solo_damage(t, ("tile",), self._tile_extent(g, rect))):
                self._paint_solo_card(p, c, rect, status, name, name_font)
            below = _reason_rect(g, k, y)
            if not shown(below):
                continue
            pile = s.catalogue.card(s.setup.plan[i]).pile
            reason = self._plan_reasons[i] if i < len(self._plan_reasons) else ""
            p.setFont(route_font)
            p.setPen(c.muted)
            fm = QFontMetricsF(route_font)
            head = QRectF(below.left(), below.top(), below.width(), fm.height())
            p.drawText(head, Qt.AlignmentFlag.AlignHCenter, self.tr("Route {0}").format(pile))
            if reason:
                p.setFont(reason_font)
                p.drawText(
                    below.adjusted(0, fm.height(), 0, 0),
                    Qt.AlignmentFlag.AlignHCenter
                    | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap,
                    reason,
                )

    def _solo_plan_cards(self, s: State) -> list[tuple[str, str]]:
        """Each card of a practice plan in its order: mastered, failed, now, or to come
        (named: the plan says which card comes)."""
        cat = s.catalogue
        out: list[tuple[str, str]] = []
        for cid in s.setup.plan:
            name = _rules_tr(cat.card(cid).name)
            if cid in s.removed:
                out.append(("mastered" if cid in s.mastered else "failed", name))
            elif cid == s.card:
                out.append(("now", name))
            else:
                out.append(("later", name))
        return out

    def _solo_cards(self, s: State, pile: str) -> list[tuple[str, str]]:
        """Each card slot of ``pile`` in play order: mastered, failed, now, or to come."""
        cat = s.catalogue
        out: list[tuple[str, str]] = []
        for cid in s.removed:
            card = cat.card(cid)
            if card.pile == pile:
                out.append(("mastered" if cid in s.mastered else "failed", _rules_tr(card.name)))
        if s.card is not None and cat.card(s.card).pile == pile:
            out.append(("now", _rules_tr(cat.card(s.card).name)))
        out.extend(("later", "") for _ in s.pile_left(pile))
        return out

    def _paint_solo_card(
        self,
        p: QPainter,
        c: theme.BoardColours,
        rect: QRectF,
        status: str,
        name: str,
        f: QFont,
    ) -> None:
        radius = rect.width() * 0.12
        colours: dict[str, QColor] = {
            "mastered": c.mastered,
            "failed": c.failed,
            "now": self.palette().color(QPalette.ColorRole.Highlight),
            "later": c.muted,
        }
        edge = colours[status]
        if status == "later":
            pen = QPen(edge, 4, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, radius, radius)
            if name:
                # A practice plan's card to come: its name, quieter than a card played.
                self._paint_tile_name(p, rect, name, f, c.muted)
            return
        p.setPen(QPen(edge, 8 if status == "now" else 5))
        p.setBrush(c.space)
        p.drawRoundedRect(rect, radius, radius)
        # A small mark at the top leaves most of the tile to the card's name.
        sym_c = QPointF(rect.center().x(), rect.top() + rect.height() * 0.2)
        sym_r = rect.width() * 0.2
        if status in ("mastered", "failed"):
            path = _check_path(sym_c, sym_r) if status == "mastered" else _cross_path(sym_c, sym_r)
            p.setPen(
                QPen(
                    edge,
                    max(6.0, sym_r * 0.32),
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(edge)
            for dx in (-1, 0, 1):
                p.drawEllipse(sym_c + QPointF(dx * sym_r * 0.7, 0), sym_r * 0.2, sym_r * 0.2)
        self._paint_tile_name(p, rect, name, f, c.number)

    def _paint_tile_name(
        self, p: QPainter, rect: QRectF, name: str, f: QFont, colour: QColor
    ) -> None:
        key = (name, rect.width(), f.key())
        fitted = self._fitted.get(key)
        if fitted is None:
            fitted = self._fitted[key] = _fit_words(f, name, rect.width() - 8, floor=17)
        p.setFont(fitted)
        p.setPen(colour)
        # A word still too long at the smallest readable size is shortened with "…"; the
        # log and the turn panel give the full name.
        fm = QFontMetricsF(fitted)
        shown = " ".join(
            fm.elidedText(w, Qt.TextElideMode.ElideRight, rect.width() - 8) for w in name.split()
        )
        p.drawText(
            QRectF(
                rect.left() + 4,
                rect.top() + rect.height() * 0.36,
                rect.width() - 8,
                rect.height() * 0.62,
            ),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            shown,
        )


#: A practice plan's heading, below the squirrels left (canvas units).
PLAN_TITLE_RECT = QRectF(0, 205, CANVAS_W, 50)
#: The room below a plan's card for its route and its reason (canvas units).
PLAN_REASON_H = 136.0


def _is_plan(s: State) -> bool:
    return s.setup.course == PLAN_COURSE and bool(s.setup.plan)


def _plan_played(s: State) -> int:
    return sum(1 for cid in s.setup.plan if cid in s.removed)


#: A training's row puts more cards than this on two lines.
MAX_TILES_PER_LINE = 8


def _overlap(a: QRectF, b: QRectF) -> float:
    """The area two rectangles share."""
    both = a.intersected(b)
    return 0.0 if both.isEmpty() else both.width() * both.height()


def _plan_geometry(cards: int) -> _SoloGeometry:
    """A practice plan's cards in rows of up to eight (ten when more than sixteen),
    centred below its heading, each with room below it for its route and reason."""
    cards = max(1, cards)
    per_row = cards if cards <= 8 else math.ceil(cards / 2) if cards <= 16 else 10
    rows = math.ceil(cards / per_row)
    gap = 16.0
    tile_w = min(170.0, (CANVAS_W - 120.0 - gap * (per_row - 1)) / per_row)
    top = PLAN_TITLE_RECT.bottom() + 20
    row_h = (CANVAS_H - 30.0 - top) / rows
    tile_h = max(60.0, min(tile_w * 1.25, row_h - PLAN_REASON_H - 16))
    left = (CANVAS_W - per_row * tile_w - (per_row - 1) * gap) / 2
    used = rows * (tile_h + PLAN_REASON_H) + (rows - 1) * 16
    top += max(0.0, (CANVAS_H - 30.0 - top - used) / 2)
    return _SoloGeometry(
        left,
        tile_w,
        tile_h,
        gap,
        tuple((str(r), top + r * (tile_h + PLAN_REASON_H + 16)) for r in range(rows)),
        per_row,
    )


def _plan_slot(g: _SoloGeometry, i: int) -> tuple[str, int, float]:
    """The row, the place in it and the row's top of a plan's ``i``-th card."""
    row, k = divmod(i, max(1, g.per_row))
    key, y = g.rows[min(row, len(g.rows) - 1)]
    return key, k, y


def _reason_rect(g: _SoloGeometry, k: int, y: float) -> QRectF:
    x = g.left_margin + k * (g.tile_w + g.gap)
    return QRectF(x - g.gap / 2 + 1, y + g.tile_h + 8, g.tile_w + g.gap - 2, PLAN_REASON_H - 10)


def paint_squirrel(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Draw the squirrel symbol (used next to squirrel counts)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(squirrel_path(rect))
    painter.restore()
