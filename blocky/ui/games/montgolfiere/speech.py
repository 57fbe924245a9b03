"""What a screen reader hears in a game of Montgolfière: each sentence of a round as it is
told, what comes now (whose card is entered and the keys for it, a hook's question with its
choices, a result) and every error at once.

The screen says it through :func:`blocky.ui.kit.announce.announce`; this module words the
parts the screen does not show as text (the keys).
"""

from __future__ import annotations

from collections.abc import Sequence

from blocky.games.montgolfiere.cards import MAX_KG, CardKind
from blocky.ui.games.montgolfiere.words import card_key
from blocky.ui.kit.context import TranslationContext


class BalloonSpeech(TranslationContext):
    """The words said to a screen reader in Montgolfière (not shown on screen)."""


def card_keys_text() -> str:
    """The keys that enter a card, in the player's language."""
    return BalloonSpeech.tr(
        "Keys: a ballast card by its number, 1 to {max}; {hook}: grappling hook; "
        "{gas}: sleeping gas; {storm}: storm; {engine}: super engine; "
        "Up and Down: another balloon."
    ).format(
        max=MAX_KG,
        hook=card_key(CardKind.HOOK),
        gas=card_key(CardKind.GAS),
        storm=card_key(CardKind.STORM),
        engine=card_key(CardKind.ENGINE),
    )


def resolve_key_text() -> str:
    return BalloonSpeech.tr("Enter resolves the round.")


def hook_keys_text(options: Sequence[str]) -> str:
    """A hook's choices with their number keys ("1. Ana: up 2")."""
    return " ".join(f"{o.rstrip('.')}." for o in options)


def coach_text(lines: Sequence[str]) -> str:
    return BalloonSpeech.tr("Coach: {0}").format(" ".join(lines))


def sentence(parts: Sequence[str]) -> str:
    """Parts said one after the other, each ending its sentence."""
    out = []
    for part in parts:
        part = part.strip()
        if part:
            out.append(part if part[-1] in ".!?:" else part + ".")
    return " ".join(out)
