"""Which Linux distributions a standalone build runs on, read from the built files.

The bundle carries no C library and no C++ runtime of its own (the spec leaves glibc,
libstdc++ and libgcc_s to the system): every program and library in it is asked, with
``readelf``, which symbol versions it needs from them (``GLIBC_2.34``, ``GLIBCXX_3.4.29``,
``CXXABI_1.3.13``). The newest of each is compared with what the distributions below ship;
the build fails if it would not start on one of REQUIRED, and writes the list of those it
runs on into the bundle (SYSTEMS.txt) for the README's claim to rest on.

    python packaging/check_symbols.py dist/blocky-mountains
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

#: Files the system provides and the bundle must not carry (an old system would otherwise
#: load a newer copy that its own libraries do not fit, or the bundle's older one).
SYSTEM_LIBRARIES = ("libc.so", "libm.so", "libpthread.so", "libdl.so", "librt.so",
                    "ld-linux", "libstdc++.so", "libgcc_s.so", "libexpat.so")


class System(NamedTuple):
    name: str
    glibc: tuple[int, ...]
    glibcxx: tuple[int, ...]
    cxxabi: tuple[int, ...]


#: Each distribution's glibc and GCC runtime versions (its packages libc6 and libstdc++6).
SYSTEMS = (
    System("Debian 11", (2, 31), (3, 4, 28), (1, 3, 12)),
    System("Ubuntu 22.04", (2, 35), (3, 4, 30), (1, 3, 13)),
    System("Debian 12", (2, 36), (3, 4, 30), (1, 3, 13)),
    System("Fedora 40", (2, 39), (3, 4, 33), (1, 3, 15)),
    System("Ubuntu 24.04", (2, 39), (3, 4, 33), (1, 3, 15)),
    System("Debian 13", (2, 41), (3, 4, 33), (1, 3, 15)),
)
#: The build fails unless it runs on these.
REQUIRED = ("Ubuntu 22.04", "Debian 12", "Ubuntu 24.04")

_VERSION = re.compile(r"\b(GLIBC|GLIBCXX|CXXABI)_(\d+(?:\.\d+)+)\b")


class Needs(NamedTuple):
    glibc: tuple[int, ...]
    glibcxx: tuple[int, ...]
    cxxabi: tuple[int, ...]
    #: The file that needs the newest glibc, for the report.
    glibc_file: str


def parse_versions(readelf_output: str) -> dict[str, tuple[int, ...]]:
    """The newest version of each kind named in ``readelf -V`` output.

    >>> parse_versions("0x0010: Name: GLIBC_2.17  Flags: none\\n  Name: GLIBC_2.34\\n"
    ...                "  Name: GLIBCXX_3.4.29 Flags: none")
    {'GLIBC': (2, 34), 'GLIBCXX': (3, 4, 29)}
    """
    newest: dict[str, tuple[int, ...]] = {}
    for kind, text in _VERSION.findall(readelf_output):
        version = tuple(int(part) for part in text.split("."))
        if version > newest.get(kind, ()):
            newest[kind] = version
    return newest


def elf_files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield path


def needs(files: Iterable[Path]) -> Needs:
    readelf = shutil.which("readelf")
    if readelf is None:
        raise SystemExit("check_symbols: readelf is missing (Debian package binutils)")
    glibc: tuple[int, ...] = ()
    glibcxx: tuple[int, ...] = ()
    cxxabi: tuple[int, ...] = ()
    glibc_file = ""
    for path in files:
        done = subprocess.run(
            [readelf, "-V", "-W", str(path)], capture_output=True, text=True, check=False
        )
        found = parse_versions(done.stdout)
        if found.get("GLIBC", ()) > glibc:
            glibc, glibc_file = found["GLIBC"], str(path)
        glibcxx = max(glibcxx, found.get("GLIBCXX", ()))
        cxxabi = max(cxxabi, found.get("CXXABI", ()))
    return Needs(glibc, glibcxx, cxxabi, glibc_file)


def runs_on(need: Needs) -> list[str]:
    return [
        s.name
        for s in SYSTEMS
        if need.glibc <= s.glibc and need.glibcxx <= s.glibcxx and need.cxxabi <= s.cxxabi
    ]


def carried_system_libraries(folder: Path) -> list[str]:
    return [
        str(path.relative_to(folder))
        for path in sorted(folder.rglob("*"))
        if path.name.startswith(SYSTEM_LIBRARIES)
    ]


def _dotted(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version)) if version else "none"


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "dist/blocky-mountains")
    carried = carried_system_libraries(folder)
    if carried:
        print(f"check_symbols: the bundle carries system libraries: {carried}", file=sys.stderr)
        return 1
    need = needs(elf_files(folder))
    systems = runs_on(need)
    print(
        f"check_symbols: needs glibc {_dotted(need.glibc)} (for {need.glibc_file}), "
        f"GLIBCXX {_dotted(need.glibcxx)}, CXXABI {_dotted(need.cxxabi)}"
    )
    print(f"check_symbols: runs on {', '.join(systems) or 'none of the listed systems'}")
    (folder / "SYSTEMS.txt").write_text(
        "This build runs on Linux with glibc "
        f"{_dotted(need.glibc)} or newer and the system's libstdc++ "
        f"(GLIBCXX {_dotted(need.glibcxx)}), for example on: {', '.join(systems)}.\n",
        encoding="utf-8",
    )
    missing = [name for name in REQUIRED if name not in systems]
    if missing:
        print(f"check_symbols: it would not start on {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
