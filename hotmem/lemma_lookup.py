"""Lookup lemmas for the blank (surface-path) pipelines, from a plain dict.

The German and Italian pipelines have no trained lemmatizer: their lemma is a lookup in
spacy-lookups-data's ``lemma_lookup`` table, the word itself when it is not there. spaCy's own
lookup lemmatizer does exactly that, but first copies the table's ~350k entries one by one into a
hashing ``Table``: about 0.8 s per language in every fresh process. This component applies the
same rule (``table.get(token.text, token.text)``) to the dict the package's JSON loads into, so a
language is ready in a quarter of the time with the same lemmas.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from spacy.language import Language
from spacy.util import load_language_data, registry

if TYPE_CHECKING:
    from spacy.tokens import Doc

FACTORY = "hotmem_lookup_lemmatizer"


class LookupLemmatizer:
    """Sets ``token.lemma_`` from a word → lemma dict; unknown words are their own lemma."""

    def __init__(self, table: dict[str, str]) -> None:
        self.table = table

    @cached_property
    def lower_lemmas(self) -> frozenset[str]:
        """The table's lower-case lemmas (built on first use, ~50 ms for German): with its
        lower-case keys, the words that are no noun in a language that capitalises nouns."""
        return frozenset(w for w in set(self.table.values()) if w[:1].islower())

    def knows_lower(self, word: str) -> bool:
        """True when the table lists ``word`` (lower case) as a form or a lemma."""
        return word in self.table or word in self.lower_lemmas

    def __call__(self, doc: Doc) -> Doc:
        get = self.table.get
        for token in doc:
            token.lemma_ = get(token.text, token.text)
        return doc


def lookup_table(lang: str, table: str = "lemma_lookup") -> dict[str, str]:
    """``lang``'s table from spacy-lookups-data.

    Raises:
        ValueError: when the package has no such table for ``lang`` (or is not installed).
    """
    if lang not in registry.lookups:
        raise ValueError(f"spacy-lookups-data has no tables for {lang!r}")
    tables = registry.lookups.get(lang)
    if table not in tables:
        raise ValueError(f"spacy-lookups-data has no {table!r} table for {lang!r}")
    return load_language_data(tables[table])


@Language.factory(FACTORY, default_config={"table": "lemma_lookup"})
def make_lookup_lemmatizer(nlp: Language, name: str, table: str) -> LookupLemmatizer:
    """spaCy factory: ``nlp.add_pipe("hotmem_lookup_lemmatizer")``."""
    return LookupLemmatizer(lookup_table(nlp.lang, table))
