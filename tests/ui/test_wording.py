"""Names in sentences as German and French need them: every sentence of real Montgolfière
games, with players whose names begin with a vowel and the Black Baron, in the three
languages ("d’Anna", "du Baron Noir", "vom Schwarzen Baron", "The Black Baron's")."""

from __future__ import annotations

import doctest
import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

import blocky.ui.kit.grammar
from blocky.games.montgolfiere.rules import apply_logged, new_game
from blocky.games.montgolfiere.setup import Setup
from blocky.games.montgolfiere.simulate import random_action
from blocky.games.montgolfiere.state import Phase
from blocky.i18n import install_translators
from blocky.ui.games.blocky_mountains.coach_panel import advance_text
from blocky.ui.games.montgolfiere.words import balloon_names, event_text, refusal_text
from blocky.ui.kit.grammar import Named, Sentence, fill, joined, sentence
from blocky.ui.kit.numbers import percent_text


@pytest.fixture(params=["en", "de", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang: str = request.param
    install_translators(qapp, lang)
    yield lang
    install_translators(qapp, "en")


def _sentences() -> list[str]:
    """Every event of six random games (and matches) worded, and the refusals that name a
    balloon; Anna, Eli and Ole play with the Black Baron."""
    out: list[str] = []
    for seed in range(6):
        rng = random.Random(seed)
        setup = Setup.of(
            ["Anna", "Eli", "Ole"][: 1 + seed % 3],
            baron=True,
            seed=seed,
            edition="12",
            target=20 if seed % 2 else None,
        )
        names = balloon_names(setup)
        state = new_game(setup)
        while state.phase is not Phase.OVER:
            state, events = apply_logged(state, random_action(state, rng))
            out.extend(event_text(e, names) for e in events)
        for seat in range(len(names)):
            for kind in ("card_entered", "other_hook_chooses"):
                out.append(refusal_text(kind, {"seat": seat}, names))
    return out


def test_names_in_sentences_take_the_language_s_grammar(language: str) -> None:
    said = _sentences()
    assert len(said) > 300
    # Every sentence begins with a capital, even when it begins with the Baron's article.
    assert not [s for s in said if s[:1].islower()]
    text = "\n".join(said)
    if language == "fr":
        assert not re.search(r"\b(?:de|que) (?:Anna|Eli|Ole)\b", text, re.I), text
        assert not re.search(r"\b(?:de|à) (?:le )?Baron Noir", text)
        assert "La carte d’Anna est saisie." in said
        assert "C’est au Grappin du Baron Noir de choisir." in said
        assert "d’Eli" in text and "du Baron Noir" in text
    elif language == "de":
        assert not re.search(
            r"\b(?:von|mit|für) (?:der|dem|Schwarzer)\b|\bfolgt (?:der|Schwarzer)\b", text
        ), text
        assert not re.search(r"(?<!\bder )(?<!\bDer )Schwarze Baron\b", text), text
        assert "vom Schwarzen Baron" in text and "folgt dem Schwarzen Baron" in text
        assert "Jetzt wählt der Enterhaken vom Schwarzen Baron." in said
    else:
        assert not re.search(r"(?<![Tt]he )Black Baron", text), text
        assert "The Black Baron's hook chooses now." in said


def test_the_baron_s_label_stays_his_name(language: str) -> None:
    """In the table's rows and the lists of names the Baron is his name, not a phrase."""
    names = balloon_names(Setup.of(["Anna"], baron=True, seed=1))
    label = {"en": "Black Baron", "de": "Schwarzer Baron", "fr": "Baron Noir"}[language]
    assert names[1] == label and str(names[1]) == label and isinstance(names[1], Named)


def test_fill_elides_declines_and_contracts() -> None:
    baron = Named(
        "Schwarzer Baron", "der Schwarze Baron", "dem Schwarzen Baron", "den Schwarzen Baron"
    )
    assert (
        fill("Le Grappin de {name} suit {0}.", "Ole", name="Anna") == "Le Grappin d’Anna suit Ole."
    )
    assert fill("De {a} à {b}", a="Ève", b="Hugo") == "D’Ève à Hugo"
    assert fill("plus que {n}", n="Eli") == "plus qu’Eli"
    assert fill("Sieg für {0}.", baron) == "Sieg für den Schwarzen Baron."
    assert fill("Zug von {0}", joined(["Anna", baron], " und ".join)) == (
        "Zug von Anna und dem Schwarzen Baron"
    )
    assert sentence(fill("{0} gewinnt.", baron)) == "Der Schwarze Baron gewinnt."
    noir = Named("Baron Noir", "le Baron Noir", "le Baron Noir", "le Baron Noir")
    assert fill("Le Gaz de {0}, la carte à {1}", noir, noir) == (
        "Le Gaz du Baron Noir, la carte au Baron Noir"
    )
    # A sentence that begins with the Baron begins with a capital; with another value it
    # begins as the value does ("certain in hand" inside a coach's line).
    assert Sentence("{0} gewinnt.").format(baron) == "Der Schwarze Baron gewinnt."
    assert Sentence("{0} in hand").format("certain") == "certain in hand"
    # English, and a value that is no name, stay as str.format has them.
    assert fill("{name}'s card: {n} of {m}", name="Anna", n=1, m=8) == "Anna's card: 1 of 8"
    assert doctest.testmod(blocky.ui.kit.grammar).failed == 0


def test_a_percentage_is_written_as_the_language_writes_it(language: str) -> None:
    expected = {"en": "94%", "de": "94\u00a0%", "fr": "94\u00a0%"}[language]
    assert percent_text(94) == expected


def test_the_coach_writes_decimals_as_the_language_does(language: str) -> None:
    mark = "." if language == "en" else ","
    assert f"2{mark}1" in advance_text(2.14) and f"0{mark}5" in advance_text(-0.5)
