"""The shim (blocky/ui/shim.py): PySide's support code, compiled once and taken from the
bytecode cache after that, on the releases it was measured on, unless switched off."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import zlib
from pathlib import Path
from types import CodeType

import pytest
import shiboken6
from hypothesis import given, settings
from hypothesis import strategies as st

from blocky.ui import shim
from blocky.ui.shim import (
    MAX_FILE_BYTES,
    SOURCE_PREFIX,
    read_cache,
    write_cache,
)

ROOT = Path(__file__).resolve().parents[2]

#: The tests of the cache at work: only where it is at work, on a release it was measured on.
measured = pytest.mark.skipif(
    not shim.measured_here(shiboken6.__version_info__),
    reason=f"the support-code cache is off on PySide {shiboken6.__version__} with this Python "
    "(not measured here): the library's own compile is used",
)

# A fresh process that loads the app's screens as the app does, says what the cache did,
# then has PySide's support code word an error and list its modules.
_START = """
import sys
if sys.argv[1] == "app":
    import blocky.ui
    from blocky.ui import shim
    print(tuple(shim.last) if shim.last else None)
else:
    print(None)
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
widget = QWidget()
try:
    widget.setWindowTitle(1)
except TypeError as error:
    print(error)
print(sorted(name for name in sys.modules if name.startswith("shibokensupport")))
"""


def _start(pycache: Path, how: str = "app", **env: str) -> tuple[tuple[int, int, bool] | None, str]:
    environ = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", shim.SWITCH)
    }
    environ.update(QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(pycache), **env)
    done = subprocess.run(
        [sys.executable, "-c", _START, how],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    first, _, rest = done.stdout.partition("\n")
    loaded = ast.literal_eval(first)  # a tuple of ints and a bool, or None
    return loaded, rest


def _cache_in(pycache: Path) -> Path:
    found = list(pycache.rglob("shiboken-support.*.bin"))
    assert len(found) == 1, found
    return found[0]


@measured
def test_a_second_start_takes_the_support_code_from_the_cache(tmp_path: Path) -> None:
    loaded, said = _start(tmp_path / "pyc")
    assert loaded is not None
    reused, compiled, written = loaded
    assert (reused, written) == (0, True)
    assert compiled >= 10  # shiboken's support modules, each compiled once
    kept = read_cache(_cache_in(tmp_path / "pyc"))
    assert len(kept) == compiled
    assert all(key[0].startswith(SOURCE_PREFIX) for key in kept)

    again, said_again = _start(tmp_path / "pyc")
    assert again == (compiled, 0, False)
    # PySide's support code words its errors and loads its modules just the same.
    assert said_again == said
    assert "Supported signatures:" in said and "shibokensupport.signature.loader" in said


def test_pyside_behaves_as_without_the_cache(tmp_path: Path) -> None:
    _start(tmp_path / "pyc")
    _, cached = _start(tmp_path / "pyc")
    _, plain = _start(tmp_path / "plain", how="plain")
    assert cached == plain
    assert not list((tmp_path / "plain").rglob("shiboken-support.*.bin"))


@measured
def test_nothing_is_written_where_python_writes_no_bytecode(tmp_path: Path) -> None:
    loaded, _ = _start(tmp_path / "pyc", PYTHONDONTWRITEBYTECODE="1")
    assert loaded is not None and loaded[0] == 0 and loaded[2] is False
    assert not list((tmp_path / "pyc").rglob("shiboken-support.*"))


def _damaged_forms(good: bytes) -> dict[str, bytes]:
    header = shim._header()
    payload = good[len(header) + 8 :]
    flipped = bytearray(good)
    flipped[len(header) + 8 + len(payload) // 2] ^= 0x40

    def framed(body: bytes) -> bytes:
        return (
            header + len(body).to_bytes(4, "little") + zlib.crc32(body).to_bytes(4, "little") + body
        )

    import marshal

    return {
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "one byte changed": bytes(flipped),
        "another Python's": good.replace(header, header[:-4] + b"\x00\x00\r\n", 1),
        "not ours": b"\x00" * 4096,
        "too large": good + b"\x00" * (MAX_FILE_BYTES + 1 - len(good)),
        "length wrong": header + (len(payload) + 1).to_bytes(4, "little") + good[len(header) + 4 :],
        "not a table": framed(marshal.dumps([1, 2, 3])),
        "text, not code": framed(
            marshal.dumps({("shibokensupport/x.py", "exec", 0, -1, 1, 2): "x"})
        ),
        "a key of another form": framed(
            marshal.dumps({"shibokensupport/x.py": compile("1", "x", "eval")})
        ),
        "marshal cut short": framed(
            marshal.dumps({("a", "exec", 0, -1, 1, 2): compile("1", "a", "exec")})[:-3]
        ),
    }


def _good_file(path: Path) -> dict[tuple[str, str, int, int, int, int], CodeType]:
    source = b"def f(x):\n    return x + 1\n"
    kept = {
        ("shibokensupport/f.py", "exec", 0, -1, len(source), zlib.crc32(source)): compile(
            source, "shibokensupport/f.py", "exec"
        )
    }
    assert write_cache(path, kept) is True
    return kept


def test_the_file_reads_back_the_code_it_was_given(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "kept.bin"
    kept = _good_file(path)
    assert read_cache(path) == kept
    namespace: dict[str, object] = {}
    exec(next(iter(read_cache(path).values())), namespace)
    assert namespace["f"](41) == 42  # type: ignore[operator]
    assert not list(path.parent.glob("*.partial"))


def test_a_damaged_file_of_every_kind_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "kept.bin"
    _good_file(path)
    good = path.read_bytes()
    for name, data in _damaged_forms(good).items():
        path.write_bytes(data)
        assert read_cache(path) == {}, name
    assert read_cache(tmp_path / "missing.bin") == {}
    assert read_cache(tmp_path) == {}  # a folder


@settings(max_examples=300, deadline=None)
@given(cut=st.integers(min_value=0), where=st.integers(min_value=0), bit=st.integers(0, 7))
def test_a_file_cut_or_changed_anywhere_is_ignored(
    tmp_path_factory: pytest.TempPathFactory, cut: int, where: int, bit: int
) -> None:
    path = tmp_path_factory.mktemp("kept") / "kept.bin"
    kept = _good_file(path)
    good = path.read_bytes()
    changed = bytearray(good[: len(good) - cut % len(good)] if cut % 3 else good)
    if changed and cut % 3 != 1:
        changed[where % len(changed)] ^= 1 << bit
    path.write_bytes(bytes(changed))
    assert read_cache(path) in ({}, kept)
    if bytes(changed) != good:
        assert read_cache(path) == {}


@measured
def test_a_start_with_a_damaged_cache_compiles_and_writes_it_anew(tmp_path: Path) -> None:
    first, said = _start(tmp_path / "pyc")
    assert first is not None
    cache = _cache_in(tmp_path / "pyc")
    good = cache.read_bytes()
    forms = _damaged_forms(good)
    for name in ("truncated", "one byte changed", "not ours", "text, not code"):
        cache.write_bytes(forms[name])
        loaded, said_now = _start(tmp_path / "pyc")
        assert loaded == (0, first[1], True), name
        assert said_now == said, name
        assert read_cache(cache) == read_cache_of(good), name


def read_cache_of(data: bytes) -> dict[tuple[str, str, int, int, int, int], CodeType]:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "kept.bin"
        path.write_bytes(data)
        return read_cache(path)


@measured
def test_a_cache_that_cannot_be_written_changes_nothing(tmp_path: Path) -> None:
    # A file where the cache's folder would be: nothing can be written under it.
    (tmp_path / "pyc").write_text("in the way")
    loaded, said = _start(tmp_path / "pyc")
    assert loaded is not None and loaded[0] == 0 and loaded[2] is False
    assert "Supported signatures:" in said
    assert (tmp_path / "pyc").read_text() == "in the way"


def test_the_code_is_what_compile_returns_with_the_callers_future_statements() -> None:
    # This module has ``from __future__ import annotations``: compile() called here takes it
    # on, and so does the kept compile, though the call passes through it.
    kept_compile = shim.KeptCompile({})
    source = "x: name_defined_nowhere = 1\n"
    here = kept_compile(source, "shibokensupport/a.py", "exec")
    assert here == compile(source, "shibokensupport/a.py", "exec")
    exec(here, {})  # the annotation is not evaluated
    # Called from code without the statement: the annotation is evaluated, as with compile.
    caller = compile(
        "made = kept_compile(source, 'shibokensupport/a.py', 'exec')\n"
        "plain = compile(source, 'shibokensupport/a.py', 'exec')\n",
        "caller",
        "exec",
        dont_inherit=True,
    )
    namespace: dict[str, object] = {"kept_compile": kept_compile, "source": source}
    exec(caller, namespace)
    assert namespace["made"] == namespace["plain"] != here
    with pytest.raises(NameError):
        exec(namespace["made"], {})  # type: ignore[arg-type]
    # Both were compiled (the options differ), and each is answered from the table now.
    assert (kept_compile.compiled, kept_compile.reused) == (2, 0)
    again = shim.KeptCompile(kept_compile.used)
    assert again(source, "shibokensupport/a.py", "exec") is here
    assert (again.compiled, again.reused) == (0, 1)
    # Anything else is compiled as asked, and not kept.
    other = again("y = 2\n", "elsewhere.py", "exec")
    assert other == compile("y = 2\n", "elsewhere.py", "exec")
    assert len(again.used) == 1


@measured
def test_the_build_puts_the_code_where_the_bundled_app_looks(tmp_path: Path) -> None:
    # packaging/support_cache.py, as the PyInstaller spec runs it on the built bundle.
    internal = tmp_path / "bundle" / "_internal"
    environ = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    environ["PYTHONPYCACHEPREFIX"] = str(tmp_path / "elsewhere")  # the bundle has none
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "support_cache.py"), str(internal)],
        cwd=ROOT,
        env=environ,
        check=True,
        capture_output=True,
        timeout=120,
    )
    # Beside the bundled module (blocky/ui/shim.pyc in the bundle), named after
    # this Python: where cache_file() looks in the bundled app.
    bundled = internal / "blocky" / "ui" / "__pycache__"
    kept_file = bundled / f"shiboken-support.{sys.implementation.cache_tag}.bin"
    assert list(bundled.iterdir()) == [kept_file]
    # The same code, under the same keys, that the app keeps for itself.
    _start(tmp_path / "pyc")
    assert read_cache(kept_file).keys() == read_cache(_cache_in(tmp_path / "pyc")).keys()


def test_the_switch_turns_the_cache_off(tmp_path: Path) -> None:
    loaded, said = _start(tmp_path / "pyc", **{shim.SWITCH: "1"})
    _, plain = _start(tmp_path / "plain", how="plain")
    assert loaded is None
    assert said == plain
    assert not list((tmp_path / "pyc").rglob("shiboken-support.*"))


# The shim loaded on its own (as the build does), told it was measured on no release.
_UNMEASURED = """
import builtins, importlib.util, sys
spec = importlib.util.spec_from_file_location("shim", sys.argv[1])
shim = importlib.util.module_from_spec(spec)
spec.loader.exec_module(shim)
shim.SUPPORT_CACHE_MEASURED_ON = frozenset()
original = builtins.compile
print(shim.import_shiboken(), shim.last, builtins.compile is original)
print(shim.status)
"""


def test_a_release_it_was_not_measured_on_gets_pythons_own_compile(tmp_path: Path) -> None:
    environ = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", shim.SWITCH)
    }
    environ["PYTHONPYCACHEPREFIX"] = str(tmp_path / "pyc")
    done = subprocess.run(
        [sys.executable, "-c", _UNMEASURED, str(ROOT / "blocky" / "ui" / "shim.py")],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    first, status = done.stdout.splitlines()[:2]
    assert first == "True None True"
    assert status == (
        f"off: not measured on PySide {shiboken6.__version__} with Python "
        f"{sys.version_info[0]}.{sys.version_info[1]}"
    )
    assert not list((tmp_path / "pyc").rglob("shiboken-support.*"))


def test_the_workarounds_of_library_internals_are_all_in_the_shim() -> None:
    """Replacing a library's internals happens in blocky/ui/shim.py and nowhere else."""
    marks = ("builtins.compile", "_mod_uses_pyside", "gc.set_threshold", "shibokensupport")
    found = {
        str(path.relative_to(ROOT))
        for path in (ROOT / "blocky").rglob("*.py")
        if any(mark in path.read_text(encoding="utf-8") for mark in marks)
    }
    assert found == {"blocky/ui/shim.py"}
