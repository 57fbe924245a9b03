"""German and French are complete, and the .ts sources match the strings in the code.

When a test here fails after changing user-visible text, run ``make translations-update``
and translate the strings it marks unfinished in resources/translations/blocky_*.ts.
"""

from __future__ import annotations

import ast
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    Partner,
    PlayOn,
    Report,
    Retry,
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.describe import describe_action, describe_event, end_reason_text
from blocky.games.blocky_mountains.game import (
    apply_logged,
    chance_options,
    current_actor,
    explain_illegal,
    is_over,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.simulate import random_setup
from blocky.games.blocky_mountains.state import CHANCE, Setup, State
from blocky.i18n import LANGUAGES, choose_language, system_language
from tests.ts_files import LANGUAGES as TS_LANGUAGES
from tests.ts_files import (
    PLACEHOLDER,
    PLURAL_ONLY_LANGUAGES,
    ROOT,
    RULES_CONTEXT,
    TS_DIR,
    Source,
    Translation,
    placeholders,
    read_ts,
    run_update,
)


@pytest.fixture(scope="module")
def updated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed .ts files after the update step (make translations-update) ran on them."""
    folder = tmp_path_factory.mktemp("ts")
    for lang in (*TS_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        shutil.copy(TS_DIR / f"blocky_{lang}.ts", folder)
    run_update(folder)
    return folder


@pytest.fixture(scope="module")
def sources(updated: Path) -> set[Source]:
    """Every string the code translates, as pyside6-lupdate and the data step find them."""
    return set(read_ts(updated / "blocky_de.ts"))


@pytest.fixture(scope="module", params=TS_LANGUAGES)
def ts(request: pytest.FixtureRequest) -> tuple[str, dict[Source, Translation]]:
    lang: str = request.param
    return lang, read_ts(TS_DIR / f"blocky_{lang}.ts")


def test_every_language_of_the_settings_has_a_ts_file() -> None:
    assert set(LANGUAGES) == {"en", *TS_LANGUAGES}
    assert PLURAL_ONLY_LANGUAGES == ("en",)
    for lang in (*TS_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        assert (TS_DIR / f"blocky_{lang}.ts").is_file()


def test_counts_use_plural_forms(sources: set[Source]) -> None:
    """Counts of squirrels, cards, rods and attempts go through Qt's plural forms, in the
    app's own strings and in the rules' sentences (French says "0 écureuil")."""
    numerus = {(s.context, s.text) for s in sources if s.numerus}
    assert (RULES_CONTEXT, "%n squirrel(s)") in numerus
    assert ("TurnPanel", "%n rod(s)") in numerus
    assert ("StartScreen", "Space {0}, %n squirrel(s)") in numerus
    assert all("%n" in text or "(s)" in text for _, text in numerus)
    # No count is worded with a fixed plural any more.
    fixed = [
        s.text for s in sources if re.search(r"\{\w*\} (squirrels|cards|rods|attempts)\b", s.text)
    ]
    # The command line's English pair; a pile's size (8, 10 or 12); a letter, not a count.
    allowed = {
        "{n} squirrels",
        "Route {pile}: {m} of {n} cards mastered, {f} failed.",
        "Intermediate {0} squirrels",
    }
    assert set(fixed) <= allowed, fixed


def test_english_file_holds_exactly_the_plural_forms(sources: set[Source]) -> None:
    english = read_ts(TS_DIR / "blocky_en.ts")
    assert set(english) == {s for s in sources if s.numerus}
    for s, t in english.items():
        assert t.finished and len(t.forms) == 2 and all(f.strip() for f in t.forms), s
        assert [placeholders(f) for f in t.forms] == [placeholders(s.text)] * 2, s
        assert "(s)" not in "".join(t.forms), s


def test_ts_files_list_exactly_the_strings_in_the_code(
    updated: Path, ts: tuple[str, dict[Source, Translation]]
) -> None:
    lang, translations = ts
    wanted = set(read_ts(updated / f"blocky_{lang}.ts"))
    missing = sorted(wanted - set(translations), key=lambda s: (s.context, s.text))
    stale = sorted(set(translations) - wanted, key=lambda s: (s.context, s.text))
    assert not missing, f"blocky_{lang}.ts lacks (run make translations-update): {missing[:10]}"
    assert not stale, f"blocky_{lang}.ts has strings no longer in the code: {stale[:10]}"


def test_every_string_is_translated(ts: tuple[str, dict[Source, Translation]]) -> None:
    lang, translations = ts
    unfinished = [
        (s.context, s.text)
        for s, t in translations.items()
        if not t.finished or not all(f.strip() for f in t.forms)
    ]
    assert not unfinished, f"{len(unfinished)} unfinished in blocky_{lang}.ts: {unfinished[:10]}"


def test_translations_keep_every_placeholder(ts: tuple[str, dict[Source, Translation]]) -> None:
    lang, translations = ts
    broken = [
        (s.context, s.text, form)
        for s, t in translations.items()
        for form in t.forms
        if placeholders(form) != placeholders(s.text)
    ]
    assert not broken, f"placeholders changed in blocky_{lang}.ts: {broken[:10]}"


def test_plural_forms_are_complete(ts: tuple[str, dict[Source, Translation]]) -> None:
    lang, translations = ts
    for s, t in translations.items():
        if s.numerus:
            # German and French have two plural forms (one, other).
            assert len(t.forms) == 2, (lang, s.text, t.forms)


def _words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{2,}", PLACEHOLDER.sub("", text))


def test_no_translation_is_left_in_english(ts: tuple[str, dict[Source, Translation]]) -> None:
    """A copied English sentence is not a translation: a few words are the same in all
    three languages (names, letters, 'Orange', 'Route'), whole sentences are not."""
    lang, translations = ts
    copied = [
        s.text
        for s, t in translations.items()
        if t.forms[0] == s.text and len(_words(s.text)) > 1 and s.text != "Blocky Mountains"
    ]
    assert not copied, f"blocky_{lang}.ts keeps English: {copied[:10]}"


def test_the_update_step_changes_nothing(updated: Path) -> None:
    """The committed files are what make translations-update writes: no drift, no lost work."""
    for lang in (*TS_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        name = f"blocky_{lang}.ts"
        assert (updated / name).read_bytes() == (TS_DIR / name).read_bytes(), (
            f"run make translations-update: {name} is not what it writes"
        )


def test_every_context_is_a_plain_name(sources: set[Source]) -> None:
    """lupdate's Python reader joins a ``Name.tr(`` to a ``QCoreApplication.translate(`` just
    before it in the same expression ("QCoreApplication.Name"): such a string would be
    translated in a context the app never asks for. Put a statement between them."""
    assert all(re.fullmatch(r"[A-Za-z]+", s.context) for s in sources), sorted(
        {s.context for s in sources}
    )


def test_counts_are_written_the_way_lupdate_reads_them() -> None:
    """pyside6-lupdate (6.11) reads a count only as ``tr(text, None, n)``: in
    ``QCoreApplication.translate(ctx, text, None, n)`` it takes the count for an encoding
    (the string loses its plural forms, or is skipped), and a count given as ``n=`` is not
    seen at all. Plural strings use ``self.tr`` or ``Name.tr("%n ...", None, n)``."""
    misread = []
    for path in sorted((ROOT / "blocky" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            literal = [isinstance(a, ast.Constant) for a in node.args]
            counted = any(k.arg == "n" for k in node.keywords)
            if node.func.attr == "translate" and all(literal[:2]) and len(literal) >= 2:
                counted = counted or len(node.args) > 3
            elif not (node.func.attr == "tr" and literal[:1] == [True]):
                continue
            if counted:
                misread.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    assert not misread, misread


def test_a_new_string_is_added_unfinished_and_translations_kept(tmp_path: Path) -> None:
    """The update step finds a new tr() string (with and without plural forms) and marks it
    unfinished, and keeps every translation already made."""
    extra = tmp_path / "panel.py"
    extra.write_text(
        "class NewPanel(QWidget):\n"
        "    def words(self, n):\n"
        '        self.tr("A sentence nobody has translated yet.")\n'
        '        Statistics.tr("%n new thing(s)", None, n)\n'
        '        QCoreApplication.translate("Errors", "Another new message.")\n',
        encoding="utf-8",
    )
    for lang in (*TS_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        shutil.copy(TS_DIR / f"blocky_{lang}.ts", tmp_path)
    run_update(tmp_path, extra)
    new = {
        Source("NewPanel", "A sentence nobody has translated yet."),
        Source("Errors", "Another new message."),
        Source("Statistics", "%n new thing(s)", numerus=True),
    }
    for lang in TS_LANGUAGES:
        before, after = (
            read_ts(TS_DIR / f"blocky_{lang}.ts"),
            read_ts(tmp_path / f"blocky_{lang}.ts"),
        )
        assert set(after) == set(before) | new
        assert all(not after[s].finished for s in new)
        assert {s: after[s] for s in before} == before
    english = read_ts(tmp_path / "blocky_en.ts")
    assert set(english) - set(read_ts(TS_DIR / "blocky_en.ts")) == {
        Source("Statistics", "%n new thing(s)", numerus=True)
    }


def test_after_a_merge_the_other_sides_translations_are_taken_over(tmp_path: Path) -> None:
    """A branch that added and translated a string, in the .ts layout of any version: its
    translation fills the string the update step adds here, and nothing else changes."""
    ours, theirs = tmp_path / "ours", tmp_path / "theirs"
    ours.mkdir()
    theirs.mkdir()
    extra = tmp_path / "panel.py"
    extra.write_text(
        'class NewPanel(QWidget):\n    def f(self):\n        self.tr("A new sentence.")\n',
        encoding="utf-8",
    )
    for lang in (*TS_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        shutil.copy(TS_DIR / f"blocky_{lang}.ts", ours)
        (theirs / f"blocky_{lang}.ts").write_text(
            f'<?xml version="1.0" encoding="utf-8"?>\n<TS version="2.1" language="{lang}">\n'
            "  <context>\n    <name>NewPanel</name>\n    <message>\n"
            '      <location filename="../../blocky/ui/panel.py" />\n'
            f"      <source>A new sentence.</source>\n      <translation>{lang}: new</translation>\n"
            "    </message>\n  </context>\n</TS>\n",
            encoding="utf-8",
        )
    run_update(ours, extra, translations_from=theirs)
    for lang in TS_LANGUAGES:
        before, after = read_ts(TS_DIR / f"blocky_{lang}.ts"), read_ts(ours / f"blocky_{lang}.ts")
        assert after == {
            **before,
            Source("NewPanel", "A new sentence."): Translation((f"{lang}: new",), True),
        }


@pytest.mark.skipif(
    not (Path(sys.executable).parent / "pyside6-lrelease").exists(),
    reason="pyside6-lrelease is installed with PySide6",
)
def test_lrelease_compiles_every_string(tmp_path: Path) -> None:
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for lang in (*TS_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        out = tmp_path / f"blocky_{lang}.qm"
        run = subprocess.run(
            [
                str(lrelease),
                "-fail-on-unfinished",
                str(TS_DIR / f"blocky_{lang}.ts"),
                "-qm",
                str(out),
            ],
            capture_output=True,
            text=True,
        )
        assert run.returncode == 0, run.stdout + run.stderr
        assert out.stat().st_size > (10_000 if lang in TS_LANGUAGES else 200)


# ------------------------------------------ the rules' sentences reach the translator


def _played_states(seed: int) -> Iterator[State]:
    rng = random.Random(seed)
    for mode in ("race", "race", "team", "team", "solo", "solo"):
        setup: Setup = random_setup(mode, rng)
        state = new_game(setup)
        while not is_over(state):
            yield state
            if current_actor(state) == CHANCE:
                options = chance_options(state)
                action = rng.choices([a for a, _ in options], [w for _, w in options])[0]
            else:
                action = rng.choice(legal_actions(state))
            state, _ = apply_logged(state, action)
        yield state


_PROBES = (
    ChoosePile("A"),
    ChoosePile("C"),
    TakeRoute(),
    ChangeRoute("B"),
    TakeShortcut(),
    PlayOn(),
    ChooseVariant(True),
    ChooseVariant(False),
    Fox(),
    Partner(0),
    Partner(1),
    Report(True),
    Retry(),
    AcceptFailure(),
    FlipOwl("letter"),
    RevealOwl(9, 9),
)


def test_every_rules_sentence_of_random_games_is_in_the_ts_files(sources: set[Source]) -> None:
    """describe_action, describe_event and explain_illegal hand the translator only
    strings the .ts files know (templates, card names, materials, colours)."""
    known = {s.text for s in sources if s.context == RULES_CONTEXT}
    asked: set[str] = set()

    def tr(text: str) -> str:
        asked.add(text)
        return text

    for state in _played_states(seed=6):
        legal = legal_actions(state)
        for action in legal:
            describe_action(state, action, tr)
            _, events = apply_logged(state, action)
            for event in events:
                describe_event(state, event, tr)
        for probe in _PROBES:
            if probe not in legal:
                explain_illegal(state, probe, tr)
        card = state.current_card
        if card is not None:
            tr(card.name)
            for m in card.materials:
                tr(m)
        if state.end_reason is not None:
            end_reason_text(state.end_reason, tr)
    unknown = sorted(asked - known)
    assert not unknown, f"sentences the translations do not know: {unknown[:10]}"
    assert len(asked) > 100


def test_explain_illegal_is_english_by_default() -> None:
    state = new_game(Setup.race([("Ann", "white"), ("Ben", "black")], seed=1))
    assert explain_illegal(state, Report(True)) == "There is no attempt to report now."
    german = {"There is no attempt to report now.": "Gerade gibt es keinen Versuch."}
    assert explain_illegal(state, Report(True), lambda t: german.get(t, t)) == (
        "Gerade gibt es keinen Versuch."
    )


# ----------------------------------------------------------------- language choice


@pytest.mark.parametrize(
    ("ui_languages", "expected"),
    [
        (["de-DE", "en-US"], "de"),
        (["fr_CA"], "fr"),
        (["it-IT", "fr-FR"], "fr"),
        (["it-IT"], "en"),
        (["C"], "en"),
        ([], "en"),
    ],
)
def test_system_language(ui_languages: list[str], expected: str) -> None:
    assert system_language(ui_languages) == expected


def test_command_line_beats_settings_beats_system() -> None:
    assert choose_language("fr", "de", ["en-GB"]) == "fr"
    assert choose_language(None, "de", ["fr-FR"]) == "de"
    assert choose_language(None, "system", ["fr-FR"]) == "fr"
    assert choose_language(None, "klingon", ["fr-FR"]) == "fr"


def test_german_never_words_accepting_a_failure_as_giving_up() -> None:
    # "Aufgeben" reads as quitting the game; a failed card that is not tried again is not.
    translations = read_ts(TS_DIR / "blocky_de.ts")
    failures = {
        s: t for s, t in translations.items() if "accept" in s.text and "failure" in s.text
    }
    assert len(failures) >= 4
    for source, translation in failures.items():
        for form in translation.forms:
            assert "aufgeb" not in form.lower() and "aufgegeben" not in form.lower(), source.text


# ---------------------------------------------------------------- the language review
# German and French as a family reads them (the rules of the review of both languages).


def _texts(lang: str) -> list[tuple[Source, str]]:
    return [(s, form) for s, t in read_ts(TS_DIR / f"blocky_{lang}.ts").items() for form in t.forms]


#: Sentences that start with a plural ("ihr") or polite ("Sie") imperative, or say "ihr"
#: to the players ("seht ihr", "euer Team").
GERMAN_PLURAL_ADDRESS = re.compile(
    r"(?:^|[.!?:;]\s+|\(\s*)(?:Baut|Wählt|Deckt|Drückt|Probiert|Spielt|Schafft|Füttert|Gebt|"
    r"Nehmt|Seht|Macht|Tippt|Kreuzt|Startet|Prüft|Tragt|Legt|Zieht|Setzt|Stellt|Lasst|Schaut|"
    r"Zählt|Mischt|Dreht|Sucht|Lest|Schreibt|Holt|Versucht|Wartet|Bewegt|Achtet|Merkt|"
    r"Wechselt|Entscheidet|Öffnet|Schließt|Speichert|Löscht|Ändert|Klickt)\b"
    r"|\b(?:seht|habt|könnt|müsst|wollt|spielt) ihr\b|\b(?:euch|euer|eure[mnrs]?)\b"
    r"|\b(?:Sie|Ihnen) (?:können|müssen|wollen|haben)\b|\b(?:Ihr|Ihre[mnrs]?) (?:Spiel|Team|Name)"
    # "Sie sehen …" at the start of a sentence reads as "you" even when it means "they".
    r"|(?:^|[.!?:;]\s+)Sie \w+en\b"
)
#: Sentences that start with a "vous" imperative ("Choisissez", "Retournez-la") or say
#: "vous", "votre", "vos".
FRENCH_VOUS = re.compile(r"(?:^|[.!?:;«]\s*)[A-ZÉÈ][a-zéèêàç]*ez\b|\b(?:vous|votre|vos)\b", re.I)


def test_german_says_du_throughout() -> None:
    wrong = [text for _, text in _texts("de") if GERMAN_PLURAL_ADDRESS.search(text)]
    assert not wrong, wrong


def test_french_says_tu_throughout() -> None:
    wrong = [
        text
        for _, text in _texts("fr")
        if FRENCH_VOUS.search(text.replace("\u00a0", " ").replace("\u202f", " "))
    ]
    assert not wrong, wrong


def test_french_puts_non_breaking_spaces_where_french_needs_them() -> None:
    """Before ":" ";" "!" "?" and inside « »: a non-breaking space, never a plain one, so a
    line never starts with ":"; and a colon that ends a clause always has one before it."""
    for s, text in _texts("fr"):
        assert not re.search(r" [:;!?»]|« ", text), (s.text, text)
        # "HH:mm" and "Ctrl+Z" have no space after the colon; a clause's colon does.
        assert not re.search(r"[^\s\u00a0\u202f]:(?:\s|$)", text), (s.text, text)
        assert not re.search(r"[^\s\u00a0\u202f(][;!?](?:\s|$)", text), (s.text, text)


def test_german_uses_the_printed_component_names() -> None:
    """Eulenkärtchen, Buchstaben-Kärtchen, Blöcke, Routenmarker, Zwischenziel, as Juhu's
    German rulebook prints them; Enter is called Enter."""
    unlike_the_box = re.compile(
        r"Plättchen|Klotz|Klötze|Etappenziel|Teamfigur|Figur \{|Figur auf|die Figur\b|"
        r"Eingabetaste|\(Eingabe\)"
    )
    wrong = [text for _, text in _texts("de") if unlike_the_box.search(text)]
    assert not wrong, wrong


def test_accepting_a_failure_is_not_giving_up() -> None:
    de = [text for _, text in _texts("de") if re.search(r"\baufge(?:ben|geben)\b", text, re.I)]
    fr = [text for _, text in _texts("fr") if "accepter l'échec" in text.lower().replace("’", "'")]
    assert not de and not fr, de + fr


def test_french_counts_agree_with_their_number() -> None:
    """A count of cards is a plural message of its own ("1 ratée", "2 ratées"): no count
    given as a plain placeholder stands before a word in the plural."""
    fixed_plural = re.compile(r"\{\w*\}\s+(?:réussies|ratées|cartes|écureuils|essais|parties)\b")
    wrong = [
        (s.text, text)
        for s, text in _texts("fr")
        # The command line's pair: "{n} squirrel" for one, "{n} squirrels" for more.
        if fixed_plural.search(text) and s.text != "{n} squirrels"
    ]
    assert not wrong, wrong
    forms = {s.text: t.forms for s, t in read_ts(TS_DIR / "blocky_fr.ts").items() if s.numerus}
    assert forms["%n failed"] == ("%n ratée", "%n ratées")


def test_french_names_the_app_one_way() -> None:
    wrong = [text for _, text in _texts("fr") if re.search(r"\bappli\b", text)]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", TS_LANGUAGES)
def test_report_keys_are_letters_of_the_language(lang: str) -> None:
    """The keys for Mastered and Failed come from the translations: one letter each, not
    the same one, shown in the buttons and the keys line as placeholders (never typed in)."""
    translations = read_ts(TS_DIR / f"blocky_{lang}.ts")
    keys = {
        s.comment: t.forms[0]
        for s, t in translations.items()
        if s.context == "TurnPanel" and s.comment.startswith("key for")
    }
    mastered, failed = keys["key for Mastered, one letter"], keys["key for Failed, one letter"]
    assert len(mastered) == len(failed) == 1 and mastered.isalpha() and failed.isalpha()
    assert mastered.upper() != failed.upper()
    for s, t in translations.items():
        if s.context == "TurnPanel" and "({0})" in s.text:
            assert "({0})" in t.forms[0], (s.text, t.forms[0])


def test_a_string_used_for_two_things_has_two_messages(sources: set[Source]) -> None:
    """The clock time of an attempt and a game's duration are different words in German and
    French (Uhrzeit / Dauer, Heure / Durée): the clock time is its own message."""
    times = {s.comment for s in sources if s.context == "Statistics" and s.text == "Time"}
    assert times == {"the clock time of an attempt, not a duration"}


def test_german_says_ballons() -> None:
    """The plural of "Ballon" is "Ballons", as the printed German rules write it."""
    wrong = [text for _, text in _texts("de") if re.search(r"\bBallone\b", text)]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", TS_LANGUAGES)
def test_number_ranges_have_an_en_dash(lang: str) -> None:
    """ "2–6 Ballons" like "1–4 Spieler": a range of numbers is written with an en dash."""
    wrong = [text for _, text in _texts(lang) if re.search(r"\d\s?[-‐‑]\s?\d", text)]
    assert not wrong, wrong


#: How the Black Baron is named after each word in German ("vom Schwarzen Baron"); without
#: a word before it, "Schwarzer Baron" is his name as a label.
GERMAN_BARON = {
    "der": "Schwarze Baron",
    "dem": "Schwarzen Baron",
    "den": "Schwarzen Baron",
    "des": "Schwarzen Barons",
    "vom": "Schwarzen Baron",
    "zum": "Schwarzen Baron",
    "beim": "Schwarzen Baron",
    "ein": "Schwarzer Baron",
    "einen": "Schwarzen Baron",
}


def test_german_declines_the_black_baron() -> None:
    """ "der Schwarze Baron", "dem / den / vom Schwarzen Baron", "des Schwarzen Barons":
    never "von Schwarzer Baron"."""
    wrong = []
    for source, text in _texts("de"):
        for m in re.finditer(r"(?:(\w+)\s+)?(Schwarze\w*\s+Barons?)\b", text):
            before = (m.group(1) or "").lower()
            if before in GERMAN_BARON:
                ok = m.group(2) == GERMAN_BARON[before]
            else:
                # His name alone, as a label or a heading.
                ok = text.strip() == "Schwarzer Baron"
            if not ok:
                wrong.append((source.text, text))
    assert not wrong, wrong


def test_french_contracts_the_black_baron_s_article() -> None:
    """ "du Baron Noir", "au Baron Noir": never "de le Baron Noir" or "de Baron Noir"."""
    wrong = [
        text
        for _, text in _texts("fr")
        if re.search(r"\b(?:de|à|que)\s+(?:le\s+|les\s+)?Baron Noir", text)
    ]
    assert not wrong, wrong


def test_french_says_un_match() -> None:
    """A match of several games is "un match"; "une manche" is one game of it."""
    wrong = [text for _, text in _texts("fr") if re.search(r"\bmanches?\b", text, re.I)]
    assert not wrong, wrong


def test_french_cards_are_saisies_not_entrees() -> None:
    """Cards and names are "saisis" ("nous les saisissons"); "Entrée" is only the key, and
    "entre" only "between"."""
    verb = re.compile(
        r"\b(?:[Ee]ntr(?:ons|ez|ent|er|é|és)|entrée?s?|Entre(?!\s+(?:deux|les?|la)\b)"
        r"|[Ee]ntre-(?:la|le|les))\b"
    )
    wrong = [text for _, text in _texts("fr") if verb.search(text)]
    assert not wrong, wrong


def test_french_says_au_premier_essai() -> None:
    wrong = [text for _, text in _texts("fr") if re.search(r"premier coup", text, re.I)]
    assert not wrong, wrong
    assert any("au premier essai" in text.lower() for _, text in _texts("fr"))


def test_french_has_one_kind_of_apostrophe() -> None:
    """The typographic apostrophe ’ throughout, never the typewriter one."""
    wrong = [text for _, text in _texts("fr") if "'" in text]
    assert not wrong, wrong


def test_percentages_are_written_as_each_language_writes_them(sources: set[Source]) -> None:
    """English "94%"; German and French "94 %" with a no-break space, never a space a line
    may break at."""
    english = [s.text for s in sources if re.search(r"[\d}]\s%(?!n)", s.text)]
    assert not english, english
    for lang in TS_LANGUAGES:
        wrong = [text for _, text in _texts(lang) if re.search(r"[\d}](?: |)%(?!n)", text)]
        assert not wrong, (lang, wrong)


def test_the_campground_is_named_never_space_0() -> None:
    """A marker that leaves or reaches the campground is told so ("moves from the
    campground to space 3"), in every mode: a screen reader hears the log."""
    told = 0
    for state in _played_states(seed=11):
        for action in legal_actions(state):
            _, events = apply_logged(state, action)
            for event in events:
                text = describe_event(state, event)
                assert not re.search(r"\bspace 0\b", text), text
                told += "campground" in text
    assert told > 10


#: Contexts whose sentences are filled by blocky.ui.kit.grammar (``WordedContext``): French
#: elides there ("de {name}" says "d’Anna").
WORDED_CONTEXTS = {"Montgolfiere", "BalloonCoach"}
#: Sentences elsewhere that put "de" before a value and fill it with the grammar's ``fill``
#: themselves, or whose value is no name (a game's name: "Blocky Mountains").
FILLED_ELSEWHERE = {
    ("Statistics", "Colour of {0}"),
    ("Errors", "The file holds a game of {name} played with newer rules (rules version "
     "{version}; this app knows up to {known}). Please update the app. Nothing was loaded."),
}  # fmt: skip


def test_french_elides_before_a_name() -> None:
    """ "d’Anna", never "de Anna": a French sentence that puts "de" or "que" before a
    player's name is made where the grammar elides, or says it without "de"."""
    before_a_name = re.compile(
        r"\b(?:de|que|jusque|lorsque|puisque) \{(?:name|names|who|target|other|players|\d)\}",
        re.I,
    )
    wrong = [
        (s.context, s.text, text)
        for s, text in _texts("fr")
        if before_a_name.search(text)
        and s.context not in WORDED_CONTEXTS
        and (s.context, s.text) not in FILLED_ELSEWHERE
    ]
    assert not wrong, wrong


def test_german_needs_no_gender_after_a_name() -> None:
    """A player's name ("Anna", "Ben") has no gender the app knows: German never follows
    one with a relative pronoun ("folgt Anna, der sich nicht bewegt")."""
    pronoun = re.compile(r"(\w+)\s+„?\{\w+\}“?,\s+(?:der|die|den|dem|dessen|deren)\b")
    # After a noun naming what the placeholder is ("die Partie {name}, die …", "der
    # Spieler „{name}“, der …") the pronoun agrees with that noun.
    nouns = {"Partie", "Spieler"}
    wrong = [
        text
        for _, text in _texts("de")
        for m in pronoun.finditer(text)
        if m.group(1) not in nouns
    ]
    assert not wrong, wrong
