"""A real window for the bench: an X server of its own (Xvfb) and Qt's xcb platform.

The offscreen platform paints into memory and never waits for a display; a real window also
flushes every repaint to the X server. The bench measures both where it can: ``real_display()``
starts Xvfb on a free display number and gives the environment a process needs to open its
windows there, or says why it cannot (no Xvfb on this machine, not an X11 system).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager


class NoRealDisplay(Exception):
    """Why the bench cannot open a real window here (said on the bench's line)."""


@contextmanager
def real_display(width: int = 1600, height: int = 1000) -> Iterator[dict[str, str]]:
    """An environment for a child process whose windows open on a fresh Xvfb screen.

    Raises :class:`NoRealDisplay` with a reason when Xvfb cannot be started."""
    if not sys.platform.startswith("linux"):
        raise NoRealDisplay("the real-window figures are measured on Linux only (Xvfb)")
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise NoRealDisplay("Xvfb is not installed (Debian: apt-get install xvfb)")
    # Xvfb picks a free display number itself and writes it to the pipe once it listens.
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24"]
        + ["-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end, "rb") as pipe:
            number = pipe.readline().strip().decode()
        if not number.isdigit():
            raise NoRealDisplay("Xvfb did not start")
        env = dict(os.environ)
        env["DISPLAY"] = f":{number}"
        env["QT_QPA_PLATFORM"] = "xcb"
        env.pop("WAYLAND_DISPLAY", None)
        yield env
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
