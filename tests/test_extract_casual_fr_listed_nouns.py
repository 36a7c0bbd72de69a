"""Casual French lists: the last item a noun the small parser reads as a verb.

Every sentence is written for this file. In "j'ai un chat et un hamster" the French model tags
"hamster" a verb with "un" as its object; an article right before a "verb" that has no subject
makes it a listed noun. A real verb with an object pronoun before it is not one.
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
        ("j'ai un lapin et un hamster", {("you", "has", "rabbit"), ("you", "has", "hamster")}),
        ("on a un chien, deux poules et un hamster",
         {("you", "has", "dog"), ("you", "has", "hamster")}),
    ],
)
def test_a_listed_noun_read_as_a_verb_is_listed(fr, text, expected):
    assert facts(fr(text)) >= expected


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("j'ai un vélo et je le répare moi-même", ("you", "has", "répare")),
        ("j'ai une voiture et je la conduis tous les jours", ("you", "has", "conduis")),
    ],
)
def test_a_verb_with_an_object_pronoun_is_no_listed_noun(fr, text, absent):
    assert absent not in facts(fr(text))
