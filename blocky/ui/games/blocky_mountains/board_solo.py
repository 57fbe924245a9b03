"""The solo training's progress, painted: the sky, a row of tiles per pile of the
course (a practice plan: its cards with the reason each is in it), the squirrels left."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from blocky.games.blocky_mountains.state import PLAN_COURSE, State
from blocky.ui.games.blocky_mountains.board_geometry import (
    CANVAS_H,
    CANVAS_W,
    damage_rect,
    fit_words,
)
from blocky.ui.games.blocky_mountains.board_shapes import check_path, cross_path, squirrel_path
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.progress_words import plan_title
from blocky.ui.kit import theme
from blocky.ui.kit.context import TranslationContext


class SoloWords(TranslationContext):
    """The words painted on the solo training's picture."""


@dataclass(frozen=True)
class SoloGeometry:
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


class SoloPicture(QWidget):
    """The solo training's picture, for the state shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._solo_geometry_cache: tuple[object, SoloGeometry] | None = None
        #: The solo tiles' extents in canvas units, for the geometry they were made with.
        self._tile_places: tuple[object, dict[tuple[str, int], QRectF]] = (None, {})
        #: A practice plan's reasons, one per card in the plan's order (see set_plan_reasons).
        self._plan_reasons: tuple[str, ...] = ()
        #: The solo parts' places in widget pixels, for the transform they were made with.
        self._solo_damages: tuple[object, dict[object, QRect]] = (None, {})
        #: Card names fitted to their tile, per name and width.
        self._fitted: dict[tuple[str, float, str], QFont] = {}

    # -- painting: solo -----------------------------------------------------------------

    def _solo_geometry(self, s: State) -> SoloGeometry:
        key = (s.setup.course_piles, s.ctx.catalogue, s.setup.plan)
        cached = self._solo_geometry_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        if is_plan(s):
            geometry = plan_geometry(len(s.setup.plan))
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
        geometry = SoloGeometry(
            left_margin, tile_w, tile_h, gap, rows, per_line=per_line, line_gap=line_gap
        )
        self._solo_geometry_cache = (key, geometry)
        return geometry

    @staticmethod
    def _solo_disc(g: SoloGeometry, y: float) -> QPointF:
        return QPointF(g.left_margin / 2, y + g.tile_h * 0.4)

    def _paint_solo_backdrop(self, p: QPainter, c: theme.BoardColours, s: State) -> None:
        """The pile letters in their discs: the part of the training that stays (a
        practice plan's cards come from any pile, each tile names its own)."""
        if is_plan(s):
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
        if is_plan(s):
            parts.append(("title", PLAN_TITLE_RECT, self._plan_title(s)))
            for i, (status, name) in enumerate(self._solo_plan_cards(s)):
                row, k, y = plan_slot(g, i)
                look = (status, name, now if status == "now" else 0)
                parts.append((("tile", row, k), self._tile_place(g, row, k, y), look))
                reason = self._plan_reasons[i] if i < len(self._plan_reasons) else ""
                route = s.catalogue.card(s.setup.plan[i]).pile
                parts.append((("reason", i), reason_rect(g, k, y), (reason, route)))
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

    def _tile_place(self, g: SoloGeometry, pile: str, k: int, y: float) -> QRectF:
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
    def _tile_extent(g: SoloGeometry, rect: QRectF) -> QRectF:
        """A card tile with its edge's pen (4 units outside for the card in play): up to
        the middle of the gap beside it, so repainting a tile never repaints a part of
        its neighbour (a dashed edge cut by the repaint would dash differently)."""
        return rect.adjusted(-g.gap / 2, -5, g.gap / 2, 5)

    def _solo_damage(self, t: QTransform, name: object, rect: QRectF) -> QRect:
        # A tile's extent already holds its pen and antialiasing (see _tile_extent).
        tile = isinstance(name, tuple) and name[0] == "tile"
        return damage_rect(t, rect, 0 if tile else 2)

    def _solo_caption(self, s: State) -> str:
        return SoloWords.tr("squirrel(s) left", None, s.squirrels[0])

    def _solo_count(self, s: State, pile: str) -> str:
        total = len(s.catalogue.pile_cards(pile))
        done = sum(1 for cid in s.mastered if s.catalogue.card(cid).pile == pile)
        return QCoreApplication.translate("BoardView", "{m} of {n}").format(m=done, n=total)

    def _paint_solo(self, p: QPainter, c: theme.BoardColours, s: State, region: QRegion) -> None:
        """The parts of the training in ``region``, over the backdrop."""
        t = p.transform()
        g = self._solo_geometry(s)

        def shown(rect: QRectF) -> bool:
            return region.intersects(damage_rect(t, rect))

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
        if is_plan(s):
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
        return plan_title(len(s.setup.plan), plan_played(s))

    def _paint_plan(
        self,
        p: QPainter,
        c: theme.BoardColours,
        s: State,
        g: SoloGeometry,
        region: QRegion,
        name_font: QFont,
    ) -> None:
        """A practice plan: its heading (how many cards, how many played), then its
        cards in the order they are played, each with its route and why it is in it."""
        t = p.transform()

        def shown(rect: QRectF) -> bool:
            return region.intersects(damage_rect(t, rect))

        if shown(PLAN_TITLE_RECT):
            p.setFont(theme.font(34, bold=True))
            p.setPen(c.number)
            p.drawText(PLAN_TITLE_RECT, Qt.AlignmentFlag.AlignCenter, self._plan_title(s))
        reason_font = theme.font(28, bold=False)
        route_font = theme.font(24, bold=True)
        for i, (status, name) in enumerate(self._solo_plan_cards(s)):
            _row, k, y = plan_slot(g, i)
            rect = QRectF(g.left_margin + k * (g.tile_w + g.gap), y, g.tile_w, g.tile_h)
            if region.intersects(self._solo_damage(t, ("tile",), self._tile_extent(g, rect))):
                self._paint_solo_card(p, c, rect, status, name, name_font)
            below = reason_rect(g, k, y)
            if not shown(below):
                continue
            pile = s.catalogue.card(s.setup.plan[i]).pile
            reason = self._plan_reasons[i] if i < len(self._plan_reasons) else ""
            p.setFont(route_font)
            p.setPen(c.muted)
            fm = QFontMetricsF(route_font)
            head = QRectF(below.left(), below.top(), below.width(), fm.height())
            p.drawText(
                head,
                Qt.AlignmentFlag.AlignHCenter,
                QCoreApplication.translate("BoardView", "Route {0}").format(pile),
            )
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
            name = rules_tr(cat.card(cid).name)
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
                out.append(("mastered" if cid in s.mastered else "failed", rules_tr(card.name)))
        if s.card is not None and cat.card(s.card).pile == pile:
            out.append(("now", rules_tr(cat.card(s.card).name)))
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
            path = check_path(sym_c, sym_r) if status == "mastered" else cross_path(sym_c, sym_r)
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
            fitted = self._fitted[key] = fit_words(f, name, rect.width() - 8, floor=17)
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


def is_plan(s: State) -> bool:
    return s.setup.course == PLAN_COURSE and bool(s.setup.plan)


def plan_played(s: State) -> int:
    return sum(1 for cid in s.setup.plan if cid in s.removed)


#: A training's row puts more cards than this on two lines.
MAX_TILES_PER_LINE = 8


def plan_geometry(cards: int) -> SoloGeometry:
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
    return SoloGeometry(
        left,
        tile_w,
        tile_h,
        gap,
        tuple((str(r), top + r * (tile_h + PLAN_REASON_H + 16)) for r in range(rows)),
        per_row,
    )


def plan_slot(g: SoloGeometry, i: int) -> tuple[str, int, float]:
    """The row, the place in it and the row's top of a plan's ``i``-th card."""
    row, k = divmod(i, max(1, g.per_row))
    key, y = g.rows[min(row, len(g.rows) - 1)]
    return key, k, y


def reason_rect(g: SoloGeometry, k: int, y: float) -> QRectF:
    x = g.left_margin + k * (g.tile_w + g.gap)
    return QRectF(x - g.gap / 2 + 1, y + g.tile_h + 8, g.tile_w + g.gap - 2, PLAN_REASON_H - 10)
