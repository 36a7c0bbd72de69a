"""A word the Spanish tagger marks as a first-person verb counts as one only in a shape a
first-person verb has: "salsa" read as "I salsa'd" would make a general question about
dancing ("cuántas calorías ... bailando salsa") a question about the user's past."""

from __future__ import annotations

import pytest
from spacy.tokens import MorphAnalysis

from hotmem.episodes.extract import _first_person_verb, _words
from hotmem.nlp import Pipelines


@pytest.mark.parametrize(("text", "word", "first_person"), [
    ("cuántas clases de salsa hay en Cádiz", "salsa", False),
    ("cuánto cuesta una tabla de surf", "tabla", False),
    ("ayer bailé en Cádiz", "bailé", True),
    ("el martes corría por el parque", "corría", True),
    ("en mayo fuimos a Cádiz", "fuimos", True),
])
def test_only_a_first_person_shape_is_read_as_a_first_person_verb(
    pipelines: Pipelines, text: str, word: str, first_person: bool,
) -> None:
    doc = pipelines.get("es").parse(text)
    token = next(t for t in doc if t.lower_ == word)
    # What the small tagger says of such words: a finite first-person past verb.
    token.pos_ = "VERB"
    token.set_morph(MorphAnalysis(doc.vocab, "Mood=Ind|Number=Sing|Person=1|Tense=Past|"
                                             "VerbForm=Fin"))
    others = [t for t in doc if t.i != token.i]
    for other in others:  # only the word under test may say the person
        other.set_morph(MorphAnalysis(doc.vocab, ""))
    assert _first_person_verb(doc[:], _words("es")) is first_person
