"""docs/record-format.md: its example is a record that really replays as described."""

from __future__ import annotations

import json
import re
from pathlib import Path

from blocky.games.blocky_mountains.actions import ACTION_TYPES
from blocky.games.blocky_mountains.describe import state_summary
from blocky.games.blocky_mountains.record import (
    RECORD_VERSION,
    record_from_json,
    record_to_json,
    replay,
)

DOC = Path(__file__).resolve().parents[3] / "docs" / "record-format.md"


def _blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_example_replays_to_the_documented_state() -> None:
    (example,) = _blocks("json")
    (summary,) = _blocks("text")
    data = json.loads(example)
    record = record_from_json(data)
    state = replay(record)
    assert state_summary(state) == summary.strip()
    assert record_to_json(record) == data  # the example is exactly what the app writes


def test_doc_names_every_action_kind_and_the_version() -> None:
    text = DOC.read_text(encoding="utf-8")
    for kind in ACTION_TYPES:
        assert f"| `{kind}` |" in text, kind
    assert f"describes **{RECORD_VERSION}**" in text
