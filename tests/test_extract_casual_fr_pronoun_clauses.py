"""Casual French: an unpunctuated turn that goes on with "il"/"elle" about someone just named.

Every sentence is written for this file. Speech-to-text gives "mon oncle s'appelle bruno il
tient un garage à vannes" as one string; the pronoun opens a second clause whose subject is
the one just named, and both facts must come out.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon oncle s'appelle bruno il travaille chez peugeot",
         {("you", "uncle", "bruno"), ("bruno", "works_at", "peugeot")}),
        ("ma fille s'appelle manon elle a 9 ans",
         {("you", "daughter", "manon"), ("manon", "age", "9")}),
        ("ma sœur habite à rouen elle est pharmacienne",
         {("sister", "lives_in", "rouen"), ("sister", "is", "pharmacienne")}),
        ("mon mari est plombier il adore la pêche",
         {("husband", "is", "plombier"), ("husband", "likes", "pêche")}),
    ],
)
def test_a_pronoun_after_a_content_word_opens_a_clause_about_the_one_named(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the pronoun right after a function word starts no clause
        ("je crois qu'elle habite à metz", set()),
        # a possessive phrase before the pronoun is its dislocated subject
        ("mon frère il habite à annecy", {("brother", "lives_in", "annecy")}),
        ("ma tante elle vit à bayonne", {("aunt", "lives_in", "bayonne")}),
    ],
)
def test_a_pronoun_after_a_function_word_or_a_dislocated_subject_stays(fr, text, expected):
    assert {k for k in facts(fr(text)) if k[-1] != "NOT"} >= expected
