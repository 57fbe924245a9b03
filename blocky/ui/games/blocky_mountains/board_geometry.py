"""The map's canvas and geometry: the trail, the mountain, where spaces and shortcut
curves lie, in canvas units (1600 x 1000, scaled to fit the widget). Qt's value types only:
no widget, nothing painted."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QPointF,
    QRect,
    QRectF,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QTransform,
)

from blocky.games.blocky_mountains.catalogue import Shortcut

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

SAMPLES_PER_SEGMENT = 24

#: A marker's halo and ink outline: how wide their pens are (canvas units).
MARKER_HALO_WIDTH = 9.0
MARKER_OUTLINE_WIDTH = 4.5


# --------------------------------------------------------------------------- geometry


def catmull_rom(points: Sequence[tuple[float, float]]) -> list[QPointF]:
    """A smooth curve through ``points`` (centripetal enough for gentle bends)."""
    pts = [QPointF(x, y) for x, y in points]
    ext = [pts[0], *pts, pts[-1]]
    out: list[QPointF] = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(SAMPLES_PER_SEGMENT):
            t = k / SAMPLES_PER_SEGMENT
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


def distance(a: QPointF, b: QPointF) -> float:
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
        samples = catmull_rom(trail)
        lengths = [0.0]
        for a, b in zip(samples, samples[1:], strict=False):
            lengths.append(lengths[-1] + distance(a, b))
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


def bezier(p0: QPointF, c: QPointF, p1: QPointF, t: float) -> QPointF:
    u = 1.0 - t
    return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)


def shortcut_control(track: Track, sc: Shortcut) -> QPointF:
    """The bend of a dotted shortcut, chosen to keep clear of the spaces it passes.

    The map is data a player may correct, so the bend is searched, not fixed: both
    sides of the chord at a few depths, scored by the clearance to other spaces.
    """
    end = min(sc.end, track.last)
    a, b = track.center(sc.start), track.center(end)
    mid = (a + b) * 0.5
    chord = max(1.0, distance(a, b))
    normal = QPointF(-(b.y() - a.y()) / chord, (b.x() - a.x()) / chord)
    others = [track.center(k) for k in range(track.last + 1) if k not in (sc.start, end)]
    best, best_score = mid + normal * track.radius * 2, -math.inf
    for depth in (1.2, 1.8, 2.6, 3.4):
        for side in (1.0, -1.0):
            ctrl = mid + normal * (side * depth * track.radius)
            clearance = math.inf
            for k in range(3, 18):
                pt = bezier(a, ctrl, b, k / 20)
                for o in others:
                    clearance = min(clearance, distance(pt, o) - track.radius)
                for y_limit in (pt.y() - track.radius * 0.6, CANVAS_H - pt.y() - track.radius):
                    clearance = min(clearance, y_limit)
            # Prefer gentle bends and bending upwards when clearances are alike.
            score = (
                min(clearance, track.radius * 1.2) - depth * 4 - (5 if side * normal.y() > 0 else 0)
            )
            if score > best_score:
                best, best_score = ctrl, score
    return best


def marker_extent(rect: QRectF) -> QRectF:
    """All a marker paints around its body ``rect`` (canvas units): the halo, the
    shadow and the glow under the marker of the player whose turn it is."""
    w = rect.width()
    cx, bottom = rect.center().x(), rect.bottom()
    glow = QRectF(cx - 0.75 * w, bottom - 0.3 * w, 1.5 * w, 0.6 * w)
    shadow = QRectF(cx + 0.08 * w - 0.5 * w, bottom - 0.14 * w, w, 0.28 * w)
    # The halo's pen is 9 units wide: half of it lies outside the outline.
    return rect.adjusted(-5, -5, 5, 5).united(glow).united(shadow)


def fit_words(f: QFont, text: str, width: float, floor: int = 8) -> QFont:
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


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def damage_rect(t: QTransform, rect: QRectF, pad: int = 2) -> QRect:
    """Where ``rect`` (canvas units) lies in widget pixels, with the pixel beyond its
    edges that antialiasing reaches."""
    return t.mapRect(rect).toAlignedRect().adjusted(-pad, -pad, pad, pad)


def overlap(a: QRectF, b: QRectF) -> float:
    """The area two rectangles share."""
    both = a.intersected(b)
    return 0.0 if both.isEmpty() else both.width() * both.height()
