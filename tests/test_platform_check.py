"""The first-run check that names missing X11 libraries instead of letting Qt abort."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from blocky import platform_check as pc

# Real `ldd .../PySide6/Qt/plugins/platforms/libqxcb.so` output (PySide6 6.11, Debian 12 with
# libxcb-icccm4 and libxcb-keysyms1 not installed), shortened in the middle.
LDD_DEBIAN_12 = """\
\tlinux-vdso.so.1 (0x00007f41a0d81000)
\tlibQt6XcbQpa.so.6 => /v/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f41a0cb3000)
\tlibQt6Gui.so.6 => /v/PySide6/Qt/plugins/platforms/../../lib/libQt6Gui.so.6 (0x00007f41a0000000)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f41a0c23000)
\tlibxkbcommon-x11.so.0 => /lib/x86_64-linux-gnu/libxkbcommon-x11.so.0 (0x00007f41a0bd0000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f41a0bc9000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f41a0bc1000)
\tlibxcb-image.so.0 => /lib/x86_64-linux-gnu/libxcb-image.so.0 (0x00007f41a0bbb000)
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-randr.so.0 => /lib/x86_64-linux-gnu/libxcb-randr.so.0 (0x00007f41a0ba8000)
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f419ee1e000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibglib-2.0.so.0 => /lib/x86_64-linux-gnu/libglib-2.0.so.0 (0x00007f419ece6000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f41a0d83000)
"""

# `ldd libQt6XcbQpa.so.6` on a fresh Ubuntu 24.04 desktop: the classic Qt 6.5+ first-run failure.
LDD_UBUNTU_FRESH = """\
\tlinux-vdso.so.1 (0x00007ffd5a5f2000)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => /lib/x86_64-linux-gnu/libxcb-icccm.so.4 (0x000070a6a1f3a000)
\tlibxkbcommon-x11.so.0 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x000070a6a1c0c000)
\tlibQt6Gui.so.6 => /opt/app/PySide6/Qt/lib/libQt6Gui.so.6 (0x000070a6a1000000)
"""

# What ldd says about a plugin copied away from the Qt libraries its RUNPATH points to.
LDD_BROKEN_INSTALL = """\
\tlinux-vdso.so.1 (0x00007ffe3b9d4000)
\tlibQt6XcbQpa.so.6 => not found
\tlibQt6Gui.so.6 => not found
\tlibQt6Core.so.6 => not found
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f7e2b5e1000)
"""


def test_parse_lists_each_missing_library_once_in_order() -> None:
    assert pc.parse_ldd_missing(LDD_DEBIAN_12) == ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    assert pc.parse_ldd_missing(LDD_UBUNTU_FRESH) == (
        "libxcb-cursor.so.0",
        "libxkbcommon-x11.so.0",
    )


def test_parse_finds_nothing_when_everything_resolves() -> None:
    resolved = "\n".join(line for line in LDD_DEBIAN_12.splitlines() if "not found" not in line)
    assert pc.parse_ldd_missing(resolved) == ()
    assert pc.parse_ldd_missing("\tnot a dynamic executable\n") == ()
    assert pc.parse_ldd_missing("\tstatically linked\n") == ()
    assert pc.parse_ldd_missing("") == ()


@pytest.mark.parametrize(
    ("library", "package"),
    [
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
        ("libGL.so.1", "libgl1"),
        # Not in the table: Debian's naming rule.
        ("libxcb-ewmh.so.2", "libxcb-ewmh2"),
        ("libXrandr.so.2", "libxrandr2"),
        ("libfoo-3.so.7", "libfoo-3-7"),
    ],
)
def test_library_maps_to_debian_package(library: str, package: str) -> None:
    assert pc.debian_package(library) == package


def test_every_table_entry_agrees_with_the_naming_rule_except_glib() -> None:
    # Guards against typos in the table: only GLib's packages break Debian's naming rule.
    exceptions = {"libglib-2.0.so.0", "libgthread-2.0.so.0"}
    for library, package in pc.DEBIAN_PACKAGES.items():
        if library not in exceptions:
            assert pc._guess_package(library) == package, library


def test_packages_are_listed_once_and_qt_libraries_are_not_packages() -> None:
    missing = pc.MissingLibraries(
        Path("/x/libqxcb.so"),
        ("libglib-2.0.so.0", "libQt6Gui.so.6", "libgthread-2.0.so.0", "libxcb-cursor.so.0"),
    )
    assert missing.packages == ("libglib2.0-0", "libxcb-cursor0")
    assert missing.bundled_libraries == ("libQt6Gui.so.6",)


def test_message_names_the_libraries_and_the_install_command() -> None:
    missing = pc.missing_for(Path("/opt/app/libqxcb.so"), [LDD_UBUNTU_FRESH, LDD_DEBIAN_12])
    assert missing is not None
    text = pc.format_message(missing, "Blocky Mountains Companion")
    assert text.startswith("Blocky Mountains Companion cannot open its window.")
    for lib in ("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libxcb-icccm.so.4"):
        assert f"  {lib}\n" in text
    assert (
        "sudo apt install libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1" in text
    )
    assert "install Blocky Mountains Companion again" not in text


def test_message_for_a_broken_installation_says_reinstall_not_apt() -> None:
    missing = pc.missing_for(Path("/opt/app/libqxcb.so"), [LDD_BROKEN_INSTALL])
    assert missing is not None
    text = pc.format_message(missing, "Blocky Mountains Companion")
    assert "apt install" not in text
    assert "libQt6XcbQpa.so.6" in text
    assert "install Blocky Mountains Companion again" in text


def test_nothing_missing_gives_no_report() -> None:
    assert pc.missing_for(Path("/x/libqxcb.so"), ["\tlibc.so.6 => /lib/libc.so.6 (0x1)\n"]) is None


@pytest.mark.parametrize(
    ("env", "used"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb;wayland"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, False),
        ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "x11"}, True),
        ({}, False),
    ],
)
def test_xcb_would_be_used(env: dict[str, str], used: bool) -> None:
    assert pc.xcb_would_be_used(env) is used


def test_offscreen_skips_the_check_entirely() -> None:
    # Even with a plugin folder that holds a broken plugin, offscreen never looks at it.
    env = {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen", "QT_QPA_PLATFORM_PLUGIN_PATH": "/nope"}
    assert pc.missing_gui_libraries(env) is None
    pc.ensure_gui_can_start(env, io.StringIO())


def _real_plugin() -> Path:
    plugin = pc.find_xcb_plugin({})
    if plugin is None:
        pytest.skip("this PySide6 has no xcb platform plugin")
    return plugin


def test_finds_the_real_xcb_plugin_in_pyside6() -> None:
    plugin = _real_plugin()
    assert plugin.name == "libqxcb.so"
    assert plugin.parent.name == "platforms"
    assert (plugin.parent.parent.parent / "lib" / pc.XCB_QPA_LIBRARY).is_file()


@pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd is not installed")
def test_real_ldd_on_the_real_plugin_agrees_with_the_check() -> None:
    plugin = _real_plugin()
    qpa = plugin.parent.parent.parent / "lib" / pc.XCB_QPA_LIBRARY
    expected: set[str] = set()
    for target in (plugin, qpa):
        out = subprocess.run(["ldd", str(target)], capture_output=True, text=True).stdout
        assert "libQt6Core.so.6 => " in out  # ldd really resolved this file
        expected |= {
            line.split("=>")[0].strip() for line in out.splitlines() if "=> not found" in line
        }
    missing = pc.check_xcb_plugin(plugin)
    found = set() if missing is None else set(missing.libraries)
    assert found == expected
    # Whatever this machine lacks (ideally nothing) must be a system package, not Qt itself.
    if missing is not None:
        assert missing.bundled_libraries == ()
        assert all(p.startswith("lib") for p in missing.packages)


def _unused_x_display() -> str:
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not pc.x_display_answers(
            f":{number}", timeout=0.5
        ):
            return f":{number}"
    pytest.skip("no unused X display number")


def _qt_verdict_on_xcb() -> tuple[bool, str | None]:
    """Qt's own word, independent of the check: does its xcb plugin load on this machine?

    Qt is started on the xcb platform against a display nobody listens on, with plugin
    debugging on. When the plugin's libraries are missing Qt says it "Cannot load library"
    (naming the first missing one); when the plugin loads, Qt gets as far as the display.
    Returns (loads, first missing library or None).
    """
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "QT_QPA_PLATFORM_PLUGIN_PATH"}
    }
    env |= {"QT_QPA_PLATFORM": "xcb", "QT_DEBUG_PLUGINS": "1", "DISPLAY": _unused_x_display()}
    code = "from PySide6.QtGui import QGuiApplication; QGuiApplication([])"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode != 0  # no display: Qt cannot go on either way
    report = done.stderr
    match = re.search(r"Cannot load library \S*libqxcb\.so: \(?(\S+?):", report)
    if match:
        return False, match.group(1)
    assert "could not connect to display" in report, report[-2000:]
    return True, None


def test_the_check_agrees_with_qt_itself_on_this_machine() -> None:
    """Whatever this machine has installed, the check's verdict is Qt's verdict."""
    plugin = _real_plugin()
    qt_loads, first_missing = _qt_verdict_on_xcb()
    # In a fresh interpreter, as the app starts: once this process had loaded the real
    # plugin's libraries, a broken copy would find them too (the tests below need one).
    code = (
        "import blocky.platform_check as pc; "
        f"plugin = pc.find_xcb_plugin({{}}); assert str(plugin) == {str(plugin)!r}; "
        "missing = pc.missing_gui_libraries({'DISPLAY': ':0'}); "
        "print(pc.plugin_loads(plugin)); "
        "print(' '.join(missing.libraries) if missing else '-')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loads, reported = out.stdout.split("\n")[:2]
    assert loads == str(qt_loads)
    if qt_loads:
        assert reported == "-"
    else:
        assert first_missing in reported.split(), (first_missing, reported)


def test_a_file_that_is_no_library_does_not_load(tmp_path: Path) -> None:
    fake = tmp_path / pc.XCB_PLUGIN
    fake.write_bytes(b"not an ELF file")
    assert not pc.plugin_loads(fake)
    assert not pc.plugin_loads(tmp_path / "absent.so")


def _broken_plugin_dir(tmp_path: Path) -> Path:
    """A copy of the real plugin whose RUNPATH ($ORIGIN/../../lib) leads nowhere."""
    plugin = _real_plugin()
    if shutil.which("ldd") is None:
        pytest.skip("ldd is not installed")
    found = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False)
    if pc.XCB_QPA_LIBRARY in found.stdout:
        pytest.skip("a system-wide Qt 6 would satisfy the copied plugin")
    folder = tmp_path / "plugins" / "platforms"
    folder.mkdir(parents=True)
    shutil.copy2(plugin, folder / pc.XCB_PLUGIN)
    return folder


def test_broken_plugin_stops_start_with_a_message(tmp_path: Path) -> None:
    folder = _broken_plugin_dir(tmp_path)
    env = {"DISPLAY": ":0", "QT_QPA_PLATFORM_PLUGIN_PATH": str(folder)}
    assert not pc.plugin_loads(folder / pc.XCB_PLUGIN)
    out = io.StringIO()
    with pytest.raises(SystemExit) as stopped:
        pc.ensure_gui_can_start(env, out)
    assert stopped.value.code == 1
    assert "libQt6XcbQpa.so.6" in out.getvalue()
    assert "install Blocky Mountains Companion again" in out.getvalue()


def test_app_exits_with_the_message_instead_of_qt_abort(tmp_path: Path) -> None:
    """The real command, with a display set and the broken plugin where Qt would load it."""
    folder = _broken_plugin_dir(tmp_path)
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "LD_LIBRARY_PATH"}
    }
    # No X server listens on this display: if the check let Qt start, Qt would abort.
    env |= {"DISPLAY": ":99", "QT_QPA_PLATFORM_PLUGIN_PATH": str(folder)}
    done = subprocess.run(
        [sys.executable, "-m", "blocky", "--quit-after-start"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert "cannot open its window" in done.stderr
    assert "libQt6XcbQpa.so.6" in done.stderr
    assert "could be initialized" not in done.stderr


def test_module_does_not_import_qt() -> None:
    code = (
        "import sys, blocky.platform_check as pc; pc.missing_gui_libraries({'DISPLAY': ':0'}); "
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- no screen at all ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("display", "parsed"),
    [(":0", ("", 0)), (":1.0", ("", 1)), ("unix:3", ("unix", 3)), ("localhost:10.0", ("localhost", 10)),
     ("nonsense", None), (":x", None), ("", None)],
)  # fmt: skip
def test_x_display_names_are_read_as_xlib_reads_them(
    display: str, parsed: tuple[str, int] | None
) -> None:
    assert pc._x_display_number(display) == parsed


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 sockets are Linux's here")
def test_a_listening_x_socket_counts_as_a_screen_and_a_dead_one_does_not(tmp_path: Path) -> None:
    import socket

    display = _unused_x_display()
    number = int(display[1:])
    assert pc.x_display_answers(display) is False
    assert pc.missing_screen({"DISPLAY": display}) == pc.NoScreen(display)
    # A real listening socket where Xlib looks for display n (the abstract name).
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(f"\0/tmp/.X11-unix/X{number}")
        server.listen(1)
        assert pc.x_display_answers(display) is True
        assert pc.missing_screen({"DISPLAY": display}) is None
    assert pc.x_display_answers(display) is False


@pytest.mark.parametrize(
    ("env", "no_screen"),
    [
        ({}, True),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "wayland"}, False),
    ],
)
def test_no_display_and_no_wayland_means_no_screen(env: dict[str, str], no_screen: bool) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("Windows and macOS always have a screen for Qt")
    assert (pc.missing_screen(env) is not None) is no_screen


def test_app_without_any_screen_says_so_instead_of_qt_abort(tmp_path: Path) -> None:
    """`make run` on a machine with no display at all: the app's words, not Qt's abort."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Windows and macOS always have a screen for Qt")
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "DISPLAY"}
    }
    env["BLOCKY_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "blocky", "--quit-after-start"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert "cannot open its window: no screen was found" in done.stderr
    assert "Aborted" not in done.stderr and "qt.qpa" not in done.stderr
    assert "could be initialized" not in done.stderr
    assert not any(tmp_path.iterdir())  # nothing was created before the refusal


def test_app_with_a_dead_display_says_so_instead_of_qt_abort(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("Windows and macOS always have a screen for Qt")
    if pc.missing_gui_libraries({"DISPLAY": ":0"}) is not None:
        pytest.skip("the library check speaks first on this machine (tested above)")
    display = _unused_x_display()
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"}
    }
    env |= {"DISPLAY": display, "BLOCKY_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "blocky", "--quit-after-start"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert f"no screen answers at {display}" in done.stderr
    assert "could be initialized" not in done.stderr
