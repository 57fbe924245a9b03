# PyInstaller run-time hook (blocky-mountains.spec): runs before PyInstaller's own hooks, the
# first of which loads PySide (pyi_rth_pyside6). The app's screens load it first instead, as
# they do outside the bundle: PySide's support code from the build's compiled copy
# (blocky/ui/shim.py, packaging/support_cache.py), not compiled on every start.
import blocky.ui  # noqa: F401
