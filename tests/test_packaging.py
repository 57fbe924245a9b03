"""The installable app: desktop entry, AppStream metainfo, icons, build spec and command line."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest

from blocky import APP_ID, APP_NAME, __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICON_SVG = PACKAGING / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"


def _load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # dataclasses look their module up in sys.modules while the class is being made.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def generate() -> ModuleType:
    return _load_script("generate")


@pytest.fixture(scope="module")
def render_icons() -> ModuleType:
    return _load_script("render_icons")


# --- desktop entry and metainfo -------------------------------------------------------------


def test_committed_files_match_what_generate_writes(generate: ModuleType) -> None:
    assert generate.stale_files() == [], "run: python packaging/generate.py"
    assert generate.main(["--check"]) == 0


def test_generate_refuses_a_version_without_a_release_entry(
    generate: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(generate, "__version__", "99.0.0")
    with pytest.raises(generate.GenerateError, match="99.0.0"):
        generate.render()


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_app_its_icon_and_command() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == APP_NAME
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "blocky-mountains"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_describes_the_current_release_for_all_ages() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == APP_NAME
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == _desktop_entry()["Exec"]
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == __version__
    assert releases[0].get("date")
    rating = root.find("content_rating")
    # oars-1.1 with no attributes: nothing violent, no chat, no money; fine for children.
    assert rating is not None and rating.get("type") == "oars-1.1" and len(rating) == 0
    description = root.find("description")
    assert description is not None and len(description.findall("p")) >= 2
    assert root.findtext("metadata_license") == "CC0-1.0"


def _need_tool(command: str, package: str) -> None:
    """A validator `make test` installs (tools/system-deps.sh): in CI its absence fails."""
    if shutil.which(command) is not None:
        return
    reason = f"{command} is not installed (Debian package {package}; see tools/system-deps.sh)"
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


def test_desktop_entry_passes_desktop_file_validate() -> None:
    _need_tool("desktop-file-validate", "desktop-file-utils")
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # It reports hints on stdout even when it passes; an empty report is a clean pass.
    assert done.stdout.strip() == "", done.stdout


def test_metainfo_passes_appstreamcli_validate() -> None:
    _need_tool("appstreamcli", "appstream")
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    # Errors (E:) and warnings (W:) fail validation; infos (I:) do not.
    assert not any(line.startswith(("E:", "W:")) for line in report.splitlines()), report


# --- icon ------------------------------------------------------------------------------------


def test_icon_svg_is_square_and_copied_into_the_app_resources() -> None:
    svg = ET.parse(ICON_SVG).getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert svg.get("viewBox") == "0 0 256 256"
    installed = resources.files("blocky.resources").joinpath("icons", f"{APP_ID}.svg")
    assert installed.is_file(), "run: python packaging/render_icons.py"
    assert installed.read_bytes() == ICON_SVG.read_bytes(), "run: python packaging/render_icons.py"


def _rgba(path: Path) -> tuple[int, int, bytes]:
    """Width, height and the RGBA bytes of a PNG, row by row."""
    from PySide6.QtGui import QImage  # noqa: TID251  # reading PNGs needs Qt's image code

    image = QImage(str(path))
    assert not image.isNull(), path
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    width, height = image.width(), image.height()
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    rows = b"".join(data[y * stride : y * stride + 4 * width] for y in range(height))
    return width, height, rows


@pytest.mark.parametrize("size", [48, 128, 256])
def test_icon_png_has_its_size_and_a_picture(
    size: int, render_icons: ModuleType, qapp: object
) -> None:
    width, height, rgba = _rgba(render_icons.png_path(size))
    assert (width, height) == (size, size)
    pixels = [rgba[i : i + 4] for i in range(0, len(rgba), 4)]
    opaque = [p for p in pixels if p[3] > 200]
    # The rounded tile covers most of the square; the corners stay transparent.
    assert len(opaque) > 0.8 * len(pixels)
    assert pixels[0][3] == 0
    # A real picture: sky, meadow, wood and flag colours, not one flat fill.
    assert len({(p[0] // 32, p[1] // 32, p[2] // 32) for p in opaque}) >= 8


@pytest.mark.parametrize("size", [48, 256])
def test_icon_pngs_are_rendered_from_the_current_svg(
    size: int, render_icons: ModuleType, qapp: object, tmp_path: Path
) -> None:
    fresh = tmp_path / "fresh.png"
    render_icons.render_png(ICON_SVG, size, fresh)
    _, _, committed = _rgba(render_icons.png_path(size))
    _, _, rendered = _rgba(fresh)
    # Allow for anti-aliasing differences between Qt builds, not for a changed drawing.
    differing = sum(
        1
        for i in range(0, len(committed), 4)
        if max(abs(a - b) for a, b in zip(committed[i : i + 4], rendered[i : i + 4], strict=True))
        > 48
    )
    assert differing < 0.01 * size * size, "run: python packaging/render_icons.py"


# --- standalone build -------------------------------------------------------------------------


def _spec_list(name: str) -> list[str]:
    tree = ast.parse((PACKAGING / "blocky-mountains.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list | tuple)
            return [str(v) for v in value]
    raise AssertionError(f"{name} not found in the spec")


def test_build_spec_keeps_the_qt_modules_the_app_uses() -> None:
    excluded = _spec_list("EXCLUDED_QT_MODULES")
    for used in ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtCharts"):
        assert used not in excluded
    for unused in ("QtWebEngineCore", "QtQml", "QtQuick", "Qt3DCore", "QtMultimedia"):
        assert unused in excluded
    dropped = _spec_list("DROPPED_PLUGINS")
    for needed in ("platforms/libqxcb.so", "platforms/libqwayland.so", "imageformats/libqsvg.so"):
        assert needed not in dropped


def test_build_scripts_parse_and_make_target_exists() -> None:
    script = PACKAGING / "check_build.sh"
    assert subprocess.run(["bash", "-n", str(script)], check=False).returncode == 0
    # install.sh runs on the user's machine, where /bin/sh may be dash: plain POSIX sh.
    install = PACKAGING / "install.sh"
    assert subprocess.run(["sh", "-n", str(install)], check=False).returncode == 0
    assert install.stat().st_mode & 0o111, "install.sh must be executable"
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\npackage: " in makefile
    assert "packaging/check_build.sh" in makefile
    assert "--quit-after-start" in script.read_text(encoding="utf-8")


# --- command line ----------------------------------------------------------------------------


def _blocky(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blocky", *args], capture_output=True, text=True, timeout=60
    )


def test_version_prints_the_version_and_exits_0() -> None:
    done = _blocky("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"blocky-mountains {__version__}"


def test_help_lists_the_commands_and_options() -> None:
    done = _blocky("--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: blocky-mountains")
    for word in ("replay", "simulate", "--version", "--quit-after-start", "--data-dir"):
        assert word in done.stdout
    assert APP_NAME in done.stdout


def test_unknown_option_is_an_error_not_a_window() -> None:
    done = _blocky("--no-such-option")
    assert done.returncode == 2
    assert "unrecognized arguments: --no-such-option" in done.stderr


def test_the_app_sets_its_window_icon(qapp) -> None:  # type: ignore[no-untyped-def]
    from blocky.ui.shell.app import configure_application

    configure_application(qapp)
    icon = qapp.windowIcon()
    assert not icon.isNull()
    image = icon.pixmap(48, 48).toImage()
    assert image.width() == 48 and not image.isNull()


def test_the_desktop_entry_and_the_metainfo_present_both_games() -> None:
    entry = _desktop_entry()
    for game in ("Blocky Mountains", "Montgolfière"):
        assert game in entry["Comment"] and game in entry["Keywords"].split(";")
        root = ET.parse(METAINFO).getroot()
        assert game in (root.findtext("summary") or "")
        description = ET.tostring(root.find("description"), encoding="unicode")  # type: ignore[arg-type]
        assert game in description
        assert game in [k.text for k in root.findall("keywords/keyword")]
