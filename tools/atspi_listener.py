#!/usr/bin/python3
"""Listen to what a screen reader hears: AT-SPI events from the accessibility bus.

Run with the system's Python (pyatspi is a Debian package, python3-pyatspi), on the same
D-Bus session as the app, the app started with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1:

    /usr/bin/python3 tools/atspi_listener.py [--tree NAME] [--seconds N]

Prints one line per event: ``announcement<TAB>politeness<TAB>text`` for the app's
announcements (``object:announcement``), and ``text-changed<TAB>...`` for changed text.
With ``--tree NAME`` it first waits for the application called NAME and prints the
accessible names below its route map (the board's markers and spaces). See docs/
accessibility.md for the whole check.
"""

from __future__ import annotations

import argparse
import sys
import time

import pyatspi
from gi.repository import GLib


def find_app(name: str, wait: float) -> object | None:
    end = time.monotonic() + wait
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.5)
    return None


def find_named(node: object, name: str, depth: int = 0) -> object | None:
    if node is None or depth > 30:
        return None
    try:
        if node.name == name:
            return node
        for child in node:
            found = find_named(child, name, depth + 1)
            if found is not None:
                return found
    except Exception:  # a node that went away while walking
        return None
    return None


def print_tree(app_name: str) -> bool:
    """Print the route map's items once it is on screen; False until then (GLib polls)."""
    app = find_app(app_name, 0.6)
    board = find_named(app, "Route map") if app is not None else None
    if board is None or not board.getState().contains(pyatspi.STATE_SHOWING):
        return True  # ask again
    print(f"map\t{board.getRoleName()}\t{board.childCount} items", flush=True)
    for child in board:
        ext = child.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        print(
            f"item\t{child.getRoleName()}\t{child.name}\t{ext.x},{ext.y} {ext.width}x{ext.height}",
            flush=True,
        )
    return False


def on_event(event: object) -> None:
    kind = event.type
    if kind.startswith("object:announcement"):
        politeness = {1: "polite", 2: "assertive"}.get(event.detail1, str(event.detail1))
        print(f"announcement\t{politeness}\t{event.any_data}", flush=True)
    elif kind.startswith("object:text-changed"):
        source = getattr(event.source, "name", "")
        print(f"text-changed\t{source}\t{event.any_data}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", metavar="NAME", help="print the route map's items first")
    parser.add_argument("--seconds", type=float, default=60.0, help="listen this long")
    args = parser.parse_args()
    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    pyatspi.Registry.registerEventListener(on_event, "object:text-changed")
    print("listening", flush=True)
    if args.tree:
        GLib.timeout_add(1000, print_tree, args.tree)
    GLib.timeout_add(int(args.seconds * 1000), lambda: (pyatspi.Registry.stop(), False)[1])
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
