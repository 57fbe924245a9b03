"""Entry point: ``blocky-mountains`` starts the app, or runs a headless command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from blocky.cli import main as cli_main

    return cli_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
