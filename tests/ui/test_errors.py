"""Errors of the store and of the set-up rules reach the screen in the app's language."""

from __future__ import annotations

import copy
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from blocky.games.blocky_mountains.state import Setup, SetupError
from blocky.i18n import install_translators
from blocky.store import Store, StoreError
from blocky.store.schema import SCHEMA_VERSION
from blocky.ui.kit.errors import error_text
from blocky.ui.shell.app import open_games_or_explain
from blocky.ui.shell.library import STORE_FILE


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "de")
    yield
    install_translators(qapp, "en")


def _newer_store(folder: Path) -> Path:
    folder.mkdir()
    path = folder / STORE_FILE
    with Store.open(path) as store:
        store.add_player("Mia")
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    return path


def test_a_newer_database_is_explained_in_german(qtbot, tmp_path: Path, german: None) -> None:  # type: ignore[no-untyped-def]
    path = _newer_store(tmp_path / "d")
    before = path.read_bytes()
    parent = QWidget()
    qtbot.addWidget(parent)
    assert open_games_or_explain(parent, path.parent, modal=False) is None
    box = parent.findChild(QMessageBox, "storeErrorBox")
    assert box is not None and box.isVisible()
    text = box.informativeText()
    assert "neueren Version" in text, text
    assert str(path) in text and str(SCHEMA_VERSION + 1) in text
    assert "newer version" not in text and "update the app" not in text
    assert "Nichts wurde" in box.text()
    assert path.read_bytes() == before
    box.close()


def test_the_store_error_keeps_its_english_sentence_and_names_its_kind(tmp_path: Path) -> None:
    path = _newer_store(tmp_path / "d")
    with pytest.raises(StoreError) as err:
        Store.open(path)
    assert err.value.kind == "newer"
    assert err.value.params == {
        "path": path,
        "version": SCHEMA_VERSION + 1,
        "known": SCHEMA_VERSION,
    }
    assert "newer version of the app" in str(err.value)
    # English: the translated sentence is the store's own.
    assert error_text(err.value) == str(err.value)


@pytest.mark.parametrize(
    ("make", "german_words"),
    [
        (lambda: Setup.race([("Ann", "white"), ("Ann", "black")]).validate(), "gleichen Namen"),
        (lambda: Setup.team(["Mia"]).validate(), "2 bis 7"),
        (lambda: Setup.race([("Ann", "pink")]), "pink"),
        (lambda: Setup.solo("").validate(), "braucht einen Namen"),
    ],
)
def test_setup_errors_are_said_in_german(german: None, make, german_words: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SetupError) as err:
        make()
    assert err.value.kind
    text = error_text(err.value)
    assert german_words in text, text
    assert text != str(err.value)


def test_an_error_without_a_kind_keeps_its_words(german: None) -> None:
    assert error_text(StoreError("Something odd.")) == "Something odd."
    assert error_text(SetupError("something odd")) == "Something odd"


def _file_errors(tmp_path: Path) -> list[StoreError]:
    from blocky.store import errors

    path = tmp_path / STORE_FILE
    return [
        errors.read_only(tmp_path),
        errors.read_only_file(path),
        errors.no_permission(path),
        errors.hot_journal(path, tmp_path),
        errors.locked_by_other_program(path),
        errors.corrupt(path),
    ]


def test_each_file_problem_has_its_own_words_in_english(tmp_path: Path) -> None:
    found = _file_errors(tmp_path)
    assert len({e.kind for e in found}) == len(found)
    for exc in found:
        # The template for the kind says exactly what the store says.
        assert error_text(exc) == str(exc), exc.kind
    # With no backup there is nothing to restore, and the message does not offer it.
    assert "There is no backup of it to restore" in str(found[-1])
    assert "Restore one" not in error_text(found[-1])


def test_a_damaged_file_with_backups_counts_them_in_every_language(
    tmp_path: Path, qapp: QApplication
) -> None:
    from blocky.store import errors

    damaged = StoreError("…", kind="damaged", path=tmp_path / STORE_FILE, detail="", backups=2)
    english = error_text(damaged)
    assert "Backups you can restore: 2. Restore one" in english
    assert install_translators(qapp, "de")
    try:
        assert "2" in error_text(damaged) and error_text(damaged) != english
        assert "Hol eine zurück" in error_text(damaged)
        assert "Hol eine zurück" not in error_text(errors.corrupt(tmp_path / STORE_FILE))
    finally:
        install_translators(qapp, "en")


def test_each_file_problem_is_said_in_german(tmp_path: Path, german: None) -> None:
    texts = [error_text(exc) for exc in _file_errors(tmp_path)]
    assert len(set(texts)) == len(texts)
    for text, exc in zip(texts, _file_errors(tmp_path), strict=True):
        assert text != str(exc) and str(exc.params["path"]) in text, exc.kind
    assert "schreibgeschützt" in texts[1] and "anderes Programm" in texts[4]


def test_every_kind_the_store_and_rules_raise_is_worded_for_the_screen() -> None:
    """A new kind of error without words would reach a German table in English."""
    import re

    from blocky.ui.games.blocky_mountains.words import setup_error_templates
    from blocky.ui.kit.errors import _store_templates

    root = Path(__file__).resolve().parents[2] / "blocky"
    raised = {
        kind
        for folder in ("store", "games")
        for source in (root / folder).rglob("*.py")
        for kind in re.findall(r'kind="([a-z_]+)"', source.read_text(encoding="utf-8"))
    }
    assert len(raised) > 20
    worded = set(_store_templates()) | set(setup_error_templates())
    assert raised <= worded, sorted(raised - worded)


def test_a_hostile_name_in_an_import_refusal_is_said_short_and_in_german(
    tmp_path: Path, german: None
) -> None:
    name = "<b>Mia</b>" + "x" * 5_000
    err = StoreError("…", kind="same_player_twice", game="g", name=name)
    text = error_text(err)
    assert "Benenne den Spieler" in text
    assert name not in text and "<b>Mia</b>" in text
    assert len(text) < 600


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


def _refusals(tmp_path: Path) -> list[StoreError]:
    """What loading a file of a newer app says: a newer export, a game this app does not
    know, a game played with newer rules."""
    from blocky.games.montgolfiere.setup import Setup as BalloonSetup

    with Store.open(tmp_path / "a.sqlite3") as a:
        ids = [a.add_player(n).id for n in ("Ana", "Ben")]
        a.create_game(BalloonSetup.of(["Ana", "Ben"], baron=True, seed=3), ids)
        data = a.export_all()
    out: list[StoreError] = []
    with Store.open(tmp_path / "b.sqlite3") as b:
        for change in ("version", "game", "rules"):
            bad = copy.deepcopy(data)
            if change == "version":
                bad["version"] = 3
            else:
                bad["games"][0]["record"][change] = "chess" if change == "game" else 2
            with pytest.raises(StoreError) as refused:
                b.import_data(bad)
            out.append(refused.value)
        assert b.games() == [] and b.players() == []
    return out


def test_a_file_of_a_newer_app_is_refused_in_german(tmp_path: Path, german: None) -> None:
    texts = [error_text(e) for e in _refusals(tmp_path)]
    assert [e.kind for e in _refusals(tmp_path / "again")] == [
        "newer_export",
        "unknown_game",
        "newer_rules",
    ]
    assert "neueren Version der App" in texts[0] and "Exportversion 3" in texts[0]
    assert "„chess“" in texts[1] and "nicht kennt" in texts[1]
    assert "Montgolfière" in texts[2] and "Regelversion 2" in texts[2]
    for text in texts:
        assert "Es wurde nichts geladen." in text and "update" not in text


def test_a_file_of_a_newer_app_is_refused_in_french(tmp_path: Path, french: None) -> None:
    texts = [error_text(e) for e in _refusals(tmp_path)]
    assert "version plus récente de l’application" in texts[0]
    assert "«\u00a0chess\u00a0»" in texts[1] and "ne connaît pas" in texts[1]
    assert "règles plus récentes" in texts[2]
    for text in texts:
        assert "Rien n’a été chargé." in text and "update" not in text
