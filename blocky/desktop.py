"""The app's menu entry on a Linux desktop, for an app installed with pip or pipx.

``blocky-mountains --install-desktop-entry`` puts the desktop entry, the AppStream metainfo
and the icons where the desktop looks for the current user's apps (the XDG data folder,
``~/.local/share`` unless $XDG_DATA_HOME says otherwise); ``--remove-desktop-entry`` takes
them away again (games and settings stay). The files come with the package
(blocky/resources/desktop, written with their German and French translations by
packaging/generate.py); only the desktop entry's command is set here, to the full path of
the installed program, since the folder pip or pipx put it in is not always on PATH.

No Qt: the commands work without a screen.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path

from blocky import APP_ID, APP_NAME

#: Icon sizes shipped as PNG beside the SVG (blocky/resources/icons/<id>-<size>.png).
PNG_SIZES = (48, 128, 256)


class DesktopEntryError(Exception):
    """The entry cannot be installed or removed here; the message says why."""


def data_home(env: Mapping[str, str] | None = None) -> Path:
    """The user's XDG data folder: $XDG_DATA_HOME, else ~/.local/share."""
    env = os.environ if env is None else env
    explicit = env.get("XDG_DATA_HOME", "")
    # The XDG rule: a relative path is invalid and ignored.
    if explicit and os.path.isabs(explicit):
        return Path(explicit)
    return Path(env.get("HOME") or Path.home()) / ".local" / "share"


def installed_files(home: Path) -> list[Path]:
    """Every file the entry consists of, under the data folder ``home``."""
    icons = home / "icons" / "hicolor"
    return [
        home / "applications" / f"{APP_ID}.desktop",
        home / "metainfo" / f"{APP_ID}.metainfo.xml",
        icons / "scalable" / "apps" / f"{APP_ID}.svg",
        *(icons / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in PNG_SIZES),
    ]


def launch_command() -> list[str]:
    """The command the menu entry runs: the installed program beside this Python (the
    ``blocky-mountains`` that pip or pipx made), else this Python with ``-m blocky``."""
    folder = Path(sys.executable).parent
    for name in ("blocky-mountains", "blocky-mountains.exe"):
        program = folder / name
        if program.is_file() and os.access(program, os.X_OK):
            return [str(program)]
    return [sys.executable, "-m", "blocky"]


def exec_line(command: Sequence[str]) -> str:
    """``command`` as the desktop entry's Exec value: an argument with a space or a
    reserved character in double quotes, with ``"``, ``\\``, `` ` `` and ``$`` escaped as
    the Desktop Entry Specification asks; then ``\\`` doubled once more and ``%`` as
    ``%%``, since Exec is a string value whose field codes start with ``%``.

    >>> exec_line(["/home/mia/.local/bin/blocky-mountains"])
    '/home/mia/.local/bin/blocky-mountains'
    >>> exec_line(["/home/mia/My Games/bin/python", "-m", "blocky"])
    '"/home/mia/My Games/bin/python" -m blocky'
    """
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    words = []
    for word in command:
        if any(c in reserved for c in word):
            quoted = "".join("\\" + c if c in '"`$\\' else c for c in word)
            word = f'"{quoted}"'
        words.append(word.replace("\\", "\\\\").replace("%", "%%"))
    return " ".join(words)


def _desktop_text(command: Sequence[str]) -> str:
    shipped = resources.files("blocky.resources").joinpath("desktop", f"{APP_ID}.desktop")
    lines = shipped.read_text(encoding="utf-8").splitlines()
    if not any(line.startswith("Exec=") for line in lines):
        raise DesktopEntryError("the shipped desktop entry has no Exec line")
    exec_value = exec_line(command)
    return "".join(
        (f"Exec={exec_value}" if line.startswith("Exec=") else line) + "\n" for line in lines
    )


def _refresh(home: Path) -> None:
    """Have menus and icon caches notice the change at once (most notice by themselves)."""
    for tool, folder in (
        ("update-desktop-database", home / "applications"),
        ("gtk-update-icon-cache", home / "icons" / "hicolor"),
    ):
        found = shutil.which(tool)
        if found is None or not folder.is_dir():
            continue
        args = [found, "-q", str(folder)]
        if tool == "gtk-update-icon-cache":
            # -t: no index.theme needed in the user's own hicolor folder.
            args = [found, "-q", "-t", str(folder)]
        # Only a cache: the desktop finds the files without it.
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(args, capture_output=True, timeout=60, check=False)


def _check_system() -> None:
    if sys.platform.startswith(("win", "cygwin", "darwin")):
        raise DesktopEntryError(
            "The menu entry is for Linux desktops. On Windows and macOS start the app with "
            "the command blocky-mountains (see the README)."
        )


def install_desktop_entry(
    home: Path | None = None, command: Sequence[str] | None = None
) -> list[Path]:
    """Install the entry, metainfo and icons under ``home`` (the XDG data folder), running
    ``command`` (the installed program); returns the files written. Installing again
    replaces them (a new version, or the program moved)."""
    _check_system()
    home = data_home() if home is None else home
    command = launch_command() if command is None else list(command)
    desktop, metainfo, svg, *pngs = installed_files(home)
    icons = resources.files("blocky.resources").joinpath("icons")
    sources = [
        (resources.files("blocky.resources").joinpath("desktop", metainfo.name), metainfo),
        (icons.joinpath(f"{APP_ID}.svg"), svg),
        *((icons.joinpath(f"{APP_ID}-{s}.png"), p) for s, p in zip(PNG_SIZES, pngs, strict=True)),
    ]
    try:
        text = _desktop_text(command)
        for path in (desktop, metainfo, svg, *pngs):
            path.parent.mkdir(parents=True, exist_ok=True)
        for source, target in sources:
            target.write_bytes(source.read_bytes())
        # The entry last: a menu never shows an entry whose icon is not there yet.
        partial = desktop.with_name(desktop.name + ".new")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, desktop)
    except OSError as exc:
        raise DesktopEntryError(
            f"The menu entry could not be written in {home}: {exc.strerror or exc}"
        ) from exc
    _refresh(home)
    return [desktop, metainfo, svg, *pngs]


def remove_desktop_entry(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install_desktop_entry` wrote under ``home``; returns the files
    removed (none when nothing was installed)."""
    _check_system()
    home = data_home() if home is None else home
    removed = []
    try:
        for path in installed_files(home):
            if path.is_file() or path.is_symlink():
                path.unlink()
                removed.append(path)
    except OSError as exc:
        raise DesktopEntryError(
            f"The menu entry could not be removed from {home}: {exc.strerror or exc}"
        ) from exc
    _refresh(home)
    return removed


def main(action: str) -> int:
    """``--install-desktop-entry`` or ``--remove-desktop-entry``: do it and say what was
    done. Exit 0 when done, 1 with a sentence on standard error when not."""
    try:
        if action == "install":
            written = install_desktop_entry()
            print(f"{APP_NAME} is in your app menu now: {written[0]}")
            print("Remove it again with: blocky-mountains --remove-desktop-entry")
        else:
            removed = remove_desktop_entry()
            if removed:
                print(f"{APP_NAME} was taken out of your app menu ({len(removed)} files).")
                print("Your games and settings were kept.")
            else:
                print(f"{APP_NAME} had no menu entry here ({data_home()}): nothing to remove.")
    except DesktopEntryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0
