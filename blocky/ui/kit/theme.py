"""Colours, fonts and sizes shared by the desktop app.

Everything is derived from the widget's palette at paint time, so the app
follows the light or dark scheme and switches without a restart. The four
player colours are the wooden markers' colours; each is drawn with an outline
in the palette's ink colour so white stays visible on a light background and
black on a dark one.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Literal, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from blocky.ui.kit.settings import Settings

Scheme = Literal["light", "dark", "system"]

#: Marker fills, in turn order (R1). Hex strings, so nothing mutable lives at module level.
PLAYER_FILLS = MappingProxyType(
    {
        "white": "#fbfbf8",
        "black": "#1c1c1e",
        "orange": "#f0821e",
        "violet": "#8a4fd3",
    }
)
#: The team route marker: a colour none of the race markers uses.
TEAM_FILL = "#d7263d"

#: Smallest side of anything a finger or a mouse must hit, in logical pixels.
MIN_TARGET = 48
#: Text sizes in logical pixels (Qt scales them on high-DPI screens). Chosen so the
#: numbers that matter read from two metres on a laptop screen.
FONT_HUGE = 44
FONT_LARGE = 28
FONT_MEDIUM = 20
FONT_NORMAL = 16
FONT_SMALL = 15
#: How long a marker takes to move to its new space.
ANIMATION_MS = 300


def colour_name(colour: str) -> str:
    """A player colour as a word, translated."""
    names = {
        "white": QCoreApplication.translate("Theme", "White"),
        "black": QCoreApplication.translate("Theme", "Black"),
        "orange": QCoreApplication.translate("Theme", "Orange"),
        "violet": QCoreApplication.translate("Theme", "Violet"),
    }
    return names.get(colour, colour)


def player_fill(colour: str) -> QColor:
    """The fill of a race marker (``colour`` is one of RACE_COLOURS)."""
    return QColor(PLAYER_FILLS.get(colour, "#888888"))


def team_fill() -> QColor:
    return QColor(TEAM_FILL)


def is_dark(palette: QPalette) -> bool:
    """Whether text is light on a dark background in this palette."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def ink(palette: QPalette) -> QColor:
    """The strongest contrast to the background: outlines of markers and spaces."""
    return QColor("#f4f1e8") if is_dark(palette) else QColor("#1b1a17")


def on_fill(fill: QColor) -> QColor:
    """Text or a symbol drawn on top of ``fill``: black on light fills, white on dark."""
    return QColor("#111111") if fill.lightnessF() > 0.55 else QColor("#ffffff")


class BoardColours(NamedTuple):
    """The painted board in one scheme. (A named tuple: this module is imported before
    the first paint, and a dataclass costs more to set up.)"""

    sky_top: QColor
    sky_bottom: QColor
    mountain: QColor
    mountain_edge: QColor
    snow: QColor
    path: QColor
    path_edge: QColor
    space: QColor
    space_edge: QColor
    number: QColor
    compass: QColor
    backpack: QColor
    shortcut: QColor
    fox: QColor
    destination: QColor
    peak: QColor
    campground: QColor
    mastered: QColor
    failed: QColor
    ink: QColor
    muted: QColor


def board_colours(palette: QPalette) -> BoardColours:
    """Board colours for the palette's scheme: calm backgrounds, strong edges."""
    if is_dark(palette):
        return BoardColours(
            sky_top=QColor("#16202c"),
            sky_bottom=QColor("#1d2a22"),
            mountain=QColor("#2d3a35"),
            mountain_edge=QColor("#46584f"),
            snow=QColor("#c9d6e3"),
            path=QColor("#7a5c3c"),
            path_edge=QColor("#b89468"),
            space=QColor("#262a31"),
            space_edge=QColor("#e8dcc4"),
            number=QColor("#f6f0e2"),
            compass=QColor("#5fb3f0"),
            backpack=QColor("#e0a84c"),
            shortcut=QColor("#f2d16b"),
            fox=QColor("#f08a3c"),
            destination=QColor("#6cc48a"),
            peak=QColor("#f2d16b"),
            campground=QColor("#5c8a4f"),
            mastered=QColor("#5ccf7e"),
            failed=QColor("#f06a6a"),
            ink=ink(palette),
            muted=QColor("#9aa3ad"),
        )
    return BoardColours(
        sky_top=QColor("#dceefa"),
        sky_bottom=QColor("#eef5e4"),
        mountain=QColor("#c5d3bf"),
        mountain_edge=QColor("#8fa48a"),
        snow=QColor("#ffffff"),
        path=QColor("#c8a677"),
        path_edge=QColor("#7d5f3a"),
        space=QColor("#fffaf0"),
        space_edge=QColor("#3d3020"),
        number=QColor("#1b1a17"),
        compass=QColor("#1f6fb2"),
        backpack=QColor("#9a5b12"),
        shortcut=QColor("#7a4d00"),
        fox=QColor("#c8560f"),
        destination=QColor("#1f7a3f"),
        peak=QColor("#b58900"),
        campground=QColor("#4f7d3a"),
        mastered=QColor("#1f8a4a"),
        failed=QColor("#c0392b"),
        ink=ink(palette),
        muted=QColor("#5d646b"),
    )


def font(pixel_size: int, *, bold: bool = False, base: QFont | None = None) -> QFont:
    """The application font at ``pixel_size`` logical pixels."""
    f = QFont(base) if base is not None else QFont(QGuiApplication.font())
    f.setPixelSize(max(6, int(pixel_size)))
    f.setBold(bold)
    return f


def set_font(widget: QWidget, pixel_size: int, *, bold: bool = False) -> None:
    widget.setFont(font(pixel_size, bold=bold, base=widget.font()))


# ------------------------------------------------------------------------- schemes


def light_palette() -> QPalette:
    return _palette(
        window="#f3f0e8",
        window_text="#1b1a17",
        base="#ffffff",
        alternate="#ebe6da",
        text="#1b1a17",
        button="#e9e4d8",
        button_text="#1b1a17",
        highlight="#1f6fb2",
        highlighted_text="#ffffff",
        mid="#a9a294",
        dark="#6f695d",
        light="#ffffff",
        placeholder="#6d685e",
        link="#1f5fa0",
        disabled="#8c877c",
    )


def dark_palette() -> QPalette:
    return _palette(
        window="#1e2126",
        window_text="#f1eee6",
        base="#16181c",
        alternate="#262a30",
        text="#f1eee6",
        button="#2b3037",
        button_text="#f1eee6",
        highlight="#4f9fe0",
        highlighted_text="#0c0d0f",
        mid="#4a5058",
        dark="#0f1114",
        light="#3a4048",
        placeholder="#9aa1aa",
        link="#7fbfff",
        disabled="#7a8089",
    )


def _palette(
    *,
    window: str,
    window_text: str,
    base: str,
    alternate: str,
    text: str,
    button: str,
    button_text: str,
    highlight: str,
    highlighted_text: str,
    mid: str,
    dark: str,
    light: str,
    placeholder: str,
    link: str,
    disabled: str,
) -> QPalette:
    R = QPalette.ColorRole
    p = QPalette()
    for role, value in (
        (R.Window, window),
        (R.WindowText, window_text),
        (R.Base, base),
        (R.AlternateBase, alternate),
        (R.ToolTipBase, base),
        (R.ToolTipText, text),
        (R.Text, text),
        (R.Button, button),
        (R.ButtonText, button_text),
        (R.BrightText, "#ff5555"),
        (R.Highlight, highlight),
        (R.HighlightedText, highlighted_text),
        (R.Mid, mid),
        (R.Midlight, light),
        (R.Dark, dark),
        (R.Light, light),
        (R.Shadow, "#000000"),
        (R.PlaceholderText, placeholder),
        (R.Link, link),
        (R.LinkVisited, link),
    ):
        p.setColor(role, QColor(value))
    for role in (R.WindowText, R.Text, R.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return p


def system_is_dark() -> bool:
    """Whether the desktop is in its dark scheme, as Qt reports it. Not before the first
    paint: the answer is a ``Qt.ColorScheme``, and naming it builds all of PySide's ``Qt``
    namespace (about 40 ms, see bench/ui_bench.py and :func:`use_remembered_palette`)."""
    from PySide6.QtCore import Qt

    hints = QGuiApplication.styleHints()
    return hints.colorScheme() is Qt.ColorScheme.Dark


def use_remembered_palette(app: QApplication, settings: Settings) -> None:
    """Before the first paint: the palette for the desktop's scheme as last seen, so the
    window appears at once in the right colours without asking Qt (see
    :func:`system_is_dark`). :func:`follow_system_scheme` checks it right after. The very
    first start asks Qt at once: its window must not appear in the wrong colours."""
    chosen = settings.scheme()
    dark = settings.system_dark() if chosen == "system" else chosen == "dark"
    if dark is None:
        dark = system_is_dark()
        settings.set_system_dark(dark)
    app.setPalette(dark_palette() if dark else light_palette())


def follow_system_scheme(app: QApplication, settings: Settings) -> bool:
    """After the first paint: ask Qt for the desktop's scheme, switch the palette if it
    changed since the app last looked (a first start, or a switch while the app was
    closed), and remember it for the next start. Returns whether it is dark. A scheme
    chosen in the settings (light or dark) wins over the desktop's."""
    chosen = settings.scheme()
    if chosen != "system":
        dark = chosen == "dark"
        if dark != is_dark(app.palette()):
            use_palette(app, "dark" if dark else "light")
        return dark
    dark = system_is_dark()
    if dark != is_dark(app.palette()):
        use_palette(app, "dark" if dark else "light")
    settings.set_system_dark(dark)
    return dark


#: Qt's own command-line option for the style, for a QApplication being created: with it,
#: Fusion is there from the start and :func:`use_palette` is all the scheme needs. (Asking
#: for a style object instead costs start-up time: PySide then builds the hundreds of
#: enum members of QStyle, see bench/ui_bench.py.)
FUSION_ARGUMENTS = ("-style", "Fusion")


def apply_scheme(app: QApplication, scheme: Scheme = "system") -> None:
    """Use the Fusion style with our light or dark palette.

    "system" follows the desktop's colour scheme as Qt reports it.
    Fusion draws the same on every platform, so both palettes are tested ones.
    """
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    use_palette(app, scheme)


def use_palette(app: QApplication, scheme: Scheme = "system") -> None:
    """Our light or dark palette (the style stays as it is). Connect
    ``styleHints().colorSchemeChanged`` to call this again to follow the desktop."""
    dark = system_is_dark() if scheme == "system" else scheme == "dark"
    app.setPalette(dark_palette() if dark else light_palette())


#: The application font's point size before any text size was applied.
_BASE_POINT_SIZE = "blockyBasePointSize"


def apply_text_size(app: QApplication, percent: int) -> None:
    """The app's text at ``percent`` per cent of its normal size. Every widget that
    takes the application's font follows at once; a text drawn at its own fixed size
    follows when its screen is next built."""
    base = app.property(_BASE_POINT_SIZE)
    if not isinstance(base, float):
        base = QGuiApplication.font().pointSizeF()
        app.setProperty(_BASE_POINT_SIZE, float(base))
    f = QFont(QGuiApplication.font())
    size = base * percent / 100
    f.setPointSizeF(size)
    app.setFont(f)
    # Texts drawn larger than the app's (titles, big buttons) keep their proportion.
    # A widget's new font may make its owner rebuild children, so a widget listed here
    # can be gone by its turn: each is checked before it is touched.
    from shiboken6 import isValid

    for widget in app.allWidgets():
        if not isValid(widget):
            continue
        follow = getattr(widget, "follow_text_size", None)
        if callable(follow):
            follow(size)
            continue
        scale = widget.property("blockyFontScale")
        if isinstance(scale, float):
            own = widget.font()
            own.setPointSizeF(size * scale)
            widget.setFont(own)


def text_scale(app: QApplication | None = None) -> float:
    """How much larger than normal the app's text is (1.0: the normal size)."""
    instance = app if app is not None else QCoreApplication.instance()
    base = instance.property(_BASE_POINT_SIZE) if instance is not None else None
    if not isinstance(base, float) or base <= 0:
        return 1.0
    return QGuiApplication.font().pointSizeF() / base
