"""Entry point: ``blocky-mountains`` starts the app, or runs a headless command."""

from __future__ import annotations

import sys

#: The desktop menu entry's commands (blocky/desktop.py), each given alone.
DESKTOP_ENTRY_ACTIONS = {"--install-desktop-entry": "install", "--remove-desktop-entry": "remove"}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) == 1 and args[0] in DESKTOP_ENTRY_ACTIONS:
        from blocky.desktop import main as desktop_main

        return desktop_main(DESKTOP_ENTRY_ACTIONS[args[0]])
    from blocky.cli import main as cli_main

    return cli_main(args)


if __name__ == "__main__":
    raise SystemExit(main())
