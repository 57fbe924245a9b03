"""The shell opens the user's games: the store seen through the kit's :class:`Library`
protocol (blocky/ui/kit/library.py, where the protocols and errors live)."""

from __future__ import annotations

from pathlib import Path

from blocky.ui.kit.library import STORE_FILE, GameHandle, Library, LibraryError, store_errors

__all__ = ["STORE_FILE", "GameHandle", "Library", "LibraryError", "open_library", "store_errors"]


def open_library(data_dir: Path) -> Library:
    """Open the user's games in ``data_dir``. Raises LibraryError or StoreError."""
    from blocky.store import Store

    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LibraryError(
            f"The folder for your games cannot be created: {data_dir} ({exc.strerror}).",
            kind="no_folder",
            path=data_dir,
            detail=exc.strerror,
        ) from None
    library: Library = Store.open(data_dir / STORE_FILE)
    return library
