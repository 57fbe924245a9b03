"""The desktop app's screens (Qt)."""

from blocky.ui.shim import import_shiboken

# PySide's support code from the bytecode cache (blocky/ui/shim.py), before any of the
# app's screens loads PySide.
import_shiboken()
