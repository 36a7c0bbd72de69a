"""Casual Spanish: a third-person verb joined to "tengo <kin>" is said of the kin.

Every sentence is written for this file. "tengo una prima que se llama Vera y vive en Bergen":
the parser joins "vive" to "tengo", and the home was stored as the speaker's. A third-person
verb cannot share the subject of a first-person one; when the first verb has a kin or pet
noun as its object, the second is said of that one (by name when it has one).
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tengo una prima que se llama vera y vive en bergen",
         {("you", "cousin", "vera"), ("vera", "lives_in", "bergen")}),
        ("tengo un tío y vive en cádiz",
         {("you", "has", "uncle"), ("uncle", "lives_in", "cádiz")}),
    ],
)
def test_the_joined_third_person_verb_is_said_of_the_kin(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tengo un perro y vivo en soria",
         {("you", "has", "dog"), ("you", "lives_in", "soria")}),
        ("tengo una moto y trabajo en un taller",
         {("you", "has", "moto"), ("you", "works_at", "taller")}),
    ],
)
def test_a_joined_first_person_verb_stays_the_speakers(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected
