"""The ``>>>`` examples of Montgolfière's public API run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import blocky.games.montgolfiere as package

MODULES = sorted(f"{package.__name__}.{m.name}" for m in pkgutil.iter_modules(package.__path__))


def test_the_package_has_examples() -> None:
    assert len(MODULES) >= 15


@pytest.mark.parametrize("name", MODULES)
def test_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
