#!/usr/bin/env bash
# Prints the newest Python 3.11 or later on this machine, for the Makefile (PYTHON=...
# on make's command line chooses another). Asked in turn, newest first: python3.N on
# PATH, then pyenv's installed python3.N (pyenv's shims answer only for the version
# pyenv has selected); last, python3 itself. Each is run to check it really is 3.11+.
set -u
root="${PYENV_ROOT:-$HOME/.pyenv}"
for minor in 14 13 12 11; do
    for candidate in "python3.$minor" "$root"/versions/3."$minor"*/bin/python3."$minor"; do
        if command -v "$candidate" >/dev/null 2>&1 \
            && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
            command -v "$candidate"
            exit 0
        fi
    done
done
echo python3
