"""Render the app icon's PNG sizes from its SVG, and copy the SVG into the app's resources.

The SVG in icons/hicolor/scalable/apps/ is the one source; the PNGs and
the copies in blocky/resources/icons/ are derived from it and committed, so installing the app needs
neither this script nor an SVG renderer. Run ``python packaging/render_icons.py`` after
editing the SVG.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
sys.path.insert(0, str(ROOT))

from blocky import APP_ID  # noqa: E402

PNG_SIZES = (48, 128, 256)
HICOLOR = PACKAGING / "icons" / "hicolor"
SOURCE_SVG = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
RESOURCE_SVG = ROOT / "blocky" / "resources" / "icons" / f"{APP_ID}.svg"


def png_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def resource_png_path(size: int) -> Path:
    """The copy the wheel ships for ``blocky-mountains --install-desktop-entry``."""
    return RESOURCE_SVG.parent / f"{APP_ID}-{size}.png"


def render_png(svg: Path, size: int, out: Path) -> None:
    """Render ``svg`` to a ``size`` x ``size`` PNG with a transparent background."""
    # Imported here so the paths above can be used without Qt (the packaging test does).
    from PySide6.QtCore import QRectF, Qt  # noqa: TID251
    from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: TID251
    from PySide6.QtSvg import QSvgRenderer  # noqa: TID251

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG file Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise OSError(f"could not write {out}")


def main() -> int:
    for size in PNG_SIZES:
        render_png(SOURCE_SVG, size, png_path(size))
        print(f"wrote {png_path(size).relative_to(ROOT)}")
        shutil.copyfile(png_path(size), resource_png_path(size))
        print(f"wrote {resource_png_path(size).relative_to(ROOT)}")
    RESOURCE_SVG.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE_SVG, RESOURCE_SVG)
    print(f"wrote {RESOURCE_SVG.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
