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
    "blocky.rules.game",
    "blocky.rules.plugin",
    "blocky.rules.record",
    "blocky.rules.setup_json",
    "blocky.rules.untrusted",
]


@pytest.mark.parametrize("name", MODULES)
def test_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
