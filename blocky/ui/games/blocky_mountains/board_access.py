"""The route map for screen readers: its markers and spaces as accessible items.

The map is painted, so Qt knows nothing on it. :func:`install` registers an accessibility
factory that gives every :class:`~blocky.ui.games.blocky_mountains.board.BoardView` an
interface with one child per marker ("Anna, white, space 5, 3 squirrels") and one per
space of the map ("Space 4, a fox space: Red (Ben)"), each with its place on screen. A
screen reader lists them, reads them and shows where they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from blocky.games.blocky_mountains.describe import PlaceKind, place_of, squirrels_text
from blocky.games.blocky_mountains.state import Mode, State
from blocky.ui.games.blocky_mountains.controller import rules_tr
from blocky.ui.games.blocky_mountains.places import place_name
from blocky.ui.kit.context import TranslationContext
from blocky.ui.kit.theme import colour_name


class MapWords(TranslationContext):
    """The words of the route map's items for screen readers."""


@dataclass(frozen=True, slots=True)
class MapItem:
    """One thing on the map: its name and where it is drawn (widget pixels)."""

    name: str
    role: QAccessible.Role
    rect: QRectF


def _kind_words(kind: PlaceKind) -> str:
    return {
        PlaceKind.CAMPGROUND: "",
        PlaceKind.PEAK: "",
        PlaceKind.DESTINATION: MapWords.tr("an intermediate destination"),
        PlaceKind.ARROW: MapWords.tr("the arrow space"),
        PlaceKind.FOX: MapWords.tr("a fox space"),
        PlaceKind.COMPASS: MapWords.tr("a compass space"),
        PlaceKind.BACKPACK: MapWords.tr("a backpack space (a shortcut starts here)"),
    }.get(kind, "")


def marker_name(state: State, player: int) -> str:
    """ "Anna, white, space 5, 3 squirrels" (team: "Team marker, space 5, 3 squirrels")."""
    setup = state.setup
    where = place_name(place_of(state, state.positions[player]))
    if setup.mode is Mode.TEAM:
        return MapWords.tr("Team marker, {where}, {squirrels}").format(
            where=where, squirrels=squirrels_text(state.squirrels[0], rules_tr)
        )
    return MapWords.tr("{name}, {colour}, {where}, {squirrels}").format(
        name=setup.players[player],
        colour=colour_name(setup.colours[player]).lower(),
        where=where,
        squirrels=squirrels_text(state.squirrels[player], rules_tr),
    )


def map_spaces(state: State) -> range:
    """Every space of the map being played, campground to peak."""
    cat = state.catalogue
    if state.mode is Mode.TEAM:
        return range(cat.team_map.campground, cat.team_map.peak + 1)
    return range(cat.race_map.campground, cat.race_map.peak + 1)


def space_name(state: State, space: int) -> str:
    """ "Space 4, a fox space: Red (Ben)"; "Space 7" when nothing is special or there."""
    place = place_of(state, space)
    text = place_name(place)
    text = text[:1].upper() + text[1:]
    kind = _kind_words(place.kind)
    if kind:
        text = MapWords.tr("{space}, {kind}").format(space=text, kind=kind)
    setup = state.setup
    if setup.mode is Mode.TEAM:
        here = [MapWords.tr("the team marker")] if state.positions[0] == space else []
    else:
        here = [
            MapWords.tr("{colour} ({name})").format(
                colour=colour_name(setup.colours[i]), name=setup.players[i]
            )
            for i, at in enumerate(state.positions)
            if at == space
        ]
    if here:
        text = MapWords.tr("{space}: {who}").format(space=text, who=", ".join(here))
    return text


class _Item(QAccessibleInterface):
    """One marker or space: a leaf with a name and a place."""

    def __init__(self, board: BoardAccessible, index: int) -> None:
        super().__init__()
        self._board = board
        self._index = index

    def _item(self) -> MapItem | None:
        items = self._board.items()
        return items[self._index] if self._index < len(items) else None

    def isValid(self) -> bool:  # noqa: N802 (Qt override)
        return self._item() is not None

    # Qt's own interfaces answer "none" (nullptr) here; the type stubs leave that out.
    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow:
        return self._board.window()

    def relations(
        self, _match: QAccessible.RelationFlag | None = None
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def childAt(self, _x: int, _y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def parent(self) -> QAccessibleInterface:
        return self._board

    def child(self, _index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, _child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def text(self, t: QAccessible.Text) -> str:
        item = self._item()
        if item is None:
            return ""
        return item.name if t == QAccessible.Text.Name else ""

    def setText(self, _t: QAccessible.Text, _text: str) -> None:  # noqa: N802
        return None

    def rect(self) -> QRect:
        item = self._item()
        widget = self._board.widget()
        if item is None or widget is None:
            return QRect()
        r = item.rect.toAlignedRect()
        return QRect(widget.mapToGlobal(r.topLeft()), r.size())

    def role(self) -> QAccessible.Role:
        item = self._item()
        return item.role if item is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.readOnly = True
        return s


class BoardAccessible(QAccessibleWidget):
    """The route map: a graphic whose children are its markers, then its spaces."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board, QAccessible.Role.Graphic)
        self._children: list[_Item] = []

    def items(self) -> list[MapItem]:
        board = self.widget()
        items = getattr(board, "map_items", None)
        return list(items()) if callable(items) else []

    def childCount(self) -> int:  # noqa: N802
        return len(self.items())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        if not 0 <= index < self.childCount():
            return None
        while len(self._children) <= index:
            item = _Item(self, len(self._children))
            self._children.append(item)
            QAccessible.registerAccessibleInterface(item)
        return self._children[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        for i, item in enumerate(self._children):
            if item is child:
                return i if i < self.childCount() else -1
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        board = self.widget()
        if board is None:
            return None
        point = board.mapFromGlobal(QRect(x, y, 1, 1).topLeft())
        for i, item in enumerate(self.items()):
            if item.rect.contains(point.toPointF()):
                return self.child(i)
        return None


_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key == "BoardView" and isinstance(obj, QWidget):
        return BoardAccessible(obj)
    return None


def install() -> None:
    """Give every route map its accessible items (once per run)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
