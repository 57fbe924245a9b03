"""Before Qt starts on X11: check that there is a screen and that Qt's xcb plugin can load.

When a system library of the xcb plugin is missing (``libxcb-cursor0`` on a fresh Debian or
Ubuntu desktop is the usual one), Qt only prints "Could not load the Qt platform plugin" and
aborts. That tells a family at the table nothing. This module loads the plugin first, as
Qt will; if that fails, it runs ``ldd`` on it and names the missing files and the command
that installs them. Likewise when there is no screen at all (no ``DISPLAY``, no Wayland), or
the X display named cannot be reached: Qt would abort with its own text; the app says what
is wrong in its own words instead.

No Qt import here: the check must work exactly when Qt cannot.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple, TextIO

from blocky import APP_NAME

XCB_PLUGIN = "libqxcb.so"
XCB_QPA_LIBRARY = "libQt6XcbQpa.so.6"

# Debian and Ubuntu package for each system library the xcb plugin links (Debian 12,
# Ubuntu 22.04 and 24.04 agree on these; on 24.04 apt picks libglib2.0-0t64 for libglib2.0-0
# by itself). Anything not listed falls back to Debian's naming rule in _guess_package.
DEBIAN_PACKAGES: Mapping[str, str] = MappingProxyType(
    {
        "libxcb-cursor.so.0": "libxcb-cursor0",
        "libxcb-icccm.so.4": "libxcb-icccm4",
        "libxcb-image.so.0": "libxcb-image0",
        "libxcb-keysyms.so.1": "libxcb-keysyms1",
        "libxcb-randr.so.0": "libxcb-randr0",
        "libxcb-render-util.so.0": "libxcb-render-util0",
        "libxcb-render.so.0": "libxcb-render0",
        "libxcb-shape.so.0": "libxcb-shape0",
        "libxcb-shm.so.0": "libxcb-shm0",
        "libxcb-sync.so.1": "libxcb-sync1",
        "libxcb-util.so.0": "libxcb-util0",
        "libxcb-util.so.1": "libxcb-util1",
        "libxcb-xfixes.so.0": "libxcb-xfixes0",
        "libxcb-xinerama.so.0": "libxcb-xinerama0",
        "libxcb-xinput.so.0": "libxcb-xinput0",
        "libxcb-xkb.so.1": "libxcb-xkb1",
        "libxcb.so.1": "libxcb1",
        "libX11-xcb.so.1": "libx11-xcb1",
        "libX11.so.6": "libx11-6",
        "libXau.so.6": "libxau6",
        "libXdmcp.so.6": "libxdmcp6",
        "libSM.so.6": "libsm6",
        "libICE.so.6": "libice6",
        "libxkbcommon.so.0": "libxkbcommon0",
        "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
        "libGL.so.1": "libgl1",
        "libEGL.so.1": "libegl1",
        "libOpenGL.so.0": "libopengl0",
        "libfontconfig.so.1": "libfontconfig1",
        "libfreetype.so.6": "libfreetype6",
        "libdbus-1.so.3": "libdbus-1-3",
        "libglib-2.0.so.0": "libglib2.0-0",
        "libgthread-2.0.so.0": "libglib2.0-0",
    }
)

# Libraries that ship inside PySide6 (or the standalone build), not with the system: if one of
# these is missing the app itself is broken, and no system package will help.
_BUNDLED_PREFIXES = ("libQt6", "libicu", "libpyside6", "libshiboken6")

# Patterns as text: this module is imported on every start of the app, and only a broken
# installation needs them (re caches the compiled form).
_NOT_FOUND = r"^\s*(\S+)\s+=>\s+not found\s*$"
_SONAME = r"^(lib.+?)\.so\.(\d+)"


class MissingLibraries(NamedTuple):
    """The shared libraries the xcb plugin needs but the dynamic loader cannot find.

    (A named tuple, not a dataclass: every start imports this module, and the dataclasses
    module and a dataclass cost more to set up.)"""

    plugin: Path
    libraries: tuple[str, ...]

    @property
    def system_libraries(self) -> tuple[str, ...]:
        return tuple(lib for lib in self.libraries if not is_bundled(lib))

    @property
    def bundled_libraries(self) -> tuple[str, ...]:
        return tuple(lib for lib in self.libraries if is_bundled(lib))

    @property
    def packages(self) -> tuple[str, ...]:
        """Debian/Ubuntu packages to install, each once, in the order first needed."""
        return tuple(dict.fromkeys(debian_package(lib) for lib in self.system_libraries))


def parse_ldd_missing(ldd_output: str) -> tuple[str, ...]:
    """The libraries ``ldd`` reports as "not found", each once, in the order listed.

    >>> parse_ldd_missing('''
    ...     libxcb-cursor.so.0 => not found
    ...     libxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f41a0bc1000)
    ...     libxcb-cursor.so.0 => not found''')
    ('libxcb-cursor.so.0',)
    """
    import re

    found: dict[str, None] = {}
    for line in ldd_output.splitlines():
        match = re.match(_NOT_FOUND, line)
        if match:
            found[match.group(1)] = None
    return tuple(found)


def is_bundled(library: str) -> bool:
    return library.startswith(_BUNDLED_PREFIXES)


def debian_package(library: str) -> str:
    """The Debian/Ubuntu package that installs ``library``.

    >>> debian_package("libxcb-cursor.so.0")
    'libxcb-cursor0'
    >>> debian_package("libxcb-ewmh.so.2")
    'libxcb-ewmh2'
    """
    return DEBIAN_PACKAGES.get(library) or _guess_package(library)


def _guess_package(library: str) -> str:
    # Debian policy 8.1: the package is the soname's base name in lower case followed by its
    # version, with a hyphen in between when the name itself ends in a digit.
    import re

    match = re.match(_SONAME, library)
    if not match:
        return library
    base, version = match.group(1).lower(), match.group(2)
    return f"{base}-{version}" if base[-1].isdigit() else f"{base}{version}"


def xcb_would_be_used(env: Mapping[str, str]) -> bool:
    """Whether Qt would load its X11 (xcb) platform plugin in this environment."""
    requested = env.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        # A list such as "wayland;xcb" is tried in order; "xcb:option" passes options on.
        first = requested.split(";", 1)[0].split(":", 1)[0].strip()
        return first == "xcb"
    if not env.get("DISPLAY"):
        return False
    # In a Wayland session Qt 6 picks its Wayland plugin, which does not need the xcb libraries.
    return not (env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland")


def platform_plugin_dirs(env: Mapping[str, str]) -> list[Path]:
    """Folders where Qt looks for platform plugins, in Qt's order."""
    dirs: list[Path] = []
    explicit = env.get("QT_QPA_PLATFORM_PLUGIN_PATH", "")
    dirs.extend(Path(p) for p in explicit.split(os.pathsep) if p)
    plugin_path = env.get("QT_PLUGIN_PATH", "")
    dirs.extend(Path(p) / "platforms" for p in plugin_path.split(os.pathsep) if p)
    for root in _pyside_dirs():
        dirs.append(root / "Qt" / "plugins" / "platforms")
    return dirs


def _pyside_dirs() -> list[Path]:
    import importlib.util

    roots: list[Path] = []
    # find_spec locates PySide6 without importing it (importing it is harmless, but this
    # module promises to stay free of Qt).
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        roots.extend(Path(p) for p in spec.submodule_search_locations)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle) / "PySide6")
    return roots


def find_xcb_plugin(env: Mapping[str, str]) -> Path | None:
    for folder in platform_plugin_dirs(env):
        candidate = folder / XCB_PLUGIN
        if candidate.is_file():
            return candidate
    return None


def run_ldd(path: Path) -> str | None:
    """``ldd``'s report on ``path``, or None when ldd is not there or cannot tell."""
    # Imported here: most starts never get this far (no X11, or Qt asked for another plugin).
    import shutil
    import subprocess

    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        done = subprocess.run(
            [ldd, str(path)],
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
            env={**os.environ, "LC_ALL": "C"},
        )
    except (OSError, subprocess.SubprocessError):
        return None
    # ldd exits 1 when a library is missing on some systems; the report is still on stdout.
    return done.stdout


def missing_for(plugin: Path, ldd: Iterable[str]) -> MissingLibraries | None:
    libraries: dict[str, None] = {}
    for report in ldd:
        libraries.update(dict.fromkeys(parse_ldd_missing(report)))
    return MissingLibraries(plugin, tuple(libraries)) if libraries else None


def check_xcb_plugin(plugin: Path) -> MissingLibraries | None:
    """Run ldd on the plugin and on Qt's xcb library beside it; None when nothing is missing."""
    targets = [plugin]
    qpa = plugin.parent.parent.parent / "lib" / XCB_QPA_LIBRARY
    if qpa.is_file():
        targets.append(qpa)
    reports = [report for report in (run_ldd(t) for t in targets) if report is not None]
    return missing_for(plugin, reports)


def plugin_loads(plugin: Path) -> bool:
    """Whether the dynamic loader can load ``plugin`` and every library it links.

    Loaded the way Qt loads it a moment later (dlopen), so on a working system this costs
    next to nothing: Qt then finds it already loaded. Running ldd instead would cost two
    child processes (about 30 ms) on every start; it is kept for when loading fails, to
    name every missing library, not only the first."""
    import ctypes

    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY | os.RTLD_LOCAL)
    except OSError:
        return False
    return True


def missing_gui_libraries(env: Mapping[str, str] | None = None) -> MissingLibraries | None:
    """What stops Qt's xcb plugin from loading here, or None if it would load (or is not used)."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux") or not xcb_would_be_used(env):
        return None
    plugin = find_xcb_plugin(env)
    if plugin is None:
        # Not our business to guess: Qt's own message lists the plugins it did find.
        return None
    if plugin_loads(plugin):
        return None
    return check_xcb_plugin(plugin)


class NoScreen(NamedTuple):
    """Qt would find no screen to open its window on."""

    #: The X display named in DISPLAY that nothing answers on, or "" when none is named.
    display: str


def _x_display_number(display: str) -> tuple[str, int] | None:
    """The host and number of an X display name such as ``:0``, ``:1.0`` or ``host:10.0``."""
    host, sep, rest = display.rpartition(":")
    if not sep:
        return None
    number = rest.split(".", 1)[0]
    if not number.isdigit() or len(number) > 5:
        return None
    return host, int(number)


def x_display_answers(display: str, timeout: float = 2.0) -> bool | None:
    """Whether an X server listens for ``display``; None when this cannot be told.

    Tries what Xlib tries: the local socket (abstract, then in /tmp/.X11-unix) for a local
    display, TCP port 6000 + n for one on a host. Nothing is sent: connecting is enough.
    """
    import socket

    parsed = _x_display_number(display)
    if parsed is None:
        return None
    host, number = parsed
    if host.startswith("/"):
        return None  # a launchd socket path (macOS), not ours to judge
    if host in ("", "unix"):
        family = getattr(socket, "AF_UNIX", None)
        if family is None:
            return None
        for address in (f"\0/tmp/.X11-unix/X{number}", f"/tmp/.X11-unix/X{number}"):
            with socket.socket(family, socket.SOCK_STREAM) as sock:
                sock.settimeout(timeout)
                try:
                    sock.connect(address)
                except OSError:
                    continue
                return True
        if host == "unix":
            return False
        host = "localhost"
    try:
        with socket.create_connection((host, 6000 + number), timeout=timeout):
            return True
    except OSError:
        return False


def missing_screen(env: Mapping[str, str] | None = None) -> NoScreen | None:
    """Why Qt would find no screen here, or None when it would (or this cannot be told)."""
    env = os.environ if env is None else env
    if sys.platform.startswith(("win", "darwin", "cygwin")):
        return None
    if env.get("QT_QPA_PLATFORM", "").strip():
        if not xcb_would_be_used(env):
            return None  # offscreen, wayland, eglfs...: Qt's choice, not ours to second-guess
        display = env.get("DISPLAY", "")
        if not display:
            return NoScreen("")
    else:
        if env.get("WAYLAND_DISPLAY"):
            return None
        display = env.get("DISPLAY", "")
        if not display:
            return NoScreen("")
        if not xcb_would_be_used(env):
            return None
    return NoScreen(display) if x_display_answers(display) is False else None


def format_no_screen(problem: NoScreen, app_name: str = APP_NAME) -> str:
    if problem.display:
        return "\n".join(
            [
                f"{app_name} cannot open its window: no screen answers at {problem.display}",
                "(the DISPLAY setting names an X display that is not running, or not reachable).",
                "",
                "Start the app from your desktop session, or set DISPLAY to a running display.",
            ]
        )
    return "\n".join(
        [
            f"{app_name} cannot open its window: no screen was found",
            "(neither DISPLAY nor WAYLAND_DISPLAY is set, as on a text console or over plain SSH).",
            "",
            "Start the app from your desktop session, or over SSH with X forwarding (ssh -X).",
        ]
    )


def format_message(missing: MissingLibraries, app_name: str = APP_NAME) -> str:
    lines = [
        f"{app_name} cannot open its window.",
        "Qt's X11 display plugin needs libraries that are missing on this computer:",
    ]
    lines.extend(f"  {lib}" for lib in missing.libraries)
    lines.append("")
    if missing.system_libraries:
        lines.append("On Debian or Ubuntu, install them with:")
        lines.append(f"  sudo apt install {' '.join(missing.packages)}")
        lines.append("")
        lines.append("On other Linux systems, install the packages that provide these files,")
        lines.append("or start the app in a Wayland session.")
    if missing.bundled_libraries:
        if missing.system_libraries:
            lines.append("")
        lines.append(f"{', '.join(missing.bundled_libraries)} belong to the app itself")
        lines.append(f"(next to {missing.plugin}).")
        lines.append(f"This installation is incomplete: install {app_name} again.")
    return "\n".join(lines)


def ensure_gui_can_start(
    env: Mapping[str, str] | None = None, stream: TextIO | None = None
) -> None:
    """Exit with status 1 and a clear message if Qt would abort for want of a screen or library."""
    missing = missing_gui_libraries(env)
    if missing is not None:
        print(format_message(missing), file=sys.stderr if stream is None else stream)
        raise SystemExit(1)
    no_screen = missing_screen(env)
    if no_screen is not None:
        print(format_no_screen(no_screen), file=sys.stderr if stream is None else stream)
        raise SystemExit(1)


def main() -> int:
    """Report on the xcb plugin whatever platform this session would pick (for support)."""
    plugin = find_xcb_plugin(os.environ)
    if plugin is None:
        print("No Qt xcb platform plugin found.")
        return 1
    missing = check_xcb_plugin(plugin)
    if missing is None:
        print(f"OK: {plugin} finds every library it needs.")
        return 0
    print(format_message(missing))
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
