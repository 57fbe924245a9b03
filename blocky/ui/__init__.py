"""The desktop app's screens (Qt)."""

import os
import sys
from types import ModuleType

from blocky.ui.support_cache import import_shiboken

# Qt's raster engine hands every fill of 96 or more pixel rows (a scroll bar, a box's
# background, a marker's halo) to a pool of threads and waits for them to finish. The
# app's fills are small: waking the threads takes longer than the fill, and on a machine
# with few cores, busy with other work, it is the slowest part of painting a click's
# changes (bench/click_bench.py: a click answered up to a millisecond sooner, a scroll bar
# painted in a third of the time). Qt reads this once, at its first such fill, so it is
# set when the app's screens are first imported, before any window is painted. Painting
# on the app's own thread gives the very same pixels.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def quicken_import_check() -> bool:
    """Once PySide is loaded, every ``import`` statement of the process goes through its
    hook, which asks of each module it has not seen yet whether its source names PySide6
    (for PySide's optional ``__feature__`` switches, which the app does not use). It
    answers by reading the module's whole source through ``inspect`` and ``linecache``:
    about 10 ms of the app's start-up, before its first paint, spent on some 70 modules,
    most of them the standard library's (bench/ui_bench.py). This gives the hook the
    same answers sooner: a module of the standard library never names PySide6, and a
    module read from a ``.py`` file is searched as bytes. Anything else is still asked
    of PySide's own check. Returns whether the check was replaced (False when this
    PySide has no such hook)."""
    try:
        import shiboken6  # noqa: F401  (loads the hook's module)
    except ImportError:
        return False
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "pyside_check", None) is not None:
        return True  # already replaced
    standard = sys.stdlib_module_names

    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", None)
        if isinstance(name, str) and name.partition(".")[0] in standard:
            return False
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as file:
                    return b"PySide6" in file.read()
            except OSError:
                pass
        return bool(original(module))

    uses_pyside.pyside_check = original  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True


# PySide's support code from the bytecode cache (blocky/ui/support_cache.py), then its
# import check made quicker: both before any of the app's screens loads PySide.
import_shiboken()
quicken_import_check()
