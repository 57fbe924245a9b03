"""Every workaround of a library's internals the app keeps, in one place, each gated.

The app otherwise uses Qt, PySide, Python and SQLite as they come. A workaround stays
here only while ``make bench`` shows it earns its keep (at least 10 ms before the first
paint, or 2 ms on a click, in the paired run it prints every time), and only on the exact
library versions it was measured on: with any other release the library's own behaviour
is used until it is measured again. The environment variable ``BLOCKY_NO_SHIMS=1`` turns
every one of them off (CI runs the screens' tests once that way).

What is here:

* **PySide's support code, compiled once and kept** (:func:`import_shiboken`). shiboken6,
  PySide's binding layer, carries the Python source of its support modules (function
  signatures, error texts, ``__feature__``) inside its library, about 130 KB, and compiles
  it each time it is imported, replacing ``builtins.compile`` for that import only: some
  20-30 ms of every start of the app, before anything can be shown (bench/ui_bench.py).
  Python keeps the compiled code of ordinary modules in ``__pycache__``; this does the
  same for these: the code shiboken compiles is kept in one file of the app's bytecode
  cache, and the next start takes it from there. Measured on
  :data:`SUPPORT_CACHE_MEASURED_ON`.

  Each piece of code is found again by its file name, its compile options and a checksum
  of its source, so a changed file is compiled afresh; the file is named after the Python
  that wrote it and holds that Python's bytecode number. A file that cannot be read, is
  damaged, or holds anything but code is ignored (and written anew); nothing is written
  where Python writes no bytecode (``PYTHONDONTWRITEBYTECODE``). The code is the very code
  ``compile`` returns for that source: PySide behaves the same either way. The file is
  trusted as Python trusts the bytecode beside a module: it lies in the same place,
  written by the same user.

No Qt import here: this runs before PySide is loaded.
"""

from __future__ import annotations

import builtins
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any, NamedTuple

#: The environment variable that turns every workaround of this module off ("1").
SWITCH = "BLOCKY_NO_SHIMS"
#: The (PySide release, Python release) pairs the support-code cache was measured on, by
#: the paired run ``make bench`` prints each time: before the first paint, 18 ms wall-clock
#: and 22 ms processor time with PySide 6.11.3 on Python 3.11, 26 ms and 29 ms with
#: PySide 6.12.0 on Python 3.13 (median of 21 pairs each, on a busy 2-core machine).
SUPPORT_CACHE_MEASURED_ON: frozenset[tuple[tuple[int, int, int], tuple[int, int]]] = frozenset(
    {((6, 11, 3), (3, 11)), ((6, 12, 0), (3, 13))}
)

#: Only these sources are kept: shiboken's support modules, as its loader names them.
SOURCE_PREFIX = "shibokensupport/"
#: What starts the file, then Python's bytecode number (importlib.util.MAGIC_NUMBER).
FILE_MAGIC = b"Blocky Mountains Companion: shiboken support code\n"
#: A larger file was not written here: it is not read.
MAX_FILE_BYTES = 8 * 1024 * 1024

_Key = tuple[str, str, int, int, int, int]


class Loaded(NamedTuple):
    """What the last :func:`import_shiboken` did: pieces of code taken from the file,
    pieces compiled, and whether the file was written."""

    reused: int
    compiled: int
    written: bool


#: The last :func:`import_shiboken` (None: shiboken was already loaded, or never here,
#: or the cache was not used: see :data:`status`).
last: Loaded | None = None
#: What the support-code cache did at the last :func:`import_shiboken`, in words.
status = "not used: shiboken not imported here"


def switched_off() -> bool:
    """Whether ``BLOCKY_NO_SHIMS`` turns the workarounds off (any value but "" and "0")."""
    return os.environ.get(SWITCH, "") not in ("", "0")


def measured_here(
    shiboken_version: tuple[int, ...], python: tuple[int, ...] = tuple(sys.version_info[:2])
) -> bool:
    """Whether the support-code cache was measured on this shiboken and this Python."""
    return (tuple(shiboken_version[:3]), tuple(python[:2])) in SUPPORT_CACHE_MEASURED_ON


def _loading_shiboken_version() -> tuple[int, ...]:
    """The release of the shiboken6 being imported (its package sets its version before
    its library compiles the support code); () when it cannot be told."""
    module = sys.modules.get("shiboken6")
    version = getattr(module, "__version_info__", ())
    if not isinstance(version, tuple):
        return ()
    return tuple(part for part in version[:3] if type(part) is int)


def cache_file(module: str | Path = __file__) -> Path | None:
    """Where the code is kept: beside the bytecode of ``module`` (this module's file:
    ``__pycache__``, or under ``PYTHONPYCACHEPREFIX``), named after this Python. None
    where Python keeps no bytecode."""
    import importlib.util

    try:
        own = importlib.util.cache_from_source(str(module))
    except (NotImplementedError, ValueError):
        return None
    return Path(own).with_name(f"shiboken-support.{sys.implementation.cache_tag}.bin")


def _header() -> bytes:
    import importlib.util

    return FILE_MAGIC + importlib.util.MAGIC_NUMBER


def read_cache(path: Path) -> dict[_Key, CodeType]:
    """The code kept in ``path``; empty when there is none, or the file is not one this
    Python wrote whole (its header, length and checksum are checked before anything is
    unmarshalled) or holds anything but code."""
    import marshal
    import zlib

    try:
        with open(path, "rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError:
        return {}
    header = _header()
    fixed = len(header) + 8
    if len(data) > MAX_FILE_BYTES or len(data) < fixed or not data.startswith(header):
        return {}
    size = int.from_bytes(data[len(header) : len(header) + 4], "little")
    checksum = int.from_bytes(data[len(header) + 4 : fixed], "little")
    payload = data[fixed:]
    if size != len(payload) or zlib.crc32(payload) != checksum:
        return {}
    try:
        kept = marshal.loads(payload)
    except Exception:
        # (EOFError, ValueError, TypeError for data marshal cannot read; whatever it is,
        # the start goes on and compiles.)
        return {}
    if not isinstance(kept, dict):
        return {}
    for key, code in kept.items():
        if not (_is_key(key) and isinstance(code, CodeType)):
            return {}
    return kept


def _is_key(key: object) -> bool:
    return (
        isinstance(key, tuple)
        and len(key) == 6
        and all(isinstance(part, str) for part in key[:2])
        and all(type(part) is int for part in key[2:])
    )


def write_cache(path: Path, kept: dict[_Key, CodeType]) -> bool:
    """Write ``kept`` to ``path`` whole or not at all (a new file put in place of the old
    one). False when it could not be written: the next start compiles again."""
    import marshal
    import zlib

    payload = marshal.dumps(kept)
    data = (
        _header()
        + len(payload).to_bytes(4, "little")
        + zlib.crc32(payload).to_bytes(4, "little")
        + payload
    )
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(partial, "wb") as file:
            file.write(data)
        os.replace(partial, path)
    except OSError:
        from contextlib import suppress

        with suppress(OSError):
            partial.unlink(missing_ok=True)
        return False
    return True


def _future_mask() -> int:
    """The code flags of the ``__future__`` statements that ``compile`` passes on from the
    code calling it (nested scopes and generators are no longer optional)."""
    import __future__

    mask = 0
    for name in __future__.all_feature_names:
        if name not in ("nested_scopes", "generators"):
            mask |= getattr(__future__, name).compiler_flag
    return mask


class KeptCompile:
    """``compile`` as shiboken's loader calls it, answered with the code in ``kept`` when
    the same source was compiled the same way before; any other call is passed on to
    ``original``. What it answered is in :attr:`used`. With ``gated``, a shiboken release
    this was not measured on (:func:`measured_here`) gets Python's own ``compile`` for
    every call, and :attr:`unmeasured` says so."""

    def __init__(
        self, kept: dict[_Key, CodeType], original: Any = compile, *, gated: bool = False
    ) -> None:
        self.kept = kept
        self.original = original
        self.used: dict[_Key, CodeType] = {}
        self.reused = 0
        self.compiled = 0
        self._future = _future_mask()
        self._gated = gated
        #: The shiboken release met that this was not measured on (() while none was).
        self.unmeasured: tuple[int, ...] = ()

    def __call__(
        self,
        source: Any,
        filename: Any,
        mode: str,
        flags: int = 0,
        dont_inherit: bool = False,
        optimize: int = -1,
        **options: Any,
    ) -> Any:
        import zlib

        # compile() takes the __future__ statements of the code that calls it unless told
        # not to: the caller's, not this function's, as if it had called compile itself.
        if not dont_inherit:
            flags |= sys._getframe(1).f_code.co_flags & self._future
        if (
            options
            or not isinstance(source, bytes | str)
            or not isinstance(filename, str)
            or not filename.startswith(SOURCE_PREFIX)
            or self.unmeasured
        ):
            return self.original(source, filename, mode, flags, True, optimize, **options)
        if self._gated:
            version = _loading_shiboken_version()
            if not measured_here(version):
                self.unmeasured = version or (0,)
                return self.original(source, filename, mode, flags, True, optimize)
        text = source.encode("utf-8", "surrogatepass") if isinstance(source, str) else source
        key: _Key = (filename, mode, flags, optimize, len(text), zlib.crc32(text))
        code = self.kept.get(key)
        if code is None:
            code = self.original(source, filename, mode, flags, True, optimize)
            self.compiled += 1
        else:
            self.reused += 1
        self.used[key] = code
        return code


def import_shiboken() -> bool:
    """Import shiboken6 (which loads its support modules), with their code taken from the
    cache file when it holds it, on the releases it was measured on and unless switched
    off (:data:`status` says which). Returns False when shiboken was loaded already or is
    not installed (nothing is done then)."""
    global last, status
    if "shiboken6" in sys.modules:
        return False
    path = cache_file()
    off = switched_off()
    if off or path is None or not hasattr(sys, "_getframe"):
        try:
            import shiboken6  # noqa: F401
        except ImportError:
            return False
        status = f"off ({SWITCH}=1)" if off else "off: this Python keeps no bytecode"
        return True
    original = builtins.compile
    kept_compile = KeptCompile(read_cache(path), original, gated=True)
    builtins.compile = kept_compile
    try:
        import shiboken6  # noqa: F401
    except ImportError:
        return False
    finally:
        builtins.compile = original
    if kept_compile.unmeasured:
        release = ".".join(map(str, kept_compile.unmeasured))
        python = ".".join(map(str, sys.version_info[:2]))
        status = f"off: not measured on PySide {release} with Python {python}"
        return True
    written = False
    if kept_compile.compiled and not sys.dont_write_bytecode:
        written = write_cache(path, kept_compile.used)
    last = Loaded(kept_compile.reused, kept_compile.compiled, written)
    status = "on"
    return True
