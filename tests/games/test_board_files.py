"""The board files the app ships with (blocky/resources/catalogue/*.toml for Blocky Mountains,
blocky/resources/montgolfiere/board_*.toml for Montgolfière) are meant to be edited, and an editor
may save them as Latin-1 (a French comment), damage their bytes, or leave a pipe or a folder
in their place. Whatever it is, reading the board and starting a game refuse it with the
game's board error, which names the file and, for text that is not UTF-8, the line; never a
raw UnicodeDecodeError, and nothing is stored."""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blocky.games.blocky_mountains import catalogue
from blocky.games.blocky_mountains.catalogue import CATALOGUE_FILES, CatalogueError
from blocky.games.blocky_mountains.state import Setup
from blocky.games.montgolfiere import editions
from blocky.games.montgolfiere.editions import EditionError
from blocky.games.montgolfiere.setup import Setup as BalloonSetup
from blocky.store import Store

SHIPPED = Path(catalogue.__file__).resolve().parents[2] / "resources"
COMMENTS = ["# côte réglée à la main", "# Größe geprüft", "# déjà vérifié, très sûr"]


@pytest.fixture
def boards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped board files the loaders read instead of the real ones."""
    root = tmp_path / "resources"
    for folder in ("catalogue", "montgolfiere"):
        shutil.copytree(SHIPPED / folder, root / folder)
    shim = SimpleNamespace(files=lambda _package: root)
    monkeypatch.setattr(catalogue, "resources", shim)
    monkeypatch.setattr(editions, "resources", shim)
    catalogue.default_catalogue.cache_clear()
    editions.default_edition.cache_clear()
    yield root
    catalogue.default_catalogue.cache_clear()
    editions.default_edition.cache_clear()


def _files(root: Path) -> list[tuple[Path, str]]:
    found = [(root / "catalogue" / f, f) for f in CATALOGUE_FILES]
    return found + [
        (root / "montgolfiere" / f"board_{e}.toml", f"board_{e}.toml") for e in ("12", "15")
    ]


def _mutations(original: bytes, rng: random.Random) -> Iterator[tuple[bytes, int | None]]:
    """Damaged copies of a file, each with the line of its first byte that is not UTF-8
    (None when the damage may still be UTF-8)."""
    lines = original.split(b"\n")
    for _ in range(12):  # a comment saved as Latin-1 on a line of its own
        at = rng.randrange(len(lines))
        comment = rng.choice(COMMENTS).encode("latin-1")
        yield b"\n".join([*lines[:at], comment, *lines[at:]]), at + 1
    for _ in range(6):  # the whole file saved as Latin-1 after an accent was typed in
        at = rng.randrange(len(lines))
        changed = [*lines[:at], lines[at] + " # é".encode("latin-1"), *lines[at + 1 :]]
        yield b"\n".join(changed), at + 1
    for _ in range(8):  # random bytes, some of them past ASCII
        b = bytearray(original)
        for _ in range(rng.randint(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        yield bytes(b), None
    yield b"\xff\xfe" + original.decode("utf-8").encode("utf-16-le"), 1
    yield b"\xef\xbb\xbf" + original, None  # a byte-order mark is fine


def _start_the_game(db: Path, name: str) -> None:
    """Starting a game on the damaged board ``name`` is refused, and nothing is stored."""
    if name in CATALOGUE_FILES:
        setup: object = Setup.race([("Ann", "white")], seed=1)
    else:
        setup = BalloonSetup.of(["Ann"], baron=True, edition=name[6:8], seed=1)
    store = Store.open(db)
    try:
        ann = store.add_player("Ann").id
        with pytest.raises((CatalogueError, EditionError), match=f"^{name}: line "):
            store.create_game(setup, [ann])
        assert store.games() == []
    finally:
        store.close()


def test_damaged_board_files_are_refused_naming_the_file_and_the_line(
    boards: Path, tmp_path: Path
) -> None:
    rng = random.Random("Latin-1 boards")
    cases = refused = 0
    for path, name in _files(boards):
        original = path.read_bytes()
        for damaged, line in _mutations(original, rng):
            path.write_bytes(damaged)
            catalogue.default_catalogue.cache_clear()
            editions.default_edition.cache_clear()
            cases += 1
            try:
                if name in CATALOGUE_FILES:
                    catalogue.default_catalogue()
                else:
                    editions.default_edition(name[6:8])
            except (CatalogueError, EditionError) as exc:
                refused += 1
                assert str(exc).startswith(f"{name}: ")
                if line is not None:
                    assert f"{name}: line {line} is not UTF-8 text" in str(exc)
                    if cases % 5 == 0:  # creating a game refuses it too
                        _start_the_game(tmp_path / f"games-{cases}.sqlite3", name)
            else:
                assert line is None, f"{name}: read although line {line} is Latin-1"
        path.write_bytes(original)
    assert cases > 150 and refused > 100


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_or_a_folder_in_place_of_a_board_file_is_refused_at_once(boards: Path) -> None:
    cards = boards / "catalogue" / "cards.toml"
    cards.unlink()
    os.mkfifo(cards)  # reading it would wait for ever
    with pytest.raises(CatalogueError, match=r"^cards\.toml: .* is a named pipe, not a file"):
        catalogue.default_catalogue_texts()
    board = boards / "montgolfiere" / "board_15.toml"
    board.unlink()
    board.mkdir()
    with pytest.raises(EditionError, match=r"^board_15\.toml: .* is a folder, not a file"):
        editions.default_edition("15")


def test_a_huge_board_file_is_refused_without_reading_it_all(boards: Path) -> None:
    cards = boards / "catalogue" / "cards.toml"
    with cards.open("ab") as f:
        f.truncate(50_000_000)  # sparse: no disk space, no memory
    with pytest.raises(
        CatalogueError,
        match=r"^cards\.toml: .* is larger than 4 MB, the most a board file may have",
    ):
        catalogue.default_catalogue_texts()


def test_text_with_a_lone_surrogate_names_its_line() -> None:
    texts = catalogue.default_catalogue_texts()
    lines = texts["owls.toml"].split("\n")
    lines[4] += " # \udce9"
    with pytest.raises(CatalogueError, match=r"^owls\.toml: line 5 holds characters that"):
        catalogue.parse_catalogue({**texts, "owls.toml": "\n".join(lines)})
    with pytest.raises(EditionError, match=r"^board\.toml: line 2 holds characters that"):
        editions.parse_edition("version = 1\n# \ud800\nedition = '15'")


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    name=st.sampled_from([*CATALOGUE_FILES, "board_12.toml"]),
    line=st.integers(0, 40),
    junk=st.binary(min_size=1, max_size=12).map(lambda b: b.replace(b"\n", b" ")),
)
def test_any_bytes_in_a_board_file_are_a_board_error_or_a_board(
    boards: Path, name: str, line: int, junk: bytes
) -> None:
    path = next(p for p, n in _files(boards) if n == name)
    original = path.read_bytes()
    lines = original.split(b"\n")
    at = min(line, len(lines))
    path.write_bytes(b"\n".join([*lines[:at], b"# " + junk, *lines[at:]]))
    catalogue.default_catalogue.cache_clear()
    editions.default_edition.cache_clear()
    try:
        if name in CATALOGUE_FILES:
            catalogue.default_catalogue()
        else:
            editions.default_edition("12")
    except (CatalogueError, EditionError) as exc:
        assert str(exc).startswith(f"{name}: ")
        try:
            junk.decode("utf-8")
        except UnicodeDecodeError:
            assert f"{name}: line {at + 1} is not UTF-8 text" in str(exc)
    finally:
        path.write_bytes(original)
