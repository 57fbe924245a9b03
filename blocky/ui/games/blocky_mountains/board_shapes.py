"""The map's symbols as painter paths: squirrel, compass, backpack, fox, tent, flag,
check and cross marks, pawn and star. Drawn at any size, in any colour."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPolygonF,
)

from blocky.ui.games.blocky_mountains.board_geometry import MARKER_HALO_WIDTH, MARKER_OUTLINE_WIDTH


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


def compass_path(c: QPointF, r: float) -> QPainterPath:
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


def backpack_path(c: QPointF, r: float) -> QPainterPath:
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


def fox_path(c: QPointF, r: float) -> QPainterPath:
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


def tent_path(c: QPointF, r: float) -> QPainterPath:
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


def flag_path(base: QPointF, r: float) -> tuple[QPainterPath, QPainterPath]:
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


def check_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(c.x() - 0.7 * r, c.y())
    path.lineTo(c.x() - 0.2 * r, c.y() + 0.5 * r)
    path.lineTo(c.x() + 0.75 * r, c.y() - 0.6 * r)
    return path


def cross_path(c: QPointF, r: float) -> QPainterPath:
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
def pawn_strokes(w: float, h: float) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
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


def star_path(c: QPointF, r: float) -> QPainterPath:
    pts = []
    for k in range(10):
        ang = -math.pi / 2 + k * math.pi / 5
        rad = r if k % 2 == 0 else r * 0.45
        pts.append(QPointF(c.x() + rad * math.cos(ang), c.y() + rad * math.sin(ang)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def paint_squirrel(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Draw the squirrel symbol (used next to squirrel counts)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(squirrel_path(rect))
    painter.restore()
