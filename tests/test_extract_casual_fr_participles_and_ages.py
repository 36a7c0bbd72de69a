"""Casual French: participles and aches the small parser misreads, and ages said with "fêter".

Every sentence is written for this file.
- "j'ai grandi à X": the model tags "grandi" a noun, the object of "ai"; it is the verb.
- "je suis né et ...": a participle is never a name.
- "j'ai mal aux X": the subject hangs on the auxiliary, not on "mal".
- "j'ai fêté mes 40 ans": an age, the subject's own only.
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
        ("j'ai grandi à besançon", {("you", "born_in", "besançon")}),
        ("je suis née et j'ai grandi à lille", {("you", "born_in", "lille")}),
        ("je suis né", set()),
        ("j'ai un grand jardin", {("you", "has", "grand jardin")}),
    ],
)
def test_a_participle_after_avoir_is_the_verb_and_no_name(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai mal aux épaules", {("you", "has_condition", "mal aux épaules")}),
        ("mon père a mal aux jambes", {("father", "has_condition", "mal aux jambes")}),
        ("j'ai eu mal aux pieds hier", set()),
    ],
)
def test_an_ache_in_a_plural_place_is_a_condition(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai fêté mes 45 ans samedi", {("you", "age", "45")}),
        ("je viens de fêter mes 28 ans", {("you", "age", "28")}),
        ("ma tante a fêté ses 80 ans", {("aunt", "age", "80")}),
        # someone else's years, or a feast with no number
        ("on a fêté les 6 ans de mon neveu", set()),
        ("j'ai fêté ses 50 ans", set()),
        ("j'ai fêté noël chez mes parents", set()),
    ],
)
def test_years_celebrated_are_the_subjects_age(fr, text, expected):
    assert {f for f in facts(fr(text)) if f[1] == "age"} == expected
