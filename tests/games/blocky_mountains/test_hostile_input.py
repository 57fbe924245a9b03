"""Damaged and hostile records and board files: a clear refusal, never another exception.

Records come from files (``replay``), from exports and from the saved games the store
reads back; board data comes from TOML a player edits. Whatever they hold, reading them
raises only RecordError / CatalogueError (and replaying only RecordError), with a message
that is short and can be printed.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from blocky import cli
from blocky.games.blocky_mountains.actions import ActionFormatError, action_from_json
from blocky.games.blocky_mountains.catalogue import (
    CATALOGUE_FILES,
    CatalogueError,
    default_catalogue_texts,
    parse_catalogue,
)
from blocky.games.blocky_mountains.record import (
    RecordError,
    record_from_json,
    record_from_text,
    replay,
    setup_from_json,
)
from tests.games.blocky_mountains.golden_scenarios import GOLDEN_DIR, record_json_of

DOC = Path(__file__).resolve().parents[3] / "docs" / "record-format.md"
DEEP = 100_000


def _sources() -> list[str]:
    texts = [record_json_of(p) for p in sorted(GOLDEN_DIR.glob("*.txt"))]
    (example,) = re.findall(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return texts + [example]


# ------------------------------------------------------------------------- mutations

#: Values that have broken readers: huge and non-finite numbers, deep nesting, wrong types,
#: text that is not text.
HOSTILE_VALUES: list[Any] = [
    None,
    True,
    -1,
    0,
    10**40,
    -(10**4000),
    1.5,
    float("inf"),
    float("nan"),
    "",
    "x" * 100_000,
    "\ud800",
    "\u202eevil",
    "\x00",
    [],
    {},
    json.loads("[" * 30 + "1" + "]" * 30),
    {"do": {"do": {"do": "retry"}}},
]


def _deep(n: int = DEEP) -> str:
    return "[" * n + "]" * n


def _text_mutations(text: str, rng: random.Random) -> Iterator[str]:
    data = text.encode("utf-8")
    for _ in range(12):  # byte flips
        b = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(b))
            b[i] = rng.randrange(256)
        yield b.decode("utf-8", errors="surrogateescape")
    for _ in range(6):  # truncation
        yield text[: rng.randrange(len(text))]
    for _ in range(4):  # a deep list or a huge number in place of a value
        i = rng.choice([m.end() for m in re.finditer(r": ", text)])
        j = text.find(",", i)
        j = j if j != -1 else i
        yield text[:i] + rng.choice([_deep(), "9" * 5000, "1e999", "-Infinity", "NaN"]) + text[j:]
    yield _deep()
    yield "{" * DEEP
    yield '{"a":' * DEEP + "1" + "}" * DEEP
    yield "9" * 100_000
    yield '"\\ud800"'
    yield text.replace('"Wendy"', '"\\udc80"').replace('"Ada"', '"\\ud834"')
    yield re.sub('"version": [12],', '"version": ' + "7" * 5000 + ",", text, count=1)
    yield text.replace('"seed": 0', '"seed": ' + "1" * 4000)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {k: _replace(v, rest, new) if k == head else v for k, v in value.items()}
    return [_replace(v, rest, new) if i == head else v for i, v in enumerate(value)]


def _value_mutations(data: Any, rng: random.Random) -> Iterator[Any]:
    paths = list(_paths(data))
    for _ in range(40):
        yield _replace(data, rng.choice(paths), rng.choice(HOSTILE_VALUES))
    deep: Any = 1
    for _ in range(900):  # as deep as json.loads itself lets a store read
        deep = [deep]
    yield _replace(data, rng.choice(paths), deep)
    yield {**data, "setup": {**data["setup"], "players": [{"name": "A", "colour": "white"}] * 50}}
    yield {
        **data,
        "actions": data["actions"] + [{"do": "reveal_owl", "advance": 10**50, "back": 0}],
    }
    yield {**data, "actions": data["actions"] + [{"do": "partner", "seat": -(10**5000)}]}
    yield {**data, "catalogue": {"digest": 10**5000}}
    yield {**data, "board": {f: _deep(50_000) for f in CATALOGUE_FILES}}


# -------------------------------------------------------------------------- checks


def _printable(message: str) -> None:
    assert message and len(message) < 2_000, message[:200]
    message.encode("utf-8")  # lone surrogates would fail here


def _read_and_replay(read: Callable[[], Any]) -> str:
    """'ok' or 'refused'; any other exception fails the test."""
    try:
        record = read()
        replay(record)
    except RecordError as exc:
        _printable(str(exc))
        return "refused"
    return "ok"


def test_mutated_record_texts_are_refused_with_a_record_error() -> None:
    rng = random.Random("hostile record texts")
    outcomes: dict[str, int] = {}
    for text in _sources():
        for bad in _text_mutations(text, rng):
            raw = bad.encode("utf-8", errors="surrogateescape")
            for data in (raw, bad):
                out = _read_and_replay(lambda d=data: record_from_text(d))  # type: ignore[misc]
                outcomes[out] = outcomes.get(out, 0) + 1
    assert outcomes["refused"] > 200


def test_mutated_record_values_are_refused_with_a_record_error() -> None:
    """As the store reads saved games: JSON already parsed, any value anywhere."""
    rng = random.Random("hostile record values")
    refused = 0
    for text in _sources():
        data = json.loads(text)
        for bad in _value_mutations(data, rng):
            refused += _read_and_replay(lambda d=bad: record_from_json(d)) == "refused"  # type: ignore[misc]
    assert refused > 150


@pytest.mark.parametrize("value", HOSTILE_VALUES, ids=range(len(HOSTILE_VALUES)))
def test_setup_and_action_readers_refuse_any_value(value: Any) -> None:
    good_setup = {"mode": "race", "players": [{"name": "Wendy", "colour": "white"}]}
    candidates = [value, {**good_setup, "players": value}, {**good_setup, "seed": value}]
    candidates += [{**good_setup, "mode": value}, {**good_setup, "draws": value}]
    candidates += [{**good_setup, "players": [{"name": value, "colour": "white"}]}]
    candidates += [{**good_setup, "players": [{"name": "Wendy", "colour": value}]}]
    candidates += [{**good_setup, value if isinstance(value, str) else "x": 1}]
    for data in candidates:
        try:
            setup_from_json(data)
        except RecordError as exc:
            _printable(str(exc))
    actions = [value, {"do": value}, {"do": "reveal_card", "card": value}]
    actions += [{"do": "partner", "seat": value}, {"do": "reveal_owl", "advance": value, "back": 0}]
    actions += [{"do": "choose_pile", "pile": value}, {"do": "report", "mastered": value}]
    actions += [{"do": "retry", (value if isinstance(value, str) else "x"): 1}]
    for data in actions:
        try:
            action_from_json(data)
        except ActionFormatError as exc:
            _printable(str(exc))


def test_the_refusals_name_the_problem() -> None:
    (example,) = _sources()[-1:]
    cases = {
        _deep(): "nested more than 64 deep",
        "9" * 5000: "a whole number has 5000 digits",
        "[NaN]": "NaN is not a number a game record can hold",
        "[1e999]": "the number 1e999 is too large",
        b"\xff\xfe": "it is not UTF-8 text",
        '["\\ud800"]': "not valid text",
        example[:100]: "it is not valid JSON",
        re.sub('"version": [12],', '"version": ' + "7" * 5000 + ",", example, count=1): (
            "a whole number has 5000"
        ),
    }
    for text, needle in cases.items():
        with pytest.raises(RecordError) as refused:
            record_from_text(text)
        assert needle in str(refused.value)
    data = json.loads(example)
    data["actions"].append({"do": "partner", "seat": 10**5000})
    with pytest.raises(RecordError) as refused:
        record_from_json(data)
    assert str(refused.value) == (
        "action 11: 'seat' must be a whole number from 0 to 99, not a number with 5001 digits"
    )
    data["actions"][-1] = {"do": "reveal_card", "card": "x" * 10_000_000}
    with pytest.raises(RecordError) as refused:
        record_from_json(data)
    assert len(str(refused.value)) < 200 and "(10000000 characters)" in str(refused.value)


# ------------------------------------------------------------------------ board TOML


def _toml_mutations(texts: dict[str, str], rng: random.Random) -> Iterator[dict[str, str]]:
    for name in CATALOGUE_FILES:
        text = texts[name]
        hostile = [
            "a = " + _deep(),
            "a = " + "{b = " * 5000 + "1" + "}" * 5000,
            "a = [" + "{b = [" * 3000 + "1" + "]}" * 3000 + "]",
            "version = " + "9" * 5000,
            "version = 0x" + "f" * 5000,
            "version = [[[[1]]]]",
            "version = inf",
            "version = nan",
            'version = "' + "v" * 10_000 + '"',
            "peak = 1e999",
            "campground = -" + "1" * 40,
        ]
        for line in hostile:
            yield {**texts, name: line + "\n" + text}
            yield {**texts, name: text + "\n" + line}
        # every whole number in the file, in turn, made huge, negative or the wrong type
        numbers = list(re.finditer(r"(?<=[=\[, ])(\d+)(?=[\],\n ])", text))
        for m in rng.sample(numbers, min(12, len(numbers))):
            for new in ("9" * 5000, "0x" + "f" * 4000, "-" + "9" * 40, '"x"', "[]", "{}", "inf"):
                yield {**texts, name: text[: m.start()] + new + text[m.end() :]}
        for _ in range(10):
            b = bytearray(text.encode("utf-8"))
            for _ in range(rng.randint(1, 4)):
                b[rng.randrange(len(b))] = rng.randrange(256)
            yield {**texts, name: b.decode("utf-8", errors="surrogateescape")}
        for _ in range(4):
            yield {**texts, name: text[: rng.randrange(len(text))]}
        yield {**texts, name: text.replace("Treetop", "\ud800").replace("Chimney", "\x00")}
        yield {**texts, name: 7}  # type: ignore[dict-item]


def test_mutated_board_files_are_refused_with_a_catalogue_error() -> None:
    rng = random.Random("hostile boards")
    refused = 0
    for texts in _toml_mutations(default_catalogue_texts(), rng):
        try:
            cat = parse_catalogue(texts)
        except CatalogueError as exc:
            _printable(str(exc))
            refused += 1
            continue
        cat.digest  # noqa: B018 - computing the digest must work too
    assert refused > 200


def test_deep_board_files_name_the_problem() -> None:
    texts = default_catalogue_texts()
    for text, needle in [
        ("a = " + _deep(), "race_map.toml: lists or tables are nested more than 64 deep"),
        ("a = " + "9" * 5000, "race_map.toml: not valid TOML: a number or list is too"),
        ("a = 0x" + "f" * 5000, "race_map.toml: a whole number has more than 30 digits"),
    ]:
        with pytest.raises(CatalogueError) as refused:
            parse_catalogue({**texts, "race_map.toml": text + "\n" + texts["race_map.toml"]})
        assert needle in str(refused.value)
    peak = re.sub(r"(?m)^peak = .*$", "peak = [[[1]]]", texts["race_map.toml"])
    with pytest.raises(CatalogueError) as refused:
        parse_catalogue({**texts, "race_map.toml": peak})
    assert str(refused.value) == (
        "race_map.toml: top level: 'peak' must be a whole number, not a list"
    )
    # A board inside a record is read the same way.
    (example,) = _sources()[-1:]
    data = json.loads(example)
    data["board"] = {**texts, "owls.toml": "a = " + _deep(200)}
    with pytest.raises(RecordError, match="board data: owls.toml: lists or tables are nested"):
        record_from_json(data)


# ----------------------------------------------------------------------- the command


def test_replay_command_never_fails_with_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random("hostile replay command")
    path = tmp_path / "record.json"
    runs = 0
    for text in _sources():
        for bad in _text_mutations(text, rng):
            path.write_bytes(bad.encode("utf-8", errors="surrogateescape"))
            for args in (["replay", str(path)], ["replay", "--json", "--options", str(path)]):
                code = cli.main(args)  # an exception here is a traceback for the user
                out = capsys.readouterr()
                assert code in (0, 1, 2)
                assert "Traceback" not in out.err
                if code:
                    assert out.err.startswith("error: ")
                if "--json" in args and code:
                    json.loads(out.out)["error"]  # noqa: B018
                runs += 1
    assert runs > 200


@pytest.mark.parametrize(
    "content",
    [
        _deep().encode(),
        b"9" * 100_000,
        b'{"format": "blocky-mountains-record", "version": 1, "setup": {"mode": "race", '
        b'"players": [{"name": "\\ud800", "colour": "white"}]}, "actions": []}',
        b"\xff\xfe\x00",
    ],
    ids=["deep", "huge number", "surrogate name", "not utf-8"],
)
def test_replay_command_in_a_real_process(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    out = subprocess.run(
        [sys.executable, "-m", "blocky", "replay", "--json", str(path)],
        capture_output=True,
        text=True,
        cwd="/tmp",
    )
    assert out.returncode in (1, 2)
    assert "Traceback" not in out.stderr and out.stderr.startswith("error: ")
    assert json.loads(out.stdout)["error"]["reason"]
