"""Entry script for the standalone build: the same ``main`` that ``blocky-mountains`` runs."""

from blocky.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
