"""The ``>>>`` examples of the core and of Blocky Mountains' place in it run as written."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "blocky.core.chance",
    "blocky.core.game",
    "blocky.core.record",
    "blocky.core.registry",
    "blocky.core.text",
    "blocky.games.blocky_mountains.game",
    "blocky.games.blocky_mountains.plugin",
    "blocky.games.blocky_mountains.record",
    "blocky.games.blocky_mountains.setup_json",
    "blocky.core.untrusted",
]


@pytest.mark.parametrize("name", MODULES)
def test_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
