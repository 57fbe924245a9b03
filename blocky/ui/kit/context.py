"""Translation contexts for text outside a widget's own methods.

``Statistics.tr("Mastered")`` is the form ``pyside6-lupdate`` reads: the class name is the
context. Qt's ``QObject.tr`` is an instance method, so calling it on the class is untyped;
a :class:`TranslationContext` subclass gives the same call a type (the context is the
subclass's name, as with Qt's own).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from blocky.ui.kit.grammar import Sentence


class TranslationContext(QObject):
    """Subclass it once per context and call ``Name.tr(text)``."""

    @classmethod
    def tr(
        cls, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return QCoreApplication.translate(cls.__name__, source_text, disambiguation, n)


class WordedContext(TranslationContext):
    """A context whose sentences take names as German and French need them: its ``tr``
    gives a :class:`~blocky.ui.kit.grammar.Sentence`, whose ``format`` elides in French
    ("d’Anna") and declines a :class:`~blocky.ui.kit.grammar.Named` ("vom Schwarzen
    Baron")."""

    @classmethod
    def tr(
        cls, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return Sentence(super().tr(source_text, disambiguation, n))
