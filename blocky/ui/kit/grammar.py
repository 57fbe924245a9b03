"""Names put into sentences the way German and French need them.

A translation says ``"Die Karte von {name}"`` or ``"La carte de {name}"`` and the name is
only known when the sentence is made. :func:`fill` puts the values in like ``str.format``
and then fixes what the word before each value asks for:

- French elides before a vowel: "de Anna" is "d’Anna", "que Eli" is "qu’Eli";
- a :class:`Named` value (the Black Baron) takes the case the word before it governs in
  German ("von" + "dem Schwarzen Baron" is "vom Schwarzen Baron", "für den Schwarzen
  Baron"), and French contracts its article ("de le Baron Noir" is "du Baron Noir").

The rules are the languages' own words ("de", "que", "von", "für"), so the same call
serves English, German and French. Pure Python: the forms come from the translations.

>>> fill("La carte de {name} est saisie.", name="Anna")
'La carte d’Anna est saisie.'
>>> baron = Named("Schwarzer Baron", "der Schwarze Baron", "dem Schwarzen Baron", "den Schwarzen Baron")
>>> fill("Der Enterhaken von {name} folgt {target}.", name="Anna", target=baron)
'Der Enterhaken von Anna folgt dem Schwarzen Baron.'
>>> fill("Das Schlafgas von {names}", names=joined([baron, "Eli"], " und ".join))
'Das Schlafgas vom Schwarzen Baron und Eli'
>>> sentence(fill("{name} bleibt auf dem Mond.", name=baron))
'Der Schwarze Baron bleibt auf dem Mond.'
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Sequence

SUBJECT, DATIVE, ACCUSATIVE = "subject", "dative", "accusative"

#: German words after which a name stands in the dative or the accusative.
_DATIVE = frozenset(
    {"von", "mit", "bei", "nach", "aus", "zu", "seit", "gegenüber", "folgt", "folgen", "hilft"}
)
_ACCUSATIVE = frozenset({"für", "gegen", "ohne", "um", "durch"})
#: A preposition and the article after it that German and French write as one word.
_CONTRACTED = {
    ("von", "dem"): "vom",
    ("bei", "dem"): "beim",
    ("zu", "dem"): "zum",
    ("de", "le"): "du",
    ("de", "les"): "des",
    ("à", "le"): "au",
    ("à", "les"): "aux",
}
#: French words that lose their "e" before a vowel ("d’Anna", "qu’Eli", "jusqu’à").
_ELIDED = frozenset({"de", "que", "jusque", "lorsque", "puisque", "ne", "je", "le", "la"})
_VOWEL = re.compile(r"[aeiouyàâäéèêëîïôöùûüœæ]", re.IGNORECASE)
_LAST_WORD = re.compile(r"(?:^|(?<=[\s(«\u00a0\u202f]))(\w+) $")
_FORMATTER = string.Formatter()


class Named(str):
    """A name whose words change with its place in a sentence. As a string it is its
    label ("Schwarzer Baron", for a table's row); :func:`fill` takes its ``forms``."""

    forms: dict[str, str]

    def __new__(
        cls,
        label: str,
        subject: str | None = None,
        dative: str | None = None,
        accusative: str | None = None,
    ) -> Named:
        named = super().__new__(cls, label)
        subject = label if subject is None else subject
        named.forms = {
            SUBJECT: subject,
            DATIVE: subject if dative is None else dative,
            ACCUSATIVE: subject if accusative is None else accusative,
        }
        return named


def joined(items: Sequence[str], join: Callable[[Sequence[str]], str]) -> str:
    """``join(items)``; a :class:`Named` when one of the items is (each form joined)."""
    if not any(isinstance(i, Named) for i in items):
        return join(items)

    def form(item: str, case: str) -> str:
        return item.forms[case] if isinstance(item, Named) else str(item)

    return Named(
        join([str(i) for i in items]),
        *(join([form(i, case) for i in items]) for case in (SUBJECT, DATIVE, ACCUSATIVE)),
    )


def sentence(text: str) -> str:
    """``text`` with a capital first letter (a name that begins with an article)."""
    return text[:1].upper() + text[1:]


def fill(template: str, *args: object, **values: object) -> str:
    """``template.format(*args, **values)``, with each value worded for the word before
    it (see the module's notes)."""
    out: list[str] = []
    auto = 0
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        out.append(literal)
        if field is None:
            continue
        if field == "":
            field = str(auto)
            auto += 1
        value, _ = _FORMATTER.get_field(field, args, values)
        if conversion:
            value = _FORMATTER.convert_field(value, conversion)
        before = "".join(out)
        match = _LAST_WORD.search(before)
        word = match.group(1) if match else ""
        if isinstance(value, Named):
            case = (
                DATIVE
                if word.lower() in _DATIVE
                else ACCUSATIVE
                if word.lower() in _ACCUSATIVE
                else SUBJECT
            )
            text = format(value.forms[case], spec or "")
        else:
            text = format(value, spec or "")
        if match and text:
            article, _, rest = text.partition(" ")
            contracted = _CONTRACTED.get((word.lower(), article))
            if contracted is not None and rest:
                if word[:1].isupper():
                    contracted = contracted.capitalize()
                before, text = before[: match.start(1)], f"{contracted} {rest}"
            elif word.lower() in _ELIDED and _VOWEL.match(text):
                before, text = before[: match.end(1) - 1] + "’", text
            out = [before]
        out.append(text)
    return "".join(out)


class Sentence(str):
    """A translated sentence whose ``format`` is :func:`fill`; when it begins with a
    :class:`Named` (whose words begin with an article: "der Schwarze Baron …") its first
    letter is a capital. Other values stay as they are ("certain in hand", "anna")."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        text = fill(self, *args, **kwargs)
        first = next(iter(_FORMATTER.parse(self)), None)
        if first is not None and not first[0] and first[1] is not None:
            field = first[1] or "0"
            value, _ = _FORMATTER.get_field(field, args, kwargs)
            if isinstance(value, Named):
                return sentence(text)
        return text
