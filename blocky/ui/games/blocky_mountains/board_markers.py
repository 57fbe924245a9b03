"""The markers on the map: each player's (or the team's) marker, fanned out where
several stand, walking along the trail or a shortcut while they move, kept as pictures
of their pixels while they stand still."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from blocky.games.blocky_mountains.state import Mode, State
from blocky.ui.games.blocky_mountains.board_geometry import damage_rect, marker_extent
from blocky.ui.games.blocky_mountains.board_map import MapPicture
from blocky.ui.games.blocky_mountains.board_shapes import pawn_strokes, star_path
from blocky.ui.kit import theme

# How many pictures of markers and highlights the board keeps at hand.
_SPRITES_KEPT = 256


class MarkerPicture(MapPicture):
    """The map with its markers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: Markers standing still, as pictures of their pixels (see _paint_sprite).
        self._sprites: dict[object, QImage] = {}

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
            if not region.intersects(damage_rect(t, marker_extent(rect))):
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
                if self._paint_sprite(p, look, None, marker_extent(rect)) is None:
                    self._draw_marker(p, c, s.mode, rect, is_turn, fill, outline)
                continue

            def draw(q: QPainter, r: QRectF = rect, i: bool = is_turn, f: QColor = fill) -> None:
                self._draw_marker(q, c, s.mode, r, i, f, outline)

            made = self._paint_sprite(p, look, draw, marker_extent(rect))
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

        self._make_sprite(t, look, draw, marker_extent(rect))

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
        body, halo, edge = pawn_strokes(rect.width(), rect.height())
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
                star_path(
                    QPointF(rect.center().x(), rect.top() + rect.height() * 0.72),
                    rect.width() * 0.24,
                )
            )
