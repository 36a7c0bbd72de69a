"""The words a pipeline's own lemmatizer knows as adjectives and nouns.

Speech-to-text writes names in lower case, and the small models then tag "i am sarah" or "soy
bruno" like "i am tall" or "soy enfermera". The rule lemmatizers of the parser pipelines ship
word lists per part of speech (``lemma_index``, from their lookup data); a lone complement that
is none of the language's adjectives or nouns is a name. The lists come with the installed
model, so nothing is hand-written or downloaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.language import Language


@dataclass(frozen=True, slots=True)
class WordClasses:
    """Lower-case adjectives, nouns, verbs and adverbs a pipeline knows; empty when it ships
    none."""

    adjectives: frozenset[str] = frozenset()
    nouns: frozenset[str] = frozenset()
    verbs: frozenset[str] = frozenset()
    adverbs: frozenset[str] = frozenset()

    @property
    def known(self) -> bool:
        """True when the lists exist (a blank pipeline has none: nothing can be decided)."""
        return bool(self.adjectives) and bool(self.nouns)

    def is_adjective(self, *forms: str) -> bool:
        return any(form.lower() in self.adjectives for form in forms)

    def is_noun(self, *forms: str) -> bool:
        return any(form.lower() in self.nouns for form in forms)

    def is_verb(self, *forms: str) -> bool:
        return any(form.lower() in self.verbs for form in forms)

    def is_adverb(self, *forms: str) -> bool:
        return any(form.lower() in self.adverbs for form in forms)


def word_classes(nlp: Language) -> WordClasses:
    """The adjective and noun lists of ``nlp``'s rule lemmatizer, or empty lists."""
    if "lemmatizer" not in nlp.pipe_names:
        return WordClasses()
    lookups = getattr(nlp.get_pipe("lemmatizer"), "lookups", None)
    if lookups is None or not lookups.has_table("lemma_index"):
        return WordClasses()
    index = lookups.get_table("lemma_index")
    classes = {}
    for pos in ("adj", "noun", "verb", "adv"):
        words = index.get(pos)
        classes[pos] = frozenset(w.lower() for w in words) if words else frozenset()
    return WordClasses(adjectives=classes["adj"], nouns=classes["noun"], verbs=classes["verb"],
                       adverbs=classes["adv"])
