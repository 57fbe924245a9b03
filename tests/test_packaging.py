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
    if not sys.platform.startswith("linux"):
        pytest.skip(f"{command} checks Linux desktop files; it is not made for {sys.platform}")
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
    for used in ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtCharts", "QtNetwork"):
        assert used not in excluded
    for unused in ("QtWebEngineCore", "QtQml", "QtQuick", "Qt3DCore", "QtMultimedia"):
        assert unused in excluded
    dropped = _spec_list("DROPPED_PLUGINS")
    for needed in ("platforms/libqxcb.so", "platforms/libqwayland.so", "imageformats/libqsvg.so"):
        assert needed not in dropped


@pytest.mark.skipif(
    shutil.which("bash") is None or shutil.which("sh") is None or os.name == "nt",
    reason="the Linux build's shell scripts need bash and sh (not on Windows)",
)
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


# --- desktop entry from a pip install ---------------------------------------------------------


def test_the_desktop_entry_and_metainfo_speak_german_and_french() -> None:
    entry = _desktop_entry()
    for lang in ("de", "fr"):
        for key in ("GenericName", "Comment", "Keywords"):
            assert entry[f"{key}[{lang}]"] and entry[f"{key}[{lang}]"] != entry[key]
    assert entry["Comment[de]"] == "Begleiter am Spieltisch für Blocky Mountains und Montgolfière"
    root = ET.parse(METAINFO).getroot()
    lang_key = "{http://www.w3.org/XML/1998/namespace}lang"
    for lang in ("de", "fr"):
        assert [e for e in root.findall("summary") if e.get(lang_key) == lang]
        paragraphs = [p for p in root.findall("description/p") if p.get(lang_key) == lang]
        items = [li for li in root.findall("description/ul/li") if li.get(lang_key) == lang]
        assert len(paragraphs) == len([p for p in root.findall("description/p") if p.get(lang_key) is None])
        assert len(items) == 5


def test_the_metainfo_has_screenshots_a_homepage_and_the_licence() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == "MIT"
    homepage = root.find("url[@type='homepage']")
    assert homepage is not None and (homepage.text or "").startswith("https://")
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 3 and shots[0].get("type") == "default"
    for shot in shots:
        image = shot.findtext("image") or ""
        assert (ROOT / "docs" / "screenshots" / image.rsplit("/", 1)[-1]).is_file(), image
        assert len(shot.findall("caption")) == 3  # English, German, French
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "WITHOUT WARRANTY" in licence


def test_the_package_ships_the_same_desktop_files() -> None:
    shipped = resources.files("blocky.resources").joinpath("desktop")
    for path in (DESKTOP, METAINFO):
        assert shipped.joinpath(path.name).read_bytes() == path.read_bytes()


def _installed_entry(home: Path) -> Path:
    from blocky.desktop import install_desktop_entry

    written = install_desktop_entry(home, ["/opt/My Games/bin/blocky-mountains"])
    return written[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is for Linux")
def test_install_desktop_entry_writes_a_valid_entry_and_removes_it(tmp_path: Path) -> None:
    from blocky.desktop import installed_files, remove_desktop_entry

    home = tmp_path / "share"
    desktop = _installed_entry(home)
    assert all(path.is_file() for path in installed_files(home))
    text = desktop.read_text(encoding="utf-8")
    assert 'Exec="/opt/My Games/bin/blocky-mountains"\n' in text
    assert "Comment[fr]=Compagnon de table pour Blocky Mountains et Montgolfière" in text
    svg = home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == ICON_SVG.read_bytes()
    _need_tool("desktop-file-validate", "desktop-file-utils")
    done = subprocess.run(
        ["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and done.stdout.strip() == "", done.stdout + done.stderr
    removed = remove_desktop_entry(home)
    assert sorted(removed) == sorted(installed_files(home))
    assert not any(path.exists() for path in installed_files(home))
    assert remove_desktop_entry(home) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is for Linux")
def test_the_command_installs_the_entry_for_the_user(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "blocky", "--install-desktop-entry"],
        capture_output=True, text=True, env=env, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    desktop = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert str(desktop) in done.stdout
    exec_line = next(
        line for line in desktop.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")
    )
    program = exec_line.removeprefix("Exec=").strip('"').split('" ')[0]
    assert Path(program.split(" ")[0]).is_file()
    done = subprocess.run(
        [sys.executable, "-m", "blocky", "--remove-desktop-entry"],
        capture_output=True, text=True, env=env, timeout=60,
    )
    assert done.returncode == 0 and not desktop.exists(), done.stderr


def test_an_unwritable_data_folder_is_a_sentence_not_a_traceback(tmp_path: Path) -> None:
    from blocky.desktop import DesktopEntryError, install_desktop_entry

    if not sys.platform.startswith("linux"):
        pytest.skip("the menu entry is for Linux")
    blocker = tmp_path / "share"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(DesktopEntryError, match="could not be written"):
        install_desktop_entry(blocker, ["blocky-mountains"])


def test_the_help_names_the_desktop_entry_commands() -> None:
    done = _blocky("--help")
    assert "--install-desktop-entry" in done.stdout and "--remove-desktop-entry" in done.stdout


# --- installs without make ---------------------------------------------------------------------


def test_a_gui_script_starts_the_app_and_constraints_pin_what_ranges_allow() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["gui-scripts"] == {"blocky-mountains": "blocky.__main__:main"}
    assert not [d for d in project["dependencies"] if "==" in d]
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            requirement = line.split(";")[0].strip()
            name, _, version = requirement.partition("==")
            assert version, line
            pins.setdefault(name.lower().replace("_", "-"), []).append(version)
    for name in ("pyside6-essentials", "pyside6-addons", "filelock", "tomlkit", "pytest",
                 "pyinstaller", "pyinstaller-hooks-contrib"):
        assert name in pins, name
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "-c constraints.txt -e '.[test]'" in makefile
    assert "-c constraints.txt pyinstaller pyinstaller-hooks-contrib" in makefile


def test_the_task_script_offers_the_makefiles_tasks() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "tasks.py"), "--help"],
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0
    for task in ("setup", "translations", "run", "test", "bench"):
        assert task in done.stdout


def test_ci_runs_the_tests_on_linux_windows_and_macos() -> None:
    workflow = (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
    for system in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert system in workflow
    assert "python tools/tasks.py test" in workflow
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "cannot run on this machine" in readme


def test_the_readme_gives_each_system_its_route_first() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_part = readme[: readme.index("make run")]
    for words in ("Windows", "macOS", "Linux", "pipx install", "python -m blocky",
                  "--install-desktop-entry"):
        assert words in first_part, words


def test_check_symbols_reads_the_versions_real_files_need() -> None:
    if shutil.which("readelf") is None or not sys.platform.startswith("linux"):
        pytest.skip("readelf reads Linux programs (Debian package binutils)")
    check = _load_script("check_symbols")
    python = Path(sys.executable).resolve()
    need = check.needs([python])
    # Every Linux program needs some glibc; Python's own is at least 2.17 (manylinux2014).
    assert need.glibc >= (2, 17) and need.glibc_file == str(python)
    assert check.runs_on(check.Needs((2, 36), (3, 4, 30), (1, 3, 13), "x")) == [
        "Debian 12", "Fedora 40", "Ubuntu 24.04", "Debian 13"
    ]
    assert "Ubuntu 22.04" in check.runs_on(check.Needs((2, 35), (3, 4, 29), (1, 3, 13), "x"))


def test_the_bundle_leaves_the_c_and_cpp_runtimes_to_the_system() -> None:
    tree = ast.parse((PACKAGING / "blocky-mountains.spec").read_text(encoding="utf-8"))
    names = {
        t.id: ast.literal_eval(n.value)
        for n in tree.body
        if isinstance(n, ast.Assign)
        for t in n.targets
        if isinstance(t, ast.Name) and t.id in {"SYSTEM_LIBRARY_PREFIXES", "EXCLUDED_PYTHON_MODULES"}
    }
    assert {"libstdc++.so", "libgcc_s.so"} <= set(names["SYSTEM_LIBRARY_PREFIXES"])
    assert {"_ssl", "_hashlib", "_codecs_jp", "_multibytecodec"} <= set(names["EXCLUDED_PYTHON_MODULES"])
    assert "check_symbols.py" in (ROOT / "Makefile").read_text(encoding="utf-8")


@pytest.mark.parametrize("module", ["blocky.desktop", "blocky.ui.shell.app"])
def test_the_examples_in_the_install_modules_hold(module: str) -> None:
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def test_check_symbols_examples_hold() -> None:
    import doctest

    result = doctest.testmod(_load_script("check_symbols"))
    assert result.attempted > 0 and result.failed == 0


def test_the_app_names_its_organisation_domain(qapp) -> None:  # type: ignore[no-untyped-def]
    from blocky import ORGANIZATION_DOMAIN
    from blocky.ui.shell.app import configure_application

    configure_application(qapp)
    assert qapp.organizationDomain() == ORGANIZATION_DOMAIN
    # Reversed, the domain is the app id's prefix: macOS names the settings file after it.
    assert APP_ID.startswith(".".join(reversed(ORGANIZATION_DOMAIN.split("."))) + ".")


def test_fusion_where_the_native_style_ignores_the_palette() -> None:
    from blocky.ui.shell.app import style_arguments

    assert style_arguments("linux") == ("-style", "Fusion")
    assert style_arguments("darwin") == ("-style", "Fusion")
    assert style_arguments("win32", ["windowsvista", "Windows", "Fusion"]) == ("-style", "Fusion")
    assert style_arguments("win32", ["windows11", "windowsvista", "Windows", "Fusion"]) == ()
